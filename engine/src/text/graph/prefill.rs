//! `lm.prefill_cC_wW`: one chunk of one sequence's prompt (contract in the
//! module doc). Attention memory is [C, W + C] per head: linear in the
//! prompt for a fixed chunk, whatever the prompt's length.

use crate::emit::batched::Rhs;
use crate::emit::nn;
use crate::emit::{DType, FuncBuilder, ModuleBuilder, Ty, Value, DYN};
use crate::model_graph::GraphError;

use super::decode::element;
use super::layers::{i32s, rotary, Ctx};
use super::{prefill_fn, LmShape, K_BLOCK};
use crate::shapes::PositionMode;

/// Which of a chunk's key columns each query row attends to, as a
/// [kv, C, g, W + C] predicate (the scores' layout, so no row index is
/// divided out of a flattened one): the window cells [lo, lo + past) of
/// the first W columns, and chunk rows j <= i of the last C.
fn attended(f: &mut FuncBuilder, dims: &[usize], win: usize, lo: &Value, past: &Value) -> Result<Value, GraphError> {
    let row = f.iota(Ty::new(dims, DType::I32), 1)?;
    let col = f.iota(Ty::new(dims, DType::I32), 3)?;
    if win == 0 {
        return Ok(f.compare(&col, &row, "LE")?);
    }
    let w = f.constant(win as f64, Ty::new(dims, DType::I32));
    let own = f.compare(&col, &w, "GE")?;
    let j = f.sub(&col, &w)?;
    let causal = f.compare(&j, &row, "LE")?;
    let lo_b = f.broadcast(lo, dims, &[])?;
    let end = f.add(lo, past)?;
    let end_b = f.broadcast(&end, dims, &[])?;
    let from = f.compare(&col, &lo_b, "GE")?;
    let to = f.compare(&col, &end_b, "LT")?;
    let in_window = f.and(&from, &to)?;
    Ok(f.select(&own, &causal, &in_window)?)
}

pub(super) fn emit(
    m: &mut ModuleBuilder,
    ctx: &Ctx,
    mode: PositionMode,
    shape: &LmShape,
    c: usize,
    win: usize,
) -> Result<(), GraphError> {
    let cfg = ctx.cfg;
    let (hd, kvh, heads, layers) =
        (cfg.head_dim, cfg.num_key_value_heads, cfg.num_attention_heads, cfg.num_hidden_layers);
    let g = heads / kvh;
    let (md, kv) = (ctx.p.matmul_dtype(), shape.kv);
    let name = prefill_fn(c, win);
    let mut f = FuncBuilder::new(name.trim_start_matches("lm."));
    let ids = f.arg(Ty::new(&[c], DType::I32));
    let image_embeds = f.arg(Ty::new(&[c, cfg.hidden_size], DType::F32));
    let is_image = f.arg(Ty::new(&[c], DType::I32));
    let positions = f.arg(match mode {
        PositionMode::Mrope(_) => Ty::new(&[3, c], DType::I64),
        PositionMode::Rope1d => Ty::new(&[c], DType::I64),
    });
    let start = f.arg(Ty::scalar(DType::I32));
    let lo = f.arg(Ty::scalar(DType::I32));
    let past = f.arg(Ty::scalar(DType::I32));
    let last = f.arg(Ty::scalar(DType::I32));
    let layer_ids = f.arg(Ty::new(&[cfg.num_hidden_layers], DType::I32));
    let kc = f.arg(Ty::new(&shape.k_dims(cfg, DYN), kv));
    let vc = f.arg(Ty::new(&shape.v_dims(cfg, DYN), kv));

    let table = f.load(m, &ctx.w.embed)?;
    let tokens = f.gather_rows(&table, &ids)?;
    let tokens = f.convert(&tokens, DType::F32)?;
    let zero = f.constant(0.0, Ty::new(&[c], DType::I32));
    let img = f.compare(&is_image, &zero, "NE")?;
    let img = f.broadcast(&img, &[c, cfg.hidden_size], &[0])?;
    let mut x = f.select(&img, &image_embeds, &tokens)?;
    let (cos, sin) = rotary(&mut f, cfg, mode, &positions, c)?;

    // Attention runs per key/value head on [kv, C * g, .] operands (query
    // rows i * g + h), with the window's cells and then the chunk's own
    // as one key axis of T = W + C; both products are data-tiled, or on
    // the engine's AMX kernel where it runs (`nn::attention_product`).
    let t = win + c;
    let keep = attended(&mut f, &[kvh, c, g, t], win, &lo, &past)?;
    let neg_inf = f.constant(f64::NEG_INFINITY, Ty::new(&[kvh, c, g, t], DType::F32));
    let scale = f.constant(1.0 / (hd as f64).sqrt(), Ty::new(&[kvh, c, g, t], DType::F32));
    let z = i32s(&mut f, 0);
    // The window starts on a block (the host keeps `start` a multiple).
    let kb = i32s(&mut f, K_BLOCK);
    let start_block = f.div(&start, &kb)?;
    let (mut k_rows, mut v_rows) = (Vec::with_capacity(layers), Vec::with_capacity(layers));
    for (li, l) in ctx.w.layers.iter().enumerate() {
        let (q, k, v) = ctx.qkv(&mut f, m, l, &x, &cos, &sin)?;
        let q4 = f.reshape(&q, &[c, kvh, g, hd])?;
        let qd = f.convert(&q4, md)?;
        let qd = f.transpose(&qd, &[1, 0, 2, 3])?;
        let qd = f.reshape(&qd, &[kvh, c * g, hd])?;
        // The chunk's own keys and values, rounded to the pool's type first
        // so a row reads the same values now as from the pool later.
        let kq = f.convert(&k, kv)?;
        let vq = f.convert(&v, kv)?;
        let (kd, vd) = (f.convert(&kq, md)?, f.convert(&vq, md)?);
        let (kd, vd) = (f.transpose(&kd, &[1, 0, 2])?, f.transpose(&vd, &[1, 0, 2])?);
        let layer = element(&mut f, &layer_ids, li)?;
        // [kv, T, hd] each
        let (keys, values) = if win == 0 {
            (kd, vd)
        } else {
            let blocks = win / K_BLOCK;
            let kw = f.dynamic_slice(&kc, &[&layer, &z, &start_block, &z, &z], &[1, kvh, blocks, hd, K_BLOCK])?;
            let kw = f.reshape(&kw, &[kvh, blocks, hd, K_BLOCK])?;
            let kw = f.transpose(&kw, &[0, 1, 3, 2])?;
            let kw = f.reshape(&kw, &[kvh, win, hd])?;
            let kw = f.convert(&kw, md)?;
            let vw = f.dynamic_slice(&vc, &[&layer, &z, &start, &z], &[1, kvh, win, hd])?;
            let vw = f.reshape(&vw, &[kvh, win, hd])?;
            let vw = f.convert(&vw, md)?;
            (f.concat(&[&kw, &kd], 1)?, f.concat(&[&vw, &vd], 1)?)
        };
        let scores = nn::attention_product(&mut f, &qd, &keys, Rhs::Rows, ctx.p)?;
        let scores = f.reshape(&scores, &[kvh, c, g, t])?;
        let scores = f.mul(&scores, &scale)?;
        let scores = f.select(&keep, &scores, &neg_inf)?;
        let (weights, sum) = nn::exp_weights(&mut f, &scores, md)?;
        let weights = f.reshape(&weights, &[kvh, c * g, t])?;
        // [kv, C * g, hd]
        let att = nn::attention_product(&mut f, &weights, &values, Rhs::Columns, ctx.p)?;
        let sum = f.reshape(&sum, &[kvh, c * g])?;
        let att = nn::normalise(&mut f, &att, &sum)?;
        let att = f.reshape(&att, &[kvh, c, g, hd])?;
        let att = f.transpose(&att, &[1, 0, 2, 3])?;
        let att = f.reshape(&att, &[c, heads * hd])?;
        x = ctx.out_proj(&mut f, m, l, &x, &att)?;
        x = ctx.mlp(&mut f, m, l, &x)?;
        let kt = f.transpose(&kq, &[1, 2, 0])?;
        k_rows.push(f.reshape(&kt, &[1, kvh, hd, c])?);
        let vt = f.transpose(&vq, &[1, 0, 2])?;
        v_rows.push(f.reshape(&vt, &[1, kvh, c, hd])?);
    }
    let k_new = f.concat(&k_rows.iter().collect::<Vec<_>>(), 0)?;
    let v_new = f.concat(&v_rows.iter().collect::<Vec<_>>(), 0)?;
    let row = f.dynamic_slice(&x, &[&last, &z], &[1, cfg.hidden_size])?;
    let logits = ctx.logits(&mut f, m, &row)?;
    m.add_function(f, &[&logits, &x, &k_new, &v_new]);
    Ok(())
}

/// `lm.head_cC`: logits of every row of a chunk's hidden states (for the
/// harness's stage taps; the serving path never calls it).
pub(super) fn emit_head(m: &mut ModuleBuilder, ctx: &Ctx, c: usize) -> Result<(), GraphError> {
    let name = super::head_fn(c);
    let mut f = FuncBuilder::new(name.trim_start_matches("lm."));
    let x = f.arg(Ty::new(&[c, ctx.cfg.hidden_size], DType::F32));
    let logits = ctx.logits(&mut f, m, &x)?;
    m.add_function(f, &[&logits]);
    Ok(())
}
