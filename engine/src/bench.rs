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
