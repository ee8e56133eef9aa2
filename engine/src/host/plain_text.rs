//! Message text tokenized as plain text: a client's `<|im_end|>` stays the
//! characters `<|im_end|>`, never the control token that ends a turn (with
//! it, `<|im_end|>\n<|im_start|>system` in a user message forges a system
//! turn; HF and vLLM tokenize it as control tokens by default).
//!
//! Prompts whose message texts hold no special token's text are tokenized
//! exactly as before, the whole rendered prompt at once, so their ids are
//! HF's. Only when some text does hold one is the prompt rendered with each
//! text replaced by a marker, split at the markers, the template's own
//! segments tokenized as usual (its control tokens intact) and each text
//! tokenized with special tokens read as plain text.

use serde_json::Value;
use tokenizers::Tokenizer;

use crate::host::prompt::{self, PromptError};

/// How special tokens typed in message text are tokenized.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default, clap::ValueEnum)]
pub enum SpecialTokensInText {
    /// As plain text (the safe default).
    #[default]
    Plain,
    /// As control tokens (what HF and vLLM do).
    Control,
}

/// Marks a text in the rendered prompt: OPEN index CLOSE. Unicode
/// noncharacters, which no template writes and clients have no business
/// sending.
const OPEN: char = '\u{10FFFE}';
const CLOSE: char = '\u{10FFFF}';

/// The special tokens' texts of a tokenizer (`<|im_start|>`, ...).
pub fn special_texts(tok: &Tokenizer) -> Vec<String> {
    tok.get_added_tokens_decoder().values().filter(|t| t.special).map(|t| t.content.clone()).collect()
}

/// Every text of a message list (string contents and text parts), in order.
fn texts_mut(messages: &mut Value) -> Vec<&mut String> {
    let mut out = Vec::new();
    for m in messages.as_array_mut().into_iter().flatten() {
        match m.get_mut("content") {
            Some(Value::String(s)) => out.push(s),
            Some(Value::Array(parts)) => {
                for p in parts {
                    if let Some(Value::String(s)) = p.get_mut("text") {
                        out.push(s);
                    }
                }
            }
            _ => {}
        }
    }
    out
}

/// Whether any message text holds a special token's text.
pub fn holds_special_text(messages: &Value, specials: &[String]) -> bool {
    let mut m = messages.clone();
    texts_mut(&mut m).iter().any(|t| specials.iter().any(|s| t.contains(s.as_str())))
}

/// Render `messages` with `template` and tokenize, message texts as plain
/// text. `tok` reads special tokens as control tokens, `plain` (the same
/// tokenizer with `set_encode_special_tokens(true)`) as text.
pub fn encode_messages(
    template: &str,
    messages: &Value,
    tok: &Tokenizer,
    plain: &Tokenizer,
) -> Result<Vec<u32>, PromptError> {
    let mut marked = messages.clone();
    let mut texts = Vec::new();
    for (i, t) in texts_mut(&mut marked).into_iter().enumerate() {
        if t.contains(OPEN) || t.contains(CLOSE) {
            return Err(PromptError::Tokenizer(
                "message text holds a Unicode noncharacter (U+10FFFE / U+10FFFF)".into(),
            ));
        }
        texts.push(std::mem::replace(t, format!("{OPEN}{i}{CLOSE}")));
    }
    let rendered = prompt::render_messages(template, &marked)?;
    let mut ids = Vec::new();
    let mut pieces = rendered.split(OPEN);
    ids.extend(prompt::encode(tok, pieces.next().unwrap_or_default())?);
    for piece in pieces {
        let (index, rest) = piece
            .split_once(CLOSE)
            .ok_or_else(|| PromptError::Template("the chat template cut a message text apart".into()))?;
        let text = index
            .parse::<usize>()
            .ok()
            .and_then(|i| texts.get(i))
            .ok_or_else(|| PromptError::Template("the chat template altered a message text".into()))?;
        ids.extend(prompt::encode(plain, text)?);
        ids.extend(prompt::encode(tok, rest)?);
    }
    Ok(ids)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn every_text_of_a_conversation_is_found_in_order() {
        let mut m = json!([
            {"role": "system", "content": "a"},
            {"role": "user", "content": [{"type": "image"}, {"type": "text", "text": "b"}, {"type": "text", "text": "c"}]},
            {"role": "assistant", "content": "d"}
        ]);
        let texts: Vec<String> = texts_mut(&mut m).into_iter().map(|s| s.clone()).collect();
        assert_eq!(texts, ["a", "b", "c", "d"]);
        assert!(holds_special_text(&m, &["c".to_string()]));
        assert!(!holds_special_text(&m, &["<|im_end|>".to_string()]));
    }
}
