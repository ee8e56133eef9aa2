//! Images over the standard top bucket at native resolution
//! (`--max-patches`): the engine encodes such an image in a large bucket,
//! attention one tile of query rows at a time, and every stage it produces
//! matches the oracle's (an independent implementation attending densely)
//! under the diff's own per-stage tolerances (f32). HF itself is held to
//! the tiled path in `engine_vision.rs`.

use engine::generate::{Engine, EngineOptions};
use engine::host::{PromptInput, Request};
use engine::precision::Precision;
use harness::diff::compare::{compare, Comparison};
use harness::diff::engine_source::HARNESS_CHUNK;
use harness::diff::tolerance::{rule, Context, Rule};
use harness::goldens::regen::ensure_fixture;

const PROMPT: &str = "<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n<|im_start|>user\n<|vision_start|><|image_pad|><|vision_end|>Describe this image.<|im_end|>\n<|im_start|>assistant\n";

#[test]
fn a_full_hd_class_photo_at_native_resolution_matches_the_oracle_stage_by_stage() {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let bound = 8192 * 14 * 14;
    let tmp = tempfile::tempdir().unwrap();
    let path = tmp.path().join("photo-1280x720.png");
    harness::images::write_png(&path, 1280, 720, &harness::images::pixels("native 1280x720", 1280, 720)).unwrap();

    let options = EngineOptions {
        precision: Precision::F32,
        slots: 1,
        context: 2048,
        kv_budget: None,
        chunk: HARNESS_CHUNK,
        stages: true,
        max_pixels: None,
        max_patches: Some(8192),
        special_tokens: Default::default(),
        kernels: Default::default(),
        faults: Default::default(),
    };
    let mut e = Engine::load(&dir, options).unwrap();
    assert_eq!(e.frontend().max_pixels(), Some(bound), "the default bound follows --max-patches");
    let request = Request {
        images: vec![std::fs::read(&path).unwrap()],
        prompt: PromptInput::Raw(PROMPT.into()),
        max_new_tokens: 3,
    };
    let out = e.generate(&request).unwrap();
    // smart_resize(720, 1280) at 28-px units: 728 x 1288, a 52 x 92 grid,
    // 4,784 rows: over the standard top (4096), so its own 8192 bucket.
    assert_eq!(out.image_grids, vec![[1, 52, 92]]);
    let engine_stages = out.stages.unwrap();

    let mut oracle = oracle::Oracle::load(&dir).unwrap();
    oracle.max_pixels = Some(bound);
    let req =
        oracle::Request { images: vec![path], prompt: oracle::PromptInput::Raw(PROMPT.into()), max_new_tokens: 3 };
    let reference = oracle.run(&req).unwrap().stages;

    let mut compared = Vec::new();
    let context = Context::of_case(true, reference.tensors.keys());
    for (name, r) in &reference.tensors {
        let Some(c) = engine_stages.tensors.get(name) else { continue };
        let pass = match (rule(name, Precision::F32, context), compare(c, r)) {
            (Rule::Skip { .. }, _) => continue,
            (Rule::Exact, Comparison::Exact(m)) => m.mismatches == 0,
            (Rule::Within(t), Comparison::Float(m)) => t.allows(m.max_abs, m.ref_max_abs),
            (rule, got) => panic!("{name}: rule {rule:?} against {got:?}"),
        };
        assert!(pass, "{name}: the engine's large-bucket stage differs from the oracle's");
        compared.push(name.clone());
    }
    for stage in ["pixels", "vision_block.0", "merger_ln", "merged_tokens", "rope_delta", "tokens"] {
        assert!(compared.iter().any(|n| n == stage), "{stage} was not compared: {compared:?}");
    }
}
