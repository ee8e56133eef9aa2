//! Where each side of a comparison comes from: the HF and MLX goldens on
//! disk, and the oracle and the engine run in-process on the pinned
//! fixture. A stage a source does not produce is reported as such, never as
//! passed.

use std::collections::BTreeMap;
use std::fmt;
use std::path::PathBuf;
use std::str::FromStr;

use anyhow::Context;
use contracts::StageDump;
use oracle::{Faults, Oracle, PromptInput, Request};
use serde::Serialize;

use crate::cases::Case;
use crate::goldens::regen::ensure_fixture;
use crate::paths;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Source {
    Engine,
    Oracle,
    Hf,
    Mlx,
}

impl Source {
    pub const ALL: [Source; 4] = [Source::Engine, Source::Oracle, Source::Hf, Source::Mlx];
    pub fn name(self) -> &'static str {
        match self {
            Source::Engine => "engine",
            Source::Oracle => "oracle",
            Source::Hf => "hf",
            Source::Mlx => "mlx",
        }
    }
}

impl fmt::Display for Source {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Source {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, String> {
        Source::ALL
            .into_iter()
            .find(|x| x.name() == s)
            .ok_or_else(|| format!("unknown source `{s}` (engine, oracle, hf, mlx)"))
    }
}

/// Loads and caches dumps per (source, case); keeps one oracle and one
/// engine per model.
#[derive(Default)]
pub struct Sources {
    pub faults: Faults,
    /// Replaces the pinned fixture folder of a model (selftest corruptions).
    pub model_override: BTreeMap<String, PathBuf>,
    /// The engine's precision mode.
    pub engine_precision: Option<engine::precision::Precision>,
    /// The engine's largest prefill chunk (default
    /// [`super::engine_source::HARNESS_CHUNK`]).
    pub engine_chunk: Option<usize>,
    /// Which of the engine's own kernels its modules may use.
    pub engine_kernels: engine::numerics::KernelChoice,
    /// Deliberate faults the engine is built with (`harness selftest`).
    pub engine_faults: engine::faults::Faults,
    oracles: BTreeMap<String, Oracle>,
    engines: BTreeMap<(String, Option<u64>), super::engine_source::EngineModel>,
    dumps: BTreeMap<(Source, String), std::rc::Rc<StageDump>>,
}

impl Sources {
    pub fn get(&mut self, source: Source, case: &Case) -> anyhow::Result<std::rc::Rc<StageDump>> {
        if let Some(d) = self.dumps.get(&(source, case.name.clone())) {
            return Ok(d.clone());
        }
        let dump = std::rc::Rc::new(self.load(source, case)?);
        self.dumps.insert((source, case.name.clone()), dump.clone());
        Ok(dump)
    }

    pub fn why_unavailable(source: Source) -> &'static str {
        match source {
            Source::Engine => "the engine does not produce this stage",
            _ => "not recorded",
        }
    }

    fn load(&mut self, source: Source, case: &Case) -> anyhow::Result<StageDump> {
        match source {
            Source::Engine => {
                // One engine per model and image bound (the bound is fixed at load).
                let key = (case.model.clone(), case.max_pixels);
                if !self.engines.contains_key(&key) {
                    let dir = match self.model_override.get(&case.model) {
                        Some(d) => d.clone(),
                        None => ensure_fixture(&case.model)?,
                    };
                    let precision = self.engine_precision.unwrap_or(engine::precision::Precision::F32);
                    let e = super::engine_source::EngineModel::load(
                        &dir,
                        precision,
                        case.max_pixels,
                        self.engine_chunk.unwrap_or(super::engine_source::HARNESS_CHUNK),
                        self.engine_kernels,
                        self.engine_faults,
                    )
                    .with_context(|| format!("loading the engine from {}", dir.display()))?;
                    self.engines.insert(key.clone(), e);
                }
                let e = self.engines.get_mut(&key).expect("inserted above");
                let images: Vec<PathBuf> =
                    case.images.iter().map(|f| paths::fixtures().join("images").join(f)).collect();
                let dump = e
                    .run(&images, &case.prompt, case.max_new_tokens)
                    .with_context(|| format!("engine on case {}", case.name))?;
                Ok(dump)
            }
            Source::Hf | Source::Mlx => {
                let path = paths::goldens().join(&case.name).join(format!("{}.safetensors", source.name()));
                Ok(StageDump::read(&path)?)
            }
            Source::Oracle => {
                if !self.oracles.contains_key(&case.model) {
                    let dir = match self.model_override.get(&case.model) {
                        Some(d) => d.clone(),
                        None => ensure_fixture(&case.model)?,
                    };
                    let mut o =
                        Oracle::load(&dir).with_context(|| format!("loading the oracle from {}", dir.display()))?;
                    // A bf16 or int8 run compares the engine with the
                    // oracle's twin of its mode (the oracle's own code):
                    // the same quantization, the same bf16 rounding.
                    use engine::precision::Precision;
                    let precision = self.engine_precision.unwrap_or(Precision::F32);
                    if precision == Precision::Int8 {
                        o.quantize_int8(self.faults.int8_scale_factor.unwrap_or(1.0))?;
                    }
                    if precision != Precision::F32 {
                        o.round_like_bf16(engine_target(precision, &self.engine_kernels).bf16_rows)?;
                    }
                    self.oracles.insert(case.model.clone(), o);
                }
                let oracle = self.oracles.get_mut(&case.model).expect("inserted above");
                oracle.faults = self.faults.clone();
                oracle.max_pixels = case.max_pixels;
                let images = case.images.iter().map(|f| paths::fixtures().join("images").join(f)).collect();
                let req = Request {
                    images,
                    prompt: PromptInput::Raw(case.prompt.clone()),
                    max_new_tokens: case.max_new_tokens,
                };
                let out = oracle.run(&req).with_context(|| format!("oracle on case {}", case.name))?;
                Ok(out.stages)
            }
        }
    }
}

/// How the engine's products take their rows in `precision` under
/// `kernels` on this CPU: bf16 rows (`Numerics::matmul_dtype`), which the
/// bf16 twin rounds too (`oracle::bf16`); int8 digits, which the int8 twin
/// always takes (`Numerics::hand_tiled` keeps f32 rows instead).
pub fn engine_target(
    precision: engine::precision::Precision,
    kernels: &engine::numerics::KernelChoice,
) -> super::tolerance::Target {
    let n = engine::numerics::Numerics::chosen(precision, kernels);
    super::tolerance::Target {
        bf16_rows: n.matmul_dtype() == engine::dtype::DType::Bf16,
        int8_digits: !engine::numerics::Numerics::chosen(engine::precision::Precision::Int8, kernels).hand_tiled(),
    }
}
