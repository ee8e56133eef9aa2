//! The `engine` binary; the commands are in `cli/`.

mod cli;

fn main() -> anyhow::Result<()> {
    cli::main()
}
