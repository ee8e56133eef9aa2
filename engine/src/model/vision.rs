//! The Qwen2-VL vision encoder + patch merger: one IREE module `vision`
//! with one function per patch bucket, all sharing one set of weight
//! globals (so the weights are loaded, and data-tiled, once).
//!
//! Graph contract (function `vision.encode_bB`, B = bucket rows):
//!
//! | input | shape | dtype | meaning |
//! |---|---|---|---|
//! | patches | [B, C*T*P*P] | f32 | flattened patch rows of every image of the request, in merge-grouped order, images one after another, zero rows after the last real row |
//! | cos, sin | [B, head_dim] | f32 | 2D rotary table per row: h frequencies then w frequencies (head_dim/4 each), repeated twice; padded rows 0 / 0 |
//! | segments | [B] | i32 | the image (frame) index of each real row; padded row r holds -1 - r, so it attends only to itself |
//! | real_rows | [] | i32 | the number of real rows (a multiple of merge^2) |
//!
//! Output: merged tokens [B / merge^2, hidden] f32 in row order, so the first
//! real_rows / merge^2 rows are the image tokens in exactly the order of the
//! expanded `<|image_pad|>` placeholders; padded rows are zero.
//!
//! Attention is block diagonal: the mask is built in the graph from the
//! segment ids (row i sees row j iff segments[i] == segments[j]), so patches
//! never attend across images and no O(B^2) mask is uploaded.
//!
//! `vision.encode_stages_bB` has the same inputs and returns the stage
//! outputs for the harness: patch embed, the requested vision blocks, merger
//! ln_q and the merged tokens.

use contracts::config::VisionConfig;

use crate::emit::nn::{self, Precision};
use crate::emit::{DType, EmitError, FuncBuilder, ModuleBuilder, Ty, Value};
use crate::model::weights::{WeightError, WeightIndex};

/// Patch-row buckets. The accepted pixel budget decides the top: 4096 rows
/// is 4096 * 14 * 14 = 802,816 pixels per request (e.g. 896 x 896); requests
/// over the top bucket are refused, never recompiled.
pub const BUCKETS: [usize; 4] = [64, 256, 1024, 4096];

const LN_EPS: f64 = 1e-6;

#[derive(Debug, thiserror::Error)]
pub enum GraphError {
    #[error(transparent)]
    Emit(#[from] EmitError),
    #[error(transparent)]
    Weight(#[from] WeightError),
    #[error("{0}")]
    Config(String),
}

/// Vision blocks whose outputs `encode_stages` returns: every block of
/// small towers, first / middle / last of deep ones.
pub fn stage_blocks(depth: usize) -> Vec<usize> {
    if depth <= 8 {
        (0..depth).collect()
    } else {
        vec![0, depth / 2, depth - 1]
    }
}

/// The smallest bucket holding `rows` patch rows.
pub fn bucket_for(rows: usize) -> Option<usize> {
    BUCKETS.iter().copied().find(|&b| b >= rows)
}

struct Loaded<'a> {
    m: &'a mut ModuleBuilder,
    w: &'a WeightIndex,
}

impl Loaded<'_> {
    fn tensor(&mut self, f: &mut FuncBuilder, name: &str, shape: &[usize]) -> Result<Value, GraphError> {
        let (sym, _) = self.w.declare(self.m, name, shape)?;
        Ok(f.load(self.m, &sym)?)
    }
}

/// Name of the module's function for `bucket` (with or without stages).
pub fn function(bucket: usize, stages: bool) -> String {
    if stages {
        format!("vision.encode_stages_b{bucket}")
    } else {
        format!("vision.encode_b{bucket}")
    }
}

/// Emit the `vision` module: `encode_bB` and `encode_stages_bB` for every
/// bucket B in `buckets`.
pub fn emit(cfg: &VisionConfig, w: &WeightIndex, buckets: &[usize], precision: Precision, stage_blocks: &[usize]) -> Result<String, GraphError> {
    let unit = cfg.merge_unit();
    if let Some(&bucket) = buckets.iter().find(|&&b| b % unit != 0 || b == 0) {
        return Err(GraphError::Config(format!("bucket {bucket} is not a positive multiple of merge^2 = {unit}")));
    }
    if let Some(&b) = stage_blocks.iter().find(|&&b| b >= cfg.depth) {
        return Err(GraphError::Config(format!("vision block {b} requested, depth is {}", cfg.depth)));
    }
    let mut m = ModuleBuilder::new("vision");
    for &bucket in buckets {
        for stages in [false, true] {
            let name = function(bucket, stages);
            let mut f = FuncBuilder::new(name.trim_start_matches("vision."));
            let outs = body(&mut f, &mut Loaded { m: &mut m, w }, cfg, bucket, precision, if stages { stage_blocks } else { &[] })?;
            let refs: Vec<&Value> = if stages { outs.iter().collect() } else { vec![outs.last().expect("merged")] };
            m.add_function(f, &refs);
        }
    }
    Ok(m.finish())
}

fn body(
    f: &mut FuncBuilder,
    l: &mut Loaded,
    cfg: &VisionConfig,
    b: usize,
    p: Precision,
    stage_blocks: &[usize],
) -> Result<Vec<Value>, GraphError> {
    let (e, heads, hd) = (cfg.embed_dim, cfg.num_heads, cfg.head_dim());
    let patches = f.arg(Ty::new(&[b, cfg.patch_row()], DType::F32));
    let cos = f.arg(Ty::new(&[b, hd], DType::F32));
    let sin = f.arg(Ty::new(&[b, hd], DType::F32));
    let segments = f.arg(Ty::new(&[b], DType::I32));
    let real_rows = f.arg(Ty::scalar(DType::I32));
    let mut stages = Vec::new();

    // Patch embed: Conv3d with stride = kernel == matmul with [E, C*T*P*P].
    let pe = l.tensor(f, "visual.patch_embed.proj.weight", &[e, cfg.in_channels, cfg.temporal_patch_size, cfg.patch_size, cfg.patch_size])?;
    let pe = f.reshape(&pe, &[e, cfg.patch_row()])?;
    let mut x = nn::linear(f, &patches, &pe, None, p)?;
    stages.push(x.clone());

    // Block-diagonal attention mask from segment ids, shared by all blocks.
    let si = f.broadcast(&segments, &[b, b], &[0])?;
    let sj = f.broadcast(&segments, &[b, b], &[1])?;
    let same = f.compare(&si, &sj, "EQ")?;
    let same = f.broadcast(&same, &[heads, b, b], &[1, 2])?;
    let neg_inf = f.constant(f64::NEG_INFINITY, Ty::new(&[heads, b, b], DType::F32));

    for i in 0..cfg.depth {
        let pre = format!("visual.blocks.{i}");
        let ln = |l: &mut Loaded, f: &mut FuncBuilder, n: &str| -> Result<(Value, Value), GraphError> {
            Ok((l.tensor(f, &format!("{pre}.{n}.weight"), &[e])?, l.tensor(f, &format!("{pre}.{n}.bias"), &[e])?))
        };
        let (n1w, n1b) = ln(l, f, "norm1")?;
        let h = nn::layer_norm(f, &x, &n1w, &n1b, LN_EPS)?;
        let qkv_w = l.tensor(f, &format!("{pre}.attn.qkv.weight"), &[3 * e, e])?;
        let qkv_b = l.tensor(f, &format!("{pre}.attn.qkv.bias"), &[3 * e])?;
        let qkv = nn::linear(f, &h, &qkv_w, Some(&qkv_b), p)?;
        let qkv = f.reshape(&qkv, &[b, 3, heads, hd])?;
        let part = |f: &mut FuncBuilder, k: usize| -> Result<Value, GraphError> {
            let s = f.slice(&qkv, &[0, k, 0, 0], &[b, k + 1, heads, hd])?;
            Ok(f.reshape(&s, &[b, heads, hd])?)
        };
        let (q, k, v) = (part(f, 0)?, part(f, 1)?, part(f, 2)?);
        let q = nn::apply_rope(f, &q, &cos, &sin)?;
        let k = nn::apply_rope(f, &k, &cos, &sin)?;
        // scores [heads, B, B]
        let (qd, kd) = (f.convert(&q, p.matmul_dtype())?, f.convert(&k, p.matmul_dtype())?);
        let scores = f.dot_general(&qd, &kd, (&[1], &[1]), (&[2], &[2]), DType::F32)?;
        let scale = f.constant(1.0 / (hd as f64).sqrt(), scores.ty.clone());
        let scores = f.mul(&scores, &scale)?;
        let scores = f.select(&same, &scores, &neg_inf)?;
        let probs = nn::softmax_last(f, &scores)?;
        let (pd, vd) = (f.convert(&probs, p.matmul_dtype())?, f.convert(&v, p.matmul_dtype())?);
        // [heads, B, hd] -> [B, heads, hd] -> [B, E]
        let ctx = f.dot_general(&pd, &vd, (&[0], &[1]), (&[2], &[0]), DType::F32)?;
        let ctx = f.transpose(&ctx, &[1, 0, 2])?;
        let ctx = f.reshape(&ctx, &[b, e])?;
        let proj_w = l.tensor(f, &format!("{pre}.attn.proj.weight"), &[e, e])?;
        let proj_b = l.tensor(f, &format!("{pre}.attn.proj.bias"), &[e])?;
        let attn = nn::linear(f, &ctx, &proj_w, Some(&proj_b), p)?;
        x = f.add(&x, &attn)?;

        let (n2w, n2b) = ln(l, f, "norm2")?;
        let h = nn::layer_norm(f, &x, &n2w, &n2b, LN_EPS)?;
        let fc1_w = l.tensor(f, &format!("{pre}.mlp.fc1.weight"), &[cfg.mlp_hidden, e])?;
        let fc1_b = l.tensor(f, &format!("{pre}.mlp.fc1.bias"), &[cfg.mlp_hidden])?;
        let h = nn::linear(f, &h, &fc1_w, Some(&fc1_b), p)?;
        let h = nn::x_sigmoid(f, &h, 1.702)?;
        let fc2_w = l.tensor(f, &format!("{pre}.mlp.fc2.weight"), &[e, cfg.mlp_hidden])?;
        let fc2_b = l.tensor(f, &format!("{pre}.mlp.fc2.bias"), &[e])?;
        let h = nn::linear(f, &h, &fc2_w, Some(&fc2_b), p)?;
        x = f.add(&x, &h)?;
        if stage_blocks.contains(&i) {
            stages.push(x.clone());
        }
    }

    // Merger: ln_q per row, merge^2 consecutive rows -> one vector, MLP.
    let lnw = l.tensor(f, "visual.merger.ln_q.weight", &[e])?;
    let lnb = l.tensor(f, "visual.merger.ln_q.bias", &[e])?;
    let ln = nn::layer_norm(f, &x, &lnw, &lnb, LN_EPS)?;
    stages.push(ln.clone());
    let unit = cfg.merge_unit();
    let grouped = f.reshape(&ln, &[b / unit, unit * e])?;
    let w0 = l.tensor(f, "visual.merger.mlp.0.weight", &[unit * e, unit * e])?;
    let b0 = l.tensor(f, "visual.merger.mlp.0.bias", &[unit * e])?;
    let h = nn::linear(f, &grouped, &w0, Some(&b0), p)?;
    let h = nn::gelu_erf(f, &h)?;
    let hidden = cfg.out_hidden_size;
    let w2 = l.tensor(f, "visual.merger.mlp.2.weight", &[hidden, unit * e])?;
    let b2 = l.tensor(f, "visual.merger.mlp.2.bias", &[hidden])?;
    let merged = nn::linear(f, &h, &w2, Some(&b2), p)?;

    // Zero the rows that came from padding.
    let tokens = b / unit;
    let row = f.iota(Ty::new(&[tokens, hidden], DType::I32), 0)?;
    let unit_c = f.scalar(unit as f64, DType::I32);
    let real_tokens = f.div(&real_rows, &unit_c)?;
    let limit = f.broadcast(&real_tokens, &[tokens, hidden], &[])?;
    let keep = f.compare(&row, &limit, "LT")?;
    let zero = f.constant(0.0, merged.ty.clone());
    let merged = f.select(&keep, &merged, &zero)?;
    stages.push(merged);
    Ok(stages)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_smallest_fitting_bucket_is_chosen_and_over_capacity_is_none() {
        assert_eq!(bucket_for(1), Some(64));
        assert_eq!(bucket_for(64), Some(64));
        assert_eq!(bucket_for(65), Some(256));
        assert_eq!(bucket_for(4096), Some(4096));
        assert_eq!(bucket_for(4097), None);
    }
}
