//! The property targets of `harness fuzz` (harness/src/fuzz.rs), a few
//! thousand cases each in CI; `harness fuzz --cases 100000` runs them at
//! scale (docs/verification.md).

use harness::fuzz::{run, TARGETS};

/// Cases per target in CI: enough to reach the malformed corners (stray
/// placeholders, wrong field types, truncated headers) every run, in seconds.
const CASES: u32 = 2_000;

#[test]
fn every_fuzz_target_holds_its_properties_on_random_inputs() {
    for target in TARGETS {
        run(target, CASES, 0x5eed).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn an_unknown_target_is_named_with_the_list() {
    let e = run("nope", 1, 0).unwrap_err();
    assert!(e.contains("'nope'") && e.contains("placeholders"), "{e}");
}

/// The inputs the mutations start from are accepted, so the properties on
/// accepted inputs are exercised (and a parser that refused everything
/// would fail here).
#[test]
fn the_unmutated_request_and_configs_are_accepted() {
    harness::fuzz::check_request(harness::fuzz::valid_request()).unwrap();
    harness::fuzz::check_config(harness::fuzz::base_configs()).unwrap();
    let (model, pre) = harness::fuzz::base_configs();
    assert!(contracts::config::ModelConfig::from_value(&model).is_ok());
    assert!(contracts::config::PreprocessorConfig::from_value(&pre).is_ok());
}
