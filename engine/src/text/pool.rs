//! Which cells of the KV pool each sequence owns.
//!
//! A sequence owns one contiguous run of cells (its region), reserved when
//! it is admitted for everything it may ever write (prompt, the padding of
//! its last prefill chunk, every new token), so a running sequence never
//! runs out of cache mid-stream: a request that does not fit waits, or is
//! refused up front when it could never fit. Regions are placed first-fit
//! from the lowest cell and merged back when freed, so live sequences stay
//! packed at the front of the pool.

use std::collections::BTreeMap;

/// A run of cells `[start, start + len)`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Region {
    pub start: usize,
    pub len: usize,
}

impl Region {
    pub fn end(&self) -> usize {
        self.start + self.len
    }
}

/// First-fit allocator over `[0, capacity)`.
#[derive(Debug, Clone)]
pub struct RegionAllocator {
    capacity: usize,
    /// Free runs by start (never adjacent: freeing merges neighbours).
    free: BTreeMap<usize, usize>,
}

impl RegionAllocator {
    pub fn new(capacity: usize) -> Self {
        let mut free = BTreeMap::new();
        if capacity > 0 {
            free.insert(0, capacity);
        }
        RegionAllocator { capacity, free }
    }

    pub fn capacity(&self) -> usize {
        self.capacity
    }

    pub fn free_cells(&self) -> usize {
        self.free.values().sum()
    }

    /// The longest region [`alloc`](Self::alloc) could return now.
    pub fn largest_free(&self) -> usize {
        self.free.values().copied().max().unwrap_or(0)
    }

    /// The lowest free run of `len` cells (`len` >= 1), or None.
    pub fn alloc(&mut self, len: usize) -> Option<Region> {
        if len == 0 {
            return None;
        }
        let (&start, &run) = self.free.iter().find(|(_, &run)| run >= len)?;
        self.free.remove(&start);
        if run > len {
            self.free.insert(start + len, run - len);
        }
        Some(Region { start, len })
    }

    /// Give a region back (merged with free neighbours). A region that is
    /// not wholly allocated is ignored and reported with `false`.
    pub fn release(&mut self, r: Region) -> bool {
        if r.len == 0 || r.end() > self.capacity {
            return false;
        }
        let before = self.free.range(..r.end()).next_back().map(|(&s, &l)| (s, l));
        if before.is_some_and(|(s, l)| s + l > r.start) {
            return false;
        }
        let mut start = r.start;
        let mut len = r.len;
        if let Some((s, l)) = before.filter(|(s, l)| s + l == r.start) {
            self.free.remove(&s);
            start = s;
            len += l;
        }
        if let Some(l) = self.free.remove(&r.end()) {
            len += l;
        }
        self.free.insert(start, len);
        true
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    #[test]
    fn first_fit_from_the_front_and_merge_on_release() {
        let mut a = RegionAllocator::new(100);
        let x = a.alloc(30).unwrap();
        let y = a.alloc(30).unwrap();
        let z = a.alloc(30).unwrap();
        assert_eq!((x.start, y.start, z.start), (0, 30, 60));
        assert_eq!(a.alloc(11), None);
        assert!(a.release(y));
        assert_eq!(a.largest_free(), 30);
        assert_eq!(a.alloc(20).unwrap().start, 30, "the hole is reused first");
        assert!(a.release(x));
        assert!(!a.release(x), "a region freed twice is refused");
        assert_eq!(a.free_cells(), 100 - 20 - 30);
    }

    #[derive(Debug, Clone)]
    enum Op {
        Alloc(usize),
        Free(usize),
    }

    fn ops() -> impl Strategy<Value = Vec<Op>> {
        prop::collection::vec(prop_oneof![(1usize..40).prop_map(Op::Alloc), (0usize..16).prop_map(Op::Free)], 1..200)
    }

    proptest! {
        /// Live regions never overlap, stay inside the pool, and free plus
        /// live cells always equal the capacity; freeing everything gives one
        /// run back.
        #[test]
        fn regions_never_overlap_and_cells_are_conserved(ops in ops()) {
            let mut a = RegionAllocator::new(256);
            let mut live: Vec<Region> = Vec::new();
            for op in ops {
                match op {
                    Op::Alloc(n) => {
                        let largest = a.largest_free();
                        match a.alloc(n) {
                            Some(r) => {
                                prop_assert!(r.end() <= 256);
                                prop_assert!(live.iter().all(|o| r.end() <= o.start || o.end() <= r.start));
                                live.push(r);
                            }
                            None => prop_assert!(largest < n),
                        }
                    }
                    Op::Free(i) if !live.is_empty() => {
                        let r = live.swap_remove(i % live.len());
                        prop_assert!(a.release(r));
                    }
                    Op::Free(_) => {}
                }
                let used: usize = live.iter().map(|r| r.len).sum();
                prop_assert_eq!(used + a.free_cells(), 256);
            }
            for r in live.drain(..) {
                prop_assert!(a.release(r));
            }
            prop_assert_eq!(a.largest_free(), 256);
        }
    }
}
