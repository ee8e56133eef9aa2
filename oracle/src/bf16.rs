//! The oracle's bf16 twin: where the engine's bf16 mode (and the bf16 parts
//! of its int8 mode) rounds values to bf16, the oracle rounds the same
//! values the same way (round to nearest, ties to even, held in f32), with
//! its own code, and accumulates in f32 as everywhere else. The engine's
//! bf16 run and this twin then differ by the order of f32 sums, plus a
//! value that lands on the other side of a bf16 rounding boundary now and
//! then, so the harness can hold the pair to bounds far sharper than bf16
//! against f32 (`harness/src/diff/tolerance/`).
//!
//! The engine's numeric contract in bf16 mode, as its graphs compute it
//! (`engine/src/emit/nn.rs`, `engine/src/text/graph/`,
//! `engine/src/vision/graph.rs`), and what the twin does for each point:
//!
//! | value | engine (bf16 mode) | twin |
//! |---|---|---|
//! | weights of every product (vision blocks, patch embed, merger MLP, q/k/v/o, MLP, lm_head, the tied head) | rounded to bf16 once | [`crate::quant::Weight::round_bf16`] |
//! | biases, norm weights, the token embedding table | as stored | as stored |
//! | keys (after rotary) and values | rounded to bf16 as they enter the KV pool; a chunk reads its own keys rounded too | [`Bf16Rounding::kv`] |
//! | a product's row operand (linear inputs; attention's queries, keys, values and exp weights in prefill and the vision tower) | bf16 where the engine's target multiplies bf16 natively (`Numerics::matmul_dtype`), else f32 | [`Bf16Rounding::rows`] |
//! | decode attention's query and exp weights against the cache | f32 (the graph's products and the engine's kernel alike) | f32 |
//! | accumulation, norms, softmax sums, activations, rotary | f32 | f32 |
//!
//! int8 mode is bf16 mode with its linear layers on int8 weights
//! ([`crate::quant`]): the twin quantizes those and rounds the rest as
//! above (the patch embed's weight, the KV cache, attention's rows).
//!
//! What stays apart: the engine's decode step joins its own token to the
//! cache part with a query rounded like a row (a single score of many);
//! its exp polynomial and sums run in another order.
//!
//! Mirrors: no HF counterpart; the rule is the engine's
//! (`engine/src/emit/nn.rs`, `engine/src/text/graph/`), written here
//! independently.

use candle_core::{DType, Result, Tensor};

/// Where the twin rounds activations to bf16 (weights: see
/// [`crate::quant::Weight::round_bf16`]).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Bf16Rounding {
    /// Keys (after rotary) and values rounded as they enter the KV cache.
    pub kv: bool,
    /// Products' row operands rounded (see the module's table): the
    /// engine's targets with native bf16 products.
    pub rows: bool,
}

impl Bf16Rounding {
    /// No rounding: the f32 oracle.
    pub const NONE: Bf16Rounding = Bf16Rounding { kv: false, rows: false };

    /// `x` rounded to bf16 where `on`, else itself.
    pub fn maybe(on: bool, x: &Tensor) -> Result<Tensor> {
        match on {
            true => round(x),
            false => Ok(x.clone()),
        }
    }
}

/// `x` rounded to the nearest bf16 (ties to even), held in f32.
pub fn round(x: &Tensor) -> Result<Tensor> {
    x.to_dtype(DType::BF16)?.to_dtype(DType::F32)
}

#[cfg(test)]
mod tests {
    use super::*;
    use candle_core::Device;

    #[test]
    fn rounding_keeps_eight_significant_bits_and_ties_go_to_even() {
        // 1 + 2^-8 is halfway between 1 and 1 + 2^-7: ties to even (1).
        // 1 + 3 * 2^-8 is halfway between 1 + 2^-7 and 1 + 2^-6: to even
        // (1 + 2^-6). 1 + 2^-8 + 2^-12 is above the tie: up.
        let x = [1.0f32, 1.0 + 2f32.powi(-8), 1.0 + 3.0 * 2f32.powi(-8), 1.0 + 2f32.powi(-8) + 2f32.powi(-12), -3.0e-3];
        let t = Tensor::from_slice(&x, x.len(), &Device::Cpu).unwrap();
        let r = round(&t).unwrap().to_vec1::<f32>().unwrap();
        assert_eq!(r[..4], [1.0, 1.0, 1.0 + 2f32.powi(-6), 1.0 + 2f32.powi(-7)]);
        // -3e-3 = -1.536 * 2^-9: 1.536 to 7 fraction bits is 1.5390625.
        assert_eq!(r[4], -1.5390625 * 2f32.powi(-9));
        assert_eq!(Bf16Rounding::maybe(false, &t).unwrap().to_vec1::<f32>().unwrap(), x);
    }
}
