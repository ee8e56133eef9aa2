//! The `engine` binary's command line: flags users rely on are documented
//! where they look (`--help`), with their defaults.

use std::process::Command;

fn help(sub: &str) -> String {
    let out = Command::new(env!("CARGO_BIN_EXE_engine")).args([sub, "--help"]).output().unwrap();
    assert!(out.status.success(), "engine {sub} --help failed");
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn run_and_serve_document_the_image_bound_and_its_default() {
    for sub in ["run", "serve"] {
        let h = help(sub);
        assert!(h.contains("--max-pixels"), "engine {sub} --help lacks --max-pixels:\n{h}");
        assert!(h.contains("802,816"), "engine {sub} --help does not state the default bound:\n{h}");
        assert!(h.contains("smart_resize"), "engine {sub} --help does not say how larger images are treated:\n{h}");
    }
}

#[test]
fn a_bound_that_is_not_a_number_is_refused_by_the_parser() {
    let out = Command::new(env!("CARGO_BIN_EXE_engine")).args(["run", "--model", "m", "--prompt", "p", "--max-pixels", "lots"]).output().unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--max-pixels"), "{err}");
}
