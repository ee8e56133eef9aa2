//! Differential fuzzing, engine vs oracle, on random small checkpoints
//! (harness/src/fuzz_models.rs). CI runs a few models from a fixed seed;
//! `harness fuzz --models K --seed S` runs any number (docs/verification.md).

use harness::diff::tolerance::Precision;
use harness::fixture::spec::{Architecture, DiskDtype};
use harness::fuzz_models::{check, draw, run, ModelFuzz};

/// The CI seed and model count. Seed 24 draws a bf16 Qwen2-VL checkpoint
/// (merge 2) with one wide image, a sharded bf16 text-only Qwen2, and a
/// sharded f32 Qwen2-VL with spatial merge 3 and three images (one of them
/// 224 x 13) (asserted below, so a change of the strategy that loses this
/// coverage fails here instead of testing less).
const SEED: u64 = 24;
const MODELS: u32 = 3;

#[test]
fn the_ci_models_cover_images_and_text_only() {
    let cases = draw(SEED, MODELS as usize);
    assert!(
        cases.iter().any(|c| c.images.len() >= 2),
        "no case with two or more images: {:#?}",
        cases.iter().map(|c| c.describe()).collect::<Vec<_>>()
    );
    assert!(cases.iter().any(|c| c.spec.architecture == Architecture::Qwen2));
    assert!(
        cases.iter().any(|c| c.spec.dtype == DiskDtype::Bf16) && cases.iter().any(|c| c.spec.dtype == DiskDtype::F32)
    );
    assert!(cases.iter().any(|c| c.spec.max_shard_bytes.is_some()));
    assert!(cases.iter().any(|c| c.spec.vision.as_ref().is_some_and(|v| v.spatial_merge_size != 2)));
}

#[test]
fn random_checkpoints_match_the_oracle_on_every_stage() {
    let keep = tempfile::tempdir().unwrap();
    let opts = ModelFuzz {
        models: MODELS,
        seed: SEED,
        precision: Precision::F32,
        kernels: Default::default(),
        shrink_iters: 0,
        keep: keep.path().to_path_buf(),
    };
    run(&opts).unwrap_or_else(|e| panic!("{e}"));
}

/// Models that fuzzing in the production modes failed on (2026-12-07,
/// docs/measurements/fuzz-campaigns.md), held to pass: seed 7's first in bf16 (a vision
/// tower of width 8, whose patch embed IREE packs in 8-column tiles that
/// the FMA kernel read as 16: NaN), seed 10's sixth in int8 (a vision head
/// of 12, whose encoded weighted values did not compile), seed 12's third
/// in int8 (its first keys 2.05e-2 from the oracle's after the merger,
/// the inheritance `tolerance::Context` states).
#[test]
fn models_the_production_modes_failed_on_pass() {
    for (seed, index, precision) in [(7, 0, Precision::Bf16), (10, 5, Precision::Int8), (12, 2, Precision::Int8)] {
        let case = draw(seed, index + 1).pop().expect("drawn");
        check(&case, precision, Default::default(), None, &oracle::Faults::default())
            .unwrap_or_else(|e| panic!("seed {seed}, model {}, {precision:?}: {e}", index + 1));
    }
}

/// The fuzzer can fail: the same case with an off-by-one rope_delta planted
/// in the oracle is reported, naming the stage.
#[test]
fn a_planted_oracle_fault_fails_the_case() {
    let case = draw(SEED, MODELS as usize).into_iter().find(|c| !c.images.is_empty()).expect("a case with images");
    let faults = oracle::Faults { rope_delta_offset: 1, ..Default::default() };
    let e = check(&case, Precision::F32, Default::default(), None, &faults).unwrap_err();
    assert!(e.contains("rope_delta"), "{e}");
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig { cases: 500, failure_persistence: None, ..Default::default() })]

    /// Every drawn case is a valid checkpoint spec whose prompt frames one
    /// placeholder per image, with positive M-RoPE sections that sum to
    /// head_dim / 2 (what both implementations must then agree on).
    #[test]
    fn every_drawn_case_is_a_valid_checkpoint_and_request(case in harness::fuzz_models::model_case()) {
        case.spec.validate("fuzz").unwrap();
        let placeholders = case.prompt.matches("<|vision_start|><|image_pad|><|vision_end|>").count();
        proptest::prop_assert_eq!(placeholders, case.images.len());
        if let Some(sec) = case.spec.text.mrope_section {
            proptest::prop_assert!(sec.iter().all(|&s| s > 0));
            proptest::prop_assert_eq!(sec.iter().sum::<usize>(), case.spec.text.head_dim() / 2);
        }
        proptest::prop_assert!(case.spec.vision.is_some() || case.images.is_empty());
        proptest::prop_assert!((1..=12).contains(&case.max_new_tokens));
    }
}
