//! The engine's own CPU kernels as the Rust side holds them (their C is in
//! `engine/kernels/`, with a README): the object files `build.rs`
//! compiled, the content-hashed file names modules link them by, and
//! their interface with the emitters ([`abi`]). Below every layer that
//! emits or compiles modules: the emitters name the objects
//! (`crate::emit::kernels`), [`crate::iree::Compiler`] writes them beside
//! a module for `iree-compile`.

pub mod abi;

use std::sync::OnceLock;

use sha2::{Digest, Sha256};

/// One kernel object as `build.rs` compiled it.
pub struct Object {
    /// `qwen_<kernel>`: the object's stem and the kernel's symbol prefix.
    pub stem: &'static str,
    pub bytes: &'static [u8],
}

macro_rules! object {
    ($stem:literal) => {
        Object { stem: $stem, bytes: include_bytes!(concat!(env!("OUT_DIR"), "/", $stem, ".o")) }
    };
}

pub const GEMV_BF16: Object = object!("qwen_gemv_bf16");
pub const GEMV_U8S8: Object = object!("qwen_gemv_u8s8");
pub const DECODE_ATTENTION: Object = object!("qwen_decode_attention");
pub const MATMUL_AMX_BF16: Object = object!("qwen_matmul_amx_bf16");
/// The AMX bf16 kernel with its tile instructions emulated in C.
pub const MATMUL_AMX_BF16_EMULATED: Object = object!("qwen_matmul_amx_bf16_emulated");
pub const MATMUL_AMX_U8S8: Object = object!("qwen_matmul_amx_u8s8");
/// The AMX int8 kernel with its tile instructions emulated in C.
pub const MATMUL_AMX_U8S8_EMULATED: Object = object!("qwen_matmul_amx_u8s8_emulated");
pub const MATMUL_FMA_BF16: Object = object!("qwen_matmul_fma_bf16");

/// Every kernel object.
pub const ALL: [&Object; 8] = [
    &GEMV_BF16,
    &GEMV_U8S8,
    &DECODE_ATTENTION,
    &MATMUL_AMX_BF16,
    &MATMUL_AMX_BF16_EMULATED,
    &MATMUL_AMX_U8S8,
    &MATMUL_AMX_U8S8_EMULATED,
    &MATMUL_FMA_BF16,
];

/// `stem_<content hash>.o`: a changed kernel changes the module text that
/// names it (and so the cached artifacts' identity).
pub fn hashed_name(stem: &str, object: &[u8]) -> String {
    format!("{stem}_{}.o", &hex::encode(Sha256::digest(object))[..16])
}

impl Object {
    /// The object's file name in emitted modules ([`hashed_name`]).
    pub fn file_name(&self) -> &'static str {
        static NAMES: OnceLock<Vec<(&'static str, String)>> = OnceLock::new();
        let names = NAMES.get_or_init(|| ALL.iter().map(|o| (o.stem, hashed_name(o.stem, o.bytes))).collect());
        let (_, name) = names.iter().find(|(stem, _)| *stem == self.stem).expect("every object is in ALL");
        name
    }
}

/// Every kernel object: its file name in emitted modules and its bytes.
pub fn objects() -> [(&'static str, &'static [u8]); 8] {
    ALL.map(|o| (o.file_name(), o.bytes))
}
