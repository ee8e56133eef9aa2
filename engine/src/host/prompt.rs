//! Prompt handling in the engine: chat template, tokenisation, placeholder
//! checks and expansion, and the M-RoPE index (written independently of the
//! oracle).

use std::path::Path;

use contracts::config::TokenIds;
use tokenizers::Tokenizer;

#[derive(Debug, thiserror::Error)]
pub enum PromptError {
    #[error("chat template: {0}")]
    Template(String),
    #[error("tokenizer: {0}")]
    Tokenizer(String),
    #[error("video input is not supported (the prompt contains <|video_pad|>)")]
    Video,
    #[error(
        "the prompt has {found} image placeholders <|vision_start|><|image_pad|><|vision_end|> for {images} image(s)"
    )]
    Placeholders { found: usize, images: usize },
    #[error("malformed image placeholder at token {0}: <|image_pad|> must sit alone between <|vision_start|> and <|vision_end|>")]
    Malformed(usize),
    #[error("images given to a text-only model")]
    NoVision,
}

/// The checkpoint's chat template (chat_template.jinja, chat_template.json,
/// or tokenizer_config.json), if any.
pub fn chat_template(dir: &Path) -> Option<String> {
    if let Ok(t) = std::fs::read_to_string(dir.join("chat_template.jinja")) {
        return Some(t);
    }
    ["chat_template.json", "tokenizer_config.json"].iter().find_map(|f| {
        let v: serde_json::Value = serde_json::from_str(&std::fs::read_to_string(dir.join(f)).ok()?).ok()?;
        v.get("chat_template")?.as_str().map(str::to_owned)
    })
}

/// One user turn (images first, then the text) as a message list.
pub fn user_turn(text: &str, images: usize) -> serde_json::Value {
    let content = if images == 0 {
        serde_json::Value::String(text.to_owned())
    } else {
        let mut parts: Vec<serde_json::Value> = vec![serde_json::json!({"type": "image"}); images];
        parts.push(serde_json::json!({"type": "text", "text": text}));
        serde_json::Value::Array(parts)
    };
    serde_json::json!([{"role": "user", "content": content}])
}

/// Render one user turn (images first, then the text) with the generation prompt.
pub fn render_user_turn(template: &str, text: &str, images: usize) -> Result<String, PromptError> {
    render_messages(template, &user_turn(text, images))
}

/// Render a conversation (`[{role, content}]`, content a string or a list of
/// `{"type": "text", "text"}` / `{"type": "image"}` parts, the form
/// transformers' processors give the template) with the generation prompt.
pub fn render_messages(template: &str, messages: &serde_json::Value) -> Result<String, PromptError> {
    let mut env = minijinja::Environment::new();
    env.add_template("chat", template).map_err(|e| PromptError::Template(e.to_string()))?;
    let tpl = env.get_template("chat").map_err(|e| PromptError::Template(e.to_string()))?;
    tpl.render(minijinja::context! { messages, add_generation_prompt => true })
        .map_err(|e| PromptError::Template(e.to_string()))
}

/// Text-only chat templates (Qwen2) expect string contents: join each
/// message's text parts with newlines, as vLLM does for such templates.
pub fn flatten_text_parts(messages: &serde_json::Value) -> serde_json::Value {
    let mut out = messages.clone();
    for m in out.as_array_mut().into_iter().flatten() {
        if let Some(parts) = m.get("content").and_then(|c| c.as_array()) {
            let text: Vec<&str> = parts.iter().filter_map(|p| p.get("text").and_then(|t| t.as_str())).collect();
            m["content"] = serde_json::Value::String(text.join("\n"));
        }
    }
    out
}

pub fn encode(tok: &Tokenizer, text: &str) -> Result<Vec<u32>, PromptError> {
    tok.encode(text, false).map(|e| e.get_ids().to_vec()).map_err(|e| PromptError::Tokenizer(e.to_string()))
}

/// Check that every `<|image_pad|>` is framed as `<|vision_start|><|image_pad|><|vision_end|>`
/// and that there is one per image, then replace each by `tokens_per_image[i]` image tokens.
pub fn expand(ids: &[u32], t: Option<&TokenIds>, tokens_per_image: &[usize]) -> Result<Vec<u32>, PromptError> {
    let Some(t) = t else {
        return if tokens_per_image.is_empty() { Ok(ids.to_vec()) } else { Err(PromptError::NoVision) };
    };
    if ids.contains(&t.video) {
        return Err(PromptError::Video);
    }
    let mut out = Vec::with_capacity(ids.len() + tokens_per_image.iter().sum::<usize>());
    let mut next = 0usize;
    for (i, &id) in ids.iter().enumerate() {
        if id != t.image {
            out.push(id);
            continue;
        }
        let framed = i > 0 && ids[i - 1] == t.vision_start && ids.get(i + 1) == Some(&t.vision_end);
        if !framed {
            return Err(PromptError::Malformed(i));
        }
        let found = ids.iter().filter(|&&x| x == t.image).count();
        let n =
            *tokens_per_image.get(next).ok_or(PromptError::Placeholders { found, images: tokens_per_image.len() })?;
        out.extend(std::iter::repeat_n(t.image, n));
        next += 1;
    }
    if next != tokens_per_image.len() {
        return Err(PromptError::Placeholders { found: next, images: tokens_per_image.len() });
    }
    Ok(out)
}

/// M-RoPE positions (t, h, w rows) and rope_delta, following the reference
/// rule: walk the prompt; at each `<|vision_start|>` followed by image
/// tokens, the image's tokens take `start + (frame, row, column)` on the
/// merged grid and the text after it resumes at `start + max(grid_h, grid_w)`.
pub fn mrope_index(ids: &[u32], t: &TokenIds, grids: &[[usize; 3]], merge: usize) -> ([Vec<i64>; 3], i64) {
    let mut axes: [Vec<i64>; 3] =
        [Vec::with_capacity(ids.len()), Vec::with_capacity(ids.len()), Vec::with_capacity(ids.len())];
    let mut next = 0i64;
    let mut images = grids.iter();
    let mut i = 0;
    while i < ids.len() {
        let starts_image = i > 0 && ids[i] == t.image && ids[i - 1] == t.vision_start;
        if let (true, Some(&[gt, gh, gw])) = (starts_image, if starts_image { images.next() } else { None }) {
            let (mh, mw) = (gh / merge, gw / merge);
            for frame in 0..gt {
                for r in 0..mh {
                    for c in 0..mw {
                        axes[0].push(next + frame as i64);
                        axes[1].push(next + r as i64);
                        axes[2].push(next + c as i64);
                    }
                }
            }
            i += gt * mh * mw;
            next += mh.max(mw) as i64;
        } else {
            for a in axes.iter_mut() {
                a.push(next);
            }
            next += 1;
            i += 1;
        }
    }
    let top = axes.iter().flat_map(|a| a.iter()).copied().max().unwrap_or(-1);
    (axes, top + 1 - ids.len() as i64)
}

#[cfg(test)]
mod tests {
    use super::*;

    const T: TokenIds = TokenIds { image: 9, video: 8, vision_start: 1, vision_end: 2 };

    #[test]
    fn placeholders_expand_in_order_and_errors_are_specific() {
        assert_eq!(expand(&[1, 9, 2, 7, 1, 9, 2], Some(&T), &[2, 3]).unwrap(), vec![1, 9, 9, 2, 7, 1, 9, 9, 9, 2]);
        assert!(matches!(
            expand(&[1, 9, 2], Some(&T), &[4, 4]),
            Err(PromptError::Placeholders { found: 1, images: 2 })
        ));
        assert!(matches!(expand(&[5, 9, 2], Some(&T), &[4]), Err(PromptError::Malformed(1))));
        assert!(matches!(expand(&[1, 8, 2], Some(&T), &[]), Err(PromptError::Video)));
        assert!(matches!(expand(&[5], None, &[4]), Err(PromptError::NoVision)));
    }

    #[test]
    fn mrope_index_follows_the_grid_and_resumes_after_the_largest_side() {
        // text, <vs>, 2x3 merged image (grid 1x4x6), <ve>, text
        let ids = [5, 1, 9, 9, 9, 9, 9, 9, 2, 6];
        let (p, d) = mrope_index(&ids, &T, &[[1, 4, 6]], 2);
        assert_eq!(p[0], vec![0, 1, 2, 2, 2, 2, 2, 2, 5, 6]);
        assert_eq!(p[1], vec![0, 1, 2, 2, 2, 3, 3, 3, 5, 6]);
        assert_eq!(p[2], vec![0, 1, 2, 3, 4, 2, 3, 4, 5, 6]);
        assert_eq!(d, 6 + 1 - 10);
        let (p, d) = mrope_index(&[5, 6, 7], &T, &[], 2);
        assert_eq!((p[1].clone(), d), (vec![0, 1, 2], 0));
    }
}
