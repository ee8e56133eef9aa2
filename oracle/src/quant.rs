//! int8 linear layers, the oracle's own implementation of the rule the
//! engine's `--precision int8` mode follows (written independently, so the
//! harness can compare the two on identical quantized weights):
//!
//! - weights, once: each output row `w` gets `scale = max|w| / 127` (f32)
//!   and `q = clamp(round_half_even(w / scale), -127, 127)`; an all-zero
//!   row gets scale 0;
//! - inputs, per call, as two int8 digits per row: the first step is
//!   `d1 = max(max|x| / 127, f32::MIN_POSITIVE)`, the second the fixed
//!   `d2 = d1 / 254` (f32 division); the first digit is
//!   `q1 = clamp(round_half_even(x / d1), -127, 127)` and the second
//!   rounds the remainder `x - q1 * d1` (f32) the same way with `d2`;
//! - `y = f32(sum q1 * q) * d1 * scale + f32(sum q2 * q) * d2 * scale (+ b)`:
//!   each integer sum is exact (here in f64: |sum| <= 127 * 127 * in is far
//!   below 2^53), converted to f32 by rounding to nearest, then scaled by
//!   the digit's step, then by `scale`.
//!
//! Mirrors: no HF counterpart; the rule is the engine's
//! (`engine/src/checkpoint/quantize.rs`), written here independently.

use candle_core::{DType, Device, Result, Tensor};

/// A linear layer's weight: f32, bf16 (the twin of the engine's bf16
/// mode, [`crate::bf16`]), or int8 with per-row scales.
pub enum Weight {
    F32(Tensor),
    /// The weight rounded to bf16 (held in f32); `rows`: each input row
    /// is rounded to bf16 too.
    Bf16 {
        w: Tensor,
        rows: bool,
    },
    Q8 {
        /// [out, in], integer values in [-127, 127], stored as f64.
        q: Tensor,
        /// [out] f32.
        scale: Tensor,
    },
}

impl Weight {
    /// `x W^T (+ b)` for x [.., in].
    pub fn linear(&self, x: &Tensor, b: Option<&Tensor>) -> Result<Tensor> {
        match self {
            Weight::F32(w) => crate::ops::linear(x, w, b),
            Weight::Bf16 { w, rows } => crate::ops::linear(&crate::bf16::Bf16Rounding::maybe(*rows, x)?, w, b),
            Weight::Q8 { q, scale } => {
                let dims = x.dims().to_vec();
                let inner = dims[dims.len() - 1];
                let rows: usize = dims[..dims.len() - 1].iter().product();
                let x = x.reshape((rows, inner))?.to_vec2::<f32>()?;
                let d1: Vec<f32> = x
                    .iter()
                    .map(|row| (row.iter().fold(0.0f32, |m, v| m.max(v.abs())) / 127.0).max(f32::MIN_POSITIVE))
                    .collect();
                let q1 = digits(&x, &d1);
                let rest: Vec<Vec<f32>> = x
                    .iter()
                    .zip(q1.chunks_exact(inner.max(1)))
                    .zip(&d1)
                    .map(|((row, q), d)| row.iter().zip(q).map(|(v, q)| v - (*q as f32) * d).collect())
                    .collect();
                let d2: Vec<f32> = d1.iter().map(|d| d / 254.0).collect();
                let q2 = digits(&rest, &d2);
                let qt = q.t()?;
                let mut y: Option<Tensor> = None;
                for (digits, steps) in [(q1, d1), (q2, d2)] {
                    let digits = Tensor::from_vec(digits, (rows, inner), &Device::Cpu)?;
                    let steps = Tensor::from_vec(steps, (rows, 1), &Device::Cpu)?;
                    let acc = digits.matmul(&qt)?.to_dtype(DType::F32)?;
                    let part = acc.broadcast_mul(&steps)?.broadcast_mul(&scale.unsqueeze(0)?)?;
                    y = Some(match y {
                        None => part,
                        Some(y) => (y + part)?,
                    });
                }
                let mut out = dims[..dims.len() - 1].to_vec();
                out.push(q.dim(0)?);
                let y = y.expect("two digits").reshape(out)?;
                match b {
                    Some(b) => y.broadcast_add(b),
                    None => Ok(y),
                }
            }
        }
    }

    /// The int8 form of an f32 weight [out, in]. `scale_fault` multiplies
    /// row 0's scale by that factor (`harness selftest` only; 1 otherwise).
    pub fn quantized(w: &Tensor, scale_fault: f32) -> Result<Weight> {
        let rows = w.to_dtype(DType::F32)?.to_vec2::<f32>()?;
        let (n, k) = (rows.len(), rows.first().map_or(0, Vec::len));
        let mut q = Vec::with_capacity(n * k);
        let mut scales = Vec::with_capacity(n);
        for row in &rows {
            let peak = row.iter().fold(0.0f32, |m, v| m.max(v.abs()));
            if peak == 0.0 {
                q.extend(std::iter::repeat_n(0.0f64, k));
                scales.push(0.0f32);
                continue;
            }
            let s = peak / 127.0;
            q.extend(row.iter().map(|v| f64::from((v / s).round_ties_even().clamp(-127.0, 127.0))));
            scales.push(s);
        }
        if let Some(first) = scales.first_mut() {
            *first *= scale_fault;
        }
        Ok(Weight::Q8 {
            q: Tensor::from_vec(q, (n, k), &Device::Cpu)?,
            scale: Tensor::from_vec(scales, n, &Device::Cpu)?,
        })
    }

    /// Replace an f32 weight by its int8 form (an int8 one stays). The
    /// engine quantizes the checkpoint's weights, never bf16-rounded ones:
    /// quantizing a bf16 weight is an error.
    pub fn quantize(&mut self, scale_fault: f32) -> Result<()> {
        match self {
            Weight::F32(w) => *self = Weight::quantized(w, scale_fault)?,
            Weight::Bf16 { .. } => candle_core::bail!("quantize the f32 weight, not its bf16 rounding"),
            Weight::Q8 { .. } => {}
        }
        Ok(())
    }

    /// Round an f32 weight to bf16 and, where `rows`, its input rows on
    /// every call (the engine's bf16 contract, [`crate::bf16`]); an int8
    /// weight stays (the engine's int8 layers have their own rule).
    pub fn round_bf16(&mut self, rows: bool) -> Result<()> {
        match self {
            Weight::F32(w) => *self = Weight::Bf16 { w: crate::bf16::round(w)?, rows },
            Weight::Bf16 { rows: r, .. } => *r = rows,
            Weight::Q8 { .. } => {}
        }
        Ok(())
    }
}

/// One int8 digit of each row with the row's step: the integers (as f64,
/// row-major).
fn digits(rows: &[Vec<f32>], steps: &[f32]) -> Vec<f64> {
    rows.iter()
        .zip(steps)
        .flat_map(|(row, d)| row.iter().map(move |v| f64::from((v / d).round_ties_even().clamp(-127.0, 127.0))))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_int8_layer_is_the_exact_integer_product_rescaled() {
        // Row 0: peak 127 -> scale 1, -63.5 rounds to even; row 1 all zero.
        let w = Tensor::from_vec(vec![127.0f32, -63.5, 2.0, 0.0, 0.0, 0.0], (2, 3), &Device::Cpu).unwrap();
        let layer = Weight::quantized(&w, 1.0).unwrap();
        let Weight::Q8 { q, scale } = &layer else { panic!("quantized") };
        assert_eq!(q.to_vec2::<f64>().unwrap(), vec![vec![127.0, -64.0, 2.0], vec![0.0; 3]]);
        assert_eq!(scale.to_vec1::<f32>().unwrap(), vec![1.0, 0.0]);
        // x row: peak 254 -> d1 2, q1 = [127, 50, -2] (-1.5 to even); the
        // remainder [0, 0, 1] with d2 = d1 / 254 = 1/127: q2 = [0, 0, 127].
        let x = Tensor::from_vec(vec![254.0f32, 100.0, -3.0], (1, 3), &Device::Cpu).unwrap();
        let b = Tensor::from_vec(vec![0.5f32, -0.5], 2, &Device::Cpu).unwrap();
        let y = layer.linear(&x, Some(&b)).unwrap().to_vec2::<f32>().unwrap();
        let first = (127.0f32 * 127.0 - 50.0 * 64.0 - 2.0 * 2.0) * 2.0;
        let second = (127.0f32 * 2.0) * (1.0f32 / 127.0);
        assert_eq!(y, vec![vec![first + second + 0.5, -0.5]]);
    }

    #[test]
    fn a_bf16_weight_rounds_once_and_is_never_quantized() {
        // 1 + 2^-9 is off the bf16 grid (it rounds to 1); the rows are
        // rounded only where asked.
        let w = Tensor::from_vec(vec![1.0f32 + 2f32.powi(-9)], (1, 1), &Device::Cpu).unwrap();
        let x = Tensor::from_vec(vec![1.0f32 + 2f32.powi(-10)], (1, 1), &Device::Cpu).unwrap();
        let mut kept = Weight::F32(w.clone());
        kept.round_bf16(false).unwrap();
        assert_eq!(kept.linear(&x, None).unwrap().to_vec2::<f32>().unwrap(), vec![vec![1.0 + 2f32.powi(-10)]]);
        let mut rounded = Weight::F32(w);
        rounded.round_bf16(true).unwrap();
        assert_eq!(rounded.linear(&x, None).unwrap().to_vec2::<f32>().unwrap(), vec![vec![1.0]]);
        // The engine quantizes the checkpoint's weights, not their rounding.
        assert!(rounded.quantize(1.0).is_err());
    }
}
