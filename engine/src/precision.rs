//! The precision mode, one type for the CLI (`--precision`), the engine's
//! graphs and the harness's tolerance policy.
//!
//! `F32`: f32 weights and activations end to end (what the harness holds to
//! the references). `Bf16`: bf16 weights and matmul inputs with f32
//! accumulation, norms and softmax, and a bf16 KV cache (production).
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
    /// bf16 weights and matmul inputs, f32 accumulation, bf16 KV cache
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
}

/// The IREE flag that lowers int8 mode's unsigned-by-signed weight product
/// ([`crate::emit::FuncBuilder::unsigned_weight_matmul`]) to VNNI
/// `vpdpbusd` tiles. Without it IREE 3.13 compiles that product as generic
/// code (~5x slower).
pub const INNER_TILED_FLAG: &str = "--iree-llvmcpu-enable-inner-tiled";

impl Precision {
    /// How a module emitted in this mode is compiled: the default options
    /// (data tiling of the hinted weight matmuls), except in int8 mode,
    /// whose weight products carry their own encodings: there
    /// [`INNER_TILED_FLAG`] and no `--iree-opt-data-tiling`, which would
    /// otherwise hint and data-tile every contraction of a function without
    /// a hinted one (attention's too).
    pub fn compiler_options(self) -> crate::iree::CompilerOptions {
        let mut o = crate::iree::CompilerOptions::default();
        if self.quantized() {
            o.data_tiling = false;
            o.extra_flags.push(INNER_TILED_FLAG.into());
        }
        o
    }
}
