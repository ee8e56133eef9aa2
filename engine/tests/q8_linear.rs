//! The int8 linear layer (`--precision int8`) as IREE runs it, against the
//! rule written out here on the host: weights quantized per output row
//! (`checkpoint::quantize`), each input row split in the graph into two
//! int8 digits (the row with step d1 = max|x| / 127, then its remainder with
//! the fixed step d2 = d1 / 254), exact integer products (formed in the
//! graph from digits offset to unsigned bytes, the offset taken back out
//! with the weights' row sums, on VNNI; from the signed digits elsewhere;
//! both checked here on any machine) rescaled in f32 as `f32(acc1) * d1 * scale + f32(acc2) * d2 * scale`,
//! plus the bias; and the language model's layer for targets without VNNI,
//! f32 rows against the int8 weights, scaled per channel. The graph is compiled with data tiling, as the engine
//! compiles it, and its weights come from the quantized archive.

mod support;
use support::values;

use engine::checkpoint::quantize::{quantize_row, quantized_archive, Q8_SCOPE};
use engine::checkpoint::weights::WeightIndex;
use engine::emit::{nn, DType, FuncBuilder, ModuleBuilder, Ty};
use engine::iree::{Compiler, HostTensor, ParameterScope, Session};
use engine::numerics::{DotKernels, Numerics};
use engine::precision::Precision;
use safetensors::tensor::{Dtype, TensorView};

const OUT: usize = 48;
const IN: usize = 40;
const ROWS: usize = 4;

/// One int8 digit of a row with step `d`, written independently of the graph.
fn digit(x: &[f32], d: f32) -> Vec<i32> {
    x.iter().map(|v| (v / d).round_ties_even().clamp(-127.0, 127.0) as i32).collect()
}

#[test]
fn the_int8_layer_computes_the_exact_integer_product_rescaled_per_row_and_channel() {
    let dir = tempfile::tempdir().unwrap();
    let model = dir.path().join("m");
    std::fs::create_dir_all(&model).unwrap();
    // Weights stored bf16 (as checkpoints are), one row all zero.
    let mut w: Vec<f32> = values(1, OUT * IN).iter().map(|v| half::bf16::from_f32(v * 0.3).to_f32()).collect();
    w[5 * IN..6 * IN].fill(0.0);
    let bias = values(2, OUT);
    let wb: Vec<u8> = w.iter().flat_map(|v| half::bf16::from_f32(*v).to_le_bytes()).collect();
    let bb: Vec<u8> = bias.iter().flat_map(|v| v.to_le_bytes()).collect();
    let views = vec![
        ("layer.weight", TensorView::new(Dtype::BF16, vec![OUT, IN], &wb).unwrap()),
        ("layer.bias", TensorView::new(Dtype::F32, vec![OUT], &bb).unwrap()),
    ];
    safetensors::serialize_to_file(views, None, &model.join("model.safetensors")).unwrap();

    let index = WeightIndex::open(&model).unwrap();
    // Both products, whatever this machine has: VNNI's unsigned digits (on
    // a CPU without VNNI as IREE's generic code) and the signed ones.
    // VNNI's product also on the engine's own int8 kernel where this CPU
    // runs it (`emit::gemv_u8s8`: a decode step's few rows).
    for kernels in [DotKernels::AVX512_BF16_VNNI, DotKernels::PORTABLE] {
        let numerics = Numerics::new(Precision::Int8, kernels);
        check_layer(&index, &dir.path().join("cache"), numerics.without_own_kernels(), &w, &bias);
        if numerics.own_gemv_u8s8(2) {
            check_layer(&index, &dir.path().join("cache"), numerics, &w, &bias);
        }
    }
    // Several rows (mmt4d) and one (a decode step: product, scale and bias
    // on the product's tiles).
    for rows in [5, 1] {
        check_tiled_layer(&index, &dir.path().join("cache"), &w, &bias, rows);
    }
}

/// The language model's int8 layer on targets without VNNI
/// (`nn::q8_tiled_linear`): f32 rows against the quantized weights as the
/// archive stores them (packed by the module's initializer), times each
/// channel's scale, plus the bias: `y = sum_k x q * scale + b`, the rows
/// not quantized at all.
fn check_tiled_layer(index: &WeightIndex, cache: &std::path::Path, w: &[f32], bias: &[f32], rows: usize) {
    let mut m = ModuleBuilder::new("probe");
    let q8 = index.declare_q8(&mut m, "layer.weight", &[OUT, IN]).unwrap();
    let (b, _) = index.declare(&mut m, "layer.bias", &[OUT]).unwrap();
    let mut f = FuncBuilder::new("linear");
    let x = f.arg(Ty::new(&[rows, IN], DType::F32));
    let (q, scale) = (f.load(&m, &q8.q).unwrap(), f.load(&m, &q8.scale).unwrap());
    let bv = f.load(&m, &b).unwrap();
    let y = nn::q8_tiled_linear(&mut f, &x, &q, &scale, Some(&bv)).unwrap();
    m.add_function(f, &[&y]);
    let mlir = m.finish();
    let product = if rows == 1 { "linalg.generic" } else { "linalg.mmt4d" };
    assert!(mlir.contains(product) && mlir.contains("xi8> -> tensor<3x40x16x1xi8>"), "{mlir}");
    assert!(!mlir.contains("iree_encoding"), "no IREE encodings: {mlir}");

    let archive = quantized_archive(&index.quantized(|_| true), index.files(), cache, |_| |_| ()).unwrap();
    let scopes = [
        ParameterScope { scope: "model".into(), files: index.files().to_vec() },
        ParameterScope { scope: Q8_SCOPE.into(), files: vec![archive] },
    ];
    let options = Numerics::new(Precision::Int8, DotKernels::PORTABLE).compiler_options();
    let vmfb = Compiler::locate().unwrap().compile(&mlir, &options).unwrap();
    let mut session = Session::new("local-task", &scopes, vmfb).unwrap();
    let mut xs = values(5, rows * IN);
    // One row of large magnitude (the second, or the only one).
    let big = rows.min(2) - 1;
    xs[big * IN..(big + 1) * IN].iter_mut().for_each(|v| *v *= 1e4);
    let got = session.call("probe.linear", &[HostTensor::f32(vec![rows, IN], &xs)]).unwrap()[0].to_f32().unwrap();

    let mut qw = vec![0i8; OUT * IN];
    let scales: Vec<f32> =
        w.chunks_exact(IN).zip(qw.chunks_exact_mut(IN)).map(|(row, q)| quantize_row(row, q)).collect();
    for r in 0..rows {
        for o in 0..OUT {
            let terms = (0..IN).map(|k| f64::from(xs[r * IN + k]) * f64::from(qw[o * IN + k]));
            let (dot, magnitude): (f64, f64) = terms.fold((0.0, 0.0), |(s, a), t| (s + t, a + t.abs()));
            let want = dot * f64::from(scales[o]) + f64::from(bias[o]);
            // 40 f32 products summed in f32, one scale, one bias: a few
            // ulps of the magnitudes involved.
            let allowed = 1e-6 * (magnitude * f64::from(scales[o]) + f64::from(bias[o].abs())).max(1.0);
            let g = f64::from(got[r * OUT + o]);
            assert!((g - want).abs() <= allowed, "row {r} channel {o}: got {g}, the rule gives {want}");
        }
    }
    // The zero channel gives its bias.
    assert!((0..rows).all(|r| got[r * OUT + 5] == bias[5]));
}

fn check_layer(index: &WeightIndex, cache: &std::path::Path, numerics: Numerics, w: &[f32], bias: &[f32]) {
    let mut m = ModuleBuilder::new("probe");
    let q8 = index.declare_q8(&mut m, "layer.weight", &[OUT, IN]).unwrap();
    let (b, _) = index.declare(&mut m, "layer.bias", &[OUT]).unwrap();
    let mut f = FuncBuilder::new("linear");
    let x = f.arg(Ty::new(&[ROWS, IN], DType::F32));
    let q8 = q8.try_map(|sym| f.load(&m, sym)).unwrap();
    let bv = f.load(&m, &b).unwrap();
    let y = nn::q8_linear(&mut f, &x, &q8, Some(&bv), numerics, 4).unwrap();
    m.add_function(f, &[&y]);
    let mlir = m.finish();
    // One product over both digits' rows (8 = 2 x 4), reading int8 weights
    // once, the weight encoded with the stated layout rows.
    assert!(
        mlir.contains(": tensor<48x40xi8> -> tensor<48x40xi8, #iree_encoding.encoding<operand_index = 1"),
        "{mlir}"
    );
    assert!(mlir.contains("iteration_sizes = [4, 48, 40]"), "{mlir}");
    if numerics.own_gemv_u8s8(2) {
        // The own kernel takes the unsigned digits as they are.
        assert!(mlir.contains("flow.dispatch @qwen_gemv_u8s8::@gemv_u8s8_r8_n48_k40_l4("), "{mlir}");
        assert_eq!(mlir.matches("linalg.generic").count(), 0, "{mlir}");
        assert!(!mlir.contains("operand_index = 0"), "{mlir}");
    } else {
        assert!(
            mlir.contains(": tensor<8x40xi8> -> tensor<8x40xi8, #iree_encoding.encoding<operand_index = 0"),
            "{mlir}"
        );
    }
    if numerics.own_gemv_u8s8(2) {
        assert!(mlir.contains("stablehlo.xor"), "unsigned digits: {mlir}");
    } else if numerics.unsigned_digits() {
        // vpdpbusd: unsigned digits (extui) by signed weights (extsi).
        assert_eq!(mlir.matches("linalg.generic").count(), 1);
        assert!(mlir.contains("arith.extui %u") && mlir.contains("arith.extsi %w"), "{mlir}");
        assert!(mlir.contains("element_types = [ui8, i8, i32]"), "{mlir}");
    } else {
        // Signed digits by signed weights; no offset to take out.
        assert_eq!(mlir.matches("linalg.generic").count(), 0, "{mlir}");
        assert_eq!(mlir.matches("linalg.matmul").count(), 1, "{mlir}");
        assert!(mlir.contains("element_types = [i8, i8, i32]") && !mlir.contains("ui8"), "{mlir}");
        // No unsigned offset in, none to take out.
        assert!(!mlir.contains("stablehlo.xor"), "{mlir}");
        let integer_subtractions = mlir.lines().filter(|l| l.contains("subtract") && l.contains("xi32>")).count();
        assert_eq!(integer_subtractions, 0, "the offset is not read: {mlir}");
    }

    // The archive of what the module declared quantized.
    let archive = quantized_archive(&index.quantized(|_| true), index.files(), cache, |_| |_| ()).unwrap();
    let scopes = [
        ParameterScope { scope: "model".into(), files: index.files().to_vec() },
        ParameterScope { scope: Q8_SCOPE.into(), files: vec![archive] },
    ];
    let vmfb = Compiler::locate().unwrap().compile(&mlir, &numerics.compiler_options()).unwrap();
    let mut session = Session::new("local-task", &scopes, vmfb).unwrap();

    // Rows: ordinary, large, all zero, and one with a single dominant value.
    let mut xs = values(3, ROWS * IN);
    xs[IN..2 * IN].iter_mut().for_each(|v| *v *= 1e4);
    xs[2 * IN..3 * IN].fill(0.0);
    xs[3 * IN + 7] = 50.0;
    let got = session.call("probe.linear", &[HostTensor::f32(vec![ROWS, IN], &xs)]).unwrap()[0].to_f32().unwrap();

    let mut qw = vec![0i8; OUT * IN];
    let scales: Vec<f32> =
        w.chunks_exact(IN).zip(qw.chunks_exact_mut(IN)).map(|(row, q)| quantize_row(row, q)).collect();
    let mut second_digit_matters = false;
    for r in 0..ROWS {
        let x = &xs[r * IN..(r + 1) * IN];
        let d1 = (x.iter().fold(0.0f32, |m, v| m.max(v.abs())) / 127.0).max(f32::MIN_POSITIVE);
        let q1 = digit(x, d1);
        let rest: Vec<f32> = x.iter().zip(&q1).map(|(v, q)| v - *q as f32 * d1).collect();
        let d2 = d1 / 254.0;
        let q2 = digit(&rest, d2);
        // The remainder is within half a first step, so the fixed second
        // step covers it (its digit does not clamp).
        assert!(rest.iter().all(|v| v.abs() <= d1 * 0.5 * (1.0 + 1e-6)), "row {r}: {rest:?} vs d1 {d1}");
        for o in 0..OUT {
            let dot = |qx: &[i32]| -> i32 { (0..IN).map(|k| qx[k] * i32::from(qw[o * IN + k])).sum() };
            let (a1, a2) = (dot(&q1), dot(&q2));
            let (first, second) = (a1 as f32 * d1 * scales[o], a2 as f32 * d2 * scales[o]);
            let want = first + second + bias[o];
            second_digit_matters |= second.abs() > 1e-4 * want.abs();
            // f32 rounding of the two parts and their sum (the compiled code
            // may fuse a multiply into an add): ~60 ulps of the parts, far
            // below what one wrong first digit moves (d1 * scale * |q|).
            let allowed = 4e-6 * (first.abs() + second.abs() + bias[o].abs()).max(1.0);
            let g = got[r * OUT + o];
            assert!(
                (g - want).abs() <= allowed,
                "row {r} channel {o}: got {g}, the rule gives {want} (acc {a1} + {a2}, d {d1} {d2}, scale {})",
                scales[o]
            );
        }
    }
    assert!(second_digit_matters, "the remainder digit must change some outputs");
    // The zero row gives the bias; the zero channel gives its bias.
    assert_eq!(&got[2 * OUT..3 * OUT], bias);
    assert!((0..ROWS).all(|r| got[r * OUT + 5] == bias[5]));
}
