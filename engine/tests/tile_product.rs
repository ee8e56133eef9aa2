//! The tile product decode scores keys with (`FuncBuilder::batch_mmt4d`:
//! f32 query tiles against key blocks as the pool stores them, f32 in f32
//! mode and bf16 in bf16 mode, with a run-time block count), compiled for
//! this machine as the engine compiles it and checked against the sums
//! written out here. IREE 3.13's f32 mmt4d microkernel summed 8 x 16 tiles
//! wrongly on AVX2 (errors larger than the sums); this holds every target
//! the suite runs on to the rule.

mod support;
use support::values;

use engine::emit::{DType, FuncBuilder, ModuleBuilder, Ty, DYN};
use engine::iree::{Compiler, CompilerOptions, ElementType, HostTensor, Session};

const B: usize = 2;
const K1: usize = 128;
const M0: usize = 8;
const N0: usize = 16;

fn check(keys: DType, blocks: usize) {
    let mut m = ModuleBuilder::new("probe");
    let mut f = FuncBuilder::new("scores");
    let q = f.arg(Ty::new(&[B, 1, K1, M0, 1], DType::F32));
    let k = f.arg(Ty::new(&[B, DYN, K1, N0, 1], keys));
    let s = f.batch_mmt4d(&q, &k).unwrap();
    m.add_function(f, &[&s]);
    let vmfb = Compiler::locate().unwrap().compile(&m.finish(), &CompilerOptions::default()).unwrap();
    let mut session = Session::new("local-task", &[], vmfb).unwrap();

    let qv = values(1, B * K1 * M0);
    // Keys rounded to bf16 for both dtypes, so one rule serves both.
    let kv: Vec<f32> =
        values(2, B * blocks * K1 * N0).iter().map(|v| half::bf16::from_f32(*v * 3.0).to_f32()).collect();
    let karg = match keys {
        DType::F32 => HostTensor::f32(vec![B, blocks, K1, N0, 1], &kv),
        _ => HostTensor {
            shape: vec![B, blocks, K1, N0, 1],
            dtype: ElementType::Bf16,
            bytes: kv.iter().flat_map(|v| half::bf16::from_f32(*v).to_le_bytes()).collect(),
        },
    };
    let out = session.call("probe.scores", &[HostTensor::f32(vec![B, 1, K1, M0, 1], &qv), karg]).unwrap();
    assert_eq!(out[0].shape, vec![B, 1, blocks, M0, N0]);
    let got = out[0].to_f32().unwrap();
    for b in 0..B {
        for n1 in 0..blocks {
            for m0 in 0..M0 {
                for n0 in 0..N0 {
                    let want: f64 = (0..K1)
                        .map(|k1| {
                            f64::from(qv[(b * K1 + k1) * M0 + m0])
                                * f64::from(kv[((b * blocks + n1) * K1 + k1) * N0 + n0])
                        })
                        .sum();
                    let g = got[((b * blocks + n1) * M0 + m0) * N0 + n0];
                    // 128 f32 products of magnitude <= 3: a few ulps of the sum's scale.
                    assert!(
                        (f64::from(g) - want).abs() <= 1e-4,
                        "{keys:?} keys, batch {b} block {n1} row {m0} column {n0}: got {g}, the sum is {want}"
                    );
                }
            }
        }
    }
}

#[test]
fn scores_over_f32_key_blocks_are_the_exact_tile_sums() {
    check(DType::F32, 5);
}

#[test]
fn scores_over_bf16_key_blocks_are_the_exact_tile_sums() {
    check(DType::Bf16, 5);
}

/// The weight product of targets without bf16 / int8 dot products
/// (`FuncBuilder::tiled_weight_matmul`: f32 rows against bf16 or int8
/// weights the graph packs into 16-channel tiles), for row counts that fill
/// their row tile exactly or leave it padded, and a channel count that is
/// not a whole number of tiles, against the sums written out here. `n`
/// channels of `k` inputs: one row over 8 or 12 whole tiles takes the
/// graph's own IREE schedule (`compilation_info`), other shapes IREE's.
fn check_weight_product(weights: DType, rows: usize, (n_out, k_in): (usize, usize)) {
    let mut m = ModuleBuilder::new("probe");
    let mut f = FuncBuilder::new("product");
    let x = f.arg(Ty::new(&[rows, k_in], DType::F32));
    // int8 weights arrive as i32 (the runtime's host tensors have no i8)
    // and are narrowed in the graph: exact for values in -127..=127.
    let w = match weights {
        DType::Bf16 => f.arg(Ty::new(&[n_out, k_in], DType::Bf16)),
        _ => {
            let wide = f.arg(Ty::new(&[n_out, k_in], DType::I32));
            f.convert(&wide, DType::I8).unwrap()
        }
    };
    let y = f.tiled_weight_matmul(&x, &w).unwrap();
    assert_eq!(y.ty, Ty::new(&[rows, n_out], DType::F32));
    m.add_function(f, &[&y]);
    let mlir = m.finish();
    // One row is a generic over the packed weight, more rows an mmt4d.
    let product = if rows == 1 { "linalg.generic" } else { "linalg.mmt4d" };
    assert!(mlir.contains(product) && mlir.contains("inner_tiles = [16, 1]"), "{mlir}");
    let scheduled = rows == 1 && n_out % 64 == 0 && k_in % 8 == 0;
    assert_eq!(mlir.contains("compilation_info"), scheduled, "{mlir}");
    let options = CompilerOptions { data_tiling: false, ..CompilerOptions::default() };
    let vmfb = Compiler::locate().unwrap().compile(&mlir, &options).unwrap();
    let mut session = Session::new("local-task", &[], vmfb).unwrap();

    let xv = values(3, rows * k_in);
    let (wv, warg): (Vec<f32>, HostTensor) = match weights {
        DType::Bf16 => {
            let wv: Vec<f32> =
                values(4, n_out * k_in).iter().map(|v| half::bf16::from_f32(*v * 2.0).to_f32()).collect();
            let bytes = wv.iter().flat_map(|v| half::bf16::from_f32(*v).to_le_bytes()).collect();
            (wv.clone(), HostTensor { shape: vec![n_out, k_in], dtype: ElementType::Bf16, bytes })
        }
        _ => {
            let q: Vec<i32> = values(4, n_out * k_in).iter().map(|v| (v * 127.0).round() as i32).collect();
            let bytes = q.iter().flat_map(|v| v.to_le_bytes()).collect();
            (
                q.iter().map(|v| *v as f32).collect(),
                HostTensor { shape: vec![n_out, k_in], dtype: ElementType::I32, bytes },
            )
        }
    };
    let got =
        session.call("probe.product", &[HostTensor::f32(vec![rows, k_in], &xv), warg]).unwrap()[0].to_f32().unwrap();
    assert_eq!(got.len(), rows * n_out);
    for r in 0..rows {
        for n in 0..n_out {
            let want: f64 = (0..k_in).map(|k| f64::from(xv[r * k_in + k]) * f64::from(wv[n * k_in + k])).sum();
            let scale: f64 = (0..k_in).map(|k| f64::from(xv[r * k_in + k] * wv[n * k_in + k]).abs()).sum();
            let g = got[r * n_out + n];
            // k_in f32 products, summed in f32: a few ulps of the magnitudes' sum.
            assert!(
                (f64::from(g) - want).abs() <= 1e-6 * scale.max(1.0),
                "{weights:?} weights, {rows} rows: row {r} channel {n}: got {g}, the sum is {want}"
            );
        }
    }
}

#[test]
fn f32_rows_against_bf16_weight_tiles_are_the_exact_sums() {
    for rows in [1, 3, 4, 6] {
        check_weight_product(DType::Bf16, rows, (40, 24));
    }
    check_weight_product(DType::Bf16, 1, (128, 24));
}

#[test]
fn f32_rows_against_int8_weight_tiles_are_the_exact_sums() {
    for rows in [1, 2, 8, 9] {
        check_weight_product(DType::I8, rows, (40, 24));
    }
    // Whole tiles in the graph's schedule: 8 per workgroup, and 12 (4 per
    // workgroup); K over several vector steps.
    check_weight_product(DType::I8, 1, (128, 24));
    check_weight_product(DType::I8, 1, (192, 40));
}
