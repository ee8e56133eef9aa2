//! Compiled-module cache.
//!
//! An artifact's identity is the SHA-256 of everything that decides its
//! bytes: the emitted MLIR (which spells every dimension, dtype, bucket and
//! parameter name of the checkpoint's config, and every product the kernel
//! choice puts on the engine's own kernels, with their objects'
//! content-hashed names), the emitter version, the compiler's version,
//! flags and target. The record also names the kernel choice and what it
//! resolved to (`kernels`), for whoever reads the cache. `KEY.vmfb` sits beside `KEY.json`,
//! which records the identity and the vmfb's own SHA-256; both are written
//! under temporary names and renamed into place. A vmfb whose hash does not
//! match its record (truncated, corrupted, stale) is rebuilt, never loaded.

use std::path::{Path, PathBuf};

use sha2::{Digest, Sha256};

use crate::checkpoint::quantize::{self, QuantizeError, Q8_SCOPE};
use crate::checkpoint::weights::WeightIndex;
use crate::iree::{archive, CompileError, Compiler, CompilerOptions, IreeError, ParameterScope};

/// Bump when the emitter changes what it writes for the same inputs.
pub const EMITTER_VERSION: &str = "1";

#[derive(Debug, thiserror::Error)]
pub enum ArtifactError {
    #[error(transparent)]
    Compile(#[from] CompileError),
    #[error("preparing parameters: {0}")]
    Parameters(#[from] IreeError),
    #[error("preparing int8 weights: {0}")]
    Quantize(#[from] QuantizeError),
    #[error("artifact cache {path}: {source}")]
    Io { path: PathBuf, source: std::io::Error },
}

pub struct ArtifactCache {
    dir: PathBuf,
    compiler: Compiler,
    compiler_version: String,
    /// What `--iree-llvmcpu-target-cpu=host` resolves to on this machine.
    host_cpu: String,
}

/// This machine's CPU as code generated for `host` depends on it: the model
/// name and the feature flags the kernel reports (x86 `flags`, Arm
/// `Features`), plus the architecture. A cache copied to a machine with
/// other features gets other keys, so it never loads code it cannot run.
pub fn host_cpu_identity() -> String {
    let info = std::fs::read_to_string("/proc/cpuinfo").unwrap_or_default();
    let field = |name: &str| {
        info.lines().find_map(|l| {
            let (k, v) = l.split_once(':')?;
            (k.trim() == name).then(|| v.trim().to_owned())
        })
    };
    let mut flags: Vec<&str> = Vec::new();
    let features = field("flags").or_else(|| field("Features")).unwrap_or_default();
    flags.extend(features.split_whitespace());
    flags.sort_unstable();
    format!(
        "{} | {} | {}",
        std::env::consts::ARCH,
        field("model name").or_else(|| field("CPU part")).unwrap_or_default(),
        flags.join(" ")
    )
}

fn sha256_hex(bytes: &[u8]) -> String {
    hex::encode(Sha256::digest(bytes))
}

/// The default cache folder: `$QWEN_ENGINE_CACHE`, else `target/engine-cache`
/// in the repository.
pub fn default_dir() -> PathBuf {
    std::env::var_os("QWEN_ENGINE_CACHE")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("../target/engine-cache"))
}

/// The identity of a compiled module: emitter, compiler, flags, the MLIR,
/// and, for `target-cpu=host`, the CPU that `host` means here.
fn key_for(compiler_version: &str, host_cpu: &str, mlir: &str, options: &CompilerOptions) -> String {
    let target = if options.target_cpu == "host" { host_cpu } else { options.target_cpu.as_str() };
    let identity = serde_json::json!({
        "emitter": EMITTER_VERSION,
        "compiler": compiler_version,
        "flags": options.flags(),
        "target_cpu": target,
        "mlir_sha256": sha256_hex(mlir.as_bytes()),
    });
    sha256_hex(identity.to_string().as_bytes())
}

impl ArtifactCache {
    pub fn new(dir: PathBuf, compiler: Compiler) -> Result<Self, ArtifactError> {
        std::fs::create_dir_all(&dir).map_err(|source| ArtifactError::Io { path: dir.clone(), source })?;
        let compiler_version = compiler.version()?;
        Ok(ArtifactCache { dir, compiler, compiler_version, host_cpu: host_cpu_identity() })
    }

    pub fn key(&self, mlir: &str, options: &CompilerOptions) -> String {
        key_for(&self.compiler_version, &self.host_cpu, mlir, options)
    }

    pub fn path_of(&self, key: &str) -> PathBuf {
        self.dir.join(format!("{key}.vmfb"))
    }

    /// The compiled module for `mlir`, from the cache when intact.
    pub fn get_or_compile(&self, mlir: &str, options: &CompilerOptions) -> Result<Vec<u8>, ArtifactError> {
        let key = self.key(mlir, options);
        let (vmfb_path, record_path) = (self.path_of(&key), self.dir.join(format!("{key}.json")));
        if let (Ok(bytes), Ok(record)) = (std::fs::read(&vmfb_path), std::fs::read_to_string(&record_path)) {
            let expected = serde_json::from_str::<serde_json::Value>(&record)
                .ok()
                .and_then(|v| v["vmfb_sha256"].as_str().map(str::to_owned));
            if expected.as_deref() == Some(sha256_hex(&bytes).as_str()) {
                return Ok(bytes);
            }
            tracing::warn!("artifact {} does not match its record; rebuilding", vmfb_path.display());
        }
        let bytes = self.compiler.compile(mlir, options)?;
        let record = serde_json::json!({
            "emitter": EMITTER_VERSION,
            "compiler": self.compiler_version,
            "flags": options.flags(),
            "target_cpu": self.host_cpu,
            "mlir_sha256": sha256_hex(mlir.as_bytes()),
            "kernels": options.kernels,
            "vmfb_sha256": sha256_hex(&bytes),
        });
        self.publish(&vmfb_path, &bytes)?;
        self.publish(&record_path, serde_json::to_string_pretty(&record).expect("json").as_bytes())?;
        Ok(bytes)
    }

    /// `scope` served from 64-byte aligned files, so IREE imports each
    /// parameter from the mapping instead of copying it: the checkpoint's own
    /// files when already aligned, else an aligned archive written here once
    /// (see [`archive::aligned_archive`]).
    pub fn parameters(&self, scope: ParameterScope) -> Result<ParameterScope, ArtifactError> {
        let bar = ByteBar::default();
        let files = archive::aligned_archive(&scope.files, &self.dir, |bytes| {
            bar.start(
                bytes,
                format!(
                    "first use of this checkpoint: writing its weights, 64-byte aligned, into {}",
                    self.dir.display()
                ),
            )
        });
        bar.finish();
        Ok(ParameterScope { files: files?, ..scope })
    }

    /// The int8 weights the emitted graphs declared through
    /// [`WeightIndex::declare_q8`], served from their quantized archive
    /// (written here once, with a progress bar; see
    /// [`quantize::quantized_archive`]); `None` when no graph reads any.
    pub fn quantized(
        &self,
        w: &WeightIndex,
        keep: impl Fn(&str) -> bool,
    ) -> Result<Option<ParameterScope>, ArtifactError> {
        let tensors = w.quantized(keep);
        if tensors.is_empty() {
            return Ok(None);
        }
        let bar = ByteBar::default();
        let path = quantize::quantized_archive(&tensors, w.files(), &self.dir, |bytes| {
            let what = format!(
                "first use of int8 mode with this checkpoint: quantizing {} weights into {}",
                tensors.len(),
                self.dir.display()
            );
            bar.start(bytes, what)
        });
        bar.finish();
        Ok(Some(ParameterScope { scope: Q8_SCOPE.into(), files: vec![path?] }))
    }

    fn publish(&self, path: &Path, bytes: &[u8]) -> Result<(), ArtifactError> {
        let tmp = path.with_extension(format!("tmp-{}", std::process::id()));
        let io = |source| ArtifactError::Io { path: path.to_path_buf(), source };
        std::fs::write(&tmp, bytes).map_err(io)?;
        std::fs::rename(&tmp, path).map_err(io)
    }
}

/// A byte progress bar for a first preparation, started only if one runs.
#[derive(Default)]
struct ByteBar(std::cell::RefCell<Option<indicatif::ProgressBar>>);

impl ByteBar {
    /// Show a bar of `total` bytes under `message`; returns its progress function.
    fn start(&self, total: u64, message: String) -> impl FnMut(u64) {
        let b = indicatif::ProgressBar::new(total);
        b.set_style(
            indicatif::ProgressStyle::with_template(
                "{msg}\n{wide_bar} {bytes}/{total_bytes} ({bytes_per_sec}, {elapsed}, eta {eta})",
            )
            .expect("template"),
        );
        b.set_message(message);
        *self.0.borrow_mut() = Some(b.clone());
        move |done| b.set_position(done)
    }

    fn finish(self) {
        if let Some(b) = self.0.into_inner() {
            b.finish_and_clear();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_module_compiled_for_host_is_keyed_by_the_cpu_host_means() {
        let o = CompilerOptions::default();
        assert_eq!(o.target_cpu, "host");
        let a = key_for("3.13.0", "x86_64 | Xeon | avx2 avx512f", "module {}", &o);
        assert_eq!(a, key_for("3.13.0", "x86_64 | Xeon | avx2 avx512f", "module {}", &o));
        assert_ne!(a, key_for("3.13.0", "x86_64 | Xeon | avx2", "module {}", &o), "other CPU features, other key");
        assert_ne!(a, key_for("3.13.1", "x86_64 | Xeon | avx2 avx512f", "module {}", &o));
        assert_ne!(a, key_for("3.13.0", "x86_64 | Xeon | avx2 avx512f", "module { }", &o));
        // A named target does not depend on the machine.
        let named = CompilerOptions { target_cpu: "znver4".into(), ..CompilerOptions::default() };
        assert_eq!(key_for("3.13.0", "one cpu", "m", &named), key_for("3.13.0", "another cpu", "m", &named));
        // This machine's identity names its architecture and features.
        let here = host_cpu_identity();
        assert!(here.starts_with(std::env::consts::ARCH), "{here}");
        if cfg!(all(target_os = "linux", target_arch = "x86_64")) {
            assert!(here.contains("sse2"), "{here}");
        }
    }
}
