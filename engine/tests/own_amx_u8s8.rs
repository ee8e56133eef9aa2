//! The engine's AMX kernel for int8 prefill's weight products
//! (`emit::amx_u8s8`, `kernels/matmul_amx_u8s8.c`) against IREE's
//! inner-tiled VNNI product of the same weight, in one module compiled as
//! the engine compiles int8 modules: `own{R}` multiplies R rows of
//! unsigned bytes by the weight on the kernel (the weight encoded as the
//! engine encodes it, for the language model's 4-row layout), `iree{R}`
//! with `unsigned_weight_matmul` on that layout. The sums are exact
//! integers, so the kernel must equal both IREE and the sums taken here
//! bit for bit, and a wrong reading of the packed layout (a line, panel
//! or k step misplaced), a skipped or doubled strip, or a misplaced row of
//! a partial strip cannot pass: row counts that are and are not whole
//! strips and 64-row workgroups, whole, partial and narrow panels (1 to 6
//! lines, odd and even), and a long reduction (the 2B's down projection).
//!
//! Each check runs both builds of the kernel: the emulated one
//! (`AmxCode::Emulated`, its tile instructions in C) wherever the CPU has
//! `avx512vnni` (IREE's VNNI layout, which the kernel reads, is that
//! target's), so the kernel's loops are verified on any such host; the
//! AMX one where this process may run AMX's int8 tiles
//! (`cpu::amx_int8_ready`). A build this CPU cannot run is reported as
//! ignored, with the reason (`tests/skips`), never as passed.

mod skips;
use skips::Need;
mod support;
use support::values;

use engine::emit::amx::AmxCode;
use engine::emit::gemv_u8s8::LAYOUT_ROWS;
use engine::emit::{DType, FuncBuilder, ModuleBuilder, Ty};
use engine::iree::{Compiler, ElementType, HostTensor, Session};
use engine::numerics::{DotKernels, Numerics};
use engine::precision::Precision;

fn i32_tensor(shape: Vec<usize>, v: &[i32]) -> HostTensor {
    HostTensor { shape, dtype: ElementType::I32, bytes: v.iter().flat_map(|x| x.to_le_bytes()).collect() }
}

/// Bytes spread over the whole range (the rows' bit patterns of 0..=255
/// as i8, the weight's -127..=127 as `checkpoint::quantize` writes them).
fn bytes(seed: u64, n: usize, max: f32) -> Vec<i32> {
    values(seed, n).iter().map(|v| (v * max).round() as i32).collect()
}

/// The build of the kernel the running trial checks: each test runs
/// twice, on the emulated build and on the tiles ([`main`]).
fn codes_here() -> Vec<AmxCode> {
    vec![CODE.get().expect("set by the trial that runs the test")]
}

thread_local! {
    /// The build of the kernel the trial on this thread checks.
    static CODE: std::cell::Cell<Option<AmxCode>> = const { std::cell::Cell::new(None) };
}

fn check(row_counts: &[usize], n: usize, k: usize) {
    let most = *row_counts.iter().max().unwrap();
    // Rows as i8 bit patterns of unsigned bytes: -128..=127.
    let xv = bytes(21, most * k, 127.49);
    let wv = bytes(22, n * k, 127.0);
    let exact = |r: usize, c: usize| (0..k).map(|i| (xv[r * k + i] as u8 as i32) * wv[c * k + i]).sum::<i32>();
    for code in codes_here() {
        let mut m = ModuleBuilder::new("probe");
        let args = |f: &mut FuncBuilder, rows: usize| {
            let x = f.arg(Ty::new(&[rows, k], DType::I32));
            let w = f.arg(Ty::new(&[n, k], DType::I32));
            (f.convert(&x, DType::I8).unwrap(), f.convert(&w, DType::I8).unwrap())
        };
        for &rows in row_counts {
            let mut f = FuncBuilder::new(&format!("own{rows}"));
            let (x, w) = args(&mut f, rows);
            let y = f.own_matmul_amx_u8s8(&x, &w, LAYOUT_ROWS, code).unwrap();
            assert_eq!(y.dims(), &[rows, n]);
            m.add_function(f, &[&y]);
            let mut f = FuncBuilder::new(&format!("iree{rows}"));
            let (x, w) = args(&mut f, rows);
            let y = f.unsigned_weight_matmul(&x, &w, LAYOUT_ROWS).unwrap();
            m.add_function(f, &[&y]);
        }
        let mlir = m.finish();
        assert_eq!(mlir.matches("stream.executable.export public @amx_u8s8_").count(), row_counts.len());
        let object = match code {
            AmxCode::Tiles => engine::emit::amx_u8s8::object_name(),
            AmxCode::Emulated => engine::emit::amx_u8s8::emulated_object_name(),
        };
        assert!(mlir.contains(object), "{code:?}: the module links {object}");
        let options = Numerics::new(Precision::Int8, DotKernels::AVX512_BF16_VNNI).compiler_options();
        let vmfb = Compiler::locate().unwrap().compile(&mlir, &options).unwrap();
        let mut session = Session::new("local-task", &[], vmfb).unwrap();
        for &rows in row_counts {
            let args = [i32_tensor(vec![rows, k], &xv[..rows * k]), i32_tensor(vec![n, k], &wv)];
            let own = session.call(&format!("probe.own{rows}"), &args).unwrap();
            assert_eq!(own[0].shape, vec![rows, n]);
            let own = own[0].to_i32().unwrap();
            let iree = session.call(&format!("probe.iree{rows}"), &args).unwrap()[0].to_i32().unwrap();
            for (i, a) in own.iter().enumerate() {
                let (r, c) = (i / n, i % n);
                assert_eq!(*a, exact(r, c), "{code:?} M {rows} N {n} K {k}: row {r} column {c}");
            }
            assert_eq!(own, iree, "{code:?} M {rows} N {n} K {k}: IREE's exact product differs");
        }
    }
}

fn whole_strips_and_panels_give_the_exact_product() {
    check(&[32, 64, 128], 192, 256);
}

fn partial_strips_panels_and_workgroups_give_the_exact_product() {
    // 9 rows: one partial strip; 20: a whole strip and a partial second;
    // 37: two whole and a partial; 81: a whole workgroup and a partial
    // one. 200 columns: two whole 96-column panels and one of 8 columns
    // padded to 96.
    check(&[9, 20, 37, 81], 200, 128);
}

fn narrow_panels_of_odd_and_even_lines_give_the_exact_product() {
    for n in [16, 48, 80, 64] {
        check(&[18, 40], n, 64);
    }
}

fn a_long_reduction_gives_the_exact_product() {
    // The 2B's MLP down projection's reduction, narrower.
    check(&[34], 96, 8960);
}

fn decode_row_counts_give_the_exact_product() {
    // Int8 decode's digit rows (two per slot): 1, 4 and 8 slots.
    check(&[2, 8, 16], 200, 128);
}

/// `--kernels amx-int8-decode-rows=N`'s routing, as `nn::q8_linear` emits it:
/// int8 decode's products (up to 16 digit rows, decode's own kernel's)
/// move to the AMX kernel from the rows asked and no earlier; prefill's
/// (more rows) are the AMX kernel's either way. The layer's outputs are
/// the same bits on both kernels: the sums are exact integers and the
/// rescale after them is one graph.
fn int8_decode_moves_to_the_amx_kernel_from_the_rows_asked_with_equal_outputs() {
    use engine::emit::nn;
    use engine::emit::nn::Q8;
    use engine::numerics::OwnKernels;
    let (n, k) = (48, 128);
    for code in codes_here() {
        let base = Numerics::new(Precision::Int8, DotKernels::AVX512_BF16_VNNI);
        let own = |decode_rows| OwnKernels {
            decode_int8: true,
            prefill_int8: true,
            amx_int8: Some(code),
            amx_int8_decode_rows: decode_rows,
            ..OwnKernels::NONE
        };
        let (asked, unset) = (Numerics { own: own(Some(8)), ..base }, Numerics { own: own(None), ..base });
        let mut m = ModuleBuilder::new("probe");
        let layer = |m: &mut ModuleBuilder, name: String, rows: usize, p: Numerics| {
            let mut f = FuncBuilder::new(&name);
            let x = f.arg(Ty::new(&[rows, k], DType::F32));
            let q = f.arg(Ty::new(&[n, k], DType::I32));
            let q8 = Q8 {
                q: f.convert(&q, DType::I8).unwrap(),
                scale: f.arg(Ty::new(&[n], DType::F32)),
                offset: f.arg(Ty::new(&[n], DType::I32)),
            };
            let y = nn::q8_linear(&mut f, &x, &q8, None, p, LAYOUT_ROWS).unwrap();
            m.add_function(f, &[&y]);
        };
        // 1 slot stays on decode's kernel; 4 and 8 slots move; 9 rows are prefill's.
        let cases = [(1, false), (4, true), (8, true), (9, true)];
        for (rows, _) in cases {
            layer(&mut m, format!("asked{rows}"), rows, asked);
            layer(&mut m, format!("unset{rows}"), rows, unset);
        }
        let mlir = m.finish();
        for (rows, on_amx) in cases {
            let body = |name: String| {
                let at = mlir.find(&format!("func.func @{name}(")).unwrap();
                let end = mlir[at..].find("\n  }").unwrap();
                mlir[at..at + end].to_string()
            };
            let (a, u) = (body(format!("asked{rows}")), body(format!("unset{rows}")));
            assert_eq!(a.contains("@amx_u8s8_"), on_amx, "{code:?} {rows} rows, asked from 8 digit rows:\n{a}");
            assert_eq!(a.contains("@gemv_u8s8_"), !on_amx, "{code:?} {rows} rows, asked:\n{a}");
            assert_eq!(u.contains("@gemv_u8s8_"), rows <= 8, "{code:?} {rows} rows, unset:\n{u}");
        }
        let vmfb = Compiler::locate().unwrap().compile(&mlir, &base.compiler_options()).unwrap();
        let mut session = Session::new("local-task", &[], vmfb).unwrap();
        let (qv, offsets) = (bytes(31, n * k, 127.0), bytes(32, n, 1000.0));
        for (rows, _) in cases {
            let args = [
                HostTensor::f32(vec![rows, k], &values(33, rows * k)),
                i32_tensor(vec![n, k], &qv),
                HostTensor::f32(vec![n], &values(34, n)),
                i32_tensor(vec![n], &offsets),
            ];
            let a = session.call(&format!("probe.asked{rows}"), &args).unwrap()[0].to_f32().unwrap();
            let u = session.call(&format!("probe.unset{rows}"), &args).unwrap()[0].to_f32().unwrap();
            assert_eq!(a.len(), rows * n);
            let bits = |v: &[f32]| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
            assert_eq!(bits(&a), bits(&u), "{code:?} {rows} rows: the kernels' outputs differ");
            assert!(a.iter().any(|v| *v != 0.0), "{code:?} {rows} rows: all zero");
        }
    }
}

/// Each test on the emulated build (where IREE packs the weights as the
/// kernel reads them) and on the AMX tiles (where this process may run
/// them); a build this CPU cannot run is reported as ignored.
fn main() -> std::process::ExitCode {
    let tests = skips::named![
        whole_strips_and_panels_give_the_exact_product,
        partial_strips_panels_and_workgroups_give_the_exact_product,
        narrow_panels_of_odd_and_even_lines_give_the_exact_product,
        a_long_reduction_gives_the_exact_product,
        decode_row_counts_give_the_exact_product,
        int8_decode_moves_to_the_amx_kernel_from_the_rows_asked_with_equal_outputs,
    ];
    let builds = [(AmxCode::Emulated, "emulated", &[Need::Vnni][..]), (AmxCode::Tiles, "tiles", &[Need::AmxInt8][..])];
    skips::run(skips::per_build(&tests, &builds, |code| CODE.set(Some(code))))
}
