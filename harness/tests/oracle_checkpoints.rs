//! The oracle loads checkpoints the way users have them (bf16/f16/f32 on
//! disk, sharded, hub or transformers-5 tensor names) and refuses doctored
//! ones with errors that name the tensor.

use std::path::{Path, PathBuf};

use harness::fixture::doctor::{self, RawTensor};
use harness::goldens::regen::ensure_fixture;
use harness::{cases, paths};
use oracle::{Oracle, OracleError, PromptInput, Request, RunOutput};

fn case(name: &str) -> cases::Case {
    cases::load(&paths::cases_json()).unwrap().into_iter().find(|c| c.name == name).unwrap()
}

fn run(model: &Path, case: &cases::Case) -> Result<RunOutput, OracleError> {
    let oracle = Oracle::load(model)?;
    let images = case.images.iter().map(|f| paths::fixtures().join("images").join(f)).collect();
    oracle.run(&Request { images, prompt: PromptInput::Raw(case.prompt.clone()), max_new_tokens: 4 })
}

/// A copy of the tiny VL fixture with its tensors rewritten by `edit`.
fn variant(edit: impl FnOnce(&Path, Vec<RawTensor>) -> anyhow::Result<()>) -> (tempfile::TempDir, PathBuf) {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("model");
    doctor::copy_dir(&ensure_fixture("tiny-qwen2-vl").unwrap(), &dir).unwrap();
    let tensors = doctor::read_all(&dir.join("model.safetensors")).unwrap();
    edit(&dir, tensors).unwrap();
    (tmp, dir)
}

#[test]
fn a_bf16_copy_of_the_f32_fixture_gives_bit_identical_stages() {
    let c = case("two-images");
    let reference = run(&ensure_fixture("tiny-qwen2-vl").unwrap(), &c).unwrap();
    let (_t, dir) = variant(|dir, mut ts| {
        for t in &mut ts {
            t.to_bf16()?;
        }
        doctor::write_all(&dir.join("model.safetensors"), &ts)
    });
    let bf16 = run(&dir, &c).unwrap();
    assert_eq!(bf16.stages.tensors, reference.stages.tensors);
}

#[test]
fn sharded_checkpoints_with_transformers5_names_load_identically() {
    let c = case("image-grid-112x84");
    let reference = run(&ensure_fixture("tiny-qwen2-vl").unwrap(), &c).unwrap();
    let (_t, dir) = variant(|dir, mut ts| {
        for t in &mut ts {
            t.name = if let Some(rest) = t.name.strip_prefix("visual.") {
                format!("model.visual.{rest}")
            } else if let Some(rest) = t.name.strip_prefix("model.") {
                format!("model.language_model.{rest}")
            } else {
                t.name.clone()
            };
        }
        doctor::write_shards(dir, &ts, 3)
    });
    assert!(dir.join("model-00003-of-00003.safetensors").is_file());
    let out = run(&dir, &c).unwrap();
    assert_eq!(out.stages.tensors, reference.stages.tensors);
}

#[test]
fn f16_on_disk_loads_and_gives_the_same_tokens() {
    let c = case("text-only-vl");
    let reference = run(&ensure_fixture("tiny-qwen2-vl").unwrap(), &c).unwrap();
    let (_t, dir) = variant(|dir, mut ts| {
        for t in &mut ts {
            let v = t.f32_values()?;
            t.dtype = safetensors::Dtype::F16;
            t.data = v.iter().flat_map(|x| half::f16::from_f32(*x).to_le_bytes()).collect();
        }
        doctor::write_all(&dir.join("model.safetensors"), &ts)
    });
    assert_eq!(run(&dir, &c).unwrap().tokens, reference.tokens);
}

fn load_err(edit: impl FnOnce(&Path, Vec<RawTensor>) -> anyhow::Result<()>) -> String {
    let (_t, dir) = variant(edit);
    match Oracle::load(&dir) {
        Ok(_) => panic!("a doctored checkpoint loaded"),
        Err(e) => e.to_string(),
    }
}

#[test]
fn a_missing_tensor_is_named() {
    let e = load_err(|dir, mut ts| {
        ts.retain(|t| t.name != "visual.blocks.1.attn.proj.bias");
        doctor::write_all(&dir.join("model.safetensors"), &ts)
    });
    assert!(e.contains("`visual.blocks.1.attn.proj.bias` is missing"), "{e}");
}

#[test]
fn a_wrong_shape_is_named_with_both_shapes() {
    let e = load_err(|dir, mut ts| {
        let t = ts.iter_mut().find(|t| t.name == "model.layers.0.self_attn.k_proj.weight").unwrap();
        t.shape = vec![64, 32];
        doctor::write_all(&dir.join("model.safetensors"), &ts)
    });
    assert!(
        e.contains("model.layers.0.self_attn.k_proj.weight") && e.contains("[64, 32]") && e.contains("[32, 64]"),
        "{e}"
    );
}

#[test]
fn a_tensor_nothing_consumes_is_an_error() {
    let e = load_err(|dir, mut ts| {
        let mut extra = ts.iter().find(|t| t.name == "visual.merger.ln_q.bias").unwrap().clone();
        extra.name = "visual.merger.extra_bias".into();
        ts.push(extra);
        doctor::write_all(&dir.join("model.safetensors"), &ts)
    });
    assert!(e.contains("not consumed") && e.contains("visual.merger.extra_bias"), "{e}");
}
