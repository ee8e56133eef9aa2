//! Weight products with a long reduction in bf16 mode
//! (`nn::weight_linear` over `split::reduction_pieces` > 1: the reduction split
//! into pieces, one data-tiled product per piece, summed), compiled for
//! this machine as the engine compiles them and checked against the sums
//! written out here, for one row (decode's step, which goes in beside a
//! zero row), a few rows and a prefill-like tile of rows. A piece read from
//! the wrong slice of the rows or of the weight, or a dropped piece, is
//! off by the size of the sum itself.

mod support;
use support::values;

use engine::emit::nn::weight_linear;
use engine::emit::split::reduction_pieces;
use engine::emit::{DType, FuncBuilder, ModuleBuilder, Ty};
use engine::iree::{Compiler, CompilerOptions, ElementType, HostTensor, Session};
use engine::numerics::{DotKernels, Numerics};
use engine::precision::Precision;

const K: usize = 5120;
const N: usize = 48;

fn bf16_round(v: f32) -> f32 {
    half::bf16::from_f32(v).to_f32()
}

fn check(rows: usize) {
    assert_eq!(reduction_pieces(K), 5, "the product under test must be split");
    let p = Numerics::new(Precision::Bf16, DotKernels::AVX512_BF16_VNNI);
    let mut m = ModuleBuilder::new("probe");
    let mut f = FuncBuilder::new("linear");
    let x = f.arg(Ty::new(&[rows, K], DType::F32));
    let w = f.arg(Ty::new(&[N, K], DType::Bf16));
    let y = weight_linear(&mut f, &x, &w, None, p).unwrap();
    m.add_function(f, &[&y]);
    let mlir = m.finish();
    assert!(mlir.contains("(d1, d0, d3)"), "the product is not emitted in pieces");
    let vmfb = Compiler::locate().unwrap().compile(&mlir, &CompilerOptions::default()).unwrap();
    let mut session = Session::new("local-task", &[], vmfb).unwrap();

    let xv = values(3, rows * K);
    let wv: Vec<f32> = values(4, N * K).iter().map(|&v| bf16_round(v)).collect();
    let warg = HostTensor {
        shape: vec![N, K],
        dtype: ElementType::Bf16,
        bytes: wv.iter().flat_map(|v| half::bf16::from_f32(*v).to_le_bytes()).collect(),
    };
    let out = session.call("probe.linear", &[HostTensor::f32(vec![rows, K], &xv), warg]).unwrap();
    assert_eq!(out[0].shape, vec![rows, N]);
    let got = out[0].to_f32().unwrap();
    for r in 0..rows {
        for n in 0..N {
            // The rows are rounded to bf16 before the product (bf16 mode).
            let terms = (0..K).map(|k| f64::from(bf16_round(xv[r * K + k])) * f64::from(wv[n * K + k]));
            let (want, size) = terms.fold((0.0, 0.0), |(s, a), t| (s + t, a + t.abs()));
            let g = f64::from(got[r * N + n]);
            // Each product is exact in f32; 5,120 of them summed in f32
            // (five pieces and their sum) stray by well under 1e-5 of the
            // sum of their magnitudes (~1,300 here: ~0.013), where a lost or
            // misplaced piece moves the result by ~sqrt(1,024) * 0.33 ~ 10.
            assert!(
                (g - want).abs() <= 1e-5 * size,
                "{rows} rows: row {r} column {n}: got {g}, the sum is {want} (magnitudes {size})"
            );
        }
    }
}

#[test]
fn one_row_split_product_is_the_exact_sum() {
    check(1);
}

#[test]
fn few_rows_split_product_is_the_exact_sum() {
    check(3);
}

#[test]
fn prefill_tile_split_product_is_the_exact_sum() {
    check(40);
}
