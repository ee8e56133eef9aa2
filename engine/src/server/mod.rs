//! `engine serve`: an OpenAI-compatible HTTP server with continuous
//! batching over the engine's decode slots.
//!
//! Threads: one engine thread owns the IREE sessions and runs the
//! [`scheduler`] loop; a tokio runtime serves HTTP, parses and validates
//! requests, decodes and preprocesses images (blocking pool), and turns
//! token events into text (`text`). Requests reach the engine thread as fully
//! prepared jobs, so a bad request is refused before it touches the batch.
//!
//! Limits: `slots + max_queue` requests at once (then 429 with
//! `Retry-After`), `max_body_bytes` per body (413), `max_images` per request
//! and the vision buckets' capacity (400), the context per sequence (400).

pub mod api;
pub mod client;
pub mod errors;
pub mod http;
pub mod metrics;
pub mod scheduler;
pub mod text;

use std::net::{SocketAddr, TcpListener};
use std::path::PathBuf;
use std::sync::Arc;
use std::thread::JoinHandle;

use crate::emit::nn::Precision;
use crate::pipeline::{EngineError, EngineOptions};

/// Defaults shared by [`ServeOptions::new`] and the `engine serve` flags.
pub mod defaults {
    pub const PORT: u16 = 8080;
    pub const SLOTS: usize = 4;
    pub const MAX_QUEUE: usize = 16;
    pub const CONTEXT: usize = 4096;
    pub const MAX_IMAGES: usize = 8;
    pub const MAX_BODY_BYTES: usize = 32 << 20;
}

#[derive(Debug, Clone)]
pub struct ServeOptions {
    pub model: PathBuf,
    pub host: String,
    /// 0 picks a free port (see [`RunningServer::addr`]).
    pub port: u16,
    pub slots: usize,
    pub max_queue: usize,
    pub precision: Precision,
    /// The longest sequence (prompt + completion).
    pub context: usize,
    /// KV cells shared by all sequences (`None`: slots * context).
    pub kv_budget: Option<usize>,
    /// The largest prefill chunk (tokens).
    pub chunk: usize,
    pub api_key: Option<String>,
    pub allow_local_files: Option<PathBuf>,
    pub max_images: usize,
    /// Images over this many pixels are resized within it (`None`: what
    /// the vision buckets hold).
    pub max_pixels: Option<u64>,
    /// How special tokens typed in message text are tokenized (plain text
    /// by default).
    pub special_tokens: crate::plain_text::SpecialTokensInText,
    pub max_body_bytes: usize,
    /// Name in /v1/models and responses (default: the model folder's name).
    pub model_name: Option<String>,
    /// Stop on SIGINT / SIGTERM (the CLI); tests stop via [`RunningServer::shutdown`].
    pub handle_signals: bool,
}

impl ServeOptions {
    pub fn new(model: PathBuf) -> Self {
        ServeOptions {
            model,
            host: "127.0.0.1".into(),
            port: defaults::PORT,
            slots: defaults::SLOTS,
            max_queue: defaults::MAX_QUEUE,
            precision: Precision::Bf16,
            context: defaults::CONTEXT,
            kv_budget: None,
            chunk: crate::pipeline::DEFAULT_CHUNK,
            api_key: None,
            allow_local_files: None,
            max_images: defaults::MAX_IMAGES,
            max_pixels: None,
            special_tokens: Default::default(),
            max_body_bytes: defaults::MAX_BODY_BYTES,
            model_name: None,
            handle_signals: false,
        }
    }
}

#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    #[error(transparent)]
    Engine(#[from] EngineError),
    #[error("binding {addr}: {source}")]
    Bind { addr: String, source: std::io::Error },
    #[error("starting the server: {0}")]
    Io(#[from] std::io::Error),
    #[error("{0}")]
    Options(String),
}

/// A server running on its own threads.
pub struct RunningServer {
    addr: SocketAddr,
    metrics: Arc<metrics::Metrics>,
    stop: Option<tokio::sync::oneshot::Sender<()>>,
    thread: Option<JoinHandle<std::io::Result<()>>>,
}

impl RunningServer {
    pub fn addr(&self) -> SocketAddr {
        self.addr
    }

    pub fn metrics(&self) -> &metrics::Metrics {
        &self.metrics
    }

    /// Block until the server stops (a signal, with `handle_signals`).
    pub fn wait(mut self) -> std::io::Result<()> {
        self.wait_inner()
    }

    /// Stop accepting, finish open connections, unload the engine.
    pub fn shutdown(mut self) -> std::io::Result<()> {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
        self.wait_inner()
    }

    fn wait_inner(&mut self) -> std::io::Result<()> {
        self.thread.take().map(|t| t.join().unwrap_or_else(|_| Err(std::io::Error::other("server thread panicked")))).unwrap_or(Ok(()))
    }
}

impl Drop for RunningServer {
    fn drop(&mut self) {
        if let Some(s) = self.stop.take() {
            let _ = s.send(());
        }
        let _ = self.wait_inner();
    }
}

async fn stop_signal(stop: tokio::sync::oneshot::Receiver<()>, signals: bool) {
    if !signals {
        let _ = stop.await;
        return;
    }
    let term = async {
        #[cfg(unix)]
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            s.recv().await;
            return;
        }
        std::future::pending::<()>().await
    };
    tokio::select! {
        _ = stop => {}
        _ = tokio::signal::ctrl_c() => {}
        _ = term => {}
    }
    tracing::info!("shutting down");
}

/// Load the model, bind, and serve in the background.
pub fn start(opts: ServeOptions) -> Result<RunningServer, ServeError> {
    if opts.slots == 0 {
        return Err(ServeError::Options("--slots must be at least 1".into()));
    }
    if let Some(d) = &opts.allow_local_files {
        if !d.is_dir() {
            return Err(ServeError::Options(format!("--allow-local-files {}: not a directory", d.display())));
        }
    }
    let addr = format!("{}:{}", opts.host, opts.port);
    let listener = TcpListener::bind(&addr).map_err(|source| ServeError::Bind { addr: addr.clone(), source })?;
    listener.set_nonblocking(true)?;
    let local = listener.local_addr()?;
    let metrics = Arc::new(metrics::Metrics::new(opts.slots));
    let engine_options = EngineOptions { precision: opts.precision, slots: opts.slots, context: opts.context, kv_budget: opts.kv_budget, chunk: opts.chunk, stages: false, max_pixels: opts.max_pixels, special_tokens: opts.special_tokens };
    let scheduler = scheduler::Scheduler::start(opts.model.clone(), engine_options, metrics.clone())?;
    let model_name = opts.model_name.clone().unwrap_or_else(|| {
        opts.model.canonicalize().ok().and_then(|p| p.file_name().map(|n| n.to_string_lossy().into_owned())).unwrap_or_else(|| "model".into())
    });
    let app = Arc::new(http::App {
        front: scheduler.frontend().clone(),
        admission: scheduler::Admission::new(opts.slots + opts.max_queue),
        scheduler,
        metrics: metrics.clone(),
        defaults: api::SamplingDefaults::from_generation_config(&opts.model),
        model_name,
        api_key: opts.api_key.clone(),
        allow_local_files: opts.allow_local_files.clone(),
        max_images: opts.max_images,
        max_queue: opts.max_queue,
        max_body_bytes: opts.max_body_bytes,
        created: http::unix_now(),
        loopback_only: local.ip().is_loopback(),
    });
    let (stop_tx, stop_rx) = tokio::sync::oneshot::channel();
    let signals = opts.handle_signals;
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().thread_name("http").build()?;
    let thread = std::thread::Builder::new().name("server".into()).spawn(move || {
        runtime.block_on(async move {
            let listener = tokio::net::TcpListener::from_std(listener)?;
            let router = http::router(app);
            axum::serve(listener, router).with_graceful_shutdown(stop_signal(stop_rx, signals)).await
        })
        // The app (and with it the engine thread) drops here.
    })?;
    Ok(RunningServer { addr: local, metrics, stop: Some(stop_tx), thread: Some(thread) })
}
