//! PNG to 8-bit RGB exactly as the references see it: transformers'
//! `load_image` (Pillow 13 `Image.open`, `exif_transpose`, `convert("RGB")`)
//! then the processor's `convert_to_rgb`, which composites onto white any
//! image whose `info` still holds a `transparency` entry.
//!
//! Per PNG colour type and bit depth (Pillow's PngImagePlugin modes and
//! `Image.convert` rules), each sample becomes 8 bits as follows:
//!
//! | PNG | Pillow mode | 8-bit value | tRNS colour key |
//! |---|---|---|---|
//! | gray 1 | `1` | 0 / 255 | read as 255 if K != 0 else 0, then kept as an int: (255 or 0, 0, 0), so only K = 0 whitens (black) |
//! | gray 2, 4 | `L` (scaled x85, x17) | scaled | (K,K,K), K clamped to 255, against the scaled value |
//! | gray 8 | `L` | v | (K,K,K), K clamped to 255 |
//! | gray 16 | `I;16` | **min(v, 255)** (Pillow clips, it does not scale) | stays an int K: (K & 255, 0, 0), whitening v = 0 when K's low byte is 0 |
//! | RGB 8, 16 | `RGB` | v, **v >> 8** | (K1,K2,K3), each **& 255**, against the 8-bit value |
//! | palette | `P` | palette colour | one fully transparent index (tRNS of 0xff.. 0x00 0xff..): that index's colour; any other tRNS: ignored |
//! | gray+alpha, RGBA 8 / 16 | `LA` / `RGBA` | v, v >> 8 | none; alpha dropped, never composited |
//!
//! "Whitens": every pixel whose 8-bit RGB equals the key becomes (255, 255,
//! 255), because `convert_to_rgb` composites the image, whose key colour is
//! fully transparent, onto white. `convert("RGB")` clamps the key of an `L`
//! or `P` image (it redraws it as a pixel) but leaves an `RGB`, `1` or `I;16`
//! key as read; Pillow's `convert_transparent` then matches the low byte of
//! each component, an int K as the colour (K, 0, 0). These are Pillow's quirks, matched on purpose: the
//! references define the pixels.

use std::io::Cursor;

use png::{BitDepth, ColorType, Decoder, Limits, Transformations};

use super::{ProcessorError, RgbImage};

fn err(e: impl std::fmt::Display) -> ProcessorError {
    ProcessorError::Decode(format!("PNG: {e}"))
}

/// The colour that `convert_to_rgb` turns white, if any.
type Key = Option<[i64; 3]>;

/// The data of the first chunk of `kind` before the image data, if any.
fn raw_chunk<'a>(png: &'a [u8], kind: &[u8; 4]) -> Option<&'a [u8]> {
    let mut at = 8;
    while at + 8 <= png.len() {
        let len = u32::from_be_bytes(png[at..at + 4].try_into().ok()?) as usize;
        let tag = &png[at + 4..at + 8];
        let data = png.get(at + 8..(at + 8).checked_add(len)?)?;
        if tag == kind {
            return Some(data);
        }
        if tag == b"IDAT" {
            return None;
        }
        at = at + 12 + len;
    }
    None
}

/// Decode a PNG (already size-checked from its header) to RGB8 as stored
/// (EXIF orientation is applied by the caller).
pub fn decode(bytes: &[u8]) -> Result<RgbImage, ProcessorError> {
    // The header check bounds the pixel count; the decoder's own 64 MiB
    // default would refuse large images HF accepts.
    let mut decoder = Decoder::new_with_limits(Cursor::new(bytes), Limits { bytes: usize::MAX });
    decoder.set_transformations(Transformations::IDENTITY);
    let mut reader = decoder.read_info().map_err(err)?;
    let info = reader.info();
    let (color, depth) = (info.color_type, info.bit_depth);
    let palette = info.palette.as_ref().map(|p| p.to_vec());
    // The chunk as stored: the decoder keeps only the low byte of each
    // 16-bit key below 16-bit depth, where Pillow reads all 16 bits.
    let trns = raw_chunk(bytes, b"tRNS").map(<[u8]>::to_vec);
    let size = reader.output_buffer_size().ok_or_else(|| err("image too large for this platform"))?;
    let mut buf = vec![0u8; size];
    let frame = reader.next_frame(&mut buf).map_err(err)?;
    let (w, h) = (frame.width as usize, frame.height as usize);
    let line = frame.line_size;
    let bits = depth as u8 as usize;
    let channels = color.samples();
    let mut data = Vec::with_capacity(w * h * 3);
    // Sample `c` of pixel `x` in row `y`, as stored.
    let sample = |y: usize, x: usize, c: usize| -> u32 {
        let row = &buf[y * line..(y + 1) * line];
        match bits {
            8 => u32::from(row[x * channels + c]),
            16 => {
                let i = 2 * (x * channels + c);
                u32::from(u16::from_be_bytes([row[i], row[i + 1]]))
            }
            _ => {
                // 1, 2, 4 bits: one channel (gray or palette index), MSB first.
                let bit = x * bits;
                u32::from(row[bit / 8] >> (8 - bits - bit % 8)) & ((1 << bits) - 1)
            }
        }
    };
    let eight = |v: u32| -> u8 {
        match bits {
            16 => (v >> 8) as u8,
            _ => v as u8,
        }
    };
    let key: Key;
    match color {
        ColorType::Grayscale => {
            let raw_key = trns.as_deref().filter(|t| t.len() >= 2).map(|t| i64::from(u16::from_be_bytes([t[0], t[1]])));
            let to8 = |v: u32| -> u8 {
                match depth {
                    BitDepth::One => (v * 255) as u8,
                    BitDepth::Two => (v * 85) as u8,
                    BitDepth::Four => (v * 17) as u8,
                    BitDepth::Eight => v as u8,
                    BitDepth::Sixteen => v.min(255) as u8,
                }
            };
            key = match (depth, raw_key) {
                (_, None) => None,
                // PngImagePlugin reads a 1-bit key as 255 if non-zero.
                (BitDepth::One, Some(k)) => Some([if k != 0 { 255 } else { 0 }, 0, 0]),
                (BitDepth::Sixteen, Some(k)) => Some([k & 0xff, 0, 0]),
                (_, Some(k)) => Some([k.min(255); 3]),
            };
            for y in 0..h {
                for x in 0..w {
                    let v = to8(sample(y, x, 0));
                    data.extend_from_slice(&[v, v, v]);
                }
            }
        }
        ColorType::Rgb | ColorType::Rgba if bits == 8 && trns.is_none() => {
            // The common case, row by row.
            key = None;
            for y in 0..h {
                let row = &buf[y * line..y * line + w * channels];
                if channels == 3 {
                    data.extend_from_slice(row);
                } else {
                    data.extend(row.chunks_exact(4).flat_map(|p| [p[0], p[1], p[2]]));
                }
            }
        }
        ColorType::Rgb => {
            key = trns.as_deref().filter(|t| t.len() >= 6).map(|t| {
                let k = |i: usize| i64::from(u16::from_be_bytes([t[2 * i], t[2 * i + 1]])) & 0xff;
                [k(0), k(1), k(2)]
            });
            for y in 0..h {
                for x in 0..w {
                    data.extend_from_slice(&[eight(sample(y, x, 0)), eight(sample(y, x, 1)), eight(sample(y, x, 2))]);
                }
            }
        }
        ColorType::Indexed => {
            let palette = palette.ok_or_else(|| err("a palette image without a PLTE chunk"))?;
            let colour = |i: usize| -> [u8; 3] {
                // Pillow's palette is zero-filled past the PLTE entries.
                let at = |j: usize| palette.get(3 * i + j).copied().unwrap_or(0);
                [at(0), at(1), at(2)]
            };
            // Pillow keeps a tRNS as one transparent index only when it is
            // some 0xff, one 0x00, some 0xff; any other is per-index alpha,
            // which `convert("RGB")` drops.
            key = trns.as_deref().and_then(|t| {
                let zeros: Vec<usize> = t.iter().enumerate().filter(|(_, &a)| a == 0).map(|(i, _)| i).collect();
                let simple = zeros.len() == 1 && t.iter().all(|&a| a == 0 || a == 0xff);
                simple.then(|| colour(zeros[0]).map(i64::from))
            });
            for y in 0..h {
                for x in 0..w {
                    data.extend_from_slice(&colour(sample(y, x, 0) as usize));
                }
            }
        }
        ColorType::GrayscaleAlpha => {
            key = None;
            for y in 0..h {
                for x in 0..w {
                    let v = eight(sample(y, x, 0));
                    data.extend_from_slice(&[v, v, v]);
                }
            }
        }
        ColorType::Rgba => {
            key = None;
            for y in 0..h {
                for x in 0..w {
                    data.extend_from_slice(&[eight(sample(y, x, 0)), eight(sample(y, x, 1)), eight(sample(y, x, 2))]);
                }
            }
        }
    }
    if let Some(k) = key {
        for px in data.chunks_exact_mut(3) {
            if px.iter().zip(k).all(|(&v, k)| i64::from(v) == k) {
                px.copy_from_slice(&[255, 255, 255]);
            }
        }
    }
    Ok(RgbImage { width: frame.width, height: frame.height, data })
}
