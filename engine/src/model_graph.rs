//! What the model's graph emitters (`vision::graph`, `text::graph`) share
//! above the StableHLO builder and the checkpoint: why a graph could not be
//! emitted.

use crate::checkpoint::weights::WeightError;
use crate::emit::EmitError;

/// Why a model graph could not be emitted (vision and text alike).
#[derive(Debug, thiserror::Error)]
pub enum GraphError {
    #[error(transparent)]
    Emit(#[from] EmitError),
    #[error(transparent)]
    Weight(#[from] WeightError),
    #[error("{0}")]
    Config(String),
}
