//! The stage-dump format: one safetensors file per run.
//!
//! Tensors are named after the stage vocabulary (see [`crate::stages`]) and
//! hold f32 or i64 values only. The safetensors metadata carries
//! `format = "qwen2vl-stage-dump"`, `version = "1"` and free-form string
//! fields (`source`, `case`, ...). Goldens written by the Python recorders,
//! the oracle's `--dump-stages` and the engine's `--dump-stages` all use it.

use std::collections::BTreeMap;
use std::path::Path;

use safetensors::tensor::{Dtype, SafeTensors};

pub const DUMP_FORMAT: &str = "qwen2vl-stage-dump";
pub const DUMP_VERSION: &str = "1";

#[derive(Debug, thiserror::Error)]
pub enum DumpError {
    #[error("reading {path}: {source}")]
    Io { path: String, source: std::io::Error },
    #[error("{path} is not a valid safetensors file: {detail}")]
    Format { path: String, detail: String },
    #[error("{path}: metadata `format` is {found:?}, expected {DUMP_FORMAT:?} version {DUMP_VERSION}")]
    NotADump { path: String, found: Option<String> },
    #[error("{path}: tensor `{name}` has dtype {dtype}; stage dumps hold only F32 and I64")]
    Dtype { path: String, name: String, dtype: String },
    #[error("tensor `{name}`: shape {shape:?} holds {expected} values but {found} were given")]
    ShapeMismatch { name: String, shape: Vec<usize>, expected: usize, found: usize },
    #[error("tensor `{0}` is missing from the dump")]
    Missing(String),
    #[error("tensor `{name}` is {found}, expected {expected}")]
    WrongDtype { name: String, found: &'static str, expected: &'static str },
}

#[derive(Debug, Clone, PartialEq)]
pub enum TensorData {
    F32(Vec<f32>),
    I64(Vec<i64>),
}

#[derive(Debug, Clone, PartialEq)]
pub struct Tensor {
    pub shape: Vec<usize>,
    pub data: TensorData,
}

impl Tensor {
    pub fn f32(name: &str, shape: Vec<usize>, data: Vec<f32>) -> Result<Self, DumpError> {
        Self::checked(name, shape, TensorData::F32(data))
    }

    pub fn i64(name: &str, shape: Vec<usize>, data: Vec<i64>) -> Result<Self, DumpError> {
        Self::checked(name, shape, TensorData::I64(data))
    }

    fn checked(name: &str, shape: Vec<usize>, data: TensorData) -> Result<Self, DumpError> {
        let expected: usize = shape.iter().product();
        let found = data.len();
        if expected != found {
            return Err(DumpError::ShapeMismatch { name: name.to_string(), shape, expected, found });
        }
        Ok(Tensor { shape, data })
    }

    pub fn len(&self) -> usize {
        self.data.len()
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    pub fn dtype_name(&self) -> &'static str {
        match self.data {
            TensorData::F32(_) => "f32",
            TensorData::I64(_) => "i64",
        }
    }
}

impl TensorData {
    pub fn len(&self) -> usize {
        match self {
            TensorData::F32(v) => v.len(),
            TensorData::I64(v) => v.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

/// A set of named stage tensors plus string metadata.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct StageDump {
    pub metadata: BTreeMap<String, String>,
    pub tensors: BTreeMap<String, Tensor>,
}

impl StageDump {
    pub fn new() -> Self {
        Self::default()
    }

    pub fn insert(&mut self, name: impl Into<String>, tensor: Tensor) {
        self.tensors.insert(name.into(), tensor);
    }

    pub fn get(&self, name: &str) -> Result<&Tensor, DumpError> {
        self.tensors.get(name).ok_or_else(|| DumpError::Missing(name.to_string()))
    }

    pub fn get_f32(&self, name: &str) -> Result<(&[usize], &[f32]), DumpError> {
        let t = self.get(name)?;
        match &t.data {
            TensorData::F32(v) => Ok((&t.shape, v)),
            TensorData::I64(_) => Err(DumpError::WrongDtype { name: name.into(), found: "i64", expected: "f32" }),
        }
    }

    pub fn get_i64(&self, name: &str) -> Result<(&[usize], &[i64]), DumpError> {
        let t = self.get(name)?;
        match &t.data {
            TensorData::I64(v) => Ok((&t.shape, v)),
            TensorData::F32(_) => Err(DumpError::WrongDtype { name: name.into(), found: "f32", expected: "i64" }),
        }
    }

    pub fn read(path: &Path) -> Result<Self, DumpError> {
        let p = path.display().to_string();
        let bytes = std::fs::read(path).map_err(|source| DumpError::Io { path: p.clone(), source })?;
        Self::from_bytes(&bytes, &p)
    }

    pub fn from_bytes(bytes: &[u8], origin: &str) -> Result<Self, DumpError> {
        let fmt_err = |detail: String| DumpError::Format { path: origin.to_string(), detail };
        let (_, meta) = SafeTensors::read_metadata(bytes).map_err(|e| fmt_err(e.to_string()))?;
        let metadata: BTreeMap<String, String> =
            meta.metadata().clone().map(|m| m.into_iter().collect()).unwrap_or_default();
        let format = metadata.get("format").cloned();
        if format.as_deref() != Some(DUMP_FORMAT) || metadata.get("version").map(String::as_str) != Some(DUMP_VERSION) {
            return Err(DumpError::NotADump { path: origin.to_string(), found: format });
        }
        let st = SafeTensors::deserialize(bytes).map_err(|e| fmt_err(e.to_string()))?;
        let mut tensors = BTreeMap::new();
        for (name, view) in st.tensors() {
            let shape = view.shape().to_vec();
            let raw = view.data();
            let data = match view.dtype() {
                Dtype::F32 => {
                    TensorData::F32(raw.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect())
                }
                Dtype::I64 => TensorData::I64(
                    raw.chunks_exact(8)
                        .map(|c| i64::from_le_bytes([c[0], c[1], c[2], c[3], c[4], c[5], c[6], c[7]]))
                        .collect(),
                ),
                other => return Err(DumpError::Dtype { path: origin.to_string(), name, dtype: format!("{other:?}") }),
            };
            tensors.insert(name, Tensor { shape, data });
        }
        Ok(StageDump { metadata, tensors })
    }

    /// Serialise byte-deterministically. The safetensors crate keeps metadata
    /// in a hash map (random key order), so the file is written directly:
    /// u64 header length, JSON header with sorted keys padded with spaces to
    /// 8 bytes, then the tensors in name order.
    pub fn to_bytes(&self) -> Result<Vec<u8>, DumpError> {
        let mut metadata: BTreeMap<String, serde_json::Value> =
            self.metadata.iter().map(|(k, v)| (k.clone(), v.clone().into())).collect();
        metadata.insert("format".into(), DUMP_FORMAT.into());
        metadata.insert("version".into(), DUMP_VERSION.into());
        let mut header: BTreeMap<String, serde_json::Value> = BTreeMap::new();
        header.insert("__metadata__".into(), serde_json::to_value(metadata).expect("string map"));
        let mut data = Vec::new();
        for (name, t) in &self.tensors {
            let start = data.len();
            let dtype = match &t.data {
                TensorData::F32(v) => {
                    data.extend(v.iter().flat_map(|x| x.to_le_bytes()));
                    "F32"
                }
                TensorData::I64(v) => {
                    data.extend(v.iter().flat_map(|x| x.to_le_bytes()));
                    "I64"
                }
            };
            header.insert(
                name.clone(),
                serde_json::json!({"dtype": dtype, "shape": t.shape, "data_offsets": [start, data.len()]}),
            );
        }
        // serde_json writes BTreeMap keys in order whatever its map features.
        let mut text = serde_json::to_vec(&header)
            .map_err(|e| DumpError::Format { path: "<serialize>".into(), detail: e.to_string() })?;
        while text.len() % 8 != 0 {
            text.push(b' ');
        }
        let mut out = Vec::with_capacity(8 + text.len() + data.len());
        out.extend((text.len() as u64).to_le_bytes());
        out.extend(text);
        out.extend(data);
        Ok(out)
    }

    pub fn write(&self, path: &Path) -> Result<(), DumpError> {
        let bytes = self.to_bytes()?;
        std::fs::write(path, bytes).map_err(|source| DumpError::Io { path: path.display().to_string(), source })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sample() -> StageDump {
        let mut d = StageDump::new();
        d.metadata.insert("source".into(), "test".into());
        d.insert("pixels", Tensor::f32("pixels", vec![2, 2], vec![0.5, -1.0, 2.25, 3.0]).unwrap());
        d.insert("grid", Tensor::i64("grid", vec![1, 3], vec![1, 2, 4]).unwrap());
        d
    }

    #[test]
    fn dump_round_trips_values_shapes_and_metadata() {
        let d = sample();
        let back = StageDump::from_bytes(&d.to_bytes().unwrap(), "mem").unwrap();
        assert_eq!(back.tensors, d.tensors);
        assert_eq!(back.metadata["source"], "test");
        assert_eq!(back.metadata["format"], DUMP_FORMAT);
        assert_eq!(back.get_i64("grid").unwrap().1, &[1, 2, 4]);
        assert!(back.get_f32("grid").is_err());
    }

    #[test]
    fn serialisation_is_byte_deterministic() {
        assert_eq!(sample().to_bytes().unwrap(), sample().to_bytes().unwrap());
    }

    #[test]
    fn shape_and_value_count_must_agree() {
        let err = Tensor::f32("x", vec![2, 3], vec![0.0; 5]).unwrap_err();
        assert!(err.to_string().contains("holds 6 values but 5"), "{err}");
    }

    #[test]
    fn plain_safetensors_without_dump_metadata_is_rejected() {
        let data = [0u8; 4];
        let view = safetensors::tensor::TensorView::new(Dtype::F32, vec![1], &data).unwrap();
        let bytes = safetensors::serialize(vec![("x", view)], None).unwrap();
        let err = StageDump::from_bytes(&bytes, "plain").unwrap_err();
        assert!(matches!(err, DumpError::NotADump { .. }), "{err}");
    }
}
