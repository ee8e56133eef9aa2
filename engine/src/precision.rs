//! The precision mode, one type for the CLI (`--precision`), the engine's
//! graphs and the harness's tolerance policy.
//!
//! `F32`: f32 weights and activations end to end (what the harness holds to
//! the references). `Bf16`: bf16 weights and matmul inputs with f32
//! accumulation, norms and softmax, and a bf16 KV cache (production); on a
//! CPU without bf16 dot products the matmul inputs are f32 against the
//! bf16 weights (`crate::numerics`).
//! `Int8`: bf16 mode, except that every linear layer of the language model
//! (q, k, v, o, gate, up, down and the head) and of the vision tower (each
//! block's qkv, proj, fc1, fc2 and the merger's MLP; the patch embed stays
//! bf16) reads int8 weights quantized per output channel, multiplied with
//! its input rows written as two int8 digits per row
//! (`checkpoint::quantize` has the rule).

use serde::Serialize;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, clap::ValueEnum)]
#[serde(rename_all = "lowercase")]
pub enum Precision {
    /// f32 everywhere (what the harness holds to the references)
    F32,
    /// bf16 weights and matmul inputs (f32 inputs on CPUs without bf16 dot products), f32 accumulation, bf16 KV cache
    Bf16,
    /// bf16 mode with the linear layers (language model and vision tower) on int8 weights (per output channel)
    Int8,
}

impl Precision {
    pub fn name(self) -> &'static str {
        match self {
            Precision::F32 => "f32",
            Precision::Bf16 => "bf16",
            Precision::Int8 => "int8",
        }
    }

    /// Whether the linear layers read int8 weights.
    pub fn quantized(self) -> bool {
        self == Precision::Int8
    }

    /// The element type weights (bf16 and int8 modes: the non-quantized
    /// ones) and the KV cache are stored in. What products compute in
    /// depends on the target too: [`crate::numerics::Numerics`].
    pub fn storage_dtype(self) -> crate::dtype::DType {
        match self {
            Precision::F32 => crate::dtype::DType::F32,
            Precision::Bf16 | Precision::Int8 => crate::dtype::DType::Bf16,
        }
    }
}
