//! The oracle end to end: checkpoint folder + images + prompt -> tokens, with
//! every stage tapped into a [`StageDump`].
//!
//! Mirrors (transformers 5.24.0, as pinned in `scripts/reference/setup-venv.sh`):
//! `transformers/models/qwen2_vl/modeling_qwen2_vl.py`
//! `Qwen2VLModel.forward` (image features laid on the placeholder rows,
//! `get_placeholder_mask`), `Qwen2VLForConditionalGeneration.forward`;
//! `transformers/generation/utils.py` `GenerationMixin._sample` (greedy
//! decoding, positions after the prompt from `rope_deltas`).

use std::path::{Path, PathBuf};

use candle_core::{Device, Tensor};
use contracts::config::{eos_token_ids, ModelConfig, ModelKind, PreprocessorConfig};
use contracts::{StageDump, Tensor as DumpTensor};
use tokenizers::Tokenizer;

use crate::checkpoint::{Checkpoint, CheckpointError};
use crate::faults::Faults;
use crate::preprocess::{self, PreprocessError};
use crate::prompt::{self, PromptError};
use crate::text::{argmax, margin, KvCache, Pass, PositionMode, TextModel};
use crate::vision::VisionTower;
use crate::{ops, positions};

/// Top-k kept per prompt position and per greedy step in the taps (the
/// stage contract's sizes).
pub use contracts::{TOPK_DECODE, TOPK_PREFILL};

#[derive(Debug, thiserror::Error)]
pub enum OracleError {
    #[error(transparent)]
    Config(#[from] contracts::config::ConfigError),
    #[error(transparent)]
    Checkpoint(#[from] CheckpointError),
    #[error(transparent)]
    Prompt(#[from] PromptError),
    #[error(transparent)]
    Preprocess(#[from] PreprocessError),
    #[error("tensor computation failed: {0}")]
    Candle(#[from] candle_core::Error),
    #[error("loading {path}: {detail}")]
    Load { path: PathBuf, detail: String },
    #[error("{0} image(s) given, but this checkpoint ({1}) has no vision tower")]
    NoVision(usize, &'static str),
    #[error("{0}")]
    Positions(String),
    #[error("the prompt is {prompt} tokens and {new} new tokens were asked for: {total} exceeds max_position_embeddings {max}")]
    ContextOverflow { prompt: usize, new: usize, total: usize, max: usize },
    #[error("decode position overflow: cache length {0} + rope_delta {1}")]
    PositionOverflow(usize, i64),
}

pub enum PromptInput {
    /// Rendered through the checkpoint's chat template (images first).
    Chat(String),
    /// Already templated, one placeholder per image.
    Raw(String),
}

pub struct Request {
    pub images: Vec<PathBuf>,
    pub prompt: PromptInput,
    pub max_new_tokens: usize,
}

/// The decoder's inputs for one request.
pub struct Prepared {
    pub input_ids: Vec<u32>,
    pub image_grids: Vec<[usize; 3]>,
    /// [S, hidden]
    pub embeds: Tensor,
    /// Rotary positions per axis (t, h, w); identical axes in 1D mode.
    pub positions: [Vec<i64>; 3],
    pub rope_delta: i64,
}

pub struct RunOutput {
    pub tokens: Vec<u32>,
    pub text: String,
    pub input_ids: Vec<u32>,
    pub image_grids: Vec<[usize; 3]>,
    pub rope_delta: i64,
    pub stages: StageDump,
}

pub struct Oracle {
    pub config: ModelConfig,
    preprocessor: Option<PreprocessorConfig>,
    tokenizer: Tokenizer,
    template: Option<String>,
    eos: Vec<u32>,
    vision: Option<VisionTower>,
    pub text: TextModel,
    /// Off unless `harness selftest` injects one.
    pub faults: Faults,
    /// Resize images within this many pixels instead of the checkpoint's
    /// `max_pixels` (as HF's processor called with `max_pixels=`).
    pub max_pixels: Option<u64>,
}

fn f32_tensor(name: &str, shape: Vec<usize>, t: &Tensor) -> Result<DumpTensor, OracleError> {
    DumpTensor::f32(name, shape, ops::to_vec(t)?).map_err(|e| OracleError::Positions(e.to_string()))
}

fn i64_tensor(name: &str, shape: Vec<usize>, v: Vec<i64>) -> Result<DumpTensor, OracleError> {
    DumpTensor::i64(name, shape, v).map_err(|e| OracleError::Positions(e.to_string()))
}

/// Top-k (values, indices) of a row, ties broken by the lower index.
pub fn topk(row: &[f32], k: usize) -> (Vec<f32>, Vec<i64>) {
    let order = |&a: &usize, &b: &usize| row[b].total_cmp(&row[a]).then(a.cmp(&b));
    let mut idx: Vec<usize> = (0..row.len()).collect();
    if k < idx.len() {
        idx.select_nth_unstable_by(k, order);
        idx.truncate(k);
    }
    idx.sort_by(order);
    (idx.iter().map(|&i| row[i]).collect(), idx.iter().map(|&i| i as i64).collect())
}

impl Oracle {
    /// The int8 run's model: every linear layer of the language model and
    /// of the vision tower's blocks and merger quantized by `quant.rs`'s
    /// rule (the engine's `--precision int8`, written independently).
    /// `scale_fault` scales one row scale of layer 0's gate_proj
    /// (`harness selftest`; 1 otherwise).
    pub fn quantize_int8(&mut self, scale_fault: f32) -> Result<(), OracleError> {
        self.text.quantize_int8(scale_fault)?;
        if let Some(v) = &mut self.vision {
            v.quantize_int8()?;
        }
        Ok(())
    }

    /// The bf16 twin ([`crate::bf16`]): round where the engine's bf16
    /// contract rounds, the products' row operands too where `rows` (the
    /// engine's target multiplies bf16 natively). In an int8 run, call it
    /// after [`Oracle::quantize_int8`]: int8 layers keep their own rule.
    pub fn round_like_bf16(&mut self, rows: bool) -> Result<(), OracleError> {
        self.text.round_bf16(rows)?;
        if let Some(v) = &mut self.vision {
            v.round_bf16(rows)?;
        }
        Ok(())
    }

    pub fn load(dir: &Path) -> Result<Self, OracleError> {
        let config = ModelConfig::load(dir)?;
        let ck = Checkpoint::open(dir)?;
        let vision = match &config.vision {
            Some(v) => Some(VisionTower::load(&ck, v)?),
            None => None,
        };
        let text = TextModel::load(&ck, &config.text)?;
        ck.finish()?;
        let preprocessor = match config.kind {
            ModelKind::Qwen2Vl => Some(PreprocessorConfig::load(dir)?),
            ModelKind::Qwen2 => None,
        };
        let tok_path = dir.join("tokenizer.json");
        let tokenizer = Tokenizer::from_file(&tok_path)
            .map_err(|e| OracleError::Load { path: tok_path.clone(), detail: e.to_string() })?;
        let template = prompt::load_chat_template(dir).ok();
        Ok(Oracle {
            eos: eos_token_ids(dir)?,
            config,
            preprocessor,
            tokenizer,
            template,
            vision,
            text,
            faults: Faults::default(),
            max_pixels: None,
        })
    }

    pub fn decode_text(&self, ids: &[u32]) -> String {
        self.tokenizer.decode(ids, true).unwrap_or_default()
    }

    /// Decode-step positions: `cache_len + rope_delta` on every axis (checked).
    pub fn decode_positions(cache_len: usize, rope_delta: i64) -> Result<[Vec<i64>; 3], OracleError> {
        let p = i64::try_from(cache_len)
            .ok()
            .and_then(|c| c.checked_add(rope_delta))
            .filter(|p| *p >= 0)
            .ok_or(OracleError::PositionOverflow(cache_len, rope_delta))?;
        Ok([vec![p], vec![p], vec![p]])
    }

    /// Everything before the decoder: prompt, images, vision tower, expanded
    /// ids, M-RoPE positions, rope_delta and the input embeddings (image
    /// rows replaced by the merged tokens). Fills the stage taps it passes.
    pub fn prepare(&self, req: &Request, dump: &mut StageDump) -> Result<Prepared, OracleError> {
        let prompt_text = match &req.prompt {
            PromptInput::Raw(t) => t.clone(),
            PromptInput::Chat(t) => {
                let tpl = self.template.as_ref().ok_or_else(|| {
                    PromptError::Template("the checkpoint has no chat template; use --raw-prompt".into())
                })?;
                prompt::render(tpl, &prompt::user_messages(t, req.images.len()))?
            }
        };
        let raw_ids = prompt::tokenize(&self.tokenizer, &prompt_text)?;

        // Images -> patches -> merged tokens.
        let mut grids = Vec::new();
        let mut merged: Option<Tensor> = None;
        let input_ids = match (&self.vision, &self.preprocessor, &self.config.tokens) {
            (Some(vision), Some(pre), Some(tok)) => {
                let pre = &PreprocessorConfig { max_pixels: self.max_pixels.unwrap_or(pre.max_pixels), ..pre.clone() };
                let vcfg = self.config.vision.as_ref().expect("vision config with a tower");
                let mut rows = Vec::new();
                for path in &req.images {
                    let p = preprocess::preprocess(&preprocess::decode(path)?, pre, &self.faults)?;
                    rows.extend_from_slice(&p.rows);
                    grids.push(p.grid);
                }
                let counts: Vec<usize> = grids.iter().map(|g| g[0] * g[1] * g[2] / vcfg.merge_unit()).collect();
                let ids = prompt::expand_image_tokens(&raw_ids, tok, &counts)?;
                if !grids.is_empty() {
                    let n: usize = grids.iter().map(|g| g[0] * g[1] * g[2]).sum();
                    let pixels = Tensor::from_vec(rows, (n, vcfg.patch_row()), &Device::Cpu)?;
                    let pos_ids = positions::vision_position_ids(&grids, vcfg.spatial_merge_size);
                    let cu = positions::cu_seqlens(&grids);
                    let attention_segments =
                        if self.faults.leak_vision_attention { vec![0, n as i64] } else { cu.clone() };
                    let out = vision.forward(&pixels, &pos_ids, &attention_segments)?;
                    let hd = vcfg.head_dim();
                    dump.insert("pixels", f32_tensor("pixels", vec![n, vcfg.patch_row()], &pixels)?);
                    let g: Vec<i64> = grids.iter().flat_map(|g| g.iter().map(|&x| x as i64)).collect();
                    dump.insert("grid", i64_tensor("grid", vec![grids.len(), 3], g)?);
                    dump.insert("cu_seqlens", i64_tensor("cu_seqlens", vec![cu.len()], cu.clone())?);
                    let flat: Vec<i64> = pos_ids.iter().flat_map(|p| p.iter().copied()).collect();
                    dump.insert("vision_rope.position_ids", i64_tensor("vision_rope.position_ids", vec![n, 2], flat)?);
                    dump.insert("vision_rope.cos", f32_tensor("vision_rope.cos", vec![n, hd], &out.cos)?);
                    dump.insert("vision_rope.sin", f32_tensor("vision_rope.sin", vec![n, hd], &out.sin)?);
                    dump.insert("patch_embed", f32_tensor("patch_embed", vec![n, vcfg.embed_dim], &out.patch_embed)?);
                    for (i, b) in out.blocks.iter().enumerate() {
                        let name = format!("vision_block.{i}");
                        dump.insert(name.clone(), f32_tensor(&name, vec![n, vcfg.embed_dim], b)?);
                    }
                    dump.insert("merger_ln", f32_tensor("merger_ln", vec![n, vcfg.embed_dim], &out.merger_ln)?);
                    let m = n / vcfg.merge_unit();
                    dump.insert(
                        "merged_tokens",
                        f32_tensor("merged_tokens", vec![m, vcfg.out_hidden_size], &out.merged)?,
                    );
                    merged = Some(out.merged);
                }
                ids
            }
            _ => {
                if !req.images.is_empty() {
                    return Err(OracleError::NoVision(req.images.len(), "Qwen2ForCausalLM"));
                }
                raw_ids
            }
        };

        let s = input_ids.len();
        let max = self.config.text.max_position_embeddings;
        if s + req.max_new_tokens > max {
            return Err(OracleError::ContextOverflow {
                prompt: s,
                new: req.max_new_tokens,
                total: s + req.max_new_tokens,
                max,
            });
        }
        let (pos, true_delta) = match (self.text.mode, &self.config.tokens) {
            (PositionMode::Mrope(_), Some(tok)) => {
                let merge = self.config.vision.as_ref().map(|v| v.spatial_merge_size).unwrap_or(1);
                positions::rope_index(&input_ids, tok.image, &grids, merge).map_err(OracleError::Positions)?
            }
            _ => {
                let p: Vec<i64> = (0..s as i64).collect();
                ([p.clone(), p.clone(), p], 0)
            }
        };
        let rope_delta = true_delta + self.faults.rope_delta_offset;
        dump.insert("input_ids", i64_tensor("input_ids", vec![s], input_ids.iter().map(|&x| i64::from(x)).collect())?);
        dump.insert(
            "mrope_positions",
            i64_tensor("mrope_positions", vec![3, s], pos.iter().flatten().copied().collect())?,
        );
        dump.insert("rope_delta", i64_tensor("rope_delta", vec![1], vec![rope_delta])?);

        // Embeddings with image rows replaced by the merged tokens, in order.
        let mut embeds = self.text.embed(&input_ids)?;
        if let (Some(m), Some(tok)) = (&merged, &self.config.tokens) {
            let image_rows: Vec<u32> =
                input_ids.iter().enumerate().filter(|(_, &t)| t == tok.image).map(|(i, _)| i as u32).collect();
            let idx = Tensor::from_vec(image_rows, m.dim(0)?, &Device::Cpu)?;
            embeds = embeds.index_add(&idx, &(m - embeds.index_select(&idx, 0)?)?, 0)?;
        }

        Ok(Prepared { input_ids, image_grids: grids, embeds, positions: pos, rope_delta })
    }

    pub fn run(&self, req: &Request) -> Result<RunOutput, OracleError> {
        let mut dump = StageDump::new();
        let Prepared { input_ids, image_grids: grids, embeds, positions: pos, rope_delta } =
            self.prepare(req, &mut dump)?;
        let s = input_ids.len();
        let mut cache = self.text.empty_cache()?;
        let logits = self.text.forward(&embeds, &pos, &mut cache, Pass::Prefill)?;
        let rows: Vec<Vec<f32>> = logits.to_vec2()?;
        let vocab = self.config.text.vocab_size;
        let last = rows.last().cloned().unwrap_or_default();
        dump.insert(
            "prefill_logits.last",
            DumpTensor::f32("prefill_logits.last", vec![vocab], last.clone()).expect("shape"),
        );
        let (mut tv, mut ti) = (Vec::new(), Vec::new());
        for r in &rows {
            let (v, i) = topk(r, TOPK_PREFILL);
            tv.extend(v);
            ti.extend(i);
        }
        dump.insert(
            "prefill_logits.topk_values",
            DumpTensor::f32("prefill_logits.topk_values", vec![s, TOPK_PREFILL], tv).expect("shape"),
        );
        dump.insert(
            "prefill_logits.topk_indices",
            DumpTensor::i64("prefill_logits.topk_indices", vec![s, TOPK_PREFILL], ti).expect("shape"),
        );
        self.tap_kv(&cache, &mut dump)?;

        let (tokens, margins) = self.greedy(last, &mut cache, rope_delta, req.max_new_tokens, &mut dump)?;
        dump.insert(
            "tokens",
            i64_tensor("tokens", vec![tokens.len()], tokens.iter().map(|&t| i64::from(t)).collect())?,
        );
        dump.insert("tokens.margins", DumpTensor::f32("tokens.margins", vec![margins.len()], margins).expect("shape"));
        dump.metadata.insert("source".into(), "oracle".into());
        Ok(RunOutput {
            text: self.decode_text(&tokens),
            tokens,
            input_ids,
            image_grids: grids,
            rope_delta,
            stages: dump,
        })
    }

    fn tap_kv(&self, cache: &KvCache, dump: &mut StageDump) -> Result<(), OracleError> {
        for (l, (k, v)) in cache.layers.iter().enumerate() {
            for (name, t) in [(format!("kv.{l}.k"), k), (format!("kv.{l}.v"), v)] {
                let shape = t.dims().to_vec();
                dump.insert(name.clone(), f32_tensor(&name, shape, t)?);
            }
        }
        Ok(())
    }

    /// Greedy decoding from the prefill's last logits; stops after an EOS
    /// token (kept) or `max_new` tokens.
    fn greedy(
        &self,
        first: Vec<f32>,
        cache: &mut KvCache,
        rope_delta: i64,
        max_new: usize,
        dump: &mut StageDump,
    ) -> Result<(Vec<u32>, Vec<f32>), OracleError> {
        let (mut tokens, mut margins) = (Vec::new(), Vec::new());
        let mut logits = first;
        for step in 0..max_new {
            let (v, i) = topk(&logits, TOPK_DECODE);
            let (vn, inn) = (format!("decode_logits.{step}.topk_values"), format!("decode_logits.{step}.topk_indices"));
            dump.insert(vn.clone(), DumpTensor::f32(&vn, vec![TOPK_DECODE], v).expect("shape"));
            dump.insert(inn.clone(), DumpTensor::i64(&inn, vec![TOPK_DECODE], i).expect("shape"));
            let tok = argmax(&logits) as u32;
            tokens.push(tok);
            margins.push(margin(&logits));
            if self.eos.contains(&tok) || step + 1 == max_new {
                break;
            }
            let pos = Self::decode_positions(cache.len(), rope_delta)?;
            let out = self.text.forward(&self.text.embed(&[tok])?, &pos, cache, Pass::Decode)?;
            logits = out.to_vec2::<f32>()?.pop().unwrap_or_default();
        }
        Ok((tokens, margins))
    }
}
