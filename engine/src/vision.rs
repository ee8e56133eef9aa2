//! The vision encoder on IREE: one compiled module with a function per
//! patch bucket (one copy of the weights), the bucket chosen per request by
//! its total patch rows.

use contracts::config::{ModelConfig, VisionConfig};

use crate::artifacts::{ArtifactCache, ArtifactError};
use crate::emit::nn::Precision;
use crate::iree::{CompilerOptions, HostTensor, IreeError, Session};
use crate::model::vision::{self, GraphError, BUCKETS};
use crate::model::weights::WeightIndex;
use crate::processor::VisionBatch;

#[derive(Debug, thiserror::Error)]
pub enum VisionError {
    #[error("the checkpoint has no vision tower")]
    NoVision,
    #[error(transparent)]
    Graph(#[from] GraphError),
    #[error(transparent)]
    Artifact(#[from] ArtifactError),
    #[error(transparent)]
    Iree(#[from] IreeError),
    #[error("vision tensors the graph does not consume: {0:?}")]
    Unconsumed(Vec<String>),
    #[error("no compiled module for bucket {0}")]
    NoBucket(usize),
}

/// Stage outputs of one encode, real rows only.
pub struct VisionStages {
    pub patch_embed: Vec<f32>,
    /// (block index, output)
    pub blocks: Vec<(usize, Vec<f32>)>,
    pub merger_ln: Vec<f32>,
}

pub struct VisionEncoder {
    cfg: VisionConfig,
    buckets: Vec<usize>,
    session: Session,
    stage_blocks: Vec<usize>,
}

impl VisionEncoder {
    /// Compile (or load from the cache) the module with every bucket's
    /// functions. `buckets` defaults to the whole ladder.
    pub fn load(
        config: &ModelConfig,
        weights: &WeightIndex,
        cache: &ArtifactCache,
        precision: Precision,
        buckets: Option<&[usize]>,
    ) -> Result<Self, VisionError> {
        let cfg = config.vision.clone().ok_or(VisionError::NoVision)?;
        let stage_blocks = vision::stage_blocks(cfg.depth);
        let buckets = buckets.unwrap_or(&BUCKETS).to_vec();
        let mlir = vision::emit(&cfg, weights, &buckets, precision, &stage_blocks)?;
        let vmfb = cache.get_or_compile(&mlir, &CompilerOptions::default())?;
        let session = Session::new("local-task", &[cache.parameters(weights.scope())?], vmfb)?;
        let unused = weights.unused("visual.");
        if !unused.is_empty() {
            return Err(VisionError::Unconsumed(unused));
        }
        Ok(VisionEncoder { cfg, buckets, session, stage_blocks })
    }

    pub fn config(&self) -> &VisionConfig {
        &self.cfg
    }

    fn inputs(&self, b: &VisionBatch) -> Vec<HostTensor> {
        let hd = self.cfg.head_dim();
        vec![
            HostTensor::f32(vec![b.bucket, self.cfg.patch_row()], &b.patches),
            HostTensor::f32(vec![b.bucket, hd], &b.cos),
            HostTensor::f32(vec![b.bucket, hd], &b.sin),
            HostTensor::i32(vec![b.bucket], &b.segments),
            HostTensor::i32(vec![], &[b.rows as i32]),
        ]
    }

    /// Merged tokens [rows / merge^2, hidden] of a batch, in placeholder order.
    pub fn encode(&mut self, b: &VisionBatch) -> Result<Vec<f32>, VisionError> {
        if !self.buckets.contains(&b.bucket) {
            return Err(VisionError::NoBucket(b.bucket));
        }
        let out = self.session.call(&vision::function(b.bucket, false), &self.inputs(b))?;
        let tokens = b.rows / self.cfg.merge_unit();
        let mut merged = out[0].to_f32().expect("f32 output");
        merged.truncate(tokens * self.cfg.out_hidden_size);
        Ok(merged)
    }

    /// Like [`encode`](Self::encode), with the stage outputs for the harness.
    pub fn encode_with_stages(&mut self, b: &VisionBatch) -> Result<(Vec<f32>, VisionStages), VisionError> {
        if !self.buckets.contains(&b.bucket) {
            return Err(VisionError::NoBucket(b.bucket));
        }
        let out = self.session.call(&vision::function(b.bucket, true), &self.inputs(b))?;
        let e = self.cfg.embed_dim;
        let real = |t: &HostTensor, width: usize, rows: usize| -> Vec<f32> {
            let mut v = t.to_f32().expect("f32 output");
            v.truncate(rows * width);
            v
        };
        let n = out.len();
        let stages = VisionStages {
            patch_embed: real(&out[0], e, b.rows),
            blocks: self.stage_blocks.iter().enumerate().map(|(i, &blk)| (blk, real(&out[1 + i], e, b.rows))).collect(),
            merger_ln: real(&out[n - 2], e, b.rows),
        };
        let merged = real(&out[n - 1], self.cfg.out_hidden_size, b.rows / self.cfg.merge_unit());
        Ok((merged, stages))
    }
}

/// A `Send + Sync` handle to a [`VisionEncoder`] living on its own thread.
pub struct VisionHandle {
    inner: crate::owner::Owned<VisionEncoder>,
}

#[derive(Debug, thiserror::Error)]
pub enum HandleError {
    #[error(transparent)]
    Vision(#[from] VisionError),
    #[error(transparent)]
    Owner(#[from] crate::owner::OwnerError),
}

impl VisionHandle {
    /// Load on a dedicated thread (`load` runs there, as IREE requires).
    pub fn spawn(load: impl FnOnce() -> Result<VisionEncoder, VisionError> + Send + 'static) -> Result<Self, HandleError> {
        Ok(VisionHandle { inner: crate::owner::Owned::spawn("vision", load)?? })
    }

    pub fn encode(&self, batch: VisionBatch) -> Result<Vec<f32>, HandleError> {
        Ok(self.inner.call(move |e| e.encode(&batch))??)
    }
}
