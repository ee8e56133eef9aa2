//! Every injected fault is localised to the stage where it first shows.

#[test]
fn every_injected_fault_is_localised_to_its_first_divergent_stage() {
    let outcomes = harness::selftest::run_all().unwrap();
    assert_eq!(outcomes.len(), 14);
    assert!(outcomes.iter().any(|o| o.fault.starts_with("int8")), "an int8 fault is injected");
    // The engine's faults in both production modes, each against the
    // oracle's twin of the mode.
    use harness::diff::tolerance::Precision;
    for p in [Precision::Bf16, Precision::Int8] {
        let engine_faults = outcomes.iter().filter(|o| o.precision == p && o.result.candidate.name() == "engine");
        assert_eq!(engine_faults.count(), if p == Precision::Int8 { 4 } else { 3 });
    }
    for o in &outcomes {
        assert!(o.ok, "{}: expected {}, found {:?} ({})", o.fault, o.expected, o.found, o.detail);
    }
}
