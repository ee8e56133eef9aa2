//! Stage: vision + merge. The Qwen2-VL vision encoder and patch merger:
//! [`graph`] emits the `vision` module (its contract is documented there),
//! [`encoder`] runs it on IREE one piece at a time. The host packs the
//! patches ([`crate::host::processor`]) into the buckets of
//! [`crate::shapes`]; the merged tokens go to the text stage through
//! [`crate::text::merge`].

pub mod encoder;
pub mod graph;

pub use encoder::{Encoding, VisionEncoder, VisionError, VisionStages};

/// The vision tower's checkpoint tensor names begin with this
/// ([`crate::checkpoint::weights::VISION_PREFIX`]).
pub use crate::checkpoint::weights::VISION_PREFIX as WEIGHT_PREFIX;
