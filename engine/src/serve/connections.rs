//! Connection handling: the accept loop, per-connection limits and graceful
//! shutdown, on hyper's HTTP/1.1 server with the axum router as the service.
//!
//! Policy (each limit is an `engine serve` flag, see [`ConnectionLimits`]):
//!
//! - **At most `max_connections` open connections.** A connection is *idle*
//!   while no request is in progress on it: before its first request's
//!   headers have fully arrived, and between a response's last byte and the
//!   next request's headers. When a new connection arrives at the cap, the
//!   connection idle the longest is closed to make room (counted in
//!   `engine_connections_evicted_total`); if every connection is busy, the
//!   newcomer gets `503` with `Retry-After` and is closed
//!   (`engine_connections_refused_total`). So idle and half-open
//!   connections, however many, cannot keep a client with a request from
//!   being served, and the process never runs out of file descriptors.
//! - **Headers within `header_timeout`**, counted from when the connection
//!   opens or the previous response ends: it bounds both a slowly sent
//!   request head (slowloris) and an idle keep-alive connection (hyper's
//!   header read timeout, `engine_header_timeouts_total`).
//! - Bodies are read by the handler under their own timeout and memory
//!   budget (`http::read_body`).
//! - **Graceful shutdown with a deadline**: on stop, the listener closes,
//!   idle connections close at once (a half-sent request has nothing in
//!   progress yet), requests in progress finish (streams run to their end)
//!   for up to `shutdown_timeout`; what is still open then is closed. A
//!   second stop signal closes everything at once.

use std::collections::HashMap;
use std::convert::Infallible;
use std::future::Future;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use axum::body::Body;
use axum::Router;
use hyper::body::Incoming;
use hyper_util::rt::{TokioIo, TokioTimer};
use tokio::io::AsyncWriteExt;
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{oneshot, watch, OwnedSemaphorePermit, Semaphore};
use tower_service::Service;

use crate::serve::errors::ApiError;
use crate::serve::metrics::Metrics;

/// Limits on connections; see the module documentation.
#[derive(Debug, Clone, Copy)]
pub struct ConnectionLimits {
    pub max_connections: usize,
    pub header_timeout: Duration,
    pub shutdown_timeout: Duration,
}

/// How long a newcomer at the cap may wait for room.
const ROOM_WAIT: Duration = Duration::from_secs(2);
/// Newcomers waiting for room at once; beyond this, refused at once.
const WAITERS: usize = 64;
/// Refusals (`503` written to a connection over the cap) in flight at once;
/// beyond this a connection over the cap is closed without an answer.
const REFUSAL_WRITERS: usize = 64;
/// How long writing a refusal may take.
const REFUSAL_WRITE: Duration = Duration::from_secs(1);
/// File descriptors kept for everything but connections (model files,
/// IREE, local image files, refusals in flight).
pub const RESERVED_FDS: u64 = 128 + (REFUSAL_WRITERS + WAITERS) as u64;

/// The whole `503` answer to a connection over the cap (written by hand:
/// no HTTP connection is set up for it).
fn refusal() -> String {
    let body = ApiError::new(
        axum::http::StatusCode::SERVICE_UNAVAILABLE,
        "too many open connections, all busy with requests; retry later",
    )
    .body()
    .to_string();
    format!("HTTP/1.1 503 Service Unavailable\r\ncontent-type: application/json\r\nretry-after: 1\r\nconnection: close\r\ncontent-length: {}\r\n\r\n{body}", body.len())
}

/// The open connections: whether each is idle, and since when.
#[derive(Default)]
struct Registry {
    open: Mutex<HashMap<u64, Entry>>,
    next: AtomicU64,
}

struct Entry {
    /// Requests in progress (headers read, response not yet fully written).
    active: usize,
    idle_since: Instant,
    close: Option<oneshot::Sender<()>>,
}

impl Registry {
    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<u64, Entry>> {
        self.open.lock().unwrap_or_else(|p| p.into_inner())
    }

    fn add(&self, close: oneshot::Sender<()>) -> u64 {
        let id = self.next.fetch_add(1, Ordering::Relaxed);
        self.lock().insert(id, Entry { active: 0, idle_since: Instant::now(), close: Some(close) });
        id
    }

    /// Close every idle connection (a stop: nothing is in progress on them,
    /// a half-sent request included); returns how many.
    fn close_idle(&self) -> usize {
        let mut open = self.lock();
        let mut closed = 0;
        for close in open.values_mut().filter(|e| e.active == 0).filter_map(|e| e.close.take()) {
            let _ = close.send(());
            closed += 1;
        }
        closed
    }

    /// Close the connection idle the longest; false if none is idle.
    fn evict_oldest_idle(&self) -> bool {
        let mut open = self.lock();
        let oldest = open
            .iter()
            .filter(|(_, e)| e.active == 0 && e.close.is_some())
            .min_by_key(|(_, e)| e.idle_since)
            .map(|(&id, _)| id);
        match oldest.and_then(|id| open.get_mut(&id)).and_then(|e| e.close.take()) {
            Some(close) => {
                let _ = close.send(());
                true
            }
            None => false,
        }
    }

    /// Whether a request is in progress on connection `id`.
    fn is_busy(&self, id: u64) -> bool {
        self.lock().get(&id).is_some_and(|e| e.active > 0)
    }

    fn begin(self: &Arc<Self>, id: u64) -> Active {
        if let Some(e) = self.lock().get_mut(&id) {
            e.active += 1;
        }
        Active { registry: self.clone(), id }
    }
}

/// A request in progress on a connection; dropped with the response body
/// (written to its end, or abandoned).
struct Active {
    registry: Arc<Registry>,
    id: u64,
}

impl Drop for Active {
    fn drop(&mut self) {
        if let Some(e) = self.registry.lock().get_mut(&self.id) {
            e.active = e.active.saturating_sub(1);
            if e.active == 0 {
                e.idle_since = Instant::now();
            }
        }
    }
}

/// A response body that keeps its request marked in progress.
struct Tracked {
    body: Body,
    _active: Active,
}

impl http_body::Body for Tracked {
    type Data = axum::body::Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: std::pin::Pin<&mut Self>,
        cx: &mut std::task::Context<'_>,
    ) -> std::task::Poll<Option<Result<http_body::Frame<Self::Data>, Self::Error>>> {
        std::pin::Pin::new(&mut self.body).poll_frame(cx)
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> http_body::SizeHint {
        self.body.size_hint()
    }
}

/// Serve `router` on `listener` until `stop` completes, then shut down
/// gracefully (see the module documentation); `force` cuts the drain short.
pub async fn serve(
    listener: TcpListener,
    router: Router,
    limits: ConnectionLimits,
    metrics: Arc<Metrics>,
    stop: impl Future<Output = ()>,
    force: impl Future<Output = ()>,
) {
    let registry = Arc::new(Registry::default());
    let permits = Arc::new(Semaphore::new(limits.max_connections));
    let refusals = Arc::new(Semaphore::new(REFUSAL_WRITERS));
    let waiters = Arc::new(Semaphore::new(WAITERS));
    let (shutdown_tx, shutdown_rx) = watch::channel(false);
    tokio::pin!(stop);
    let mut last_accept_error: Option<Instant> = None;
    loop {
        let stream = tokio::select! {
            r = listener.accept() => match r {
                Ok((stream, _)) => stream,
                Err(e) => {
                    // Out of descriptors or a connection reset before accept:
                    // log (at most once a second), back off, go on.
                    if last_accept_error.is_none_or(|t| t.elapsed() > Duration::from_secs(1)) {
                        tracing::warn!("accepting a connection: {e}");
                        last_accept_error = Some(Instant::now());
                    }
                    tokio::time::sleep(Duration::from_millis(50)).await;
                    continue;
                }
            },
            _ = &mut stop => break,
        };
        let _ = stream.set_nodelay(true);
        let conn = Conn {
            registry: registry.clone(),
            router: router.clone(),
            metrics: metrics.clone(),
            header_timeout: limits.header_timeout,
            shutdown: shutdown_rx.clone(),
        };
        match permits.clone().try_acquire_owned() {
            Ok(permit) => {
                // Registered now, before the next accept, so that it can be
                // displaced at once if it stays idle.
                let entry = conn.register();
                tokio::spawn(conn.run(stream, permit, entry));
            }
            Err(_) => match waiters.clone().try_acquire_owned() {
                Ok(waiting) => {
                    let permits = permits.clone();
                    let refusals = refusals.clone();
                    tokio::spawn(async move {
                        match make_room(&conn.registry, &permits, &conn.metrics).await {
                            Some(permit) => {
                                drop(waiting);
                                let entry = conn.register();
                                conn.run(stream, permit, entry).await
                            }
                            None => refuse(stream, &refusals, &conn.metrics).await,
                        }
                    });
                }
                Err(_) => {
                    let refusals = refusals.clone();
                    let metrics = metrics.clone();
                    tokio::spawn(async move { refuse(stream, &refusals, &metrics).await });
                }
            },
        }
    }
    drop(listener);
    // Requests in progress finish (hyper's graceful shutdown: no more
    // keep-alive); connections with none in progress close now.
    let _ = shutdown_tx.send(true);
    registry.close_idle();
    let open = limits.max_connections - permits.available_permits();
    if open > 0 {
        tracing::info!("waiting up to {:?} for {open} open connection(s) to finish", limits.shutdown_timeout);
    }
    let all_closed = permits.acquire_many(u32::try_from(limits.max_connections).unwrap_or(u32::MAX));
    tokio::select! {
        _ = tokio::time::timeout(limits.shutdown_timeout, all_closed) => {}
        _ = force => tracing::info!("second stop signal: closing every connection now"),
    }
    let left = limits.max_connections - permits.available_permits();
    if left > 0 {
        tracing::warn!("closing {left} connection(s) still open");
    }
}

/// A place for a newcomer at the cap: displace the connection idle the
/// longest and take its place, or one that frees otherwise, within
/// [`ROOM_WAIT`]; `None` when every connection stays busy.
async fn make_room(registry: &Registry, permits: &Arc<Semaphore>, metrics: &Metrics) -> Option<OwnedSemaphorePermit> {
    let deadline = tokio::time::Instant::now() + ROOM_WAIT;
    loop {
        if let Ok(p) = permits.clone().try_acquire_owned() {
            return Some(p);
        }
        // Displace one idle connection, then wait a moment for its place
        // (another newcomer may take it first: then displace another).
        let pause = if registry.evict_oldest_idle() {
            metrics.connections_evicted.fetch_add(1, Ordering::Relaxed);
            Duration::from_millis(200)
        } else {
            Duration::from_millis(20)
        };
        let until = (tokio::time::Instant::now() + pause).min(deadline);
        if let Ok(Ok(p)) = tokio::time::timeout_at(until, permits.clone().acquire_owned()).await {
            return Some(p);
        }
        if tokio::time::Instant::now() >= deadline {
            return None;
        }
    }
}

/// Answer a connection over the cap with `503` and close it.
async fn refuse(mut stream: TcpStream, refusals: &Semaphore, metrics: &Metrics) {
    metrics.connections_refused.fetch_add(1, Ordering::Relaxed);
    if let Ok(_writer) = refusals.try_acquire() {
        let _ = tokio::time::timeout(REFUSAL_WRITE, async {
            stream.write_all(refusal().as_bytes()).await?;
            stream.shutdown().await
        })
        .await;
    }
}

/// What one connection's task needs.
struct Conn {
    registry: Arc<Registry>,
    router: Router,
    metrics: Arc<Metrics>,
    header_timeout: Duration,
    shutdown: watch::Receiver<bool>,
}

impl Conn {
    /// Enter the registry (idle): the id and the signal to close.
    fn register(&self) -> (u64, oneshot::Receiver<()>) {
        let (close_tx, close_rx) = oneshot::channel();
        (self.registry.add(close_tx), close_rx)
    }

    async fn run(
        mut self,
        stream: TcpStream,
        permit: OwnedSemaphorePermit,
        (id, mut close_rx): (u64, oneshot::Receiver<()>),
    ) {
        self.metrics.open_connections.fetch_add(1, Ordering::Relaxed);
        let registry = self.registry.clone();
        let router = self.router.clone();
        let service = hyper::service::service_fn(move |req: hyper::Request<Incoming>| {
            let active = registry.begin(id);
            let mut router = router.clone();
            async move {
                let response = match router.call(req.map(Body::new)).await {
                    Ok(r) => r,
                    Err(never) => match never {},
                };
                Ok::<_, Infallible>(response.map(|body| Tracked { body, _active: active }))
            }
        });
        let mut builder = hyper::server::conn::http1::Builder::new();
        builder.timer(TokioTimer::new()).header_read_timeout(self.header_timeout);
        let conn = builder.serve_connection(TokioIo::new(stream), service);
        tokio::pin!(conn);
        let mut draining = *self.shutdown.borrow();
        let mut closing_ignored = false;
        if draining {
            conn.as_mut().graceful_shutdown();
        }
        loop {
            tokio::select! {
                r = conn.as_mut() => {
                    if let Err(e) = r {
                        if e.is_timeout() {
                            self.metrics.header_timeouts.fetch_add(1, Ordering::Relaxed);
                        }
                        tracing::debug!("connection closed: {e}");
                    }
                    break;
                }
                // Displaced by a newcomer while idle: close, unless a request
                // began in the instant since (then it is served, and the
                // connection is no longer a candidate).
                _ = &mut close_rx, if !closing_ignored => {
                    if !self.registry.is_busy(id) {
                        break;
                    }
                    closing_ignored = true;
                }
                r = self.shutdown.changed(), if !draining => {
                    draining = true;
                    if r.is_ok() {
                        conn.as_mut().graceful_shutdown();
                    }
                }
            }
        }
        self.registry.lock().remove(&id);
        self.metrics.open_connections.fetch_sub(1, Ordering::Relaxed);
        drop(permit);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_refusal_declares_its_exact_length_and_is_json() {
        let text = refusal();
        let (head, body) = text.split_once("\r\n\r\n").unwrap();
        assert!(head.contains(&format!("content-length: {}", body.len())), "{head}");
        let v: serde_json::Value = serde_json::from_str(body).unwrap();
        assert_eq!(v["error"]["code"], 503);
    }

    #[test]
    fn eviction_picks_the_connection_idle_longest_and_never_a_busy_one() {
        let r = Arc::new(Registry::default());
        let (tx_a, mut rx_a) = oneshot::channel();
        let (tx_b, mut rx_b) = oneshot::channel();
        let (tx_c, mut rx_c) = oneshot::channel();
        let a = r.add(tx_a);
        std::thread::sleep(Duration::from_millis(2));
        let _b = r.add(tx_b);
        std::thread::sleep(Duration::from_millis(2));
        let _c = r.add(tx_c);
        // a, the oldest, is busy: b goes first, then c, then nothing.
        let busy = r.begin(a);
        assert!(r.evict_oldest_idle());
        assert!(rx_b.try_recv().is_ok() && rx_a.try_recv().is_err() && rx_c.try_recv().is_err());
        assert!(r.evict_oldest_idle());
        assert!(rx_c.try_recv().is_ok());
        assert!(!r.evict_oldest_idle(), "a is busy and b, c were already told to close");
        // Once a's response ends, a is idle and can go.
        drop(busy);
        assert!(r.evict_oldest_idle());
        assert!(rx_a.try_recv().is_ok());
    }
}
