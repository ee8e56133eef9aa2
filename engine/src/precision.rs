//! The precision mode, one type for the CLI (`--precision`), the engine's
//! graphs and the harness's tolerance policy.
//!
//! `F32`: f32 weights and activations end to end (what the harness holds to
//! the references). `Bf16`: bf16 weights and matmul inputs with f32
//! accumulation, norms and softmax, and a bf16 KV cache (production).

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum Precision {
    F32,
    Bf16,
}

impl Precision {
    pub fn name(self) -> &'static str {
        match self {
            Precision::F32 => "f32",
            Precision::Bf16 => "bf16",
        }
    }
}
