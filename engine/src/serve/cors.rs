//! CORS for `--cors-origin`: which web pages may call the API from a
//! browser.
//!
//! Without the flag the server sends no CORS headers, so a browser lets no
//! page read an answer, and a JSON request (Content-Type must be JSON, see
//! `http::is_json`) needs a preflight that fails: a page cannot even send
//! one. With `--cors-origin ORIGIN` (repeatable; `*` for any origin):
//!
//! - a preflight (`OPTIONS` with `Access-Control-Request-Method`) from an
//!   allowed origin gets `204` naming the origin, the methods (GET, POST),
//!   the request headers it asked for, and `Access-Control-Max-Age: 600`;
//!   from any other origin, `403`;
//! - an actual request from an allowed origin gets
//!   `Access-Control-Allow-Origin` (the origin itself, `Vary: Origin`) and
//!   `Access-Control-Expose-Headers: retry-after`. Other requests are served
//!   as without the flag (a non-browser client sends no `Origin`).
//!
//! Credentials (cookies) are never allowed: the API key travels in
//! `Authorization`, which a page must send explicitly.

use std::sync::Arc;

use axum::extract::{Request, State};
use axum::http::{header, HeaderValue, Method, StatusCode};
use axum::middleware::Next;
use axum::response::{IntoResponse, Response};

use crate::serve::errors::ApiError;
use crate::serve::http::App;

/// Whether `origin` (as a browser sends it: scheme://host[:port]) is allowed.
pub fn allows(allowed: &[String], origin: &str) -> bool {
    allowed.iter().any(|a| a == "*" || a.trim_end_matches('/').eq_ignore_ascii_case(origin))
}

/// A `--cors-origin` value: `*` or `scheme://host[:port]` without a path.
pub fn parse_origin(value: &str) -> Result<String, String> {
    let v = value.trim();
    if v == "*" {
        return Ok(v.into());
    }
    let v = v.trim_end_matches('/');
    let rest = v
        .strip_prefix("http://")
        .or_else(|| v.strip_prefix("https://"))
        .ok_or_else(|| format!("--cors-origin '{value}': an origin is '*' or http(s)://host[:port]"))?;
    if rest.is_empty() || rest.contains(['/', '?', '#', ' ', '*']) {
        return Err(format!("--cors-origin '{value}': an origin is a scheme and host (and port) without a path, e.g. http://localhost:3000"));
    }
    Ok(v.into())
}

pub async fn cors(State(app): State<Arc<App>>, req: Request, next: Next) -> Response {
    if app.cors_origins.is_empty() {
        return next.run(req).await;
    }
    let origin = req.headers().get(header::ORIGIN).and_then(|v| v.to_str().ok()).map(str::to_owned);
    let allowed =
        origin.as_deref().filter(|o| allows(&app.cors_origins, o)).and_then(|o| HeaderValue::from_str(o).ok());
    let preflight =
        req.method() == Method::OPTIONS && req.headers().contains_key(header::ACCESS_CONTROL_REQUEST_METHOD);
    if preflight {
        let Some(origin_value) = allowed else {
            tracing::info!("403 preflight from origin {:?} (not in --cors-origin)", origin.unwrap_or_default());
            return ApiError::new(StatusCode::FORBIDDEN, "this origin may not call the API (see --cors-origin)")
                .into_response();
        };
        let mut r = StatusCode::NO_CONTENT.into_response();
        let h = r.headers_mut();
        h.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, origin_value);
        h.insert(header::ACCESS_CONTROL_ALLOW_METHODS, HeaderValue::from_static("GET, POST"));
        if let Some(asked) = req.headers().get(header::ACCESS_CONTROL_REQUEST_HEADERS) {
            h.insert(header::ACCESS_CONTROL_ALLOW_HEADERS, asked.clone());
        }
        h.insert(header::ACCESS_CONTROL_MAX_AGE, HeaderValue::from_static("600"));
        h.insert(
            header::VARY,
            HeaderValue::from_static("origin, access-control-request-method, access-control-request-headers"),
        );
        return r;
    }
    let mut r = next.run(req).await;
    if let Some(origin_value) = allowed {
        let h = r.headers_mut();
        h.insert(header::ACCESS_CONTROL_ALLOW_ORIGIN, origin_value);
        h.insert(header::ACCESS_CONTROL_EXPOSE_HEADERS, HeaderValue::from_static("retry-after"));
        h.append(header::VARY, HeaderValue::from_static("origin"));
    }
    r
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn origins_match_exactly_ignoring_case_and_a_trailing_slash_and_star_matches_any() {
        let allowed = vec!["http://localhost:3000/".to_string()];
        assert!(allows(&allowed, "http://localhost:3000"));
        assert!(allows(&allowed, "HTTP://LOCALHOST:3000"));
        assert!(!allows(&allowed, "http://localhost:3001"));
        assert!(!allows(&allowed, "http://localhost:3000.evil.example"));
        assert!(!allows(&allowed, "null"));
        assert!(allows(&["*".to_string()], "https://anything.example"));
    }

    #[test]
    fn an_origin_flag_is_star_or_scheme_host_port_without_a_path() {
        assert_eq!(parse_origin("http://localhost:3000/").unwrap(), "http://localhost:3000");
        assert_eq!(parse_origin("*").unwrap(), "*");
        assert_eq!(parse_origin("https://app.example").unwrap(), "https://app.example");
        for bad in ["localhost:3000", "http://", "http://a/b", "ftp://a", "http://*.example", ""] {
            assert!(parse_origin(bad).is_err(), "{bad}");
        }
    }
}
