//! The host side of a request, before any device work: chat template,
//! tokenisation, image decode / resize (within the engine's pixel bound) / patching
//! into bucketed vision batches, placeholder checks and expansion, M-RoPE positions and rope_delta,
//! and the context budget.
//!
//! [`Frontend`] is `Send + Sync` and holds no runtime object, so the server
//! prepares requests on its worker threads (and rejects bad ones with a clear
//! error) while the engine thread keeps decoding; the engine itself prepares
//! through the same code.

use std::path::Path;
use std::time::Instant;

use contracts::config::{eos_token_ids, ConfigError, ModelConfig, PreprocessorConfig};
use tokenizers::Tokenizer;

use crate::host::plain_text::{self, SpecialTokensInText};
use crate::host::processor::{self, ProcessorError, VisionBatch};
use crate::host::prompt::{self, PromptError};
use crate::shapes::{PositionMode, Positions, VisionBuckets};

/// Why the host side refused a request, or could not load.
#[derive(Debug, thiserror::Error)]
pub enum HostError {
    #[error(transparent)]
    Config(#[from] ConfigError),
    #[error("loading {path}: {detail}")]
    Load { path: String, detail: String },
    #[error("{0}")]
    Options(String),
    #[error(transparent)]
    Prompt(#[from] PromptError),
    #[error(transparent)]
    Image(#[from] ProcessorError),
    #[error("the prompt is {prompt} tokens; this engine takes prompts of at most {limit} tokens (context {context}), with room for at least one new token")]
    PromptTooLong { prompt: usize, limit: usize, context: usize },
    #[error("the prompt is {prompt} tokens and {new} new tokens were asked for: {need} exceeds the context of {context} tokens")]
    ContextOverflow { prompt: usize, new: usize, need: usize, context: usize },
}

impl HostError {
    /// The request's own fault (its prompt, images or budget), as opposed
    /// to the checkpoint's or the server's.
    pub fn is_request_error(&self) -> bool {
        matches!(
            self,
            HostError::Prompt(_)
                | HostError::Image(_)
                | HostError::PromptTooLong { .. }
                | HostError::ContextOverflow { .. }
        )
    }
}

/// What a request's prompt is.
pub enum PromptInput {
    /// One user message, rendered with the chat template (images first).
    Chat(String),
    /// An already templated prompt.
    Raw(String),
    /// A conversation for the chat template: `[{role, content}]` with
    /// content a string or `{"type": "text" | "image"}` parts.
    Messages(serde_json::Value),
}

/// One generation request as the host receives it.
pub struct Request {
    /// Encoded image files (PNG, JPEG, WebP), in placeholder order.
    pub images: Vec<Vec<u8>>,
    pub prompt: PromptInput,
    pub max_new_tokens: usize,
}

/// A request ready for the device: the vision batch (if any) goes through the
/// encoder, then `ids` with the merged tokens at `image_rows` are prefilled.
#[derive(Debug, Clone)]
pub struct Prepared {
    /// Prompt ids with every image placeholder expanded to its tokens.
    pub ids: Vec<u32>,
    pub grids: Vec<[usize; 3]>,
    /// Vision batches in placeholder order (empty without images): as many
    /// as the images need, each within the largest bucket.
    pub vision: Vec<VisionBatch>,
    /// Rows of `ids` that take merged visual tokens, in order.
    pub image_rows: Vec<usize>,
    pub positions: Positions,
    pub rope_delta: i64,
    /// Seconds spent decoding and preprocessing images.
    pub preprocess_s: f64,
}

pub struct Frontend {
    config: ModelConfig,
    preprocessor: Option<PreprocessorConfig>,
    /// The vision buckets the images are packed into (and the encoder compiled for).
    buckets: VisionBuckets,
    tokenizer: Tokenizer,
    template: Option<String>,
    eos: Vec<u32>,
    context: usize,
    /// Bounds the pixels decoded at once across the threads preparing requests.
    decoding: processor::gate::DecodeGate,
    special_tokens: SpecialTokensInText,
    /// The texts of the tokenizer's special tokens.
    special_texts: Vec<String>,
    /// The tokenizer reading special tokens' texts as plain text.
    plain_tokenizer: Tokenizer,
}

impl Frontend {
    /// Everything host-side from a checkpoint folder; `context` is capped at
    /// the model's `max_position_embeddings`; images are resized within
    /// `max_pixels` (see [`processor::bounded`]; `None`: the largest image
    /// the vision buckets hold, or the checkpoint's `max_pixels` if lower);
    /// the buckets go up to `max_patches` rows (see [`VisionBuckets::new`];
    /// `None`: the standard ladder).
    pub fn load(
        dir: &Path,
        context: usize,
        max_pixels: Option<u64>,
        max_patches: Option<usize>,
        special_tokens: SpecialTokensInText,
    ) -> Result<Self, HostError> {
        Self::new(dir, ModelConfig::load(dir)?, context, max_pixels, max_patches, special_tokens)
    }

    /// [`load`](Self::load) with the checkpoint's config already read.
    pub fn new(
        dir: &Path,
        config: ModelConfig,
        context: usize,
        max_pixels: Option<u64>,
        max_patches: Option<usize>,
        special_tokens: SpecialTokensInText,
    ) -> Result<Self, HostError> {
        let merge = config.vision.as_ref().map_or(1, |v| v.spatial_merge_size);
        let buckets = VisionBuckets::new(merge, max_patches).map_err(HostError::Options)?;
        let preprocessor = match config.vision {
            Some(_) => Some(processor::bounded(&PreprocessorConfig::load(dir)?, max_pixels, &buckets)?),
            None => None,
        };
        let tok_path = dir.join("tokenizer.json");
        let tokenizer = Tokenizer::from_file(&tok_path)
            .map_err(|e| HostError::Load { path: tok_path.display().to_string(), detail: e.to_string() })?;
        let context = context.min(config.text.max_position_embeddings);
        let mut plain_tokenizer = tokenizer.clone();
        plain_tokenizer.set_encode_special_tokens(true);
        Ok(Frontend {
            eos: eos_token_ids(dir)?,
            template: prompt::chat_template(dir),
            config,
            preprocessor,
            buckets,
            special_texts: plain_text::special_texts(&tokenizer),
            plain_tokenizer,
            tokenizer,
            context,
            decoding: processor::gate::DecodeGate::new(processor::DECODE_GATE_PIXELS),
            special_tokens,
        })
    }

    pub fn config(&self) -> &ModelConfig {
        &self.config
    }

    /// End-of-sequence ids (generation_config.json, else config.json).
    pub fn eos(&self) -> &[u32] {
        &self.eos
    }

    /// The largest image, in pixels, that is not resized down (`None`
    /// without a vision tower): larger ones are resized within it.
    pub fn max_pixels(&self) -> Option<u64> {
        self.preprocessor.as_ref().map(|p| p.max_pixels)
    }

    /// The vision buckets requests are packed into.
    pub fn buckets(&self) -> &VisionBuckets {
        &self.buckets
    }

    /// Cache rows per sequence: prompt plus new tokens.
    pub fn context(&self) -> usize {
        self.context
    }

    pub fn tokenizer(&self) -> &Tokenizer {
        &self.tokenizer
    }

    /// Decode text for tokens (skipping special tokens).
    pub fn detokenize(&self, tokens: &[u32]) -> String {
        self.tokenizer.decode(tokens, true).unwrap_or_default()
    }

    /// Prompt ids before placeholder expansion: a raw prompt as given (its
    /// special tokens are control tokens: it is the template's output);
    /// chat messages through the template, their texts' special tokens per
    /// the engine's [`SpecialTokensInText`] policy.
    fn prompt_ids(&self, prompt: &PromptInput, images: usize) -> Result<Vec<u32>, PromptError> {
        let template = || {
            self.template
                .as_deref()
                .ok_or_else(|| PromptError::Template("the checkpoint has no chat template; use a raw prompt".into()))
        };
        let messages = match prompt {
            PromptInput::Raw(t) => return prompt::encode(&self.tokenizer, t),
            PromptInput::Chat(t) => prompt::user_turn(t, images),
            PromptInput::Messages(m) if self.config.vision.is_none() => prompt::flatten_text_parts(m),
            PromptInput::Messages(m) => m.clone(),
        };
        if self.special_tokens == SpecialTokensInText::Plain
            && plain_text::holds_special_text(&messages, &self.special_texts)
        {
            return plain_text::encode_messages(template()?, &messages, &self.tokenizer, &self.plain_tokenizer);
        }
        prompt::encode(&self.tokenizer, &prompt::render_messages(template()?, &messages)?)
    }

    /// Prompt, images and positions of one request (no device work, no
    /// budget check: see [`budget`](Self::budget)).
    pub fn prepare(&self, req: &Request) -> Result<Prepared, HostError> {
        let t0 = Instant::now();
        if !req.images.is_empty() && self.config.vision.is_none() {
            return Err(PromptError::NoVision.into());
        }
        let raw = self.prompt_ids(&req.prompt, req.images.len())?;
        let tok_ids = self.config.tokens.clone();
        let mut vision = Vec::new();
        if !req.images.is_empty() {
            let (pre, vcfg) = match (&self.preprocessor, &self.config.vision) {
                (Some(p), Some(v)) => (p, v),
                _ => return Err(PromptError::NoVision.into()),
            };
            let headers = processor::check_capacity(&req.images, pre, &self.buckets)?;
            let mut prepared = Vec::with_capacity(req.images.len());
            for (bytes, header) in req.images.iter().zip(&headers) {
                // Pixels decoded at once across requests stay within the
                // gate (the decoded copy is dropped when `prepare` returns,
                // before the permit).
                let _permit = self.decoding.acquire(header.pixels());
                prepared.push(processor::prepare(&processor::decode(bytes)?, pre)?);
            }
            vision = processor::batches(&prepared, vcfg, &self.buckets)?;
        }
        let grids: Vec<[usize; 3]> = vision.iter().flat_map(|b| b.grids.iter().copied()).collect();
        let unit = self.config.vision.as_ref().map(|v| v.merge_unit()).unwrap_or(1);
        let per_image: Vec<usize> = grids.iter().map(|g| g[0] * g[1] * g[2] / unit).collect();
        let ids = prompt::expand(&raw, tok_ids.as_ref(), &per_image)?;
        if ids.is_empty() {
            return Err(PromptError::Tokenizer("the prompt is empty".into()).into());
        }
        let s = ids.len();
        let (positions, rope_delta) = match (PositionMode::of(&self.config.text), &tok_ids) {
            (PositionMode::Mrope(_), Some(t)) => {
                let merge = self.config.vision.as_ref().map(|v| v.spatial_merge_size).unwrap_or(1);
                let (axes, delta) = prompt::mrope_index(&ids, t, &grids, merge);
                (Positions::Mrope(axes), delta)
            }
            _ => (Positions::Rope1d((0..s as i64).collect()), 0),
        };
        let image_token = tok_ids.as_ref().map(|t| t.image);
        let image_rows: Vec<usize> =
            ids.iter().enumerate().filter(|(_, &t)| Some(t) == image_token).map(|(i, _)| i).collect();
        Ok(Prepared { ids, grids, vision, image_rows, positions, rope_delta, preprocess_s: t0.elapsed().as_secs_f64() })
    }

    /// How many new tokens a prompt of `prompt_tokens` may generate: the
    /// requested number (which must fit the context with the prompt), or by
    /// default everything the context has left.
    pub fn budget(&self, prompt_tokens: usize, requested: Option<usize>) -> Result<usize, HostError> {
        let context = self.context;
        let limit = context.saturating_sub(1);
        if prompt_tokens > limit {
            return Err(HostError::PromptTooLong { prompt: prompt_tokens, limit, context });
        }
        match requested {
            None => Ok(context - prompt_tokens),
            Some(new) if new <= context - prompt_tokens => Ok(new),
            Some(new) => Err(HostError::ContextOverflow {
                prompt: prompt_tokens,
                new,
                need: prompt_tokens.saturating_add(new),
                context,
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    fn assert_send_sync<T: Send + Sync>() {}

    #[test]
    fn the_frontend_and_prepared_requests_cross_threads() {
        assert_send_sync::<super::Frontend>();
        assert_send_sync::<super::Prepared>();
    }
}
