//! `engine loadtest`: concurrent clients against a running server.

use std::path::PathBuf;

use anyhow::Context;

/// Load-test a running server: concurrent clients send chat completions;
/// prints completions, 429s, failures and generated tokens/s.
#[derive(clap::Args)]
pub struct LoadtestArgs {
    /// Server address, host:port.
    #[arg(long, default_value = "127.0.0.1:8080")]
    addr: String,
    #[arg(long, default_value_t = 8)]
    clients: usize,
    /// Requests each client sends in turn.
    #[arg(long, default_value_t = 4)]
    requests: usize,
    #[arg(long, default_value_t = 64)]
    max_tokens: usize,
    #[arg(long, default_value = "Describe the picture in detail.")]
    prompt: String,
    /// Attach this image (sent as a data: URL).
    #[arg(long)]
    image: Option<PathBuf>,
    #[arg(long)]
    api_key: Option<String>,
    /// Per-request timeout, seconds.
    #[arg(long, default_value_t = 600)]
    timeout: u64,
    /// Stream the completions and report the gaps between tokens.
    #[arg(long)]
    stream: bool,
    #[arg(long)]
    json: bool,
}

impl LoadtestArgs {
    pub fn run(self) -> anyhow::Result<()> {
        let LoadtestArgs { addr, clients, requests, max_tokens, prompt, image, api_key, timeout, stream, json } = self;
        use std::net::ToSocketAddrs;
        let sock = addr
            .to_socket_addrs()
            .with_context(|| format!("resolving {addr}"))?
            .next()
            .with_context(|| format!("no address for {addr}"))?;
        let mut content = vec![serde_json::json!({"type": "text", "text": prompt})];
        if let Some(p) = &image {
            use base64::Engine as _;
            let bytes = std::fs::read(p).with_context(|| format!("reading {}", p.display()))?;
            let mime = match p.extension().and_then(|e| e.to_str()).map(str::to_ascii_lowercase).as_deref() {
                Some("jpg" | "jpeg") => "image/jpeg",
                Some("webp") => "image/webp",
                _ => "image/png",
            };
            let url = format!("data:{mime};base64,{}", base64::engine::general_purpose::STANDARD.encode(bytes));
            content.insert(0, serde_json::json!({"type": "image_url", "image_url": {"url": url}}));
        }
        let mut body = serde_json::json!({"messages": [{"role": "user", "content": content}], "max_tokens": max_tokens, "temperature": 0});
        if stream {
            body["stream"] = true.into();
            body["stream_options"] = serde_json::json!({"include_usage": true});
        }
        let auth = api_key.map(|k| format!("Bearer {k}"));
        let headers: Vec<(&str, &str)> = auth.iter().map(|a| ("Authorization", a.as_str())).collect();
        let r = engine::serve::client::load(
            sock,
            clients,
            requests,
            &body,
            &headers,
            std::time::Duration::from_secs(timeout),
        );
        if json {
            println!(
                "{}",
                serde_json::json!({
                    "clients": clients, "requests_per_client": requests, "completed": r.completed, "rejected": r.rejected,
                    "failures": r.failures, "completion_tokens": r.completion_tokens, "elapsed_s": r.elapsed.as_secs_f64(),
                    "tokens_per_s": r.tokens_per_s(),
                    "gap_p50_s": r.gap_quantile(0.5).map(|d| d.as_secs_f64()), "gap_p99_s": r.gap_quantile(0.99).map(|d| d.as_secs_f64()),
                    "gap_max_s": r.gap_quantile(1.0).map(|d| d.as_secs_f64()),
                })
            );
        } else {
            println!(
                "{clients} clients x {requests} requests: {} completed, {} rejected (429), {} failed; {} tokens in {:.2} s = {:.2} generated tokens/s",
                r.completed, r.rejected, r.failures.len(), r.completion_tokens, r.elapsed.as_secs_f64(), r.tokens_per_s()
            );
            if let (Some(p50), Some(p99), Some(max)) = (r.gap_quantile(0.5), r.gap_quantile(0.99), r.gap_quantile(1.0))
            {
                println!(
                    "gaps between tokens of a stream: p50 {:.3} s, p99 {:.3} s, longest {:.3} s ({} gaps)",
                    p50.as_secs_f64(),
                    p99.as_secs_f64(),
                    max.as_secs_f64(),
                    r.gaps.len()
                );
            }
            for f in &r.failures {
                println!("failure: {f}");
            }
        }
        anyhow::ensure!(r.failures.is_empty(), "{} request(s) failed", r.failures.len());
        Ok(())
    }
}
