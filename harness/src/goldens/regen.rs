//! `harness goldens regen`: rebuild the fixtures, make sure the reference venv
//! exists, and run the project's recorder scripts (scripts/reference/).
//! Recording is deterministic: single-threaded torch, fixed inputs, sorted
//! JSON; running it twice gives identical bytes.

use std::path::{Path, PathBuf};
use std::process::Command;

use anyhow::{bail, Context};

use crate::{cases, fixture, paths};

/// Where generated fixture checkpoints are kept between commands.
pub fn fixture_cache_dir() -> PathBuf {
    paths::repo_root().join("target").join("fixtures")
}

/// Generate (and pin-verify) a fixture into the cache; returns its folder.
pub fn ensure_fixture(name: &str) -> anyhow::Result<PathBuf> {
    let dir = fixture_cache_dir().join(name);
    fixture::make(name, &dir, false)?;
    Ok(dir)
}

fn run(cmd: &mut Command, what: &str) -> anyhow::Result<()> {
    tracing::info!("{what}: {cmd:?}");
    let status = cmd.status().with_context(|| format!("starting {what}"))?;
    if !status.success() {
        bail!("{what} failed ({status})");
    }
    Ok(())
}

pub fn regen(venv: Option<PathBuf>, only: &[String]) -> anyhow::Result<()> {
    let root = paths::repo_root();
    let venv = venv.unwrap_or_else(|| root.join(".venv-ref"));
    run(
        Command::new("bash").arg(root.join("scripts/reference/setup-venv.sh")).arg(&venv),
        "creating the reference venv",
    )?;
    let all = cases::load(&paths::cases_json())?;
    for name in only {
        if !all.iter().any(|c| &c.name == name) {
            bail!("no case named `{name}` in {}", paths::cases_json().display());
        }
    }
    let mut models: Vec<&str> = all.iter().map(|c| c.model.as_str()).collect();
    models.sort();
    models.dedup();
    for m in models {
        ensure_fixture(m)?;
    }
    let python = venv.join("bin").join("python");
    for script in ["record_hf.py", "record_mlx.py", "manifest.py"] {
        let mut cmd = recorder(&python, &root, script);
        for c in only {
            cmd.arg("--case").arg(c);
        }
        run(&mut cmd, script)?;
    }
    let report = super::verify::verify_all()?;
    println!("{report}");
    Ok(())
}

fn recorder(python: &Path, root: &Path, script: &str) -> Command {
    let mut cmd = Command::new(python);
    cmd.arg(root.join("scripts/reference").join(script))
        .arg("--root")
        .arg(root)
        .arg("--fixtures")
        .arg(fixture_cache_dir())
        .env("HF_HUB_OFFLINE", "1")
        .env("TRANSFORMERS_OFFLINE", "1")
        .env("PYTHONHASHSEED", "0")
        .env("OMP_NUM_THREADS", "1")
        .env("MKL_NUM_THREADS", "1")
        .env("TOKENIZERS_PARALLELISM", "false");
    cmd
}
