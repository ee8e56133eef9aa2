//! The engine's FMA kernel for prefill end to end (`engine::emit::fma`,
//! on any CPU with AVX-512F and `avx512bf16`). With the kernel choice
//! `fma=on,amx=off` (so that a CPU with AMX takes this path too) every
//! bf16 prefill weight product of more
//! than decode's rows, attention's products and the vision tower's linear
//! layers and dense attention run on the kernel, whatever `issue_rates`
//! measures here, and the bf16 diff of the engine against the oracle and
//! HF passes the policy on every stage of an image case and a text-only
//! Qwen2 case. (Its own test, `engine/tests/own_fma.rs`, checks single
//! products exactly; this checks the graph around them: which products go
//! to the kernel, the rows widened from bf16, split reductions, the sliced
//! padding, the functions' marks.)

#[path = "../../engine/tests/skips/mod.rs"]
mod skips;
use skips::Need;
mod kernel_diff;
use kernel_diff::diff_passes;

use contracts::config::ModelConfig;
use engine::checkpoint::weights::WeightIndex;
use engine::numerics::{KernelChoice, Numerics};
use engine::precision::Precision as EnginePrecision;
use harness::diff::tolerance::Precision;
use harness::goldens::regen::ensure_fixture;

/// The FMA kernel wherever the CPU has its instructions, measured faster
/// or not, and no AMX kernel ahead of it.
fn fma_everywhere() -> KernelChoice {
    KernelChoice::parse("fma=on,amx=off").unwrap()
}

const KERNEL: &str = "flow.dispatch @qwen_matmul_fma_bf16::";

fn bf16_prefill_on_the_fma_kernel_passes_the_bf16_policy() {
    let numerics = Numerics::chosen(EnginePrecision::Bf16, &fma_everywhere());
    assert!(numerics.own_fma() && numerics.own_fma_attention());
    assert_eq!(numerics.own_amx(), None);

    // Prefill's products go to the kernel: every linear layer of a 16-row
    // chunk (q, k, v, o, gate, up, down per layer), marked as the
    // function's other products, on the chunk's rows as f32; attention's
    // scores and weighted values, batched over the heads.
    use engine::text::graph::{self as text, LmShape};
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let cfg = ModelConfig::load(&dir).unwrap();
    let w = WeightIndex::open(&dir).unwrap();
    let shape = LmShape::new(128, 128, 2, 16, EnginePrecision::Bf16).unwrap();
    let mlir = text::emit(&cfg.text, &w, &shape, numerics).unwrap();
    let prefill: Vec<&str> = mlir.split("func.func @").filter(|f| f.starts_with("prefill_c16")).collect();
    assert!(!prefill.is_empty(), "no 16-row prefill function emitted");
    let layers = cfg.text.num_hidden_layers;
    for f in prefill {
        let weights: Vec<&str> = f.lines().filter(|l| l.contains(KERNEL) && l.contains("::@fma_r")).collect();
        assert!(weights.len() >= 7 * layers, "{} weight products on the kernel", weights.len());
        assert!(weights.iter().all(|l| l.contains("iree.opt.data_tiling") && l.contains("tensor<16x")), "{weights:?}");
        assert!(weights.iter().all(|l| l.contains("xf32>) ->")), "rows not given as f32");
        let attention = f.lines().filter(|l| l.contains(KERNEL) && l.contains("::@fma_b")).count();
        assert_eq!(attention, 2 * layers, "attention products on the kernel");
    }
    // Decode's rows stay on decode's kernel.
    let decode: Vec<&str> = mlir.split("func.func @").filter(|f| f.starts_with("decode_n")).collect();
    assert!(decode.iter().all(|f| !f.contains(KERNEL)), "a decode step on the prefill kernel");
    assert!(mlir.contains(engine::emit::fma::object_name()), "the module links the kernel's object");
    // The vision tower's linear layers too (qkv, proj, fc1, fc2 per block,
    // the merger's two), unmarked, and the dense path's two attention
    // products per block.
    let v = cfg.vision.clone().unwrap();
    let blocks: Vec<usize> = (0..v.depth).collect();
    let vision = engine::vision::graph::emit(&v, &w, &[64], numerics, &blocks).unwrap();
    let dispatches: Vec<&str> = vision.lines().filter(|l| l.contains(KERNEL)).collect();
    assert!(dispatches.len() >= 4 * v.depth + 2, "{} vision products on the kernel", dispatches.len());
    assert!(dispatches.iter().all(|l| !l.contains("iree.opt.data_tiling")), "a vision dispatch marked");
    let attention = dispatches.iter().filter(|l| l.contains("::@fma_b")).count();
    assert_eq!(attention, 2 * v.depth, "vision attention products on the kernel");

    diff_passes(Precision::Bf16, fma_everywhere());
}

fn int8_prefill_attention_goes_to_the_fma_kernel_and_its_weights_do_not() {
    let numerics = Numerics::chosen(EnginePrecision::Int8, &fma_everywhere());
    assert!(!numerics.own_fma(), "int8 mode's weights are not bf16");
    assert!(numerics.own_fma_attention());
    use engine::text::graph::{self as text, LmShape};
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let cfg = ModelConfig::load(&dir).unwrap();
    let w = WeightIndex::open(&dir).unwrap();
    let shape = LmShape::new(128, 128, 2, 16, EnginePrecision::Int8).unwrap();
    let mlir = text::emit(&cfg.text, &w, &shape, numerics).unwrap();
    for f in mlir.split("func.func @").filter(|f| f.starts_with("prefill_c16")) {
        let kernel: Vec<&str> = f.lines().filter(|l| l.contains(KERNEL)).collect();
        assert_eq!(kernel.len(), 2 * cfg.text.num_hidden_layers, "{kernel:?}");
        assert!(kernel.iter().all(|l| l.contains("::@fma_b") && !l.contains("iree.opt.data_tiling")), "{kernel:?}");
    }
}

fn main() -> std::process::ExitCode {
    let mut trials =
        skips::each(&[Need::Avx512f, Need::Bf16], skips::named![bf16_prefill_on_the_fma_kernel_passes_the_bf16_policy]);
    trials.extend(skips::each(
        &[Need::Bf16, Need::Vnni],
        skips::named![int8_prefill_attention_goes_to_the_fma_kernel_and_its_weights_do_not],
    ));
    skips::run(trials)
}
