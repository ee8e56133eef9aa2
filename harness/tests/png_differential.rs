//! The engine's and the oracle's PNG decoders (written independently, both
//! held to HF by png_vs_hf.rs on fixed probes) agree on random PNGs: every
//! colour type and bit depth, random sizes, random colour keys (often one
//! that occurs in the image), random palettes with one transparent index or
//! per-index alpha. And corrupted files never panic either decoder.

use proptest::prelude::*;

#[derive(Debug, Clone)]
struct Spec {
    color: png::ColorType,
    depth: png::BitDepth,
    width: u32,
    height: u32,
    seed: u64,
    key: u8,
}

fn specs() -> impl Strategy<Value = Spec> {
    use png::{BitDepth as D, ColorType as C};
    let kinds = prop_oneof![
        Just((C::Grayscale, D::One)),
        Just((C::Grayscale, D::Two)),
        Just((C::Grayscale, D::Four)),
        Just((C::Grayscale, D::Eight)),
        Just((C::Grayscale, D::Sixteen)),
        Just((C::Rgb, D::Eight)),
        Just((C::Rgb, D::Sixteen)),
        Just((C::Indexed, D::One)),
        Just((C::Indexed, D::Four)),
        Just((C::Indexed, D::Eight)),
        Just((C::GrayscaleAlpha, D::Eight)),
        Just((C::GrayscaleAlpha, D::Sixteen)),
        Just((C::Rgba, D::Eight)),
        Just((C::Rgba, D::Sixteen)),
    ];
    (kinds, 1u32..40, 1u32..40, any::<u64>(), any::<u8>()).prop_map(|((color, depth), width, height, seed, key)| Spec {
        color,
        depth,
        width,
        height,
        seed,
        key,
    })
}

fn next(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// A PNG for `s`: random samples drawn from a small set (so a key colour
/// recurs), a tRNS chunk when `key` says so.
fn make(s: &Spec) -> Vec<u8> {
    let mut st = s.seed;
    let bits = s.depth as u32;
    let channels = s.color.samples() as u32;
    let max = if bits == 16 { 65535u64 } else { (1u64 << bits) - 1 };
    // A few values per channel, so colours repeat and keys match.
    let palette_of_values: Vec<u64> = (0..4).map(|_| next(&mut st) % (max + 1)).collect();
    let mut samples = Vec::new();
    for _ in 0..s.width * s.height * channels {
        samples.push(palette_of_values[(next(&mut st) % 4) as usize]);
    }
    // Pack rows.
    let mut data = Vec::new();
    for row in samples.chunks((s.width * channels) as usize) {
        let mut acc = 0u32;
        let mut n = 0;
        for &v in row {
            match bits {
                16 => data.extend((v as u16).to_be_bytes()),
                8 => data.push(v as u8),
                b => {
                    acc = (acc << b) | v as u32;
                    n += b;
                    if n == 8 {
                        data.push(acc as u8);
                        acc = 0;
                        n = 0;
                    }
                }
            }
        }
        if n > 0 {
            data.push((acc << (8 - n)) as u8);
        }
    }
    let mut out = Vec::new();
    {
        let mut enc = png::Encoder::new(&mut out, s.width, s.height);
        enc.set_color(s.color);
        enc.set_depth(s.depth);
        let key16 = |v: u64| (v as u16).to_be_bytes();
        match s.color {
            png::ColorType::Indexed => {
                let entries = 1usize << bits.min(8);
                let pal: Vec<u8> = (0..entries * 3).map(|_| next(&mut st) as u8).collect();
                enc.set_palette(pal);
                match s.key % 3 {
                    0 => {}
                    1 => {
                        // One transparent index, the rest opaque.
                        let mut t = vec![255u8; entries.min(1 + (s.key as usize % entries))];
                        let i = palette_of_values[0] as usize % t.len();
                        t[i] = 0;
                        enc.set_trns(t);
                    }
                    _ => enc.set_trns((0..entries).map(|_| next(&mut st) as u8).collect::<Vec<_>>()),
                }
            }
            png::ColorType::Grayscale if s.key % 2 == 1 => {
                // A key that occurs in the image, or any 16-bit value.
                let k = if s.key % 4 == 1 { palette_of_values[1] } else { next(&mut st) % 65536 };
                enc.set_trns(key16(k).to_vec());
            }
            png::ColorType::Rgb if s.key % 2 == 1 => {
                let k: Vec<u8> = if s.key % 4 == 1 {
                    [palette_of_values[0], palette_of_values[1], palette_of_values[2]]
                        .iter()
                        .flat_map(|&v| key16(v))
                        .collect()
                } else {
                    (0..3).flat_map(|_| key16(next(&mut st) % 65536)).collect()
                };
                enc.set_trns(k);
            }
            _ => {}
        }
        let mut w = enc.write_header().unwrap();
        w.write_image_data(&data).unwrap();
    }
    out
}

fn oracle_decode(bytes: &[u8]) -> Result<Vec<u8>, String> {
    let f = tempfile::Builder::new().suffix(".png").tempfile().unwrap();
    std::fs::write(f.path(), bytes).unwrap();
    oracle::preprocess::decode(f.path()).map(|i| i.data).map_err(|e| e.to_string())
}

// 256 cases per property by default; PROPTEST_CASES=N for more.
proptest! {
    #[test]
    fn engine_and_oracle_decode_random_pngs_alike(s in specs()) {
        let bytes = make(&s);
        let e = engine::host::processor::decode(&bytes).map(|i| i.data).map_err(|e| e.to_string());
        let o = oracle_decode(&bytes);
        match (e, o) {
            (Ok(e), Ok(o)) => prop_assert!(e == o, "{s:?}: the decoders disagree"),
            (e, o) => prop_assert!(false, "{s:?}: engine {:?}, oracle {:?}", e.map(|v| v.len()), o.map(|v| v.len())),
        }
    }

    #[test]
    fn corrupted_pngs_never_panic(s in specs(), at in any::<prop::sample::Index>(), byte in any::<u8>(), cut in any::<prop::sample::Index>()) {
        let mut bytes = make(&s);
        let i = at.index(bytes.len());
        bytes[i] = byte;
        bytes.truncate(8 + cut.index(bytes.len() - 8));
        // Either result is fine; a panic is not.
        let _ = engine::host::processor::decode(&bytes);
        let _ = oracle_decode(&bytes);
    }
}
