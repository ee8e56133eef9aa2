//! The IREE binding end to end: StableHLO text compiled by iree-compile,
//! weights served as IREE parameters from a safetensors file, results read
//! back exactly; errors are readable text.

use std::collections::HashMap;
use std::path::Path;

use engine::iree::{Compiler, CompilerOptions, HostTensor, ParameterScope, Session};
use safetensors::tensor::{Dtype, TensorView};

const MODULE: &str = r#"
module @probe {
  util.global private @w = #flow.parameter.named<"model"::"layer.weight"> : tensor<4x3xf32>
  util.global private @b = #flow.parameter.named<"model"::"layer.bias"> : tensor<3xf32>
  func.func @affine(%x: tensor<2x4xf32>) -> tensor<2x3xf32> {
    %w = util.global.load @w : tensor<4x3xf32>
    %b = util.global.load @b : tensor<3xf32>
    %y = stablehlo.dot_general %x, %w, contracting_dims = [1] x [0] : (tensor<2x4xf32>, tensor<4x3xf32>) -> tensor<2x3xf32>
    %bb = stablehlo.broadcast_in_dim %b, dims = [1] : (tensor<3xf32>) -> tensor<2x3xf32>
    %z = stablehlo.add %y, %bb : tensor<2x3xf32>
    return %z : tensor<2x3xf32>
  }
  func.func @positions(%p: tensor<3xi64>, %d: tensor<i64>) -> tensor<3xi64> {
    %db = stablehlo.broadcast_in_dim %d, dims = [] : (tensor<i64>) -> tensor<3xi64>
    %r = stablehlo.add %p, %db : tensor<3xi64>
    return %r : tensor<3xi64>
  }
}
"#;

fn write_weights(path: &Path, w: &[f32], b: &[f32]) {
    let wb: Vec<u8> = w.iter().flat_map(|v| v.to_le_bytes()).collect();
    let bb: Vec<u8> = b.iter().flat_map(|v| v.to_le_bytes()).collect();
    let views = vec![
        ("layer.weight", TensorView::new(Dtype::F32, vec![4, 3], &wb).unwrap()),
        ("layer.bias", TensorView::new(Dtype::F32, vec![3], &bb).unwrap()),
    ];
    let meta = HashMap::from([("format".to_string(), "pt".to_string())]);
    std::fs::write(path, safetensors::serialize(views, Some(meta)).unwrap()).unwrap();
}

fn compile(opts: &CompilerOptions) -> Vec<u8> {
    Compiler::locate().unwrap().compile(MODULE, opts).unwrap()
}

#[test]
fn weights_are_served_as_parameters_from_safetensors_and_results_are_exact() {
    let dir = tempfile::tempdir().unwrap();
    let weights = dir.path().join("model.safetensors");
    let w: Vec<f32> = (0..12).map(|i| i as f32 - 5.0).collect();
    let b = [0.5f32, -1.0, 2.0];
    write_weights(&weights, &w, &b);
    let x: Vec<f32> = vec![1.0, 2.0, -1.0, 0.5, 3.0, 0.0, 1.0, -2.0];
    let mut expected = vec![0f32; 6];
    for r in 0..2 {
        for c in 0..3 {
            expected[r * 3 + c] = (0..4).map(|k| x[r * 4 + k] * w[k * 3 + c]).sum::<f32>() + b[c];
        }
    }
    for (driver, tiling) in [("local-task", true), ("local-sync", false)] {
        let opts = CompilerOptions { data_tiling: tiling, ..CompilerOptions::default() };
        let params = [ParameterScope { scope: "model".into(), files: vec![weights.clone()] }];
        let mut s = Session::new(driver, &params, compile(&opts)).unwrap();
        let out = s.call("probe.affine", &[HostTensor::f32(vec![2, 4], &x)]).unwrap();
        assert_eq!(out.len(), 1);
        assert_eq!(out[0].shape, vec![2, 3]);
        assert_eq!(out[0].to_f32().unwrap(), expected, "{driver}");
        // Integer inputs round-trip exactly (positions are i64).
        let p =
            s.call("probe.positions", &[HostTensor::i64(vec![3], &[5, 6, 7]), HostTensor::i64(vec![], &[-3])]).unwrap();
        assert_eq!(p[0].to_i64().unwrap(), vec![2, 3, 4]);
    }
}

#[test]
fn a_missing_parameter_is_a_readable_error() {
    let dir = tempfile::tempdir().unwrap();
    let weights = dir.path().join("model.safetensors");
    let views = vec![("other", TensorView::new(Dtype::F32, vec![1], &[0u8; 4]).unwrap())];
    std::fs::write(&weights, safetensors::serialize(views, None).unwrap()).unwrap();
    let params = [ParameterScope { scope: "model".into(), files: vec![weights] }];
    let vmfb = compile(&CompilerOptions::default());
    let err = match Session::new("local-task", &params, vmfb) {
        Err(e) => e.to_string(),
        Ok(mut s) => s.call("probe.affine", &[HostTensor::f32(vec![2, 4], &[0.0; 8])]).unwrap_err().to_string(),
    };
    assert!(err.contains("layer.weight") || err.contains("not found"), "{err}");
}

#[test]
fn compiler_diagnostics_reach_the_caller_as_text() {
    let bad = "module { func.func @f(%x: tensor<2xf32>) -> tensor<3xf32> { return %x : tensor<2xf32> } }";
    let err = Compiler::locate().unwrap().compile(bad, &CompilerOptions::default()).unwrap_err().to_string();
    assert!(err.contains("rejected") && err.contains("error"), "{err}");
}

#[test]
fn bad_inputs_are_errors_not_crashes() {
    let dir = tempfile::tempdir().unwrap();
    let weights = dir.path().join("model.safetensors");
    write_weights(&weights, &[0.0; 12], &[0.0; 3]);
    let params = [ParameterScope { scope: "model".into(), files: vec![weights] }];
    let mut s = Session::new("local-sync", &params, compile(&CompilerOptions::default())).unwrap();
    let e = s.call("probe.nope", &[]).unwrap_err().to_string();
    assert!(e.contains("probe.nope"), "{e}");
    let e = s.call("probe.affine", &[HostTensor::f32(vec![3, 4], &[0.0; 12])]).unwrap_err().to_string();
    assert!(e.contains("probe.affine"), "{e}");
    // The session stays usable after errors.
    let ok = s.call("probe.affine", &[HostTensor::f32(vec![2, 4], &[0.0; 8])]).unwrap();
    assert_eq!(ok[0].to_f32().unwrap(), vec![0.0; 6]);
}

/// IREE writes the VM/HAL ref-type registrations of a new runtime instance
/// into process globals, zeroing them first; with an instance per session,
/// a module loading on one thread while another thread made a session failed
/// with "ref type mismatch". Sessions share one instance, so sessions made
/// and used on many threads at once always load and compute.
#[test]
fn sessions_made_on_many_threads_at_once_all_load_and_compute() {
    let dir = tempfile::tempdir().unwrap();
    let weights = dir.path().join("model.safetensors");
    write_weights(&weights, &[1.0; 12], &[0.0; 3]);
    let vmfb = compile(&CompilerOptions::default());
    let threads: Vec<_> = (0..4)
        .map(|t| {
            let (weights, vmfb) = (weights.clone(), vmfb.clone());
            std::thread::spawn(move || {
                let params = [ParameterScope { scope: "model".into(), files: vec![weights] }];
                for i in 0..40 {
                    let mut s = Session::new("local-sync", &params, vmfb.clone())
                        .unwrap_or_else(|e| panic!("thread {t}, session {i}: {e}"));
                    let out = s
                        .call("probe.affine", &[HostTensor::f32(vec![2, 4], &[1.0; 8])])
                        .unwrap_or_else(|e| panic!("thread {t}, call {i}: {e}"));
                    assert_eq!(out[0].to_f32().unwrap(), vec![4.0; 6]);
                }
            })
        })
        .collect();
    for t in threads {
        t.join().unwrap();
    }
}

/// A device tensor keeps the device that allocated it alive, so it may be
/// dropped after its session; a session refuses another session's tensor
/// (as an input and for download) with an error, not a crash.
#[test]
fn a_device_tensor_outlives_its_session_and_another_session_refuses_it() {
    let dir = tempfile::tempdir().unwrap();
    let weights = dir.path().join("model.safetensors");
    write_weights(&weights, &[1.0; 12], &[0.0; 3]);
    let params = [ParameterScope { scope: "model".into(), files: vec![weights] }];
    let vmfb = compile(&CompilerOptions::default());
    let mut a = Session::new("local-task", &params, vmfb.clone()).unwrap();
    let mut b = Session::new("local-task", &params, vmfb).unwrap();
    let x = HostTensor::f32(vec![2, 4], &[1.0; 8]);
    let on_a = a.to_device(&x).unwrap();
    let from_a = a.call_device("probe.affine", &[engine::iree::Arg::Device(&on_a)]).unwrap();
    let e = b
        .call_device("probe.affine", &[engine::iree::Arg::Device(&on_a)])
        .err()
        .expect("b took a's tensor")
        .to_string();
    assert!(e.contains("another session") && e.contains("input 0 of `probe.affine`"), "{e}");
    let e = b.download(&from_a[0]).expect_err("b downloaded a's tensor").to_string();
    assert!(e.contains("another session"), "{e}");
    assert_eq!(a.download(&from_a[0]).unwrap().to_f32().unwrap(), vec![4.0; 6]);
    // The session goes first; its tensors are released after it.
    drop(a);
    drop(from_a);
    drop(on_a);
    // b is unaffected.
    let out = b.call("probe.affine", &[x]).unwrap();
    assert_eq!(out[0].to_f32().unwrap(), vec![4.0; 6]);
}
