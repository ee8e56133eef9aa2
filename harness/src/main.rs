use std::path::PathBuf;

use anyhow::Context;
use clap::{Parser, Subcommand};

use harness::{fixture, goldens, images, paths};

/// Fixtures, goldens and stage-by-stage verification for the Qwen2-VL stack.
#[derive(Parser)]
#[command(name = "harness", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Synthetic checkpoints and fixture images.
    Fixture {
        #[command(subcommand)]
        command: FixtureCommand,
    },
    /// Goldens recorded from the outside references (HF transformers, MLX).
    Goldens {
        #[command(subcommand)]
        command: GoldensCommand,
    },
}

#[derive(Subcommand)]
enum FixtureCommand {
    /// Write the checkpoint folder of fixture NAME and verify it against its pins.
    Make {
        /// A spec folder name under fixtures/models/ (e.g. tiny-qwen2-vl).
        name: String,
        #[arg(long)]
        out: PathBuf,
        /// Rewrite fixtures/models/NAME/pins.json from what was generated.
        #[arg(long)]
        repin: bool,
    },
    /// List the fixture specs.
    List,
    /// Rewrite the fixture PNGs (fixtures/images by default).
    Images {
        #[arg(long)]
        out: Option<PathBuf>,
    },
}

#[derive(Subcommand)]
enum GoldensCommand {
    /// Check goldens/ against the current fixtures, images and cases (no Python).
    Verify,
    /// Re-record goldens/ with the reference venv (created if missing).
    Regen {
        /// Reference venv folder (default: .venv-ref in the repository).
        #[arg(long)]
        venv: Option<PathBuf>,
        /// Only these cases (default: all).
        #[arg(long)]
        case: Vec<String>,
    },
}

fn main() -> anyhow::Result<()> {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into()))
        .with_writer(std::io::stderr)
        .init();
    match Cli::parse().command {
        Command::Fixture { command } => match command {
            FixtureCommand::Make { name, out, repin } => {
                let hashes = fixture::make(&name, &out, repin)?;
                let verb = if repin { "pinned" } else { "matches its pins" };
                println!("{name}: {} files in {}, {verb}", hashes.len(), out.display());
                for (f, h) in hashes {
                    println!("  {h}  {f}");
                }
            }
            FixtureCommand::List => {
                for name in fixture::available_specs() {
                    let spec = fixture::load_spec(&name)?;
                    println!("{name:20} {}", spec.description);
                }
            }
            FixtureCommand::Images { out } => {
                let dir = out.unwrap_or_else(|| paths::fixtures().join("images"));
                images::write_all(&dir).with_context(|| format!("writing images into {}", dir.display()))?;
                println!("wrote {} images into {}", images::IMAGES.len(), dir.display());
            }
        },
        Command::Goldens { command } => match command {
            GoldensCommand::Verify => {
                let report = goldens::verify::verify_all()?;
                println!("{report}");
            }
            GoldensCommand::Regen { venv, case } => goldens::regen::regen(venv, &case)?,
        },
    }
    Ok(())
}
