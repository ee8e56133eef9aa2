//! Contracts shared by the engine, the oracle and the harness.
//!
//! Only vocabulary and formats live here: the names of pipeline stages, the
//! tap sizes and on-disk format of stage dumps, and the checkpoint config
//! structs both implementations parse. No model or preprocessing code is shared, so
//! the engine and the oracle stay two independent implementations.

pub mod config;
pub mod dump;
pub mod stages;

pub use dump::{DumpError, StageDump, Tensor, TensorData};
pub use stages::{Stage, StageKind, TOPK_DECODE, TOPK_PREFILL};
