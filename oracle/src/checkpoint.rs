//! Loading Hugging Face checkpoint folders: `model.safetensors` or shards
//! listed in `model.safetensors.index.json`; on-disk f32, bf16 or f16, all
//! converted to f32. Tensor names are normalised to the hub names
//! (`visual.*`, `model.*`, `lm_head.weight`): transformers-5 in-memory names
//! `model.visual.*` and `model.language_model.*` are accepted too.
//!
//! Every tensor taken is checked against the shape the model expects, and
//! [`Checkpoint::finish`] fails on any tensor nothing consumed (that is how a
//! dropped bias is caught).
//!
//! Mirrors (transformers 5.24.0, as pinned in `scripts/reference/setup-venv.sh`):
//! `transformers/conversion_mapping.py`, the `Qwen2VLForConditionalGeneration`
//! renamings (`^visual` to `model.visual`, `^model` to
//! `model.language_model`), read the other way round.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use candle_core::{Device, Tensor};
use safetensors::{Dtype, SafeTensors};

#[derive(Debug, thiserror::Error)]
pub enum CheckpointError {
    #[error("{path}: {detail}")]
    Io { path: PathBuf, detail: String },
    #[error("no weights in {0}: expected model.safetensors or model.safetensors.index.json")]
    NoWeights(PathBuf),
    #[error("checkpoint tensor `{name}` is missing")]
    Missing { name: String },
    #[error("checkpoint tensor `{name}` has shape {found:?}, expected {expected:?}")]
    Shape { name: String, expected: Vec<usize>, found: Vec<usize> },
    #[error("checkpoint tensor `{name}` has unsupported dtype {dtype} (supported: F32, BF16, F16)")]
    Dtype { name: String, dtype: String },
    #[error("checkpoint tensor `{name}` appears twice (in {first} and {second})")]
    Duplicate { name: String, first: String, second: String },
    #[error("{} checkpoint tensor(s) were not consumed by the model: {}", .0.len(), .0.join(", "))]
    Unconsumed(Vec<String>),
    #[error("tensor `{name}`: {detail}")]
    Candle { name: String, detail: String },
}

struct Entry {
    shape: Vec<usize>,
    values: Vec<f32>,
    file: String,
}

pub struct Checkpoint {
    entries: BTreeMap<String, Entry>,
    consumed: RefCell<BTreeSet<String>>,
}

/// Hub name for a checkpoint tensor name (transformers-5 style accepted).
pub fn hub_name(name: &str) -> String {
    if let Some(rest) = name.strip_prefix("model.visual.") {
        format!("visual.{rest}")
    } else if let Some(rest) = name.strip_prefix("model.language_model.") {
        format!("model.{rest}")
    } else {
        name.to_string()
    }
}

fn weight_files(dir: &Path) -> Result<Vec<PathBuf>, CheckpointError> {
    let single = dir.join("model.safetensors");
    if single.is_file() {
        return Ok(vec![single]);
    }
    let index = dir.join("model.safetensors.index.json");
    if !index.is_file() {
        return Err(CheckpointError::NoWeights(dir.to_path_buf()));
    }
    let io = |detail: String| CheckpointError::Io { path: index.clone(), detail };
    let text = std::fs::read_to_string(&index).map_err(|e| io(e.to_string()))?;
    let v: serde_json::Value = serde_json::from_str(&text).map_err(|e| io(e.to_string()))?;
    let map = v.get("weight_map").and_then(|m| m.as_object()).ok_or_else(|| io("no weight_map".into()))?;
    let files: BTreeSet<&str> = map.values().filter_map(|f| f.as_str()).collect();
    Ok(files.into_iter().map(|f| dir.join(f)).collect())
}

fn to_f32(dtype: Dtype, raw: &[u8], name: &str) -> Result<Vec<f32>, CheckpointError> {
    Ok(match dtype {
        Dtype::F32 => raw.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect(),
        Dtype::BF16 => raw.chunks_exact(2).map(|c| half::bf16::from_le_bytes([c[0], c[1]]).to_f32()).collect(),
        Dtype::F16 => raw.chunks_exact(2).map(|c| half::f16::from_le_bytes([c[0], c[1]]).to_f32()).collect(),
        other => return Err(CheckpointError::Dtype { name: name.into(), dtype: format!("{other:?}") }),
    })
}

impl Checkpoint {
    pub fn open(dir: &Path) -> Result<Self, CheckpointError> {
        let mut entries: BTreeMap<String, Entry> = BTreeMap::new();
        for file in weight_files(dir)? {
            let io = |detail: String| CheckpointError::Io { path: file.clone(), detail };
            let f = std::fs::File::open(&file).map_err(|e| io(e.to_string()))?;
            // SAFETY: the mapping is read-only and dropped before this function returns;
            // checkpoint files are not modified while the oracle loads them.
            let map = unsafe { memmap2::Mmap::map(&f) }.map_err(|e| io(e.to_string()))?;
            let st = SafeTensors::deserialize(&map).map_err(|e| io(e.to_string()))?;
            let fname = file.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            for (raw_name, view) in st.tensors() {
                let name = hub_name(&raw_name);
                let values = to_f32(view.dtype(), view.data(), &raw_name)?;
                let entry = Entry { shape: view.shape().to_vec(), values, file: fname.clone() };
                if let Some(prev) = entries.insert(name.clone(), entry) {
                    return Err(CheckpointError::Duplicate { name, first: prev.file, second: fname });
                }
            }
        }
        Ok(Checkpoint { entries, consumed: RefCell::new(BTreeSet::new()) })
    }

    /// Take a tensor, checking its shape; marks it consumed.
    pub fn get(&self, name: &str, expected: &[usize]) -> Result<Tensor, CheckpointError> {
        let e = self.entries.get(name).ok_or_else(|| CheckpointError::Missing { name: name.into() })?;
        if e.shape != expected {
            return Err(CheckpointError::Shape {
                name: name.into(),
                expected: expected.to_vec(),
                found: e.shape.clone(),
            });
        }
        self.consumed.borrow_mut().insert(name.to_string());
        Tensor::from_slice(&e.values, e.shape.as_slice(), &Device::Cpu)
            .map_err(|err| CheckpointError::Candle { name: name.into(), detail: err.to_string() })
    }

    /// Declare a tensor deliberately unused (e.g. `lm_head.weight` stored in
    /// a checkpoint with tied embeddings).
    pub fn skip(&self, name: &str) {
        if self.entries.contains_key(name) {
            self.consumed.borrow_mut().insert(name.to_string());
        }
    }

    /// Fails if any tensor of the checkpoint was neither taken nor skipped.
    pub fn finish(&self) -> Result<(), CheckpointError> {
        let consumed = self.consumed.borrow();
        let left: Vec<String> = self.entries.keys().filter(|k| !consumed.contains(*k)).cloned().collect();
        if left.is_empty() {
            Ok(())
        } else {
            Err(CheckpointError::Unconsumed(left))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn transformers5_names_map_to_hub_names() {
        assert_eq!(hub_name("model.visual.blocks.0.attn.qkv.weight"), "visual.blocks.0.attn.qkv.weight");
        assert_eq!(hub_name("model.language_model.layers.1.mlp.up_proj.weight"), "model.layers.1.mlp.up_proj.weight");
        assert_eq!(hub_name("model.layers.1.mlp.up_proj.weight"), "model.layers.1.mlp.up_proj.weight");
        assert_eq!(hub_name("lm_head.weight"), "lm_head.weight");
    }
}
