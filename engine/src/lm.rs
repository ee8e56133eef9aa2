//! The language model on IREE: one session with the `lm` module (prefill
//! buckets and decode sharing one copy of the weights), a KV cache of
//! `slots` sequences kept on the device between calls.

use contracts::config::TextConfig;

use crate::artifacts::{ArtifactCache, ArtifactError};
use crate::emit::nn::Precision;
use crate::iree::{Arg, CompilerOptions, DeviceTensor, HostTensor, IreeError, Session};
use crate::model::text::{self, CacheShape, PositionMode};
use crate::model::vision::GraphError;
use crate::model::weights::WeightIndex;

#[derive(Debug, thiserror::Error)]
pub enum LmError {
    #[error(transparent)]
    Graph(#[from] GraphError),
    #[error(transparent)]
    Artifact(#[from] ArtifactError),
    #[error(transparent)]
    Iree(#[from] IreeError),
    #[error("the prompt is {len} tokens; the largest prompt bucket is {top}")]
    PromptTooLong { len: usize, top: usize },
    #[error("slot {slot} does not exist (the engine has {slots})")]
    NoSlot { slot: usize, slots: usize },
    #[error("{0}")]
    Input(String),
}

/// Positions of a prompt, in the model's own mode.
#[derive(Debug, Clone, PartialEq)]
pub enum Positions {
    /// t, h, w rows (Qwen2-VL).
    Mrope([Vec<i64>; 3]),
    /// Qwen2.
    Rope1d(Vec<i64>),
}

/// One slot's decode step.
#[derive(Debug, Clone, Copy)]
pub struct Step {
    pub token: u32,
    /// cache_len + rope_delta (checked on the host).
    pub position: i64,
    /// Rows already in this slot's cache; the new row is written here.
    pub cache_len: usize,
}

/// Compiler options of the `lm` module: data tiling, with llvm-cpu's stack
/// allocation limit raised from 32 KiB to [`crate::iree::STACK_ALLOCATION_LIMIT`]
/// because the data-tiled decode attention packs a context-sized operand on
/// the stack (iree-compile 3.13); the runtime's worker stacks are sized for it.
pub fn compiler_options() -> CompilerOptions {
    CompilerOptions { extra_flags: vec![format!("--iree-llvmcpu-stack-allocation-limit={}", crate::iree::STACK_ALLOCATION_LIMIT)], ..CompilerOptions::default() }
}

pub struct LanguageModel {
    cfg: TextConfig,
    mode: PositionMode,
    cache: CacheShape,
    buckets: Vec<usize>,
    stages: bool,
    // Field order is drop order: the cache's buffers go before their session.
    k: Option<DeviceTensor>,
    v: Option<DeviceTensor>,
    session: Session,
}

impl LanguageModel {
    pub fn load(cfg: &TextConfig, w: &WeightIndex, artifacts: &ArtifactCache, p: Precision, cache: CacheShape, stages: bool) -> Result<Self, LmError> {
        let buckets = text::prompt_buckets(cache.context);
        let vmfb = artifacts.get_or_compile(&text::emit(cfg, w, &buckets, cache, p, stages)?, &compiler_options())?;
        let mut session = Session::new("local-task", &[w.scope()], vmfb)?;
        let zeros = HostTensor::f32(cache.dims(cfg), &vec![0.0; cache.dims(cfg).iter().product()]);
        let k = session.to_device(&zeros)?;
        let v = session.to_device(&zeros)?;
        Ok(LanguageModel { cfg: cfg.clone(), mode: PositionMode::of(cfg), cache, buckets, stages, k: Some(k), v: Some(v), session })
    }

    pub fn cache_shape(&self) -> CacheShape {
        self.cache
    }

    pub fn mode(&self) -> PositionMode {
        self.mode
    }

    /// Prefill `ids` into `slot` (its cache restarts at 0). `image` holds the
    /// merged visual tokens for the rows where `ids` is the image token, in
    /// order. Returns the last token's logits, or every position's logits
    /// when the module was built with stages.
    pub fn prefill(&mut self, slot: usize, ids: &[u32], image_rows: &[usize], image: &[f32], positions: &Positions) -> Result<Vec<f32>, LmError> {
        if slot >= self.cache.slots {
            return Err(LmError::NoSlot { slot, slots: self.cache.slots });
        }
        let n = ids.len();
        let top = *self.buckets.last().unwrap_or(&0);
        let s = self.buckets.iter().copied().find(|&b| b >= n).ok_or(LmError::PromptTooLong { len: n, top })?;
        let h = self.cfg.hidden_size;
        if image.len() != image_rows.len() * h {
            return Err(LmError::Input(format!("{} image rows but {} merged values", image_rows.len(), image.len())));
        }
        let mut ids32: Vec<i32> = ids.iter().map(|&t| t as i32).collect();
        ids32.resize(s, 0);
        let mut embeds = vec![0f32; s * h];
        let mut is_image = vec![0i32; s];
        for (k, &r) in image_rows.iter().enumerate() {
            embeds[r * h..(r + 1) * h].copy_from_slice(&image[k * h..(k + 1) * h]);
            is_image[r] = 1;
        }
        let pos = match (positions, self.mode) {
            (Positions::Mrope(p), PositionMode::Mrope(_)) => {
                let mut flat = Vec::with_capacity(3 * s);
                for axis in p {
                    let mut a = axis.clone();
                    let last = a.last().copied().unwrap_or(0);
                    a.resize(s, last);
                    flat.extend(a);
                }
                HostTensor::i64(vec![3, s], &flat)
            }
            (Positions::Rope1d(p), PositionMode::Rope1d) => {
                let mut a = p.clone();
                let last = a.last().copied().unwrap_or(0);
                a.resize(s, last);
                HostTensor::i64(vec![s], &a)
            }
            _ => return Err(LmError::Input("positions do not match the model's position mode".into())),
        };
        let f = if self.stages { format!("lm.prefill_stages_s{s}") } else { format!("lm.prefill_s{s}") };
        let inputs = [
            HostTensor::i32(vec![s], &ids32),
            HostTensor::f32(vec![s, h], &embeds),
            HostTensor::i32(vec![s], &is_image),
            pos,
            HostTensor::i32(vec![], &[slot as i32]),
            HostTensor::i32(vec![], &[(n.max(1) - 1) as i32]),
        ];
        let logits = self.run_with_cache(&f, &inputs)?;
        let mut l = logits.to_f32().expect("f32 logits");
        if self.stages {
            l.truncate(n * self.cfg.vocab_size);
        }
        Ok(l)
    }

    /// One decode step for every slot (inactive slots: `None`); returns each
    /// active slot's logits.
    pub fn decode(&mut self, steps: &[Option<Step>]) -> Result<Vec<Option<Vec<f32>>>, LmError> {
        let n = self.cache.slots;
        if steps.len() != n {
            return Err(LmError::Input(format!("{} steps for {n} slots", steps.len())));
        }
        let mut ids = vec![0i32; n];
        let mut pos = vec![0i64; n];
        // Inactive slots write their scratch row at the end of the context.
        let mut lens = vec![(self.cache.context - 1) as i32; n];
        for (i, st) in steps.iter().enumerate() {
            if let Some(st) = st {
                if st.cache_len >= self.cache.context {
                    return Err(LmError::Input(format!("slot {i}: cache of {} rows is full", self.cache.context)));
                }
                ids[i] = st.token as i32;
                pos[i] = st.position;
                lens[i] = st.cache_len as i32;
            }
        }
        let inputs = [HostTensor::i32(vec![n], &ids), HostTensor::i64(vec![n], &pos), HostTensor::i32(vec![n], &lens)];
        let logits = self.run_with_cache("lm.decode", &inputs)?.to_f32().expect("f32 logits");
        let v = self.cfg.vocab_size;
        Ok(steps.iter().enumerate().map(|(i, st)| st.map(|_| logits[i * v..(i + 1) * v].to_vec())).collect())
    }

    fn run_with_cache(&mut self, function: &str, inputs: &[HostTensor]) -> Result<HostTensor, LmError> {
        let (k, v) = (self.k.take().expect("cache"), self.v.take().expect("cache"));
        let mut args: Vec<Arg> = inputs.iter().map(Arg::Host).collect();
        args.push(Arg::Device(&k));
        args.push(Arg::Device(&v));
        let result = self.session.call_device(function, &args);
        drop(args);
        match result {
            Ok(mut outs) if outs.len() == 3 => {
                self.v = outs.pop();
                self.k = outs.pop();
                let logits = outs.pop().expect("logits");
                Ok(self.session.download(&logits)?)
            }
            Ok(outs) => {
                self.k = Some(k);
                self.v = Some(v);
                Err(LmError::Input(format!("{function} returned {} results", outs.len())))
            }
            Err(e) => {
                self.k = Some(k);
                self.v = Some(v);
                Err(e.into())
            }
        }
    }

    /// Keys and values of the first `len` cache rows of `slot`, per layer,
    /// each [kv_heads, len, head_dim] (keys after rotary).
    pub fn kv(&mut self, slot: usize, len: usize) -> Result<Vec<(Vec<f32>, Vec<f32>)>, LmError> {
        let c = self.cfg.clone();
        let (k, v) = (self.k.as_ref().expect("cache"), self.v.as_ref().expect("cache"));
        let (kh, vh) = (self.session.download(k)?, self.session.download(v)?);
        let (kf, vf) = (kh.to_f32().expect("f32"), vh.to_f32().expect("f32"));
        let (n, kvh, cx, hd) = (self.cache.slots, c.num_key_value_heads, self.cache.context, c.head_dim);
        let pick = |all: &[f32], l: usize| -> Vec<f32> {
            let mut out = Vec::with_capacity(kvh * len * hd);
            for h in 0..kvh {
                let base = (((l * n + slot) * kvh + h) * cx) * hd;
                out.extend_from_slice(&all[base..base + len * hd]);
            }
            out
        };
        Ok((0..c.num_hidden_layers).map(|l| (pick(&kf, l), pick(&vf, l))).collect())
    }
}
