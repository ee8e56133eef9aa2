//! `harness goldens regen`: rebuild the fixtures, make sure the reference venv
//! exists, and run the project's recorder scripts (scripts/reference/).
//! Recording is deterministic: single-threaded torch, fixed inputs, sorted
//! JSON; running it twice gives identical bytes.

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::Mutex;

use anyhow::{bail, Context};

use crate::{cases, fixture, paths};

/// Where generated fixture checkpoints are kept between commands.
pub fn fixture_cache_dir() -> PathBuf {
    paths::repo_root().join("target").join("fixtures")
}

/// The pinned fixture `name` in the cache (`target/fixtures/NAME`): reused
/// when every file matches its pin, otherwise generated into a private
/// folder and renamed into place, so concurrent callers (parallel tests)
/// never see a half-written folder.
pub fn ensure_fixture(name: &str) -> anyhow::Result<PathBuf> {
    static VERIFIED: Mutex<BTreeSet<String>> = Mutex::new(BTreeSet::new());
    let dir = fixture_cache_dir().join(name);
    if VERIFIED.lock().expect("fixture cache lock").contains(name) {
        return Ok(dir);
    }
    if !matches_pins(name, &dir)? {
        static COUNTER: AtomicUsize = AtomicUsize::new(0);
        let n = COUNTER.fetch_add(1, Ordering::Relaxed);
        let tmp = fixture_cache_dir().join(format!(".{name}.tmp-{}-{n}", std::process::id()));
        let _ = std::fs::remove_dir_all(&tmp);
        fixture::make(name, &tmp, false)?;
        if matches_pins(name, &dir)? {
            // Published meanwhile by another caller: keep theirs.
            let _ = std::fs::remove_dir_all(&tmp);
            VERIFIED.lock().expect("fixture cache lock").insert(name.to_string());
            return Ok(dir);
        }
        let _ = std::fs::remove_dir_all(&dir);
        if std::fs::rename(&tmp, &dir).is_err() {
            // Another caller published it first; theirs must match the pins too.
            let _ = std::fs::remove_dir_all(&tmp);
            anyhow::ensure!(matches_pins(name, &dir)?, "fixture cache {} does not match its pins", dir.display());
        }
    }
    VERIFIED.lock().expect("fixture cache lock").insert(name.to_string());
    Ok(dir)
}

/// Whether `dir` holds exactly the pinned files of fixture `name`.
fn matches_pins(name: &str, dir: &Path) -> anyhow::Result<bool> {
    let Some(pins) = fixture::load_pins(name)? else { anyhow::bail!("fixture {name} has no pins.json") };
    for (file, sha) in &pins {
        match fixture::sha256_file(&dir.join(file)) {
            Ok(h) if &h == sha => {}
            _ => return Ok(false),
        }
    }
    Ok(true)
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
    if only.is_empty() {
        // HF's processor on photo-sized images within max_pixels bounds,
        // and HF's RGB pixels of the PNG probes (which it rewrites).
        for script in ["record_resize.py", "record_png.py"] {
            run(&mut recorder(&python, &root, script), script)?;
        }
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
