//! `lm.decode_nN`: one new token for each of N sequences (contract in the
//! module doc). Each row reads exactly its own live cells (a run-time
//! length), so a step costs what the live sequences hold, never the pool,
//! the context or the longest row.

use crate::emit::{DType, Extent, FuncBuilder, ModuleBuilder, Ty, Value, DYN};
use crate::model_graph::GraphError;

use super::layers::{i32s, rotary, Ctx};
use super::{decode_fn, LmShape, K_BLOCK};
use crate::shapes::PositionMode;

/// Scalar `i` of a rank-1 i32 tensor.
pub(super) fn element(f: &mut FuncBuilder, v: &Value, i: usize) -> Result<Value, GraphError> {
    let one = f.slice(v, &[i], &[i + 1])?;
    Ok(f.reshape(&one, &[])?)
}

/// What one row reads, fixed for the whole step: its first K block, its
/// count of blocks `nb` (the last one partial when count is not a multiple
/// of [`K_BLOCK`]), the cells those blocks span, and which of the score
/// lanes `[kv, gp, nb, 16]` are live cells.
struct RowCells {
    from: Value,
    block: Value,
    blocks: Value,
    span: Value,
    live: Value,
    dead: Value,
}

fn row_cells(f: &mut FuncBuilder, from: Value, count: &Value, kvh: usize, gp: usize) -> Result<RowCells, GraphError> {
    let b = i32s(f, K_BLOCK);
    let block = f.div(&from, &b)?;
    let last = i32s(f, K_BLOCK - 1);
    let up = f.add(count, &last)?;
    let blocks = f.div(&up, &b)?;
    let span = f.mul(&blocks, &b)?;
    let dims = [Extent::Fixed(kvh), Extent::Fixed(gp), Extent::Dynamic(&blocks), Extent::Fixed(K_BLOCK)];
    let ib = f.iota_into(&dims, 2)?;
    let lane = f.iota_into(&dims, 3)?;
    let bb = f.broadcast_into(&b, &dims, &[])?;
    let base = f.mul(&ib, &bb)?;
    let cell = f.add(&base, &lane)?;
    let cb = f.broadcast_into(count, &dims, &[])?;
    let live = f.compare(&cell, &cb, "LT")?;
    let ninf = f.scalar(f64::NEG_INFINITY, DType::F32);
    let dead = f.broadcast_into(&ninf, &dims, &[])?;
    Ok(RowCells { from, block, blocks, span, live, dead })
}

/// One row's attention over its cached cells, before its own token joins:
/// the scores' maximum `m` [1, kv, gp], the sum `s` [1, kv, gp] of
/// `exp(score - m)` and those weights times the values, `pv` [1, kv, gp,
/// hd], for the `gp` padded query rows (the padding rows are dropped once
/// the row's own token has joined: slicing them off a reduction here
/// trips IREE 3.13's workgroup distribution). A row with no cells gives
/// m = -inf, s = 0, pv = 0.
struct Partial {
    m: Value,
    s: Value,
    pv: Value,
}

/// `q` [kv, M1, hd, 8, 1] f32: the row's queries, scaled, padded to `gp`
/// rows (8 per tile) and laid out as the tile product's left side.
fn row_partial(
    f: &mut FuncBuilder,
    q: &Value,
    (kc, vc, layer): (&Value, &Value, &Value),
    row: &RowCells,
) -> Result<Partial, GraphError> {
    let (kvh, gp, hd) = (q.dims()[0], q.dims()[1] * q.dims()[3], q.dims()[2]);
    let z = i32s(f, 0);
    let sizes =
        [Extent::Fixed(1), Extent::Fixed(kvh), Extent::Dynamic(&row.blocks), Extent::Fixed(hd), Extent::Fixed(K_BLOCK)];
    let kb = f.extract(kc, &[layer, &z, &row.block, &z, &z], &sizes)?;
    let kb = f.collapse(&kb, &[&[0, 1], &[2], &[3], &[4]])?;
    let kb = f.expand(&kb, &[&[0], &[1], &[2], &[3, 4]], &[kvh, DYN, hd, K_BLOCK, 1])?;
    // [kv, M1, blocks, 8, 16] -> [kv, gp, blocks, 16]
    let s5 = f.batch_mmt4d(q, &kb)?;
    let s5 = f.transpose(&s5, &[0, 1, 3, 2, 4])?;
    let sc = f.collapse(&s5, &[&[0], &[1, 2], &[3], &[4]])?;
    let sc = f.select(&row.live, &sc, &row.dead)?;
    let m = f.reduce(&sc, &[2, 3], "maximum", f64::NEG_INFINITY)?;
    let dims = [Extent::Fixed(kvh), Extent::Fixed(gp), Extent::Dynamic(&row.blocks), Extent::Fixed(K_BLOCK)];
    let mb = f.broadcast_into(&m, &dims, &[0, 1])?;
    let shifted = f.sub(&sc, &mb)?;
    let e = f.unary("exponential", &shifted)?;
    let s = f.reduce(&e, &[2, 3], "add", 0.0)?;
    let e = f.collapse(&e, &[&[0], &[1], &[2, 3]])?;
    let vsizes = [Extent::Fixed(1), Extent::Fixed(kvh), Extent::Dynamic(&row.span), Extent::Fixed(hd)];
    let vw = f.extract(vc, &[layer, &z, &row.from, &z], &vsizes)?;
    // The weights stay f32 and the values widen to f32 inside the product's
    // dispatch (IREE fuses a widening producer into a contraction): no
    // separate dispatch narrowing the weights to the matmul type, which cost
    // one dispatch per row and layer, and the sum `s` and the product see
    // the same weights.
    let vw = f.convert(&vw, DType::F32)?;
    // [kv, gp, 1, hd]
    let pv = f.dot_general(&e, &vw, (&[0], &[1]), (&[2], &[2]), DType::F32)?;
    let pv = f.reshape(&pv, &[1, kvh, gp, hd])?;
    let m = f.reshape(&m, &[1, kvh, gp])?;
    let s = f.reshape(&s, &[1, kvh, gp])?;
    Ok(Partial { m, s, pv })
}

/// `harness selftest`'s fault ([`crate::faults::Faults::drop_last_cached_cell`]):
/// each row's count of cached cells one less where it ends inside a block.
fn drop_last_partial_cell(f: &mut FuncBuilder, count: &Value) -> Result<Value, GraphError> {
    let ty = count.ty.clone();
    let block = f.constant(K_BLOCK as f64, ty.clone());
    let one = f.constant(1.0, ty);
    let blocks = f.div(count, &block)?;
    let whole = f.mul(&blocks, &block)?;
    let partial = f.compare(count, &whole, "NE")?;
    let less = f.sub(count, &one)?;
    Ok(f.select(&partial, &less, count)?)
}

/// Queries [n, kv, g, hd] padded with zero rows to [n, kv, gp, hd].
fn pad_rows(f: &mut FuncBuilder, q: &Value, gp: usize) -> Result<Value, GraphError> {
    let (n, kvh, g, hd) = (q.dims()[0], q.dims()[1], q.dims()[2], q.dims()[3]);
    if gp == g {
        return Ok(q.clone());
    }
    let zeros = f.constant(0.0, Ty::new(&[n, kvh, gp - g, hd], DType::F32));
    Ok(f.concat(&[q, &zeros], 2)?)
}

/// The queries `qp` [n, kv, gp, hd] f32, padded to whole tiles of 8, as
/// the tile products' left sides [n, kv, gp / 8, hd, 8].
fn query_tiles(f: &mut FuncBuilder, qp: &Value) -> Result<Value, GraphError> {
    let (n, kvh, gp, hd) = (qp.dims()[0], qp.dims()[1], qp.dims()[2], qp.dims()[3]);
    let tiles = f.reshape(qp, &[n, kvh, gp / 8, 8, hd])?;
    Ok(f.transpose(&tiles, &[0, 1, 2, 4, 3])?)
}

/// Every row's cache partial on the graph's products: one [`row_partial`]
/// per row of the [`query_tiles`], stacked.
fn graph_partial(
    f: &mut FuncBuilder,
    tiles: &Value,
    pool: (&Value, &Value, &Value),
    rows: &[RowCells],
) -> Result<Partial, GraphError> {
    let d = tiles.dims().to_vec();
    let mut parts = Vec::with_capacity(rows.len());
    for (r, row) in rows.iter().enumerate() {
        let q = f.slice(tiles, &[r, 0, 0, 0, 0], &[r + 1, d[1], d[2], d[3], d[4]])?;
        let q = f.reshape(&q, &[d[1], d[2], d[3], d[4], 1])?;
        parts.push(row_partial(f, &q, pool, row)?);
    }
    let mut stack = |pick: fn(&Partial) -> &Value| -> Result<Value, GraphError> {
        let vals: Vec<&Value> = parts.iter().map(pick).collect();
        Ok(if vals.len() == 1 { vals[0].clone() } else { f.concat(&vals, 0)? })
    };
    Ok(Partial { m: stack(|p| &p.m)?, s: stack(|p| &p.s)?, pv: stack(|p| &p.pv)? })
}

/// Every row's cache partial on the engine's own kernel
/// ([`FuncBuilder::own_decode_attention`]): one dispatch for all rows.
fn own_partial(
    f: &mut FuncBuilder,
    q: &Value,
    pool: (&Value, &Value),
    cells: (&Value, &Value),
    layer: &Value,
) -> Result<Partial, GraphError> {
    let (n, kvh, g, hd) = (q.dims()[0], q.dims()[1], q.dims()[2], q.dims()[3]);
    let out = f.own_decode_attention(q, pool, cells, layer)?;
    let pv = f.slice(&out, &[0, 0, 0, 0], &[n, kvh, g, hd])?;
    let m = f.slice(&out, &[0, 0, 0, hd], &[n, kvh, g, hd + 1])?;
    let m = f.reshape(&m, &[n, kvh, g])?;
    let s = f.slice(&out, &[0, 0, 0, hd + 1], &[n, kvh, g, hd + 2])?;
    let s = f.reshape(&s, &[n, kvh, g])?;
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
    let count = match ctx.faults.drop_last_cached_cell {
        false => count,
        true => drop_last_partial_cell(&mut f, &count)?,
    };
    let layer_ids = f.arg(Ty::new(&[cfg.num_hidden_layers], DType::I32));
    let kc = f.arg(Ty::new(&shape.k_dims(cfg, DYN), kv));
    let vc = f.arg(Ty::new(&shape.v_dims(cfg, DYN), kv));

    let table = f.load(m, &ctx.w.embed)?;
    let x0 = f.gather_rows(&table, &ids)?;
    let mut x = f.convert(&x0, DType::F32)?;
    // Every axis of a decode position is cache_len + rope_delta: 1D rotary.
    let (cos, sin) = rotary(&mut f, cfg, PositionMode::Rope1d, &positions, n)?;
    // The cache part of attention: the engine's own kernel where the
    // numerics allow it, else the graph's products per row (query rows
    // padded to whole tiles of 8, IREE's f32 tile height).
    let own = ctx.p.own_attention() && crate::emit::attention::takes(hd);
    let gp = if own { g } else { g.next_multiple_of(8) };
    let mut rows = Vec::with_capacity(n);
    if !own {
        for r in 0..n {
            let (fr, cr) = (element(&mut f, &from, r)?, element(&mut f, &count, r)?);
            rows.push(row_cells(&mut f, fr, &cr, kvh, gp)?);
        }
    }
    let scale = 1.0 / (hd as f64).sqrt();
    let (mut k_rows, mut v_rows) = (Vec::new(), Vec::new());
    for (li, l) in ctx.w.layers.iter().enumerate() {
        let (q, k, v) = ctx.qkv(&mut f, m, l, &x, &cos, &sin)?;
        let q4 = f.reshape(&q, &[n, kvh, g, hd])?;
        // The scale goes on q: the scores have a run-time length.
        let sq = f.constant(scale, q4.ty.clone());
        let q4 = f.mul(&q4, &sq)?;
        let qp = pad_rows(&mut f, &q4, gp)?;
        let qd = f.convert(&qp, md)?;
        let tiles = if own { None } else { Some(query_tiles(&mut f, &qp)?) };
        let kq = f.convert(&k, kv)?;
        let vq = f.convert(&v, kv)?;
        let layer = element(&mut f, &layer_ids, li)?;
        let Partial { m: mc, s: sc, pv } = match &tiles {
            None => own_partial(&mut f, &q4, (&kc, &vc), (&from, &count), &layer)?,
            Some(tiles) => graph_partial(&mut f, tiles, (&kc, &vc, &layer), &rows)?,
        };
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
        let full = [n, kvh, gp, hd];
        let ab = f.broadcast(&a, &full, &[0, 1, 2])?;
        let bb = f.broadcast(&b, &full, &[0, 1, 2])?;
        let vn = f.convert(&vq, DType::F32)?;
        let vnb = f.broadcast(&vn, &full, &[0, 1, 3])?;
        let from_cache = f.mul(&pv, &ab)?;
        let from_new = f.mul(&bb, &vnb)?;
        let num = f.add(&from_cache, &from_new)?;
        let denb = f.broadcast(&den, &full, &[0, 1, 2])?;
        let att = f.div(&num, &denb)?;
        let att = if gp == g { att } else { f.slice(&att, &[0, 0, 0, 0], &[n, kvh, g, hd])? };
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
