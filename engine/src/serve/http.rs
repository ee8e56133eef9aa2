//! The HTTP surface (axum): routes, API-key check, body limit, and the chat
//! completion handler in its two forms (one JSON response, or server-sent
//! events in the OpenAI chunk format ending with `data: [DONE]`).

use std::convert::Infallible;
use std::path::PathBuf;
use std::sync::atomic::Ordering;
use std::sync::Arc;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

use axum::body::{Body, Bytes};
use axum::extract::{Request as HttpRequest, State};
use axum::http::{header, StatusCode};
use axum::middleware::{self, Next};
use axum::response::sse::{Event as SseEvent, Sse};
use axum::response::{IntoResponse, Response};
use axum::routing::{get, post};
use axum::{Json, Router};
use futures_util::StreamExt;
use serde_json::{json, Value};
use tokio::sync::mpsc::{unbounded_channel, UnboundedReceiver};

use crate::generate::sampling::Sampler;
use crate::generate::FinishReason;
use crate::host::frontend::Frontend;
use crate::host::{PromptInput, Request};
use crate::serve::api::{self, ImageSource, SamplingDefaults};
use crate::serve::errors::ApiError;
use crate::serve::metrics::{Metrics, Outcome};
use crate::serve::scheduler::{Admission, Event, Job, Scheduler};
use crate::serve::text::{StopFilter, TextStream};

/// What the handlers share.
pub struct App {
    pub scheduler: Scheduler,
    pub front: Arc<Frontend>,
    pub admission: Arc<Admission>,
    pub metrics: Arc<Metrics>,
    pub defaults: SamplingDefaults,
    pub model_name: String,
    pub api_key: Option<String>,
    pub allow_local_files: Option<PathBuf>,
    pub max_images: usize,
    pub max_queue: usize,
    pub max_body_bytes: usize,
    /// Bytes of request bodies buffered at once, across connections: a
    /// body that would exceed it is refused (503); see [`read_body`].
    pub body_budget: Arc<tokio::sync::Semaphore>,
    /// The budget's size.
    pub body_budget_bytes: usize,
    /// Time allowed for a whole request body to arrive (408 beyond).
    pub body_timeout: std::time::Duration,
    /// Origins allowed to call the API from a browser (`*`: any); empty:
    /// no CORS headers, so browsers keep pages from reading answers.
    pub cors_origins: Vec<String>,
    pub created: u64,
    /// Bound to a loopback address: requests must name a loopback host.
    pub loopback_only: bool,
}

pub fn router(app: Arc<App>) -> Router {
    // With --api-key, the API and the metrics need the key; /health never does.
    let keyed = Router::new()
        .route("/v1/chat/completions", post(chat))
        .route("/v1/models", get(models))
        .route("/metrics", get(metrics))
        .route_layer(middleware::from_fn_with_state(app.clone(), auth));
    Router::new()
        .merge(keyed)
        .route("/health", get(health))
        .fallback(|| async { ApiError::new(StatusCode::NOT_FOUND, "no such endpoint") })
        .method_not_allowed_fallback(|| async {
            ApiError::new(StatusCode::METHOD_NOT_ALLOWED, "method not allowed on this endpoint")
        })
        .layer(axum::extract::DefaultBodyLimit::disable())
        // Outermost first: the Host check, then CORS (preflights included).
        .layer(middleware::from_fn_with_state(app.clone(), crate::serve::cors::cors))
        .layer(middleware::from_fn_with_state(app.clone(), loopback_host))
        .with_state(app)
}

pub(crate) fn unix_now() -> u64 {
    SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_secs()).unwrap_or(0)
}

/// Whether a `Host` header names this machine's loopback (`localhost`,
/// `127.x.x.x`, `[::1]`, any port).
fn is_loopback_host(host: &str) -> bool {
    let host = host.trim();
    if let Ok(ip) = host.parse::<std::net::IpAddr>() {
        return ip.is_loopback();
    }
    let name = if let Some(rest) = host.strip_prefix('[') {
        rest.split(']').next().unwrap_or_default()
    } else {
        match host.rsplit_once(':') {
            Some((name, port)) if port.chars().all(|c| c.is_ascii_digit()) => name,
            _ => host,
        }
    };
    name.eq_ignore_ascii_case("localhost") || name.parse::<std::net::IpAddr>().is_ok_and(|ip| ip.is_loopback())
}

/// On a loopback bind, a request whose `Host` names another host is refused
/// (403): a web page that rebinds its own name to 127.0.0.1 cannot reach the
/// server. (A request without `Host`, which no browser sends, passes.)
async fn loopback_host(State(app): State<Arc<App>>, req: HttpRequest, next: Next) -> Response {
    if app.loopback_only {
        if let Some(host) = req.headers().get(header::HOST) {
            let host = host.to_str().unwrap_or_default();
            if !is_loopback_host(host) {
                tracing::info!("403 {} {}: Host '{host}' on a loopback bind", req.method(), req.uri().path());
                return ApiError::new(StatusCode::FORBIDDEN, format!("Host '{host}' is not a loopback name; this server listens on loopback only (bind with --host to serve other names)")).into_response();
            }
        }
    }
    next.run(req).await
}

/// The key of an `Authorization` header: the scheme is case-insensitive
/// (RFC 9110), `Bearer` / `bearer` alike.
fn bearer_key(value: &str) -> Option<&str> {
    let (scheme, key) = value.split_once(' ')?;
    scheme.eq_ignore_ascii_case("bearer").then(|| key.trim())
}

async fn auth(State(app): State<Arc<App>>, req: HttpRequest, next: Next) -> Response {
    if let Some(key) = &app.api_key {
        let given = req.headers().get(header::AUTHORIZATION).and_then(|v| v.to_str().ok()).and_then(bearer_key);
        if given != Some(key.as_str()) {
            // Only chat requests count in the completion outcomes.
            if req.uri().path() == "/v1/chat/completions" {
                app.metrics.record(Outcome::Invalid);
            }
            tracing::info!("401 {} {}: missing or wrong API key", req.method(), req.uri().path());
            return ApiError::new(
                StatusCode::UNAUTHORIZED,
                "missing or wrong API key (send 'Authorization: Bearer KEY')",
            )
            .into_response();
        }
    }
    next.run(req).await
}

/// Whether a request's Content-Type is JSON (`application/json`, any
/// parameters). Anything else is refused: a browser page can send
/// `text/plain` or form bodies to a local server without a CORS preflight.
fn is_json(headers: &axum::http::HeaderMap) -> bool {
    headers
        .get(header::CONTENT_TYPE)
        .and_then(|v| v.to_str().ok())
        .and_then(|v| v.split(';').next())
        .is_some_and(|m| m.trim().eq_ignore_ascii_case("application/json"))
}

async fn health(State(app): State<Arc<App>>) -> Json<Value> {
    let m = &app.metrics;
    Json(
        json!({"status": "ok", "slots": m.slots, "busy_slots": m.busy_slots.load(Ordering::Relaxed), "queue_depth": m.queue_depth.load(Ordering::Relaxed)}),
    )
}

async fn metrics(State(app): State<Arc<App>>) -> Response {
    let mut text = app.metrics.render();
    let buffered = app.body_budget_bytes.saturating_sub(app.body_budget.available_permits());
    text += &format!("# HELP engine_buffered_body_bytes Request-body bytes being read and buffered now.\n# TYPE engine_buffered_body_bytes gauge\nengine_buffered_body_bytes {buffered}\n");
    ([(header::CONTENT_TYPE, "text/plain; version=0.0.4")], text).into_response()
}

async fn models(State(app): State<Arc<App>>) -> Json<Value> {
    Json(json!({"object": "list", "data": [{
        "id": app.model_name, "object": "model", "created": app.created, "owned_by": "engine",
        "max_model_len": app.front.context(),
        "max_pixels": app.front.max_pixels(),
        "max_image_patches": app.front.buckets().top(),
    }]}))
}

/// Read a request body: at most `max_body_bytes` (413 beyond), all of it
/// within `body_timeout` (408), and every byte buffered under the shared
/// body budget, taken as the bytes arrive (503 with `Retry-After` when
/// bodies being read hold it all). A body refused for its size or the
/// budget is still read, unbuffered (up to 4x the limit), so the client gets
/// to read the answer instead of a reset. The returned permit holds the
/// budget until the caller has parsed the body.
async fn read_body(app: &App, body: Body) -> Result<(Bytes, Option<tokio::sync::OwnedSemaphorePermit>), ApiError> {
    let limit = app.max_body_bytes;
    let read = async {
        let mut stream = body.into_data_stream();
        let mut buf = Vec::new();
        let mut held: Option<tokio::sync::OwnedSemaphorePermit> = None;
        let mut over_budget = false;
        let mut total = 0usize;
        while let Some(chunk) = stream.next().await {
            let chunk = chunk.map_err(|e| ApiError::bad_request(format!("reading the request body: {e}")))?;
            total = total.saturating_add(chunk.len());
            if total > limit.saturating_mul(4) {
                break;
            }
            if total <= limit && !over_budget {
                match u32::try_from(chunk.len())
                    .ok()
                    .and_then(|n| app.body_budget.clone().try_acquire_many_owned(n).ok())
                {
                    Some(more) => {
                        match held.as_mut() {
                            Some(p) => p.merge(more),
                            None => held = Some(more),
                        }
                        buf.extend_from_slice(&chunk);
                        continue;
                    }
                    None => over_budget = true,
                }
            }
            // Refused (size or budget): read on without keeping anything.
            (held, buf) = (None, Vec::new());
        }
        if total > limit {
            return Err(ApiError::new(
                StatusCode::PAYLOAD_TOO_LARGE,
                format!("the request body is over this server's limit of {limit} bytes"),
            ));
        }
        if over_budget {
            app.metrics.bodies_refused.fetch_add(1, Ordering::Relaxed);
            return Err(ApiError {
                retry_after: Some(1),
                ..ApiError::new(
                    StatusCode::SERVICE_UNAVAILABLE,
                    "the server is reading too many request bodies at once; retry later",
                )
            });
        }
        Ok((Bytes::from(buf), held))
    };
    tokio::time::timeout(app.body_timeout, read).await.map_err(|_| {
        ApiError::new(
            StatusCode::REQUEST_TIMEOUT,
            format!("the request body did not arrive within {} s", app.body_timeout.as_secs_f64()),
        )
    })?
}

/// Records the request's outcome once; a request dropped before it
/// finished (client gone) counts as cancelled.
struct Record {
    metrics: Arc<Metrics>,
    outcome: Option<Outcome>,
}

impl Record {
    fn set(&mut self, o: Outcome) {
        self.outcome.get_or_insert(o);
    }
}

impl Drop for Record {
    fn drop(&mut self) {
        self.metrics.record(self.outcome.unwrap_or(Outcome::Cancelled));
    }
}

/// Answer a chat request with an error: counted, and logged (client errors
/// at info, server errors at warn).
fn refuse(record: &mut Record, e: ApiError) -> Response {
    record.set(outcome_of(&e));
    if e.status.is_server_error() {
        tracing::warn!("{} chat completion: {}", e.status.as_u16(), e.message);
    } else {
        tracing::info!("{} chat completion: {}", e.status.as_u16(), e.message);
    }
    e.into_response()
}

fn outcome_of(e: &ApiError) -> Outcome {
    match e.status {
        StatusCode::TOO_MANY_REQUESTS => Outcome::Rejected,
        // Load shed (bodies being read hold the budget): retry later.
        StatusCode::SERVICE_UNAVAILABLE if e.retry_after.is_some() => Outcome::Rejected,
        s if s.is_server_error() => Outcome::Failed,
        _ => Outcome::Invalid,
    }
}

async fn chat(State(app): State<Arc<App>>, headers: axum::http::HeaderMap, body: Body) -> Response {
    let arrival = Instant::now();
    let mut record = Record { metrics: app.metrics.clone(), outcome: None };
    if !is_json(&headers) {
        return refuse(
            &mut record,
            ApiError::new(
                StatusCode::UNSUPPORTED_MEDIA_TYPE,
                "the request body must be JSON with 'Content-Type: application/json'",
            ),
        );
    }
    match start_chat(&app, body, arrival).await {
        Ok(run) if run.stream => stream_response(run, record).into_response(),
        Ok(run) => match collect(run).await {
            Ok(json) => {
                record.set(Outcome::Completed);
                Json(json).into_response()
            }
            Err(e) => refuse(&mut record, e),
        },
        Err(e) => refuse(&mut record, e),
    }
}

/// A request admitted into a slot, its tokens to come.
struct Run {
    app: Arc<App>,
    id: String,
    created: u64,
    rx: UnboundedReceiver<Event>,
    prompt_ids: Vec<u32>,
    stream: bool,
    include_usage: bool,
    return_token_ids: bool,
    text: TextStream,
    stop: StopFilter,
    arrival: Instant,
    last: Option<Instant>,
}

async fn start_chat(app: &Arc<App>, body: Body, arrival: Instant) -> Result<Run, ApiError> {
    let (bytes, budget) = read_body(app, body).await?;
    let value: Value = serde_json::from_slice(&bytes)
        .map_err(|e| ApiError::bad_request(format!("invalid JSON in the request body: {e}")))?;
    drop(bytes);
    let req = api::parse(&value, app.defaults, app.max_images, app.allow_local_files.as_deref())?;
    drop((value, budget));
    let ticket = app.admission.try_enter().ok_or_else(|| ApiError {
        retry_after: Some(1),
        ..ApiError::new(
            StatusCode::TOO_MANY_REQUESTS,
            format!(
                "the server is full ({} slots and a queue of {} are taken); retry later",
                app.scheduler.slots(),
                app.max_queue
            ),
        )
    })?;
    let mut images = Vec::with_capacity(req.images.len());
    for (i, src) in req.images.iter().enumerate() {
        images.push(match src {
            ImageSource::Data(b) => b.clone(),
            ImageSource::File(p) => tokio::fs::read(p)
                .await
                .map_err(|e| ApiError::bad_request(format!("image {}: cannot read {}: {e}", i + 1, p.display())))?,
        });
    }
    let front = app.front.clone();
    let request = Request { images, prompt: PromptInput::Messages(req.messages), max_new_tokens: 0 };
    let prepared = tokio::task::spawn_blocking(move || front.prepare(&request))
        .await
        .map_err(|e| ApiError::internal(format!("preparing the request: {e}")))?
        .map_err(|e| ApiError::from_host(&e))?;
    let max_new_tokens = app.front.budget(prepared.ids.len(), req.max_tokens).map_err(|e| ApiError::from_host(&e))?;
    let prompt_ids = prepared.ids.clone();
    let (tx, mut rx) = unbounded_channel();
    let job = Job { prepared, max_new_tokens, sampler: Sampler::new(req.sampling), events: tx, ticket };
    app.scheduler.submit(job).map_err(|_| ApiError::new(StatusCode::SERVICE_UNAVAILABLE, "the engine has stopped"))?;
    match rx.recv().await {
        Some(Event::Admitted) => {}
        Some(Event::Failed(why)) => return Err(ApiError::internal(why)),
        Some(Event::Token { .. }) | None => {
            return Err(ApiError::internal("the engine stopped before admitting the request"))
        }
    }
    app.metrics.prompt_tokens.fetch_add(prompt_ids.len() as u64, Ordering::Relaxed);
    let id = request_id();
    Ok(Run {
        app: app.clone(),
        id,
        created: unix_now(),
        rx,
        prompt_ids,
        stream: req.stream,
        include_usage: req.include_usage,
        return_token_ids: req.return_token_ids,
        text: TextStream::new(),
        stop: StopFilter::new(req.stop),
        arrival,
        last: None,
    })
}

/// `chatcmpl-` + start time + a per-process counter: unique per server run.
fn request_id() -> String {
    static NEXT: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    static START: std::sync::OnceLock<u128> = std::sync::OnceLock::new();
    let start = START.get_or_init(|| SystemTime::now().duration_since(UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0));
    format!("chatcmpl-{start:x}-{}", NEXT.fetch_add(1, Ordering::Relaxed))
}

/// What one engine event means for the client.
enum Step {
    /// New text (possibly empty) and this token's id.
    Text(String, u32),
    /// The final text piece, the last token's id and the finish reason.
    Done(String, u32, &'static str),
    Failed(String),
}

impl Run {
    fn next(&mut self, ev: Option<Event>) -> Step {
        let (token, finish) = match ev {
            Some(Event::Token { token, finish }) => (token, finish),
            Some(Event::Failed(why)) => return Step::Failed(why),
            Some(Event::Admitted) | None => return Step::Failed("the engine stopped during generation".into()),
        };
        let now = Instant::now();
        let m = &self.app.metrics;
        match self.last {
            None => m.ttft.observe((now - self.arrival).as_secs_f64()),
            Some(t) => m.per_token.observe((now - t).as_secs_f64()),
        }
        self.last = Some(now);
        m.generated_tokens.fetch_add(1, Ordering::Relaxed);
        let tok = self.app.front.tokenizer();
        let piece = self.text.push(tok, token);
        let mut out = self.stop.push(&piece);
        if self.stop.stopped() {
            self.log_finish("stop");
            return Step::Done(out, token, "stop");
        }
        let Some(finish) = finish else { return Step::Text(out, token) };
        out += &self.stop.push(&self.text.finish(tok));
        if !self.stop.stopped() {
            out += &self.stop.finish();
        }
        let reason = match finish {
            _ if self.stop.stopped() => "stop",
            FinishReason::Stop => "stop",
            FinishReason::Length => "length",
        };
        self.log_finish(reason);
        Step::Done(out, token, reason)
    }

    fn log_finish(&self, reason: &str) {
        tracing::info!(
            id = %self.id, prompt_tokens = self.prompt_ids.len(), completion_tokens = self.text.tokens().len(), finish = reason,
            seconds = self.arrival.elapsed().as_secs_f64(), stream = self.stream, "completed"
        );
    }

    fn usage(&self) -> Value {
        let (p, c) = (self.prompt_ids.len(), self.text.tokens().len());
        json!({"prompt_tokens": p, "completion_tokens": c, "total_tokens": p + c})
    }

    fn chunk(&self, delta: Value, finish: Option<&str>, token_ids: Option<Vec<u32>>) -> Value {
        let mut choice = json!({"index": 0, "delta": delta, "logprobs": null, "finish_reason": finish});
        if let (true, Some(ids)) = (self.return_token_ids, token_ids) {
            choice["token_ids"] = json!(ids);
        }
        let mut c = json!({"id": self.id, "object": "chat.completion.chunk", "created": self.created, "model": self.app.model_name, "choices": [choice]});
        if self.include_usage {
            c["usage"] = Value::Null;
        }
        c
    }
}

/// Non-streaming: gather the whole completion.
async fn collect(mut run: Run) -> Result<Value, ApiError> {
    let mut content = String::new();
    let reason = loop {
        let ev = run.rx.recv().await;
        match run.next(ev) {
            Step::Text(t, _) => content += &t,
            Step::Done(t, _, reason) => {
                content += &t;
                break reason;
            }
            Step::Failed(why) => return Err(ApiError::internal(why)),
        }
    };
    let mut choice = json!({"index": 0, "message": {"role": "assistant", "content": content}, "logprobs": null, "finish_reason": reason});
    if run.return_token_ids {
        choice["token_ids"] = json!(run.text.tokens());
    }
    let mut out = json!({"id": run.id, "object": "chat.completion", "created": run.created, "model": run.app.model_name, "choices": [choice], "usage": run.usage()});
    if run.return_token_ids {
        out["prompt_token_ids"] = json!(run.prompt_ids);
    }
    Ok(out)
}

enum Phase {
    Start,
    Tokens,
    End,
}

/// Streaming: one SSE event per token that completes text, then the
/// finish chunk, the usage chunk (with `stream_options.include_usage`) and
/// `[DONE]`. Dropping the stream (client gone) drops the receiver, which the
/// engine thread sees as a cancellation.
fn stream_response(run: Run, record: Record) -> Sse<impl futures_util::Stream<Item = Result<SseEvent, Infallible>>> {
    let state = (run, record, Phase::Start, std::collections::VecDeque::<String>::new());
    let stream = futures_util::stream::unfold(state, |(mut run, mut record, mut phase, mut out)| async move {
        loop {
            if let Some(data) = out.pop_front() {
                return Some((Ok(SseEvent::default().data(data)), (run, record, phase, out)));
            }
            match phase {
                Phase::End => return None,
                Phase::Start => {
                    let mut first = run.chunk(json!({"role": "assistant", "content": ""}), None, None);
                    if run.return_token_ids {
                        first["prompt_token_ids"] = json!(run.prompt_ids);
                    }
                    out.push_back(first.to_string());
                    phase = Phase::Tokens;
                }
                Phase::Tokens => {
                    let ev = run.rx.recv().await;
                    match run.next(ev) {
                        Step::Text(t, id) => {
                            if !t.is_empty() || run.return_token_ids {
                                out.push_back(run.chunk(json!({"content": t}), None, Some(vec![id])).to_string());
                            }
                        }
                        Step::Done(t, id, reason) => {
                            if !t.is_empty() {
                                out.push_back(run.chunk(json!({"content": t}), None, Some(vec![id])).to_string());
                                out.push_back(run.chunk(json!({}), Some(reason), None).to_string());
                            } else {
                                out.push_back(run.chunk(json!({}), Some(reason), Some(vec![id])).to_string());
                            }
                            if run.include_usage {
                                let u = json!({"id": run.id, "object": "chat.completion.chunk", "created": run.created, "model": run.app.model_name, "choices": [], "usage": run.usage()});
                                out.push_back(u.to_string());
                            }
                            out.push_back("[DONE]".into());
                            record.set(Outcome::Completed);
                            phase = Phase::End;
                        }
                        Step::Failed(why) => {
                            out.push_back(ApiError::internal(why).body().to_string());
                            out.push_back("[DONE]".into());
                            record.set(Outcome::Failed);
                            phase = Phase::End;
                        }
                    }
                }
            }
        }
    });
    Sse::new(stream)
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_bearer_scheme_is_case_insensitive_and_the_key_exact() {
        assert_eq!(super::bearer_key("Bearer k1"), Some("k1"));
        assert_eq!(super::bearer_key("bearer k1"), Some("k1"));
        assert_eq!(super::bearer_key("BEARER  k1"), Some("k1"));
        assert_eq!(super::bearer_key("Basic k1"), None);
        assert_eq!(super::bearer_key("Bearerk1"), None);
    }

    #[test]
    fn loopback_names_are_recognised_with_or_without_a_port() {
        for h in
            ["localhost", "LOCALHOST:8080", "127.0.0.1", "127.0.0.1:18090", "127.8.9.1:1", "[::1]", "[::1]:8080", "::1"]
        {
            assert!(super::is_loopback_host(h), "{h}");
        }
        for h in [
            "evil.example",
            "evil.example:8080",
            "10.0.0.1:80",
            "[fe80::1]:80",
            "localhost.evil.example",
            "127.0.0.1.nip.io",
            "",
        ] {
            assert!(!super::is_loopback_host(h), "{h}");
        }
    }

    #[test]
    fn only_json_bodies_are_read() {
        let h = |v: &str| {
            let mut m = axum::http::HeaderMap::new();
            m.insert(axum::http::header::CONTENT_TYPE, v.parse().unwrap());
            super::is_json(&m)
        };
        assert!(h("application/json") && h("application/json; charset=utf-8") && h("Application/JSON"));
        assert!(!h("text/plain") && !h("application/x-www-form-urlencoded") && !h("multipart/form-data; boundary=x"));
        assert!(!super::is_json(&axum::http::HeaderMap::new()));
    }
}
