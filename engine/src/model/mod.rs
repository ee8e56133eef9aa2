//! Model graphs and their weight mapping.

pub mod text;
pub mod vision;
pub mod weights;
