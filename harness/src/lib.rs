//! The harness: pinned fixtures, recorded goldens, stage-by-stage
//! comparisons between the engine, the oracle and outside references
//! (`diff`, with its tolerance policy), a fault-injection selftest, and
//! property and differential fuzzing (`fuzz`, `fuzz_models`).

pub mod canonical_json;
pub mod cases;
pub mod diff;
pub mod fixture;
pub mod fuzz;
pub mod fuzz_models;
pub mod goldens;
pub mod images;
pub mod paths;
pub mod report;
pub mod selftest;
