//! Host-side costs that surround every device call (criterion): image
//! decoding and preprocessing, prompt rendering and placeholder expansion,
//! token choice over a full vocabulary, and the scheduler's bookkeeping per
//! step (chunk plans, KV region churn). The device work itself is measured
//! by `engine bench`.
//!
//! `cargo bench -p harness --bench host` (uses the tiny fixture's tokenizer
//! and configs: the host work does not depend on the model's size except
//! through the vocabulary, which is Qwen2's real 151,936 here).

use criterion::{black_box, criterion_group, criterion_main, BatchSize, Criterion};
use engine::generate::sampling::{Sampler, SamplingParams};
use engine::host::frontend::Frontend;
use engine::host::processor;
use engine::host::{PromptInput, Request};
use engine::precision::Precision;
use engine::text::graph::LmShape;
use engine::text::lm::chunk_plan;
use engine::text::pool::RegionAllocator;
use harness::goldens::regen::ensure_fixture;
use harness::paths;

const VOCAB: usize = 151_936;

fn image(name: &str) -> Vec<u8> {
    std::fs::read(paths::fixtures().join("images").join(name)).expect("fixture image")
}

/// A 1000x700 RGB photo-sized PNG (smooth gradients plus texture).
fn photo_png() -> Vec<u8> {
    let (w, h) = (1000u32, 700u32);
    let mut pixels = Vec::with_capacity((w * h * 3) as usize);
    for y in 0..h {
        for x in 0..w {
            pixels.extend([(x * 255 / w) as u8, (y * 255 / h) as u8, ((x * 7 + y * 13) % 256) as u8]);
        }
    }
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, w, h);
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    enc.write_header().unwrap().write_image_data(&pixels).unwrap();
    out
}

fn logits(seed: u64) -> Vec<f32> {
    let mut s = seed;
    (0..VOCAB)
        .map(|_| {
            s = s.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            ((s >> 40) as f32 / (1u64 << 24) as f32) * 20.0 - 10.0
        })
        .collect()
}

fn preprocessing(c: &mut Criterion) {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let front = Frontend::load(&dir, 4096, None, None, Default::default()).unwrap();
    let pre = contracts::config::PreprocessorConfig::load(&dir).unwrap();
    let vcfg = front.config().vision.clone().unwrap();
    let buckets = *front.buckets();
    let mut g = c.benchmark_group("image");
    for (name, bytes) in [("png 448x448", image("big-448x448.png")), ("png 1000x700", photo_png())] {
        g.bench_function(format!("decode {name}"), |b| b.iter(|| processor::decode(black_box(&bytes)).unwrap()));
        let rgb = processor::decode(&bytes).unwrap();
        g.bench_function(format!("resize+normalize+patchify {name}"), |b| {
            b.iter(|| processor::prepare(black_box(&rgb), &pre).unwrap())
        });
        let prepared = processor::prepare(&rgb, &pre).unwrap();
        g.bench_function(format!("rope tables and segments {name}"), |b| {
            b.iter(|| processor::batch(std::slice::from_ref(black_box(&prepared)), &vcfg, &buckets).unwrap())
        });
    }
    g.finish();

    let mut g = c.benchmark_group("prompt");
    let long = ["lighthouse keeper story"; 600].join(" ");
    let cases = [
        (
            "chat text ~30 tokens",
            Request {
                images: vec![],
                prompt: PromptInput::Chat("Write a short story about a lighthouse keeper.".into()),
                max_new_tokens: 32,
            },
        ),
        ("chat text ~1,800 tokens", Request { images: vec![], prompt: PromptInput::Chat(long), max_new_tokens: 32 }),
        (
            "chat + 448x448 image (expand, M-RoPE)",
            Request {
                images: vec![image("big-448x448.png")],
                prompt: PromptInput::Chat("Describe the picture.".into()),
                max_new_tokens: 32,
            },
        ),
    ];
    for (name, req) in &cases {
        g.bench_function(*name, |b| b.iter(|| front.prepare(black_box(req)).unwrap()));
    }
    g.finish();
}

fn sampling(c: &mut Criterion) {
    let row = logits(7);
    let mut g = c.benchmark_group("token choice over 151,936 logits");
    g.bench_function("greedy", |b| {
        let mut s = Sampler::new(SamplingParams::GREEDY);
        b.iter(|| s.next(black_box(&row)))
    });
    for (name, p) in [
        ("temperature 0.7", SamplingParams { temperature: 0.7, top_p: 1.0, top_k: 0, seed: Some(1) }),
        ("temperature 0.7, top-p 0.9", SamplingParams { temperature: 0.7, top_p: 0.9, top_k: 0, seed: Some(1) }),
        ("temperature 0.7, top-k 50", SamplingParams { temperature: 0.7, top_p: 1.0, top_k: 50, seed: Some(1) }),
    ] {
        g.bench_function(name, |b| {
            let mut s = Sampler::new(p);
            b.iter(|| s.next(black_box(&row)))
        });
    }
    g.finish();
}

fn scheduler(c: &mut Criterion) {
    let shape = LmShape::new(4096, 8 * 4096, 8, 512, Precision::Bf16).unwrap();
    let mut g = c.benchmark_group("scheduler bookkeeping");
    g.bench_function("chunk plan, 2,100-token prompt", |b| {
        b.iter(|| chunk_plan(&shape, black_box(2100), shape.max_chunk()))
    });
    // Eight sequences of mixed lengths admitted and finished in turn.
    g.bench_function("KV regions: 8 admissions and releases", |b| {
        b.iter_batched(
            || RegionAllocator::new(8 * 4096),
            |mut pool| {
                let regions: Vec<_> =
                    [300, 4000, 64, 2100, 513, 1024, 90, 777].iter().map(|&n| pool.alloc(n).unwrap()).collect();
                for r in regions.into_iter().rev() {
                    pool.release(r);
                }
                pool
            },
            BatchSize::SmallInput,
        )
    });
    g.finish();
}

criterion_group!(benches, preprocessing, sampling, scheduler);
criterion_main!(benches);
