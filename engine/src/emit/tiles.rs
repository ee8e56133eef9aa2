//! Products over operands in IREE's packed tile form (`linalg.mmt4d`,
//! `linalg.batch_mmt4d`): the graph owns the layout, either as the data is
//! stored (decode's key blocks) or packed by the graph itself once at load
//! (int8 weights without VNNI), so IREE's tiled matmul code runs on it
//! without packing per call or IREE choosing the tile.

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
        let maps = format!("{MMT4D_LHS}, {MMT4D_RHS}, {MMT4D_OUT}");
        let iterators = r#""parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction""#;
        self.multiply_add_generic(&v, &maps, iterators, lhs, rhs, &init, None);
        Ok(v)
    }

    /// `v = init + sum lhs * rhs` over `maps` as a `linalg.generic` of f32
    /// `lhs`, and `rhs` f32, bf16 (widened) or i8 (converted exactly);
    /// `attrs`, the op's own attributes (a schedule for IREE).
    #[allow(clippy::too_many_arguments)]
    fn multiply_add_generic(
        &mut self,
        v: &Value,
        maps: &str,
        iterators: &str,
        lhs: &Value,
        rhs: &Value,
        init: &Value,
        attrs: Option<&str>,
    ) {
        let attrs = attrs.map(|a| format!(" attrs = {{{a}}}")).unwrap_or_default();
        let _ = writeln!(
            self.body,
            "    {} = linalg.generic {{indexing_maps = [{maps}], iterator_types = [{iterators}]}} ins({}, {} : {}, {}) outs({} : {}){attrs} {{",
            v.name, lhs.name, rhs.name, lhs.ty, rhs.ty, init.name, init.ty
        );
        let r = match rhs.dtype() {
            DType::I8 => Some("arith.sitofp %r : i8 to f32"),
            DType::Bf16 => Some("arith.extf %r : bf16 to f32"),
            _ => None,
        };
        let _ = writeln!(self.body, "    ^bb0(%l: f32, %r: {}, %acc: f32):", rhs.dtype().mlir());
        if let Some(widen) = r {
            let _ = writeln!(self.body, "      %rf = {widen}");
        }
        let _ = writeln!(self.body, "      %lr = arith.mulf %l, {} : f32", if r.is_some() { "%rf" } else { "%r" });
        let _ = writeln!(self.body, "      %sum = arith.addf %acc, %lr : f32");
        let _ = writeln!(self.body, "      linalg.yield %sum : f32");
        let _ = writeln!(self.body, "    }} -> {}", v.ty);
    }
}

/// The weight tile of [`FuncBuilder::tiled_weight_matmul`]: output
/// channels per tile (`N0`; one K step per tile, `K0` = 1).
pub const WEIGHT_TILE: usize = 16;

/// The row tile (`M0`) [`FuncBuilder::tiled_weight_matmul`] takes for `m`
/// rows: all of them up to 4, else 4 (the tail padded with zero rows).
pub fn row_tile(m: usize) -> usize {
    m.clamp(1, 4)
}

/// Weight tiles one vector step of the 1-row product reads side by side.
const ROW_PRODUCT_TILES: usize = 4;

/// IREE's schedule for the 1-row product of [`FuncBuilder::row_weight_tiles`]
/// over (n1, n0, k), as a `compilation_info` attribute: each workgroup
/// takes 8 weight tiles (128 channels; 4 if N1 is not a multiple of 8),
/// each vector step 4 whole tiles (4 x 16 accumulators, 8 AVX2 registers)
/// over 8 steps of k. `None` (IREE's own schedule) where N1 or K does not
/// divide.
///
/// Why: IREE 3.13's own schedule for this op steps over 8 tiles x 8 of
/// their 16 channels, so each pass reads half of every cache line of 8
/// streams and the other half a pass later. Reading whole tiles, 4 streams
/// at once, is faster on both the gate's and the down projection's shapes
/// (AMD EPYC Zen 3: `docs/measurements/2026-12-01-to-03-zen3-and-xeon.md`, "the 1-row generic got its schedule").
fn row_product_schedule(n1: usize, k: usize) -> Option<String> {
    const K_STEP: usize = 8;
    if !n1.is_multiple_of(ROW_PRODUCT_TILES) || !k.is_multiple_of(K_STEP) {
        return None;
    }
    let per_workgroup =
        if n1.is_multiple_of(2 * ROW_PRODUCT_TILES) { 2 * ROW_PRODUCT_TILES } else { ROW_PRODUCT_TILES };
    Some(format!(
        "compilation_info = #iree_codegen.compilation_info<lowering_config = #iree_cpu.lowering_config<\
         distribution = [{per_workgroup}, 0, 0], vector_common_parallel = [{ROW_PRODUCT_TILES}, {WEIGHT_TILE}, 0], \
         vector_reduction = [0, 0, {K_STEP}]>, translation_info = #iree_codegen.translation_info<pipeline = \
         #iree_cpu.pipeline<DoubleTilingExpert>>>"
    ))
}

impl FuncBuilder {
    /// `x w^T` [M, N] f32 for f32 rows `x` [M, K] and a weight `w` [N, K]
    /// of bf16 or int8 (widened, or converted exactly, in registers), as
    /// one `linalg.mmt4d` over operands this function packs itself: `w`
    /// into [N1, K, [`WEIGHT_TILE`], 1] tiles (hoisted by IREE into the
    /// module's initializer: packed once at load, one packed copy shared
    /// by every function that packs that weight the same way), `x` into
    /// [M1, K, M0, 1] with M0 = [`row_tile`] (zero rows pad the tail, zero
    /// channels pad N), and the result unpacked. One row skips the packing
    /// of `x` and the mmt4d ([`Self::row_weight_tiles`]).
    ///
    /// int8 mode's language model takes it on targets without VNNI
    /// ([`crate::numerics::Numerics::hand_tiled`], which also says why bf16
    /// weights keep IREE's data tiling): IREE's data tiling there gives
    /// int8 weights only sign-extending integer tiles for quantized rows,
    /// and f32 rows x bf16 weights 8-wide tiles, so one row makes a single
    /// chain of dependent FMAs per 8 outputs. Here 16 output channels per
    /// tile make two independent chains per row, and int8 weights meet f32
    /// rows directly (on the AMD EPYC Zen 3, 2-3x faster than IREE's
    /// sign-extending tiles on the quantized digits, and faster than its
    /// data tiling of bf16 weights at 1 and 8 rows: `docs/int8.md`,
    /// "Without VNNI", and the sittings it links). In the engine, IREE's data tiling of bf16
    /// weights prefilled faster than these tiles, so bf16 keeps it.
    pub fn tiled_weight_matmul(&mut self, x: &Value, w: &Value) -> EResult<Value> {
        let shapes_ok = x.ty.rank() == 2 && w.ty.rank() == 2 && x.dims()[1] == w.dims()[1];
        let types_ok = x.dtype() == DType::F32 && matches!(w.dtype(), DType::Bf16 | DType::I8);
        if !shapes_ok || !types_ok || x.dims().contains(&DYN) || w.dims().contains(&DYN) {
            return Err(EmitError {
                op: "linalg.mmt4d",
                detail: format!("needs static f32 [M, K] x bf16 / i8 [N, K], got {} and {}", x.ty, w.ty),
            });
        }
        let (m, n) = (x.dims()[0], w.dims()[0]);
        let (m0, n0) = (row_tile(m), WEIGHT_TILE);
        if m == 1 {
            let tiles = self.row_weight_tiles(x, w)?;
            let flat = self.reshape(&tiles, &[1, tiles.dims()[1] * n0])?;
            return if flat.dims()[1] == n { Ok(flat) } else { self.slice(&flat, &[0, 0], &[1, n]) };
        }
        let xp = self.pack_rows(x, m0)?;
        let wp = self.pack_rows(w, n0)?;
        let (init, v) = self.zero_accumulator(Ty::new(&[xp.dims()[0], wp.dims()[0], m0, n0], DType::F32));
        let _ = writeln!(
            self.body,
            "    {} = linalg.mmt4d ins({}, {} : {}, {}) outs({} : {}) -> {}",
            v.name, xp.name, wp.name, xp.ty, wp.ty, init.name, init.ty, v.ty
        );
        let (to, y) = (self.fresh(Ty::new(&[m, n], DType::F32)), self.fresh(Ty::new(&[m, n], DType::F32)));
        let _ = writeln!(self.body, "    {} = tensor.empty() : {}", to.name, to.ty);
        let _ = writeln!(
            self.body,
            "    {} = linalg.unpack {} inner_dims_pos = [0, 1] inner_tiles = [{m0}, {n0}] into {} : {} -> {}",
            y.name, v.name, to.name, v.ty, y.ty
        );
        Ok(y)
    }

    /// One row `x` [1, K] f32 times the weight `w` [N, K] (bf16 or i8)
    /// packed as [`Self::tiled_weight_matmul`] packs it ([N1, K, N0, 1],
    /// N0 = [`WEIGHT_TILE`], the same hoisted copy), as the tiles of the
    /// result [1, N1, N0] f32 (channels past N are zero): a
    /// `linalg.generic` over (n1, n0, k) that reads the row as it is (no
    /// packing, no unpacking: [1, N1, N0] is a reshape of [1, N1 * N0]).
    /// Elementwise work on the tiles (a per-channel scale, a bias) fuses
    /// into the product's dispatch. The generic is written without unit
    /// axes (the row as [K], the tiles as [N1, K, N0], both reshapes that
    /// move no data) so that IREE keeps the op, and with it the schedule
    /// [`row_product_schedule`] attaches.
    ///
    /// Why not `linalg.mmt4d` for one row: IREE's tiles for a 1-row mmt4d
    /// keep one chain of dependent FMAs per 8 outputs, while its code for
    /// this generic runs weight tiles side by side (independent chains,
    /// several streams), and IREE fuses the scale and bias that follow into
    /// this dispatch (it does not fuse consumers into an mmt4d), so the
    /// 1-slot decode step has fewer dispatches and is ~1.3x faster; with 2
    /// to 8 rows the generic is slower, so more rows keep the mmt4d (AMD
    /// EPYC Zen 3: `docs/measurements/2026-12-01-to-03-zen3-and-xeon.md`).
    pub fn row_weight_tiles(&mut self, x: &Value, w: &Value) -> EResult<Value> {
        let shapes_ok = x.ty.rank() == 2 && w.ty.rank() == 2 && x.dims()[0] == 1 && x.dims()[1] == w.dims()[1];
        let types_ok = x.dtype() == DType::F32 && matches!(w.dtype(), DType::Bf16 | DType::I8);
        if !shapes_ok || !types_ok || x.dims().contains(&DYN) || w.dims().contains(&DYN) {
            return Err(EmitError {
                op: "linalg.generic",
                detail: format!("needs static f32 [1, K] x bf16 / i8 [N, K], got {} and {}", x.ty, w.ty),
            });
        }
        let wp = self.pack_rows(w, WEIGHT_TILE)?;
        let (n1, k, n0) = (wp.dims()[0], wp.dims()[1], wp.dims()[2]);
        let tiles = self.reshape(&wp, &[n1, k, n0])?;
        let row = self.reshape(x, &[k])?;
        let (init, v) = self.zero_accumulator(Ty::new(&[n1, n0], DType::F32));
        let maps = "affine_map<(n1, n0, k) -> (k)>, affine_map<(n1, n0, k) -> (n1, k, n0)>, affine_map<(n1, n0, k) -> (n1, n0)>";
        let iterators = r#""parallel", "parallel", "reduction""#;
        let schedule = row_product_schedule(n1, k);
        self.multiply_add_generic(&v, maps, iterators, &row, &tiles, &init, schedule.as_deref());
        self.reshape(&v, &[1, n1, n0])
    }

    /// `a` [R, K] as [ceil(R / r0), K, r0, 1] tiles of `r0` rows (zeros pad
    /// the last tile).
    fn pack_rows(&mut self, a: &Value, r0: usize) -> EResult<Value> {
        let (r, k) = (a.dims()[0], a.dims()[1]);
        let ty = Ty::new(&[r.div_ceil(r0), k, r0, 1], a.dtype());
        let (empty, v) = (self.fresh(ty.clone()), self.fresh(ty));
        let _ = writeln!(self.body, "    {} = tensor.empty() : {}", empty.name, empty.ty);
        let padding = if r % r0 == 0 {
            String::new()
        } else {
            let pad = self.fresh(Ty::scalar(a.dtype()));
            let lit = if a.dtype().is_float() { "0.0" } else { "0" };
            let _ = writeln!(self.body, "    {} = arith.constant {lit} : {}", pad.name, a.dtype().mlir());
            format!(" padding_value({} : {})", pad.name, a.dtype().mlir())
        };
        let _ = writeln!(
            self.body,
            "    {} = linalg.pack {}{padding} inner_dims_pos = [0, 1] inner_tiles = [{r0}, 1] into {} : {} -> {}",
            v.name, a.name, empty.name, a.ty, v.ty
        );
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
