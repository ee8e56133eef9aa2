//! The engine's own kernel for a few bf16 rows against a data-tiled bf16
//! weight (`engine/kernels/gemv_bf16.c`, compiled by `build.rs`): the
//! weight products of bf16 decode steps, one row per slot.
//!
//! IREE's mmt4d ukernel reads a packed weight panel as one sequential
//! stream per core with nothing fetched ahead, which held decode's
//! products to about two thirds of what the machine reads (`docs/measurements/2026-12-05-to-07-intel-xeon.md`, "The
//! roofline now counts what the machine reads"). The kernel computes the
//! same sums in the same order (so its outputs equal the ukernel's) but
//! reads several panels side by side, prefetched ahead, each line once
//! for all rows.
//!
//! Graph contract of [`FuncBuilder::own_gemv`]: x [R, K] bf16 (R from 1
//! to [`MAX_ROWS`]), w [N, K] bf16 (a weight global) -> [R, N] f32, the
//! reduction whole or split into `pieces` of an even length as
//! [`super::split`] splits it. The weight goes in as IREE packs it:
//! `iree_encoding.set_encoding` with the encoding of the module's
//! data-tiled product of that weight (a matmul, or the split's piece
//! contraction) for R rows, which IREE hoists into the same packed global
//! as prefill's product of it, so memory keeps one copy (2B shape, 8-slot
//! module: peak RSS unchanged). The kernel reads that layout,
//! [pieces][ceil(N / 16)][K / pieces / 2][16][2] (IREE's bf16 tiles on
//! `avx512bf16`), so it is emitted only where those are the module's
//! tiles ([`crate::numerics::Numerics::own_gemv`]); `engine/tests/own_gemv.rs`
//! checks the reading bit for bit against IREE's product. The product is
//! a `flow.dispatch` of one `stream.executable` per module,
//! `@qwen_gemv_bf16`, one export per [`GemvShape`], the object linked from
//! the search path [`Compiler::compile`](crate::iree::Compiler::compile)
//! gives iree-compile. Workgroups of 4 tiles (64 outputs); the padded
//! columns of a partial last tile are sliced off.

use super::builder::{EResult, EmitError, FuncBuilder, MATMUL_MAPS};
use super::encoding::{matmul_encoding, whole_column_tiles};
use super::kernels::{weight_pair, Call, Export, Kernel, OwnProduct};
use super::split::PIECE_MATMUL_MAPS;
use super::types::{DType, Ty, Value};
use crate::kernels::abi::GEMV_BF16;

/// The kernel's object file, as `build.rs` compiled it.
pub const KERNEL_OBJECT: &[u8] = crate::kernels::GEMV_BF16.bytes;

/// Outputs per workgroup: 4 tiles of 16 (the kernel's
/// `TILES_PER_WORKGROUP`, its four panels side by side), so that the
/// narrow products (a key or value projection: 256 outputs) still keep
/// both cores busy.
const OUTPUTS_PER_WORKGROUP: usize = 16 * GEMV_BF16.constant("TILES_PER_WORKGROUP");

/// The object's file name in emitted modules: its content hash in the
/// name, so a changed kernel changes the module text (and the cached
/// artifacts' identity).
pub fn object_name() -> &'static str {
    crate::kernels::GEMV_BF16.file_name()
}

/// The most rows (decode slots) one kernel call takes.
pub const MAX_ROWS: usize = GEMV_BF16.constant("MAX_ROWS");

/// One weight product on the kernel: `rows` bf16 rows against a [N, K]
/// weight whose reduction is split into `pieces` ([`super::split`]; 1 for
/// a whole weight). One export of the module's executable each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct GemvShape {
    pub rows: usize,
    pub n: usize,
    pub k: usize,
    pub pieces: usize,
}

impl GemvShape {
    fn export_name(self) -> String {
        let GemvShape { rows, n, k, pieces } = self;
        format!("gemv_r{rows}_n{n}_k{k}_s{pieces}")
    }

    fn tiles(self) -> usize {
        self.n.div_ceil(16)
    }

    /// The weight as the graph encodes it: [N, K], or [N, pieces, K /
    /// pieces] for a split reduction, with the encoding of the product
    /// that data-tiles it for prefill (a [`MATMUL_MAPS`] matmul or the
    /// split's [`PIECE_MATMUL_MAPS`] contraction), its rows this call's.
    fn weight_encoding(self) -> (Ty, String) {
        let GemvShape { rows, n, k, pieces } = self;
        bf16_weight_encoding(rows, n, k, pieces)
    }

    /// The packed weight the kernel reads: [pieces][tiles][Kp / 2][16][2].
    fn packed_memref(self) -> String {
        bf16_packed_memref(self.n, self.k, self.pieces)
    }
}

/// A bf16 weight [N, K] as the graph encodes it for a kernel of its own
/// that reads IREE's packing (this one and [`super::amx`]): [N, K], or
/// [N, pieces, K / pieces] for a split reduction, with the encoding of the
/// product that data-tiles it (a [`MATMUL_MAPS`] matmul or the split's
/// [`PIECE_MATMUL_MAPS`] contraction) for `rows` rows.
pub(super) fn bf16_weight_encoding(rows: usize, n: usize, k: usize, pieces: usize) -> (Ty, String) {
    let types = "bf16, bf16, f32";
    match pieces {
        1 => (Ty::new(&[n, k], DType::Bf16), matmul_encoding(1, types, MATMUL_MAPS, &[rows, n, k])),
        _ => (
            Ty::new(&[n, pieces, k / pieces], DType::Bf16),
            matmul_encoding(1, types, PIECE_MATMUL_MAPS, &[pieces, rows, n, k / pieces]),
        ),
    }
}

/// That weight as IREE packs it on `avx512bf16`, the memref such a kernel
/// binds: [pieces][ceil(N / 16)][K / pieces / 2][16][2].
pub(super) fn bf16_packed_memref(n: usize, k: usize, pieces: usize) -> String {
    let (tiles, half_kp) = (n.div_ceil(16), k / pieces / 2);
    match pieces {
        1 => format!("memref<{tiles}x{half_kp}x16x2xbf16>"),
        s => format!("memref<{s}x{tiles}x{half_kp}x16x2xbf16>"),
    }
}

/// The module's `@qwen_gemv_bf16` executable, one export per shape.
pub fn executable(shapes: &[GemvShape]) -> String {
    let kernel = Kernel { name: "qwen_gemv_bf16", object: object_name(), types: ["bf16", "bf16", "f32"] };
    let exports: Vec<Export> = shapes
        .iter()
        .map(|&shape| {
            let GemvShape { rows, k, pieces, .. } = shape;
            let tiles = shape.tiles();
            Export {
                name: shape.export_name(),
                workgroups: shape.n.div_ceil(OUTPUTS_PER_WORKGROUP),
                weight: (shape.packed_memref(), if pieces == 1 { 4 } else { 5 }),
                rows: format!("memref<{rows}x{k}xbf16>"),
                output: format!("memref<{rows}x{}xf32>", tiles * 16),
                constants: GEMV_BF16.bind(&[k, pieces, tiles, rows]),
            }
        })
        .collect();
    kernel.executable(&exports)
}

/// Whether [`FuncBuilder::own_gemv`] takes `rows` rows against a [`n`,
/// `k`] weight split into `pieces`: 1 to [`MAX_ROWS`] rows, pieces of an
/// even length, a weight IREE packs in whole 16-column tiles for that
/// many rows ([`whole_column_tiles`]).
pub fn takes(rows: usize, n: usize, k: usize, pieces: usize) -> bool {
    (1..=MAX_ROWS).contains(&rows)
        && pieces >= 1
        && k.is_multiple_of(pieces)
        && (k / pieces).is_multiple_of(2)
        && whole_column_tiles(rows, n)
}

impl FuncBuilder {
    /// `x w^T` for a few bf16 rows x [R, K] (R up to [`MAX_ROWS`]) and a
    /// bf16 weight w [N, K] into f32 [R, N], by the engine's own kernel on
    /// the weight as IREE packs it (module doc); `pieces` > 1 reads the
    /// weight as [`super::split`] packs a long reduction.
    pub fn own_gemv(&mut self, x: &Value, w: &Value, pieces: usize) -> EResult<Value> {
        let Some((rows, n, k)) = weight_pair(x, w, DType::Bf16).filter(|&(r, n, k)| takes(r, n, k, pieces)) else {
            return Err(EmitError {
                op: "qwen_gemv_bf16",
                detail: format!(
                    "needs 1 to {MAX_ROWS} bf16 rows [R, K] and a bf16 weight [N, K] whose {pieces} piece(s) of K are of even length, N packed in 16-column tiles (at least the rows, or over 8), got {} and {}",
                    x.ty, w.ty
                ),
            });
        };
        let shape = GemvShape { rows, n, k, pieces };
        let (weight_ty, encoding) = shape.weight_encoding();
        let weight = match pieces {
            1 => w.clone(),
            _ => self.reshape(w, &weight_ty.dims)?,
        };
        // Marked like the module's data-tiled products: IREE data-tiles
        // every contraction of a function that has no marked op
        // (AnnotateDataTilingHints), so a decode function whose weight
        // products all run here would have its attention products over
        // the dynamic cache window data-tiled too, which fails to compile
        // (an unbounded stack allocation). The mark on this non-linalg op
        // encodes nothing itself.
        self.own_call(Call {
            product: OwnProduct::Bf16(shape),
            executable: "qwen_gemv_bf16",
            export: shape.export_name(),
            weight: &weight,
            encoding,
            rows: x,
            out: Ty::new(&[shape.rows, shape.tiles() * 16], DType::F32),
            n: shape.n,
            marked: true,
        })
    }
}
