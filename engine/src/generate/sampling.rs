//! Next-token choice for one sequence: greedy, or temperature / top-k /
//! top-p sampling from a per-request random stream.
//!
//! The sampler sees only its own slot's logits, which the decode graph
//! computes independently of the other slots, so a seeded request draws the
//! same tokens alone or in a batch.

/// How a request picks its tokens. `temperature == 0` (or `top_k == 1`)
/// is greedy: the arg-max, ties to the lower token id.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct SamplingParams {
    pub temperature: f32,
    /// Nucleus mass in (0, 1]; 1 keeps every token.
    pub top_p: f32,
    /// Keep the k most likely tokens; 0 keeps every token.
    pub top_k: usize,
    /// Seed of the random stream; `None` draws a fresh one.
    pub seed: Option<u64>,
}

impl SamplingParams {
    pub const GREEDY: SamplingParams = SamplingParams { temperature: 0.0, top_p: 1.0, top_k: 0, seed: None };

    pub fn is_greedy(&self) -> bool {
        self.temperature <= 0.0 || self.top_k == 1
    }
}

impl Default for SamplingParams {
    fn default() -> Self {
        Self::GREEDY
    }
}

/// SplitMix64: small, fast, and reproducible across platforms.
#[derive(Debug, Clone)]
struct SplitMix64(u64);

impl SplitMix64 {
    fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// Uniform in [0, 1) with 53 random bits.
    fn next_f64(&mut self) -> f64 {
        (self.next_u64() >> 11) as f64 / (1u64 << 53) as f64
    }
}

fn fresh_seed() -> u64 {
    use std::sync::atomic::{AtomicU64, Ordering};
    static COUNTER: AtomicU64 = AtomicU64::new(0);
    let nanos =
        std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos() as u64).unwrap_or(0);
    let mut mix =
        SplitMix64(nanos ^ COUNTER.fetch_add(1, Ordering::Relaxed).rotate_left(32) ^ u64::from(std::process::id()));
    mix.next_u64()
}

/// The sampler of one sequence.
#[derive(Debug, Clone)]
pub struct Sampler {
    params: SamplingParams,
    rng: SplitMix64,
}

/// Indices of a row sorted by logit, highest first (ties: lower index first),
/// keeping only the first `k` (all when `k == 0` or `k >= len`).
pub(crate) fn ranked(row: &[f32], k: usize) -> Vec<usize> {
    let cmp = |a: &usize, b: &usize| row[*b].total_cmp(&row[*a]).then(a.cmp(b));
    let mut idx: Vec<usize> = (0..row.len()).collect();
    if k > 0 && k < idx.len() {
        idx.select_nth_unstable_by(k, cmp);
        idx.truncate(k);
    }
    idx.sort_unstable_by(cmp);
    idx
}

/// Top-1 minus top-2 logit of a ranked row.
fn margin(row: &[f32], order: &[usize]) -> f32 {
    match order {
        [a, b, ..] => row[*a] - row[*b],
        _ => f32::INFINITY,
    }
}

/// `f32::total_cmp` as an integer key (same order, compares as i32).
fn order_key(x: f32) -> i32 {
    let bits = x.to_bits() as i32;
    bits ^ (((bits >> 31) as u32) >> 1) as i32
}

/// Index of the highest key (the lowest index on a tie), skipping `skip`.
fn arg_max(row: &[f32], skip: Option<usize>) -> Option<usize> {
    let mut best: Option<(usize, i32)> = None;
    for (i, &x) in row.iter().enumerate() {
        let k = order_key(x);
        if Some(i) != skip && best.is_none_or(|(_, bk)| k > bk) {
            best = Some((i, k));
        }
    }
    best.map(|(i, _)| i)
}

/// Arg-max and its margin over the runner-up (ties: lower index): the
/// first two of [`ranked`] without ranking the row.
pub fn greedy(row: &[f32]) -> (u32, f32) {
    let first = arg_max(row, None);
    let order: Vec<usize> = first.into_iter().chain(first.and_then(|f| arg_max(row, Some(f)))).collect();
    (first.unwrap_or(0) as u32, margin(row, &order))
}

/// The first `k` (at least) of `ranked(row, 0)`, growing `k` until `enough`
/// says the prefix holds what the caller needs. Ranks are a strict order
/// (ties by id), so every prefix equals that of the full ranking.
fn ranked_prefix(row: &[f32], mut k: usize, mut enough: impl FnMut(&[usize]) -> bool) -> Vec<usize> {
    loop {
        let order = ranked(row, k.min(row.len()));
        if k >= row.len() || enough(&order) {
            return order;
        }
        k = k.saturating_mul(4);
    }
}

impl Sampler {
    pub fn new(params: SamplingParams) -> Self {
        Sampler { params, rng: SplitMix64(params.seed.unwrap_or_else(fresh_seed)) }
    }

    pub fn params(&self) -> &SamplingParams {
        &self.params
    }

    /// The next token and the top-1 minus top-2 logit margin of the row.
    ///
    /// The draw walks the kept tokens from the most likely down, so only
    /// the head of the ranking is ever needed: it is ranked in growing
    /// prefixes (O(vocab) each) until it reaches the nucleus and the drawn
    /// mass, instead of sorting the whole vocabulary for every token.
    pub fn next(&mut self, row: &[f32]) -> (u32, f32) {
        if self.params.is_greedy() || row.len() < 2 {
            return greedy(row);
        }
        let p = self.params;
        let (best, margin) = greedy(row);
        // Softmax over the kept tokens at this temperature (f64, max-shifted).
        let t = f64::from(p.temperature);
        let top = f64::from(row[best as usize]);
        let weight = |i: usize| ((f64::from(row[i]) - top) / t).exp();
        let limit = if p.top_k > 0 && p.top_k < row.len() { p.top_k } else { row.len() };
        let total: f64 = if limit == row.len() {
            (0..row.len()).map(weight).sum()
        } else {
            ranked(row, limit).into_iter().map(weight).sum()
        };
        let u = self.rng.next_f64();
        // The nucleus: the smallest prefix whose mass reaches top_p (at
        // least one token); then the drawn token inside it.
        let target = f64::from(p.top_p) * total;
        let order = ranked_prefix(row, 64.min(limit), |order| {
            let mut acc = 0.0;
            let mut keep = None;
            for (n, &i) in order.iter().enumerate() {
                acc += weight(i);
                if p.top_p < 1.0 && acc >= target {
                    keep = Some(n + 1);
                    break;
                }
            }
            let mass = match keep {
                Some(_) => acc,
                None if p.top_p < 1.0 => return false,
                None => total,
            };
            // The draw lands inside this prefix (with a margin far above
            // the rounding of the walk below, which subtracts instead).
            acc > u * mass * (1.0 + 1e-9)
        });
        let order = &order[..order.len().min(limit)];
        let weights: Vec<f64> = order.iter().map(|&i| weight(i)).collect();
        let mut keep = order.len();
        let mut mass = total;
        if p.top_p < 1.0 {
            let mut acc = 0.0;
            for (n, w) in weights.iter().enumerate() {
                acc += w;
                if acc >= target {
                    keep = n + 1;
                    break;
                }
            }
            mass = weights[..keep].iter().sum();
        }
        let mut left = u * mass;
        for (n, w) in weights[..keep].iter().enumerate() {
            if left < *w {
                return (order[n] as u32, margin);
            }
            left -= w;
        }
        (order[keep - 1] as u32, margin)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ROW: [f32; 5] = [1.0, 3.0, 2.5, -1.0, 3.0];

    #[test]
    fn greedy_takes_the_arg_max_with_ties_to_the_lower_id() {
        assert_eq!(greedy(&ROW), (1, 0.0));
        assert_eq!(Sampler::new(SamplingParams::GREEDY).next(&ROW).0, 1);
        let k1 = SamplingParams { temperature: 1.0, top_k: 1, ..SamplingParams::GREEDY };
        assert_eq!(Sampler::new(k1).next(&ROW).0, 1);
    }

    #[test]
    fn a_seed_gives_the_same_draws_and_another_seed_other_draws() {
        let p = SamplingParams { temperature: 1.0, top_p: 1.0, top_k: 0, seed: Some(7) };
        let draw = |p| {
            let mut s = Sampler::new(p);
            (0..64).map(|_| s.next(&ROW).0).collect::<Vec<_>>()
        };
        assert_eq!(draw(p), draw(p));
        assert_ne!(draw(p), draw(SamplingParams { seed: Some(8), ..p }));
    }

    #[test]
    fn top_p_and_top_k_never_draw_outside_the_kept_set() {
        // Probabilities at T=1: ids 1 and 4 hold most of the mass.
        let p = SamplingParams { temperature: 1.0, top_p: 0.5, top_k: 0, seed: Some(1) };
        let mut s = Sampler::new(p);
        for _ in 0..500 {
            assert!([1, 4].contains(&s.next(&ROW).0));
        }
        let mut s = Sampler::new(SamplingParams { top_p: 1.0, top_k: 3, ..p });
        let mut seen = [0usize; 5];
        for _ in 0..3000 {
            seen[s.next(&ROW).0 as usize] += 1;
        }
        assert_eq!((seen[0], seen[3]), (0, 0), "outside the top 3: {seen:?}");
        assert!(seen[1] > 0 && seen[2] > 0 && seen[4] > 0, "{seen:?}");
    }

    /// The ranking every draw used to sort in full: the draw must equal a
    /// walk over it.
    fn reference_draw(row: &[f32], p: SamplingParams, u: f64) -> u32 {
        let order = ranked(row, p.top_k);
        let top = f64::from(row[order[0]]);
        let w: Vec<f64> = order.iter().map(|&i| ((f64::from(row[i]) - top) / f64::from(p.temperature)).exp()).collect();
        let total: f64 = w.iter().sum();
        let mut keep = w.len();
        if p.top_p < 1.0 {
            let mut acc = 0.0;
            keep = w
                .iter()
                .position(|x| {
                    acc += x;
                    acc >= f64::from(p.top_p) * total
                })
                .map_or(w.len(), |n| n + 1);
        }
        let mut left = u * w[..keep].iter().sum::<f64>();
        for n in 0..keep {
            if left < w[n] {
                return order[n] as u32;
            }
            left -= w[n];
        }
        order[keep - 1] as u32
    }

    proptest::proptest! {
        #[test]
        fn prefix_ranked_draws_equal_draws_over_the_full_ranking(
            row in proptest::collection::vec(-8.0f32..8.0, 2..600),
            temperature in 0.05f32..3.0,
            top_p in proptest::prop_oneof![proptest::strategy::Just(1.0f32), 0.05f32..1.0],
            top_k in proptest::prop_oneof![proptest::strategy::Just(0usize), 2usize..700],
            seed in 0u64..1000,
        ) {
            let p = SamplingParams { temperature, top_p, top_k, seed: Some(seed) };
            let mut s = Sampler::new(p);
            let mut rng = SplitMix64(seed);
            for _ in 0..8 {
                let want = reference_draw(&row, p, rng.next_f64());
                proptest::prop_assert_eq!(s.next(&row).0, want);
            }
            let (g, m) = greedy(&row);
            let r = ranked(&row, 2);
            proptest::prop_assert_eq!((g, m), (r[0] as u32, row[r[0]] - row[r[1]]));
        }
    }

    #[test]
    fn draw_frequencies_follow_the_softmax() {
        // T = 2 over [0, ln 4 * 2]: probabilities 1/5 and 4/5.
        let row = [0.0, 2.0 * 4f32.ln()];
        let mut s = Sampler::new(SamplingParams { temperature: 2.0, top_p: 1.0, top_k: 0, seed: Some(3) });
        let n = 20_000;
        let ones = (0..n).filter(|_| s.next(&row).0 == 1).count();
        let f = ones as f64 / n as f64;
        // 5 standard deviations of a binomial(20000, 0.8) fraction is 0.014.
        approx::assert_abs_diff_eq!(f, 0.8, epsilon = 0.014);
    }
}
