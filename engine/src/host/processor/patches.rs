//! Normalised patch rows in the vision tower's input order.
//!
//! Value: `(f32(byte * rescale_factor) - f32(mean)) / f32(std)`, the slow
//! processor's rounding. Row r of an image with a grid of gh x gw patches is
//! patch (y, x) with, for merge size m,
//! `r = ((y/m) * (gw/m) + x/m) * m*m + (y%m) * m + x%m`: merge windows in
//! row-major order, the m*m patches of a window consecutive. A row lists channel, then frame (the single image
//! repeated temporal_patch_size times), then the P x P pixels row-major.

use contracts::config::PreprocessorConfig;

/// (row index, column index) in patch units of row `r`.
pub fn patch_of_row(r: usize, grid_w: usize, merge: usize) -> (usize, usize) {
    let unit = merge * merge;
    let (window, inside) = (r / unit, r % unit);
    let windows_per_row = grid_w / merge;
    let (wy, wx) = (window / windows_per_row, window % windows_per_row);
    (wy * merge + inside / merge, wx * merge + inside % merge)
}

/// Rows for one resized RGB8 image of `width` x `height` (multiples of
/// patch * merge). Returns (rows, [t, grid_h, grid_w]).
pub fn rows(rgb: &[u8], width: usize, height: usize, cfg: &PreprocessorConfig) -> (Vec<f32>, [usize; 3]) {
    let (p, m, t) = (cfg.patch_size, cfg.merge_size, cfg.temporal_patch_size);
    let (gh, gw) = (height / p, width / p);
    let mean: [f32; 3] = cfg.image_mean.map(|v| v as f32);
    let std: [f32; 3] = cfg.image_std.map(|v| v as f32);
    let norm = |byte: u8, c: usize| ((f64::from(byte) * cfg.rescale_factor) as f32 - mean[c]) / std[c];
    let row_len = 3 * t * p * p;
    let mut out = vec![0f32; gh * gw * row_len];
    for r in 0..gh * gw {
        let (py, px) = patch_of_row(r, gw, m);
        let row = &mut out[r * row_len..(r + 1) * row_len];
        for c in 0..3 {
            for y in 0..p {
                for x in 0..p {
                    let v = norm(rgb[((py * p + y) * width + px * p + x) * 3 + c], c);
                    for frame in 0..t {
                        row[((c * t + frame) * p + y) * p + x] = v;
                    }
                }
            }
        }
    }
    (out, [1, gh, gw])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_walk_merge_windows() {
        // 4 x 4 patches, merge 2: windows (0,0) (0,1) (1,0) (1,1).
        let order: Vec<(usize, usize)> = (0..16).map(|r| patch_of_row(r, 4, 2)).collect();
        assert_eq!(&order[..8], &[(0, 0), (0, 1), (1, 0), (1, 1), (0, 2), (0, 3), (1, 2), (1, 3)]);
        assert_eq!(order[15], (3, 3));
    }
}
