use clap::Parser;

/// Qwen2-VL on IREE. Subcommands are added as the engine issues land; none
/// exists yet, so every invocation other than --help/--version is an error.
#[derive(Parser)]
#[command(name = "engine", version, about, arg_required_else_help = true)]
struct Cli {}

fn main() {
    let _ = Cli::parse();
}
