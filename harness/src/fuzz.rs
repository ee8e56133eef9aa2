//! Property-based fuzzing of the engine's parsers and host-side invariants
//! (`harness fuzz`, and `tests/fuzz.rs` with fewer cases in CI).
//!
//! Each target draws random inputs with proptest and checks properties
//! that must hold for every input, not only that nothing panics; a failure
//! is shrunk to a minimal input and printed with the seed that reproduces
//! it (`harness fuzz --target T --seed S`).
//!
//! | target | input | properties |
//! |---|---|---|
//! | `sizing` | any size, unit, min/max pixels | error iff a zero side or aspect > 200; sides multiples of the unit; within max_pixels when shrunk, at least min_pixels when grown |
//! | `processor` | random small RGB images and preprocessor configs | grid = target size / patch; rows x row length values, all finite and within the normalised range; patch_rows agrees |
//! | `placeholders` | token strings with stray, unframed and extra image / video tokens | Ok exactly when every image token is framed, there is no video token and the counts match; then each placeholder becomes its image's tokens, text kept in order |
//! | `mrope` | prompts of text and images with random grids | one position per token on every axis; text equal on all axes and one past the previous maximum; image tokens on their grid; rope_delta = max + 1 - length |
//! | `request` | random JSON and near-valid chat requests with random field types | no panic; every refusal a 4xx with a message; a valid request parses |
//! | `config` | mutated config.json / preprocessor_config.json | no panic; an accepted config has non-zero dimensions |
//! | `safetensors` | truncated and mutated weight files | no panic; an error names the file |
//! | `jpeg` | the JPEG probes of `fixtures/jpeg/` (all but the truncated one), truncated and byte-mutated | no panic; a decoded image has the header's size (sides swapped by an EXIF rotation), 3 bytes a pixel; a cut before the end-of-image marker is refused |

use std::path::Path;

use contracts::config::{ModelConfig, PreprocessorConfig, TokenIds};
use engine::host::processor::{self, sizing, RgbImage};
use engine::host::prompt;
use engine::serve::api::{self, SamplingDefaults};
use proptest::prelude::*;
use proptest::test_runner::{Config, RngAlgorithm, TestCaseError, TestRng, TestRunner};
use serde_json::{json, Value};

pub const TARGETS: &[&str] =
    &["sizing", "processor", "placeholders", "mrope", "request", "config", "safetensors", "jpeg"];

/// Run `target` for `cases` cases from `seed`; a failure is shrunk and
/// described (with the seed).
pub fn run(target: &str, cases: u32, seed: u64) -> Result<(), String> {
    let mut bytes = [0u8; 32];
    bytes[..8].copy_from_slice(&seed.to_le_bytes());
    let config = Config { cases, failure_persistence: None, max_shrink_iters: 10_000, ..Config::default() };
    let mut runner = TestRunner::new_with_rng(config, TestRng::from_seed(RngAlgorithm::ChaCha, &bytes));
    let fail = |e: String| Err(format!("fuzz target '{target}' failed (seed {seed}): {e}"));
    let result = match target {
        "sizing" => runner.run(&sizing_input(), check_sizing).map_err(|e| e.to_string()),
        "processor" => runner.run(&processor_input(), check_processor).map_err(|e| e.to_string()),
        "placeholders" => runner.run(&placeholder_input(), check_placeholders).map_err(|e| e.to_string()),
        "mrope" => runner.run(&mrope_input(), check_mrope).map_err(|e| e.to_string()),
        "request" => runner.run(&request_input(), check_request).map_err(|e| e.to_string()),
        "config" => runner.run(&config_input(), check_config).map_err(|e| e.to_string()),
        "safetensors" => {
            let dir = tempfile::tempdir().map_err(|e| e.to_string())?;
            runner.run(&safetensors_input(), |i| check_safetensors(dir.path(), i)).map_err(|e| e.to_string())
        }
        "jpeg" => runner.run(&jpeg_input(), check_jpeg).map_err(|e| e.to_string()),
        other => return Err(format!("no fuzz target '{other}' (targets: {})", TARGETS.join(", "))),
    };
    result.or_else(fail)
}

fn ensure(cond: bool, what: impl FnOnce() -> String) -> Result<(), TestCaseError> {
    if cond {
        Ok(())
    } else {
        Err(TestCaseError::fail(what()))
    }
}

// ---- sizing ---------------------------------------------------------------

type SizingInput = (u32, u32, u32, u64, u64);

fn side() -> impl Strategy<Value = u32> {
    prop_oneof![0u32..64, 1u32..4096, 1u32..200_000]
}

fn sizing_input() -> impl Strategy<Value = SizingInput> {
    (side(), side(), prop_oneof![Just(28u32), Just(32), Just(14), 1u32..64], 0u64..5_000_000, 0u64..20_000_000)
        .prop_map(|(w, h, unit, a, b)| (w, h, unit, a.min(b), a.max(b)))
}

fn check_sizing((w, h, unit, min, max): SizingInput) -> Result<(), TestCaseError> {
    let r = sizing::target_size(sizing::Size { width: w, height: h }, unit, min, max);
    let ratio = f64::from(w.max(h)) / f64::from(w.min(h).max(1));
    let Ok(s) = r else {
        return ensure(w == 0 || h == 0 || ratio > 200.0, || format!("{w}x{h} refused: {r:?}"));
    };
    ensure(w > 0 && h > 0 && ratio <= 200.0, || format!("{w}x{h} (ratio {ratio}) accepted"))?;
    ensure(s.width % unit == 0 && s.height % unit == 0 && s.width >= unit && s.height >= unit, || {
        format!("{w}x{h} -> {s:?} not multiples of {unit}")
    })?;
    let u = f64::from(unit);
    let nearest = |x: u32| (f64::from(x) / u).round_ties_even() * u;
    let area = |a: f64, b: f64| a * b;
    let got = area(f64::from(s.width), f64::from(s.height));
    if area(nearest(w), nearest(h)) > max as f64 {
        // Shrunk: within the bound unless a side was lifted to one unit.
        ensure(got <= max as f64 || s.width == unit || s.height == unit, || {
            format!("{w}x{h} -> {s:?} over max {max}")
        })?;
    } else if area(nearest(w), nearest(h)) < min as f64 {
        ensure(got >= min as f64, || format!("{w}x{h} -> {s:?} under min {min}"))?;
    } else {
        ensure(f64::from(s.width) == nearest(w) && f64::from(s.height) == nearest(h), || {
            format!("{w}x{h} -> {s:?}: not the nearest multiples")
        })?;
    }
    Ok(())
}

// ---- processor ------------------------------------------------------------

#[derive(Debug, Clone)]
struct ProcessorInput {
    width: u32,
    height: u32,
    seed: u64,
    patch: usize,
    merge: usize,
    temporal: usize,
    max_pixels: u64,
}

fn processor_input() -> impl Strategy<Value = ProcessorInput> {
    (
        1u32..160,
        1u32..160,
        any::<u64>(),
        prop_oneof![Just(14usize), Just(16), 2usize..8],
        1usize..3,
        1usize..3,
        1u64..200_000,
    )
        .prop_map(|(width, height, seed, patch, merge, temporal, max_pixels)| ProcessorInput {
            width,
            height,
            seed,
            patch,
            merge,
            temporal,
            max_pixels,
        })
}

fn check_processor(i: ProcessorInput) -> Result<(), TestCaseError> {
    let unit = (i.patch * i.merge) as u64;
    let cfg = PreprocessorConfig {
        min_pixels: unit * unit,
        max_pixels: i.max_pixels.max(unit * unit),
        patch_size: i.patch,
        temporal_patch_size: i.temporal,
        merge_size: i.merge,
        image_mean: [0.48, 0.46, 0.41],
        image_std: [0.27, 0.26, 0.28],
        rescale_factor: 1.0 / 255.0,
    };
    let mut state = i.seed | 1;
    let data: Vec<u8> = (0..i.width as usize * i.height as usize * 3)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 24) as u8
        })
        .collect();
    let img = RgbImage { width: i.width, height: i.height, data };
    let target = sizing::target_size(
        sizing::Size { width: i.width, height: i.height },
        unit as u32,
        cfg.min_pixels,
        cfg.max_pixels,
    );
    let prepared = processor::prepare(&img, &cfg);
    let (target, p) = match (target, prepared) {
        (Ok(t), Ok(p)) => (t, p),
        (Err(_), Err(_)) => return Ok(()),
        (t, p) => return Err(TestCaseError::fail(format!("sizing {t:?} but prepare {:?}", p.map(|p| p.grid)))),
    };
    let grid = [1, target.height as usize / i.patch, target.width as usize / i.patch];
    ensure(p.grid == grid, || format!("grid {:?}, want {grid:?}", p.grid))?;
    let row = 3 * i.temporal * i.patch * i.patch;
    ensure(p.rows.len() == grid[1] * grid[2] * row, || format!("{} values for grid {grid:?}", p.rows.len()))?;
    let (lo, hi) = ((0.0 - 0.48) / 0.26 - 1e-3, (1.0 - 0.41) / 0.26 + 1e-3);
    ensure(p.rows.iter().all(|v| v.is_finite() && (lo..=hi).contains(&(*v as f64))), || {
        "a value outside the normalised range".into()
    })?;
    let rows = processor::patch_rows(i.width, i.height, &cfg).map_err(|e| TestCaseError::fail(e.to_string()))?;
    ensure(rows == grid[1] * grid[2], || format!("patch_rows {rows}, grid {grid:?}"))
}

// ---- placeholders -----------------------------------------------------------

const T: TokenIds = TokenIds { image: 9, video: 8, vision_start: 1, vision_end: 2 };

fn token() -> impl Strategy<Value = u32> {
    prop_oneof![4 => 10u32..30, 1 => Just(T.image), 1 => Just(T.vision_start), 1 => Just(T.vision_end), 1 => Just(T.video)]
}

/// A prompt of text and framed placeholders, then random edits.
fn placeholder_input() -> impl Strategy<Value = (Vec<u32>, Vec<usize>)> {
    let framed = prop::collection::vec(prop_oneof![3 => prop::collection::vec(10u32..30, 0..4), 1 => Just(vec![T.vision_start, T.image, T.vision_end])], 0..8).prop_map(|parts| parts.concat());
    let edits = prop::collection::vec((any::<prop::sample::Index>(), token(), 0u8..3), 0..3);
    (framed, edits, prop::collection::vec(0usize..50, 0..6)).prop_map(|(mut ids, edits, tpi)| {
        for (at, tok, kind) in edits {
            match kind {
                0 if !ids.is_empty() => {
                    let k = at.index(ids.len());
                    ids[k] = tok;
                }
                1 => ids.insert(at.index(ids.len() + 1), tok),
                _ if !ids.is_empty() => {
                    ids.remove(at.index(ids.len()));
                }
                _ => {}
            }
        }
        (ids, tpi)
    })
}

fn check_placeholders((ids, tpi): (Vec<u32>, Vec<usize>)) -> Result<(), TestCaseError> {
    let out = prompt::expand(&ids, Some(&T), &tpi);
    let images: Vec<usize> = ids.iter().enumerate().filter(|(_, &t)| t == T.image).map(|(i, _)| i).collect();
    let framed = images.iter().all(|&i| i > 0 && ids[i - 1] == T.vision_start && ids.get(i + 1) == Some(&T.vision_end));
    let valid = !ids.contains(&T.video) && framed && images.len() == tpi.len();
    ensure(out.is_ok() == valid, || format!("expand gave {out:?}; valid: {valid}"))?;
    let Ok(out) = out else { return Ok(()) };
    ensure(out.len() == ids.len() - images.len() + tpi.iter().sum::<usize>(), || format!("{} tokens out", out.len()))?;
    let text = |v: &[u32]| v.iter().copied().filter(|&t| t != T.image).collect::<Vec<_>>();
    ensure(text(&out) == text(&ids), || "text tokens changed".into())?;
    // The specification: the i-th placeholder becomes tokens_per_image[i] image tokens.
    let mut sizes = tpi.iter();
    let want: Vec<u32> = ids
        .iter()
        .flat_map(|&t| if t == T.image { vec![T.image; *sizes.next().unwrap_or(&0)] } else { vec![t] })
        .collect();
    ensure(out == want, || format!("expanded to {out:?}, want {want:?}"))
}

// ---- mrope ----------------------------------------------------------------

/// Text runs and images (grid t=1, h and w multiples of `merge`), expanded.
fn mrope_input() -> impl Strategy<Value = (Vec<u32>, Vec<[usize; 3]>, usize)> {
    (1usize..4)
        .prop_flat_map(|merge| {
            let image = (1usize..6, 1usize..6).prop_map(move |(h, w)| [1, h * merge, w * merge]);
            (
                prop::collection::vec((prop::collection::vec(10u32..30, 0..5), prop::option::of(image)), 0..6),
                Just(merge),
            )
        })
        .prop_map(|(parts, merge)| {
            let (mut ids, mut grids) = (Vec::new(), Vec::new());
            for (text, image) in parts {
                ids.extend(text);
                if let Some(g) = image {
                    ids.push(T.vision_start);
                    ids.extend(std::iter::repeat_n(T.image, g[1] / merge * (g[2] / merge)));
                    ids.push(T.vision_end);
                    grids.push(g);
                }
            }
            (ids, grids, merge)
        })
}

fn check_mrope((ids, grids, merge): (Vec<u32>, Vec<[usize; 3]>, usize)) -> Result<(), TestCaseError> {
    let (axes, delta) = prompt::mrope_index(&ids, &T, &grids, merge);
    ensure(axes.iter().all(|a| a.len() == ids.len()), || {
        format!("axis lengths {:?} for {} tokens", axes.iter().map(Vec::len).collect::<Vec<_>>(), ids.len())
    })?;
    let mut next = 0i64;
    let mut grids = grids.iter();
    let mut k = 0;
    while k < ids.len() {
        if ids[k] == T.image {
            let g = grids.next().ok_or_else(|| TestCaseError::fail("more images than grids"))?;
            let (mh, mw) = (g[1] / merge, g[2] / merge);
            for r in 0..mh {
                for c in 0..mw {
                    let j = k + r * mw + c;
                    let want = [next, next + r as i64, next + c as i64];
                    let got = [axes[0][j], axes[1][j], axes[2][j]];
                    ensure(got == want, || format!("image token {j}: {got:?}, want {want:?}"))?;
                }
            }
            k += mh * mw;
            next += mh.max(mw) as i64;
        } else {
            let got = [axes[0][k], axes[1][k], axes[2][k]];
            ensure(got == [next; 3], || format!("text token {k}: {got:?}, want {next}"))?;
            next += 1;
            k += 1;
        }
    }
    let top = axes.iter().flatten().copied().max().unwrap_or(-1);
    ensure(delta == top + 1 - ids.len() as i64, || format!("rope_delta {delta}, max {top}, {} tokens", ids.len()))?;
    ensure(axes[0].windows(2).all(|w| w[0] <= w[1]), || "temporal positions decrease".into())
}

// ---- request --------------------------------------------------------------

fn json_value() -> impl Strategy<Value = Value> {
    let leaf = prop_oneof![
        Just(Value::Null),
        any::<bool>().prop_map(Value::from),
        any::<i64>().prop_map(Value::from),
        any::<u64>().prop_map(Value::from),
        any::<f64>().prop_filter("finite", |f| f.is_finite()).prop_map(Value::from),
        "[ -~]{0,12}".prop_map(Value::from),
        prop_oneof![
            Just("user"),
            Just("system"),
            Just("assistant"),
            Just("text"),
            Just("image_url"),
            Just("data:image/png;base64,AAAA"),
            Just("<|image_pad|>")
        ]
        .prop_map(Value::from),
    ];
    leaf.prop_recursive(4, 40, 6, |inner| {
        prop_oneof![
            prop::collection::vec(inner.clone(), 0..4).prop_map(Value::Array),
            prop::collection::btree_map(
                prop_oneof![
                    Just("role".to_string()),
                    Just("content".to_string()),
                    Just("type".to_string()),
                    Just("text".to_string()),
                    Just("url".to_string()),
                    Just("image_url".to_string()),
                    "[a-z_]{1,8}"
                ],
                inner,
                0..4
            )
            .prop_map(|m| Value::Object(m.into_iter().collect())),
        ]
    })
}

const FIELDS: &[&str] = &[
    "messages",
    "max_tokens",
    "max_completion_tokens",
    "temperature",
    "top_p",
    "top_k",
    "seed",
    "stop",
    "stream",
    "stream_options",
    "n",
    "logprobs",
    "return_token_ids",
    "model",
    "tools",
    "logit_bias",
];

/// The request the near-valid ones are mutated from.
pub fn valid_request() -> Value {
    json!({"messages": [{"role": "user", "content": [{"type": "text", "text": "hi"}, {"type": "image_url", "image_url": {"url": "data:image/png;base64,AAAA"}}]}], "max_tokens": 4})
}

fn request_input() -> impl Strategy<Value = Value> {
    let valid = valid_request();
    prop_oneof![
        json_value(),
        (prop::collection::vec((prop::sample::select(FIELDS), json_value()), 0..5)).prop_map(move |edits| {
            let mut v = valid.clone();
            for (k, x) in edits {
                v[k] = x;
            }
            v
        }),
    ]
}

pub fn check_request(body: Value) -> Result<(), TestCaseError> {
    let defaults = SamplingDefaults(engine::generate::sampling::SamplingParams::GREEDY);
    let parsed = api::parse(&body, defaults, 4, None);
    ensure(body != valid_request() || parsed.is_ok(), || {
        format!("the valid request was refused: {:?}", parsed.as_ref().err())
    })?;
    match parsed {
        Ok(r) => ensure(r.images.len() <= 4, || format!("{} images accepted", r.images.len())),
        Err(e) => ensure(e.status.is_client_error() && !e.message.is_empty(), || {
            format!("{} '{}' for {body}", e.status, e.message)
        }),
    }
}

// ---- config ---------------------------------------------------------------

fn mutate_json(base: Value) -> impl Strategy<Value = Value> {
    let keys: Vec<String> = collect_paths(&base);
    prop::collection::vec((prop::sample::select(keys), json_value()), 0..4).prop_map(move |edits| {
        let mut v = base.clone();
        for (path, x) in edits {
            if let Some(slot) = v.pointer_mut(&path) {
                *slot = x;
            }
        }
        v
    })
}

fn collect_paths(v: &Value) -> Vec<String> {
    let mut out = vec![String::new()];
    if let Value::Object(m) = v {
        for (k, x) in m {
            out.extend(collect_paths(x).into_iter().map(|p| format!("/{k}{p}")));
        }
    }
    out
}

/// The configs the mutated ones start from (a small Qwen2-VL).
pub fn base_configs() -> (Value, Value) {
    let model = json!({
        "model_type": "qwen2_vl", "hidden_size": 64, "intermediate_size": 128, "num_hidden_layers": 2, "num_attention_heads": 4,
        "num_key_value_heads": 2, "vocab_size": 1000, "rms_norm_eps": 1e-6, "rope_theta": 1000000.0, "tie_word_embeddings": true,
        "max_position_embeddings": 4096, "rope_scaling": {"type": "mrope", "mrope_section": [2, 3, 3]},
        "image_token_id": 9, "video_token_id": 8, "vision_start_token_id": 1, "vision_end_token_id": 2,
        "vision_config": {"depth": 2, "embed_dim": 32, "hidden_size": 64, "num_heads": 4, "mlp_ratio": 4, "patch_size": 14, "spatial_merge_size": 2, "temporal_patch_size": 2, "in_chans": 3}
    });
    let pre = json!({"min_pixels": 3136, "max_pixels": 12845056, "patch_size": 14, "temporal_patch_size": 2, "merge_size": 2,
        "image_mean": [0.48, 0.46, 0.41], "image_std": [0.27, 0.26, 0.28], "rescale_factor": 0.00392156862745098});
    (model, pre)
}

fn config_input() -> impl Strategy<Value = (Value, Value)> {
    let (model, pre) = base_configs();
    (mutate_json(model), mutate_json(pre))
}

pub fn check_config((model, pre): (Value, Value)) -> Result<(), TestCaseError> {
    if (model.clone(), pre.clone()) == base_configs() {
        ensure(ModelConfig::from_value(&model).is_ok() && PreprocessorConfig::from_value(&pre).is_ok(), || {
            "the base configs were refused".into()
        })?;
    }
    if let Ok(c) = ModelConfig::from_value(&model) {
        let t = &c.text;
        ensure(t.hidden_size > 0 && t.num_attention_heads > 0 && t.num_hidden_layers > 0 && t.vocab_size > 0, || {
            format!("accepted a zero dimension: {model}")
        })?;
    }
    if let Ok(p) = PreprocessorConfig::from_value(&pre) {
        ensure(
            p.patch_size > 0 && p.merge_size > 0 && p.temporal_patch_size > 0 && p.min_pixels <= p.max_pixels,
            || format!("accepted {p:?} from {pre}"),
        )?;
    }
    Ok(())
}

// ---- safetensors ----------------------------------------------------------

fn safetensors_input() -> impl Strategy<Value = (Vec<u8>, usize, Vec<(prop::sample::Index, u8)>)> {
    let header = json!({"__metadata__": {"format": "pt"}, "model.embed_tokens.weight": {"dtype": "F32", "shape": [2, 2], "data_offsets": [0, 16]}, "lm_head.weight": {"dtype": "BF16", "shape": [2, 2], "data_offsets": [16, 24]}}).to_string();
    let mut file = (header.len() as u64).to_le_bytes().to_vec();
    file.extend_from_slice(header.as_bytes());
    file.extend_from_slice(&[0u8; 24]);
    let len = file.len();
    (Just(file), 0..=len, prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 0..4))
}

fn check_safetensors(
    dir: &Path,
    (mut file, keep, flips): (Vec<u8>, usize, Vec<(prop::sample::Index, u8)>),
) -> Result<(), TestCaseError> {
    file.truncate(keep);
    for (at, byte) in flips {
        if !file.is_empty() {
            let k = at.index(file.len());
            file[k] = byte;
        }
    }
    let path = dir.join("model.safetensors");
    std::fs::write(&path, &file).map_err(|e| TestCaseError::fail(e.to_string()))?;
    match engine::checkpoint::weights::WeightIndex::open(dir) {
        Ok(w) => {
            ensure(w.contains("model.embed_tokens.weight") || w.contains("lm_head.weight") || file.len() >= 8, || {
                "an index from nothing".into()
            })
        }
        Err(e) => ensure(!e.to_string().is_empty(), || "an empty error".into()),
    }
}

// ---- jpeg -----------------------------------------------------------------

type JpegInput = (Vec<u8>, usize, Vec<(prop::sample::Index, u8)>);

fn jpeg_input() -> impl Strategy<Value = JpegInput> {
    let dir = crate::paths::fixtures().join("jpeg");
    let mut files: Vec<Vec<u8>> = std::fs::read_dir(&dir)
        .map(|rd| {
            rd.filter_map(|e| e.ok())
                .map(|e| e.path())
                .filter(|p| {
                    p.extension().is_some_and(|x| x == "jpg")
                        && !p.file_name().is_some_and(|n| n.to_string_lossy().starts_with("truncated"))
                })
                .filter_map(|p| std::fs::read(p).ok())
                .collect()
        })
        .unwrap_or_default();
    files.sort();
    assert!(!files.is_empty(), "no JPEG probes in {}", dir.display());
    prop::sample::select(files).prop_flat_map(|f| {
        let len = f.len();
        (
            Just(f),
            prop_oneof![Just(len), 0..=len],
            prop::collection::vec((any::<prop::sample::Index>(), any::<u8>()), 0..4),
        )
    })
}

fn check_jpeg((mut file, keep, flips): JpegInput) -> Result<(), TestCaseError> {
    let whole = keep == file.len() && flips.is_empty();
    let eoi = file.windows(2).rposition(|w| w == [0xFF, 0xD9]).unwrap_or(0);
    let cut_before_eoi = keep <= eoi;
    file.truncate(keep);
    for (at, byte) in flips {
        if !file.is_empty() {
            let k = at.index(file.len());
            file[k] = byte;
        }
    }
    match engine::host::processor::decode(&file) {
        Ok(img) => {
            let (w, h) = engine::host::processor::header_size(&file)
                .map_err(|e| TestCaseError::fail(format!("decoded, but the header is refused: {e}")))?;
            ensure((img.width, img.height) == (w, h) || (img.width, img.height) == (h, w), || {
                format!("decoded {}x{}, header says {w}x{h}", img.width, img.height)
            })?;
            ensure(img.data.len() == img.width as usize * img.height as usize * 3, || "not 3 bytes a pixel".into())?;
            // (A mutation may write an earlier end-of-image marker.)
            ensure(!cut_before_eoi || file.windows(2).any(|w| w == [0xFF, 0xD9]), || {
                format!("cut at {keep} before the end-of-image marker at {eoi}, yet decoded")
            })
        }
        Err(e) => ensure(!whole, || format!("an unmodified probe was refused: {e}")),
    }
}
