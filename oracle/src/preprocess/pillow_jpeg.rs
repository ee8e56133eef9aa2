//! JPEG as Pillow decodes it, for the oracle: libjpeg-turbo through the
//! `turbojpeg` crate (TurboJPEG keeps libjpeg's defaults, which are
//! Pillow's: the accurate integer IDCT and fancy chroma upsampling), then
//! Pillow's modes and `convert("RGB")`, transcribed from Pillow 13's sources:
//!
//! - `JpegImagePlugin`: 1 component is mode `L`, 3 are `RGB` (libjpeg
//!   converts YCbCr), 4 are `CMYK` read with raw mode `CMYK;I` ("assume
//!   adobe conventions": samples inverted whatever the markers say).
//! - `Convert.c`: `l2rgb` repeats the value; `cmyk2rgb` is
//!   `CLIP8(nk - MULDIV255(c, nk))` with `nk = 255 - k` and
//!   `MULDIV255(a, b) = ((a*b + 128) >> 8 + a*b + 128) >> 8`.
//!
//! Pillow refuses a file that ends early ("image file is truncated"); so does
//! TurboJPEG here, which reports its end-of-data warning as an error. (Any
//! other libjpeg warning, e.g. on damaged entropy data Pillow would still
//! decode, is refused too: the oracle prefers refusing to guessing.)
//!
//! Mirrors (transformers 5.24.0, as pinned in `scripts/reference/setup-venv.sh`):
//! `transformers/image_utils.py` `load_image` and
//! `transformers/image_transforms.py` `convert_to_rgb`, over Pillow
//! 13.0.0's `JpegImagePlugin`.

use turbojpeg::{Colorspace, Decompressor, Image, PixelFormat};

fn muldiv255(a: i32, b: i32) -> i32 {
    let tmp = a * b + 128;
    ((tmp >> 8) + tmp) >> 8
}

fn clip8(v: i32) -> u8 {
    v.clamp(0, 255) as u8
}

/// Decode JPEG bytes to (width, height, RGB8 row-major) like Pillow's
/// `Image.open(...).convert("RGB")` (EXIF orientation not applied).
pub fn decode_jpeg(bytes: &[u8]) -> Result<(u32, u32, Vec<u8>), String> {
    let mut d = Decompressor::new().map_err(|e| e.to_string())?;
    let header = d.read_header(bytes).map_err(|e| e.to_string())?;
    let format = match header.colorspace {
        Colorspace::Gray => PixelFormat::GRAY,
        Colorspace::RGB | Colorspace::YCbCr => PixelFormat::RGB,
        Colorspace::CMYK | Colorspace::YCCK => PixelFormat::CMYK,
    };
    let (w, h) = (header.width, header.height);
    let pitch = w * format.size();
    let mut image = Image { pixels: vec![0u8; h * pitch], width: w, pitch, height: h, format };
    d.decompress(bytes, image.as_deref_mut()).map_err(|e| e.to_string())?;
    let px = image.pixels;
    let rgb: Vec<u8> = match format {
        PixelFormat::GRAY => px.iter().flat_map(|&l| [l, l, l]).collect(),
        PixelFormat::RGB => px,
        _ => {
            let mut out = Vec::with_capacity(w * h * 3);
            for p in px.chunks_exact(4) {
                // unpack "CMYK;I": invert; then cmyk2rgb
                let (c, m, y, k) =
                    (255 - i32::from(p[0]), 255 - i32::from(p[1]), 255 - i32::from(p[2]), 255 - i32::from(p[3]));
                let nk = 255 - k;
                out.push(clip8(nk - muldiv255(c, nk)));
                out.push(clip8(nk - muldiv255(m, nk)));
                out.push(clip8(nk - muldiv255(y, nk)));
            }
            out
        }
    };
    let width = u32::try_from(w).map_err(|e| e.to_string())?;
    let height = u32::try_from(h).map_err(|e| e.to_string())?;
    Ok((width, height, rgb))
}
