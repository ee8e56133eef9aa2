//! `harness selftest`: proves that every check can fail. Each fault below
//! reproduces a bug another Qwen2-VL implementation has shipped, or a
//! plausible one in the engine's production paths, and the harness must
//! name the right first divergent stage:
//! - f32 faults: the oracle runs with the fault (a doctored checkpoint or
//!   config, or a fault switch in the oracle), against the HF goldens;
//! - an oracle fault in a production mode (a wrong int8 scale row):
//!   against the engine in that mode, which quantizes the same way, with
//!   that mode's policy;
//! - engine faults ([`engine::faults::Faults`]) in bf16 and int8: the
//!   engine runs with the fault, against the oracle's twin of its mode
//!   (`oracle::bf16`), the bounds those pairs are held to.

use std::path::{Path, PathBuf};

use anyhow::Context;
use contracts::Stage;
use oracle::Faults;

use crate::cases::{self, Case};
use crate::diff::{self, tolerance::Precision, Pair, Source, Sources};
use crate::fixture::doctor;
use crate::goldens::regen::ensure_fixture;
use crate::paths;

/// How a fault is injected.
pub enum Injection {
    /// Multiply one checkpoint tensor by (1 + factor).
    ScaleTensor { tensor: &'static str, factor: f32 },
    /// Set one checkpoint tensor to zero (a dropped bias).
    ZeroTensor { tensor: &'static str },
    /// Replace the M-RoPE sections in config.json.
    MropeSection([usize; 3]),
    /// A fault switch inside the oracle.
    Oracle(Faults),
    /// A fault the engine is built with.
    Engine(engine::faults::Faults),
}

pub struct Fault {
    pub name: &'static str,
    pub case: &'static str,
    pub injection: Injection,
    pub expect_stage: Stage,
    /// The tensor the divergence must be located in, when more precise than the stage.
    pub expect_tensor: Option<&'static str>,
    /// The precision the diff runs in (the engine's mode; the oracle
    /// runs its twin of it).
    pub precision: Precision,
}

impl Fault {
    /// Who is compared: the faulted engine against the oracle; a faulted
    /// oracle against HF in f32, else against the engine in its mode.
    pub fn pair(&self) -> Pair {
        match (&self.injection, self.precision) {
            (Injection::Engine(_), _) => Pair { candidate: Source::Engine, reference: Source::Oracle },
            (_, Precision::F32) => Pair { candidate: Source::Oracle, reference: Source::Hf },
            _ => Pair { candidate: Source::Oracle, reference: Source::Engine },
        }
    }
}

/// The engine's production-mode faults, each in bf16 and int8.
fn engine_faults() -> Vec<Fault> {
    let dropped = engine::faults::Faults { drop_last_cached_cell: true, ..engine::faults::Faults::NONE };
    let late = engine::faults::Faults { kv_write_one_cell_late: true, ..engine::faults::Faults::NONE };
    let scale = engine::faults::Faults { int8_scale_row_doubled: true, ..engine::faults::Faults::NONE };
    let merge = engine::faults::Faults { merge_rows_off_by_one: true, ..engine::faults::Faults::NONE };
    let mut out = Vec::new();
    for precision in [Precision::Bf16, Precision::Int8] {
        out.push(Fault {
            name: "decode attention drops a row's last cached cell in a partial block",
            // 42 prompt tokens: the cache ends inside its third block.
            case: "one-image",
            injection: Injection::Engine(dropped),
            expect_stage: Stage::DecodeLogits,
            expect_tensor: None,
            precision,
        });
        out.push(Fault {
            name: "a later prefill chunk writes its keys and values one cell late",
            // 70 prompt tokens: a chunk of the harness's 64, then one of
            // 16 (a third chunk would read the misplaced cells: the fault
            // would show first in its logits).
            case: "image-tall-84x420",
            injection: Injection::Engine(late),
            expect_stage: Stage::Kv,
            expect_tensor: Some("kv.0.k"),
            precision,
        });
        out.push(Fault {
            name: "the merger groups its rows one late",
            case: "one-image",
            injection: Injection::Engine(merge),
            expect_stage: Stage::MergedTokens,
            expect_tensor: None,
            precision,
        });
    }
    out.push(Fault {
        name: "int8: a wrong scale row in the engine (layer 0 gate_proj row 0 x2)",
        case: "text-only-vl",
        injection: Injection::Engine(scale),
        expect_stage: Stage::Kv,
        expect_tensor: Some("kv.1.k"),
        precision: Precision::Int8,
    });
    out
}

pub fn faults() -> Vec<Fault> {
    vec![
        Fault {
            name: "perturbed vision block 1 weight (+1% on mlp.fc2)",
            case: "image-grid-112x84",
            injection: Injection::ScaleTensor { tensor: "visual.blocks.1.mlp.fc2.weight", factor: 0.01 },
            expect_stage: Stage::VisionBlock,
            expect_tensor: Some("vision_block.1"),
            precision: Precision::F32,
        },
        Fault {
            name: "swapped M-RoPE sections ([3,3,2] for [2,3,3])",
            case: "image-tall-84x420",
            injection: Injection::MropeSection([3, 3, 2]),
            // The sections rotate the keys: layer 0's cache shows it first.
            expect_stage: Stage::Kv,
            expect_tensor: Some("kv.0.k"),
            precision: Precision::F32,
        },
        Fault {
            name: "rope_delta off by one",
            case: "one-image",
            injection: Injection::Oracle(Faults { rope_delta_offset: 1, ..Faults::default() }),
            expect_stage: Stage::RopeDelta,
            expect_tensor: None,
            precision: Precision::F32,
        },
        Fault {
            name: "one image's patches attend to the other image",
            case: "two-images",
            injection: Injection::Oracle(Faults { leak_vision_attention: true, ..Faults::default() }),
            expect_stage: Stage::VisionBlock,
            expect_tensor: Some("vision_block.0"),
            precision: Precision::F32,
        },
        Fault {
            name: "smart_resize rounds half up (70 px -> 84)",
            case: "image-side70-70x126",
            injection: Injection::Oracle(Faults { round_half_up: true, ..Faults::default() }),
            expect_stage: Stage::Pixels,
            expect_tensor: None,
            precision: Precision::F32,
        },
        Fault {
            name: "dropped merger bias (visual.merger.mlp.0.bias)",
            case: "image-resize-300x200",
            injection: Injection::ZeroTensor { tensor: "visual.merger.mlp.0.bias" },
            expect_stage: Stage::MergedTokens,
            expect_tensor: None,
            precision: Precision::F32,
        },
        Fault {
            name: "int8: a wrong scale row (layer 0 gate_proj row 0 scaled x2)",
            case: "text-only-vl",
            injection: Injection::Oracle(Faults { int8_scale_factor: Some(2.0), ..Faults::default() }),
            expect_stage: Stage::Kv,
            expect_tensor: Some("kv.1.k"),
            precision: Precision::Int8,
        },
    ]
    .into_iter()
    .chain(engine_faults())
    .collect()
}

fn doctored_model(case: &Case, injection: &Injection, scratch: &Path) -> anyhow::Result<Option<PathBuf>> {
    let dir = scratch.join(&case.model);
    let doctor = |f: &dyn Fn(&Path) -> anyhow::Result<()>| -> anyhow::Result<Option<PathBuf>> {
        let _ = std::fs::remove_dir_all(&dir);
        doctor::copy_dir(&ensure_fixture(&case.model)?, &dir)?;
        f(&dir)?;
        Ok(Some(dir.clone()))
    };
    match injection {
        Injection::Oracle(_) | Injection::Engine(_) => Ok(None),
        Injection::ScaleTensor { tensor, factor } => doctor(&|d| {
            doctor::edit_tensor(d, tensor, |t| {
                let v: Vec<f32> = t.f32_values()?.iter().map(|x| x * (1.0 + factor)).collect();
                t.set_f32(&v);
                Ok(())
            })
        }),
        Injection::ZeroTensor { tensor } => doctor(&|d| {
            doctor::edit_tensor(d, tensor, |t| {
                let n = t.f32_values()?.len();
                t.set_f32(&vec![0.0; n]);
                Ok(())
            })
        }),
        Injection::MropeSection(sec) => doctor(&|d| {
            let p = d.join("config.json");
            let mut v: serde_json::Value = serde_json::from_slice(&std::fs::read(&p)?)?;
            v["rope_scaling"]["mrope_section"] = serde_json::json!(sec);
            std::fs::write(&p, serde_json::to_vec_pretty(&v)?)?;
            Ok(())
        }),
    }
}

/// Outcome of one injected fault.
pub struct Outcome {
    pub fault: &'static str,
    pub precision: Precision,
    pub case: Case,
    pub result: diff::PairResult,
    pub expected: String,
    pub found: Option<String>,
    pub detail: String,
    pub ok: bool,
}

pub fn run_all() -> anyhow::Result<Vec<Outcome>> {
    let all = cases::load(&paths::cases_json())?;
    let scratch = std::env::temp_dir().join(format!("qwen-selftest-{}", std::process::id()));
    let mut out = Vec::new();
    for fault in faults() {
        let case = all.iter().find(|c| c.name == fault.case).with_context(|| format!("no case {}", fault.case))?;
        let mut sources = Sources::default();
        match &fault.injection {
            Injection::Oracle(f) => sources.faults = f.clone(),
            Injection::Engine(f) => sources.engine_faults = *f,
            _ => {}
        }
        if let Some(dir) = doctored_model(case, &fault.injection, &scratch)? {
            sources.model_override.insert(case.model.clone(), dir);
        }
        let (pair, precision) = (fault.pair(), fault.precision);
        sources.engine_precision = Some(precision);
        let result = diff::diff_pair(case, pair, &Stage::ALL, precision, &mut sources)?;
        let expected = match fault.expect_tensor {
            Some(t) => format!("{} ({t})", fault.expect_stage),
            None => fault.expect_stage.to_string(),
        };
        let (found, detail, ok) = match &result.first_divergence {
            Some(d) => (
                Some(format!("{} ({})", d.stage, d.tensor)),
                d.detail.clone(),
                d.stage == fault.expect_stage && fault.expect_tensor.is_none_or(|t| t == d.tensor),
            ),
            None => (None, "no divergence found".into(), false),
        };
        out.push(Outcome { fault: fault.name, precision, case: case.clone(), result, expected, found, detail, ok });
    }
    let _ = std::fs::remove_dir_all(&scratch);
    Ok(out)
}

/// One divergence report per injected fault, in `dir/NN/`.
pub fn write_reports(outcomes: &[Outcome], dir: &Path) -> anyhow::Result<()> {
    for (i, o) in outcomes.iter().enumerate() {
        let mut spread = diff::spread::Spread::default();
        spread.add(&o.case.name, &o.result);
        let report = diff::DiffReport {
            precision: o.precision,
            stages: Stage::ALL.to_vec(),
            cases: vec![diff::CaseResult {
                case: format!("{} [fault: {}]", o.case.name, o.fault),
                model: o.case.model.clone(),
                pairs: vec![o.result.clone()],
            }],
            provenance: Default::default(),
            spread,
        };
        crate::report::write(&report, &dir.join(format!("{:02}", i + 1)))?;
    }
    Ok(())
}
