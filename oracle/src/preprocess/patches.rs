//! From a resized RGB8 image to the vision tower's input rows.
//!
//! Rescale then normalise exactly as HF's slow processor does: each byte is
//! multiplied by `rescale_factor` in f64 and rounded to f32, then
//! `(x - mean) / std` in f32 with mean and std rounded to f32. The single
//! frame is repeated `temporal_patch_size` times. Rows are ordered
//! merge-group by merge-group: for each merge window (row-major over the
//! grid of windows) its merge x merge patches consecutively (row-major inside
//! the window); each row holds C x T x P x P values in that order.
//!
//! Mirrors (transformers 5.24.0, as pinned in `scripts/reference/setup-venv.sh`):
//! `transformers/image_processing_backends.py` `PilBackend.rescale` and
//! `PilBackend.normalize`;
//! `transformers/models/qwen2_vl/image_processing_pil_qwen2_vl.py`
//! `Qwen2VLImageProcessorPil.patchify`.

use contracts::config::PreprocessorConfig;

/// Flattened patches of one image plus its grid (t, h, w) in patches.
pub struct Patches {
    pub rows: Vec<f32>,
    pub grid: [usize; 3],
}

pub fn patchify(rgb: &[u8], height: usize, width: usize, cfg: &PreprocessorConfig) -> Patches {
    let p = cfg.patch_size;
    let m = cfg.merge_size;
    let t = cfg.temporal_patch_size;
    let (gh, gw) = (height / p, width / p);
    debug_assert!(gh % m == 0 && gw % m == 0, "smart_resize guarantees multiples of patch * merge");
    // Normalised planes, channel-major.
    let mut planes = vec![0f32; 3 * height * width];
    for c in 0..3 {
        let mean = cfg.image_mean[c] as f32;
        let std = cfg.image_std[c] as f32;
        for i in 0..height * width {
            let scaled = (f64::from(rgb[i * 3 + c]) * cfg.rescale_factor) as f32;
            planes[c * height * width + i] = (scaled - mean) / std;
        }
    }
    let row_len = 3 * t * p * p;
    let mut rows = Vec::with_capacity(gh * gw * row_len);
    for bh in 0..gh / m {
        for bw in 0..gw / m {
            for mh in 0..m {
                for mw in 0..m {
                    let (y0, x0) = ((bh * m + mh) * p, (bw * m + mw) * p);
                    for c in 0..3 {
                        for _ in 0..t {
                            for py in 0..p {
                                let start = c * height * width + (y0 + py) * width + x0;
                                rows.extend_from_slice(&planes[start..start + p]);
                            }
                        }
                    }
                }
            }
        }
    }
    Patches { rows, grid: [1, gh, gw] }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cfg() -> PreprocessorConfig {
        PreprocessorConfig {
            min_pixels: 3136,
            max_pixels: 12_845_056,
            patch_size: 14,
            temporal_patch_size: 2,
            merge_size: 2,
            image_mean: [0.0; 3],
            image_std: [1.0; 3],
            rescale_factor: 1.0,
        }
    }

    #[test]
    fn patches_of_a_56x56_image_come_in_merge_grouped_order() {
        // Label each 14x14 patch of a 56x56 (4x4 patches) image by its index
        // in row-major patch order; red = label, green = row in patch, blue = 7.
        let (h, w) = (56, 56);
        let mut rgb = vec![0u8; h * w * 3];
        for y in 0..h {
            for x in 0..w {
                let label = (y / 14) * 4 + x / 14;
                rgb[(y * w + x) * 3] = label as u8;
                rgb[(y * w + x) * 3 + 1] = (y % 14) as u8;
                rgb[(y * w + x) * 3 + 2] = 7;
            }
        }
        let p = patchify(&rgb, h, w, &cfg());
        assert_eq!(p.grid, [1, 4, 4]);
        let row_len = 3 * 2 * 14 * 14;
        assert_eq!(p.rows.len(), 16 * row_len);
        let labels: Vec<u8> = (0..16).map(|r| p.rows[r * row_len] as u8).collect();
        // windows (0,0),(0,1),(1,0),(1,1) each give their 2x2 patches in row-major order
        assert_eq!(labels, vec![0, 1, 4, 5, 2, 3, 6, 7, 8, 9, 12, 13, 10, 11, 14, 15]);
        let row5 = &p.rows[5 * row_len..6 * row_len]; // patch label 3
                                                      // C x T x P x P: red plane twice (both frames), then green twice, then blue.
        assert!(row5[..2 * 196].iter().all(|&v| v == 3.0));
        assert_eq!(row5[2 * 196 + 14], 1.0, "green holds the row inside the patch");
        assert_eq!(row5[3 * 196 + 13 * 14], 13.0, "second frame repeats the first");
        assert!(row5[4 * 196..].iter().all(|&v| v == 7.0));
    }

    #[test]
    fn normalisation_follows_the_slow_processor_rounding() {
        let mut c = cfg();
        c.rescale_factor = 0.00392156862745098;
        c.image_mean = [0.48145466, 0.4578275, 0.40821073];
        c.image_std = [0.26862954, 0.26130258, 0.27577711];
        let rgb = vec![200u8; 28 * 28 * 3];
        let p = patchify(&rgb, 28, 28, &c);
        let expected = ((200.0f64 * 0.00392156862745098) as f32 - 0.48145466f32) / 0.26862954f32;
        assert_eq!(p.rows[0], expected);
    }
}
