//! The engine's own kernel for many bf16 rows against a data-tiled bf16
//! weight on AMX tiles (`engine/kernels/matmul_amx_bf16.c`, compiled by
//! `build.rs`): the weight products of bf16 prefill chunks
//! ([`super::nn::weight_linear`]) and of the vision tower's linear layers
//! ([`super::nn::linear`]).
//!
//! IREE 3.13 has no AMX tiles: its bf16 products run `vdpbf16ps`, which
//! an Intel Xeon with AMX issues once per 2 cycles (~100 GFLOP/s a core),
//! while `tdpbf16ps` multiplies a 16 x 32 by a 32 x 16 tile at once.
//! HF transformers' matmuls reach AMX through oneDNN, which is why it
//! prefilled several times faster than the engine on such a machine
//! (`docs/measurements/2026-12-05-to-07-intel-xeon.md`, "Beside HF transformers on a VM that exposes AMX").
//!
//! Graph contract of [`FuncBuilder::own_matmul_amx`]: x [M, K] bf16 (any
//! M from 1), w [N, K] bf16 (a weight global) -> [M, N] f32, the
//! reduction whole (K even; the kernel pads a last step of fewer than 32)
//! or split into `pieces` ([`super::split`]) whose length is a multiple
//! of 32 (one A tile's depth). The weight goes in as IREE
//! packs it, exactly as [`super::gemv`] takes it: set to the encoding of
//! the module's data-tiled product of that weight, hoisted by IREE into
//! the one packed global that decode's kernel reads too. That layout,
//! [pieces][ceil(N / 16)][K / pieces / 2][16][2], is AMX's B operand as
//! it is (16 pairs of k of one tile: a 1 KiB B tile), so the kernel packs
//! nothing. Emitted only where the CPU running the engine has AMX-BF16
//! and the process holds the tile state ([`crate::cpu::amx_ready`]),
//! in bf16 mode where the module's tiles are IREE's `avx512bf16` ones
//! ([`crate::numerics::Numerics::own_amx`]). Workgroups of 64 rows x 64
//! outputs; the padded columns of a partial last tile are sliced off.
//! The sums are the same products of bf16 in f32, in another order:
//! `engine/tests/own_amx.rs` holds them to f32 rounding of IREE's.
//!
//! Prefill attention's two products ([`FuncBuilder::own_batch_product_amx`],
//! [`super::nn::attention_product`]) run on the same kernel, batched over
//! the key/value heads: the keys (`q k^T`) or values (`p v`) go in with the
//! encoding of IREE's data-tiled batch product of them, so IREE packs
//! them per call into [heads][ceil(N / 16)][K / 2][16][2] (as it packed
//! both operands of its own data-tiled product before), and the kernel
//! reads each head's block against that head's rows of queries or
//! softmax weights as they are.
//!
//! [`AmxCode::Emulated`] links the same kernel built with its tile
//! instructions emulated in C (`qwen_matmul_amx_bf16_emulated`, its own
//! executable): every other part of the contract, the graph, the packed
//! weight and the kernel's loops are those of the AMX code, so a CPU
//! without AMX verifies them (the kernel's tests, and the harness's bf16
//! diff of `harness/tests/engine_amx_emulated.rs`).

use super::batched::Rhs;
use super::builder::{EResult, EmitError, FuncBuilder};
use super::encoding::whole_column_tiles;
use super::gemv::bf16_weight_encoding;
use super::kernels::{bf16_packed_export, weight_pair, AmxBuilds, Batched, Call, Export, OwnProduct};
use super::types::{DType, Ty, Value};
use crate::kernels::abi::MATMUL_AMX_BF16;
pub use crate::numerics::AmxCode;

/// The kernel's object file, as `build.rs` compiled it.
pub const KERNEL_OBJECT: &[u8] = crate::kernels::MATMUL_AMX_BF16.bytes;

/// The same kernel with its tile instructions emulated ([`AmxCode::Emulated`]).
pub const EMULATED_OBJECT: &[u8] = crate::kernels::MATMUL_AMX_BF16_EMULATED.bytes;

/// Rows and outputs per workgroup (the kernel's `ROWS_PER_WORKGROUP`,
/// `TILES_PER_WORKGROUP` x 16): 4 strips of 16 rows against 4 tiles of
/// 16 columns, 2 x 2 tiles at a time.
const ROWS_PER_WORKGROUP: usize = MATMUL_AMX_BF16.constant("ROWS_PER_WORKGROUP");
const OUTPUTS_PER_WORKGROUP: usize = 16 * MATMUL_AMX_BF16.constant("TILES_PER_WORKGROUP");

/// The reduction one AMX step takes (an A tile's 32 bf16 a row): a split
/// weight's pieces are whole steps.
const STEP: usize = 32;

/// The row count the encoding of attention's packed operand states
/// ([`FuncBuilder::own_batch_product_amx`]), whatever the product's rows:
/// IREE picks the packed tile from it, and in int8 modules (VNNI's inner
/// tiles) a product of few rows gets wider tiles than the 16 columns the
/// kernel reads (a chunk of 2 tokens' 4 query rows did); from 32 rows up
/// the tile is 16 columns in every mode (`engine/tests/own_amx.rs`).
pub(super) const STATED_ROWS: usize = 64;

/// The object's file name in emitted modules (content-hashed, as
/// [`super::gemv::object_name`]).
pub fn object_name() -> &'static str {
    crate::kernels::MATMUL_AMX_BF16.file_name()
}

/// [`EMULATED_OBJECT`]'s file name in emitted modules.
pub fn emulated_object_name() -> &'static str {
    crate::kernels::MATMUL_AMX_BF16_EMULATED.file_name()
}

/// The kernel's builds.
fn builds() -> AmxBuilds {
    AmxBuilds {
        tiles: ("qwen_matmul_amx_bf16", object_name()),
        emulated: ("qwen_matmul_amx_bf16_emulated", emulated_object_name()),
        types: ["bf16", "bf16", "f32"],
    }
}

/// One weight product on the kernel: `rows` bf16 rows against a [N, K]
/// weight whose reduction is split into `pieces` (1 for a whole weight),
/// run by `code`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AmxShape {
    pub rows: usize,
    pub n: usize,
    pub k: usize,
    pub pieces: usize,
    /// Independent products side by side (1 for a weight product; the
    /// key/value heads for attention's, [`FuncBuilder::own_batch_product_amx`]).
    pub batches: usize,
    pub code: AmxCode,
}

impl AmxShape {
    fn export_name(self) -> String {
        let AmxShape { rows, n, k, pieces, batches, .. } = self;
        match batches {
            1 => format!("amx_r{rows}_n{n}_k{k}_s{pieces}"),
            _ => format!("amx_b{batches}_r{rows}_n{n}_k{k}"),
        }
    }

    fn tiles(self) -> usize {
        self.n.div_ceil(16)
    }

    /// The weight as the graph encodes it (as [`super::gemv`] does: the
    /// encoding of the product that data-tiles it, its rows this call's).
    fn weight_encoding(self) -> (Ty, String) {
        bf16_weight_encoding(self.rows, self.n, self.k, self.pieces)
    }

    fn workgroups(self) -> usize {
        self.batches * self.rows.div_ceil(ROWS_PER_WORKGROUP) * self.n.div_ceil(OUTPUTS_PER_WORKGROUP)
    }
}

/// The module's `@qwen_matmul_amx_bf16` executable (and
/// `@qwen_matmul_amx_bf16_emulated`, for the shapes run emulated), one
/// export per shape.
pub fn executable(shapes: &[AmxShape]) -> String {
    builds().executables(shapes, |s| s.code, export)
}

fn export(shape: AmxShape) -> Export {
    let AmxShape { rows, n, k, pieces, batches, .. } = shape;
    bf16_packed_export(&MATMUL_AMX_BF16, shape.export_name(), shape.workgroups(), "bf16", [rows, n, k, pieces, batches])
}

/// Whether [`FuncBuilder::own_matmul_amx`] takes `rows` rows against a
/// [_, `k`] weight split into `pieces`: a whole reduction of pairs (the
/// kernel pads a last step of fewer than 16 pairs), or pieces whose
/// length is a multiple of 32; a weight IREE packs in whole 16-column
/// tiles for that many rows ([`whole_column_tiles`]).
pub fn takes(rows: usize, n: usize, k: usize, pieces: usize) -> bool {
    let whole = match pieces {
        1 => k > 0 && k.is_multiple_of(2),
        _ => pieces > 1 && k.is_multiple_of(pieces) && (k / pieces).is_multiple_of(STEP),
    };
    rows >= 1 && whole && whole_column_tiles(rows, n)
}

/// The fewest columns (keys for `q k^T`, the head size for `p v`) an
/// attention product takes on the engine's kernels (this one and
/// [`super::fma`]): in int8 modules (VNNI's inner tiles) IREE packs a
/// batch operand of fewer than 16 columns in narrower tiles (8 columns
/// for 8 keys: `engine/tests/own_fma.rs`), which the kernels do not read.
pub const MIN_BATCHED_COLUMNS: usize = 16;

/// Whether [`FuncBuilder::own_batch_product_amx`] takes `m` rows against a
/// batch operand of `n` columns over a reduction of `k`.
pub fn takes_batched(m: usize, n: usize, k: usize) -> bool {
    takes(m, n, k, 1) && n >= MIN_BATCHED_COLUMNS
}

impl FuncBuilder {
    /// `x w^T` for bf16 rows x [M, K] and a bf16 weight w [N, K] into f32
    /// [M, N], by the engine's AMX kernel on the weight as IREE packs it
    /// (module doc); `pieces` > 1 reads the weight as [`super::split`]
    /// packs a long reduction; `code` says which build of the kernel.
    /// `marked`: whether the dispatch carries IREE's data-tiling mark, as
    /// [`FuncBuilder::own_gemv`]'s does: where the function marks the
    /// contractions it leaves to IREE (the language model's); not where
    /// it leaves them to the module-wide data tiling (the vision tower's
    /// attention products), which IREE applies only to functions without
    /// a marked op.
    pub fn own_matmul_amx(
        &mut self,
        x: &Value,
        w: &Value,
        pieces: usize,
        code: AmxCode,
        marked: bool,
    ) -> EResult<Value> {
        let Some((rows, n, k)) = weight_pair(x, w, DType::Bf16).filter(|&(r, n, k)| takes(r, n, k, pieces)) else {
            return Err(EmitError {
                op: "qwen_matmul_amx_bf16",
                detail: format!(
                    "needs bf16 rows [M, K] and a bf16 weight [N, K], K even and any pieces of it (here {pieces}) multiples of {STEP} long, N packed in 16-column tiles (at least the rows, or over 8), got {} and {}",
                    x.ty, w.ty
                ),
            });
        };
        let shape = AmxShape { rows, n, k, pieces, batches: 1, code };
        let (weight_ty, encoding) = shape.weight_encoding();
        let weight = match pieces {
            1 => w.clone(),
            _ => self.reshape(w, &weight_ty.dims)?,
        };
        self.own_call(Call {
            product: OwnProduct::Amx(shape),
            executable: builds().kernel(code).name,
            export: shape.export_name(),
            weight: &weight,
            encoding,
            rows: x,
            out: Ty::new(&[shape.rows, shape.tiles() * 16], DType::F32),
            n: shape.n,
            marked,
        })
    }
}

impl FuncBuilder {
    /// Attention's batched product of two bf16 activations, a [B, M, K]
    /// and b ([B, N, K] for [`Rhs::Rows`], `q k^T`; [B, K, N] for
    /// [`Rhs::Columns`], `p v`), into f32 [B, M, N], by the engine's AMX
    /// kernel: b goes in with the encoding of IREE's data-tiled batch
    /// product of it (so IREE packs it per call, as it packs both operands
    /// of its own data-tiled product, [`FuncBuilder::batch_product`]) and
    /// the kernel reads the packed batches [B][ceil(N / 16)][K / 2][16][2]
    /// against a's rows as they are; K even, N at least
    /// [`MIN_BATCHED_COLUMNS`] ([`takes_batched`]).
    /// `marked` as for [`FuncBuilder::own_matmul_amx`].
    pub fn own_batch_product_amx(
        &mut self,
        a: &Value,
        b: &Value,
        rhs: Rhs,
        code: AmxCode,
        marked: bool,
    ) -> EResult<Value> {
        let bf16 = a.dtype() == DType::Bf16 && b.dtype() == DType::Bf16;
        let dims = rhs.dims(a, b).filter(|([_, m, n, k], _)| bf16 && takes_batched(*m, *n, *k));
        let Some(([batches, m, n, k], maps)) = dims else {
            return Err(EmitError {
                op: "qwen_matmul_amx_bf16",
                detail: format!(
                    "needs bf16 [B, M, K] x {rhs:?} operands with K even and at least {MIN_BATCHED_COLUMNS} columns, got {} and {}",
                    a.ty, b.ty
                ),
            });
        };
        let shape = AmxShape { rows: m, n, k, pieces: 1, batches, code };
        let rows = self.reshape(a, &[batches * m, k])?;
        let batched = Batched {
            product: OwnProduct::Amx(shape),
            executable: builds().kernel(code).name,
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
    fn only_pieces_of_whole_amx_steps_are_taken() {
        assert!(takes(512, 1536, 1536, 1));
        assert!(takes(1, 1536, 32, 1));
        assert!(takes(17, 1536, 8960, 8));
        assert!(takes(512, 1536, 1176, 1), "a whole reduction of pairs, the last step padded");
        assert!(takes(512, 1536, 16, 1), "a head_dim of 16: one padded step");
        assert!(!takes(512, 1536, 1175, 1), "an odd reduction is not pairs");
        assert!(takes(512, 1536, 8960, 7), "pieces of 1,280");
        assert!(!takes(512, 1536, 8960, 3), "3 does not divide 8,960");
        assert!(!takes(512, 1536, 1200, 2), "pieces of 600");
        assert!(!takes(0, 1536, 1536, 1));
    }

    #[test]
    fn workgroups_cover_every_row_and_output() {
        let s = AmxShape { rows: 65, n: 65, k: 64, pieces: 1, batches: 1, code: AmxCode::Tiles };
        assert_eq!(s.workgroups(), 4);
        assert_eq!(s.tiles(), 5);
        let s = AmxShape { rows: 512, n: 1536, k: 1536, pieces: 1, batches: 1, code: AmxCode::Emulated };
        assert_eq!(s.workgroups(), 8 * 24);
        let s = AmxShape { rows: 3072, n: 2048, k: 128, pieces: 1, batches: 2, code: AmxCode::Tiles };
        assert_eq!(s.workgroups(), 2 * 48 * 32, "per key/value head, every block of rows and outputs");
        assert_eq!(export(s).weight.0, "memref<2x128x64x16x2xbf16>");
    }
}
