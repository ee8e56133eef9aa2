//! Ops on tensors with a run-time extent ([`DYN`]): a block read whose size
//! is an i32 scalar of the graph, a broadcast and an iota into a shape that
//! has one, and merging or splitting axes around one. They let one compiled function serve every
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
        let head = format!("tensor.extract_slice {}", operand.name);
        self.slice_line(&v, &head, (&offsets, &extents), &format!("{} to {}", operand.ty, v.ty));
        Ok(v)
    }

    /// The i32 shape vector of `dims` (each fixed, or a graph scalar).
    fn shape_vector(&mut self, dims: &[Extent]) -> EResult<Value> {
        let mut parts = Vec::with_capacity(dims.len());
        for d in dims {
            let size = match d {
                Extent::Fixed(n) => self.scalar(*n as f64, DType::I32),
                Extent::Dynamic(v) if is_i32_scalar(v) => (*v).clone(),
                Extent::Dynamic(v) => return fail("shape", format!("a size must be an i32 scalar, got {}", v.ty)),
            };
            parts.push(self.reshape(&size, &[1])?);
        }
        self.concat(&parts.iter().collect::<Vec<_>>(), 0)
    }

    /// Broadcast `a` into `dims` (each fixed, or a graph scalar); `map[i]`
    /// is the axis of the result that a's axis i becomes (as
    /// [`FuncBuilder::broadcast`]).
    pub fn broadcast_into(&mut self, a: &Value, dims: &[Extent], map: &[usize]) -> EResult<Value> {
        let op = "dynamic_broadcast_in_dim";
        let ty = Ty::new(&extents(dims), a.dtype());
        if map.len() != a.ty.rank() {
            return fail(op, format!("{} needs {} mapped axes, got {map:?}", a.ty, a.ty.rank()));
        }
        for (i, &m) in map.iter().enumerate() {
            if m >= ty.rank() || (a.dims()[i] != ty.dims[m] && a.dims()[i] != 1) {
                return fail(op, format!("axis {i} of {} cannot map to axis {m} of {ty}", a.ty));
            }
        }
        if !ty.dims.contains(&DYN) {
            return self.broadcast(a, &ty.dims, map);
        }
        let shape = self.shape_vector(dims)?;
        let v = self.fresh(ty);
        let _ = writeln!(
            self.body,
            "    {} = \"stablehlo.dynamic_broadcast_in_dim\"({}, {}) {{broadcast_dimensions = {}}} : ({}, {}) -> {}",
            v.name,
            a.name,
            shape.name,
            super::builder::i64_array(map),
            a.ty,
            shape.ty,
            v.ty
        );
        Ok(v)
    }

    /// Indices along `axis` over `dims` (each fixed, or a graph scalar), i32.
    pub fn iota_into(&mut self, dims: &[Extent], axis: usize) -> EResult<Value> {
        let ty = Ty::new(&extents(dims), DType::I32);
        if !ty.dims.contains(&DYN) {
            return self.iota(ty, axis);
        }
        if axis >= ty.rank() {
            return fail("dynamic_iota", format!("axis {axis} of {ty}"));
        }
        let shape = self.shape_vector(dims)?;
        let v = self.fresh(ty);
        let _ = writeln!(
            self.body,
            "    {} = \"stablehlo.dynamic_iota\"({}) {{iota_dimension = {axis} : i64}} : ({}) -> {}",
            v.name, shape.name, shape.ty, v.ty
        );
        Ok(v)
    }

    /// The MLIR `index` size of `a`'s axis (the name of the index value).
    pub(super) fn dim_index(&mut self, a: &Value, axis: usize) -> String {
        let c = self.fresh(Ty::scalar(DType::I32));
        let d = self.fresh(Ty::scalar(DType::I32));
        let _ = writeln!(self.body, "    {} = arith.constant {axis} : index", c.name);
        let _ = writeln!(self.body, "    {} = tensor.dim {}, {} : {}", d.name, a.name, c.name, a.ty);
        d.name
    }

    /// Merge groups of adjacent axes (`tensor.collapse_shape`); `groups`
    /// lists every axis of `a` once, in order.
    pub fn collapse(&mut self, a: &Value, groups: &[&[usize]]) -> EResult<Value> {
        let flat: Vec<usize> = groups.iter().flat_map(|g| g.iter().copied()).collect();
        if flat != (0..a.ty.rank()).collect::<Vec<_>>() || groups.iter().any(|g| g.is_empty()) {
            return fail("tensor.collapse_shape", format!("groups {groups:?} do not cover {} in order", a.ty));
        }
        let dims: Vec<usize> = groups
            .iter()
            .map(|g| if g.iter().any(|&i| a.dims()[i] == DYN) { DYN } else { g.iter().map(|&i| a.dims()[i]).product() })
            .collect();
        let v = self.fresh(Ty::new(&dims, a.dtype()));
        let _ = writeln!(
            self.body,
            "    {} = tensor.collapse_shape {} {} : {} into {}",
            v.name,
            a.name,
            reassociation(groups),
            a.ty,
            v.ty
        );
        Ok(v)
    }

    /// Split axes (`tensor.expand_shape`): axis i of `a` becomes the axes
    /// `groups[i]` of the result, sized `dims`; a group may hold one
    /// run-time axis (beside fixed ones), sized from `a`'s axis.
    pub fn expand(&mut self, a: &Value, groups: &[&[usize]], dims: &[usize]) -> EResult<Value> {
        let op = "tensor.expand_shape";
        let flat: Vec<usize> = groups.iter().flat_map(|g| g.iter().copied()).collect();
        if groups.len() != a.ty.rank() || flat != (0..dims.len()).collect::<Vec<_>>() {
            return fail(op, format!("groups {groups:?} do not map {} onto {dims:?}", a.ty));
        }
        let mut sizes = vec![String::new(); dims.len()];
        for (i, g) in groups.iter().enumerate() {
            let fixed: usize = g.iter().filter(|&&j| dims[j] != DYN).map(|&j| dims[j]).product();
            let runtime: Vec<usize> = g.iter().copied().filter(|&j| dims[j] == DYN).collect();
            match (runtime.as_slice(), a.dims()[i]) {
                ([], d) if d == fixed => {}
                ([j], DYN) => {
                    let whole = self.dim_index(a, i);
                    sizes[*j] = if fixed == 1 {
                        whole
                    } else {
                        let (c, q) = (self.fresh(Ty::scalar(DType::I32)), self.fresh(Ty::scalar(DType::I32)));
                        let _ = writeln!(self.body, "    {} = arith.constant {fixed} : index", c.name);
                        let _ = writeln!(self.body, "    {} = arith.divui {whole}, {} : index", q.name, c.name);
                        q.name
                    };
                }
                _ => return fail(op, format!("axis {i} of {} cannot become {:?}", a.ty, g)),
            }
            for &j in g.iter() {
                if dims[j] != DYN {
                    sizes[j] = dims[j].to_string();
                }
            }
        }
        let v = self.fresh(Ty::new(dims, a.dtype()));
        let _ = writeln!(
            self.body,
            "    {} = tensor.expand_shape {} {} output_shape [{}] : {} into {}",
            v.name,
            a.name,
            reassociation(groups),
            sizes.join(", "),
            a.ty,
            v.ty
        );
        Ok(v)
    }
}

fn extents(dims: &[Extent]) -> Vec<usize> {
    dims.iter().map(|d| if let Extent::Fixed(n) = d { *n } else { DYN }).collect()
}

fn reassociation(groups: &[&[usize]]) -> String {
    let items: Vec<String> =
        groups.iter().map(|g| format!("[{}]", g.iter().map(usize::to_string).collect::<Vec<_>>().join(", "))).collect();
    format!("[{}]", items.join(", "))
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
        let n = f.arg(Ty::scalar(DType::I32));
        let m = f.arg(Ty::new(&[1, 3], DType::F32));
        let dims = [Extent::Fixed(1), Extent::Fixed(3), Extent::Dynamic(&n)];
        let b = f.broadcast_into(&m, &dims, &[0, 1]).unwrap();
        assert_eq!(b.ty, Ty::new(&[1, 3, DYN], DType::F32));
        assert!(f.body.contains("dynamic_broadcast_in_dim"), "{}", f.body);
        assert!(f.broadcast_into(&m, &dims, &[0, 2]).is_err());
        let s = f.broadcast_into(&m, &[Extent::Fixed(1), Extent::Fixed(3), Extent::Fixed(4)], &[0, 1]).unwrap();
        assert_eq!(s.ty, Ty::new(&[1, 3, 4], DType::F32));
        let i = f.iota_into(&dims, 2).unwrap();
        assert_eq!(i.ty, Ty::new(&[1, 3, DYN], DType::I32));
        assert!(f.body.contains("stablehlo.dynamic_iota"), "{}", f.body);
    }

    #[test]
    fn collapse_and_expand_keep_runtime_axes_runtime() {
        let mut f = FuncBuilder::new("t");
        let a = f.arg(Ty::new(&[1, 2, DYN, 8, 16], DType::Bf16));
        let c = f.collapse(&a, &[&[0, 1], &[2], &[3], &[4]]).unwrap();
        assert_eq!(c.ty, Ty::new(&[2, DYN, 8, 16], DType::Bf16));
        let e = f.expand(&c, &[&[0], &[1], &[2], &[3, 4]], &[2, DYN, 8, 16, 1]).unwrap();
        assert_eq!(e.ty, Ty::new(&[2, DYN, 8, 16, 1], DType::Bf16));
        assert!(f.body.contains("output_shape [2, %"), "{}", f.body);
        let m = f.collapse(&e, &[&[0], &[1, 2, 3, 4]]).unwrap();
        assert_eq!(m.ty, Ty::new(&[2, DYN], DType::Bf16));
        assert!(f.collapse(&a, &[&[1, 0], &[2], &[3], &[4]]).is_err());
        assert!(f.expand(&c, &[&[0], &[1], &[2], &[3, 4]], &[2, DYN, 8, 8, 1]).is_err());
    }
}
