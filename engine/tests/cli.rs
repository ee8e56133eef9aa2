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
    let out = Command::new(env!("CARGO_BIN_EXE_engine"))
        .args(["run", "--model", "m", "--prompt", "p", "--max-pixels", "lots"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--max-pixels"), "{err}");
}

#[test]
fn serve_documents_its_connection_limits_with_their_defaults() {
    let h = help("serve");
    for (flag, default) in [
        ("--max-connections", "512"),
        ("--header-timeout", "15"),
        ("--body-timeout", "60"),
        ("--shutdown-timeout", "30"),
    ] {
        let at = h.find(flag).unwrap_or_else(|| panic!("engine serve --help lacks {flag}:\n{h}"));
        let next = h[at + flag.len()..].find("\n      --").map_or(h.len(), |n| at + flag.len() + n);
        assert!(
            h[at..next].contains(&format!("[default: {default}]")),
            "{flag} does not show its default {default}:\n{}",
            &h[at..next]
        );
    }
    for flag in ["--max-buffered-body-bytes", "--cors-origin", "idle keep-alive"] {
        assert!(h.contains(flag), "engine serve --help lacks {flag}:\n{h}");
    }
}

#[test]
fn bad_connection_limits_are_refused_before_the_model_loads() {
    let serve = |extra: &[&str]| {
        let out = Command::new(env!("CARGO_BIN_EXE_engine"))
            .args(["serve", "--model", "/nonexistent-model", "--port", "0"])
            .args(extra)
            .output()
            .unwrap();
        assert!(!out.status.success(), "{extra:?} was accepted");
        String::from_utf8_lossy(&out.stderr).into_owned()
    };
    let e = serve(&["--header-timeout=-1"]);
    assert!(e.contains("--header-timeout") && e.contains("between 0 and 86400"), "{e}");
    let e = serve(&["--body-timeout", "0"]);
    assert!(e.contains("--body-timeout must be over 0 seconds"), "{e}");
    let e = serve(&["--cors-origin", "localhost:3000"]);
    assert!(e.contains("--cors-origin 'localhost:3000'"), "{e}");
    let e = serve(&["--max-body-bytes", "1000", "--max-buffered-body-bytes", "999"]);
    assert!(e.contains("could never be read"), "{e}");
    let e = serve(&["--max-connections", "0"]);
    assert!(e.contains("--max-connections must be at least 1"), "{e}");
    let e = serve(&["--max-connections", "100000000"]);
    assert!(e.contains("open files"), "{e}");
}

#[test]
fn bench_refuses_a_folder_without_a_checkpoint_before_measuring_anything() {
    let out = Command::new(env!("CARGO_BIN_EXE_engine"))
        .args(["bench", "--model", "/nonexistent-model", "--stage", "lm"])
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(err.contains("--model /nonexistent-model: no config.json there"), "{err}");
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(!stdout.contains("memory read bandwidth"), "measured the bandwidth first:\n{stdout}");
}
