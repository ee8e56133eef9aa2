//! `engine serve`: the OpenAI-compatible HTTP server.

use std::path::PathBuf;

use anyhow::Context;

use engine::precision::Precision;

/// Serve the model over HTTP with the OpenAI chat-completions API
/// (continuous batching over --slots decode slots).
#[derive(clap::Args)]
pub struct ServeArgs {
    #[arg(long)]
    model: PathBuf,
    /// Address to bind (loopback unless told otherwise).
    #[arg(long, default_value = "127.0.0.1")]
    host: String,
    /// Port (0 picks a free one; the address is printed).
    #[arg(long, default_value_t = engine::serve::defaults::PORT)]
    port: u16,
    /// Sequences decoded together.
    #[arg(long, default_value_t = engine::serve::defaults::SLOTS)]
    slots: usize,
    /// Requests that may wait for a slot; beyond slots + queue: 429.
    #[arg(long, default_value_t = engine::serve::defaults::MAX_QUEUE)]
    max_queue: usize,
    #[arg(long, value_enum, default_value = "bf16")]
    precision: Precision,
    /// The longest sequence (prompt + completion).
    #[arg(long, default_value_t = engine::serve::defaults::CONTEXT)]
    context: usize,
    /// KV cells shared by all sequences (default: slots x context); a
    /// request waits until its prompt and max_tokens fit.
    #[arg(long)]
    kv_budget: Option<usize>,
    /// Largest prefill chunk (tokens); while other streams are decoding,
    /// a new prompt is prefilled in chunks of chunk/8, one per step.
    #[arg(long, default_value_t = engine::generate::DEFAULT_CHUNK)]
    chunk: usize,
    /// Require 'Authorization: Bearer KEY' on /v1 endpoints.
    #[arg(long, env = "ENGINE_API_KEY")]
    api_key: Option<String>,
    /// Allow image_url parts to name local files under DIR.
    #[arg(long)]
    allow_local_files: Option<PathBuf>,
    /// Images per request.
    #[arg(long, default_value_t = engine::serve::defaults::MAX_IMAGES)]
    max_images: usize,
    #[command(flatten)]
    host_args: super::HostArgs,
    /// Request body limit in bytes (413 beyond).
    #[arg(long, default_value_t = engine::serve::defaults::MAX_BODY_BYTES)]
    max_body_bytes: usize,
    /// Request-body bytes buffered at once across all connections
    /// (default: 4 x --max-body-bytes); a body that would go over is
    /// refused with 503 and Retry-After.
    #[arg(long)]
    max_buffered_body_bytes: Option<usize>,
    /// Open connections. At the cap, the connection idle the longest
    /// is closed for a new one; if none is idle, the new one gets 503.
    #[arg(long, default_value_t = engine::serve::defaults::MAX_CONNECTIONS)]
    max_connections: usize,
    /// Seconds for a request's headers to arrive, counted from the
    /// connection's opening or the previous response's end (so also the
    /// idle keep-alive timeout).
    #[arg(long, default_value_t = engine::serve::defaults::HEADER_TIMEOUT_S, value_parser = super::seconds)]
    header_timeout: f64,
    /// Seconds for a request's whole body to arrive (408 beyond).
    #[arg(long, default_value_t = engine::serve::defaults::BODY_TIMEOUT_S, value_parser = super::seconds)]
    body_timeout: f64,
    /// On SIGINT / SIGTERM, seconds that requests in progress may take
    /// to finish before their connections are closed (a second signal
    /// closes them at once).
    #[arg(long, default_value_t = engine::serve::defaults::SHUTDOWN_TIMEOUT_S, value_parser = super::seconds)]
    shutdown_timeout: f64,
    /// Let web pages from ORIGIN (http(s)://host[:port], or * for any)
    /// call the API from a browser (CORS). Repeatable. Default: none.
    #[arg(long = "cors-origin", value_name = "ORIGIN")]
    cors_origins: Vec<String>,
    /// Model name in /v1/models and responses (default: the folder's name).
    #[arg(long)]
    served_model_name: Option<String>,
    #[command(flatten)]
    kernel_args: super::KernelArgs,
}

impl ServeArgs {
    pub fn run(self) -> anyhow::Result<()> {
        let ServeArgs {
            model,
            host,
            port,
            slots,
            max_queue,
            precision,
            context,
            kv_budget,
            chunk,
            api_key,
            allow_local_files,
            max_images,
            host_args: super::HostArgs { max_pixels, max_patches, special_tokens_in_text },
            max_body_bytes,
            max_buffered_body_bytes,
            max_connections,
            header_timeout,
            body_timeout,
            shutdown_timeout,
            cors_origins,
            served_model_name,
            kernel_args,
        } = self;
        let mut o = engine::serve::ServeOptions::new(model.clone());
        o.kernels = kernel_args.choice()?;
        (o.host, o.port, o.slots, o.max_queue, o.precision, o.context, o.kv_budget, o.chunk) =
            (host, port, slots, max_queue, precision, context, kv_budget, chunk);
        (o.api_key, o.allow_local_files, o.max_images, o.max_body_bytes, o.model_name, o.handle_signals) =
            (api_key, allow_local_files, max_images, max_body_bytes, served_model_name, true);
        (o.max_pixels, o.max_patches, o.special_tokens) = (max_pixels, max_patches, special_tokens_in_text);
        (o.max_buffered_body_bytes, o.max_connections, o.cors_origins) =
            (max_buffered_body_bytes, max_connections, cors_origins);
        let secs = std::time::Duration::from_secs_f64;
        (o.header_timeout, o.body_timeout, o.shutdown_timeout) =
            (secs(header_timeout), secs(body_timeout), secs(shutdown_timeout));
        eprintln!("loading {} ({}, {slots} slot(s), context {context})", model.display(), o.precision.name());
        let server = engine::serve::start(o).with_context(|| format!("serving {}", model.display()))?;
        println!("listening on http://{}", server.addr());
        use std::io::Write;
        std::io::stdout().flush()?;
        server.wait()?;
        Ok(())
    }
}
