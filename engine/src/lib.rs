//! The production engine (IREE). This crate never depends on the oracle.
//!
//! So far: the project's own IREE runtime binding with weights served as
//! IREE parameters straight from checkpoint files, the compiler integration
//! and artifact cache, the typed StableHLO emitter, the engine's own image
//! preprocessing, and the Qwen2-VL vision encoder. The language model lands
//! in the next engine issue.

pub mod artifacts;
pub mod bench;
pub mod emit;
pub mod iree;
pub mod lm;
pub mod model;
pub mod owner;
pub mod pipeline;
pub mod processor;
pub mod prompt;
pub mod vision;
