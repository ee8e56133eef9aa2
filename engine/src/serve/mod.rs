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
//! Connections: `max_connections` open (idle ones make room for new ones),
//! headers within `header_timeout`, bodies within `body_timeout` and under a
//! shared `max_buffered_body_bytes`, shutdown within `shutdown_timeout`
//! ([`connections`], `http::read_body`).

pub mod api;
pub mod client;
pub mod connections;
pub mod cors;
pub mod errors;
pub mod http;
pub mod metrics;
pub mod scheduler;
pub mod text;

use std::net::{SocketAddr, TcpListener};
use std::path::PathBuf;
use std::sync::Arc;
use std::thread::JoinHandle;

use crate::generate::{EngineError, EngineOptions};
use crate::precision::Precision;

/// Defaults shared by [`ServeOptions::new`] and the `engine serve` flags.
pub mod defaults {
    pub const PORT: u16 = 8080;
    pub const SLOTS: usize = 4;
    pub const MAX_QUEUE: usize = 16;
    pub const CONTEXT: usize = 4096;
    pub const MAX_IMAGES: usize = 8;
    pub const MAX_BODY_BYTES: usize = 32 << 20;
    pub const MAX_CONNECTIONS: usize = 512;
    pub const HEADER_TIMEOUT_S: f64 = 15.0;
    pub const BODY_TIMEOUT_S: f64 = 60.0;
    pub const SHUTDOWN_TIMEOUT_S: f64 = 30.0;
    /// Bodies buffered at once, by default: four of the largest.
    pub const BODIES_BUFFERED: usize = 4;
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
    /// Which of the engine's own kernels the modules may use.
    pub kernels: crate::numerics::KernelChoice,
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
    /// The vision buckets' top in patch rows (`None`: the standard 4096).
    pub max_patches: Option<usize>,
    /// How special tokens typed in message text are tokenized (plain text
    /// by default).
    pub special_tokens: crate::host::plain_text::SpecialTokensInText,
    pub max_body_bytes: usize,
    /// Request-body bytes buffered at once across connections (`None`:
    /// [`defaults::BODIES_BUFFERED`] x `max_body_bytes`).
    pub max_buffered_body_bytes: Option<usize>,
    pub max_connections: usize,
    /// For a request's headers, from connection open or the previous
    /// response's end (so also the idle keep-alive timeout).
    pub header_timeout: std::time::Duration,
    /// For a request's whole body.
    pub body_timeout: std::time::Duration,
    /// For requests in progress to finish after a stop.
    pub shutdown_timeout: std::time::Duration,
    /// Browser origins allowed by CORS (`*`: any); empty: none.
    pub cors_origins: Vec<String>,
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
            kernels: crate::numerics::KernelChoice::AUTO,
            context: defaults::CONTEXT,
            kv_budget: None,
            chunk: crate::generate::DEFAULT_CHUNK,
            api_key: None,
            allow_local_files: None,
            max_images: defaults::MAX_IMAGES,
            max_pixels: None,
            max_patches: None,
            special_tokens: Default::default(),
            max_body_bytes: defaults::MAX_BODY_BYTES,
            max_buffered_body_bytes: None,
            max_connections: defaults::MAX_CONNECTIONS,
            header_timeout: std::time::Duration::from_secs_f64(defaults::HEADER_TIMEOUT_S),
            body_timeout: std::time::Duration::from_secs_f64(defaults::BODY_TIMEOUT_S),
            shutdown_timeout: std::time::Duration::from_secs_f64(defaults::SHUTDOWN_TIMEOUT_S),
            cors_origins: Vec::new(),
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
        self.thread
            .take()
            .map(|t| t.join().unwrap_or_else(|_| Err(std::io::Error::other("server thread panicked"))))
            .unwrap_or(Ok(()))
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

/// The first stop: the test's [`RunningServer::shutdown`], or with
/// `signals` also SIGINT / SIGTERM.
async fn stop_signal(stop: tokio::sync::oneshot::Receiver<()>, signals: bool) {
    if !signals {
        let _ = stop.await;
        return;
    }
    tokio::select! {
        _ = stop => {}
        _ = signal() => {}
    }
    tracing::info!("shutting down");
}

/// SIGINT or SIGTERM (never, where they cannot be watched).
async fn signal() {
    let term = async {
        #[cfg(unix)]
        if let Ok(mut s) = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            s.recv().await;
            return;
        }
        std::future::pending::<()>().await
    };
    tokio::select! {
        r = tokio::signal::ctrl_c() => if r.is_err() { std::future::pending::<()>().await },
        _ = term => {}
    }
}

/// What [`check_limits`] derives from the options.
struct Checked {
    /// Bytes of request bodies buffered at once.
    body_budget: usize,
    /// The CORS origins, normalised.
    cors_origins: Vec<String>,
}

/// Check the limits against each other and against the file descriptors
/// this process may open (raising the soft limit up to the hard one when
/// the connections need it).
fn check_limits(opts: &ServeOptions) -> Result<Checked, ServeError> {
    let bad = |m: String| Err(ServeError::Options(m));
    if opts.max_connections == 0 {
        return bad("--max-connections must be at least 1".into());
    }
    if opts.max_connections > u32::MAX as usize {
        return bad(format!("--max-connections {} is over {}", opts.max_connections, u32::MAX));
    }
    for (flag, d) in [("--header-timeout", opts.header_timeout), ("--body-timeout", opts.body_timeout)] {
        if d.is_zero() {
            return bad(format!("{flag} must be over 0 seconds"));
        }
    }
    let budget = match opts.max_buffered_body_bytes {
        Some(b) => b,
        None => opts
            .max_body_bytes
            .checked_mul(defaults::BODIES_BUFFERED)
            .ok_or_else(|| ServeError::Options(format!("--max-body-bytes {} is too large", opts.max_body_bytes)))?,
    };
    if budget < opts.max_body_bytes {
        return bad(format!("--max-buffered-body-bytes {budget} is below --max-body-bytes {}: a body of the allowed size could never be read", opts.max_body_bytes));
    }
    if budget > tokio::sync::Semaphore::MAX_PERMITS {
        return bad(format!("--max-buffered-body-bytes {budget} is over {}", tokio::sync::Semaphore::MAX_PERMITS));
    }
    let cors_origins = opts
        .cors_origins
        .iter()
        .map(|o| cors::parse_origin(o))
        .collect::<Result<_, _>>()
        .map_err(ServeError::Options)?;
    let needed = (opts.max_connections as u64).saturating_add(connections::RESERVED_FDS);
    ensure_fd_limit(needed).map_err(ServeError::Options)?;
    Ok(Checked { body_budget: budget, cors_origins })
}

/// Make sure this process may open `needed` file descriptors.
#[allow(clippy::unnecessary_cast)] // rlim_t is u64 on Linux, not everywhere
fn ensure_fd_limit(needed: u64) -> Result<(), String> {
    #[cfg(unix)]
    {
        let mut lim = libc::rlimit { rlim_cur: 0, rlim_max: 0 };
        // SAFETY: getrlimit writes the struct it is given.
        if unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut lim) } != 0 {
            return Ok(()); // unknown: nothing to check against
        }
        if lim.rlim_cur == libc::RLIM_INFINITY || lim.rlim_cur as u64 >= needed {
            return Ok(());
        }
        if lim.rlim_max == libc::RLIM_INFINITY || lim.rlim_max as u64 >= needed {
            let raised = libc::rlimit { rlim_cur: needed as libc::rlim_t, rlim_max: lim.rlim_max };
            // SAFETY: setrlimit reads the struct it is given.
            if unsafe { libc::setrlimit(libc::RLIMIT_NOFILE, &raised) } == 0 {
                tracing::info!("raised the open-file limit from {} to {needed} for --max-connections", lim.rlim_cur);
                return Ok(());
            }
        }
        Err(format!(
            "--max-connections needs {needed} open files (connections + {} for the rest), but this process may open {} (hard limit {}): lower --max-connections or raise 'ulimit -n'",
            connections::RESERVED_FDS,
            lim.rlim_cur,
            lim.rlim_max
        ))
    }
    #[cfg(not(unix))]
    {
        let _ = needed;
        Ok(())
    }
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
    let Checked { body_budget, cors_origins } = check_limits(&opts)?;
    let addr = format!("{}:{}", opts.host, opts.port);
    let listener = TcpListener::bind(&addr).map_err(|source| ServeError::Bind { addr: addr.clone(), source })?;
    listener.set_nonblocking(true)?;
    let local = listener.local_addr()?;
    let metrics = Arc::new(metrics::Metrics::new(opts.slots));
    let engine_options = EngineOptions {
        precision: opts.precision,
        slots: opts.slots,
        context: opts.context,
        kv_budget: opts.kv_budget,
        chunk: opts.chunk,
        stages: false,
        max_pixels: opts.max_pixels,
        max_patches: opts.max_patches,
        special_tokens: opts.special_tokens,
        kernels: opts.kernels,
        faults: Default::default(),
    };
    tracing::info!(
        "kernel choice {}; the engine's own kernels on this CPU: {}",
        opts.kernels,
        crate::numerics::OwnKernels::on_this_cpu(&opts.kernels)
    );
    let scheduler = scheduler::Scheduler::start(opts.model.clone(), engine_options, metrics.clone())?;
    let model_name = opts.model_name.clone().unwrap_or_else(|| {
        opts.model
            .canonicalize()
            .ok()
            .and_then(|p| p.file_name().map(|n| n.to_string_lossy().into_owned()))
            .unwrap_or_else(|| "model".into())
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
        body_budget: Arc::new(tokio::sync::Semaphore::new(body_budget)),
        body_budget_bytes: body_budget,
        body_timeout: opts.body_timeout,
        cors_origins,
        created: http::unix_now(),
        loopback_only: local.ip().is_loopback(),
    });
    let (stop_tx, stop_rx) = tokio::sync::oneshot::channel();
    let signals = opts.handle_signals;
    let limits = connections::ConnectionLimits {
        max_connections: opts.max_connections,
        header_timeout: opts.header_timeout,
        shutdown_timeout: opts.shutdown_timeout,
    };
    let runtime = tokio::runtime::Builder::new_multi_thread().enable_all().thread_name("http").build()?;
    let conn_metrics = metrics.clone();
    let thread = std::thread::Builder::new().name("server".into()).spawn(move || {
        let served = runtime.block_on(async move {
            let listener = tokio::net::TcpListener::from_std(listener)?;
            let router = http::router(app);
            let force = async move {
                if signals {
                    signal().await
                } else {
                    std::future::pending().await
                }
            };
            connections::serve(listener, router, limits, conn_metrics, stop_signal(stop_rx, signals), force).await;
            Ok(())
        });
        // Connections still open past the deadline are dropped here, and
        // with the last of them the app and the engine thread; work on the
        // blocking pool (image decoding) gets a moment to end.
        runtime.shutdown_timeout(std::time::Duration::from_secs(2));
        served
    })?;
    Ok(RunningServer { addr: local, metrics, stop: Some(stop_tx), thread: Some(thread) })
}
