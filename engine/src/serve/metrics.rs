//! Server metrics in the Prometheus text exposition format (version 0.0.4),
//! written by hand: counters, gauges and two latency histograms.

use std::fmt::Write;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::Mutex;

/// How a chat-completion request ended.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Outcome {
    /// Finished with a completion (stop or length).
    Completed,
    /// The client went away (or its stream was dropped) before the end.
    Cancelled,
    /// Turned away by the bounded queue (429).
    Rejected,
    /// A client error (400, 401, 413).
    Invalid,
    /// A server-side failure (500).
    Failed,
}

impl Outcome {
    const ALL: [Outcome; 5] =
        [Outcome::Completed, Outcome::Cancelled, Outcome::Rejected, Outcome::Invalid, Outcome::Failed];

    fn name(self) -> &'static str {
        match self {
            Outcome::Completed => "completed",
            Outcome::Cancelled => "cancelled",
            Outcome::Rejected => "rejected",
            Outcome::Invalid => "invalid",
            Outcome::Failed => "failed",
        }
    }
}

/// A histogram with fixed upper bounds (seconds).
pub struct Histogram {
    bounds: &'static [f64],
    state: Mutex<(Vec<u64>, f64, u64)>,
}

impl Histogram {
    fn new(bounds: &'static [f64]) -> Self {
        Histogram { bounds, state: Mutex::new((vec![0; bounds.len()], 0.0, 0)) }
    }

    pub fn observe(&self, v: f64) {
        let mut s = self.state.lock().unwrap_or_else(|p| p.into_inner());
        if let Some(i) = self.bounds.iter().position(|&b| v <= b) {
            s.0[i] += 1;
        }
        s.1 += v;
        s.2 += 1;
    }

    pub fn count(&self) -> u64 {
        self.state.lock().unwrap_or_else(|p| p.into_inner()).2
    }

    fn render(&self, out: &mut String, name: &str, help: &str) {
        let (buckets, sum, count) = self.state.lock().unwrap_or_else(|p| p.into_inner()).clone();
        let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} histogram");
        let mut acc = 0;
        for (b, n) in self.bounds.iter().zip(&buckets) {
            acc += n;
            let _ = writeln!(out, "{name}_bucket{{le=\"{b}\"}} {acc}");
        }
        let _ = writeln!(out, "{name}_bucket{{le=\"+Inf\"}} {count}\n{name}_sum {sum}\n{name}_count {count}");
    }
}

const TTFT_BOUNDS: &[f64] = &[0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0];
const TPOT_BOUNDS: &[f64] = &[0.005, 0.01, 0.025, 0.05, 0.075, 0.1, 0.15, 0.2, 0.3, 0.5, 1.0, 2.5];

pub struct Metrics {
    requests: [AtomicU64; 5],
    pub prompt_tokens: AtomicU64,
    pub generated_tokens: AtomicU64,
    /// Requests accepted but not yet in a decode slot.
    pub queue_depth: AtomicU64,
    pub busy_slots: AtomicU64,
    pub slots: u64,
    /// Open HTTP connections.
    pub open_connections: AtomicU64,
    /// Connections closed at the cap because every open one was busy.
    pub connections_refused: AtomicU64,
    /// Idle connections closed to make room for a newcomer at the cap.
    pub connections_evicted: AtomicU64,
    /// Connections closed because a request's headers did not arrive in time
    /// (including idle keep-alive connections).
    pub header_timeouts: AtomicU64,
    /// Requests refused because bodies being read held the body budget.
    pub bodies_refused: AtomicU64,
    /// Arrival to first generated token.
    pub ttft: Histogram,
    /// Between consecutive tokens of one request.
    pub per_token: Histogram,
}

impl Metrics {
    pub fn new(slots: usize) -> Self {
        Metrics {
            requests: Default::default(),
            prompt_tokens: AtomicU64::new(0),
            generated_tokens: AtomicU64::new(0),
            queue_depth: AtomicU64::new(0),
            busy_slots: AtomicU64::new(0),
            slots: slots as u64,
            open_connections: AtomicU64::new(0),
            connections_refused: AtomicU64::new(0),
            connections_evicted: AtomicU64::new(0),
            header_timeouts: AtomicU64::new(0),
            bodies_refused: AtomicU64::new(0),
            ttft: Histogram::new(TTFT_BOUNDS),
            per_token: Histogram::new(TPOT_BOUNDS),
        }
    }

    pub fn record(&self, o: Outcome) {
        self.requests[o as usize].fetch_add(1, Ordering::Relaxed);
    }

    pub fn requests(&self, o: Outcome) -> u64 {
        self.requests[o as usize].load(Ordering::Relaxed)
    }

    pub fn render(&self) -> String {
        let mut s = String::new();
        let g = |a: &AtomicU64| a.load(Ordering::Relaxed);
        let _ = writeln!(
            s,
            "# HELP engine_requests_total Chat completion requests by outcome.\n# TYPE engine_requests_total counter"
        );
        for o in Outcome::ALL {
            let _ = writeln!(s, "engine_requests_total{{outcome=\"{}\"}} {}", o.name(), self.requests(o));
        }
        let mut one = |name: &str, kind: &str, help: &str, v: u64| {
            let _ = writeln!(s, "# HELP {name} {help}\n# TYPE {name} {kind}\n{name} {v}");
        };
        one(
            "engine_prompt_tokens_total",
            "counter",
            "Prompt tokens prefilled (after image expansion).",
            g(&self.prompt_tokens),
        );
        one("engine_generation_tokens_total", "counter", "Tokens generated.", g(&self.generated_tokens));
        one("engine_queue_depth", "gauge", "Requests accepted and waiting for a decode slot.", g(&self.queue_depth));
        one("engine_busy_slots", "gauge", "Decode slots holding a live sequence.", g(&self.busy_slots));
        one("engine_slots", "gauge", "Decode slots.", self.slots);
        one("engine_open_connections", "gauge", "Open HTTP connections.", g(&self.open_connections));
        one(
            "engine_connections_refused_total",
            "counter",
            "Connections answered 503 at --max-connections because every open one was busy.",
            g(&self.connections_refused),
        );
        one(
            "engine_connections_evicted_total",
            "counter",
            "Idle connections closed at --max-connections to make room for a new one.",
            g(&self.connections_evicted),
        );
        one("engine_header_timeouts_total", "counter", "Connections closed because request headers did not arrive within --header-timeout (idle keep-alive included).", g(&self.header_timeouts));
        one(
            "engine_bodies_refused_total",
            "counter",
            "Requests answered 503 because bodies being read held all of --max-buffered-body-bytes.",
            g(&self.bodies_refused),
        );
        self.ttft.render(
            &mut s,
            "engine_time_to_first_token_seconds",
            "From request arrival to its first generated token.",
        );
        self.per_token.render(
            &mut s,
            "engine_time_per_output_token_seconds",
            "Between consecutive generated tokens of a request.",
        );
        s
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_exposition_has_cumulative_buckets_and_every_series() {
        let m = Metrics::new(4);
        m.record(Outcome::Completed);
        m.record(Outcome::Rejected);
        m.record(Outcome::Rejected);
        m.ttft.observe(0.02);
        m.ttft.observe(0.3);
        m.ttft.observe(100.0);
        let text = m.render();
        for line in [
            "engine_requests_total{outcome=\"completed\"} 1",
            "engine_requests_total{outcome=\"rejected\"} 2",
            "engine_requests_total{outcome=\"cancelled\"} 0",
            "engine_slots 4",
            "engine_time_to_first_token_seconds_bucket{le=\"0.01\"} 0",
            "engine_time_to_first_token_seconds_bucket{le=\"0.025\"} 1",
            "engine_time_to_first_token_seconds_bucket{le=\"0.5\"} 2",
            "engine_time_to_first_token_seconds_bucket{le=\"60\"} 2",
            "engine_time_to_first_token_seconds_bucket{le=\"+Inf\"} 3",
            "engine_time_to_first_token_seconds_count 3",
            "engine_time_per_output_token_seconds_count 0",
        ] {
            assert!(text.lines().any(|l| l == line), "missing {line:?} in\n{text}");
        }
    }
}
