//! How fast this CPU issues the two instructions a bf16 weight product can
//! run on: `vdpbf16ps` (IREE's bf16 tiles, 64 flops an instruction) and
//! `vfmadd231ps` (the engine's FMA kernel, [`crate::emit::fma`], 32 flops an
//! instruction on bf16 values widened to f32). Which is faster differs by
//! CPU: some issue `vdpbf16ps` once per 2 cycles and FMAs twice a cycle
//! (the Intel Xeon of `docs/measurements/2026-12-05-to-07-intel-xeon.md`), so there FMAs do the work in half the
//! cycles, while a core that issues both at one rate (AMD Zen 4,
//! `docs/measurements/2026-12-07-amd-zen4.md`) does twice the work with
//! the bf16 pairs. So the engine measures, once per process, rather than
//! guessing from the vendor.

use std::time::Instant;

/// The two rates in flops per second, measured by [`measure`].
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct IssueRates {
    pub bf16_pairs: f64,
    pub f32_fma: f64,
}

impl IssueRates {
    /// Whether f32 FMAs do a bf16 product's flops at least 1.25x as fast
    /// as `vdpbf16ps` (a margin well over a probe's noise: the measured
    /// ratios are 2x either way).
    pub fn fma_pays(self) -> bool {
        self.f32_fma >= 1.25 * self.bf16_pairs
    }
}

/// Chains per loop: independent accumulators, more than either
/// instruction's latency times its issue rate.
const CHAINS: usize = 16;
const ITERATIONS: usize = 10_000;
const ROUNDS: usize = 8;

/// Both rates on this core, the best of 8 short runs each (~2 ms in all);
/// `None` where the CPU lacks AVX-512F or `avx512bf16`.
#[cfg(target_arch = "x86_64")]
pub fn measure() -> Option<IssueRates> {
    if !(std::arch::is_x86_feature_detected!("avx512f") && std::arch::is_x86_feature_detected!("avx512bf16")) {
        return None;
    }
    let time = |run: unsafe fn()| {
        let t = Instant::now();
        // SAFETY: the features each loop needs were detected above.
        unsafe { run() };
        t.elapsed().as_secs_f64()
    };
    // Alternated, the best of each: a clock that ramps up during the
    // probe favours neither.
    let (mut pairs, mut fma) = (f64::INFINITY, f64::INFINITY);
    for _ in 0..ROUNDS {
        pairs = pairs.min(time(pairs_loop));
        fma = fma.min(time(fma_loop));
    }
    let instructions = (CHAINS * ITERATIONS) as f64;
    Some(IssueRates { bf16_pairs: instructions * 64.0 / pairs, f32_fma: instructions * 32.0 / fma })
}

#[cfg(not(target_arch = "x86_64"))]
pub fn measure() -> Option<IssueRates> {
    None
}

/// `ITERATIONS` rounds of one `INSTRUCTION` (AT&T operands `%zmm16,
/// %zmm17, %zmmN`) into each of 16 accumulators zmm0-zmm15, every register
/// zeroed first (zeros: no denormal assists), in assembly so that the loop
/// is exactly that (a compiler keeps an array of accumulators partly in
/// memory).
macro_rules! issue_loop {
    ($name:ident, $features:literal, $instruction:literal) => {
        #[cfg(target_arch = "x86_64")]
        #[target_feature(enable = $features)]
        unsafe fn $name() {
            std::arch::asm!(
                "vpxord zmm16, zmm16, zmm16",
                "vpxord zmm17, zmm17, zmm17",
                "vpxord zmm0, zmm0, zmm0", "vpxord zmm1, zmm1, zmm1", "vpxord zmm2, zmm2, zmm2",
                "vpxord zmm3, zmm3, zmm3", "vpxord zmm4, zmm4, zmm4", "vpxord zmm5, zmm5, zmm5",
                "vpxord zmm6, zmm6, zmm6", "vpxord zmm7, zmm7, zmm7", "vpxord zmm8, zmm8, zmm8",
                "vpxord zmm9, zmm9, zmm9", "vpxord zmm10, zmm10, zmm10", "vpxord zmm11, zmm11, zmm11",
                "vpxord zmm12, zmm12, zmm12", "vpxord zmm13, zmm13, zmm13", "vpxord zmm14, zmm14, zmm14",
                "vpxord zmm15, zmm15, zmm15",
                "2:",
                concat!($instruction, " zmm0, zmm16, zmm17"), concat!($instruction, " zmm1, zmm16, zmm17"),
                concat!($instruction, " zmm2, zmm16, zmm17"), concat!($instruction, " zmm3, zmm16, zmm17"),
                concat!($instruction, " zmm4, zmm16, zmm17"), concat!($instruction, " zmm5, zmm16, zmm17"),
                concat!($instruction, " zmm6, zmm16, zmm17"), concat!($instruction, " zmm7, zmm16, zmm17"),
                concat!($instruction, " zmm8, zmm16, zmm17"), concat!($instruction, " zmm9, zmm16, zmm17"),
                concat!($instruction, " zmm10, zmm16, zmm17"), concat!($instruction, " zmm11, zmm16, zmm17"),
                concat!($instruction, " zmm12, zmm16, zmm17"), concat!($instruction, " zmm13, zmm16, zmm17"),
                concat!($instruction, " zmm14, zmm16, zmm17"), concat!($instruction, " zmm15, zmm16, zmm17"),
                "dec {n}",
                "jnz 2b",
                n = inout(reg) ITERATIONS => _,
                out("zmm0") _, out("zmm1") _, out("zmm2") _, out("zmm3") _, out("zmm4") _, out("zmm5") _,
                out("zmm6") _, out("zmm7") _, out("zmm8") _, out("zmm9") _, out("zmm10") _, out("zmm11") _,
                out("zmm12") _, out("zmm13") _, out("zmm14") _, out("zmm15") _, out("zmm16") _, out("zmm17") _,
                options(nostack, nomem),
            );
        }
    };
}

issue_loop!(pairs_loop, "avx512f,avx512bf16", "vdpbf16ps");
issue_loop!(fma_loop, "avx512f", "vfmadd231ps");

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fma_pays_only_with_a_clear_margin() {
        assert!(IssueRates { bf16_pairs: 82e9, f32_fma: 161e9 }.fma_pays());
        assert!(!IssueRates { bf16_pairs: 160e9, f32_fma: 80e9 }.fma_pays());
        assert!(!IssueRates { bf16_pairs: 100e9, f32_fma: 110e9 }.fma_pays(), "within noise: IREE's tiles");
    }

    #[test]
    fn both_rates_are_measured_where_the_cpu_has_both() {
        let Some(r) = measure() else {
            eprintln!("no avx512f + avx512bf16 here: nothing to measure");
            return;
        };
        assert!(r.bf16_pairs > 1e9 && r.f32_fma > 1e9, "{r:?}");
        eprintln!("{r:?}, FMA pays: {}", r.fma_pays());
    }
}
