//! PNG decoding for the oracle, written as a model of what Pillow 13 and
//! transformers 5.24 do, step by step, rather than as a table of outcomes:
//!
//! 1. `Image.open`: PngImagePlugin picks a mode from (bit depth, colour
//!    type) and unpacks samples into it (`1`, `L` with low depths scaled to
//!    0..255, `I;16` keeping 16-bit values, `RGB`/`RGBA` keeping the high
//!    byte of 16-bit samples, `LA` 16-bit opened as `RGBA`, `P`); a tRNS chunk
//!    becomes `info["transparency"]`: an int for gray (for 1-bit, 255 if
//!    the key is non-zero, else 0), a 16-bit triple for
//!    RGB, an int index for a palette with exactly one transparent entry
//!    (all others opaque), the raw bytes otherwise.
//! 2. `load_image` -> `convert("RGB")`: pixels to RGB; the transparency
//!    entry is carried over: from `L`/`P` by drawing it into a 1x1 image
//!    (which clamps to 0..255) and converting that pixel; bytes are dropped;
//!    from `RGB` (a plain copy), `1` and `I;16` it is left as it was.
//! 3. The processor's `convert_to_rgb`: with a transparency entry, the
//!    image goes to RGBA (`convert_transparent`: a triple is a colour, an int
//!    K is the colour (K, 0, 0), each component cut to its low byte), pixels
//!    of that colour get alpha 0, and the result is composited onto white.
//!
//! The decoder library (the `png` crate) only inflates and de-interlaces.
//!
//! Mirrors (transformers 5.24.0, as pinned in `scripts/reference/setup-venv.sh`):
//! `transformers/image_utils.py` `load_image` and
//! `transformers/image_transforms.py` `convert_to_rgb`, over Pillow
//! 13.0.0's `PngImagePlugin`.

use std::io::Cursor;

/// Pillow's image modes reachable from a PNG.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Mode {
    One,
    L,
    I16,
    Rgb,
    Rgba,
    La,
    P,
}

#[derive(Debug, Clone, PartialEq)]
enum Transparency {
    None,
    Int(i64),
    Triple(i64, i64, i64),
    Bytes,
}

/// An image as Pillow holds it after `Image.open`: per-pixel values in the
/// mode's own units (`I;16`: 0..65535, others 0..255 per band).
struct PillowImage {
    mode: Mode,
    width: usize,
    height: usize,
    bands: Vec<Vec<u32>>,
    palette: Vec<u8>,
    transparency: Transparency,
}

fn be16(b: &[u8], i: usize) -> u32 {
    (u32::from(b[i]) << 8) | u32::from(b[i + 1])
}

/// The tRNS chunk's bytes as PngImagePlugin reads them (the `png` crate
/// keeps only each key's low byte below 16-bit depth). Chunks are walked
/// from the signature up to the first IDAT.
fn trns_chunk(bytes: &[u8]) -> Option<Vec<u8>> {
    let mut rest = bytes.get(8..)?;
    while rest.len() >= 12 {
        let len = u32::from_be_bytes([rest[0], rest[1], rest[2], rest[3]]) as usize;
        let (kind, body) = (&rest[4..8], &rest[8..]);
        if kind == b"IDAT" || body.len() < len + 4 {
            return None;
        }
        if kind == b"tRNS" {
            return Some(body[..len].to_vec());
        }
        rest = &body[len + 4..];
    }
    None
}

/// Step 1: `Image.open` on PNG bytes.
fn open(bytes: &[u8]) -> Result<PillowImage, String> {
    let mut dec = png::Decoder::new_with_limits(Cursor::new(bytes), png::Limits { bytes: usize::MAX });
    dec.set_transformations(png::Transformations::IDENTITY);
    let mut reader = dec.read_info().map_err(|e| e.to_string())?;
    let mut buf = vec![0u8; reader.output_buffer_size()];
    let frame = reader.next_frame(&mut buf).map_err(|e| e.to_string())?;
    let info = reader.info();
    let depth = frame.bit_depth as usize;
    let (width, height) = (frame.width as usize, frame.height as usize);
    let stored_bands = frame.color_type.samples();
    // Unpack every stored sample, row by row, MSB first for packed depths.
    let mut stored: Vec<Vec<u32>> = vec![Vec::with_capacity(width * height); stored_bands];
    for row in buf.chunks(frame.line_size).take(height) {
        for x in 0..width {
            for (b, band) in stored.iter_mut().enumerate() {
                let s = x * stored_bands + b;
                let v = match depth {
                    16 => be16(row, 2 * s),
                    8 => u32::from(row[s]),
                    d => {
                        let bit = s * d;
                        let byte = u32::from(row[bit / 8]);
                        (byte >> (8 - d - bit % 8)) & ((1 << d) - 1)
                    }
                };
                band.push(v);
            }
        }
    }
    let tail = trns_chunk(bytes);
    let trns = tail.as_deref();
    use png::ColorType as C;
    let (mode, bands) = match (frame.color_type, depth) {
        (C::Grayscale, 1) => (Mode::One, vec![stored[0].iter().map(|&v| v * 255).collect()]),
        (C::Grayscale, 2) => (Mode::L, vec![stored[0].iter().map(|&v| v * 85).collect()]),
        (C::Grayscale, 4) => (Mode::L, vec![stored[0].iter().map(|&v| v * 17).collect()]),
        (C::Grayscale, 8) => (Mode::L, stored),
        (C::Grayscale, _) => (Mode::I16, stored),
        (C::Rgb, 16) => (Mode::Rgb, stored.into_iter().map(|b| b.into_iter().map(|v| v >> 8).collect()).collect()),
        (C::Rgb, _) => (Mode::Rgb, stored),
        (C::Rgba, 16) => (Mode::Rgba, stored.into_iter().map(|b| b.into_iter().map(|v| v >> 8).collect()).collect()),
        (C::Rgba, _) => (Mode::Rgba, stored),
        (C::GrayscaleAlpha, 16) => {
            // Pillow opens 16-bit LA as RGBA ("LA;16B"): gray's high byte in R, G, B.
            let g: Vec<u32> = stored[0].iter().map(|v| v >> 8).collect();
            let a: Vec<u32> = stored[1].iter().map(|v| v >> 8).collect();
            (Mode::Rgba, vec![g.clone(), g.clone(), g, a])
        }
        (C::GrayscaleAlpha, _) => (Mode::La, stored),
        (C::Indexed, _) => (Mode::P, stored),
    };
    let transparency = match (mode, trns) {
        (_, None) => Transparency::None,
        (Mode::P, Some(t)) => {
            // PngImagePlugin: `^\xff*\x00\xff*$` is one transparent index.
            let zeros = t.iter().filter(|&&a| a == 0).count();
            if zeros == 1 && t.iter().all(|&a| a == 0 || a == 255) {
                Transparency::Int(t.iter().position(|&a| a == 0).expect("one zero") as i64)
            } else {
                Transparency::Bytes
            }
        }
        (Mode::One, Some(t)) if t.len() >= 2 => Transparency::Int(if be16(t, 0) != 0 { 255 } else { 0 }),
        (Mode::L | Mode::I16, Some(t)) if t.len() >= 2 => Transparency::Int(i64::from(be16(t, 0))),
        (Mode::Rgb, Some(t)) if t.len() >= 6 => {
            Transparency::Triple(i64::from(be16(t, 0)), i64::from(be16(t, 2)), i64::from(be16(t, 4)))
        }
        _ => Transparency::None,
    };
    let palette = info.palette.as_deref().map(<[u8]>::to_vec).unwrap_or_default();
    Ok(PillowImage { mode, width, height, bands, palette, transparency })
}

impl PillowImage {
    fn palette_colour(&self, index: u32) -> [u32; 3] {
        let at = |j: usize| u32::from(self.palette.get(3 * index as usize + j).copied().unwrap_or(0));
        [at(0), at(1), at(2)]
    }

    /// One pixel of this mode as RGB (Pillow's `convert("RGB")` per mode).
    fn rgb_of(&self, i: usize) -> [u32; 3] {
        match self.mode {
            Mode::One | Mode::L | Mode::La => [self.bands[0][i]; 3],
            Mode::I16 => [self.bands[0][i].min(255); 3],
            Mode::Rgb | Mode::Rgba => [self.bands[0][i], self.bands[1][i], self.bands[2][i]],
            Mode::P => self.palette_colour(self.bands[0][i]),
        }
    }

    /// Step 2's transparency: what `convert("RGB")` leaves in `info`.
    fn transparency_after_rgb(&self) -> Transparency {
        match (&self.transparency, self.mode) {
            (Transparency::Bytes, _) => Transparency::None,
            (t, Mode::One | Mode::I16) => t.clone(),
            (Transparency::Int(k), Mode::L) => {
                let v = (*k).clamp(0, 255);
                Transparency::Triple(v, v, v)
            }
            // RGB to RGB is a copy: the key is kept as read.
            (t @ Transparency::Triple(..), Mode::Rgb) => t.clone(),
            (Transparency::Int(k), Mode::P) => {
                let [r, g, b] = self.palette_colour(*k as u32);
                Transparency::Triple(i64::from(r), i64::from(g), i64::from(b))
            }
            _ => Transparency::None,
        }
    }
}

/// Steps 1 to 3: the RGB8 pixels HF's processor resizes, row-major.
pub fn decode_png(bytes: &[u8]) -> Result<(u32, u32, Vec<u8>), String> {
    let im = open(bytes)?;
    // Step 3, `convert_transparent(RGBA, t)`: an int is parsed as (K, 0, 0)
    // and `rgbT2rgba` keeps each component's low byte.
    let transparent = match im.transparency_after_rgb() {
        Transparency::None | Transparency::Bytes => None,
        Transparency::Int(k) => Some([k & 0xff, 0, 0]),
        Transparency::Triple(r, g, b) => Some([r & 0xff, g & 0xff, b & 0xff]),
    };
    let mut out = Vec::with_capacity(im.width * im.height * 3);
    for i in 0..im.width * im.height {
        let px = im.rgb_of(i);
        // Composited onto white: alpha 0 gives white, 255 the pixel.
        let keyed = transparent.is_some_and(|k| k.iter().zip(px).all(|(&k, v)| k == i64::from(v)));
        out.extend(if keyed { [255u8; 3] } else { px.map(|v| v as u8) });
    }
    Ok((im.width as u32, im.height as u32, out))
}
