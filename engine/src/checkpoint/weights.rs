//! The checkpoint as IREE parameters: which tensors exist (read from the
//! safetensors headers only, single file or shards), under which key, with
//! which shape and dtype; every tensor a graph uses is declared here, checked
//! for shape, and recorded, so [`WeightIndex::unused`] can list what no graph
//! consumed.
//!
//! Layout transforms are done in the graph, not on disk, so the checkpoint's
//! own files are served as-is:
//! - `visual.patch_embed.proj.weight` [E, C, T, P, P] (Conv3d without bias,
//!   stride = kernel) is reshaped to [E, C*T*P*P] and used as a matmul;
//! - `visual.blocks.N.attn.qkv.{weight,bias}` [3E, E] is applied once and the
//!   result split into q, k, v ([N, 3, heads, head_dim] order);
//! - `visual.merger.mlp.{0,2}` are the two merger Linears (index 1 is GELU).

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use crate::emit::nn::Q8;
use crate::emit::{DType, ModuleBuilder, Ty};
use crate::iree::ParameterScope;

pub const PARAMETER_SCOPE: &str = "model";

#[derive(Debug, thiserror::Error)]
pub enum WeightError {
    #[error("{path}: {detail}")]
    File { path: PathBuf, detail: String },
    #[error("no weights in {0}: expected model.safetensors or model.safetensors.index.json")]
    NoWeights(PathBuf),
    #[error("checkpoint tensor `{0}` is missing")]
    Missing(String),
    #[error("checkpoint tensor `{name}` has shape {found:?}, expected {expected:?}")]
    Shape { name: String, expected: Vec<usize>, found: Vec<usize> },
    #[error("checkpoint tensor `{name}` has dtype {dtype}; supported: F32, BF16, F16")]
    Dtype { name: String, dtype: String },
    #[error("checkpoint tensor `{name}` is stored twice ({first} and {second})")]
    Duplicate { name: String, first: String, second: String },
}

#[derive(Debug, Clone)]
struct Entry {
    key: String,
    shape: Vec<usize>,
    dtype: DType,
    file: String,
    path: PathBuf,
    /// Where the tensor's bytes start in `path`.
    begin: u64,
}

/// Where a tensor's bytes are on disk (for the int8 quantizer).
#[derive(Debug, Clone)]
pub struct StoredTensor {
    pub name: String,
    pub path: PathBuf,
    pub begin: u64,
    pub shape: Vec<usize>,
    pub dtype: DType,
}

pub struct WeightIndex {
    files: Vec<PathBuf>,
    entries: BTreeMap<String, Entry>,
    used: RefCell<BTreeSet<String>>,
    /// Tensors the graphs read quantized (int8 mode), in declaration order.
    quantized: RefCell<Vec<String>>,
}

/// The vision tower's hub tensor names begin with this; the language
/// model's do not (its own modules' weights: int8 mode quantizes the two
/// into archives of their own).
pub const VISION_PREFIX: &str = "visual.";

/// Hub tensor name (`visual.*`, `model.*`, `lm_head.weight`) for a stored
/// key; transformers-5 checkpoints store `model.visual.*` and
/// `model.language_model.*`.
fn hub_key(stored: &str) -> String {
    match (stored.strip_prefix("model.visual."), stored.strip_prefix("model.language_model.")) {
        (Some(rest), _) => ["visual.", rest].concat(),
        (None, Some(rest)) => ["model.", rest].concat(),
        (None, None) => stored.to_owned(),
    }
}

/// The header's JSON object and where the data section starts.
fn read_header(path: &Path) -> Result<(serde_json::Map<String, serde_json::Value>, u64), WeightError> {
    use std::io::Read;
    let bad = |detail: String| WeightError::File { path: path.to_path_buf(), detail };
    let mut f = std::fs::File::open(path).map_err(|e| bad(e.to_string()))?;
    let mut len = [0u8; 8];
    f.read_exact(&mut len).map_err(|e| bad(format!("reading the header length: {e}")))?;
    let n = u64::from_le_bytes(len);
    if n > 100_000_000 {
        return Err(bad(format!("header of {n} bytes is not a safetensors header")));
    }
    let mut header = vec![0u8; n as usize];
    f.read_exact(&mut header).map_err(|e| bad(format!("reading the header: {e}")))?;
    let v: serde_json::Value = serde_json::from_slice(&header).map_err(|e| bad(format!("header JSON: {e}")))?;
    let map = v.as_object().cloned().ok_or_else(|| bad("header is not a JSON object".into()))?;
    Ok((map, 8 + n))
}

impl WeightIndex {
    pub fn open(dir: &Path) -> Result<Self, WeightError> {
        let single = dir.join("model.safetensors");
        let files = if single.is_file() {
            vec![single]
        } else {
            let index = dir.join("model.safetensors.index.json");
            let text = std::fs::read_to_string(&index).map_err(|_| WeightError::NoWeights(dir.to_path_buf()))?;
            let v: serde_json::Value = serde_json::from_str(&text)
                .map_err(|e| WeightError::File { path: index.clone(), detail: e.to_string() })?;
            let shards: BTreeSet<String> = v["weight_map"]
                .as_object()
                .map(|m| m.values().filter_map(|f| f.as_str().map(str::to_owned)).collect())
                .unwrap_or_default();
            if shards.is_empty() {
                return Err(WeightError::File { path: index, detail: "empty weight_map".into() });
            }
            shards.into_iter().map(|f| dir.join(f)).collect()
        };
        let mut entries: BTreeMap<String, Entry> = BTreeMap::new();
        for path in &files {
            let fname = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
            let (header, data_start) = read_header(path)?;
            for (key, meta) in header {
                if key == "__metadata__" {
                    continue;
                }
                let dtype = match meta["dtype"].as_str() {
                    Some("F32") => DType::F32,
                    Some("BF16") => DType::Bf16,
                    Some("F16") => DType::F16,
                    other => return Err(WeightError::Dtype { name: key, dtype: format!("{other:?}") }),
                };
                let shape: Vec<usize> = meta["shape"]
                    .as_array()
                    .map(|a| a.iter().filter_map(|d| d.as_u64()).map(|d| d as usize).collect())
                    .unwrap_or_default();
                let begin =
                    meta["data_offsets"][0].as_u64().and_then(|o| o.checked_add(data_start)).ok_or_else(|| {
                        WeightError::File { path: path.clone(), detail: format!("`{key}` has no data_offsets") }
                    })?;
                let hub = hub_key(&key);
                let entry = Entry { key, shape, dtype, file: fname.clone(), path: path.clone(), begin };
                if let Some(prev) = entries.insert(hub.clone(), entry) {
                    return Err(WeightError::Duplicate { name: hub, first: prev.file, second: fname });
                }
            }
        }
        Ok(WeightIndex { files, entries, used: RefCell::new(BTreeSet::new()), quantized: RefCell::new(Vec::new()) })
    }

    /// The parameter scope serving these files to IREE.
    pub fn scope(&self) -> ParameterScope {
        ParameterScope { scope: PARAMETER_SCOPE.into(), files: self.files.clone() }
    }

    pub fn contains(&self, hub: &str) -> bool {
        self.entries.contains_key(hub)
    }

    /// Declare tensor `hub` (hub name) as a parameter global of `m` after
    /// checking its shape; returns the global's symbol and stored dtype.
    pub fn declare(
        &self,
        m: &mut ModuleBuilder,
        hub: &str,
        expected: &[usize],
    ) -> Result<(String, DType), WeightError> {
        let e = self.entries.get(hub).ok_or_else(|| WeightError::Missing(hub.into()))?;
        if e.shape != expected {
            return Err(WeightError::Shape { name: hub.into(), expected: expected.to_vec(), found: e.shape.clone() });
        }
        self.used.borrow_mut().insert(hub.into());
        Ok((m.parameter(PARAMETER_SCOPE, &e.key, Ty::new(&e.shape, e.dtype)), e.dtype))
    }

    /// Declare tensor `hub` [out, in] as read quantized to int8: its int8
    /// rows, per-row scales and per-row offsets become parameter globals of
    /// `m` in the [`quantize::Q8_SCOPE`](super::quantize::Q8_SCOPE) scope
    /// (served from the quantized archive,
    /// [`super::quantize::quantized_archive`]). Returns their symbols.
    pub fn declare_q8(&self, m: &mut ModuleBuilder, hub: &str, expected: &[usize]) -> Result<Q8<String>, WeightError> {
        use super::quantize::{offset_key, scale_key, Q8_SCOPE};
        let e = self.entries.get(hub).ok_or_else(|| WeightError::Missing(hub.into()))?;
        if e.shape != expected || expected.len() != 2 {
            return Err(WeightError::Shape { name: hub.into(), expected: expected.to_vec(), found: e.shape.clone() });
        }
        self.used.borrow_mut().insert(hub.into());
        let mut quantized = self.quantized.borrow_mut();
        if !quantized.iter().any(|q| q == hub) {
            quantized.push(hub.into());
        }
        let q = m.parameter(Q8_SCOPE, hub, Ty::new(expected, DType::I8));
        let scale = m.parameter(Q8_SCOPE, &scale_key(hub), Ty::new(&expected[..1], DType::F32));
        let offset = m.parameter(Q8_SCOPE, &offset_key(hub), Ty::new(&expected[..1], DType::I32));
        Ok(Q8 { q, scale, offset })
    }

    /// The tensors declared quantized so far whose names `keep` accepts
    /// (one module's: each module's archive holds its own), where they are
    /// stored.
    pub fn quantized(&self, keep: impl Fn(&str) -> bool) -> Vec<StoredTensor> {
        self.quantized
            .borrow()
            .iter()
            .filter(|hub| keep(hub))
            .map(|hub| {
                let e = &self.entries[hub];
                StoredTensor {
                    name: hub.clone(),
                    path: e.path.clone(),
                    begin: e.begin,
                    shape: e.shape.clone(),
                    dtype: e.dtype,
                }
            })
            .collect()
    }

    /// The checkpoint's files (for identities of derived caches).
    pub fn files(&self) -> &[PathBuf] {
        &self.files
    }

    /// Mark a tensor as deliberately unused (e.g. a stored lm_head with tied embeddings).
    pub fn skip(&self, hub: &str) {
        if self.entries.contains_key(hub) {
            self.used.borrow_mut().insert(hub.into());
        }
    }

    /// Bytes stored on disk for the tensors whose hub name passes `keep`.
    pub fn stored_bytes(&self, keep: impl Fn(&str) -> bool) -> u64 {
        self.entries
            .iter()
            .filter(|(name, _)| keep(name))
            .map(|(_, e)| e.shape.iter().product::<usize>() as u64 * e.dtype.size() as u64)
            .sum()
    }

    /// Tensors under `prefix` that no emitted graph declared.
    pub fn unused(&self, prefix: &str) -> Vec<String> {
        let used = self.used.borrow();
        self.entries.keys().filter(|k| k.starts_with(prefix) && !used.contains(*k)).cloned().collect()
    }
}

#[cfg(test)]
mod tests {
    use super::hub_key;

    #[test]
    fn stored_keys_map_to_hub_names() {
        assert_eq!(hub_key("model.visual.merger.ln_q.weight"), "visual.merger.ln_q.weight");
        assert_eq!(hub_key("model.language_model.norm.weight"), "model.norm.weight");
        assert_eq!(hub_key("visual.blocks.0.norm1.bias"), "visual.blocks.0.norm1.bias");
        assert_eq!(hub_key("lm_head.weight"), "lm_head.weight");
    }
}
