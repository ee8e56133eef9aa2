//! Abuse on loopback, in bounded time: idle, half-open and slowloris
//! connections past the connection cap, connections all busy with slow
//! bodies, bodies that hold the shared body budget, a `max_tokens` that
//! overflows, CORS from allowed and other origins, and a stop with a
//! half-sent request and a stream in progress. Every time, a client with a
//! proper request must keep getting its exact tokens, and the server must
//! recover (connections closed, budget released) without a restart.

mod server_common;

use std::io::{Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};

use engine::serve::client;
use serde_json::{json, Value};
use server_common::*;

const SHORT: Duration = Duration::from_secs(10);

/// A proper request: the pinned text case; its tokens must be the golden ones.
fn served(addr: SocketAddr) {
    let c = case("text-only-vl");
    let r = client::post_json(addr, "/v1/chat/completions", &case_body(&c), &[], SHORT).unwrap();
    assert_eq!(r.status, 200, "{}", r.text());
    assert_eq!(token_ids(&r.json().unwrap()), golden_ids("text-only-vl", "tokens"));
}

/// Whether the server has closed `s` (EOF or reset) within `within`.
fn closed_within(s: &mut TcpStream, within: Duration) -> bool {
    s.set_read_timeout(Some(within)).unwrap();
    let mut buf = [0u8; 4096];
    loop {
        match s.read(&mut buf) {
            Ok(0) => return true,
            Ok(_) => continue, // an answer (408, 503): read on to the close
            Err(e) if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {
                return false
            }
            Err(_) => return true,
        }
    }
}

/// What the server wrote on `s` before closing it (within `within`).
fn answer(s: &mut TcpStream, within: Duration) -> String {
    s.set_read_timeout(Some(within)).unwrap();
    let mut out = Vec::new();
    let _ = s.read_to_end(&mut out);
    String::from_utf8_lossy(&out).into_owned()
}

/// A POST whose headers declare `declared` body bytes, of which `sent` are sent.
fn partial_post(addr: SocketAddr, declared: usize, sent: &[u8]) -> TcpStream {
    let mut s = TcpStream::connect(addr).unwrap();
    let head = format!("POST /v1/chat/completions HTTP/1.1\r\nHost: {addr}\r\nContent-Type: application/json\r\nContent-Length: {declared}\r\n\r\n");
    s.write_all(head.as_bytes()).unwrap();
    s.write_all(sent).unwrap();
    s
}

#[test]
fn idle_half_open_and_slowloris_connections_past_the_cap_never_keep_a_request_from_being_served() {
    let header_timeout = Duration::from_millis(1500);
    let server = start(1, 2, |o| {
        o.max_connections = 8;
        o.header_timeout = header_timeout;
        o.cors_origins = vec!["http://localhost:3000".into()];
    });
    let addr = server.addr();
    // Three times the cap in idle connections, and half-open requests.
    let mut idle: Vec<TcpStream> = (0..24).map(|_| TcpStream::connect(addr).unwrap()).collect();
    for _ in 0..4 {
        let mut s = TcpStream::connect(addr).unwrap();
        s.write_all(b"POST /v1/chat/completions HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-").unwrap();
        idle.push(s);
    }
    // Each newcomer over the cap displaced the connection idle the longest.
    served(addr);
    assert_eq!(client::send(addr, "GET", "/health", &[], b"", SHORT).unwrap().status, 200);
    let (evicted, timed_out) =
        (metric(addr, "engine_connections_evicted_total"), metric(addr, "engine_header_timeouts_total"));
    assert!(
        evicted >= 1.0 && evicted + timed_out >= 20.0,
        "28 idle connections and 8 places: {evicted} evicted, {timed_out} timed out"
    );
    assert_eq!(metric(addr, "engine_connections_refused_total"), 0.0, "an idle connection could always make room");
    // Every idle connection is closed by now or at the header timeout.
    for (i, s) in idle.iter_mut().enumerate() {
        assert!(closed_within(s, header_timeout + Duration::from_secs(2)), "idle connection {i} is still open");
    }
    // Slowloris: a header line a byte at a time, every 100 ms, is closed at
    // the header timeout although bytes keep coming.
    let slow: Vec<_> = (0..2)
        .map(|_| {
            std::thread::spawn(move || {
                let mut s = TcpStream::connect(addr).unwrap();
                s.set_read_timeout(Some(Duration::from_millis(100))).unwrap();
                let t0 = Instant::now();
                s.write_all(b"GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ").unwrap();
                let mut buf = [0u8; 256];
                while t0.elapsed() < Duration::from_secs(10) {
                    if s.write_all(b"a").is_err() {
                        return t0.elapsed();
                    }
                    match s.read(&mut buf) {
                        Ok(0) => return t0.elapsed(),
                        Ok(_) => {}
                        Err(e) if matches!(e.kind(), std::io::ErrorKind::WouldBlock | std::io::ErrorKind::TimedOut) => {
                        }
                        Err(_) => return t0.elapsed(),
                    }
                }
                t0.elapsed()
            })
        })
        .collect();
    served(addr);
    for t in slow {
        let lasted = t.join().unwrap();
        assert!(
            lasted >= header_timeout - Duration::from_millis(200) && lasted < header_timeout + Duration::from_secs(3),
            "a slowloris connection lasted {lasted:?}"
        );
    }
    assert!(metric(addr, "engine_header_timeouts_total") >= 2.0);
    wait_until("only the metrics request's own connection to stay open", || {
        metric(addr, "engine_open_connections") == 1.0
    });

    // CORS: a preflight from the allowed origin is answered, from another refused.
    let preflight = |origin: &str| {
        client::send(
            addr,
            "OPTIONS",
            "/v1/chat/completions",
            &[
                ("Origin", origin),
                ("Access-Control-Request-Method", "POST"),
                ("Access-Control-Request-Headers", "authorization, content-type"),
            ],
            b"",
            SHORT,
        )
        .unwrap()
    };
    let ok = preflight("http://localhost:3000");
    assert_eq!(ok.status, 204, "{}", ok.text());
    assert_eq!(ok.header("access-control-allow-origin"), Some("http://localhost:3000"));
    assert_eq!(ok.header("access-control-allow-headers"), Some("authorization, content-type"));
    assert!(ok.header("access-control-allow-methods").is_some_and(|m| m.contains("POST")));
    let other = preflight("http://evil.example");
    assert_eq!(other.status, 403, "{}", other.text());
    assert_eq!(other.header("access-control-allow-origin"), None);
    let with_origin =
        client::send(addr, "GET", "/v1/models", &[("Origin", "http://localhost:3000")], b"", SHORT).unwrap();
    assert_eq!(
        (with_origin.status, with_origin.header("access-control-allow-origin")),
        (200, Some("http://localhost:3000"))
    );
    let from_other = client::send(addr, "GET", "/v1/models", &[("Origin", "http://evil.example")], b"", SHORT).unwrap();
    assert_eq!(from_other.header("access-control-allow-origin"), None);
    served(addr);
    server.shutdown().unwrap();
}

#[test]
fn when_every_connection_is_busy_a_newcomer_gets_503_and_service_resumes_when_they_end() {
    // Longer than a newcomer waits for room (2 s).
    let body_timeout = Duration::from_secs(3);
    let server = start(1, 2, |o| {
        o.max_connections = 3;
        o.body_timeout = body_timeout;
    });
    let addr = server.addr();
    // Three requests whose bodies never finish arriving: all connections busy.
    let t0 = Instant::now();
    let mut busy: Vec<TcpStream> = (0..3).map(|_| partial_post(addr, 1000, b"{\"messages\"")).collect();
    std::thread::sleep(Duration::from_millis(300));
    let r = client::send(addr, "GET", "/health", &[], b"", SHORT).unwrap();
    assert_eq!(r.status, 503, "{}", r.text());
    assert_eq!(r.header("retry-after"), Some("1"));
    assert!(r.text().contains("too many open connections"), "{}", r.text());
    assert!(t0.elapsed() < body_timeout, "the newcomer waited for room, then was refused before the slow bodies ended");
    // At the body timeout each slow body gets 408; then everyone is served.
    for s in &mut busy {
        let a = answer(s, body_timeout + Duration::from_secs(3));
        assert!(a.starts_with("HTTP/1.1 408"), "{a}");
        assert!(a.contains("did not arrive within 3 s"), "{a}");
    }
    assert!(t0.elapsed() >= body_timeout);
    served(addr);
    assert!(metric(addr, "engine_connections_refused_total") >= 1.0);
    // A max_tokens that overflows any sum is refused, not run.
    for max_tokens in [json!(u64::MAX), json!(1u64 << 63), json!(usize::MAX)] {
        let body = json!({"messages": [{"role": "user", "content": "hi"}], "max_tokens": max_tokens});
        let r = client::post_json(addr, "/v1/chat/completions", &body, &[], SHORT).unwrap();
        assert_eq!(r.status, 400, "max_tokens {max_tokens}: {}", r.text());
    }
    served(addr);
    server.shutdown().unwrap();
}

#[test]
fn bodies_being_read_share_one_budget_and_a_small_request_still_gets_through() {
    let body_timeout = Duration::from_secs(2);
    let server = start(1, 2, |o| {
        o.max_body_bytes = 64 << 10;
        o.max_buffered_body_bytes = Some(160 << 10);
        o.body_timeout = body_timeout;
    });
    let addr = server.addr();
    // Two bodies of 64 KiB stall after 60 KiB: 120 KiB of the 160 KiB held.
    let mut held: Vec<TcpStream> = (0..2).map(|_| partial_post(addr, 64 << 10, &vec![b' '; 60 << 10])).collect();
    wait_until("both stalled bodies to be buffered", || {
        metric(addr, "engine_buffered_body_bytes") == (120 << 10) as f64
    });
    // A 50 KiB body would go over: 503, retry later.
    let mut padded = serde_json::to_vec(&case_body(&case("text-only-vl"))).unwrap();
    padded.resize(50 << 10, b' ');
    let send_padded = || {
        client::send(addr, "POST", "/v1/chat/completions", &[("Content-Type", "application/json")], &padded, SHORT)
            .unwrap()
    };
    let r = send_padded();
    assert_eq!(r.status, 503, "{}", r.text());
    assert_eq!(r.header("retry-after"), Some("1"));
    assert!(r.text().contains("too many request bodies"), "{}", r.text());
    // A small request fits in what is left.
    served(addr);
    // The stalled bodies time out (408) and give their budget back.
    for s in &mut held {
        let a = answer(s, body_timeout + Duration::from_secs(3));
        assert!(a.starts_with("HTTP/1.1 408"), "{a}");
    }
    wait_until("the budget to be free", || metric(addr, "engine_buffered_body_bytes") == 0.0);
    let r = send_padded();
    assert_eq!(r.status, 200, "{}", r.text());
    assert_eq!(token_ids(&r.json().unwrap()), golden_ids("text-only-vl", "tokens"));
    assert_eq!(metric(addr, "engine_bodies_refused_total"), 1.0);
    assert_eq!(
        server.metrics().requests(engine::serve::metrics::Outcome::Rejected),
        1,
        "load shedding counts as rejected"
    );
    server.shutdown().unwrap();
}

#[test]
fn a_stop_lets_a_stream_finish_and_closes_a_half_sent_request_by_the_deadline() {
    let shutdown_timeout = Duration::from_secs(2);
    let server = start(1, 2, |o| {
        o.header_timeout = Duration::from_secs(120);
        o.shutdown_timeout = shutdown_timeout;
    });
    let addr = server.addr();
    let mut half = TcpStream::connect(addr).unwrap();
    half.write_all(b"POST /v1/chat/comp").unwrap();
    let body = json!({"messages": [{"role": "user", "content": "Tell a story."}], "max_tokens": 12, "temperature": 0, "stream": true});
    let stream = std::thread::spawn(move || {
        let mut events = client::post_stream(addr, "/v1/chat/completions", &body, &[], SHORT).unwrap().unwrap();
        let mut last: Option<Value> = None;
        let mut chunks = 0;
        while let Some(data) = events.next_data().unwrap() {
            if data == "[DONE]" {
                return (chunks, last, true);
            }
            last = Some(serde_json::from_str(&data).unwrap());
            chunks += 1;
        }
        (chunks, last, false)
    });
    wait_until("the stream to take the slot", || {
        server.metrics().busy_slots.load(std::sync::atomic::Ordering::Relaxed) == 1
    });
    let t0 = Instant::now();
    server.shutdown().unwrap();
    let took = t0.elapsed();
    // The half-sent request had nothing in progress: it was closed at once,
    // so the stop ended with the stream, before the deadline.
    assert!(took < shutdown_timeout, "the stop took {took:?}, waiting for the half-sent request");
    let (chunks, last, done) = stream.join().unwrap();
    assert!(done, "the stream in progress was cut after {chunks} chunks");
    assert_eq!(last.unwrap()["choices"][0]["finish_reason"], "length");
    assert!(closed_within(&mut half, Duration::from_secs(1)), "the half-sent request is still open");
    assert!(TcpStream::connect_timeout(&addr, Duration::from_secs(1)).is_err(), "the listener is closed");
}
