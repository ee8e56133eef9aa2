//! The engine's AMX kernel for bf16 prefill (`engine::emit::amx`) end to
//! end, on any CPU with `avx512bf16`: with `QWEN_ENGINE_OWN_AMX=emulated`
//! every prefill weight product of more than decode's rows that the
//! kernel takes runs on its emulated build (the kernel's own loops and its
//! reading of IREE's packed weights, the tile instructions in C), and the
//! bf16 diff of the engine against the oracle and HF passes the bf16
//! policy on every stage of an image case and a text-only Qwen2 case.
//! (Its own tests, `engine/tests/own_amx.rs`, check single products
//! exactly; this checks the graph around them: which products go to the
//! kernel, split reductions, the sliced padding, the functions' marks.)
//!
//! The variable is set once, before anything reads it, in this binary of
//! its own: the engine reads it whenever it decides its numerics.

use contracts::config::ModelConfig;
use contracts::Stage;
use engine::checkpoint::weights::WeightIndex;
use engine::emit::amx::AmxCode;
use engine::numerics::Numerics;
use engine::precision::Precision as EnginePrecision;
use harness::diff::{self, tolerance::Precision, Source, Sources, Status};
use harness::goldens::regen::ensure_fixture;
use harness::{cases, paths};

#[test]
fn bf16_prefill_on_the_emulated_amx_kernel_passes_the_bf16_policy() {
    if !std::arch::is_x86_feature_detected!("avx512bf16") {
        eprintln!("no avx512bf16 on this CPU: the engine never emits its AMX kernel here; not run");
        return;
    }
    std::env::set_var("QWEN_ENGINE_OWN_AMX", "emulated");
    let numerics = Numerics::host(EnginePrecision::Bf16);
    assert_eq!(numerics.own_amx(), Some(AmxCode::Emulated));

    // Prefill's weight products go to the emulated kernel: every linear
    // layer of a 16-row chunk (q, k, v, o, gate, up, down per layer).
    use engine::text::graph::{self as text, LmShape};
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let cfg = ModelConfig::load(&dir).unwrap();
    let w = WeightIndex::open(&dir).unwrap();
    let shape = LmShape::new(128, 128, 2, 16, EnginePrecision::Bf16).unwrap();
    let mlir = text::emit(&cfg.text, &w, &shape, numerics).unwrap();
    let prefill: Vec<&str> = mlir.split("func.func @").filter(|f| f.starts_with("prefill_c16")).collect();
    assert!(!prefill.is_empty(), "no 16-row prefill function emitted");
    for f in prefill {
        let kernel = f.lines().filter(|l| l.contains("flow.dispatch @qwen_matmul_amx_bf16_emulated::")).count();
        assert!(kernel >= 7 * cfg.text.num_hidden_layers, "{} products on the kernel", kernel);
    }
    assert!(mlir.contains(engine::emit::amx::emulated_object_name()), "the module links the emulated object");
    // The vision tower's linear layers too (qkv, proj, fc1, fc2 per block,
    // the merger's two), unmarked: its attention products stay with the
    // module-wide data tiling.
    let v = cfg.vision.clone().unwrap();
    let blocks: Vec<usize> = (0..v.depth).collect();
    let vision = engine::vision::graph::emit(&v, &w, &[64], numerics, &blocks).unwrap();
    let dispatches: Vec<&str> =
        vision.lines().filter(|l| l.contains("flow.dispatch @qwen_matmul_amx_bf16_emulated::")).collect();
    assert!(dispatches.len() >= 4 * v.depth + 2, "{} vision products on the kernel", dispatches.len());
    assert!(dispatches.iter().all(|l| !l.contains("iree.opt.data_tiling")), "a vision dispatch marked");

    let all: Vec<_> = cases::load(&paths::cases_json())
        .unwrap()
        .into_iter()
        .filter(|c| c.name == "one-image" || c.name == "text-only-qwen2")
        .collect();
    assert_eq!(all.len(), 2);
    let pairs = diff::pairs_among(&[Source::Engine, Source::Oracle, Source::Hf]);
    let r = diff::run(&all, &pairs, &Stage::ALL, Precision::Bf16, &mut Sources::default()).unwrap();
    assert!(!r.failed(), "{}", diff::table::render(&r));
    for case in &r.cases {
        for pair in case.pairs.iter().filter(|p| p.candidate == Source::Engine) {
            for stage in [Stage::PrefillLogits, Stage::Kv, Stage::Tokens] {
                let s = pair.stages.iter().find(|s| s.stage == stage).unwrap();
                assert_eq!(s.status, Status::Pass, "{} {} {stage}", case.case, pair.pair);
            }
        }
    }
}
