//! Model graphs and their weight mapping.

pub mod text;
pub mod vision;
pub mod weights;

use crate::emit::EmitError;
use weights::WeightError;

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
