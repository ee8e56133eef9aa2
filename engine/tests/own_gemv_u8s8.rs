//! The engine's own int8 kernel (`emit::gemv_u8s8`,
//! `kernels/gemv_u8s8.c`) against IREE's inner-tiled VNNI product of the
//! same weight, in one module compiled as the engine compiles int8
//! modules: `own` multiplies R rows of unsigned bytes by the weight with
//! the kernel (the weight encoded as the engine encodes it, for the
//! language model's 4-row layout), `iree` multiplies at least 16 rows
//! with `unsigned_weight_matmul` on that layout. The sums are exact
//! integers, so the kernel's R rows must equal IREE's first R exactly, and
//! a wrong reading of the packed layout cannot pass: panels of 1 to 6
//! lines (narrow weights), whole and partial 96-column panels, every row
//! count from 1 to 16 (decode steps), prefill's many rows in whole and
//! partial blocks of 64, and a long reduction (the 2B's down projection). The
//! kernel runs `vpdpbusd`, so on a CPU without `avx512vnni` (where the
//! engine never emits it) there is nothing to run and the tests say so.

mod skips;
use skips::Need;
mod support;
use support::values;

use engine::emit::gemv_u8s8::LAYOUT_ROWS;
use engine::emit::{DType, FuncBuilder, ModuleBuilder, Ty};
use engine::iree::{Compiler, ElementType, HostTensor, Session};
use engine::numerics::{DotKernels, Numerics};
use engine::precision::Precision;

/// Rows of the reference product at least (8 slots' two digits).
const REFERENCE_ROWS: usize = 16;

fn i32_tensor(shape: Vec<usize>, v: &[i32]) -> HostTensor {
    HostTensor { shape, dtype: ElementType::I32, bytes: v.iter().flat_map(|x| x.to_le_bytes()).collect() }
}

/// Bytes spread over the whole range (the rows' bit patterns of 0..=255,
/// the weight's -127..=127 as `checkpoint::quantize` writes them).
fn bytes(seed: u64, n: usize, max: f32) -> Vec<i32> {
    values(seed, n).iter().map(|v| (v * max).round() as i32).collect()
}

fn check(row_counts: &[usize], n: usize, k: usize) {
    let mut m = ModuleBuilder::new("probe");
    let args = |f: &mut FuncBuilder, rows: usize| {
        let x = f.arg(Ty::new(&[rows, k], DType::I32));
        let w = f.arg(Ty::new(&[n, k], DType::I32));
        (f.convert(&x, DType::I8).unwrap(), f.convert(&w, DType::I8).unwrap())
    };
    for &rows in row_counts {
        let mut f = FuncBuilder::new(&format!("own{rows}"));
        let (x, w) = args(&mut f, rows);
        let y = f.own_gemv_u8s8(&x, &w, LAYOUT_ROWS).unwrap();
        assert_eq!(y.dims(), &[rows, n]);
        m.add_function(f, &[&y]);
    }
    let reference_rows = row_counts.iter().copied().chain([REFERENCE_ROWS]).max().unwrap_or(REFERENCE_ROWS);
    let mut f = FuncBuilder::new("iree");
    let (x, w) = args(&mut f, reference_rows);
    let y = f.unsigned_weight_matmul(&x, &w, LAYOUT_ROWS).unwrap();
    m.add_function(f, &[&y]);
    let mlir = m.finish();
    assert_eq!(mlir.matches("stream.executable.export").count(), row_counts.len(), "one export per shape");
    let options = Numerics::new(Precision::Int8, DotKernels::AVX512_BF16_VNNI).compiler_options();
    let vmfb = Compiler::locate().unwrap().compile(&mlir, &options).unwrap();
    let mut session = Session::new("local-task", &[], vmfb).unwrap();

    // Rows as i8 bit patterns of unsigned bytes: -128..=127.
    let xv: Vec<i32> = bytes(7, reference_rows * k, 127.49);
    let wv = bytes(8, n * k, 127.0);
    let iree =
        session.call("probe.iree", &[i32_tensor(vec![reference_rows, k], &xv), i32_tensor(vec![n, k], &wv)]).unwrap();
    let iree = iree[0].to_i32().unwrap();
    // The reference itself: u8(x) * w summed exactly.
    let at = |r: usize, c: usize| (0..k).map(|i| (xv[r * k + i] as u8 as i32) * wv[c * k + i]).sum::<i32>();
    for (r, c) in [(0, 0), (reference_rows - 1, n - 1), (3, n / 2)] {
        assert_eq!(iree[r * n + c], at(r, c), "IREE's product itself, row {r} column {c}");
    }
    for &rows in row_counts {
        let own = session
            .call(
                &format!("probe.own{rows}"),
                &[i32_tensor(vec![rows, k], &xv[..rows * k]), i32_tensor(vec![n, k], &wv)],
            )
            .unwrap();
        assert_eq!(own[0].shape, vec![rows, n]);
        let own = own[0].to_i32().unwrap();
        for (i, (a, b)) in own.iter().zip(&iree[..rows * n]).enumerate() {
            assert_eq!(a, b, "R {rows} N {n} K {k}: row {} column {}", i / n, i % n);
        }
    }
}

fn every_row_count_on_the_own_int8_kernel_equals_iree_on_whole_panels() {
    check(&(1..=16).collect::<Vec<_>>(), 192, 256);
}

fn rows_on_the_own_int8_kernel_equal_iree_on_a_partial_panel() {
    check(&[1, 2, 5, 16], 296, 64);
}

fn rows_on_the_own_int8_kernel_equal_iree_on_narrow_weights() {
    for n in [16, 40, 80] {
        check(&[2, 7], n, 32);
    }
}

fn a_long_reduction_on_the_own_int8_kernel_equals_iree() {
    // The 2B's MLP down projection's reduction, narrower.
    check(&[2, 16], 200, 8960);
}

fn prefill_rows_in_blocks_on_the_own_int8_kernel_equal_iree() {
    // One block and a row more, two blocks and a partial third (workgroups
    // of 64 rows), on a partial last panel.
    check(&[64, 65, 130, 200], 296, 96);
}

fn main() -> std::process::ExitCode {
    skips::run(skips::each(
        &[Need::Vnni],
        skips::named![
            every_row_count_on_the_own_int8_kernel_equals_iree_on_whole_panels,
            rows_on_the_own_int8_kernel_equal_iree_on_a_partial_panel,
            rows_on_the_own_int8_kernel_equal_iree_on_narrow_weights,
            a_long_reduction_on_the_own_int8_kernel_equals_iree,
            prefill_rows_in_blocks_on_the_own_int8_kernel_equal_iree,
        ],
    ))
}
