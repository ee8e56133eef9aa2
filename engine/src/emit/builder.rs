//! A typed StableHLO text builder: every op computes and checks its result
//! type from its operands before a line is written, so a shape mistake is a
//! Rust error naming the op, not an IREE parse failure. Ops are written in
//! MLIR's generic form, one per line; `iree-compile` verifies the result.

use std::fmt::Write as _;

use super::kernels::OwnProduct;
use super::types::{DType, Ty, Value};

#[derive(Debug, thiserror::Error)]
#[error("emitting {op}: {detail}")]
pub struct EmitError {
    pub op: &'static str,
    pub detail: String,
}

pub type EResult<T> = Result<T, EmitError>;

/// The indexing maps of `x w^T` with x [M, K], w [N, K] and the result [M, N].
pub(super) const MATMUL_MAPS: &str =
    "[affine_map<(d0, d1, d2) -> (d0, d2)>, affine_map<(d0, d1, d2) -> (d1, d2)>, affine_map<(d0, d1, d2) -> (d0, d1)>]";

pub(super) fn err<T>(op: &'static str, detail: String) -> EResult<T> {
    Err(EmitError { op, detail })
}

pub(super) fn i64_array(v: &[usize]) -> String {
    if v.is_empty() {
        return "array<i64>".into();
    }
    let items: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    format!("array<i64: {}>", items.join(", "))
}

fn list(v: &[usize]) -> String {
    let items: Vec<String> = v.iter().map(|x| x.to_string()).collect();
    format!("[{}]", items.join(", "))
}

/// A module: parameter globals plus functions.
#[derive(Default)]
pub struct ModuleBuilder {
    name: String,
    globals: Vec<(String, String, Ty)>,
    funcs: Vec<String>,
    /// The functions' products on the engine's own kernels.
    own_products: Vec<OwnProduct>,
}

impl ModuleBuilder {
    pub fn new(name: &str) -> Self {
        ModuleBuilder { name: name.into(), ..Default::default() }
    }

    /// Declare a weight served by IREE's parameter provider:
    /// `#flow.parameter.named<"scope"::"key">`. Returns the global's symbol.
    pub fn parameter(&mut self, scope: &str, key: &str, ty: Ty) -> String {
        if let Some((sym, _, _)) = self.globals.iter().find(|(_, k, _)| k == &format!("{scope}::{key}")) {
            return sym.clone();
        }
        let sym = format!("p{}", self.globals.len());
        self.globals.push((sym.clone(), format!("{scope}::{key}"), ty));
        sym
    }

    pub fn global_type(&self, sym: &str) -> Option<&Ty> {
        self.globals.iter().find(|(s, _, _)| s == sym).map(|(_, _, t)| t)
    }

    pub fn add_function(&mut self, f: FuncBuilder, results: &[&Value]) {
        let args: Vec<String> = f.args.iter().map(|a| format!("{}: {}", a.name, a.ty)).collect();
        let rtys: Vec<String> = results.iter().map(|r| r.ty.to_string()).collect();
        let rnames: Vec<String> = results.iter().map(|r| r.name.clone()).collect();
        let mut text = format!("  func.func @{}({}) -> ({}) {{\n", f.name, args.join(", "), rtys.join(", "));
        text.push_str(&f.body);
        let _ = writeln!(text, "    return {} : {}", rnames.join(", "), rtys.join(", "));
        text.push_str("  }\n");
        self.funcs.push(text);
        for product in f.own_products {
            if !self.own_products.contains(&product) {
                self.own_products.push(product);
            }
        }
    }

    pub fn finish(&self) -> String {
        let mut out = format!("module @{} {{\n", self.name);
        for (sym, key, ty) in &self.globals {
            let (scope, name) = key.split_once("::").expect("scope::key");
            let _ =
                writeln!(out, "  util.global private @{sym} = #flow.parameter.named<\"{scope}\"::\"{name}\"> : {ty}");
        }
        out.push_str(&super::kernels::executables(&self.own_products));
        for f in &self.funcs {
            out.push_str(f);
        }
        out.push_str("}\n");
        out
    }
}

/// One function body under construction.
pub struct FuncBuilder {
    name: String,
    args: Vec<Value>,
    pub(super) body: String,
    next: usize,
    /// Each product emitted on the engine's own kernels
    /// ([`FuncBuilder::own_gemv`], [`FuncBuilder::own_gemv_u8s8`]), for the
    /// module's executables.
    pub(super) own_products: Vec<OwnProduct>,
}

impl FuncBuilder {
    pub fn new(name: &str) -> Self {
        FuncBuilder { name: name.into(), args: Vec::new(), body: String::new(), next: 0, own_products: Vec::new() }
    }

    pub fn arg(&mut self, ty: Ty) -> Value {
        let v = Value { name: format!("%arg{}", self.args.len()), ty };
        self.args.push(v.clone());
        v
    }

    pub(super) fn fresh(&mut self, ty: Ty) -> Value {
        self.next += 1;
        Value { name: format!("%v{}", self.next), ty }
    }

    pub(super) fn line(&mut self, result: &Value, op: &str, operands: &[&Value], attrs: &str) {
        let names: Vec<&str> = operands.iter().map(|o| o.name.as_str()).collect();
        let tys: Vec<String> = operands.iter().map(|o| o.ty.to_string()).collect();
        let attrs = if attrs.is_empty() { String::new() } else { format!(" {{{attrs}}}") };
        let _ = writeln!(
            self.body,
            "    {} = \"stablehlo.{op}\"({}){attrs} : ({}) -> {}",
            result.name,
            names.join(", "),
            tys.join(", "),
            result.ty
        );
    }

    /// Load a parameter global declared on `module`.
    pub fn load(&mut self, module: &ModuleBuilder, sym: &str) -> EResult<Value> {
        let ty = module
            .global_type(sym)
            .cloned()
            .ok_or_else(|| EmitError { op: "util.global.load", detail: format!("no global @{sym}") })?;
        let v = self.fresh(ty);
        let _ = writeln!(self.body, "    {} = util.global.load @{sym} : {}", v.name, v.ty);
        Ok(v)
    }

    /// A splat constant.
    pub fn constant(&mut self, value: f64, ty: Ty) -> Value {
        let v = self.fresh(ty);
        let lit = match v.ty.dtype {
            // MLIR spells non-finite floats as their bit patterns.
            DType::F32 if !value.is_finite() => format!("0x{:08X}", (value as f32).to_bits()),
            DType::Bf16 if !value.is_finite() => format!("0x{:04X}", (value as f32).to_bits() >> 16),
            DType::F16 if !value.is_finite() => (if value.is_nan() {
                "0x7E00"
            } else if value > 0.0 {
                "0x7C00"
            } else {
                "0xFC00"
            })
            .to_string(),
            d if d.is_float() => format!("{value:.17e}"),
            _ => format!("{}", value as i64),
        };
        let _ = writeln!(self.body, "    {} = stablehlo.constant dense<{lit}> : {}", v.name, v.ty);
        v
    }

    /// A 1-D constant with explicit values (floats written with full precision).
    pub fn constant_vec(&mut self, values: &[f64], dtype: DType) -> Value {
        let v = self.fresh(Ty::new(&[values.len()], dtype));
        let items: Vec<String> = values
            .iter()
            .map(|x| if dtype.is_float() { format!("{x:.17e}") } else { format!("{}", *x as i64) })
            .collect();
        let _ = writeln!(self.body, "    {} = stablehlo.constant dense<[{}]> : {}", v.name, items.join(", "), v.ty);
        v
    }

    pub fn scalar(&mut self, value: f64, dtype: DType) -> Value {
        self.constant(value, Ty::scalar(dtype))
    }

    pub fn iota(&mut self, ty: Ty, dim: usize) -> EResult<Value> {
        if dim >= ty.rank() {
            return err("iota", format!("dimension {dim} out of range for {ty}"));
        }
        let v = self.fresh(ty);
        let _ = writeln!(
            self.body,
            "    {} = \"stablehlo.iota\"() {{iota_dimension = {dim} : i64}} : () -> {}",
            v.name, v.ty
        );
        Ok(v)
    }

    fn same(&self, op: &'static str, a: &Value, b: &Value) -> EResult<()> {
        if a.ty != b.ty {
            return err(op, format!("operand types differ: {} vs {}", a.ty, b.ty));
        }
        Ok(())
    }

    pub fn binary(&mut self, op: &'static str, a: &Value, b: &Value) -> EResult<Value> {
        self.same(op, a, b)?;
        let v = self.fresh(a.ty.clone());
        self.line(&v, op, &[a, b], "");
        Ok(v)
    }

    pub fn add(&mut self, a: &Value, b: &Value) -> EResult<Value> {
        self.binary("add", a, b)
    }
    pub fn sub(&mut self, a: &Value, b: &Value) -> EResult<Value> {
        self.binary("subtract", a, b)
    }
    pub fn mul(&mut self, a: &Value, b: &Value) -> EResult<Value> {
        self.binary("multiply", a, b)
    }
    pub fn div(&mut self, a: &Value, b: &Value) -> EResult<Value> {
        self.binary("divide", a, b)
    }
    pub fn max(&mut self, a: &Value, b: &Value) -> EResult<Value> {
        self.binary("maximum", a, b)
    }

    pub fn min(&mut self, a: &Value, b: &Value) -> EResult<Value> {
        self.binary("minimum", a, b)
    }

    pub fn unary(&mut self, op: &'static str, a: &Value) -> EResult<Value> {
        if !a.dtype().is_float() && op != "negate" {
            return err(op, format!("needs a float operand, got {}", a.ty));
        }
        let v = self.fresh(a.ty.clone());
        self.line(&v, op, &[a], "");
        Ok(v)
    }

    /// erf through CHLO (IREE legalises it).
    pub fn erf(&mut self, a: &Value) -> EResult<Value> {
        let v = self.fresh(a.ty.clone());
        let _ = writeln!(self.body, "    {} = \"chlo.erf\"({}) : ({}) -> {}", v.name, a.name, a.ty, v.ty);
        Ok(v)
    }

    pub fn convert(&mut self, a: &Value, dtype: DType) -> EResult<Value> {
        if a.dtype() == dtype {
            return Ok(a.clone());
        }
        let v = self.fresh(a.ty.with_dtype(dtype));
        self.line(&v, "convert", &[a], "");
        Ok(v)
    }

    /// The same value, but IREE may not fuse across it: the producer and
    /// the consumer land in separate dispatches.
    pub fn optimization_barrier(&mut self, a: &Value) -> Value {
        let v = self.fresh(a.ty.clone());
        self.line(&v, "optimization_barrier", &[a], "");
        v
    }

    pub fn reshape(&mut self, a: &Value, dims: &[usize]) -> EResult<Value> {
        let ty = Ty::new(dims, a.dtype());
        if ty.numel() != a.ty.numel() {
            return err("reshape", format!("{} has {} elements, {ty} has {}", a.ty, a.ty.numel(), ty.numel()));
        }
        let v = self.fresh(ty);
        self.line(&v, "reshape", &[a], "");
        Ok(v)
    }

    pub fn transpose(&mut self, a: &Value, perm: &[usize]) -> EResult<Value> {
        let mut sorted = perm.to_vec();
        sorted.sort();
        if sorted != (0..a.ty.rank()).collect::<Vec<_>>() {
            return err("transpose", format!("{perm:?} is not a permutation of the dims of {}", a.ty));
        }
        let dims: Vec<usize> = perm.iter().map(|&p| a.dims()[p]).collect();
        let v = self.fresh(Ty::new(&dims, a.dtype()));
        self.line(&v, "transpose", &[a], &format!("permutation = {}", i64_array(perm)));
        Ok(v)
    }

    /// Broadcast `a` into `dims`; `map[i]` is the result dim of a's dim i.
    pub fn broadcast(&mut self, a: &Value, dims: &[usize], map: &[usize]) -> EResult<Value> {
        if map.len() != a.ty.rank() {
            return err("broadcast_in_dim", format!("{} needs {} mapped dims, got {map:?}", a.ty, a.ty.rank()));
        }
        for (i, &m) in map.iter().enumerate() {
            if m >= dims.len() || (a.dims()[i] != dims[m] && a.dims()[i] != 1) {
                return err("broadcast_in_dim", format!("dim {i} of {} cannot map to dim {m} of {dims:?}", a.ty));
            }
        }
        let v = self.fresh(Ty::new(dims, a.dtype()));
        self.line(&v, "broadcast_in_dim", &[a], &format!("broadcast_dimensions = {}", i64_array(map)));
        Ok(v)
    }

    /// Broadcast a lower-rank `a` to `like`'s shape, aligning trailing dims.
    pub fn broadcast_like(&mut self, a: &Value, like: &Value) -> EResult<Value> {
        if a.ty.dims == like.ty.dims {
            return Ok(a.clone());
        }
        let off = like.ty.rank().checked_sub(a.ty.rank()).ok_or_else(|| EmitError {
            op: "broadcast_in_dim",
            detail: format!("{} has higher rank than {}", a.ty, like.ty),
        })?;
        let map: Vec<usize> = (0..a.ty.rank()).map(|i| i + off).collect();
        self.broadcast(a, like.dims(), &map)
    }

    pub fn slice(&mut self, a: &Value, start: &[usize], limit: &[usize]) -> EResult<Value> {
        if start.len() != a.ty.rank() || limit.len() != a.ty.rank() {
            return err("slice", format!("{} needs rank-{} bounds", a.ty, a.ty.rank()));
        }
        let mut dims = Vec::new();
        for d in 0..a.ty.rank() {
            if start[d] > limit[d] || limit[d] > a.dims()[d] {
                return err("slice", format!("[{}..{}) out of dim {d} of {}", start[d], limit[d], a.ty));
            }
            dims.push(limit[d] - start[d]);
        }
        let v = self.fresh(Ty::new(&dims, a.dtype()));
        let strides = vec![1; dims.len()];
        self.line(
            &v,
            "slice",
            &[a],
            &format!(
                "start_indices = {}, limit_indices = {}, strides = {}",
                i64_array(start),
                i64_array(limit),
                i64_array(&strides)
            ),
        );
        Ok(v)
    }

    pub fn concat(&mut self, parts: &[&Value], dim: usize) -> EResult<Value> {
        let first = parts.first().ok_or_else(|| EmitError { op: "concatenate", detail: "no operands".into() })?;
        let mut dims = first.dims().to_vec();
        if dim >= dims.len() {
            return err("concatenate", format!("dim {dim} out of range for {}", first.ty));
        }
        dims[dim] = 0;
        for p in parts {
            if p.ty.rank() != first.ty.rank() || p.dtype() != first.dtype() {
                return err("concatenate", format!("{} does not match {}", p.ty, first.ty));
            }
            for d in 0..dims.len() {
                if d != dim && p.dims()[d] != first.dims()[d] {
                    return err("concatenate", format!("{} does not match {} outside dim {dim}", p.ty, first.ty));
                }
            }
            dims[dim] += p.dims()[dim];
        }
        let v = self.fresh(Ty::new(&dims, first.dtype()));
        self.line(&v, "concatenate", parts, &format!("dimension = {dim} : i64"));
        Ok(v)
    }

    /// dot_general; result dims are batch, lhs free, rhs free. `out` picks the
    /// result element type (f32 accumulation for bf16 inputs).
    pub fn dot_general(
        &mut self,
        a: &Value,
        b: &Value,
        batch: (&[usize], &[usize]),
        contract: (&[usize], &[usize]),
        out: DType,
    ) -> EResult<Value> {
        if batch.0.len() != batch.1.len() || contract.0.len() != contract.1.len() {
            return err("dot_general", "batch/contracting dimension lists differ in length".into());
        }
        for (&x, &y) in batch.0.iter().zip(batch.1).chain(contract.0.iter().zip(contract.1)) {
            if x >= a.ty.rank() || y >= b.ty.rank() || a.dims()[x] != b.dims()[y] {
                return err("dot_general", format!("dim {x} of {} does not pair with dim {y} of {}", a.ty, b.ty));
            }
        }
        // One element type, or f32 rows against bf16 weights (IREE widens
        // the weights in registers; crate::numerics).
        if a.dtype() != b.dtype() && !(a.dtype() == DType::F32 && b.dtype() == DType::Bf16) {
            return err("dot_general", format!("operand element types differ: {} vs {}", a.ty, b.ty));
        }
        let mut dims: Vec<usize> = batch.0.iter().map(|&d| a.dims()[d]).collect();
        dims.extend((0..a.ty.rank()).filter(|d| !batch.0.contains(d) && !contract.0.contains(d)).map(|d| a.dims()[d]));
        dims.extend((0..b.ty.rank()).filter(|d| !batch.1.contains(d) && !contract.1.contains(d)).map(|d| b.dims()[d]));
        let v = self.fresh(Ty::new(&dims, out));
        let attrs = format!(
            "dot_dimension_numbers = #stablehlo.dot<lhs_batching_dimensions = {}, rhs_batching_dimensions = {}, lhs_contracting_dimensions = {}, rhs_contracting_dimensions = {}>",
            list(batch.0),
            list(batch.1),
            list(contract.0),
            list(contract.1)
        );
        self.line(&v, "dot_general", &[a, b], &attrs);
        Ok(v)
    }

    /// Reduce `a` over `dims` with `add` or `maximum`, starting at `init`.
    pub fn reduce(&mut self, a: &Value, dims: &[usize], op: &'static str, init: f64) -> EResult<Value> {
        if !matches!(op, "add" | "maximum") {
            return err("reduce", format!("unsupported reduction {op}"));
        }
        if dims.iter().any(|&d| d >= a.ty.rank()) {
            return err("reduce", format!("dims {dims:?} out of range for {}", a.ty));
        }
        let init_v = self.scalar(init, a.dtype());
        let out_dims: Vec<usize> = (0..a.ty.rank()).filter(|d| !dims.contains(d)).map(|d| a.dims()[d]).collect();
        let v = self.fresh(Ty::new(&out_dims, a.dtype()));
        let s = Ty::scalar(a.dtype());
        let _ = writeln!(
            self.body,
            "    {} = \"stablehlo.reduce\"({}, {}) ({{\n    ^bb0(%ra: {s}, %rb: {s}):\n      %rr = \"stablehlo.{op}\"(%ra, %rb) : ({s}, {s}) -> {s}\n      \"stablehlo.return\"(%rr) : ({s}) -> ()\n    }}) {{dimensions = {}}} : ({}, {s}) -> {}",
            v.name,
            a.name,
            init_v.name,
            i64_array(dims),
            a.ty,
            v.ty
        );
        Ok(v)
    }

    /// Elementwise bitwise exclusive or of two integer tensors.
    pub fn xor(&mut self, a: &Value, b: &Value) -> EResult<Value> {
        if a.dtype().is_float() || a.dtype() == DType::I1 {
            return err("xor", format!("needs integer operands, got {}", a.ty));
        }
        self.binary("xor", a, b)
    }

    /// Elementwise logical and of two i1 tensors.
    pub fn and(&mut self, a: &Value, b: &Value) -> EResult<Value> {
        if a.dtype() != DType::I1 {
            return err("and", format!("needs i1 operands, got {}", a.ty));
        }
        self.binary("and", a, b)
    }

    /// Elementwise comparison (`EQ`, `NE`, `LT`, `LE`, `GT`, `GE`) -> i1.
    pub fn compare(&mut self, a: &Value, b: &Value, dir: &'static str) -> EResult<Value> {
        self.same("compare", a, b)?;
        let v = self.fresh(a.ty.with_dtype(DType::I1));
        self.line(&v, "compare", &[a, b], &format!("comparison_direction = #stablehlo<comparison_direction {dir}>"));
        Ok(v)
    }

    pub fn select(&mut self, pred: &Value, a: &Value, b: &Value) -> EResult<Value> {
        self.same("select", a, b)?;
        if pred.dtype() != DType::I1 || pred.dims() != a.dims() {
            return err("select", format!("predicate {} does not match {}", pred.ty, a.ty));
        }
        let v = self.fresh(a.ty.clone());
        self.line(&v, "select", &[pred, a, b], "");
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dot_general_computes_batch_then_free_dims() {
        let mut f = FuncBuilder::new("f");
        let a = f.arg(Ty::new(&[2, 5, 3], DType::F32));
        let b = f.arg(Ty::new(&[2, 3, 7], DType::F32));
        let c = f.dot_general(&a, &b, (&[0], &[0]), (&[2], &[1]), DType::F32).unwrap();
        assert_eq!(c.dims(), &[2, 5, 7]);
        assert!(f.dot_general(&a, &b, (&[0], &[0]), (&[1], &[1]), DType::F32).is_err());
        let wb = f.arg(Ty::new(&[2, 3, 7], DType::Bf16));
        assert!(f.dot_general(&a, &wb, (&[0], &[0]), (&[2], &[1]), DType::F32).is_ok(), "f32 rows x bf16 weights");
        let ab = f.arg(Ty::new(&[2, 5, 3], DType::Bf16));
        assert!(
            f.dot_general(&ab, &b, (&[0], &[0]), (&[2], &[1]), DType::F32).is_err(),
            "bf16 x f32 is not a weight product"
        );
    }

    #[test]
    fn shape_mistakes_are_rust_errors_naming_the_op() {
        let mut f = FuncBuilder::new("f");
        let a = f.arg(Ty::new(&[2, 3], DType::F32));
        let b = f.arg(Ty::new(&[3, 2], DType::F32));
        assert!(f.add(&a, &b).unwrap_err().to_string().contains("emitting add"));
        assert!(f.reshape(&a, &[7]).unwrap_err().to_string().contains("reshape"));
        assert!(f.slice(&a, &[0, 0], &[3, 3]).is_err());
        assert!(f.transpose(&a, &[0, 0]).is_err());
        assert_eq!(f.transpose(&a, &[1, 0]).unwrap().dims(), &[3, 2]);
        assert_eq!(f.reduce(&a, &[1], "add", 0.0).unwrap().dims(), &[2]);
    }

    #[test]
    fn parameters_are_declared_once_per_name() {
        let mut m = ModuleBuilder::new("m");
        let a = m.parameter("model", "w", Ty::new(&[2], DType::F32));
        let b = m.parameter("model", "w", Ty::new(&[2], DType::F32));
        assert_eq!(a, b);
        assert!(m.finish().contains("#flow.parameter.named<\"model\"::\"w\"> : tensor<2xf32>"));
    }
}
