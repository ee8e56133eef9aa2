//! The production engine (IREE). This crate never depends on the oracle.
//!
//! Laid out by stage, each stage's graph beside its runtime (see
//! ARCHITECTURE.md at the repository root):
//!
//! | stage | module |
//! |---|---|
//! | host: images, prompt, positions, budgets | [`host`] |
//! | vision + patch merger | [`vision`] (`graph` + `encoder`) |
//! | merge: merged tokens onto prompt rows | [`text::merge`] |
//! | text / KV | [`text`] (`graph` + `lm` + `pool`) |
//! | decode: the generation loop, sampling | [`generate`] |
//! | serve: OpenAI-compatible HTTP server | [`serve`] |
//!
//! Shared below the stages: [`shapes`] (the shape rules host and graphs
//! both follow), [`checkpoint`] (opening a checkpoint folder; weights as
//! IREE parameters), [`emit`] (the StableHLO builder), [`iree`] (the
//! runtime binding), [`artifacts`] (the compiled-module cache),
//! [`precision`], [`cpu`] (what this CPU executes; [`issue_rates`]
//! measures what it needs), [`numerics`] (what products compute in on the
//! target and which of the engine's own kernels take them, from the user's
//! [`numerics::KernelChoice`]), and [`mod@bench`] (`engine bench`).

pub mod artifacts;
pub mod bench;
pub mod checkpoint;
pub mod cpu;
pub mod emit;
pub mod generate;
pub mod host;
pub mod iree;
pub mod issue_rates;
pub mod numerics;
pub mod precision;
pub mod serve;
pub mod shapes;
pub mod text;
pub mod vision;
