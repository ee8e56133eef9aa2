//! Fixture generation is deterministic, pinned and complete.

use std::collections::BTreeMap;
use std::path::Path;

use harness::fixture::{self, FixtureError};
use harness::paths;
use safetensors::SafeTensors;

fn read_dir_bytes(dir: &Path) -> BTreeMap<String, Vec<u8>> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (e.file_name().to_string_lossy().into_owned(), std::fs::read(e.path()).unwrap())
        })
        .collect()
}

#[test]
fn tiny_qwen2_vl_is_byte_identical_twice_and_matches_its_pins() {
    let a = tempfile::tempdir().unwrap();
    let b = tempfile::tempdir().unwrap();
    let ha = fixture::make("tiny-qwen2-vl", a.path(), false).expect("matches pins");
    let hb = fixture::make("tiny-qwen2-vl", b.path(), false).expect("matches pins");
    assert_eq!(ha, hb);
    assert_eq!(read_dir_bytes(a.path()), read_dir_bytes(b.path()));
    assert_eq!(Some(ha), fixture::load_pins("tiny-qwen2-vl").unwrap());
}

#[test]
fn tiny_qwen2_vl_holds_the_hub_tensor_names_and_shapes() {
    let dir = tempfile::tempdir().unwrap();
    fixture::make("tiny-qwen2-vl", dir.path(), false).unwrap();
    let bytes = std::fs::read(dir.path().join("model.safetensors")).unwrap();
    let st = SafeTensors::deserialize(&bytes).unwrap();
    let shape = |n: &str| st.tensor(n).unwrap_or_else(|_| panic!("{n} missing")).shape().to_vec();
    assert_eq!(shape("visual.patch_embed.proj.weight"), vec![32, 3, 2, 14, 14]);
    assert_eq!(shape("visual.blocks.2.attn.qkv.weight"), vec![96, 32]);
    assert_eq!(shape("visual.merger.mlp.0.weight"), vec![128, 128]);
    assert_eq!(shape("visual.merger.mlp.2.weight"), vec![64, 128]);
    assert_eq!(shape("model.embed_tokens.weight"), vec![151_936, 64]);
    assert_eq!(shape("model.layers.1.self_attn.k_proj.weight"), vec![32, 64]);
    assert_eq!(shape("model.layers.1.self_attn.k_proj.bias"), vec![32]);
    assert!(st.tensor("model.layers.0.self_attn.o_proj.bias").is_err(), "o_proj has no bias");
    assert!(st.tensor("lm_head.weight").is_err(), "tied embeddings: no lm_head");
    assert!(st.tensor("visual.blocks.3.norm1.weight").is_err(), "vision depth is 3");
    assert_eq!(st.tensor("visual.blocks.0.norm1.weight").unwrap().dtype(), safetensors::Dtype::F32);
    // 3 blocks x 12 + patch embed + merger 6, text 2 x 12 + embed + norm
    assert_eq!(st.len(), 3 * 12 + 1 + 6 + 2 * 12 + 2);

    // Values are bf16-exact (so a bf16 copy is lossless) and norms sit near 1.
    let norm = st.tensor("model.norm.weight").unwrap();
    let vals: Vec<f32> = norm.data().chunks_exact(4).map(|c| f32::from_le_bytes(c.try_into().unwrap())).collect();
    assert!(vals.iter().all(|v| v.to_bits() & 0xffff == 0), "round_to_bf16 holds");
    let mean = vals.iter().sum::<f32>() / vals.len() as f32;
    approx::assert_abs_diff_eq!(mean, 1.0, epsilon = 0.05);
    assert!(vals.iter().any(|v| (v - 1.0).abs() > 0.05), "norm weights are not all 1");

    let cfg: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("config.json")).unwrap()).unwrap();
    assert_eq!(cfg["model_type"], "qwen2_vl");
    assert_eq!(cfg["rope_scaling"]["type"], "mrope");
    assert_eq!(cfg["rope_scaling"]["mrope_section"], serde_json::json!([2, 3, 3]));
    assert_eq!(cfg["vision_config"]["depth"], 3);
    assert_eq!(cfg["image_token_id"], 151_655);
    let pre: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("preprocessor_config.json")).unwrap()).unwrap();
    assert_eq!(pre["min_pixels"], 3136);
    assert_eq!(pre["max_pixels"], 12_845_056);
}

#[test]
fn tiny_qwen2_is_bf16_with_an_untied_head_and_matches_its_pins() {
    let dir = tempfile::tempdir().unwrap();
    fixture::make("tiny-qwen2", dir.path(), false).expect("matches pins");
    let bytes = std::fs::read(dir.path().join("model.safetensors")).unwrap();
    let st = SafeTensors::deserialize(&bytes).unwrap();
    let head = st.tensor("lm_head.weight").expect("untied lm_head");
    assert_eq!(head.dtype(), safetensors::Dtype::BF16);
    assert_eq!(head.shape(), &[151_936, 64]);
    assert!(st.names().iter().all(|n| !n.starts_with("visual.")));
    let cfg: serde_json::Value =
        serde_json::from_slice(&std::fs::read(dir.path().join("config.json")).unwrap()).unwrap();
    assert_eq!(cfg["architectures"], serde_json::json!(["Qwen2ForCausalLM"]));
    assert_eq!(cfg["tie_word_embeddings"], false);
}

fn scratch_spec(max_shard_bytes: Option<u64>) -> tempfile::TempDir {
    let root = tempfile::tempdir().unwrap();
    let spec_dir = root.path().join("scratch-vl");
    std::fs::create_dir(&spec_dir).unwrap();
    let mut spec: serde_json::Value =
        serde_json::from_slice(&std::fs::read(paths::model_spec_dir("tiny-qwen2-vl").join("spec.json")).unwrap())
            .unwrap();
    spec["text"]["vocab_size"] = 512.into();
    spec["dtype"] = "bf16".into();
    if let Some(m) = max_shard_bytes {
        spec["max_shard_bytes"] = m.into();
    }
    std::fs::write(spec_dir.join("spec.json"), serde_json::to_vec(&spec).unwrap()).unwrap();
    root
}

#[test]
fn a_changed_file_fails_loudly_against_the_pins() {
    let root = scratch_spec(None);
    let spec_dir = root.path().join("scratch-vl");
    let out = root.path().join("out");
    let pinned = fixture::make_from(&spec_dir, &out, true).unwrap();
    // Same spec, same pins: passes.
    assert_eq!(fixture::make_from(&spec_dir, &out, false).unwrap(), pinned);
    // A different seed changes the weights: refused, naming the file.
    let mut spec: serde_json::Value =
        serde_json::from_slice(&std::fs::read(spec_dir.join("spec.json")).unwrap()).unwrap();
    spec["seed"] = 1.into();
    std::fs::write(spec_dir.join("spec.json"), serde_json::to_vec(&spec).unwrap()).unwrap();
    let err = fixture::make_from(&spec_dir, &out, false).unwrap_err();
    assert!(matches!(err, FixtureError::PinMismatch { .. }), "{err}");
    let msg = err.to_string();
    assert!(msg.contains("model.safetensors") && msg.contains("--repin"), "{msg}");
    assert!(!msg.contains("config.json:"), "only the weights changed: {msg}");
}

#[test]
fn sharded_fixtures_have_a_consistent_index() {
    let root = scratch_spec(Some(200_000));
    let spec_dir = root.path().join("scratch-vl");
    let out = root.path().join("out");
    let hashes = fixture::make_from(&spec_dir, &out, true).unwrap();
    let shards: Vec<&String> = hashes.keys().filter(|f| f.starts_with("model-")).collect();
    assert!(shards.len() >= 2, "{shards:?}");
    assert!(!hashes.contains_key("model.safetensors"));
    let index: serde_json::Value =
        serde_json::from_slice(&std::fs::read(out.join("model.safetensors.index.json")).unwrap()).unwrap();
    let map = index["weight_map"].as_object().unwrap();
    let mut total = 0u64;
    let mut seen = 0usize;
    for shard in &shards {
        assert!(shard.ends_with(&format!("-of-{:05}.safetensors", shards.len())), "{shard}");
        let bytes = std::fs::read(out.join(shard)).unwrap();
        let st = SafeTensors::deserialize(&bytes).unwrap();
        for (name, view) in st.tensors() {
            assert_eq!(map[&name], serde_json::Value::String((*shard).clone()), "{name}");
            total += view.data().len() as u64;
            seen += 1;
        }
    }
    assert_eq!(seen, map.len());
    assert_eq!(index["metadata"]["total_size"], total);
}

#[test]
fn unknown_spec_names_list_the_available_ones() {
    let err = fixture::make("no-such-model", Path::new("/nonexistent"), false).unwrap_err();
    let msg = err.to_string();
    assert!(msg.contains("tiny-qwen2-vl") && msg.contains("qwen2-vl-2b-shape"), "{msg}");
}
