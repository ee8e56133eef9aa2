//! `harness goldens verify`: proves, without Python, that `goldens/` was
//! recorded from exactly the current fixtures (checkpoint pins, image bytes,
//! prompt strings) and that every dump holds the stages the harness compares,
//! with mutually consistent shapes.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::path::Path;

use anyhow::{bail, ensure, Context};
use contracts::StageDump;
use serde_json::Value;

use super::{HF_IMAGE_TENSORS, HF_TEXT_TENSORS, MLX_IMAGE_TENSORS, MLX_TEXT_TENSORS};
use crate::cases::{self, Case};
use crate::fixture::{self, hf_files::IMAGE_PAD, sha256_file, spec::FixtureSpec};
use crate::paths;

pub const REFERENCES: [&str; 2] = ["hf", "mlx"];

fn str_field<'a>(v: &'a Value, key: &str, ctx: &str) -> anyhow::Result<&'a str> {
    v.get(key).and_then(Value::as_str).with_context(|| format!("{ctx}: missing string field `{key}`"))
}

/// Verify every case; returns a short human-readable summary.
pub fn verify_all() -> anyhow::Result<String> {
    verify_dir(&paths::goldens(), &cases::load(&paths::cases_json())?)
}

pub fn verify_dir(goldens: &Path, cases: &[Case]) -> anyhow::Result<String> {
    let mut out = String::new();
    let mut min_margin: Option<(f32, String)> = None;
    for case in cases {
        let m = verify_case(goldens, case).with_context(|| format!("golden for case `{}`", case.name))?;
        if min_margin.as_ref().is_none_or(|(x, _)| m.0 < *x) {
            min_margin = Some((m.0, format!("{} step {}", case.name, m.1)));
        }
        writeln!(out, "ok  {:24} {}", case.name, m.2).expect("string write");
    }
    for entry in std::fs::read_dir(goldens).with_context(|| format!("reading {}", goldens.display()))? {
        let entry = entry?;
        if entry.file_type()?.is_dir() {
            let name = entry.file_name().to_string_lossy().into_owned();
            ensure!(cases.iter().any(|c| c.name == name), "goldens/{name} belongs to no case in fixtures/cases.json");
        }
    }
    if let Some((m, at)) = min_margin {
        writeln!(out, "{} cases verified; smallest HF greedy top1-top2 margin {m:.4} ({at})", cases.len())
            .expect("string write");
    }
    Ok(out)
}

/// Returns (smallest margin, its step, one-line description).
fn verify_case(goldens: &Path, case: &Case) -> anyhow::Result<(f32, usize, String)> {
    let dir = goldens.join(&case.name);
    let manifest_path = dir.join("manifest.json");
    let manifest: Value = serde_json::from_str(
        &std::fs::read_to_string(&manifest_path).with_context(|| format!("reading {}", manifest_path.display()))?,
    )
    .with_context(|| format!("parsing {}", manifest_path.display()))?;
    let ctx = manifest_path.display().to_string();

    ensure!(str_field(&manifest, "prompt", &ctx)? == case.prompt, "{ctx}: prompt differs from fixtures/cases.json");
    let recorded_bound = manifest.get("max_pixels").and_then(Value::as_u64);
    ensure!(
        recorded_bound == case.max_pixels,
        "{ctx}: recorded with max_pixels {recorded_bound:?}, the case says {:?}",
        case.max_pixels
    );
    ensure!(str_field(&manifest, "model", &ctx)? == case.model, "{ctx}: model differs from fixtures/cases.json");

    // The checkpoint the goldens were recorded from is the pinned one.
    let pins = fixture::load_pins(&case.model)?.with_context(|| format!("fixture {} has no pins.json", case.model))?;
    let recorded: BTreeMap<String, String> = serde_json::from_value(
        manifest.get("checkpoint_sha256").cloned().with_context(|| format!("{ctx}: no checkpoint_sha256"))?,
    )?;
    let diff = fixture::pin_differences(&pins, &recorded);
    ensure!(
        diff.is_empty(),
        "{ctx}: recorded from a checkpoint other than the pinned {}:\n{}",
        case.model,
        diff.join("\n")
    );

    // The images are byte-identical to the committed ones.
    let images = manifest.get("images").and_then(Value::as_array).with_context(|| format!("{ctx}: no images"))?;
    ensure!(
        images.len() == case.images.len(),
        "{ctx}: {} images recorded, case has {}",
        images.len(),
        case.images.len()
    );
    for (rec, file) in images.iter().zip(&case.images) {
        ensure!(str_field(rec, "file", &ctx)? == file, "{ctx}: image order differs from the case");
        let actual = sha256_file(&paths::fixtures().join("images").join(file))?;
        ensure!(
            str_field(rec, "sha256", &ctx)? == actual,
            "{ctx}: image {file} changed since the goldens were recorded"
        );
    }

    let spec = fixture::load_spec(&case.model)?;
    let has_images = !case.images.is_empty();
    let mut margin = (f32::INFINITY, 0usize);
    let mut summary = String::new();
    for reference in REFERENCES {
        let rec = manifest
            .get("references")
            .and_then(|r| r.get(reference))
            .with_context(|| format!("{ctx}: no `references.{reference}`"))?;
        let file = dir.join(format!("{reference}.safetensors"));
        let sha = sha256_file(&file).with_context(|| format!("hashing {}", file.display()))?;
        ensure!(str_field(rec, "sha256", &ctx)? == sha, "{}: content differs from its manifest hash", file.display());
        let versions = rec.get("versions").and_then(Value::as_object).with_context(|| format!("{ctx}: no versions"))?;
        let needed: &[&str] = if reference == "hf" { &["torch", "transformers"] } else { &["mlx", "mlx_vlm"] };
        for lib in needed {
            ensure!(versions.contains_key(*lib), "{ctx}: `references.{reference}.versions` lacks {lib}");
        }
        let dump = StageDump::read(&file)?;
        let (tensors_img, tensors_txt) =
            if reference == "hf" { (HF_IMAGE_TENSORS, HF_TEXT_TENSORS) } else { (MLX_IMAGE_TENSORS, MLX_TEXT_TENSORS) };
        let required: Vec<&str> =
            tensors_txt.iter().chain(if has_images { tensors_img } else { &[][..] }).copied().collect();
        for name in &required {
            dump.get(name).with_context(|| format!("{}", file.display()))?;
        }
        let n_tokens =
            check_consistency(&dump, case, &spec, reference == "hf").with_context(|| format!("{}", file.display()))?;
        if reference == "hf" {
            let (_, m) = dump.get_f32("tokens.margins")?;
            for (i, x) in m.iter().enumerate() {
                if *x < margin.0 {
                    margin = (*x, i);
                }
            }
        }
        write!(summary, "{reference}: {} tensors, {n_tokens} tokens; ", dump.tensors.len()).expect("string write");
    }
    Ok((margin.0, margin.1, summary.trim_end_matches("; ").to_string()))
}

/// Shape relations that must hold between the stages of one dump.
/// Returns the number of greedy tokens.
fn check_consistency(d: &StageDump, case: &Case, spec: &FixtureSpec, full: bool) -> anyhow::Result<usize> {
    let (ids_shape, ids) = d.get_i64("input_ids")?;
    ensure!(ids_shape.len() == 1, "input_ids has shape {ids_shape:?}, expected [S]");
    let seq = ids.len();
    let image_tokens = ids.iter().filter(|&&t| t == i64::from(IMAGE_PAD)).count();
    let (pos_shape, _) = d.get_i64("mrope_positions")?;
    ensure!(pos_shape == [3, seq], "mrope_positions has shape {pos_shape:?}, expected [3, {seq}]");
    let (_, delta) = d.get_i64("rope_delta")?;
    ensure!(delta.len() == 1, "rope_delta must hold one value");
    let (last_shape, _) = d.get_f32("prefill_logits.last")?;
    ensure!(last_shape == [spec.text.vocab_size], "prefill_logits.last has shape {last_shape:?}");

    if let Some(v) = &spec.vision {
        if !case.images.is_empty() {
            let (g_shape, grid) = d.get_i64("grid")?;
            ensure!(g_shape == [case.images.len(), 3], "grid has shape {g_shape:?} for {} images", case.images.len());
            let patches: i64 = grid.chunks(3).map(|g| g[0] * g[1] * g[2]).sum();
            let merge2 = (v.spatial_merge_size * v.spatial_merge_size) as i64;
            let (p_shape, _) = d.get_f32("pixels")?;
            ensure!(
                p_shape == [patches as usize, v.patch_row()],
                "pixels has shape {p_shape:?}, grid implies [{patches}, {}]",
                v.patch_row()
            );
            ensure!(
                image_tokens as i64 * merge2 == patches,
                "input_ids hold {image_tokens} image tokens, grid implies {}",
                patches / merge2
            );
            let (m_shape, _) = d.get_f32("merged_tokens")?;
            ensure!(m_shape == [image_tokens, spec.text.hidden_size], "merged_tokens has shape {m_shape:?}");
            if full {
                for b in 0..v.depth {
                    let (s, _) = d.get_f32(&format!("vision_block.{b}"))?;
                    ensure!(s == [patches as usize, v.embed_dim], "vision_block.{b} has shape {s:?}");
                }
                let (c_shape, cu) = d.get_i64("cu_seqlens")?;
                ensure!(
                    c_shape.len() == 1 && cu.last() == Some(&patches),
                    "cu_seqlens {cu:?} does not end at {patches}"
                );
            }
        }
    }
    if case.images.is_empty() {
        ensure!(image_tokens == 0, "text-only case has {image_tokens} image tokens");
        ensure!(d.get("pixels").is_err(), "text-only case holds pixels");
    }
    let (_, tokens) = d.get_i64("tokens")?;
    ensure!(
        !tokens.is_empty() && tokens.len() <= case.max_new_tokens,
        "{} greedy tokens recorded, expected 1..={}",
        tokens.len(),
        case.max_new_tokens
    );
    let (_, margins) = d.get_f32("tokens.margins")?;
    ensure!(margins.len() == tokens.len(), "tokens.margins has {} values for {} tokens", margins.len(), tokens.len());
    ensure!(margins.iter().all(|m| *m >= 0.0), "a top1-top2 margin is negative");
    if full {
        let t = &spec.text;
        for l in 0..t.num_hidden_layers {
            for kv in ["k", "v"] {
                let (s, _) = d.get_f32(&format!("kv.{l}.{kv}"))?;
                ensure!(
                    s == [t.num_key_value_heads, seq, t.head_dim()],
                    "kv.{l}.{kv} has shape {s:?}, expected [{}, {seq}, {}]",
                    t.num_key_value_heads,
                    t.head_dim()
                );
            }
        }
        for (s, &token) in tokens.iter().enumerate() {
            let (vs, _) = d.get_f32(&format!("decode_logits.{s}.topk_values"))?;
            let (is, idx) = d.get_i64(&format!("decode_logits.{s}.topk_indices"))?;
            ensure!(
                vs == is && vs.len() == 1 && vs[0] == contracts::TOPK_DECODE,
                "decode_logits.{s} top-k has shape {vs:?}"
            );
            ensure!(idx[0] == token, "decode_logits.{s}: top-1 index {} is not the greedy token {token}", idx[0]);
        }
    }
    if d.get("pixels").is_ok() && case.images.is_empty() {
        bail!("pixels recorded for a case without images");
    }
    Ok(tokens.len())
}
