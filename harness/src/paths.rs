//! Where the project's committed inputs live. The repository root is taken
//! from `QWEN_REPO_ROOT` when set, otherwise from this crate's location.

use std::path::{Path, PathBuf};

pub fn repo_root() -> PathBuf {
    if let Some(p) = std::env::var_os("QWEN_REPO_ROOT") {
        return PathBuf::from(p);
    }
    Path::new(env!("CARGO_MANIFEST_DIR")).parent().expect("harness/ has a parent").to_path_buf()
}

pub fn fixtures() -> PathBuf {
    repo_root().join("fixtures")
}

pub fn model_spec_dir(name: &str) -> PathBuf {
    fixtures().join("models").join(name)
}

pub fn tokenizer_json() -> PathBuf {
    fixtures().join("tokenizer").join("tokenizer.json")
}

pub fn goldens() -> PathBuf {
    repo_root().join("goldens")
}

pub fn cases_json() -> PathBuf {
    fixtures().join("cases.json")
}
