//! The language model on IREE: one session with the `lm` module (graph
//! contract in [`crate::text::graph`]) and the KV pool kept on the device
//! between calls. Sequences are opened with a reservation of pool cells
//! ([`super::pool`]), prefilled chunk by chunk and decoded in batches; a step's
//! cost follows the tokens its sequences hold.

use contracts::config::TextConfig;

use crate::checkpoint::artifacts::{ArtifactCache, ArtifactError};
use crate::checkpoint::weights::WeightIndex;
use crate::emit::DType;
use crate::faults::Faults;
use crate::iree::{Arg, DeviceTensor, ElementType, HostTensor, IreeError, Session};
use crate::model_graph::GraphError;
use crate::numerics::Numerics;
use crate::text::graph::{self, LmShape};

use super::merge;
use super::pool::{Region, RegionAllocator};
use crate::shapes::{PositionMode, Positions};

#[derive(Debug, thiserror::Error)]
pub enum LmError {
    #[error(transparent)]
    Graph(#[from] GraphError),
    #[error(transparent)]
    Artifact(#[from] ArtifactError),
    #[error(transparent)]
    Iree(#[from] IreeError),
    #[error("a sequence of {need} cells can never fit the KV pool of {capacity} cells")]
    NeverFits { need: usize, capacity: usize },
    #[error("the KV pool has no free run of {need} cells now (largest {largest})")]
    PoolBusy { need: usize, largest: usize },
    #[error("sequence {0} does not exist")]
    NoSequence(usize),
    #[error("{0}")]
    Input(String),
}

/// One row of a decode step.
#[derive(Debug, Clone, Copy)]
pub struct Step {
    pub seq: SeqId,
    pub token: u32,
    /// cache_len + rope_delta (checked on the host).
    pub position: i64,
}

/// One layer's keys and values, each [kv_heads, len, head_dim] f32.
pub type LayerKv = (Vec<f32>, Vec<f32>);

/// A sequence in the pool.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct SeqId(usize);

#[derive(Debug, Clone, Copy)]
struct Sequence {
    region: Region,
    /// Cells written (tokens in the cache).
    len: usize,
}

/// A prompt's device-ready pieces for [`LanguageModel::prefill_chunk`].
pub struct Prompt<'a> {
    pub ids: &'a [u32],
    /// Rows of `ids` taking merged visual tokens, ascending.
    pub image_rows: &'a [usize],
    /// Merged visual tokens, `image_rows.len() * hidden` values.
    pub image: &'a [f32],
    pub positions: &'a Positions,
}

/// The chunks a prompt of `len` tokens is prefilled in: (tokens, chunk
/// size) pairs, each at most `max` tokens. Full chunks of the largest size
/// up to `max` while that many tokens remain; the rest in the chunk size
/// that pads it least (fewer calls on a tie), so a 290-token prompt with
/// chunks 64 / 512 is read as 4 x 64 + 34 (in a 64 chunk), not padded to
/// 512. Every chunk but the last is full.
pub fn chunk_plan(shape: &LmShape, len: usize, max: usize) -> Vec<(usize, usize)> {
    let max = shape.chunks.iter().copied().filter(|&c| c <= max).max().unwrap_or(shape.min_chunk());
    let mut plan = Vec::new();
    let mut left = len;
    while left >= max {
        plan.push((max, max));
        left -= max;
    }
    if left > 0 {
        let padded = |c: usize| left.div_ceil(c) * c;
        let c = shape
            .chunks
            .iter()
            .copied()
            .filter(|&c| c <= max)
            .min_by_key(|&c| (padded(c), usize::MAX - c))
            .expect("at least one chunk size");
        while left > 0 {
            let n = left.min(c);
            plan.push((n, c));
            left -= n;
        }
    }
    plan
}

/// Cells a prompt's prefill writes (its tokens and the last chunk's
/// padding) under [`chunk_plan`] with `max`.
pub fn cells_written(shape: &LmShape, len: usize, max: usize) -> usize {
    chunk_plan(shape, len, max).iter().fold((0, 0), |(done, most), &(n, c)| (done + n, most.max(done + c))).1
}

/// A cell index, position offset or count as the graphs take it (i32).
fn index(v: usize) -> Result<i32, LmError> {
    i32::try_from(v).map_err(|_| LmError::Input(format!("{v} is over the graphs' i32 index range")))
}

pub struct LanguageModel {
    cfg: TextConfig,
    mode: PositionMode,
    shape: LmShape,
    stages: bool,
    cells: RegionAllocator,
    seqs: Vec<Option<Sequence>>,
    // The pool. Replaced (never taken) by each write, so a failure or a
    // panic in between leaves a usable pool.
    k: DeviceTensor,
    v: DeviceTensor,
    session: Session,
    /// Deliberate faults (`harness selftest` only).
    faults: Faults,
}

fn element_type(d: DType) -> ElementType {
    match d {
        DType::Bf16 => ElementType::Bf16,
        _ => ElementType::F32,
    }
}

impl LanguageModel {
    pub fn load(
        cfg: &TextConfig,
        w: &WeightIndex,
        artifacts: &ArtifactCache,
        numerics: Numerics,
        shape: LmShape,
        stages: bool,
        faults: Faults,
    ) -> Result<Self, LmError> {
        let t = std::time::Instant::now();
        let mlir = graph::emit_faulted(cfg, w, &shape, numerics, faults)?;
        let emitted = t.elapsed().as_secs_f64();
        let vmfb = artifacts.get_or_compile(&mlir, &numerics.compiler_options())?;
        let found = t.elapsed().as_secs_f64();
        let mut params = vec![artifacts.parameters(w.scope())?];
        params.extend(artifacts.quantized(w, |n| !n.starts_with(crate::checkpoint::weights::VISION_PREFIX))?);
        let prepared = t.elapsed().as_secs_f64();
        let mut session = Session::new("local-task", &params, vmfb)?;
        tracing::info!(
            "language model: emitted in {emitted:.1} s, module from the cache (or compiled) by {found:.1} s, parameters ready by {prepared:.1} s, loaded with weights packed by {:.1} s",
            t.elapsed().as_secs_f64()
        );
        // Every cell index, position window and count the graphs take is an
        // i32: the pool (scratch cell included) must be addressable by one.
        index(shape.cells + 1).map_err(|_| {
            LmError::Input(format!(
                "a KV pool of {} cells is over the graphs' i32 cell index; lower the slots or the context",
                shape.cells
            ))
        })?;
        index(cfg.num_hidden_layers).map_err(|_| {
            LmError::Input(format!("{} layers are over the graphs' i32 layer index", cfg.num_hidden_layers))
        })?;
        index(cfg.vocab_size).map_err(|_| {
            LmError::Input(format!("a vocabulary of {} tokens is over the graphs' i32 token ids", cfg.vocab_size))
        })?;
        let pool = |dims: Vec<usize>| {
            HostTensor::zeros(dims.clone(), element_type(shape.kv))
                .ok_or_else(|| LmError::Input(format!("a KV pool of shape {dims:?} overflows the address space")))
        };
        let k = session.to_device(&pool(shape.k_dims(cfg, shape.cells))?)?;
        let v = session.to_device(&pool(shape.v_dims(cfg, shape.cells))?)?;
        let cells = RegionAllocator::new(shape.allocatable());
        Ok(LanguageModel {
            cfg: cfg.clone(),
            mode: PositionMode::of(cfg),
            shape,
            stages,
            cells,
            seqs: Vec::new(),
            k,
            v,
            session,
            faults,
        })
    }

    pub fn shape(&self) -> &LmShape {
        &self.shape
    }

    pub fn mode(&self) -> PositionMode {
        self.mode
    }

    /// Pool cells a sequence of `prompt` tokens plus `new` generated ones
    /// reserves when prefilled in chunks of at most `chunk`: everything it
    /// writes, its last chunk's padding included.
    pub fn reservation(&self, prompt: usize, new: usize, chunk: usize) -> usize {
        // Any chunk cap below `chunk` writes no further (property-tested);
        // sequences own whole K blocks.
        cells_written(&self.shape, prompt, chunk).max(prompt + new).next_multiple_of(graph::K_BLOCK)
    }

    /// Open a sequence owning `cells` pool cells (see [`reservation`](Self::reservation)).
    pub fn open(&mut self, cells: usize) -> Result<SeqId, LmError> {
        // Whole K blocks, so every region starts on one.
        let cells = cells.next_multiple_of(graph::K_BLOCK);
        if cells > self.cells.capacity() {
            return Err(LmError::NeverFits { need: cells, capacity: self.cells.capacity() });
        }
        let region =
            self.cells.alloc(cells).ok_or(LmError::PoolBusy { need: cells, largest: self.cells.largest_free() })?;
        let seq = Sequence { region, len: 0 };
        let slot = match self.seqs.iter().position(Option::is_none) {
            Some(i) => {
                self.seqs[i] = Some(seq);
                i
            }
            None => {
                self.seqs.push(Some(seq));
                self.seqs.len() - 1
            }
        };
        Ok(SeqId(slot))
    }

    /// Free a sequence's cells (unknown ids are ignored).
    pub fn close(&mut self, id: SeqId) {
        if let Some(s) = self.seqs.get_mut(id.0).and_then(Option::take) {
            self.cells.release(s.region);
        }
    }

    /// Tokens in a sequence's cache.
    pub fn len(&self, id: SeqId) -> Result<usize, LmError> {
        Ok(self.seq(id)?.len)
    }

    /// Whether sequence `id` exists and its reservation can take one more
    /// token (what [`decode`](Self::decode) requires of every row).
    pub fn has_room(&self, id: SeqId) -> bool {
        self.seq(id).is_ok_and(|s| s.len < s.region.len)
    }

    /// Mark the first `len` cells of a fresh sequence as its cache without
    /// computing them (they hold whatever the pool holds): for `engine
    /// bench`, whose decode timings do not depend on the values read.
    pub fn fill_for_bench(&mut self, id: SeqId, len: usize) -> Result<(), LmError> {
        let s = self.seqs.get_mut(id.0).and_then(Option::as_mut).ok_or(LmError::NoSequence(id.0))?;
        if s.len != 0 || len > s.region.len {
            return Err(LmError::Input(format!(
                "cannot mark {len} cells of a sequence holding {} in {}",
                s.len, s.region.len
            )));
        }
        s.len = len;
        Ok(())
    }

    /// Pool cells free now (in any number of runs) and the longest run.
    pub fn free_cells(&self) -> (usize, usize) {
        (self.cells.free_cells(), self.cells.largest_free())
    }

    fn seq(&self, id: SeqId) -> Result<Sequence, LmError> {
        self.seqs.get(id.0).copied().flatten().ok_or(LmError::NoSequence(id.0))
    }

    /// The `layers` input of the attention graphs: 0..L.
    fn layer_ids(&self) -> HostTensor {
        HostTensor::i32(
            vec![self.cfg.num_hidden_layers],
            &(0..self.cfg.num_hidden_layers).map(|l| l as i32).collect::<Vec<_>>(),
        )
    }

    /// Window of `win` cells over a region: the clamped start and where the
    /// region begins inside the window.
    fn window(&self, region: Region, win: usize) -> Result<(i32, i32), LmError> {
        let start = region.start.min(self.shape.cells - win.max(1));
        Ok((index(start)?, index(region.start - start)?))
    }

    /// Prefill `prompt[from..from + n]` into `id` as the next chunk (the
    /// sequence holds exactly `from` tokens). Returns the logits of the
    /// chunk's last token, or of all its `n` tokens when built with stages.
    pub fn prefill_chunk(&mut self, id: SeqId, prompt: &Prompt, n: usize) -> Result<Vec<f32>, LmError> {
        let seq = self.seq(id)?;
        let from = seq.len;
        let h = self.cfg.hidden_size;
        if n == 0
            || from + n > prompt.ids.len()
            || prompt.positions.len() != prompt.ids.len()
            || prompt.image.len() != prompt.image_rows.len() * h
        {
            return Err(LmError::Input(format!(
                "chunk {from}..{} of a {}-token prompt ({} positions, {} image rows, {} image values)",
                from + n,
                prompt.ids.len(),
                prompt.positions.len(),
                prompt.image_rows.len(),
                prompt.image.len()
            )));
        }
        let c = self.shape.chunk_for(n).ok_or_else(|| {
            LmError::Input(format!("a chunk of {n} tokens exceeds the largest ({})", self.shape.max_chunk()))
        })?;
        if from + c > seq.region.len {
            return Err(LmError::Input(format!(
                "the chunk writes cells up to {} of a {}-cell reservation",
                from + c,
                seq.region.len
            )));
        }
        let win = self
            .shape
            .prefill_window_for(from)
            .ok_or_else(|| LmError::Input(format!("{from} cached tokens exceed the context {}", self.shape.context)))?;
        let (start, lo) = if win == 0 { (0, 0) } else { self.window(seq.region, win)? };
        let mut ids: Vec<i32> = prompt.ids[from..from + n].iter().map(|&t| self.token(t)).collect::<Result<_, _>>()?;
        ids.resize(c, 0);
        let (embeds, is_image) = merge::chunk_inputs(prompt.image_rows, prompt.image, h, from, n, c);
        let (pos_dims, pos) = prompt.positions.window(from, from + n, c);
        match (prompt.positions, self.mode) {
            (Positions::Mrope(_), PositionMode::Mrope(_)) | (Positions::Rope1d(_), PositionMode::Rope1d) => {}
            _ => return Err(LmError::Input("positions do not match the model's position mode".into())),
        }
        let scalar = |v: usize| index(v).map(|v| HostTensor::i32(vec![], &[v]));
        let inputs = [
            HostTensor::i32(vec![c], &ids),
            HostTensor::f32(vec![c, h], &embeds),
            HostTensor::i32(vec![c], &is_image),
            HostTensor::i64(pos_dims, &pos),
            HostTensor::i32(vec![], &[start]),
            HostTensor::i32(vec![], &[lo]),
            scalar(from)?,
            scalar(n - 1)?,
            self.layer_ids(),
        ];
        let (logits, hidden) = self.run(
            &graph::prefill_fn(c, win),
            &inputs,
            &graph::kv_write_chunk_fn(c),
            &[scalar(seq.region.start + from + usize::from(self.faults.kv_write_one_cell_late && from > 0))?],
        )?;
        self.seqs[id.0].as_mut().expect("checked above").len = from + n;
        if !self.stages {
            return Ok(logits);
        }
        let all = self.session.call_device(&graph::head_fn(c), &[Arg::Device(&hidden[0])])?;
        let mut all = self.session.download(&all[0])?.to_f32().expect("f32 logits");
        all.truncate(n * self.cfg.vocab_size);
        Ok(all)
    }

    /// Prefill a whole prompt into a new sequence `id` in chunks of at most
    /// `chunk` tokens; the logits of the last chunk (see [`prefill_chunk`](Self::prefill_chunk)).
    pub fn prefill(&mut self, id: SeqId, prompt: &Prompt, chunk: usize) -> Result<Vec<f32>, LmError> {
        let mut all = Vec::new();
        let mut last = Vec::new();
        for (n, _) in chunk_plan(&self.shape, prompt.ids.len(), chunk) {
            last = self.prefill_chunk(id, prompt, n)?;
            if self.stages {
                all.extend_from_slice(&last);
            }
        }
        Ok(if self.stages { all } else { last })
    }

    /// One decode step: a new token for each row's sequence; returns each
    /// row's logits. Every row's sequence must have room for the token.
    pub fn decode(&mut self, steps: &[Step]) -> Result<Vec<Vec<f32>>, LmError> {
        let n = self.shape.rows_for(steps.len()).ok_or_else(|| {
            LmError::Input(format!(
                "{} rows exceed the largest decode batch ({})",
                steps.len(),
                self.shape.rows.last().copied().unwrap_or(0)
            ))
        })?;
        let seqs: Vec<Sequence> = steps.iter().map(|s| self.seq(s.seq)).collect::<Result<_, _>>()?;
        if let Some((i, s)) = seqs.iter().enumerate().find(|(_, s)| s.len >= s.region.len) {
            return Err(LmError::Input(format!("row {i}: its {}-cell reservation is full", s.region.len)));
        }
        let (mut ids, mut pos) = (vec![0i32; n], vec![0i64; n]);
        let (mut from, mut count) = (vec![0i32; n], vec![0i32; n]);
        let mut cells = vec![index(self.shape.scratch_cell())?; n];
        for (r, (st, s)) in steps.iter().zip(&seqs).enumerate() {
            // The graph reads keys from the row's first block on.
            if !s.region.start.is_multiple_of(graph::K_BLOCK) {
                return Err(LmError::Input(format!("row {r}: its region starts inside a key block")));
            }
            ids[r] = self.token(st.token)?;
            pos[r] = st.position;
            (from[r], count[r]) = (index(s.region.start)?, index(s.len)?);
            cells[r] = index(s.region.start + s.len)?;
        }
        let inputs = [
            HostTensor::i32(vec![n], &ids),
            HostTensor::i64(vec![n], &pos),
            HostTensor::i32(vec![n], &from),
            HostTensor::i32(vec![n], &count),
            self.layer_ids(),
        ];
        let (logits, _) =
            self.run(&graph::decode_fn(n), &inputs, &graph::kv_write_rows_fn(n), &[HostTensor::i32(vec![n], &cells)])?;
        for st in steps {
            self.seqs[st.seq.0].as_mut().expect("checked above").len += 1;
        }
        let v = self.cfg.vocab_size;
        Ok((0..steps.len()).map(|r| logits[r * v..(r + 1) * v].to_vec()).collect())
    }

    /// Run `function` (returning logits, any other outputs, k_new, v_new),
    /// then `write` (K, V, k_new, v_new, `extra` -> K, V) so the new rows
    /// land in the pool. Returns the logits and the other outputs (left on
    /// the device).
    fn run(
        &mut self,
        function: &str,
        inputs: &[HostTensor],
        write: &str,
        extra: &[HostTensor],
    ) -> Result<(Vec<f32>, Vec<DeviceTensor>), LmError> {
        let mut args: Vec<Arg> = inputs.iter().map(Arg::Host).collect();
        args.push(Arg::Device(&self.k));
        args.push(Arg::Device(&self.v));
        let mut outs = self.session.call_device(function, &args)?;
        drop(args);
        if outs.len() < 3 {
            return Err(LmError::Input(format!("{function} returned {} results", outs.len())));
        }
        let (v_new, k_new) = (outs.pop().expect(">= 3"), outs.pop().expect(">= 3"));
        let mut wargs = vec![Arg::Device(&self.k), Arg::Device(&self.v), Arg::Device(&k_new), Arg::Device(&v_new)];
        wargs.extend(extra.iter().map(Arg::Host));
        let written = self.session.call_device(write, &wargs)?;
        drop(wargs);
        // The written pool replaces the old handles (the same buffers: the
        // outputs are tied to the inputs).
        match <[DeviceTensor; 2]>::try_from(written) {
            Ok([k, v]) => (self.k, self.v) = (k, v),
            Err(o) => return Err(LmError::Input(format!("{write} returned {} results", o.len()))),
        }
        let rest = outs.split_off(1);
        let logits = self.session.download(&outs[0])?;
        Ok((logits.to_f32().expect("f32 logits"), rest))
    }

    /// A token id as the graphs take it: inside the vocabulary.
    fn token(&self, t: u32) -> Result<i32, LmError> {
        match i32::try_from(t) {
            Ok(i) if (t as usize) < self.cfg.vocab_size => Ok(i),
            _ => Err(LmError::Input(format!("token id {t} is outside the vocabulary of {}", self.cfg.vocab_size))),
        }
    }

    /// Keys and values of the first `len` tokens of a sequence, per layer,
    /// each [kv_heads, len, head_dim] (keys after rotary), as f32.
    pub fn kv(&mut self, id: SeqId, len: usize) -> Result<Vec<LayerKv>, LmError> {
        let seq = self.seq(id)?;
        if len > seq.len {
            return Err(LmError::Input(format!("{len} rows asked of a sequence holding {}", seq.len)));
        }
        let c = &self.cfg;
        let (kh, vh) = (self.session.download(&self.k)?, self.session.download(&self.v)?);
        let (kf, vf) = (kh.to_f32_widened().expect("float pool"), vh.to_f32_widened().expect("float pool"));
        let (kvh, hd, cells, s) = (c.num_key_value_heads, c.head_dim, self.shape.cells, seq.region.start);
        let mut out = Vec::with_capacity(c.num_hidden_layers);
        for l in 0..c.num_hidden_layers {
            let (mut k, mut v) = (Vec::with_capacity(kvh * len * hd), Vec::with_capacity(kvh * len * hd));
            for h in 0..kvh {
                let blocks = cells / graph::K_BLOCK;
                for t in (s..s + len).map(|c| (c / graph::K_BLOCK, c % graph::K_BLOCK)) {
                    for d in 0..hd {
                        k.push(kf[(((l * kvh + h) * blocks + t.0) * hd + d) * graph::K_BLOCK + t.1]);
                    }
                }
                let base = ((l * kvh + h) * cells + s) * hd;
                v.extend_from_slice(&vf[base..base + len * hd]);
            }
            out.push((k, v));
        }
        Ok(out)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::precision::Precision;
    use proptest::prelude::*;

    fn shape(max_chunk: usize) -> LmShape {
        LmShape::new(4096, 8192, 4, max_chunk, Precision::Bf16).unwrap()
    }

    #[test]
    fn a_short_remainder_takes_small_chunks_instead_of_padding_to_the_largest() {
        let s = shape(512);
        assert_eq!(s.chunks, vec![64, 512]);
        assert_eq!(chunk_plan(&s, 290, 512), vec![(64, 64), (64, 64), (64, 64), (64, 64), (34, 64)]);
        assert_eq!(chunk_plan(&s, 2100, 512), vec![(512, 512), (512, 512), (512, 512), (512, 512), (52, 64)]);
        // 460 tokens pad to 512 either way: one call.
        assert_eq!(chunk_plan(&s, 460, 512), vec![(460, 512)]);
        assert_eq!(chunk_plan(&s, 130, 64), vec![(64, 64), (64, 64), (2, 64)]);
        assert_eq!(cells_written(&s, 290, 512), 320);
    }

    proptest! {
        /// Whatever cap each step uses (the scheduler lowers it while
        /// other sequences decode), a prompt is read whole, in order,
        /// every chunk but the last full, and never writes past the cells
        /// its reservation counts (the largest cap's plan).
        #[test]
        fn any_sequence_of_caps_reads_the_prompt_within_its_reservation(
            len in 1usize..3000, max_chunk in prop::sample::select(vec![8usize, 64, 256, 512]), caps in prop::collection::vec(any::<bool>(), 1..64),
        ) {
            let s = shape(max_chunk);
            let reserved = cells_written(&s, len, s.max_chunk());
            prop_assert_eq!(reserved, len.div_ceil(s.min_chunk()) * s.min_chunk());
            let mut from = 0;
            let mut k = 0;
            while from < len {
                let cap = if caps[k % caps.len()] { s.max_chunk() } else { s.min_chunk() };
                let (n, c) = chunk_plan(&s, len - from, cap)[0];
                prop_assert!(n >= 1 && n <= c && s.chunks.contains(&c));
                prop_assert!(from + n == len || n == c, "a chunk before the last is full");
                prop_assert!(from + c <= reserved, "chunk at {} of size {} passes the reservation {}", from, c, reserved);
                from += n;
                k += 1;
            }
            prop_assert_eq!(from, len);
        }
    }
}
