//! The interface between the emitters and the engine's C kernels
//! (`engine/kernels/*.c`), written once: each kernel's workgroup geometry
//! and the order of the shape constants its exports pass. The emitters
//! use these constants; `engine/build.rs` includes this file and holds
//! `engine/kernels/abi.h`, which every kernel includes, to the header
//! [`header`] generates from them (a stale header stops the build and says
//! how to rewrite it), so the C `#define`s and the kernels' parameter lists
//! cannot drift from what the modules pass.
//!
//! This file is plain Rust with no imports: `build.rs` compiles it too.

/// One kernel's side of the interface.
pub struct KernelAbi {
    /// The header's prefix for this kernel's constants (`QWEN_<prefix>_*`).
    pub prefix: &'static str,
    /// The shape constants an export passes before the workgroup id, in
    /// the kernel's parameter order (each a `size_t` in C, an `index` in
    /// the module).
    pub shape: &'static [&'static str],
    /// The kernel's geometry, `QWEN_<prefix>_<NAME>` in C.
    pub constants: &'static [(&'static str, usize)],
}

/// The bf16 weight kernels' shape: the reduction, its pieces, 16-column
/// tiles of the packed weight, rows.
const BF16_WEIGHT_SHAPE: &[&str] = &["k", "pieces", "tiles", "rows"];

/// The int8 (VNNI-packed) weight kernels' shape: the reduction, 16-column
/// lines per panel, panels, digit rows.
const VNNI_WEIGHT_SHAPE: &[&str] = &["k", "lines", "panels", "rows"];

/// `gemv_bf16.c`: 1 to `MAX_ROWS` bf16 rows, `TILES_PER_WORKGROUP`
/// 16-column tiles a workgroup.
pub const GEMV_BF16: KernelAbi = KernelAbi {
    prefix: "GEMV_BF16",
    shape: BF16_WEIGHT_SHAPE,
    constants: &[("TILES_PER_WORKGROUP", 4), ("MAX_ROWS", 8)],
};

/// `gemv_u8s8.c`: blocks of `ROWS_PER_WORKGROUP` digit rows x one panel a
/// workgroup, the weight packed for `LAYOUT_ROWS` stated rows, in panels
/// of at most `MAX_LINES` 16-column lines (IREE's VNNI packing).
pub const GEMV_U8S8: KernelAbi = KernelAbi {
    prefix: "GEMV_U8S8",
    shape: VNNI_WEIGHT_SHAPE,
    constants: &[("ROWS_PER_WORKGROUP", 64), ("LAYOUT_ROWS", 4), ("MAX_LINES", 6)],
};

/// `decode_attention.c`: one workgroup per (row, KV head); the pool's
/// keys in blocks of `BLOCK` cells.
pub const DECODE_ATTENTION: KernelAbi =
    KernelAbi { prefix: "DECODE_ATTENTION", shape: &["kvh", "g", "hd", "blocks"], constants: &[("BLOCK", 16)] };

/// `matmul_amx_bf16.c`: `ROWS_PER_WORKGROUP` rows x `TILES_PER_WORKGROUP`
/// 16-column tiles a workgroup (the rows shared with the int8 AMX kernel
/// through `amx_tiles.h`).
pub const MATMUL_AMX_BF16: KernelAbi = KernelAbi {
    prefix: "MATMUL_AMX_BF16",
    shape: BF16_WEIGHT_SHAPE,
    constants: &[("ROWS_PER_WORKGROUP", 64), ("TILES_PER_WORKGROUP", 4)],
};

/// `matmul_amx_u8s8.c`: `ROWS_PER_WORKGROUP` digit rows x one panel a
/// workgroup.
pub const MATMUL_AMX_U8S8: KernelAbi =
    KernelAbi { prefix: "MATMUL_AMX_U8S8", shape: VNNI_WEIGHT_SHAPE, constants: &[("ROWS_PER_WORKGROUP", 64)] };

/// `matmul_fma_bf16.c`: `ROWS_PER_WORKGROUP` rows x `TILES_PER_WORKGROUP`
/// 16-column tiles a workgroup.
pub const MATMUL_FMA_BF16: KernelAbi = KernelAbi {
    prefix: "MATMUL_FMA_BF16",
    shape: BF16_WEIGHT_SHAPE,
    constants: &[("ROWS_PER_WORKGROUP", 48), ("TILES_PER_WORKGROUP", 4)],
};

pub const ALL: [&KernelAbi; 6] =
    [&GEMV_BF16, &GEMV_U8S8, &DECODE_ATTENTION, &MATMUL_AMX_BF16, &MATMUL_AMX_U8S8, &MATMUL_FMA_BF16];

impl KernelAbi {
    /// The value of one of the kernel's constants (a name it does not
    /// have is a bug in the emitter: it panics at its first use in tests).
    pub const fn constant(&self, name: &str) -> usize {
        let mut i = 0;
        while i < self.constants.len() {
            if str_eq(self.constants[i].0, name) {
                return self.constants[i].1;
            }
            i += 1;
        }
        panic!("the kernel has no such constant")
    }

    /// The shape constants an export passes, named, in the kernel's order.
    pub fn bind(&self, values: &[usize]) -> Vec<(&'static str, usize)> {
        assert_eq!(values.len(), self.shape.len(), "{} takes {:?}", self.prefix, self.shape);
        self.shape.iter().copied().zip(values.iter().copied()).collect()
    }
}

const fn str_eq(a: &str, b: &str) -> bool {
    let (a, b) = (a.as_bytes(), b.as_bytes());
    if a.len() != b.len() {
        return false;
    }
    let mut i = 0;
    while i < a.len() {
        if a[i] != b[i] {
            return false;
        }
        i += 1;
    }
    true
}

/// `engine/kernels/abi.h` as these constants make it.
pub fn header() -> String {
    let mut out = String::from(
        "// Generated from engine/src/kernels/abi.rs by engine/build.rs: do not edit.\n\
         // The interface between the emitters and the kernels: each kernel's\n\
         // geometry and its shape parameters, in the order the modules pass them.\n\
         #ifndef QWEN_KERNEL_ABI_H\n#define QWEN_KERNEL_ABI_H\n#include <stddef.h>\n",
    );
    for k in ALL {
        out.push('\n');
        for (name, value) in k.constants {
            out.push_str(&format!("#define QWEN_{}_{} {}\n", k.prefix, name, value));
        }
        let params: Vec<String> = k.shape.iter().map(|s| format!("size_t {s}")).collect();
        out.push_str(&format!("#define QWEN_{}_SHAPE {}\n", k.prefix, params.join(", ")));
    }
    out.push_str("\n#endif\n");
    out
}
