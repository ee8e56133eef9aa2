//! Stage: merge. Where the vision stage's merged tokens meet the prompt.
//!
//! The vision module's `merge_bB` function ([`crate::vision::graph`]) turns
//! patch rows into merged tokens, in the order of the expanded
//! `<|image_pad|>` placeholders. The host ([`crate::host::prompt`]) records
//! which prompt rows hold a placeholder (`image_rows`, ascending). For each
//! prefill chunk, [`chunk_inputs`] lays the merged tokens of the chunk's
//! image rows out as the `embeds` and `is_image` inputs of the prefill graph,
//! which selects them over the token embeddings row by row
//! ([`crate::text::graph`]).

/// The merged-token inputs of one prefill chunk: rows `[from, from + n)`
/// of the prompt, padded to `c` rows.
///
/// `image` holds `image_rows.len()` merged tokens of `hidden` values each,
/// the k-th for prompt row `image_rows[k]`. Returns `embeds` [c, hidden]
/// (zero where a row is text or padding) and `is_image` \[c\] (1 on the rows
/// taking a merged token).
pub fn chunk_inputs(
    image_rows: &[usize],
    image: &[f32],
    hidden: usize,
    from: usize,
    n: usize,
    c: usize,
) -> (Vec<f32>, Vec<i32>) {
    let mut embeds = vec![0f32; c * hidden];
    let mut is_image = vec![0i32; c];
    for (k, &r) in image_rows.iter().enumerate().filter(|(_, &r)| r >= from && r < from + n) {
        embeds[(r - from) * hidden..(r - from + 1) * hidden].copy_from_slice(&image[k * hidden..(k + 1) * hidden]);
        is_image[r - from] = 1;
    }
    (embeds, is_image)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_merged_token_lands_on_its_row_of_the_chunk_and_nowhere_else() {
        // Prompt rows 1, 2 and 5 are placeholders; tokens are [k*10, k*10+1].
        let rows = [1, 2, 5];
        let image: Vec<f32> = (0..3).flat_map(|k| [k as f32 * 10.0, k as f32 * 10.0 + 1.0]).collect();
        // Chunk [2, 5): only row 2 (token 1) falls inside; padded to 4 rows.
        let (embeds, is_image) = chunk_inputs(&rows, &image, 2, 2, 3, 4);
        assert_eq!(is_image, vec![1, 0, 0, 0]);
        assert_eq!(embeds, vec![10.0, 11.0, 0.0, 0.0, 0.0, 0.0, 0.0, 0.0]);
        // Chunk [5, 6): token 2 on the chunk's row 0.
        let (embeds, is_image) = chunk_inputs(&rows, &image, 2, 5, 1, 2);
        assert_eq!(is_image, vec![1, 0]);
        assert_eq!(embeds, vec![20.0, 21.0, 0.0, 0.0]);
    }

    #[test]
    fn a_text_only_chunk_has_no_image_rows() {
        let (embeds, is_image) = chunk_inputs(&[], &[], 3, 0, 2, 2);
        assert_eq!(is_image, vec![0, 0]);
        assert!(embeds.iter().all(|&v| v == 0.0));
    }
}
