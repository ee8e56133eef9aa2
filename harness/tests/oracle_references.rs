//! Every oracle module that models part of Qwen2-VL cites what it mirrors:
//! the Hugging Face transformers file and function, at the version the
//! goldens are recorded with (`scripts/reference/setup-venv.sh`), or says it
//! has no HF counterpart. A new module without its citation, or a version
//! bump in the reference venv that the citations do not follow, fails here.

use std::path::Path;

use harness::paths;

/// The oracle's plumbing, which mirrors nothing: the command line, the
/// binary, the crate root and the selftest's fault switches.
const PLUMBING: [&str; 4] = ["cli.rs", "main.rs", "lib.rs", "faults.rs"];

fn pinned_transformers() -> String {
    let venv = std::fs::read_to_string(paths::repo_root().join("scripts/reference/setup-venv.sh"))
        .expect("scripts/reference/setup-venv.sh reads");
    let at = venv.find("transformers==").expect("setup-venv.sh pins transformers==VERSION");
    venv[at + "transformers==".len()..].split_whitespace().next().expect("a version after ==").to_owned()
}

fn module_doc(path: &Path) -> String {
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    text.lines()
        .take_while(|l| l.starts_with("//!"))
        .map(|l| l.trim_start_matches("//!").trim())
        .collect::<Vec<_>>()
        .join(" ")
}

fn oracle_modules() -> Vec<std::path::PathBuf> {
    let src = paths::repo_root().join("oracle/src");
    let mut out = Vec::new();
    for dir in [src.clone(), src.join("preprocess")] {
        for entry in std::fs::read_dir(&dir).expect("oracle/src lists") {
            let path = entry.expect("an entry").path();
            if path.extension().is_some_and(|e| e == "rs") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

#[test]
fn every_oracle_model_module_cites_the_pinned_transformers_source_it_mirrors() {
    let version = pinned_transformers();
    assert!(version.starts_with('5'), "unexpected transformers pin {version}");
    let cited = format!("Mirrors (transformers {version}");
    let (mut checked, mut missing) = (0, Vec::new());
    for path in oracle_modules() {
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if PLUMBING.contains(&name.as_str()) && path.parent().is_some_and(|p| p.ends_with("src")) {
            continue;
        }
        checked += 1;
        let doc = module_doc(&path);
        let ok = if doc.contains("Mirrors: no HF counterpart") {
            true
        } else {
            doc.contains(&cited) && doc.contains("`transformers/") && doc.contains(".py`")
        };
        if !ok {
            missing.push(path.strip_prefix(paths::repo_root()).unwrap_or(&path).display().to_string());
        }
    }
    assert!(checked >= 13, "only {checked} oracle modules found: the scan is looking in the wrong place");
    assert!(missing.is_empty(), "oracle modules without `{cited}): file, function` in their module doc: {missing:?}");
}
