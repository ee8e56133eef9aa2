//! Stage taps of one sequence for the harness: what the engine computed at
//! every stage the references record (prompt ids and positions, prefill
//! logits of every position as top-k, the KV cache after the prompt, the
//! top-k of every decode step, the tokens and their margins), collected by
//! the same loop that serves requests.

use contracts::{StageDump, Tensor};

use crate::shapes::Positions;
use crate::vision::VisionStages;

/// Top-k kept per prompt position / per decode step.
use contracts::{TOPK_DECODE as DECODE_TOPK, TOPK_PREFILL as PREFILL_TOPK};

/// Top-k of a row (ties: lower index first; `k` >= 1).
fn topk(row: &[f32], k: usize) -> (Vec<f32>, Vec<i64>) {
    let idx = crate::generate::sampling::ranked(row, k);
    (idx.iter().map(|&i| row[i]).collect(), idx.iter().map(|&i| i as i64).collect())
}

fn f32t(name: &str, shape: Vec<usize>, v: Vec<f32>) -> Tensor {
    Tensor::f32(name, shape, v).expect("stage shape")
}

fn i64t(name: &str, shape: Vec<usize>, v: Vec<i64>) -> Tensor {
    Tensor::i64(name, shape, v).expect("stage shape")
}

pub struct Taps {
    dump: StageDump,
    vocab: usize,
    prefill_values: Vec<f32>,
    prefill_indices: Vec<i64>,
    steps: usize,
    tokens: Vec<i64>,
    margins: Vec<f32>,
}

impl Taps {
    /// Taps for a prompt; `dump` already holds the vision stages, if any.
    pub fn new(mut dump: StageDump, ids: &[u32], positions: &Positions, rope_delta: i64, vocab: usize) -> Self {
        let s = ids.len();
        dump.insert("input_ids", i64t("input_ids", vec![s], ids.iter().map(|&x| i64::from(x)).collect()));
        let flat: Vec<i64> = match positions {
            Positions::Mrope(a) => a.iter().flatten().copied().collect(),
            Positions::Rope1d(p) => p.iter().chain(p).chain(p).copied().collect(),
        };
        dump.insert("mrope_positions", i64t("mrope_positions", vec![3, s], flat));
        dump.insert("rope_delta", i64t("rope_delta", vec![1], vec![rope_delta]));
        Taps {
            dump,
            vocab,
            prefill_values: Vec::new(),
            prefill_indices: Vec::new(),
            steps: 0,
            tokens: Vec::new(),
            margins: Vec::new(),
        }
    }

    /// A stage recorded outside the language model (the vision encoder's).
    pub fn insert(&mut self, name: &str, t: Tensor) {
        self.dump.insert(name, t);
    }

    /// Logits of every position of one prefill chunk.
    pub fn prefill_chunk(&mut self, logits: &[f32]) {
        for row in logits.chunks_exact(self.vocab) {
            let (v, i) = topk(row, PREFILL_TOPK);
            self.prefill_values.extend(v);
            self.prefill_indices.extend(i);
        }
    }

    /// The prompt is in the cache: its last logits row and the KV per layer.
    pub fn prefill_done(&mut self, last: &[f32], kv: Vec<(Vec<f32>, Vec<f32>)>, kv_heads: usize, head_dim: usize) {
        let s = self.prefill_values.len() / PREFILL_TOPK;
        let d = &mut self.dump;
        d.insert("prefill_logits.last", f32t("prefill_logits.last", vec![self.vocab], last.to_vec()));
        d.insert(
            "prefill_logits.topk_values",
            f32t("t", vec![s, PREFILL_TOPK], std::mem::take(&mut self.prefill_values)),
        );
        d.insert(
            "prefill_logits.topk_indices",
            i64t("t", vec![s, PREFILL_TOPK], std::mem::take(&mut self.prefill_indices)),
        );
        for (l, (k, v)) in kv.into_iter().enumerate() {
            d.insert(format!("kv.{l}.k"), f32t("kv", vec![kv_heads, s, head_dim], k));
            d.insert(format!("kv.{l}.v"), f32t("kv", vec![kv_heads, s, head_dim], v));
        }
    }

    /// The logits a token is chosen from, then the token and its margin.
    pub fn token(&mut self, row: &[f32], token: u32, margin: f32) {
        let (tv, ti) = topk(row, DECODE_TOPK);
        let step = self.steps;
        self.dump.insert(format!("decode_logits.{step}.topk_values"), f32t("t", vec![tv.len()], tv));
        self.dump.insert(format!("decode_logits.{step}.topk_indices"), i64t("t", vec![ti.len()], ti));
        self.steps += 1;
        self.tokens.push(i64::from(token));
        self.margins.push(margin);
    }

    pub fn finish(mut self) -> StageDump {
        let n = self.tokens.len();
        self.dump.insert("tokens", i64t("tokens", vec![n], self.tokens));
        self.dump.insert("tokens.margins", f32t("tokens.margins", vec![n], self.margins));
        self.dump.metadata.insert("source".into(), "engine".into());
        self.dump
    }
}

/// The vision encoder's stage outputs, tapped when its last piece has run.
pub(super) fn vision_stage_taps(
    taps: &mut Taps,
    vcfg: &contracts::config::VisionConfig,
    merged: &[f32],
    st: VisionStages,
) {
    let e = vcfg.embed_dim;
    let n = st.patch_embed.len() / e;
    let f = |name: &str, shape: Vec<usize>, v: Vec<f32>| Tensor::f32(name, shape, v).expect("stage shape");
    taps.insert("patch_embed", f("patch_embed", vec![n, e], st.patch_embed));
    for (b, out) in st.blocks {
        taps.insert(&format!("vision_block.{b}"), f("vision_block", vec![n, e], out));
    }
    taps.insert("merger_ln", f("merger_ln", vec![n, e], st.merger_ln));
    taps.insert(
        "merged_tokens",
        f("merged_tokens", vec![n / vcfg.merge_unit(), vcfg.out_hidden_size], merged.to_vec()),
    );
}
