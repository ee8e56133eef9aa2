//! The stage vocabulary, in pipeline order.
//!
//! Every implementation (engine, oracle, HF and MLX goldens) names the tensors
//! it exposes with these stages, so the harness can line them up. A stage may
//! hold several tensors; their names start with the stage name followed by a
//! dot (`kv.3.k`, `vision_rope.cos`) or are the stage name itself (`pixels`).
//!
//! Tensor names per stage (shapes use N = patches, I = images, S = prompt
//! tokens, E = vision embed dim, H = text hidden size, V = vocabulary):
//!
//! | stage | tensors | dtype |
//! |---|---|---|
//! | pixels | `pixels` [N, C*T*P*P] | f32 |
//! | grid | `grid` [I, 3] (t, h, w in patches) | i64 |
//! | cu_seqlens | `cu_seqlens` [I*t + 1] | i64 |
//! | vision_rope | `vision_rope.position_ids` [N, 2] (h, w), `vision_rope.cos`, `vision_rope.sin` [N, E/heads] | i64, f32 |
//! | patch_embed | `patch_embed` [N, E] | f32 |
//! | vision_block | `vision_block.{i}` [N, E] (output of block i) | f32 |
//! | merger_ln | `merger_ln` [N, E] | f32 |
//! | merged_tokens | `merged_tokens` [N/merge^2, H] | f32 |
//! | input_ids | `input_ids` [S] (after placeholder expansion) | i64 |
//! | mrope_positions | `mrope_positions` [3, S] (t, h, w) | i64 |
//! | rope_delta | `rope_delta` [1] | i64 |
//! | prefill_logits | `prefill_logits.last` [V], `prefill_logits.topk_values` / `.topk_indices` [S, K] | f32, i64 |
//! | kv | `kv.{l}.k`, `kv.{l}.v` [kv_heads, S, head_dim]; keys after rotary | f32 |
//! | decode_logits | `decode_logits.{s}.topk_values` / `.topk_indices` [K]: the logits that chose token s | f32, i64 |
//! | tokens | `tokens` [n] greedy new tokens, `tokens.margins` [n] top1 - top2 logit at each step | i64, f32 |

use std::fmt;
use std::str::FromStr;

/// K of `prefill_logits.topk_*`: top-k logits kept at every prompt position
/// (every implementation and the Python recorders,
/// `scripts/reference/common.py`, keep this many).
pub const TOPK_PREFILL: usize = 16;
/// K of `decode_logits.{s}.topk_*`: top-k logits kept at every greedy step.
pub const TOPK_DECODE: usize = 64;

/// Whether a stage compares exactly (integers) or within a tolerance (floats).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum StageKind {
    Exact,
    Float,
    /// Token streams: compared exactly, reported with margins.
    Tokens,
}

/// One stage of the pipeline; `ALL` lists them in pipeline order.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Stage {
    Pixels,
    Grid,
    CuSeqlens,
    VisionRope,
    PatchEmbed,
    VisionBlock,
    MergerLn,
    MergedTokens,
    InputIds,
    MropePositions,
    RopeDelta,
    /// Before the prompt's logits: layer l's keys and values are computed
    /// before every later layer and the head, so a fault upstream of both
    /// is located in the cache first.
    Kv,
    PrefillLogits,
    DecodeLogits,
    Tokens,
}

impl Stage {
    pub const ALL: [Stage; 15] = [
        Stage::Pixels,
        Stage::Grid,
        Stage::CuSeqlens,
        Stage::VisionRope,
        Stage::PatchEmbed,
        Stage::VisionBlock,
        Stage::MergerLn,
        Stage::MergedTokens,
        Stage::InputIds,
        Stage::MropePositions,
        Stage::RopeDelta,
        Stage::Kv,
        Stage::PrefillLogits,
        Stage::DecodeLogits,
        Stage::Tokens,
    ];

    pub fn name(self) -> &'static str {
        match self {
            Stage::Pixels => "pixels",
            Stage::Grid => "grid",
            Stage::CuSeqlens => "cu_seqlens",
            Stage::VisionRope => "vision_rope",
            Stage::PatchEmbed => "patch_embed",
            Stage::VisionBlock => "vision_block",
            Stage::MergerLn => "merger_ln",
            Stage::MergedTokens => "merged_tokens",
            Stage::InputIds => "input_ids",
            Stage::MropePositions => "mrope_positions",
            Stage::RopeDelta => "rope_delta",
            Stage::PrefillLogits => "prefill_logits",
            Stage::Kv => "kv",
            Stage::DecodeLogits => "decode_logits",
            Stage::Tokens => "tokens",
        }
    }

    pub fn kind(self) -> StageKind {
        match self {
            Stage::Grid | Stage::CuSeqlens | Stage::InputIds | Stage::MropePositions | Stage::RopeDelta => {
                StageKind::Exact
            }
            Stage::Tokens => StageKind::Tokens,
            _ => StageKind::Float,
        }
    }

    /// Stages that exist only when the prompt has images.
    pub fn needs_image(self) -> bool {
        matches!(
            self,
            Stage::Pixels
                | Stage::Grid
                | Stage::CuSeqlens
                | Stage::VisionRope
                | Stage::PatchEmbed
                | Stage::VisionBlock
                | Stage::MergerLn
                | Stage::MergedTokens
        )
    }

    /// The stage a dumped tensor belongs to, from its name.
    pub fn of_tensor(tensor_name: &str) -> Option<Stage> {
        let head = tensor_name.split('.').next()?;
        head.parse().ok()
    }
}

impl serde::Serialize for Stage {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.serialize_str(self.name())
    }
}

impl fmt::Display for Stage {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Stage {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        Stage::ALL.iter().copied().find(|st| st.name() == s).ok_or_else(|| {
            let names: Vec<_> = Stage::ALL.iter().map(|s| s.name()).collect();
            format!("unknown stage `{s}`; stages are: {}", names.join(", "))
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_stage_round_trips_through_its_name() {
        for st in Stage::ALL {
            assert_eq!(st.name().parse::<Stage>().unwrap(), st);
        }
        assert!("vision_blocks".parse::<Stage>().is_err());
    }

    #[test]
    fn pipeline_order_is_the_declaration_order() {
        let mut sorted = Stage::ALL;
        sorted.sort();
        assert_eq!(sorted, Stage::ALL);
        assert!(Stage::Pixels < Stage::MergedTokens && Stage::MergedTokens < Stage::Tokens);
        // The cache is upstream of the logits that read it.
        assert!(Stage::Kv < Stage::PrefillLogits && Stage::PrefillLogits < Stage::DecodeLogits);
    }

    #[test]
    fn tensor_names_map_to_their_stage() {
        assert_eq!(Stage::of_tensor("kv.3.k"), Some(Stage::Kv));
        assert_eq!(Stage::of_tensor("vision_block.0"), Some(Stage::VisionBlock));
        assert_eq!(Stage::of_tensor("tokens.margins"), Some(Stage::Tokens));
        assert_eq!(Stage::of_tensor("pixels"), Some(Stage::Pixels));
        assert_eq!(Stage::of_tensor("nonsense.1"), None);
    }

    #[test]
    fn integer_stages_are_exact() {
        assert_eq!(Stage::MropePositions.kind(), StageKind::Exact);
        assert_eq!(Stage::RopeDelta.kind(), StageKind::Exact);
        assert_eq!(Stage::Kv.kind(), StageKind::Float);
    }
}
