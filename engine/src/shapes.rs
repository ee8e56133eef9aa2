//! Shape rules both sides of the engine follow: the host (images,
//! prompts, positions) plans with them and the graphs are emitted for them,
//! so neither imports the other.
//!
//! - Vision patch buckets: the static row counts the vision graphs are
//!   compiled for; the host packs a request's images into one of them.
//! - Position modes: M-RoPE (Qwen2-VL: t, h, w per token) or 1D RoPE
//!   (Qwen2), and a prompt's positions in that mode.

use contracts::config::TextConfig;

/// Patch-row buckets before rounding to the merge unit (see [`buckets`]):
/// exactly the buckets of every Qwen2-VL checkpoint (spatial merge 2). The
/// top one sets the engine's default image bound: 4096 rows is
/// 4096 * 14 * 14 = 802,816 pixels (e.g. 896 x 896); a larger image is
/// resized within it (`host::processor::bounded`), and a request whose images
/// together exceed it is encoded in several batches; nothing is recompiled
/// per request.
pub const BUCKETS: [usize; 4] = [64, 256, 1024, 4096];

/// The buckets of a tower whose merger takes `merge` x `merge` patches:
/// [`BUCKETS`] each rounded up to a multiple of merge^2 (a bucket's rows
/// are merged in whole groups; merge 3 gives 72, 261, 1026, 4104).
pub fn buckets(merge: usize) -> [usize; 4] {
    let unit = merge.max(1) * merge.max(1);
    BUCKETS.map(|b| b.div_ceil(unit) * unit)
}

/// The largest bucket of a tower with spatial merge `merge`.
pub fn top_bucket(merge: usize) -> usize {
    buckets(merge)[BUCKETS.len() - 1]
}

/// The smallest bucket (of a tower with spatial merge `merge`) holding
/// `rows` patch rows.
pub fn bucket_for(rows: usize, merge: usize) -> Option<usize> {
    buckets(merge).into_iter().find(|&b| b >= rows)
}

/// Buckets above the standard ladder, compiled only when asked for
/// (`--max-patches`): a 1920 x 1080 photo at native resolution is 10,764
/// patch rows. Their attention runs one tile of query rows at a time
/// (memory linear in the rows, see `vision::graph`).
pub const LARGE_BUCKETS: [usize; 2] = [8192, 16384];

/// The vision buckets one engine compiles: the standard ladder
/// ([`BUCKETS`]), then the [`LARGE_BUCKETS`] up to a chosen top, all
/// rounded to the merge unit.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct VisionBuckets {
    merge: usize,
    /// The largest bucket, before rounding: 4096, or one of [`LARGE_BUCKETS`].
    max_patches: usize,
}

impl VisionBuckets {
    /// Qwen2-VL's own: spatial merge 2, the standard ladder.
    pub const STANDARD_MERGE_2: VisionBuckets = VisionBuckets { merge: 2, max_patches: 4096 };

    /// The standard ladder only (top 4096 rows before rounding).
    pub fn standard(merge: usize) -> Self {
        VisionBuckets { merge, max_patches: BUCKETS[BUCKETS.len() - 1] }
    }

    /// The ladder up to `max_patches` rows (`None`: the standard ladder);
    /// `max_patches` must be the standard top or one of [`LARGE_BUCKETS`].
    pub fn new(merge: usize, max_patches: Option<usize>) -> Result<Self, String> {
        let standard = Self::standard(merge);
        match max_patches {
            None => Ok(standard),
            Some(n) if n == standard.max_patches || LARGE_BUCKETS.contains(&n) => {
                Ok(VisionBuckets { merge, max_patches: n })
            }
            Some(n) => Err(format!(
                "--max-patches {n}: the vision buckets go up to {}, {} or {} patch rows",
                standard.max_patches, LARGE_BUCKETS[0], LARGE_BUCKETS[1]
            )),
        }
    }

    fn round(&self, b: usize) -> usize {
        let unit = self.merge.max(1) * self.merge.max(1);
        b.div_ceil(unit) * unit
    }

    /// Every bucket, ascending.
    pub fn all(&self) -> Vec<usize> {
        BUCKETS.iter().chain(&LARGE_BUCKETS).filter(|&&b| b <= self.max_patches).map(|&b| self.round(b)).collect()
    }

    /// The largest bucket: the most patch rows one image may have.
    pub fn top(&self) -> usize {
        self.round(self.max_patches)
    }

    /// The smallest bucket holding `rows` patch rows.
    pub fn bucket_for(&self, rows: usize) -> Option<usize> {
        self.all().into_iter().find(|&b| b >= rows)
    }

    /// Rows several images may share in one batch: the standard top. An
    /// image over it is encoded in a batch of its own, in a large bucket
    /// (packing small images with it would only pad them to its bucket).
    pub fn packing_rows(&self) -> usize {
        top_bucket(self.merge)
    }

    /// Whether `bucket` is one of the large ones (query-tiled attention).
    pub fn is_large(&self, bucket: usize) -> bool {
        bucket > self.packing_rows()
    }
}

/// How token positions drive the rotary embedding.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PositionMode {
    /// Qwen2-VL: rotary pair i uses axis t, h or w by mrope_section.
    Mrope([usize; 3]),
    /// Qwen2: one position per token.
    Rope1d,
}

impl PositionMode {
    pub fn of(cfg: &TextConfig) -> Self {
        cfg.mrope_section.map(PositionMode::Mrope).unwrap_or(PositionMode::Rope1d)
    }
}

/// Positions of a prompt, in the model's own mode.
#[derive(Debug, Clone, PartialEq)]
pub enum Positions {
    /// t, h, w rows (Qwen2-VL).
    Mrope([Vec<i64>; 3]),
    /// Qwen2.
    Rope1d(Vec<i64>),
}

impl Positions {
    /// Rows `[from, to)`, padded to `len` with the last row.
    pub fn window(&self, from: usize, to: usize, len: usize) -> (Vec<usize>, Vec<i64>) {
        let pad = |a: &[i64]| -> Vec<i64> {
            let mut v = a[from..to].to_vec();
            let last = v.last().copied().unwrap_or(0);
            v.resize(len, last);
            v
        };
        match self {
            Positions::Mrope(axes) => (vec![3, len], axes.iter().flat_map(|a| pad(a)).collect()),
            Positions::Rope1d(p) => (vec![len], pad(p)),
        }
    }

    pub fn len(&self) -> usize {
        match self {
            Positions::Mrope(a) => a[0].len(),
            Positions::Rope1d(p) => p.len(),
        }
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_smallest_fitting_bucket_is_chosen_and_over_capacity_is_none() {
        assert_eq!(bucket_for(1, 2), Some(64));
        assert_eq!(bucket_for(64, 2), Some(64));
        assert_eq!(bucket_for(65, 2), Some(256));
        assert_eq!(bucket_for(4096, 2), Some(4096));
        assert_eq!(bucket_for(4097, 2), None);
        assert_eq!(buckets(2), BUCKETS);
        assert_eq!(buckets(1), BUCKETS);
        assert_eq!(buckets(3), [72, 261, 1026, 4104]);
        assert_eq!(bucket_for(4100, 3), Some(4104));
        for merge in 1..=5 {
            assert!(buckets(merge).iter().all(|b| b % (merge * merge) == 0), "merge {merge}");
        }
    }

    #[test]
    fn large_buckets_extend_the_standard_ladder_only_when_asked_for() {
        let standard = VisionBuckets::standard(2);
        assert_eq!(standard.all(), BUCKETS.to_vec());
        assert_eq!(VisionBuckets::new(2, None).unwrap(), standard);
        assert_eq!(VisionBuckets::new(2, Some(4096)).unwrap(), standard);
        let large = VisionBuckets::new(2, Some(16384)).unwrap();
        assert_eq!(large.all(), vec![64, 256, 1024, 4096, 8192, 16384]);
        assert_eq!((large.top(), large.packing_rows()), (16384, 4096));
        assert_eq!(large.bucket_for(10_764), Some(16384));
        assert_eq!(large.bucket_for(16_385), None);
        assert!(large.is_large(8192) && !large.is_large(4096));
        assert_eq!(VisionBuckets::new(2, Some(8192)).unwrap().all(), vec![64, 256, 1024, 4096, 8192]);
        assert_eq!(VisionBuckets::new(3, Some(8192)).unwrap().all(), vec![72, 261, 1026, 4104, 8199]);
        for bad in [0, 1000, 4095, 12_000, 32_768] {
            assert!(VisionBuckets::new(2, Some(bad)).is_err(), "{bad}");
        }
    }
}
