//! The measured spread: per pair and tensor, the largest error a run
//! measured beside the bound it was held to. On a healthy run this is how
//! much room a bug would have (the bound over the error); it is what the
//! bounds of `tolerance/` are set from (a stated multiple of the worst
//! healthy error over the pinned cases and a `harness fuzz --models`
//! campaign), and what the HTML report shows per stage.

use std::collections::BTreeMap;
use std::fmt::Write as _;

use contracts::Stage;
use serde::Serialize;

use super::compare::Comparison;
use super::tolerance::Rule;
use super::PairResult;

/// The worst of one tensor (or one stage) over the cases measured.
#[derive(Debug, Clone, PartialEq, Serialize)]
pub struct Worst {
    pub pair: String,
    pub stage: Stage,
    pub tensor: String,
    pub case: String,
    /// max |candidate - reference| / max |reference|.
    pub error: f64,
    /// The bound it was held to, on the same scale.
    pub bound: f64,
}

impl Worst {
    /// How many times the error fits under its bound (infinite for an
    /// exact match).
    pub fn room(&self) -> f64 {
        self.bound / self.error
    }

    /// Whether `other` is nearer its bound (a larger share of it used).
    fn nearer_than(&self, other: &Worst) -> bool {
        self.error * other.bound > other.error * self.bound
    }
}

/// The worst error per (pair, tensor) over every case added.
#[derive(Debug, Clone, Default)]
pub struct Spread {
    tensors: BTreeMap<(String, String), Worst>,
}

/// As JSON: `{"stages": [...], "tensors": [...]}` ([`Spread::stages`],
/// [`Spread::tensors`]).
impl Serialize for Spread {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        use serde::ser::SerializeStruct;
        let mut st = s.serialize_struct("Spread", 2)?;
        st.serialize_field("stages", &self.stages())?;
        st.serialize_field("tensors", &self.tensors())?;
        st.end()
    }
}

impl Spread {
    /// Add one case's pair: each float tensor held to a bound.
    pub fn add(&mut self, case: &str, pair: &PairResult) {
        for s in &pair.stages {
            for t in &s.tensors {
                let (Some(Comparison::Float(m)), Rule::Within(tol)) = (&t.comparison, &t.rule) else { continue };
                if m.ref_max_abs <= 0.0 {
                    continue;
                }
                let w = Worst {
                    pair: pair.pair.clone(),
                    stage: s.stage,
                    tensor: t.name.clone(),
                    case: case.into(),
                    error: m.max_rel,
                    bound: tol.bound(m.ref_max_abs) / m.ref_max_abs,
                };
                keep_nearer(&mut self.tensors, (pair.pair.clone(), family(&t.name)), w);
            }
        }
    }

    /// Merge another spread in (a campaign's models, one at a time).
    pub fn merge(&mut self, other: &Spread) {
        for (key, w) in &other.tensors {
            keep_nearer(&mut self.tensors, key.clone(), w.clone());
        }
    }

    /// Per tensor family, the case nearest its bound, in stage order.
    pub fn tensors(&self) -> Vec<&Worst> {
        let mut v: Vec<&Worst> = self.tensors.values().collect();
        v.sort_by(|a, b| (a.pair.as_str(), a.stage).cmp(&(b.pair.as_str(), b.stage)).then(a.tensor.cmp(&b.tensor)));
        v
    }

    /// Per pair and stage, the tensor nearest its bound.
    pub fn stages(&self) -> Vec<Worst> {
        let mut by: BTreeMap<(String, Stage), Worst> = BTreeMap::new();
        for w in self.tensors.values() {
            keep_nearer(&mut by, (w.pair.clone(), w.stage), w.clone());
        }
        let mut v: Vec<Worst> = by.into_values().collect();
        v.sort_by(|a, b| (a.pair.as_str(), a.stage).cmp(&(b.pair.as_str(), b.stage)));
        v
    }

    /// A plain-text table of [`Spread::tensors`].
    pub fn table(&self) -> String {
        let mut out = format!("{:<16} {:<28} {:>9} {:>9} {:>7}  case\n", "pair", "tensor", "error", "bound", "room");
        for w in self.tensors() {
            let _ = writeln!(
                out,
                "{:<16} {:<28} {:>9.2e} {:>9.2e} {:>6.1}x  {}",
                w.pair,
                w.tensor,
                w.error,
                w.bound,
                w.room(),
                w.case
            );
        }
        out
    }
}

/// Keep `w` under `key` unless what is there is at least as near its bound.
fn keep_nearer<K: Ord>(map: &mut BTreeMap<K, Worst>, key: K, w: Worst) {
    if map.get(&key).is_none_or(|old| w.nearer_than(old)) {
        map.insert(key, w);
    }
}

/// The tensors one bound covers: a decode step's top-k values share a
/// family (`decode_logits.7.topk_values` -> `decode_logits.topk_values`);
/// every other name is its own.
fn family(name: &str) -> String {
    match name.split('.').collect::<Vec<_>>().as_slice() {
        ["decode_logits", _, rest @ ..] => format!("decode_logits.{}", rest.join(".")),
        _ => name.into(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::diff::compare::FloatMetrics;
    use crate::diff::tolerance::{Precision, Tolerance};
    use crate::diff::{Source, StageResult, Status, TensorResult};

    fn pair(name: &str, error: f64, rtol: f64) -> PairResult {
        let m = FloatMetrics {
            max_abs: error * 10.0,
            max_rel: error,
            mean_abs: 0.0,
            cosine: 1.0,
            ref_max_abs: 10.0,
            worst_index: vec![0],
            worst_candidate: 0.0,
            worst_reference: 0.0,
        };
        let t = TensorResult {
            name: name.into(),
            rule: Rule::Within(Tolerance { atol: 0.0, rtol }),
            comparison: Some(Comparison::Float(m)),
            pass: error <= rtol,
        };
        PairResult {
            pair: "engine-oracle".into(),
            candidate: Source::Engine,
            reference: Source::Oracle,
            precision: Precision::Bf16,
            stages: vec![StageResult {
                stage: Stage::of_tensor(name).expect("a stage tensor"),
                status: Status::Pass,
                reason: None,
                tensors: vec![t],
            }],
            first_divergence: None,
            heatmap: None,
            tokens: Vec::new(),
            near_tie_bound: 0.0,
        }
    }

    #[test]
    fn the_spread_keeps_each_tensors_case_nearest_its_bound() {
        let mut s = Spread::default();
        s.add("a", &pair("kv.0.k", 1e-3, 1e-2));
        s.add("b", &pair("kv.0.k", 4e-3, 1e-2));
        s.add("c", &pair("kv.0.k", 2e-3, 1e-2));
        s.add("a", &pair("decode_logits.0.topk_values", 1e-4, 1e-2));
        s.add("b", &pair("decode_logits.5.topk_values", 2e-4, 2e-2));
        s.add("c", &pair("decode_logits.2.topk_values", 1.5e-4, 1e-2));
        let t = s.tensors();
        assert_eq!(t.len(), 2, "{t:?}");
        let kv = t.iter().find(|w| w.tensor == "kv.0.k").expect("kv");
        assert_eq!((kv.case.as_str(), kv.error), ("b", 4e-3));
        assert!((kv.room() - 2.5).abs() < 1e-12);
        // Decode steps share a family; the step nearest its bound wins.
        let d = t.iter().find(|w| w.stage == Stage::DecodeLogits).expect("decode");
        assert_eq!((d.case.as_str(), d.tensor.as_str()), ("c", "decode_logits.2.topk_values"));
        let stages = s.stages();
        assert_eq!(stages.len(), 2);
        let mut other = Spread::default();
        other.add("d", &pair("kv.0.k", 9e-3, 1e-2));
        s.merge(&other);
        assert_eq!(s.tensors().iter().find(|w| w.tensor == "kv.0.k").map(|w| w.case.as_str()), Some("d"));
        assert!(s.table().contains("kv.0.k"));
        let json = serde_json::to_value(&s).unwrap();
        assert_eq!(json["stages"].as_array().map(Vec::len), Some(2));
        let kv = json["tensors"].as_array().unwrap().iter().find(|t| t["tensor"] == "kv.0.k").unwrap();
        assert_eq!(kv["case"], "d");
    }
}
