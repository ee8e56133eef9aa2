//! Qwen2-VL's smart_resize: the target size of an image, both sides multiples
//! of `factor` (patch size x merge size, 28), area within [min, max] pixels.
//!
//! Python semantics, step by step: `round(h / factor)` rounds half to even
//! (70 / 28 = 2.5 -> 2, so 70 px -> 56, not 84); areas above max_pixels are
//! scaled down with floor, below min_pixels scaled up with ceil.
//!
//! Mirrors (transformers 5.24.0, as pinned in `scripts/reference/setup-venv.sh`):
//! `transformers/models/qwen2_vl/image_processing_pil_qwen2_vl.py`
//! `smart_resize`.

use super::PreprocessError;

/// Returns (height, width) after resizing.
pub fn smart_resize(
    height: u32,
    width: u32,
    factor: u32,
    min_pixels: u64,
    max_pixels: u64,
) -> Result<(u32, u32), PreprocessError> {
    smart_resize_with(height, width, factor, min_pixels, max_pixels, f64::round_ties_even)
}

/// [`smart_resize`] with the side rounding as a parameter (the selftest
/// injects round-half-up through it).
pub fn smart_resize_with(
    height: u32,
    width: u32,
    factor: u32,
    min_pixels: u64,
    max_pixels: u64,
    round: fn(f64) -> f64,
) -> Result<(u32, u32), PreprocessError> {
    if height == 0 || width == 0 {
        return Err(PreprocessError::EmptyImage { height, width });
    }
    let (h, w, f) = (f64::from(height), f64::from(width), f64::from(factor));
    let ratio = h.max(w) / h.min(w);
    if ratio > 200.0 {
        return Err(PreprocessError::AspectRatio { height, width, ratio });
    }
    let mut h_bar = round(h / f) * f;
    let mut w_bar = round(w / f) * f;
    if h_bar * w_bar > max_pixels as f64 {
        let beta = ((h * w) / max_pixels as f64).sqrt();
        h_bar = f.max((h / beta / f).floor() * f);
        w_bar = f.max((w / beta / f).floor() * f);
    } else if h_bar * w_bar < min_pixels as f64 {
        let beta = (min_pixels as f64 / (h * w)).sqrt();
        h_bar = (h * beta / f).ceil() * f;
        w_bar = (w * beta / f).ceil() * f;
    }
    Ok((h_bar as u32, w_bar as u32))
}

#[cfg(test)]
mod tests {
    use super::*;

    const MIN: u64 = 3136;
    const MAX: u64 = 12_845_056;

    #[test]
    fn sides_round_half_to_even() {
        // 70 / 28 = 2.5 -> 2 ; 126 / 28 = 4.5 -> 4 ; 98 / 28 = 3.5 -> 4
        assert_eq!(smart_resize(70, 126, 28, MIN, MAX).unwrap(), (56, 112));
        assert_eq!(smart_resize(98, 98, 28, MIN, MAX).unwrap(), (112, 112));
    }

    #[test]
    fn round_half_up_would_give_84_for_a_70_px_side() {
        assert_eq!(smart_resize_with(70, 126, 28, MIN, MAX, f64::round).unwrap(), (84, 140));
    }

    #[test]
    fn multiples_of_28_are_kept() {
        assert_eq!(smart_resize(84, 112, 28, MIN, MAX).unwrap(), (84, 112));
        assert_eq!(smart_resize(448, 448, 28, MIN, MAX).unwrap(), (448, 448));
        assert_eq!(smart_resize(420, 84, 28, MIN, MAX).unwrap(), (420, 84));
    }

    #[test]
    fn resized_sides_round_to_nearest() {
        // 200 / 28 = 7.14 -> 196 ; 300 / 28 = 10.71 -> 308
        assert_eq!(smart_resize(200, 300, 28, MIN, MAX).unwrap(), (196, 308));
    }

    #[test]
    fn images_below_min_pixels_scale_up_with_ceil() {
        // 30 x 30: round gives 28 x 28 = 784 < 3136; beta = sqrt(3136/900) = 1.8667,
        // ceil(30 * 1.8667 / 28) = ceil(2.0) = 2 -> 56 x 56.
        assert_eq!(smart_resize(30, 30, 28, MIN, MAX).unwrap(), (56, 56));
        // 10 px sides round to 0 first; still lands on the minimum area.
        assert_eq!(smart_resize(10, 10, 28, MIN, MAX).unwrap(), (56, 56));
    }

    #[test]
    fn images_above_max_pixels_scale_down_with_floor() {
        // 1000 x 1000 with max 1,003,520 (the class default): round -> 1008 x 1008 =
        // 1,016,064 > max; beta = sqrt(1e6 / 1003520); floor(1000/beta/28)*28 = 980.
        assert_eq!(smart_resize(1000, 1000, 28, MIN, 1_003_520).unwrap(), (980, 980));
    }

    #[test]
    fn extreme_aspect_ratios_are_rejected() {
        let e = smart_resize(10, 2010, 28, MIN, MAX).unwrap_err();
        assert!(e.to_string().contains("aspect ratio"), "{e}");
        assert!(smart_resize(0, 10, 28, MIN, MAX).is_err());
    }
}
