//! int8 weights for `--precision int8`: the quantization rule and the
//! quantized parameter archive.
//!
//! Rule (weights, once, on the host, from the checkpoint's bf16 / f16 / f32
//! values widened to f32): symmetric, one scale per output channel (row of
//! a `[out, in]` weight): `scale = max|w| / 127` in f32, `q = w / scale`
//! (f32 division) rounded half to even and clamped to [-127, 127]; a row of
//! zeros gets scale 0 and q 0. Dequantized, `w ~ q * scale`, off by at most
//! `scale / 2` per element.
//!
//! Rule (activations, in the graph, per call; see `emit::nn::q8_linear`):
//! each input row `x` of a quantized linear layer becomes two int8 digits
//! `q = clamp(round_half_even(r / d), -127, 127)`: of `r = x` with
//! `d1 = max(max|x| / 127, f32::MIN_POSITIVE)`, then of the remainder
//! `r = x - q1 * d1` (within d1 / 2 of zero) with the fixed `d2 = d1 / 254`
//! (one reduction per row, not two); the layer computes
//! `y = f32(sum_k q1 * q) * d1 * scale + f32(sum_k q2 * q) * d2 * scale (+ bias)`:
//! exact integer dot products rescaled in f32, in that order. The graph
//! forms each dot product as `sum_k (q1 + 128) * q - offset` (an
//! unsigned-by-signed byte product is what VNNI multiplies), so the
//! archive also holds each weight row's `offset = 128 * sum_k q` (i32).
//!
//! One digit alone (per-row int8 inputs) loses the rest of a row to an
//! outlier channel: with one input channel 20x the others, a 2B-shape
//! layer's output is off by 4-5% rms, against 0.8% for the weights' own
//! rounding; the second digit (d2 = d1 / 254) brings the input error to
//! ~1e-4 of the row's peak, so the weights' rounding is what remains.
//!
//! Per output channel rather than per group of 32 along the input: one
//! scale per row is what lets the product be one int8 matrix multiply
//! (IREE's data-tiled i8 x i8 -> i32 kernels, VNNI), with the rescale an
//! elementwise step after it; group scales would split the reduction
//! into 32-wide pieces rescaled one by one. Measured on a 2B-shape layer
//! (random weights, `scripts/reference/int8_accuracy.py`): weights per
//! channel 0.78-0.86% rms output error, per group of 32 0.53%.
//!
//! The quantized tensors are written once into an IREE parameter archive
//! in the artifact cache (`q8-<key>.irpa`, 64-byte aligned so IREE maps
//! them without copying), keyed by the checkpoint's files (names, sizes,
//! times), the tensors and this rule's version; a warm start only maps it.

use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};

use crate::emit::DType;
use crate::iree::{archive, IreeError};

use super::weights::StoredTensor;

/// The parameter scope quantized tensors are served under.
pub const Q8_SCOPE: &str = "q8";

/// Bump when the rule above or the archive's entries change: cached
/// archives are then rebuilt. 2: per-row offsets added.
const RULE_VERSION: u32 = 2;

/// Rows read and quantized at a time are about this many source bytes.
const BLOCK_BYTES: usize = 8 << 20;

#[derive(Debug, thiserror::Error)]
pub enum QuantizeError {
    #[error("{path}: {source}")]
    Io { path: PathBuf, source: std::io::Error },
    #[error("cannot quantize `{name}`: {detail}")]
    Tensor { name: String, detail: String },
    #[error(transparent)]
    Archive(#[from] IreeError),
}

/// The key of a quantized tensor's per-row scales.
pub fn scale_key(name: &str) -> String {
    format!("{name}.scale")
}

/// The key of a quantized tensor's per-row offsets, `128 * sum_k q`.
pub fn offset_key(name: &str) -> String {
    format!("{name}.offset")
}

/// Quantize one output channel `w` into `q`; returns its scale.
pub fn quantize_row(w: &[f32], q: &mut [i8]) -> f32 {
    let max = w.iter().fold(0.0f32, |m, v| m.max(v.abs()));
    if max == 0.0 || !max.is_finite() {
        q.fill(0);
        return if max == 0.0 { 0.0 } else { f32::NAN };
    }
    let scale = max / 127.0;
    for (qi, &wi) in q.iter_mut().zip(w) {
        *qi = (wi / scale).round_ties_even().clamp(-127.0, 127.0) as i8;
    }
    scale
}

/// Widen `bytes` (little-endian `dtype` values) to f32.
fn widen(bytes: &[u8], dtype: DType, out: &mut Vec<f32>) {
    out.clear();
    match dtype {
        DType::F32 => out.extend(bytes.chunks_exact(4).map(|b| f32::from_le_bytes([b[0], b[1], b[2], b[3]]))),
        DType::Bf16 => out.extend(bytes.chunks_exact(2).map(|b| half::bf16::from_le_bytes([b[0], b[1]]).to_f32())),
        DType::F16 => out.extend(bytes.chunks_exact(2).map(|b| half::f16::from_le_bytes([b[0], b[1]]).to_f32())),
        _ => unreachable!("checked by the caller"),
    }
}

/// The archive serving `tensors` quantized (entries `name`, i8 [out, in],
/// `name.scale`, f32 [out], and `name.offset`, i32 [out]), written into `cache_dir` on first use.
/// `files` are the checkpoint's files (their identity keys the archive).
/// Before writing, `on_build(total source bytes)` is called; the function
/// it returns gets the source bytes quantized so far.
pub fn quantized_archive<P: FnMut(u64)>(
    tensors: &[StoredTensor],
    files: &[PathBuf],
    cache_dir: &Path,
    on_build: impl FnOnce(u64) -> P,
) -> Result<PathBuf, QuantizeError> {
    use sha2::{Digest, Sha256};
    let checkpoint = archive::identity(files)?;
    let what: Vec<serde_json::Value> =
        tensors.iter().map(|t| serde_json::json!([t.name, t.shape, t.dtype.mlir()])).collect();
    // The entries' names are part of the key too, so an archive written
    // under other names is never served to a module that asks for these.
    let entries = [scale_key("<name>"), offset_key("<name>")];
    let about =
        serde_json::json!({ "checkpoint": checkpoint, "rule": RULE_VERSION, "entries": entries, "tensors": what });
    let key = hex::encode(Sha256::digest(about.to_string().as_bytes()));
    let path = cache_dir.join(format!("q8-{key}.irpa"));
    let record = cache_dir.join(format!("q8-{key}.json"));
    if path.is_file() && record.is_file() {
        return Ok(path);
    }
    static BUILDING: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _one = BUILDING.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if path.is_file() && record.is_file() {
        return Ok(path);
    }
    let io = |p: &Path| {
        let p = p.to_path_buf();
        move |source| QuantizeError::Io { path: p, source }
    };
    std::fs::create_dir_all(cache_dir).map_err(io(cache_dir))?;
    remove_stale(cache_dir);
    for t in tensors {
        if t.shape.len() != 2 || !matches!(t.dtype, DType::F32 | DType::Bf16 | DType::F16) {
            return Err(QuantizeError::Tensor {
                name: t.name.clone(),
                detail: format!("expected a 2-D float weight, found {:?} {}", t.shape, t.dtype.mlir()),
            });
        }
    }
    let tmp = cache_dir.join(format!("q8-{key}.irpa.tmp{}", std::process::id()));
    let written = write(tensors, &tmp, on_build);
    if let Err(e) = written {
        let _ = std::fs::remove_file(&tmp);
        return Err(e);
    }
    let sources = archive::canonical(files);
    let note = serde_json::json!({ "key": key, "checkpoint": checkpoint, "sources": sources, "rule": RULE_VERSION });
    std::fs::write(&record, serde_json::to_string_pretty(&note).expect("json")).map_err(io(&record))?;
    std::fs::rename(&tmp, &path).map_err(io(&path))?;
    Ok(path)
}

fn write<P: FnMut(u64)>(
    tensors: &[StoredTensor],
    tmp: &Path,
    on_build: impl FnOnce(u64) -> P,
) -> Result<(), QuantizeError> {
    let mut entries = Vec::with_capacity(3 * tensors.len());
    for t in tensors {
        let (rows, cols) = (t.shape[0] as u64, t.shape[1] as u64);
        entries.push((t.name.clone(), rows * cols));
        entries.push((scale_key(&t.name), rows * 4));
        entries.push((offset_key(&t.name), rows * 4));
    }
    let offsets = archive::create_archive(tmp, &entries)?;
    let total: u64 = tensors.iter().map(|t| t.shape.iter().product::<usize>() as u64 * t.dtype.size() as u64).sum();
    let mut progress = on_build(total);
    let out = std::fs::OpenOptions::new()
        .write(true)
        .open(tmp)
        .map_err(|source| QuantizeError::Io { path: tmp.to_path_buf(), source })?;
    let wrote = |source| QuantizeError::Io { path: tmp.to_path_buf(), source };
    let mut done = 0u64;
    let (mut raw, mut wide, mut q) = (Vec::new(), Vec::new(), Vec::new());
    for (t, at) in tensors.iter().zip(offsets.chunks_exact(3)) {
        let (rows, cols, size) = (t.shape[0], t.shape[1], t.dtype.size());
        let src = std::fs::File::open(&t.path).map_err(|source| QuantizeError::Io { path: t.path.clone(), source })?;
        let block = (BLOCK_BYTES / (cols * size).max(1)).max(1);
        let (mut scales, mut row_offsets) = (Vec::with_capacity(rows * 4), Vec::with_capacity(rows * 4));
        for r0 in (0..rows).step_by(block) {
            let n = block.min(rows - r0);
            raw.resize(n * cols * size, 0);
            src.read_exact_at(&mut raw, t.begin + (r0 * cols * size) as u64)
                .map_err(|source| QuantizeError::Io { path: t.path.clone(), source })?;
            widen(&raw, t.dtype, &mut wide);
            q.resize(n * cols, 0i8);
            for (w, qr) in wide.chunks_exact(cols).zip(q.chunks_exact_mut(cols)) {
                let s = quantize_row(w, qr);
                if !s.is_finite() {
                    return Err(QuantizeError::Tensor {
                        name: t.name.clone(),
                        detail: "a row holds a non-finite value".into(),
                    });
                }
                scales.extend_from_slice(&s.to_le_bytes());
                let offset = 128 * qr.iter().map(|&v| i64::from(v)).sum::<i64>();
                let offset = i32::try_from(offset).map_err(|_| QuantizeError::Tensor {
                    name: t.name.clone(),
                    detail: format!("a row of {cols} values is too long for an i32 offset"),
                })?;
                row_offsets.extend_from_slice(&offset.to_le_bytes());
            }
            // SAFETY: i8 and u8 have the same size and alignment.
            let bytes = unsafe { std::slice::from_raw_parts(q.as_ptr().cast::<u8>(), q.len()) };
            out.write_all_at(bytes, at[0] + (r0 * cols) as u64).map_err(wrote)?;
            done += raw.len() as u64;
            progress(done);
        }
        out.write_all_at(&scales, at[1]).map_err(wrote)?;
        out.write_all_at(&row_offsets, at[2]).map_err(wrote)?;
    }
    Ok(())
}

/// Remove quantized archives whose checkpoint files are gone or changed
/// (their record's checkpoint identity no longer matches its sources), and
/// temporary files of builds that died. Best effort.
fn remove_stale(cache_dir: &Path) {
    let Ok(entries) = std::fs::read_dir(cache_dir) else { return };
    for entry in entries.flatten() {
        let name = entry.file_name().to_string_lossy().into_owned();
        if name.starts_with("q8-") && name.contains(".irpa.tmp") {
            let old = entry.metadata().ok().and_then(|m| m.modified().ok()).and_then(|t| t.elapsed().ok());
            if old.is_some_and(|age| age.as_secs() > 3600) {
                let _ = std::fs::remove_file(entry.path());
            }
            continue;
        }
        let Some(key) = name.strip_prefix("q8-").and_then(|n| n.strip_suffix(".json")) else { continue };
        let current = std::fs::read_to_string(entry.path())
            .ok()
            .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
            .and_then(|v| {
                let sources: Option<Vec<PathBuf>> =
                    v["sources"].as_array()?.iter().map(|s| s.as_str().map(PathBuf::from)).collect();
                Some(archive::identity(&sources?).ok()? == v["checkpoint"].as_str()?)
            })
            .unwrap_or(false);
        if !current {
            tracing::info!("removing stale quantized archive q8-{key}.irpa");
            let _ = std::fs::remove_file(cache_dir.join(format!("q8-{key}.irpa")));
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn the_largest_magnitude_maps_to_127_and_ties_round_to_even() {
        let mut q = [0i8; 5];
        // scale 1/127 * 127 = 1.0: w / scale is w * 127 exactly here.
        let s = quantize_row(&[1.0, -1.0, 0.5 / 127.0, 1.5 / 127.0, -2.5 / 127.0], &mut q);
        assert_eq!(s, 1.0 / 127.0);
        assert_eq!(q, [127, -127, 0, 2, -2]);
    }

    #[test]
    fn a_zero_row_gets_scale_zero_and_a_non_finite_row_is_reported() {
        let mut q = [5i8; 3];
        assert_eq!(quantize_row(&[0.0, -0.0, 0.0], &mut q), 0.0);
        assert_eq!(q, [0, 0, 0]);
        assert!(quantize_row(&[1.0, f32::INFINITY, 0.0], &mut q).is_nan());
    }

    proptest! {
        #[test]
        fn dequantized_weights_are_within_half_a_scale(w in prop::collection::vec(-1e4f32..1e4, 1..300)) {
            let mut q = vec![0i8; w.len()];
            let s = quantize_row(&w, &mut q);
            let max = w.iter().fold(0.0f32, |m, v| m.max(v.abs()));
            prop_assert!(q.iter().all(|&v| v >= -127));
            prop_assert!(q.iter().any(|&v| v.unsigned_abs() == 127) || max == 0.0);
            for (&wi, &qi) in w.iter().zip(&q) {
                let err = (wi - f32::from(qi) * s).abs();
                prop_assert!(err <= s * 0.5 * (1.0 + 1e-5) + f32::MIN_POSITIVE, "w {} q {} s {} err {}", wi, qi, s, err);
            }
        }
    }

    fn write_weights(path: &Path, tensors: &[(&str, Vec<usize>, Vec<f32>)]) {
        use safetensors::tensor::{Dtype, TensorView};
        let bytes: Vec<Vec<u8>> = tensors
            .iter()
            .map(|(_, _, v)| v.iter().flat_map(|x| half::bf16::from_f32(*x).to_le_bytes()).collect())
            .collect();
        let views: Vec<(String, TensorView)> = tensors
            .iter()
            .zip(&bytes)
            .map(|((n, shape, _), b)| (n.to_string(), TensorView::new(Dtype::BF16, shape.clone(), b).unwrap()))
            .collect();
        safetensors::serialize_to_file(views, None, path).unwrap();
    }

    #[test]
    fn the_archive_holds_each_rows_int8_values_scale_and_offset_and_is_reused() {
        use crate::checkpoint::weights::WeightIndex;
        use crate::emit::ModuleBuilder;
        let dir = tempfile::tempdir().unwrap();
        let (cache, model) = (dir.path().join("cache"), dir.path().join("m"));
        std::fs::create_dir_all(&model).unwrap();
        let a: Vec<f32> = (0..3 * 5).map(|i| (i as f32 - 7.0) * 0.25).collect();
        let b: Vec<f32> = (0..2 * 3).map(|i| if i < 3 { 0.0 } else { i as f32 }).collect();
        write_weights(&model.join("model.safetensors"), &[("a", vec![3, 5], a.clone()), ("b", vec![2, 3], b.clone())]);
        let w = WeightIndex::open(&model).unwrap();
        let mut m = ModuleBuilder::new("m");
        w.declare_q8(&mut m, "b", &[2, 3]).unwrap();
        w.declare_q8(&mut m, "a", &[3, 5]).unwrap();
        assert!(w.declare_q8(&mut m, "a", &[5, 3]).is_err(), "shape is checked");
        let tensors = w.quantized(|_| true);
        assert_eq!(tensors.iter().map(|t| t.name.as_str()).collect::<Vec<_>>(), ["b", "a"]);
        let mut reports = Vec::new();
        let path = quantized_archive(&tensors, w.files(), &cache, |total| {
            assert_eq!(total, (15 + 6) * 2);
            |done| reports.push(done)
        })
        .unwrap();
        assert_eq!(reports.last(), Some(&42));
        // Read back through IREE's own index of the archive.
        let served = crate::iree::parameters::tests_support::served(std::slice::from_ref(&path));
        let get = |k: &str| served.iter().find(|(n, _, _)| n == k).map(|(_, off, b)| (*off, b.clone())).unwrap();
        for (name, rows, cols, values) in [("a", 3, 5, &a), ("b", 2, 3, &b)] {
            let (off, q) = get(name);
            assert_eq!(off % 64, 0, "{name} aligned");
            let (_, s) = get(&scale_key(name));
            let (_, offsets) = get(&offset_key(name));
            for r in 0..rows {
                let row: Vec<f32> = values[r * cols..(r + 1) * cols].to_vec();
                let mut want = vec![0i8; cols];
                let want_s = quantize_row(&row, &mut want);
                assert_eq!(&q[r * cols..(r + 1) * cols], want.iter().map(|&v| v as u8).collect::<Vec<_>>());
                assert_eq!(f32::from_le_bytes(s[r * 4..r * 4 + 4].try_into().unwrap()), want_s);
                let want_offset: i32 = 128 * want.iter().map(|&v| i32::from(v)).sum::<i32>();
                assert_eq!(i32::from_le_bytes(offsets[r * 4..r * 4 + 4].try_into().unwrap()), want_offset);
            }
        }
        // Warm start: reused.
        let again = quantized_archive(&tensors, w.files(), &cache, |_| -> fn(u64) { panic!("rewritten") }).unwrap();
        assert_eq!(again, path);
    }

    #[test]
    fn a_changed_checkpoint_gets_a_new_quantized_archive_and_the_stale_one_is_removed() {
        use crate::checkpoint::weights::WeightIndex;
        use crate::emit::ModuleBuilder;
        let dir = tempfile::tempdir().unwrap();
        let (cache, model) = (dir.path().join("cache"), dir.path().join("m"));
        std::fs::create_dir_all(&model).unwrap();
        let build = |values: Vec<f32>| {
            write_weights(&model.join("model.safetensors"), &[("w", vec![2, 2], values)]);
            let w = WeightIndex::open(&model).unwrap();
            w.declare_q8(&mut ModuleBuilder::new("m"), "w", &[2, 2]).unwrap();
            quantized_archive(&w.quantized(|_| true), w.files(), &cache, |_| |_| ()).unwrap()
        };
        let first = build(vec![1.0, 2.0, 3.0, 4.0]);
        std::thread::sleep(std::time::Duration::from_millis(20));
        let second = build(vec![4.0, 3.0, 2.0, 1.0]);
        assert_ne!(first, second);
        assert!(!first.exists(), "stale archive {} kept", first.display());
        assert!(second.exists());
    }
}
