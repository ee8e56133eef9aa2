use std::path::PathBuf;

use anyhow::Context;
use clap::{Parser, Subcommand, ValueEnum};
use engine::emit::nn::Precision;

/// Qwen2-VL on IREE.
#[derive(Parser)]
#[command(name = "engine", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Clone, Copy, ValueEnum)]
enum PrecisionArg {
    F32,
    Bf16,
}

#[derive(Subcommand)]
enum Command {
    /// Measure the vision encoder on a checkpoint (median of several runs).
    Bench {
        #[arg(long)]
        model: PathBuf,
        #[arg(long, value_enum, default_value = "bf16")]
        precision: PrecisionArg,
        /// Encode this image (default: a synthetic SIZE x SIZE image).
        #[arg(long)]
        image: Option<PathBuf>,
        #[arg(long, default_value_t = 448)]
        image_size: u32,
        #[arg(long, default_value_t = 3)]
        iterations: usize,
        #[arg(long)]
        json: bool,
    },
}

fn main() -> anyhow::Result<()> {
    match Cli::parse().command {
        Command::Bench { model, precision, image, image_size, iterations, json } => {
            let precision = match precision {
                PrecisionArg::F32 => Precision::F32,
                PrecisionArg::Bf16 => Precision::Bf16,
            };
            let img = match &image {
                Some(p) => engine::processor::decode(&std::fs::read(p).with_context(|| format!("reading {}", p.display()))?)?,
                None => engine::bench::synthetic_image(image_size, image_size),
            };
            let r = engine::bench::bench_vision(&model, precision, &img, iterations)?;
            let median = r.median().as_secs_f64();
            if json {
                let v = serde_json::json!({
                    "stage": "vision_encode", "precision": precision.name(), "patch_rows": r.rows, "bucket": r.bucket,
                    "load_s": r.load.as_secs_f64(), "median_s": median,
                    "runs_s": r.times.iter().map(|t| t.as_secs_f64()).collect::<Vec<_>>(),
                    "gflop": r.gflop, "gflop_per_s": r.gflop / median,
                });
                println!("{v}");
            } else {
                println!(
                    "vision encode ({}, {} patch rows in bucket {}): median {:.3} s over {} runs, {:.1} GFLOP -> {:.0} GFLOP/s (load + first call {:.1} s)",
                    precision.name(), r.rows, r.bucket, median, r.times.len(), r.gflop, r.gflop / median, r.load.as_secs_f64()
                );
            }
        }
    }
    Ok(())
}
