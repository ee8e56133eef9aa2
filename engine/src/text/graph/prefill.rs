//! `lm.prefill_cC_wW`: one chunk of one sequence's prompt (contract in the
//! module doc). Attention memory is [C, W + C] per head: linear in the
//! prompt for a fixed chunk, whatever the prompt's length.

use crate::emit::nn;
use crate::emit::GraphError;
use crate::emit::{DType, FuncBuilder, ModuleBuilder, Ty, Value, DYN};

use super::decode::element;
use super::layers::{i32s, rotary, Ctx};
use super::{prefill_fn, LmShape, K_BLOCK};
use crate::shapes::PositionMode;

/// `-inf` where `keep` is false, `scores` elsewhere.
fn masked(f: &mut FuncBuilder, keep: &Value, scores: &Value) -> Result<Value, GraphError> {
    let neg_inf = f.constant(f64::NEG_INFINITY, scores.ty.clone());
    Ok(f.select(keep, scores, &neg_inf)?)
}

/// Window cells [lo, lo + past) of a [kv, C, g, W] score tensor.
fn prefix_mask(f: &mut FuncBuilder, dims: &[usize], lo: &Value, past: &Value) -> Result<Value, GraphError> {
    let col = f.iota(Ty::new(dims, DType::I32), 3)?;
    let lo_b = f.broadcast(lo, dims, &[])?;
    let end = f.add(lo, past)?;
    let end_b = f.broadcast(&end, dims, &[])?;
    let from = f.compare(&col, &lo_b, "GE")?;
    let to = f.compare(&col, &end_b, "LT")?;
    Ok(f.and(&from, &to)?)
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

    // Chunk row i sees chunk row j <= i; prefix cells [lo, lo + past).
    let self_dims = [kvh, c, g, c];
    let qi = f.iota(Ty::new(&[c, c], DType::I32), 0)?;
    let kj = f.iota(Ty::new(&[c, c], DType::I32), 1)?;
    let causal = f.compare(&kj, &qi, "LE")?;
    let causal = f.broadcast(&causal, &self_dims, &[1, 3])?;
    let prefix = (win > 0).then(|| prefix_mask(&mut f, &[kvh, c, g, win], &lo, &past)).transpose()?;
    let z = i32s(&mut f, 0);
    // The window starts on a block (the host keeps `start` a multiple).
    let kb = i32s(&mut f, K_BLOCK);
    let start_block = f.div(&start, &kb)?;
    let scale = 1.0 / (hd as f64).sqrt();
    let (mut k_rows, mut v_rows) = (Vec::with_capacity(layers), Vec::with_capacity(layers));
    for (li, l) in ctx.w.layers.iter().enumerate() {
        let (q, k, v) = ctx.qkv(&mut f, m, l, &x, &cos, &sin)?;
        let q4 = f.reshape(&q, &[c, kvh, g, hd])?;
        let qd = f.convert(&q4, md)?;
        // The chunk's own keys and values, rounded to the pool's type first
        // so a row reads the same values now as from the pool later.
        let kq = f.convert(&k, kv)?;
        let vq = f.convert(&v, kv)?;
        let (kd, vd) = (f.convert(&kq, md)?, f.convert(&vq, md)?);
        // [kv, C, g, C]
        let s_self = f.dot_general(&qd, &kd, (&[1], &[1]), (&[3], &[2]), DType::F32)?;
        let s_self = masked(&mut f, &causal, &s_self)?;
        let layer = element(&mut f, &layer_ids, li)?;
        let windows = match &prefix {
            None => None,
            Some(mask) => {
                let blocks = win / K_BLOCK;
                let kw = f.dynamic_slice(&kc, &[&layer, &z, &start_block, &z, &z], &[1, kvh, blocks, hd, K_BLOCK])?;
                let kw = f.reshape(&kw, &[kvh, blocks, hd, K_BLOCK])?;
                let kw = f.convert(&kw, md)?;
                // [kv, C, g, W / 16, 16] -> [kv, C, g, W]
                let s_pre = f.dot_general(&qd, &kw, (&[1], &[0]), (&[3], &[2]), DType::F32)?;
                let s_pre = f.reshape(&s_pre, &[kvh, c, g, win])?;
                let s_pre = masked(&mut f, mask, &s_pre)?;
                let vw = f.dynamic_slice(&vc, &[&layer, &z, &start, &z], &[1, kvh, win, hd])?;
                let vw = f.reshape(&vw, &[kvh, win, hd])?;
                Some((s_pre, f.convert(&vw, md)?))
            }
        };
        let scores = match &windows {
            None => s_self,
            Some((s_pre, _)) => f.concat(&[s_pre, &s_self], 3)?,
        };
        let sc = f.constant(scale, scores.ty.clone());
        let scores = f.mul(&scores, &sc)?;
        let probs = nn::softmax_last(&mut f, &scores)?;
        let p_self = f.slice(&probs, &[0, 0, 0, win], &[kvh, c, g, win + c])?;
        let p_self = f.convert(&p_self, md)?;
        // [kv, C, g, hd]
        let mut att = f.dot_general(&p_self, &vd, (&[0], &[1]), (&[3], &[0]), DType::F32)?;
        if let Some((_, vw)) = &windows {
            let p_pre = f.slice(&probs, &[0, 0, 0, 0], &[kvh, c, g, win])?;
            let p_pre = f.convert(&p_pre, md)?;
            let from_prefix = f.dot_general(&p_pre, vw, (&[0], &[0]), (&[3], &[1]), DType::F32)?;
            att = f.add(&att, &from_prefix)?;
        }
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
