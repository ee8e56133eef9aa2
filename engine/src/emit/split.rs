//! Weight products with a long reduction, split into pieces (bf16 x bf16
//! weights, [`super::nn::weight_linear`]). IREE 3.13's bf16 tile kernel
//! runs each output tile's whole reduction in one call, streaming both
//! operands' panels through the cache, and loses speed as the reduction
//! grows. A reduction over K becomes `pieces` products over K / pieces,
//! summed: the 2B model's MLP down projection (K = 8,960, 8 pieces of
//! 1,120) takes it, ~1.5x faster alone and prefill ~8% faster
//! (`docs/measurements/2026-12-04-amd-zen4.md`, "Where prefill goes, and long reductions in pieces"). The
//! vision tower's MLP down projection (K = 5,120, 5 pieces) does not:
//! split in the vision module (whose products the module-wide data tiling
//! packs), a 448x448 encode took 1.8x as long (`docs/measurements/2026-12-05-to-07-intel-xeon.md`, "Where the vision
//! tower's time goes").
//!
//! Graph contract: x [M, K] and w [N, K] (bf16) are reshaped (not copied)
//! to [M, S, K / S] and [N, S, K / S]; one `linalg.generic` contraction with
//! the piece as its batch dimension, data-tiled, gives [S, M, N] f32, then
//! a sum over S. The weight's pieces are packed once, at load, and decode
//! and prefill read the same packed copy. One row (a 1-slot decode step)
//! goes in beside a zero row (see [`split_weight_matmul`]).

use std::fmt::Write as _;

use super::builder::{EResult, EmitError, FuncBuilder};
use super::types::{DType, Ty, Value};

/// (piece, row, column, reduction) over x [M, S, K], w [N, S, K] -> [S, M, N].
pub(super) const PIECE_MATMUL_MAPS: &str = "[affine_map<(d0, d1, d2, d3) -> (d1, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d2, d0, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>]";

/// Reductions longer than this are split ([`reduction_pieces`]).
pub const SPLIT_REDUCTION_ABOVE: usize = 4096;

/// How many pieces a bf16 x bf16 weight product with a reduction of `k`
/// is split into: 1 up to [`SPLIT_REDUCTION_ABOVE`], else the piece count
/// nearest `k / 1024` whose pieces are equal and a multiple of 32 long
/// (1 if there is none within a factor of two).
pub fn reduction_pieces(k: usize) -> usize {
    if k <= SPLIT_REDUCTION_ABOVE {
        return 1;
    }
    let target = k as f64 / 1024.0;
    (2..=k / 512)
        .filter(|&s| k.is_multiple_of(s) && (k / s).is_multiple_of(32) && k / s <= 2048)
        .min_by(|&a, &b| (a as f64 - target).abs().total_cmp(&(b as f64 - target).abs()))
        .unwrap_or(1)
}

/// `x w^T` as the sum of `pieces` products over equal slices of the
/// reduction (the module's graph contract): x [M, K] and w [N, K] read as
/// [M, pieces, K / pieces] and [N, pieces, K / pieces], one data-tiled
/// product per piece, [pieces, M, N] in f32, summed over the pieces.
pub(super) fn split_weight_matmul(f: &mut FuncBuilder, x: &Value, w: &Value, pieces: usize) -> EResult<Value> {
    let (m, k, n) = (x.dims()[0], x.dims()[1], w.dims()[0]);
    let kp = k / pieces;
    let mut x3 = f.reshape(x, &[m, pieces, kp])?;
    let w3 = f.reshape(w, &[n, pieces, kp])?;
    // One row goes in beside a row of zeros, and the sum runs over both
    // rows' products (the zero row's are signed zeros, which leave every
    // sum as it was): IREE 3.13 folds a unit row dimension away before
    // data tiling, and the remaining matrix-vector product would read the
    // weight as stored (a second, unpacked copy) in a slow loop; a row
    // sliced off the product is narrowed away the same way.
    let summed: &[usize] = if m == 1 {
        let zero = f.constant(0.0, Ty::new(&[1, pieces, kp], x.dtype()));
        x3 = f.concat(&[&x3, &zero], 0)?;
        &[0, 1]
    } else {
        &[0]
    };
    let parts = f.weight_piece_matmul(&x3, &w3)?;
    let y = f.reduce(&parts, summed, "add", 0.0)?;
    match m {
        1 => f.reshape(&y, &[1, n]),
        _ => Ok(y),
    }
}

impl FuncBuilder {
    /// The products of a reduction split into pieces: bf16 rows `x`
    /// [M, S, Kp] and a bf16 weight `w` [N, S, Kp] (a [M, S * Kp] and a
    /// [N, S * Kp] tensor reshaped) give f32 [S, M, N], piece `s` being
    /// `x[:, s] w[:, s]^T`. Emitted as a `linalg.generic` contraction with
    /// the piece as its batch dimension, marked `iree.opt.data_tiling`, so
    /// no operand is transposed in the graph: IREE's packing lays the rows
    /// and the weight (once, at load) out piece by piece.
    /// [`crate::emit::nn::weight_linear`] splits long reductions this way.
    pub fn weight_piece_matmul(&mut self, x: &Value, w: &Value) -> EResult<Value> {
        let ok = x.ty.rank() == 3
            && w.ty.rank() == 3
            && x.dims()[1..] == w.dims()[1..]
            && x.dtype() == DType::Bf16
            && w.dtype() == DType::Bf16;
        if !ok {
            return Err(EmitError {
                op: "linalg.generic",
                detail: format!("needs [M, S, K] x [N, S, K] bf16 operands, got {} and {}", x.ty, w.ty),
            });
        }
        let (m, pieces, n) = (x.dims()[0], x.dims()[1], w.dims()[0]);
        let (init, v) = self.zero_accumulator(Ty::new(&[pieces, m, n], DType::F32));
        let _ = writeln!(
            self.body,
            "    {} = linalg.generic {{indexing_maps = {PIECE_MATMUL_MAPS}, iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"reduction\"]}} ins({}, {} : {}, {}) outs({} : {}) attrs = {{iree.opt.data_tiling}} {{",
            v.name, x.name, w.name, x.ty, w.ty, init.name, init.ty
        );
        let _ = writeln!(self.body, "    ^bb0(%x: bf16, %w: bf16, %acc: f32):");
        let _ = writeln!(self.body, "      %x32 = arith.extf %x : bf16 to f32");
        let _ = writeln!(self.body, "      %w32 = arith.extf %w : bf16 to f32");
        let _ = writeln!(self.body, "      %xw = arith.mulf %x32, %w32 : f32");
        let _ = writeln!(self.body, "      %sum = arith.addf %acc, %xw : f32");
        let _ = writeln!(self.body, "      linalg.yield %sum : f32");
        let _ = writeln!(self.body, "    }} -> {}", v.ty);
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reductions_up_to_the_threshold_stay_whole() {
        for k in [64, 1536, 3584, SPLIT_REDUCTION_ABOVE] {
            assert_eq!(reduction_pieces(k), 1, "K = {k}");
        }
    }

    #[test]
    fn long_reductions_split_into_equal_pieces_near_1024() {
        // Qwen2-VL 2B's MLP down projection, its vision MLP and merger,
        // Qwen2 0.5B's, 7B's and the 7B / 72B vision tower's.
        for (k, pieces) in [(8960, 8), (5120, 5), (4864, 4), (18944, 16), (11008, 8), (29568, 28)] {
            assert_eq!(reduction_pieces(k), pieces, "K = {k}");
            assert_eq!(k % pieces, 0);
            assert_eq!((k / pieces) % 32, 0);
        }
    }

    #[test]
    fn a_reduction_without_fitting_pieces_stays_whole() {
        // 4,097 is prime: no equal pieces.
        assert_eq!(reduction_pieces(4097), 1);
    }
}
