//! Target size of an image for Qwen2-VL (the processor's smart_resize).
//!
//! Each side goes to the nearest multiple of `unit` (patch * merge = 28),
//! halves rounding to even as Python's `round` does (a 70 px side becomes 56,
//! not 84). If the area then exceeds `max_pixels` both sides shrink by the
//! same factor, rounding down; below `min_pixels` they grow, rounding up.

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Size {
    pub width: u32,
    pub height: u32,
}

#[derive(Debug, thiserror::Error, PartialEq)]
pub enum SizingError {
    #[error("image has a zero side ({width}x{height})")]
    Empty { width: u32, height: u32 },
    #[error("image {width}x{height} is too elongated: aspect ratio {ratio:.1} exceeds 200")]
    Elongated { width: u32, height: u32, ratio: f64 },
}

pub fn target_size(input: Size, unit: u32, min_pixels: u64, max_pixels: u64) -> Result<Size, SizingError> {
    let Size { width, height } = input;
    if width == 0 || height == 0 {
        return Err(SizingError::Empty { width, height });
    }
    let (w, h) = (f64::from(width), f64::from(height));
    let ratio = w.max(h) / w.min(h);
    if ratio > 200.0 {
        return Err(SizingError::Elongated { width, height, ratio });
    }
    let u = f64::from(unit);
    let nearest = |side: f64| (side / u).round_ties_even() * u;
    let (mut tw, mut th) = (nearest(w), nearest(h));
    let area = tw * th;
    if area > max_pixels as f64 {
        let shrink = (w * h / max_pixels as f64).sqrt();
        tw = u.max((w / shrink / u).floor() * u);
        th = u.max((h / shrink / u).floor() * u);
    } else if area < min_pixels as f64 {
        let grow = (min_pixels as f64 / (w * h)).sqrt();
        tw = (w * grow / u).ceil() * u;
        th = (h * grow / u).ceil() * u;
    }
    Ok(Size { width: tw as u32, height: th as u32 })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn t(w: u32, h: u32) -> (u32, u32) {
        let s = target_size(Size { width: w, height: h }, 28, 3136, 12_845_056).unwrap();
        (s.width, s.height)
    }

    #[test]
    fn halves_round_to_even() {
        assert_eq!(t(70, 126), (56, 112));
        assert_eq!(t(98, 42), (112, 56));
    }

    #[test]
    fn fixture_sizes() {
        assert_eq!(t(112, 84), (112, 84));
        assert_eq!(t(300, 200), (308, 196));
        assert_eq!(t(84, 420), (84, 420));
        assert_eq!(t(30, 30), (56, 56));
        assert_eq!(t(448, 448), (448, 448));
    }

    #[test]
    fn large_images_shrink_to_the_budget() {
        let s = target_size(Size { width: 1000, height: 1000 }, 28, 3136, 1_003_520).unwrap();
        assert_eq!((s.width, s.height), (980, 980));
        assert!(u64::from(s.width) * u64::from(s.height) <= 1_003_520);
    }

    #[test]
    fn degenerate_images_are_refused() {
        assert!(matches!(target_size(Size { width: 0, height: 5 }, 28, 1, 10), Err(SizingError::Empty { .. })));
        assert!(matches!(
            target_size(Size { width: 4000, height: 10 }, 28, 1, u64::MAX),
            Err(SizingError::Elongated { .. })
        ));
    }
}
