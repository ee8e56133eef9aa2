//! The engine's language model on IREE, fed the HF golden ids, positions and
//! merged tokens, reproduces the HF golden logits, KV cache and greedy steps,
//! with the prompt prefilled in chunks of 8 tokens (each reading the
//! previous ones' keys and values from the shared KV pool) into a sequence
//! whose region does not start at cell 0.

use contracts::config::ModelConfig;
use contracts::StageDump;
use engine::checkpoint::artifacts::{self, ArtifactCache};
use engine::checkpoint::weights::WeightIndex;
use engine::iree::Compiler;
use engine::numerics::Numerics;
use engine::precision::Precision;
use engine::shapes::Positions;
use engine::text::graph::LmShape;
use engine::text::lm::{LanguageModel, Prompt, Step};
use harness::diff::engine_source::HARNESS_CHUNK;
use harness::goldens::regen::ensure_fixture;
use harness::{cases, paths};

fn max_rel(a: &[f32], b: &[f32]) -> f32 {
    let scale = b.iter().fold(0f32, |m, x| m.max(x.abs()));
    a.iter().zip(b).fold(0f32, |m, (x, y)| m.max((x - y).abs())) / scale
}

fn sorted_top(v: &[f32], k: usize) -> Vec<f32> {
    let mut s = v.to_vec();
    s.sort_by(|a, b| b.total_cmp(a));
    s.truncate(k);
    s
}

fn check_case(name: &str) {
    let case = cases::load(&paths::cases_json()).unwrap().into_iter().find(|c| c.name == name).unwrap();
    let dir = ensure_fixture(&case.model).unwrap();
    let cfg = ModelConfig::load(&dir).unwrap();
    let w = WeightIndex::open(&dir).unwrap();
    let cache = ArtifactCache::new(artifacts::default_dir(), Compiler::locate().unwrap()).unwrap();
    let shape = LmShape::new(1024, 2048, 2, HARNESS_CHUNK, Precision::F32).unwrap();
    let mut lm = LanguageModel::load(
        &cfg.text,
        &w,
        &cache,
        Numerics::chosen(Precision::F32, &Default::default()),
        shape,
        true,
        Default::default(),
    )
    .unwrap();
    let g = StageDump::read(&paths::goldens().join(name).join("hf.safetensors")).unwrap();
    let ids: Vec<u32> = g.get_i64("input_ids").unwrap().1.iter().map(|&x| x as u32).collect();
    let (_, pos) = g.get_i64("mrope_positions").unwrap();
    let s = ids.len();
    // Chunks of 8 (the module's smaller size): every prompt spans several.
    let chunk = HARNESS_CHUNK / 8;
    assert!(s > 2 * chunk, "{name}: the prompt ({s} tokens) spans several chunks");
    let positions = match cfg.text.mrope_section {
        Some(_) => Positions::Mrope([pos[..s].to_vec(), pos[s..2 * s].to_vec(), pos[2 * s..].to_vec()]),
        None => Positions::Rope1d(pos[..s].to_vec()),
    };
    let image_token = cfg.tokens.as_ref().map(|t| t.image).unwrap_or(u32::MAX);
    let rows: Vec<usize> = ids.iter().enumerate().filter(|(_, &t)| t == image_token).map(|(i, _)| i).collect();
    let merged = if rows.is_empty() { Vec::new() } else { g.get_f32("merged_tokens").unwrap().1.to_vec() };
    let (_, tokens) = g.get_i64("tokens").unwrap();
    // Another sequence first, so this one's region does not start at cell 0.
    let other = lm.open(100).unwrap();
    let seq = lm.open(lm.reservation(s, tokens.len(), chunk)).unwrap();
    lm.close(other);
    let prompt = Prompt { ids: &ids, image_rows: &rows, image: &merged, positions: &positions };
    let logits = lm.prefill(seq, &prompt, chunk).unwrap();
    let v = cfg.text.vocab_size;
    assert_eq!(logits.len(), s * v, "every position's logits with stages");
    let (_, last) = g.get_f32("prefill_logits.last").unwrap();
    let r = max_rel(&logits[(s - 1) * v..], last);
    assert!(r < 2e-5, "{name}: last logits rel {r}");
    let kv = lm.kv(seq, s).unwrap();
    for (l, (k, vv)) in kv.iter().enumerate() {
        let rk = max_rel(k, g.get_f32(&format!("kv.{l}.k")).unwrap().1);
        let rv = max_rel(vv, g.get_f32(&format!("kv.{l}.v")).unwrap().1);
        assert!(rk < 2e-5 && rv < 2e-5, "{name}: kv.{l} rel {rk} {rv}");
    }
    let (_, delta) = g.get_i64("rope_delta").unwrap();
    let mut len = s;
    for (step, &t) in tokens.iter().enumerate().take(tokens.len() - 1) {
        let position = len as i64 + delta[0];
        let out = lm.decode(&[Step { seq, token: t as u32, position }]).unwrap().swap_remove(0);
        len += 1;
        assert_eq!(lm.len(seq).unwrap(), len);
        let (_, golden) = g.get_f32(&format!("decode_logits.{}.topk_values", step + 1)).unwrap();
        let r = max_rel(&sorted_top(&out, golden.len()), golden);
        assert!(r < 5e-5, "{name}: decode step {} rel {r}", step + 1);
        let argmax = out.iter().enumerate().fold(0, |b, (i, x)| if *x > out[b] { i } else { b });
        assert_eq!(argmax as i64, tokens[step + 1], "{name}: greedy token at step {}", step + 1);
    }
}

#[test]
fn engine_lm_matches_hf_with_two_images() {
    check_case("two-images");
}

#[test]
fn engine_lm_matches_hf_text_only_qwen2() {
    check_case("text-only-qwen2");
}
