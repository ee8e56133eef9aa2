//! The Qwen2-VL vision tower and patch merger, eager f32.
//!
//! patch embed (Conv3d without bias == matmul with the weight reshaped to
//! [embed, C*T*P*P]) -> `depth` blocks (LayerNorm eps 1e-6; fused qkv with
//! bias; 2D rotary over (h, w) with theta from the config; attention only
//! inside each cu_seqlens segment; proj with bias; fc1 -> quick_gelu -> fc2)
//! -> merger (ln_q, groups of merge^2 consecutive rows, Linear -> erf GELU ->
//! Linear). In an int8 run every linear layer of the blocks and the
//! merger's MLP is quantized ([`VisionTower::quantize_int8`], the rule of
//! `quant.rs`); the patch embed stays f32.
//!
//! Mirrors (transformers 5.24.0, as pinned in `scripts/reference/setup-venv.sh`):
//! `transformers/models/qwen2_vl/modeling_qwen2_vl.py`
//! `PatchEmbed.forward`, `Qwen2VLVisionRotaryEmbedding.forward`
//! (`VisionTower::rotary`), `apply_rotary_pos_emb_vision`,
//! `VisionAttention.forward`, `VisionMlp.forward`,
//! `Qwen2VLVisionBlock.forward`, `PatchMerger.forward` and
//! `Qwen2VisionTransformerPretrainedModel.forward`.

use candle_core::{Result as CResult, Tensor};
use contracts::config::VisionConfig;

use crate::bf16::Bf16Rounding;
use crate::checkpoint::{Checkpoint, CheckpointError};
use crate::ops;
use crate::quant::Weight;

struct Block {
    norm1: (Tensor, Tensor),
    norm2: (Tensor, Tensor),
    qkv: (Weight, Tensor),
    proj: (Weight, Tensor),
    fc1: (Weight, Tensor),
    fc2: (Weight, Tensor),
}

pub struct VisionTower {
    cfg: VisionConfig,
    patch_embed: Weight,
    blocks: Vec<Block>,
    ln_q: (Tensor, Tensor),
    mlp0: (Weight, Tensor),
    mlp2: (Weight, Tensor),
    /// Where attention's row operands are rounded to bf16 (the twin).
    rows: bool,
}

/// Everything the vision tower exposes to the stage taps.
pub struct VisionOutputs {
    pub cos: Tensor,
    pub sin: Tensor,
    pub patch_embed: Tensor,
    pub blocks: Vec<Tensor>,
    pub merger_ln: Tensor,
    pub merged: Tensor,
}

const LN_EPS: f64 = 1e-6;

fn pair(ck: &Checkpoint, prefix: &str, w: &[usize], b: &[usize]) -> Result<(Tensor, Tensor), CheckpointError> {
    Ok((ck.get(&format!("{prefix}.weight"), w)?, ck.get(&format!("{prefix}.bias"), b)?))
}

/// A linear layer's (weight, bias), the weight f32 until quantized.
fn layer(ck: &Checkpoint, prefix: &str, w: &[usize], b: &[usize]) -> Result<(Weight, Tensor), CheckpointError> {
    let (w, b) = pair(ck, prefix, w, b)?;
    Ok((Weight::F32(w), b))
}

impl VisionTower {
    pub fn load(ck: &Checkpoint, cfg: &VisionConfig) -> Result<Self, CheckpointError> {
        let e = cfg.embed_dim;
        let m = cfg.mlp_hidden;
        let merged = e * cfg.merge_unit();
        let pe = ck.get(
            "visual.patch_embed.proj.weight",
            &[e, cfg.in_channels, cfg.temporal_patch_size, cfg.patch_size, cfg.patch_size],
        )?;
        let patch_embed = pe.reshape((e, cfg.patch_row())).map_err(|err| CheckpointError::Candle {
            name: "visual.patch_embed.proj.weight".into(),
            detail: err.to_string(),
        })?;
        let mut blocks = Vec::with_capacity(cfg.depth);
        for i in 0..cfg.depth {
            let p = format!("visual.blocks.{i}");
            blocks.push(Block {
                norm1: pair(ck, &format!("{p}.norm1"), &[e], &[e])?,
                norm2: pair(ck, &format!("{p}.norm2"), &[e], &[e])?,
                qkv: layer(ck, &format!("{p}.attn.qkv"), &[3 * e, e], &[3 * e])?,
                proj: layer(ck, &format!("{p}.attn.proj"), &[e, e], &[e])?,
                fc1: layer(ck, &format!("{p}.mlp.fc1"), &[m, e], &[m])?,
                fc2: layer(ck, &format!("{p}.mlp.fc2"), &[e, m], &[e])?,
            });
        }
        Ok(VisionTower {
            cfg: cfg.clone(),
            patch_embed: Weight::F32(patch_embed),
            blocks,
            ln_q: pair(ck, "visual.merger.ln_q", &[e], &[e])?,
            mlp0: layer(ck, "visual.merger.mlp.0", &[merged, merged], &[merged])?,
            mlp2: layer(ck, "visual.merger.mlp.2", &[cfg.out_hidden_size, merged], &[cfg.out_hidden_size])?,
            rows: false,
        })
    }

    /// Quantize every linear layer of the blocks and the merger's MLP to
    /// int8 (`quant.rs`'s rule; the int8 run's vision tower).
    pub fn quantize_int8(&mut self) -> CResult<()> {
        for b in &mut self.blocks {
            for w in [&mut b.qkv.0, &mut b.proj.0, &mut b.fc1.0, &mut b.fc2.0] {
                w.quantize(1.0)?;
            }
        }
        self.mlp0.0.quantize(1.0)?;
        self.mlp2.0.quantize(1.0)
    }

    /// Round like the engine's bf16 contract ([`crate::bf16`]): every
    /// product's weight (int8 ones stay; the patch embed's is bf16 in
    /// int8 mode too) and, where `rows`, their row operands and
    /// attention's.
    pub fn round_bf16(&mut self, rows: bool) -> CResult<()> {
        self.patch_embed.round_bf16(rows)?;
        for b in &mut self.blocks {
            for w in [&mut b.qkv.0, &mut b.proj.0, &mut b.fc1.0, &mut b.fc2.0] {
                w.round_bf16(rows)?;
            }
        }
        self.mlp0.0.round_bf16(rows)?;
        self.mlp2.0.round_bf16(rows)?;
        self.rows = rows;
        Ok(())
    }

    /// cos/sin [N, head_dim]: frequencies of h then of w (head_dim/4 each),
    /// the whole repeated twice (rotate_half layout).
    pub fn rotary(&self, position_ids: &[[i64; 2]]) -> CResult<(Tensor, Tensor)> {
        let hd = self.cfg.head_dim();
        let inv = ops::inv_freq(self.cfg.rope_theta, hd / 2);
        let n = position_ids.len();
        let mut angles = Vec::with_capacity(n * hd);
        for &[h, w] in position_ids {
            let half: Vec<f32> = inv.iter().map(|f| h as f32 * f).chain(inv.iter().map(|f| w as f32 * f)).collect();
            angles.extend_from_slice(&half);
            angles.extend_from_slice(&half);
        }
        let a = Tensor::from_vec(angles, (n, hd), &candle_core::Device::Cpu)?;
        Ok((a.cos()?, a.sin()?))
    }

    fn attention(&self, b: &Block, x: &Tensor, cos: &Tensor, sin: &Tensor, cu: &[i64]) -> CResult<Tensor> {
        let n = x.dim(0)?;
        let heads = self.cfg.num_heads;
        let hd = self.cfg.head_dim();
        let qkv = b.qkv.0.linear(x, Some(&b.qkv.1))?.reshape((n, 3, heads, hd))?;
        let (cos, sin) = (cos.unsqueeze(1)?, sin.unsqueeze(1)?); // [N, 1, hd]
        let q = ops::apply_rope(&qkv.narrow(1, 0, 1)?.squeeze(1)?, &cos, &sin)?;
        let k = ops::apply_rope(&qkv.narrow(1, 1, 1)?.squeeze(1)?, &cos, &sin)?;
        let v = qkv.narrow(1, 2, 1)?.squeeze(1)?;
        let (q, k, v) = (
            Bf16Rounding::maybe(self.rows, &q)?,
            Bf16Rounding::maybe(self.rows, &k)?,
            Bf16Rounding::maybe(self.rows, &v)?,
        );
        let scale = 1.0 / (hd as f64).sqrt();
        let mut outs = Vec::with_capacity(cu.len());
        for seg in cu.windows(2) {
            let (start, len) = (seg[0] as usize, (seg[1] - seg[0]) as usize);
            let qs = q.narrow(0, start, len)?.transpose(0, 1)?.contiguous()?; // [H, L, hd]
            let ks = k.narrow(0, start, len)?.transpose(0, 1)?.contiguous()?;
            let vs = v.narrow(0, start, len)?.transpose(0, 1)?.contiguous()?;
            let scores = (qs.matmul(&ks.t()?)? * scale)?;
            let probs = match self.rows {
                false => ops::softmax_last(&scores)?,
                true => ops::softmax_rounded(&scores)?,
            };
            outs.push(probs.matmul(&vs)?.transpose(0, 1)?.reshape((len, heads * hd))?);
        }
        let out = Tensor::cat(&outs, 0)?;
        b.proj.0.linear(&out, Some(&b.proj.1))
    }

    pub fn forward(&self, pixels: &Tensor, position_ids: &[[i64; 2]], cu_seqlens: &[i64]) -> CResult<VisionOutputs> {
        let (cos, sin) = self.rotary(position_ids)?;
        let patch_embed = self.patch_embed.linear(pixels, None)?;
        let mut x = patch_embed.clone();
        let mut blocks = Vec::with_capacity(self.blocks.len());
        for b in &self.blocks {
            let h = ops::layer_norm(&x, &b.norm1.0, &b.norm1.1, LN_EPS)?;
            x = (&x + self.attention(b, &h, &cos, &sin, cu_seqlens)?)?;
            let h = ops::layer_norm(&x, &b.norm2.0, &b.norm2.1, LN_EPS)?;
            let h = ops::quick_gelu(&b.fc1.0.linear(&h, Some(&b.fc1.1))?)?;
            x = (&x + b.fc2.0.linear(&h, Some(&b.fc2.1))?)?;
            blocks.push(x.clone());
        }
        let merger_ln = ops::layer_norm(&x, &self.ln_q.0, &self.ln_q.1, LN_EPS)?;
        let n = merger_ln.dim(0)?;
        let unit = self.cfg.merge_unit();
        let grouped = merger_ln.reshape((n / unit, unit * self.cfg.embed_dim))?;
        let h = self.mlp0.0.linear(&grouped, Some(&self.mlp0.1))?.gelu_erf()?;
        let merged = self.mlp2.0.linear(&h, Some(&self.mlp2.1))?;
        Ok(VisionOutputs { cos, sin, patch_embed, blocks, merger_ln, merged })
    }
}
