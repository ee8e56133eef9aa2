//! The production modes are verified sharply: the engine in bf16 against
//! the oracle's bf16 twin passes every stage of every case under the pair's
//! bounds (set from measured error, `harness/src/diff/tolerance/production.rs`), and
//! a plausible decode-attention bug that a bound made for bf16 against f32
//! let through (a row no longer attending to its most recent cached token)
//! fails the diff at the decode logits or earlier on nearly every case.

use contracts::Stage;
use harness::diff::tolerance::{Mode, Precision};
use harness::diff::{self, Source, Sources};
use harness::{cases, paths};

#[test]
fn bf16_passes_against_its_twin_and_hf_on_every_case() {
    let all = cases::load(&paths::cases_json()).unwrap();
    let pairs = diff::pairs_among(&[Source::Engine, Source::Oracle, Source::Hf]);
    let r = diff::run(&all, &pairs, &Stage::ALL, Precision::Bf16, &mut Sources::default()).unwrap();
    assert!(!r.failed(), "{}", diff::table::render(&r));
    // The pair engine-oracle is held to the twin's bounds: far under
    // bf16's against f32 (5e-2 for the logits), so the near-tie bound of
    // its tokens is too.
    let mode = Mode::between(
        Precision::Bf16,
        Precision::Bf16,
        diff::sources::engine_target(Precision::Bf16, &Default::default()),
    );
    assert!(matches!(mode, Mode::Bf16Pair { .. }));
    for case in &r.cases {
        let twin = case.pairs.iter().find(|p| p.reference == Source::Oracle).unwrap();
        let hf = case.pairs.iter().find(|p| p.candidate == Source::Engine && p.reference == Source::Hf).unwrap();
        assert!(twin.near_tie_bound < hf.near_tie_bound / 1.5, "{}", case.case);
    }
    // Every float stage's worst error, engine against its twin, sits under
    // its bound, with the room recorded in the report.
    let spread = r.spread.stages();
    assert!(spread.iter().any(|w| w.pair == "engine-oracle" && w.stage == Stage::DecodeLogits));
    for w in spread {
        assert!(w.error <= w.bound, "{w:?}");
    }
}

#[test]
fn a_dropped_cached_cell_fails_bf16_at_the_decode_logits_on_13_of_14_cases() {
    let all = cases::load(&paths::cases_json()).unwrap();
    let pairs = diff::pairs_among(&[Source::Engine, Source::Oracle]);
    let mut sources = Sources::default();
    sources.engine_faults = engine::faults::Faults { drop_last_cached_cell: true, ..engine::faults::Faults::NONE };
    let r = diff::run(&all, &pairs, &Stage::ALL, Precision::Bf16, &mut sources).unwrap();
    let mut caught = Vec::new();
    for case in &r.cases {
        let d = case.pairs[0].first_divergence.as_ref();
        // A decode step reads the cache first: the fault cannot show
        // before the decode logits.
        assert!(d.is_none_or(|d| d.stage >= Stage::DecodeLogits), "{}: {d:?}", case.case);
        if d.is_some_and(|d| d.stage == Stage::DecodeLogits) {
            caught.push(case.case.clone());
        }
    }
    eprintln!("caught at the decode logits on {} of {} cases", caught.len(), all.len());
    assert!(caught.len() >= 13, "caught at the decode logits on {} of {} cases: {caught:?}", caught.len(), all.len());
}
