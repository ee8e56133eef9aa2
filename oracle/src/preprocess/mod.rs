//! Host-side image preprocessing, written for the oracle independently of
//! the engine: decode, smart_resize, Pillow-exact bicubic, rescale and
//! normalise, temporal repeat, merge-grouped patch rows.
//!
//! Mirrors (transformers 5.24.0, as pinned in `scripts/reference/setup-venv.sh`):
//! `transformers/image_utils.py` `load_image` and
//! `transformers/image_transforms.py` `convert_to_rgb` (`decode`);
//! `transformers/models/qwen2_vl/image_processing_pil_qwen2_vl.py`
//! `Qwen2VLImageProcessorPil._preprocess` (`preprocess`).

pub mod bicubic;
pub mod patches;
pub mod pillow_jpeg;
pub mod pillow_png;
pub mod smart_resize;

use std::path::Path;

use contracts::config::PreprocessorConfig;

use crate::faults::Faults;
use image::{DynamicImage, ImageDecoder, ImageReader};

pub use patches::Patches;

/// Pillow's decompression-bomb limit (`Image.MAX_IMAGE_PIXELS`): larger
/// inputs are refused before decoding.
pub const MAX_INPUT_PIXELS: u64 = 178_956_970;

#[derive(Debug, thiserror::Error)]
pub enum PreprocessError {
    #[error("cannot read image {path}: {detail}")]
    Decode { path: String, detail: String },
    #[error("image {path} is {width}x{height} = {pixels} pixels, over the input limit of {MAX_INPUT_PIXELS} pixels")]
    TooLarge { path: String, width: u32, height: u32, pixels: u64 },
    #[error("image has an empty side ({height}x{width})")]
    EmptyImage { height: u32, width: u32 },
    #[error("image {height}x{width} has aspect ratio {ratio:.1}; Qwen2-VL accepts at most 200")]
    AspectRatio { height: u32, width: u32, ratio: f64 },
}

/// A decoded RGB8 image.
pub struct Rgb8 {
    pub width: u32,
    pub height: u32,
    pub data: Vec<u8>,
}

/// Decode an image file the way transformers' `load_image` + `convert("RGB")`
/// and the processor's `convert_to_rgb` do: EXIF orientation applied, alpha
/// dropped without compositing, greyscale and palette images expanded to
/// RGB; PNGs through [`pillow_png`] (16-bit samples, colour keys), JPEGs
/// through [`pillow_jpeg`] (libjpeg-turbo, Pillow's modes).
pub fn decode(path: &Path) -> Result<Rgb8, PreprocessError> {
    let p = path.display().to_string();
    let err = |e: &dyn std::fmt::Display| PreprocessError::Decode { path: p.clone(), detail: e.to_string() };
    let reader = ImageReader::open(path).map_err(|e| err(&e))?.with_guessed_format().map_err(|e| err(&e))?;
    let (width, height) = reader.into_dimensions().map_err(|e| err(&e))?;
    let pixels = u64::from(width) * u64::from(height);
    if pixels > MAX_INPUT_PIXELS {
        return Err(PreprocessError::TooLarge { path: p, width, height, pixels });
    }
    let reader = ImageReader::open(path).map_err(|e| err(&e))?.with_guessed_format().map_err(|e| err(&e))?;
    let mut decoder = reader.into_decoder().map_err(|e| err(&e))?;
    let orientation = decoder.orientation().map_err(|e| err(&e))?;
    let bytes = std::fs::read(path).map_err(|e| err(&e))?;
    let mut img = if bytes.starts_with(&[0x89, b'P', b'N', b'G', 0x0d, 0x0a, 0x1a, 0x0a]) {
        // Pillow's PNG modes and transparency rules (see pillow_png).
        let (w, h, data) = pillow_png::decode_png(&bytes).map_err(|e| err(&e))?;
        DynamicImage::ImageRgb8(image::RgbImage::from_raw(w, h, data).ok_or_else(|| err(&"short PNG pixel buffer"))?)
    } else if bytes.starts_with(&[0xFF, 0xD8]) {
        let (w, h, data) = pillow_jpeg::decode_jpeg(&bytes).map_err(|e| err(&e))?;
        DynamicImage::ImageRgb8(image::RgbImage::from_raw(w, h, data).ok_or_else(|| err(&"short JPEG pixel buffer"))?)
    } else {
        DynamicImage::from_decoder(decoder).map_err(|e| err(&e))?
    };
    img.apply_orientation(orientation);
    let rgb = img.to_rgb8();
    Ok(Rgb8 { width: rgb.width(), height: rgb.height(), data: rgb.into_raw() })
}

/// The whole image path: decoded RGB8 -> patch rows and grid.
pub fn preprocess(img: &Rgb8, cfg: &PreprocessorConfig, faults: &Faults) -> Result<Patches, PreprocessError> {
    let factor = (cfg.patch_size * cfg.merge_size) as u32;
    let round: fn(f64) -> f64 = if faults.round_half_up { f64::round } else { f64::round_ties_even };
    let (h, w) = smart_resize::smart_resize_with(img.height, img.width, factor, cfg.min_pixels, cfg.max_pixels, round)?;
    let resized = bicubic::resize_rgb8(&img.data, img.width as usize, img.height as usize, w as usize, h as usize);
    Ok(patches::patchify(&resized, h as usize, w as usize, cfg))
}
