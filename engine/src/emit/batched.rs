//! Data-tiled products of two activations: attention's scores (`q k^T`)
//! and weighted values (`p v`), batched over the key/value heads.
//!
//! A plain `dot_general` between activations is left untiled by the
//! module's data tiling (only ops marked `iree.opt.data_tiling` are
//! packed; int8 modules are compiled without data tiling at all), and
//! IREE 3.13's untiled bf16 `batch_matmul` runs about 3-4x slower than
//! the same products packed (`docs/measurements/2026-12-04-amd-zen4.md`, "Prefill attention, data-tiled").
//! Packing an activation is a copy of it, paid per call, which these
//! products (reductions of 128 to a few thousand) repay many times.

use std::fmt::Write as _;

use super::builder::{EResult, EmitError, FuncBuilder};
use super::encoding::matmul_encoding;
use super::types::{DType, Ty, Value};

/// `a b^T` per batch: a [B, M, K], b [B, N, K] -> [B, M, N].
const NT_MAPS: &str = "[affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, n, k)>, affine_map<(b, m, n, k) -> (b, m, n)>]";
/// `a b` per batch: a [B, M, K], b [B, K, N] -> [B, M, N].
const NN_MAPS: &str = "[affine_map<(b, m, n, k) -> (b, m, k)>, affine_map<(b, m, n, k) -> (b, k, n)>, affine_map<(b, m, n, k) -> (b, m, n)>]";

/// How the right operand of [`FuncBuilder::batch_product`] is laid out.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Rhs {
    /// [B, N, K]: rows of the right operand are contracted (`q k^T`).
    Rows,
    /// [B, K, N]: columns are contracted (`p v`).
    Columns,
}

/// `a b^T`: a [M, K], b [N, K] -> [M, N].
const NT_MAPS_2D: &str =
    "[affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>]";
/// `a b`: a [M, K], b [K, N] -> [M, N].
const NN_MAPS_2D: &str =
    "[affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (k, n)>, affine_map<(m, n, k) -> (m, n)>]";

pub use crate::numerics::Batches;

impl Rhs {
    /// The batched product's (B, M, N, K) for a [B, M, K] and b laid out
    /// this way, where they pair; the 3D maps of the product.
    pub(super) fn dims(self, a: &Value, b: &Value) -> Option<([usize; 4], &'static str)> {
        let (k_dim, n_dim, maps) = match self {
            Rhs::Rows => (2, 1, NT_MAPS),
            Rhs::Columns => (1, 2, NN_MAPS),
        };
        let pair = a.ty.rank() == 3 && b.ty.rank() == 3 && a.dims()[0] == b.dims()[0] && a.dims()[2] == b.dims()[k_dim];
        pair.then(|| ([a.dims()[0], a.dims()[1], b.dims()[n_dim], a.dims()[2]], maps))
    }
}

impl FuncBuilder {
    /// The batched product of two activations of one float type (bf16 or
    /// f32), accumulated into f32 [B, M, N]; `rhs` says which way the
    /// right operand runs, `batches` how IREE is made to data-tile it
    /// (packing both operands per call for its tile kernel) in the
    /// module's compile mode ([`crate::numerics::Numerics::batches`]).
    pub fn batch_product(&mut self, a: &Value, b: &Value, rhs: Rhs, batches: Batches) -> EResult<Value> {
        let dims = rhs.dims(a, b).filter(|_| a.dtype() == b.dtype() && matches!(a.dtype(), DType::Bf16 | DType::F32));
        let Some(([bt, m, n, k], maps)) = dims else {
            return Err(EmitError {
                op: "linalg.batch_matmul",
                detail: format!("needs [B, M, K] x {rhs:?} operands of one float type, got {} and {}", a.ty, b.ty),
            });
        };
        match batches {
            Batches::Marked => {
                let (init, v) = self.zero_accumulator(Ty::new(&[bt, m, n], DType::F32));
                let _ = writeln!(
                    self.body,
                    "    {} = linalg.batch_matmul indexing_maps = {maps} ins({}, {} : {}, {}) outs({} : {}) {{iree.opt.data_tiling}} -> {}",
                    v.name, a.name, b.name, a.ty, b.ty, init.name, init.ty, v.ty
                );
                return Ok(v);
            }
            Batches::Encoded => {
                let p = self.encoded_product("linalg.batch_matmul", maps, a, b, &[bt, m, n, k]);
                return Ok(self.narrow_unset_apart(p, m, n));
            }
            Batches::PerBatch => {}
        }
        let maps = if rhs == Rhs::Rows { NT_MAPS_2D } else { NN_MAPS_2D };
        let (b_rows, b_cols) = (b.dims()[1], b.dims()[2]);
        let mut parts = Vec::with_capacity(bt);
        for i in 0..bt {
            let ai = self.slice(a, &[i, 0, 0], &[i + 1, m, k])?;
            let ai = self.reshape(&ai, &[m, k])?;
            let bi = self.slice(b, &[i, 0, 0], &[i + 1, b_rows, b_cols])?;
            let bi = self.reshape(&bi, &[b_rows, b_cols])?;
            let p = self.encoded_product("linalg.matmul", maps, &ai, &bi, &[m, n, k]);
            let p = self.narrow_unset_apart(p, m, n);
            parts.push(self.reshape(&p, &[1, m, n])?);
        }
        match parts.as_slice() {
            [one] => Ok(one.clone()),
            _ => self.concat(&parts.iter().collect::<Vec<_>>(), 0),
        }
    }

    /// An encoded product's unset `p` ([M, N] per batch) kept in a dispatch
    /// of its own where N is not whole 16-column tiles under more rows.
    /// IREE 3.13 packs such an N in narrow, swizzled tiles and fused their
    /// unset with its consumer (the softmax's normalisation): on VNNI's
    /// inner tiles (one `matmul` per batch) it vectorised that as one
    /// vector of a 32-row tile (49 KB for a vision head of 12, past
    /// llvm-cpu's 32 KiB: it did not compile), and on AVX2 (one encoded
    /// `batch_matmul`, heads of 8 over a 1,026-row bucket) it compiled and
    /// gave rows wrong from the 28th on (`harness/tests/fuzz_models.rs`,
    /// seed 10's sixth model in int8). A barrier keeps the unset apart.
    fn narrow_unset_apart(&mut self, p: Value, m: usize, n: usize) -> Value {
        match n < m && !n.is_multiple_of(16) {
            true => self.optimization_barrier(&p),
            false => p,
        }
    }

    /// `op` (a matmul-like linalg op with `maps`) of `a` and `b` into a zero
    /// f32 accumulator, all three encoded for data tiling with the
    /// iteration sizes `iteration` (batch dims, M, N, K); the result unset.
    fn encoded_product(&mut self, op: &str, maps: &str, a: &Value, b: &Value, iteration: &[usize]) -> Value {
        let t = a.dtype().mlir();
        let types = format!("{t}, {t}, f32");
        let encodings = [0, 1, 2].map(|i| matmul_encoding(i, &types, maps, iteration));
        let out = Ty::new(&iteration[..iteration.len() - 1], DType::F32);
        let e = self.encoded_operands(a, b, out, encodings);
        let _ = writeln!(
            self.body,
            "    {} = {op} indexing_maps = {maps} ins({}, {} : {}, {}) outs({} : {acc}) -> {acc}",
            e.product.name,
            e.lhs.name,
            e.rhs.name,
            e.lhs_ty,
            e.rhs_ty,
            e.init.name,
            acc = e.acc_ty
        );
        self.unset_product(e)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn operands_that_do_not_pair_are_refused_before_any_text_is_written() {
        let mut f = FuncBuilder::new("t");
        let q = f.arg(Ty::new(&[2, 6, 8], DType::Bf16));
        let k = f.arg(Ty::new(&[2, 5, 8], DType::Bf16));
        let v = f.arg(Ty::new(&[2, 5, 8], DType::F32));
        assert!(f.batch_product(&q, &v, Rhs::Rows, Batches::Marked).is_err(), "mixed types");
        assert!(f.batch_product(&q, &k, Rhs::Columns, Batches::Marked).is_err(), "K = 8 against 5 rows");
        let s = f.batch_product(&q, &k, Rhs::Rows, Batches::Marked).unwrap();
        assert_eq!(s.dims(), &[2, 6, 5]);
        assert_eq!(s.dtype(), DType::F32);
        let p = f.arg(Ty::new(&[2, 6, 5], DType::Bf16));
        let o = f.batch_product(&p, &k, Rhs::Columns, Batches::PerBatch).unwrap();
        assert_eq!(o.dims(), &[2, 6, 8]);
    }
}
