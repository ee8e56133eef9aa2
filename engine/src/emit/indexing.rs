//! Reading and writing blocks of a tensor at indices the graph computes:
//! the embedding lookup (`gather_rows`), block reads (`dynamic_slice`) and
//! in-place block writes (`dynamic_update_slice`, and `insert_slice` where
//! the operand has a run-time extent). Starts are i32 scalars of the graph.

use std::fmt::Write as _;

use super::builder::{err, i64_array, EResult, FuncBuilder};
use super::types::{DType, Ty, Value};

/// An update of `operand` by `update` at `starts`: the same rank and
/// element type, an update no larger than the operand on any axis, and
/// one i32 scalar start per axis.
fn check_update(op: &'static str, operand: &Value, update: &Value, starts: &[&Value]) -> EResult<()> {
    if update.ty.rank() != operand.ty.rank() || starts.len() != operand.ty.rank() || update.dtype() != operand.dtype() {
        return err(op, format!("{} into {} with {} indices", update.ty, operand.ty, starts.len()));
    }
    if update.dims().iter().zip(operand.dims()).any(|(u, o)| u > o)
        || starts.iter().any(|i| i.ty != Ty::scalar(DType::I32))
    {
        return err(op, format!("{} does not fit {} (indices must be i32 scalars)", update.ty, operand.ty));
    }
    Ok(())
}

impl FuncBuilder {
    /// Rows of `table` [V, H] at `ids` [S] (i32) -> [S, H] (embedding lookup).
    pub fn gather_rows(&mut self, table: &Value, ids: &Value) -> EResult<Value> {
        if table.ty.rank() != 2 || ids.ty.rank() != 1 || ids.dtype() != DType::I32 {
            return err("gather", format!("needs a [V, H] table and [S] i32 ids, got {} and {}", table.ty, ids.ty));
        }
        let s = ids.dims()[0];
        let idx = self.reshape(ids, &[s, 1])?;
        let h = table.dims()[1];
        let v = self.fresh(Ty::new(&[s, h], table.dtype()));
        let _ = writeln!(
            self.body,
            "    {} = \"stablehlo.gather\"({}, {}) {{dimension_numbers = #stablehlo.gather<offset_dims = [1], collapsed_slice_dims = [0], start_index_map = [0], index_vector_dim = 1>, slice_sizes = array<i64: 1, {h}>, indices_are_sorted = false}} : ({}, {}) -> {}",
            v.name, table.name, idx.name, table.ty, idx.ty, v.ty
        );
        Ok(v)
    }

    /// Write `update` into `operand` at `starts` (i32 scalars); the result
    /// is tied to the operand's buffer by IREE (in place).
    pub fn dynamic_update_slice(&mut self, operand: &Value, update: &Value, starts: &[&Value]) -> EResult<Value> {
        check_update("dynamic_update_slice", operand, update, starts)?;
        let v = self.fresh(operand.ty.clone());
        let mut ops: Vec<&Value> = vec![operand, update];
        ops.extend_from_slice(starts);
        self.line(&v, "dynamic_update_slice", &ops, "");
        Ok(v)
    }

    /// Write `update` into `operand` at `starts` (i32 scalars) as MLIR's
    /// `tensor.insert_slice`, which IREE lowers to an in-place update of the
    /// operand's buffer even when the operand has a dynamic dimension (where
    /// StableHLO's `dynamic_update_slice` does not legalize). Unlike
    /// `dynamic_update_slice` the starts are not clamped: the caller must keep
    /// the update inside the operand.
    pub fn insert_slice(&mut self, operand: &Value, update: &Value, starts: &[&Value]) -> EResult<Value> {
        check_update("tensor.insert_slice", operand, update, starts)?;
        let offsets: Vec<String> = starts.iter().map(|s| self.index_of(s)).collect();
        let v = self.fresh(operand.ty.clone());
        let sizes: Vec<String> = update.dims().iter().map(|d| d.to_string()).collect();
        let head = format!("tensor.insert_slice {} into {}", update.name, operand.name);
        self.slice_line(&v, &head, (&offsets, &sizes), &format!("{} into {}", update.ty, operand.ty));
        Ok(v)
    }

    /// `v = head[offsets] [sizes] [1, ...] : types`, the form of MLIR's
    /// `tensor.insert_slice` and `tensor.extract_slice`.
    pub(super) fn slice_line(&mut self, v: &Value, head: &str, (offsets, sizes): (&[String], &[String]), types: &str) {
        let strides = vec!["1"; sizes.len()];
        let _ = writeln!(
            self.body,
            "    {} = {head}[{}] [{}] [{}] : {types}",
            v.name,
            offsets.join(", "),
            sizes.join(", "),
            strides.join(", ")
        );
    }

    /// Read a `sizes` block of `operand` at `starts` (i32 scalars; clamped in range).
    pub fn dynamic_slice(&mut self, operand: &Value, starts: &[&Value], sizes: &[usize]) -> EResult<Value> {
        if starts.len() != operand.ty.rank()
            || sizes.len() != operand.ty.rank()
            || sizes.iter().zip(operand.dims()).any(|(s, d)| s > d)
        {
            return err("dynamic_slice", format!("{sizes:?} at {} indices out of {}", starts.len(), operand.ty));
        }
        let v = self.fresh(Ty::new(sizes, operand.dtype()));
        let mut ops: Vec<&Value> = vec![operand];
        ops.extend_from_slice(starts);
        self.line(&v, "dynamic_slice", &ops, &format!("slice_sizes = {}", i64_array(sizes)));
        Ok(v)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn updates_that_do_not_fit_are_errors_naming_the_op() {
        let mut f = FuncBuilder::new("f");
        let cache = f.arg(Ty::new(&[4, 8], DType::F32));
        let row = f.arg(Ty::new(&[1, 8], DType::F32));
        let wide = f.arg(Ty::new(&[1, 9], DType::F32));
        let bf = f.arg(Ty::new(&[1, 8], DType::Bf16));
        let i = f.arg(Ty::scalar(DType::I32));
        let j = f.arg(Ty::scalar(DType::I64));
        assert_eq!(f.dynamic_update_slice(&cache, &row, &[&i, &i]).unwrap().dims(), &[4, 8]);
        assert_eq!(f.insert_slice(&cache, &row, &[&i, &i]).unwrap().dims(), &[4, 8]);
        for op in ["dynamic_update_slice", "tensor.insert_slice"] {
            let update = |f: &mut FuncBuilder, u: &Value, s: &[&Value]| {
                if op == "dynamic_update_slice" {
                    f.dynamic_update_slice(&cache, u, s)
                } else {
                    f.insert_slice(&cache, u, s)
                }
            };
            for (u, s) in [(&wide, vec![&i, &i]), (&bf, vec![&i, &i]), (&row, vec![&i]), (&row, vec![&i, &j])] {
                let e = update(&mut f, u, &s).unwrap_err().to_string();
                assert!(e.starts_with(&format!("emitting {op}:")), "{e}");
            }
        }
    }
}
