//! How an [`super::Engine`] is built ([`EngineOptions`]) and why it fails
//! ([`EngineError`]).

use crate::checkpoint::CheckpointError;
use crate::host::frontend::HostError;
use crate::host::processor::ProcessorError;
use crate::host::prompt::PromptError;
use crate::numerics::{KernelChoice, Numerics};
use crate::precision::Precision;
use crate::text::graph::LmShape;
use crate::text::lm::LmError;
use crate::vision::VisionError;

#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error(transparent)]
    Checkpoint(#[from] CheckpointError),
    #[error(transparent)]
    Artifact(#[from] crate::checkpoint::artifacts::ArtifactError),
    #[error(transparent)]
    Host(#[from] HostError),
    #[error(transparent)]
    Vision(#[from] VisionError),
    #[error(transparent)]
    Lm(#[from] LmError),
    #[error("loading {path}: {detail}")]
    Load { path: String, detail: String },
    #[error("decode position overflow (cache length {0}, rope_delta {1})")]
    Position(usize, i64),
    #[error("slot {0} already holds a live sequence")]
    SlotBusy(usize),
    #[error("slot {slot} does not exist (the engine has {slots})")]
    NoSlot { slot: usize, slots: usize },
    #[error("{requests} requests for {slots} slots")]
    TooManyRequests { requests: usize, slots: usize },
}

impl From<PromptError> for EngineError {
    fn from(e: PromptError) -> Self {
        EngineError::Host(e.into())
    }
}

impl From<ProcessorError> for EngineError {
    fn from(e: ProcessorError) -> Self {
        EngineError::Host(e.into())
    }
}

#[derive(Debug, Clone)]
pub struct EngineOptions {
    pub precision: Precision,
    /// Sequences served at once (the largest decode batch).
    pub slots: usize,
    /// The longest sequence: prompt plus new tokens.
    pub context: usize,
    /// KV cells shared by all sequences; `None`: `slots * context`.
    pub kv_budget: Option<usize>,
    /// The largest prefill chunk (tokens).
    pub chunk: usize,
    /// Keep every stage for the harness (adds every-row-logits prefills).
    pub stages: bool,
    /// Images over this many pixels are resized within it (`--max-pixels`);
    /// `None`: the largest image the vision buckets hold.
    pub max_pixels: Option<u64>,
    /// The vision buckets' top in patch rows (`--max-patches`; see
    /// [`crate::shapes::VisionBuckets::new`]); `None`: the standard 4096.
    pub max_patches: Option<usize>,
    /// How special tokens typed in chat message text are tokenized.
    pub special_tokens: crate::host::plain_text::SpecialTokensInText,
    /// Which of the engine's own kernels its modules may use (`--kernels`,
    /// `QWEN_ENGINE_KERNELS`; [`KernelChoice`]).
    pub kernels: KernelChoice,
    /// Deliberate faults (`harness selftest` only; [`crate::faults`]).
    pub faults: crate::faults::Faults,
}

/// Default largest prefill chunk: long enough for efficient GEMMs, short
/// enough that attention memory stays small.
pub const DEFAULT_CHUNK: usize = 512;

impl Default for EngineOptions {
    fn default() -> Self {
        EngineOptions {
            precision: Precision::Bf16,
            slots: 1,
            context: 4096,
            kv_budget: None,
            chunk: DEFAULT_CHUNK,
            stages: false,
            max_pixels: None,
            max_patches: None,
            special_tokens: Default::default(),
            kernels: KernelChoice::AUTO,
            faults: crate::faults::Faults::NONE,
        }
    }
}

impl EngineOptions {
    /// What the modules compute with: the precision as the kernel choice
    /// makes it on this machine.
    pub fn numerics(&self) -> Numerics {
        Numerics::chosen(self.precision, &self.kernels)
    }

    /// The `lm` module's shapes for a model whose context is capped at `max_context`.
    pub fn lm_shape(&self, max_context: usize) -> Result<LmShape, EngineError> {
        let context = self.context.min(max_context).max(1);
        let slots = self.slots.max(1);
        let budget = self.kv_budget.unwrap_or_else(|| slots.saturating_mul(context)).max(context);
        Ok(LmShape::new(context, budget, slots, self.chunk.clamp(1, context), self.precision).map_err(LmError::from)?)
    }
}
