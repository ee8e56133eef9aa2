//! Integer position bookkeeping: vision rotary ids, cu_seqlens and the
//! M-RoPE index (get_rope_index) with rope_delta.
//!
//! Mirrors (transformers 5.24.0, as pinned in `scripts/reference/setup-venv.sh`):
//! `transformers/vision_utils.py` `get_vision_position_ids`
//! (`vision_position_ids`) and `get_vision_attention_seqlens`
//! (`cu_seqlens`); `transformers/models/qwen2_vl/modeling_qwen2_vl.py` `Qwen2VLModel.get_rope_index` (`rope_index`).

/// (h, w) rotary position of every patch row, in the merge-grouped row order
/// of the pixels, repeated for every temporal index.
pub fn vision_position_ids(grids: &[[usize; 3]], merge: usize) -> Vec<[i64; 2]> {
    let mut out = Vec::new();
    for &[t, h, w] in grids {
        let mut one = Vec::with_capacity(h * w);
        for bh in 0..h / merge {
            for bw in 0..w / merge {
                for mh in 0..merge {
                    for mw in 0..merge {
                        one.push([(bh * merge + mh) as i64, (bw * merge + mw) as i64]);
                    }
                }
            }
        }
        for _ in 0..t {
            out.extend_from_slice(&one);
        }
    }
    out
}

/// Boundaries of the attention segments: one per frame of each image,
/// `[0, h*w, 2*h*w, ...]` (cumulative, with the leading zero).
pub fn cu_seqlens(grids: &[[usize; 3]]) -> Vec<i64> {
    let mut out = vec![0i64];
    for &[t, h, w] in grids {
        for _ in 0..t {
            let last = *out.last().expect("non-empty");
            out.push(last + (h * w) as i64);
        }
    }
    out
}

/// M-RoPE positions `[3][S]` (t, h, w) and rope_delta for a token sequence.
///
/// Text tokens take `t = h = w = running index`. A run of image tokens takes
/// the next grid: `t = start + frame`, `h = start + row`, `w = start + column`
/// over the merged grid; the running index then resumes at
/// `start + max(h', w')` (the largest position used plus one).
/// `rope_delta = max position + 1 - S`; decode step positions are
/// `cache_len + rope_delta` on all three axes.
pub fn rope_index(
    input_ids: &[u32],
    image_token: u32,
    grids: &[[usize; 3]],
    merge: usize,
) -> Result<([Vec<i64>; 3], i64), String> {
    let mut pos: [Vec<i64>; 3] = [Vec::new(), Vec::new(), Vec::new()];
    let mut current: i64 = 0;
    let mut next_grid = grids.iter();
    let mut i = 0;
    while i < input_ids.len() {
        if input_ids[i] != image_token {
            for axis in &mut pos {
                axis.push(current);
            }
            current += 1;
            i += 1;
            continue;
        }
        let run = input_ids[i..].iter().take_while(|&&t| t == image_token).count();
        let &[t, h, w] = next_grid.next().ok_or("more image-token runs than images")?;
        let (lh, lw) = (h / merge, w / merge);
        if run != t * lh * lw {
            return Err(format!(
                "an image-token run of {run} tokens does not match its grid {t}x{h}x{w} ({} tokens)",
                t * lh * lw
            ));
        }
        for ft in 0..t {
            for y in 0..lh {
                for x in 0..lw {
                    pos[0].push(current + ft as i64);
                    pos[1].push(current + y as i64);
                    pos[2].push(current + x as i64);
                }
            }
        }
        current += lh.max(lw) as i64;
        i += run;
    }
    if next_grid.next().is_some() {
        return Err("fewer image-token runs than images".into());
    }
    let max = pos.iter().flat_map(|a| a.iter().copied()).max().unwrap_or(-1);
    let delta = max + 1 - input_ids.len() as i64;
    Ok((pos, delta))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn vision_ids_follow_merge_windows() {
        let ids = vision_position_ids(&[[1, 2, 4]], 2);
        assert_eq!(ids, vec![[0, 0], [0, 1], [1, 0], [1, 1], [0, 2], [0, 3], [1, 2], [1, 3]]);
    }

    #[test]
    fn cu_seqlens_count_frames_of_each_image() {
        assert_eq!(cu_seqlens(&[[1, 4, 6], [2, 2, 2]]), vec![0, 24, 28, 32]);
    }

    #[test]
    fn text_only_positions_are_1d_with_zero_delta() {
        let (p, d) = rope_index(&[5, 6, 7], 99, &[], 2).unwrap();
        assert_eq!(p[0], vec![0, 1, 2]);
        assert_eq!(p[0], p[2]);
        assert_eq!(d, 0);
    }

    #[test]
    fn image_positions_use_grid_coordinates_and_text_resumes_after_the_max() {
        // text(2) image(grid 1x4x6 -> 2x3 merged = 6 tokens) text(2)
        let ids = [1, 2, 9, 9, 9, 9, 9, 9, 3, 4];
        let (p, d) = rope_index(&ids, 9, &[[1, 4, 6]], 2).unwrap();
        assert_eq!(p[0], vec![0, 1, 2, 2, 2, 2, 2, 2, 5, 6]);
        assert_eq!(p[1], vec![0, 1, 2, 2, 2, 3, 3, 3, 5, 6]);
        assert_eq!(p[2], vec![0, 1, 2, 3, 4, 2, 3, 4, 5, 6]);
        // max position 6, 10 tokens: delta = 6 + 1 - 10
        assert_eq!(d, -3);
    }

    #[test]
    fn mismatched_runs_are_errors() {
        assert!(rope_index(&[9, 9, 9], 9, &[[1, 4, 4]], 2).is_err());
        assert!(rope_index(&[9, 9, 9, 9], 9, &[], 2).is_err());
        assert!(rope_index(&[1], 9, &[[1, 2, 2]], 2).is_err());
    }
}
