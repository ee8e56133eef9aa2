//! JPEG decoding against transformers + Pillow (goldens/hf_jpeg.json,
//! recorded by scripts/reference/record_jpeg.py from the probes in
//! fixtures/jpeg/): baseline 4:2:0 / 4:2:2 / 4:4:4 at several qualities,
//! progressive, restart markers, Adobe RGB, greyscale, CMYK with and
//! without the Adobe marker, EXIF orientations, odd sizes and a truncated
//! file decode, in the engine and in the oracle, to exactly the 8-bit RGB
//! that HF's processor resizes (or are refused where Pillow refuses).

use harness::paths;
use serde_json::Value;
use sha2::{Digest, Sha256};

struct Probe {
    file: String,
    file_sha: String,
    /// (width, height, RGB SHA-256), or `None` where Pillow refused the file.
    decoded: Option<(u32, u32, String)>,
}

fn probes() -> Vec<Probe> {
    let v: Value = serde_json::from_slice(&std::fs::read(paths::goldens().join("hf_jpeg.json")).unwrap()).unwrap();
    let list = v["probes"].as_array().unwrap();
    assert!(list.len() >= 16, "the recording holds its probes");
    list.iter()
        .map(|p| Probe {
            file: p["file"].as_str().unwrap().into(),
            file_sha: p["file_sha256"].as_str().unwrap().into(),
            decoded: p.get("rgb_sha256").map(|s| {
                (p["width"].as_u64().unwrap() as u32, p["height"].as_u64().unwrap() as u32, s.as_str().unwrap().into())
            }),
        })
        .collect()
}

fn sha(bytes: &[u8]) -> String {
    format!("{:x}", Sha256::digest(bytes))
}

fn path(p: &Probe) -> std::path::PathBuf {
    paths::fixtures().join("jpeg").join(&p.file)
}

fn read(p: &Probe) -> Vec<u8> {
    let bytes = std::fs::read(path(p)).unwrap();
    assert_eq!(sha(&bytes), p.file_sha, "{} is not the file HF was recorded on", p.file);
    bytes
}

/// Checks one decoder against every probe; returns the files it got wrong.
fn wrong_files(decode: impl Fn(&Probe) -> Result<(u32, u32, Vec<u8>), String>) -> Vec<String> {
    let (mut wrong, mut decoded, mut refused) = (Vec::new(), 0, 0);
    for p in probes() {
        match (decode(&p), &p.decoded) {
            (Ok((w, h, rgb)), Some((ew, eh, esha))) if (w, h) == (*ew, *eh) && sha(&rgb) == *esha => decoded += 1,
            (Err(_), None) => refused += 1,
            (got, _) => wrong.push(format!(
                "{}: {}",
                p.file,
                got.map(|(w, h, _)| format!("{w}x{h} with other pixels")).unwrap_or_else(|e| e)
            )),
        }
    }
    assert!(wrong.len() + decoded >= 15 && wrong.len() + refused >= 1, "every kind was checked");
    wrong
}

#[test]
fn engine_decodes_every_jpeg_kind_to_hfs_pixels() {
    let wrong = wrong_files(|p| {
        engine::host::processor::decode(&read(p)).map(|i| (i.width, i.height, i.data)).map_err(|e| e.to_string())
    });
    assert!(wrong.is_empty(), "engine pixels differ from HF's on {wrong:#?}");
}

#[test]
fn oracle_decodes_every_jpeg_kind_to_hfs_pixels() {
    let wrong = wrong_files(|p| {
        read(p);
        oracle::preprocess::decode(&path(p)).map(|i| (i.width, i.height, i.data)).map_err(|e| e.to_string())
    });
    assert!(wrong.is_empty(), "oracle pixels differ from HF's on {wrong:#?}");
}

/// A file cut short anywhere is an error, never a panic or grey padding.
#[test]
fn truncated_jpegs_are_refused_at_every_length() {
    let p = probes().into_iter().find(|p| p.file.starts_with("progressive-420")).unwrap();
    let bytes = read(&p);
    for len in (0..bytes.len() - 2).step_by(97) {
        assert!(engine::host::processor::decode(&bytes[..len]).is_err(), "{len} of {} bytes decoded", bytes.len());
    }
}
