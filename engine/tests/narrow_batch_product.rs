//! Attention's weighted values in an int8 module on IREE's own products
//! (`FuncBuilder::batch_product` with `Batches::PerBatch`, where no kernel
//! of the engine's takes them) when the head is narrower than a tile or
//! not whole tiles of 16: the product, its softmax normalisation fused
//! after it as the graphs emit it, compiled as the engine compiles int8
//! modules on VNNI (inner-tiled) and run.
//!
//! iree-compile 3.13 packs such an N in narrow, swizzled tiles and
//! vectorised the unset of the product together with the normalisation
//! as one vector of a 32-row tile (49 KB for a head of 12, past llvm-cpu's
//! 32 KiB): the vision tower of a checkpoint with heads of 12 did not
//! compile in int8 (`harness fuzz --models 12 --seed 10 --precision
//! int8`, 2026-12-07). The product now keeps its unset apart; this holds
//! every such width to compiling and to the exact sums, divided.

mod skips;
use skips::Need;
mod support;
use support::{bf16_bytes, integers};

use engine::emit::batched::Rhs;
use engine::emit::{nn, DType, FuncBuilder, ModuleBuilder, Ty};
use engine::iree::{Compiler, ElementType, HostTensor, Session};
use engine::numerics::{DotKernels, Numerics};
use engine::precision::Precision;

/// The vision tower's 1,024-row bucket attending over itself: the failing
/// shape (at 128 rows over 64 keys the product compiled either way).
const M: usize = 1024;
const K: usize = 1024;

fn normalised_weighted_values(n: usize, target: DotKernels) {
    let numerics = Numerics::new(Precision::Int8, target).without_own_kernels();
    // The rows' type the target's products take: bf16 with `vdpbf16ps`,
    // else f32 (the values are small integers, exact either way).
    let dtype = numerics.matmul_dtype();
    let mut module = ModuleBuilder::new("probe");
    let mut f = FuncBuilder::new("attend");
    let weights = f.arg(Ty::new(&[1, M, K], dtype));
    let values = f.arg(Ty::new(&[1, K, n], dtype));
    let y = f.batch_product(&weights, &values, Rhs::Columns, numerics.batches()).unwrap();
    let w32 = f.convert(&weights, DType::F32).unwrap();
    let sum = f.reduce(&w32, &[2], "add", 0.0).unwrap();
    let y = nn::normalise(&mut f, &y, &sum).unwrap();
    module.add_function(f, &[&y]);
    let vmfb = Compiler::locate()
        .unwrap()
        .compile(&module.finish(), &numerics.compiler_options())
        .unwrap_or_else(|e| panic!("a head of {n}: {e:#}"));
    let mut session = Session::new("local-task", &[], vmfb).unwrap();
    // Positive weights, so no row sums to zero.
    let w: Vec<f32> = integers(41, M * K).iter().map(|v| v.abs() + 1.0).collect();
    let v = integers(42, K * n);
    let tensor = |shape: Vec<usize>, x: &[f32]| match dtype {
        DType::Bf16 => HostTensor { shape, dtype: ElementType::Bf16, bytes: bf16_bytes(x) },
        _ => HostTensor { shape, dtype: ElementType::F32, bytes: x.iter().flat_map(|v| v.to_le_bytes()).collect() },
    };
    let got = session.call("probe.attend", &[tensor(vec![1, M, K], &w), tensor(vec![1, K, n], &v)]).unwrap();
    let got = got[0].to_f32().unwrap();
    for r in 0..M {
        let s: f32 = w[r * K..(r + 1) * K].iter().sum();
        for c in 0..n {
            let dot: f32 = (0..K).map(|j| w[r * K + j] * v[j * n + c]).sum();
            assert_eq!(got[r * n + c], dot / s, "a head of {n}: row {r} column {c}");
        }
    }
}

/// On VNNI's inner tiles (int8 modules there: one encoded matmul per
/// batch).
fn heads_narrower_than_a_tile_or_not_whole_tiles_compile_and_give_the_exact_sums() {
    for n in [12, 8, 20, 16] {
        normalised_weighted_values(n, DotKernels::AVX512_BF16_VNNI);
    }
}

/// On a target without `avx512bf16` or VNNI (int8 modules there: one
/// encoded batch_matmul of f32 rows), compiled for this CPU.
fn on_a_portable_target_too() {
    for n in [12, 8, 20, 16] {
        normalised_weighted_values(n, DotKernels::PORTABLE);
    }
}

fn main() -> std::process::ExitCode {
    let mut trials = skips::each(
        &[Need::Vnni],
        skips::named![heads_narrower_than_a_tile_or_not_whole_tiles_compile_and_give_the_exact_sums],
    );
    trials.extend(skips::each(&[], skips::named![on_a_portable_target_too]));
    skips::run(trials)
}
