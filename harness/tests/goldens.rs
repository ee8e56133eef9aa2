//! `harness goldens verify` passes on the committed goldens and fails when a
//! golden no longer matches the fixtures, the prompt or its own hash.

use std::path::Path;

use harness::goldens::verify::{verify_all, verify_dir};
use harness::{cases, paths};

fn copy_dir(src: &Path, dst: &Path) {
    std::fs::create_dir_all(dst).unwrap();
    for e in std::fs::read_dir(src).unwrap() {
        let e = e.unwrap();
        std::fs::copy(e.path(), dst.join(e.file_name())).unwrap();
    }
}

fn one_case(name: &str) -> (tempfile::TempDir, Vec<cases::Case>) {
    let all = cases::load(&paths::cases_json()).unwrap();
    let case = all.into_iter().find(|c| c.name == name).unwrap();
    let dir = tempfile::tempdir().unwrap();
    copy_dir(&paths::goldens().join(name), &dir.path().join(name));
    (dir, vec![case])
}

#[test]
fn committed_goldens_verify_against_the_current_fixtures() {
    let report = verify_all().expect("goldens verify");
    let n = cases::load(&paths::cases_json()).unwrap().len();
    assert!(n >= 12, "the cases are all there");
    assert!(report.contains(&format!("{n} cases verified")), "{report}");
}

#[test]
fn a_changed_prompt_is_detected() {
    let (dir, mut cases) = one_case("one-image");
    verify_dir(dir.path(), &cases).expect("the untouched copy verifies");
    cases[0].prompt.push(' ');
    let err = format!("{:#}", verify_dir(dir.path(), &cases).unwrap_err());
    assert!(err.contains("prompt differs"), "{err}");
}

#[test]
fn a_tampered_dump_is_detected() {
    let (dir, cases) = one_case("two-images");
    let f = dir.path().join("two-images").join("mlx.safetensors");
    let mut bytes = std::fs::read(&f).unwrap();
    let n = bytes.len();
    bytes[n - 1] ^= 1;
    std::fs::write(&f, bytes).unwrap();
    let err = format!("{:#}", verify_dir(dir.path(), &cases).unwrap_err());
    assert!(err.contains("differs from its manifest hash"), "{err}");
}

#[test]
fn goldens_from_another_checkpoint_are_detected() {
    let (dir, cases) = one_case("text-only-qwen2");
    let m = dir.path().join("text-only-qwen2").join("manifest.json");
    let mut v: serde_json::Value = serde_json::from_slice(&std::fs::read(&m).unwrap()).unwrap();
    v["checkpoint_sha256"]["model.safetensors"] = "0".repeat(64).into();
    std::fs::write(&m, serde_json::to_vec(&v).unwrap()).unwrap();
    let err = format!("{:#}", verify_dir(dir.path(), &cases).unwrap_err());
    assert!(err.contains("other than the pinned tiny-qwen2") && err.contains("model.safetensors"), "{err}");
}

#[test]
fn manifests_name_the_reference_versions_and_record_their_disagreement() {
    for case in cases::load(&paths::cases_json()).unwrap() {
        let m: serde_json::Value =
            serde_json::from_slice(&std::fs::read(paths::goldens().join(&case.name).join("manifest.json")).unwrap())
                .unwrap();
        for (r, lib) in [("hf", "torch"), ("hf", "transformers"), ("mlx", "mlx"), ("mlx", "mlx_vlm")] {
            assert!(m["references"][r]["versions"][lib].is_string(), "{}: {r} {lib}", case.name);
        }
        let agree = &m["hf_vs_mlx"];
        assert_eq!(agree["input_ids"]["exact"], true, "{}", case.name);
        if case.reference_divergences.contains_key("mlx") {
            // Documented: MLX computes other pixels here; the recording shows it.
            let px = agree["pixels"]["max_abs"].as_f64().unwrap();
            assert!(px > 1e-2, "{}: documented as divergent, yet HF and MLX pixels agree within {px}", case.name);
            continue;
        }
        assert_eq!(agree["tokens"]["exact"], true, "{}: HF and MLX greedy tokens agree", case.name);
        let logit_diff = agree["prefill_logits.last"]["max_abs"].as_f64().unwrap();
        assert!(logit_diff < 1e-4, "{}: HF vs MLX logits differ by {logit_diff}", case.name);
    }
}
