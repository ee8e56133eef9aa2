//! Building blocks of the Qwen2 decoder shared by the prefill and decode
//! graphs: weight declaration (tensor names mirror the checkpoint), rotary
//! tables, the attention projections, the SwiGLU MLP and the head. Weight
//! matmuls go through [`nn::weight_linear`] (data-tiled, packed once at load),
//! or over the int8 weights in int8 mode [`nn::q8_linear`] (VNNI) or
//! [`nn::q8_tiled_linear`] (elsewhere, [`Numerics::hand_tiled`]); attention
//! is the prefill and decode graphs' own.

use contracts::config::TextConfig;

use crate::checkpoint::weights::WeightIndex;
use crate::emit::nn;
use crate::emit::{DType, FuncBuilder, ModuleBuilder, Value};
use crate::model_graph::GraphError;
use crate::numerics::Numerics;
use crate::precision::Precision;

use crate::shapes::PositionMode;

/// The row count the language model's packed int8 weights are laid out
/// for ([`crate::emit::FuncBuilder::unsigned_weight_matmul`]): decode
/// steps multiply 2 rows per slot (two input digits), prefill chunks 128
/// or 1,024, and every function shares the one layout. A product of more
/// rows than the layout's reads the weights once per tile of rows.
///
/// 4 rows, measured against 2, 3, 6, 8 and 16 on VNNI's products
/// (`docs/int8.md`, the layout table): it serves one slot as fast as the
/// narrowest layouts, 4 slots 1.3x faster than 3, and prefill faster than
/// bf16 mode; 8 would make one slot 1.25x slower.
///
/// Without VNNI the language model does not quantize its rows at all
/// ([`Numerics::hand_tiled`], [`nn::q8_tiled_linear`]).
pub const Q8_LAYOUT_ROWS: usize = 4;

/// A linear layer's weight: as stored, or quantized (int8 mode).
pub(super) enum Linear {
    Float(String),
    Q8(nn::Q8<String>),
}

pub(super) struct Layer {
    pub input_norm: String,
    pub post_norm: String,
    pub q: (Linear, String),
    pub k: (Linear, String),
    pub v: (Linear, String),
    pub o: Linear,
    pub gate: Linear,
    pub up: Linear,
    pub down: Linear,
}

pub(super) struct Weights {
    pub embed: String,
    pub head: Linear,
    pub norm: String,
    pub layers: Vec<Layer>,
}

pub(super) fn declare(
    m: &mut ModuleBuilder,
    w: &WeightIndex,
    cfg: &TextConfig,
    p: Precision,
) -> Result<Weights, GraphError> {
    let (h, hd, i) = (cfg.hidden_size, cfg.head_dim, cfg.intermediate_size);
    let (nq, nkv) = (cfg.num_attention_heads * hd, cfg.num_key_value_heads * hd);
    let d = |m: &mut ModuleBuilder, name: String, shape: &[usize]| -> Result<String, GraphError> {
        Ok(w.declare(m, &name, shape)?.0)
    };
    let lin = |m: &mut ModuleBuilder, name: String, shape: &[usize]| -> Result<Linear, GraphError> {
        Ok(if p.quantized() {
            Linear::Q8(w.declare_q8(m, &name, shape)?)
        } else {
            Linear::Float(w.declare(m, &name, shape)?.0)
        })
    };
    let mut layers = Vec::with_capacity(cfg.num_hidden_layers);
    for l in 0..cfg.num_hidden_layers {
        let p = format!("model.layers.{l}");
        let a = format!("{p}.self_attn");
        layers.push(Layer {
            input_norm: d(m, format!("{p}.input_layernorm.weight"), &[h])?,
            post_norm: d(m, format!("{p}.post_attention_layernorm.weight"), &[h])?,
            q: (lin(m, format!("{a}.q_proj.weight"), &[nq, h])?, d(m, format!("{a}.q_proj.bias"), &[nq])?),
            k: (lin(m, format!("{a}.k_proj.weight"), &[nkv, h])?, d(m, format!("{a}.k_proj.bias"), &[nkv])?),
            v: (lin(m, format!("{a}.v_proj.weight"), &[nkv, h])?, d(m, format!("{a}.v_proj.bias"), &[nkv])?),
            o: lin(m, format!("{a}.o_proj.weight"), &[h, nq])?,
            gate: lin(m, format!("{p}.mlp.gate_proj.weight"), &[i, h])?,
            up: lin(m, format!("{p}.mlp.up_proj.weight"), &[i, h])?,
            down: lin(m, format!("{p}.mlp.down_proj.weight"), &[h, i])?,
        });
    }
    let embed = d(m, "model.embed_tokens.weight".into(), &[cfg.vocab_size, h])?;
    let head = if cfg.tie_word_embeddings {
        w.skip("lm_head.weight");
        match p.quantized() {
            true => lin(m, "model.embed_tokens.weight".into(), &[cfg.vocab_size, h])?,
            false => Linear::Float(embed.clone()),
        }
    } else {
        lin(m, "lm_head.weight".into(), &[cfg.vocab_size, h])?
    };
    let norm = d(m, "model.norm.weight".into(), &[h])?;
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
    pub p: Numerics,
    /// Deliberate faults (`harness selftest` only).
    pub faults: crate::faults::Faults,
}

impl Ctx<'_> {
    pub fn load(&self, f: &mut FuncBuilder, m: &ModuleBuilder, sym: &str) -> Result<Value, GraphError> {
        Ok(f.load(m, sym)?)
    }

    /// `x W^T (+ b)` through the layer's weight, as stored or int8.
    pub fn linear(
        &self,
        f: &mut FuncBuilder,
        m: &ModuleBuilder,
        w: &Linear,
        x: &Value,
        b: Option<&str>,
    ) -> Result<Value, GraphError> {
        self.linear_scaled(f, m, w, x, b, false)
    }

    /// [`Ctx::linear`]; `wrong_scale`: an int8 weight's row 0 scale
    /// doubled (`harness selftest`'s fault,
    /// [`crate::faults::Faults::int8_scale_row_doubled`]).
    fn linear_scaled(
        &self,
        f: &mut FuncBuilder,
        m: &ModuleBuilder,
        w: &Linear,
        x: &Value,
        b: Option<&str>,
        wrong_scale: bool,
    ) -> Result<Value, GraphError> {
        let scale = |f: &mut FuncBuilder, sym: &str| -> Result<Value, GraphError> {
            let s = f.load(m, sym)?;
            if !wrong_scale {
                return Ok(s);
            }
            let mut k = vec![1.0; s.dims()[0]];
            k[0] = 2.0;
            let k = f.constant_vec(&k, DType::F32);
            Ok(f.mul(&s, &k)?)
        };
        // Weight first, then bias: the order the emitted text has always had.
        Ok(match w {
            Linear::Float(w) => {
                let w = f.load(m, w)?;
                let b = b.map(|b| f.load(m, b)).transpose()?;
                nn::weight_linear(f, x, &w, b.as_ref(), self.p)?
            }
            Linear::Q8(q8) if self.p.hand_tiled() => {
                let (q, scale) = (f.load(m, &q8.q)?, scale(f, &q8.scale)?);
                let b = b.map(|b| f.load(m, b)).transpose()?;
                nn::q8_tiled_linear(f, x, &q, &scale, b.as_ref())?
            }
            Linear::Q8(syms) => {
                // q, scale, offset: the order the emitted text has always had.
                let q8 =
                    nn::Q8 { q: f.load(m, &syms.q)?, scale: scale(f, &syms.scale)?, offset: f.load(m, &syms.offset)? };
                let b = b.map(|b| f.load(m, b)).transpose()?;
                nn::q8_linear(f, x, &q8, b.as_ref(), self.p, Q8_LAYOUT_ROWS)?
            }
        })
    }

    pub fn mlp(&self, f: &mut FuncBuilder, m: &ModuleBuilder, l: &Layer, x: &Value) -> Result<Value, GraphError> {
        let norm = self.load(f, m, &l.post_norm)?;
        let h = nn::rms_norm(f, x, &norm, self.cfg.rms_norm_eps)?;
        // Layer 0's gate carries `harness selftest`'s wrong scale row.
        let wrong_scale = self.faults.int8_scale_row_doubled && std::ptr::eq(l, &self.w.layers[0]);
        let g = self.linear_scaled(f, m, &l.gate, &h, None, wrong_scale)?;
        let g = nn::x_sigmoid(f, &g, 1.0)?;
        let u = self.linear(f, m, &l.up, &h, None)?;
        let gu = f.mul(&g, &u)?;
        let d = self.linear(f, m, &l.down, &gu, None)?;
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
        let proj = |f: &mut FuncBuilder, wb: &(Linear, String), heads: usize| -> Result<Value, GraphError> {
            let y = self.linear(f, m, &wb.0, &h, Some(&wb.1))?;
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
        let o = self.linear(f, m, &l.o, ctx, None)?;
        Ok(f.add(x, &o)?)
    }

    pub fn logits(&self, f: &mut FuncBuilder, m: &ModuleBuilder, x: &Value) -> Result<Value, GraphError> {
        let norm = self.load(f, m, &self.w.norm)?;
        let n = nn::rms_norm(f, x, &norm, self.cfg.rms_norm_eps)?;
        self.linear(f, m, &self.w.head, &n, None)
    }
}

pub(super) fn i32s(f: &mut FuncBuilder, v: usize) -> Value {
    f.scalar(v as f64, DType::I32)
}
