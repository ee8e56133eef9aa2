//! `engine bench`: throughput of the engine's stages on a checkpoint.
//! Reports medians with the achieved GFLOP/s (what the graph computes).

use std::time::{Duration, Instant};

use contracts::config::{ModelConfig, PreprocessorConfig, VisionConfig};

use crate::artifacts::{self, ArtifactCache};
use crate::emit::nn::Precision;
use crate::iree::Compiler;
use crate::model::weights::WeightIndex;
use crate::processor::{self, RgbImage};
use crate::vision::VisionEncoder;

/// Multiply-adds x 2 of one vision encode of `n` patch rows (matmuls and
/// attention; norms and activations are not counted).
pub fn vision_flops(v: &VisionConfig, n: usize) -> f64 {
    let (n, e, m, h) = (n as f64, v.embed_dim as f64, v.mlp_hidden as f64, v.out_hidden_size as f64);
    let unit = v.merge_unit() as f64;
    let embed = 2.0 * n * v.patch_row() as f64 * e;
    let block = 2.0 * n * e * (3.0 * e + e + 2.0 * m) + 4.0 * n * n * e;
    let merger = 2.0 * (n / unit) * (unit * e) * (unit * e) + 2.0 * (n / unit) * (unit * e) * h;
    embed + v.depth as f64 * block + merger
}

pub struct VisionBench {
    pub rows: usize,
    pub bucket: usize,
    pub load: Duration,
    pub times: Vec<Duration>,
    pub gflop: f64,
}

impl VisionBench {
    pub fn median(&self) -> Duration {
        let mut t = self.times.clone();
        t.sort();
        t[t.len() / 2]
    }
}

/// A textured synthetic RGB image (deterministic).
pub fn synthetic_image(width: u32, height: u32) -> RgbImage {
    let mut data = Vec::with_capacity((width * height * 3) as usize);
    for y in 0..height {
        for x in 0..width {
            data.push(((x * 7 + y * 3) % 256) as u8);
            data.push(((x ^ y) % 256) as u8);
            data.push(((x * y / 5) % 256) as u8);
        }
    }
    RgbImage { width, height, data }
}

pub fn bench_vision(dir: &std::path::Path, precision: Precision, image: &RgbImage, iterations: usize) -> anyhow::Result<VisionBench> {
    let config = ModelConfig::load(dir)?;
    let v = config.vision.clone().ok_or_else(|| anyhow::anyhow!("{} has no vision tower", dir.display()))?;
    let pre = PreprocessorConfig::load(dir)?;
    let prepared = processor::prepare(image, &pre)?;
    let batch = processor::batch(std::slice::from_ref(&prepared), &v)?;
    let weights = WeightIndex::open(dir)?;
    let cache = ArtifactCache::new(artifacts::default_dir(), Compiler::locate()?)?;
    let t0 = Instant::now();
    let mut enc = VisionEncoder::load(&config, &weights, &cache, precision, Some(&[batch.bucket]))?;
    enc.encode(&batch)?; // first call: parameter upload and packing
    let load = t0.elapsed();
    let mut times = Vec::with_capacity(iterations);
    for _ in 0..iterations.max(1) {
        let t = Instant::now();
        enc.encode(&batch)?;
        times.push(t.elapsed());
    }
    Ok(VisionBench { rows: batch.rows, bucket: batch.bucket, load, times, gflop: vision_flops(&v, batch.rows) / 1e9 })
}

/// Language-model throughput: one prefill of `prompt_tokens`, then
/// `steps` decode steps with every slot active.
pub struct LmBench {
    pub prompt_tokens: usize,
    pub prefill: Duration,
    pub slots: usize,
    pub steps: usize,
    pub decode: Duration,
    pub load: Duration,
    /// Weight bytes one decode step reads, as stored in the checkpoint
    /// (every layer, the final norm and the head).
    pub weight_bytes_per_step: f64,
}

impl LmBench {
    pub fn prefill_tokens_per_s(&self) -> f64 {
        self.prompt_tokens as f64 / self.prefill.as_secs_f64()
    }
    pub fn decode_tokens_per_s(&self) -> f64 {
        (self.slots * self.steps) as f64 / self.decode.as_secs_f64()
    }
    /// Memory-bandwidth ceiling on decode tokens/s at `gb_per_s`.
    pub fn roofline_tokens_per_s(&self, gb_per_s: f64) -> f64 {
        self.slots as f64 * gb_per_s * 1e9 / self.weight_bytes_per_step
    }
}

pub fn bench_lm(dir: &std::path::Path, precision: Precision, prompt_tokens: usize, slots: usize, steps: usize) -> anyhow::Result<LmBench> {
    use crate::lm::{LanguageModel, Positions, Step};
    use crate::model::text::{CacheShape, PositionMode};
    let config = ModelConfig::load(dir)?;
    let weights = WeightIndex::open(dir)?;
    let cache = ArtifactCache::new(artifacts::default_dir(), Compiler::locate()?)?;
    let need = prompt_tokens + steps + 1;
    let context = crate::model::text::PROMPT_BUCKETS
        .iter()
        .copied()
        .find(|&b| b >= need)
        .ok_or_else(|| anyhow::anyhow!("{need} tokens exceed the largest prompt bucket"))?;
    let t0 = Instant::now();
    let mut lm = LanguageModel::load(&config.text, &weights, &cache, precision, CacheShape { slots, context }, false)?;
    let ids: Vec<u32> = (0..prompt_tokens).map(|i| (1000 + 37 * i % 50_000) as u32).collect();
    let p: Vec<i64> = (0..prompt_tokens as i64).collect();
    let positions = match lm.mode() {
        PositionMode::Mrope(_) => Positions::Mrope([p.clone(), p.clone(), p.clone()]),
        PositionMode::Rope1d => Positions::Rope1d(p.clone()),
    };
    lm.prefill(0, &ids, &[], &[], &positions)?; // warm-up: parameter upload and first dispatch
    let load = t0.elapsed();
    let t1 = Instant::now();
    lm.prefill(0, &ids, &[], &[], &positions)?;
    let prefill = t1.elapsed();
    for s in 1..slots {
        lm.prefill(s, &ids, &[], &[], &positions)?;
    }
    let step_at = |k: usize| -> Vec<Option<Step>> {
        (0..slots).map(|_| Some(Step { token: 1234, position: (prompt_tokens + k) as i64, cache_len: prompt_tokens + k })).collect()
    };
    lm.decode(&step_at(0))?; // warm-up
    let t2 = Instant::now();
    for k in 1..=steps {
        lm.decode(&step_at(k))?;
    }
    let decode = t2.elapsed();
    // Weights are read as stored (the graph converts them on the fly): every
    // decoder layer, the final norm, and the head (the embedding when tied).
    let head = if config.text.tie_word_embeddings { "model.embed_tokens.weight" } else { "lm_head.weight" };
    let stored = weights.stored_bytes(|n| n.starts_with("model.layers.") || n == "model.norm.weight" || n == head);
    Ok(LmBench { prompt_tokens, prefill, slots, steps, decode, load, weight_bytes_per_step: stored as f64 })
}
