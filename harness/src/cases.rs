//! `fixtures/cases.json`: the prompt/image cases every implementation runs.
//! Each case holds the chat messages, the images (in placeholder order), the
//! exact templated prompt string, the model fixture and the greedy length.

use std::path::Path;

use serde::{Deserialize, Serialize};
use serde_json::Value;

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Case {
    pub name: String,
    pub description: String,
    /// Fixture spec name under `fixtures/models/`.
    pub model: String,
    /// Chat messages in the Hugging Face format (`content` a string or a list
    /// of `{"type": "image"}` / `{"type": "text", "text": ...}` parts).
    pub messages: Value,
    /// Image files under `fixtures/images/`, in the order of the image parts.
    pub images: Vec<String>,
    /// The exact prompt after the chat template (with generation prompt).
    pub prompt: String,
    pub max_new_tokens: usize,
    /// Resize images within this many pixels (every implementation is told:
    /// HF's and mlx-vlm's processors get `max_pixels=`, the oracle and the
    /// engine their own bound); absent: each one's default.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_pixels: Option<u64>,
    /// Outside references that are known to compute something else on this
    /// case, and why (source name -> reason): `harness diff` reports their
    /// failing stages as documented divergences, not failures, and says why.
    #[serde(default, skip_serializing_if = "std::collections::BTreeMap::is_empty")]
    pub reference_divergences: std::collections::BTreeMap<String, String>,
}

#[derive(Debug, Clone, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Cases {
    pub cases: Vec<Case>,
}

pub fn load(path: &Path) -> anyhow::Result<Vec<Case>> {
    let text = std::fs::read_to_string(path).map_err(|e| anyhow::anyhow!("reading {}: {e}", path.display()))?;
    let cases: Cases = serde_json::from_str(&text).map_err(|e| anyhow::anyhow!("parsing {}: {e}", path.display()))?;
    let mut seen = std::collections::BTreeSet::new();
    for c in &cases.cases {
        anyhow::ensure!(seen.insert(c.name.clone()), "{}: case `{}` appears twice", path.display(), c.name);
        for src in c.reference_divergences.keys() {
            // Only outside references may be excused; the engine and the oracle never are.
            anyhow::ensure!(
                ["hf", "mlx"].contains(&src.as_str()),
                "case `{}`: reference_divergences names `{src}`; only hf and mlx may be listed",
                c.name
            );
        }
        let image_parts = count_image_parts(&c.messages);
        anyhow::ensure!(
            image_parts == c.images.len(),
            "case `{}` has {} image parts in its messages but lists {} images",
            c.name,
            image_parts,
            c.images.len()
        );
        let placeholders = c.prompt.matches("<|vision_start|><|image_pad|><|vision_end|>").count();
        anyhow::ensure!(
            placeholders == c.images.len(),
            "case `{}`: prompt has {placeholders} image placeholders for {} images",
            c.name,
            c.images.len()
        );
    }
    Ok(cases.cases)
}

fn count_image_parts(messages: &Value) -> usize {
    messages
        .as_array()
        .into_iter()
        .flatten()
        .filter_map(|m| m.get("content").and_then(Value::as_array))
        .flatten()
        .filter(|part| part.get("type").and_then(Value::as_str) == Some("image"))
        .count()
}
