// Each test binary uses a part of this module.
#![allow(dead_code, unused_macros, unused_imports)]

//! Tests that need an instruction this CPU may lack. Their binaries run on
//! libtest-mimic (`harness = false` in the crate's Cargo.toml) so that,
//! where the CPU lacks what a test needs, the test is reported as ignored,
//! with the reason, in the test output and in its `N ignored` count:
//! never as passed. (The built-in harness cannot decide at run time that
//! a test is skipped.) `harness/tests` uses this file too.

use libtest_mimic::{Arguments, Completion, Trial};

/// What a test needs of the CPU running it ([`engine::cpu::Instructions`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Need {
    Avx512f,
    /// `avx512bf16`: IREE packs bf16 weights for `vdpbf16ps`, the layout
    /// the bf16 kernels read.
    Bf16,
    /// `avx512vnni`: IREE packs int8 weights for `vpdpbusd`, the layout the
    /// int8 kernels read.
    Vnni,
    /// AMX-BF16 with the tile state granted to this process.
    AmxBf16,
    /// AMX-INT8 with the tile state granted to this process.
    AmxInt8,
}

impl Need {
    fn here(self) -> bool {
        let cpu = engine::cpu::instructions();
        match self {
            Need::Avx512f => cpu.avx512f,
            Need::Bf16 => cpu.bf16,
            Need::Vnni => cpu.u8s8,
            Need::AmxBf16 => cpu.amx_bf16,
            Need::AmxInt8 => cpu.amx_int8,
        }
    }

    fn name(self) -> &'static str {
        match self {
            Need::Avx512f => "AVX-512F",
            Need::Bf16 => "avx512bf16",
            Need::Vnni => "avx512vnni",
            Need::AmxBf16 => "AMX-BF16 with the tile state",
            Need::AmxInt8 => "AMX-INT8 with the tile state",
        }
    }
}

/// The test `name` running `f` where this CPU has every one of `needs`,
/// else ignored with the reason. A panic in `f` fails the test.
pub fn test(name: &str, needs: &[Need], f: impl FnOnce() + Send + 'static) -> Trial {
    let missing: Vec<&str> = needs.iter().filter(|n| !n.here()).map(|n| n.name()).collect();
    Trial::ignorable_test(name, move || {
        if !missing.is_empty() {
            return Ok(Completion::ignored_with(format!("this CPU lacks {}", missing.join(", "))));
        }
        f();
        Ok(Completion::Completed)
    })
}

/// Run `trials` as `cargo test` runs a test binary (its filters and
/// flags), the exit code the summary's.
pub fn run(trials: Vec<Trial>) -> std::process::ExitCode {
    libtest_mimic::run(&Arguments::from_args(), trials).exit_code()
}

/// `(name, function)` for each test function named.
macro_rules! named {
    ($($f:ident),* $(,)?) => {
        vec![$((stringify!($f), $f as fn())),*]
    };
}
pub(crate) use named;

/// Every one of `tests` needing `needs` ([`test`]).
pub fn each(needs: &[Need], tests: Vec<(&'static str, fn())>) -> Vec<Trial> {
    tests.into_iter().map(|(name, f)| test(name, needs, f)).collect()
}

/// Every one of `tests` once per build of what it checks, named
/// `build::test` and needing that build's needs; `select` gets the
/// build's value on the test's own thread before the test runs.
pub fn per_build<C: Copy + Send + 'static>(
    tests: &[(&'static str, fn())],
    builds: &[(C, &str, &[Need])],
    select: fn(C),
) -> Vec<Trial> {
    let mut trials = Vec::new();
    for &(value, build, needs) in builds {
        for &(name, f) in tests {
            trials.push(test(&format!("{build}::{name}"), needs, move || {
                select(value);
                f()
            }));
        }
    }
    trials
}
