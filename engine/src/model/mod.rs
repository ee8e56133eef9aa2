//! Model graphs and their weight mapping.

pub mod vision;
pub mod weights;
