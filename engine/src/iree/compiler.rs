//! Compiling StableHLO text to an IREE module (.vmfb) with `iree-compile`
//! from the `iree-base-compiler==3.13.0` wheel in the project venv.
//!
//! The compiler is found through `$IREE_COMPILE`, else the repository's
//! `.venv/bin/iree-compile` (installed by scripts/setup.sh), else `PATH`.
//! Diagnostics reach the caller verbatim as text.

use std::io::Write;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

#[derive(Debug, thiserror::Error)]
pub enum CompileError {
    #[error("iree-compile not found (set IREE_COMPILE or run scripts/setup.sh): {0}")]
    NotFound(String),
    #[error("running {program}: {source}")]
    Spawn { program: String, source: std::io::Error },
    #[error("iree-compile rejected the module:\n{diagnostics}")]
    Rejected { diagnostics: String },
}

/// Target and optimisation flags; part of a compiled artifact's identity.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CompilerOptions {
    /// `llvm-cpu` for the host CPU by default.
    pub backend: String,
    pub target_cpu: String,
    /// Pack weights into cache-friendly tiles once at load (needs parameters).
    pub data_tiling: bool,
    pub extra_flags: Vec<String>,
    /// The engine's own kernels the module may use, as chosen and as they
    /// resolved on this CPU (`numerics::Numerics::compiler_options`):
    /// recorded beside the artifact, not a flag. The kernels a module
    /// links are spelled in its text, which the identity hashes.
    pub kernels: String,
}

impl Default for CompilerOptions {
    fn default() -> Self {
        CompilerOptions {
            backend: "llvm-cpu".into(),
            target_cpu: "host".into(),
            data_tiling: true,
            extra_flags: env_flags(),
            kernels: String::new(),
        }
    }
}

/// Extra `iree-compile` flags from `$QWEN_ENGINE_IREE_FLAGS` (whitespace
/// separated), for experiments and profiling, e.g.
/// `--iree-llvmcpu-link-embedded=false` so `perf` can name each
/// dispatch. They are part of every artifact's identity, so modules built
/// with them never replace the default ones in the cache.
fn env_flags() -> Vec<String> {
    std::env::var("QWEN_ENGINE_IREE_FLAGS")
        .map(|v| v.split_whitespace().map(String::from).collect())
        .unwrap_or_default()
}

impl CompilerOptions {
    pub fn flags(&self) -> Vec<String> {
        let mut f = vec![
            "--iree-input-type=stablehlo".to_string(),
            "--iree-hal-target-device=local".to_string(),
            format!("--iree-hal-local-target-device-backends={}", self.backend),
            format!("--iree-llvmcpu-target-cpu={}", self.target_cpu),
        ];
        if self.data_tiling {
            f.push("--iree-opt-data-tiling".into());
        }

        f.extend(self.extra_flags.iter().cloned());
        f
    }
}

pub struct Compiler {
    program: PathBuf,
}

impl Compiler {
    pub fn locate() -> Result<Self, CompileError> {
        if let Some(p) = std::env::var_os("IREE_COMPILE") {
            return Ok(Compiler { program: PathBuf::from(p) });
        }
        let venv = Path::new(env!("CARGO_MANIFEST_DIR")).join("../.venv/bin/iree-compile");
        if venv.is_file() {
            return Ok(Compiler { program: venv });
        }
        match Command::new("iree-compile").arg("--version").stdout(Stdio::null()).stderr(Stdio::null()).status() {
            Ok(s) if s.success() => Ok(Compiler { program: PathBuf::from("iree-compile") }),
            _ => Err(CompileError::NotFound(format!("looked at $IREE_COMPILE, {} and PATH", venv.display()))),
        }
    }

    pub fn program(&self) -> &Path {
        &self.program
    }

    /// `iree-compile --version`, part of an artifact's identity.
    pub fn version(&self) -> Result<String, CompileError> {
        let out = Command::new(&self.program)
            .arg("--version")
            .output()
            .map_err(|source| CompileError::Spawn { program: self.program.display().to_string(), source })?;
        Ok(String::from_utf8_lossy(&out.stdout).trim().to_string())
    }

    /// Compile MLIR text; returns the .vmfb bytes.
    pub fn compile(&self, mlir: &str, options: &CompilerOptions) -> Result<Vec<u8>, CompileError> {
        let spawn_err = |source| CompileError::Spawn { program: self.program.display().to_string(), source };
        // The engine's own kernels ([`crate::kernels`]): the module
        // names their objects, iree-compile finds them in a folder of this
        // call's.
        let objects = match crate::kernels::objects().iter().any(|(name, _)| mlir.contains(name)) {
            true => Some(kernel_objects().map_err(spawn_err)?),
            false => None,
        };
        let search: Vec<String> = objects
            .iter()
            .map(|dir| format!("--iree-hal-executable-object-search-path={}", dir.path().display()))
            .collect();
        let mut child = Command::new(&self.program)
            .args(options.flags())
            .args(&search)
            .args(["-", "-o", "-"])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped())
            .spawn()
            .map_err(spawn_err)?;
        let mut stdin = child.stdin.take().expect("piped stdin");
        let text = mlir.to_string();
        let writer = std::thread::spawn(move || stdin.write_all(text.as_bytes()));
        let out = child.wait_with_output().map_err(spawn_err)?;
        let _ = writer.join();
        if !out.status.success() || out.stdout.is_empty() {
            return Err(CompileError::Rejected { diagnostics: String::from_utf8_lossy(&out.stderr).into_owned() });
        }
        Ok(out.stdout)
    }
}

/// A fresh folder holding the engine's kernel objects, removed on drop.
fn kernel_objects() -> std::io::Result<ObjectDir> {
    static NEXT: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);
    let n = NEXT.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let dir = std::env::temp_dir().join(format!("qwen-engine-objects-{}-{n}", std::process::id()));
    std::fs::create_dir_all(&dir)?;
    let held = ObjectDir(dir);
    for (name, bytes) in crate::kernels::objects() {
        std::fs::write(held.path().join(name), bytes)?;
    }
    Ok(held)
}

struct ObjectDir(PathBuf);

impl ObjectDir {
    fn path(&self) -> &Path {
        &self.0
    }
}

impl Drop for ObjectDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}
