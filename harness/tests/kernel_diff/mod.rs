//! What the end-to-end tests of the engine's prefill kernels share
//! (`engine_amx_emulated.rs`, `engine_fma.rs`): the diff of the engine
//! against the oracle and HF over an image case and a text-only Qwen2
//! case, prefilled in chunks the kernels take.

use contracts::Stage;
use engine::numerics::KernelChoice;
use harness::diff::{self, tolerance::Precision, Source, Sources, Status};
use harness::{cases, paths};

/// The engine's sources with prefill chunks of at most 16 tokens: the
/// cases' prompts (about 40 tokens) are prefilled in 16-token chunks (16
/// bf16 rows, 32 int8 digit rows: more than decode's kernels take) and a
/// tail of 2-token ones, so the kernels run in the diffed prefill. (The
/// harness's default largest chunk, 64, would prefill these prompts in
/// 8-token chunks on decode's kernels.)
fn sources(kernels: KernelChoice) -> Sources {
    let mut sources = Sources::default();
    sources.engine_chunk = Some(16);
    sources.engine_kernels = kernels;
    sources
}

/// The image case and the text-only Qwen2 case.
fn two_cases() -> Vec<cases::Case> {
    let all: Vec<_> = cases::load(&paths::cases_json())
        .unwrap()
        .into_iter()
        .filter(|c| c.name == "one-image" || c.name == "text-only-qwen2")
        .collect();
    assert_eq!(all.len(), 2);
    all
}

/// The diff of the engine against the oracle and HF over every stage of
/// [`two_cases`] in `precision`, its modules built with `kernels`, passes
/// its policy, prefill's logits, the KV and the tokens included.
pub fn diff_passes(precision: Precision, kernels: KernelChoice) {
    let pairs = diff::pairs_among(&[Source::Engine, Source::Oracle, Source::Hf]);
    let r = diff::run(&two_cases(), &pairs, &Stage::ALL, precision, &mut sources(kernels)).unwrap();
    assert!(!r.failed(), "{}", diff::table::render(&r));
    for case in &r.cases {
        for pair in case.pairs.iter().filter(|p| p.candidate == Source::Engine) {
            for stage in [Stage::PrefillLogits, Stage::Kv, Stage::Tokens] {
                let s = pair.stages.iter().find(|s| s.stage == stage).unwrap();
                assert_eq!(s.status, Status::Pass, "{} {} {stage}", case.case, pair.pair);
            }
        }
    }
}
