//! `engine compile`: every module a checkpoint needs, compiled ahead of time.

use std::path::Path;

use crate::checkpoint::Checkpoint;
use crate::host::frontend::HostError;
use crate::text::lm::LmError;
use crate::vision::VisionError;

use super::{EngineError, EngineOptions};

/// Compile (or find in the cache) every module a checkpoint needs, with a
/// progress bar; returns how many modules there are. With `mlir_dir`, each
/// module's StableHLO is also written there as `NAME.mlir`, beside the
/// object of the engine's own kernel where a module links it
/// ([`crate::emit::gemv`]), so `iree-compile
/// --iree-hal-executable-object-search-path=DIR` compiles what was written.
pub fn compile_all(
    dir: &Path,
    options: &EngineOptions,
    mlir_dir: Option<&Path>,
    compile: bool,
) -> Result<usize, EngineError> {
    use crate::iree::CompilerOptions;
    use crate::text::graph as text;
    use crate::vision::graph as vision;
    let Checkpoint { config, weights, cache, .. } = Checkpoint::open(dir)?;
    let numerics = options.numerics();
    let mut jobs: Vec<(String, String, CompilerOptions)> = Vec::new();
    if let Some(v) = &config.vision {
        let blocks = vision::stage_blocks(v.depth);
        let buckets = crate::shapes::VisionBuckets::new(v.spatial_merge_size, options.max_patches)
            .map_err(|e| EngineError::Host(HostError::Options(e)))?;
        jobs.push((
            "vision".into(),
            vision::emit(v, &weights, &buckets.all(), numerics, &blocks).map_err(VisionError::from)?,
            numerics.compiler_options(),
        ));
    }
    let shape = options.lm_shape(config.text.max_position_embeddings)?;
    let lm = text::emit(&config.text, &weights, &shape, numerics).map_err(LmError::from)?;
    jobs.push(("lm".into(), lm, numerics.compiler_options()));
    if let Some(d) = mlir_dir {
        let io = |e: std::io::Error| EngineError::Load { path: d.display().to_string(), detail: e.to_string() };
        std::fs::create_dir_all(d).map_err(io)?;
        for (what, mlir, _) in &jobs {
            std::fs::write(d.join(format!("{what}.mlir")), mlir).map_err(io)?;
        }
        for (object, bytes) in crate::kernels::objects() {
            if jobs.iter().any(|(_, mlir, _)| mlir.contains(object)) {
                std::fs::write(d.join(object), bytes).map_err(io)?;
            }
        }
    }
    if !compile {
        return Ok(jobs.len());
    }
    let bar = indicatif::ProgressBar::new(jobs.len() as u64);
    bar.set_style(
        indicatif::ProgressStyle::with_template("compiling {msg} [{bar:30}] {pos}/{len} ({elapsed})")
            .expect("template")
            .progress_chars("=> "),
    );
    for (what, mlir, opts) in &jobs {
        bar.set_message(what.clone());
        cache.get_or_compile(mlir, opts)?;
        bar.inc(1);
    }
    bar.finish_and_clear();
    Ok(jobs.len())
}
