//! StableHLO emission: a typed text builder and the model graphs built with it.

pub mod builder;
pub mod nn;
pub mod types;

pub use builder::{EResult, EmitError, FuncBuilder, ModuleBuilder};
pub use types::{DType, Ty, Value, DYN};
