//! A bounded load test of `engine serve` (its own test binary, so the
//! process's memory is the server's): more concurrent clients than slots
//! plus queue, repeated; every request ends in a completion or a 429 with
//! Retry-After, nothing hangs, and resident memory stays flat across runs.

mod server_common;

use std::time::Duration;

use engine::serve::client;
use server_common::*;

fn rss_bytes() -> u64 {
    let status = std::fs::read_to_string("/proc/self/status").unwrap();
    let kb: u64 = status
        .lines()
        .find_map(|l| l.strip_prefix("VmRSS:"))
        .unwrap()
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .unwrap();
    kb * 1024
}

#[test]
fn more_clients_than_slots_and_queue_all_end_in_a_completion_or_429_and_memory_stays_flat() {
    let (slots, queue, clients, per_client) = (2, 2, 10, 3);
    let server = start(slots, queue, |_| {});
    let addr = server.addr();
    // Image and text requests alternate between runs.
    let bodies = [case_body(&case("image-grid-112x84")), case_body(&case("text-only-vl"))];
    let mut rss = Vec::new();
    for run in 0..4 {
        let mut body = bodies[run % 2].clone();
        body["max_tokens"] = serde_json::json!(48);
        let r = client::load(addr, clients, per_client, &body, &[], Duration::from_secs(120));
        assert!(r.failures.is_empty(), "run {run}: {:?}", r.failures);
        assert_eq!(r.completed + r.rejected, clients * per_client, "run {run}: every request ended");
        assert!(r.completed >= slots + queue, "run {run}: at least the first wave completes ({r:?})");
        assert!(r.rejected > 0, "run {run}: {clients} clients against {} places get 429s ({r:?})", slots + queue);
        assert_eq!(r.rejected_without_retry_after, 0, "every 429 carries Retry-After");
        eprintln!(
            "run {run}: {} completed, {} rejected, {:.1} generated tokens/s, rss {} MiB",
            r.completed,
            r.rejected,
            r.tokens_per_s(),
            rss_bytes() >> 20
        );
        wait_until("the slots to drain", || {
            metric(addr, "engine_busy_slots") == 0.0 && metric(addr, "engine_queue_depth") == 0.0
        });
        rss.push(rss_bytes());
    }
    // Runs 1 and 3 repeat runs 0 (image) and 2 after warm-up: no growth
    // beyond allocator noise.
    let grow = rss[3] as i64 - rss[1] as i64;
    assert!(grow < 24 << 20, "resident memory grew {} MiB between runs 1 and 3: {rss:?}", grow >> 20);
    server.shutdown().unwrap();
}

/// `engine loadtest --stream`: streamed requests are read as events, count
/// the same tokens as the same greedy requests unstreamed, and record at
/// most one gap per token after a stream's first.
#[test]
fn a_streamed_load_counts_the_same_tokens_and_records_the_gaps_between_them() {
    let server = start(2, 2, |_| {});
    let addr = server.addr();
    let mut body = case_body(&case("text-only-vl"));
    body["max_tokens"] = serde_json::json!(12);
    let plain = client::load(addr, 2, 2, &body, &[], Duration::from_secs(120));
    body["stream"] = serde_json::json!(true);
    body["stream_options"] = serde_json::json!({"include_usage": true});
    let streamed = client::load(addr, 2, 2, &body, &[], Duration::from_secs(120));
    assert!(plain.failures.is_empty() && streamed.failures.is_empty(), "{plain:?} {streamed:?}");
    assert_eq!((streamed.completed, plain.completed), (4, 4));
    assert_eq!(streamed.completion_tokens, plain.completion_tokens, "usage of streamed and plain requests");
    assert!(plain.gaps.is_empty(), "unstreamed requests have no gaps");
    let most = streamed.completion_tokens as usize - streamed.completed;
    assert!(
        !streamed.gaps.is_empty() && streamed.gaps.len() <= most,
        "{} gaps for {} tokens in {} streams",
        streamed.gaps.len(),
        streamed.completion_tokens,
        streamed.completed
    );
    let (p50, max) = (streamed.gap_quantile(0.5).unwrap(), streamed.gap_quantile(1.0).unwrap());
    assert!(p50 <= max && max == *streamed.gaps.iter().max().unwrap());
    server.shutdown().unwrap();
}
