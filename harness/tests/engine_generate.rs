//! The engine end to end: batch invariance across slots, bf16-on-disk
//! checkpoints in f32 mode, prefill/decode equivalence, and clear errors.

use contracts::config::ModelConfig;
use contracts::StageDump;
use engine::artifacts::{self, ArtifactCache};
use engine::emit::nn::Precision;
use engine::iree::Compiler;
use engine::lm::{LanguageModel, Positions, Step};
use engine::model::text::CacheShape;
use engine::model::weights::WeightIndex;
use engine::pipeline::{Engine, EngineOptions, PromptInput, Request};
use harness::fixture::doctor;
use harness::goldens::regen::ensure_fixture;
use harness::{cases, paths};

fn case(name: &str) -> cases::Case {
    cases::load(&paths::cases_json()).unwrap().into_iter().find(|c| c.name == name).unwrap()
}

fn request(c: &cases::Case) -> Request {
    let images = c.images.iter().map(|f| std::fs::read(paths::fixtures().join("images").join(f)).unwrap()).collect();
    Request { images, prompt: PromptInput::Raw(c.prompt.clone()), max_new_tokens: c.max_new_tokens }
}

fn golden_tokens(name: &str) -> Vec<u32> {
    let g = StageDump::read(&paths::goldens().join(name).join("hf.safetensors")).unwrap();
    g.get_i64("tokens").unwrap().1.iter().map(|&t| t as u32).collect()
}

fn engine(dir: &std::path::Path, slots: usize) -> Engine {
    Engine::load(dir, EngineOptions { precision: Precision::F32, slots, context: 1024, stages: false }).unwrap()
}

#[test]
fn every_slot_of_a_batch_gets_exactly_its_single_request_tokens() {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let names = ["two-images", "text-only-vl", "image-small-30x30"];
    let mut e = engine(&dir, 3);
    let singles: Vec<Vec<u32>> = names.iter().map(|n| e.generate(&request(&case(n))).unwrap().tokens).collect();
    let reqs: Vec<Request> = names.iter().map(|n| request(&case(n))).collect();
    let batch = e.generate_batch(&reqs).unwrap();
    assert_ne!(batch[0].rope_delta, batch[2].rope_delta, "the batch mixes different rope_deltas");
    assert_eq!(batch[1].rope_delta, 0, "a text-only slot beside image slots");
    for ((name, single), out) in names.iter().zip(&singles).zip(&batch) {
        assert_eq!(&out.tokens, single, "{name}: batched tokens differ from the single run");
        assert_eq!(out.tokens, golden_tokens(name), "{name}: tokens differ from HF");
    }
    // Reversed order into other slots: still the same streams.
    let rev: Vec<Request> = names.iter().rev().map(|n| request(&case(n))).collect();
    let back = e.generate_batch(&rev).unwrap();
    for (i, out) in back.iter().rev().enumerate() {
        assert_eq!(out.tokens, singles[i], "{} in another slot", names[i]);
    }
}

#[test]
fn a_bf16_twin_runs_in_f32_mode_with_the_same_tokens() {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("bf16");
    doctor::copy_dir(&ensure_fixture("tiny-qwen2-vl").unwrap(), &dir).unwrap();
    let mut ts = doctor::read_all(&dir.join("model.safetensors")).unwrap();
    for t in &mut ts {
        t.to_bf16().unwrap();
    }
    doctor::write_all(&dir.join("model.safetensors"), &ts).unwrap();
    let c = case("one-image");
    let out = engine(&dir, 1).generate(&request(&c)).unwrap();
    assert_eq!(out.tokens, golden_tokens("one-image"));
}

#[test]
fn prefill_n_then_decode_k_equals_prefill_n_plus_k() {
    let c = case("two-images");
    let dir = ensure_fixture(&c.model).unwrap();
    let cfg = ModelConfig::load(&dir).unwrap();
    let w = WeightIndex::open(&dir).unwrap();
    let cache = ArtifactCache::new(artifacts::default_dir(), Compiler::locate().unwrap()).unwrap();
    let mut lm = LanguageModel::load(&cfg.text, &w, &cache, Precision::F32, CacheShape { slots: 2, context: 1024 }, true).unwrap();
    let g = StageDump::read(&paths::goldens().join(&c.name).join("hf.safetensors")).unwrap();
    let ids: Vec<u32> = g.get_i64("input_ids").unwrap().1.iter().map(|&x| x as u32).collect();
    let (_, pos) = g.get_i64("mrope_positions").unwrap();
    let (_, delta) = g.get_i64("rope_delta").unwrap();
    let s = ids.len();
    let axes = |n: usize| Positions::Mrope([pos[..n].to_vec(), pos[s..s + n].to_vec(), pos[2 * s..2 * s + n].to_vec()]);
    let image = cfg.tokens.as_ref().unwrap().image;
    let rows: Vec<usize> = ids.iter().enumerate().filter(|(_, &t)| t == image).map(|(i, _)| i).collect();
    let merged = g.get_f32("merged_tokens").unwrap().1.to_vec();
    let v = cfg.text.vocab_size;
    let full = lm.prefill(0, &ids, &rows, &merged, &axes(s)).unwrap();
    let k = 5; // the template's tail is text
    let n = s - k;
    lm.prefill(1, &ids[..n], &rows, &merged, &axes(n)).unwrap();
    let mut worst = 0f32;
    for i in n..s {
        let position = i as i64 + delta[0];
        assert_eq!(position, pos[i], "decode position of prompt token {i}");
        let out = lm.decode(&[None, Some(Step { token: ids[i], position, cache_len: i })]).unwrap()[1].clone().unwrap();
        for (a, b) in out.iter().zip(&full[i * v..(i + 1) * v]) {
            worst = worst.max((a - b).abs());
        }
    }
    assert!(worst < 1e-4, "logits differ by {worst}");
}

#[test]
fn bad_requests_are_clear_errors_and_the_engine_stays_usable() {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let mut e = engine(&dir, 1);
    let mut r = request(&case("one-image"));
    r.images.push(r.images[0].clone());
    let err = e.generate(&r).unwrap_err().to_string();
    assert!(err.contains("1 image placeholders") && err.contains("2 image(s)"), "{err}");
    let mut r = request(&case("text-only-vl"));
    r.max_new_tokens = 5000;
    let err = e.generate(&r).unwrap_err().to_string();
    assert!(err.contains("exceeds the context"), "{err}");
    let mut r = request(&case("text-only-vl"));
    r.prompt = PromptInput::Raw("<|vision_start|><|video_pad|><|vision_end|>".into());
    assert!(e.generate(&r).unwrap_err().to_string().contains("video"));
    let mut r = request(&case("one-image"));
    r.images = vec![b"not an image".to_vec()];
    assert!(e.generate(&r).unwrap_err().to_string().contains("cannot decode image"));
    // Still serving.
    assert_eq!(e.generate(&request(&case("one-image"))).unwrap().tokens, golden_tokens("one-image"));
}

/// Prefilling one slot while another slot is mid-decode leaves the live
/// sequence's logits untouched.
#[test]
fn prefill_into_one_slot_while_another_slot_decodes() {
    let dir = ensure_fixture("tiny-qwen2").unwrap();
    let cfg = ModelConfig::load(&dir).unwrap();
    let w = WeightIndex::open(&dir).unwrap();
    let cache = ArtifactCache::new(artifacts::default_dir(), Compiler::locate().unwrap()).unwrap();
    let mut lm = LanguageModel::load(&cfg.text, &w, &cache, Precision::F32, CacheShape { slots: 2, context: 256 }, false).unwrap();
    let a: Vec<u32> = (0..40).map(|i| 1000 + i * 7).collect();
    let b: Vec<u32> = (0..25).map(|i| 5000 + i * 3).collect();
    let pos = |n: usize| Positions::Rope1d((0..n as i64).collect());
    let greedy = |row: &[f32]| row.iter().enumerate().fold(0, |m, (i, x)| if *x > row[m] { i } else { m }) as u32;
    // Reference: slot 0 alone for 6 steps.
    let mut row = lm.prefill(0, &a, &[], &[], &pos(a.len())).unwrap();
    let mut alone = Vec::new();
    for k in 0..6 {
        let t = greedy(&row);
        alone.push(row.clone());
        let st = Step { token: t, position: (a.len() + k) as i64, cache_len: a.len() + k };
        row = lm.decode(&[Some(st), None]).unwrap()[0].clone().unwrap();
    }
    // Again, with slot 1 prefilled after step 2 and decoding alongside.
    let mut row = lm.prefill(0, &a, &[], &[], &pos(a.len())).unwrap();
    let mut b_row: Option<Vec<f32>> = None;
    for (k, expected) in alone.iter().enumerate() {
        assert_eq!(&row, expected, "slot 0 changed at step {k}");
        if k == 2 {
            b_row = Some(lm.prefill(1, &b, &[], &[], &pos(b.len())).unwrap());
        }
        let t = greedy(&row);
        let sa = Some(Step { token: t, position: (a.len() + k) as i64, cache_len: a.len() + k });
        let sb = b_row.as_ref().map(|r| {
            let kb = k - 2;
            Step { token: greedy(r), position: (b.len() + kb) as i64, cache_len: b.len() + kb }
        });
        let out = lm.decode(&[sa, sb]).unwrap();
        row = out[0].clone().unwrap();
        if let Some(r) = &out[1] {
            b_row = Some(r.clone());
        }
    }
}

/// Continuous batching: a request admitted while another is mid-decode, and
/// a cancelled request whose slot is reused by a request with a different
/// rope_delta, all produce exactly their single-run tokens.
#[test]
fn admission_mid_decode_cancellation_and_slot_reuse_keep_streams_exact() {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let mut e = engine(&dir, 2);
    let (a, b, c) = (case("two-images"), case("text-only-vl"), case("image-tall-84x420"));
    let mut got: Vec<Vec<u32>> = vec![Vec::new(), Vec::new()];
    let push = |got: &mut Vec<Vec<u32>>, ts: Vec<engine::pipeline::SlotToken>| {
        for t in ts {
            got[t.slot].push(t.token);
        }
    };
    e.admit(0, &request(&a)).unwrap();
    for _ in 0..3 {
        let t = e.step().unwrap();
        push(&mut got, t);
    }
    // B joins slot 1 while A is mid-decode.
    e.admit(1, &request(&b)).unwrap();
    assert!(matches!(e.admit(1, &request(&b)), Err(engine::pipeline::EngineError::SlotBusy(1))));
    for _ in 0..2 {
        let t = e.step().unwrap();
        push(&mut got, t);
    }
    // B is cancelled after two tokens; C (a different rope_delta) takes its slot.
    e.cancel(1);
    assert_eq!(e.free_slots(), vec![1]);
    got[1].clear();
    let admitted = e.admit(1, &request(&c)).unwrap();
    assert_ne!(admitted.rope_delta, 0);
    while e.free_slots().len() < 2 {
        let t = e.step().unwrap();
        push(&mut got, t);
    }
    assert_eq!(got[0], golden_tokens("two-images"));
    assert_eq!(got[1], golden_tokens("image-tall-84x420"));
}

#[test]
fn seeded_sampling_repeats_and_temperature_zero_is_greedy() {
    use engine::sampling::SamplingParams;
    let c = case("image-grid-112x84");
    let mut e = engine(&ensure_fixture(&c.model).unwrap(), 1);
    let greedy = e.generate_sampled(&request(&c), SamplingParams { temperature: 0.0, top_p: 0.5, top_k: 0, seed: Some(9) }).unwrap().tokens;
    assert_eq!(greedy, golden_tokens(&c.name));
    let p = SamplingParams { temperature: 1.0, top_p: 0.9, top_k: 50, seed: Some(9) };
    let a = e.generate_sampled(&request(&c), p).unwrap().tokens;
    assert_eq!(a, e.generate_sampled(&request(&c), p).unwrap().tokens, "same seed, same tokens");
    assert_ne!(a, greedy, "T=1 sampling leaves the greedy path");
}
