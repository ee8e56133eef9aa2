//! Products over operands already laid out in IREE's packed tile form
//! (`linalg.batch_mmt4d`): the graph owns the layout, so IREE's tiled
//! matmul code runs on the data as stored, without packing it per call.

use std::fmt::Write as _;

use super::builder::{EResult, EmitError, FuncBuilder};
use super::types::{DType, Ty, Value, DYN};

/// The maps of `linalg.batch_mmt4d` over (b, m1, n1, k1, m0, n0, k0).
const MMT4D_LHS: &str = "affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, k1, m0, k0)>";
const MMT4D_RHS: &str = "affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, n1, k1, n0, k0)>";
const MMT4D_OUT: &str = "affine_map<(b, m1, n1, k1, m0, n0, k0) -> (b, m1, n1, m0, n0)>";

impl FuncBuilder {
    /// `out[b, m1, n1, m0, n0] = sum_{k1, k0} lhs[b, m1, k1, m0, k0] *
    /// rhs[b, n1, k1, n0, k0]`, f32, for f32 rows `lhs` [B, M1, K1, M0, K0]
    /// and `rhs` [B, N1, K1, N0, K0] of f32 or bf16 (widened in registers;
    /// IREE then runs its f32 FMA tiles). `N1` may be a run-time axis.
    ///
    /// bf16 right sides go through `linalg.batch_mmt4d`; f32 ones through
    /// a `linalg.generic` of the same maps, because IREE 3.13's f32 mmt4d
    /// microkernel returns wrong sums on AVX2 (AMD Zen 3) for tiles it
    /// has no code for (8 x 16 x 1: max error 51 on sums of magnitude 36;
    /// the generic and the bf16 product are exact to f32 rounding there,
    /// engine/tests/tile_product.rs).
    pub fn batch_mmt4d(&mut self, lhs: &Value, rhs: &Value) -> EResult<Value> {
        let (l, r) = (lhs.dims(), rhs.dims());
        let pairs = l.len() == 5
            && r.len() == 5
            && l[0] == r[0]
            && l[2] == r[2]
            && l[4] == r[4]
            && !l.contains(&DYN)
            && r.iter().enumerate().all(|(i, &d)| d != DYN || i == 1);
        if !pairs || lhs.dtype() != DType::F32 || !matches!(rhs.dtype(), DType::F32 | DType::Bf16) {
            return Err(EmitError {
                op: "linalg.batch_mmt4d",
                detail: format!(
                    "needs f32 [B, M1, K1, M0, K0] x f32 / bf16 [B, N1, K1, N0, K0], got {} and {}",
                    lhs.ty, rhs.ty
                ),
            });
        }
        let out = Ty::new(&[l[0], l[1], r[1], l[3], r[3]], DType::F32);
        let dynamic: Vec<String> = if r[1] == DYN { vec![self.dim_index(rhs, 1)] } else { Vec::new() };
        let (empty, zero, init, v) =
            (self.fresh(out.clone()), self.fresh(Ty::scalar(DType::F32)), self.fresh(out.clone()), self.fresh(out));
        let _ = writeln!(self.body, "    {} = tensor.empty({}) : {}", empty.name, dynamic.join(", "), empty.ty);
        let _ = writeln!(self.body, "    {} = arith.constant 0.0 : f32", zero.name);
        let _ = writeln!(
            self.body,
            "    {} = linalg.fill ins({} : f32) outs({} : {}) -> {}",
            init.name, zero.name, empty.name, empty.ty, init.ty
        );
        if rhs.dtype() == DType::Bf16 {
            let _ = writeln!(
                self.body,
                "    {} = linalg.batch_mmt4d ins({}, {} : {}, {}) outs({} : {}) -> {}",
                v.name, lhs.name, rhs.name, lhs.ty, rhs.ty, init.name, init.ty, v.ty
            );
            return Ok(v);
        }
        let _ = writeln!(
            self.body,
            "    {} = linalg.generic {{indexing_maps = [{MMT4D_LHS}, {MMT4D_RHS}, {MMT4D_OUT}], iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\", \"parallel\", \"parallel\", \"reduction\"]}} ins({}, {} : {}, {}) outs({} : {}) {{",
            v.name, lhs.name, rhs.name, lhs.ty, rhs.ty, init.name, init.ty
        );
        let _ = writeln!(self.body, "    ^bb0(%l: f32, %r: f32, %acc: f32):");
        let _ = writeln!(self.body, "      %lr = arith.mulf %l, %r : f32");
        let _ = writeln!(self.body, "      %sum = arith.addf %acc, %lr : f32");
        let _ = writeln!(self.body, "      linalg.yield %sum : f32");
        let _ = writeln!(self.body, "    }} -> {}", v.ty);
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tile_product_pairs_batch_and_reduction_axes() {
        let mut f = FuncBuilder::new("t");
        let q = f.arg(Ty::new(&[2, 1, 128, 8, 1], DType::F32));
        let k = f.arg(Ty::new(&[2, DYN, 128, 16, 1], DType::Bf16));
        let s = f.batch_mmt4d(&q, &k).unwrap();
        assert_eq!(s.ty, Ty::new(&[2, 1, DYN, 8, 16], DType::F32));
        assert!(f.body.contains("tensor.empty(%"), "{}", f.body);
        let short = f.arg(Ty::new(&[2, DYN, 64, 16, 1], DType::Bf16));
        assert!(f.batch_mmt4d(&q, &short).is_err());
        let bf = f.arg(Ty::new(&[2, 1, 128, 8, 1], DType::Bf16));
        assert!(f.batch_mmt4d(&bf, &k).is_err());
    }
}
