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
//! IREE parameters; the compiled-module cache), [`model_graph`] (what the
//! graph emitters share), [`emit`] (the StableHLO builder), [`iree`] (the
//! runtime binding), [`faults`] (deliberate faults for `harness selftest`), [`kernels`] (the engine's own kernels' objects and
//! interface), [`dtype`], [`precision`], [`cpu`] (what this CPU executes;
//! [`issue_rates`] measures what it needs), [`numerics`] (what products
//! compute in on the target and which of the engine's own kernels take
//! them, from the user's [`numerics::KernelChoice`]), and [`mod@bench`]
//! (`engine bench`). ARCHITECTURE.md's "Dependency order" says which may
//! use which (`tests/module_dag.rs` holds the code to it).

pub mod bench;
pub mod checkpoint;
pub mod cpu;
pub mod dtype;
pub mod emit;
pub mod faults;
pub mod generate;
pub mod host;
pub mod iree;
pub mod issue_rates;
pub mod kernels;
pub mod model_graph;
pub mod numerics;
pub mod precision;
pub mod serve;
pub mod shapes;
pub mod text;
pub mod vision;
