//! The engine's and the oracle's image preprocessing against HF's processor
//! called with `max_pixels=` (goldens/hf_resize.json, recorded by
//! scripts/reference/record_resize.py): for photo-sized images over the
//! bound and odd shapes under lower bounds, the grid is equal and the
//! normalised pixels are bit-identical (the SHA-256 of their f32 bytes).

use contracts::config::PreprocessorConfig;
use harness::goldens::regen::ensure_fixture;
use harness::paths;
use serde_json::Value;
use sha2::{Digest, Sha256};

/// The recorder's image: RGB8 `(x*37 + y*91 + c*53 + (x*y) % 251 + (x ^ y) % 64) % 256`.
fn pixel(width: u32, height: u32) -> Vec<u8> {
    let mut out = Vec::with_capacity((width * height * 3) as usize);
    for y in 0..u64::from(height) {
        for x in 0..u64::from(width) {
            for c in 0..3u64 {
                out.push(((x * 37 + y * 91 + c * 53 + (x * y) % 251 + (x ^ y) % 64) % 256) as u8);
            }
        }
    }
    out
}

fn sha256_f32(values: &[f32]) -> String {
    let mut h = Sha256::new();
    for v in values {
        h.update(v.to_le_bytes());
    }
    format!("{:x}", h.finalize())
}

struct Probe {
    width: u32,
    height: u32,
    max_pixels: u64,
    grid: [usize; 3],
    sha: String,
}

fn probes() -> Vec<Probe> {
    let v: Value = serde_json::from_slice(&std::fs::read(paths::goldens().join("hf_resize.json")).unwrap()).unwrap();
    let probes = v["probes"].as_array().unwrap();
    assert!(probes.len() >= 8, "the recording holds its probes");
    probes
        .iter()
        .map(|p| {
            let g: Vec<usize> = p["grid"].as_array().unwrap().iter().map(|x| x.as_u64().unwrap() as usize).collect();
            Probe {
                width: p["width"].as_u64().unwrap() as u32,
                height: p["height"].as_u64().unwrap() as u32,
                max_pixels: p["max_pixels"].as_u64().unwrap(),
                grid: [g[0], g[1], g[2]],
                sha: p["pixels_sha256"].as_str().unwrap().to_string(),
            }
        })
        .collect()
}

fn checkpoint_preprocessor() -> PreprocessorConfig {
    PreprocessorConfig::load(&ensure_fixture("tiny-qwen2-vl").unwrap()).unwrap()
}

#[test]
fn engine_resizes_within_max_pixels_bit_identically_to_hf() {
    let pre = checkpoint_preprocessor();
    let default =
        engine::host::processor::bounded(&pre, None, &engine::shapes::VisionBuckets::STANDARD_MERGE_2).unwrap();
    assert_eq!(default.max_pixels, 802_816, "the recording's photo probes use the engine's default bound");
    for p in probes() {
        let cfg = if p.max_pixels == default.max_pixels {
            default.clone()
        } else {
            engine::host::processor::bounded(&pre, Some(p.max_pixels), &engine::shapes::VisionBuckets::STANDARD_MERGE_2)
                .unwrap()
        };
        let img =
            engine::host::processor::RgbImage { width: p.width, height: p.height, data: pixel(p.width, p.height) };
        let out = engine::host::processor::prepare(&img, &cfg).unwrap();
        let what = format!("{}x{} within {}", p.width, p.height, p.max_pixels);
        assert_eq!(out.grid, p.grid, "{what}: grid");
        assert_eq!(sha256_f32(&out.rows), p.sha, "{what}: pixels differ from HF's");
    }
}

#[test]
fn oracle_resizes_within_max_pixels_bit_identically_to_hf() {
    let pre = checkpoint_preprocessor();
    for p in probes() {
        let cfg = PreprocessorConfig { max_pixels: p.max_pixels, ..pre.clone() };
        let img = oracle::preprocess::Rgb8 { width: p.width, height: p.height, data: pixel(p.width, p.height) };
        let out = oracle::preprocess::preprocess(&img, &cfg, &oracle::Faults::default()).unwrap();
        let what = format!("{}x{} within {}", p.width, p.height, p.max_pixels);
        assert_eq!(out.grid, p.grid, "{what}: grid");
        assert_eq!(sha256_f32(&out.rows), p.sha, "{what}: pixels differ from HF's");
    }
}
