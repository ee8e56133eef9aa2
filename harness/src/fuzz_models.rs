//! Differential fuzzing of the engine against the oracle on random small
//! checkpoints (`harness fuzz --models K`, and `tests/fuzz_models.rs` with a
//! few models in CI).
//!
//! Each case is a random Qwen2-VL or Qwen2 configuration written as a
//! checkpoint folder exactly as a user would have it (config.json,
//! preprocessor_config.json, tokenizer, safetensors in f32 or bf16, sharded
//! or not, tied or untied head), random PNG images (count, sizes, aspect
//! ratios, some resized by a random `max_pixels`) and a random chat prompt
//! with the images at random places. The engine (compiled by IREE for that
//! configuration) and the oracle run it, and `harness diff` compares every
//! stage and the greedy tokens under the tolerance policy
//! (`diff/tolerance/`). A case passes only when every stage that applies
//! was compared and passed: a stage one side did not produce fails the case,
//! so a fuzz run that silently compared nothing cannot pass.
//!
//! What varies (each dimension is read from the config by both sides):
//!
//! | part | drawn from |
//! |---|---|
//! | text | 1-3 layers; 1-2 KV heads x GQA ratio 1-3; head_dim 8/16/12/24/32; intermediate 1-4 x hidden; rope_theta 1e4 / 1e6; rms_norm_eps 1e-6 / 1e-5; vocabulary 151,936 or 152,064; tied or untied head |
//! | M-RoPE | any split of head_dim / 2 into three positive sections |
//! | vision | depth 1-4; 1-3 heads of 8/16/12/20/32; mlp_ratio 4/2/1; patch 14/16; temporal patch 2/1; spatial merge 2/1/3 |
//! | disk | f32 or bf16; one file or shards; `min_pixels` / `max_pixels` in the preprocessor config |
//! | request | 0-3 images of 4-420 px sides (scaled down by 3/4 steps when over the token budget); 0-3 text segments of 0-12 words (ASCII, digits, accents, CJK, newlines); optional system turn and earlier exchange; 1-12 new tokens; prefill chunk 64/16/5 |
//!
//! Shrinking: proptest shrinks a failing case towards fewer and smaller
//! layers, heads, images and words (each step recompiles the engine, so
//! `--shrink-iters` bounds it); the seed is printed with the minimal case,
//! whose checkpoint folder is kept for `harness diff`-style inspection.

use std::path::{Path, PathBuf};

use contracts::Stage;
use engine::numerics::KernelChoice;
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};
use serde_json::Value;

use crate::cases::Case;
use crate::diff::{self, tolerance::Precision, Source, Sources, Status};
use crate::fixture::spec::{Architecture, DiskDtype, FixtureSpec, InitSpec, TextSpec, VisionSpec};
use crate::fixture::write_folder;
use crate::images;

const TEXT_HEAD_DIMS: [usize; 5] = [8, 16, 12, 24, 32];
const VISION_HEAD_DIMS: [usize; 5] = [8, 16, 12, 20, 32];
const WORDS: [&str; 16] = [
    "the",
    " river",
    " 31",
    " stones",
    ",",
    " über",
    " 日本語",
    "\n",
    " Why",
    "?",
    " a",
    "  ",
    " café",
    " 7",
    ".",
    " colour",
];
const CHUNKS: [usize; 3] = [64, 16, 5];
/// Tokens the case may use at most (the harness engine's context is 1024).
const TOKEN_BUDGET: usize = 900;

/// One random checkpoint and request.
#[derive(Debug, Clone)]
pub struct ModelCase {
    pub spec: FixtureSpec,
    /// `min_pixels` / `max_pixels` written into preprocessor_config.json.
    pub min_pixels: u64,
    pub max_pixels: u64,
    /// (width, height) of each image, in placeholder order.
    pub images: Vec<(u32, u32)>,
    pub prompt: String,
    pub max_new_tokens: usize,
    /// The engine's largest prefill chunk.
    pub chunk: usize,
}

/// Text dimensions: (layers, kv heads, GQA ratio, head_dim index,
/// intermediate multiple, untied, big vocabulary, theta, eps, mrope cut points).
type TextDraw = (usize, usize, usize, usize, usize, bool, bool, bool, bool, (u32, u32));
/// Vision dimensions: (depth, heads, head_dim index, mlp index, patch index,
/// temporal index, merge index).
type VisionDraw = (usize, usize, usize, usize, usize, usize, usize);
/// Disk: (bf16, sharded, min_pixels index, max_pixels index).
type DiskDraw = (bool, bool, usize, usize);
/// Request: (images, segments of word indices, system turn, earlier
/// exchange, new tokens, chunk index, image seed).
type RequestDraw = (Vec<(u32, u32)>, Vec<Vec<usize>>, bool, bool, usize, usize, u64);

fn text_draw() -> impl Strategy<Value = TextDraw> {
    (
        1usize..=3,
        1usize..=2,
        1usize..=3,
        0..TEXT_HEAD_DIMS.len(),
        1usize..=4,
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        any::<bool>(),
        (any::<u32>(), any::<u32>()),
    )
}

fn vision_draw() -> impl Strategy<Value = VisionDraw> {
    (1usize..=4, 1usize..=3, 0..VISION_HEAD_DIMS.len(), 0usize..3, 0usize..2, 0usize..2, 0usize..3)
}

fn request_draw() -> impl Strategy<Value = RequestDraw> {
    (
        prop_oneof![1 => Just(Vec::new()), 4 => prop::collection::vec((4u32..=420, 4u32..=420), 1..=3)],
        prop::collection::vec(prop::collection::vec(0..WORDS.len(), 0..=12), 1..=4),
        any::<bool>(),
        any::<bool>(),
        1usize..=12,
        0..CHUNKS.len(),
        any::<u64>(),
    )
}

/// The strategy of random cases.
pub fn model_case() -> impl Strategy<Value = ModelCase> {
    (
        prop_oneof![4 => Just(Architecture::Qwen2Vl), 1 => Just(Architecture::Qwen2)],
        text_draw(),
        vision_draw(),
        (any::<bool>(), any::<bool>(), 0usize..2, 0usize..3),
        request_draw(),
    )
        .prop_map(|(arch, text, vision, disk, request)| build(arch, text, vision, disk, request))
}

/// Split `half` into three positive M-RoPE sections at two cut points.
fn mrope_sections(half: usize, (a, b): (u32, u32)) -> [usize; 3] {
    let t = 1 + a as usize % (half - 2);
    let h = 1 + b as usize % (half - t - 1);
    [t, h, half - t - h]
}

fn build(arch: Architecture, text: TextDraw, vision: VisionDraw, disk: DiskDraw, request: RequestDraw) -> ModelCase {
    let (layers, kv, ratio, hd, inter, untied, big_vocab, theta, eps, cuts) = text;
    let head_dim = TEXT_HEAD_DIMS[hd];
    let heads = kv * ratio;
    let hidden = heads * head_dim;
    let vl = arch == Architecture::Qwen2Vl;
    let text_spec = TextSpec {
        hidden_size: hidden,
        intermediate_size: hidden * inter,
        num_hidden_layers: layers,
        num_attention_heads: heads,
        num_key_value_heads: kv,
        vocab_size: if big_vocab { 152_064 } else { 151_936 },
        rope_theta: if theta { 10_000.0 } else { 1_000_000.0 },
        rms_norm_eps: if eps { 1e-5 } else { 1e-6 },
        max_position_embeddings: 32_768,
        tie_word_embeddings: !untied,
        mrope_section: vl.then(|| mrope_sections(head_dim / 2, cuts)),
    };
    let (depth, vheads, vhd, mlp, patch, temporal, merge) = vision;
    let vision_spec = vl.then(|| VisionSpec {
        depth,
        embed_dim: vheads * VISION_HEAD_DIMS[vhd],
        num_heads: vheads,
        mlp_ratio: [4, 2, 1][mlp],
        patch_size: [14, 16][patch],
        temporal_patch_size: [2, 1][temporal],
        spatial_merge_size: [2, 1, 3][merge],
        in_chans: 3,
    });
    let (bf16, sharded, min_i, max_i) = disk;
    let (sizes, segments, system, earlier, max_new_tokens, chunk, seed) = request;
    let spec = FixtureSpec {
        description: "harness fuzz --models: a random configuration".into(),
        architecture: arch,
        seed,
        dtype: if bf16 { DiskDtype::Bf16 } else { DiskDtype::F32 },
        round_to_bf16: true,
        max_shard_bytes: sharded.then_some(64 * 1024),
        on_demand: false,
        init: InitSpec { bias_std: 0.1, norm_std: 0.1, embed_std: 0.25, residual_out_gain: 6.0 },
        text: text_spec,
        vision: vision_spec,
    };
    let unit = spec.vision.as_ref().map(|v| (v.patch_size * v.spatial_merge_size) as u64).unwrap_or(28);
    let min_pixels = [3136, unit * unit][min_i];
    let max_pixels = [12_845_056, 100_000, 20 * unit * unit][max_i];
    let mut case = ModelCase {
        spec,
        min_pixels,
        max_pixels,
        images: Vec::new(),
        prompt: String::new(),
        max_new_tokens,
        chunk: CHUNKS[chunk],
    };
    if vl {
        // An image that would take the case over its token budget is scaled
        // down (both sides by 3/4 at a time) until it fits.
        let mut tokens = 0;
        for (mut w, mut h) in sizes {
            loop {
                match image_tokens(&case, w, h) {
                    Some(n) if tokens + n <= TOKEN_BUDGET / 2 => {
                        tokens += n;
                        case.images.push((w, h));
                        break;
                    }
                    _ if w.max(h) > 8 => (w, h) = ((w * 3 / 4).max(4), (h * 3 / 4).max(4)),
                    _ => break,
                }
            }
        }
    }
    case.prompt = prompt(&segments, case.images.len(), system, earlier);
    case
}

/// Merged tokens of one image under the case's processor settings (`None`
/// when the processor refuses the size, e.g. an aspect ratio over 200).
fn image_tokens(case: &ModelCase, w: u32, h: u32) -> Option<usize> {
    let v = case.spec.vision.as_ref()?;
    let unit = u32::try_from(v.patch_size * v.spatial_merge_size).ok()?;
    let s = engine::host::processor::sizing::target_size(
        engine::host::processor::sizing::Size { width: w, height: h },
        unit,
        case.min_pixels,
        case.max_pixels,
    )
    .ok()?;
    let patches = (s.width as usize / v.patch_size) * (s.height as usize / v.patch_size);
    Some(patches / (v.spatial_merge_size * v.spatial_merge_size))
}

fn words(indices: &[usize]) -> String {
    indices.iter().map(|&i| WORDS[i]).collect()
}

/// A prompt in the Qwen2 chat format with the images after the first
/// `images` text segments of the user turn.
fn prompt(segments: &[Vec<usize>], images: usize, system: bool, earlier: bool) -> String {
    let mut p = String::new();
    let sys = if system { words(&segments[0]) } else { "You are a helpful assistant.".into() };
    p.push_str(&format!("<|im_start|>system\n{sys}<|im_end|>\n"));
    if earlier {
        p.push_str(&format!(
            "<|im_start|>user\n{}<|im_end|>\n<|im_start|>assistant\n{}<|im_end|>\n",
            words(segments.last().expect("one segment")),
            "Yes."
        ));
    }
    p.push_str("<|im_start|>user\n");
    for (i, seg) in segments.iter().enumerate() {
        p.push_str(&words(seg));
        if i < images {
            p.push_str("<|vision_start|><|image_pad|><|vision_end|>");
        }
    }
    for _ in segments.len()..images {
        p.push_str("<|vision_start|><|image_pad|><|vision_end|>");
    }
    p.push_str("<|im_end|>\n<|im_start|>assistant\n");
    p
}

impl ModelCase {
    /// Write the checkpoint folder and the images under `dir`; returns the
    /// checkpoint folder and the image paths.
    pub fn write(&self, dir: &Path) -> anyhow::Result<(PathBuf, Vec<PathBuf>)> {
        let model = dir.join("model");
        write_folder(&self.spec, &model)?;
        if self.spec.vision.is_some() {
            let path = model.join("preprocessor_config.json");
            let mut pre: Value = serde_json::from_str(&std::fs::read_to_string(&path)?)?;
            pre["min_pixels"] = self.min_pixels.into();
            pre["max_pixels"] = self.max_pixels.into();
            std::fs::write(&path, serde_json::to_string_pretty(&pre)?)?;
        }
        let mut paths = Vec::new();
        for (i, &(w, h)) in self.images.iter().enumerate() {
            let name = format!("fuzz-{}-{i}", self.spec.seed);
            let path = dir.join(format!("{name}.png"));
            images::write_png(&path, w, h, &images::pixels(&name, w, h))?;
            paths.push(path);
        }
        std::fs::write(dir.join("case.txt"), self.describe())?;
        Ok((model, paths))
    }

    /// The case in a form to read (and to rebuild by hand).
    pub fn describe(&self) -> String {
        let spec = serde_json::to_string_pretty(&self.spec).unwrap_or_default();
        format!(
            "spec.json: {spec}\npreprocessor min_pixels {} max_pixels {}\nimages (w x h): {:?}\nprompt: {:?}\nmax_new_tokens {}, prefill chunk {}",
            self.min_pixels, self.max_pixels, self.images, self.prompt, self.max_new_tokens, self.chunk
        )
    }
}

/// Run one case: engine vs oracle on every stage; `Ok`: how near each
/// tensor came to its bound. `Err` describes the first divergence (or the
/// error either side gave). `faults` are planted
/// in the oracle (tests prove a divergence is caught); `keep` keeps the
/// checkpoint folder and images there; `kernels`: which of the engine's
/// own kernels its modules may use.
pub fn check(
    case: &ModelCase,
    precision: Precision,
    kernels: KernelChoice,
    keep: Option<&Path>,
    faults: &oracle::Faults,
) -> Result<diff::spread::Spread, String> {
    let tmp = tempfile::tempdir().map_err(|e| e.to_string())?;
    // Absolute: the case's image paths are read relative to the fixture
    // images' folder otherwise (a relative `--keep` was, 2026-12-07).
    let dir = std::path::absolute(keep.unwrap_or(tmp.path())).map_err(|e| e.to_string())?;
    let (model, image_paths) = case.write(&dir).map_err(|e| format!("writing the case: {e:#}"))?;
    let c = Case {
        name: format!("fuzz-{}", case.spec.seed),
        description: "random".into(),
        model: "fuzz".into(),
        messages: Value::Null,
        images: image_paths.iter().map(|p| p.display().to_string()).collect(),
        prompt: case.prompt.clone(),
        max_new_tokens: case.max_new_tokens,
        max_pixels: None,
        reference_divergences: Default::default(),
    };
    let mut sources = Sources::default();
    sources.faults = faults.clone();
    sources.model_override.insert("fuzz".into(), model.clone());
    sources.engine_chunk = Some(case.chunk);
    sources.engine_kernels = kernels;
    let pairs = diff::pairs_among(&[Source::Engine, Source::Oracle]);
    let report = diff::run(std::slice::from_ref(&c), &pairs, &Stage::ALL, precision, &mut sources)
        .map_err(|e| format!("{e:#}"))?;
    let pair = &report.cases[0].pairs[0];
    let mut problems = Vec::new();
    for s in &pair.stages {
        let fine = match s.status {
            Status::Pass => true,
            Status::NotApplicable => case.images.is_empty() && s.stage.needs_image(),
            _ => false,
        };
        if !fine {
            problems.push(format!("{}: {:?} ({})", s.stage, s.status, s.reason.clone().unwrap_or_default()));
        }
    }
    if let Some(d) = &pair.first_divergence {
        problems.insert(0, format!("first divergence: {} `{}` {}", d.stage, d.tensor, d.detail));
    }
    if problems.is_empty() {
        return Ok(report.spread);
    }
    // How far every stage was from its bound, not only the first.
    let worst: Vec<String> =
        report.spread.stages().iter().map(|w| format!("{} {:.2e} ({:.2e})", w.tensor, w.error, w.bound)).collect();
    problems.push(format!("worst relative error per stage (bound): {}", worst.join(", ")));
    Err(problems.join("\n"))
}

/// The first `n` cases a run from `seed` draws, in order (what
/// [`run`] checks), for inspection and tests.
pub fn draw(seed: u64, n: usize) -> Vec<ModelCase> {
    use proptest::strategy::ValueTree;
    let mut runner = runner(seed, 0, 0);
    let strategy = model_case();
    (0..n).map(|_| strategy.new_tree(&mut runner).expect("the strategy never rejects").current()).collect()
}

fn runner(seed: u64, cases: u32, shrink_iters: u32) -> TestRunner {
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let config = Config {
        cases,
        failure_persistence: None,
        max_shrink_iters: shrink_iters,
        max_global_rejects: 0,
        ..Config::default()
    };
    TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &bytes))
}

/// Lines of an error cut to a readable length (IREE's target attributes
/// run to thousands of characters).
fn shorten(text: &str) -> String {
    text.lines()
        .map(|l| {
            if l.chars().count() > 400 {
                format!("{}...", l.chars().take(400).collect::<String>())
            } else {
                l.to_string()
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// Options of a `harness fuzz --models` run.
#[derive(Debug, Clone)]
pub struct ModelFuzz {
    pub models: u32,
    pub seed: u64,
    pub precision: Precision,
    /// Which of the engine's own kernels its modules may use.
    pub kernels: KernelChoice,
    /// Shrinking steps at most after a failure (each recompiles the engine).
    pub shrink_iters: u32,
    /// Where the minimal failing case is written.
    pub keep: PathBuf,
}

/// Run `models` random cases from `seed`; on a failure, shrink it and
/// return the minimal case, where it was written and the seed.
pub fn run(opts: &ModelFuzz) -> Result<(), String> {
    let mut runner = runner(opts.seed, opts.models, opts.shrink_iters);
    let n = std::cell::Cell::new(0u32);
    let spread = std::cell::RefCell::new(diff::spread::Spread::default());
    let result = runner.run(&model_case(), |case| {
        n.set(n.get() + 1);
        let started = std::time::Instant::now();
        let outcome = check(&case, opts.precision, opts.kernels, None, &oracle::Faults::default());
        eprintln!(
            "fuzz models: run {} ({}, {} layers, {} images, {} new tokens): {} in {:.1} s",
            n.get(),
            if case.spec.vision.is_some() { "qwen2_vl" } else { "qwen2" },
            case.spec.text.num_hidden_layers,
            case.images.len(),
            case.max_new_tokens,
            if outcome.is_ok() { "ok" } else { "FAIL" },
            started.elapsed().as_secs_f64()
        );
        outcome.map(|s| spread.borrow_mut().merge(&s)).map_err(TestCaseError::fail)
    });
    match result {
        Ok(()) => {
            // What the campaign measured: each tensor's worst error beside
            // its bound (the numbers bounds are set from, docs/verification.md).
            eprintln!(
                "fuzz models: {} models clean (seed {}, {}); worst error per tensor:\n{}",
                opts.models,
                opts.seed,
                opts.precision.name(),
                spread.borrow().table()
            );
            Ok(())
        }
        Err(proptest::test_runner::TestError::Fail(why, minimal)) => {
            let keep = opts.keep.join(format!("seed-{}", opts.seed));
            let _ = std::fs::remove_dir_all(&keep);
            let kept = std::fs::create_dir_all(&keep).map_err(|e| e.to_string()).and_then(|()| {
                check(&minimal, opts.precision, opts.kernels, Some(&keep), &oracle::Faults::default())
                    .err()
                    .ok_or_else(|| "the minimal case passed when re-run".to_string())
            });
            Err(format!(
                "fuzz models failed (seed {}; rerun with `harness fuzz --models {} --seed {}`):\n{}\nminimal case:\n{}\nits checkpoint and images: {} ({})",
                opts.seed,
                opts.models,
                opts.seed,
                shorten(&why.to_string()),
                minimal.describe(),
                keep.display(),
                shorten(&kept.unwrap_or_else(|e| e))
            ))
        }
        Err(e) => Err(format!("fuzz models (seed {}): {e}", opts.seed)),
    }
}
