//! Helpers shared by the engine's integration tests (each test binary uses
//! some of them).
#![allow(dead_code)]

/// Deterministic values in [-1, 1) (a 64-bit LCG).
pub fn values(seed: u64, n: usize) -> Vec<f32> {
    let mut s = seed;
    (0..n)
        .map(|_| {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((s >> 40) as f32 / (1u64 << 24) as f32) * 2.0 - 1.0
        })
        .collect()
}

/// bf16 bytes (little-endian) of `v`, rounded to nearest even.
pub fn bf16_bytes(v: &[f32]) -> Vec<u8> {
    v.iter().flat_map(|x| half::bf16::from_f32(*x).to_le_bytes()).collect()
}

/// `v` rounded to bf16 and back.
pub fn bf16_round(v: &[f32]) -> Vec<f32> {
    v.iter().map(|x| half::bf16::from_f32(*x).to_f32()).collect()
}

/// Small integers in [-8, 8] (exact in bf16).
pub fn integers(seed: u64, n: usize) -> Vec<f32> {
    values(seed, n).iter().map(|v| (v * 8.0).round()).collect()
}

/// `x w^T` in f64 and `sum_k |x_k w_k|`, per output, for rows x [rows, k]
/// and a weight w [n, k].
pub fn reference(x: &[f32], w: &[f32], rows: usize, n: usize, k: usize) -> (Vec<f64>, Vec<f64>) {
    let mut y = vec![0.0; rows * n];
    let mut magnitude = vec![0.0; rows * n];
    for r in 0..rows {
        for c in 0..n {
            for i in 0..k {
                let p = f64::from(x[r * k + i]) * f64::from(w[c * k + i]);
                y[r * n + c] += p;
                magnitude[r * n + c] += p.abs();
            }
        }
    }
    (y, magnitude)
}
