//! `engine bench`'s memory figures: the language model's peak RSS is the
//! model's, not the bandwidth probe's that the CLI runs before it (1 GiB
//! read; on the tiny fixture the bench reported a 1.08 GB peak beside a
//! 0.07 GB model until the window was reset, 2026-12-07).
//!
//! One test in a binary of its own: VmHWM is the whole process's.

use engine::bench::{bench_lm, measure_read_bandwidth_gbs, peak_rss, LmBenchConfig};
use engine::precision::Precision;
use harness::goldens::regen::ensure_fixture;

const GIB: u64 = 1 << 30;

#[test]
fn the_lm_peak_rss_leaves_out_the_bandwidth_probe_before_it() {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let gbs = measure_read_bandwidth_gbs();
    assert!(gbs > 0.0, "{gbs}");
    let Some(after_probe) = peak_rss() else {
        eprintln!("no VmHWM on this platform: nothing to check");
        return;
    };
    assert!(
        after_probe >= GIB,
        "the probe's 1 GiB is not in VmHWM ({after_probe} bytes): the check below proves nothing"
    );
    let cfg = LmBenchConfig {
        precision: Precision::F32,
        kernels: Default::default(),
        context: None,
        prompt_tokens: 16,
        slots: vec![1, 2],
        steps: 2,
        chunk: 512,
    };
    let r = bench_lm(&dir, &cfg).unwrap();
    assert_eq!(r.decode.len(), 2);
    let peak = r.peak_rss.expect("VmHWM was readable above");
    let loaded = r.loaded_rss.expect("VmRSS with VmHWM");
    assert!(peak >= loaded, "peak {peak} below the loaded RSS {loaded}");
    assert!(peak < GIB / 2, "the tiny model's peak RSS {peak} bytes still holds the probe's 1 GiB");
}
