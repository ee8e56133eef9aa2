//! The `engine` command line: one module per command, each an argument
//! struct with a `run`.

mod bench;
mod compile;
mod loadtest;
mod run;
mod serve;

use clap::{Parser, Subcommand};

/// How the host side bounds images and reads special tokens: the flags
/// `run` and `serve` share.
#[derive(clap::Args)]
pub struct HostArgs {
    /// Images over this many pixels are resized within it by Qwen2-VL's
    /// smart_resize (as HF's processor with max_pixels=N). Default: the
    /// largest image the compiled vision buckets hold (4096 patches:
    /// 802,816 pixels with 14-px patches), or the checkpoint's max_pixels
    /// if lower; it may not exceed either.
    #[arg(long)]
    pub max_pixels: Option<u64>,
    /// The vision buckets' top in patch rows: 4096 (default, the standard
    /// ladder), 8192 or 16384: an image of up to 16384 * 196 = 3.2 M pixels
    /// with 14-px patches (a 1920 x 1080 photo at native resolution) is
    /// encoded in a batch of its own, its attention one tile of query rows
    /// at a time (memory linear in the patches); the default --max-pixels
    /// follows.
    #[arg(long)]
    pub max_patches: Option<usize>,
    /// How special tokens typed in message text (`<|im_end|>`,
    /// `<|im_start|>`, ...) are tokenized: as plain text (default; a
    /// message cannot forge a turn), or as control tokens, as HF and vLLM
    /// do. Prompts without such text tokenize identically either way.
    #[arg(long, value_enum, default_value = "plain")]
    pub special_tokens_in_text: engine::host::plain_text::SpecialTokensInText,
}

/// The kernel choice every command that builds modules takes.
#[derive(clap::Args)]
pub struct KernelArgs {
    /// Which of the engine's own CPU kernels the modules may use: `auto`
    /// (each where this CPU runs it) or comma-separated switch=value
    /// entries: target=host|none|bf16|u8s8|bf16+u8s8, decode-bf16=auto|off,
    /// decode-int8=auto|off, prefill-int8=auto|off,
    /// decode-attention=auto|off, amx=auto|off|emulated, fma=auto|on|off,
    /// amx-int8-decode-rows=off|N. Default: $QWEN_ENGINE_KERNELS, else
    /// auto (docs/configuration.md).
    #[arg(long, value_name = "SPEC")]
    pub kernels: Option<String>,
}

impl KernelArgs {
    /// The flag's choice, else the environment's; an unknown switch or
    /// value, or a retired variable, is an error.
    pub fn choice(&self) -> anyhow::Result<engine::numerics::KernelChoice> {
        Ok(engine::numerics::KernelChoice::from_flag_or_env(self.kernels.as_deref())?)
    }
}

/// Qwen2-VL on IREE.
#[derive(Parser)]
#[command(name = "engine", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build every compiled artifact of a checkpoint ahead of time (vision
    /// buckets and the language model) into the artifact cache.
    Compile(compile::CompileArgs),
    /// Generate from a prompt (and images) with a Qwen2-VL or Qwen2 checkpoint.
    Run(run::RunArgs),
    /// Serve the model over HTTP with the OpenAI chat-completions API
    /// (continuous batching over --slots decode slots).
    Serve(serve::ServeArgs),
    /// Load-test a running server: concurrent clients send chat completions;
    /// prints completions, 429s, failures and generated tokens/s.
    Loadtest(loadtest::LoadtestArgs),
    /// Measure the vision encoder and the language model on a checkpoint.
    Bench(bench::BenchArgs),
}

/// Log to stderr (`RUST_LOG` overrides): the server logs from `info`, the
/// other commands from `warn` (a rebuilt artifact, a stale archive) so their
/// output stays theirs.
fn init_logging(default: &str) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| default.into());
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
}

/// A duration flag in seconds: finite, not negative, at most a day.
fn seconds(s: &str) -> Result<f64, String> {
    let v: f64 = s.trim().parse().map_err(|_| format!("'{s}' is not a number of seconds"))?;
    if !v.is_finite() || !(0.0..=86_400.0).contains(&v) {
        return Err(format!("'{s}': seconds must be between 0 and 86400"));
    }
    Ok(v)
}

pub fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    init_logging(if matches!(cli.command, Command::Serve(_)) { "info" } else { "warn" });
    match cli.command {
        Command::Compile(a) => a.run(),
        Command::Run(a) => a.run(),
        Command::Serve(a) => a.run(),
        Command::Loadtest(a) => a.run(),
        Command::Bench(a) => a.run(),
    }
}
