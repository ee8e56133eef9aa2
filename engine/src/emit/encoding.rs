//! Products the graph encodes for IREE's data tiling itself (rather than
//! marking them `iree.opt.data_tiling` and leaving the encoding to IREE):
//! the int8 weight products (`builder.rs`) and int8 modules' attention
//! products (`batched.rs`). Each sets an `#iree_encoding.encoding` on both
//! operands and on a zero accumulator, runs the product on the encoded
//! tensors and unsets the result's encoding.

use std::fmt::Write as _;

use super::builder::FuncBuilder;
use super::types::{Ty, Value};

/// A matmul operand's encoding: `operand` 0 (rows), 1 (weight) or 2
/// (accumulator) of a product with `element_types` (lhs, rhs, accumulator,
/// comma-separated), indexing `maps` and `iteration_sizes` (batch dims,
/// M, N, K).
pub(super) fn matmul_encoding(operand: usize, element_types: &str, maps: &str, iteration_sizes: &[usize]) -> String {
    let sizes: Vec<String> = iteration_sizes.iter().map(usize::to_string).collect();
    format!(
        "#iree_encoding.encoding<operand_index = {operand} : index, op_type = matmul, element_types = [{element_types}], user_indexing_maps = {maps}, iteration_sizes = [{}]>",
        sizes.join(", ")
    )
}

/// Whether IREE 3.13 packs the [N, K] operand of a data-tiled product
/// whose encoding states `stated_rows` rows in whole 16-column tiles (or
/// the u8 x s8 panels of 16-column lines), the layouts the engine's own
/// kernels read. IREE narrows the tile of the smaller of M and N when
/// the two differ (`getPo2MatmulNarrowDim`): an N below the stated rows
/// gets tiles of N's next power of two columns, narrower than 16 for N up
/// to 8 (a vision tower of width 8 packed its patch embed in 8-column
/// tiles, which a kernel reading 16 turned into NaN: `harness fuzz
/// --models 1 --seed 7 --precision bf16`, 2026-12-07).
pub fn whole_column_tiles(stated_rows: usize, n: usize) -> bool {
    n >= stated_rows || n.next_power_of_two() >= 16
}

/// `ty` as a tensor type carrying `encoding`.
pub(super) fn encoded_type(ty: &Ty, encoding: &str) -> String {
    let dims: Vec<String> = ty.dims.iter().map(usize::to_string).collect();
    format!("tensor<{}x{}, {encoding}>", dims.join("x"), ty.dtype.mlir())
}

/// The two operands and the accumulator of an encoded product, as emitted
/// by [`FuncBuilder::encoded_operands`]: their names and encoded types.
pub(super) struct Encoded {
    pub lhs: Value,
    pub lhs_ty: String,
    pub rhs: Value,
    pub rhs_ty: String,
    pub init: Value,
    pub acc_ty: String,
    /// The product's (still encoded) result name.
    pub product: Value,
    /// The unset result's name, [`FuncBuilder::unset_product`]'s value.
    pub result: Value,
}

impl FuncBuilder {
    /// Emits `a` and `b` set to `encodings[0]` and `[1]` and a zero
    /// accumulator `out` set to `encodings[2]`; the product's line is the
    /// caller's, then [`FuncBuilder::unset_product`].
    pub(super) fn encoded_operands(&mut self, a: &Value, b: &Value, out: Ty, encodings: [String; 3]) -> Encoded {
        let (lhs, rhs) = (self.fresh(a.ty.clone()), self.fresh(b.ty.clone()));
        let [lhs_ty, rhs_ty, acc_ty] =
            [(&a.ty, 0), (&b.ty, 1), (&out, 2)].map(|(ty, i)| encoded_type(ty, &encodings[i]));
        let (empty, zero, init, product, result) = (
            self.fresh(out.clone()),
            self.fresh(Ty::scalar(out.dtype)),
            self.fresh(out.clone()),
            self.fresh(out.clone()),
            self.fresh(out),
        );
        let t = zero.ty.dtype.mlir();
        let lit = if zero.ty.dtype.is_float() { "0.0" } else { "0" };
        let body = &mut self.body;
        let _ = writeln!(body, "    {} = iree_encoding.set_encoding {} : {} -> {lhs_ty}", lhs.name, a.name, a.ty);
        let _ = writeln!(body, "    {} = iree_encoding.set_encoding {} : {} -> {rhs_ty}", rhs.name, b.name, b.ty);
        let _ = writeln!(body, "    {} = tensor.empty() : {acc_ty}", empty.name);
        let _ = writeln!(body, "    {} = arith.constant {lit} : {t}", zero.name);
        let _ = writeln!(
            body,
            "    {} = linalg.fill ins({} : {t}) outs({} : {acc_ty}) -> {acc_ty}",
            init.name, zero.name, empty.name
        );
        Encoded { lhs, lhs_ty, rhs, rhs_ty, init, acc_ty, product, result }
    }

    /// Emits the unset of `e`'s product and returns it.
    pub(super) fn unset_product(&mut self, e: Encoded) -> Value {
        let _ = writeln!(
            self.body,
            "    {} = iree_encoding.unset_encoding {} : {} -> {}",
            e.result.name, e.product.name, e.acc_ty, e.result.ty
        );
        e.result
    }
}
