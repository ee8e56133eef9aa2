//! The oracle: an independent eager f32 implementation of Qwen2-VL and
//! Qwen2 in candle, written for clarity, with a tap on every stage. It shares
//! no model or preprocessing code with the engine (only the contracts crate:
//! stage names, dump format, config parsing).

pub mod bf16;
pub mod checkpoint;
pub mod cli;
pub mod faults;
pub mod ops;
pub mod pipeline;
pub mod positions;
pub mod preprocess;
pub mod prompt;
pub mod quant;
pub mod text;
pub mod vision;

pub use faults::Faults;
pub use pipeline::{Oracle, OracleError, Prepared, PromptInput, Request, RunOutput};
