//! PNG decoding against transformers + Pillow (goldens/hf_png.json, recorded
//! by scripts/reference/record_png.py from the probes in fixtures/png/):
//! every colour type and bit depth, tRNS colour keys, alpha, 16-bit samples
//! and interlacing decode, in the engine and in the oracle, to exactly the
//! 8-bit RGB that HF's processor resizes.

use harness::paths;
use serde_json::Value;
use sha2::{Digest, Sha256};

struct Probe {
    file: String,
    file_sha: String,
    width: u32,
    height: u32,
    rgb_sha: String,
}

fn probes() -> Vec<Probe> {
    let v: Value = serde_json::from_slice(&std::fs::read(paths::goldens().join("hf_png.json")).unwrap()).unwrap();
    let list = v["probes"].as_array().unwrap();
    assert!(list.len() >= 20, "the recording holds its probes");
    list.iter()
        .map(|p| Probe {
            file: p["file"].as_str().unwrap().into(),
            file_sha: p["file_sha256"].as_str().unwrap().into(),
            width: p["width"].as_u64().unwrap() as u32,
            height: p["height"].as_u64().unwrap() as u32,
            rgb_sha: p["rgb_sha256"].as_str().unwrap().into(),
        })
        .collect()
}

fn sha(bytes: &[u8]) -> String {
    format!("{:x}", Sha256::digest(bytes))
}

fn read(p: &Probe) -> Vec<u8> {
    let path = paths::fixtures().join("png").join(&p.file);
    let bytes = std::fs::read(&path).unwrap();
    assert_eq!(sha(&bytes), p.file_sha, "{} is not the file HF was recorded on", p.file);
    bytes
}

#[test]
fn engine_decodes_every_png_kind_to_hfs_pixels() {
    let mut wrong = Vec::new();
    for p in probes() {
        let img = engine::host::processor::decode(&read(&p)).unwrap();
        assert_eq!((img.width, img.height), (p.width, p.height), "{}", p.file);
        if sha(&img.data) != p.rgb_sha {
            wrong.push(p.file);
        }
    }
    assert!(wrong.is_empty(), "engine pixels differ from HF's on {wrong:?}");
}

#[test]
fn oracle_decodes_every_png_kind_to_hfs_pixels() {
    let mut wrong = Vec::new();
    for p in probes() {
        read(&p);
        let img = oracle::preprocess::decode(&paths::fixtures().join("png").join(&p.file)).unwrap();
        assert_eq!((img.width, img.height), (p.width, p.height), "{}", p.file);
        if sha(&img.data) != p.rgb_sha {
            wrong.push(p.file);
        }
    }
    assert!(wrong.is_empty(), "oracle pixels differ from HF's on {wrong:?}");
}
