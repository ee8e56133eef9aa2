//! The engine's own kernel for rows of unsigned bytes against an int8
//! weight as IREE packs it for VNNI (`engine/kernels/gemv_u8s8.c`,
//! compiled by `build.rs`): the weight products of int8 decode steps and
//! prefill chunks, two rows (the two input digits of
//! [`super::nn::q8_linear`]) per token, wherever no AMX kernel takes them.
//!
//! IREE's inner-tiled `vpdpbusd` tiles for the language model's layout (4
//! rows, [`crate::text::graph::layers::Q8_LAYOUT_ROWS`]) read each weight
//! panel once per 4 rows as one stream with nothing fetched ahead, which
//! held one int8 slot well under the bandwidth roofline and 8 slots (16
//! rows, four passes over the weights) far under 8x one slot. The kernel
//! reads each panel from memory once for all rows of a workgroup (groups
//! of 4 rows, the rest from cache), prefetched 4 KiB ahead. For a prefill
//! chunk the same holds per block of 64 rows, a panel's blocks
//! consecutive workgroups, which makes int8 prefill ~2x faster than on
//! IREE's tiles (both measured in `docs/measurements/2026-12-05-to-07-intel-xeon.md`, "int8 decode on the engine's own
//! kernel" and "int8 prefill on the engine's own kernel").
//! The sums are exact integers, so its outputs equal IREE's bit for bit.
//!
//! Graph contract of [`FuncBuilder::own_gemv_u8s8`]: x [R, K] i8 holding
//! unsigned bytes (any R from 1, K a multiple of 4), w [N, K] i8 (a
//! weight global) -> [R, N] i32, `sum_k u8(x) * i8(w)`. The weight
//! goes in with exactly the encoding of the module's own product of it
//! ([`FuncBuilder::unsigned_weight_matmul`] with the same stated row
//! count), so IREE hoists one packed global for both. The kernel reads
//! that layout, [panels][K / 4][lines x 16][4]: panels of `16 x lines`
//! columns, `lines` = min(6, ceil(N / 16)), which is what IREE 3.13 picks
//! for a stated row count of 4 on `avx512vnni` (the only count
//! [`takes`] accepts; `engine/tests/own_gemv_u8s8.rs` checks the reading
//! bit for bit against IREE's product for narrow, partial and 6-line
//! panels, and for many rows in partial blocks). One workgroup per panel
//! and block of [`ROWS_PER_WORKGROUP`] rows; the padded columns of a
//! partial last panel are sliced off.

use super::builder::{EResult, EmitError, FuncBuilder, MATMUL_MAPS};
use super::encoding::{matmul_encoding, whole_column_tiles};
use super::kernels::{weight_pair, Call, Export, Kernel, OwnProduct};
use super::types::{DType, Ty, Value};
use crate::kernels::abi::GEMV_U8S8;

/// The kernel's object file, as `build.rs` compiled it.
pub const KERNEL_OBJECT: &[u8] = crate::kernels::GEMV_U8S8.bytes;

/// The object's file name in emitted modules (content-hashed).
pub fn object_name() -> &'static str {
    crate::kernels::GEMV_U8S8.file_name()
}

/// The most digit rows a decode step has: 8 slots' two digits. Products
/// of more rows are prefill chunks, which an AMX kernel takes first
/// ([`super::nn::q8_linear`]).
pub const DECODE_ROWS: usize = crate::numerics::INT8_DECODE_ROWS;

/// Rows per workgroup (the kernel's `ROWS_PER_WORKGROUP`): a decode step's
/// rows are one block.
const ROWS_PER_WORKGROUP: usize = GEMV_U8S8.constant("ROWS_PER_WORKGROUP");

/// The stated row count whose packed layout the kernel reads.
pub const LAYOUT_ROWS: usize = GEMV_U8S8.constant("LAYOUT_ROWS");

/// One weight product on the kernel: `rows` rows against a [N, K] weight
/// packed for `layout_rows` stated rows. One export each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct U8s8Shape {
    pub rows: usize,
    pub n: usize,
    pub k: usize,
    pub layout_rows: usize,
}

impl U8s8Shape {
    fn export_name(self) -> String {
        let U8s8Shape { rows, n, k, layout_rows } = self;
        format!("gemv_u8s8_r{rows}_n{n}_k{k}_l{layout_rows}")
    }

    /// One per panel and block of rows.
    fn workgroups(self) -> usize {
        vnni_panels(self.n) * self.rows.div_ceil(ROWS_PER_WORKGROUP)
    }
}

/// 16-column groups per panel of an [N, _] int8 weight as IREE packs it
/// for VNNI with [`LAYOUT_ROWS`] stated rows: 6 (96 columns), or the
/// columns rounded up to 16 where fewer.
pub(super) fn vnni_lines(n: usize) -> usize {
    n.div_ceil(16).min(GEMV_U8S8.constant("MAX_LINES"))
}

/// The packed weight's panel count.
pub(super) fn vnni_panels(n: usize) -> usize {
    n.div_ceil(16 * vnni_lines(n))
}

/// N padded to whole panels: the kernels' output width.
pub(super) fn vnni_padded_n(n: usize) -> usize {
    vnni_panels(n) * vnni_lines(n) * 16
}

/// An [N, K] int8 weight's encoding: the module's product of it, as
/// [`FuncBuilder::unsigned_weight_matmul`] states it with `layout_rows`.
pub(super) fn vnni_weight_encoding(n: usize, k: usize, layout_rows: usize) -> String {
    matmul_encoding(1, "ui8, i8, i32", MATMUL_MAPS, &[layout_rows, n, k])
}

/// The packed weight as the kernels read it: [panels][K / 4][lines x 16][4].
pub(super) fn vnni_packed_memref(n: usize, k: usize) -> String {
    format!("memref<{}x{}x{}x4xi8>", vnni_panels(n), k / 4, vnni_lines(n) * 16)
}

/// The module's `@qwen_gemv_u8s8` executable, one export per shape.
pub fn executable(shapes: &[U8s8Shape]) -> String {
    let kernel = Kernel { name: "qwen_gemv_u8s8", object: object_name(), types: ["i8", "i8", "i32"] };
    let exports: Vec<Export> = shapes
        .iter()
        .map(|&shape| {
            let U8s8Shape { rows, n, k, .. } = shape;
            let (lines, panels) = (vnni_lines(n), vnni_panels(n));
            Export {
                name: shape.export_name(),
                workgroups: shape.workgroups(),
                weight: (vnni_packed_memref(n, k), 4),
                rows: format!("memref<{rows}x{k}xi8>"),
                output: format!("memref<{rows}x{}xi32>", vnni_padded_n(n)),
                constants: GEMV_U8S8.bind(&[k, lines, panels, rows]),
            }
        })
        .collect();
    kernel.executable(&exports)
}

/// Whether [`FuncBuilder::own_gemv_u8s8`] takes `rows` rows against a
/// [`n`, `k`] weight packed for `layout_rows` stated rows (in 16-column
/// lines: [`whole_column_tiles`]).
pub fn takes(rows: usize, n: usize, k: usize, layout_rows: usize) -> bool {
    rows >= 1 && k > 0 && k.is_multiple_of(4) && layout_rows == LAYOUT_ROWS && whole_column_tiles(layout_rows, n)
}

impl FuncBuilder {
    /// `sum_k u8(x) * i8(w)` into i32 [R, N] for rows x [R, K] of
    /// unsigned bytes (held in i8) and an int8 weight w [N, K], by the
    /// engine's own kernel on the weight as IREE packs it for the
    /// module's [`FuncBuilder::unsigned_weight_matmul`] with `layout_rows`
    /// stated rows (module doc).
    pub fn own_gemv_u8s8(&mut self, x: &Value, w: &Value, layout_rows: usize) -> EResult<Value> {
        let Some((rows, n, k)) = weight_pair(x, w, DType::I8).filter(|&(r, n, k)| takes(r, n, k, layout_rows)) else {
            return Err(EmitError {
                op: "qwen_gemv_u8s8",
                detail: format!(
                    "needs i8 rows [R, K], an i8 weight [N, K] with K a multiple of 4 and the {LAYOUT_ROWS}-row layout (N at least {LAYOUT_ROWS}, in 16-column tiles), got {} and {} with {layout_rows}",
                    x.ty, w.ty
                ),
            });
        };
        let shape = U8s8Shape { rows, n, k, layout_rows };
        // int8 modules are compiled without IREE's data-tiling hints (the
        // products carry their own encodings): no mark.
        self.own_call(Call {
            product: OwnProduct::U8s8(shape),
            executable: "qwen_gemv_u8s8",
            export: shape.export_name(),
            weight: w,
            encoding: vnni_weight_encoding(shape.n, shape.k, layout_rows),
            rows: x,
            out: Ty::new(&[shape.rows, vnni_padded_n(shape.n)], DType::I32),
            n: shape.n,
            marked: false,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn workgroups_cover_every_panel_and_block_of_rows() {
        let s = |rows, n| U8s8Shape { rows, n, k: 64, layout_rows: LAYOUT_ROWS };
        assert_eq!(s(16, 1536).workgroups(), 16, "a decode step: one block, one workgroup per panel");
        assert_eq!(s(1024, 1536).workgroups(), 16 * 16, "a 512-token chunk's digits: 16 blocks per panel");
        assert_eq!(s(65, 200).workgroups(), 3 * 2, "three 96-column panels, a block and a row");
        assert_eq!(s(1, 40).workgroups(), 1, "one narrow panel");
    }

    #[test]
    fn any_rows_on_the_vnni_layout_are_taken() {
        assert!(takes(1, 1536, 1536, LAYOUT_ROWS));
        assert!(takes(1024, 1536, 8960, LAYOUT_ROWS));
        assert!(!takes(0, 1536, 1536, LAYOUT_ROWS));
        assert!(!takes(16, 1536, 1538, LAYOUT_ROWS), "not whole steps of 4");
        assert!(!takes(16, 1536, 1536, 16), "another stated row count packs other panels");
    }
}
