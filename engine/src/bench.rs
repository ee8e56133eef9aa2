//! `engine bench`: throughput of the engine's stages on a checkpoint.
//! Reports medians with the achieved GFLOP/s (what the graph computes).

use std::time::{Duration, Instant};

use contracts::config::{PreprocessorConfig, VisionConfig};

use crate::checkpoint::Checkpoint;
use crate::faults::Faults;
use crate::numerics::{KernelChoice, Numerics};
use crate::precision::Precision;

use crate::host::processor::{self, RgbImage};
use crate::shapes::VisionBuckets;
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
    /// Whether the bucket is a large one (query-tiled attention).
    pub large: bool,
    pub load: Duration,
    pub times: Vec<Duration>,
    pub gflop: f64,
    /// Peak resident memory while loading and encoding this bucket alone
    /// (VmHWM reset before it), bytes.
    pub peak_rss: Option<u64>,
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

/// What `engine bench --stage vision` measures.
pub struct VisionBenchConfig {
    pub precision: Precision,
    /// Which of the engine's own kernels the module may use.
    pub kernels: KernelChoice,
    /// Encode this image (its bucket only); `None`: every bucket, each with
    /// a synthetic image that fills it.
    pub image: Option<RgbImage>,
    pub iterations: usize,
    /// The bucket ladder's top (`--max-patches`).
    pub max_patches: Option<usize>,
}

/// Encode one image per bucket (or the given image), each bucket compiled
/// and loaded on its own so its time and peak memory are its own; `each`
/// gets every bucket's result as soon as it is measured.
pub fn bench_vision(
    dir: &std::path::Path,
    b: &VisionBenchConfig,
    mut each: impl FnMut(VisionBench),
) -> anyhow::Result<()> {
    let ck = Checkpoint::open(dir)?;
    let config = &ck.config;
    let v = config.vision.clone().ok_or_else(|| anyhow::anyhow!("{} has no vision tower", dir.display()))?;
    let buckets = VisionBuckets::new(v.spatial_merge_size, b.max_patches).map_err(anyhow::Error::msg)?;
    let pre = processor::bounded(&PreprocessorConfig::load(dir)?, None, &buckets)?;
    let images: Vec<RgbImage> = match &b.image {
        Some(img) => vec![img.clone()],
        None => buckets.all().into_iter().map(|bucket| filling_image(bucket, &pre)).collect(),
    };
    for image in &images {
        let prepared = processor::prepare(image, &pre)?;
        let batch = processor::batch(std::slice::from_ref(&prepared), &v, &buckets)?;
        reset_peak_rss();
        let t0 = Instant::now();
        let mut enc = VisionEncoder::load(
            config,
            &ck.weights,
            &ck.cache,
            Numerics::chosen(b.precision, &b.kernels),
            Some(&[batch.bucket]),
            Faults::NONE,
        )?;
        enc.encode(&batch)?; // first call: parameter upload and packing
        let load = t0.elapsed();
        let mut times = Vec::with_capacity(b.iterations);
        for _ in 0..b.iterations.max(1) {
            let t = Instant::now();
            enc.encode(&batch)?;
            times.push(t.elapsed());
        }
        drop(enc);
        each(VisionBench {
            rows: batch.rows,
            bucket: batch.bucket,
            large: buckets.is_large(batch.bucket),
            load,
            times,
            gflop: vision_flops(&v, batch.rows) / 1e9,
            peak_rss: peak_rss(),
        });
    }
    Ok(())
}

/// A synthetic image whose patch rows fill `bucket` (a square of
/// sqrt(bucket) patches a side, within the bound).
fn filling_image(bucket: usize, pre: &PreprocessorConfig) -> RgbImage {
    let unit = pre.patch_size * pre.merge_size;
    let side_units = ((bucket as f64).sqrt() as usize / pre.merge_size).max(1);
    let side = (side_units * unit) as u32;
    synthetic_image(side, side)
}

/// Start a new peak-RSS window (Linux: writing 5 to `clear_refs` resets
/// VmHWM to the current RSS); a no-op where that is not possible.
pub fn reset_peak_rss() {
    let _ = std::fs::write("/proc/self/clear_refs", "5");
}

/// What [`bench_lm`] measures.
#[derive(Debug, Clone)]
pub struct LmBenchConfig {
    pub precision: Precision,
    /// Which of the engine's own kernels the module may use.
    pub kernels: KernelChoice,
    /// Longest sequence the module is built for (`None`: the smallest power
    /// of two holding the prompt and the decode steps).
    pub context: Option<usize>,
    pub prompt_tokens: usize,
    /// Decode batch sizes to measure.
    pub slots: Vec<usize>,
    pub steps: usize,
    /// Largest prefill chunk.
    pub chunk: usize,
}

/// One decode measurement: `slots` sequences of `live` tokens each.
#[derive(Debug, Clone)]
pub struct DecodeBench {
    pub slots: usize,
    /// Tokens in each sequence's cache at the first timed step.
    pub live: usize,
    pub steps: usize,
    pub elapsed: Duration,
    /// Bytes one step reads: the weights as stored plus every row's keys
    /// and values.
    pub bytes_per_step: f64,
}

impl DecodeBench {
    pub fn tokens_per_s(&self) -> f64 {
        (self.slots * self.steps) as f64 / self.elapsed.as_secs_f64()
    }
    pub fn ms_per_step(&self) -> f64 {
        self.elapsed.as_secs_f64() * 1e3 / self.steps as f64
    }
    /// Memory-bandwidth ceiling on decode tokens/s at `gb_per_s`.
    pub fn roofline_tokens_per_s(&self, gb_per_s: f64) -> f64 {
        self.slots as f64 * gb_per_s * 1e9 / self.bytes_per_step
    }
}

pub struct LmBench {
    pub context: usize,
    pub prompt_tokens: usize,
    pub prefill: Duration,
    pub load: Duration,
    pub decode: Vec<DecodeBench>,
    /// Resident memory right after loading and the warm-up prefill
    /// (VmRSS), bytes: the steady state, without load-time transients.
    pub loaded_rss: Option<u64>,
    /// Peak resident memory of the process (VmHWM), bytes.
    pub peak_rss: Option<u64>,
}

impl LmBench {
    pub fn prefill_tokens_per_s(&self) -> f64 {
        self.prompt_tokens as f64 / self.prefill.as_secs_f64()
    }
}

/// Peak resident set of this process (Linux `VmHWM`), bytes.
pub fn peak_rss() -> Option<u64> {
    proc_status_bytes("VmHWM:")
}

/// Resident set of this process now (Linux `VmRSS`), bytes.
pub fn current_rss() -> Option<u64> {
    proc_status_bytes("VmRSS:")
}

/// How many places of its share each core reads at once in
/// [`measure_read_bandwidth_gbs`]: one sequential stream per core leaves a
/// server core's memory parallelism unused (on an Intel Xeon ~22% below
/// what 4 or 16 streams read: `docs/measurements/2026-12-05-to-07-intel-xeon.md`, "The roofline now counts what the
/// machine reads"), so a roofline from one stream would understate what
/// the machine reads.
const BANDWIDTH_STREAMS_PER_CORE: usize = 4;

/// The machine's memory read bandwidth in GB/s: every core sums its share
/// of a 1 GiB buffer (far larger than any cache), reading
/// [`BANDWIDTH_STREAMS_PER_CORE`] equal parts of it side by side; best of
/// five passes. The buffer sits on huge pages when the engine's weights
/// do ([`crate::iree::huge_pages`]): the roofline is then what the machine
/// reads on the pages the engine reads.
pub fn measure_read_bandwidth_gbs() -> f64 {
    const WORDS: usize = 1 << 27; // 1 GiB of u64
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut data: Vec<u64> = Vec::with_capacity(WORDS);
    if crate::iree::huge_pages::enabled() {
        crate::iree::huge_pages::advise_huge_pages(data.as_mut_ptr().cast(), WORDS * 8);
    }
    data.extend(0..WORDS as u64);
    let part = WORDS.div_ceil(threads);
    let mut best = f64::INFINITY;
    for _ in 0..5 {
        let t = Instant::now();
        std::thread::scope(|s| {
            for c in data.chunks(part) {
                s.spawn(move || std::hint::black_box(sum_side_by_side(c)));
            }
        });
        best = best.min(t.elapsed().as_secs_f64());
    }
    (WORDS * 8) as f64 / best / 1e9
}

/// The wrapping sum of `words`, read as [`BANDWIDTH_STREAMS_PER_CORE`]
/// (4) equal parts advanced together, the tail after them alone.
fn sum_side_by_side(words: &[u64]) -> u64 {
    let len = words.len() / BANDWIDTH_STREAMS_PER_CORE;
    let (body, tail) = words.split_at(len * BANDWIDTH_STREAMS_PER_CORE);
    let (p01, p23) = body.split_at(2 * len);
    let ((p0, p1), (p2, p3)) = (p01.split_at(len), p23.split_at(len));
    let mut acc = [0u64; 4];
    for (((&a, &b), &c), &d) in p0.iter().zip(p1).zip(p2).zip(p3) {
        acc[0] = acc[0].wrapping_add(a);
        acc[1] = acc[1].wrapping_add(b);
        acc[2] = acc[2].wrapping_add(c);
        acc[3] = acc[3].wrapping_add(d);
    }
    tail.iter().chain(&acc).fold(0u64, |a, &x| a.wrapping_add(x))
}

fn proc_status_bytes(key: &str) -> Option<u64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let kb: u64 =
        status.lines().find_map(|l| l.strip_prefix(key))?.trim().trim_end_matches("kB").trim().parse().ok()?;
    Some(kb * 1024)
}

/// Language-model throughput: one timed prefill of `prompt_tokens` (in
/// chunks, as served), then for each batch size `steps` decode steps of
/// that many sequences holding `prompt_tokens` tokens each. The decode
/// sequences' caches are marked filled without a prefill
/// ([`LanguageModel::fill_for_bench`]): a step's cost does not depend on the
/// values it reads, and prefilling eight long prompts would dominate the run.
/// The peak RSS is the process's from this call on: the window is reset
/// first, so what ran before (the CLI's bandwidth probe reads 1 GiB) is not
/// counted.
pub fn bench_lm(dir: &std::path::Path, b: &LmBenchConfig) -> anyhow::Result<LmBench> {
    use crate::shapes::{PositionMode, Positions};
    use crate::text::graph::LmShape;
    use crate::text::lm::{LanguageModel, Prompt, Step};
    reset_peak_rss();
    let Checkpoint { config, weights, cache, .. } = Checkpoint::open(dir)?;
    let need = b.prompt_tokens + b.steps + 1;
    let context = b.context.unwrap_or_else(|| need.next_power_of_two().max(64));
    anyhow::ensure!(need <= context, "{need} tokens (prompt + steps + 1) exceed the context {context}");
    anyhow::ensure!(
        context <= config.text.max_position_embeddings,
        "context {context} exceeds the model's {}",
        config.text.max_position_embeddings
    );
    let most = b.slots.iter().copied().max().unwrap_or(1).max(1);
    let shape = LmShape::new(context, most * context, most, b.chunk.clamp(1, context), b.precision)?;
    let t0 = Instant::now();
    let mut lm = LanguageModel::load(
        &config.text,
        &weights,
        &cache,
        Numerics::chosen(b.precision, &b.kernels),
        shape,
        false,
        Faults::NONE,
    )?;
    let ids: Vec<u32> = (0..b.prompt_tokens).map(|i| (1000 + 37 * i % 50_000) as u32).collect();
    let p: Vec<i64> = (0..b.prompt_tokens as i64).collect();
    let positions = match lm.mode() {
        PositionMode::Mrope(_) => Positions::Mrope([p.clone(), p.clone(), p.clone()]),
        PositionMode::Rope1d => Positions::Rope1d(p.clone()),
    };
    let prompt = Prompt { ids: &ids, image_rows: &[], image: &[], positions: &positions };
    let chunk = lm.shape().max_chunk();
    let reserve = lm.reservation(b.prompt_tokens, b.steps + 1, chunk);
    // Warm-up: parameter upload, weight packing, first dispatches.
    let s = lm.open(reserve)?;
    lm.prefill(s, &prompt, chunk)?;
    lm.close(s);
    let load = t0.elapsed();
    let loaded_rss = current_rss();
    let s = lm.open(reserve)?;
    let t1 = Instant::now();
    lm.prefill(s, &prompt, chunk)?;
    let prefill = t1.elapsed();
    lm.close(s);
    let kv_bytes_per_token = (config.text.num_hidden_layers
        * 2
        * config.text.num_key_value_heads
        * config.text.head_dim
        * lm.shape().kv.size()) as f64;
    // Weights are read as stored (the graph converts them on the fly): every
    // decoder layer, the final norm, and the head (the embedding when tied);
    // in int8 mode the linear layers' int8 values and f32 row scales instead.
    let head = if config.text.tie_word_embeddings { "model.embed_tokens.weight" } else { "lm_head.weight" };
    let read = |n: &str| n.starts_with("model.layers.") || n == "model.norm.weight" || n == head;
    let quantized = weights.quantized(read);
    let int8: f64 = quantized.iter().map(|t| (t.shape[0] * t.shape[1] + 4 * t.shape[0]) as f64).sum();
    let stored = weights.stored_bytes(|n| read(n) && !quantized.iter().any(|t| t.name == n)) as f64 + int8;
    let mut decode = Vec::new();
    for &n in &b.slots {
        let seqs: Vec<_> = (0..n).map(|_| lm.open(reserve)).collect::<Result<_, _>>()?;
        for &s in &seqs {
            lm.fill_for_bench(s, b.prompt_tokens)?;
        }
        let step = |k: usize| -> Vec<Step> {
            seqs.iter().map(|&seq| Step { seq, token: 1234, position: (b.prompt_tokens + k) as i64 }).collect()
        };
        lm.decode(&step(0))?; // warm-up of this batch size
        let t = Instant::now();
        for k in 1..=b.steps {
            lm.decode(&step(k))?;
        }
        let elapsed = t.elapsed();
        let live = b.prompt_tokens + 1;
        decode.push(DecodeBench {
            slots: n,
            live,
            steps: b.steps,
            elapsed,
            bytes_per_step: stored + n as f64 * (live + b.steps / 2) as f64 * kv_bytes_per_token,
        });
        for s in seqs {
            lm.close(s);
        }
    }
    Ok(LmBench { context, prompt_tokens: b.prompt_tokens, prefill, load, decode, loaded_rss, peak_rss: peak_rss() })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_bandwidth_probe_sums_every_word_once_whatever_the_tail() {
        for n in [0usize, 1, 3, 4, 7, 4099] {
            let words: Vec<u64> = (0..n as u64).map(|i| i.wrapping_mul(0x9e37_79b9_7f4a_7c15)).collect();
            let plain = words.iter().fold(0u64, |a, &x| a.wrapping_add(x));
            assert_eq!(sum_side_by_side(&words), plain, "{n} words");
        }
    }
}
