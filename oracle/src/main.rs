use clap::Parser;

/// Eager reference implementation of Qwen2-VL. Subcommands are added as the
/// oracle issue lands; none exists yet.
#[derive(Parser)]
#[command(name = "oracle", version, about, arg_required_else_help = true)]
struct Cli {}

fn main() {
    let _ = Cli::parse();
}
