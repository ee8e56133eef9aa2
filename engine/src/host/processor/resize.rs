//! Pillow-compatible bicubic resampling of 8-bit RGB (the engine's own
//! implementation; HF's slow image processor resizes with Pillow).
//!
//! Pillow convolves one axis at a time with a Keys cubic (a = -0.5) whose
//! support widens by the downscale factor; weights are normalised in f64 and
//! quantised to 22-bit fixed point; sums start at one half and are clamped to
//! 0..=255 after each pass, so the intermediate image is 8-bit too. Pillow 13
//! runs the vertical pass first when the height loses more than twice as many
//! pixels as the width; otherwise horizontal first, on only the rows the
//! vertical pass reads.

const FRACTION_BITS: u32 = 22;

fn keys_cubic(t: f64) -> f64 {
    let t = t.abs();
    const A: f64 = -0.5;
    // Horner forms, in Pillow's evaluation order (bit-exact weights matter).
    if t < 1.0 {
        ((A + 2.0) * t - (A + 3.0)) * t * t + 1.0
    } else if t < 2.0 {
        (((t - 5.0) * t + 8.0) * t - 4.0) * A
    } else {
        0.0
    }
}

/// For every output position: first input index and fixed-point weights.
struct Kernel {
    first: Vec<usize>,
    taps: Vec<Vec<i32>>,
}

impl Kernel {
    fn new(src_len: usize, dst_len: usize) -> Self {
        let step = src_len as f64 / dst_len as f64;
        let stretch = step.max(1.0);
        let reach = 2.0 * stretch;
        let mut first = Vec::with_capacity(dst_len);
        let mut taps = Vec::with_capacity(dst_len);
        for o in 0..dst_len {
            let centre = (o as f64 + 0.5) * step;
            let lo = ((centre - reach + 0.5) as i64).max(0) as usize;
            let hi = ((centre + reach + 0.5) as i64).min(src_len as i64).max(lo as i64) as usize;
            let inv = 1.0 / stretch;
            let raw: Vec<f64> = (lo..hi).map(|i| keys_cubic((i as f64 - centre + 0.5) * inv)).collect();
            let total: f64 = raw.iter().sum();
            let scale = f64::from(1u32 << FRACTION_BITS);
            let fixed = raw
                .iter()
                .map(|&w| {
                    let w = if total != 0.0 { w / total } else { w };
                    // round half away from zero, as Pillow's (int)(x +- 0.5)
                    (if w < 0.0 { w * scale - 0.5 } else { w * scale + 0.5 }) as i32
                })
                .collect();
            first.push(lo);
            taps.push(fixed);
        }
        Kernel { first, taps }
    }
}

fn to_u8(acc: i32) -> u8 {
    (acc >> FRACTION_BITS).clamp(0, 255) as u8
}

/// Convolve along one axis of an interleaved RGB image described by strides.
/// `lines` independent lines of `src_len` samples at `sample_stride` bytes,
/// lines `line_stride` bytes apart, starting at line `line0`.
struct Axis {
    lines: usize,
    line0: usize,
    src_line_stride: usize,
    src_sample_stride: usize,
    dst_line_stride: usize,
    dst_sample_stride: usize,
}

fn convolve(src: &[u8], dst: &mut [u8], k: &Kernel, a: &Axis) {
    let half = 1i32 << (FRACTION_BITS - 1);
    for line in 0..a.lines {
        let sbase = (line + a.line0) * a.src_line_stride;
        let dbase = line * a.dst_line_stride;
        for (o, (&lo, w)) in k.first.iter().zip(&k.taps).enumerate() {
            let mut acc = [half; 3];
            for (j, &wj) in w.iter().enumerate() {
                let s = sbase + (lo + j) * a.src_sample_stride;
                for c in 0..3 {
                    acc[c] += i32::from(src[s + c]) * wj;
                }
            }
            let d = dbase + o * a.dst_sample_stride;
            for c in 0..3 {
                dst[d + c] = to_u8(acc[c]);
            }
        }
    }
}

fn horizontal(src: &[u8], width: usize, rows: std::ops::Range<usize>, k: &Kernel) -> Vec<u8> {
    let out_w = k.first.len();
    let mut dst = vec![0u8; rows.len() * out_w * 3];
    let axis = Axis {
        lines: rows.len(),
        line0: rows.start,
        src_line_stride: width * 3,
        src_sample_stride: 3,
        dst_line_stride: out_w * 3,
        dst_sample_stride: 3,
    };
    convolve(src, &mut dst, k, &axis);
    dst
}

fn vertical(src: &[u8], width: usize, row_offset: usize, k: &Kernel) -> Vec<u8> {
    let out_h = k.first.len();
    let mut dst = vec![0u8; out_h * width * 3];
    // Lines are columns here; the kernel's row indices are shifted by `row_offset`.
    let shifted = Kernel { first: k.first.iter().map(|r| r - row_offset).collect(), taps: k.taps.clone() };
    let axis = Axis {
        lines: width,
        line0: 0,
        src_line_stride: 3,
        src_sample_stride: width * 3,
        dst_line_stride: 3,
        dst_sample_stride: width * 3,
    };
    convolve(src, &mut dst, &shifted, &axis);
    dst
}

/// Resize RGB8 (`w` x `h`) to `out_w` x `out_h` exactly as Pillow 13's BICUBIC.
pub fn resize(src: &[u8], w: usize, h: usize, out_w: usize, out_h: usize) -> Vec<u8> {
    debug_assert_eq!(src.len(), w * h * 3);
    let scale_x = out_w != w;
    let scale_y = out_h != h;
    if !scale_x && !scale_y {
        return src.to_vec();
    }
    let kx = scale_x.then(|| Kernel::new(w, out_w));
    let ky = scale_y.then(|| Kernel::new(h, out_h));
    match (kx, ky) {
        (Some(kx), None) => horizontal(src, w, 0..h, &kx),
        (None, Some(ky)) => vertical(src, w, 0, &ky),
        (Some(kx), Some(ky)) => {
            let height_loss = h as i64 - out_h as i64;
            let width_loss = w as i64 - out_w as i64;
            if out_h < h && height_loss > 2 * width_loss {
                let tall = vertical(src, w, 0, &ky);
                horizontal(&tall, w, 0..out_h, &kx)
            } else {
                let top = ky.first[0];
                let bottom = ky.first[out_h - 1] + ky.taps[out_h - 1].len();
                let wide = horizontal(src, w, top..bottom, &kx);
                vertical(&wide, out_w, top, &ky)
            }
        }
        (None, None) => unreachable!("handled above"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn constant_images_stay_constant_in_every_direction() {
        let src = vec![77u8; 20 * 9 * 3];
        for (w, h) in [(31, 9), (20, 4), (7, 30), (40, 3)] {
            assert!(resize(&src, 20, 9, w, h).iter().all(|&v| v == 77), "{w}x{h}");
        }
    }

    #[test]
    fn weights_sum_to_one_in_fixed_point() {
        for (s, d) in [(300, 308), (200, 196), (30, 56), (126, 112)] {
            let k = Kernel::new(s, d);
            for t in &k.taps {
                let sum: i32 = t.iter().sum();
                assert!((sum - (1 << FRACTION_BITS)).abs() <= t.len() as i32, "{s}->{d}: {sum}");
            }
        }
    }
}
