//! The Qwen2 language model (shared by Qwen2-VL and text-only Qwen2) as one
//! IREE module `lm`: a prefill function per prompt bucket and the multi-slot
//! decode, sharing one set of weight globals. It is compiled with data tiling
//! (weights packed once at load for fast GEMMs); the decode attention then
//! keeps a context-sized packed operand on the stack, so the module is built
//! with a raised llvm-cpu stack-allocation limit and the runtime's worker
//! threads get stacks to match (see `iree::STACK_ALLOCATION_LIMIT`).
//!
//! KV cache: two device-resident tensors K and V, each
//! [layers, slots, kv_heads, context, head_dim] f32, passed into every call
//! and returned updated (dynamic_update_slice: IREE ties the result to the
//! input buffer, so the cache is updated in place, never copied whole).
//! Keys are stored after rotary.
//!
//! Functions:
//! - `lm.prefill_sS` (S = prompt bucket, see [`PROMPT_BUCKETS`]):
//!   ids [S] i32 (prompt padded with any id), image_embeds [S, hidden] f32
//!   and is_image [S] i32 (rows whose embedding is a merged visual token, in
//!   placeholder order; the host scatters them), positions ([3, S] i64 in
//!   M-RoPE mode, [S] i64 in 1D mode: the mode is the model's, explicit),
//!   slot [] i32, last [] i32 (index of the last real token), K, V ->
//!   (logits of the last real token [1, vocab] f32, K, V). Writes the slot's
//!   cache rows 0..S (rows past the prompt are garbage that decode masks and
//!   overwrites). Attention is causal inside the prompt.
//! - `lm.prefill_stages_sS`: the same, returning logits of every position
//!   [S, vocab] (for the harness; small models only).
//! - `lm.decode`: ids [N] i32 (one new token per slot), positions [N] i64
//!   (cache_len + rope_delta, computed on the host with a checked add),
//!   cache_len [N] i32, K, V -> (logits [N, vocab] f32, K, V). Each slot
//!   attends to its own cache rows < cache_len plus the new token, then its
//!   new K/V row is written at row cache_len.

use contracts::config::TextConfig;

use crate::emit::nn::{self, Precision};
use crate::emit::{DType, FuncBuilder, ModuleBuilder, Ty, Value};
use crate::model::vision::GraphError;
use crate::model::weights::WeightIndex;

/// Prompt-length bucket ladder (tokens): doubling, so a prompt is padded by
/// less than 2x. See [`prompt_buckets`] for the buckets of one cache.
pub const PROMPT_BUCKETS: [usize; 7] = [64, 128, 256, 512, 1024, 2048, 4096];

/// The prefill buckets of a cache of `context` rows: the ladder below the
/// context, topped by the context itself (at most the ladder's top). The last
/// one is the longest prompt the engine takes; longer prompts are refused.
pub fn prompt_buckets(context: usize) -> Vec<usize> {
    let top = context.min(PROMPT_BUCKETS[PROMPT_BUCKETS.len() - 1]).max(1);
    let mut b: Vec<usize> = PROMPT_BUCKETS.iter().copied().filter(|&b| b < top).collect();
    b.push(top);
    b
}

/// How token positions drive the rotary embedding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PositionMode {
    /// Qwen2-VL: rotary pair i uses axis t, h or w by mrope_section.
    Mrope([usize; 3]),
    /// Qwen2: one position per token.
    Rope1d,
}

impl PositionMode {
    pub fn of(cfg: &TextConfig) -> Self {
        cfg.mrope_section.map(PositionMode::Mrope).unwrap_or(PositionMode::Rope1d)
    }
}

/// Cache geometry.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct CacheShape {
    pub slots: usize,
    pub context: usize,
}

impl CacheShape {
    pub fn dims(&self, cfg: &TextConfig) -> Vec<usize> {
        vec![cfg.num_hidden_layers, self.slots, cfg.num_key_value_heads, self.context, cfg.head_dim]
    }
}

struct Layer {
    input_norm: String,
    post_norm: String,
    q: (String, String),
    k: (String, String),
    v: (String, String),
    o: String,
    gate: String,
    up: String,
    down: String,
}

struct Weights {
    embed: String,
    head: String,
    norm: String,
    layers: Vec<Layer>,
}

fn declare(m: &mut ModuleBuilder, w: &WeightIndex, cfg: &TextConfig) -> Result<Weights, GraphError> {
    let (h, hd, i) = (cfg.hidden_size, cfg.head_dim, cfg.intermediate_size);
    let (nq, nkv) = (cfg.num_attention_heads * hd, cfg.num_key_value_heads * hd);
    let mut d = |name: String, shape: &[usize]| -> Result<String, GraphError> { Ok(w.declare(m, &name, shape)?.0) };
    let mut layers = Vec::with_capacity(cfg.num_hidden_layers);
    for l in 0..cfg.num_hidden_layers {
        let p = format!("model.layers.{l}");
        layers.push(Layer {
            input_norm: d(format!("{p}.input_layernorm.weight"), &[h])?,
            post_norm: d(format!("{p}.post_attention_layernorm.weight"), &[h])?,
            q: (d(format!("{p}.self_attn.q_proj.weight"), &[nq, h])?, d(format!("{p}.self_attn.q_proj.bias"), &[nq])?),
            k: (d(format!("{p}.self_attn.k_proj.weight"), &[nkv, h])?, d(format!("{p}.self_attn.k_proj.bias"), &[nkv])?),
            v: (d(format!("{p}.self_attn.v_proj.weight"), &[nkv, h])?, d(format!("{p}.self_attn.v_proj.bias"), &[nkv])?),
            o: d(format!("{p}.self_attn.o_proj.weight"), &[h, nq])?,
            gate: d(format!("{p}.mlp.gate_proj.weight"), &[i, h])?,
            up: d(format!("{p}.mlp.up_proj.weight"), &[i, h])?,
            down: d(format!("{p}.mlp.down_proj.weight"), &[h, i])?,
        });
    }
    let embed = d("model.embed_tokens.weight".into(), &[cfg.vocab_size, h])?;
    let head = if cfg.tie_word_embeddings {
        w.skip("lm_head.weight");
        embed.clone()
    } else {
        d("lm_head.weight".into(), &[cfg.vocab_size, h])?
    };
    let norm = d("model.norm.weight".into(), &[h])?;
    Ok(Weights { embed, head, norm, layers })
}

/// cos/sin [rows, head_dim] from positions ([3, rows] or [rows] i64).
fn rotary(f: &mut FuncBuilder, cfg: &TextConfig, mode: PositionMode, positions: &Value, rows: usize) -> Result<(Value, Value), GraphError> {
    let half = cfg.head_dim / 2;
    let inv: Vec<f64> = (0..half).map(|i| f64::from((1.0 / cfg.rope_theta.powf((2 * i) as f64 / cfg.head_dim as f64)) as f32)).collect();
    let pos = f.convert(positions, DType::F32)?;
    let per_pair = match mode {
        PositionMode::Rope1d => f.broadcast(&pos, &[rows, half], &[0])?,
        PositionMode::Mrope(sec) => {
            let mut parts = Vec::new();
            for (axis, &n) in sec.iter().enumerate() {
                let row = f.slice(&pos, &[axis, 0], &[axis + 1, rows])?;
                let row = f.reshape(&row, &[rows])?;
                parts.push(f.broadcast(&row, &[rows, n], &[0])?);
            }
            let refs: Vec<&Value> = parts.iter().collect();
            f.concat(&refs, 1)?
        }
    };
    let inv = f.constant_vec(&inv, DType::F32);
    let invb = f.broadcast(&inv, &[rows, half], &[1])?;
    let angles = f.mul(&per_pair, &invb)?;
    let full = f.concat(&[&angles, &angles], 1)?;
    Ok((f.unary("cosine", &full)?, f.unary("sine", &full)?))
}

struct Ctx<'a> {
    cfg: &'a TextConfig,
    w: &'a Weights,
    p: Precision,
}

impl Ctx<'_> {
    fn load(&self, f: &mut FuncBuilder, m: &ModuleBuilder, sym: &str) -> Result<Value, GraphError> {
        Ok(f.load(m, sym)?)
    }

    fn mlp(&self, f: &mut FuncBuilder, m: &ModuleBuilder, l: &Layer, x: &Value) -> Result<Value, GraphError> {
        let norm = self.load(f, m, &l.post_norm)?;
        let h = nn::rms_norm(f, x, &norm, self.cfg.rms_norm_eps)?;
        let (gate, up, down) = (self.load(f, m, &l.gate)?, self.load(f, m, &l.up)?, self.load(f, m, &l.down)?);
        let g = nn::linear(f, &h, &gate, None, self.p)?;
        let g = nn::x_sigmoid(f, &g, 1.0)?;
        let u = nn::linear(f, &h, &up, None, self.p)?;
        let gu = f.mul(&g, &u)?;
        let d = nn::linear(f, &gu, &down, None, self.p)?;
        Ok(f.add(x, &d)?)
    }

    /// q [rows, heads, hd], k, v [rows, kv, hd] after rotary.
    fn qkv(&self, f: &mut FuncBuilder, m: &ModuleBuilder, l: &Layer, x: &Value, cos: &Value, sin: &Value) -> Result<(Value, Value, Value, Value), GraphError> {
        let c = self.cfg;
        let rows = x.dims()[0];
        let norm = self.load(f, m, &l.input_norm)?;
        let h = nn::rms_norm(f, x, &norm, c.rms_norm_eps)?;
        let proj = |f: &mut FuncBuilder, wb: &(String, String), heads: usize| -> Result<Value, GraphError> {
            let (w, b) = (f_load(f, m, &wb.0)?, f_load(f, m, &wb.1)?);
            let y = nn::linear(f, &h, &w, Some(&b), self.p)?;
            Ok(f.reshape(&y, &[rows, heads, c.head_dim])?)
        };
        let q = proj(f, &l.q, c.num_attention_heads)?;
        let k = proj(f, &l.k, c.num_key_value_heads)?;
        let v = proj(f, &l.v, c.num_key_value_heads)?;
        let q = nn::apply_rope(f, &q, cos, sin)?;
        let k = nn::apply_rope(f, &k, cos, sin)?;
        Ok((h, q, k, v))
    }

    fn out_proj(&self, f: &mut FuncBuilder, m: &ModuleBuilder, l: &Layer, x: &Value, ctx: &Value) -> Result<Value, GraphError> {
        let w = self.load(f, m, &l.o)?;
        let o = nn::linear(f, ctx, &w, None, self.p)?;
        Ok(f.add(x, &o)?)
    }

    fn logits(&self, f: &mut FuncBuilder, m: &ModuleBuilder, x: &Value) -> Result<Value, GraphError> {
        let norm = self.load(f, m, &self.w.norm)?;
        let n = nn::rms_norm(f, x, &norm, self.cfg.rms_norm_eps)?;
        let head = self.load(f, m, &self.w.head)?;
        Ok(nn::linear(f, &n, &head, None, self.p)?)
    }
}

fn f_load(f: &mut FuncBuilder, m: &ModuleBuilder, sym: &str) -> Result<Value, GraphError> {
    Ok(f.load(m, sym)?)
}

fn i32s(f: &mut FuncBuilder, v: usize) -> Value {
    f.scalar(v as f64, DType::I32)
}

fn prefill(m: &mut ModuleBuilder, ctx: &Ctx, mode: PositionMode, cache: CacheShape, s: usize, all_logits: bool) -> Result<(), GraphError> {
    let c = ctx.cfg;
    let (hd, kvh, g) = (c.head_dim, c.num_key_value_heads, c.num_attention_heads / c.num_key_value_heads);
    let name = if all_logits { format!("prefill_stages_s{s}") } else { format!("prefill_s{s}") };
    let mut f = FuncBuilder::new(&name);
    let ids = f.arg(Ty::new(&[s], DType::I32));
    let image_embeds = f.arg(Ty::new(&[s, c.hidden_size], DType::F32));
    let is_image = f.arg(Ty::new(&[s], DType::I32));
    let positions = f.arg(match mode {
        PositionMode::Mrope(_) => Ty::new(&[3, s], DType::I64),
        PositionMode::Rope1d => Ty::new(&[s], DType::I64),
    });
    let slot = f.arg(Ty::scalar(DType::I32));
    let last = f.arg(Ty::scalar(DType::I32));
    let mut kc = f.arg(Ty::new(&cache.dims(c), DType::F32));
    let mut vc = f.arg(Ty::new(&cache.dims(c), DType::F32));

    let table = f.load(m, &ctx.w.embed)?;
    let tokens = f.gather_rows(&table, &ids)?;
    let tokens = f.convert(&tokens, DType::F32)?;
    let zero = f.constant(0.0, Ty::new(&[s], DType::I32));
    let img = f.compare(&is_image, &zero, "NE")?;
    let img = f.broadcast(&img, &[s, c.hidden_size], &[0])?;
    let mut x = f.select(&img, &image_embeds, &tokens)?;
    let (cos, sin) = rotary(&mut f, c, mode, &positions, s)?;

    // Causal mask [S, S] (query row i sees key j <= i).
    let qi = f.iota(Ty::new(&[s, s], DType::I32), 0)?;
    let kj = f.iota(Ty::new(&[s, s], DType::I32), 1)?;
    let causal = f.compare(&kj, &qi, "LE")?;
    let causal = f.broadcast(&causal, &[kvh, s, g, s], &[1, 3])?;
    let neg_inf = f.constant(f64::NEG_INFINITY, Ty::new(&[kvh, s, g, s], DType::F32));
    let z = i32s(&mut f, 0);
    for (li, l) in ctx.w.layers.iter().enumerate() {
        let (_, q, k, v) = ctx.qkv(&mut f, m, l, &x, &cos, &sin)?;
        let q4 = f.reshape(&q, &[s, kvh, g, hd])?;
        let (qd, kd) = (f.convert(&q4, ctx.p.matmul_dtype())?, f.convert(&k, ctx.p.matmul_dtype())?);
        // [kv, S_q, g, S_k]
        let scores = f.dot_general(&qd, &kd, (&[1], &[1]), (&[3], &[2]), DType::F32)?;
        let scale = f.constant(1.0 / (hd as f64).sqrt(), scores.ty.clone());
        let scores = f.mul(&scores, &scale)?;
        let scores = f.select(&causal, &scores, &neg_inf)?;
        let probs = nn::softmax_last(&mut f, &scores)?;
        let (pd, vd) = (f.convert(&probs, ctx.p.matmul_dtype())?, f.convert(&v, ctx.p.matmul_dtype())?);
        // [kv, S, g, hd] -> [S, kv, g, hd] -> [S, heads * hd]
        let att = f.dot_general(&pd, &vd, (&[0], &[1]), (&[3], &[0]), DType::F32)?;
        let att = f.transpose(&att, &[1, 0, 2, 3])?;
        let att = f.reshape(&att, &[s, c.num_attention_heads * hd])?;
        x = ctx.out_proj(&mut f, m, l, &x, &att)?;
        x = ctx.mlp(&mut f, m, l, &x)?;
        // Cache rows 0..S of this slot.
        let lz = i32s(&mut f, li);
        for (cache, new) in [(&mut kc, &k), (&mut vc, &v)] {
            let t = f.transpose(new, &[1, 0, 2])?;
            let t = f.reshape(&t, &[1, 1, kvh, s, hd])?;
            *cache = f.dynamic_update_slice(cache, &t, &[&lz, &slot, &z, &z, &z])?;
        }
    }
    let logits = if all_logits {
        ctx.logits(&mut f, m, &x)?
    } else {
        let row = f.dynamic_slice(&x, &[&last, &z], &[1, c.hidden_size])?;
        ctx.logits(&mut f, m, &row)?
    };
    m.add_function(f, &[&logits, &kc, &vc]);
    Ok(())
}

fn decode(m: &mut ModuleBuilder, ctx: &Ctx, cache: CacheShape) -> Result<(), GraphError> {
    let c = ctx.cfg;
    let (n, cx) = (cache.slots, cache.context);
    let (hd, kvh, g) = (c.head_dim, c.num_key_value_heads, c.num_attention_heads / c.num_key_value_heads);
    let mut f = FuncBuilder::new("decode");
    let ids = f.arg(Ty::new(&[n], DType::I32));
    let positions = f.arg(Ty::new(&[n], DType::I64));
    let cache_len = f.arg(Ty::new(&[n], DType::I32));
    let mut kc = f.arg(Ty::new(&cache.dims(c), DType::F32));
    let mut vc = f.arg(Ty::new(&cache.dims(c), DType::F32));

    let table = f.load(m, &ctx.w.embed)?;
    let x0 = f.gather_rows(&table, &ids)?;
    let mut x = f.convert(&x0, DType::F32)?;
    // Every axis of a decode position is cache_len + rope_delta: 1D rotary.
    let (cos, sin) = rotary(&mut f, c, PositionMode::Rope1d, &positions, n)?;
    // Slot s sees its cache rows < cache_len[s].
    let col = f.iota(Ty::new(&[n, cx], DType::I32), 1)?;
    let lens = f.broadcast(&cache_len, &[n, cx], &[0])?;
    let seen = f.compare(&col, &lens, "LT")?;
    let seen = f.broadcast(&seen, &[n, kvh, g, cx], &[0, 3])?;
    let neg_inf = f.constant(f64::NEG_INFINITY, Ty::new(&[n, kvh, g, cx], DType::F32));
    let z = i32s(&mut f, 0);
    let mut slot_len = Vec::with_capacity(n);
    for sidx in 0..n {
        let one = f.slice(&cache_len, &[sidx], &[sidx + 1])?;
        slot_len.push(f.reshape(&one, &[])?);
    }
    let md = ctx.p.matmul_dtype();
    for (li, l) in ctx.w.layers.iter().enumerate() {
        let (_, q, k, v) = ctx.qkv(&mut f, m, l, &x, &cos, &sin)?;
        let q4 = f.reshape(&q, &[n, kvh, g, hd])?;
        let layer_k = f.slice(&kc, &[li, 0, 0, 0, 0], &[li + 1, n, kvh, cx, hd])?;
        let layer_k = f.reshape(&layer_k, &[n, kvh, cx, hd])?;
        let layer_v = f.slice(&vc, &[li, 0, 0, 0, 0], &[li + 1, n, kvh, cx, hd])?;
        let layer_v = f.reshape(&layer_v, &[n, kvh, cx, hd])?;
        let qd = f.convert(&q4, md)?;
        let kcd = f.convert(&layer_k, md)?;
        // [n, kv, g, C]
        let sc = f.dot_general(&qd, &kcd, (&[0, 1], &[0, 1]), (&[3], &[3]), DType::F32)?;
        let kn = f.convert(&k, md)?;
        // [n, kv, g] -> [n, kv, g, 1]
        let sn = f.dot_general(&qd, &kn, (&[0, 1], &[0, 1]), (&[3], &[2]), DType::F32)?;
        let sn = f.reshape(&sn, &[n, kvh, g, 1])?;
        let scale_c = f.constant(1.0 / (hd as f64).sqrt(), sc.ty.clone());
        let scale_n = f.constant(1.0 / (hd as f64).sqrt(), sn.ty.clone());
        let sc = f.mul(&sc, &scale_c)?;
        let sc = f.select(&seen, &sc, &neg_inf)?;
        let sn = f.mul(&sn, &scale_n)?;
        let all = f.concat(&[&sc, &sn], 3)?;
        let probs = nn::softmax_last(&mut f, &all)?;
        let pc = f.slice(&probs, &[0, 0, 0, 0], &[n, kvh, g, cx])?;
        let pn = f.slice(&probs, &[0, 0, 0, cx], &[n, kvh, g, cx + 1])?;
        // [n, kv, g, hd]
        let (pcd, vcd) = (f.convert(&pc, md)?, f.convert(&layer_v, md)?);
        let from_cache = f.dot_general(&pcd, &vcd, (&[0, 1], &[0, 1]), (&[3], &[2]), DType::F32)?;
        let vnb = f.broadcast(&v, &[n, kvh, g, hd], &[0, 1, 3])?;
        let pn3 = f.reshape(&pn, &[n, kvh, g])?;
        let pnb = f.broadcast(&pn3, &[n, kvh, g, hd], &[0, 1, 2])?;
        let from_new = f.mul(&pnb, &vnb)?;
        let att = f.add(&from_cache, &from_new)?;
        let att = f.reshape(&att, &[n, c.num_attention_heads * hd])?;
        x = ctx.out_proj(&mut f, m, l, &x, &att)?;
        x = ctx.mlp(&mut f, m, l, &x)?;
        let lz = i32s(&mut f, li);
        for sidx in 0..n {
            let si = i32s(&mut f, sidx);
            for (cache, new) in [(&mut kc, &k), (&mut vc, &v)] {
                let row = f.slice(new, &[sidx, 0, 0], &[sidx + 1, kvh, hd])?;
                let row = f.reshape(&row, &[1, 1, kvh, 1, hd])?;
                *cache = f.dynamic_update_slice(cache, &row, &[&lz, &si, &z, &slot_len[sidx], &z])?;
            }
        }
    }
    let logits = ctx.logits(&mut f, m, &x)?;
    m.add_function(f, &[&logits, &kc, &vc]);
    Ok(())
}

/// Emit the `lm` module: prefill for each bucket (and its all-logits
/// variant when `stages`) and decode for `cache.slots` slots.
pub fn emit(cfg: &TextConfig, w: &WeightIndex, buckets: &[usize], cache: CacheShape, p: Precision, stages: bool) -> Result<String, GraphError> {
    if let Some(&b) = buckets.iter().find(|&&b| b > cache.context) {
        return Err(GraphError::Config(format!("prompt bucket {b} exceeds the cache context {}", cache.context)));
    }
    let mut m = ModuleBuilder::new("lm");
    let weights = declare(&mut m, w, cfg)?;
    let ctx = Ctx { cfg, w: &weights, p };
    let mode = PositionMode::of(cfg);
    for &s in buckets {
        prefill(&mut m, &ctx, mode, cache, s, false)?;
        if stages {
            prefill(&mut m, &ctx, mode, cache, s, true)?;
        }
    }
    decode(&mut m, &ctx, cache)?;
    Ok(m.finish())
}

#[cfg(test)]
mod bucket_tests {
    use super::*;

    #[test]
    fn prompt_buckets_follow_the_ladder_and_end_at_the_context() {
        assert_eq!(prompt_buckets(1024), vec![64, 128, 256, 512, 1024]);
        assert_eq!(prompt_buckets(1000), vec![64, 128, 256, 512, 1000]);
        assert_eq!(prompt_buckets(32768), vec![64, 128, 256, 512, 1024, 2048, 4096]);
        assert_eq!(prompt_buckets(40), vec![40]);
    }
}
