//! The engine's own kernel for many rows against a data-tiled bf16 weight
//! on f32 FMAs (`engine/kernels/matmul_fma_bf16.c`, compiled by
//! `build.rs`): the weight products of bf16 prefill chunks
//! ([`super::nn::weight_linear`]) and of the vision tower's linear layers
//! ([`super::nn::linear`]) on CPUs without AMX whose f32 FMAs outrun
//! their `vdpbf16ps` ([`crate::cpu::Instructions::fma_outruns_bf16`]).
//!
//! IREE 3.13's bf16 products on `avx512bf16` run `vdpbf16ps` tiles. A CPU
//! that issues that instruction once per 2 cycles (32 flops a cycle) and
//! `vfmadd231ps` twice a cycle (64 flops) does the same products of bf16
//! values, widened to f32 in registers, in about half the cycles
//! (measured in `docs/measurements/2026-12-05-to-07-intel-xeon.md`,
//! "Prefill on f32 FMAs").
//!
//! Graph contract of [`FuncBuilder::own_matmul_fma`]: x [M, K] f32 (any M
//! from 1; the caller rounds it to bf16 first, so the products are of
//! bf16 values as on IREE's tiles), w [N, K] bf16 (a weight global) ->
//! [M, N] f32, K even, whole or split into `pieces` ([`super::split`]) of
//! an even length. The weight goes in as IREE packs it, exactly as
//! [`super::gemv`] and [`super::amx`] take it: set to the encoding of the
//! module's data-tiled product of that weight (bf16 rows, this call's
//! count), hoisted by IREE into the one packed global that decode's
//! kernel reads too, [pieces][ceil(N / 16)][K / pieces / 2][16][2]; the
//! kernel packs nothing. Emitted only in bf16 mode where the module's
//! tiles are IREE's `avx512bf16` ones and the CPU running the engine has
//! AVX-512F and measured its FMAs faster
//! ([`crate::numerics::Numerics::own_fma`]). Workgroups of 48 rows x 64
//! outputs; the padded columns of a partial last tile are sliced off. The
//! sums are the same products in f32 in another order:
//! `engine/tests/own_fma.rs` holds them to f32 rounding of IREE's.

use super::amx::MIN_BATCHED_COLUMNS;
use super::batched::Rhs;
use super::builder::{EResult, EmitError, FuncBuilder};
use super::encoding::whole_column_tiles;
use super::gemv::bf16_weight_encoding;
use super::kernels::{bf16_packed_export, Batched, Call, Export, Kernel, OwnProduct};
use super::types::{DType, Ty, Value};
use crate::kernels::abi::MATMUL_FMA_BF16;

/// The kernel's object file, as `build.rs` compiled it.
pub const KERNEL_OBJECT: &[u8] = crate::kernels::MATMUL_FMA_BF16.bytes;

/// Rows and outputs per workgroup (the kernel's `ROWS_PER_WORKGROUP`,
/// `TILES_PER_WORKGROUP` x 16): 4 strips of 12 rows against 4 tiles of
/// 16 columns, 12 x 2 tiles at a time.
const ROWS_PER_WORKGROUP: usize = MATMUL_FMA_BF16.constant("ROWS_PER_WORKGROUP");
const OUTPUTS_PER_WORKGROUP: usize = 16 * MATMUL_FMA_BF16.constant("TILES_PER_WORKGROUP");

const EXECUTABLE: &str = "qwen_matmul_fma_bf16";

/// The object's file name in emitted modules (content-hashed, as
/// [`super::gemv::object_name`]).
pub fn object_name() -> &'static str {
    crate::kernels::MATMUL_FMA_BF16.file_name()
}

fn kernel() -> Kernel {
    Kernel { name: EXECUTABLE, object: object_name(), types: ["bf16", "f32", "f32"] }
}

/// One product on the kernel: `rows` f32 rows against a [N, K] weight
/// whose reduction is split into `pieces` (1 for a whole weight), or
/// `batches` independent products side by side.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct FmaShape {
    pub rows: usize,
    pub n: usize,
    pub k: usize,
    pub pieces: usize,
    /// 1 for a weight product; the key/value heads for attention's
    /// ([`FuncBuilder::own_batch_product_fma`]).
    pub batches: usize,
}

impl FmaShape {
    fn export_name(self) -> String {
        let FmaShape { rows, n, k, pieces, batches } = self;
        match batches {
            1 => format!("fma_r{rows}_n{n}_k{k}_s{pieces}"),
            _ => format!("fma_b{batches}_r{rows}_n{n}_k{k}"),
        }
    }

    fn tiles(self) -> usize {
        self.n.div_ceil(16)
    }

    fn workgroups(self) -> usize {
        self.batches * self.rows.div_ceil(ROWS_PER_WORKGROUP) * self.n.div_ceil(OUTPUTS_PER_WORKGROUP)
    }
}

/// The module's `@qwen_matmul_fma_bf16` executable, one export per shape.
pub fn executable(shapes: &[FmaShape]) -> String {
    kernel().executable(&shapes.iter().map(|&s| export(s)).collect::<Vec<_>>())
}

fn export(shape: FmaShape) -> Export {
    let FmaShape { rows, n, k, pieces, batches, .. } = shape;
    bf16_packed_export(&MATMUL_FMA_BF16, shape.export_name(), shape.workgroups(), "f32", [rows, n, k, pieces, batches])
}

/// Whether [`FuncBuilder::own_matmul_fma`] takes `rows` rows against a
/// [`n`, `k`] weight split into `pieces`: pairs of k, whole or in pieces
/// of pairs, a weight IREE packs in whole 16-column tiles for that many
/// rows ([`whole_column_tiles`]).
pub fn takes(rows: usize, n: usize, k: usize, pieces: usize) -> bool {
    rows >= 1
        && pieces >= 1
        && k > 0
        && k.is_multiple_of(pieces)
        && (k / pieces).is_multiple_of(2)
        && whole_column_tiles(rows, n)
}

/// Whether [`FuncBuilder::own_batch_product_fma`] takes `m` rows against a
/// batch operand of `n` columns over a reduction of `k` (at least
/// [`MIN_BATCHED_COLUMNS`] columns, as on the AMX kernel).
pub fn takes_batched(m: usize, n: usize, k: usize) -> bool {
    takes(m, n, k, 1) && n >= MIN_BATCHED_COLUMNS
}

impl FuncBuilder {
    /// `x w^T` for f32 rows x [M, K] (bf16 values) and a bf16 weight w
    /// [N, K] into f32 [M, N], by the engine's FMA kernel on the weight as
    /// IREE packs it (module doc); `pieces` > 1 reads the weight as
    /// [`super::split`] packs a long reduction. `marked` as for
    /// [`FuncBuilder::own_matmul_amx`].
    pub fn own_matmul_fma(&mut self, x: &Value, w: &Value, pieces: usize, marked: bool) -> EResult<Value> {
        let pair = x.ty.rank() == 2
            && w.ty.rank() == 2
            && x.dims()[1] == w.dims()[1]
            && x.dtype() == DType::F32
            && w.dtype() == DType::Bf16;
        let Some((rows, n, k)) =
            pair.then(|| (x.dims()[0], w.dims()[0], w.dims()[1])).filter(|&(r, n, k)| takes(r, n, k, pieces))
        else {
            return Err(EmitError {
                op: EXECUTABLE,
                detail: format!(
                    "needs f32 rows [M, K] and a bf16 weight [N, K], K even and any pieces of it (here {pieces}) even, N packed in 16-column tiles (at least the rows, or over 8), got {} and {}",
                    x.ty, w.ty
                ),
            });
        };
        let shape = FmaShape { rows, n, k, pieces, batches: 1 };
        let (weight_ty, encoding) = bf16_weight_encoding(rows, n, k, pieces);
        let weight = match pieces {
            1 => w.clone(),
            _ => self.reshape(w, &weight_ty.dims)?,
        };
        self.own_call(Call {
            product: OwnProduct::Fma(shape),
            executable: EXECUTABLE,
            export: shape.export_name(),
            weight: &weight,
            encoding,
            rows: x,
            out: Ty::new(&[rows, shape.tiles() * 16], DType::F32),
            n,
            marked,
        })
    }
}

impl FuncBuilder {
    /// Attention's batched product of two bf16 activations, a [B, M, K]
    /// and b ([B, N, K] for [`Rhs::Rows`], `q k^T`; [B, K, N] for
    /// [`Rhs::Columns`], `p v`), into f32 [B, M, N], by the engine's FMA
    /// kernel, as [`FuncBuilder::own_batch_product_amx`] takes it on AMX: b
    /// goes in with the encoding of IREE's data-tiled batch product of it
    /// (IREE packs it per call) and the kernel reads each batch's packed
    /// block against a's rows, given to it as the f32 values they are; K
    /// even, N at least [`MIN_BATCHED_COLUMNS`] ([`takes_batched`]).
    /// `marked` as for [`FuncBuilder::own_matmul_amx`].
    pub fn own_batch_product_fma(&mut self, a: &Value, b: &Value, rhs: Rhs, marked: bool) -> EResult<Value> {
        let bf16 = a.dtype() == DType::Bf16 && b.dtype() == DType::Bf16;
        let dims = rhs.dims(a, b).filter(|([_, m, n, k], _)| bf16 && takes_batched(*m, *n, *k));
        let Some(([batches, m, n, k], maps)) = dims else {
            return Err(EmitError {
                op: EXECUTABLE,
                detail: format!(
                    "needs bf16 [B, M, K] x {rhs:?} operands with K even and at least {MIN_BATCHED_COLUMNS} columns, got {} and {}",
                    a.ty, b.ty
                ),
            });
        };
        let shape = FmaShape { rows: m, n, k, pieces: 1, batches };
        let rows = self.reshape(a, &[batches * m, k])?;
        let rows = self.convert(&rows, DType::F32)?;
        let batched = Batched {
            product: OwnProduct::Fma(shape),
            executable: EXECUTABLE,
            export: shape.export_name(),
            dims: [batches, m, n, k],
            maps,
            tiles: shape.tiles(),
        };
        self.own_batched(batched, b, &rows, marked)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn only_pairs_of_k_whole_or_in_pieces_are_taken() {
        assert!(takes(512, 1536, 1536, 1));
        assert!(takes(9, 1536, 8960, 8), "pieces of 1,120");
        assert!(takes(512, 1536, 1176, 1));
        assert!(!takes(512, 1536, 1175, 1), "an odd reduction is not pairs");
        assert!(!takes(512, 1536, 8960, 3), "3 does not divide 8,960");
        assert!(!takes(512, 1536, 1190, 2), "pieces of 595 are not pairs");
        assert!(!takes(0, 1536, 1536, 1));
    }

    #[test]
    fn workgroups_cover_every_row_and_output() {
        let s = FmaShape { rows: 49, n: 65, k: 64, pieces: 1, batches: 1 };
        assert_eq!(s.workgroups(), 2 * 2);
        assert_eq!(s.tiles(), 5);
        let s = FmaShape { rows: 512, n: 8960, k: 1536, pieces: 1, batches: 1 };
        assert_eq!(s.workgroups(), 11 * 140);
        assert_eq!(export(s).constants, vec![("k", 1536), ("pieces", 1), ("tiles", 560), ("rows", 512)]);
        let s = FmaShape { rows: 3072, n: 2560, k: 128, pieces: 1, batches: 2 };
        assert_eq!(s.workgroups(), 2 * 64 * 40, "per key/value head, every block of rows and outputs");
        assert_eq!(export(s).weight.0, "memref<2x160x64x16x2xbf16>");
        assert_eq!(export(s).rows, "memref<6144x128xf32>");
    }
}
