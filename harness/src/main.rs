use std::path::PathBuf;

use anyhow::Context;
use clap::{Parser, Subcommand};

use harness::diff::{self, tolerance::Precision, Source, Sources};
use harness::{cases, fixture, goldens, images, paths, report};

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
    /// Compare stages between the engine, the oracle, HF and MLX.
    Diff(DiffArgs),
    /// Property-based fuzzing of the engine's parsers and host-side
    /// invariants (see harness/src/fuzz.rs); with `--models K`, differential
    /// fuzzing of the engine against the oracle on K random checkpoints
    /// (harness/src/fuzz_models.rs). A failure is shrunk and printed with
    /// its seed.
    Fuzz {
        /// Cases per target.
        #[arg(long, default_value_t = 100_000)]
        cases: u32,
        /// One target (repeatable); default: all of sizing, processor,
        /// placeholders, mrope, request, config, safetensors.
        #[arg(long)]
        target: Vec<String>,
        /// Seed of the random inputs (printed; the same seed replays a run).
        #[arg(long, default_value_t = 0)]
        seed: u64,
        /// Instead of the property targets: this many random checkpoints
        /// and requests, engine vs oracle on every stage.
        #[arg(long)]
        models: Option<u32>,
        /// The engine's precision mode for `--models`.
        #[arg(long, value_enum, default_value = "f32")]
        precision: Precision,
        /// At most this many shrinking steps after a failing model (each
        /// compiles the engine again).
        #[arg(long, default_value_t = 48)]
        shrink_iters: u32,
        /// Where the minimal failing model case is written.
        #[arg(long, default_value = "reports/fuzz-models")]
        keep: PathBuf,
        /// With `--models`: print the cases the seed draws, run nothing.
        #[arg(long, requires = "models")]
        list: bool,
    },
    /// Inject known faults and check that diff names the right first divergent stage.
    Selftest {
        /// Also write one divergence report per fault into DIR/NN/.
        #[arg(long)]
        report: Option<PathBuf>,
    },
}

#[derive(clap::Args)]
struct DiffArgs {
    /// `all` or a comma list of stages (pixels, grid, ..., tokens).
    #[arg(long, default_value = "all")]
    stage: String,
    /// One case of fixtures/cases.json (repeatable).
    #[arg(long, conflicts_with = "all_cases")]
    case: Vec<String>,
    /// Every case (the default when no --case is given).
    #[arg(long)]
    all_cases: bool,
    /// Sources to pair up: comma list among engine, oracle, hf, mlx.
    #[arg(long, default_value = "engine,oracle,hf,mlx")]
    against: String,
    /// The engine's precision mode (references always compare as f32).
    #[arg(long, value_enum, default_value = "f32")]
    precision: Precision,
    /// Write report.json and index.html into this folder.
    #[arg(long)]
    report: Option<PathBuf>,
    /// Print the full result as JSON instead of the table.
    #[arg(long)]
    json: bool,
    /// Which of the engine's own kernels its modules may use (`engine run
    /// --help`; docs/configuration.md). Default: $QWEN_ENGINE_KERNELS, else
    /// auto.
    #[arg(long, value_name = "SPEC")]
    kernels: Option<String>,
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
        Command::Diff(a) => return run_diff(a),
        Command::Fuzz { models: Some(models), seed, list: true, .. } => {
            for (i, case) in harness::fuzz_models::draw(seed, models as usize).iter().enumerate() {
                println!("# case {} of seed {seed}\n{}\n", i + 1, case.describe());
            }
        }
        Command::Fuzz { models: Some(models), seed, precision, shrink_iters, keep, .. } => {
            let start = std::time::Instant::now();
            let kernels = engine::numerics::KernelChoice::from_env()?;
            harness::fuzz_models::run(&harness::fuzz_models::ModelFuzz {
                models,
                seed,
                precision,
                kernels,
                shrink_iters,
                keep,
            })
            .map_err(anyhow::Error::msg)?;
            println!("models: {models} random checkpoints passed every stage, engine vs oracle (seed {seed}, {precision:?}) in {:.1} s", start.elapsed().as_secs_f64());
        }
        Command::Fuzz { cases, target, seed, models: None, .. } => {
            let targets: Vec<String> =
                if target.is_empty() { harness::fuzz::TARGETS.iter().map(|t| t.to_string()).collect() } else { target };
            for t in &targets {
                let start = std::time::Instant::now();
                harness::fuzz::run(t, cases, seed).map_err(anyhow::Error::msg)?;
                println!("{t}: {cases} cases passed (seed {seed}) in {:.1} s", start.elapsed().as_secs_f64());
            }
        }
        Command::Selftest { report } => {
            let outcomes = harness::selftest::run_all()?;
            if let Some(dir) = &report {
                harness::selftest::write_reports(&outcomes, dir)?;
            }
            let mut failed = 0;
            for o in &outcomes {
                let verdict = if o.ok { "ok  " } else { "FAIL" };
                println!(
                    "{verdict} {:4} {:68} expected {:28} found {}",
                    o.precision.name(),
                    o.fault,
                    o.expected,
                    o.found.as_deref().unwrap_or("nothing")
                );
                println!("     {}", o.detail);
                failed += usize::from(!o.ok);
            }
            anyhow::ensure!(failed == 0, "{failed} injected fault(s) were not localised to the right stage");
            println!("{} faults injected, each localised to its stage", outcomes.len());
        }
    }
    Ok(())
}

fn run_diff(a: DiffArgs) -> anyhow::Result<()> {
    let stages = if a.stage == "all" {
        contracts::Stage::ALL.to_vec()
    } else {
        a.stage
            .split(',')
            .map(|s| s.trim().parse::<contracts::Stage>().map_err(anyhow::Error::msg))
            .collect::<Result<Vec<_>, _>>()?
    };
    let sources: Vec<Source> = a
        .against
        .split(',')
        .map(|s| s.trim().parse::<Source>().map_err(anyhow::Error::msg))
        .collect::<Result<_, _>>()?;
    let pairs = diff::pairs_among(&sources);
    anyhow::ensure!(!pairs.is_empty(), "--against {} names fewer than two sources", a.against);
    let all = cases::load(&paths::cases_json())?;
    let selected: Vec<cases::Case> = if a.case.is_empty() {
        all
    } else {
        a.case
            .iter()
            .map(|n| all.iter().find(|c| &c.name == n).cloned().with_context(|| format!("no case named `{n}`")))
            .collect::<anyhow::Result<_>>()?
    };
    let mut engine_sources = Sources::default();
    engine_sources.engine_kernels = engine::numerics::KernelChoice::from_flag_or_env(a.kernels.as_deref())?;
    let report = diff::run(&selected, &pairs, &stages, a.precision, &mut engine_sources)?;
    if a.json {
        println!("{}", serde_json::to_string_pretty(&report)?);
    } else {
        print!("{}", diff::table::render(&report));
    }
    if let Some(dir) = &a.report {
        report::write(&report, dir)?;
        eprintln!("report written to {}", dir.join("index.html").display());
    }
    if report.failed() {
        std::process::exit(1);
    }
    Ok(())
}
