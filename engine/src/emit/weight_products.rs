//! Products of rows against a weight [N, K] (`x w^T`), as IREE compiles
//! them: float weights marked for data tiling (packed once, at load), and
//! int8 weights on operands the graph encodes itself so that every
//! function of a module shares one packed copy. The engine's own kernels
//! (`gemv`, `gemv_u8s8`, `amx`, `amx_u8s8`) read those same packed copies.

use std::fmt::Write as _;

use super::builder::{err, EResult, FuncBuilder, MATMUL_MAPS};
use super::encoding::matmul_encoding;
use super::types::{DType, Ty, Value};

impl FuncBuilder {
    /// A zero-filled f32 accumulator of type `out` for a linalg contraction
    /// (emitted now), and the fresh name its result will take.
    pub(super) fn zero_accumulator(&mut self, out: Ty) -> (Value, Value) {
        let empty = self.fresh(out.clone());
        let zero = self.fresh(Ty::scalar(out.dtype));
        let init = self.fresh(out.clone());
        let v = self.fresh(out);
        let lit = if zero.ty.dtype.is_float() { "0.0" } else { "0" };
        let _ = writeln!(self.body, "    {} = tensor.empty() : {}", empty.name, empty.ty);
        let _ = writeln!(self.body, "    {} = arith.constant {lit} : {}", zero.name, zero.ty.dtype.mlir());
        let _ = writeln!(
            self.body,
            "    {} = linalg.fill ins({} : {}) outs({} : {}) -> {}",
            init.name,
            zero.name,
            zero.ty.dtype.mlir(),
            empty.name,
            empty.ty,
            init.ty
        );
        (init, v)
    }

    /// `x w^T` for a weight `w` [N, K] and rows `x` [M, K] of the same
    /// float type, or f32 rows against a bf16 weight, accumulated into
    /// f32. Emitted as `linalg.matmul` marked `iree.opt.data_tiling`, so
    /// under `--iree-opt-data-tiling` the weight is packed once, at load.
    /// (int8 weights go through [`FuncBuilder::unsigned_weight_matmul`] or
    /// [`FuncBuilder::signed_weight_matmul`].)
    pub fn weight_matmul(&mut self, x: &Value, w: &Value) -> EResult<Value> {
        let types_ok = x.dtype() == w.dtype() || (x.dtype() == DType::F32 && w.dtype() == DType::Bf16);
        if x.ty.rank() != 2 || w.ty.rank() != 2 || x.dims()[1] != w.dims()[1] || !types_ok || !w.dtype().is_float() {
            return err(
                "linalg.matmul",
                format!("needs [M, K] x [N, K] of one float type or f32 x bf16, got {} and {}", x.ty, w.ty),
            );
        }
        let (init, v) = self.zero_accumulator(Ty::new(&[x.dims()[0], w.dims()[0]], DType::F32));
        let _ = writeln!(
            self.body,
            "    {} = linalg.matmul indexing_maps = {MATMUL_MAPS} ins({}, {} : {}, {}) outs({} : {}) {{iree.opt.data_tiling}} -> {}",
            v.name, x.name, w.name, x.ty, w.ty, init.name, init.ty, v.ty
        );
        Ok(v)
    }

    /// `x w^T` for rows `x` [M, K] of unsigned bytes (held in i8: the bit
    /// patterns of 0..=255) and a signed int8 weight `w` [N, K], exactly,
    /// into i32: `sum_k u8(x) * i8(w)`. Non-saturating: each product is at
    /// most 255 * 128 in magnitude and accumulates in i32.
    ///
    /// Emitted as a `linalg.generic` (`arith.extui` of x, `arith.extsi` of
    /// w) on operands this function encodes itself
    /// (`iree_encoding.set_encoding` with element types `[ui8, i8, i32]`),
    /// so that IREE 3.13 under `--iree-llvmcpu-enable-inner-tiled` lowers
    /// it to VNNI's u8 x s8 `vpdpbusd` tiles (the signed i8 x i8 kernel
    /// widens to 16 bits first; `docs/int8.md`). The encoding states
    /// `layout_rows` as the product's row count instead of M: IREE picks
    /// the packed weight's tile from the row count, so products with
    /// different M (decode steps, prefill chunks) would each pack their
    /// own copy of the weight; with one stated row count every function of
    /// a module shares one packed copy, whatever its M. The weight's
    /// encoding is hoisted: it is packed once, at load.
    pub fn unsigned_weight_matmul(&mut self, x: &Value, w: &Value, layout_rows: usize) -> EResult<Value> {
        self.encoded_int8_matmul(x, w, layout_rows, true)
    }

    /// `x w^T` for signed int8 rows `x` [M, K] and a signed int8 weight
    /// `w` [N, K], exactly, into i32: the product for targets without
    /// VNNI ([`crate::numerics::DotKernels`]). A `linalg.matmul` on
    /// operands encoded like [`FuncBuilder::unsigned_weight_matmul`]'s
    /// (element types `[i8, i8, i32]`, one stated row count so every
    /// function shares one packed weight), compiled without
    /// `--iree-llvmcpu-enable-inner-tiled`: IREE's sign-extending tiles.
    pub fn signed_weight_matmul(&mut self, x: &Value, w: &Value, layout_rows: usize) -> EResult<Value> {
        self.encoded_int8_matmul(x, w, layout_rows, false)
    }

    fn encoded_int8_matmul(&mut self, x: &Value, w: &Value, layout_rows: usize, unsigned: bool) -> EResult<Value> {
        let op = if unsigned { "linalg.generic" } else { "linalg.matmul" };
        if x.ty.rank() != 2
            || w.ty.rank() != 2
            || x.dims()[1] != w.dims()[1]
            || x.dtype() != DType::I8
            || w.dtype() != DType::I8
        {
            return err(op, format!("needs [M, K] x [N, K] i8 operands, got {} and {}", x.ty, w.ty));
        }
        if layout_rows == 0 {
            return err(op, "the layout's row count must be positive".into());
        }
        let (m, n, k) = (x.dims()[0], w.dims()[0], x.dims()[1]);
        let types = if unsigned { "ui8, i8, i32" } else { "i8, i8, i32" };
        let encodings = [0, 1, 2].map(|i| matmul_encoding(i, types, MATMUL_MAPS, &[layout_rows, n, k]));
        let e = self.encoded_operands(x, w, Ty::new(&[m, n], DType::I32), encodings);
        let (xe, we, init, product, acc) = (&e.lhs.name, &e.rhs.name, &e.init.name, &e.product.name, &e.acc_ty);
        let (x_enc, w_enc) = (&e.lhs_ty, &e.rhs_ty);
        if unsigned {
            let _ = writeln!(
                self.body,
                "    {product} = linalg.generic {{indexing_maps = {MATMUL_MAPS}, iterator_types = [\"parallel\", \"parallel\", \"reduction\"]}} ins({xe}, {we} : {x_enc}, {w_enc}) outs({init} : {acc}) {{"
            );
            let _ = writeln!(self.body, "    ^bb0(%u: i8, %w: i8, %acc: i32):");
            let _ = writeln!(self.body, "      %u32 = arith.extui %u : i8 to i32");
            let _ = writeln!(self.body, "      %w32 = arith.extsi %w : i8 to i32");
            let _ = writeln!(self.body, "      %uw = arith.muli %u32, %w32 : i32");
            let _ = writeln!(self.body, "      %sum = arith.addi %acc, %uw : i32");
            let _ = writeln!(self.body, "      linalg.yield %sum : i32");
            let _ = writeln!(self.body, "    }} -> {acc}");
        } else {
            let _ = writeln!(
                self.body,
                "    {product} = linalg.matmul indexing_maps = {MATMUL_MAPS} ins({xe}, {we} : {x_enc}, {w_enc}) outs({init} : {acc}) -> {acc}"
            );
        }
        Ok(self.unset_product(e))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn weight_products_take_one_float_type_or_f32_rows_on_bf16_weights() {
        let mut f = FuncBuilder::new("f");
        let (x32, xb) = (f.arg(Ty::new(&[3, 8], DType::F32)), f.arg(Ty::new(&[3, 8], DType::Bf16)));
        let (w32, wb) = (f.arg(Ty::new(&[5, 8], DType::F32)), f.arg(Ty::new(&[5, 8], DType::Bf16)));
        assert_eq!(f.weight_matmul(&x32, &wb).unwrap().dims(), &[3, 5]);
        assert!(f.weight_matmul(&xb, &wb).is_ok() && f.weight_matmul(&x32, &w32).is_ok());
        assert!(f.weight_matmul(&xb, &w32).is_err(), "bf16 rows on f32 weights");
        assert!(f.body.contains("ins(%arg0, %arg3 : tensor<3x8xf32>, tensor<5x8xbf16>)"), "{}", f.body);
    }
}
