use std::path::PathBuf;

use anyhow::Context;
use clap::{Parser, Subcommand};
use engine::precision::Precision;

/// Qwen2-VL on IREE.
#[derive(Parser)]
#[command(name = "engine", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Build every compiled artifact of a checkpoint ahead of time (vision
    /// buckets and the language model) into the artifact cache.
    Compile {
        #[arg(long)]
        model: PathBuf,
        #[arg(long, value_enum, default_value = "bf16")]
        precision: Precision,
        #[arg(long, default_value_t = 1)]
        slots: usize,
        #[arg(long, default_value_t = 4096)]
        context: usize,
        /// KV cells shared by all sequences (default: slots x context).
        #[arg(long)]
        kv_budget: Option<usize>,
        /// Largest prefill chunk (tokens).
        #[arg(long, default_value_t = engine::pipeline::DEFAULT_CHUNK)]
        chunk: usize,
        /// Also write each emitted module's StableHLO to DIR/NAME.mlir (for
        /// review or to run iree-compile by hand).
        #[arg(long)]
        mlir_dir: Option<PathBuf>,
        /// Write the MLIR only; compile nothing.
        #[arg(long, requires = "mlir_dir")]
        emit_only: bool,
    },
    /// Generate from a prompt (and images) with a Qwen2-VL or Qwen2 checkpoint.
    Run {
        #[arg(long)]
        model: PathBuf,
        /// Image file (PNG, JPEG, WebP), in placeholder order; repeat for several.
        #[arg(long)]
        image: Vec<PathBuf>,
        /// Video is not supported; the flag exists to say so.
        #[arg(long, hide = true)]
        video: Vec<PathBuf>,
        /// User message, rendered with the checkpoint's chat template (images first).
        #[arg(long, conflicts_with = "raw_prompt", required_unless_present = "raw_prompt")]
        prompt: Option<String>,
        /// Already templated prompt with one <|vision_start|><|image_pad|><|vision_end|> per image.
        #[arg(long)]
        raw_prompt: Option<String>,
        #[arg(long, default_value_t = 64)]
        max_new_tokens: usize,
        /// Sampling temperature; 0 (the default) is greedy.
        #[arg(long, default_value_t = 0.0)]
        temperature: f32,
        /// Nucleus mass in (0, 1].
        #[arg(long, default_value_t = 1.0)]
        top_p: f32,
        /// Keep the k most likely tokens (0: all).
        #[arg(long, default_value_t = 0)]
        top_k: usize,
        /// Seed of the sampling stream (default: a fresh one).
        #[arg(long)]
        seed: Option<u64>,
        #[arg(long, value_enum, default_value = "bf16")]
        precision: Precision,
        /// The longest sequence (prompt + new tokens).
        #[arg(long, default_value_t = 4096)]
        context: usize,
        /// Largest prefill chunk (tokens).
        #[arg(long, default_value_t = engine::pipeline::DEFAULT_CHUNK)]
        chunk: usize,
        /// Images over this many pixels are resized within it by Qwen2-VL's
        /// smart_resize (as HF's processor with max_pixels=N). Default: the
        /// largest image the compiled vision buckets hold (4096 patches:
        /// 802,816 pixels with 14-px patches), or the checkpoint's max_pixels
        /// if lower; it may not exceed either.
        #[arg(long)]
        max_pixels: Option<u64>,
        /// How special tokens typed in message text (`<|im_end|>`,
        /// `<|im_start|>`, ...) are tokenized: as plain text (default; a
        /// message cannot forge a turn), or as control tokens, as HF and vLLM
        /// do. Prompts without such text tokenize identically either way.
        #[arg(long, value_enum, default_value = "plain")]
        special_tokens_in_text: engine::plain_text::SpecialTokensInText,
        #[arg(long)]
        json: bool,
        /// Write every stage tensor to DIR/engine.safetensors (stage-dump format).
        #[arg(long)]
        dump_stages: Option<PathBuf>,
    },
    /// Serve the model over HTTP with the OpenAI chat-completions API
    /// (continuous batching over --slots decode slots).
    Serve {
        #[arg(long)]
        model: PathBuf,
        /// Address to bind (loopback unless told otherwise).
        #[arg(long, default_value = "127.0.0.1")]
        host: String,
        /// Port (0 picks a free one; the address is printed).
        #[arg(long, default_value_t = engine::server::defaults::PORT)]
        port: u16,
        /// Sequences decoded together.
        #[arg(long, default_value_t = engine::server::defaults::SLOTS)]
        slots: usize,
        /// Requests that may wait for a slot; beyond slots + queue: 429.
        #[arg(long, default_value_t = engine::server::defaults::MAX_QUEUE)]
        max_queue: usize,
        #[arg(long, value_enum, default_value = "bf16")]
        precision: Precision,
        /// The longest sequence (prompt + completion).
        #[arg(long, default_value_t = engine::server::defaults::CONTEXT)]
        context: usize,
        /// KV cells shared by all sequences (default: slots x context); a
        /// request waits until its prompt and max_tokens fit.
        #[arg(long)]
        kv_budget: Option<usize>,
        /// Largest prefill chunk (tokens); while other streams are decoding,
        /// a new prompt is prefilled in chunks of chunk/8, one per step.
        #[arg(long, default_value_t = engine::pipeline::DEFAULT_CHUNK)]
        chunk: usize,
        /// Require 'Authorization: Bearer KEY' on /v1 endpoints.
        #[arg(long, env = "ENGINE_API_KEY")]
        api_key: Option<String>,
        /// Allow image_url parts to name local files under DIR.
        #[arg(long)]
        allow_local_files: Option<PathBuf>,
        /// Images per request.
        #[arg(long, default_value_t = engine::server::defaults::MAX_IMAGES)]
        max_images: usize,
        /// Images over this many pixels are resized within it by Qwen2-VL's
        /// smart_resize (as HF's processor with max_pixels=N). Default: the
        /// largest image the compiled vision buckets hold (4096 patches:
        /// 802,816 pixels with 14-px patches), or the checkpoint's max_pixels
        /// if lower; it may not exceed either.
        #[arg(long)]
        max_pixels: Option<u64>,
        /// How special tokens typed in message text (`<|im_end|>`,
        /// `<|im_start|>`, ...) are tokenized: as plain text (default; a
        /// message cannot forge a turn), or as control tokens, as HF and vLLM
        /// do. Prompts without such text tokenize identically either way.
        #[arg(long, value_enum, default_value = "plain")]
        special_tokens_in_text: engine::plain_text::SpecialTokensInText,
        /// Request body limit in bytes (413 beyond).
        #[arg(long, default_value_t = engine::server::defaults::MAX_BODY_BYTES)]
        max_body_bytes: usize,
        /// Request-body bytes buffered at once across all connections
        /// (default: 4 x --max-body-bytes); a body that would go over is
        /// refused with 503 and Retry-After.
        #[arg(long)]
        max_buffered_body_bytes: Option<usize>,
        /// Open connections. At the cap, the connection idle the longest
        /// is closed for a new one; if none is idle, the new one gets 503.
        #[arg(long, default_value_t = engine::server::defaults::MAX_CONNECTIONS)]
        max_connections: usize,
        /// Seconds for a request's headers to arrive, counted from the
        /// connection's opening or the previous response's end (so also the
        /// idle keep-alive timeout).
        #[arg(long, default_value_t = engine::server::defaults::HEADER_TIMEOUT_S, value_parser = seconds)]
        header_timeout: f64,
        /// Seconds for a request's whole body to arrive (408 beyond).
        #[arg(long, default_value_t = engine::server::defaults::BODY_TIMEOUT_S, value_parser = seconds)]
        body_timeout: f64,
        /// On SIGINT / SIGTERM, seconds that requests in progress may take
        /// to finish before their connections are closed (a second signal
        /// closes them at once).
        #[arg(long, default_value_t = engine::server::defaults::SHUTDOWN_TIMEOUT_S, value_parser = seconds)]
        shutdown_timeout: f64,
        /// Let web pages from ORIGIN (http(s)://host[:port], or * for any)
        /// call the API from a browser (CORS). Repeatable. Default: none.
        #[arg(long = "cors-origin", value_name = "ORIGIN")]
        cors_origins: Vec<String>,
        /// Model name in /v1/models and responses (default: the folder's name).
        #[arg(long)]
        served_model_name: Option<String>,
    },
    /// Load-test a running server: concurrent clients send chat completions;
    /// prints completions, 429s, failures and generated tokens/s.
    Loadtest {
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
    },
    /// Measure the vision encoder and the language model on a checkpoint.
    Bench {
        #[arg(long)]
        model: PathBuf,
        /// What to measure: vision, lm or all.
        #[arg(long, default_value = "all")]
        stage: String,
        /// Prompt length of the prefill measurement.
        #[arg(long, default_value_t = 512)]
        prompt_tokens: usize,
        /// Decode batch sizes to measure (comma list).
        #[arg(long, default_value = "1,4")]
        slots: String,
        #[arg(long, default_value_t = 16)]
        decode_steps: usize,
        /// The longest sequence the language model is built for (default:
        /// the smallest power of two holding the prompt and the steps).
        #[arg(long)]
        context: Option<usize>,
        /// Largest prefill chunk (tokens).
        #[arg(long, default_value_t = engine::pipeline::DEFAULT_CHUNK)]
        chunk: usize,
        /// Memory read bandwidth for the decode roofline, GB/s (default:
        /// measured on this machine before the run, all cores reading 1 GiB).
        #[arg(long)]
        bandwidth_gbs: Option<f64>,
        #[arg(long, value_enum, default_value = "bf16")]
        precision: Precision,
        /// Encode this image (default: a synthetic SIZE x SIZE image).
        #[arg(long)]
        image: Option<PathBuf>,
        #[arg(long, default_value_t = 448)]
        image_size: u32,
        #[arg(long, default_value_t = 3)]
        iterations: usize,
        #[arg(long)]
        json: bool,
    },
}

fn print_lm_bench(r: &engine::bench::LmBench, p: Precision, bandwidth_gbs: f64, json: bool) {
    let rss_gb = r.peak_rss.map(|b| b as f64 / 1e9);
    let loaded_gb = r.loaded_rss.map(|b| b as f64 / 1e9);
    if json {
        let decode: Vec<_> = r
            .decode
            .iter()
            .map(|d| {
                serde_json::json!({
                    "slots": d.slots, "live_tokens": d.live, "steps": d.steps, "tokens_per_s": d.tokens_per_s(), "ms_per_step": d.ms_per_step(),
                    "gb_per_step": d.bytes_per_step / 1e9, "roofline_tokens_per_s": d.roofline_tokens_per_s(bandwidth_gbs),
                })
            })
            .collect();
        println!(
            "{}",
            serde_json::json!({
                "stage": "lm", "precision": p.name(), "context": r.context, "prompt_tokens": r.prompt_tokens,
                "prefill_s": r.prefill.as_secs_f64(), "prefill_tokens_per_s": r.prefill_tokens_per_s(), "load_s": r.load.as_secs_f64(),
                "decode": decode, "bandwidth_gbs": bandwidth_gbs, "loaded_rss_gb": loaded_gb, "peak_rss_gb": rss_gb,
            })
        );
        return;
    }
    println!(
        "lm ({}, context {}): prefill {} tokens in {:.3} s = {:.0} tokens/s (load + warm-up {:.1} s)",
        p.name(),
        r.context,
        r.prompt_tokens,
        r.prefill.as_secs_f64(),
        r.prefill_tokens_per_s(),
        r.load.as_secs_f64()
    );
    for d in &r.decode {
        println!(
            "  decode {} slot(s) at {} live tokens: {:.2} tokens/s, {:.1} ms/step ({} steps); {:.3} GB/step, roofline {:.2} tokens/s at {bandwidth_gbs:.1} GB/s",
            d.slots, d.live, d.tokens_per_s(), d.ms_per_step(), d.steps, d.bytes_per_step / 1e9, d.roofline_tokens_per_s(bandwidth_gbs)
        );
    }
    if let (Some(loaded), Some(peak)) = (loaded_gb, rss_gb) {
        println!("  RSS after load {loaded:.2} GB, peak RSS {peak:.2} GB");
    }
}

/// Log to stderr (`RUST_LOG` overrides): the server logs from `info`, the
/// other commands from `warn` (a rebuilt artifact, a stale archive) so their
/// output stays theirs.
fn init_logging(default: &str) {
    let filter = tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| default.into());
    tracing_subscriber::fmt()
        .with_env_filter(filter)
        .with_writer(std::io::stderr)
        .with_ansi(std::io::IsTerminal::is_terminal(&std::io::stderr()))
        .init();
}

/// A duration flag in seconds: finite, not negative, at most a day.
fn seconds(s: &str) -> Result<f64, String> {
    let v: f64 = s.trim().parse().map_err(|_| format!("'{s}' is not a number of seconds"))?;
    if !v.is_finite() || !(0.0..=86_400.0).contains(&v) {
        return Err(format!("'{s}': seconds must be between 0 and 86400"));
    }
    Ok(v)
}

fn main() -> anyhow::Result<()> {
    let cli = Cli::parse();
    init_logging(if matches!(cli.command, Command::Serve { .. }) { "info" } else { "warn" });
    match cli.command {
        Command::Serve {
            model,
            host,
            port,
            slots,
            max_queue,
            precision,
            context,
            kv_budget,
            chunk,
            api_key,
            allow_local_files,
            max_images,
            max_pixels,
            special_tokens_in_text,
            max_body_bytes,
            max_buffered_body_bytes,
            max_connections,
            header_timeout,
            body_timeout,
            shutdown_timeout,
            cors_origins,
            served_model_name,
        } => {
            let mut o = engine::server::ServeOptions::new(model.clone());
            (o.host, o.port, o.slots, o.max_queue, o.precision, o.context, o.kv_budget, o.chunk) =
                (host, port, slots, max_queue, precision, context, kv_budget, chunk);
            (o.api_key, o.allow_local_files, o.max_images, o.max_body_bytes, o.model_name, o.handle_signals) =
                (api_key, allow_local_files, max_images, max_body_bytes, served_model_name, true);
            (o.max_pixels, o.special_tokens) = (max_pixels, special_tokens_in_text);
            (o.max_buffered_body_bytes, o.max_connections, o.cors_origins) =
                (max_buffered_body_bytes, max_connections, cors_origins);
            let secs = std::time::Duration::from_secs_f64;
            (o.header_timeout, o.body_timeout, o.shutdown_timeout) =
                (secs(header_timeout), secs(body_timeout), secs(shutdown_timeout));
            eprintln!("loading {} ({}, {slots} slot(s), context {context})", model.display(), o.precision.name());
            let server = engine::server::start(o).with_context(|| format!("serving {}", model.display()))?;
            println!("listening on http://{}", server.addr());
            use std::io::Write;
            std::io::stdout().flush()?;
            server.wait()?;
        }
        Command::Loadtest { addr, clients, requests, max_tokens, prompt, image, api_key, timeout, stream, json } => {
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
            let r = engine::server::client::load(
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
                if let (Some(p50), Some(p99), Some(max)) =
                    (r.gap_quantile(0.5), r.gap_quantile(0.99), r.gap_quantile(1.0))
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
        }
        Command::Compile { model, precision, slots, context, kv_budget, chunk, mlir_dir, emit_only } => {
            let p = precision;
            let t = std::time::Instant::now();
            let options = engine::pipeline::EngineOptions {
                precision: p,
                slots,
                context,
                kv_budget,
                chunk,
                stages: false,
                max_pixels: None,
                special_tokens: Default::default(),
            };
            let n = engine::pipeline::compile_all(&model, &options, mlir_dir.as_deref(), !emit_only)?;
            let done = if emit_only { "emitted (not compiled)" } else { "ready" };
            println!(
                "{n} module(s) for {} ({}) {done} in {:.1} s",
                model.display(),
                p.name(),
                t.elapsed().as_secs_f64()
            );
        }
        Command::Run {
            model,
            image,
            video,
            prompt,
            raw_prompt,
            max_new_tokens,
            temperature,
            top_p,
            top_k,
            seed,
            precision: p,
            context,
            chunk,
            max_pixels,
            special_tokens_in_text: special_tokens,
            json,
            dump_stages,
        } => {
            anyhow::ensure!(video.is_empty(), "video input is not supported");
            anyhow::ensure!((0.0..=2.0).contains(&temperature), "--temperature must be in [0, 2]");
            anyhow::ensure!(top_p > 0.0 && top_p <= 1.0, "--top-p must be in (0, 1]");
            let sampling = engine::sampling::SamplingParams { temperature, top_p, top_k, seed };
            let mut images = Vec::new();
            for path in &image {
                let ext = path.extension().and_then(|e| e.to_str()).unwrap_or_default().to_ascii_lowercase();
                anyhow::ensure!(
                    !["mp4", "mov", "avi", "mkv", "webm", "gif"].contains(&ext.as_str()),
                    "{}: video input is not supported",
                    path.display()
                );
                images.push(std::fs::read(path).with_context(|| format!("reading {}", path.display()))?);
            }
            let prompt = match (prompt, raw_prompt) {
                (Some(t), None) => engine::pipeline::PromptInput::Chat(t),
                (None, Some(t)) => engine::pipeline::PromptInput::Raw(t),
                _ => anyhow::bail!("give exactly one of --prompt and --raw-prompt"),
            };
            let options = engine::pipeline::EngineOptions {
                precision: p,
                slots: 1,
                context,
                kv_budget: None,
                chunk,
                stages: dump_stages.is_some(),
                max_pixels,
                special_tokens,
            };
            let mut e = engine::pipeline::Engine::load(&model, options)
                .with_context(|| format!("loading {}", model.display()))?;
            let out = e.generate_sampled(&engine::pipeline::Request { images, prompt, max_new_tokens }, sampling)?;
            if let (Some(dir), Some(stages)) = (&dump_stages, &out.stages) {
                std::fs::create_dir_all(dir)?;
                stages.write(&dir.join("engine.safetensors"))?;
            }
            if json {
                let v = serde_json::json!({
                    "tokens": out.tokens, "text": out.text, "input_ids": out.input_ids,
                    "image_grids": out.image_grids, "rope_delta": out.rope_delta, "timings": out.timings,
                    "max_pixels": e.frontend().max_pixels(),
                });
                println!("{v}");
            } else {
                println!("{}", out.text);
            }
        }
        Command::Bench {
            model,
            stage,
            prompt_tokens,
            slots,
            decode_steps,
            context,
            chunk,
            bandwidth_gbs,
            precision,
            image,
            image_size,
            iterations,
            json,
        } => {
            anyhow::ensure!(["vision", "lm", "all"].contains(&stage.as_str()), "--stage is vision, lm or all");
            if stage != "vision" {
                let slots = slots
                    .split(',')
                    .map(|n| n.trim().parse::<usize>())
                    .collect::<Result<Vec<_>, _>>()
                    .context("--slots is a comma list of numbers")?;
                let p = precision;
                let cfg = engine::bench::LmBenchConfig {
                    precision: p,
                    context,
                    prompt_tokens,
                    slots,
                    steps: decode_steps,
                    chunk,
                };
                let bandwidth_gbs = match bandwidth_gbs {
                    Some(b) => b,
                    None => {
                        let b = engine::bench::measure_read_bandwidth_gbs();
                        if !json {
                            println!("memory read bandwidth (measured, all cores, 1 GiB): {b:.1} GB/s");
                        }
                        b
                    }
                };
                print_lm_bench(&engine::bench::bench_lm(&model, &cfg)?, p, bandwidth_gbs, json);
                if stage == "lm" {
                    return Ok(());
                }
            }
            let img = match &image {
                Some(p) => {
                    engine::processor::decode(&std::fs::read(p).with_context(|| format!("reading {}", p.display()))?)?
                }
                None => engine::bench::synthetic_image(image_size, image_size),
            };
            let r = engine::bench::bench_vision(&model, precision, &img, iterations)?;
            let median = r.median().as_secs_f64();
            if json {
                let v = serde_json::json!({
                    "stage": "vision_encode", "precision": precision.name(), "patch_rows": r.rows, "bucket": r.bucket,
                    "load_s": r.load.as_secs_f64(), "median_s": median,
                    "runs_s": r.times.iter().map(|t| t.as_secs_f64()).collect::<Vec<_>>(),
                    "gflop": r.gflop, "gflop_per_s": r.gflop / median,
                });
                println!("{v}");
            } else {
                println!(
                    "vision encode ({}, {} patch rows in bucket {}): median {:.3} s over {} runs, {:.1} GFLOP -> {:.0} GFLOP/s (load + first call {:.1} s)",
                    precision.name(), r.rows, r.bucket, median, r.times.len(), r.gflop, r.gflop / median, r.load.as_secs_f64()
                );
            }
        }
    }
    Ok(())
}
