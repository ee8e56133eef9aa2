//! A small blocking HTTP/1.1 client for loopback use (the server tests and
//! `engine loadtest`): one request per connection, chunked or sized bodies,
//! and server-sent events read one `data:` payload at a time. Dropping an
//! [`EventStream`] closes the connection, which is how a client walks away.

use std::io::{self, BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::sync::{Arc, Barrier, Mutex};
use std::time::{Duration, Instant};

#[derive(Debug, Clone)]
pub struct Response {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: Vec<u8>,
}

impl Response {
    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.as_str())
    }

    pub fn text(&self) -> String {
        String::from_utf8_lossy(&self.body).into_owned()
    }

    pub fn json(&self) -> io::Result<serde_json::Value> {
        serde_json::from_slice(&self.body)
            .map_err(|e| io::Error::new(io::ErrorKind::InvalidData, format!("{e}: {}", self.text())))
    }
}

/// Decodes `Transfer-Encoding: chunked`.
struct Chunked<R> {
    inner: R,
    left: usize,
    done: bool,
}

impl<R: BufRead> Read for Chunked<R> {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        if self.done || buf.is_empty() {
            return Ok(0);
        }
        if self.left == 0 {
            let mut line = String::new();
            self.inner.read_line(&mut line)?;
            let size = line.trim().split(';').next().unwrap_or("");
            self.left = usize::from_str_radix(size, 16)
                .map_err(|_| io::Error::new(io::ErrorKind::InvalidData, format!("bad chunk size {line:?}")))?;
            if self.left == 0 {
                self.done = true;
                return Ok(0);
            }
        }
        let want = buf.len().min(self.left);
        let n = self.inner.read(&mut buf[..want])?;
        if n == 0 {
            return Err(io::ErrorKind::UnexpectedEof.into());
        }
        self.left -= n;
        if self.left == 0 {
            let mut crlf = String::new();
            self.inner.read_line(&mut crlf)?;
        }
        Ok(n)
    }
}

/// Status, headers and body of one response.
type RawResponse = (u16, Vec<(String, String)>, Body);

enum Body {
    Chunked(Chunked<BufReader<TcpStream>>),
    Sized(io::Take<BufReader<TcpStream>>),
    ToEnd(BufReader<TcpStream>),
}

impl Read for Body {
    fn read(&mut self, buf: &mut [u8]) -> io::Result<usize> {
        match self {
            Body::Chunked(r) => r.read(buf),
            Body::Sized(r) => r.read(buf),
            Body::ToEnd(r) => r.read(buf),
        }
    }
}

fn open(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
    timeout: Duration,
) -> io::Result<RawResponse> {
    let mut s = TcpStream::connect_timeout(&addr, timeout)?;
    s.set_read_timeout(Some(timeout))?;
    s.set_write_timeout(Some(timeout))?;
    let mut head = format!("{method} {path} HTTP/1.1\r\nConnection: close\r\nContent-Length: {}\r\n", body.len());
    if !headers.iter().any(|(k, _)| k.eq_ignore_ascii_case("host")) {
        head += &format!("Host: {addr}\r\n");
    }
    for (k, v) in headers {
        head += &format!("{k}: {v}\r\n");
    }
    head += "\r\n";
    s.write_all(head.as_bytes())?;
    // A server may answer (413) before reading all of a large body.
    let _ = s.write_all(body);
    let mut r = BufReader::new(s);
    let mut status_line = String::new();
    r.read_line(&mut status_line)?;
    let status: u16 = status_line
        .split_whitespace()
        .nth(1)
        .and_then(|c| c.parse().ok())
        .ok_or_else(|| io::Error::new(io::ErrorKind::InvalidData, format!("bad status line {status_line:?}")))?;
    let mut hs = Vec::new();
    loop {
        let mut line = String::new();
        if r.read_line(&mut line)? == 0 {
            break;
        }
        let line = line.trim_end();
        if line.is_empty() {
            break;
        }
        if let Some((k, v)) = line.split_once(':') {
            hs.push((k.trim().to_owned(), v.trim().to_owned()));
        }
    }
    let get = |name: &str| hs.iter().find(|(k, _)| k.eq_ignore_ascii_case(name)).map(|(_, v)| v.clone());
    let body = if get("transfer-encoding").is_some_and(|v| v.eq_ignore_ascii_case("chunked")) {
        Body::Chunked(Chunked { inner: r, left: 0, done: false })
    } else if let Some(n) = get("content-length").and_then(|v| v.parse::<u64>().ok()) {
        Body::Sized(r.take(n))
    } else {
        Body::ToEnd(r)
    };
    Ok((status, hs, body))
}

/// One request, the whole response.
pub fn send(
    addr: SocketAddr,
    method: &str,
    path: &str,
    headers: &[(&str, &str)],
    body: &[u8],
    timeout: Duration,
) -> io::Result<Response> {
    let (status, headers, mut b) = open(addr, method, path, headers, body, timeout)?;
    let mut body = Vec::new();
    b.read_to_end(&mut body)?;
    Ok(Response { status, headers, body })
}

/// POST a JSON body.
pub fn post_json(
    addr: SocketAddr,
    path: &str,
    body: &serde_json::Value,
    headers: &[(&str, &str)],
    timeout: Duration,
) -> io::Result<Response> {
    let mut h = vec![("Content-Type", "application/json")];
    h.extend_from_slice(headers);
    send(addr, "POST", path, &h, body.to_string().as_bytes(), timeout)
}

/// A server-sent-event response being read.
pub struct EventStream {
    reader: BufReader<Body>,
}

impl EventStream {
    /// The next event's data (lines joined by '\n'); `None` at the end.
    pub fn next_data(&mut self) -> io::Result<Option<String>> {
        let mut data: Option<String> = None;
        loop {
            let mut line = String::new();
            if self.reader.read_line(&mut line)? == 0 {
                return Ok(data);
            }
            let line = line.trim_end_matches(['\r', '\n']);
            if line.is_empty() {
                if data.is_some() {
                    return Ok(data);
                }
                continue;
            }
            if let Some(d) = line.strip_prefix("data:") {
                let d = d.strip_prefix(' ').unwrap_or(d);
                data = Some(match data {
                    Some(prev) => prev + "\n" + d,
                    None => d.to_owned(),
                });
            }
        }
    }
}

/// POST a JSON body and read the answer as events (if the status is 200;
/// otherwise the error response).
pub fn post_stream(
    addr: SocketAddr,
    path: &str,
    body: &serde_json::Value,
    headers: &[(&str, &str)],
    timeout: Duration,
) -> io::Result<Result<EventStream, Response>> {
    let mut h = vec![("Content-Type", "application/json")];
    h.extend_from_slice(headers);
    let (status, hs, mut b) = open(addr, "POST", path, &h, body.to_string().as_bytes(), timeout)?;
    if status != 200 {
        let mut body = Vec::new();
        b.read_to_end(&mut body)?;
        return Ok(Err(Response { status, headers: hs, body }));
    }
    Ok(Ok(EventStream { reader: BufReader::new(b) }))
}

/// What a load run saw.
#[derive(Debug, Clone, Default)]
pub struct LoadReport {
    pub completed: usize,
    pub rejected: usize,
    /// 429 responses without a Retry-After header.
    pub rejected_without_retry_after: usize,
    /// Anything else: status and body, or the I/O error.
    pub failures: Vec<String>,
    pub completion_tokens: u64,
    pub elapsed: Duration,
    /// Streamed requests only: the time between consecutive content
    /// events of one stream (time to the first one not included).
    pub gaps: Vec<Duration>,
}

impl LoadReport {
    /// Generated tokens per second across all clients.
    pub fn tokens_per_s(&self) -> f64 {
        self.completion_tokens as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }

    /// The `q` quantile (0..=1, nearest rank) of the inter-token gaps.
    pub fn gap_quantile(&self, q: f64) -> Option<Duration> {
        let mut g = self.gaps.clone();
        g.sort();
        let i = ((g.len() as f64 - 1.0) * q.clamp(0.0, 1.0)).round() as usize;
        g.get(i).copied()
    }
}

/// What one load request gave: (completion tokens, gaps between its
/// content events; none unstreamed), a non-200 response, or the failure as
/// text.
type LoadOutcome = Result<Result<(u64, Vec<Duration>), Response>, String>;

/// One unstreamed request (see [`LoadOutcome`]).
fn one_plain(addr: SocketAddr, body: &serde_json::Value, headers: &[(&str, &str)], timeout: Duration) -> LoadOutcome {
    match post_json(addr, "/v1/chat/completions", body, headers, timeout) {
        Ok(r) if r.status == 200 => match r.json() {
            Ok(v) => Ok(Ok((v["usage"]["completion_tokens"].as_u64().unwrap_or(0), Vec::new()))),
            Err(e) => Err(format!("200 with a bad body: {e}")),
        },
        Ok(r) => Ok(Err(r)),
        Err(e) => Err(format!("i/o: {e}")),
    }
}

/// One streamed request (see [`LoadOutcome`]).
fn one_stream(addr: SocketAddr, body: &serde_json::Value, headers: &[(&str, &str)], timeout: Duration) -> LoadOutcome {
    let mut events = match post_stream(addr, "/v1/chat/completions", body, headers, timeout) {
        Ok(Ok(e)) => e,
        Ok(Err(r)) => return Ok(Err(r)),
        Err(e) => return Err(format!("i/o: {e}")),
    };
    let (mut tokens, mut gaps, mut last) = (0u64, Vec::new(), None::<Instant>);
    loop {
        let data = match events.next_data() {
            Ok(Some(d)) => d,
            Ok(None) => return Err("the stream ended without [DONE]".into()),
            Err(e) => return Err(format!("i/o: {e}")),
        };
        if data == "[DONE]" {
            return Ok(Ok((tokens, gaps)));
        }
        let v: serde_json::Value = serde_json::from_str(&data).map_err(|e| format!("bad event {data:?}: {e}"))?;
        if let Some(n) = v["usage"]["completion_tokens"].as_u64() {
            tokens = n;
        }
        let content = v["choices"][0]["delta"]["content"].as_str().is_some_and(|c| !c.is_empty());
        if content {
            let now = Instant::now();
            if let Some(t) = last {
                gaps.push(now - t);
            }
            last = Some(now);
        }
    }
}

/// `clients` threads start together and each sends `per_client` requests
/// (the same body) one after another. A body with `"stream": true` is read
/// as events, recording the gaps between tokens (ask for
/// `stream_options.include_usage` to count them).
pub fn load(
    addr: SocketAddr,
    clients: usize,
    per_client: usize,
    body: &serde_json::Value,
    headers: &[(&str, &str)],
    timeout: Duration,
) -> LoadReport {
    let report = Arc::new(Mutex::new(LoadReport::default()));
    let barrier = Arc::new(Barrier::new(clients));
    let headers: Vec<(String, String)> = headers.iter().map(|(k, v)| (k.to_string(), v.to_string())).collect();
    let t0 = Instant::now();
    let threads: Vec<_> = (0..clients)
        .map(|_| {
            let (report, barrier, body, headers) = (report.clone(), barrier.clone(), body.clone(), headers.clone());
            std::thread::spawn(move || {
                let h: Vec<(&str, &str)> = headers.iter().map(|(k, v)| (k.as_str(), v.as_str())).collect();
                barrier.wait();
                for _ in 0..per_client {
                    let r = if body["stream"].as_bool() == Some(true) {
                        one_stream(addr, &body, &h, timeout)
                    } else {
                        one_plain(addr, &body, &h, timeout)
                    };
                    let mut rep = report.lock().unwrap_or_else(|p| p.into_inner());
                    match r {
                        Ok(Ok((tokens, gaps))) => {
                            rep.completed += 1;
                            rep.completion_tokens += tokens;
                            rep.gaps.extend(gaps);
                        }
                        Ok(Err(r)) if r.status == 429 => {
                            rep.rejected += 1;
                            if r.header("retry-after").is_none() {
                                rep.rejected_without_retry_after += 1;
                            }
                        }
                        Ok(Err(r)) => rep.failures.push(format!("{}: {}", r.status, r.text())),
                        Err(e) => rep.failures.push(e),
                    }
                }
            })
        })
        .collect();
    for t in threads {
        let _ = t.join();
    }
    let mut rep = report.lock().unwrap_or_else(|p| p.into_inner()).clone();
    rep.elapsed = t0.elapsed();
    rep
}
