//! `lm.decode_nN`: one new token for each of N sequences (contract in the
//! module doc). Each row reads exactly its own live cells (a run-time
//! length), so a step costs what the live sequences hold, never the pool,
//! the context or the longest row.

use crate::emit::GraphError;
use crate::emit::{DType, Extent, FuncBuilder, ModuleBuilder, Ty, Value, DYN};

use super::layers::{i32s, rotary, Ctx};
use super::{decode_fn, LmShape};
use crate::shapes::PositionMode;

/// Scalar `i` of a rank-1 i32 tensor.
pub(super) fn element(f: &mut FuncBuilder, v: &Value, i: usize) -> Result<Value, GraphError> {
    let one = f.slice(v, &[i], &[i + 1])?;
    Ok(f.reshape(&one, &[])?)
}

/// Row r's cells of one layer: K [1, kv, hd, count] or V [1, kv, count, hd]
/// (`axis` is the cells axis), read in place from the pool by the product
/// that consumes it, as `dtype`.
fn cells(
    f: &mut FuncBuilder,
    pool: &Value,
    layer: &Value,
    (from, count): (&Value, &Value),
    axis: usize,
    dtype: DType,
) -> Result<Value, GraphError> {
    let z = i32s(f, 0);
    let d = pool.dims().to_vec();
    let mut at = vec![layer, &z, &z, &z];
    at[axis] = from;
    let mut sizes = vec![Extent::Fixed(1), Extent::Fixed(d[1]), Extent::Fixed(d[2]), Extent::Fixed(d[3])];
    sizes[axis] = Extent::Dynamic(count);
    let w = f.extract(pool, &at, &sizes)?;
    Ok(f.convert(&w, dtype)?)
}

/// One row's attention over its cached cells, before its own token joins:
/// the scores' maximum `m` [1, kv, g], the sum `s` [1, kv, g] of
/// `exp(score - m)` and those weights times the values, `pv` [1, kv, g,
/// hd]. A row with no cells gives m = -inf, s = 0, pv = 0.
struct Partial {
    m: Value,
    s: Value,
    pv: Value,
}

fn row_partial(f: &mut FuncBuilder, q: &Value, k: &Value, v: &Value, md: DType) -> Result<Partial, GraphError> {
    // [1, kv, g, count]
    let sc = f.dot_general(q, k, (&[0, 1], &[0, 1]), (&[3], &[2]), DType::F32)?;
    let m = f.reduce(&sc, &[3], "maximum", f64::NEG_INFINITY)?;
    let mb = f.broadcast_to(&m, &sc, &[0, 1, 2])?;
    let shifted = f.sub(&sc, &mb)?;
    let e = f.unary("exponential", &shifted)?;
    let s = f.reduce(&e, &[3], "add", 0.0)?;
    let ed = f.convert(&e, md)?;
    let pv = f.dot_general(&ed, v, (&[0, 1], &[0, 1]), (&[3], &[2]), DType::F32)?;
    Ok(Partial { m, s, pv })
}

pub(super) fn emit(m: &mut ModuleBuilder, ctx: &Ctx, shape: &LmShape, n: usize) -> Result<(), GraphError> {
    let cfg = ctx.cfg;
    let (hd, kvh, heads) = (cfg.head_dim, cfg.num_key_value_heads, cfg.num_attention_heads);
    let g = heads / kvh;
    let (md, kv) = (ctx.p.matmul_dtype(), shape.kv);
    let name = decode_fn(n);
    let mut f = FuncBuilder::new(name.trim_start_matches("lm."));
    let ids = f.arg(Ty::new(&[n], DType::I32));
    let positions = f.arg(Ty::new(&[n], DType::I64));
    let from = f.arg(Ty::new(&[n], DType::I32));
    let count = f.arg(Ty::new(&[n], DType::I32));
    let layer_ids = f.arg(Ty::new(&[cfg.num_hidden_layers], DType::I32));
    let kc = f.arg(Ty::new(&shape.k_dims(cfg, DYN), kv));
    let vc = f.arg(Ty::new(&shape.v_dims(cfg, DYN), kv));

    let table = f.load(m, &ctx.w.embed)?;
    let x0 = f.gather_rows(&table, &ids)?;
    let mut x = f.convert(&x0, DType::F32)?;
    // Every axis of a decode position is cache_len + rope_delta: 1D rotary.
    let (cos, sin) = rotary(&mut f, cfg, PositionMode::Rope1d, &positions, n)?;
    let froms: Vec<Value> = (0..n).map(|r| element(&mut f, &from, r)).collect::<Result<_, _>>()?;
    let counts: Vec<Value> = (0..n).map(|r| element(&mut f, &count, r)).collect::<Result<_, _>>()?;
    let scale = 1.0 / (hd as f64).sqrt();
    let (mut k_rows, mut v_rows) = (Vec::new(), Vec::new());
    for (li, l) in ctx.w.layers.iter().enumerate() {
        let (q, k, v) = ctx.qkv(&mut f, m, l, &x, &cos, &sin)?;
        let q4 = f.reshape(&q, &[n, kvh, g, hd])?;
        // The scale goes on q: the scores have a run-time length.
        let sq = f.constant(scale, q4.ty.clone());
        let q4 = f.mul(&q4, &sq)?;
        let qd = f.convert(&q4, md)?;
        let kq = f.convert(&k, kv)?;
        let vq = f.convert(&v, kv)?;
        let layer = element(&mut f, &layer_ids, li)?;
        let mut parts = Vec::with_capacity(n);
        for r in 0..n {
            let row = if n == 1 { qd.clone() } else { f.slice(&qd, &[r, 0, 0, 0], &[r + 1, kvh, g, hd])? };
            let kw = cells(&mut f, &kc, &layer, (&froms[r], &counts[r]), 3, md)?;
            let vw = cells(&mut f, &vc, &layer, (&froms[r], &counts[r]), 2, md)?;
            parts.push(row_partial(&mut f, &row, &kw, &vw, md)?);
        }
        let stack = |f: &mut FuncBuilder, pick: fn(&Partial) -> &Value| -> Result<Value, GraphError> {
            let vals: Vec<&Value> = parts.iter().map(pick).collect();
            Ok(if vals.len() == 1 { vals[0].clone() } else { f.concat(&vals, 0)? })
        };
        let (mc, sc, pv) = (stack(&mut f, |p| &p.m)?, stack(&mut f, |p| &p.s)?, stack(&mut f, |p| &p.pv)?);
        // The row's own token joins: [n, kv, g].
        let kn = f.convert(&kq, md)?;
        let sn = f.dot_general(&qd, &kn, (&[0, 1], &[0, 1]), (&[3], &[2]), DType::F32)?;
        let top = f.max(&mc, &sn)?;
        let d = f.sub(&mc, &top)?;
        let a = f.unary("exponential", &d)?;
        let d = f.sub(&sn, &top)?;
        let b = f.unary("exponential", &d)?;
        let sa = f.mul(&sc, &a)?;
        let den = f.add(&sa, &b)?;
        let full = [n, kvh, g, hd];
        let ab = f.broadcast(&a, &full, &[0, 1, 2])?;
        let bb = f.broadcast(&b, &full, &[0, 1, 2])?;
        let vn = f.convert(&vq, DType::F32)?;
        let vnb = f.broadcast(&vn, &full, &[0, 1, 3])?;
        let from_cache = f.mul(&pv, &ab)?;
        let from_new = f.mul(&bb, &vnb)?;
        let num = f.add(&from_cache, &from_new)?;
        let denb = f.broadcast(&den, &full, &[0, 1, 2])?;
        let att = f.div(&num, &denb)?;
        let att = f.reshape(&att, &[n, heads * hd])?;
        x = ctx.out_proj(&mut f, m, l, &x, &att)?;
        x = ctx.mlp(&mut f, m, l, &x)?;
        let kt = f.transpose(&kq, &[1, 2, 0])?;
        k_rows.push(f.reshape(&kt, &[1, kvh, hd, n])?);
        let vt = f.transpose(&vq, &[1, 0, 2])?;
        v_rows.push(f.reshape(&vt, &[1, kvh, n, hd])?);
    }
    let k_new = f.concat(&k_rows.iter().collect::<Vec<_>>(), 0)?;
    let v_new = f.concat(&v_rows.iter().collect::<Vec<_>>(), 0)?;
    let logits = ctx.logits(&mut f, m, &x)?;
    m.add_function(f, &[&logits, &k_new, &v_new]);
    Ok(())
}
