//! The fixture images: small deterministic RGB PNGs with texture (gradients,
//! stripes, a checkerboard and per-pixel noise), integer arithmetic only.
//! `harness fixture images --out fixtures/images` rewrites them; the test
//! suite checks that the committed PNGs decode to exactly these pixels.

use std::path::Path;

use crate::fixture::prng::SplitMix64;

/// (file stem, width, height) and why each exists.
pub const IMAGES: [(&str, u32, u32); 8] = [
    // sides multiples of 28: no resize in any path
    ("grid-112x84", 112, 84),
    // needs resizing in both sides (200 -> 196, 300 -> 308)
    ("resize-300x200", 300, 200),
    // tall and narrow
    ("tall-84x420", 84, 420),
    // below min_pixels (scaled up with ceil to 56x56)
    ("small-30x30", 30, 30),
    // 70 / 28 = 2.5 and 126 / 28 = 4.5: round-half-to-even gives 56 x 112
    ("side70-70x126", 70, 126),
    // 448 x 448 = 1024 patches
    ("big-448x448", 448, 448),
    // over its case's max_pixels (100,000): smart_resize shrinks it to
    // 364 x 252 (a downscale, so the bicubic filter widens)
    ("bound-450x300", 450, 300),
    // a PNG with a tRNS colour key: the keyed block turns white in HF
    // (convert_to_rgb composites it onto white); resized on both sides
    ("keyed-100x70", 100, 70),
];

/// The tRNS colour key of an image (names starting `keyed-`): a block of the
/// image is painted in it, and its PNG says that colour is transparent.
pub fn colour_key(name: &str) -> Option<[u8; 3]> {
    name.starts_with("keyed-").then_some([12, 34, 56])
}

/// RGB8 pixels, row-major.
pub fn pixels(name: &str, w: u32, h: u32) -> Vec<u8> {
    let mut rng = SplitMix64::for_name(0x5eed_1a6e, name);
    let mut out = Vec::with_capacity((w * h * 3) as usize);
    for y in 0..h {
        for x in 0..w {
            let stripes = if (x / 7 + y / 5) % 2 == 0 { 48 } else { 0 };
            let checker = if ((x / 16) + (y / 16)) % 2 == 0 { 32 } else { -32 };
            let ring = ((x * x + 2 * y * y) / 97 % 64) as i32;
            let base = [
                (x * 200 / w.max(1)) as i32 + stripes,
                (y * 200 / h.max(1)) as i32 + checker,
                ((x + y) * 150 / (w + h).max(1)) as i32 + ring,
            ];
            for b in base {
                let noise = rng.below(48) as i32 - 24;
                out.push((b + 20 + noise).clamp(0, 255) as u8);
            }
        }
    }
    if let Some(key) = colour_key(name) {
        for y in h / 4..h / 2 {
            for x in w / 4..w / 2 {
                let i = 3 * (y * w + x) as usize;
                out[i..i + 3].copy_from_slice(&key);
            }
        }
    }
    out
}

pub fn write_png(path: &Path, w: u32, h: u32, rgb: &[u8]) -> anyhow::Result<()> {
    write_png_keyed(path, w, h, rgb, None)
}

/// An 8-bit RGB PNG, with a tRNS chunk naming `key` transparent if given.
pub fn write_png_keyed(path: &Path, w: u32, h: u32, rgb: &[u8], key: Option<[u8; 3]>) -> anyhow::Result<()> {
    let file = std::fs::File::create(path)?;
    let mut enc = png::Encoder::new(std::io::BufWriter::new(file), w, h);
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    if let Some(k) = key {
        enc.set_trns(vec![0, k[0], 0, k[1], 0, k[2]]);
    }
    let mut writer = enc.write_header()?;
    writer.write_image_data(rgb)?;
    writer.finish()?;
    Ok(())
}

/// Decode an 8-bit RGB PNG into (width, height, pixels).
pub fn read_png_rgb(path: &Path) -> anyhow::Result<(u32, u32, Vec<u8>)> {
    let dec = png::Decoder::new(std::io::BufReader::new(std::fs::File::open(path)?));
    let mut reader = dec.read_info()?;
    let mut buf = vec![0; reader.output_buffer_size()];
    let info = reader.next_frame(&mut buf)?;
    anyhow::ensure!(
        info.color_type == png::ColorType::Rgb && info.bit_depth == png::BitDepth::Eight,
        "{} is {:?}/{:?}, expected 8-bit RGB",
        path.display(),
        info.color_type,
        info.bit_depth
    );
    buf.truncate(info.buffer_size());
    Ok((info.width, info.height, buf))
}

pub fn write_all(dir: &Path) -> anyhow::Result<()> {
    std::fs::create_dir_all(dir)?;
    for (name, w, h) in IMAGES {
        write_png_keyed(&dir.join(format!("{name}.png")), w, h, &pixels(name, w, h), colour_key(name))?;
    }
    Ok(())
}
