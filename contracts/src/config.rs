//! Checkpoint configuration: `config.json` (flat hub style of the released
//! Qwen2-VL repos, or the transformers-5 nested style with `text_config` and
//! `rope_parameters`), `preprocessor_config.json` and `generation_config.json`.
//!
//! Every dimension the engine and the oracle use comes from here, read from
//! the checkpoint; nothing is assumed about a particular model size.

use std::path::Path;

use serde_json::Value;

#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("reading {path}: {source}")]
    Io { path: String, source: std::io::Error },
    #[error("parsing {path}: {source}")]
    Parse { path: String, source: serde_json::Error },
    #[error("{file}: missing or invalid field `{field}`")]
    Missing { file: &'static str, field: String },
    #[error("{file}: unsupported {what}")]
    Unsupported { file: &'static str, what: String },
    #[error("{file}: {detail}")]
    Invalid { file: &'static str, detail: String },
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ModelKind {
    /// `Qwen2VLForConditionalGeneration`: vision tower + M-RoPE language model.
    Qwen2Vl,
    /// `Qwen2ForCausalLM`: text only, 1D rotary positions.
    Qwen2,
}

#[derive(Debug, Clone, PartialEq)]
pub struct TextConfig {
    pub hidden_size: usize,
    pub intermediate_size: usize,
    pub num_hidden_layers: usize,
    pub num_attention_heads: usize,
    pub num_key_value_heads: usize,
    pub head_dim: usize,
    pub vocab_size: usize,
    pub rope_theta: f64,
    pub rms_norm_eps: f64,
    pub max_position_embeddings: usize,
    pub tie_word_embeddings: bool,
    /// M-RoPE sections (t, h, w) in rotary pairs; sums to head_dim / 2.
    pub mrope_section: Option<[usize; 3]>,
}

#[derive(Debug, Clone, PartialEq)]
pub struct VisionConfig {
    pub depth: usize,
    pub embed_dim: usize,
    pub num_heads: usize,
    pub mlp_hidden: usize,
    pub patch_size: usize,
    pub temporal_patch_size: usize,
    pub spatial_merge_size: usize,
    pub in_channels: usize,
    /// Output width of the merger (the language model's hidden size).
    pub out_hidden_size: usize,
    pub rope_theta: f64,
}

impl VisionConfig {
    pub fn head_dim(&self) -> usize {
        self.embed_dim / self.num_heads
    }
    /// Values in one flattened patch row: C * T * P * P.
    pub fn patch_row(&self) -> usize {
        self.in_channels * self.temporal_patch_size * self.patch_size * self.patch_size
    }
    pub fn merge_unit(&self) -> usize {
        self.spatial_merge_size * self.spatial_merge_size
    }
}

#[derive(Debug, Clone, PartialEq)]
pub struct TokenIds {
    pub image: u32,
    pub video: u32,
    pub vision_start: u32,
    pub vision_end: u32,
}

#[derive(Debug, Clone, PartialEq)]
pub struct ModelConfig {
    pub kind: ModelKind,
    pub text: TextConfig,
    pub vision: Option<VisionConfig>,
    pub tokens: Option<TokenIds>,
}

fn read_json(path: &Path) -> Result<Value, ConfigError> {
    let p = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Io { path: p.clone(), source })?;
    serde_json::from_str(&text).map_err(|source| ConfigError::Parse { path: p, source })
}

/// Looks a key up in the first object that has it.
fn lookup<'a>(scopes: &[&'a Value], key: &str) -> Option<&'a Value> {
    scopes.iter().find_map(|s| s.get(key).filter(|v| !v.is_null()))
}

fn usize_of(file: &'static str, scopes: &[&Value], key: &str) -> Result<usize, ConfigError> {
    lookup(scopes, key)
        .and_then(Value::as_u64)
        .and_then(|v| usize::try_from(v).ok())
        .ok_or_else(|| ConfigError::Missing { file, field: key.into() })
}

fn f64_of(file: &'static str, scopes: &[&Value], key: &str) -> Result<f64, ConfigError> {
    lookup(scopes, key).and_then(Value::as_f64).ok_or_else(|| ConfigError::Missing { file, field: key.into() })
}

fn positive(file: &'static str, name: &str, v: usize) -> Result<usize, ConfigError> {
    if v == 0 {
        return Err(ConfigError::Invalid { file, detail: format!("`{name}` must be positive") });
    }
    Ok(v)
}

impl ModelConfig {
    pub fn load(dir: &Path) -> Result<Self, ConfigError> {
        Self::from_value(&read_json(&dir.join("config.json"))?)
    }

    pub fn from_value(root: &Value) -> Result<Self, ConfigError> {
        let model_type = root.get("model_type").and_then(Value::as_str).unwrap_or_default();
        let kind = match model_type {
            "qwen2_vl" => ModelKind::Qwen2Vl,
            "qwen2" => ModelKind::Qwen2,
            other => {
                return Err(ConfigError::Unsupported {
                    file: F,
                    what: format!("model_type `{other}` (supported: qwen2_vl, qwen2)"),
                })
            }
        };
        let text = text_config(root)?;
        let (vision, tokens) = match kind {
            ModelKind::Qwen2 => {
                if text.mrope_section.is_some() {
                    return Err(ConfigError::Invalid {
                        file: F,
                        detail: "qwen2 (text only) takes no mrope_section".into(),
                    });
                }
                (None, None)
            }
            ModelKind::Qwen2Vl => {
                if text.mrope_section.is_none() {
                    return Err(ConfigError::Missing { file: F, field: "rope_scaling.mrope_section".into() });
                }
                let v =
                    root.get("vision_config").ok_or(ConfigError::Missing { file: F, field: "vision_config".into() })?;
                (Some(vision_config(v, &text)?), Some(token_ids(root)?))
            }
        };
        Ok(ModelConfig { kind, text, vision, tokens })
    }
}

/// The file [`ModelConfig`] reads.
const F: &str = "config.json";

/// The language model's fields: under `text_config` (transformers 5) or at
/// the root (the hub's flat style); rope fields also under
/// `rope_parameters` / `rope_scaling`.
fn text_config(root: &Value) -> Result<TextConfig, ConfigError> {
    let empty = Value::Null;
    let text_cfg = root.get("text_config").unwrap_or(&empty);
    let scopes = [text_cfg, root];
    let rope_params = lookup(&scopes, "rope_parameters").unwrap_or(&empty);
    let rope_scaling = lookup(&scopes, "rope_scaling").unwrap_or(&empty);
    let rope_scopes = [rope_params, rope_scaling, text_cfg, root];

    if let Some(act) = lookup(&scopes, "hidden_act").and_then(Value::as_str) {
        if act != "silu" {
            return Err(ConfigError::Unsupported {
                file: F,
                what: format!("text hidden_act `{act}` (Qwen2 uses silu)"),
            });
        }
    }
    let hidden_size = positive(F, "hidden_size", usize_of(F, &scopes, "hidden_size")?)?;
    let num_attention_heads = positive(F, "num_attention_heads", usize_of(F, &scopes, "num_attention_heads")?)?;
    let num_key_value_heads = match lookup(&scopes, "num_key_value_heads") {
        Some(_) => positive(F, "num_key_value_heads", usize_of(F, &scopes, "num_key_value_heads")?)?,
        None => num_attention_heads,
    };
    if num_attention_heads % num_key_value_heads != 0 {
        return Err(ConfigError::Invalid {
            file: F,
            detail: format!("num_attention_heads {num_attention_heads} is not a multiple of num_key_value_heads {num_key_value_heads}"),
        });
    }
    let head_dim = match lookup(&scopes, "head_dim") {
        Some(_) => usize_of(F, &scopes, "head_dim")?,
        None => {
            if hidden_size % num_attention_heads != 0 {
                return Err(ConfigError::Invalid {
                    file: F,
                    detail: format!(
                        "hidden_size {hidden_size} is not divisible by num_attention_heads {num_attention_heads}"
                    ),
                });
            }
            hidden_size / num_attention_heads
        }
    };
    if head_dim % 2 != 0 {
        return Err(ConfigError::Invalid { file: F, detail: format!("head_dim {head_dim} must be even") });
    }
    let mrope_section = match lookup(&rope_scopes, "mrope_section") {
        None => None,
        Some(v) => {
            let s: Vec<usize> = v
                .as_array()
                .map(|a| a.iter().filter_map(Value::as_u64).map(|x| x as usize).collect())
                .unwrap_or_default();
            if s.len() != 3 || s.iter().sum::<usize>() != head_dim / 2 {
                return Err(ConfigError::Invalid {
                    file: F,
                    detail: format!(
                        "mrope_section {v} must be three sections summing to head_dim/2 = {}",
                        head_dim / 2
                    ),
                });
            }
            Some([s[0], s[1], s[2]])
        }
    };
    Ok(TextConfig {
        hidden_size,
        intermediate_size: positive(F, "intermediate_size", usize_of(F, &scopes, "intermediate_size")?)?,
        num_hidden_layers: positive(F, "num_hidden_layers", usize_of(F, &scopes, "num_hidden_layers")?)?,
        num_attention_heads,
        num_key_value_heads,
        head_dim,
        vocab_size: positive(F, "vocab_size", usize_of(F, &scopes, "vocab_size")?)?,
        rope_theta: f64_of(F, &rope_scopes, "rope_theta")?,
        rms_norm_eps: f64_of(F, &scopes, "rms_norm_eps")?,
        max_position_embeddings: usize_of(F, &scopes, "max_position_embeddings")?,
        tie_word_embeddings: lookup(&[root, text_cfg], "tie_word_embeddings").and_then(Value::as_bool).unwrap_or(false),
        mrope_section,
    })
}

/// `vision_config` of a Qwen2-VL checkpoint; its merger must output the
/// text model's width.
fn vision_config(v: &Value, text: &TextConfig) -> Result<VisionConfig, ConfigError> {
    let empty = Value::Null;
    let vs = [v];
    if let Some(act) = v.get("hidden_act").and_then(Value::as_str) {
        if act != "quick_gelu" {
            return Err(ConfigError::Unsupported {
                file: F,
                what: format!("vision hidden_act `{act}` (Qwen2-VL uses quick_gelu)"),
            });
        }
    }
    let embed_dim = positive(F, "vision_config.embed_dim", usize_of(F, &vs, "embed_dim")?)?;
    let num_heads = positive(F, "vision_config.num_heads", usize_of(F, &vs, "num_heads")?)?;
    if embed_dim % num_heads != 0 || (embed_dim / num_heads) % 4 != 0 {
        return Err(ConfigError::Invalid {
            file: F,
            detail: format!("vision embed_dim {embed_dim} / num_heads {num_heads} must give a head_dim divisible by 4"),
        });
    }
    let mlp_ratio = f64_of(F, &vs, "mlp_ratio")?;
    let in_channels = lookup(&vs, "in_channels").or_else(|| lookup(&vs, "in_chans")).and_then(Value::as_u64);
    let vision_rope = v.get("rope_parameters").unwrap_or(&empty);
    let vision = VisionConfig {
        depth: positive(F, "vision_config.depth", usize_of(F, &vs, "depth")?)?,
        embed_dim,
        num_heads,
        mlp_hidden: (embed_dim as f64 * mlp_ratio) as usize,
        patch_size: positive(F, "vision_config.patch_size", usize_of(F, &vs, "patch_size")?)?,
        temporal_patch_size: positive(F, "temporal_patch_size", usize_of(F, &vs, "temporal_patch_size")?)?,
        spatial_merge_size: positive(F, "spatial_merge_size", usize_of(F, &vs, "spatial_merge_size")?)?,
        in_channels: in_channels.map(|c| c as usize).unwrap_or(3),
        out_hidden_size: usize_of(F, &vs, "hidden_size")?,
        rope_theta: vision_rope.get("rope_theta").and_then(Value::as_f64).unwrap_or(10_000.0),
    };
    if vision.out_hidden_size != text.hidden_size {
        return Err(ConfigError::Invalid {
            file: F,
            detail: format!(
                "vision_config.hidden_size {} (merger output) differs from the text hidden_size {}",
                vision.out_hidden_size, text.hidden_size
            ),
        });
    }
    Ok(vision)
}

/// The special token ids a Qwen2-VL prompt uses.
fn token_ids(root: &Value) -> Result<TokenIds, ConfigError> {
    let id = |key: &str| -> Result<u32, ConfigError> {
        root.get(key)
            .and_then(Value::as_u64)
            .and_then(|x| u32::try_from(x).ok())
            .ok_or_else(|| ConfigError::Missing { file: F, field: key.into() })
    };
    Ok(TokenIds {
        image: id("image_token_id")?,
        video: id("video_token_id")?,
        vision_start: id("vision_start_token_id")?,
        vision_end: id("vision_end_token_id")?,
    })
}

/// `preprocessor_config.json` of a Qwen2-VL checkpoint.
#[derive(Debug, Clone, PartialEq)]
pub struct PreprocessorConfig {
    pub min_pixels: u64,
    pub max_pixels: u64,
    pub patch_size: usize,
    pub temporal_patch_size: usize,
    pub merge_size: usize,
    pub image_mean: [f64; 3],
    pub image_std: [f64; 3],
    pub rescale_factor: f64,
}

impl PreprocessorConfig {
    pub fn load(dir: &Path) -> Result<Self, ConfigError> {
        Self::from_value(&read_json(&dir.join("preprocessor_config.json"))?)
    }

    pub fn from_value(v: &Value) -> Result<Self, ConfigError> {
        const F: &str = "preprocessor_config.json";
        let empty = Value::Null;
        let size = v.get("size").unwrap_or(&empty);
        // Older files say min_pixels/max_pixels; transformers 5 writes size.{shortest,longest}_edge.
        let pixels = |flat: &str, nested: &str| -> Result<u64, ConfigError> {
            v.get(flat)
                .and_then(Value::as_u64)
                .or_else(|| size.get(nested).and_then(Value::as_u64))
                .ok_or_else(|| ConfigError::Missing { file: F, field: flat.into() })
        };
        let triple = |key: &str| -> Result<[f64; 3], ConfigError> {
            let a: Vec<f64> = v
                .get(key)
                .and_then(Value::as_array)
                .map(|a| a.iter().filter_map(Value::as_f64).collect())
                .unwrap_or_default();
            <[f64; 3]>::try_from(a).map_err(|_| ConfigError::Missing { file: F, field: key.into() })
        };
        for flag in ["do_resize", "do_rescale", "do_normalize"] {
            if v.get(flag).and_then(Value::as_bool) == Some(false) {
                return Err(ConfigError::Unsupported { file: F, what: format!("{flag} = false") });
            }
        }
        let cfg = PreprocessorConfig {
            min_pixels: pixels("min_pixels", "shortest_edge")?,
            max_pixels: pixels("max_pixels", "longest_edge")?,
            patch_size: usize_of(F, &[v], "patch_size")?,
            temporal_patch_size: usize_of(F, &[v], "temporal_patch_size")?,
            merge_size: usize_of(F, &[v], "merge_size")?,
            image_mean: triple("image_mean")?,
            image_std: triple("image_std")?,
            rescale_factor: v.get("rescale_factor").and_then(Value::as_f64).unwrap_or(1.0 / 255.0),
        };
        if cfg.min_pixels > cfg.max_pixels {
            return Err(ConfigError::Invalid {
                file: F,
                detail: format!("min_pixels {} > max_pixels {}", cfg.min_pixels, cfg.max_pixels),
            });
        }
        Ok(cfg)
    }
}

/// End-of-sequence ids: `generation_config.json`'s `eos_token_id` (a number
/// or a list), else `config.json`'s.
pub fn eos_token_ids(dir: &Path) -> Result<Vec<u32>, ConfigError> {
    let from = |v: &Value| -> Vec<u32> {
        match v.get("eos_token_id") {
            Some(Value::Array(a)) => a.iter().filter_map(Value::as_u64).map(|x| x as u32).collect(),
            Some(x) => x.as_u64().map(|x| vec![x as u32]).unwrap_or_default(),
            None => Vec::new(),
        }
    };
    let gen = dir.join("generation_config.json");
    if gen.exists() {
        let ids = from(&read_json(&gen)?);
        if !ids.is_empty() {
            return Ok(ids);
        }
    }
    let cfg = read_json(&dir.join("config.json"))?;
    let ids = from(&cfg);
    let ids = if ids.is_empty() { cfg.get("text_config").map(from).unwrap_or_default() } else { ids };
    if ids.is_empty() {
        return Err(ConfigError::Missing { file: "generation_config.json", field: "eos_token_id".into() });
    }
    Ok(ids)
}
