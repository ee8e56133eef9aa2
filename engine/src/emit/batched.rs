//! Data-tiled products of two activations: attention's scores (`q k^T`)
//! and weighted values (`p v`), batched over the key/value heads.
//!
//! A plain `dot_general` between activations is left untiled by the
//! module's data tiling (only ops marked `iree.opt.data_tiling` are
//! packed), and IREE 3.13's untiled bf16 `batch_matmul` runs at 65-85
//! GFLOP/s on two Zen 4 cores; packed, the same products run at 240-300
//! (`iree-benchmark-module` on one layer of the 2B's 512-row prefill chunk
//! with a 2,048-cell window: scores 49 ms -> 15.1 ms, README "Prefill
//! attention, data-tiled"). Packing an activation is a copy of it, paid per call, which
//! these products (reductions of 128 to a few thousand) repay many times.

use std::fmt::Write as _;

use super::builder::{EResult, EmitError, FuncBuilder};
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

impl FuncBuilder {
    /// The batched product of two activations of one float type (bf16 or
    /// f32), accumulated into f32 [B, M, N]; `rhs` says which way the
    /// right operand runs. Emitted as `linalg.batch_matmul` marked
    /// `iree.opt.data_tiling`, so IREE packs both operands per call and
    /// runs its tile kernel.
    pub fn batch_product(&mut self, a: &Value, b: &Value, rhs: Rhs) -> EResult<Value> {
        let (k_dim, n_dim, maps) = match rhs {
            Rhs::Rows => (2, 1, NT_MAPS),
            Rhs::Columns => (1, 2, NN_MAPS),
        };
        let ok = a.ty.rank() == 3
            && b.ty.rank() == 3
            && a.dims()[0] == b.dims()[0]
            && a.dims()[2] == b.dims()[k_dim]
            && a.dtype() == b.dtype()
            && matches!(a.dtype(), DType::Bf16 | DType::F32);
        if !ok {
            return Err(EmitError {
                op: "linalg.batch_matmul",
                detail: format!("needs [B, M, K] x {rhs:?} operands of one float type, got {} and {}", a.ty, b.ty),
            });
        }
        let (init, v) = self.zero_accumulator(Ty::new(&[a.dims()[0], a.dims()[1], b.dims()[n_dim]], DType::F32));
        let _ = writeln!(
            self.body,
            "    {} = linalg.batch_matmul indexing_maps = {maps} ins({}, {} : {}, {}) outs({} : {}) {{iree.opt.data_tiling}} -> {}",
            v.name, a.name, b.name, a.ty, b.ty, init.name, init.ty, v.ty
        );
        Ok(v)
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
        assert!(f.batch_product(&q, &v, Rhs::Rows).is_err(), "mixed types");
        assert!(f.batch_product(&q, &k, Rhs::Columns).is_err(), "K = 8 against 5 rows");
        let s = f.batch_product(&q, &k, Rhs::Rows).unwrap();
        assert_eq!(s.dims(), &[2, 6, 5]);
        assert_eq!(s.dtype(), DType::F32);
        let p = f.arg(Ty::new(&[2, 6, 5], DType::Bf16));
        let o = f.batch_product(&p, &k, Rhs::Columns).unwrap();
        assert_eq!(o.dims(), &[2, 6, 8]);
    }
}
