//! The engine as a diff source: its own preprocessing, IREE vision encoder
//! and IREE language model, every stage captured by `Engine::generate`.

use std::path::{Path, PathBuf};

use anyhow::Context;
use contracts::StageDump;
use engine::generate::{Engine, EngineOptions};
use engine::host::{PromptInput, Request};
use engine::numerics::KernelChoice;
use engine::precision::Precision;

/// The engine's largest prefill chunk under the harness.
pub const HARNESS_CHUNK: usize = 64;

pub struct EngineModel {
    engine: Engine,
}

impl EngineModel {
    /// `max_pixels`: the engine's image bound (`None`: its default);
    /// `chunk`: the largest prefill chunk ([`HARNESS_CHUNK`] for the cases:
    /// every case's prompt is prefilled in several chunks, so the diff
    /// covers chunk windows over the KV pool).
    /// `kernels`: which of the engine's own kernels its modules may use;
    /// `faults`: deliberate faults (`harness selftest`; else none).
    pub fn load(
        dir: &Path,
        precision: Precision,
        max_pixels: Option<u64>,
        chunk: usize,
        kernels: KernelChoice,
        faults: engine::faults::Faults,
    ) -> anyhow::Result<Self> {
        let options = EngineOptions {
            precision,
            slots: 2,
            context: 1024,
            kv_budget: None,
            chunk,
            stages: true,
            max_pixels,
            max_patches: None,
            special_tokens: Default::default(),
            kernels,
            faults,
        };
        Ok(EngineModel { engine: Engine::load(dir, options)? })
    }

    pub fn run(&mut self, images: &[PathBuf], prompt: &str, max_new_tokens: usize) -> anyhow::Result<StageDump> {
        let images = images
            .iter()
            .map(|p| std::fs::read(p).with_context(|| format!("reading {}", p.display())))
            .collect::<anyhow::Result<_>>()?;
        let out =
            self.engine.generate(&Request { images, prompt: PromptInput::Raw(prompt.to_string()), max_new_tokens })?;
        out.stages.context("the engine was loaded without stage capture")
    }
}
