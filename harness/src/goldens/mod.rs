//! Goldens: stage dumps recorded from the outside references.
//!
//! Layout, per case of `fixtures/cases.json`:
//! `goldens/CASE/hf.safetensors` and `goldens/CASE/mlx.safetensors` (stage
//! dumps, see `contracts::dump`) and `goldens/CASE/manifest.json` (library
//! versions, checkpoint and image SHA-256s, the prompt string, the dumps'
//! SHA-256s and the measured HF-vs-MLX differences per tensor).

pub mod regen;
pub mod verify;

/// The tensors every HF golden must hold, beyond per-layer/per-step ones.
pub const HF_IMAGE_TENSORS: &[&str] = &[
    "pixels",
    "grid",
    "cu_seqlens",
    "vision_rope.position_ids",
    "vision_rope.cos",
    "vision_rope.sin",
    "patch_embed",
    "merger_ln",
    "merged_tokens",
];
pub const HF_TEXT_TENSORS: &[&str] = &[
    "input_ids",
    "mrope_positions",
    "rope_delta",
    "prefill_logits.last",
    "prefill_logits.topk_values",
    "prefill_logits.topk_indices",
    "tokens",
    "tokens.margins",
];
/// The MLX goldens record at least these (REFERENCE.md: pixels, merged
/// tokens, positions, prefill logits, greedy tokens).
pub const MLX_IMAGE_TENSORS: &[&str] = &["pixels", "grid", "merged_tokens"];
pub const MLX_TEXT_TENSORS: &[&str] =
    &["input_ids", "mrope_positions", "rope_delta", "prefill_logits.last", "tokens", "tokens.margins"];
