//! The engine's AMX kernel for prefill's weight products (`emit::amx`,
//! `kernels/matmul_amx_bf16.c`) in a module compiled as the engine
//! compiles, the weight encoded as the engine encodes it (whole, or split
//! into pieces of the reduction the way `emit::split` packs it) so the
//! kernel reads IREE's packed layout.
//!
//! Two checks. With small integers for rows and weight every product and
//! every partial sum is an integer below 2^24, so f32 sums are exact in
//! any order: the kernel must give the exact product bit for bit, which a
//! wrong reading of the packed layout, a skipped or doubled piece, strip
//! or tile, or a row of a partial strip misplaced cannot. With values in
//! [-1, 1) the kernel must agree with IREE's data-tiled product of the
//! same rows within the bound of two f32 sums of the same exact products
//! (bf16 x bf16 is exact in f32) taken in different orders: |own - IREE|
//! <= 2 gamma_K sum_k |x_k w_k|, gamma_K = K u / (1 - K u), u = 2^-24.
//! Row counts that are and are not whole 16-row strips and 64-row
//! workgroups, widths that are and are not whole tiles and workgroups.
//!
//! Each check runs both builds of the kernel: the emulated one
//! (`AmxCode::Emulated`, its tile instructions in C) wherever the CPU has
//! `avx512bf16` (IREE's packed layout, which the kernel reads, is that
//! target's), so the kernel's loops are verified on any such host; the
//! AMX one where this process may run AMX tiles (`cpu::amx_ready`). A
//! build this CPU cannot run is reported as ignored, with the reason
//! (`tests/skips`), never as passed.

mod skips;
use skips::Need;
mod support;
use support::{bf16_bytes, bf16_round, integers, reference, values};

use engine::emit::amx::AmxCode;
use engine::emit::batched::Rhs;
use engine::emit::{DType, FuncBuilder, ModuleBuilder, Ty};
use engine::iree::{Compiler, CompilerOptions, ElementType, HostTensor, Session};
use engine::numerics::{DotKernels, Numerics};
use engine::precision::Precision;

/// The build of the kernel the running trial checks: each test runs
/// twice, on the emulated build and on the tiles ([`main`]).
fn codes_here() -> Vec<AmxCode> {
    vec![CODE.get().expect("set by the trial that runs the test")]
}

thread_local! {
    /// The build of the kernel the trial on this thread checks.
    static CODE: std::cell::Cell<Option<AmxCode>> = const { std::cell::Cell::new(None) };
}

/// The module: `own{R}` (the kernel) and `iree{R}` (IREE's data-tiled
/// product) for every row count, and both functions' results for `x`, `w`.
fn run(
    code: AmxCode,
    row_counts: &[usize],
    n: usize,
    k: usize,
    pieces: usize,
    x: &[f32],
    w: &[f32],
) -> Vec<(Vec<f32>, Vec<f32>)> {
    let mut m = ModuleBuilder::new("probe");
    for &rows in row_counts {
        let mut f = FuncBuilder::new(&format!("own{rows}"));
        let xa = f.arg(Ty::new(&[rows, k], DType::Bf16));
        let wa = f.arg(Ty::new(&[n, k], DType::Bf16));
        let y = f.own_matmul_amx(&xa, &wa, pieces, code, true).unwrap();
        assert_eq!(y.dims(), &[rows, n]);
        m.add_function(f, &[&y]);
        let mut f = FuncBuilder::new(&format!("iree{rows}"));
        let xa = f.arg(Ty::new(&[rows, k], DType::Bf16));
        let wa = f.arg(Ty::new(&[n, k], DType::Bf16));
        let y = f.weight_matmul(&xa, &wa).unwrap();
        m.add_function(f, &[&y]);
    }
    let mlir = m.finish();
    assert_eq!(mlir.matches("stream.executable.export public @amx_").count(), row_counts.len(), "one export per shape");
    let object = match code {
        AmxCode::Tiles => engine::emit::amx::object_name(),
        AmxCode::Emulated => engine::emit::amx::emulated_object_name(),
    };
    assert!(mlir.contains(object), "{code:?}: the module links {object}");
    let vmfb = Compiler::locate().unwrap().compile(&mlir, &CompilerOptions::default()).unwrap();
    let mut session = Session::new("local-task", &[], vmfb).unwrap();
    let tensor = |shape: Vec<usize>, v: &[f32]| HostTensor { shape, dtype: ElementType::Bf16, bytes: bf16_bytes(v) };
    row_counts
        .iter()
        .map(|&rows| {
            let args = [tensor(vec![rows, k], &x[..rows * k]), tensor(vec![n, k], w)];
            let own = session.call(&format!("probe.own{rows}"), &args).unwrap();
            assert_eq!(own[0].shape, vec![rows, n]);
            let iree = session.call(&format!("probe.iree{rows}"), &args).unwrap();
            (own[0].to_f32().unwrap(), iree[0].to_f32().unwrap())
        })
        .collect()
}

fn exact(row_counts: &[usize], n: usize, k: usize, pieces: usize) {
    let most = *row_counts.iter().max().unwrap();
    let (x, w) = (integers(11, most * k), integers(12, n * k));
    for code in codes_here() {
        for (&rows, (own, iree)) in row_counts.iter().zip(run(code, row_counts, n, k, pieces, &x, &w)) {
            let (want, _) = reference(&x, &w, rows, n, k);
            assert!(want.iter().any(|v| *v != 0.0));
            for (i, (a, b)) in own.iter().zip(&want).enumerate() {
                assert_eq!(
                    f64::from(*a),
                    *b,
                    "{code:?} M {rows} N {n} K {k} pieces {pieces}: row {} column {}: own {a}, exact {b}",
                    i / n,
                    i % n
                );
            }
            assert_eq!(own, iree, "M {rows} N {n} K {k}: IREE's exact product differs");
        }
    }
}

fn whole_strips_and_tiles_give_the_exact_product() {
    exact(&[16, 64, 128], 256, 512, 1);
}

fn partial_strips_tiles_and_workgroups_give_the_exact_product() {
    // 9 rows: one partial strip; 37: two whole and a partial; 81: a
    // whole workgroup and a partial one with a partial second strip. 200
    // columns: 12.5 tiles, a workgroup of 4 tiles with a lone last tile.
    exact(&[9, 37, 81], 200, 96, 1);
}

fn a_split_weight_read_piece_after_piece_gives_the_exact_product() {
    // The 2B's MLP down projection's split (8 pieces of 1,120), narrower.
    exact(&[24, 70], 48, 8960, 8);
}

fn float_rows_agree_with_iree_within_two_f32_summation_orders() {
    let (rows, n, k) = (50, 96, 1536);
    let (x, w) = (bf16_round(&values(13, rows * k)), bf16_round(&values(14, n * k)));
    let (want, magnitude) = reference(&x, &w, rows, n, k);
    let u = f64::powi(2.0, -24);
    let gamma = k as f64 * u / (1.0 - k as f64 * u);
    for code in codes_here() {
        let (own, iree) = run(code, &[rows], n, k, 1, &x, &w).remove(0);
        let mut worst: f64 = 0.0;
        for i in 0..rows * n {
            let bound = 2.0 * gamma * magnitude[i];
            let (a, b) = (f64::from(own[i]), f64::from(iree[i]));
            assert!((a - b).abs() <= bound, "{code:?} output {i}: own {a}, IREE {b}, bound {bound}");
            assert!((a - want[i]).abs() <= bound, "{code:?} output {i}: own {a}, f64 {}, bound {bound}", want[i]);
            worst = worst.max((a - b).abs() / bound);
        }
        eprintln!("{code:?}: largest |own - IREE| as a share of the bound: {worst:.4}");
    }
}

/// Attention's batched products on the kernel (`own_batch_product_amx`,
/// the right operand packed by IREE per call) against IREE's data-tiled
/// batch product, exactly, with integers: `q k^T` ([B, N, K] keys) and
/// `p v` ([B, K, N] values), per batch.
fn batched_exact(rhs: Rhs, batches: usize, m: usize, n: usize, k: usize) {
    batched_exact_in(Numerics::new(Precision::Bf16, DotKernels::AVX512_BF16_VNNI), rhs, batches, m, n, k)
}

/// [`batched_exact`] in a module compiled for `numerics` (IREE's product
/// in its [`Numerics::batches`] form).
fn batched_exact_in(numerics: Numerics, rhs: Rhs, batches: usize, m: usize, n: usize, k: usize) {
    let b_dims = match rhs {
        Rhs::Rows => [batches, n, k],
        Rhs::Columns => [batches, k, n],
    };
    let (a, b) = (integers(31, batches * m * k), integers(32, batches * n * k));
    for code in codes_here() {
        let mut module = ModuleBuilder::new("probe");
        for own in [true, false] {
            let mut f = FuncBuilder::new(if own { "own" } else { "iree" });
            let aa = f.arg(Ty::new(&[batches, m, k], DType::Bf16));
            let ba = f.arg(Ty::new(&b_dims, DType::Bf16));
            let y = match own {
                true => f.own_batch_product_amx(&aa, &ba, rhs, code, !numerics.quantized()).unwrap(),
                false => f.batch_product(&aa, &ba, rhs, numerics.batches()).unwrap(),
            };
            assert_eq!(y.dims(), &[batches, m, n]);
            module.add_function(f, &[&y]);
        }
        let mlir = module.finish();
        assert_eq!(mlir.matches("stream.executable.export public @amx_b").count(), 1, "one batched export");
        let vmfb = Compiler::locate().unwrap().compile(&mlir, &numerics.compiler_options()).unwrap();
        let mut session = Session::new("local-task", &[], vmfb).unwrap();
        let tensor =
            |shape: Vec<usize>, v: &[f32]| HostTensor { shape, dtype: ElementType::Bf16, bytes: bf16_bytes(v) };
        let args = [tensor(vec![batches, m, k], &a), tensor(b_dims.to_vec(), &b)];
        let own = session.call("probe.own", &args).unwrap()[0].to_f32().unwrap();
        let iree = session.call("probe.iree", &args).unwrap()[0].to_f32().unwrap();
        for (i, got) in own.iter().enumerate() {
            let (bi, r, c) = (i / (m * n), i / n % m, i % n);
            let want: f32 = (0..k)
                .map(|j| {
                    let bv = match rhs {
                        Rhs::Rows => b[(bi * n + c) * k + j],
                        Rhs::Columns => b[(bi * k + j) * n + c],
                    };
                    a[(bi * m + r) * k + j] * bv
                })
                .sum();
            assert_eq!(*got, want, "{code:?} {rhs:?} B {batches} M {m} N {n} K {k}: batch {bi} row {r} column {c}");
        }
        assert_eq!(own, iree, "{code:?} {rhs:?}: IREE's exact product differs");
    }
}

fn attention_scores_of_every_key_value_head_give_the_exact_product() {
    // Partial strips and workgroups of rows, a partial tile of keys; head
    // sizes of whole steps, of one padded step (the tiny fixtures' 16) and
    // of whole steps and a padded one (80).
    batched_exact(Rhs::Rows, 2, 37, 40, 64);
    batched_exact(Rhs::Rows, 3, 81, 96, 32);
    batched_exact(Rhs::Rows, 2, 37, 40, 16);
    batched_exact(Rhs::Rows, 2, 20, 48, 80);
}

fn attention_weighted_values_of_every_key_value_head_give_the_exact_product() {
    // The reduction over the keys, values of a partial tile wide; key
    // counts of whole steps and not (48: a window of 32 cells and a chunk
    // of 16, its last 16 keys a padded step).
    batched_exact(Rhs::Columns, 2, 37, 40, 64);
    batched_exact(Rhs::Columns, 3, 81, 128, 96);
    batched_exact(Rhs::Columns, 2, 37, 40, 48);
}

fn a_reduction_ending_in_a_padded_step_gives_the_exact_product() {
    // 80 = two whole steps of 32 and 16 more; one row, a partial strip
    // pair and 72 columns (a lone last tile).
    exact(&[1, 9, 37], 72, 80, 1);
}

fn attention_products_in_int8_modules_give_the_exact_product() {
    // int8 modules are compiled without data tiling and with VNNI's inner
    // tiles; their attention products are bf16 all the same.
    // Few rows too (a 2-token chunk's 4 query rows), where IREE would pick
    // wider tiles for the rows' own count.
    let int8 = Numerics::new(Precision::Int8, DotKernels::AVX512_BF16_VNNI);
    for m in [4, 37] {
        batched_exact_in(int8, Rhs::Rows, 2, m, 40, 16);
        batched_exact_in(int8, Rhs::Columns, 2, m, 40, 48);
    }
}

fn attention_products_of_few_rows_give_the_exact_product() {
    batched_exact(Rhs::Rows, 2, 1, 40, 16);
    batched_exact(Rhs::Columns, 2, 4, 40, 48);
}

/// Each test on the emulated build (where IREE packs the weights as the
/// kernel reads them) and on the AMX tiles (where this process may run
/// them); a build this CPU cannot run is reported as ignored.
fn main() -> std::process::ExitCode {
    let tests = skips::named![
        whole_strips_and_tiles_give_the_exact_product,
        partial_strips_tiles_and_workgroups_give_the_exact_product,
        a_split_weight_read_piece_after_piece_gives_the_exact_product,
        float_rows_agree_with_iree_within_two_f32_summation_orders,
        attention_scores_of_every_key_value_head_give_the_exact_product,
        attention_weighted_values_of_every_key_value_head_give_the_exact_product,
        a_reduction_ending_in_a_padded_step_gives_the_exact_product,
        attention_products_in_int8_modules_give_the_exact_product,
        attention_products_of_few_rows_give_the_exact_product,
    ];
    let builds = [(AmxCode::Emulated, "emulated", &[Need::Bf16][..]), (AmxCode::Tiles, "tiles", &[Need::AmxBf16][..])];
    skips::run(skips::per_build(&tests, &builds, |code| CODE.set(Some(code))))
}
