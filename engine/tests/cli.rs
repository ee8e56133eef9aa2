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

#[test]
fn every_command_that_builds_modules_takes_the_kernel_choice() {
    for sub in ["run", "serve", "compile", "bench"] {
        let h = help(sub);
        assert!(h.contains("--kernels <SPEC>"), "{sub}: {h}");
        assert!(h.contains("QWEN_ENGINE_KERNELS") && h.contains("amx=auto|off|emulated"), "{sub}: {h}");
    }
}

/// `engine ARGS` with `env` set, expected to fail: its stderr.
fn refused(args: &[&str], env: &[(&str, &str)]) -> String {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_engine"));
    cmd.args(args);
    for (k, v) in env {
        cmd.env(k, v);
    }
    let out = cmd.output().unwrap();
    assert!(!out.status.success(), "{args:?} {env:?} succeeded");
    String::from_utf8_lossy(&out.stderr).into_owned()
}

#[test]
fn a_bad_kernel_choice_is_refused_naming_what_is_allowed_before_anything_loads() {
    let run = ["run", "--model", "/nonexistent-model", "--prompt", "hi"];
    let e = refused(&[&run[..], &["--kernels", "fma=sometimes"]].concat(), &[]);
    assert!(e.contains("fma=\"sometimes\" is not allowed (allowed: auto, on, off)"), "{e}");
    assert!(!e.contains("nonexistent-model"), "the model was touched first: {e}");
    let e = refused(&["compile", "--model", "/nonexistent-model", "--kernels", "gemv=off"], &[]);
    assert!(e.contains("unknown switch \"gemv\"") && e.contains("decode-bf16"), "{e}");
    // The environment's value is checked the same way, and the flag wins over it.
    let e = refused(&run, &[("QWEN_ENGINE_KERNELS", "amx=0")]);
    assert!(e.contains("allowed: auto, off, emulated"), "{e}");
    let e = refused(&[&run[..], &["--kernels", "amx=off"]].concat(), &[("QWEN_ENGINE_KERNELS", "amx=off")]);
    assert!(e.contains("nonexistent-model"), "a valid choice went on to the model: {e}");
}

#[test]
fn a_retired_kernel_variable_is_an_error_naming_its_replacement() {
    let e = refused(&["bench", "--model", "/nonexistent-model"], &[("QWEN_ENGINE_OWN_FMA", "0")]);
    assert!(e.contains("QWEN_ENGINE_OWN_FMA is no longer read") && e.contains("QWEN_ENGINE_KERNELS=fma=on|off"), "{e}");
    let e = refused(&["serve", "--model", "/nonexistent-model", "--port", "0"], &[("QWEN_ENGINE_OWN_GEMV", "0")]);
    assert!(e.contains("decode-bf16=off,decode-int8=off,prefill-int8=off"), "{e}");
}
