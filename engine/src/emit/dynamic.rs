//! Ops on tensors with a run-time extent ([`DYN`]): a block read whose size
//! is an i32 scalar of the graph, the size of such an axis, and a broadcast
//! into a shape that has one. They let one compiled function serve every
//! length a graph input can have (a decode row reads exactly its live
//! cells), where a static shape would need one function per bucket.

use std::fmt::Write as _;

use super::builder::{EResult, EmitError, FuncBuilder};
use super::types::{DType, Ty, Value, DYN};

/// One axis of a block read by [`FuncBuilder::extract`]: a fixed size, or
/// the value of an i32 scalar of the graph (the result axis is then `?`).
#[derive(Debug, Clone, Copy)]
pub enum Extent<'a> {
    Fixed(usize),
    Dynamic(&'a Value),
}

fn fail<T>(op: &'static str, detail: String) -> EResult<T> {
    Err(EmitError { op, detail })
}

fn is_i32_scalar(v: &Value) -> bool {
    v.ty == Ty::scalar(DType::I32)
}

impl FuncBuilder {
    /// An i32 scalar as an MLIR `index` (the name of the index value).
    pub(super) fn index_of(&mut self, s: &Value) -> String {
        let e = self.fresh(Ty::scalar(DType::I32));
        let i = self.fresh(Ty::scalar(DType::I32));
        let _ = writeln!(self.body, "    {} = tensor.extract {}[] : {}", e.name, s.name, s.ty);
        let _ = writeln!(self.body, "    {} = arith.index_cast {} : i32 to index", i.name, e.name);
        i.name
    }

    /// The block of `operand` at `starts` (i32 scalars) with `sizes`, as
    /// MLIR's `tensor.extract_slice`. Not clamped, unlike StableHLO's
    /// `dynamic_slice`: the caller keeps the block inside the operand (a
    /// block past its end is undefined behaviour in IREE, not an error).
    pub fn extract(&mut self, operand: &Value, starts: &[&Value], sizes: &[Extent]) -> EResult<Value> {
        let op = "tensor.extract_slice";
        if starts.len() != operand.ty.rank() || sizes.len() != operand.ty.rank() {
            return fail(op, format!("{} needs {} starts and sizes", operand.ty, operand.ty.rank()));
        }
        if !starts.iter().all(|s| is_i32_scalar(s)) {
            return fail(op, "starts must be i32 scalars".into());
        }
        let mut dims = Vec::with_capacity(sizes.len());
        for (axis, (size, &d)) in sizes.iter().zip(operand.dims()).enumerate() {
            match size {
                Extent::Fixed(s) if d != DYN && *s > d => {
                    return fail(op, format!("{s} cells of axis {axis} of {}", operand.ty));
                }
                Extent::Fixed(s) => dims.push(*s),
                Extent::Dynamic(v) if is_i32_scalar(v) => dims.push(DYN),
                Extent::Dynamic(v) => return fail(op, format!("a size must be an i32 scalar, got {}", v.ty)),
            }
        }
        let offsets: Vec<String> = starts.iter().map(|s| self.index_of(s)).collect();
        let extents: Vec<String> = sizes
            .iter()
            .map(|s| match s {
                Extent::Fixed(n) => n.to_string(),
                Extent::Dynamic(v) => self.index_of(v),
            })
            .collect();
        let v = self.fresh(Ty::new(&dims, operand.dtype()));
        let strides = vec!["1"; dims.len()];
        let _ = writeln!(
            self.body,
            "    {} = tensor.extract_slice {}[{}] [{}] [{}] : {} to {}",
            v.name,
            operand.name,
            offsets.join(", "),
            extents.join(", "),
            strides.join(", "),
            operand.ty,
            v.ty
        );
        Ok(v)
    }

    /// The size of `a`'s axis `dim` as an i32 scalar.
    pub fn dim_size(&mut self, a: &Value, dim: usize) -> EResult<Value> {
        if dim >= a.ty.rank() {
            return fail("get_dimension_size", format!("axis {dim} of {}", a.ty));
        }
        let v = self.fresh(Ty::scalar(DType::I32));
        let _ = writeln!(
            self.body,
            "    {} = \"stablehlo.get_dimension_size\"({}) {{dimension = {dim} : i64}} : ({}) -> {}",
            v.name, a.name, a.ty, v.ty
        );
        Ok(v)
    }

    /// Broadcast `a` to the shape of `like`, which may have run-time axes;
    /// `map[i]` is the axis of `like` that a's axis i becomes (as
    /// [`FuncBuilder::broadcast`]).
    pub fn broadcast_to(&mut self, a: &Value, like: &Value, map: &[usize]) -> EResult<Value> {
        let op = "dynamic_broadcast_in_dim";
        if map.len() != a.ty.rank() {
            return fail(op, format!("{} needs {} mapped axes, got {map:?}", a.ty, a.ty.rank()));
        }
        for (i, &m) in map.iter().enumerate() {
            if m >= like.ty.rank() || (a.dims()[i] != like.dims()[m] && a.dims()[i] != 1) {
                return fail(op, format!("axis {i} of {} cannot map to axis {m} of {}", a.ty, like.ty));
            }
        }
        if !like.dims().contains(&DYN) {
            return self.broadcast(a, like.dims(), map);
        }
        let mut parts = Vec::with_capacity(like.ty.rank());
        for (axis, &d) in like.dims().iter().enumerate() {
            let size = if d == DYN { self.dim_size(like, axis)? } else { self.scalar(d as f64, DType::I32) };
            parts.push(self.reshape(&size, &[1])?);
        }
        let shape = self.concat(&parts.iter().collect::<Vec<_>>(), 0)?;
        let v = self.fresh(like.ty.with_dtype(a.dtype()));
        let items: Vec<String> = map.iter().map(usize::to_string).collect();
        let _ = writeln!(
            self.body,
            "    {} = \"stablehlo.dynamic_broadcast_in_dim\"({}, {}) {{broadcast_dimensions = array<i64: {}>}} : ({}, {}) -> {}",
            v.name,
            a.name,
            shape.name,
            items.join(", "),
            a.ty,
            shape.ty,
            v.ty
        );
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_block_with_a_runtime_size_has_a_runtime_axis() {
        let mut f = FuncBuilder::new("t");
        let pool = f.arg(Ty::new(&[4, 2, DYN], DType::Bf16));
        let (at, n) = (f.arg(Ty::scalar(DType::I32)), f.arg(Ty::scalar(DType::I32)));
        let z = f.scalar(0.0, DType::I32);
        let w = f.extract(&pool, &[&at, &z, &z], &[Extent::Fixed(1), Extent::Fixed(2), Extent::Dynamic(&n)]).unwrap();
        assert_eq!(w.ty, Ty::new(&[1, 2, DYN], DType::Bf16));
        assert!(f.body.contains("tensor.extract_slice %arg0["), "{}", f.body);
        assert!(f.extract(&pool, &[&at, &z, &z], &[Extent::Fixed(5), Extent::Fixed(2), Extent::Fixed(1)]).is_err());
        assert!(f.extract(&pool, &[&at, &z], &[Extent::Fixed(1), Extent::Fixed(2)]).is_err());
        let wide = f.arg(Ty::new(&[2], DType::I32));
        assert!(f
            .extract(&pool, &[&at, &z, &z], &[Extent::Fixed(1), Extent::Fixed(1), Extent::Dynamic(&wide)])
            .is_err());
    }

    #[test]
    fn a_broadcast_into_a_runtime_shape_reads_its_sizes() {
        let mut f = FuncBuilder::new("t");
        let like = f.arg(Ty::new(&[1, 3, DYN], DType::F32));
        let m = f.arg(Ty::new(&[1, 3], DType::F32));
        let b = f.broadcast_to(&m, &like, &[0, 1]).unwrap();
        assert_eq!(b.ty, like.ty);
        assert!(f.body.contains("stablehlo.get_dimension_size"), "{}", f.body);
        assert!(f.body.contains("dynamic_broadcast_in_dim"), "{}", f.body);
        assert!(f.broadcast_to(&m, &like, &[0, 2]).is_err());
        let fixed = f.arg(Ty::new(&[1, 3, 4], DType::F32));
        let s = f.broadcast_to(&m, &fixed, &[0, 1]).unwrap();
        assert_eq!(s.ty, fixed.ty);
    }
}
