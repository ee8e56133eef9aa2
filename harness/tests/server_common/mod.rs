//! Shared by the server tests: a tiny-fixture server on a free loopback
//! port, case requests in the OpenAI shape, and the recorded HF goldens.
#![allow(dead_code)]

use std::net::SocketAddr;
use std::time::Duration;

use base64::Engine as _;
use contracts::StageDump;
use engine::precision::Precision;
use engine::serve::{self, RunningServer, ServeOptions};
use harness::goldens::regen::ensure_fixture;
use harness::{cases, paths};
use serde_json::{json, Value};

pub const TIMEOUT: Duration = Duration::from_secs(300);

/// The tiny Qwen2-VL fixture in f32 (the precision of the goldens) with a
/// 1024-token context and the harness's prefill chunks (the engine module
/// the other tests compile); `f` adjusts the rest.
pub fn start(slots: usize, max_queue: usize, f: impl FnOnce(&mut ServeOptions)) -> RunningServer {
    start_model("tiny-qwen2-vl", slots, max_queue, f)
}

pub fn start_model(model: &str, slots: usize, max_queue: usize, f: impl FnOnce(&mut ServeOptions)) -> RunningServer {
    let mut o = ServeOptions::new(ensure_fixture(model).unwrap());
    (o.port, o.slots, o.max_queue, o.precision, o.context, o.chunk) =
        (0, slots, max_queue, Precision::F32, 1024, harness::diff::engine_source::HARNESS_CHUNK);
    f(&mut o);
    serve::start(o).unwrap()
}

pub fn case(name: &str) -> cases::Case {
    cases::load(&paths::cases_json()).unwrap().into_iter().find(|c| c.name == name).unwrap()
}

pub fn data_url(file: &str) -> String {
    let bytes = std::fs::read(paths::fixtures().join("images").join(file)).unwrap();
    format!("data:image/png;base64,{}", base64::engine::general_purpose::STANDARD.encode(bytes))
}

/// A case's messages as an OpenAI request: each `{"type": "image"}` part
/// becomes an `image_url` part with the case's next image as a data URL.
pub fn case_body(c: &cases::Case) -> Value {
    let mut images = c.images.iter();
    let mut messages = c.messages.clone();
    for m in messages.as_array_mut().unwrap() {
        if let Some(parts) = m["content"].as_array_mut() {
            for p in parts {
                if p["type"] == "image" {
                    *p = json!({"type": "image_url", "image_url": {"url": data_url(images.next().unwrap())}});
                }
            }
        }
    }
    json!({"model": "tiny", "messages": messages, "max_tokens": c.max_new_tokens, "temperature": 0, "return_token_ids": true})
}

pub fn golden(name: &str) -> StageDump {
    StageDump::read(&paths::goldens().join(name).join("hf.safetensors")).unwrap()
}

pub fn golden_ids(name: &str, key: &str) -> Vec<u32> {
    golden(name).get_i64(key).unwrap().1.iter().map(|&t| t as u32).collect()
}

pub fn golden_rope_delta(name: &str) -> i64 {
    golden(name).get_i64("rope_delta").unwrap().1[0]
}

pub fn post(addr: SocketAddr, body: &Value) -> engine::serve::client::Response {
    engine::serve::client::post_json(addr, "/v1/chat/completions", body, &[], TIMEOUT).unwrap()
}

pub fn token_ids(v: &Value) -> Vec<u32> {
    v["choices"][0]["token_ids"]
        .as_array()
        .unwrap_or_else(|| panic!("no token_ids in {v}"))
        .iter()
        .map(|t| t.as_u64().unwrap() as u32)
        .collect()
}

/// A metric's value in the Prometheus text.
pub fn metric(addr: SocketAddr, series: &str) -> f64 {
    metric_with(addr, series, &[])
}

/// [`metric`] with request headers (the API key of a keyed server).
pub fn metric_with(addr: SocketAddr, series: &str, headers: &[(&str, &str)]) -> f64 {
    let r = engine::serve::client::send(addr, "GET", "/metrics", headers, b"", TIMEOUT).unwrap();
    assert_eq!(r.status, 200, "/metrics: {}", r.text());
    let text = r.text();
    text.lines()
        .find_map(|l| l.strip_prefix(series).and_then(|v| v.strip_prefix(' ')).map(|v| v.parse().unwrap()))
        .unwrap_or_else(|| panic!("{series} not in\n{text}"))
}

/// Poll until `cond` holds (or panic after 60 s).
pub fn wait_until(what: &str, mut cond: impl FnMut() -> bool) {
    let t0 = std::time::Instant::now();
    while !cond() {
        assert!(t0.elapsed() < Duration::from_secs(60), "timed out waiting for {what}");
        std::thread::sleep(Duration::from_millis(20));
    }
}
