//! The engine's own bf16 kernel for a few rows (`emit::gemv`,
//! `kernels/gemv_bf16.c`) against IREE's data-tiled product of the same
//! weight, in one module compiled as the engine compiles: `own` multiplies
//! R rows by the weight with the kernel (the weight encoded as the engine
//! encodes it: whole, or split into pieces of the reduction the way
//! `emit::split` packs it), `iree` multiplies eight rows with a
//! `linalg.matmul` marked for data tiling (IREE's mmt4d ukernel, one
//! accumulator per output running through k in order). The kernel's
//! accumulators run through k in the same order, piece after piece, so
//! its R rows must equal IREE's first R bit for bit, and a wrong reading
//! of the packed layout (whole or split) cannot pass. Widths that are and
//! are not whole 16-column tiles and 64-column workgroups, every row
//! count the kernel takes. The kernel runs `vdpbf16ps`, so on a CPU
//! without `avx512bf16` (where the engine never emits it) there is
//! nothing to run and the tests say so.

mod skips;
use skips::Need;
mod support;
use support::{bf16_bytes, values};

use engine::emit::{DType, FuncBuilder, ModuleBuilder, Ty};
use engine::iree::{Compiler, CompilerOptions, ElementType, HostTensor, Session};

/// Rows of the reference product: IREE's 8-row tile.
const REFERENCE_ROWS: usize = 8;

fn check(row_counts: &[usize], n: usize, k: usize, pieces: usize) {
    let mut m = ModuleBuilder::new("probe");
    for &rows in row_counts {
        let mut f = FuncBuilder::new(&format!("own{rows}"));
        let x = f.arg(Ty::new(&[rows, k], DType::Bf16));
        let w = f.arg(Ty::new(&[n, k], DType::Bf16));
        let y = f.own_gemv(&x, &w, pieces).unwrap();
        assert_eq!(y.dims(), &[rows, n]);
        m.add_function(f, &[&y]);
    }
    let mut f = FuncBuilder::new("iree");
    let x = f.arg(Ty::new(&[REFERENCE_ROWS, k], DType::Bf16));
    let w = f.arg(Ty::new(&[n, k], DType::Bf16));
    let y = f.weight_matmul(&x, &w).unwrap();
    m.add_function(f, &[&y]);
    let mlir = m.finish();
    assert_eq!(mlir.matches("stream.executable.export").count(), row_counts.len(), "one export per shape");
    let vmfb = Compiler::locate().unwrap().compile(&mlir, &CompilerOptions::default()).unwrap();
    let mut session = Session::new("local-task", &[], vmfb).unwrap();

    let xv = values(7, REFERENCE_ROWS * k);
    let wv = values(8, n * k);
    let tensor = |shape: Vec<usize>, v: &[f32]| HostTensor { shape, dtype: ElementType::Bf16, bytes: bf16_bytes(v) };
    let iree = session.call("probe.iree", &[tensor(vec![REFERENCE_ROWS, k], &xv), tensor(vec![n, k], &wv)]).unwrap();
    let iree = iree[0].to_f32().unwrap();
    for &rows in row_counts {
        let own = session
            .call(&format!("probe.own{rows}"), &[tensor(vec![rows, k], &xv[..rows * k]), tensor(vec![n, k], &wv)])
            .unwrap();
        assert_eq!(own[0].shape, vec![rows, n]);
        let own = own[0].to_f32().unwrap();
        assert!(own.iter().any(|v| *v != 0.0), "R {rows} N {n} K {k}: the kernel wrote nothing");
        for (i, (a, b)) in own.iter().zip(&iree[..rows * n]).enumerate() {
            assert_eq!(
                a.to_bits(),
                b.to_bits(),
                "R {rows} N {n} K {k} pieces {pieces}: row {} column {}: own {a}, IREE {b}",
                i / n,
                i % n
            );
        }
    }
}

fn every_row_count_on_the_own_kernel_equals_iree_on_whole_tiles() {
    check(&[1, 2, 3, 4, 5, 6, 7, 8], 512, 1536, 1);
}

fn rows_on_the_own_kernel_equal_iree_on_a_partial_tile_and_workgroup() {
    check(&[1, 4, 7], 296, 64, 1);
}

fn rows_on_the_own_kernel_equal_iree_on_a_narrow_weight() {
    check(&[1, 2, 8], 40, 32, 1);
}

fn a_split_weight_read_piece_after_piece_equals_iree_on_the_whole_weight() {
    // The 2B's MLP down projection's split (8 pieces of 1,120), narrower.
    check(&[1, 3, 8], 200, 8960, 8);
}

fn a_split_into_odd_piece_counts_equals_iree_on_the_whole_weight() {
    check(&[1, 6], 72, 5 * 96, 5);
}

fn main() -> std::process::ExitCode {
    skips::run(skips::each(
        &[Need::Bf16],
        skips::named![
            every_row_count_on_the_own_kernel_equals_iree_on_whole_tiles,
            rows_on_the_own_kernel_equal_iree_on_a_partial_tile_and_workgroup,
            rows_on_the_own_kernel_equal_iree_on_a_narrow_weight,
            a_split_weight_read_piece_after_piece_equals_iree_on_the_whole_weight,
            a_split_into_odd_piece_counts_equals_iree_on_the_whole_weight,
        ],
    ))
}
