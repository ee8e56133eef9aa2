//! The engine's own decode attention kernel (`emit::attention`,
//! `kernels/decode_attention.c`) against an f64 reference on the same bf16
//! pool: for each row and KV head, the maximum score `m`, the sum `s` of
//! exp(score - m) and the exp-weighted values `pv` over exactly the row's
//! cells. Around the rows' cells (other rows' regions, other layers and
//! heads, and the dead lanes of a row's last block) the pool's keys are
//! 40 (a score far above any live one) and its values NaN, so a read
//! outside the row's live cells, a missed mask or a wrong layer or head
//! offset changes the maximum or turns the result into NaN and fails. Shapes cover the
//! single-block and block-pair paths, a partial last block, a row with no
//! cells, query groups over one pass (8) and a head dimension with a
//! 16-wide tail. The kernel runs AVX-512F, so on a CPU without it (where
//! the engine never emits it) there is nothing to run and the tests say so.
//!
//! Tolerance: the kernel sums in f32 in its own order and its exp is a
//! polynomial (relative error below 1e-7), so m is within 1e-5 of the
//! reference (scores are O(1..10) here) and s and pv within 1e-5 relative
//! to their scale (s, and s times the largest |value|).

mod skips;
use skips::Need;
mod support;
use support::values;

use engine::emit::{DType, FuncBuilder, ModuleBuilder, Ty, DYN};
use engine::iree::{Compiler, CompilerOptions, ElementType, HostTensor, Session};

struct Case {
    rows: Vec<(usize, usize)>,
    kv_heads: usize,
    group: usize,
    head_dim: usize,
    layers: usize,
    layer: usize,
    blocks: usize,
}

fn bf16(v: f32) -> f32 {
    half::bf16::from_f32(v).to_f32()
}

fn tensor_bf16(shape: Vec<usize>, v: &[f32]) -> HostTensor {
    HostTensor {
        shape,
        dtype: ElementType::Bf16,
        bytes: v.iter().flat_map(|x| half::bf16::from_f32(*x).to_le_bytes()).collect(),
    }
}

fn tensor_i32(shape: Vec<usize>, v: &[i32]) -> HostTensor {
    HostTensor { shape, dtype: ElementType::I32, bytes: v.iter().flat_map(|x| x.to_le_bytes()).collect() }
}

fn check(case: &Case) {
    let Case { ref rows, kv_heads: kvh, group: g, head_dim: hd, layers, layer, blocks } = *case;
    let n = rows.len();
    let cells = blocks * 16;
    let mut m = ModuleBuilder::new("probe");
    let mut f = FuncBuilder::new("attend");
    let q = f.arg(Ty::new(&[n, kvh, g, hd], DType::F32));
    let k = f.arg(Ty::new(&[layers, kvh, DYN, hd, 16], DType::Bf16));
    let v = f.arg(Ty::new(&[layers, kvh, DYN, hd], DType::Bf16));
    let from = f.arg(Ty::new(&[n], DType::I32));
    let count = f.arg(Ty::new(&[n], DType::I32));
    let layer_ids = f.arg(Ty::new(&[layers], DType::I32));
    // As decode passes them: the queries computed in the graph, the layer
    // an element of the layers argument (IREE packs such operands into
    // one binding at offsets).
    let two = f.constant(2.0, q.ty.clone());
    let q = f.mul(&q, &two).unwrap();
    let l = f.slice(&layer_ids, &[layer], &[layer + 1]).unwrap();
    let l = f.reshape(&l, &[]).unwrap();
    let y = f.own_decode_attention(&q, (&k, &v), (&from, &count), &l).unwrap();
    assert_eq!(y.dims(), &[n, kvh, g, hd + 2]);
    m.add_function(f, &[&y]);
    let mlir = m.finish();
    let vmfb = Compiler::locate().unwrap().compile(&mlir, &CompilerOptions::default()).unwrap();
    let mut session = Session::new("local-task", &[], vmfb).unwrap();

    // Queries scaled as decode scales them, positive (so a key of 40
    // scores far above the live ones); keys and values bf16, keys 40 and
    // values NaN wherever no row's live cell is.
    let qs: Vec<f32> = values(11, n * kvh * g * hd).iter().map(|x| x.abs() * 3.0 / (hd as f32).sqrt()).collect();
    let live = |cell: usize| rows.iter().any(|&(fr, c)| (fr..fr + c).contains(&cell));
    let kr = values(12, layers * kvh * cells * hd);
    let vr = values(13, layers * kvh * cells * hd);
    // Logical key of (layer, head, cell, d), and its place in the blocked layout.
    let key = |li: usize, h: usize, c: usize, d: usize| bf16(kr[((li * kvh + h) * cells + c) * hd + d] * 2.0);
    let value = |li: usize, h: usize, c: usize, d: usize| bf16(vr[((li * kvh + h) * cells + c) * hd + d]);
    let mut kb = vec![40.0; layers * kvh * cells * hd];
    let mut vb = vec![f32::NAN; layers * kvh * cells * hd];
    for h in 0..kvh {
        for c in (0..cells).filter(|&c| live(c)) {
            for d in 0..hd {
                let base = (layer * kvh + h) * cells;
                kb[(base + (c / 16) * 16) * hd + d * 16 + c % 16] = key(layer, h, c, d);
                vb[(base + c) * hd + d] = value(layer, h, c, d);
            }
        }
    }
    let fr: Vec<i32> = rows.iter().map(|r| r.0 as i32).collect();
    let ct: Vec<i32> = rows.iter().map(|r| r.1 as i32).collect();
    let out = session
        .call(
            "probe.attend",
            &[
                HostTensor {
                    shape: vec![n, kvh, g, hd],
                    dtype: ElementType::F32,
                    bytes: qs.iter().flat_map(|x| x.to_le_bytes()).collect(),
                },
                tensor_bf16(vec![layers, kvh, blocks, hd, 16], &kb),
                tensor_bf16(vec![layers, kvh, cells, hd], &vb),
                tensor_i32(vec![n], &fr),
                tensor_i32(vec![n], &ct),
                tensor_i32(vec![layers], &(0..layers as i32).collect::<Vec<_>>()),
            ],
        )
        .unwrap();
    assert_eq!(out[0].shape, vec![n, kvh, g, hd + 2]);
    let out = out[0].to_f32().unwrap();
    for (r, &(fr, c)) in rows.iter().enumerate() {
        for h in 0..kvh {
            for i in 0..g {
                let qi: Vec<f32> = qs[((r * kvh + h) * g + i) * hd..][..hd].iter().map(|x| x * 2.0).collect();
                let scores: Vec<f64> = (fr..fr + c)
                    .map(|cell| (0..hd).map(|d| qi[d] as f64 * key(layer, h, cell, d) as f64).sum())
                    .collect();
                let mr = scores.iter().copied().fold(f64::NEG_INFINITY, f64::max);
                let w: Vec<f64> = scores.iter().map(|s| (s - mr).exp()).collect();
                let sr: f64 = w.iter().sum();
                let got = &out[((r * kvh + h) * g + i) * (hd + 2)..][..hd + 2];
                let at = format!("row {r} (cells {fr}..{}) head {h} query {i}", fr + c);
                if c == 0 {
                    assert_eq!(got[hd], f32::NEG_INFINITY, "{at}: m");
                    assert_eq!(got[hd + 1], 0.0, "{at}: s");
                    assert!(got[..hd].iter().all(|x| *x == 0.0), "{at}: pv {:?}", &got[..hd]);
                    continue;
                }
                assert!((got[hd] as f64 - mr).abs() <= 1e-5 * mr.abs().max(1.0), "{at}: m {} vs {mr}", got[hd]);
                assert!((got[hd + 1] as f64 - sr).abs() <= 1e-5 * sr, "{at}: s {} vs {sr}", got[hd + 1]);
                for (d, &pv) in got[..hd].iter().enumerate() {
                    let pr: f64 = w.iter().enumerate().map(|(j, wj)| wj * value(layer, h, fr + j, d) as f64).sum();
                    assert!((pv as f64 - pr).abs() <= 1e-5 * sr, "{at}: pv[{d}] {pv} vs {pr}");
                }
            }
        }
    }
}

fn the_kernel_equals_the_reference_on_a_2b_shaped_pool() {
    // Qwen2-VL-2B: 2 KV heads of 6 queries, head_dim 128; rows of several
    // pairs and a partial block, one block exactly, no cells, one cell.
    check(&Case {
        rows: vec![(0, 37), (48, 16), (80, 0), (96, 1), (112, 69)],
        kv_heads: 2,
        group: 6,
        head_dim: 128,
        layers: 3,
        layer: 2,
        blocks: 12,
    });
}

fn the_kernel_equals_the_reference_with_a_16_wide_head_tail_and_one_row() {
    check(&Case { rows: vec![(16, 33)], kv_heads: 1, group: 3, head_dim: 48, layers: 2, layer: 0, blocks: 5 });
}

fn the_kernel_equals_the_reference_with_more_queries_than_one_pass() {
    // 10 queries per KV head: a pass of 8, then one of 2; head_dim 16 (the
    // tiny fixture's).
    check(&Case {
        rows: vec![(0, 17), (32, 31)],
        kv_heads: 2,
        group: 10,
        head_dim: 16,
        layers: 1,
        layer: 0,
        blocks: 4,
    });
}

fn main() -> std::process::ExitCode {
    skips::run(skips::each(
        &[Need::Avx512f],
        skips::named![
            the_kernel_equals_the_reference_on_a_2b_shaped_pool,
            the_kernel_equals_the_reference_with_a_16_wide_head_tail_and_one_row,
            the_kernel_equals_the_reference_with_more_queries_than_one_pass,
        ],
    ))
}
