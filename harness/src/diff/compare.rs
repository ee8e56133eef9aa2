//! Tensor comparison metrics. Floats: max abs, max abs relative to the
//! reference's largest magnitude, mean abs, cosine similarity and the worst
//! coordinate with both values. Integers: exact, with the first mismatch.

use contracts::{Tensor, TensorData};
use serde::Serialize;

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct FloatMetrics {
    pub max_abs: f64,
    /// max_abs / max |reference|
    pub max_rel: f64,
    pub mean_abs: f64,
    pub cosine: f64,
    pub ref_max_abs: f64,
    pub worst_index: Vec<usize>,
    pub worst_candidate: f64,
    pub worst_reference: f64,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
pub struct ExactMetrics {
    pub mismatches: usize,
    pub total: usize,
    pub first_index: Option<Vec<usize>>,
    pub first_candidate: Option<i64>,
    pub first_reference: Option<i64>,
}

#[derive(Debug, Clone, Serialize, PartialEq)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Comparison {
    Float(FloatMetrics),
    Exact(ExactMetrics),
    ShapeMismatch { candidate: Vec<usize>, reference: Vec<usize> },
    DtypeMismatch { candidate: String, reference: String },
}

/// Multi-dimensional coordinate of a flat index.
pub fn unravel(mut flat: usize, shape: &[usize]) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    for (d, &n) in shape.iter().enumerate().rev() {
        if n > 0 {
            idx[d] = flat % n;
            flat /= n;
        }
    }
    idx
}

pub fn compare(candidate: &Tensor, reference: &Tensor) -> Comparison {
    if candidate.shape != reference.shape {
        return Comparison::ShapeMismatch { candidate: candidate.shape.clone(), reference: reference.shape.clone() };
    }
    match (&candidate.data, &reference.data) {
        (TensorData::F32(a), TensorData::F32(b)) => Comparison::Float(float_metrics(a, b, &reference.shape)),
        (TensorData::I64(a), TensorData::I64(b)) => {
            let mut m = ExactMetrics {
                mismatches: 0,
                total: a.len(),
                first_index: None,
                first_candidate: None,
                first_reference: None,
            };
            for (i, (x, y)) in a.iter().zip(b).enumerate() {
                if x != y {
                    if m.mismatches == 0 {
                        m.first_index = Some(unravel(i, &reference.shape));
                        m.first_candidate = Some(*x);
                        m.first_reference = Some(*y);
                    }
                    m.mismatches += 1;
                }
            }
            Comparison::Exact(m)
        }
        _ => Comparison::DtypeMismatch {
            candidate: candidate.dtype_name().into(),
            reference: reference.dtype_name().into(),
        },
    }
}

pub fn float_metrics(a: &[f32], b: &[f32], shape: &[usize]) -> FloatMetrics {
    let (mut max_abs, mut sum_abs, mut worst) = (0f64, 0f64, 0usize);
    let (mut dot, mut na, mut nb, mut ref_max) = (0f64, 0f64, 0f64, 0f64);
    let mut nan = false;
    for (i, (&x, &y)) in a.iter().zip(b).enumerate() {
        let (x, y) = (f64::from(x), f64::from(y));
        let d = (x - y).abs();
        if d.is_nan() {
            nan = true;
            worst = i;
        } else if d > max_abs && !nan {
            max_abs = d;
            worst = i;
        }
        sum_abs += d;
        dot += x * y;
        na += x * x;
        nb += y * y;
        ref_max = ref_max.max(y.abs());
    }
    if nan {
        max_abs = f64::NAN;
    }
    let n = a.len().max(1) as f64;
    let cosine = if na == 0.0 && nb == 0.0 { 1.0 } else { dot / (na.sqrt() * nb.sqrt()) };
    FloatMetrics {
        max_abs,
        max_rel: if ref_max > 0.0 { max_abs / ref_max } else { max_abs },
        mean_abs: sum_abs / n,
        cosine,
        ref_max_abs: ref_max,
        worst_index: unravel(worst, shape),
        worst_candidate: a.get(worst).map(|&v| f64::from(v)).unwrap_or(0.0),
        worst_reference: b.get(worst).map(|&v| f64::from(v)).unwrap_or(0.0),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn worst_coordinate_is_reported_in_tensor_coordinates() {
        let a = Tensor::f32("a", vec![2, 3], vec![0.0, 1.0, 2.0, 3.0, 4.5, 5.0]).unwrap();
        let b = Tensor::f32("b", vec![2, 3], vec![0.0, 1.0, 2.0, 3.0, 4.0, 5.0]).unwrap();
        let Comparison::Float(m) = compare(&a, &b) else { panic!() };
        assert_eq!(m.max_abs, 0.5);
        assert_eq!(m.worst_index, vec![1, 1]);
        assert_eq!((m.worst_candidate, m.worst_reference), (4.5, 4.0));
        approx::assert_relative_eq!(m.max_rel, 0.1, max_relative = 1e-12);
    }

    #[test]
    fn integers_compare_exactly_and_name_the_first_mismatch() {
        let a = Tensor::i64("a", vec![3, 2], vec![1, 2, 3, 4, 5, 7]).unwrap();
        let b = Tensor::i64("b", vec![3, 2], vec![1, 2, 3, 4, 5, 6]).unwrap();
        let Comparison::Exact(m) = compare(&a, &b) else { panic!() };
        assert_eq!(m.mismatches, 1);
        assert_eq!(m.first_index, Some(vec![2, 1]));
        assert_eq!((m.first_candidate, m.first_reference), (Some(7), Some(6)));
    }

    #[test]
    fn nan_is_never_within_tolerance() {
        let a = Tensor::f32("a", vec![2], vec![f32::NAN, 1.0]).unwrap();
        let b = Tensor::f32("b", vec![2], vec![0.0, 1.0]).unwrap();
        let Comparison::Float(m) = compare(&a, &b) else { panic!() };
        assert!(m.max_abs.is_nan());
    }

    #[test]
    fn shapes_must_match() {
        let a = Tensor::f32("a", vec![2], vec![0.0, 1.0]).unwrap();
        let b = Tensor::f32("b", vec![1, 2], vec![0.0, 1.0]).unwrap();
        assert!(matches!(compare(&a, &b), Comparison::ShapeMismatch { .. }));
    }
}
