//! The vision encoder on IREE: one compiled module with, per patch bucket,
//! the encoder in pieces (one copy of the weights; see
//! [`crate::vision::graph`]), the bucket chosen per request by its total
//! patch rows. An [`Encoding`] runs one piece per [`VisionEncoder::advance`],
//! the hidden rows staying on the device in between.

use contracts::config::{ModelConfig, VisionConfig};

use crate::checkpoint::artifacts::{ArtifactCache, ArtifactError};
use crate::checkpoint::weights::WeightIndex;
use crate::faults::Faults;
use crate::host::processor::VisionBatch;
use crate::iree::{Arg, DeviceTensor, HostTensor, IreeError, Session};
use crate::model_graph::GraphError;
use crate::numerics::Numerics;
use crate::vision::graph;

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
    #[error("vision encoder: {0}")]
    Invalid(String),
}

/// The first output of a call (an error, not a panic, if there is none).
fn first(mut outs: Vec<DeviceTensor>, function: &str) -> Result<DeviceTensor, VisionError> {
    if outs.is_empty() {
        return Err(VisionError::Invalid(format!("`{function}` returned no result")));
    }
    Ok(outs.swap_remove(0))
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
        numerics: Numerics,
        buckets: Option<&[usize]>,
        faults: Faults,
    ) -> Result<Self, VisionError> {
        let cfg = config.vision.clone().ok_or(VisionError::NoVision)?;
        let stage_blocks = graph::stage_blocks(cfg.depth);
        let buckets =
            buckets.map(<[usize]>::to_vec).unwrap_or_else(|| crate::shapes::buckets(cfg.spatial_merge_size).to_vec());
        let t = std::time::Instant::now();
        let mlir = graph::emit_faulted(&cfg, weights, &buckets, numerics, &stage_blocks, faults)?;
        let emitted = t.elapsed().as_secs_f64();
        let vmfb = cache.get_or_compile(&mlir, &numerics.compiler_options())?;
        let found = t.elapsed().as_secs_f64();
        let mut params = vec![cache.parameters(weights.scope())?];
        params.extend(cache.quantized(weights, |n| n.starts_with(super::WEIGHT_PREFIX))?);
        let prepared = t.elapsed().as_secs_f64();
        let session = Session::new("local-task", &params, vmfb)?;
        tracing::info!(
            "vision encoder: emitted in {emitted:.1} s, module from the cache (or compiled) by {found:.1} s, parameters ready by {prepared:.1} s, loaded with weights packed by {:.1} s",
            t.elapsed().as_secs_f64()
        );
        let unused = weights.unused(super::WEIGHT_PREFIX);
        if !unused.is_empty() {
            return Err(VisionError::Unconsumed(unused));
        }
        Ok(VisionEncoder { cfg, buckets, session, stage_blocks })
    }

    pub fn config(&self) -> &VisionConfig {
        &self.cfg
    }

    /// Pieces one encode runs: the embed, the block groups, the merge.
    pub fn pieces(&self) -> usize {
        graph::block_groups(self.cfg.depth, &self.stage_blocks).len() + 2
    }

    /// Start encoding a batch: its inputs go to the device, no piece runs
    /// yet. With `stages`, the pieces' outputs are kept for the harness.
    pub fn begin(&mut self, b: &VisionBatch, stages: bool) -> Result<Encoding, VisionError> {
        if !self.buckets.contains(&b.bucket) {
            return Err(VisionError::NoBucket(b.bucket));
        }
        let hd = self.cfg.head_dim();
        let cos = self.session.to_device(&HostTensor::f32(vec![b.bucket, hd], &b.cos))?;
        let sin = self.session.to_device(&HostTensor::f32(vec![b.bucket, hd], &b.sin))?;
        let segments = self.session.to_device(&HostTensor::i32(vec![b.bucket], &b.segments))?;
        Ok(Encoding {
            bucket: b.bucket,
            rows: b.rows,
            patches: Some(HostTensor::f32(vec![b.bucket, self.cfg.patch_row()], &b.patches)),
            done: 0,
            x: None,
            rope: [cos, sin, segments],
            stages: stages.then(|| VisionStages { patch_embed: Vec::new(), blocks: Vec::new(), merger_ln: Vec::new() }),
            merged: None,
        })
    }

    /// Run the next piece of `e`; true once the merged tokens are ready
    /// (then [`Encoding::finish`]).
    pub fn advance(&mut self, e: &mut Encoding) -> Result<bool, VisionError> {
        let groups = graph::block_groups(self.cfg.depth, &self.stage_blocks);
        let width = self.cfg.embed_dim;
        if e.merged.is_some() {
            return Ok(true);
        }
        if let Some(patches) = e.patches.as_ref() {
            let function = graph::embed_function(e.bucket);
            let x = first(self.session.call_device(&function, &[Arg::Host(patches)])?, &function)?;
            if let Some(st) = e.stages.as_mut() {
                st.patch_embed = real_rows(&self.session.download(&x)?, width, e.rows);
            }
            (e.patches, e.x) = (None, Some(x));
            return Ok(false);
        }
        // Borrowed, not taken: after a failed call the encoding is unchanged.
        let x = e.x.as_ref().ok_or_else(|| VisionError::Invalid("blocks run before the patch embedding".into()))?;
        if let Some(&group) = groups.get(e.done) {
            let [cos, sin, seg] = &e.rope;
            let function = graph::blocks_function(e.bucket, group);
            let out = first(
                self.session
                    .call_device(&function, &[Arg::Device(x), Arg::Device(cos), Arg::Device(sin), Arg::Device(seg)])?,
                &function,
            )?;
            let last = group.1 - 1;
            if let Some(st) = e.stages.as_mut().filter(|_| self.stage_blocks.contains(&last)) {
                st.blocks.push((last, real_rows(&self.session.download(&out)?, width, e.rows)));
            }
            e.x = Some(out);
            e.done += 1;
            return Ok(false);
        }
        let rows = i32::try_from(e.rows)
            .map_err(|_| VisionError::Invalid(format!("{} patch rows are over the graphs' i32 count", e.rows)))?;
        let real = HostTensor::i32(vec![], &[rows]);
        let function = graph::merge_function(e.bucket);
        let outs = self.session.call_device(&function, &[Arg::Device(x), Arg::Host(&real)])?;
        if outs.len() < 2 {
            return Err(VisionError::Invalid(format!("`{function}` returned {} results, not 2", outs.len())));
        }
        if let Some(st) = e.stages.as_mut() {
            st.merger_ln = real_rows(&self.session.download(&outs[0])?, width, e.rows);
        }
        e.merged = Some(real_rows(
            &self.session.download(&outs[1])?,
            self.cfg.out_hidden_size,
            e.rows / self.cfg.merge_unit(),
        ));
        Ok(true)
    }

    /// Merged tokens [rows / merge^2, hidden] of a batch, in placeholder
    /// order: every piece in a row.
    pub fn encode(&mut self, b: &VisionBatch) -> Result<Vec<f32>, VisionError> {
        let mut e = self.begin(b, false)?;
        while !self.advance(&mut e)? {}
        Ok(e.finish().0)
    }

    /// Like [`encode`](Self::encode), with the stage outputs for the harness.
    pub fn encode_with_stages(&mut self, b: &VisionBatch) -> Result<(Vec<f32>, VisionStages), VisionError> {
        let mut e = self.begin(b, true)?;
        while !self.advance(&mut e)? {}
        let (merged, stages) = e.finish();
        Ok((merged, stages.expect("stages were asked for")))
    }
}

impl VisionStages {
    /// Append the stage outputs of the next batch of the same request (rows
    /// in placeholder order).
    pub fn extend(&mut self, next: VisionStages) {
        self.patch_embed.extend(next.patch_embed);
        for ((b, out), (nb, more)) in self.blocks.iter_mut().zip(next.blocks) {
            debug_assert_eq!(*b, nb, "every batch taps the same blocks");
            out.extend(more);
        }
        self.merger_ln.extend(next.merger_ln);
    }
}

/// The first `rows` rows of a `[_, width]` f32 output.
fn real_rows(t: &HostTensor, width: usize, rows: usize) -> Vec<f32> {
    let mut v = t.to_f32().expect("f32 output");
    v.truncate(rows * width);
    v
}

/// One batch part-way through the encoder. Holds device tensors of the
/// encoder's session: drop it before the [`VisionEncoder`].
pub struct Encoding {
    bucket: usize,
    rows: usize,
    /// Until the embed has run.
    patches: Option<HostTensor>,
    /// Block groups done.
    done: usize,
    x: Option<DeviceTensor>,
    /// cos, sin, segments.
    rope: [DeviceTensor; 3],
    stages: Option<VisionStages>,
    merged: Option<Vec<f32>>,
}

impl Encoding {
    /// The merged tokens (and stage outputs, if asked for) of a finished
    /// encode. Panics if [`VisionEncoder::advance`] has not returned true.
    pub fn finish(self) -> (Vec<f32>, Option<VisionStages>) {
        (self.merged.expect("the encode has finished"), self.stages)
    }
}
