//! The engine's AMX kernels for prefill end to end: bf16
//! (`engine::emit::amx`, on any CPU with `avx512bf16`) and int8
//! (`engine::emit::amx_u8s8`, on any CPU with `avx512vnni`). With the
//! kernel choice `amx=emulated` every prefill weight product of more
//! than decode's rows that a kernel takes runs on its emulated build (the
//! kernel's own loops and its reading of IREE's packed weights, the tile
//! instructions in C), and the diff of the engine against the oracle and
//! HF passes the mode's policy on every stage of an image case and a
//! text-only Qwen2 case. (Their own tests, `engine/tests/own_amx.rs` and
//! `own_amx_u8s8.rs`, check single products exactly; this checks the
//! graph around them: which products go to the kernel, split reductions,
//! the digits' rows, the sliced padding, the functions' marks.)

#[path = "../../engine/tests/skips/mod.rs"]
mod skips;
use skips::Need;
mod kernel_diff;
use kernel_diff::diff_passes;

use contracts::config::ModelConfig;
use engine::checkpoint::weights::WeightIndex;
use engine::emit::amx::AmxCode;
use engine::numerics::{KernelChoice, Numerics};
use engine::precision::Precision as EnginePrecision;
use harness::diff::tolerance::Precision;
use harness::goldens::regen::ensure_fixture;

/// The AMX kernels' emulated builds wherever the CPU has the tiles of
/// IREE's whose packing they read.
fn emulate() -> KernelChoice {
    KernelChoice::parse("amx=emulated").unwrap()
}

fn bf16_prefill_on_the_emulated_amx_kernel_passes_the_bf16_policy() {
    let numerics = Numerics::chosen(EnginePrecision::Bf16, &emulate());
    assert_eq!(numerics.own_amx(), Some(AmxCode::Emulated));

    // Prefill's weight products go to the emulated kernel: every linear
    // layer of a 16-row chunk (q, k, v, o, gate, up, down per layer), and
    // attention's scores and weighted values.
    use engine::text::graph::{self as text, LmShape};
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let cfg = ModelConfig::load(&dir).unwrap();
    let w = WeightIndex::open(&dir).unwrap();
    let shape = LmShape::new(128, 128, 2, 16, EnginePrecision::Bf16).unwrap();
    let mlir = text::emit(&cfg.text, &w, &shape, numerics).unwrap();
    let prefill: Vec<&str> = mlir.split("func.func @").filter(|f| f.starts_with("prefill_c16")).collect();
    assert!(!prefill.is_empty(), "no 16-row prefill function emitted");
    for f in prefill {
        let kernel = f.lines().filter(|l| l.contains("flow.dispatch @qwen_matmul_amx_bf16_emulated::")).count();
        assert!(kernel >= 7 * cfg.text.num_hidden_layers, "{} products on the kernel", kernel);
        // Attention's two products per layer, batched over the heads.
        let attention =
            f.lines().filter(|l| l.contains("flow.dispatch @qwen_matmul_amx_bf16_emulated::@amx_b")).count();
        assert_eq!(attention, 2 * cfg.text.num_hidden_layers, "attention products on the kernel");
    }
    assert!(mlir.contains(engine::emit::amx::emulated_object_name()), "the module links the emulated object");
    // The vision tower's linear layers too (qkv, proj, fc1, fc2 per block,
    // the merger's two), unmarked: its attention products stay with the
    // module-wide data tiling.
    let v = cfg.vision.clone().unwrap();
    let blocks: Vec<usize> = (0..v.depth).collect();
    let vision = engine::vision::graph::emit(&v, &w, &[64], numerics, &blocks).unwrap();
    let dispatches: Vec<&str> =
        vision.lines().filter(|l| l.contains("flow.dispatch @qwen_matmul_amx_bf16_emulated::")).collect();
    assert!(dispatches.len() >= 4 * v.depth + 2, "{} vision products on the kernel", dispatches.len());
    assert!(dispatches.iter().all(|l| !l.contains("iree.opt.data_tiling")), "a vision dispatch marked");
    // Attention's two products per block too (the 64-patch bucket's dense path).
    let attention = dispatches.iter().filter(|l| l.contains("::@amx_b")).count();
    assert_eq!(attention, 2 * v.depth, "vision attention products on the kernel");

    diff_passes(Precision::Bf16, emulate());
}

fn int8_prefill_on_the_emulated_amx_kernel_passes_the_int8_policy() {
    let numerics = Numerics::chosen(EnginePrecision::Int8, &emulate());
    assert_eq!(numerics.own_amx_u8s8(), Some(AmxCode::Emulated));
    assert_eq!(numerics.own_amx(), None, "int8 mode's language model has no bf16 weights");

    // Prefill's weight products go to the emulated int8 kernel: every
    // linear layer of a 16-row chunk (32 digit rows; q, k, v, o, gate, up,
    // down per layer), unmarked; attention's to the emulated bf16 one.
    use engine::text::graph::{self as text, LmShape};
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let cfg = ModelConfig::load(&dir).unwrap();
    let w = WeightIndex::open(&dir).unwrap();
    let shape = LmShape::new(128, 128, 2, 16, EnginePrecision::Int8).unwrap();
    let mlir = text::emit(&cfg.text, &w, &shape, numerics).unwrap();
    let prefill: Vec<&str> = mlir.split("func.func @").filter(|f| f.starts_with("prefill_c16")).collect();
    assert!(!prefill.is_empty(), "no 16-row prefill function emitted");
    for f in prefill {
        let kernel: Vec<&str> =
            f.lines().filter(|l| l.contains("flow.dispatch @qwen_matmul_amx_u8s8_emulated::")).collect();
        assert!(kernel.len() >= 7 * cfg.text.num_hidden_layers, "{} products on the kernel", kernel.len());
        assert!(kernel.iter().all(|l| l.contains(": (") && !l.contains("iree.opt.data_tiling")), "a marked dispatch");
        assert!(kernel.iter().all(|l| l.contains("tensor<32x")), "not the chunk's 32 digit rows");
        // Attention's two products per layer on the bf16 kernel, unmarked.
        let attention: Vec<&str> =
            f.lines().filter(|l| l.contains("flow.dispatch @qwen_matmul_amx_bf16_emulated::@amx_b")).collect();
        assert_eq!(attention.len(), 2 * cfg.text.num_hidden_layers, "attention products on the kernel");
        assert!(attention.iter().all(|l| !l.contains("iree.opt.data_tiling")), "a marked attention dispatch");
    }
    assert!(mlir.contains(engine::emit::amx_u8s8::emulated_object_name()), "the module links the emulated object");
    // The vision tower's int8 layers whose reduction is whole AMX steps:
    // the tiny tower's fc2 per block and the merger's two (its qkv and fc1
    // reduce over 32 values and stay on IREE's tiles).
    let v = cfg.vision.clone().unwrap();
    let blocks: Vec<usize> = (0..v.depth).collect();
    let vision = engine::vision::graph::emit(&v, &w, &[64], numerics, &blocks).unwrap();
    let dispatches = vision.lines().filter(|l| l.contains("flow.dispatch @qwen_matmul_amx_u8s8_emulated::")).count();
    assert!(dispatches >= v.depth + 2, "{dispatches} vision products on the kernel");

    diff_passes(Precision::Int8, emulate());
}

fn main() -> std::process::ExitCode {
    let mut trials =
        skips::each(&[Need::Bf16], skips::named![bf16_prefill_on_the_emulated_amx_kernel_passes_the_bf16_policy]);
    trials.extend(skips::each(
        &[Need::Vnni],
        skips::named![int8_prefill_on_the_emulated_amx_kernel_passes_the_int8_policy],
    ));
    skips::run(trials)
}
