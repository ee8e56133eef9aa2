//! The engine's own kernel for many rows of unsigned bytes against an
//! int8 weight as IREE packs it for VNNI, on AMX tiles
//! (`engine/kernels/matmul_amx_u8s8.c`, compiled by `build.rs`): the
//! weight products of int8 prefill chunks, two digit rows per row of
//! activations ([`super::nn::q8_linear`]).
//!
//! It is bf16 prefill's AMX kernel ([`super::amx`]) for int8 mode: IREE
//! 3.13 has no AMX code, its int8 products run `vpdpbusd`, while
//! `tdpbusd` multiplies a 16 x 64 by a 64 x 16 byte tile at once (twice
//! `tdpbf16ps`'s products per instruction). Without it, a CPU with AMX
//! would prefill bf16 on tiles and int8 on VNNI.
//!
//! Graph contract of [`FuncBuilder::own_matmul_amx_u8s8`]: x [M, K] i8
//! holding unsigned bytes (any M from 1, K a multiple of 64: one A tile's
//! depth), w [N, K] i8 (a weight global) -> [M, N] i32,
//! `sum_k u8(x) * i8(w)`, exactly. The weight goes in with exactly the
//! encoding of the module's own product of it
//! ([`FuncBuilder::unsigned_weight_matmul`] with the same stated row
//! count, [`super::gemv_u8s8::LAYOUT_ROWS`]), so IREE hoists one packed
//! global for prefill's, decode's and this kernel's products. That layout,
//! [panels][K / 4][lines x 16][4] (as [`super::gemv_u8s8`] reads it), is
//! `tdpbusd`'s B operand with a row stride of `lines x 64` bytes, so the
//! kernel packs nothing. One workgroup per 64 rows x one panel; the padded
//! columns of a partial last panel are sliced off. The sums are exact
//! integers, so the outputs equal IREE's bit for bit
//! (`engine/tests/own_amx_u8s8.rs`).
//!
//! Emitted only where the CPU running the engine has AMX-INT8 and the
//! process holds the tile state ([`crate::cpu::amx_int8_ready`]), in
//! int8 modules on VNNI's inner tiles
//! ([`crate::numerics::Numerics::own_amx_u8s8`]). [`AmxCode::Emulated`]
//! links the same kernel built with its tile instructions emulated in C
//! (`qwen_matmul_amx_u8s8_emulated`), so a CPU without AMX verifies
//! everything else: the graph, the packed weight and the kernel's loops.

use super::builder::{EResult, EmitError, FuncBuilder};
use super::encoding::whole_column_tiles;
use super::gemv_u8s8::{vnni_lines, vnni_packed_memref, vnni_padded_n, vnni_panels, vnni_weight_encoding, LAYOUT_ROWS};
use super::kernels::{weight_pair, AmxBuilds, Call, Export, OwnProduct};
use super::types::{DType, Ty, Value};
use crate::kernels::abi::MATMUL_AMX_U8S8;
use crate::numerics::AmxCode;

/// The kernel's object file, as `build.rs` compiled it.
pub const KERNEL_OBJECT: &[u8] = crate::kernels::MATMUL_AMX_U8S8.bytes;

/// The same kernel with its tile instructions emulated ([`AmxCode::Emulated`]).
pub const EMULATED_OBJECT: &[u8] = crate::kernels::MATMUL_AMX_U8S8_EMULATED.bytes;

/// Rows per workgroup (the kernel's `ROWS_PER_WORKGROUP`): 4 strips of
/// 16, 2 x 2 tiles at a time, against one panel.
const ROWS_PER_WORKGROUP: usize = MATMUL_AMX_U8S8.constant("ROWS_PER_WORKGROUP");

/// The reduction one AMX step takes (an A tile's 64 bytes a row).
const STEP: usize = 64;

/// The object's file name in emitted modules (content-hashed).
pub fn object_name() -> &'static str {
    crate::kernels::MATMUL_AMX_U8S8.file_name()
}

/// [`EMULATED_OBJECT`]'s file name in emitted modules.
pub fn emulated_object_name() -> &'static str {
    crate::kernels::MATMUL_AMX_U8S8_EMULATED.file_name()
}

/// The kernel's builds.
fn builds() -> AmxBuilds {
    AmxBuilds {
        tiles: ("qwen_matmul_amx_u8s8", object_name()),
        emulated: ("qwen_matmul_amx_u8s8_emulated", emulated_object_name()),
        types: ["i8", "i8", "i32"],
    }
}

/// One weight product on the kernel: `rows` rows of unsigned bytes
/// against a [N, K] int8 weight packed for [`LAYOUT_ROWS`] stated rows,
/// run by `code`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AmxU8s8Shape {
    pub rows: usize,
    pub n: usize,
    pub k: usize,
    pub code: AmxCode,
}

impl AmxU8s8Shape {
    fn export_name(self) -> String {
        let AmxU8s8Shape { rows, n, k, .. } = self;
        format!("amx_u8s8_r{rows}_n{n}_k{k}")
    }

    fn workgroups(self) -> usize {
        self.rows.div_ceil(ROWS_PER_WORKGROUP) * vnni_panels(self.n)
    }
}

/// The module's `@qwen_matmul_amx_u8s8` executable (and
/// `@qwen_matmul_amx_u8s8_emulated`, for the shapes run emulated), one
/// export per shape.
pub fn executable(shapes: &[AmxU8s8Shape]) -> String {
    builds().executables(shapes, |s| s.code, export)
}

fn export(shape: AmxU8s8Shape) -> Export {
    let AmxU8s8Shape { rows, n, k, .. } = shape;
    Export {
        name: shape.export_name(),
        workgroups: shape.workgroups(),
        weight: (vnni_packed_memref(n, k), 4),
        rows: format!("memref<{rows}x{k}xi8>"),
        output: format!("memref<{rows}x{}xi32>", vnni_padded_n(n)),
        constants: MATMUL_AMX_U8S8.bind(&[k, vnni_lines(n), vnni_panels(n), rows]),
    }
}

/// Whether [`FuncBuilder::own_matmul_amx_u8s8`] takes `rows` rows against
/// a [_, `k`] weight packed for `layout_rows` stated rows: a reduction of
/// whole AMX steps, the layout [`super::gemv_u8s8`] reads (16-column
/// lines: [`whole_column_tiles`]).
pub fn takes(rows: usize, n: usize, k: usize, layout_rows: usize) -> bool {
    rows >= 1 && k > 0 && k.is_multiple_of(STEP) && layout_rows == LAYOUT_ROWS && whole_column_tiles(layout_rows, n)
}

impl FuncBuilder {
    /// `sum_k u8(x) * i8(w)` into i32 [M, N] for rows x [M, K] of
    /// unsigned bytes (held in i8) and an int8 weight w [N, K], by the
    /// engine's AMX kernel on the weight as IREE packs it for the module's
    /// [`FuncBuilder::unsigned_weight_matmul`] with `layout_rows` stated
    /// rows (module doc); `code` says which build of the kernel.
    pub fn own_matmul_amx_u8s8(&mut self, x: &Value, w: &Value, layout_rows: usize, code: AmxCode) -> EResult<Value> {
        let Some((rows, n, k)) = weight_pair(x, w, DType::I8).filter(|&(r, n, k)| takes(r, n, k, layout_rows)) else {
            return Err(EmitError {
                op: "qwen_matmul_amx_u8s8",
                detail: format!(
                    "needs i8 rows [M, K], an i8 weight [N, K] with K a multiple of {STEP} and the {LAYOUT_ROWS}-row layout (N at least {LAYOUT_ROWS}, in 16-column tiles), got {} and {} with {layout_rows}",
                    x.ty, w.ty
                ),
            });
        };
        let shape = AmxU8s8Shape { rows, n, k, code };
        // int8 modules are compiled without IREE's data-tiling hints (the
        // products carry their own encodings): no mark.
        self.own_call(Call {
            product: OwnProduct::AmxU8s8(shape),
            executable: builds().kernel(code).name,
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
    fn only_whole_amx_steps_on_the_vnni_layout_are_taken() {
        assert!(takes(1024, 1536, 1536, LAYOUT_ROWS));
        assert!(takes(17, 1536, 8960, LAYOUT_ROWS));
        assert!(takes(1, 1536, 64, LAYOUT_ROWS));
        assert!(!takes(1024, 1536, 1176, LAYOUT_ROWS), "1,176 is not a multiple of 64");
        assert!(!takes(1024, 1536, 96, LAYOUT_ROWS), "96 is not a multiple of 64");
        assert!(!takes(1024, 1536, 1536, 16), "another stated row count packs other panels");
        assert!(!takes(0, 1536, 1536, LAYOUT_ROWS));
    }

    #[test]
    fn workgroups_cover_every_row_block_and_panel() {
        let s = AmxU8s8Shape { rows: 65, n: 200, k: 64, code: AmxCode::Tiles };
        assert_eq!(s.workgroups(), 2 * 3, "two row blocks, three 96-column panels");
        let s = AmxU8s8Shape { rows: 1024, n: 1536, k: 1536, code: AmxCode::Emulated };
        assert_eq!(s.workgroups(), 16 * 16);
        let s = AmxU8s8Shape { rows: 64, n: 48, k: 64, code: AmxCode::Emulated };
        assert_eq!((s.workgroups(), vnni_lines(48)), (1, 3), "one narrow panel of three lines");
    }
}
