//! The production engine (IREE). This crate never depends on the oracle.
//!
//! The project's own IREE runtime binding with weights served as IREE
//! parameters straight from checkpoint files, the compiler integration and
//! artifact cache, the typed StableHLO emitter, the host-side frontend
//! (prompt, images, positions), the Qwen2-VL vision encoder and the Qwen2
//! language model with a multi-slot decode graph, the pipeline that joins
//! them, sampling, and the OpenAI-compatible HTTP server.

pub mod artifacts;
pub mod bench;
pub mod emit;
pub mod frontend;
pub mod iree;
pub mod lm;
pub mod model;
pub mod pipeline;
pub mod plain_text;
pub mod precision;
pub mod processor;
pub mod prompt;
pub mod sampling;
pub mod server;
pub mod vision;
