//! The OpenAI chat-completions request schema: parsing, validation, and the
//! conversion to the chat template's message form (image parts become
//! `{"type": "image"}`, their bytes are resolved in order).
//!
//! Accepted: `messages` (roles system / developer (as system) / user /
//! assistant; content a string or parts of type `text` and `image_url`, or
//! null on an assistant turn), `model` (echoed, any value),
//! `max_tokens` / `max_completion_tokens`, `temperature` [0, 2], `top_p`
//! (0, 1], `top_k` (extension, as in vLLM), `seed`, `stop` (string or up to 4
//! strings), `stream`, `stream_options.include_usage`, `n` (only 1) and
//! `return_token_ids` (extension, as in vLLM: token ids in the response).
//! Fields the engine cannot honour with a non-default value (`n > 1`,
//! `logprobs`, `top_logprobs`, `logit_bias`, `tools`, penalties) are
//! refused, not ignored.

use std::path::{Path, PathBuf};

use base64::Engine as _;
use serde_json::{json, Value};

use crate::generate::sampling::SamplingParams;
use crate::serve::errors::ApiError;

/// Sampling defaults from the checkpoint's generation_config.json, the way
/// vLLM applies them: greedy when `do_sample` is false, else its
/// temperature / top_p / top_k, else OpenAI's defaults (1.0, 1.0).
#[derive(Debug, Clone, Copy)]
pub struct SamplingDefaults(pub SamplingParams);

impl SamplingDefaults {
    pub fn from_generation_config(dir: &Path) -> Self {
        let openai = SamplingParams { temperature: 1.0, top_p: 1.0, top_k: 0, seed: None };
        let Ok(text) = std::fs::read_to_string(dir.join("generation_config.json")) else {
            return SamplingDefaults(openai);
        };
        let Ok(v) = serde_json::from_str::<Value>(&text) else { return SamplingDefaults(openai) };
        if v.get("do_sample").and_then(Value::as_bool) == Some(false) {
            return SamplingDefaults(SamplingParams::GREEDY);
        }
        let f = |k: &str, d: f32| v.get(k).and_then(Value::as_f64).map(|x| x as f32).unwrap_or(d);
        SamplingDefaults(SamplingParams {
            temperature: f("temperature", 1.0),
            top_p: f("top_p", 1.0),
            top_k: v.get("top_k").and_then(Value::as_u64).unwrap_or(0) as usize,
            seed: None,
        })
    }
}

/// Where an image part's bytes come from.
#[derive(Debug, Clone, PartialEq)]
pub enum ImageSource {
    Data(Vec<u8>),
    File(PathBuf),
}

#[derive(Debug)]
pub struct ChatRequest {
    /// Messages for the chat template.
    pub messages: Value,
    pub images: Vec<ImageSource>,
    pub max_tokens: Option<usize>,
    pub sampling: SamplingParams,
    pub stop: Vec<String>,
    pub stream: bool,
    pub include_usage: bool,
    pub return_token_ids: bool,
}

fn bad(msg: impl Into<String>) -> ApiError {
    ApiError::bad_request(msg)
}

fn bad_param(param: &str, msg: impl Into<String>) -> ApiError {
    ApiError::bad_request(msg).param(param)
}

fn number(body: &Value, key: &str) -> Result<Option<f64>, ApiError> {
    match body.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => v.as_f64().map(Some).ok_or_else(|| bad_param(key, format!("'{key}' must be a number"))),
    }
}

fn count(body: &Value, key: &str) -> Result<Option<u64>, ApiError> {
    match body.get(key) {
        None | Some(Value::Null) => Ok(None),
        Some(v) => {
            v.as_u64().map(Some).ok_or_else(|| bad_param(key, format!("'{key}' must be a non-negative integer")))
        }
    }
}

fn flag(body: &Value, key: &str) -> Result<bool, ApiError> {
    match body.get(key) {
        None | Some(Value::Null) => Ok(false),
        Some(Value::Bool(b)) => Ok(*b),
        Some(_) => Err(bad_param(key, format!("'{key}' must be a boolean"))),
    }
}

/// Decode a `data:image/...;base64,` URL.
fn data_url(url: &str, n: usize) -> Result<Vec<u8>, ApiError> {
    let rest = &url["data:".len()..];
    let (meta, payload) = rest.split_once(',').ok_or_else(|| bad(format!("image {n}: malformed data URL (no ',')")))?;
    let mime = meta
        .strip_suffix(";base64")
        .ok_or_else(|| bad(format!("image {n}: data URLs must be base64-encoded (';base64,')")))?;
    let mime = mime.to_ascii_lowercase();
    if mime.starts_with("video/") {
        return Err(bad(format!("image {n}: video input is not supported")));
    }
    if !["image/png", "image/jpeg", "image/jpg", "image/webp"].contains(&mime.as_str()) {
        return Err(bad(format!("image {n}: unsupported image type '{mime}' (png, jpeg and webp are supported)")));
    }
    let clean: String = payload.chars().filter(|c| !c.is_ascii_whitespace()).collect();
    base64::engine::general_purpose::STANDARD
        .decode(clean.as_bytes())
        .map_err(|e| bad(format!("image {n}: invalid base64 in data URL: {e}")))
}

/// Resolve a local image path against `--allow-local-files`. A path is
/// checked against the directory by its text first (no `..`, under the
/// directory) and only then looked up, and every refusal reads the same, so a
/// client learns nothing about files outside the directory; only regular
/// files are served (a FIFO or device would block a worker forever).
fn local_path(raw: &str, allowed: Option<&Path>, n: usize) -> Result<PathBuf, ApiError> {
    let Some(root) = allowed else {
        return Err(bad(format!("image {n}: local file paths are not allowed on this server (start it with --allow-local-files DIR); send a data: URL")));
    };
    let path = Path::new(raw);
    if !path.is_absolute() {
        return Err(bad(format!("image {n}: local image paths must be absolute: {raw}")));
    }
    let root = root
        .canonicalize()
        .map_err(|e| ApiError::internal(format!("the --allow-local-files directory is unusable: {e}")))?;
    let refused = || {
        bad(format!(
            "image {n}: {raw} is not a readable regular file under the directory allowed by --allow-local-files"
        ))
    };
    let lexically_inside =
        path.starts_with(&root) && !path.components().any(|c| matches!(c, std::path::Component::ParentDir));
    if !lexically_inside {
        return Err(refused());
    }
    let real = path.canonicalize().map_err(|_| refused())?;
    if !real.starts_with(&root) || !std::fs::metadata(&real).is_ok_and(|m| m.is_file()) {
        return Err(refused());
    }
    Ok(real)
}

fn image_part(part: &Value, allowed: Option<&Path>, n: usize) -> Result<ImageSource, ApiError> {
    let url = match part.get("image_url") {
        Some(Value::String(u)) => u.as_str(),
        Some(Value::Object(o)) => o
            .get("url")
            .and_then(Value::as_str)
            .ok_or_else(|| bad(format!("image {n}: image_url.url must be a string")))?,
        _ => return Err(bad(format!("image {n}: an image_url part needs an image_url object with a url"))),
    };
    if url.starts_with("data:") {
        return data_url(url, n).map(ImageSource::Data);
    }
    if let Some(p) = url.strip_prefix("file://") {
        return local_path(p, allowed, n).map(ImageSource::File);
    }
    if url.starts_with("http://") || url.starts_with("https://") {
        return Err(bad(format!("image {n}: remote image URLs are not fetched by this server; send a data: URL")));
    }
    if let Some((scheme, _)) = url.split_once("://") {
        return Err(bad(format!("image {n}: unsupported URL scheme '{scheme}' (send a data: URL)")));
    }
    local_path(url, allowed, n).map(ImageSource::File)
}

/// Parse and validate a request body (already JSON).
pub fn parse(
    body: &Value,
    defaults: SamplingDefaults,
    max_images: usize,
    allowed: Option<&Path>,
) -> Result<ChatRequest, ApiError> {
    let obj = body.as_object().ok_or_else(|| bad("the request body must be a JSON object"))?;
    refuse_unsupported(body, obj)?;
    let raw_messages = obj
        .get("messages")
        .and_then(Value::as_array)
        .ok_or_else(|| bad_param("messages", "'messages' must be a non-empty array"))?;
    if raw_messages.is_empty() {
        return Err(bad_param("messages", "'messages' must be a non-empty array"));
    }
    let mut images = Vec::new();
    let messages =
        raw_messages.iter().enumerate().map(|(i, m)| message(i, m, allowed, &mut images)).collect::<Result<_, _>>()?;
    if images.len() > max_images {
        return Err(bad_param(
            "messages",
            format!("the request has {} images; this server accepts at most {max_images} per request", images.len()),
        ));
    }
    // Checked in this order, so a body with several faults names the first.
    let (max_tokens, sampling, stop) = (max_tokens(body)?, sampling(body, defaults)?, stop_sequences(body)?);
    let include_usage = match body.get("stream_options") {
        None | Some(Value::Null) => false,
        Some(o) => flag(o, "include_usage")?,
    };
    Ok(ChatRequest {
        messages: Value::Array(messages),
        images,
        max_tokens,
        sampling,
        stop,
        stream: flag(body, "stream")?,
        include_usage,
        return_token_ids: flag(body, "return_token_ids")?,
    })
}

/// Fields the engine cannot honour with a non-default value are refused,
/// not ignored.
fn refuse_unsupported(body: &Value, obj: &serde_json::Map<String, Value>) -> Result<(), ApiError> {
    for (key, ok) in [
        ("n", body.get("n").is_none_or(|v| v.is_null() || v.as_u64() == Some(1))),
        ("logprobs", !flag(body, "logprobs").unwrap_or(true)),
    ] {
        if !ok {
            return Err(bad_param(key, format!("'{key}' is not supported (only n = 1 without logprobs)")));
        }
    }
    for key in ["tools", "functions", "tool_choice", "response_format"] {
        if obj.get(key).is_some_and(|v| !v.is_null()) {
            return Err(bad_param(key, format!("'{key}' is not supported by this server")));
        }
    }
    if obj.get("logit_bias").is_some_and(|v| !v.is_null() && v.as_object().is_none_or(|o| !o.is_empty())) {
        return Err(bad_param("logit_bias", "'logit_bias' is not supported by this server"));
    }
    if obj.get("top_logprobs").is_some_and(|v| !v.is_null() && v.as_u64() != Some(0)) {
        return Err(bad_param("top_logprobs", "'top_logprobs' is not supported (logprobs are not returned)"));
    }
    for key in ["presence_penalty", "frequency_penalty"] {
        if number(body, key)?.is_some_and(|v| v != 0.0) {
            return Err(bad_param(key, format!("'{key}' is not supported (only 0)")));
        }
    }
    Ok(())
}

/// Message `i` in the chat template's form; its image parts' sources are
/// appended to `images` in order.
fn message(i: usize, m: &Value, allowed: Option<&Path>, images: &mut Vec<ImageSource>) -> Result<Value, ApiError> {
    let role = m
        .get("role")
        .and_then(Value::as_str)
        .ok_or_else(|| bad_param("messages", format!("messages[{i}] needs a string 'role'")))?;
    // OpenAI's `developer` role is the system prompt of newer clients.
    let role = if role == "developer" { "system" } else { role };
    if !["system", "user", "assistant"].contains(&role) {
        return Err(bad_param(
            "messages",
            format!("messages[{i}]: role '{role}' is not supported (system, developer, user, assistant)"),
        ));
    }
    let content = match m.get("content") {
        Some(Value::String(s)) => Value::String(s.clone()),
        // OpenAI clients send a null content on assistant turns.
        Some(Value::Null) | None if role == "assistant" => Value::String(String::new()),
        Some(Value::Array(parts)) => {
            Value::Array(parts.iter().map(|p| content_part(i, p, allowed, images)).collect::<Result<_, _>>()?)
        }
        _ => {
            return Err(bad_param(
                "messages",
                format!("messages[{i}]: 'content' must be a string or an array of parts"),
            ))
        }
    };
    Ok(json!({"role": role, "content": content}))
}

/// One content part of message `i`: text, or an image (its source appended
/// to `images`).
fn content_part(i: usize, p: &Value, allowed: Option<&Path>, images: &mut Vec<ImageSource>) -> Result<Value, ApiError> {
    match p.get("type").and_then(Value::as_str) {
        Some("text") => {
            let text = p
                .get("text")
                .and_then(Value::as_str)
                .ok_or_else(|| bad_param("messages", format!("messages[{i}]: a text part needs a string 'text'")))?;
            Ok(json!({"type": "text", "text": text}))
        }
        Some("image_url") => {
            images.push(image_part(p, allowed, images.len() + 1)?);
            Ok(json!({"type": "image"}))
        }
        Some(t @ ("video_url" | "video" | "input_video")) => {
            Err(bad_param("messages", format!("messages[{i}]: video input is not supported (part type '{t}')")))
        }
        Some(t) => Err(bad_param(
            "messages",
            format!("messages[{i}]: content part type '{t}' is not supported (text, image_url)"),
        )),
        None => Err(bad_param("messages", format!("messages[{i}]: every content part needs a 'type'"))),
    }
}

/// `max_completion_tokens`, else `max_tokens` (at least 1), else none.
fn max_tokens(body: &Value) -> Result<Option<usize>, ApiError> {
    let max_tokens = match (count(body, "max_completion_tokens")?, count(body, "max_tokens")?) {
        (Some(n), _) | (None, Some(n)) => Some(n),
        (None, None) => None,
    };
    if max_tokens == Some(0) {
        return Err(bad_param("max_tokens", "'max_tokens' must be at least 1"));
    }
    Ok(max_tokens.map(|n| n.min(usize::MAX as u64) as usize))
}

/// The request's sampling fields over the checkpoint's defaults.
fn sampling(body: &Value, defaults: SamplingDefaults) -> Result<SamplingParams, ApiError> {
    let mut sampling = defaults.0;
    if let Some(t) = number(body, "temperature")? {
        if !(0.0..=2.0).contains(&t) {
            return Err(bad_param("temperature", format!("'temperature' must be in [0, 2], got {t}")));
        }
        sampling.temperature = t as f32;
    }
    if let Some(p) = number(body, "top_p")? {
        if !(p > 0.0 && p <= 1.0) {
            return Err(bad_param("top_p", format!("'top_p' must be in (0, 1], got {p}")));
        }
        sampling.top_p = p as f32;
    }
    match body.get("top_k") {
        None | Some(Value::Null) => {}
        Some(v) => match v.as_i64() {
            Some(-1 | 0) => sampling.top_k = 0,
            Some(k) if k > 0 => sampling.top_k = k as usize,
            _ => return Err(bad_param("top_k", "'top_k' must be a positive integer (or -1 / 0 for all)")),
        },
    }
    match body.get("seed") {
        None | Some(Value::Null) => {}
        Some(v) => {
            sampling.seed = Some(
                v.as_i64()
                    .map(|s| s as u64)
                    .or_else(|| v.as_u64())
                    .ok_or_else(|| bad_param("seed", "'seed' must be an integer"))?,
            )
        }
    }
    Ok(sampling)
}

/// `stop`: a string or up to 4 strings.
fn stop_sequences(body: &Value) -> Result<Vec<String>, ApiError> {
    let stop = match body.get("stop") {
        None | Some(Value::Null) => Vec::new(),
        Some(Value::String(s)) => vec![s.clone()],
        Some(Value::Array(a)) => a
            .iter()
            .map(|s| s.as_str().map(str::to_owned))
            .collect::<Option<Vec<_>>>()
            .ok_or_else(|| bad_param("stop", "'stop' must be a string or an array of strings"))?,
        Some(_) => return Err(bad_param("stop", "'stop' must be a string or an array of strings")),
    };
    if stop.len() > 4 {
        return Err(bad_param("stop", "'stop' takes at most 4 sequences"));
    }
    Ok(stop)
}

#[cfg(test)]
mod tests {
    use super::*;

    const D: SamplingDefaults = SamplingDefaults(SamplingParams::GREEDY);

    fn err(body: Value) -> String {
        parse(&body, D, 2, None).unwrap_err().message
    }

    #[test]
    fn image_parts_become_template_images_in_order() {
        let png = base64::engine::general_purpose::STANDARD.encode(b"\x89PNG");
        let url = format!("data:image/png;base64,{png}");
        let body = json!({"messages": [
            {"role": "system", "content": "be brief"},
            {"role": "user", "content": [{"type": "text", "text": "a"}, {"type": "image_url", "image_url": {"url": url}}, {"type": "text", "text": "b"}]}
        ], "max_tokens": 5, "temperature": 0, "stop": "x", "stream": true, "stream_options": {"include_usage": true}});
        let r = parse(&body, D, 2, None).unwrap();
        assert_eq!(r.images, vec![ImageSource::Data(b"\x89PNG".to_vec())]);
        assert_eq!(r.messages[1]["content"][1], json!({"type": "image"}));
        assert_eq!(r.messages[0]["content"], json!("be brief"));
        assert_eq!(
            (r.max_tokens, r.stop.clone(), r.stream, r.include_usage),
            (Some(5), vec!["x".to_string()], true, true)
        );
        assert!(r.sampling.is_greedy());
    }

    #[test]
    fn each_invalid_field_is_named() {
        let user = |content: Value| json!({"messages": [{"role": "user", "content": content}]});
        assert!(err(json!([])).contains("JSON object"));
        assert!(err(json!({"messages": []})).contains("non-empty"));
        assert!(err(user(json!([{"type": "video_url", "video_url": {"url": "x"}}])))
            .contains("video input is not supported"));
        assert!(err(user(json!([{"type": "image_url", "image_url": {"url": "data:image/png;base64,@@@"}}])))
            .contains("invalid base64"));
        assert!(err(user(json!([{"type": "image_url", "image_url": {"url": "data:video/mp4;base64,AAAA"}}])))
            .contains("video input"));
        assert!(err(user(json!([{"type": "image_url", "image_url": {"url": "/etc/passwd"}}])))
            .contains("--allow-local-files"));
        assert!(err(user(json!([{"type": "image_url", "image_url": {"url": "https://x/y.png"}}])))
            .contains("remote image URLs"));
        let three =
            Value::Array(vec![json!({"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}}); 3]);
        assert!(err(user(three)).contains("at most 2"));
        let mut b = user(json!("hi"));
        b["temperature"] = json!(3);
        assert!(err(b.clone()).contains("temperature"));
        b["temperature"] = json!(1);
        b["n"] = json!(2);
        assert!(err(b.clone()).contains("'n'"));
        b["n"] = json!(1);
        for (key, value) in [("logit_bias", json!({"50256": -100})), ("top_logprobs", json!(3))] {
            let mut with = b.clone();
            with[key] = value;
            let e = parse(&with, D, 2, None).unwrap_err();
            assert_eq!(e.param.as_deref(), Some(key), "{key} is refused, not ignored");
        }
        assert!(err(user(json!([{"type": "image_url", "image_url": {"url": "ftp://host/a.png"}}])))
            .contains("unsupported URL scheme 'ftp'"));
    }

    #[test]
    fn what_openai_clients_send_is_accepted() {
        let body = json!({"messages": [
            {"role": "developer", "content": "be brief"},
            {"role": "user", "content": "hi"},
            {"role": "assistant", "content": null},
            {"role": "user", "content": "again"}
        ], "logit_bias": {}, "top_logprobs": 0});
        let r = parse(&body, D, 2, None).unwrap();
        assert_eq!(r.messages[0], json!({"role": "system", "content": "be brief"}));
        assert_eq!(r.messages[2], json!({"role": "assistant", "content": ""}));
        // null content stays an error where it carries the turn.
        assert!(err(json!({"messages": [{"role": "user", "content": null}]})).contains("'content'"));
    }

    #[test]
    fn local_paths_are_served_only_under_the_allowed_directory() {
        let dir = tempfile::tempdir().unwrap();
        let inside = dir.path().join("a.png");
        std::fs::write(&inside, b"x").unwrap();
        let ok =
            image_part(&json!({"image_url": {"url": format!("file://{}", inside.display())}}), Some(dir.path()), 1)
                .unwrap();
        assert_eq!(ok, ImageSource::File(inside.canonicalize().unwrap()));
        let other = tempfile::tempdir().unwrap();
        let outside = other.path().join("b.png");
        std::fs::write(&outside, b"x").unwrap();
        let e =
            image_part(&json!({"image_url": {"url": outside.display().to_string()}}), Some(dir.path()), 1).unwrap_err();
        assert!(e.message.contains("not a readable regular file under the directory"), "{}", e.message);
        // A missing file outside reads exactly like an existing one: no
        // existence oracle.
        let missing = other.path().join("nope.png");
        let m =
            image_part(&json!({"image_url": {"url": missing.display().to_string()}}), Some(dir.path()), 1).unwrap_err();
        assert_eq!(
            m.message.replace(&missing.display().to_string(), "P"),
            e.message.replace(&outside.display().to_string(), "P")
        );
        // Inside, a missing file and a directory are refused the same way.
        let sub = dir.path().join("sub");
        std::fs::create_dir(&sub).unwrap();
        for p in [dir.path().join("nope.png"), sub] {
            let e =
                image_part(&json!({"image_url": {"url": p.display().to_string()}}), Some(dir.path()), 1).unwrap_err();
            assert!(e.message.contains("not a readable regular file"), "{}", e.message);
        }
        // A FIFO is never opened (reading it would block a worker forever).
        let fifo = dir.path().join("pipe.png");
        let c = std::ffi::CString::new(fifo.display().to_string()).unwrap();
        assert_eq!(unsafe { libc::mkfifo(c.as_ptr(), 0o600) }, 0);
        let e =
            image_part(&json!({"image_url": {"url": fifo.display().to_string()}}), Some(dir.path()), 1).unwrap_err();
        assert!(e.message.contains("not a readable regular file"), "{}", e.message);
        let dots = format!(
            "{}/../{}",
            dir.path().display(),
            other.path().join("b.png").strip_prefix(dir.path().parent().unwrap()).unwrap().display()
        );
        assert!(image_part(&json!({"image_url": {"url": dots}}), Some(dir.path()), 1).is_err());
    }
}
