//! `engine run`: one generation from a prompt and images, through the same
//! generation loop the server runs.

use std::path::PathBuf;

use anyhow::Context;

use engine::precision::Precision;

/// Generate from a prompt (and images) with a Qwen2-VL or Qwen2 checkpoint.
#[derive(clap::Args)]
pub struct RunArgs {
    #[arg(long)]
    model: PathBuf,
    /// Image file (PNG, JPEG, WebP), in placeholder order; repeat for several.
    #[arg(long)]
    image: Vec<PathBuf>,
    /// Video is not supported; the flag exists to say so.
    #[arg(long, hide = true)]
    video: Vec<PathBuf>,
    /// User message, rendered with the checkpoint's chat template (images first).
    #[arg(long, conflicts_with = "raw_prompt", required_unless_present = "raw_prompt")]
    prompt: Option<String>,
    /// Already templated prompt with one <|vision_start|><|image_pad|><|vision_end|> per image.
    #[arg(long)]
    raw_prompt: Option<String>,
    #[arg(long, default_value_t = 64)]
    max_new_tokens: usize,
    /// Sampling temperature; 0 (the default) is greedy.
    #[arg(long, default_value_t = 0.0)]
    temperature: f32,
    /// Nucleus mass in (0, 1].
    #[arg(long, default_value_t = 1.0)]
    top_p: f32,
    /// Keep the k most likely tokens (0: all).
    #[arg(long, default_value_t = 0)]
    top_k: usize,
    /// Seed of the sampling stream (default: a fresh one).
    #[arg(long)]
    seed: Option<u64>,
    #[arg(long, value_enum, default_value = "bf16")]
    precision: Precision,
    /// The longest sequence (prompt + new tokens).
    #[arg(long, default_value_t = 4096)]
    context: usize,
    /// Largest prefill chunk (tokens).
    #[arg(long, default_value_t = engine::generate::DEFAULT_CHUNK)]
    chunk: usize,
    #[command(flatten)]
    host_args: super::HostArgs,
    #[arg(long)]
    json: bool,
    /// Write every stage tensor to DIR/engine.safetensors (stage-dump format).
    #[arg(long)]
    dump_stages: Option<PathBuf>,
    #[command(flatten)]
    kernel_args: super::KernelArgs,
}

impl RunArgs {
    pub fn run(self) -> anyhow::Result<()> {
        let RunArgs {
            model,
            image,
            video,
            prompt,
            raw_prompt,
            max_new_tokens,
            temperature,
            top_p,
            top_k,
            seed,
            precision: p,
            context,
            chunk,
            host_args: super::HostArgs { max_pixels, max_patches, special_tokens_in_text: special_tokens },
            json,
            dump_stages,
            kernel_args,
        } = self;
        anyhow::ensure!(video.is_empty(), "video input is not supported");
        anyhow::ensure!((0.0..=2.0).contains(&temperature), "--temperature must be in [0, 2]");
        anyhow::ensure!(top_p > 0.0 && top_p <= 1.0, "--top-p must be in (0, 1]");
        let sampling = engine::generate::sampling::SamplingParams { temperature, top_p, top_k, seed };
        let mut images = Vec::new();
        for path in &image {
            let ext = path.extension().and_then(|e| e.to_str()).unwrap_or_default().to_ascii_lowercase();
            anyhow::ensure!(
                !["mp4", "mov", "avi", "mkv", "webm", "gif"].contains(&ext.as_str()),
                "{}: video input is not supported",
                path.display()
            );
            images.push(std::fs::read(path).with_context(|| format!("reading {}", path.display()))?);
        }
        let prompt = match (prompt, raw_prompt) {
            (Some(t), None) => engine::host::PromptInput::Chat(t),
            (None, Some(t)) => engine::host::PromptInput::Raw(t),
            _ => anyhow::bail!("give exactly one of --prompt and --raw-prompt"),
        };
        let options = engine::generate::EngineOptions {
            precision: p,
            slots: 1,
            context,
            kv_budget: None,
            chunk,
            stages: dump_stages.is_some(),
            max_pixels,
            max_patches,
            special_tokens,
            kernels: kernel_args.choice()?,
            faults: Default::default(),
        };
        let mut e =
            engine::generate::Engine::load(&model, options).with_context(|| format!("loading {}", model.display()))?;
        let out = e.generate_sampled(&engine::host::Request { images, prompt, max_new_tokens }, sampling)?;
        if let (Some(dir), Some(stages)) = (&dump_stages, &out.stages) {
            std::fs::create_dir_all(dir)?;
            stages.write(&dir.join("engine.safetensors"))?;
        }
        if json {
            let v = serde_json::json!({
                "tokens": out.tokens, "text": out.text, "input_ids": out.input_ids,
                "image_grids": out.image_grids, "rope_delta": out.rope_delta, "timings": out.timings,
                "max_pixels": e.frontend().max_pixels(), "max_image_patches": e.frontend().buckets().top(),
            });
            println!("{v}");
        } else {
            println!("{}", out.text);
        }
        Ok(())
    }
}
