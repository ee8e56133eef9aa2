//! Decoding invariants of the oracle: "prefill N then decode k" equals
//! "prefill N+k"; the chat template reproduces the cases' prompts; the CLI
//! refuses bad input with a clear message.

use candle_core::Tensor;
use contracts::StageDump;
use harness::goldens::regen::ensure_fixture;
use harness::{cases, paths};
use oracle::text::Pass;
use oracle::{Oracle, PromptInput, Request};

fn case(name: &str) -> cases::Case {
    cases::load(&paths::cases_json()).unwrap().into_iter().find(|c| c.name == name).unwrap()
}

fn request(c: &cases::Case) -> Request {
    let images = c.images.iter().map(|f| paths::fixtures().join("images").join(f)).collect();
    Request { images, prompt: PromptInput::Raw(c.prompt.clone()), max_new_tokens: c.max_new_tokens }
}

/// Decoder logits of the last k prompt tokens: once from a single prefill,
/// once from a prefill of the first S-k tokens and k single-token decode
/// steps at position cache_len + rope_delta.
fn prefill_vs_decode(case_name: &str, k: usize) -> f32 {
    let c = case(case_name);
    let o = Oracle::load(&ensure_fixture(&c.model).unwrap()).unwrap();
    let p = o.prepare(&request(&c), &mut StageDump::new()).unwrap();
    let s = p.input_ids.len();
    let mut cache = o.text.empty_cache().unwrap();
    let full: Vec<Vec<f32>> =
        o.text.forward(&p.embeds, &p.positions, &mut cache, Pass::Prefill).unwrap().to_vec2().unwrap();

    let n = s - k;
    let head: [Vec<i64>; 3] = std::array::from_fn(|a| p.positions[a][..n].to_vec());
    let mut cache = o.text.empty_cache().unwrap();
    o.text.forward(&p.embeds.narrow(0, 0, n).unwrap(), &head, &mut cache, Pass::Prefill).unwrap();
    let mut worst = 0f32;
    for (i, logits) in full.iter().enumerate().take(s).skip(n) {
        let pos = Oracle::decode_positions(cache.len(), p.rope_delta).unwrap();
        // The tail of the prompt is text, so its true positions are exactly these.
        assert_eq!(pos[0][0], p.positions[0][i], "decode position of token {i}");
        let row: Tensor = p.embeds.narrow(0, i, 1).unwrap();
        let step: Vec<f32> =
            o.text.forward(&row, &pos, &mut cache, Pass::Decode).unwrap().to_vec2::<f32>().unwrap().pop().unwrap();
        for (a, b) in step.iter().zip(logits) {
            worst = worst.max((a - b).abs());
        }
    }
    worst
}

#[test]
fn prefill_n_then_decode_k_equals_prefill_n_plus_k_with_mrope() {
    // Two images: rope_delta is negative, decode positions must use it.
    let worst = prefill_vs_decode("two-images", 5);
    assert!(worst < 1e-4, "logits differ by {worst}");
}

#[test]
fn prefill_n_then_decode_k_equals_prefill_n_plus_k_text_only() {
    let worst = prefill_vs_decode("text-only-qwen2", 8);
    assert!(worst < 1e-4, "logits differ by {worst}");
}

#[test]
fn the_chat_template_reproduces_the_recorded_prompt() {
    let c = case("image-grid-112x84");
    let dir = ensure_fixture(&c.model).unwrap();
    let o = Oracle::load(&dir).unwrap();
    let mut req = request(&c);
    req.max_new_tokens = 2;
    let raw = o.run(&req).unwrap();
    req.prompt = PromptInput::Chat("Describe this image.".into());
    let chat = o.run(&req).unwrap();
    assert_eq!(chat.input_ids, raw.input_ids);
    assert_eq!(chat.tokens, raw.tokens);
}

fn cli(args: &[&str]) -> String {
    let mut all = vec!["oracle", "run"];
    all.extend_from_slice(args);
    match oracle::cli::run(all) {
        Ok(out) => panic!("expected an error, got output {out}"),
        Err(e) => format!("{e:#}"),
    }
}

#[test]
fn the_cli_rejects_bad_input_with_clear_messages() {
    let model = ensure_fixture("tiny-qwen2-vl").unwrap();
    let m = model.to_str().unwrap();
    let img = paths::fixtures().join("images/grid-112x84.png");
    let img = img.to_str().unwrap();
    let e = cli(&["--model", m, "--video", "clip.mp4", "--prompt", "hi"]);
    assert!(e.contains("video input is not supported"), "{e}");
    let e = cli(&["--model", m, "--image", "clip.mp4", "--prompt", "hi"]);
    assert!(e.contains("video input is not supported"), "{e}");
    let e = cli(&[
        "--model",
        m,
        "--image",
        img,
        "--image",
        img,
        "--raw-prompt",
        "<|vision_start|><|image_pad|><|vision_end|>x",
    ]);
    assert!(e.contains("1 image placeholder(s)") && e.contains("2 image(s)"), "{e}");
    let e = cli(&["--model", m, "--raw-prompt", "a <|image_pad|> b"]);
    assert!(e.contains("not inside <|vision_start|>"), "{e}");

    // A PNG whose header claims 20000 x 10000 pixels is refused before decoding.
    let dir = tempfile::tempdir().unwrap();
    let big = dir.path().join("big.png");
    let mut bytes = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut bytes, 20_000, 10_000);
        enc.set_color(png::ColorType::Rgb);
        let mut w = enc.write_header().unwrap();
        // An empty IDAT: readers learn the size without any pixel data.
        w.write_chunk(png::chunk::IDAT, &[]).unwrap();
        std::mem::forget(w);
    }
    std::fs::write(&big, &bytes).unwrap();
    let e = cli(&["--model", m, "--image", big.to_str().unwrap(), "--prompt", "hi"]);
    assert!(e.contains("20000x10000") && e.contains("over the input limit"), "{e}");

    let e = cli(&["--model", "/nonexistent/model", "--prompt", "hi"]);
    assert!(e.contains("/nonexistent/model"), "{e}");
}
