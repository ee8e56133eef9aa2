//! The engine's host-side image path, written independently of the oracle:
//! decode -> target size -> Pillow-exact bicubic -> normalised patch rows ->
//! one bucketed batch per request (rows, rotary tables, segment ids).

pub mod gate;
pub mod jpeg;
pub mod patches;
pub mod png;
pub mod resize;
pub mod sizing;

use contracts::config::{PreprocessorConfig, VisionConfig};
use image::{DynamicImage, ImageDecoder, ImageReader};

use crate::shapes::VisionBuckets;

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
    #[error("the images need {rows} patch rows in one vision batch; the largest vision bucket holds {top}")]
    OverCapacity { rows: usize, top: usize },
    #[error("image {index} becomes {rows} patch rows after resizing; the largest vision bucket holds {top} (lower --max-pixels)")]
    ImageOverCapacity { index: usize, rows: usize, top: usize },
    #[error("--max-pixels {requested}: {why}")]
    Bound { requested: u64, why: String },
}

/// Pixels the largest compiled vision bucket holds: its patch rows times
/// one patch's area (4096 * 14 * 14 = 802,816 for Qwen2-VL's standard
/// buckets, 16384 * 196 = 3,211,264 with `--max-patches 16384`).
pub fn capacity_pixels(cfg: &PreprocessorConfig, buckets: &VisionBuckets) -> u64 {
    let top = buckets.top() as u64;
    top.saturating_mul((cfg.patch_size as u64).pow(2))
}

/// The preprocessor an engine resizes with: the checkpoint's, its
/// `max_pixels` lowered to the operator's bound (`--max-pixels`), by
/// default to the largest image the compiled buckets hold. An image over the
/// bound is resized by `smart_resize` within it, exactly as HF's processor
/// called with `max_pixels=` that bound does; the checkpoint's
/// `min_pixels`/`max_pixels` stay the outer limits, so a bound outside them
/// (or over the buckets' capacity) is refused, never silently changed.
pub fn bounded(
    cfg: &PreprocessorConfig,
    requested: Option<u64>,
    buckets: &VisionBuckets,
) -> Result<PreprocessorConfig, ProcessorError> {
    let capacity = capacity_pixels(cfg, buckets);
    let bound = match requested {
        None => cfg.max_pixels.min(capacity),
        Some(b) if b > capacity => {
            return Err(ProcessorError::Bound {
                requested: b,
                why: format!("over the {capacity} pixels the largest compiled vision bucket holds"),
            })
        }
        Some(b) if b > cfg.max_pixels => {
            return Err(ProcessorError::Bound {
                requested: b,
                why: format!("over the checkpoint's max_pixels of {}", cfg.max_pixels),
            })
        }
        Some(b) => b,
    };
    if bound < cfg.min_pixels {
        return Err(ProcessorError::Bound {
            requested: bound,
            why: format!("under the checkpoint's min_pixels of {}", cfg.min_pixels),
        });
    }
    Ok(PreprocessorConfig { max_pixels: bound, ..cfg.clone() })
}

/// Pixels decoded at once across all requests (see [`gate`]): 2^26, about
/// 64 M pixels (a 12 MP photo decodes five at a time; one image larger than
/// this decodes alone).
pub const DECODE_GATE_PIXELS: u64 = 1 << 26;

/// Decoded 8-bit RGB.
#[derive(Debug, Clone)]
pub struct RgbImage {
    pub width: u32,
    pub height: u32,
    pub data: Vec<u8>,
}

fn reader(bytes: &[u8]) -> Result<ImageReader<std::io::Cursor<&[u8]>>, ProcessorError> {
    ImageReader::new(std::io::Cursor::new(bytes))
        .with_guessed_format()
        .map_err(|e| ProcessorError::Decode(e.to_string()))
}

/// Width and height as stored, read from the header alone (no pixel is
/// decoded), refused over [`MAX_DECODED_PIXELS`].
pub fn header_size(bytes: &[u8]) -> Result<(u32, u32), ProcessorError> {
    let (width, height) = if jpeg::is_jpeg(bytes) {
        let h = jpeg::header(bytes)?;
        (h.width, h.height)
    } else {
        reader(bytes)?.into_dimensions().map_err(|e| ProcessorError::Decode(e.to_string()))?
    };
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
/// headers alone, before any pixel is decoded (a small file claiming a huge
/// image costs nothing): each image, resized within `cfg.max_pixels`, must
/// fit the largest bucket (the images of a request are encoded in as many
/// batches as they need). Returns each image's header facts.
pub fn check_capacity(
    images: &[Vec<u8>],
    cfg: &PreprocessorConfig,
    buckets: &VisionBuckets,
) -> Result<Vec<ImageHeader>, ProcessorError> {
    let top = buckets.top();
    let mut out = Vec::with_capacity(images.len());
    for (index, bytes) in images.iter().enumerate() {
        let (width, height) = header_size(bytes)?;
        let rows = patch_rows(width, height, cfg)?;
        if rows > top {
            return Err(ProcessorError::ImageOverCapacity { index, rows, top });
        }
        out.push(ImageHeader { width, height, rows });
    }
    Ok(out)
}

/// What an image's header says, before any pixel is decoded.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct ImageHeader {
    pub width: u32,
    pub height: u32,
    /// Patch rows after smart_resize.
    pub rows: usize,
}

impl ImageHeader {
    pub fn pixels(&self) -> u64 {
        u64::from(self.width) * u64::from(self.height)
    }
}

/// Decode PNG/JPEG/WebP bytes like transformers' load_image +
/// convert("RGB") + the processor's convert_to_rgb: EXIF orientation
/// applied, alpha dropped, greyscale/palette expanded; PNGs through
/// [`png::decode`], which follows Pillow's sample conversions and colour-key
/// transparency exactly, JPEGs through [`jpeg::decode`] (libjpeg-turbo with
/// Pillow's settings and mode conversions).
pub fn decode(bytes: &[u8]) -> Result<RgbImage, ProcessorError> {
    header_size(bytes)?;
    let own = |rgb: RgbImage, what: &str| {
        image::RgbImage::from_raw(rgb.width, rgb.height, rgb.data)
            .map(DynamicImage::ImageRgb8)
            .ok_or_else(|| ProcessorError::Decode(format!("{what}: short pixel buffer")))
    };
    let (mut img, orientation) = if jpeg::is_jpeg(bytes) {
        let orientation = jpeg::exif_orientation(bytes).unwrap_or(image::metadata::Orientation::NoTransforms);
        (own(jpeg::decode(bytes)?, "JPEG")?, orientation)
    } else {
        let mut decoder = reader(bytes)?.into_decoder().map_err(|e| ProcessorError::Decode(e.to_string()))?;
        let orientation = decoder.orientation().map_err(|e| ProcessorError::Decode(e.to_string()))?;
        if bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
            drop(decoder);
            (own(png::decode(bytes)?, "PNG")?, orientation)
        } else {
            (DynamicImage::from_decoder(decoder).map_err(|e| ProcessorError::Decode(e.to_string()))?, orientation)
        }
    };
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
    let size = sizing::target_size(
        sizing::Size { width: img.width, height: img.height },
        unit,
        cfg.min_pixels,
        cfg.max_pixels,
    )?;
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

/// A request's images in as few vision batches as the buckets allow, in
/// placeholder order: each batch takes the next images while their rows fit
/// the standard top bucket; an image over it goes alone into a large
/// bucket. Attention never crosses images, so encoding them in several
/// batches gives the same tokens as one.
pub fn batches(
    images: &[PreparedImage],
    v: &VisionConfig,
    buckets: &VisionBuckets,
) -> Result<Vec<VisionBatch>, ProcessorError> {
    let top = buckets.packing_rows();
    let mut out = Vec::new();
    let mut start = 0;
    while start < images.len() {
        let mut end = start;
        let mut rows = 0usize;
        while end < images.len() {
            let r: usize = images[end].grid.iter().product();
            if end > start && rows + r > top {
                break;
            }
            rows += r;
            end += 1;
        }
        out.push(batch(&images[start..end], v, buckets)?);
        start = end;
    }
    Ok(out)
}

/// One vision batch holding all of `images` (refused over the largest bucket).
pub fn batch(
    images: &[PreparedImage],
    v: &VisionConfig,
    buckets: &VisionBuckets,
) -> Result<VisionBatch, ProcessorError> {
    let rows: usize = images.iter().map(|i| i.grid.iter().product::<usize>()).sum();
    let top = buckets.top();
    let bucket = buckets.bucket_for(rows.max(1)).ok_or(ProcessorError::OverCapacity { rows, top })?;
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
                let angles: Vec<f32> =
                    inv.iter().map(|f| y as f32 * f).chain(inv.iter().map(|f| x as f32 * f)).collect();
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

    /// Qwen2-VL's standard buckets (spatial merge 2).
    const STD: VisionBuckets = VisionBuckets::STANDARD_MERGE_2;

    fn qwen_preprocessor() -> PreprocessorConfig {
        PreprocessorConfig::from_value(&serde_json::json!({
            "min_pixels": 3136, "max_pixels": 12845056, "patch_size": 14, "temporal_patch_size": 2, "merge_size": 2,
            "image_mean": [0.48145466, 0.4578275, 0.40821073], "image_std": [0.26862954, 0.26130258, 0.27577711]
        }))
        .unwrap()
    }

    #[test]
    fn capacity_is_checked_on_the_header_before_any_pixel_is_decoded() {
        let checkpoint = qwen_preprocessor();
        let bomb = png_header_only(13_000, 13_000);
        assert_eq!(header_size(&bomb).unwrap(), (13_000, 13_000));
        assert!(matches!(decode(&bomb), Err(ProcessorError::Decode(_))), "the pixels are not there to decode");
        // Within the checkpoint's own max_pixels the image would be 256x256
        // patches: refused from the header, naming the image.
        match check_capacity(&[png_header_only(28, 28), bomb.clone()], &checkpoint, &STD) {
            Err(ProcessorError::ImageOverCapacity { index: 1, rows, top: 4096 }) => assert_eq!(rows, 256 * 256),
            other => panic!("expected a capacity refusal from the header, got {other:?}"),
        }
        // Within the engine's default bound it is resized to fit, and the
        // rows are known from the header alone.
        let cfg = bounded(&checkpoint, None, &STD).unwrap();
        let rows: Vec<usize> = check_capacity(&[bomb], &cfg, &STD).unwrap().iter().map(|h| h.rows).collect();
        assert_eq!(rows, vec![64 * 64], "smart_resize(13000, 13000, max_pixels=802816) is 896x896");
        // Over Pillow's decompression-bomb limit: refused from the header.
        assert!(matches!(
            check_capacity(&[png_header_only(20_000, 20_000)], &cfg, &STD),
            Err(ProcessorError::TooLarge { pixels: 400_000_000, .. })
        ));
        // Five 448x448 images (1024 rows each) are five images' rows: the
        // request is split into batches later, not refused.
        let five = check_capacity(&vec![png_header_only(448, 448); 5], &cfg, &STD).unwrap();
        assert_eq!(five.iter().map(|h| h.rows).collect::<Vec<_>>(), vec![1024; 5]);
    }

    #[test]
    fn the_default_bound_is_what_the_largest_bucket_holds_and_a_bound_outside_the_checkpoints_limits_is_refused() {
        let checkpoint = qwen_preprocessor();
        assert_eq!(capacity_pixels(&checkpoint, &STD), 4096 * 14 * 14);
        assert_eq!(bounded(&checkpoint, None, &STD).unwrap().max_pixels, 802_816);
        assert_eq!(bounded(&checkpoint, Some(200_704), &STD).unwrap().max_pixels, 200_704);
        assert_eq!(
            bounded(&checkpoint, Some(200_704), &STD).unwrap().min_pixels,
            3136,
            "min_pixels is the checkpoint's"
        );
        assert!(matches!(
            bounded(&checkpoint, Some(802_817), &STD),
            Err(ProcessorError::Bound { requested: 802_817, .. })
        ));
        assert!(matches!(bounded(&checkpoint, Some(3135), &STD), Err(ProcessorError::Bound { requested: 3135, .. })));
        // A checkpoint whose own max_pixels is under the capacity keeps it.
        let small = PreprocessorConfig { max_pixels: 100_352, ..checkpoint.clone() };
        assert_eq!(bounded(&small, None, &STD).unwrap().max_pixels, 100_352);
        assert!(matches!(bounded(&small, Some(200_704), &STD), Err(ProcessorError::Bound { .. })));
    }

    #[test]
    fn smart_resize_within_the_bound_never_exceeds_it() {
        let cfg = bounded(&qwen_preprocessor(), None, &STD).unwrap();
        // 1280x720, 1920x1080 and a 12 MP phone photo, all refused before
        // the bound existed; grids as HF's smart_resize(h, w, 28, 3136,
        // 802816) gives them. Each fits the top bucket, as do long strips.
        for (w, h, expect) in [(1280, 720, [48, 84]), (1920, 1080, [48, 84]), (4032, 3024, [54, 72])] {
            let size =
                sizing::target_size(sizing::Size { width: w, height: h }, 28, cfg.min_pixels, cfg.max_pixels).unwrap();
            assert_eq!([size.height / 14, size.width / 14], expect, "{w}x{h}");
            assert!(u64::from(size.width) * u64::from(size.height) <= 802_816);
        }
        for (w, h) in [(5000, 25), (25, 5000), (999, 997), (3000, 17), (28, 28)] {
            let rows = patch_rows(w, h, &cfg).unwrap();
            assert!(rows <= 4096, "{w}x{h}: {rows}");
        }
    }

    #[test]
    fn with_large_buckets_a_full_hd_photo_keeps_its_native_resolution() {
        let large = VisionBuckets::new(2, Some(16384)).unwrap();
        assert_eq!(capacity_pixels(&qwen_preprocessor(), &large), 16384 * 196);
        let cfg = bounded(&qwen_preprocessor(), None, &large).unwrap();
        assert_eq!(cfg.max_pixels, 16384 * 196);
        // smart_resize(1080, 1920) at 28-px units is 1092 x 1932: 78 x 138 patches.
        assert_eq!(patch_rows(1920, 1080, &cfg).unwrap(), 10_764);
        let bytes = png_header_only(1920, 1080);
        assert_eq!(check_capacity(&[bytes], &cfg, &large).unwrap()[0].rows, 10_764);
        // The standard bound would have refused the same bound outright.
        assert!(matches!(bounded(&qwen_preprocessor(), Some(16384 * 196), &STD), Err(ProcessorError::Bound { .. })));
    }
}
