//! Stage: host. Everything done on the CPU before the device runs: image
//! decoding and preprocessing ([`processor`]), the chat template and
//! tokenisation ([`prompt`], [`plain_text`]), M-RoPE positions, and
//! [`frontend`], which turns one [`Request`] into a [`Prepared`] one within
//! the engine's budgets. Nothing here imports a graph emitter or a runtime:
//! the shape rules it plans with are in [`crate::shapes`].

pub mod frontend;
pub mod plain_text;
pub mod processor;
pub mod prompt;

pub use frontend::{Frontend, HostError, Prepared, PromptInput, Request};
