//! The engine's own kernel for decode's attention over the KV pool
//! (`engine/kernels/decode_attention.c`, compiled by `build.rs`): each
//! decode row's queries against exactly its live cells, one workgroup per
//! (row, KV head), the softmax online over the cells (flash attention's
//! running maximum and sum).
//!
//! The graph's own version ([`crate::text::graph`]'s decode) reads a row's
//! cells with two IREE products per row and layer, a batch mmt4d over the
//! keys and a dot over the values, with the mask, maximum, exponentials and
//! sums in dispatches of their own: with 8 rows, 8 x 28 x ~6 dispatches
//! per step, each over a run-time length, and the weights of every row's
//! scores written and read back. Here a layer's cache attention is one
//! dispatch for all rows; each workgroup reads its row's keys and values
//! once, in place.
//!
//! Graph contract of [`FuncBuilder::own_decode_attention`]: q [N, kv, G,
//! hd] f32 (rotated, scaled by 1 / sqrt(hd)); the pool's K [L, kv, ?, hd,
//! 16] and V [L, kv, ?, hd] (`?`: the pool's blocks and cells), both bf16;
//! from / count [N] i32 (row r's cells are [from, from + count), from a
//! whole block, count 0 for a padding row); layer [] i32 -> [N, kv, G,
//! hd + 2] f32: per query the exp-weighted values `pv` (unnormalised), the
//! maximum score `m` and the sum `s` of exp(score - m) over the row's cells
//! (m = -inf, s = 0, pv = 0 for a row with no cells). The graph joins the
//! row's own token to these and divides. `hd` must be a multiple of 16
//! ([`takes`]). `engine/tests/own_decode_attention.rs` checks the kernel
//! against an f64 reference.

use std::fmt::Write as _;

use super::builder::{EResult, EmitError, FuncBuilder};
use super::kernels::{executable_head, OwnProduct};
use super::types::{DType, Ty, Value, DYN};
use crate::kernels::abi::DECODE_ATTENTION;

/// The kernel's object file, as `build.rs` compiled it.
pub const KERNEL_OBJECT: &[u8] = crate::kernels::DECODE_ATTENTION.bytes;

/// The object's file name in emitted modules (content-hashed).
pub fn object_name() -> &'static str {
    crate::kernels::DECODE_ATTENTION.file_name()
}

/// One attention call's shape: rows, KV heads, queries per KV head, head
/// dimension, layers of the pool. One export each.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct AttentionShape {
    pub rows: usize,
    pub kv_heads: usize,
    pub group: usize,
    pub head_dim: usize,
    pub layers: usize,
}

impl AttentionShape {
    fn export_name(self) -> String {
        let AttentionShape { rows, kv_heads, group, head_dim, layers } = self;
        format!("attention_n{rows}_kv{kv_heads}_g{group}_d{head_dim}_l{layers}")
    }

    fn queries(self) -> Ty {
        Ty::new(&[self.rows, self.kv_heads, self.group, self.head_dim], DType::F32)
    }

    fn keys(self) -> Ty {
        Ty::new(&[self.layers, self.kv_heads, DYN, self.head_dim, 16], DType::Bf16)
    }

    fn values(self) -> Ty {
        Ty::new(&[self.layers, self.kv_heads, DYN, self.head_dim], DType::Bf16)
    }

    fn output(self) -> Ty {
        Ty::new(&[self.rows, self.kv_heads, self.group, self.head_dim + 2], DType::F32)
    }
}

/// Whether [`FuncBuilder::own_decode_attention`] takes a head dimension.
pub fn takes(head_dim: usize) -> bool {
    head_dim > 0 && head_dim.is_multiple_of(16)
}

fn memref(t: &Ty) -> String {
    t.to_string().replacen("tensor<", "memref<", 1)
}

/// The module's `@qwen_decode_attention` executable, one export per shape.
pub fn executable(shapes: &[AttentionShape]) -> String {
    let name = "qwen_decode_attention";
    let exports: Vec<(String, usize)> = shapes.iter().map(|s| (s.export_name(), s.rows * s.kv_heads)).collect();
    let mut out = executable_head(name, object_name(), exports.iter().map(|(e, w)| (e.as_str(), *w)));
    let _ = writeln!(
        out,
        "      func.func private @{name}_workgroup(%q: memref<f32>, %qo: index, %k: memref<bf16>, %ko: index, %v: memref<bf16>, %vo: index, %f: memref<i32>, %fo: index, %c: memref<i32>, %co: index, %l: memref<i32>, %lo: index, %o: memref<f32>, %oo: index, {}, %wg: index) attributes {{hal.import.static, llvm.bareptr = true}}",
        DECODE_ATTENTION.shape.iter().map(|s| format!("%{s}: index")).collect::<Vec<_>>().join(", ")
    );
    for &s in shapes {
        let rows = Ty::new(&[s.rows], DType::I32);
        // Each binding: its name, type and the index naming its run-time
        // extent (the pool's blocks and cells).
        let bindings: [(&str, Ty, &str); 7] = [
            ("q", s.queries(), ""),
            ("k", s.keys(), "{%nb}"),
            ("v", s.values(), "{%cells}"),
            ("f", rows.clone(), ""),
            ("c", rows, ""),
            ("l", Ty::new(&[1], DType::I32), ""),
            ("o", s.output(), ""),
        ];
        let _ = writeln!(
            out,
            "      func.func @{}(%bq: !stream.binding, %bk: !stream.binding, %bv: !stream.binding, %bf: !stream.binding, %bc: !stream.binding, %bl: !stream.binding, %bo: !stream.binding, %nb: index, %cells: index) {{",
            s.export_name()
        );
        let _ = writeln!(out, "        %c0 = arith.constant 0 : index");
        for (c, v) in [("kvh", s.kv_heads), ("g", s.group), ("hd", s.head_dim)] {
            let _ = writeln!(out, "        %{c} = arith.constant {v} : index");
        }
        let _ = writeln!(out, "        %wg = stream.dispatch.workgroup.id[0] : index");
        let (mut names, mut types) = (Vec::new(), Vec::new());
        for (b, ty, extent) in &bindings {
            let (plain, rank, elem) = (memref(ty), ty.rank(), ty.dtype.mlir());
            let _ =
                writeln!(out, "        %m{b} = stream.binding.subspan %b{b}[%c0] : !stream.binding -> {plain}{extent}");
            let _ = writeln!(
                out,
                "        %{b}b, %{b}off, %{b}s:{rank}, %{b}st:{rank} = iree_codegen.extract_strided_metadata %m{b} : {plain} -> memref<{elem}>, index, {}",
                vec!["index"; 2 * rank].join(", ")
            );
            names.push(format!("%{b}b, %{b}off"));
            types.push(format!("memref<{elem}>, index"));
        }
        let _ = writeln!(
            out,
            "        func.call @{name}_workgroup({}, %kvh, %g, %hd, %nb, %wg) : ({}, index, index, index, index, index) -> ()",
            names.join(", "),
            types.join(", ")
        );
        let _ = writeln!(out, "        return");
        let _ = writeln!(out, "      }}");
    }
    let _ = writeln!(out, "    }}");
    let _ = writeln!(out, "  }}");
    out
}

impl FuncBuilder {
    /// Decode's attention over the pool for every row (module doc): q
    /// [N, kv, G, hd] f32, the pool's K and V (bf16), from / count [N]
    /// i32, layer [] i32 -> [N, kv, G, hd + 2] f32 (pv, m, s).
    pub fn own_decode_attention(
        &mut self,
        q: &Value,
        (k, v): (&Value, &Value),
        (from, count): (&Value, &Value),
        layer: &Value,
    ) -> EResult<Value> {
        let qd = q.dims();
        let ok = q.ty.rank() == 4 && q.dtype() == DType::F32 && takes(qd[3]);
        let shape = ok.then(|| AttentionShape {
            rows: qd[0],
            kv_heads: qd[1],
            group: qd[2],
            head_dim: qd[3],
            layers: k.dims().first().copied().unwrap_or(0),
        });
        let fits = shape.is_some_and(|s| {
            k.ty == s.keys()
                && v.ty == s.values()
                && from.ty == Ty::new(&[s.rows], DType::I32)
                && count.ty == from.ty
                && layer.ty == Ty::scalar(DType::I32)
        });
        let Some(shape) = shape.filter(|_| fits) else {
            return Err(EmitError {
                op: "qwen_decode_attention",
                detail: format!(
                    "needs q [N, kv, G, hd] f32 (hd a multiple of 16), the bf16 pool [L, kv, ?, hd, 16] and [L, kv, ?, hd], from / count [N] i32 and a layer i32, got {}, {}, {}, {}, {}, {}",
                    q.ty, k.ty, v.ty, from.ty, count.ty, layer.ty
                ),
            });
        };
        self.record_own_product(OwnProduct::Attention(shape));
        // The layer goes in as [1]: IREE 3.13 resolves a rank-0 binding's
        // base pointer with its offset already applied and still reports
        // the offset, so the kernel read the layer twice offset (past the
        // layers argument when IREE packs it into one binding with
        // others); ranked bindings report base and offset apart.
        let layer = self.reshape(layer, &[1])?;
        let nb = self.dim_index(k, 2);
        let cells = self.dim_index(v, 2);
        let y = self.fresh(shape.output());
        let _ = writeln!(
            self.body,
            "    {} = flow.dispatch @qwen_decode_attention::@{}({}, {}, {}, {}, {}, {}, {nb}, {cells}) : ({}, {}{{{nb}}}, {}{{{cells}}}, {}, {}, {}, index, index) -> {}",
            y.name,
            shape.export_name(),
            q.name,
            k.name,
            v.name,
            from.name,
            count.name,
            layer.name,
            q.ty,
            k.ty,
            v.ty,
            from.ty,
            count.ty,
            layer.ty,
            y.ty
        );
        Ok(y)
    }
}
