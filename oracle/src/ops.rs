//! Small f32 building blocks on candle tensors, written out for clarity.
//!
//! Mirrors (transformers 5.24.0, as pinned in `scripts/reference/setup-venv.sh`):
//! `transformers/models/qwen2/modeling_qwen2.py` `Qwen2RMSNorm.forward` (`rms_norm`), `rotate_half` and
//! `apply_rotary_pos_emb` (`rotate_half`, `apply_rope`),
//! `Qwen2RotaryEmbedding.compute_default_rope_parameters` (`inv_freq`);
//! `transformers/activations.py` `QuickGELUActivation` and
//! `SiLUActivation`; `torch.nn.LayerNorm` and `torch.nn.Linear`.

use candle_core::{DType, Result, Tensor, D};

/// `x W^T + b` for x [.., in], W [out, in].
pub fn linear(x: &Tensor, w: &Tensor, b: Option<&Tensor>) -> Result<Tensor> {
    let y = x.broadcast_matmul(&w.t()?)?;
    match b {
        Some(b) => y.broadcast_add(b),
        None => Ok(y),
    }
}

/// LayerNorm over the last axis with biased variance.
pub fn layer_norm(x: &Tensor, w: &Tensor, b: &Tensor, eps: f64) -> Result<Tensor> {
    let mean = x.mean_keepdim(D::Minus1)?;
    let centered = x.broadcast_sub(&mean)?;
    let var = centered.sqr()?.mean_keepdim(D::Minus1)?;
    let normed = centered.broadcast_div(&(var + eps)?.sqrt()?)?;
    normed.broadcast_mul(w)?.broadcast_add(b)
}

/// Qwen2 RMSNorm: `w * x / sqrt(mean(x^2) + eps)`.
pub fn rms_norm(x: &Tensor, w: &Tensor, eps: f64) -> Result<Tensor> {
    let ms = x.sqr()?.mean_keepdim(D::Minus1)?;
    x.broadcast_mul(&(ms + eps)?.sqrt()?.recip()?)?.broadcast_mul(w)
}

/// Softmax over the last axis (max-subtracted).
pub fn softmax_last(x: &Tensor) -> Result<Tensor> {
    let max = x.max_keepdim(D::Minus1)?;
    let e = x.broadcast_sub(&max)?.exp()?;
    e.broadcast_div(&e.sum_keepdim(D::Minus1)?)
}

/// Softmax over the last axis with its exp weights rounded to bf16 and
/// normalised by the sum of the rounded weights (the bf16 twin of the
/// engine's attention where its rows are bf16: `crate::bf16`).
pub fn softmax_rounded(x: &Tensor) -> Result<Tensor> {
    let max = x.max_keepdim(D::Minus1)?;
    let e = crate::bf16::round(&x.broadcast_sub(&max)?.exp()?)?;
    e.broadcast_div(&e.sum_keepdim(D::Minus1)?)
}

pub fn sigmoid(x: &Tensor) -> Result<Tensor> {
    (x.neg()?.exp()? + 1.0)?.recip()
}

/// quick_gelu: `x * sigmoid(1.702 x)` (the vision MLP's activation).
pub fn quick_gelu(x: &Tensor) -> Result<Tensor> {
    x.mul(&sigmoid(&(x * 1.702)?)?)
}

/// SiLU: `x * sigmoid(x)`.
pub fn silu(x: &Tensor) -> Result<Tensor> {
    x.mul(&sigmoid(x)?)
}

/// `[-x2, x1]` for the two halves of the last axis.
pub fn rotate_half(x: &Tensor) -> Result<Tensor> {
    let d = x.dim(D::Minus1)?;
    let x1 = x.narrow(D::Minus1, 0, d / 2)?;
    let x2 = x.narrow(D::Minus1, d / 2, d / 2)?;
    Tensor::cat(&[&x2.neg()?, &x1], D::Minus1)
}

/// `x * cos + rotate_half(x) * sin`, cos/sin broadcast over heads.
pub fn apply_rope(x: &Tensor, cos: &Tensor, sin: &Tensor) -> Result<Tensor> {
    x.broadcast_mul(cos)?.broadcast_add(&rotate_half(x)?.broadcast_mul(sin)?)
}

/// f32 values of a tensor, flattened.
pub fn to_vec(x: &Tensor) -> Result<Vec<f32>> {
    x.to_dtype(DType::F32)?.flatten_all()?.to_vec1::<f32>()
}

/// Inverse rotary frequencies `1 / theta^(2i/dim)` for i < dim/2, in f32
/// (computed in f64 and rounded once).
pub fn inv_freq(theta: f64, dim: usize) -> Vec<f32> {
    (0..dim / 2).map(|i| (1.0 / theta.powf((2 * i) as f64 / dim as f64)) as f32).collect()
}
