//! `lm.decode_nN_wW`: one new token for each of N sequences (contract in
//! the module doc). Each row reads only its own window of W cells, so a step
//! costs what the live sequences hold, never the pool or the context.

use crate::emit::nn;
use crate::emit::GraphError;
use crate::emit::{DType, FuncBuilder, ModuleBuilder, Ty, Value, DYN};

use super::layers::{i32s, rotary, Ctx};
use super::{decode_fn, LmShape};
use crate::shapes::PositionMode;

/// Scalar `i` of a rank-1 i32 tensor.
pub(super) fn element(f: &mut FuncBuilder, v: &Value, i: usize) -> Result<Value, GraphError> {
    let one = f.slice(v, &[i], &[i + 1])?;
    Ok(f.reshape(&one, &[])?)
}

/// Row r's window `[start_r, start_r + W)` of every row, stacked: K windows
/// [N, kv, hd, W] or V windows [N, kv, W, hd] (`axis` is the cells axis).
fn windows(
    f: &mut FuncBuilder,
    pool: &Value,
    layer: &Value,
    starts: &[Value],
    axis: usize,
    win: usize,
) -> Result<Value, GraphError> {
    let z = i32s(f, 0);
    let mut sizes = pool.dims().to_vec();
    sizes[0] = 1;
    sizes[axis] = win;
    let mut parts = Vec::with_capacity(starts.len());
    for s in starts {
        let mut at = vec![layer, &z, &z, &z];
        at[axis] = s;
        parts.push(f.dynamic_slice(pool, &at, &sizes)?);
    }
    if parts.len() == 1 {
        return Ok(parts.pop().expect("one part"));
    }
    Ok(f.concat(&parts.iter().collect::<Vec<_>>(), 0)?)
}

pub(super) fn emit(m: &mut ModuleBuilder, ctx: &Ctx, shape: &LmShape, n: usize, win: usize) -> Result<(), GraphError> {
    let cfg = ctx.cfg;
    let (hd, kvh, heads) = (cfg.head_dim, cfg.num_key_value_heads, cfg.num_attention_heads);
    let g = heads / kvh;
    let (md, kv) = (ctx.p.matmul_dtype(), shape.kv);
    let name = decode_fn(n, win);
    let mut f = FuncBuilder::new(name.trim_start_matches("lm."));
    let ids = f.arg(Ty::new(&[n], DType::I32));
    let positions = f.arg(Ty::new(&[n], DType::I64));
    let start = f.arg(Ty::new(&[n], DType::I32));
    let lo = f.arg(Ty::new(&[n], DType::I32));
    let hi = f.arg(Ty::new(&[n], DType::I32));
    let layer_ids = f.arg(Ty::new(&[cfg.num_hidden_layers], DType::I32));
    let kc = f.arg(Ty::new(&shape.k_dims(cfg, DYN), kv));
    let vc = f.arg(Ty::new(&shape.v_dims(cfg, DYN), kv));

    let table = f.load(m, &ctx.w.embed)?;
    let x0 = f.gather_rows(&table, &ids)?;
    let mut x = f.convert(&x0, DType::F32)?;
    // Every axis of a decode position is cache_len + rope_delta: 1D rotary.
    let (cos, sin) = rotary(&mut f, cfg, PositionMode::Rope1d, &positions, n)?;
    let dims = [n, kvh, g, win];
    let col = f.iota(Ty::new(&dims, DType::I32), 3)?;
    let lo_b = f.broadcast(&lo, &dims, &[0])?;
    let hi_b = f.broadcast(&hi, &dims, &[0])?;
    let from = f.compare(&col, &lo_b, "GE")?;
    let to = f.compare(&col, &hi_b, "LT")?;
    let seen = f.and(&from, &to)?;
    let neg_inf = f.constant(f64::NEG_INFINITY, Ty::new(&dims, DType::F32));
    let starts: Vec<Value> = (0..n).map(|r| element(&mut f, &start, r)).collect::<Result<_, _>>()?;
    let scale = 1.0 / (hd as f64).sqrt();
    let (mut k_rows, mut v_rows) = (Vec::new(), Vec::new());
    for (li, l) in ctx.w.layers.iter().enumerate() {
        let (q, k, v) = ctx.qkv(&mut f, m, l, &x, &cos, &sin)?;
        let q4 = f.reshape(&q, &[n, kvh, g, hd])?;
        let qd = f.convert(&q4, md)?;
        let kq = f.convert(&k, kv)?;
        let vq = f.convert(&v, kv)?;
        let layer = element(&mut f, &layer_ids, li)?;
        let kw = windows(&mut f, &kc, &layer, &starts, 3, win)?;
        let kw = f.convert(&kw, md)?;
        // [n, kv, g, W]
        let sc = f.dot_general(&qd, &kw, (&[0, 1], &[0, 1]), (&[3], &[2]), DType::F32)?;
        let sc = f.select(&seen, &sc, &neg_inf)?;
        let kn = f.convert(&kq, md)?;
        // [n, kv, g] -> [n, kv, g, 1]
        let sn = f.dot_general(&qd, &kn, (&[0, 1], &[0, 1]), (&[3], &[2]), DType::F32)?;
        let sn = f.reshape(&sn, &[n, kvh, g, 1])?;
        let all = f.concat(&[&sc, &sn], 3)?;
        let s = f.constant(scale, all.ty.clone());
        let all = f.mul(&all, &s)?;
        let probs = nn::softmax_last(&mut f, &all)?;
        let pc = f.slice(&probs, &[0, 0, 0, 0], &[n, kvh, g, win])?;
        let pn = f.slice(&probs, &[0, 0, 0, win], &[n, kvh, g, win + 1])?;
        let vw = windows(&mut f, &vc, &layer, &starts, 2, win)?;
        let (pcd, vwd) = (f.convert(&pc, md)?, f.convert(&vw, md)?);
        // [n, kv, g, hd]
        let from_cache = f.dot_general(&pcd, &vwd, (&[0, 1], &[0, 1]), (&[3], &[2]), DType::F32)?;
        let vn = f.convert(&vq, DType::F32)?;
        let vnb = f.broadcast(&vn, &[n, kvh, g, hd], &[0, 1, 3])?;
        let pn3 = f.reshape(&pn, &[n, kvh, g])?;
        let pnb = f.broadcast(&pn3, &[n, kvh, g, hd], &[0, 1, 2])?;
        let from_new = f.mul(&pnb, &vnb)?;
        let att = f.add(&from_cache, &from_new)?;
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
