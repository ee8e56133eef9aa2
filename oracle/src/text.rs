//! The Qwen2 decoder shared by Qwen2-VL and text-only Qwen2, eager f32.
//!
//! RMSNorm (eps from the config), GQA attention with q/k/v biases and no
//! o_proj bias, rotary embeddings (M-RoPE with mrope_section for Qwen2-VL,
//! plain 1D RoPE for Qwen2 — the mode is explicit, never inferred), SwiGLU
//! MLP, tied or untied lm_head, and a KV cache holding keys after rotary.
//!
//! Mirrors (transformers 5.24.0, as pinned in `scripts/reference/setup-venv.sh`):
//! `transformers/models/qwen2/modeling_qwen2.py` `Qwen2Attention.forward`, `Qwen2MLP.forward`,
//! `Qwen2DecoderLayer.forward`, `Qwen2Model.forward` and
//! `Qwen2ForCausalLM.forward` (text-only Qwen2); `transformers/models/qwen2_vl/modeling_qwen2_vl.py`
//! `Qwen2VLRotaryEmbedding.forward` with `recomposition_frequencies`
//! (M-RoPE's sections, `TextModel::rotary`), `Qwen2VLAttention.forward`
//! and `Qwen2VLTextModel.forward` (Qwen2-VL).

use candle_core::{Device, Result as CResult, Tensor};
use contracts::config::TextConfig;

use crate::bf16::Bf16Rounding;
use crate::checkpoint::{Checkpoint, CheckpointError};
use crate::ops;
use crate::quant::Weight;

/// How token positions become rotary angles.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PositionMode {
    /// Qwen2-VL: three position axes (t, h, w); rotary pair i takes the axis
    /// of the section it falls in.
    Mrope([usize; 3]),
    /// Qwen2: one position per token.
    Rope1d,
}

/// Which pass a forward call is: the prompt's prefill, or one decode step
/// (they round differently in the bf16 twin, as the engine's graphs do:
/// [`crate::bf16`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pass {
    Prefill,
    Decode,
}

struct Layer {
    input_norm: Tensor,
    post_norm: Tensor,
    q: (Weight, Tensor),
    k: (Weight, Tensor),
    v: (Weight, Tensor),
    o: Weight,
    gate: Weight,
    up: Weight,
    down: Weight,
}

pub struct TextModel {
    cfg: TextConfig,
    pub mode: PositionMode,
    embed: Tensor,
    layers: Vec<Layer>,
    norm: Tensor,
    lm_head: Weight,
    /// Where activations are rounded to bf16 (the twin; none in f32).
    rounding: Bf16Rounding,
}

/// Per-layer keys (after rotary) and values, [kv_heads, len, head_dim].
#[derive(Clone)]
pub struct KvCache {
    pub layers: Vec<(Tensor, Tensor)>,
}

impl KvCache {
    pub fn len(&self) -> usize {
        self.layers.first().map(|(k, _)| k.dim(1).unwrap_or(0)).unwrap_or(0)
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

impl TextModel {
    pub fn load(ck: &Checkpoint, cfg: &TextConfig) -> Result<Self, CheckpointError> {
        let h = cfg.hidden_size;
        let hd = cfg.head_dim;
        let (nq, nkv) = (cfg.num_attention_heads * hd, cfg.num_key_value_heads * hd);
        let i = cfg.intermediate_size;
        let mut layers = Vec::with_capacity(cfg.num_hidden_layers);
        for l in 0..cfg.num_hidden_layers {
            let p = format!("model.layers.{l}");
            let lin = |name: &str, o: usize, n: usize| Ok(Weight::F32(ck.get(&format!("{p}.{name}.weight"), &[o, n])?));
            let bias = |name: &str, o: usize| ck.get(&format!("{p}.{name}.bias"), &[o]);
            layers.push(Layer {
                input_norm: ck.get(&format!("{p}.input_layernorm.weight"), &[h])?,
                post_norm: ck.get(&format!("{p}.post_attention_layernorm.weight"), &[h])?,
                q: (lin("self_attn.q_proj", nq, h)?, bias("self_attn.q_proj", nq)?),
                k: (lin("self_attn.k_proj", nkv, h)?, bias("self_attn.k_proj", nkv)?),
                v: (lin("self_attn.v_proj", nkv, h)?, bias("self_attn.v_proj", nkv)?),
                o: lin("self_attn.o_proj", h, nq)?,
                gate: lin("mlp.gate_proj", i, h)?,
                up: lin("mlp.up_proj", i, h)?,
                down: lin("mlp.down_proj", h, i)?,
            });
        }
        let embed = ck.get("model.embed_tokens.weight", &[cfg.vocab_size, h])?;
        let lm_head = if cfg.tie_word_embeddings {
            // Tied: the head is the embedding; a stored copy is not used.
            ck.skip("lm_head.weight");
            Weight::F32(embed.clone())
        } else {
            Weight::F32(ck.get("lm_head.weight", &[cfg.vocab_size, h])?)
        };
        let mode = match cfg.mrope_section {
            Some(s) => PositionMode::Mrope(s),
            None => PositionMode::Rope1d,
        };
        Ok(TextModel {
            cfg: cfg.clone(),
            mode,
            embed,
            layers,
            norm: ck.get("model.norm.weight", &[h])?,
            lm_head,
            rounding: Bf16Rounding::NONE,
        })
    }

    /// Switch every linear layer (q, k, v, o, gate, up, down and the head)
    /// to int8 weights and int8 input rows ([`crate::quant`]), the engine's
    /// `--precision int8` rule. `scale_fault` multiplies row 0's scale of
    /// layer 0's gate projection (`harness selftest`; 1 otherwise).
    pub fn quantize_int8(&mut self, scale_fault: f32) -> CResult<()> {
        for (i, l) in self.layers.iter_mut().enumerate() {
            for w in [&mut l.q.0, &mut l.k.0, &mut l.v.0, &mut l.o, &mut l.up, &mut l.down] {
                w.quantize(1.0)?;
            }
            l.gate.quantize(if i == 0 { scale_fault } else { 1.0 })?;
        }
        self.lm_head.quantize(1.0)
    }

    /// Round like the engine's bf16 contract ([`crate::bf16`]): every
    /// linear layer's weight (int8 ones stay) and the head, the KV cache,
    /// and where `rows`, the products' row operands. The embedding table
    /// stays as stored (the engine gathers from it as stored).
    pub fn round_bf16(&mut self, rows: bool) -> CResult<()> {
        for l in &mut self.layers {
            for w in [&mut l.q.0, &mut l.k.0, &mut l.v.0, &mut l.o, &mut l.gate, &mut l.up, &mut l.down] {
                w.round_bf16(rows)?;
            }
        }
        self.lm_head.round_bf16(rows)?;
        self.rounding = Bf16Rounding { kv: true, rows };
        Ok(())
    }

    pub fn empty_cache(&self) -> CResult<KvCache> {
        let z =
            Tensor::zeros((self.cfg.num_key_value_heads, 0, self.cfg.head_dim), candle_core::DType::F32, &Device::Cpu)?;
        Ok(KvCache { layers: vec![(z.clone(), z); self.cfg.num_hidden_layers] })
    }

    /// Token embeddings [S, H].
    pub fn embed(&self, ids: &[u32]) -> CResult<Tensor> {
        let idx = Tensor::from_slice(ids, ids.len(), &Device::Cpu)?;
        self.embed.index_select(&idx, 0)
    }

    /// cos/sin [S, head_dim] for positions `[3][S]` (axes t, h, w; in 1D
    /// mode only axis 0 is read).
    pub fn rotary(&self, positions: &[Vec<i64>; 3]) -> CResult<(Tensor, Tensor)> {
        let hd = self.cfg.head_dim;
        let inv = ops::inv_freq(self.cfg.rope_theta, hd);
        let s = positions[0].len();
        // Which position axis drives each rotary pair.
        let axis_of: Vec<usize> = match self.mode {
            PositionMode::Rope1d => vec![0; hd / 2],
            PositionMode::Mrope(sec) => (0..3).flat_map(|a| std::iter::repeat_n(a, sec[a])).collect(),
        };
        let mut angles = Vec::with_capacity(s * hd);
        // t indexes the token axis of all three position rows at once.
        #[allow(clippy::needless_range_loop)]
        for t in 0..s {
            let half: Vec<f32> = inv.iter().zip(&axis_of).map(|(f, &a)| positions[a][t] as f32 * f).collect();
            angles.extend_from_slice(&half);
            angles.extend_from_slice(&half);
        }
        let a = Tensor::from_vec(angles, (s, hd), &Device::Cpu)?;
        Ok((a.cos()?, a.sin()?))
    }

    fn attention(
        &self,
        l: &Layer,
        x: &Tensor,
        cos: &Tensor,
        sin: &Tensor,
        cache: &mut (Tensor, Tensor),
        pass: Pass,
    ) -> CResult<Tensor> {
        let s = x.dim(0)?;
        // The twin's rounding of attention's operands (crate::bf16): keys
        // and values as they enter the cache; prefill's queries and exp
        // weights where rows are rounded (decode keeps them f32).
        let round = self.rounding;
        let rows = round.rows && pass == Pass::Prefill;
        let (nh, nkv, hd) = (self.cfg.num_attention_heads, self.cfg.num_key_value_heads, self.cfg.head_dim);
        let heads = |t: Tensor, n: usize| -> CResult<Tensor> { t.reshape((s, n, hd))?.transpose(0, 1)?.contiguous() };
        let q = heads(l.q.0.linear(x, Some(&l.q.1))?, nh)?; // [nh, S, hd]
        let k = heads(l.k.0.linear(x, Some(&l.k.1))?, nkv)?;
        let v = heads(l.v.0.linear(x, Some(&l.v.1))?, nkv)?;
        let q = Bf16Rounding::maybe(rows, &ops::apply_rope(&q, cos, sin)?)?;
        let k = Bf16Rounding::maybe(round.kv, &ops::apply_rope(&k, cos, sin)?)?;
        let v = Bf16Rounding::maybe(round.kv, &v)?;
        let past = cache.0.dim(1)?;
        let k_all = Tensor::cat(&[&cache.0, &k], 1)?;
        let v_all = Tensor::cat(&[&cache.1, &v], 1)?;
        *cache = (k_all.clone(), v_all.clone());
        let total = past + s;
        let group = nh / nkv;
        // Repeat each kv head for its group of query heads.
        let expand = |t: &Tensor| -> CResult<Tensor> {
            t.unsqueeze(1)?.expand((nkv, group, total, hd))?.reshape((nh, total, hd))
        };
        let (k_all, v_all) = (expand(&k_all)?, expand(&v_all)?);
        let scores = (q.matmul(&k_all.t()?)? * (1.0 / (hd as f64).sqrt()))?; // [nh, S, total]
                                                                             // Causal: query i (absolute past + i) sees keys 0..=past + i.
        let mask: Vec<f32> =
            (0..s).flat_map(|i| (0..total).map(move |j| if j <= past + i { 0.0 } else { f32::NEG_INFINITY })).collect();
        let mask = Tensor::from_vec(mask, (s, total), &Device::Cpu)?;
        let probs = match rows {
            false => ops::softmax_last(&scores.broadcast_add(&mask)?)?,
            true => ops::softmax_rounded(&scores.broadcast_add(&mask)?)?,
        };
        let out = probs.matmul(&v_all)?.transpose(0, 1)?.reshape((s, nh * hd))?;
        l.o.linear(&out, None)
    }

    /// Runs the decoder over `embeds` [S, H] at `positions`, appending to
    /// `cache`; returns logits [S, V].
    pub fn forward(
        &self,
        embeds: &Tensor,
        positions: &[Vec<i64>; 3],
        cache: &mut KvCache,
        pass: Pass,
    ) -> CResult<Tensor> {
        let (cos, sin) = self.rotary(positions)?;
        let mut x = embeds.clone();
        let eps = self.cfg.rms_norm_eps;
        for (l, c) in self.layers.iter().zip(cache.layers.iter_mut()) {
            let h = ops::rms_norm(&x, &l.input_norm, eps)?;
            x = (&x + self.attention(l, &h, &cos, &sin, c, pass)?)?;
            let h = ops::rms_norm(&x, &l.post_norm, eps)?;
            let mlp = ops::silu(&l.gate.linear(&h, None)?)?.mul(&l.up.linear(&h, None)?)?;
            x = (&x + l.down.linear(&mlp, None)?)?;
        }
        let x = ops::rms_norm(&x, &self.norm, eps)?;
        self.lm_head.linear(&x, None)?.contiguous()
    }
}

/// Index of the largest value (first one on ties, like torch.argmax).
pub fn argmax(v: &[f32]) -> usize {
    let mut best = 0;
    for (i, x) in v.iter().enumerate() {
        if *x > v[best] {
            best = i;
        }
    }
    best
}

/// top1 - top2 of a logit row.
pub fn margin(v: &[f32]) -> f32 {
    let b = argmax(v);
    let second = v.iter().enumerate().filter(|(i, _)| *i != b).map(|(_, x)| *x).fold(f32::NEG_INFINITY, f32::max);
    v[b] - second
}
