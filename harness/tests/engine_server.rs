//! `engine serve` end to end on the tiny fixture: batch invariance under
//! concurrency, cancellation and slot reuse, streaming vs non-streaming,
//! and every client error with its status and message.

mod server_common;

use std::sync::{Arc, Barrier};

use engine::generate::{Engine, EngineOptions};
use engine::host::{PromptInput, Request};
use engine::precision::Precision;
use engine::serve::client;
use harness::diff::engine_source::HARNESS_CHUNK;
use harness::goldens::regen::ensure_fixture;
use harness::paths;
use serde_json::{json, Value};
use server_common::*;

/// The eight Qwen2-VL cases: text-only beside one and two images of
/// different sizes (so different rope_deltas).
const EIGHT: [&str; 8] = [
    "one-image",
    "two-images",
    "text-only-vl",
    "image-grid-112x84",
    "image-resize-300x200",
    "image-tall-84x420",
    "image-small-30x30",
    "image-side70-70x126",
];

/// What `engine run --raw-prompt` computes (the same call).
fn engine_run_tokens(names: &[&str]) -> Vec<Vec<u32>> {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let mut e = Engine::load(
        &dir,
        EngineOptions {
            precision: Precision::F32,
            slots: 1,
            context: 1024,
            kv_budget: None,
            chunk: HARNESS_CHUNK,
            stages: false,
            max_pixels: None,
            max_patches: None,
            special_tokens: Default::default(),
            kernels: Default::default(),
            faults: Default::default(),
        },
    )
    .unwrap();
    names
        .iter()
        .map(|n| {
            let c = case(n);
            let images =
                c.images.iter().map(|f| std::fs::read(paths::fixtures().join("images").join(f)).unwrap()).collect();
            e.generate(&Request {
                images,
                prompt: PromptInput::Raw(c.prompt.clone()),
                max_new_tokens: c.max_new_tokens,
            })
            .unwrap()
            .tokens
        })
        .collect()
}

#[test]
fn eight_concurrent_mixed_requests_get_exactly_their_tokens_alone_and_from_engine_run() {
    let deltas: std::collections::BTreeSet<i64> = EIGHT.iter().map(|n| golden_rope_delta(n)).collect();
    assert!(deltas.len() >= 5 && deltas.contains(&0), "the mix has text-only and several rope_deltas: {deltas:?}");
    // Three slots for eight requests: the rest queue and enter as slots free.
    let server = start(3, 8, |_| {});
    let addr = server.addr();
    let barrier = Arc::new(Barrier::new(EIGHT.len()));
    let threads: Vec<_> = EIGHT
        .iter()
        .map(|&n| {
            let b = barrier.clone();
            std::thread::spawn(move || {
                let body = case_body(&case(n));
                b.wait();
                post(addr, &body)
            })
        })
        .collect();
    let together: Vec<Value> = threads
        .into_iter()
        .map(|t| t.join().unwrap())
        .map(|r| {
            assert_eq!(r.status, 200, "{}", r.text());
            r.json().unwrap()
        })
        .collect();
    let alone: Vec<Value> = EIGHT.iter().map(|n| post(addr, &case_body(&case(n))).json().unwrap()).collect();
    let run = engine_run_tokens(&EIGHT);
    for (i, n) in EIGHT.iter().enumerate() {
        let hf = golden_ids(n, "tokens");
        assert_eq!(token_ids(&together[i]), token_ids(&alone[i]), "{n}: concurrent vs alone");
        assert_eq!(token_ids(&alone[i]), run[i], "{n}: server vs engine run");
        assert_eq!(run[i], hf, "{n}: engine run vs HF");
        let prompt: Vec<u32> =
            together[i]["prompt_token_ids"].as_array().unwrap().iter().map(|t| t.as_u64().unwrap() as u32).collect();
        assert_eq!(prompt, golden_ids(n, "input_ids"), "{n}: the server's chat template and image expansion");
        assert_eq!(together[i]["usage"]["prompt_tokens"], json!(prompt.len()));
        assert_eq!(together[i]["usage"]["completion_tokens"], json!(hf.len()));
    }
    assert_eq!(server.metrics().requests(engine::serve::metrics::Outcome::Completed), 16);
    server.shutdown().unwrap();
}

#[test]
fn a_dropped_stream_frees_its_slot_and_the_next_occupant_gets_exact_tokens() {
    // One slot: the dropped request and its successor share slot 0.
    let server = start(1, 2, |_| {});
    let addr = server.addr();
    let long = json!({"messages": [{"role": "user", "content": "Tell a very long story."}], "max_tokens": 900, "temperature": 0, "stream": true});
    // The successor (an image: rope_delta != 0, unlike the story) must queue
    // behind the running stream. Nothing slows the stream for a client that
    // does not read, so on a fast machine (or a loaded one, where the
    // successor's preparation lags) the story can reach its 900 tokens
    // before the successor is queued: that try shows nothing about
    // cancellation (the successor still gets its exact tokens), and the
    // scenario runs again with a fresh stream.
    let next = "image-tall-84x420";
    assert_ne!(golden_rope_delta(next), 0);
    let next_body = Arc::new(case_body(&case(next)));
    let want = golden_ids(next, "tokens");
    let cancelled = || metric(addr, "engine_requests_total{outcome=\"cancelled\"}");
    let mut queued_behind_the_stream = false;
    for _try in 0..5 {
        let (cancelled_before, generated_before) = (cancelled(), metric(addr, "engine_generation_tokens_total"));
        let mut events = client::post_stream(addr, "/v1/chat/completions", &long, &[], TIMEOUT).unwrap().unwrap();
        for _ in 0..4 {
            let e = events.next_data().unwrap().unwrap();
            assert!(e.contains("chat.completion.chunk"), "{e}");
        }
        let body = next_body.clone();
        let waiter = std::thread::spawn(move || post(addr, &body));
        // With one slot, a finished successor means the story had ended.
        wait_until("the successor to queue or finish", || {
            queued_behind_the_stream = metric(addr, "engine_queue_depth") == 1.0;
            queued_behind_the_stream || waiter.is_finished()
        });
        drop(events);
        let r = waiter.join().unwrap();
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(token_ids(&r.json().unwrap()), want, "tokens after slot reuse");
        wait_until("the slot to be free", || metric(addr, "engine_busy_slots") == 0.0);
        // Counted as the server's handler consumed the story's tokens.
        let story = metric(addr, "engine_generation_tokens_total") - generated_before - want.len() as f64;
        if queued_behind_the_stream && cancelled() == cancelled_before + 1.0 && story < 900.0 {
            break;
        }
        queued_behind_the_stream = false;
    }
    assert!(
        queued_behind_the_stream,
        "in 5 tries the successor never queued behind a story that was then cancelled before its 900 tokens"
    );
    server.shutdown().unwrap();
}

/// Concatenated `delta.content` and the token ids of a streamed completion,
/// its finish reason and its usage chunk.
fn read_stream(addr: std::net::SocketAddr, body: &Value) -> (String, Vec<u32>, String, Value) {
    let mut s = client::post_stream(addr, "/v1/chat/completions", body, &[], TIMEOUT).unwrap().unwrap();
    let (mut text, mut ids, mut finish, mut usage) = (String::new(), Vec::new(), String::new(), Value::Null);
    let mut done = false;
    while let Some(d) = s.next_data().unwrap() {
        assert!(!done, "data after [DONE]");
        if d == "[DONE]" {
            done = true;
            continue;
        }
        let v: Value = serde_json::from_str(&d).unwrap();
        assert_eq!(v["object"], "chat.completion.chunk");
        if let Some(c) = v["choices"].as_array().and_then(|c| c.first()) {
            text += c["delta"]["content"].as_str().unwrap_or("");
            ids.extend(c["token_ids"].as_array().into_iter().flatten().map(|t| t.as_u64().unwrap() as u32));
            if let Some(f) = c["finish_reason"].as_str() {
                finish = f.into();
            }
        }
        if !v["usage"].is_null() {
            usage = v["usage"].clone();
        }
    }
    assert!(done, "the stream ends with [DONE]");
    (text, ids, finish, usage)
}

#[test]
fn streaming_and_non_streaming_give_the_same_text_tokens_and_usage() {
    let server = start(2, 4, |_| {});
    let addr = server.addr();
    let tok = tokenizers::Tokenizer::from_file(paths::tokenizer_json()).unwrap();
    for n in ["one-image", "text-only-vl"] {
        let body = case_body(&case(n));
        let whole = post(addr, &body).json().unwrap();
        let content = whole["choices"][0]["message"]["content"].as_str().unwrap().to_owned();
        let hf = golden_ids(n, "tokens");
        assert_eq!(token_ids(&whole), hf);
        assert_eq!(content, tok.decode(&hf, true).unwrap(), "{n}: text is the decode of the tokens");
        assert_eq!(whole["choices"][0]["finish_reason"], "length");
        let mut sbody = body.clone();
        sbody["stream"] = json!(true);
        sbody["stream_options"] = json!({"include_usage": true});
        let (text, ids, finish, usage) = read_stream(addr, &sbody);
        assert_eq!((text.as_str(), &ids, finish.as_str()), (content.as_str(), &hf, "length"), "{n}: stream vs whole");
        let prompt = golden_ids(n, "input_ids").len();
        assert_eq!(
            usage,
            json!({"prompt_tokens": prompt, "completion_tokens": hf.len(), "total_tokens": prompt + hf.len()})
        );
        assert_eq!(whole["usage"], usage);

        // A stop string inside the text: cut before it, finish_reason stop.
        let chars: Vec<char> = content.chars().collect();
        let stop: String = chars[chars.len() / 2..chars.len() / 2 + 2].iter().collect();
        let cut = &content[..content.find(&stop).unwrap()];
        let mut b = body.clone();
        b["stop"] = json!(["never-there", stop]);
        let w = post(addr, &b).json().unwrap();
        assert_eq!(
            (
                w["choices"][0]["message"]["content"].as_str().unwrap(),
                w["choices"][0]["finish_reason"].as_str().unwrap()
            ),
            (cut, "stop"),
            "{n}: stop {stop:?}"
        );
        b["stream"] = json!(true);
        let (text, _, finish, _) = read_stream(addr, &b);
        assert_eq!((text.as_str(), finish.as_str()), (cut, "stop"));
    }
    // Seeded sampling is reproducible and the same streamed or not.
    let mut b = case_body(&case("two-images"));
    (b["temperature"], b["top_p"], b["seed"], b["max_tokens"]) = (json!(1.0), json!(0.95), json!(1234), json!(24));
    let a = token_ids(&post(addr, &b).json().unwrap());
    assert_eq!(a, token_ids(&post(addr, &b).json().unwrap()), "same seed, same tokens");
    assert_ne!(a, golden_ids("two-images", "tokens"), "sampling at T=1 differs from greedy");
    b["stream"] = json!(true);
    assert_eq!(read_stream(addr, &b).1, a);
    server.shutdown().unwrap();
}

/// A PNG whose header claims `w` x `h` (no pixel data needed to be refused).
fn png_header(w: u32, h: u32) -> Vec<u8> {
    fn crc32(bytes: &[u8]) -> u32 {
        let mut c = 0xFFFF_FFFFu32;
        for &b in bytes {
            c ^= u32::from(b);
            for _ in 0..8 {
                c = if c & 1 != 0 { 0xEDB8_8320 ^ (c >> 1) } else { c >> 1 };
            }
        }
        !c
    }
    let chunk = |out: &mut Vec<u8>, kind: &[u8], data: &[u8]| {
        let body: Vec<u8> = kind.iter().chain(data).copied().collect();
        out.extend((data.len() as u32).to_be_bytes());
        out.extend(&body);
        out.extend(crc32(&body).to_be_bytes());
    };
    let mut ihdr = w.to_be_bytes().to_vec();
    ihdr.extend(h.to_be_bytes());
    ihdr.extend([8, 2, 0, 0, 0]);
    let mut out = b"\x89PNG\r\n\x1a\n".to_vec();
    chunk(&mut out, b"IHDR", &ihdr);
    // The decoder reads the header up to the first data chunk.
    chunk(&mut out, b"IDAT", &[0x78, 0x9c]);
    out
}

fn flat_png(w: u32, h: u32) -> Vec<u8> {
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, w, h);
    enc.set_color(png::ColorType::Rgb);
    let mut wr = enc.write_header().unwrap();
    wr.write_image_data(&vec![128u8; (w * h * 3) as usize]).unwrap();
    wr.finish().unwrap();
    out
}

fn b64(bytes: &[u8]) -> String {
    use base64::Engine as _;
    base64::engine::general_purpose::STANDARD.encode(bytes)
}

#[test]
fn every_bad_request_gets_its_status_and_message_and_the_server_keeps_serving() {
    let images = paths::fixtures().join("images");
    let server = start(1, 1, |o| {
        o.api_key = Some("sekrit".into());
        o.max_images = 2;
        o.max_body_bytes = 1 << 20;
        o.allow_local_files = Some(images.clone());
    });
    let addr = server.addr();
    let auth = [("Authorization", "Bearer sekrit")];
    let send = |body: &[u8]| {
        client::send(
            addr,
            "POST",
            "/v1/chat/completions",
            &[("Content-Type", "application/json"), auth[0]],
            body,
            TIMEOUT,
        )
        .unwrap()
    };
    let user = |content: Value| {
        json!({"messages": [{"role": "user", "content": content}], "max_tokens": 4}).to_string().into_bytes()
    };
    let image = |url: String| {
        user(json!([{"type": "image_url", "image_url": {"url": url}}, {"type": "text", "text": "What is this?"}]))
    };
    let good = || {
        let r = send(&serde_json::to_vec(&case_body(&case("text-only-vl"))).unwrap());
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(token_ids(&r.json().unwrap()), golden_ids("text-only-vl", "tokens"));
    };
    let long_prompt = "stone river ".repeat(600);
    let cases: Vec<(&str, Vec<u8>, u16, &str)> = vec![
        ("malformed JSON", b"{\"messages\": [".to_vec(), 400, "invalid JSON"),
        ("bad base64", image("data:image/png;base64,!!not-base64!!".into()), 400, "invalid base64"),
        (
            "undecodable image",
            image(format!("data:image/png;base64,{}", b64(b"this is not a picture"))),
            400,
            "cannot decode image",
        ),
        (
            "oversized image",
            image(format!("data:image/png;base64,{}", b64(&png_header(20_000, 20_000)))),
            400,
            "over the limit",
        ),
        (
            "video part",
            user(json!([{"type": "video_url", "video_url": {"url": "data:video/mp4;base64,AAAA"}}])),
            400,
            "video input is not supported",
        ),
        (
            "too many images",
            user(Value::Array(vec![
                json!({"type": "image_url", "image_url": {"url": data_url("small-30x30.png")}});
                3
            ])),
            400,
            "at most 2",
        ),
        // (A large photo is resized within --max-pixels, not refused; an
        // aspect ratio HF refuses is refused here too.)
        (
            "image too elongated",
            image(format!("data:image/png;base64,{}", b64(&flat_png(2010, 10)))),
            400,
            "aspect ratio 201.0 exceeds 200",
        ),
        ("prompt over the context", user(json!(long_prompt)), 400, "context"),
        (
            "budget over the context",
            json!({"messages": [{"role": "user", "content": "hi"}], "max_tokens": 5000}).to_string().into_bytes(),
            400,
            "exceeds the context",
        ),
        ("body over the limit", vec![b' '; (1 << 20) + 10], 413, "limit"),
        (
            "local file outside the allowed folder",
            image("/etc/hostname".into()),
            400,
            "not a readable regular file under the directory",
        ),
        (
            "missing local file outside the allowed folder",
            image("/etc/no-such-file".into()),
            400,
            "not a readable regular file under the directory",
        ),
        ("ftp image URL", image("ftp://example.com/cat.png".into()), 400, "unsupported URL scheme 'ftp'"),
        (
            "logit_bias",
            json!({"messages": [{"role": "user", "content": "hi"}], "logit_bias": {"1": 5}}).to_string().into_bytes(),
            400,
            "'logit_bias' is not supported",
        ),
        ("remote URL", image("https://example.com/cat.png".into()), 400, "remote image URLs"),
        (
            "unsupported n",
            json!({"messages": [{"role": "user", "content": "hi"}], "n": 3}).to_string().into_bytes(),
            400,
            "'n'",
        ),
    ];
    // A long greedy request runs beside the bad ones; its tokens must be
    // those it gets alone afterwards.
    let long = json!({"messages": [{"role": "user", "content": "Tell a very long story."}], "max_tokens": 300, "temperature": 0, "return_token_ids": true});
    let beside = {
        let long = long.clone();
        std::thread::spawn(move || {
            client::post_json(addr, "/v1/chat/completions", &long, &[("Authorization", "Bearer sekrit")], TIMEOUT)
                .unwrap()
        })
    };
    wait_until("the long request to take the slot", || metric_with(addr, "engine_busy_slots", &auth) == 1.0);
    for (what, body, status, needle) in &cases {
        let r = send(body);
        assert_eq!(r.status, *status, "{what}: {}", r.text());
        let v = r.json().unwrap_or_else(|e| panic!("{what}: {e}"));
        let msg = v["error"]["message"].as_str().unwrap_or_else(|| panic!("{what}: no error.message in {v}"));
        assert!(msg.contains(needle), "{what}: {msg:?} lacks {needle:?}");
        assert!(v["error"]["type"].is_string(), "{what}: {v}");
    }
    // A loopback server refuses requests naming another host (DNS rebinding).
    let rebound = client::send(addr, "GET", "/health", &[("Host", "evil.example:8080")], b"", TIMEOUT).unwrap();
    assert_eq!(rebound.status, 403, "{}", rebound.text());
    assert!(rebound.text().contains("not a loopback name"), "{}", rebound.text());
    assert_eq!(client::send(addr, "GET", "/health", &[("Host", "localhost")], b"", TIMEOUT).unwrap().status, 200);
    // A body that is not declared JSON (what a web page can send without a
    // CORS preflight) is refused with 415.
    for ct in ["text/plain", "application/x-www-form-urlencoded"] {
        let body = serde_json::to_vec(&case_body(&case("text-only-vl"))).unwrap();
        let r = client::send(addr, "POST", "/v1/chat/completions", &[("Content-Type", ct), auth[0]], &body, TIMEOUT)
            .unwrap();
        assert_eq!(r.status, 415, "{ct}: {}", r.text());
    }
    let beside = beside.join().unwrap();
    assert_eq!(beside.status, 200, "{}", beside.text());
    let alone = send(long.to_string().as_bytes());
    assert_eq!(
        token_ids(&beside.json().unwrap()),
        token_ids(&alone.json().unwrap()),
        "the bad requests disturbed a running one"
    );
    good();
    // Auth: /v1 needs the key; /health does not.
    let r = client::post_json(addr, "/v1/chat/completions", &json!({"messages": []}), &[], TIMEOUT).unwrap();
    assert_eq!(
        (r.status, r.json().unwrap()["error"]["type"].as_str().unwrap().to_owned()),
        (401, "authentication_error".into())
    );
    let r = client::post_json(
        addr,
        "/v1/chat/completions",
        &json!({"messages": []}),
        &[("Authorization", "Bearer wrong")],
        TIMEOUT,
    )
    .unwrap();
    assert_eq!(r.status, 401);
    assert_eq!(client::send(addr, "GET", "/health", &[], b"", TIMEOUT).unwrap().status, 200);
    // /metrics needs the key too; the scheme may be written in lower case.
    assert_eq!(client::send(addr, "GET", "/metrics", &[], b"", TIMEOUT).unwrap().status, 401);
    assert_eq!(
        client::send(addr, "GET", "/metrics", &[("Authorization", "bearer sekrit")], b"", TIMEOUT).unwrap().status,
        200
    );
    assert_eq!(client::send(addr, "GET", "/v1/models", &[], b"", TIMEOUT).unwrap().status, 401);
    let models = client::send(addr, "GET", "/v1/models", &auth, b"", TIMEOUT).unwrap().json().unwrap();
    assert_eq!(models["data"][0]["id"], "tiny-qwen2-vl");
    assert_eq!(models["data"][0]["max_pixels"], 802_816, "the image bound: what the top vision bucket holds");
    assert_eq!(models["data"][0]["max_image_patches"], 4096, "the largest vision bucket (the standard ladder)");
    assert_eq!(client::send(addr, "GET", "/v1/nothing", &auth, b"", TIMEOUT).unwrap().status, 404);
    // A local file under --allow-local-files is served, as a path or a file:// URL.
    let c = case("image-small-30x30");
    let file = images.join("small-30x30.png").display().to_string();
    for url in [file.clone(), format!("file://{file}")] {
        let body = json!({"messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": url}}, {"type": "text", "text": "Describe this image."}]}], "max_tokens": c.max_new_tokens, "temperature": 0, "return_token_ids": true});
        let r = send(&serde_json::to_vec(&body).unwrap());
        assert_eq!(r.status, 200, "{}", r.text());
        assert_eq!(token_ids(&r.json().unwrap()), golden_ids(&c.name, "tokens"));
    }
    good();
    let invalid = server.metrics().requests(engine::serve::metrics::Outcome::Invalid);
    // Every refusal of a chat request is counted (the bad ones, two 415s, two
    // 401s); the 401s of /metrics and /v1/models are not chat requests.
    assert_eq!(invalid, cases.len() as u64 + 4, "every refusal is counted");
    server.shutdown().unwrap();
}

#[test]
fn a_server_without_local_files_refuses_paths_and_binds_loopback() {
    let server = start(1, 0, |_| {});
    assert!(server.addr().ip().is_loopback());
    let body = json!({"messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": paths::fixtures().join("images/small-30x30.png").display().to_string()}}]}]});
    let r = post(server.addr(), &body);
    assert_eq!(r.status, 400);
    assert!(r.text().contains("--allow-local-files"), "{}", r.text());
    server.shutdown().unwrap();
}

#[test]
fn a_client_that_disconnects_before_a_non_streaming_answer_cancels_its_request() {
    use std::io::Write;
    let server = start(1, 1, |_| {});
    let addr = server.addr();
    let body = json!({"messages": [{"role": "user", "content": "Tell a very long story."}], "max_tokens": 900, "temperature": 0}).to_string();
    let outcome = |o: &str| metric(addr, &format!("engine_requests_total{{outcome=\"{o}\"}}"));
    // The story takes ~2.6 s here; on a loaded machine the poll below can
    // miss it altogether (it then completes): that try shows nothing about
    // cancellation and the scenario runs again.
    let mut cancelled_mid_story = false;
    for _try in 0..5 {
        let (completed, cancelled) = (outcome("completed"), outcome("cancelled"));
        let generated = metric(addr, "engine_generation_tokens_total");
        let mut s = std::net::TcpStream::connect(addr).unwrap();
        write!(s, "POST /v1/chat/completions HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}", body.len()).unwrap();
        let mut took_the_slot = false;
        wait_until("the request to take the slot or complete", || {
            took_the_slot = metric(addr, "engine_busy_slots") == 1.0;
            let refused = ["rejected", "invalid", "failed"].map(&outcome);
            assert_eq!(refused, [0.0; 3], "the story was rejected, invalid or failed");
            took_the_slot || outcome("completed") > completed
        });
        drop(s);
        wait_until("the slot to be freed", || metric(addr, "engine_busy_slots") == 0.0);
        let story = metric(addr, "engine_generation_tokens_total") - generated;
        if took_the_slot && outcome("cancelled") == cancelled + 1.0 && outcome("completed") == completed {
            assert!(story < 900.0, "cancelled before its budget, yet {story} tokens");
            cancelled_mid_story = true;
            break;
        }
    }
    assert!(cancelled_mid_story, "in 5 tries the story was never seen in its slot and then cancelled");
    // The slot serves the next request exactly.
    let n = "image-side70-70x126";
    assert_eq!(token_ids(&post(addr, &case_body(&case(n))).json().unwrap()), golden_ids(n, "tokens"));
    server.shutdown().unwrap();
}

#[test]
fn a_text_only_qwen2_checkpoint_serves_text_and_refuses_images() {
    let server = start_model("tiny-qwen2", 2, 2, |_| {});
    let n = "text-only-qwen2";
    let r = post(server.addr(), &case_body(&case(n)));
    assert_eq!(r.status, 200, "{}", r.text());
    assert_eq!(token_ids(&r.json().unwrap()), golden_ids(n, "tokens"));
    // Text parts are joined into the string content its template expects.
    let mut parts = case_body(&case(n));
    let text = parts["messages"][0]["content"].as_str().unwrap().to_owned();
    parts["messages"][0]["content"] = json!([{"type": "text", "text": text}]);
    assert_eq!(token_ids(&post(server.addr(), &parts).json().unwrap()), golden_ids(n, "tokens"));
    let body = json!({"messages": [{"role": "user", "content": [{"type": "image_url", "image_url": {"url": data_url("small-30x30.png")}}]}]});
    let r = post(server.addr(), &body);
    assert_eq!(r.status, 400);
    assert!(r.text().contains("text-only model"), "{}", r.text());
    server.shutdown().unwrap();
}
