//! The engine end to end: checkpoint folder + images + prompt -> tokens.
//!
//! One loop serves everything (the server, `engine run`, the harness):
//! [`Engine::admit_prepared`] places a request in a free slot (a reservation
//! of KV cells, its image's encode begun) and [`Engine::step`] advances
//! every slot: one piece of admission work for the oldest slot still
//! reading its prompt (the next piece of its image's encode, or else one
//! prefill chunk: the smallest chunk size while other slots decode, so
//! running streams are not held up by a long one), then one token for
//! every slot that has logits and one batched decode for those that
//! continue.
//! [`Engine::generate`] is that loop run until one request finishes.

mod compile;
mod options;
pub mod sampling;
mod taps;

pub use compile::compile_all;
pub use options::{EngineError, EngineOptions, DEFAULT_CHUNK};

use std::collections::VecDeque;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

use contracts::config::ModelConfig;
use contracts::{StageDump, Tensor};

use crate::checkpoint::Checkpoint;
use crate::generate::sampling::{Sampler, SamplingParams};
use crate::host::frontend::{Frontend, Prepared, Request};
use crate::host::processor::VisionBatch;
use crate::host::prompt::PromptError;
use crate::shapes::Positions;
use crate::text::graph::LmShape;
use crate::text::lm::{LanguageModel, LmError, Prompt, SeqId, Step};
use crate::vision::{Encoding, VisionEncoder, VisionStages};

use taps::{vision_stage_taps, Taps};

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

/// A prompt still being prefilled, chunk by chunk.
struct Pending {
    ids: Vec<u32>,
    image_rows: Vec<usize>,
    /// The running encode of one vision batch (one piece per step).
    vision: Option<Encoding>,
    /// Vision batches not begun yet.
    queued: VecDeque<VisionBatch>,
    /// Merged tokens of the batches done, in placeholder order.
    merged: Vec<f32>,
    /// Stage outputs of the batches done (harness runs).
    stages: Option<VisionStages>,
    positions: Positions,
}

/// A request in a slot.
struct Live {
    seq: SeqId,
    /// Some while the prompt is being read.
    pending: Option<Pending>,
    /// Logits that choose the next token (empty while prefilling).
    row: Vec<f32>,
    /// Tokens in the cache.
    len: usize,
    delta: i64,
    /// Tokens still allowed.
    remaining: usize,
    sampler: Sampler,
    taps: Option<Taps>,
    timings: Timings,
}

/// What a finished slot leaves for [`Engine::take_finished`].
pub struct Finished {
    pub timings: Timings,
    pub stages: Option<StageDump>,
}

fn secs(d: Duration) -> f64 {
    d.as_secs_f64()
}

pub struct Engine {
    // Field order is drop order: live sequences (with their encodes' device
    // tensors) go before the sessions that made them.
    live: Vec<Option<Live>>,
    /// Slots still prefilling, oldest first.
    prefilling: VecDeque<usize>,
    finished: Vec<Option<Finished>>,
    /// Why a slot's request failed on its own (see [`Engine::take_failure`]).
    failed: Vec<Option<EngineError>>,
    front: Arc<Frontend>,
    options: EngineOptions,
    vision: Option<VisionEncoder>,
    lm: LanguageModel,
}

impl Engine {
    pub fn load(dir: &Path, options: EngineOptions) -> Result<Self, EngineError> {
        let ck = Checkpoint::open(dir)?;
        let front = Frontend::new(
            dir,
            ck.config.clone(),
            options.context,
            options.max_pixels,
            options.max_patches,
            options.special_tokens,
        )?;
        let config = &ck.config;
        let buckets = front.buckets().all();
        let vision = match config.vision {
            Some(_) => Some(VisionEncoder::load(
                config,
                &ck.weights,
                &ck.cache,
                options.numerics(),
                Some(&buckets),
                options.faults,
            )?),
            None => None,
        };
        let shape = options.lm_shape(front.context())?;
        let lm = LanguageModel::load(
            &config.text,
            &ck.weights,
            &ck.cache,
            options.numerics(),
            shape,
            options.stages,
            options.faults,
        )?;
        ck.check_all_consumed()?;
        let slots = options.slots.max(1);
        Ok(Engine {
            front: Arc::new(front),
            options,
            vision,
            lm,
            live: (0..slots).map(|_| None).collect(),
            prefilling: VecDeque::new(),
            finished: (0..slots).map(|_| None).collect(),
            failed: (0..slots).map(|_| None).collect(),
        })
    }

    pub fn config(&self) -> &ModelConfig {
        self.front.config()
    }

    /// The host-side half (prompt, images, budget), shareable across threads.
    pub fn frontend(&self) -> Arc<Frontend> {
        self.front.clone()
    }

    /// The language model's shapes (windows, chunks, pool).
    pub fn lm_shape(&self) -> &LmShape {
        self.lm.shape()
    }

    /// Steps one vision batch's encode takes (its pieces; 0 without a
    /// vision tower). A request whose images exceed the top bucket has
    /// several batches, encoded one after another.
    pub fn vision_pieces(&self) -> usize {
        self.vision.as_ref().map_or(0, VisionEncoder::pieces)
    }

    /// Slots holding a live sequence.
    pub fn busy_slots(&self) -> usize {
        self.live.iter().filter(|l| l.is_some()).count()
    }

    /// Number of slots.
    pub fn slots(&self) -> usize {
        self.live.len()
    }

    /// Slots without a live sequence.
    pub fn free_slots(&self) -> Vec<usize> {
        (0..self.slots()).filter(|&s| self.live[s].is_none()).collect()
    }

    /// KV cells a request of `prompt` tokens and `new` new tokens reserves.
    pub fn reservation(&self, prompt: usize, new: usize) -> usize {
        self.lm.reservation(prompt, new, self.lm.shape().max_chunk())
    }

    /// Whether the KV pool can take such a request now (it always can once
    /// enough running requests finish: the frontend's budget check keeps
    /// every admitted request within one context).
    pub fn fits_now(&self, prompt: usize, new: usize) -> bool {
        self.reservation(prompt, new) <= self.lm.free_cells().1
    }

    /// Start a request in a free slot (greedy); its tokens come out of [`step`](Self::step).
    pub fn admit(&mut self, slot: usize, req: &Request) -> Result<Admitted, EngineError> {
        let p = self.front.prepare(req)?;
        self.admit_prepared(slot, &p, req.max_new_tokens, Sampler::new(SamplingParams::GREEDY))
    }

    /// [`admit`](Self::admit) for a request the [`Frontend`] already
    /// prepared, choosing its tokens with `sampler`. Its image's encode and
    /// its prompt's prefill run in the following steps, one piece each
    /// step, interleaved with the other slots' decoding. A zero budget
    /// admits nothing (there is nothing to generate).
    pub fn admit_prepared(
        &mut self,
        slot: usize,
        p: &Prepared,
        max_new_tokens: usize,
        sampler: Sampler,
    ) -> Result<Admitted, EngineError> {
        if slot >= self.slots() {
            return Err(EngineError::NoSlot { slot, slots: self.slots() });
        }
        if self.live[slot].is_some() {
            return Err(EngineError::SlotBusy(slot));
        }
        self.front.budget(p.ids.len(), Some(max_new_tokens))?;
        let admitted = Admitted {
            prompt_tokens: p.ids.len(),
            rope_delta: p.rope_delta,
            input_ids: p.ids.clone(),
            image_grids: p.grids.clone(),
        };
        if max_new_tokens == 0 {
            return Ok(admitted);
        }
        let seq = self.lm.open(self.reservation(p.ids.len(), max_new_tokens))?;
        let mut timings = Timings { preprocess_s: p.preprocess_s, ..Timings::default() };
        let mut dump = self.options.stages.then(StageDump::new);
        let t = Instant::now();
        let vision = match self.begin_encode(p, dump.as_mut()) {
            Ok(v) => v,
            Err(e) => {
                self.lm.close(seq);
                return Err(e);
            }
        };
        timings.vision_s = secs(t.elapsed());
        let vocab = self.config().text.vocab_size;
        let taps = dump.map(|d| Taps::new(d, &p.ids, &p.positions, p.rope_delta, vocab));
        let queued = p.vision.iter().skip(1).cloned().collect();
        let pending = Pending {
            ids: p.ids.clone(),
            image_rows: p.image_rows.clone(),
            vision,
            queued,
            merged: Vec::new(),
            stages: None,
            positions: p.positions.clone(),
        };
        self.live[slot] = Some(Live {
            seq,
            pending: Some(pending),
            row: Vec::new(),
            len: 0,
            delta: p.rope_delta,
            remaining: max_new_tokens,
            sampler,
            taps,
            timings,
        });
        self.finished[slot] = None;
        self.failed[slot] = None;
        self.prefilling.push_back(slot);
        Ok(admitted)
    }

    /// Drop a slot's sequence at once (a cancelled request); the slot is free.
    pub fn cancel(&mut self, slot: usize) {
        if let Some(l) = self.live.get_mut(slot).and_then(Option::take) {
            self.lm.close(l.seq);
        }
        self.prefilling.retain(|&s| s != slot);
    }

    /// The error that ended the request in `slot`, if one did: a failure of
    /// its own admission work (an encode piece, a prefill chunk) or of its
    /// own decode row fails that slot alone, which is then free, and the
    /// other slots carry on. (A failure of the batched decode call itself
    /// cannot be pinned on one row: `step` returns it.)
    pub fn take_failure(&mut self, slot: usize) -> Option<EngineError> {
        self.failed.get_mut(slot).and_then(Option::take)
    }

    /// End `slot`'s request with `e`, freeing the slot and its cells.
    fn fail(&mut self, slot: usize, e: EngineError) {
        tracing::warn!("slot {slot}: request failed: {e}");
        if let Some(l) = self.live[slot].take() {
            self.lm.close(l.seq);
        }
        self.prefilling.retain(|&s| s != slot);
        self.failed[slot] = Some(e);
    }

    /// Timings (and stage taps) of the request that last finished in `slot`.
    pub fn take_finished(&mut self, slot: usize) -> Option<Finished> {
        self.finished.get_mut(slot).and_then(Option::take)
    }

    /// One piece of admission work for the oldest slot still reading its
    /// prompt: the next piece of its image's encode while that runs, else
    /// one prefill chunk. While other slots are decoding the chunk is the
    /// smallest size (so their next token waits for a short chunk, not a
    /// long one); otherwise the largest (`--chunk`).
    fn prefill_step(&mut self) -> Result<(), EngineError> {
        let Some(&slot) = self.prefilling.front() else { return Ok(()) };
        let decoding = self.live.iter().flatten().any(|l| l.pending.is_none());
        let l = self.live[slot].as_mut().expect("prefilling slots are live");
        let p = l.pending.as_mut().expect("prefilling slots have a prompt");
        if p.vision.is_some() || !p.queued.is_empty() {
            let t = Instant::now();
            let vision = self.vision.as_mut().ok_or(PromptError::NoVision)?;
            if p.vision.is_none() {
                let next = p.queued.pop_front().expect("a queued batch");
                p.vision = Some(vision.begin(&next, l.taps.is_some())?);
            }
            if vision.advance(p.vision.as_mut().expect("encoding"))? {
                let (merged, stages) = p.vision.take().expect("encoding").finish();
                p.merged.extend(merged);
                if let Some(st) = stages {
                    match p.stages.as_mut() {
                        Some(all) => all.extend(st),
                        None => p.stages = Some(st),
                    }
                }
                if p.queued.is_empty() {
                    if let (Some(taps), Some(st)) = (l.taps.as_mut(), p.stages.take()) {
                        vision_stage_taps(taps, vision.config(), &p.merged, st);
                    }
                }
            }
            l.timings.vision_s += secs(t.elapsed());
            return Ok(());
        }
        let shape = self.lm.shape();
        let cap = if decoding { shape.min_chunk() } else { shape.max_chunk() };
        let p = l.pending.as_ref().expect("prefilling slots have a prompt");
        let t = Instant::now();
        let prompt = Prompt { ids: &p.ids, image_rows: &p.image_rows, image: &p.merged, positions: &p.positions };
        let n = crate::text::lm::chunk_plan(shape, p.ids.len() - l.len, cap)[0].0;
        let logits = self.lm.prefill_chunk(l.seq, &prompt, n)?;
        l.len += n;
        l.timings.prefill_s += secs(t.elapsed());
        let vocab = self.front.config().text.vocab_size;
        if let Some(taps) = l.taps.as_mut() {
            taps.prefill_chunk(&logits);
        }
        if l.len == p.ids.len() {
            let last = logits[logits.len() - vocab..].to_vec();
            if let Some(taps) = l.taps.as_mut() {
                let kv = self.lm.kv(l.seq, l.len)?;
                let c = &self.front.config().text;
                taps.prefill_done(&last, kv, c.num_key_value_heads, c.head_dim);
            }
            l.row = last;
            l.pending = None;
            self.prefilling.pop_front();
        }
        Ok(())
    }

    /// One step of every slot: one piece of admission work, then one token
    /// for every slot holding logits (greedy or sampled per slot) and one
    /// batched decode for the slots that continue. A slot whose token is EOS
    /// or whose budget is spent is freed and reported finished; a slot whose
    /// own work fails is freed and reported by [`take_failure`](Self::take_failure).
    pub fn step(&mut self) -> Result<Vec<SlotToken>, EngineError> {
        if let Err(e) = self.prefill_step() {
            // prefill_step leaves its slot at the front until it succeeds.
            let slot = *self.prefilling.front().expect("a failed prefill step had a slot");
            self.fail(slot, e);
        }
        let mut out = Vec::new();
        let mut steps = Vec::new();
        let mut rows = Vec::new();
        let mut failures = Vec::new();
        for slot in 0..self.slots() {
            let Some(l) = self.live[slot].as_mut() else { continue };
            if l.pending.is_some() {
                continue;
            }
            let (token, margin) = l.sampler.next(&l.row);
            if let Some(taps) = l.taps.as_mut() {
                taps.token(&l.row, token, margin);
            }
            l.remaining -= 1;
            let finish = if self.front.eos().contains(&token) {
                Some(FinishReason::Stop)
            } else if l.remaining == 0 {
                Some(FinishReason::Length)
            } else {
                let position = i64::try_from(l.len).ok().and_then(|c| c.checked_add(l.delta));
                match position {
                    Some(position) if self.lm.has_room(l.seq) => {
                        steps.push(Step { seq: l.seq, token, position });
                        rows.push(slot);
                        None
                    }
                    Some(_) => {
                        failures.push((
                            slot,
                            EngineError::Lm(LmError::Input(format!("slot {slot}: its KV reservation is full"))),
                        ));
                        continue;
                    }
                    None => {
                        failures.push((slot, EngineError::Position(l.len, l.delta)));
                        continue;
                    }
                }
            };
            out.push(SlotToken { slot, token, margin, finish });
            if finish.is_some() {
                let l = self.live[slot].take().expect("live");
                self.lm.close(l.seq);
                self.finished[slot] = Some(Finished { timings: l.timings, stages: l.taps.map(Taps::finish) });
            }
        }
        for (slot, e) in failures {
            self.fail(slot, e);
        }
        if !steps.is_empty() {
            let t = Instant::now();
            let logits = self.lm.decode(&steps)?;
            let dt = secs(t.elapsed());
            for (slot, row) in rows.into_iter().zip(logits) {
                let l = self.live[slot].as_mut().expect("decoding slots are live");
                l.row = row;
                l.len += 1;
                l.timings.decode_s += dt;
                l.timings.decode_tokens += 1;
            }
        }
        Ok(out)
    }

    /// Decode text for tokens (skipping special tokens).
    pub fn detokenize(&self, tokens: &[u32]) -> String {
        self.front.detokenize(tokens)
    }

    /// Generate for several requests at once: each is admitted into its own
    /// slot, then all slots step together until every one finishes
    /// (batch-invariant: every stream equals its single-request run).
    pub fn generate_batch(&mut self, reqs: &[Request]) -> Result<Vec<Generation>, EngineError> {
        if reqs.len() > self.free_slots().len() {
            return Err(EngineError::TooManyRequests { requests: reqs.len(), slots: self.free_slots().len() });
        }
        let mut gens = Vec::with_capacity(reqs.len());
        let mut slots = Vec::with_capacity(reqs.len());
        for req in reqs {
            let slot = self.free_slots()[0];
            let a = self.admit(slot, req)?;
            slots.push(slot);
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
        while slots.iter().any(|&s| self.live[s].is_some()) {
            for t in self.step()? {
                if let Some(i) = slots.iter().position(|&s| s == t.slot) {
                    gens[i].tokens.push(t.token);
                }
            }
        }
        for &slot in &slots {
            if let Some(e) = self.take_failure(slot) {
                for &other in &slots {
                    self.cancel(other);
                }
                return Err(e);
            }
        }
        for (g, &slot) in gens.iter_mut().zip(&slots) {
            g.text = self.detokenize(&g.tokens);
            if let Some(f) = self.take_finished(slot) {
                g.timings = f.timings;
                g.stages = f.stages;
            }
        }
        Ok(gens)
    }

    /// Start the vision tower over a prepared request's first batch
    /// (nothing for a text-only request); its pieces, and the other batches,
    /// run in [`step`](Self::step). With a dump, the encoder's inputs (all
    /// batches', as one packed batch would have them) are tapped into it
    /// now and its stage outputs when the last batch finishes.
    fn begin_encode(&mut self, p: &Prepared, dump: Option<&mut StageDump>) -> Result<Option<Encoding>, EngineError> {
        let Some(first) = p.vision.first() else { return Ok(None) };
        let vision = self.vision.as_mut().ok_or(PromptError::NoVision)?;
        let vcfg = vision.config().clone();
        let encoding = vision.begin(first, dump.is_some())?;
        let Some(d) = dump else { return Ok(Some(encoding)) };
        let (row, hd) = (vcfg.patch_row(), vcfg.head_dim());
        let (mut pixels, mut grids, mut cu, mut pos, mut cos, mut sin) =
            (Vec::new(), Vec::new(), vec![0i64], Vec::new(), Vec::new(), Vec::new());
        for b in &p.vision {
            let n = b.rows;
            pixels.extend_from_slice(&b.patches[..n * row]);
            grids.extend(b.grids.iter().flat_map(|g| g.iter().map(|&x| x as i64)));
            let base = *cu.last().expect("non-empty");
            cu.extend(b.cu_seqlens[1..].iter().map(|c| base + c));
            pos.extend(b.position_ids.iter().flat_map(|p| p.iter().copied()));
            cos.extend_from_slice(&b.cos[..n * hd]);
            sin.extend_from_slice(&b.sin[..n * hd]);
        }
        let n = pos.len() / 2;
        let f = |name: &str, shape: Vec<usize>, v: Vec<f32>| Tensor::f32(name, shape, v).expect("stage shape");
        let i = |name: &str, shape: Vec<usize>, v: Vec<i64>| Tensor::i64(name, shape, v).expect("stage shape");
        d.insert("pixels", f("pixels", vec![n, row], pixels));
        d.insert("grid", i("grid", vec![grids.len() / 3, 3], grids));
        d.insert("cu_seqlens", i("cu_seqlens", vec![cu.len()], cu));
        d.insert("vision_rope.position_ids", i("vision_rope.position_ids", vec![n, 2], pos));
        d.insert("vision_rope.cos", f("vision_rope.cos", vec![n, hd], cos));
        d.insert("vision_rope.sin", f("vision_rope.sin", vec![n, hd], sin));
        Ok(Some(encoding))
    }

    /// Generate greedily for one request.
    pub fn generate(&mut self, req: &Request) -> Result<Generation, EngineError> {
        self.generate_sampled(req, SamplingParams::GREEDY)
    }

    /// Generate for one request in a free slot, choosing tokens per
    /// `sampling`: [`admit_prepared`](Self::admit_prepared), then
    /// [`step`](Self::step) until it finishes (other live slots step along).
    pub fn generate_sampled(&mut self, req: &Request, sampling: SamplingParams) -> Result<Generation, EngineError> {
        let slot = *self.free_slots().first().ok_or(EngineError::SlotBusy(0))?;
        let p = self.front.prepare(req)?;
        let a = self.admit_prepared(slot, &p, req.max_new_tokens, Sampler::new(sampling))?;
        let mut tokens = Vec::new();
        while self.live[slot].is_some() {
            tokens.extend(self.step()?.into_iter().filter(|t| t.slot == slot).map(|t| t.token));
        }
        if let Some(e) = self.take_failure(slot) {
            return Err(e);
        }
        let f = self.take_finished(slot);
        let text = self.front.detokenize(&tokens);
        let timings = f
            .as_ref()
            .map(|f| f.timings.clone())
            .unwrap_or(Timings { preprocess_s: p.preprocess_s, ..Timings::default() });
        Ok(Generation {
            tokens,
            text,
            input_ids: a.input_ids,
            image_grids: a.image_grids,
            rope_delta: a.rope_delta,
            timings,
            stages: f.and_then(|f| f.stages),
        })
    }
}
