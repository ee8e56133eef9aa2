//! Building blocks of the Qwen2 decoder shared by the prefill and decode
//! graphs: weight declaration (tensor names mirror the checkpoint), rotary
//! tables, the attention projections, the SwiGLU MLP and the head. Weight
//! matmuls go through [`nn::weight_linear`] (data-tiled, packed once at load);
//! attention contractions are plain `dot_general`s and stay untiled.

use contracts::config::TextConfig;

use crate::checkpoint::weights::WeightIndex;
use crate::emit::nn;
use crate::emit::GraphError;
use crate::emit::{DType, FuncBuilder, ModuleBuilder, Value};
use crate::precision::Precision;

use crate::shapes::PositionMode;

pub(super) struct Layer {
    pub input_norm: String,
    pub post_norm: String,
    pub q: (String, String),
    pub k: (String, String),
    pub v: (String, String),
    pub o: String,
    pub gate: String,
    pub up: String,
    pub down: String,
}

pub(super) struct Weights {
    pub embed: String,
    pub head: String,
    pub norm: String,
    pub layers: Vec<Layer>,
}

pub(super) fn declare(m: &mut ModuleBuilder, w: &WeightIndex, cfg: &TextConfig) -> Result<Weights, GraphError> {
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
            k: (
                d(format!("{p}.self_attn.k_proj.weight"), &[nkv, h])?,
                d(format!("{p}.self_attn.k_proj.bias"), &[nkv])?,
            ),
            v: (
                d(format!("{p}.self_attn.v_proj.weight"), &[nkv, h])?,
                d(format!("{p}.self_attn.v_proj.bias"), &[nkv])?,
            ),
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
pub(super) fn rotary(
    f: &mut FuncBuilder,
    cfg: &TextConfig,
    mode: PositionMode,
    positions: &Value,
    rows: usize,
) -> Result<(Value, Value), GraphError> {
    let half = cfg.head_dim / 2;
    let inv: Vec<f64> = (0..half)
        .map(|i| f64::from((1.0 / cfg.rope_theta.powf((2 * i) as f64 / cfg.head_dim as f64)) as f32))
        .collect();
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

pub(super) struct Ctx<'a> {
    pub cfg: &'a TextConfig,
    pub w: &'a Weights,
    pub p: Precision,
}

impl Ctx<'_> {
    pub fn load(&self, f: &mut FuncBuilder, m: &ModuleBuilder, sym: &str) -> Result<Value, GraphError> {
        Ok(f.load(m, sym)?)
    }

    pub fn mlp(&self, f: &mut FuncBuilder, m: &ModuleBuilder, l: &Layer, x: &Value) -> Result<Value, GraphError> {
        let norm = self.load(f, m, &l.post_norm)?;
        let h = nn::rms_norm(f, x, &norm, self.cfg.rms_norm_eps)?;
        let (gate, up, down) = (self.load(f, m, &l.gate)?, self.load(f, m, &l.up)?, self.load(f, m, &l.down)?);
        let g = nn::weight_linear(f, &h, &gate, None, self.p)?;
        let g = nn::x_sigmoid(f, &g, 1.0)?;
        let u = nn::weight_linear(f, &h, &up, None, self.p)?;
        let gu = f.mul(&g, &u)?;
        let d = nn::weight_linear(f, &gu, &down, None, self.p)?;
        Ok(f.add(x, &d)?)
    }

    /// q [rows, heads, hd], k, v [rows, kv, hd]; q and k after rotary.
    pub fn qkv(
        &self,
        f: &mut FuncBuilder,
        m: &ModuleBuilder,
        l: &Layer,
        x: &Value,
        cos: &Value,
        sin: &Value,
    ) -> Result<(Value, Value, Value), GraphError> {
        let c = self.cfg;
        let rows = x.dims()[0];
        let norm = self.load(f, m, &l.input_norm)?;
        let h = nn::rms_norm(f, x, &norm, c.rms_norm_eps)?;
        let proj = |f: &mut FuncBuilder, wb: &(String, String), heads: usize| -> Result<Value, GraphError> {
            let (w, b) = (f.load(m, &wb.0)?, f.load(m, &wb.1)?);
            let y = nn::weight_linear(f, &h, &w, Some(&b), self.p)?;
            Ok(f.reshape(&y, &[rows, heads, c.head_dim])?)
        };
        let q = proj(f, &l.q, c.num_attention_heads)?;
        let k = proj(f, &l.k, c.num_key_value_heads)?;
        let v = proj(f, &l.v, c.num_key_value_heads)?;
        let q = nn::apply_rope(f, &q, cos, sin)?;
        let k = nn::apply_rope(f, &k, cos, sin)?;
        Ok((q, k, v))
    }

    pub fn out_proj(
        &self,
        f: &mut FuncBuilder,
        m: &ModuleBuilder,
        l: &Layer,
        x: &Value,
        ctx: &Value,
    ) -> Result<Value, GraphError> {
        let w = self.load(f, m, &l.o)?;
        let o = nn::weight_linear(f, ctx, &w, None, self.p)?;
        Ok(f.add(x, &o)?)
    }

    pub fn logits(&self, f: &mut FuncBuilder, m: &ModuleBuilder, x: &Value) -> Result<Value, GraphError> {
        let norm = self.load(f, m, &self.w.norm)?;
        let n = nn::rms_norm(f, x, &norm, self.cfg.rms_norm_eps)?;
        let head = self.load(f, m, &self.w.head)?;
        Ok(nn::weight_linear(f, &n, &head, None, self.p)?)
    }
}

pub(super) fn i32s(f: &mut FuncBuilder, v: usize) -> Value {
    f.scalar(v as f64, DType::I32)
}
