//! The production engine (IREE). This crate never depends on the oracle.
//!
//! So far: the project's own IREE runtime binding with weights served as
//! IREE parameters straight from checkpoint files, and the compiler
//! integration. The StableHLO emitter and the model graphs land next.

pub mod emit;
pub mod iree;
pub mod model;
