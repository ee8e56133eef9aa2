//! Control flow: a counted loop as `stablehlo.while`. IREE runs each
//! iteration's dispatches in turn, so what one iteration allocates is
//! reused by the next: a loop over query tiles keeps attention's memory to
//! one tile's scores.

use std::fmt::Write as _;

use super::builder::{EResult, EmitError, FuncBuilder};
use super::types::{DType, Ty, Value};

impl FuncBuilder {
    /// Run `body(f, i, carried)` for `i` (an i32 scalar) in `0..n`, the
    /// carried values starting at `init`; `body` returns the next carried
    /// values (same types) and may read any value defined before the loop.
    /// Returns the carried values after the last iteration.
    pub fn for_loop(
        &mut self,
        n: usize,
        init: &[&Value],
        body: impl FnOnce(&mut FuncBuilder, &Value, &[Value]) -> EResult<Vec<Value>>,
    ) -> EResult<Vec<Value>> {
        let fail = |detail: String| Err(EmitError { op: "stablehlo.while", detail });
        let counter_ty = Ty::scalar(DType::I32);
        let mut tys = vec![counter_ty.clone()];
        tys.extend(init.iter().map(|v| v.ty.clone()));
        let ty_list = tys.iter().map(Ty::to_string).collect::<Vec<_>>().join(", ");
        let args = |f: &mut FuncBuilder| -> Vec<Value> { tys.iter().map(|t| f.fresh(t.clone())).collect() };
        let block = |vals: &[Value]| -> String {
            let items: Vec<String> = vals.iter().map(|v| format!("{}: {}", v.name, v.ty)).collect();
            format!("  ^bb0({}):\n", items.join(", "))
        };
        let ret = |vals: &[Value]| -> String {
            let names: Vec<&str> = vals.iter().map(|v| v.name.as_str()).collect();
            let types: Vec<String> = vals.iter().map(|v| v.ty.to_string()).collect();
            format!("      \"stablehlo.return\"({}) : ({}) -> ()\n", names.join(", "), types.join(", "))
        };
        // The regions are written into their own buffers, then spliced.
        let outer = std::mem::take(&mut self.body);
        let cond_args = args(self);
        let limit = self.scalar(n as f64, DType::I32);
        let go = self.compare(&cond_args[0], &limit, "LT")?;
        let cond = std::mem::take(&mut self.body) + &ret(&[go]);
        let body_args = args(self);
        let next = body(self, &body_args[0], &body_args[1..]);
        let next = match next {
            Ok(v) => v,
            Err(e) => {
                self.body = outer;
                return Err(e);
            }
        };
        if next.len() != init.len() || next.iter().zip(init).any(|(a, b)| a.ty != b.ty) {
            self.body = outer;
            return fail(format!("the body returns {} values for {} carried", next.len(), init.len()));
        }
        let one = self.scalar(1.0, DType::I32);
        let i_next = self.add(&body_args[0], &one)?;
        let mut out = vec![i_next];
        out.extend(next);
        let body_text = std::mem::take(&mut self.body) + &ret(&out);
        self.body = outer;
        let zero = self.scalar(0.0, DType::I32);
        let result = self.fresh(Ty::scalar(DType::I32));
        let mut operands = vec![zero.name.clone()];
        operands.extend(init.iter().map(|v| v.name.clone()));
        let _ = write!(
            self.body,
            "    {}:{} = \"stablehlo.while\"({}) ({{\n{}{}    }}, {{\n{}{}    }}) : ({ty_list}) -> ({ty_list})\n",
            result.name,
            tys.len(),
            operands.join(", "),
            block(&cond_args),
            cond,
            block(&body_args),
            body_text,
        );
        Ok(tys[1..]
            .iter()
            .enumerate()
            .map(|(k, t)| Value { name: format!("{}#{}", result.name, k + 1), ty: t.clone() })
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_loop_carries_its_values_and_refuses_a_body_that_changes_their_types() {
        let mut f = FuncBuilder::new("f");
        let x = f.arg(Ty::new(&[4], DType::F32));
        let out = f.for_loop(3, &[&x], |f, _i, c| Ok(vec![f.add(&c[0], &c[0])?])).unwrap();
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].ty, x.ty);
        assert!(out[0].name.ends_with("#1"), "the result after the counter: {}", out[0].name);
        assert!(f.body.contains("\"stablehlo.while\"") && f.body.contains("comparison_direction LT"));
        let before = f.body.clone();
        let bad = f.for_loop(3, &[&x], |f, _i, _c| Ok(vec![f.scalar(0.0, DType::F32)]));
        assert!(bad.is_err());
        assert_eq!(f.body, before, "a refused loop writes nothing");
    }
}
