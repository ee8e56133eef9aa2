//! A bound on the pixels being decoded at once, across every thread that
//! prepares requests. An image HF accepts is never refused for its size (it
//! is resized within the engine's bound after decoding), so a burst of large
//! images could otherwise hold many decoded copies at once (a 13000 x 13000
//! PNG of 20 KB decodes to half a gigabyte). Each decode first takes its
//! pixel count from the gate and gives it back when its pixels are dropped;
//! one image larger than the whole gate waits until it has the gate to
//! itself. A request takes its images one at a time, so no one holds a
//! share while waiting for another.

use std::sync::{Condvar, Mutex, PoisonError};

pub struct DecodeGate {
    limit: u64,
    in_flight: Mutex<u64>,
    freed: Condvar,
}

/// Pixels held by one decode; given back on drop.
pub struct Permit<'a> {
    gate: &'a DecodeGate,
    pixels: u64,
}

impl DecodeGate {
    pub fn new(limit: u64) -> Self {
        DecodeGate { limit: limit.max(1), in_flight: Mutex::new(0), freed: Condvar::new() }
    }

    /// Wait until `pixels` (at most the whole gate) are free, and take them.
    pub fn acquire(&self, pixels: u64) -> Permit<'_> {
        let pixels = pixels.clamp(1, self.limit);
        let mut used = self.in_flight.lock().unwrap_or_else(PoisonError::into_inner);
        while *used + pixels > self.limit {
            used = self.freed.wait(used).unwrap_or_else(PoisonError::into_inner);
        }
        *used += pixels;
        Permit { gate: self, pixels }
    }

    /// Pixels being decoded now.
    pub fn in_flight(&self) -> u64 {
        *self.in_flight.lock().unwrap_or_else(PoisonError::into_inner)
    }
}

impl Drop for Permit<'_> {
    fn drop(&mut self) {
        let mut used = self.gate.in_flight.lock().unwrap_or_else(PoisonError::into_inner);
        *used -= self.pixels;
        self.gate.freed.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::mpsc;
    use std::time::Duration;

    #[test]
    fn decodes_over_the_limit_wait_for_earlier_ones_to_finish() {
        let gate = DecodeGate::new(100);
        let first = gate.acquire(60);
        let small = gate.acquire(40);
        assert_eq!(gate.in_flight(), 100);
        drop(small);
        std::thread::scope(|s| {
            let (tx, rx) = mpsc::channel();
            s.spawn(|| {
                let tx = tx;
                // 60 + 60 > 100: waits for `first`.
                let _p = gate.acquire(60);
                tx.send(()).unwrap();
            });
            assert!(rx.recv_timeout(Duration::from_millis(200)).is_err(), "a decode over the limit went ahead");
            drop(first);
            rx.recv_timeout(Duration::from_secs(10)).expect("the waiting decode went ahead once the first finished");
        });
        assert_eq!(gate.in_flight(), 0);
    }

    #[test]
    fn an_image_larger_than_the_gate_runs_alone_rather_than_never() {
        let gate = DecodeGate::new(100);
        let p = gate.acquire(5_000);
        assert_eq!(gate.in_flight(), 100, "clamped to the whole gate");
        drop(p);
        let _q = gate.acquire(0);
        assert_eq!(gate.in_flight(), 1);
    }
}
