//! `engine bench`: the language model (prefill, decode per batch size, roofline)
//! and the vision encoder on a checkpoint.

use std::path::PathBuf;

use anyhow::Context;

use engine::precision::Precision;

/// Measure the vision encoder and the language model on a checkpoint.
#[derive(clap::Args)]
pub struct BenchArgs {
    #[arg(long)]
    model: PathBuf,
    /// What to measure: vision, lm or all.
    #[arg(long, default_value = "all")]
    stage: String,
    /// Prompt length of the prefill measurement.
    #[arg(long, default_value_t = 512)]
    prompt_tokens: usize,
    /// Decode batch sizes to measure (comma list).
    #[arg(long, default_value = "1,4")]
    slots: String,
    #[arg(long, default_value_t = 16)]
    decode_steps: usize,
    /// The longest sequence the language model is built for (default:
    /// the smallest power of two holding the prompt and the steps).
    #[arg(long)]
    context: Option<usize>,
    /// Largest prefill chunk (tokens).
    #[arg(long, default_value_t = engine::generate::DEFAULT_CHUNK)]
    chunk: usize,
    /// Memory read bandwidth for the decode roofline, GB/s (default:
    /// measured on this machine before the run, all cores reading 1 GiB).
    #[arg(long)]
    bandwidth_gbs: Option<f64>,
    #[arg(long, value_enum, default_value = "bf16")]
    precision: Precision,
    /// Encode this image (its bucket only). Default: every vision bucket,
    /// each with a synthetic image that fills it.
    #[arg(long, conflicts_with = "image_size")]
    image: Option<PathBuf>,
    /// Encode a synthetic SIZE x SIZE image (its bucket only).
    #[arg(long)]
    image_size: Option<u32>,
    /// The vision buckets' top in patch rows: 4096 (the standard ladder),
    /// 8192 or 16384 (large buckets, query-tiled attention).
    #[arg(long)]
    max_patches: Option<usize>,
    #[arg(long, default_value_t = 3)]
    iterations: usize,
    #[arg(long)]
    json: bool,
    #[command(flatten)]
    kernel_args: super::KernelArgs,
}

impl BenchArgs {
    pub fn run(self) -> anyhow::Result<()> {
        let BenchArgs {
            model,
            stage,
            prompt_tokens,
            slots,
            decode_steps,
            context,
            chunk,
            bandwidth_gbs,
            precision,
            image,
            image_size,
            max_patches,
            iterations,
            json,
            kernel_args,
        } = self;
        let kernels = kernel_args.choice()?;
        anyhow::ensure!(["vision", "lm", "all"].contains(&stage.as_str()), "--stage is vision, lm or all");
        let config = model.join("config.json");
        anyhow::ensure!(config.is_file(), "--model {}: no config.json there (a checkpoint folder)", model.display());
        if !json {
            println!(
                "kernel choice {kernels}; the engine's own kernels on this CPU: {}",
                engine::numerics::OwnKernels::on_this_cpu(&kernels)
            );
        }
        if stage != "vision" {
            let slots = slots
                .split(',')
                .map(|n| n.trim().parse::<usize>())
                .collect::<Result<Vec<_>, _>>()
                .context("--slots is a comma list of numbers")?;
            let p = precision;
            let cfg = engine::bench::LmBenchConfig {
                precision: p,
                kernels,
                context,
                prompt_tokens,
                slots,
                steps: decode_steps,
                chunk,
            };
            let bandwidth_gbs = match bandwidth_gbs {
                Some(b) => b,
                None => {
                    let b = engine::bench::measure_read_bandwidth_gbs();
                    if !json {
                        println!("memory read bandwidth (measured, all cores, 1 GiB): {b:.1} GB/s");
                    }
                    b
                }
            };
            print_lm_bench(&engine::bench::bench_lm(&model, &cfg)?, p, bandwidth_gbs, json);
            if stage == "lm" {
                return Ok(());
            }
        }
        let image = match (&image, image_size) {
            (Some(p), _) => Some(engine::host::processor::decode(
                &std::fs::read(p).with_context(|| format!("reading {}", p.display()))?,
            )?),
            (None, Some(n)) => Some(engine::bench::synthetic_image(n, n)),
            (None, None) => None,
        };
        let cfg = engine::bench::VisionBenchConfig { precision, kernels, image, iterations, max_patches };
        engine::bench::bench_vision(&model, &cfg, |r| print_vision_bench(&r, precision, json))?;
        Ok(())
    }
}

fn print_vision_bench(r: &engine::bench::VisionBench, precision: Precision, json: bool) {
    let median = r.median().as_secs_f64();
    let peak_gb = r.peak_rss.map(|b| b as f64 / 1e9);
    let attention = if r.large { "tiled" } else { "dense" };
    if json {
        let v = serde_json::json!({
            "stage": "vision_encode", "precision": precision.name(), "patch_rows": r.rows, "bucket": r.bucket,
            "attention": attention, "load_s": r.load.as_secs_f64(), "median_s": median,
            "runs_s": r.times.iter().map(|t| t.as_secs_f64()).collect::<Vec<_>>(),
            "gflop": r.gflop, "gflop_per_s": r.gflop / median, "peak_rss_gb": peak_gb,
        });
        println!("{v}");
    } else {
        let peak = peak_gb.map_or_else(|| "n/a".into(), |g| format!("{g:.2} GB"));
        println!(
            "vision encode ({}, {} patch rows in bucket {}, {attention} attention): median {:.3} s over {} runs, {:.1} GFLOP -> {:.0} GFLOP/s (load + first call {:.1} s), peak RSS {peak}",
            precision.name(), r.rows, r.bucket, median, r.times.len(), r.gflop, r.gflop / median, r.load.as_secs_f64()
        );
    }
}

fn print_lm_bench(r: &engine::bench::LmBench, p: Precision, bandwidth_gbs: f64, json: bool) {
    let rss_gb = r.peak_rss.map(|b| b as f64 / 1e9);
    let loaded_gb = r.loaded_rss.map(|b| b as f64 / 1e9);
    if json {
        let decode: Vec<_> = r
            .decode
            .iter()
            .map(|d| {
                serde_json::json!({
                    "slots": d.slots, "live_tokens": d.live, "steps": d.steps, "tokens_per_s": d.tokens_per_s(), "ms_per_step": d.ms_per_step(),
                    "gb_per_step": d.bytes_per_step / 1e9, "roofline_tokens_per_s": d.roofline_tokens_per_s(bandwidth_gbs),
                })
            })
            .collect();
        println!(
            "{}",
            serde_json::json!({
                "stage": "lm", "precision": p.name(), "context": r.context, "prompt_tokens": r.prompt_tokens,
                "prefill_s": r.prefill.as_secs_f64(), "prefill_tokens_per_s": r.prefill_tokens_per_s(), "load_s": r.load.as_secs_f64(),
                "decode": decode, "bandwidth_gbs": bandwidth_gbs, "loaded_rss_gb": loaded_gb, "peak_rss_gb": rss_gb,
            })
        );
        return;
    }
    println!(
        "lm ({}, context {}): prefill {} tokens in {:.3} s = {:.0} tokens/s (load + warm-up {:.1} s)",
        p.name(),
        r.context,
        r.prompt_tokens,
        r.prefill.as_secs_f64(),
        r.prefill_tokens_per_s(),
        r.load.as_secs_f64()
    );
    for d in &r.decode {
        println!(
            "  decode {} slot(s) at {} live tokens: {:.2} tokens/s, {:.1} ms/step ({} steps); {:.3} GB/step, roofline {:.2} tokens/s at {bandwidth_gbs:.1} GB/s",
            d.slots, d.live, d.tokens_per_s(), d.ms_per_step(), d.steps, d.bytes_per_step / 1e9, d.roofline_tokens_per_s(bandwidth_gbs)
        );
    }
    if let (Some(loaded), Some(peak)) = (loaded_gb, rss_gb) {
        println!("  RSS after load {loaded:.2} GB, peak RSS {peak:.2} GB");
    }
}
