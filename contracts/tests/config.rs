//! Both config styles parse to the same dimensions; bad configs name the field.

use contracts::config::{ModelConfig, ModelKind, PreprocessorConfig};
use serde_json::{json, Value};

fn data(name: &str) -> Value {
    let p = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/data").join(name);
    serde_json::from_slice(&std::fs::read(p).unwrap()).unwrap()
}

fn flat_vl() -> Value {
    json!({
        "model_type": "qwen2_vl", "hidden_size": 64, "intermediate_size": 128, "num_hidden_layers": 2,
        "num_attention_heads": 4, "num_key_value_heads": 2, "vocab_size": 151936, "rope_theta": 1000000.0,
        "rms_norm_eps": 1e-6, "max_position_embeddings": 32768, "tie_word_embeddings": true,
        "rope_scaling": {"type": "mrope", "mrope_section": [2, 3, 3]},
        "image_token_id": 151655, "video_token_id": 151656, "vision_start_token_id": 151652, "vision_end_token_id": 151653,
        "vision_config": {"depth": 3, "embed_dim": 32, "mlp_ratio": 4, "num_heads": 2, "in_chans": 3, "hidden_size": 64,
                          "patch_size": 14, "spatial_merge_size": 2, "temporal_patch_size": 2}
    })
}

#[test]
fn flat_hub_and_transformers5_nested_configs_agree() {
    let flat = ModelConfig::from_value(&flat_vl()).unwrap();
    let nested = ModelConfig::from_value(&data("transformers5-qwen2-vl-config.json")).unwrap();
    assert_eq!(flat, nested);
    assert_eq!(flat.kind, ModelKind::Qwen2Vl);
    assert_eq!(flat.text.head_dim, 16);
    assert_eq!(flat.text.mrope_section, Some([2, 3, 3]));
    let v = flat.vision.unwrap();
    assert_eq!((v.depth, v.mlp_hidden, v.patch_row(), v.head_dim()), (3, 128, 1176, 16));
    assert_eq!(v.rope_theta, 10_000.0);
    assert_eq!(flat.tokens.unwrap().image, 151_655);
}

#[test]
fn text_only_qwen2_has_no_vision_and_an_untied_head() {
    let c = ModelConfig::from_value(&data("transformers5-qwen2-config.json")).unwrap();
    assert_eq!(c.kind, ModelKind::Qwen2);
    assert!(c.vision.is_none() && c.tokens.is_none() && c.text.mrope_section.is_none());
    assert!(!c.text.tie_word_embeddings);
    assert_eq!(c.text.num_key_value_heads, 1);
}

#[test]
fn bad_configs_name_what_is_wrong() {
    let mut v = flat_vl();
    v["rope_scaling"]["mrope_section"] = json!([2, 3, 4]);
    let e = ModelConfig::from_value(&v).unwrap_err().to_string();
    assert!(e.contains("mrope_section") && e.contains("head_dim/2 = 8"), "{e}");

    let mut v = flat_vl();
    v.as_object_mut().unwrap().remove("intermediate_size");
    assert!(ModelConfig::from_value(&v).unwrap_err().to_string().contains("intermediate_size"));

    let mut v = flat_vl();
    v["model_type"] = json!("llava");
    assert!(ModelConfig::from_value(&v).unwrap_err().to_string().contains("llava"));

    let mut v = flat_vl();
    v["num_key_value_heads"] = json!(3);
    assert!(ModelConfig::from_value(&v).unwrap_err().to_string().contains("multiple of num_key_value_heads"));

    let mut v = flat_vl();
    v["vision_config"]["hidden_size"] = json!(96);
    assert!(ModelConfig::from_value(&v).unwrap_err().to_string().contains("merger output"));
}

#[test]
fn preprocessor_reads_flat_and_size_styles() {
    let flat = json!({"min_pixels": 3136, "max_pixels": 12845056, "patch_size": 14, "temporal_patch_size": 2,
        "merge_size": 2, "image_mean": [0.48145466, 0.4578275, 0.40821073],
        "image_std": [0.26862954, 0.26130258, 0.27577711], "rescale_factor": 0.00392156862745098});
    let mut sized = flat.clone();
    sized.as_object_mut().unwrap().remove("min_pixels");
    sized.as_object_mut().unwrap().remove("max_pixels");
    sized["size"] = json!({"shortest_edge": 3136, "longest_edge": 12845056});
    let a = PreprocessorConfig::from_value(&flat).unwrap();
    assert_eq!(a, PreprocessorConfig::from_value(&sized).unwrap());
    assert_eq!((a.min_pixels, a.max_pixels, a.merge_size), (3136, 12_845_056, 2));
    let mut off = flat;
    off["do_normalize"] = json!(false);
    assert!(PreprocessorConfig::from_value(&off).unwrap_err().to_string().contains("do_normalize"));
}
