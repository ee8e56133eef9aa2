//! `harness diff`: every stage of every case, compared between pairs of
//! implementations (engine, oracle, HF transformers, MLX), with the first
//! divergence located to a tensor coordinate or a token step.

pub mod compare;
pub mod engine_source;
pub mod sources;
pub mod spread;
pub mod table;
pub mod tolerance;

use contracts::{Stage, StageDump};
use serde::Serialize;

use crate::cases::Case;
use compare::{compare, Comparison};
pub use sources::{Source, Sources};
use tolerance::{rule, Mode, Precision, Rule};

/// (candidate, reference): the reference's scale sets relative errors.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct Pair {
    pub candidate: Source,
    pub reference: Source,
}

impl Pair {
    pub fn label(&self) -> String {
        format!("{}-{}", self.candidate, self.reference)
    }
}

/// Every pair, engine first; HF is the reference of the MLX pair.
pub fn default_pairs() -> Vec<Pair> {
    use Source::*;
    [(Engine, Oracle), (Engine, Hf), (Engine, Mlx), (Oracle, Hf), (Oracle, Mlx), (Mlx, Hf)]
        .into_iter()
        .map(|(candidate, reference)| Pair { candidate, reference })
        .collect()
}

/// Pairs among the listed sources, in the default order.
pub fn pairs_among(sources: &[Source]) -> Vec<Pair> {
    default_pairs().into_iter().filter(|p| sources.contains(&p.candidate) && sources.contains(&p.reference)).collect()
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Status {
    Pass,
    Fail,
    /// The engine did not produce a stage the reference recorded: a failure
    /// of the run (the engine produces every stage), reported apart from a
    /// numeric divergence.
    NotAvailable,
    /// One side did not record this stage (e.g. MLX has no KV dump).
    NotRecorded,
    /// The stage does not apply to this case (vision stages without images).
    NotApplicable,
    /// Out of tolerance because one side is an outside reference the case
    /// documents as computing something else (`reference_divergences` in
    /// fixtures/cases.json); the reason is in the stage's `reason`.
    Documented,
}

#[derive(Debug, Clone, Serialize)]
pub struct TensorResult {
    pub name: String,
    pub rule: Rule,
    pub comparison: Option<Comparison>,
    pub pass: bool,
}

#[derive(Debug, Clone, Serialize)]
pub struct StageResult {
    pub stage: Stage,
    pub status: Status,
    pub reason: Option<String>,
    pub tensors: Vec<TensorResult>,
}

#[derive(Debug, Clone, Serialize)]
pub struct TokenStep {
    pub step: usize,
    pub candidate: Option<i64>,
    pub reference: Option<i64>,
    pub candidate_margin: Option<f32>,
    pub reference_margin: Option<f32>,
}

#[derive(Debug, Clone, Serialize)]
pub struct Divergence {
    pub stage: Stage,
    pub tensor: String,
    pub detail: String,
}

/// |candidate - reference| of one tensor viewed as 2D (first axis x the
/// rest), max-pooled onto at most `HEATMAP_CELLS` x `HEATMAP_CELLS` cells.
#[derive(Debug, Clone, Serialize)]
pub struct Heatmap {
    pub tensor: String,
    pub shape: Vec<usize>,
    pub rows: usize,
    pub cols: usize,
    /// Tensor rows / columns covered by one cell.
    pub row_step: usize,
    pub col_step: usize,
    pub cells: Vec<f32>,
}

pub const HEATMAP_CELLS: usize = 32;

pub fn heatmap(name: &str, cand: &contracts::Tensor, refr: &contracts::Tensor) -> Option<Heatmap> {
    let (contracts::TensorData::F32(a), contracts::TensorData::F32(b)) = (&cand.data, &refr.data) else { return None };
    if cand.shape != refr.shape || a.is_empty() {
        return None;
    }
    let r = if refr.shape.len() > 1 { refr.shape[0] } else { 1 };
    let c = a.len() / r;
    let row_step = r.div_ceil(HEATMAP_CELLS);
    let col_step = c.div_ceil(HEATMAP_CELLS);
    let (rows, cols) = (r.div_ceil(row_step), c.div_ceil(col_step));
    let mut cells = vec![0f32; rows * cols];
    for i in 0..r {
        for j in 0..c {
            let d = (a[i * c + j] - b[i * c + j]).abs();
            let cell = &mut cells[(i / row_step) * cols + j / col_step];
            *cell = if d.is_nan() { f32::INFINITY } else { cell.max(d) };
        }
    }
    Some(Heatmap { tensor: name.into(), shape: refr.shape.clone(), rows, cols, row_step, col_step, cells })
}

#[derive(Debug, Clone, Serialize)]
pub struct PairResult {
    pub pair: String,
    pub candidate: Source,
    pub reference: Source,
    pub precision: Precision,
    pub stages: Vec<StageResult>,
    pub first_divergence: Option<Divergence>,
    /// Heatmap of the first failing float tensor.
    pub heatmap: Option<Heatmap>,
    pub tokens: Vec<TokenStep>,
    /// The reference margin below which the streams may part
    /// ([`tolerance::near_tie_margin`] at the reference's logit scale).
    pub near_tie_bound: f64,
}

#[derive(Debug, Clone, Serialize)]
pub struct CaseResult {
    pub case: String,
    pub model: String,
    pub pairs: Vec<PairResult>,
}

#[derive(Debug, Clone, Serialize)]
pub struct DiffReport {
    pub precision: Precision,
    pub stages: Vec<Stage>,
    pub cases: Vec<CaseResult>,
    /// Per case: the golden manifest's library versions, checkpoint and image
    /// hashes and prompt (what the references were recorded from).
    pub provenance: std::collections::BTreeMap<String, serde_json::Value>,
    /// Per pair and tensor, the case nearest its bound.
    pub spread: spread::Spread,
}

impl DiffReport {
    pub fn failed(&self) -> bool {
        self.cases
            .iter()
            .flat_map(|c| &c.pairs)
            .flat_map(|p| &p.stages)
            .any(|s| matches!(s.status, Status::Fail | Status::NotAvailable))
    }
}

/// Sort key that orders `vision_block.10` after `vision_block.2`.
fn natural_key(name: &str) -> Vec<(u64, String)> {
    name.split('.').map(|part| (part.parse::<u64>().unwrap_or(u64::MAX), part.to_string())).collect()
}

fn stage_tensors(d: &StageDump, stage: Stage) -> Vec<String> {
    d.tensors.keys().filter(|n| Stage::of_tensor(n) == Some(stage)).cloned().collect()
}

fn tokens_of(d: &StageDump) -> (Vec<i64>, Vec<f32>) {
    let t = d.get_i64("tokens").map(|(_, v)| v.to_vec()).unwrap_or_default();
    let m = d.get_f32("tokens.margins").map(|(_, v)| v.to_vec()).unwrap_or_default();
    (t, m)
}

/// The step where the token streams first differ (length differences count).
fn first_token_mismatch(c: &[i64], r: &[i64]) -> Option<usize> {
    (0..c.len().max(r.len())).find(|&i| c.get(i) != r.get(i))
}

/// Compare one pair on one case.
pub fn diff_pair(
    case: &Case,
    pair: Pair,
    stages: &[Stage],
    precision: Precision,
    sources: &mut Sources,
) -> anyhow::Result<PairResult> {
    // What each side computed in: HF and MLX are f32; the engine its mode;
    // the oracle its twin of the engine's mode (bf16 rounding, int8
    // quantization: its own code, `oracle::bf16`, `oracle::quant`).
    let computed = |src: Source| match (src, precision) {
        (Source::Engine | Source::Oracle, p) => p,
        _ => Precision::F32,
    };
    let target = sources::engine_target(precision, &sources.engine_kernels);
    let mode = Mode::between(computed(pair.candidate), computed(pair.reference), target);
    // The candidate's precision as reported (references are f32).
    let precision = computed(pair.candidate);
    let cand = sources.get(pair.candidate, case)?;
    let refd = sources.get(pair.reference, case)?;
    // What the case's stages inherit: the reference's vision tower depth
    // where the case has images (`tolerance::Context`).
    let context = tolerance::Context::of_case(!case.images.is_empty(), refd.tensors.keys());
    let logit_scale =
        refd.get_f32("prefill_logits.last").map(|(_, v)| v.iter().fold(0f32, |a, x| a.max(x.abs()))).unwrap_or(1.0);
    let mut result = PairResult {
        pair: pair.label(),
        candidate: pair.candidate,
        reference: pair.reference,
        precision,
        stages: Vec::new(),
        first_divergence: None,
        heatmap: None,
        tokens: Vec::new(),
        near_tie_bound: tolerance::near_tie_margin(mode, f64::from(logit_scale)),
    };

    let (ct, cm) = tokens_of(&cand);
    let (rt, rm) = tokens_of(&refd);
    let token_mismatch = first_token_mismatch(&ct, &rt);
    result.tokens = (0..ct.len().max(rt.len()))
        .map(|i| TokenStep {
            step: i,
            candidate: ct.get(i).copied(),
            reference: rt.get(i).copied(),
            candidate_margin: cm.get(i).copied(),
            reference_margin: rm.get(i).copied(),
        })
        .collect();

    for &stage in stages {
        if stage.needs_image() && case.images.is_empty() {
            result.stages.push(StageResult {
                stage,
                status: Status::NotApplicable,
                reason: Some("no images in this case".into()),
                tensors: Vec::new(),
            });
            continue;
        }
        let mut names = stage_tensors(&refd, stage);
        names.retain(|n| cand.tensors.contains_key(n));
        if stage == Stage::DecodeLogits {
            // Steps after the first token divergence condition on different tokens.
            let last = token_mismatch.unwrap_or(usize::MAX);
            names.retain(|n| n.split('.').nth(1).and_then(|s| s.parse::<usize>().ok()).is_some_and(|s| s <= last));
        }
        names.sort_by_key(|n| natural_key(n));
        if names.is_empty() {
            let who = if stage_tensors(&refd, stage).is_empty() { pair.reference } else { pair.candidate };
            let (status, reason) = if who == Source::Engine {
                (Status::NotAvailable, Sources::why_unavailable(Source::Engine).to_string())
            } else {
                (Status::NotRecorded, format!("{who} does not record {stage}"))
            };
            result.stages.push(StageResult { stage, status, reason: Some(reason), tensors: Vec::new() });
            continue;
        }
        let mut tensors = Vec::new();
        for name in names {
            let r = rule(&name, mode, context);
            let (c_t, r_t) = (cand.get(&name)?, refd.get(&name)?);
            let comparison = match r {
                Rule::Skip { .. } => None,
                _ => Some(compare(c_t, r_t)),
            };
            let pass = match (&r, &comparison) {
                (Rule::Skip { .. }, _) => true,
                (Rule::Exact, Some(Comparison::Exact(m))) => m.mismatches == 0,
                (Rule::Within(t), Some(Comparison::Float(m))) => t.allows(m.max_abs, m.ref_max_abs),
                _ => false,
            };
            tensors.push(TensorResult { name, rule: r, comparison, pass });
        }
        let mut status = if tensors.iter().all(|t| t.pass) { Status::Pass } else { Status::Fail };
        let mut reason = None;
        if stage == Stage::Tokens {
            if let Some(step) = token_mismatch {
                let margin = rm.get(step).copied().unwrap_or(f32::INFINITY);
                let allowed = result.near_tie_bound;
                if f64::from(margin) < allowed {
                    status = Status::Pass;
                    for t in &mut tensors {
                        t.pass = true;
                    }
                    reason = Some(format!(
                        "streams part at step {step}, a near-tie (reference margin {margin:.4} < {allowed:.4})"
                    ));
                } else {
                    status = Status::Fail;
                }
            }
        }
        let excused = [pair.candidate, pair.reference]
            .iter()
            .find_map(|src| case.reference_divergences.get(src.name()).map(|why| (*src, why)));
        if let (Status::Fail, Some((src, why))) = (status, excused) {
            let here = describe(stage, &tensors, token_mismatch, &ct, &rt, &rm);
            status = Status::Documented;
            reason = Some(format!("{src}: {why}; here `{}` {}", here.tensor, here.detail));
        }
        if status == Status::Fail && result.first_divergence.is_none() {
            let d = describe(stage, &tensors, token_mismatch, &ct, &rt, &rm);
            if let (Ok(c), Ok(r)) = (cand.get(&d.tensor), refd.get(&d.tensor)) {
                result.heatmap = heatmap(&d.tensor, c, r);
            }
            result.first_divergence = Some(d);
        }
        result.stages.push(StageResult { stage, status, reason, tensors });
    }
    Ok(result)
}

fn describe(
    stage: Stage,
    tensors: &[TensorResult],
    step: Option<usize>,
    ct: &[i64],
    rt: &[i64],
    rm: &[f32],
) -> Divergence {
    if stage == Stage::Tokens {
        let s = step.unwrap_or(0);
        let fmt = |v: Option<&i64>| v.map(|x| x.to_string()).unwrap_or_else(|| "(none)".into());
        return Divergence {
            stage,
            tensor: "tokens".into(),
            detail: format!(
                "step {s}: candidate token {}, reference token {}, reference margin {}",
                fmt(ct.get(s)),
                fmt(rt.get(s)),
                rm.get(s).map(|m| format!("{m:.4}")).unwrap_or_else(|| "n/a".into())
            ),
        };
    }
    let t = tensors.iter().find(|t| !t.pass).expect("a failing stage has a failing tensor");
    let detail = match &t.comparison {
        Some(Comparison::Float(m)) => format!(
            "max abs {:.3e} (rel {:.3e}) at {:?}: candidate {:.6e}, reference {:.6e}",
            m.max_abs, m.max_rel, m.worst_index, m.worst_candidate, m.worst_reference
        ),
        Some(Comparison::Exact(m)) => format!(
            "{} of {} values differ; first at {:?}: candidate {}, reference {}",
            m.mismatches,
            m.total,
            m.first_index.clone().unwrap_or_default(),
            m.first_candidate.unwrap_or_default(),
            m.first_reference.unwrap_or_default()
        ),
        Some(Comparison::ShapeMismatch { candidate, reference }) => {
            format!("shape {candidate:?} vs reference {reference:?}")
        }
        Some(Comparison::DtypeMismatch { candidate, reference }) => {
            format!("dtype {candidate} vs reference {reference}")
        }
        None => "not compared".into(),
    };
    Divergence { stage, tensor: t.name.clone(), detail }
}

pub fn run(
    cases: &[Case],
    pairs: &[Pair],
    stages: &[Stage],
    precision: Precision,
    sources: &mut Sources,
) -> anyhow::Result<DiffReport> {
    sources.engine_precision = Some(precision);
    let mut out = Vec::new();
    for case in cases {
        let mut pr = Vec::new();
        for &pair in pairs {
            pr.push(diff_pair(case, pair, stages, precision, sources)?);
        }
        out.push(CaseResult { case: case.name.clone(), model: case.model.clone(), pairs: pr });
    }
    let mut provenance = std::collections::BTreeMap::new();
    for case in cases {
        let path = crate::paths::goldens().join(&case.name).join("manifest.json");
        if let Ok(text) = std::fs::read_to_string(&path) {
            let mut v: serde_json::Value = serde_json::from_str(&text)?;
            if let Some(o) = v.as_object_mut() {
                o.remove("hf_vs_mlx");
            }
            provenance.insert(case.name.clone(), v);
        }
    }
    let mut spread = spread::Spread::default();
    for c in &out {
        for p in &c.pairs {
            spread.add(&c.case, p);
        }
    }
    Ok(DiffReport { precision, stages: stages.to_vec(), cases: out, provenance, spread })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn report(status: Status) -> DiffReport {
        let stage = StageResult { stage: Stage::Kv, status, reason: None, tensors: Vec::new() };
        let pair = PairResult {
            pair: "engine-oracle".into(),
            candidate: Source::Engine,
            reference: Source::Oracle,
            precision: Precision::F32,
            stages: vec![stage],
            first_divergence: None,
            heatmap: None,
            tokens: Vec::new(),
            near_tie_bound: 0.0,
        };
        let case = CaseResult { case: "c".into(), model: "m".into(), pairs: vec![pair] };
        DiffReport {
            precision: Precision::F32,
            stages: vec![Stage::Kv],
            cases: vec![case],
            provenance: Default::default(),
            spread: Default::default(),
        }
    }

    /// A stage the engine did not produce fails the run like a divergence;
    /// stages an outside reference does not record, or that do not apply,
    /// do not.
    #[test]
    fn a_stage_the_engine_did_not_produce_fails_the_run() {
        assert!(report(Status::Fail).failed());
        assert!(report(Status::NotAvailable).failed());
        for fine in [Status::Pass, Status::NotRecorded, Status::NotApplicable, Status::Documented] {
            assert!(!report(fine).failed(), "{fine:?}");
        }
    }
}
