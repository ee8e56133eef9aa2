//! The engine's own dispatch kernels (`engine/kernels/*.c`, compiled by
//! `build.rs`) as modules link them: each is a `stream.executable` whose
//! `#hal.executable.object` names the kernel's object file, one export per
//! product shape, each export's function calling the kernel's workgroup
//! entry point with the bindings' base pointers and offsets, the shape's
//! constants and the workgroup id. The kernels themselves: [`super::gemv`]
//! (bf16 rows, bf16 weights), [`super::gemv_u8s8`] (int8 digits, int8
//! weights) and [`super::attention`] (decode's attention over the bf16 KV
//! pool); [`super::amx`] (bf16 prefill rows on AMX tiles) and
//! [`super::amx_u8s8`] (int8 prefill digits on AMX tiles); [`super::fma`]
//! (bf16 prefill rows on f32 FMAs, where those outrun `vdpbf16ps`).

use std::fmt::Write as _;

use super::amx::AmxShape;
use super::amx::STATED_ROWS;
use super::amx_u8s8::AmxU8s8Shape;
use super::attention::AttentionShape;
use super::builder::{EResult, FuncBuilder};
use super::encoding::{encoded_type, matmul_encoding};
use super::fma::FmaShape;
use super::gemv::{bf16_packed_memref, GemvShape};
use super::gemv_u8s8::U8s8Shape;
use super::types::{DType, Ty, Value};
use crate::kernels::abi::KernelAbi;
use crate::numerics::AmxCode;

/// One product on one of the engine's kernels, as a module collects them
/// for its executables.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OwnProduct {
    Bf16(GemvShape),
    U8s8(U8s8Shape),
    Attention(AttentionShape),
    Amx(AmxShape),
    AmxU8s8(AmxU8s8Shape),
    Fma(FmaShape),
}

/// The executables of a module's own products, one per kernel used.
pub(super) fn executables(products: &[OwnProduct]) -> String {
    let bf16: Vec<GemvShape> =
        products.iter().filter_map(|p| if let OwnProduct::Bf16(s) = p { Some(*s) } else { None }).collect();
    let u8s8: Vec<U8s8Shape> =
        products.iter().filter_map(|p| if let OwnProduct::U8s8(s) = p { Some(*s) } else { None }).collect();
    let attention: Vec<AttentionShape> =
        products.iter().filter_map(|p| if let OwnProduct::Attention(s) = p { Some(*s) } else { None }).collect();
    let amx: Vec<AmxShape> =
        products.iter().filter_map(|p| if let OwnProduct::Amx(s) = p { Some(*s) } else { None }).collect();
    let amx_u8s8: Vec<AmxU8s8Shape> =
        products.iter().filter_map(|p| if let OwnProduct::AmxU8s8(s) = p { Some(*s) } else { None }).collect();
    let fma: Vec<FmaShape> =
        products.iter().filter_map(|p| if let OwnProduct::Fma(s) = p { Some(*s) } else { None }).collect();
    let mut out = String::new();
    if !bf16.is_empty() {
        out.push_str(&super::gemv::executable(&bf16));
    }
    if !u8s8.is_empty() {
        out.push_str(&super::gemv_u8s8::executable(&u8s8));
    }
    if !attention.is_empty() {
        out.push_str(&super::attention::executable(&attention));
    }
    if !amx.is_empty() {
        out.push_str(&super::amx::executable(&amx));
    }
    if !amx_u8s8.is_empty() {
        out.push_str(&super::amx_u8s8::executable(&amx_u8s8));
    }
    if !fma.is_empty() {
        out.push_str(&super::fma::executable(&fma));
    }
    out
}

/// The (rows, N, K) of rows x [R, K] against a weight w [N, K], both of
/// `dtype`, where they pair: what every weight kernel's call checks first.
pub(super) fn weight_pair(x: &Value, w: &Value, dtype: DType) -> Option<(usize, usize, usize)> {
    let pair =
        x.ty.rank() == 2 && w.ty.rank() == 2 && x.dims()[1] == w.dims()[1] && x.dtype() == dtype && w.dtype() == dtype;
    pair.then(|| (x.dims()[0], w.dims()[0], w.dims()[1]))
}

/// An AMX kernel's two builds ([`AmxCode`]): the executable (and the
/// kernel's symbol prefix) and the object of each, and the element types
/// of its bindings.
pub(super) struct AmxBuilds {
    pub tiles: (&'static str, &'static str),
    pub emulated: (&'static str, &'static str),
    pub types: [&'static str; 3],
}

impl AmxBuilds {
    /// The kernel `code` runs.
    pub fn kernel(&self, code: AmxCode) -> Kernel {
        let (name, object) = match code {
            AmxCode::Tiles => self.tiles,
            AmxCode::Emulated => self.emulated,
        };
        Kernel { name, object, types: self.types }
    }

    /// One executable per build that runs any of `shapes` (`code_of`
    /// says which), one export per shape.
    pub fn executables<S: Copy>(
        &self,
        shapes: &[S],
        code_of: impl Fn(S) -> AmxCode,
        export: impl Fn(S) -> Export,
    ) -> String {
        [AmxCode::Tiles, AmxCode::Emulated]
            .into_iter()
            .map(|code| {
                let exports: Vec<Export> = shapes.iter().filter(|&&s| code_of(s) == code).map(|&s| export(s)).collect();
                match exports.is_empty() {
                    true => String::new(),
                    false => self.kernel(code).executable(&exports),
                }
            })
            .collect()
    }
}

/// A kernel as its executable calls it.
pub(super) struct Kernel {
    /// The executable's (and the kernel's symbol prefix's) name.
    pub name: &'static str,
    pub object: &'static str,
    /// Element types of the weight, rows and output bindings.
    pub types: [&'static str; 3],
}

/// The bf16 operand as IREE packs it for its `avx512bf16` tiles, as the
/// AMX and FMA kernels bind it: [pieces][ceil(N / 16)][K / pieces / 2][16][2]
/// for a weight (`batches` 1), [batches][ceil(N / 16)][K / 2][16][2] for
/// attention's batched operand.
pub(super) fn bf16_packed_operand(n: usize, k: usize, pieces: usize, batches: usize) -> String {
    match batches {
        1 => bf16_packed_memref(n, k, pieces),
        b => bf16_packed_memref(n, k * b, b),
    }
}

/// The export of a product on a kernel reading [`bf16_packed_operand`]
/// (the AMX and FMA kernels, `abi`): `batches` x `rows` rows of
/// `row_type`, f32 out over whole tiles, the constants (k, pieces, tiles,
/// rows) both kernels take.
pub(super) fn bf16_packed_export(
    abi: &KernelAbi,
    name: String,
    workgroups: usize,
    row_type: &str,
    [rows, n, k, pieces, batches]: [usize; 5],
) -> Export {
    let tiles = n.div_ceil(16);
    Export {
        name,
        workgroups,
        weight: (bf16_packed_operand(n, k, pieces, batches), if pieces == 1 && batches == 1 { 4 } else { 5 }),
        rows: format!("memref<{}x{k}x{row_type}>", batches * rows),
        output: format!("memref<{}x{}xf32>", batches * rows, tiles * 16),
        constants: abi.bind(&[k, pieces, tiles, rows]),
    }
}

/// One export: a product shape.
pub(super) struct Export {
    pub name: String,
    pub workgroups: usize,
    /// The packed weight binding's memref type and rank.
    pub weight: (String, usize),
    pub rows: String,
    pub output: String,
    /// The kernel's shape arguments, in its order, before the workgroup id.
    pub constants: Vec<(&'static str, usize)>,
}

/// The opening of a kernel's `stream.executable` `name` linking `object`:
/// its exports, each (export name, a constant workgroup count), and the
/// start of its `builtin.module`, which the caller fills and closes.
pub(super) fn executable_head<'a>(
    name: &str,
    object: &str,
    exports: impl IntoIterator<Item = (&'a str, usize)>,
) -> String {
    let mut out = String::new();
    let _ = writeln!(out, "  stream.executable private @{name} attributes {{");
    let _ = writeln!(
        out,
        "    hal.executable.objects = #hal.executable.objects<{{#hal.executable.target<\"llvm-cpu\", \"embedded-elf-x86_64\"> = [#hal.executable.object<{{path = \"{object}\"}}>]}}>"
    );
    let _ = writeln!(out, "  }} {{");
    for (export, workgroups) in exports {
        let _ = writeln!(out, "    stream.executable.export public @{export} workgroups() -> (index, index, index) {{");
        let _ = writeln!(out, "      %x = arith.constant {workgroups} : index");
        let _ = writeln!(out, "      %c1 = arith.constant 1 : index");
        let _ = writeln!(out, "      stream.return %x, %c1, %c1 : index, index, index");
        let _ = writeln!(out, "    }}");
    }
    let _ = writeln!(out, "    builtin.module {{");
    out
}

impl Kernel {
    /// The `stream.executable` with one export per entry of `exports`,
    /// all with the same constants' names.
    pub fn executable(&self, exports: &[Export]) -> String {
        let name = self.name;
        let [wt, xt, yt] = self.types;
        let mut out = executable_head(name, self.object, exports.iter().map(|e| (e.name.as_str(), e.workgroups)));
        let constants = exports.first().map_or(0, |e| e.constants.len());
        let shape_args: Vec<String> = (0..constants)
            .map(|i| format!("%{}: index", exports[0].constants[i].0))
            .chain(std::iter::once("%wg: index".to_string()))
            .collect();
        let _ = writeln!(
            out,
            "      func.func private @{name}_workgroup(%w: memref<{wt}>, %wo: index, %x: memref<{xt}>, %xo: index, %y: memref<{yt}>, %yo: index, {}) attributes {{hal.import.static, llvm.bareptr = true}}",
            shape_args.join(", ")
        );
        let index_list = |n: usize| vec!["index"; n].join(", ");
        for e in exports {
            let (packed, rank) = (&e.weight.0, e.weight.1);
            let _ = writeln!(
                out,
                "      func.func @{}(%bw: !stream.binding, %bx: !stream.binding, %by: !stream.binding) {{",
                e.name
            );
            let _ = writeln!(out, "        %c0 = arith.constant 0 : index");
            for (c, v) in &e.constants {
                let _ = writeln!(out, "        %{c} = arith.constant {v} : index");
            }
            let _ = writeln!(out, "        %wg = stream.dispatch.workgroup.id[0] : index");
            let _ = writeln!(out, "        %w = stream.binding.subspan %bw[%c0] : !stream.binding -> {packed}");
            let _ = writeln!(out, "        %x = stream.binding.subspan %bx[%c0] : !stream.binding -> {}", e.rows);
            let _ = writeln!(out, "        %y = stream.binding.subspan %by[%c0] : !stream.binding -> {}", e.output);
            let _ = writeln!(
                out,
                "        %wb, %woff, %ws:{rank}, %wst:{rank} = iree_codegen.extract_strided_metadata %w : {packed} -> memref<{wt}>, index, {}",
                index_list(2 * rank)
            );
            let _ = writeln!(
                out,
                "        %xb, %xoff, %xs:2, %xst:2 = iree_codegen.extract_strided_metadata %x : {} -> memref<{xt}>, index, {}",
                e.rows,
                index_list(4)
            );
            let _ = writeln!(
                out,
                "        %yb, %yoff, %ys:2, %yst:2 = iree_codegen.extract_strided_metadata %y : {} -> memref<{yt}>, index, {}",
                e.output,
                index_list(4)
            );
            let names: Vec<String> = e.constants.iter().map(|(c, _)| format!("%{c}")).collect();
            let _ = writeln!(
                out,
                "        func.call @{name}_workgroup(%wb, %woff, %xb, %xoff, %yb, %yoff, {}, %wg) : (memref<{wt}>, index, memref<{xt}>, index, memref<{yt}>, index, {}) -> ()",
                names.join(", "),
                index_list(constants + 1)
            );
            let _ = writeln!(out, "        return");
            let _ = writeln!(out, "      }}");
        }
        let _ = writeln!(out, "    }}");
        let _ = writeln!(out, "  }}");
        out
    }
}

/// One call of a kernel in a function: the weight set to `encoding` (the
/// encoding of the module's IREE product of it, so both share one packed
/// global), the rows as they are, into `out` [rows, padded N].
pub(super) struct Call<'a> {
    pub product: OwnProduct,
    pub executable: &'static str,
    pub export: String,
    pub weight: &'a Value,
    pub encoding: String,
    pub rows: &'a Value,
    pub out: Ty,
    /// The product's true N (`out`'s padded columns are sliced off).
    pub n: usize,
    /// Whether the dispatch carries `iree.opt.data_tiling` (see
    /// [`FuncBuilder::own_gemv`]).
    pub marked: bool,
}

impl FuncBuilder {
    /// Notes `product` for the module's executables (once).
    pub(super) fn record_own_product(&mut self, product: OwnProduct) {
        if !self.own_products.contains(&product) {
            self.own_products.push(product);
        }
    }

    /// Emits `call` and records its product for the module's executables.
    pub(super) fn own_call(&mut self, call: Call) -> EResult<Value> {
        self.record_own_product(call.product);
        let (w, x) = (call.weight, call.rows);
        let encoded = self.fresh(w.ty.clone());
        let y = self.fresh(call.out.clone());
        let enc_ty = encoded_type(&w.ty, &call.encoding);
        let _ =
            writeln!(self.body, "    {} = iree_encoding.set_encoding {} : {} -> {enc_ty}", encoded.name, w.name, w.ty);
        let mark = if call.marked { " {iree.opt.data_tiling}" } else { "" };
        let _ = writeln!(
            self.body,
            "    {} = flow.dispatch @{}::@{}({}, {}){mark} : ({enc_ty}, {}) -> {}",
            y.name, call.executable, call.export, encoded.name, x.name, x.ty, y.ty
        );
        let rows = call.out.dims[0];
        match call.out.dims[1] == call.n {
            true => Ok(y),
            false => self.slice(&y, &[0, 0], &[rows, call.n]),
        }
    }
}

/// Attention's batched product on one of the engine's kernels
/// ([`FuncBuilder::own_batch_product_amx`], [`super::fma`]'s): the product,
/// its executable and export, its [B, M, N, K], the batch product's
/// indexing maps and the packed operand's tiles of 16 columns.
pub(super) struct Batched {
    pub product: OwnProduct,
    pub executable: &'static str,
    pub export: String,
    pub dims: [usize; 4],
    pub maps: &'static str,
    pub tiles: usize,
}

impl FuncBuilder {
    /// Emits `batched` on `rows` [B x M, K] (as the kernel takes them)
    /// against `b`, which goes in with the encoding of IREE's data-tiled
    /// batch product of it (stating [`STATED_ROWS`] rows, so IREE packs it
    /// per call in 16-column tiles), and gives the result back as [B, M, N].
    pub(super) fn own_batched(&mut self, batched: Batched, b: &Value, rows: &Value, marked: bool) -> EResult<Value> {
        let [batches, m, n, k] = batched.dims;
        let y = self.own_call(Call {
            product: batched.product,
            executable: batched.executable,
            export: batched.export,
            weight: b,
            encoding: matmul_encoding(1, "bf16, bf16, f32", batched.maps, &[batches, STATED_ROWS, n, k]),
            rows,
            out: Ty::new(&[batches * m, batched.tiles * 16], DType::F32),
            n,
            marked,
        })?;
        self.reshape(&y, &[batches, m, n])
    }
}
