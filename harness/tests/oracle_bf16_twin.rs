//! The oracle's bf16 twin (`oracle::bf16`) rounds exactly where the
//! engine's bf16 contract says, and nowhere else: its weights are the
//! checkpoint's rounded to bf16, its KV cache holds bf16 values, and it
//! leaves activations alone where the engine's products take f32 rows.

use std::path::Path;

use contracts::StageDump;
use harness::fixture::doctor;
use harness::goldens::regen::ensure_fixture;
use harness::{cases, paths};
use oracle::{Oracle, PromptInput, Request};

fn run(model: &Path, case: &str, twin: Option<bool>) -> StageDump {
    let c = cases::load(&paths::cases_json()).unwrap().into_iter().find(|c| c.name == case).unwrap();
    let mut oracle = Oracle::load(model).unwrap();
    if let Some(rows) = twin {
        oracle.round_like_bf16(rows).unwrap();
    }
    let images = c.images.iter().map(|f| paths::fixtures().join("images").join(f)).collect();
    oracle.run(&Request { images, prompt: PromptInput::Raw(c.prompt.clone()), max_new_tokens: 3 }).unwrap().stages
}

fn values<'a>(d: &'a StageDump, name: &str) -> &'a [f32] {
    d.get_f32(name).unwrap_or_else(|e| panic!("{name}: {e}")).1
}

fn bf16(x: f32) -> f32 {
    // Round to nearest, ties to even, on the bit pattern (x finite).
    let b = x.to_bits();
    let rounded = b.wrapping_add(0x7fff + ((b >> 16) & 1)) & 0xffff_0000;
    f32::from_bits(rounded)
}

#[test]
fn the_twin_rounds_the_kv_cache_and_keeps_f32_rows_where_the_engine_does() {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let f32_run = run(&dir, "one-image", None);
    let twin = run(&dir, "one-image", Some(false));
    // Every cached key and value is a bf16 value.
    for name in ["kv.0.k", "kv.0.v", "kv.1.k", "kv.1.v"] {
        let v = values(&twin, name);
        assert!(v.iter().all(|x| bf16(*x) == *x), "{name} holds values off the bf16 grid");
    }
    // Layer 0's keys and values come from identical inputs: the twin's are
    // the f32 oracle's rounded, value for value.
    for name in ["kv.0.k", "kv.0.v"] {
        let rounded: Vec<f32> = values(&f32_run, name).iter().map(|x| bf16(*x)).collect();
        assert_eq!(values(&twin, name), rounded.as_slice(), "{name}");
    }
    // The pinned weights are bf16 values already and the rows stay f32:
    // the vision tower is the f32 oracle's, bit for bit.
    for name in ["patch_embed", "vision_block.0", "vision_block.2", "merged_tokens"] {
        assert_eq!(values(&twin, name), values(&f32_run, name), "{name}");
    }
    // The cache's rounding reaches the logits: measurably, within bf16's bound.
    let (a, b) = (values(&twin, "prefill_logits.last"), values(&f32_run, "prefill_logits.last"));
    let scale = b.iter().fold(0f32, |m, x| m.max(x.abs()));
    let err = a.iter().zip(b).fold(0f32, |m, (x, y)| m.max((x - y).abs())) / scale;
    assert!(err > 1e-5 && err < 5e-2, "prefill logits moved by {err:e} of their scale");
}

#[test]
fn the_twin_reads_the_checkpoints_weights_rounded_to_bf16() {
    // Every weight nudged by 2^-12 of itself (off the bf16 grid, within
    // half a bf16 step): the twin rounds each back to the pinned value, so
    // every stage is the pinned fixture's twin, bit for bit, while the f32
    // oracle sees the nudge.
    let tmp = tempfile::tempdir().unwrap();
    let nudged = tmp.path().join("model");
    doctor::copy_dir(&ensure_fixture("tiny-qwen2-vl").unwrap(), &nudged).unwrap();
    let mut tensors = doctor::read_all(&nudged.join("model.safetensors")).unwrap();
    // Products' weights (2-D and up; norms' are 1-D and read as stored).
    for t in tensors.iter_mut().filter(|t| t.name.ends_with(".weight") && t.shape.len() >= 2) {
        let v: Vec<f32> = t.f32_values().unwrap().iter().map(|x| x * (1.0 + 2f32.powi(-12))).collect();
        t.set_f32(&v);
    }
    doctor::write_all(&nudged.join("model.safetensors"), &tensors).unwrap();
    let pinned = ensure_fixture("tiny-qwen2-vl").unwrap();
    let case = "image-grid-112x84";
    for rows in [false, true] {
        let (a, b) = (run(&nudged, case, Some(rows)), run(&pinned, case, Some(rows)));
        // The embedding table is read as stored (the engine gathers from
        // it as stored): the text rows differ only through it.
        for name in ["patch_embed", "vision_block.0", "vision_block.2", "merger_ln", "merged_tokens"] {
            assert_eq!(values(&a, name), values(&b, name), "rows {rows}: {name}");
        }
    }
    let (a, b) = (run(&nudged, case, None), run(&pinned, case, None));
    assert_ne!(values(&a, "vision_block.0"), values(&b, "vision_block.0"), "the f32 oracle reads the nudge");
}

#[test]
fn rounded_rows_reach_the_vision_tower_only_where_asked() {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let (kept, rounded) = (run(&dir, "image-grid-112x84", Some(false)), run(&dir, "image-grid-112x84", Some(true)));
    // The patch rows are rounded before the patch embed: it moves, by
    // about bf16's relative step.
    let (a, b) = (values(&rounded, "patch_embed"), values(&kept, "patch_embed"));
    let scale = b.iter().fold(0f32, |m, x| m.max(x.abs()));
    let err = a.iter().zip(b).fold(0f32, |m, (x, y)| m.max((x - y).abs())) / scale;
    assert!(err > 1e-4 && err < 1e-2, "patch embed moved by {err:e}");
    // The integer stages do not move.
    assert_eq!(rounded.get_i64("input_ids").unwrap().1, kept.get_i64("input_ids").unwrap().1);
}
