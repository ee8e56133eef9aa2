//! The engine end to end: batch invariance across slots, bf16-on-disk
//! checkpoints in f32 mode, prefill/decode equivalence, chunked prefill,
//! decode windows over the shared KV pool, the pool's budget, and clear
//! errors.

use contracts::config::ModelConfig;
use contracts::StageDump;
use engine::checkpoint::artifacts::{self, ArtifactCache};
use engine::checkpoint::weights::WeightIndex;
use engine::generate::{Engine, EngineOptions};
use engine::host::{PromptInput, Request};
use engine::iree::Compiler;
use engine::numerics::Numerics;
use engine::precision::Precision;
use engine::shapes::Positions;
use engine::text::graph::LmShape;
use engine::text::lm::{LanguageModel, Prompt, Step};
use harness::diff::engine_source::HARNESS_CHUNK;
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
    Engine::load(
        dir,
        EngineOptions {
            precision: Precision::F32,
            slots,
            context: 1024,
            kv_budget: None,
            chunk: HARNESS_CHUNK,
            stages: false,
            max_pixels: None,
            max_patches: None,
            special_tokens: Default::default(),
            kernels: Default::default(),
            faults: Default::default(),
        },
    )
    .unwrap()
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

/// The language model of the tiny fixtures as the harness builds it (the
/// same compiled module: context 1024, chunks up to 64, two decode rows).
fn lm(dir: &std::path::Path, budget: usize) -> (ModelConfig, LanguageModel) {
    let cfg = ModelConfig::load(dir).unwrap();
    let w = WeightIndex::open(dir).unwrap();
    let cache = ArtifactCache::new(artifacts::default_dir(), Compiler::locate().unwrap()).unwrap();
    let shape = LmShape::new(1024, budget, 2, HARNESS_CHUNK, Precision::F32).unwrap();
    let lm = LanguageModel::load(
        &cfg.text,
        &w,
        &cache,
        Numerics::chosen(Precision::F32, &Default::default()),
        shape,
        true,
        Default::default(),
    )
    .unwrap();
    (cfg, lm)
}

fn max_abs(a: &[f32], b: &[f32]) -> f32 {
    a.iter().zip(b).fold(0f32, |m, (x, y)| m.max((x - y).abs()))
}

#[test]
fn prefill_n_then_decode_k_equals_prefill_n_plus_k() {
    let c = case("two-images");
    let dir = ensure_fixture(&c.model).unwrap();
    let (cfg, mut lm) = lm(&dir, 2048);
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
    let all = axes(s);
    let full_seq = lm.open(lm.reservation(s, 0, HARNESS_CHUNK)).unwrap();
    let full = lm
        .prefill(full_seq, &Prompt { ids: &ids, image_rows: &rows, image: &merged, positions: &all }, HARNESS_CHUNK)
        .unwrap();
    let k = 5; // the template's tail is text
    let n = s - k;
    let part = axes(n);
    let seq = lm.open(lm.reservation(n, k, HARNESS_CHUNK)).unwrap();
    lm.prefill(seq, &Prompt { ids: &ids[..n], image_rows: &rows, image: &merged, positions: &part }, HARNESS_CHUNK)
        .unwrap();
    let mut worst = 0f32;
    for i in n..s {
        let position = i as i64 + delta[0];
        assert_eq!(position, pos[i], "decode position of prompt token {i}");
        let out = lm.decode(&[Step { seq, token: ids[i], position }]).unwrap().swap_remove(0);
        worst = worst.max(max_abs(&out, &full[i * v..(i + 1) * v]));
    }
    assert!(worst < 1e-4, "logits differ by {worst}");
}

/// Prefilling in chunks of 8 or 64 tokens gives the same logits and KV
/// (each chunk reads the earlier chunks' cells through its prefix window).
#[test]
fn chunk_size_does_not_change_the_prefill() {
    let dir = ensure_fixture("tiny-qwen2").unwrap();
    let (_, mut lm) = lm(&dir, 2048);
    let ids: Vec<u32> = (0..150).map(|i| 1000 + i * 13).collect();
    let pos = Positions::Rope1d((0..150).collect());
    let prompt = Prompt { ids: &ids, image_rows: &[], image: &[], positions: &pos };
    let mut runs = Vec::new();
    for chunk in [8, 64] {
        let seq = lm.open(lm.reservation(150, 1, chunk)).unwrap();
        let logits = lm.prefill(seq, &prompt, chunk).unwrap();
        runs.push((logits, lm.kv(seq, 150).unwrap()));
        lm.close(seq);
    }
    for (chunk, (logits, kv)) in [64].iter().zip(&runs[1..]) {
        let d = max_abs(logits, &runs[0].0);
        assert!(d < 1e-4, "chunks of {chunk} vs 8: logits differ by {d}");
        for (l, ((k, v), (k0, v0))) in kv.iter().zip(&runs[0].1).enumerate() {
            assert!(max_abs(k, k0) < 1e-5 && max_abs(v, v0) < 1e-5, "chunks of {chunk}: layer {l} KV differs");
        }
    }
}

/// A long sequence and a short one decode together: each row reads only
/// its own cells (the short one's window is clamped at the pool's end) and
/// gets the logits it gets alone; a sequence prefilled meanwhile changes
/// nothing for the one decoding.
#[test]
fn rows_of_a_batch_read_only_their_own_cells() {
    let dir = ensure_fixture("tiny-qwen2").unwrap();
    // Pool: 1024 cells + one chunk of slack; A takes the front, B sits
    // behind it, so B's 1024-cell window must be clamped to the pool.
    let (cfg, mut lm) = lm(&dir, 1024);
    let vocab = cfg.text.vocab_size;
    let a: Vec<u32> = (0..700).map(|i| 1000 + i * 7).collect();
    let b: Vec<u32> = (0..20).map(|i| 5000 + i * 3).collect();
    let prompt = |ids: &[u32]| (ids.to_vec(), Positions::Rope1d((0..ids.len() as i64).collect()));
    let greedy = |row: &[f32]| row.iter().enumerate().fold(0, |m, (i, x)| if *x > row[m] { i } else { m }) as u32;
    let run_alone = |lm: &mut LanguageModel, ids: &[u32]| -> Vec<Vec<f32>> {
        let (ids, pos) = prompt(ids);
        let s = lm.open(lm.reservation(ids.len(), 8, HARNESS_CHUNK)).unwrap();
        let mut row =
            lm.prefill(s, &Prompt { ids: &ids, image_rows: &[], image: &[], positions: &pos }, HARNESS_CHUNK).unwrap();
        row.drain(..row.len() - vocab);
        let mut rows = vec![row.clone()];
        for k in 0..4 {
            row = lm
                .decode(&[Step { seq: s, token: greedy(&row), position: (ids.len() + k) as i64 }])
                .unwrap()
                .swap_remove(0);
            rows.push(row.clone());
        }
        lm.close(s);
        rows
    };
    let alone_a = run_alone(&mut lm, &a);
    let alone_b = run_alone(&mut lm, &b);
    let (ids_a, pos_a) = prompt(&a);
    let (ids_b, pos_b) = prompt(&b);
    let sa = lm.open(lm.reservation(700, 8, HARNESS_CHUNK)).unwrap();
    let sb = lm.open(lm.reservation(20, 8, HARNESS_CHUNK)).unwrap();
    let mut ra =
        lm.prefill(sa, &Prompt { ids: &ids_a, image_rows: &[], image: &[], positions: &pos_a }, HARNESS_CHUNK).unwrap();
    ra.drain(..ra.len() - vocab);
    // A decodes one step alone, then B is prefilled while A waits.
    ra = lm.decode(&[Step { seq: sa, token: greedy(&ra), position: 700 }]).unwrap().swap_remove(0);
    let mut rb =
        lm.prefill(sb, &Prompt { ids: &ids_b, image_rows: &[], image: &[], positions: &pos_b }, HARNESS_CHUNK).unwrap();
    rb.drain(..rb.len() - vocab);
    assert!(max_abs(&ra, &alone_a[1]) < 1e-4, "A after one step");
    assert!(max_abs(&rb, &alone_b[0]) < 1e-4, "B's prefill beside A");
    for k in 0..3 {
        let out = lm
            .decode(&[
                Step { seq: sa, token: greedy(&ra), position: (701 + k) as i64 },
                Step { seq: sb, token: greedy(&rb), position: (20 + k) as i64 },
            ])
            .unwrap();
        (ra, rb) = (out[0].clone(), out[1].clone());
        let (da, db) = (max_abs(&ra, &alone_a[k + 2]), max_abs(&rb, &alone_b[k + 1]));
        assert!(da < 1e-4 && db < 1e-4, "step {k}: A differs by {da}, B by {db}");
    }
}

/// The KV budget is shared: a request waits while the pool has no room for
/// it, runs once it has, and the pool's size does not change any token.
#[test]
fn the_kv_budget_is_shared_and_a_request_that_does_not_fit_waits() {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let mut e = Engine::load(
        &dir,
        EngineOptions {
            precision: Precision::F32,
            slots: 2,
            context: 1024,
            kv_budget: Some(1024),
            chunk: HARNESS_CHUNK,
            stages: false,
            max_pixels: None,
            max_patches: None,
            special_tokens: Default::default(),
            kernels: Default::default(),
            faults: Default::default(),
        },
    )
    .unwrap();
    let a = case("two-images");
    e.admit(0, &request(&a)).unwrap();
    assert!(!e.fits_now(1000, 20), "a near-context request does not fit beside a running one");
    assert!(e.fits_now(30, 20), "a short one does");
    let mut long = request(&case("text-only-vl"));
    long.max_new_tokens = 990;
    let err = e.admit(1, &long).unwrap_err().to_string();
    assert!(err.contains("no free run"), "{err}");
    let mut tokens = Vec::new();
    while e.busy_slots() > 0 {
        tokens.extend(e.step().unwrap().into_iter().map(|t| t.token));
    }
    assert_eq!(tokens, golden_tokens("two-images"));
    assert!(e.fits_now(1000, 20), "the cells came back");
    assert_eq!(e.generate(&request(&case("text-only-vl"))).unwrap().tokens, golden_tokens("text-only-vl"));
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

/// Continuous batching: a request admitted while another is mid-decode, and
/// a cancelled request whose slot is reused by a request with a different
/// rope_delta, all produce exactly their single-run tokens.
#[test]
fn admission_mid_decode_cancellation_and_slot_reuse_keep_streams_exact() {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let mut e = engine(&dir, 2);
    let (a, b, c) = (case("two-images"), case("text-only-vl"), case("image-tall-84x420"));
    let mut got: Vec<Vec<u32>> = vec![Vec::new(), Vec::new()];
    let push = |got: &mut Vec<Vec<u32>>, ts: Vec<engine::generate::SlotToken>| {
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
    assert!(matches!(e.admit(1, &request(&b)), Err(engine::generate::EngineError::SlotBusy(1))));
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

/// One engine step, each token appended to its slot's stream.
fn step_into(e: &mut Engine, got: &mut [Vec<u32>]) {
    for t in e.step().unwrap() {
        got[t.slot].push(t.token);
    }
}

#[test]
fn a_running_stream_gets_a_token_every_step_while_an_image_is_encoded_in_pieces() {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let mut e = engine(&dir, 2);
    let pieces = e.vision_pieces();
    assert!(pieces >= 3, "embed, at least one block group, merge: {pieces}");
    let mut got: Vec<Vec<u32>> = vec![Vec::new(), Vec::new()];
    e.admit(0, &request(&case("text-only-vl"))).unwrap();
    while got[0].is_empty() {
        step_into(&mut e, &mut got);
    }
    e.admit(1, &request(&case("image-big-448x448"))).unwrap();
    // One encode piece per step, and slot 0 is served at every one of them.
    for step in 0..pieces {
        let ts = e.step().unwrap();
        assert_eq!(ts.iter().map(|t| t.slot).collect::<Vec<_>>(), vec![0], "step {step} of the image's encode");
        got[0].push(ts[0].token);
    }
    while e.free_slots().len() < 2 {
        step_into(&mut e, &mut got);
    }
    assert_eq!(got[0], golden_tokens("text-only-vl"));
    assert_eq!(got[1], golden_tokens("image-big-448x448"));
}

#[test]
fn a_request_whose_own_work_fails_ends_alone_and_the_others_carry_on() {
    use engine::generate::sampling::{Sampler, SamplingParams};
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let mut e = engine(&dir, 2);
    let mut got: Vec<Vec<u32>> = vec![Vec::new(), Vec::new()];
    e.admit(0, &request(&case("text-only-vl"))).unwrap();
    while got[0].is_empty() {
        step_into(&mut e, &mut got);
    }
    // A prepared request claiming an image row with no image behind it:
    // its prefill chunk fails.
    let mut bad = e.frontend().prepare(&request(&case("text-only-vl"))).unwrap();
    bad.image_rows = vec![0];
    e.admit_prepared(1, &bad, 8, Sampler::new(SamplingParams::GREEDY)).unwrap();
    let ts = e.step().unwrap();
    assert_eq!(
        ts.iter().map(|t| t.slot).collect::<Vec<_>>(),
        vec![0],
        "slot 0 is served in the step where slot 1 fails"
    );
    got[0].push(ts[0].token);
    let err = e.take_failure(1).expect("slot 1 failed");
    assert!(err.to_string().contains("image rows"), "{err}");
    assert!(e.take_failure(0).is_none());
    assert_eq!(e.free_slots(), vec![1], "the failed slot is free again");
    while e.free_slots().len() < 2 {
        step_into(&mut e, &mut got);
    }
    assert_eq!(got[0], golden_tokens("text-only-vl"));
    assert!(got[1].is_empty());
    // The freed slot and its cells serve the next request exactly.
    assert_eq!(e.generate(&request(&case("one-image"))).unwrap().tokens, golden_tokens("one-image"));
}

#[test]
fn seeded_sampling_repeats_and_temperature_zero_is_greedy() {
    use engine::generate::sampling::SamplingParams;
    let c = case("image-grid-112x84");
    let mut e = engine(&ensure_fixture(&c.model).unwrap(), 1);
    let greedy = e
        .generate_sampled(&request(&c), SamplingParams { temperature: 0.0, top_p: 0.5, top_k: 0, seed: Some(9) })
        .unwrap()
        .tokens;
    assert_eq!(greedy, golden_tokens(&c.name));
    let p = SamplingParams { temperature: 1.0, top_p: 0.9, top_k: 50, seed: Some(9) };
    let a = e.generate_sampled(&request(&c), p).unwrap().tokens;
    assert_eq!(a, e.generate_sampled(&request(&c), p).unwrap().tokens, "same seed, same tokens");
    assert_ne!(a, greedy, "T=1 sampling leaves the greedy path");
}

/// A PNG of `w` x `h` textured pixels, distinct per `salt`.
fn png(w: u32, h: u32, salt: &str) -> Vec<u8> {
    let tmp = tempfile::NamedTempFile::new().unwrap();
    harness::images::write_png(tmp.path(), w, h, &harness::images::pixels(salt, w, h)).unwrap();
    std::fs::read(tmp.path()).unwrap()
}

/// One slot, context 2048 (room for a thousand image tokens), stage taps.
fn engine_with_room(dir: &std::path::Path) -> Engine {
    Engine::load(
        dir,
        EngineOptions {
            precision: Precision::F32,
            slots: 1,
            context: 2048,
            kv_budget: None,
            chunk: HARNESS_CHUNK,
            stages: true,
            max_pixels: None,
            max_patches: None,
            special_tokens: Default::default(),
            kernels: Default::default(),
            faults: Default::default(),
        },
    )
    .unwrap()
}

fn chat(images: Vec<Vec<u8>>, max_new_tokens: usize) -> Request {
    Request { images, prompt: PromptInput::Chat("Describe these.".into()), max_new_tokens }
}

#[test]
fn images_over_one_bucket_are_encoded_in_several_batches_with_each_images_own_tokens() {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let mut e = engine_with_room(&dir);
    // Five distinct 448x448 images: 5 x 1024 patch rows, over the top
    // bucket (4096) together; one request used to be refused.
    let imgs: Vec<Vec<u8>> = (0..5).map(|i| png(448, 448, &format!("split {i}"))).collect();
    let all = e.generate(&chat(imgs.clone(), 2)).unwrap();
    assert_eq!(all.image_grids, vec![[1, 32, 32]; 5]);
    let st = all.stages.unwrap();
    let (shape, merged) = st.get_f32("merged_tokens").unwrap();
    assert_eq!(shape[0], 5 * 256);
    let cu: Vec<i64> = st.get_i64("cu_seqlens").unwrap().1.to_vec();
    assert_eq!(cu, vec![0, 1024, 2048, 3072, 4096, 5120], "cu_seqlens run across the batches");
    assert_eq!(st.get_f32("pixels").unwrap().0, &[5120, 1176]);
    // Each image's merged tokens equal that image encoded alone (attention
    // never crosses images, so batching cannot change them).
    let width = shape[1];
    for (i, img) in imgs.into_iter().enumerate() {
        let one = e.generate(&chat(vec![img], 1)).unwrap().stages.unwrap();
        let alone = one.get_f32("merged_tokens").unwrap().1;
        let part = &merged[i * 256 * width..(i + 1) * 256 * width];
        let err = max_abs(part, alone) / alone.iter().fold(0f32, |m, x| m.max(x.abs()));
        assert!(
            err < 1e-6,
            "image {i}: its tokens in the split request differ from its own encode by {err} (relative)"
        );
    }
}

#[test]
fn a_photo_over_the_bound_is_resized_within_it_not_refused() {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let mut e = engine_with_room(&dir);
    assert_eq!(e.frontend().max_pixels(), Some(4096 * 14 * 14), "the default bound is what the top bucket holds");
    // 1280x720: 4,784 patch rows at native size; HF's smart_resize(720,
    // 1280, max_pixels=802816) gives 672x1176, i.e. a 48x84 grid.
    let out = e.generate(&chat(vec![png(1280, 720, "wide photo")], 1)).unwrap();
    assert_eq!(out.image_grids, vec![[1, 48, 84]]);
    // An operator's lower bound: smart_resize(720, 1280, max_pixels=200704)
    // is 336x588, a 24x42 grid.
    let options = EngineOptions {
        precision: Precision::F32,
        slots: 1,
        context: 1024,
        kv_budget: None,
        chunk: HARNESS_CHUNK,
        stages: false,
        max_pixels: Some(200_704),
        max_patches: None,
        special_tokens: Default::default(),
        kernels: Default::default(),
        faults: Default::default(),
    };
    let mut low = Engine::load(&dir, options).unwrap();
    assert_eq!(low.frontend().max_pixels(), Some(200_704));
    let out = low.generate(&chat(vec![png(1280, 720, "wide photo")], 1)).unwrap();
    assert_eq!(out.image_grids, vec![[1, 24, 42]]);
    // A bound over what the buckets hold is refused at load, naming it.
    let over = EngineOptions {
        max_pixels: Some(4096 * 196 + 1),
        max_patches: None,
        ..EngineOptions { precision: Precision::F32, context: 1024, ..EngineOptions::default() }
    };
    let err = Engine::load(&dir, over).err().expect("a bound over the buckets' capacity loads").to_string();
    assert!(err.contains("--max-pixels 802817") && err.contains("802816"), "{err}");
}
