//! The engine's host-side image path, written independently of the oracle:
//! decode -> target size -> Pillow-exact bicubic -> normalised patch rows ->
//! one bucketed batch per request (rows, rotary tables, segment ids).

pub mod patches;
pub mod resize;
pub mod sizing;

use contracts::config::{PreprocessorConfig, VisionConfig};
use image::{DynamicImage, ImageDecoder, ImageReader};

use crate::model::vision::{bucket_for, BUCKETS};

/// Inputs larger than this many pixels are refused before decoding (Pillow's
/// decompression-bomb limit, `Image.MAX_IMAGE_PIXELS`).
pub const MAX_DECODED_PIXELS: u64 = 178_956_970;

#[derive(Debug, thiserror::Error)]
pub enum ProcessorError {
    #[error("cannot decode image: {0}")]
    Decode(String),
    #[error("image is {width}x{height} = {pixels} pixels, over the limit of {MAX_DECODED_PIXELS}")]
    TooLarge { width: u32, height: u32, pixels: u64 },
    #[error(transparent)]
    Sizing(#[from] sizing::SizingError),
    #[error("the request's images need {rows} patch rows; the largest vision bucket holds {top} (reduce the images' size or count)")]
    OverCapacity { rows: usize, top: usize },
}

/// Decoded 8-bit RGB.
#[derive(Debug, Clone)]
pub struct RgbImage {
    pub width: u32,
    pub height: u32,
    pub data: Vec<u8>,
}

fn reader(bytes: &[u8]) -> Result<ImageReader<std::io::Cursor<&[u8]>>, ProcessorError> {
    ImageReader::new(std::io::Cursor::new(bytes)).with_guessed_format().map_err(|e| ProcessorError::Decode(e.to_string()))
}

/// Width and height as stored, read from the header alone (no pixel is
/// decoded), refused over [`MAX_DECODED_PIXELS`].
pub fn header_size(bytes: &[u8]) -> Result<(u32, u32), ProcessorError> {
    let (width, height) = reader(bytes)?.into_dimensions().map_err(|e| ProcessorError::Decode(e.to_string()))?;
    let pixels = u64::from(width) * u64::from(height);
    if pixels > MAX_DECODED_PIXELS {
        return Err(ProcessorError::TooLarge { width, height, pixels });
    }
    Ok((width, height))
}

/// Patch rows an image of `width` x `height` becomes after smart_resize (an
/// EXIF rotation swaps the sides, which leaves the count unchanged).
pub fn patch_rows(width: u32, height: u32, cfg: &PreprocessorConfig) -> Result<usize, ProcessorError> {
    let unit = (cfg.patch_size * cfg.merge_size) as u32;
    let size = sizing::target_size(sizing::Size { width, height }, unit, cfg.min_pixels, cfg.max_pixels)?;
    Ok((size.height as usize / cfg.patch_size) * (size.width as usize / cfg.patch_size))
}

/// A request's images against the vision tower's capacity, from their
/// headers alone: a request that cannot fit is refused before any pixel is
/// decoded (a small file claiming a huge image costs nothing).
pub fn check_capacity(images: &[Vec<u8>], cfg: &PreprocessorConfig) -> Result<(), ProcessorError> {
    let mut rows = 0usize;
    for bytes in images {
        let (w, h) = header_size(bytes)?;
        rows = rows.saturating_add(patch_rows(w, h, cfg)?);
    }
    let top = *BUCKETS.last().expect("buckets");
    if rows > top {
        return Err(ProcessorError::OverCapacity { rows, top });
    }
    Ok(())
}

/// Decode PNG/JPEG/WebP bytes like transformers' load_image + convert("RGB"):
/// EXIF orientation applied, alpha dropped, greyscale/palette expanded.
pub fn decode(bytes: &[u8]) -> Result<RgbImage, ProcessorError> {
    header_size(bytes)?;
    let mut decoder = reader(bytes)?.into_decoder().map_err(|e| ProcessorError::Decode(e.to_string()))?;
    let orientation = decoder.orientation().map_err(|e| ProcessorError::Decode(e.to_string()))?;
    let mut img = DynamicImage::from_decoder(decoder).map_err(|e| ProcessorError::Decode(e.to_string()))?;
    img.apply_orientation(orientation);
    let rgb = img.into_rgb8();
    Ok(RgbImage { width: rgb.width(), height: rgb.height(), data: rgb.into_raw() })
}

/// One image ready for the vision tower.
#[derive(Debug, Clone)]
pub struct PreparedImage {
    pub rows: Vec<f32>,
    pub grid: [usize; 3],
}

pub fn prepare(img: &RgbImage, cfg: &PreprocessorConfig) -> Result<PreparedImage, ProcessorError> {
    let unit = (cfg.patch_size * cfg.merge_size) as u32;
    let size = sizing::target_size(sizing::Size { width: img.width, height: img.height }, unit, cfg.min_pixels, cfg.max_pixels)?;
    let (w, h) = (size.width as usize, size.height as usize);
    let resized = resize::resize(&img.data, img.width as usize, img.height as usize, w, h);
    let (rows, grid) = patches::rows(&resized, w, h, cfg);
    Ok(PreparedImage { rows, grid })
}

/// Everything the vision graph takes for one request, padded to its bucket.
#[derive(Debug, Clone)]
pub struct VisionBatch {
    pub bucket: usize,
    /// Real rows (before padding).
    pub rows: usize,
    pub patches: Vec<f32>,
    pub cos: Vec<f32>,
    pub sin: Vec<f32>,
    pub segments: Vec<i32>,
    pub grids: Vec<[usize; 3]>,
    pub cu_seqlens: Vec<i64>,
    /// (h, w) rotary position of each real row.
    pub position_ids: Vec<[i64; 2]>,
}

/// Rotary angles' inverse frequencies for the 2D vision rope: head_dim/4
/// values `1 / theta^(4i / head_dim)`, rounded once to f32.
fn vision_inv_freq(head_dim: usize, theta: f64) -> Vec<f32> {
    let half = head_dim / 2;
    (0..half / 2).map(|i| (theta.powf(-((2 * i) as f64) / half as f64)) as f32).collect()
}

pub fn batch(images: &[PreparedImage], v: &VisionConfig) -> Result<VisionBatch, ProcessorError> {
    let rows: usize = images.iter().map(|i| i.grid.iter().product::<usize>()).sum();
    let top = *BUCKETS.last().expect("buckets");
    let bucket = bucket_for(rows.max(1)).ok_or(ProcessorError::OverCapacity { rows, top })?;
    let (hd, m) = (v.head_dim(), v.spatial_merge_size);
    let inv = vision_inv_freq(hd, v.rope_theta);
    let mut b = VisionBatch {
        bucket,
        rows,
        patches: Vec::with_capacity(bucket * v.patch_row()),
        cos: vec![0.0; bucket * hd],
        sin: vec![0.0; bucket * hd],
        segments: (0..bucket).map(|r| -1 - r as i32).collect(),
        grids: Vec::new(),
        cu_seqlens: vec![0],
        position_ids: Vec::with_capacity(rows),
    };
    let mut r = 0usize;
    let mut segment = 0i32;
    for img in images {
        b.patches.extend_from_slice(&img.rows);
        b.grids.push(img.grid);
        let [t, gh, gw] = img.grid;
        for _frame in 0..t {
            for k in 0..gh * gw {
                let (y, x) = patches::patch_of_row(k, gw, m);
                b.position_ids.push([y as i64, x as i64]);
                let angles: Vec<f32> = inv.iter().map(|f| y as f32 * f).chain(inv.iter().map(|f| x as f32 * f)).collect();
                for (j, a) in angles.iter().chain(angles.iter()).enumerate() {
                    b.cos[r * hd + j] = a.cos();
                    b.sin[r * hd + j] = a.sin();
                }
                b.segments[r] = segment;
                r += 1;
            }
            segment += 1;
            let last = *b.cu_seqlens.last().expect("non-empty");
            b.cu_seqlens.push(last + (gh * gw) as i64);
        }
    }
    b.patches.resize(bucket * v.patch_row(), 0.0);
    Ok(b)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A PNG whose header claims `w` x `h` and which holds no pixel data:
    /// its pixels cannot be decoded at all.
    fn png_header_only(w: u32, h: u32) -> Vec<u8> {
        fn crc32(bytes: &[u8]) -> u32 {
            let mut c = !0u32;
            for &b in bytes {
                c ^= u32::from(b);
                for _ in 0..8 {
                    c = if c & 1 != 0 { 0xEDB8_8320 ^ (c >> 1) } else { c >> 1 };
                }
            }
            !c
        }
        let mut chunk = b"IHDR".to_vec();
        chunk.extend(w.to_be_bytes());
        chunk.extend(h.to_be_bytes());
        chunk.extend([8, 2, 0, 0, 0]); // 8-bit RGB, deflate, no filter, no interlace
        let mut png = b"\x89PNG\r\n\x1a\n".to_vec();
        // IHDR, then an IDAT holding only a zlib header (decoders read up
        // to the first IDAT for the header), then IEND.
        for chunk in [chunk, b"IDAT\x78\x9c".to_vec(), b"IEND".to_vec()] {
            png.extend((chunk.len() as u32 - 4).to_be_bytes());
            png.extend(&chunk);
            png.extend(crc32(&chunk).to_be_bytes());
        }
        png
    }

    fn qwen_preprocessor() -> PreprocessorConfig {
        PreprocessorConfig::from_value(&serde_json::json!({
            "min_pixels": 3136, "max_pixels": 12845056, "patch_size": 14, "temporal_patch_size": 2, "merge_size": 2,
            "image_mean": [0.48145466, 0.4578275, 0.40821073], "image_std": [0.26862954, 0.26130258, 0.27577711]
        }))
        .unwrap()
    }

    #[test]
    fn capacity_is_checked_on_the_header_before_any_pixel_is_decoded() {
        let cfg = qwen_preprocessor();
        let bomb = png_header_only(13_000, 13_000);
        assert_eq!(header_size(&bomb).unwrap(), (13_000, 13_000));
        assert!(matches!(decode(&bomb), Err(ProcessorError::Decode(_))), "the pixels are not there to decode");
        match check_capacity(&[bomb], &cfg) {
            Err(ProcessorError::OverCapacity { rows, top: 4096 }) => assert_eq!(rows, 256 * 256),
            other => panic!("expected a capacity refusal from the header, got {other:?}"),
        }
        // Over Pillow's decompression-bomb limit: refused from the header too.
        assert!(matches!(check_capacity(&[png_header_only(20_000, 20_000)], &cfg), Err(ProcessorError::TooLarge { pixels: 400_000_000, .. })));
        // Two 448x448 images (1024 rows each) fit; five do not.
        let img = png_header_only(448, 448);
        assert_eq!(patch_rows(448, 448, &cfg).unwrap(), 1024);
        assert!(check_capacity(&vec![img.clone(); 2], &cfg).is_ok());
        assert!(matches!(check_capacity(&vec![img; 5], &cfg), Err(ProcessorError::OverCapacity { rows: 5120, top: 4096 })));
    }
}
