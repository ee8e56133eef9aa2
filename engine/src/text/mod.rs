//! Stage: text / KV. The Qwen2 language model: [`graph`] emits the `lm`
//! module (prefill chunks, batched decode, KV writes; contract documented
//! there), [`lm`] runs it on IREE with the KV pool on the device, [`pool`]
//! decides which cells each sequence owns, and [`merge`] places the vision
//! stage's merged tokens on their prompt rows.

pub mod graph;
pub mod lm;
pub mod merge;
pub mod pool;
