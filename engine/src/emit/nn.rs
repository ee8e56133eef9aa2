//! Layers built from builder ops. Norms, softmax and activations always run
//! in f32; matmuls take f32 or bf16 inputs (the precision mode) and always
//! accumulate into f32 (a bf16 x bf16 -> bf16 dot accumulates at low
//! precision on llvm-cpu: 2.2 % error, REFERENCE.md section 1).

use super::amx;
use super::amx_u8s8;
use super::batched::Rhs;
use super::builder::{EResult, FuncBuilder};
use super::fma;
use super::gemv;
use super::gemv_u8s8;
use super::split;
use super::tiles::WEIGHT_TILE;
use super::types::{DType, Value};

use crate::numerics::Numerics;

/// `y + b` over y's last axis (b [out], any float dtype), or `y` itself.
fn add_bias(f: &mut FuncBuilder, y: &Value, b: Option<&Value>) -> EResult<Value> {
    match b {
        Some(b) => {
            let b = f.convert(b, DType::F32)?;
            let bb = f.broadcast_like(&b, y)?;
            f.add(y, &bb)
        }
        None => Ok(y.clone()),
    }
}

/// `product` of `x` [..., in] taken as rows [rows, in], its [rows, out]
/// result given back as [..., out].
fn over_rows(
    f: &mut FuncBuilder,
    x: &Value,
    product: impl FnOnce(&mut FuncBuilder, &Value) -> EResult<Value>,
) -> EResult<Value> {
    let dims = x.dims().to_vec();
    let (inner, rows) = (dims[dims.len() - 1], dims[..dims.len() - 1].iter().product::<usize>());
    let x2 = if dims.len() == 2 { x.clone() } else { f.reshape(x, &[rows, inner])? };
    let y = product(f, &x2)?;
    if dims.len() == 2 {
        return Ok(y);
    }
    let mut out_dims = dims[..dims.len() - 1].to_vec();
    out_dims.push(y.dims()[1]);
    f.reshape(&y, &out_dims)
}

/// The AMX kernel's build for `rows` rows `xd` against the weight `wd`
/// (both as the product takes them) split into `pieces`, where it takes
/// the product: bf16 on both sides, more rows than decode's kernel takes,
/// [`Numerics::own_amx`] and [`amx::takes`].
fn amx_code(p: Numerics, xd: &Value, wd: &Value, rows: usize, pieces: usize) -> Option<amx::AmxCode> {
    let bf16 = xd.dtype() == DType::Bf16 && wd.dtype() == DType::Bf16;
    p.own_amx().filter(|_| bf16 && rows > gemv::MAX_ROWS && amx::takes(rows, wd.dims()[0], wd.dims()[1], pieces))
}

/// Whether the FMA kernel takes `rows` bf16 rows `xd` against the weight
/// `wd` split into `pieces`: bf16 on both sides, more rows than decode's
/// kernel takes, [`Numerics::own_fma`] and [`fma::takes`].
fn fma_takes(p: Numerics, xd: &Value, wd: &Value, rows: usize, pieces: usize) -> bool {
    let bf16 = xd.dtype() == DType::Bf16 && wd.dtype() == DType::Bf16;
    p.own_fma() && bf16 && rows > gemv::MAX_ROWS && fma::takes(rows, wd.dims()[0], wd.dims()[1], pieces)
}

/// The FMA kernel's product of bf16 rows `xd` [R, K] (given to it as the
/// f32 values they are) and `wd`.
fn fma_product(f: &mut FuncBuilder, xd: &Value, wd: &Value, pieces: usize, marked: bool) -> EResult<Value> {
    let rows = f.convert(xd, DType::F32)?;
    f.own_matmul_fma(&rows, wd, pieces, marked)
}

/// `x W^T (+ b)`: x [..., in] f32, w [out, in] (any float dtype, a
/// weight global), b [out]. x takes [`Numerics::matmul_dtype`], w the
/// mode's storage type, as in [`weight_linear`]; a `dot_general` that the
/// module-wide data tiling packs (the vision tower's layers). More bf16
/// rows than decode's kernel takes run on the engine's AMX kernel where
/// [`Numerics::own_amx`] holds, unmarked ([`FuncBuilder::own_matmul_amx`]:
/// the function's attention products keep the module-wide data tiling),
/// else on its FMA kernel where [`Numerics::own_fma`] holds, unmarked too.
pub fn linear(f: &mut FuncBuilder, x: &Value, w: &Value, b: Option<&Value>, p: Numerics) -> EResult<Value> {
    let xd = f.convert(x, p.matmul_dtype())?;
    let wd = f.convert(w, p.precision.storage_dtype())?;
    let rows = x.dims()[..x.ty.rank() - 1].iter().product::<usize>();
    if let Some(code) = amx_code(p, &xd, &wd, rows, 1) {
        let y = over_rows(f, &xd, |f, x2| f.own_matmul_amx(x2, &wd, 1, code, false))?;
        return add_bias(f, &y, b);
    }
    if fma_takes(p, &xd, &wd, rows, 1) {
        let y = over_rows(f, &xd, |f, x2| fma_product(f, x2, &wd, 1, false))?;
        return add_bias(f, &y, b);
    }
    let last = x.ty.rank() - 1;
    let y = f.dot_general(&xd, &wd, (&[], &[]), (&[last], &[1]), DType::F32)?;
    add_bias(f, &y, b)
}

/// Attention's batched product of two activations in the language
/// model's prefill, a [B, M, K] against b ([`Rhs`]) into f32 [B, M, N]:
/// on the engine's AMX kernel where [`Numerics::own_amx_attention`] holds
/// and it takes the shape ([`FuncBuilder::own_batch_product_amx`], marked
/// as the function's other products where the module marks them: not in
/// int8 modules, compiled without data tiling), else on its FMA kernel
/// where [`Numerics::own_fma_attention`] holds
/// ([`FuncBuilder::own_batch_product_fma`], marked alike), else IREE's data-tiled
/// product ([`FuncBuilder::batch_product`] in the mode's
/// [`Numerics::batches`]).
pub fn attention_product(f: &mut FuncBuilder, a: &Value, b: &Value, rhs: Rhs, p: Numerics) -> EResult<Value> {
    let bf16 = a.dtype() == DType::Bf16 && b.dtype() == DType::Bf16;
    let dims = rhs.dims(a, b).filter(|_| bf16).map(|(d, _)| d);
    let amx = p.own_amx_attention().filter(|_| dims.is_some_and(|[_, m, n, k]| amx::takes_batched(m, n, k)));
    match amx {
        Some(code) => f.own_batch_product_amx(a, b, rhs, code, !p.quantized()),
        None if p.own_fma_attention() && dims.is_some_and(|[_, m, n, k]| fma::takes_batched(m, n, k)) => {
            f.own_batch_product_fma(a, b, rhs, !p.quantized())
        }
        None => f.batch_product(a, b, rhs, p.batches()),
    }
}

/// `x W^T (+ b)` for a checkpoint weight: like [`linear`], but through
/// [`FuncBuilder::weight_matmul`], so the weight is data-tiled (packed once
/// at load) under `--iree-opt-data-tiling`. x [..., in] f32. The weight
/// keeps the mode's storage type (bf16 in bf16 mode) while the rows take
/// [`Numerics::matmul_dtype`]: f32 rows against bf16 weights where the
/// target has no bf16 dot product. A bf16 x bf16 product whose reduction
/// is over [`split::SPLIT_REDUCTION_ABOVE`] runs in pieces
/// ([`split::split_weight_matmul`]). Up to [`gemv::MAX_ROWS`] bf16 rows
/// (decode steps, a row per slot) run on the engine's own kernel where
/// [`Numerics::own_gemv`] holds ([`FuncBuilder::own_gemv`]), on the
/// weight as the module packs it for its other products, split or not;
/// more rows (prefill chunks) on the engine's AMX kernel where
/// [`Numerics::own_amx`] holds ([`FuncBuilder::own_matmul_amx`]), else on
/// its FMA kernel where [`Numerics::own_fma`] holds
/// ([`FuncBuilder::own_matmul_fma`]), on the same packed weight.
pub fn weight_linear(f: &mut FuncBuilder, x: &Value, w: &Value, b: Option<&Value>, p: Numerics) -> EResult<Value> {
    let y = over_rows(f, x, |f, x2| {
        let xd = f.convert(x2, p.matmul_dtype())?;
        let wd = f.convert(w, p.precision.storage_dtype())?;
        let pieces = split::reduction_pieces(w.dims()[1]);
        let bf16 = xd.dtype() == DType::Bf16 && wd.dtype() == DType::Bf16;
        if bf16 && p.own_gemv() && gemv::takes(xd.dims()[0], wd.dims()[0], wd.dims()[1], pieces) {
            return f.own_gemv(&xd, &wd, pieces);
        }
        if let Some(code) = amx_code(p, &xd, &wd, xd.dims()[0], pieces) {
            return f.own_matmul_amx(&xd, &wd, pieces, code, true);
        }
        if fma_takes(p, &xd, &wd, xd.dims()[0], pieces) {
            return fma_product(f, &xd, &wd, pieces, true);
        }
        if pieces > 1 && bf16 {
            return split::split_weight_matmul(f, &xd, &wd, pieces);
        }
        f.weight_matmul(&xd, &wd)
    })?;
    add_bias(f, &y, b)
}

/// `x W^T (+ b)` for a weight quantized to int8, through
/// [`FuncBuilder::tiled_weight_matmul`] (the graph's own weight tiles, for
/// targets without VNNI, [`Numerics::hand_tiled`]): f32 rows x [..., in]
/// against `q` [out, in] i8, then its per-output-channel `scale` [out],
/// `y = (x q^T) * scale`: the dequantized weight `q * scale` of
/// [`q8_linear`]'s rule, scaled once per output instead of per weight.
/// The rows stay f32 (no quantized digits), so the product is at least as
/// accurate as the two-digit one.
///
/// One row (a 1-slot decode step) with whole tiles of channels scales and
/// adds the bias on the product's tiles ([`FuncBuilder::row_weight_tiles`]),
/// so IREE runs product, scale and bias as one dispatch.
pub fn q8_tiled_linear(f: &mut FuncBuilder, x: &Value, q: &Value, scale: &Value, b: Option<&Value>) -> EResult<Value> {
    let n = q.dims()[0];
    let rows: usize = x.dims()[..x.ty.rank() - 1].iter().product();
    if rows == 1 && n.is_multiple_of(WEIGHT_TILE) {
        return over_rows(f, x, |f, x2| {
            let x2 = f.convert(x2, DType::F32)?;
            let acc = f.row_weight_tiles(&x2, q)?;
            let tiles = acc.dims().to_vec();
            let s = f.convert(scale, DType::F32)?;
            let s = f.reshape(&s, &tiles)?;
            let mut y = f.mul(&acc, &s)?;
            if let Some(b) = b {
                let b = f.convert(b, DType::F32)?;
                let b = f.reshape(&b, &tiles)?;
                y = f.add(&y, &b)?;
            }
            f.reshape(&y, &[1, n])
        });
    }
    let y = over_rows(f, x, |f, x2| {
        let x2 = f.convert(x2, DType::F32)?;
        let acc = f.tiled_weight_matmul(&x2, q)?;
        let s = f.convert(scale, DType::F32)?;
        let s_cols = f.broadcast(&s, acc.dims(), &[1])?;
        f.mul(&acc, &s_cols)
    })?;
    add_bias(f, &y, b)
}

/// The first digit's step of each row of `x` [rows, k] f32:
/// `d = max(max|x| / 127, f32::MIN_POSITIVE)` [rows].
fn int8_step(f: &mut FuncBuilder, x: &Value) -> EResult<Value> {
    let magnitude = f.unary("abs", x)?;
    let max = f.reduce(&magnitude, &[1], "maximum", 0.0)?;
    let c127 = f.constant(127.0, max.ty.clone());
    let step = f.div(&max, &c127)?;
    let tiny = f.constant(f64::from(f32::MIN_POSITIVE), max.ty.clone());
    f.max(&step, &tiny)
}

/// `clamp(round_half_even(x / d), -127, 127)` as i8, for x [rows, k] f32
/// and one step per row, d [rows] f32.
fn int8_round(f: &mut FuncBuilder, x: &Value, d: &Value) -> EResult<Value> {
    let db = f.broadcast(d, x.dims(), &[0])?;
    let scaled = f.div(x, &db)?;
    let rounded = f.unary("round_nearest_even", &scaled)?;
    let (lo, hi) = (f.constant(-127.0, rounded.ty.clone()), f.constant(127.0, rounded.ty.clone()));
    let clamped = f.max(&rounded, &lo)?;
    let clamped = f.min(&clamped, &hi)?;
    f.convert(&clamped, DType::I8)
}

/// A linear layer's int8 weight as a graph reads it (`--precision int8`,
/// rules in `checkpoint::quantize`): `q` [out, in] i8, its per-row scales
/// `scale` [out] f32, and `offset` [out] i32, `128 * sum_k q`: what the
/// inputs' offset of 128 adds to each output (see [`q8_linear`]). `T` is a
/// global's symbol at declaration and a loaded value in a function.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Q8<T> {
    pub q: T,
    pub scale: T,
    pub offset: T,
}

impl<T> Q8<T> {
    /// The same three pieces through `f`, in the order q, scale, offset.
    pub fn try_map<U, E>(&self, mut f: impl FnMut(&T) -> Result<U, E>) -> Result<Q8<U>, E> {
        Ok(Q8 { q: f(&self.q)?, scale: f(&self.scale)?, offset: f(&self.offset)? })
    }
}

/// The longest input row [`q8_linear`] takes: every offset digit times a
/// weight, `255 * 127 * in`, stays within i32.
pub const Q8_MAX_INPUT: usize = (i32::MAX / (255 * 127)) as usize;

/// `x W^T (+ b)` for a weight quantized to int8 (`--precision int8`).
/// Each row of x [..., in] (f32) becomes two int8 digits,
/// `x ~ q1 * d1 + q2 * d2`: `d1 = max(max|x| / 127, f32::MIN_POSITIVE)`
/// ([`int8_step`]), `q1 = clamp(round_half_even(x / d1), ±127)`
/// ([`int8_round`]), and the remainder `x - q1 * d1` (within d1 / 2 of
/// zero) rounded the same way with the fixed step `d2 = d1 / 254`, so the
/// second digit needs no reduction of its own (one max per row) and an
/// outlier channel no longer flattens the rest of its row.
///
/// Both digits go through one exact product as a stack of 2 x rows rows,
/// so the packed int8 weight is read once. The digits enter it offset by
/// 128 as unsigned bytes, `u = q + 128` in 1..=255 (the bit pattern of
/// `q xor 0x80`), because VNNI multiplies unsigned by signed bytes
/// ([`FuncBuilder::unsigned_weight_matmul`]); the offset comes back out
/// exactly with the weight's stored `offset = 128 * sum_k w` (stored
/// rather than computed here, where IREE would hoist one copy of it per
/// function): `acc = sum_k u * w - offset = sum_k q * w` (i32), and
/// `y = f32(acc1) * d1 * scale + f32(acc2) * d2 * scale`.
///
/// More digit rows than a decode step has ([`gemv_u8s8::DECODE_ROWS`]:
/// prefill chunks) run on the engine's AMX kernel where
/// [`Numerics::own_amx_u8s8`] holds (decode's too from the rows
/// [`Numerics::amx_int8_decode`] names), the rest on its own VNNI kernel
/// where [`Numerics::own_gemv_u8s8`] holds, both on the weight as the
/// module packs it; the sums are the same exact integers on every path.
///
/// On a target without VNNI ([`Numerics::unsigned_digits`] false) the
/// signed digits go through [`FuncBuilder::signed_weight_matmul`] as they
/// are, and the offset is not read: the same exact integers.
///
/// `layout_rows` is the row count the packed weight's tiles are chosen for
/// ([`FuncBuilder::unsigned_weight_matmul`]): one value per module, so all
/// its functions share one packed copy.
pub fn q8_linear(
    f: &mut FuncBuilder,
    x: &Value,
    w: &Q8<Value>,
    b: Option<&Value>,
    p: Numerics,
    layout_rows: usize,
) -> EResult<Value> {
    let inner = x.dims()[x.ty.rank() - 1];
    let out = w.q.dims()[0];
    if inner > Q8_MAX_INPUT {
        return Err(super::builder::EmitError {
            op: "q8_linear",
            detail: format!(
                "an input row of {inner} values could overflow the i32 accumulator (at most {Q8_MAX_INPUT})"
            ),
        });
    }
    let y = over_rows(f, x, |f, x2| {
        let rows = x2.dims()[0];
        let x2 = f.convert(x2, DType::F32)?;
        let d1 = int8_step(f, &x2)?;
        let q1 = int8_round(f, &x2, &d1)?;
        let back = f.convert(&q1, DType::F32)?;
        let d1b = f.broadcast(&d1, &[rows, inner], &[0])?;
        let back = f.mul(&back, &d1b)?;
        let rest = f.sub(&x2, &back)?;
        let c254 = f.constant(254.0, d1.ty.clone());
        let d2 = f.div(&d1, &c254)?;
        let q2 = int8_round(f, &rest, &d2)?;
        let digits = f.concat(&[&q1, &q2], 0)?;
        let acc = if p.unsigned_digits() {
            let sign = f.constant(-128.0, digits.ty.clone());
            let unsigned = f.xor(&digits, &sign)?;
            let digit_rows = 2 * rows;
            let amx = p
                .own_amx_u8s8()
                .filter(|_| amx_u8s8::takes(digit_rows, out, inner, layout_rows))
                .filter(|_| digit_rows > gemv_u8s8::DECODE_ROWS || p.amx_int8_decode(digit_rows));
            let own = p.own_gemv_u8s8(digit_rows) && gemv_u8s8::takes(digit_rows, out, inner, layout_rows);
            let acc = if let Some(code) = amx {
                f.own_matmul_amx_u8s8(&unsigned, &w.q, layout_rows, code)?
            } else if own {
                f.own_gemv_u8s8(&unsigned, &w.q, layout_rows)?
            } else {
                f.unsigned_weight_matmul(&unsigned, &w.q, layout_rows)?
            };
            let offset = f.broadcast(&w.offset, acc.dims(), &[1])?;
            f.sub(&acc, &offset)?
        } else {
            f.signed_weight_matmul(&digits, &w.q, layout_rows)?
        };
        let acc = f.convert(&acc, DType::F32)?;
        let s = f.convert(&w.scale, DType::F32)?;
        let s_cols = f.broadcast(&s, &[rows, out], &[1])?;
        let mut y = None;
        for (i, d) in [d1, d2].iter().enumerate() {
            let part = f.slice(&acc, &[i * rows, 0], &[(i + 1) * rows, out])?;
            let d_rows = f.broadcast(d, &[rows, out], &[0])?;
            let part = f.mul(&part, &d_rows)?;
            let part = f.mul(&part, &s_cols)?;
            y = Some(match y {
                None => part,
                Some(y) => f.add(&y, &part)?,
            });
        }
        Ok(y.expect("two digits"))
    })?;
    add_bias(f, &y, b)
}

/// Mean over the last axis, kept as a broadcastable [..., 1]-free value of x's shape.
fn mean_last(f: &mut FuncBuilder, x: &Value) -> EResult<Value> {
    let last = x.ty.rank() - 1;
    let n = x.dims()[last] as f64;
    let s = f.reduce(x, &[last], "add", 0.0)?;
    let inv = f.constant(1.0 / n, s.ty.clone());
    let m = f.mul(&s, &inv)?;
    let map: Vec<usize> = (0..last).collect();
    f.broadcast(&m, x.dims(), &map)
}

/// LayerNorm over the last axis (biased variance), f32.
pub fn layer_norm(f: &mut FuncBuilder, x: &Value, w: &Value, b: &Value, eps: f64) -> EResult<Value> {
    let mean = mean_last(f, x)?;
    let c = f.sub(x, &mean)?;
    let sq = f.mul(&c, &c)?;
    let var = mean_last(f, &sq)?;
    let e = f.constant(eps, var.ty.clone());
    let ve = f.add(&var, &e)?;
    let r = f.unary("rsqrt", &ve)?;
    let n = f.mul(&c, &r)?;
    let w = f.convert(w, DType::F32)?;
    let b = f.convert(b, DType::F32)?;
    let wb = f.broadcast_like(&w, &n)?;
    let bb = f.broadcast_like(&b, &n)?;
    let y = f.mul(&n, &wb)?;
    f.add(&y, &bb)
}

/// RMSNorm: `w * x * rsqrt(mean(x^2) + eps)`, f32.
pub fn rms_norm(f: &mut FuncBuilder, x: &Value, w: &Value, eps: f64) -> EResult<Value> {
    let sq = f.mul(x, x)?;
    let ms = mean_last(f, &sq)?;
    let e = f.constant(eps, ms.ty.clone());
    let me = f.add(&ms, &e)?;
    let r = f.unary("rsqrt", &me)?;
    let n = f.mul(x, &r)?;
    let w = f.convert(w, DType::F32)?;
    let wb = f.broadcast_like(&w, &n)?;
    f.mul(&n, &wb)
}

/// Softmax over the last axis with its division left to the caller:
/// `e = exp(x - max)` rounded to `dtype` (the type the weighted product
/// reads) and the f32 sum over the last axis of the rounded weights. Then
/// `(e v) / sum` is `softmax(x) v`, divided on the product's rows (head_dim
/// wide) instead of on the weights (as wide as the keys), and normalised
/// by exactly the weights the product multiplied. Summing the rounded
/// weights also keeps IREE 3.13 from writing `e` in f32 and rounding it
/// in a pass of its own, which ran at ~1.6 ns per weight
/// (`iree-benchmark-module` on one layer of a 2B 512-row prefill chunk:
/// about half of what the whole attention takes now; `docs/measurements/2026-12-04-amd-zen4.md`).
pub fn exp_weights(f: &mut FuncBuilder, x: &Value, dtype: DType) -> EResult<(Value, Value)> {
    let last = x.ty.rank() - 1;
    let map: Vec<usize> = (0..last).collect();
    let m = f.reduce(x, &[last], "maximum", f64::NEG_INFINITY)?;
    let mb = f.broadcast(&m, x.dims(), &map)?;
    let d = f.sub(x, &mb)?;
    let e = f.unary("exponential", &d)?;
    let e = f.convert(&e, dtype)?;
    let e32 = f.convert(&e, DType::F32)?;
    let s = f.reduce(&e32, &[last], "add", 0.0)?;
    Ok((e, s))
}

/// The weighted values `y` [..., n] of [`exp_weights`] divided by their
/// rows' sums of weights `sum` [...]: `softmax(x) v`.
pub fn normalise(f: &mut FuncBuilder, y: &Value, sum: &Value) -> EResult<Value> {
    let map: Vec<usize> = (0..sum.ty.rank()).collect();
    let sum = f.broadcast(sum, y.dims(), &map)?;
    f.div(y, &sum)
}

/// `x * sigmoid(k x)`: quick_gelu with k = 1.702, SiLU with k = 1.
pub fn x_sigmoid(f: &mut FuncBuilder, x: &Value, k: f64) -> EResult<Value> {
    let kx = if k == 1.0 {
        x.clone()
    } else {
        let kc = f.constant(k, x.ty.clone());
        f.mul(x, &kc)?
    };
    let s = f.unary("logistic", &kx)?;
    f.mul(x, &s)
}

/// Exact GELU: `0.5 x (1 + erf(x / sqrt 2))`.
pub fn gelu_erf(f: &mut FuncBuilder, x: &Value) -> EResult<Value> {
    let c = f.constant(std::f64::consts::FRAC_1_SQRT_2, x.ty.clone());
    let xs = f.mul(x, &c)?;
    let e = f.erf(&xs)?;
    let one = f.constant(1.0, x.ty.clone());
    let ep = f.add(&e, &one)?;
    let half = f.constant(0.5, x.ty.clone());
    let hx = f.mul(x, &half)?;
    f.mul(&hx, &ep)
}

/// Rotary embedding `x cos + rotate_half(x) sin` on the last axis; cos/sin
/// broadcast from [rows, dim] over the heads axis of x [rows, heads, dim].
pub fn apply_rope(f: &mut FuncBuilder, x: &Value, cos: &Value, sin: &Value) -> EResult<Value> {
    let d = x.ty.dims.clone();
    let (rows, heads, dim) = (d[0], d[1], d[2]);
    let x1 = f.slice(x, &[0, 0, 0], &[rows, heads, dim / 2])?;
    let x2 = f.slice(x, &[0, 0, dim / 2], &[rows, heads, dim])?;
    let nx2 = f.unary("negate", &x2)?;
    let rot = f.concat(&[&nx2, &x1], 2)?;
    let cb = f.broadcast(cos, &d, &[0, 2])?;
    let sb = f.broadcast(sin, &d, &[0, 2])?;
    let a = f.mul(x, &cb)?;
    let b = f.mul(&rot, &sb)?;
    f.add(&a, &b)
}
