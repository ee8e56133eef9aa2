//! One place that opens a checkpoint folder as the engine uses it: the
//! model config (`config.json`), the weight index over the safetensors
//! headers ([`weights`]) and the compiled-module cache the graphs are
//! compiled into. The engine, `engine compile` and the benches all open a
//! folder through [`Checkpoint::open`].

pub mod artifacts;
pub mod quantize;
pub mod weights;

use std::path::{Path, PathBuf};

use contracts::config::{ConfigError, ModelConfig};

use crate::iree::{CompileError, Compiler};
use artifacts::{ArtifactCache, ArtifactError};
use weights::{WeightError, WeightIndex};

#[derive(Debug, thiserror::Error)]
pub enum CheckpointError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error(transparent)]
    Weights(#[from] WeightError),
    #[error(transparent)]
    Artifact(#[from] ArtifactError),
    #[error(transparent)]
    Compile(#[from] CompileError),
    #[error("{dir}: checkpoint tensors no graph consumes: {names:?}")]
    Unconsumed { dir: PathBuf, names: Vec<String> },
}

/// A checkpoint folder, opened: nothing is read beyond the config and the
/// safetensors headers until a module is loaded.
pub struct Checkpoint {
    pub dir: PathBuf,
    pub config: ModelConfig,
    pub weights: WeightIndex,
    /// Where this checkpoint's graphs are compiled and cached
    /// ([`artifacts::default_dir`], `$QWEN_ENGINE_CACHE`).
    pub cache: ArtifactCache,
}

impl Checkpoint {
    pub fn open(dir: &Path) -> Result<Self, CheckpointError> {
        Ok(Checkpoint {
            dir: dir.to_path_buf(),
            config: ModelConfig::load(dir)?,
            weights: WeightIndex::open(dir)?,
            cache: ArtifactCache::new(artifacts::default_dir(), Compiler::locate()?)?,
        })
    }

    /// Every tensor of the checkpoint must feed a graph: a tensor none
    /// declared means the folder holds a model these graphs do not compute
    /// (an extra layer, a head the config does not describe).
    pub fn check_all_consumed(&self) -> Result<(), CheckpointError> {
        let names = self.weights.unused("");
        if names.is_empty() {
            Ok(())
        } else {
            Err(CheckpointError::Unconsumed { dir: self.dir.clone(), names })
        }
    }
}
