//! `engine compile`: emit and compile every module of a checkpoint ahead of time.

use std::path::PathBuf;

use engine::precision::Precision;

/// Build every compiled artifact of a checkpoint ahead of time (vision
/// buckets and the language model) into the artifact cache.
#[derive(clap::Args)]
pub struct CompileArgs {
    #[arg(long)]
    model: PathBuf,
    #[arg(long, value_enum, default_value = "bf16")]
    precision: Precision,
    #[arg(long, default_value_t = 1)]
    slots: usize,
    #[arg(long, default_value_t = 4096)]
    context: usize,
    /// KV cells shared by all sequences (default: slots x context).
    #[arg(long)]
    kv_budget: Option<usize>,
    /// The vision buckets' top in patch rows: 4096 (default, the standard
    /// ladder), 8192 or 16384: an image of up to 16384 * 196 = 3.2 M pixels
    /// with 14-px patches (a 1920 x 1080 photo at native resolution) is
    /// encoded in a batch of its own, its attention one tile of query rows
    /// at a time (memory linear in the patches); the default --max-pixels
    /// follows.
    #[arg(long)]
    max_patches: Option<usize>,
    /// Largest prefill chunk (tokens).
    #[arg(long, default_value_t = engine::generate::DEFAULT_CHUNK)]
    chunk: usize,
    /// Also write each emitted module's StableHLO to DIR/NAME.mlir (for
    /// review or to run iree-compile by hand).
    #[arg(long)]
    mlir_dir: Option<PathBuf>,
    /// Write the MLIR only; compile nothing.
    #[arg(long, requires = "mlir_dir")]
    emit_only: bool,
    #[command(flatten)]
    kernel_args: super::KernelArgs,
}

impl CompileArgs {
    pub fn run(self) -> anyhow::Result<()> {
        let CompileArgs {
            model,
            precision,
            slots,
            context,
            kv_budget,
            max_patches,
            chunk,
            mlir_dir,
            emit_only,
            kernel_args,
        } = self;
        let p = precision;
        let t = std::time::Instant::now();
        let options = engine::generate::EngineOptions {
            precision: p,
            slots,
            context,
            kv_budget,
            chunk,
            stages: false,
            max_pixels: None,
            max_patches,
            special_tokens: Default::default(),
            kernels: kernel_args.choice()?,
            faults: Default::default(),
        };
        let n = engine::generate::compile_all(&model, &options, mlir_dir.as_deref(), !emit_only)?;
        let done = if emit_only { "emitted (not compiled)" } else { "ready" };
        println!("{n} module(s) for {} ({}) {done} in {:.1} s", model.display(), p.name(), t.elapsed().as_secs_f64());
        Ok(())
    }
}
