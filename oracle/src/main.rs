fn main() {
    tracing_subscriber::fmt()
        .with_env_filter(tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "warn".into()))
        .with_writer(std::io::stderr)
        .init();
    match oracle::cli::run(std::env::args_os()) {
        Ok(out) => print!("{out}"),
        Err(e) => {
            // clap renders its own help/usage text (and exit code).
            if let Some(clap_err) = e.downcast_ref::<clap::Error>() {
                clap_err.exit();
            }
            eprintln!("error: {e:#}");
            std::process::exit(1);
        }
    }
}
