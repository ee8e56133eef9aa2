//! Prompts: the checkpoint's chat template, tokenisation, placeholder
//! validation and image-token expansion.
//!
//! `--prompt` renders the template for one user message (images first, then
//! the text) with the generation prompt; `--raw-prompt` takes a templated
//! string. Either way each image must appear exactly once as
//! `<|vision_start|><|image_pad|><|vision_end|>`; the single `<|image_pad|>`
//! is then expanded to t*h*w/merge^2 image tokens.
//!
//! Mirrors (transformers 5.24.0, as pinned in `scripts/reference/setup-venv.sh`):
//! `transformers/processing_utils.py` `ProcessorMixin.apply_chat_template`
//! (`render`); `transformers/models/qwen2_vl/processing_qwen2_vl.py`
//! `Qwen2VLProcessor.replace_image_token` (`expand_image_tokens`).

use std::path::Path;

use contracts::config::TokenIds;
use serde_json::{json, Value};
use tokenizers::Tokenizer;

#[derive(Debug, thiserror::Error)]
pub enum PromptError {
    #[error("{0}")]
    Template(String),
    #[error("tokenizer: {0}")]
    Tokenizer(String),
    #[error("the prompt has {placeholders} image placeholder(s) (<|vision_start|><|image_pad|><|vision_end|>) but {images} image(s) were given")]
    PlaceholderCount { placeholders: usize, images: usize },
    #[error("<|image_pad|> at token {0} is not inside <|vision_start|><|image_pad|><|vision_end|>")]
    StrayImagePad(usize),
    #[error("video input is not supported (found <|video_pad|> in the prompt)")]
    Video,
}

/// The chat template: `chat_template.jinja`, `chat_template.json`, or
/// `tokenizer_config.json`'s `chat_template` (first found).
pub fn load_chat_template(dir: &Path) -> Result<String, PromptError> {
    let read = |f: &str| std::fs::read_to_string(dir.join(f)).ok();
    if let Some(t) = read("chat_template.jinja") {
        return Ok(t);
    }
    for file in ["chat_template.json", "tokenizer_config.json"] {
        if let Some(text) = read(file) {
            let v: Value = serde_json::from_str(&text).map_err(|e| PromptError::Template(format!("{file}: {e}")))?;
            if let Some(t) = v.get("chat_template").and_then(Value::as_str) {
                return Ok(t.to_string());
            }
        }
    }
    Err(PromptError::Template(format!("no chat template found in {}", dir.display())))
}

/// One user message: image parts first, then the text.
pub fn user_messages(text: &str, images: usize) -> Value {
    let mut parts: Vec<Value> = (0..images).map(|_| json!({"type": "image"})).collect();
    parts.push(json!({"type": "text", "text": text}));
    if images == 0 {
        json!([{"role": "user", "content": text}])
    } else {
        json!([{"role": "user", "content": parts}])
    }
}

pub fn render(template: &str, messages: &Value) -> Result<String, PromptError> {
    let mut env = minijinja::Environment::new();
    env.add_template("chat", template).map_err(|e| PromptError::Template(format!("chat template: {e}")))?;
    let ctx = minijinja::context! { messages => messages, add_generation_prompt => true };
    env.get_template("chat")
        .and_then(|t| t.render(ctx))
        .map_err(|e| PromptError::Template(format!("rendering the chat template: {e}")))
}

pub fn tokenize(tok: &Tokenizer, text: &str) -> Result<Vec<u32>, PromptError> {
    Ok(tok.encode(text, false).map_err(|e| PromptError::Tokenizer(e.to_string()))?.get_ids().to_vec())
}

/// Validates placeholders and expands each `<|image_pad|>` to `counts[i]`
/// image tokens (one count per image, in order).
pub fn expand_image_tokens(ids: &[u32], tokens: &TokenIds, counts: &[usize]) -> Result<Vec<u32>, PromptError> {
    if ids.contains(&tokens.video) {
        return Err(PromptError::Video);
    }
    let pads: Vec<usize> = ids.iter().enumerate().filter(|(_, &t)| t == tokens.image).map(|(i, _)| i).collect();
    for &i in &pads {
        let framed = i > 0 && ids[i - 1] == tokens.vision_start && ids.get(i + 1) == Some(&tokens.vision_end);
        if !framed {
            return Err(PromptError::StrayImagePad(i));
        }
    }
    if pads.len() != counts.len() {
        return Err(PromptError::PlaceholderCount { placeholders: pads.len(), images: counts.len() });
    }
    let mut out = Vec::with_capacity(ids.len() + counts.iter().sum::<usize>());
    let mut next = counts.iter();
    for &t in ids {
        if t == tokens.image {
            let n = *next.next().expect("counted above");
            out.extend(std::iter::repeat_n(tokens.image, n));
        } else {
            out.push(t);
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: TokenIds = TokenIds { image: 9, video: 8, vision_start: 1, vision_end: 2 };

    #[test]
    fn each_placeholder_expands_to_its_image_token_count() {
        let ids = [5, 1, 9, 2, 6, 1, 9, 2];
        assert_eq!(expand_image_tokens(&ids, &T, &[3, 1]).unwrap(), vec![5, 1, 9, 9, 9, 2, 6, 1, 9, 2]);
    }

    #[test]
    fn placeholder_errors_are_specific() {
        let e = expand_image_tokens(&[1, 9, 2], &T, &[4, 4]).unwrap_err();
        assert!(matches!(e, PromptError::PlaceholderCount { placeholders: 1, images: 2 }), "{e}");
        assert!(matches!(expand_image_tokens(&[5, 9, 2], &T, &[4]).unwrap_err(), PromptError::StrayImagePad(1)));
        assert!(matches!(expand_image_tokens(&[1, 8, 2], &T, &[]).unwrap_err(), PromptError::Video));
    }

    #[test]
    fn the_qwen2_vl_template_renders_images_first_with_a_default_system_message() {
        let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../fixtures/templates/qwen2-vl.jinja");
        let tpl = std::fs::read_to_string(dir).unwrap();
        let out = render(&tpl, &user_messages("Describe this image.", 1)).unwrap();
        assert_eq!(
            out,
            "<|im_start|>system\nYou are a helpful assistant.<|im_end|>\n<|im_start|>user\n\
             <|vision_start|><|image_pad|><|vision_end|>Describe this image.<|im_end|>\n<|im_start|>assistant\n"
        );
    }
}
