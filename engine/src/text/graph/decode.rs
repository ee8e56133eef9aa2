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

/// A row's window `[start, start + W)` of one layer, as `dtype`: K
/// [1, kv, hd, W] or V [1, kv, W, hd] (`axis` is the cells axis). A slice of
/// the pool argument, which the product consuming it reads in place.
fn window(
    f: &mut FuncBuilder,
    pool: &Value,
    layer: &Value,
    start: &Value,
    (axis, win): (usize, usize),
    dtype: DType,
) -> Result<Value, GraphError> {
    let z = i32s(f, 0);
    let mut sizes = pool.dims().to_vec();
    sizes[0] = 1;
    sizes[axis] = win;
    let mut at = vec![layer, &z, &z, &z];
    at[axis] = start;
    let w = f.dynamic_slice(pool, &at, &sizes)?;
    Ok(f.convert(&w, dtype)?)
}

/// Row r of `rows` [N, kv, g, d] times its own window (contracting `rows`'
/// axis 3 with the window's axis `contract`), stacked on axis 0. One
/// product over a stack of the N windows would first copy every row's
/// window out of the pool, each layer and step: a transient of N x W cells
/// per K and per V (268 MB for both at 8 rows and a 32,768 window on the 2B
/// shape).
/// Timed on the 2B shape (8 rows, W 1,024 and 4,096, bf16 and int8) the
/// two forms run level within this machine's noise (the stack's copies
/// looked like 142 of 735 ms per step under IREE's host-execution
/// profiling at W 4,096, a cost the timed runs do not show).
fn per_row(f: &mut FuncBuilder, rows: &Value, windows: &[Value], contract: usize) -> Result<Value, GraphError> {
    let d = rows.dims().to_vec();
    let mut parts = Vec::with_capacity(windows.len());
    for (r, w) in windows.iter().enumerate() {
        let row =
            if windows.len() == 1 { rows.clone() } else { f.slice(rows, &[r, 0, 0, 0], &[r + 1, d[1], d[2], d[3]])? };
        parts.push(f.dot_general(&row, w, (&[0, 1], &[0, 1]), (&[3], &[contract]), DType::F32)?);
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
        let kw = starts.iter().map(|s| window(&mut f, &kc, &layer, s, (3, win), md)).collect::<Result<Vec<_>, _>>()?;
        // [n, kv, g, W]
        let sc = per_row(&mut f, &qd, &kw, 2)?;
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
        let vw = starts.iter().map(|s| window(&mut f, &vc, &layer, s, (2, win), md)).collect::<Result<Vec<_>, _>>()?;
        let pcd = f.convert(&pc, md)?;
        // [n, kv, g, hd]
        let from_cache = per_row(&mut f, &pcd, &vw, 2)?;
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
