//! The engine end to end: checkpoint folder + images + prompt -> tokens.

use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use contracts::config::ModelConfig;
use contracts::{StageDump, Tensor};

use crate::artifacts::{self, ArtifactCache};
use crate::emit::nn::Precision;
use crate::iree::Compiler;
use crate::frontend::{Frontend, Prepared};
use crate::lm::{LanguageModel, LmError, Positions, Step};
use crate::model::text::CacheShape;
use crate::model::weights::WeightIndex;
use crate::processor::ProcessorError;
use crate::prompt::PromptError;
use crate::sampling::{SamplingParams, Sampler};
use crate::vision::{VisionEncoder, VisionError};

#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    #[error(transparent)]
    Config(#[from] contracts::config::ConfigError),
    #[error(transparent)]
    Weights(#[from] crate::model::weights::WeightError),
    #[error(transparent)]
    Artifact(#[from] crate::artifacts::ArtifactError),
    #[error(transparent)]
    Compile(#[from] crate::iree::CompileError),
    #[error(transparent)]
    Vision(#[from] VisionError),
    #[error(transparent)]
    Lm(#[from] LmError),
    #[error(transparent)]
    Prompt(#[from] PromptError),
    #[error(transparent)]
    Image(#[from] ProcessorError),
    #[error("loading {path}: {detail}")]
    Load { path: String, detail: String },
    #[error("the prompt is {prompt} tokens; this engine takes prompts of at most {limit} tokens (context {context}), with room for at least one new token")]
    PromptTooLong { prompt: usize, limit: usize, context: usize },
    #[error("the prompt is {prompt} tokens and {new} new tokens were asked for: {need} exceeds the context of {context} tokens")]
    ContextOverflow { prompt: usize, new: usize, need: usize, context: usize },
    #[error("decode position overflow (cache length {0}, rope_delta {1})")]
    Position(usize, i64),
    #[error("slot {0} already holds a live sequence")]
    SlotBusy(usize),
    #[error("{requests} requests for {slots} slots")]
    TooManyRequests { requests: usize, slots: usize },
}

#[derive(Debug, Clone)]
pub struct EngineOptions {
    pub precision: Precision,
    /// Decode slots (sequences the cache holds at once).
    pub slots: usize,
    /// Cache rows per slot (prompt + generated tokens).
    pub context: usize,
    /// Keep every stage for the harness (adds an all-positions prefill).
    pub stages: bool,
}

impl Default for EngineOptions {
    fn default() -> Self {
        EngineOptions { precision: Precision::Bf16, slots: 1, context: 4096, stages: false }
    }
}

pub enum PromptInput {
    /// One user message, rendered with the chat template (images first).
    Chat(String),
    /// An already templated prompt.
    Raw(String),
    /// A conversation for the chat template: `[{role, content}]` with
    /// content a string or `{"type": "text" | "image"}` parts.
    Messages(serde_json::Value),
}

pub struct Request {
    /// Encoded image files (PNG, JPEG, WebP), in placeholder order.
    pub images: Vec<Vec<u8>>,
    pub prompt: PromptInput,
    pub max_new_tokens: usize,
}

#[derive(Debug, Clone, Default, serde::Serialize)]
pub struct Timings {
    pub preprocess_s: f64,
    pub vision_s: f64,
    pub prefill_s: f64,
    pub decode_s: f64,
    pub decode_tokens: usize,
}

#[derive(Debug)]
pub struct Generation {
    pub tokens: Vec<u32>,
    pub text: String,
    pub input_ids: Vec<u32>,
    pub image_grids: Vec<[usize; 3]>,
    pub rope_delta: i64,
    pub timings: Timings,
    pub stages: Option<StageDump>,
}

/// A live sequence in a decode slot.
struct Live {
    /// Logits that choose the next token.
    row: Vec<f32>,
    /// Cache rows written so far.
    len: usize,
    delta: i64,
    /// Tokens still allowed.
    remaining: usize,
    sampler: Sampler,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, serde::Serialize)]
#[serde(rename_all = "lowercase")]
pub enum FinishReason {
    /// An end-of-sequence token (included in the stream).
    Stop,
    /// The max-new-token budget.
    Length,
}

/// One token of one slot from [`Engine::step`].
#[derive(Debug, Clone, Copy)]
pub struct SlotToken {
    pub slot: usize,
    pub token: u32,
    /// top1 - top2 logit.
    pub margin: f32,
    pub finish: Option<FinishReason>,
}

/// What [`Engine::admit`] learned about a request.
#[derive(Debug, Clone)]
pub struct Admitted {
    pub prompt_tokens: usize,
    pub rope_delta: i64,
    pub input_ids: Vec<u32>,
    pub image_grids: Vec<[usize; 3]>,
}


pub struct Engine {
    front: Arc<Frontend>,
    options: EngineOptions,
    vision: Option<VisionEncoder>,
    lm: LanguageModel,
    live: Vec<Option<Live>>,
}

/// Top-k kept per prompt position / per greedy step in the stage taps.
const PREFILL_TOPK: usize = 16;
const DECODE_TOPK: usize = 64;

fn secs(d: Duration) -> f64 {
    d.as_secs_f64()
}

/// Top-k of a row (ties: lower index first; `k` >= 1).
fn topk(row: &[f32], k: usize) -> (Vec<f32>, Vec<i64>) {
    let idx = crate::sampling::ranked(row, k);
    (idx.iter().map(|&i| row[i]).collect(), idx.iter().map(|&i| i as i64).collect())
}


impl Engine {
    pub fn load(dir: &Path, options: EngineOptions) -> Result<Self, EngineError> {
        let front = Frontend::load(dir, options.context)?;
        let config = front.config();
        let weights = WeightIndex::open(dir)?;
        let cache = ArtifactCache::new(artifacts::default_dir(), Compiler::locate()?)?;
        let vision = match config.vision {
            Some(_) => Some(VisionEncoder::load(config, &weights, &cache, options.precision, None)?),
            None => None,
        };
        let shape = CacheShape { slots: options.slots.max(1), context: front.context() };
        let lm = LanguageModel::load(&config.text, &weights, &cache, options.precision, shape, options.stages)?;
        let unused = weights.unused("");
        if !unused.is_empty() {
            return Err(EngineError::Load { path: dir.display().to_string(), detail: format!("checkpoint tensors no graph consumes: {unused:?}") });
        }
        Ok(Engine { front: Arc::new(front), options, vision, lm, live: Vec::new() })
    }

    pub fn config(&self) -> &ModelConfig {
        self.front.config()
    }

    /// The host-side half (prompt, images, budget), shareable across threads.
    pub fn frontend(&self) -> Arc<Frontend> {
        self.front.clone()
    }

    /// Slots holding a live sequence.
    pub fn busy_slots(&self) -> usize {
        self.live.iter().filter(|l| l.is_some()).count()
    }

    /// Number of decode slots.
    pub fn slots(&self) -> usize {
        self.lm.cache_shape().slots
    }

    /// Slots without a live sequence.
    pub fn free_slots(&self) -> Vec<usize> {
        (0..self.slots()).filter(|&s| self.live.get(s).is_none_or(Option::is_none)).collect()
    }

    /// Start a request in a free slot: prompt, images and prefill run now;
    /// its tokens come out of [`step`](Self::step). The slot's previous
    /// contents (cache rows, rope_delta) play no part: prefill rewrites it.
    pub fn admit(&mut self, slot: usize, req: &Request) -> Result<Admitted, EngineError> {
        let p = self.front.prepare(req)?;
        self.admit_prepared(slot, &p, req.max_new_tokens, Sampler::new(SamplingParams::GREEDY))
    }

    /// [`admit`](Self::admit) for a request the [`Frontend`] already
    /// prepared, choosing its tokens with `sampler`.
    pub fn admit_prepared(&mut self, slot: usize, p: &Prepared, max_new_tokens: usize, sampler: Sampler) -> Result<Admitted, EngineError> {
        if slot >= self.slots() {
            return Err(LmError::NoSlot { slot, slots: self.slots() }.into());
        }
        if self.live.get(slot).is_some_and(Option::is_some) {
            return Err(EngineError::SlotBusy(slot));
        }
        self.front.budget(p.ids.len(), Some(max_new_tokens))?;
        let merged = self.encode(p, None)?;
        let row = self.lm.prefill(slot, &p.ids, &p.image_rows, &merged, &p.positions)?;
        let v = self.config().text.vocab_size;
        let row = if self.options.stages { row[(p.ids.len() - 1) * v..].to_vec() } else { row };
        self.live.resize_with(self.slots(), || None);
        let admitted = Admitted { prompt_tokens: p.ids.len(), rope_delta: p.rope_delta, input_ids: p.ids.clone(), image_grids: p.grids.clone() };
        if max_new_tokens > 0 {
            self.live[slot] = Some(Live { row, len: p.ids.len(), delta: p.rope_delta, remaining: max_new_tokens, sampler });
        }
        Ok(admitted)
    }

    /// Drop a slot's sequence at once (a cancelled request); the slot is free.
    pub fn cancel(&mut self, slot: usize) {
        if let Some(l) = self.live.get_mut(slot) {
            *l = None;
        }
    }

    /// One token (greedy or sampled, per slot) for every live slot, then one batched decode for
    /// the slots that continue. A slot whose token is EOS or whose budget is
    /// spent is freed and reported finished.
    pub fn step(&mut self) -> Result<Vec<SlotToken>, EngineError> {
        let slots = self.slots();
        let mut out = Vec::new();
        let mut steps = vec![None; slots];
        for (slot, entry) in self.live.iter_mut().enumerate() {
            let Some(l) = entry else { continue };
            let (token, margin) = l.sampler.next(&l.row);
            l.remaining -= 1;
            let finish = if self.front.eos().contains(&token) {
                Some(FinishReason::Stop)
            } else if l.remaining == 0 {
                Some(FinishReason::Length)
            } else {
                let position = i64::try_from(l.len).ok().and_then(|c| c.checked_add(l.delta)).ok_or(EngineError::Position(l.len, l.delta))?;
                steps[slot] = Some(Step { token, position, cache_len: l.len });
                None
            };
            out.push(SlotToken { slot, token, margin, finish });
            if finish.is_some() {
                *entry = None;
            }
        }
        if steps.iter().any(Option::is_some) {
            let rows = self.lm.decode(&steps)?;
            for (slot, r) in rows.into_iter().enumerate() {
                if let (Some(r), Some(Some(l))) = (r, self.live.get_mut(slot)) {
                    l.row = r;
                    l.len += 1;
                }
            }
        }
        Ok(out)
    }

    /// Decode text for tokens (skipping special tokens).
    pub fn detokenize(&self, tokens: &[u32]) -> String {
        self.front.detokenize(tokens)
    }

    /// Generate for several requests at once: each is admitted into its own
    /// slot, then all live slots step together until every one finishes
    /// (batch-invariant: every stream equals its single-request run).
    pub fn generate_batch(&mut self, reqs: &[Request]) -> Result<Vec<Generation>, EngineError> {
        if reqs.len() > self.slots() {
            return Err(EngineError::TooManyRequests { requests: reqs.len(), slots: self.slots() });
        }
        let mut gens = Vec::with_capacity(reqs.len());
        for (slot, req) in reqs.iter().enumerate() {
            self.cancel(slot);
            let a = self.admit(slot, req)?;
            gens.push(Generation {
                tokens: Vec::new(),
                text: String::new(),
                input_ids: a.input_ids,
                image_grids: a.image_grids,
                rope_delta: a.rope_delta,
                timings: Timings::default(),
                stages: None,
            });
        }
        while self.live.iter().any(Option::is_some) {
            for t in self.step()? {
                gens[t.slot].tokens.push(t.token);
            }
        }
        for g in &mut gens {
            g.text = self.detokenize(&g.tokens);
        }
        Ok(gens)
    }

    /// The vision tower over a prepared request's batch (nothing for a
    /// text-only request): merged visual tokens in image order. With a dump,
    /// every vision stage is tapped into it.
    fn encode(&mut self, p: &Prepared, dump: Option<&mut StageDump>) -> Result<Vec<f32>, EngineError> {
        let Some(batch) = &p.vision else { return Ok(Vec::new()) };
        let vision = self.vision.as_mut().ok_or(PromptError::NoVision)?;
        let vcfg = vision.config().clone();
        let Some(d) = dump else { return Ok(vision.encode(batch)?) };
        let (m, st) = vision.encode_with_stages(batch)?;
        let (n, row, hd, e) = (batch.rows, vcfg.patch_row(), vcfg.head_dim(), vcfg.embed_dim);
        let f = |name: &str, shape: Vec<usize>, v: Vec<f32>| Tensor::f32(name, shape, v).expect("stage shape");
        let i = |name: &str, shape: Vec<usize>, v: Vec<i64>| Tensor::i64(name, shape, v).expect("stage shape");
        d.insert("pixels", f("pixels", vec![n, row], batch.patches[..n * row].to_vec()));
        let g: Vec<i64> = batch.grids.iter().flat_map(|g| g.iter().map(|&x| x as i64)).collect();
        d.insert("grid", i("grid", vec![batch.grids.len(), 3], g));
        d.insert("cu_seqlens", i("cu_seqlens", vec![batch.cu_seqlens.len()], batch.cu_seqlens.clone()));
        let pos: Vec<i64> = batch.position_ids.iter().flat_map(|p| p.iter().copied()).collect();
        d.insert("vision_rope.position_ids", i("vision_rope.position_ids", vec![n, 2], pos));
        d.insert("vision_rope.cos", f("vision_rope.cos", vec![n, hd], batch.cos[..n * hd].to_vec()));
        d.insert("vision_rope.sin", f("vision_rope.sin", vec![n, hd], batch.sin[..n * hd].to_vec()));
        d.insert("patch_embed", f("patch_embed", vec![n, e], st.patch_embed));
        for (b, out) in st.blocks {
            d.insert(format!("vision_block.{b}"), f("vision_block", vec![n, e], out));
        }
        d.insert("merger_ln", f("merger_ln", vec![n, e], st.merger_ln));
        d.insert("merged_tokens", f("merged_tokens", vec![n / vcfg.merge_unit(), vcfg.out_hidden_size], m.clone()));
        Ok(m)
    }

    /// Generate greedily for one request in slot 0.
    pub fn generate(&mut self, req: &Request) -> Result<Generation, EngineError> {
        self.generate_sampled(req, SamplingParams::GREEDY)
    }

    /// Generate for one request in slot 0, choosing tokens per `sampling`.
    pub fn generate_sampled(&mut self, req: &Request, sampling: SamplingParams) -> Result<Generation, EngineError> {
        let mut sampler = Sampler::new(sampling);
        if self.live.first().is_some_and(Option::is_some) {
            return Err(EngineError::SlotBusy(0));
        }
        let mut timings = Timings::default();
        let mut dump = self.options.stages.then(StageDump::new);
        let p = self.front.prepare(req)?;
        self.front.budget(p.ids.len(), Some(req.max_new_tokens))?;
        timings.preprocess_s = p.preprocess_s;
        let t1 = Instant::now();
        let merged = self.encode(&p, dump.as_mut())?;
        if p.vision.is_some() {
            timings.vision_s = secs(t1.elapsed());
        }
        let Prepared { ids, grids, image_rows, positions, rope_delta, .. } = p;
        let s = ids.len();
        let t2 = Instant::now();
        let slot = 0;
        let mut logits = self.lm.prefill(slot, &ids, &image_rows, &merged, &positions)?;
        timings.prefill_s = secs(t2.elapsed());
        let v = self.config().text.vocab_size;
        // With stages the prefill returns every position's logits; keep the last.
        let last = if self.options.stages { logits[(s - 1) * v..s * v].to_vec() } else { std::mem::take(&mut logits) };
        if let Some(d) = dump.as_mut() {
            d.insert("input_ids", Tensor::i64("input_ids", vec![s], ids.iter().map(|&x| i64::from(x)).collect()).expect("shape"));
            let flat: Vec<i64> = match &positions {
                Positions::Mrope(a) => a.iter().flatten().copied().collect(),
                Positions::Rope1d(p) => p.iter().chain(p).chain(p).copied().collect(),
            };
            d.insert("mrope_positions", Tensor::i64("mrope_positions", vec![3, s], flat).expect("shape"));
            d.insert("rope_delta", Tensor::i64("rope_delta", vec![1], vec![rope_delta]).expect("shape"));
            d.insert("prefill_logits.last", Tensor::f32("prefill_logits.last", vec![v], last.clone()).expect("shape"));
            let (mut tv, mut ti) = (Vec::new(), Vec::new());
            for r in 0..s {
                let (a, b) = topk(&logits[r * v..(r + 1) * v], PREFILL_TOPK);
                tv.extend(a);
                ti.extend(b);
            }
            d.insert("prefill_logits.topk_values", Tensor::f32("t", vec![s, PREFILL_TOPK], tv).expect("shape"));
            d.insert("prefill_logits.topk_indices", Tensor::i64("t", vec![s, PREFILL_TOPK], ti).expect("shape"));
            for (l, (k, val)) in self.lm.kv(slot, s)?.into_iter().enumerate() {
                let c = &self.front.config().text;
                let shape = vec![c.num_key_value_heads, s, c.head_dim];
                d.insert(format!("kv.{l}.k"), Tensor::f32("kv", shape.clone(), k).expect("shape"));
                d.insert(format!("kv.{l}.v"), Tensor::f32("kv", shape, val).expect("shape"));
            }
        }

        // Greedy decoding.
        let t3 = Instant::now();
        let (mut tokens, mut margins) = (Vec::new(), Vec::new());
        let mut row = last;
        let mut len = s;
        for step in 0..req.max_new_tokens {
            if let Some(d) = dump.as_mut() {
                let (tv, ti) = topk(&row, DECODE_TOPK);
                d.insert(format!("decode_logits.{step}.topk_values"), Tensor::f32("t", vec![tv.len()], tv).expect("shape"));
                d.insert(format!("decode_logits.{step}.topk_indices"), Tensor::i64("t", vec![ti.len()], ti).expect("shape"));
            }
            let (tok, margin) = sampler.next(&row);
            tokens.push(tok);
            margins.push(margin);
            if self.front.eos().contains(&tok) || step + 1 == req.max_new_tokens {
                break;
            }
            let position = i64::try_from(len).ok().and_then(|c| c.checked_add(rope_delta)).ok_or(EngineError::Position(len, rope_delta))?;
            let mut steps = vec![None; self.lm.cache_shape().slots];
            steps[slot] = Some(Step { token: tok, position, cache_len: len });
            row = self.lm.decode(&steps)?.swap_remove(slot).expect("active slot");
            len += 1;
        }
        timings.decode_s = secs(t3.elapsed());
        timings.decode_tokens = tokens.len().saturating_sub(1);
        if let Some(d) = dump.as_mut() {
            d.insert("tokens", Tensor::i64("tokens", vec![tokens.len()], tokens.iter().map(|&t| i64::from(t)).collect()).expect("shape"));
            d.insert("tokens.margins", Tensor::f32("tokens.margins", vec![margins.len()], margins).expect("shape"));
            d.metadata.insert("source".into(), "engine".into());
        }
        let text = self.front.detokenize(&tokens);
        Ok(Generation { tokens, text, input_ids: ids, image_grids: grids, rope_delta, timings, stages: dump })
    }
}

/// Compile (or find in the cache) every module a checkpoint needs, with a
/// progress bar; returns how many modules there are.
pub fn compile_all(dir: &Path, precision: Precision, slots: usize, context: usize) -> Result<usize, EngineError> {
    use crate::iree::CompilerOptions;
    use crate::model::{text, vision};
    let config = ModelConfig::load(dir)?;
    let weights = WeightIndex::open(dir)?;
    let cache = ArtifactCache::new(artifacts::default_dir(), Compiler::locate()?)?;
    let mut jobs: Vec<(String, String, CompilerOptions)> = Vec::new();
    if let Some(v) = &config.vision {
        let blocks = vision::stage_blocks(v.depth);
        jobs.push(("vision".into(), vision::emit(v, &weights, &vision::BUCKETS, precision, &blocks).map_err(VisionError::from)?, CompilerOptions::default()));
    }
    let context = context.min(config.text.max_position_embeddings);
    let buckets = text::prompt_buckets(context);
    let shape = CacheShape { slots: slots.max(1), context };
    let lm = text::emit(&config.text, &weights, &buckets, shape, precision, false).map_err(LmError::from)?;
    jobs.push(("language model".into(), lm, crate::lm::compiler_options()));
    let bar = indicatif::ProgressBar::new(jobs.len() as u64);
    bar.set_style(indicatif::ProgressStyle::with_template("compiling {msg} [{bar:30}] {pos}/{len} ({elapsed})").expect("template").progress_chars("=> "));
    for (what, mlir, opts) in &jobs {
        bar.set_message(what.clone());
        cache.get_or_compile(mlir, opts)?;
        bar.inc(1);
    }
    bar.finish_and_clear();
    Ok(jobs.len())
}
