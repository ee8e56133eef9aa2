//! Contract tests of the engine's vision encoder on the tiny fixture:
//! cross-image isolation, bucket boundaries, padding invariance, capacity,
//! weight shape and coverage errors, and the emitted-graph snapshot.

#[path = "../../engine/tests/skips/mod.rs"]
mod skips;
use skips::Need;
use std::path::Path;

use contracts::config::{ModelConfig, PreprocessorConfig};
use engine::checkpoint::artifacts::{self, ArtifactCache};
use engine::checkpoint::weights::WeightIndex;
use engine::host::processor::{self, PreparedImage, ProcessorError};
use engine::iree::Compiler;
use engine::numerics::{DotKernels, KernelChoice, Numerics};
use engine::precision::Precision;
use engine::vision::graph as vision;
use engine::vision::{VisionEncoder, VisionError};
use harness::fixture::doctor;
use harness::goldens::regen::ensure_fixture;
use harness::{images, paths};

struct Tiny {
    cfg: ModelConfig,
    pre: PreprocessorConfig,
    enc: VisionEncoder,
}

fn tiny(buckets: &[usize]) -> Tiny {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let cfg = ModelConfig::load(&dir).unwrap();
    let w = WeightIndex::open(&dir).unwrap();
    let cache = ArtifactCache::new(artifacts::default_dir(), Compiler::locate().unwrap()).unwrap();
    let enc = VisionEncoder::load(
        &cfg,
        &w,
        &cache,
        Numerics::chosen(Precision::F32, &Default::default()),
        Some(buckets),
        Default::default(),
    )
    .unwrap();
    Tiny { pre: PreprocessorConfig::load(&dir).unwrap(), cfg, enc }
}

fn prepared(t: &Tiny, name: &str) -> PreparedImage {
    let bytes = std::fs::read(paths::fixtures().join("images").join(name)).unwrap();
    processor::prepare(&processor::decode(&bytes).unwrap(), &t.pre).unwrap()
}

/// An image of exactly w x h pixels (multiples of 28: no resize) with texture.
fn synthetic(t: &Tiny, w: u32, h: u32, salt: &str) -> PreparedImage {
    let img = processor::RgbImage { width: w, height: h, data: images::pixels(salt, w, h) };
    processor::prepare(&img, &t.pre).unwrap()
}

fn changing_image_b_leaves_image_a_tokens_bit_identical() {
    let mut t = tiny(&[256, 1024]);
    let v = t.cfg.vision.clone().unwrap();
    let a = prepared(&t, "grid-112x84.png");
    let b1 = prepared(&t, "tall-84x420.png");
    let b2 = synthetic(&t, 84, 420, "a different tall image");
    let ta = a.rows.len() / v.patch_row() / v.merge_unit() * v.out_hidden_size;
    let m1 = t
        .enc
        .encode(
            &processor::batch(&[a.clone(), b1], &v, &engine::shapes::VisionBuckets::standard(v.spatial_merge_size))
                .unwrap(),
        )
        .unwrap();
    let m2 = t
        .enc
        .encode(
            &processor::batch(&[a, b2], &v, &engine::shapes::VisionBuckets::standard(v.spatial_merge_size)).unwrap(),
        )
        .unwrap();
    assert_eq!(m1[..ta], m2[..ta], "image A's tokens changed with image B");
    assert_ne!(m1[ta..], m2[ta..], "image B's tokens must change");
}

fn max_rel(a: &[f32], b: &[f32]) -> f32 {
    let scale = b.iter().fold(0f32, |m, x| m.max(x.abs()));
    a.iter().zip(b).fold(0f32, |m, (x, y)| m.max((x - y).abs())) / scale
}

fn bucket_boundary_padding_invariance_and_capacity() {
    let mut t = tiny(&[64, 256]);
    let v = t.cfg.vision.clone().unwrap();
    // 112 x 112 = 8 x 8 patches: exactly the 64-row bucket.
    let exact = synthetic(&t, 112, 112, "boundary");
    let b64 = processor::batch(
        std::slice::from_ref(&exact),
        &v,
        &engine::shapes::VisionBuckets::standard(v.spatial_merge_size),
    )
    .unwrap();
    assert_eq!((b64.rows, b64.bucket), (64, 64));
    // Plus a 56 x 56 image (16 rows): just over, into the 256 bucket.
    let extra = synthetic(&t, 56, 56, "small");
    let over =
        processor::batch(&[exact.clone(), extra], &v, &engine::shapes::VisionBuckets::standard(v.spatial_merge_size))
            .unwrap();
    assert_eq!((over.rows, over.bucket), (80, 256));
    // The same image padded into the larger bucket gives the same tokens.
    let alone = t.enc.encode(&b64).unwrap();
    let mut padded = b64.clone();
    padded.bucket = 256;
    padded.patches.resize(256 * v.patch_row(), 0.0);
    padded.cos.resize(256 * v.head_dim(), 0.0);
    padded.sin.resize(256 * v.head_dim(), 0.0);
    padded.segments = (0..256).map(|r| if r < 64 { 0 } else { -1 - r }).collect();
    let in_256 = t.enc.encode(&padded).unwrap();
    assert_eq!(alone.len(), in_256.len());
    let r = max_rel(&in_256, &alone);
    assert!(r < 1e-6, "padding changed the tokens by {r}");
    // The first image's tokens inside the 80-row request match it alone.
    let both = t.enc.encode(&over).unwrap();
    assert!(max_rel(&both[..alone.len()], &alone) < 1e-6);

    // Over the top bucket: a clear error, nothing compiled.
    let big = PreparedImage { rows: vec![0.0; 1024 * v.patch_row()], grid: [1, 32, 32] };
    let five = vec![big; 5];
    match processor::batch(&five, &v, &engine::shapes::VisionBuckets::standard(v.spatial_merge_size)) {
        Err(ProcessorError::OverCapacity { rows: 5120, top: 4096 }) => {}
        other => panic!("expected over-capacity, got {:?}", other.map(|b| b.bucket)),
    }
}

fn load_err(edit: impl FnOnce(&Path, Vec<doctor::RawTensor>)) -> String {
    let tmp = tempfile::tempdir().unwrap();
    let dir = tmp.path().join("m");
    doctor::copy_dir(&ensure_fixture("tiny-qwen2-vl").unwrap(), &dir).unwrap();
    edit(&dir, doctor::read_all(&dir.join("model.safetensors")).unwrap());
    let cfg = ModelConfig::load(&dir).unwrap();
    let w = WeightIndex::open(&dir).unwrap();
    let cache = ArtifactCache::new(tmp.path().join("cache"), Compiler::locate().unwrap()).unwrap();
    match VisionEncoder::load(
        &cfg,
        &w,
        &cache,
        Numerics::chosen(Precision::F32, &Default::default()),
        Some(&[64]),
        Default::default(),
    ) {
        Ok(_) => panic!("a doctored checkpoint loaded"),
        Err(e) => {
            let s = e.to_string();
            if let VisionError::Unconsumed(_) = e {
                return format!("unconsumed: {s}");
            }
            s
        }
    }
}

fn weight_shape_and_coverage_errors_name_the_tensor() {
    let e = load_err(|d, mut ts| {
        ts.retain(|t| t.name != "visual.merger.mlp.0.bias");
        doctor::write_all(&d.join("model.safetensors"), &ts).unwrap();
    });
    assert!(e.contains("`visual.merger.mlp.0.bias` is missing"), "{e}");
    let e = load_err(|d, mut ts| {
        ts.iter_mut().find(|t| t.name == "visual.blocks.2.mlp.fc1.weight").unwrap().shape = vec![32, 128];
        doctor::write_all(&d.join("model.safetensors"), &ts).unwrap();
    });
    assert!(e.contains("visual.blocks.2.mlp.fc1.weight") && e.contains("[32, 128]") && e.contains("[128, 32]"), "{e}");
    let e = load_err(|d, mut ts| {
        let mut extra = ts.iter().find(|t| t.name == "visual.merger.ln_q.bias").unwrap().clone();
        extra.name = "visual.merger.stray.bias".into();
        ts.push(extra);
        doctor::write_all(&d.join("model.safetensors"), &ts).unwrap();
    });
    assert!(e.starts_with("unconsumed") && e.contains("visual.merger.stray.bias"), "{e}");
}

fn a_corrupt_cached_artifact_is_rebuilt_not_loaded() {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let cfg = ModelConfig::load(&dir).unwrap();
    let w = WeightIndex::open(&dir).unwrap();
    let tmp = tempfile::tempdir().unwrap();
    let cache = ArtifactCache::new(tmp.path().to_path_buf(), Compiler::locate().unwrap()).unwrap();
    let mlir = vision::emit(
        cfg.vision.as_ref().unwrap(),
        &w,
        &[64],
        Numerics::chosen(Precision::F32, &Default::default()),
        &[0],
    )
    .unwrap();
    let opts = engine::iree::CompilerOptions::default();
    let good = cache.get_or_compile(&mlir, &opts).unwrap();
    let path = cache.path_of(&cache.key(&mlir, &opts));
    std::fs::write(&path, &good[..good.len() / 2]).unwrap();
    let again = cache.get_or_compile(&mlir, &opts).unwrap();
    assert_eq!(again.len(), good.len(), "the truncated artifact was rebuilt");
    assert_eq!(std::fs::read(&path).unwrap().len(), good.len());
}

/// The emitted vision graph for the tiny fixture is pinned so graph changes
/// show up in review. `UPDATE_SNAPSHOTS=1` rewrites it.
/// `mlir` equals the pinned snapshot at `path` (rewritten instead with
/// `UPDATE_SNAPSHOTS=1`).
fn check_snapshot(path: &Path, mlir: &str) {
    if std::env::var_os("UPDATE_SNAPSHOTS").is_some() {
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, mlir).unwrap();
    }
    let pinned = std::fs::read_to_string(path)
        .unwrap_or_else(|_| panic!("missing snapshot {}; run with UPDATE_SNAPSHOTS=1", path.display()));
    assert!(pinned == mlir, "{} changed; review and rerun with UPDATE_SNAPSHOTS=1", path.display());
}

fn emitted_vision_graph_matches_its_snapshot() {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let cfg = ModelConfig::load(&dir).unwrap();
    let w = WeightIndex::open(&dir).unwrap();
    let v = cfg.vision.unwrap();
    let blocks: Vec<usize> = (0..v.depth).collect();
    let snap_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots");
    // As emitted for a CPU with bf16 and VNNI dot products, and (tag
    // suffix `portable`) for one without (f32 rows against bf16 weights,
    // signed int8 digits): see engine::numerics.
    let (vnni, portable) = (DotKernels::AVX512_BF16_VNNI, DotKernels::PORTABLE);
    for (precision, kernels, tag) in [
        (Precision::F32, vnni, "f32"),
        (Precision::Bf16, vnni, "bf16"),
        (Precision::Int8, vnni, "int8"),
        (Precision::Bf16, portable, "bf16.portable"),
        (Precision::Int8, portable, "int8.portable"),
    ] {
        let numerics = Numerics::new(precision, kernels).without_own_kernels();
        let mlir = vision::emit(&v, &w, &[64], numerics, &blocks).unwrap();
        check_snapshot(&snap_dir.join(format!("tiny-qwen2-vl.vision_b64.{tag}.mlir")), &mlir);
        // Every snapshot compiles.
        Compiler::locate().unwrap().compile(&mlir, &numerics.compiler_options()).unwrap();
    }
}

/// int8 modules hand attention's products to IREE as products the graph
/// encodes itself (`batch_product`), inside the query-tiled loop of the
/// large buckets too: one encoded `matmul` per head where the module is
/// inner-tiled (IREE 3.13 fails to legalize an encoded `batch_matmul`
/// there), one encoded `batch_matmul` elsewhere. Both forms compile, in a
/// bucket over the standard top (4,112 rows: query tiles of 512).
fn int8_vision_modules_with_query_tiled_attention_compile_for_both_kernel_sets() {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let cfg = ModelConfig::load(&dir).unwrap();
    let w = WeightIndex::open(&dir).unwrap();
    let v = cfg.vision.unwrap();
    for kernels in [DotKernels::AVX512_BF16_VNNI, DotKernels::PORTABLE] {
        let numerics = Numerics::new(Precision::Int8, kernels);
        let mlir = vision::emit(&v, &w, &[4112], numerics, &[0]).unwrap();
        assert!(mlir.contains("stablehlo.while"), "a 4112-row bucket runs its attention by query tiles");
        // A 512-row query tile's scores against the bucket's 4,112 keys.
        let (op, batch) = if numerics.inner_tiled() {
            ("linalg.matmul", String::new())
        } else {
            ("linalg.batch_matmul", format!("{}, ", v.num_heads))
        };
        let scores = format!("iteration_sizes = [{batch}512, 4112, {}]", v.head_dim());
        assert!(
            mlir.lines().any(|l| l.contains(op) && l.contains(&scores)),
            "{kernels:?}: the tile's scores as an encoded {op} with {scores}"
        );
        Compiler::locate().unwrap().compile(&mlir, &numerics.compiler_options()).unwrap();
    }
}

/// The language-model module for the tiny fixtures is pinned too, at a
/// small shape with every kind of function: prefill chunks of 2 and 16
/// tokens with and without a prefix window, the head, decode for one and
/// two rows, and the KV writes.
fn emitted_language_model_graphs_match_their_snapshots() {
    use engine::text::graph::{self as text, LmShape};
    let snap_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/snapshots");
    // f32 for both models; int8 (its quantized linear layers) for one.
    let (vnni, portable) = (DotKernels::AVX512_BF16_VNNI, DotKernels::PORTABLE);
    for (model, precision, kernels, tag) in [
        ("tiny-qwen2-vl", Precision::F32, vnni, "f32"),
        ("tiny-qwen2", Precision::F32, vnni, "f32"),
        ("tiny-qwen2", Precision::Int8, vnni, "int8"),
        ("tiny-qwen2-vl", Precision::Bf16, portable, "bf16.portable"),
        ("tiny-qwen2", Precision::Int8, portable, "int8.portable"),
    ] {
        // Pinned as any CPU emits them: the own kernels are emitted only
        // where this CPU runs them (their own tests).
        let numerics = Numerics::new(precision, kernels).without_own_kernels();
        let shape = LmShape::new(128, 128, 2, 16, precision).unwrap();
        let dir = ensure_fixture(model).unwrap();
        let cfg = ModelConfig::load(&dir).unwrap();
        let w = WeightIndex::open(&dir).unwrap();
        let mlir = text::emit(&cfg.text, &w, &shape, numerics).unwrap();
        check_snapshot(&snap_dir.join(format!("{model}.lm.{tag}.mlir")), &mlir);
        Compiler::locate().unwrap().compile(&mlir, &numerics.compiler_options()).unwrap();
    }
}

/// Where the CPU has `avx512bf16`, bf16 decode steps multiply every weight
/// of the tiny model (its head included) on the engine's own kernel
/// (`emit::gemv`), so no weight product of a decode function is left to
/// IREE. IREE data-tiles every contraction of a function without a marked
/// op, which would take in the attention products over the dynamic cache
/// window and fail to compile (an unbounded stack allocation); the
/// kernel's dispatch carries the mark, and the module compiles.
fn bf16_decode_with_every_weight_on_the_own_kernel_compiles() {
    use engine::text::graph::{self as text, LmShape};
    let numerics = Numerics::new(Precision::Bf16, DotKernels::AVX512_BF16_VNNI);
    assert!(numerics.own_gemv());
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let cfg = ModelConfig::load(&dir).unwrap();
    let w = WeightIndex::open(&dir).unwrap();
    let shape = LmShape::new(128, 128, 2, 16, Precision::Bf16).unwrap();
    let mlir = text::emit(&cfg.text, &w, &shape, numerics).unwrap();
    let decodes: Vec<&str> = mlir.split("func.func @").filter(|f| f.starts_with("decode_n")).collect();
    assert!(!decodes.is_empty(), "no decode function emitted");
    for f in decodes {
        let name = f.split('(').next().unwrap();
        let kernel: Vec<&str> = f.lines().filter(|l| l.contains("flow.dispatch @qwen_gemv_bf16")).collect();
        assert!(kernel.len() > 7 * cfg.text.num_hidden_layers, "{name}: {} products on the kernel", kernel.len());
        assert!(kernel.iter().all(|l| l.contains("{iree.opt.data_tiling} :")), "{name}: a kernel dispatch not marked");
        let marked = f.lines().filter(|l| l.contains("iree.opt.data_tiling")).count();
        assert_eq!(marked, kernel.len(), "{name}: a weight product left to IREE's data tiling");
    }
    Compiler::locate().unwrap().compile(&mlir, &numerics.compiler_options()).unwrap();
    // `engine compile --mlir-dir` writes the kernel's object beside the
    // modules that link it.
    let out = tempfile::tempdir().unwrap();
    let options = emit_only_options(Precision::Bf16);
    engine::generate::compile_all(&dir, &options, Some(out.path()), false).unwrap();
    let object = std::fs::read(out.path().join(engine::emit::gemv::object_name())).unwrap();
    assert_eq!(object, engine::emit::gemv::KERNEL_OBJECT, "the object written beside lm.mlir");
    let lm = std::fs::read_to_string(out.path().join("lm.mlir")).unwrap();
    assert!(lm.contains(engine::emit::gemv::object_name()), "lm.mlir names the object");
}

/// Where the CPU has AVX-512F, decode's attention over the bf16 pool runs
/// on the engine's own kernel (`emit::attention`) in bf16 and int8 modes:
/// one kernel dispatch per layer in every decode function and none of the
/// graph's per-row cache products (each row's key block read out of the
/// pool);
/// prefill keeps its products, and f32 mode (the harness's exact KV
/// comparisons) keeps the graph's decode attention. Both modules compile.
fn bf16_and_int8_decode_attention_runs_on_the_own_kernel_and_f32_keeps_the_graph() {
    use engine::text::graph::{self as text, LmShape};
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let cfg = ModelConfig::load(&dir).unwrap();
    let w = WeightIndex::open(&dir).unwrap();
    let layers = cfg.text.num_hidden_layers;
    for precision in [Precision::Bf16, Precision::Int8, Precision::F32] {
        let numerics = Numerics::new(precision, DotKernels::AVX512_BF16_VNNI);
        assert_eq!(numerics.own_attention(), precision != Precision::F32, "{precision:?}");
        let shape = LmShape::new(128, 256, 4, 16, precision).unwrap();
        let mlir = text::emit(&cfg.text, &w, &shape, numerics).unwrap();
        let functions: Vec<&str> = mlir.split("func.func @").skip(1).collect();
        let decodes: Vec<&&str> = functions.iter().filter(|f| f.starts_with("decode_n")).collect();
        assert!(decodes.len() >= 2, "{precision:?}: decode functions for 1 and more rows");
        for f in decodes {
            let name = f.split('(').next().unwrap();
            let kernel = f.lines().filter(|l| l.contains("flow.dispatch @qwen_decode_attention")).count();
            // The graph's path reads each row's key block out of the pool
            // (the function's K argument, %arg5).
            let graph = f.lines().filter(|l| l.contains("tensor.extract_slice %arg5[")).count();
            match precision {
                Precision::F32 => {
                    assert_eq!(kernel, 0, "{name}: f32 decode keeps the graph's attention");
                    assert!(graph >= layers, "{name}: the graph's per-row key products");
                }
                _ => {
                    assert_eq!(kernel, layers, "{precision:?} {name}: one kernel dispatch per layer");
                    assert_eq!(graph, 0, "{precision:?} {name}: a per-row key product left in the graph");
                }
            }
        }
        let prefill = functions.iter().filter(|f| f.starts_with("prefill_c"));
        assert!(prefill.clone().all(|f| !f.contains("@qwen_decode_attention")), "prefill keeps its products");
        if precision != Precision::F32 {
            Compiler::locate().unwrap().compile(&mlir, &numerics.compiler_options()).unwrap();
        }
    }
}

/// Where the CPU has `avx512vnni` (and no AMX-INT8 takes prefill), int8
/// decode steps and prefill chunks multiply every quantized weight of the
/// tiny model (its head included) on the engine's own int8 kernel
/// (`emit::gemv_u8s8`): no unsigned-digit product is left to IREE in any
/// function, all read one packed copy of each weight, and the module
/// compiles. `engine compile --mlir-dir` writes the kernel's object
/// beside the modules.
fn int8_products_with_every_weight_on_the_own_kernel_compile_with_one_packed_copy() {
    use engine::text::graph::{self as text, LmShape};
    // The AMX kernels off, so that a CPU with AMX-INT8 checks this too.
    let vnni_only =
        KernelChoice { target: Some(DotKernels::AVX512_BF16_VNNI), ..KernelChoice::parse("amx=off").unwrap() };
    let numerics = Numerics::chosen(Precision::Int8, &vnni_only);
    assert!(numerics.own_gemv_u8s8(2) && numerics.own_prefill_u8s8() && numerics.own_amx_u8s8().is_none());
    let dir = ensure_fixture("tiny-qwen2").unwrap();
    let cfg = ModelConfig::load(&dir).unwrap();
    let w = WeightIndex::open(&dir).unwrap();
    let shape = LmShape::new(128, 256, 2, 16, Precision::Int8).unwrap();
    let mlir = text::emit(&cfg.text, &w, &shape, numerics).unwrap();
    let functions: Vec<&str> = mlir.split("func.func @").skip(1).collect();
    let products: Vec<&&str> =
        functions.iter().filter(|f| f.starts_with("decode_n") || f.starts_with("prefill_c")).collect();
    assert!(products.iter().any(|f| f.starts_with("decode_n")), "no decode function emitted");
    assert!(products.iter().any(|f| f.starts_with("prefill_c16")), "no 16-token prefill chunk emitted");
    for f in products {
        let name = f.split('(').next().unwrap();
        let kernel = f.lines().filter(|l| l.contains("flow.dispatch @qwen_gemv_u8s8")).count();
        assert_eq!(kernel, 7 * cfg.text.num_hidden_layers + 1, "{name}: every quantized weight and the head");
        let iree = f.lines().any(|l| l.contains("operand_index = 0") && l.contains("[ui8, i8, i32]"));
        assert!(!iree, "{name}: an unsigned-digit product left to IREE");
    }
    let int8_bytes: usize = w.quantized(|_| true).iter().map(|t| t.shape.iter().product::<usize>()).sum();
    packed_once(&mlir, &numerics.compiler_options(), int8_bytes);
    let out = tempfile::tempdir().unwrap();
    engine::generate::compile_all(&dir, &emit_only_options(Precision::Int8), Some(out.path()), false).unwrap();
    let object = std::fs::read(out.path().join(engine::emit::gemv_u8s8::object_name())).unwrap();
    assert_eq!(object, engine::emit::gemv_u8s8::KERNEL_OBJECT, "the object written beside lm.mlir");
}

/// int8 mode packs each quantized weight once per module: every function
/// (prefill chunks of 4 and 32 digit rows, decode steps of 2 and 4) reads
/// the same packed copy, because the products' encodings state one row
/// count (`Q8_LAYOUT_ROWS`, VNNI) or the graph packs the weights into one
/// tile whatever the rows (`tiled_weight_matmul`, elsewhere). Left to IREE, the layout follows each
/// product's own rows and the tiny module's constants grow to ~3x its
/// int8 weights (three layouts of the head); here they stay within 1.25x
/// (the packed weights, padded to whole tiles, plus the per-row scales and
/// offsets).
fn int8_weights_are_packed_once_for_every_function_of_a_module() {
    use engine::text::graph::{self as text, LmShape};
    let dir = ensure_fixture("tiny-qwen2").unwrap();
    let cfg = ModelConfig::load(&dir).unwrap();
    let w = WeightIndex::open(&dir).unwrap();
    let shape = LmShape::new(128, 256, 2, 16, Precision::Int8).unwrap();
    for kernels in [DotKernels::AVX512_BF16_VNNI, DotKernels::PORTABLE] {
        let numerics = Numerics::new(Precision::Int8, kernels);
        let mlir = text::emit(&cfg.text, &w, &shape, numerics).unwrap();
        // What the module declared quantized.
        let int8_bytes: usize = w.quantized(|_| true).iter().map(|t| t.shape.iter().product::<usize>()).sum();
        packed_once(&mlir, &numerics.compiler_options(), int8_bytes);
    }
}

/// The module's initializer packs one constant resource within 1.25x of
/// the int8 weights' bytes.
fn packed_once(mlir: &str, options: &engine::iree::CompilerOptions, int8_bytes: usize) {
    let mut options = options.clone();
    options.extra_flags.push("--compile-to=executable-sources".into());
    let sources = String::from_utf8(Compiler::locate().unwrap().compile(mlir, &options).unwrap()).unwrap();
    // The initializer allocates one constant resource for everything it
    // packs: `stream.resource.alloca ... : !stream.resource<constant>{%cN}`.
    let constants: Vec<usize> = sources
        .lines()
        .filter(|l| l.contains("stream.resource.alloca") && l.contains("!stream.resource<constant>{%c"))
        .filter_map(|l| l.split("!stream.resource<constant>{%c").nth(1)?.split('}').next()?.parse().ok())
        .collect();
    assert_eq!(constants.len(), 1, "one packed constant resource: {constants:?}");
    let packed = constants[0];
    assert!(packed >= int8_bytes, "{packed} bytes cannot hold {int8_bytes} bytes of int8 weights");
    assert!(
        packed * 4 <= int8_bytes * 5,
        "{packed} bytes of packed constants for {int8_bytes} bytes of int8 weights: more than one layout"
    );
}

/// Small engine options (2 slots, context 128, chunks of 16) for
/// `compile_all` without compiling.
fn emit_only_options(precision: Precision) -> engine::generate::EngineOptions {
    engine::generate::EngineOptions {
        precision,
        slots: 2,
        context: 128,
        kv_budget: None,
        chunk: 16,
        stages: false,
        max_pixels: None,
        max_patches: None,
        special_tokens: Default::default(),
        kernels: Default::default(),
        faults: Default::default(),
    }
}

/// `engine compile --mlir-dir DIR --emit-only` writes one StableHLO module
/// per artifact (vision and lm for a VL checkpoint, lm for text-only), the
/// same text the engine compiles, and compiles nothing.
fn compile_all_writes_each_module_for_review_without_compiling() {
    use engine::generate::compile_all;
    for (model, want) in [("tiny-qwen2-vl", vec!["lm.mlir", "vision.mlir"]), ("tiny-qwen2", vec!["lm.mlir"])] {
        let dir = ensure_fixture(model).unwrap();
        let out = tempfile::tempdir().unwrap();
        let options = emit_only_options(Precision::F32);
        let t = std::time::Instant::now();
        let n = compile_all(&dir, &options, Some(out.path()), false).unwrap();
        assert_eq!(n, want.len(), "{model}");
        let mut names: Vec<String> = std::fs::read_dir(out.path())
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        assert_eq!(names, want, "{model}");
        let lm = std::fs::read_to_string(out.path().join("lm.mlir")).unwrap();
        assert!(
            lm.starts_with("module")
                && lm.contains("func.func @decode_n1(")
                && lm.contains("func.func @prefill_c16_w0("),
            "{model}: {}",
            &lm[..lm.len().min(200)]
        );
        // Emission alone is fast; compiling the module would take seconds.
        assert!(t.elapsed().as_secs_f64() < 5.0, "{model}: emit-only took {:?}", t.elapsed());
    }
}

fn an_image_over_the_standard_top_goes_alone_into_a_large_bucket_and_the_others_still_pack() {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let v = ModelConfig::load(&dir).unwrap().vision.unwrap();
    let image = |gh: usize, gw: usize| PreparedImage { rows: vec![0.0; gh * gw * v.patch_row()], grid: [1, gh, gw] };
    let large = engine::shapes::VisionBuckets::new(v.spatial_merge_size, Some(8192)).unwrap();
    // 16 + 4784 + 16 + 16 rows: the photo alone in 8192, the small ones
    // packed around it in order.
    let imgs = [image(4, 4), image(52, 92), image(4, 4), image(4, 4)];
    let got: Vec<(usize, usize, usize)> =
        processor::batches(&imgs, &v, &large).unwrap().iter().map(|b| (b.grids.len(), b.rows, b.bucket)).collect();
    assert_eq!(got, vec![(1, 16, 64), (1, 4784, 8192), (2, 32, 64)]);
    // Without large buckets the photo is over capacity, named as such.
    let standard = engine::shapes::VisionBuckets::standard(v.spatial_merge_size);
    match processor::batches(&imgs, &v, &standard) {
        Err(ProcessorError::OverCapacity { rows: 4784, top: 4096 }) => {}
        other => panic!("expected over-capacity, got {:?}", other.map(|b| b.len())),
    }
}

fn query_tiled_attention_with_a_clamped_last_tile_equals_the_dense_path() {
    // Image A, 896 x 896 = 4096 rows, then image B, 56 x 56 = 16 rows, in
    // one 4112-row bucket (large: tiled by 512 query rows; the ninth tile's
    // start is clamped from 4608 to 3600, so B's rows are computed only
    // there). Each image's tokens must be what it gets alone in the dense
    // buckets: the clamped tile and the segment mask across tiles both count.
    let mut t = tiny(&[64, 4096, 4112]);
    let v = t.cfg.vision.clone().unwrap();
    let standard = engine::shapes::VisionBuckets::standard(v.spatial_merge_size);
    let (a, b) = (synthetic(&t, 896, 896, "clamped tile A"), synthetic(&t, 56, 56, "clamped tile B"));
    let alone_a = t.enc.encode(&processor::batch(std::slice::from_ref(&a), &v, &standard).unwrap()).unwrap();
    let alone_b = t.enc.encode(&processor::batch(std::slice::from_ref(&b), &v, &standard).unwrap()).unwrap();
    let large = engine::shapes::VisionBuckets::new(v.spatial_merge_size, Some(8192)).unwrap();
    let mut both = processor::batch(&[a, b], &v, &large).unwrap();
    assert_eq!((both.rows, both.bucket), (4112, 8192));
    both.bucket = 4112;
    both.patches.truncate(4112 * v.patch_row());
    both.cos.truncate(4112 * v.head_dim());
    both.sin.truncate(4112 * v.head_dim());
    both.segments.truncate(4112);
    let got = t.enc.encode(&both).unwrap();
    assert_eq!(got.len(), alone_a.len() + alone_b.len());
    let (ra, rb) = (max_rel(&got[..alone_a.len()], &alone_a), max_rel(&got[alone_a.len()..], &alone_b));
    assert!(ra < 1e-5 && rb < 1e-5, "tiled tokens differ from each image alone: A by {ra}, B by {rb} (relative)");
}

fn main() -> std::process::ExitCode {
    let mut trials = skips::each(
        &[],
        skips::named![
            changing_image_b_leaves_image_a_tokens_bit_identical,
            bucket_boundary_padding_invariance_and_capacity,
            weight_shape_and_coverage_errors_name_the_tensor,
            a_corrupt_cached_artifact_is_rebuilt_not_loaded,
            emitted_vision_graph_matches_its_snapshot,
            int8_vision_modules_with_query_tiled_attention_compile_for_both_kernel_sets,
            emitted_language_model_graphs_match_their_snapshots,
            int8_weights_are_packed_once_for_every_function_of_a_module,
            compile_all_writes_each_module_for_review_without_compiling,
            an_image_over_the_standard_top_goes_alone_into_a_large_bucket_and_the_others_still_pack,
            query_tiled_attention_with_a_clamped_last_tile_equals_the_dense_path
        ],
    );
    trials.extend(skips::each(&[Need::Bf16], skips::named![bf16_decode_with_every_weight_on_the_own_kernel_compiles]));
    trials.extend(skips::each(
        &[Need::Avx512f],
        skips::named![bf16_and_int8_decode_attention_runs_on_the_own_kernel_and_f32_keeps_the_graph],
    ));
    trials.extend(skips::each(
        &[Need::Vnni],
        skips::named![int8_products_with_every_weight_on_the_own_kernel_compile_with_one_packed_copy],
    ));
    skips::run(trials)
}
