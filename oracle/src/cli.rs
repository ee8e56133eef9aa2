//! The `oracle` command line, as a library function so tests can drive it.

use std::path::PathBuf;

use crate::{Oracle, PromptInput, Request};
use anyhow::Context;
use clap::{Args, Parser, Subcommand};

/// Eager f32 reference implementation of Qwen2-VL and Qwen2.
#[derive(Parser)]
#[command(name = "oracle", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Run a prompt (with optional images) through a checkpoint folder.
    Run(RunArgs),
}

#[derive(Args)]
struct RunArgs {
    /// Hugging Face checkpoint folder (Qwen2-VL or Qwen2).
    #[arg(long)]
    model: PathBuf,
    /// Image file, in placeholder order; repeat for several images.
    #[arg(long)]
    image: Vec<PathBuf>,
    /// Video input is not supported; the flag exists to say so clearly.
    #[arg(long, hide = true)]
    video: Vec<PathBuf>,
    /// User message, rendered with the checkpoint's chat template (images first).
    #[arg(long, conflicts_with = "raw_prompt", required_unless_present = "raw_prompt")]
    prompt: Option<String>,
    /// Already templated prompt with one <|vision_start|><|image_pad|><|vision_end|> per image.
    #[arg(long)]
    raw_prompt: Option<String>,
    #[arg(long, default_value_t = 32)]
    max_new_tokens: usize,
    /// Resize images within this many pixels (HF's processor `max_pixels=`;
    /// default: the checkpoint's preprocessor_config.json).
    #[arg(long)]
    max_pixels: Option<u64>,
    /// Print one JSON object instead of the text.
    #[arg(long)]
    json: bool,
    /// Write every stage tensor to DIR/oracle.safetensors.
    #[arg(long)]
    dump_stages: Option<PathBuf>,
}

/// Runs the CLI on `args` (including the program name) and returns what it
/// prints on stdout; errors carry the message the user sees.
pub fn run<I, T>(args: I) -> anyhow::Result<String>
where
    I: IntoIterator<Item = T>,
    T: Into<std::ffi::OsString> + Clone,
{
    let Command::Run(a) = Cli::try_parse_from(args)?.command;
    anyhow::ensure!(
        a.video.is_empty(),
        "video input is not supported: Qwen2-VL video preprocessing differs between the references"
    );
    for img in &a.image {
        let ext = img.extension().and_then(|e| e.to_str()).unwrap_or_default().to_ascii_lowercase();
        anyhow::ensure!(
            !["mp4", "mov", "avi", "mkv", "webm", "gif"].contains(&ext.as_str()),
            "{}: video input is not supported",
            img.display()
        );
    }
    let mut oracle = Oracle::load(&a.model).with_context(|| format!("loading {}", a.model.display()))?;
    oracle.max_pixels = a.max_pixels;
    let prompt = match (a.prompt, a.raw_prompt) {
        (Some(p), None) => PromptInput::Chat(p),
        (None, Some(r)) => PromptInput::Raw(r),
        _ => anyhow::bail!("give exactly one of --prompt and --raw-prompt"),
    };
    let out = oracle.run(&Request { images: a.image, prompt, max_new_tokens: a.max_new_tokens })?;
    if let Some(dir) = &a.dump_stages {
        std::fs::create_dir_all(dir)?;
        out.stages.write(&dir.join("oracle.safetensors"))?;
    }
    if a.json {
        let v = serde_json::json!({
            "tokens": out.tokens,
            "text": out.text,
            "input_ids": out.input_ids,
            "image_grids": out.image_grids,
            "rope_delta": out.rope_delta,
        });
        Ok(format!("{v}\n"))
    } else {
        Ok(format!("{}\n", out.text))
    }
}
