//! The engine's vision graph on IREE, fed the HF golden pixels and rotary
//! tables, reproduces the HF golden vision stages.

use contracts::config::ModelConfig;
use contracts::StageDump;
use engine::checkpoint::weights::WeightIndex;
use engine::iree::{Compiler, CompilerOptions, HostTensor, Session};
use engine::numerics::Numerics;
use engine::precision::Precision;
use engine::vision::graph as vision;
use harness::goldens::regen::ensure_fixture;
use harness::paths;

fn max_rel(a: &[f32], b: &[f32]) -> f32 {
    let scale = b.iter().fold(0f32, |m, x| m.max(x.abs()));
    a.iter().zip(b).fold(0f32, |m, (x, y)| m.max((x - y).abs())) / scale
}

#[test]
fn engine_vision_graph_matches_hf_on_golden_inputs() {
    check_against_hf("two-images", None);
}

/// A large bucket (attention one query tile at a time) gives
/// HF's stages too: the 448x448 image's 1024 rows padded to 8192.
#[test]
fn the_large_bucket_tiled_attention_matches_hf() {
    check_against_hf("image-big-448x448", Some(engine::shapes::LARGE_BUCKETS[0]));
    // A large bucket that is not a multiple of the 512-row query tile (as
    // with spatial merge 3): the last tile's start is clamped and rewrites
    // rows of the tile before it with the same values.
    check_against_hf("image-big-448x448", Some(4100));
}

/// Run the case's golden pixels and rotary tables through the vision
/// module's pieces (in `bucket`, default the smallest that holds them) and
/// hold every stage to HF's within 1e-5 relative (f32 both).
fn check_against_hf(case: &str, bucket: Option<usize>) {
    let dir = ensure_fixture("tiny-qwen2-vl").unwrap();
    let cfg = ModelConfig::load(&dir).unwrap();
    let vcfg = cfg.vision.unwrap();
    let weights = WeightIndex::open(&dir).unwrap();
    let golden = StageDump::read(&paths::goldens().join(format!("{case}/hf.safetensors"))).unwrap();
    let (pshape, pixels) = golden.get_f32("pixels").unwrap();
    let n = pshape[0];
    let bucket = bucket.unwrap_or_else(|| engine::shapes::bucket_for(n, vcfg.spatial_merge_size).unwrap());
    let blocks: Vec<usize> = (0..vcfg.depth).collect();
    let mlir = vision::emit(&vcfg, &weights, &[bucket], Numerics::chosen(Precision::F32, &Default::default()), &blocks)
        .unwrap();
    // A large bucket never builds a [heads, B, B] score or mask tensor: its
    // attention loops over query tiles (memory linear in B).
    let square = format!("x{bucket}x{bucket}x");
    let large = bucket > engine::shapes::top_bucket(vcfg.spatial_merge_size);
    assert_eq!(mlir.contains("stablehlo.while"), large);
    assert_eq!(mlir.contains(&square), !large, "a {bucket}x{bucket} tensor");
    assert!(weights.unused("visual.").is_empty(), "unused: {:?}", weights.unused("visual."));
    let vmfb = Compiler::locate().unwrap().compile(&mlir, &CompilerOptions::default()).unwrap();
    let mut s = Session::new("local-task", &[weights.scope()], vmfb).unwrap();

    let row = vcfg.patch_row();
    let hd = vcfg.head_dim();
    let mut px = pixels.to_vec();
    px.resize(bucket * row, 0.0);
    let (_, cos) = golden.get_f32("vision_rope.cos").unwrap();
    let (_, sin) = golden.get_f32("vision_rope.sin").unwrap();
    let (mut c, mut sn) = (cos.to_vec(), sin.to_vec());
    c.resize(bucket * hd, 0.0);
    sn.resize(bucket * hd, 0.0);
    let (_, cu) = golden.get_i64("cu_seqlens").unwrap();
    let mut seg = vec![0i32; bucket];
    for (img, w) in cu.windows(2).enumerate() {
        for r in w[0]..w[1] {
            seg[r as usize] = img as i32;
        }
    }
    for (r, s) in seg.iter_mut().enumerate().skip(n) {
        *s = -1 - r as i32;
    }
    let (cos_t, sin_t, seg_t) = (
        HostTensor::f32(vec![bucket, hd], &c),
        HostTensor::f32(vec![bucket, hd], &sn),
        HostTensor::i32(vec![bucket], &seg),
    );
    // The pieces in order, as the engine runs them: embed, one block per
    // group (every block is tapped here), merge.
    let groups = vision::block_groups(vcfg.depth, &blocks);
    assert_eq!(groups.len(), vcfg.depth);
    let mut outs = s.call(&vision::embed_function(bucket), &[HostTensor::f32(vec![bucket, row], &px)]).unwrap();
    for g in groups {
        let x = outs.last().unwrap().clone();
        outs.extend(
            s.call(&vision::blocks_function(bucket, g), &[x, cos_t.clone(), sin_t.clone(), seg_t.clone()]).unwrap(),
        );
    }
    let x = outs.last().unwrap().clone();
    outs.extend(s.call(&vision::merge_function(bucket), &[x, HostTensor::i32(vec![], &[n as i32])]).unwrap());
    assert_eq!(outs.len(), vcfg.depth + 3);
    let names: Vec<String> = std::iter::once("patch_embed".to_string())
        .chain((0..vcfg.depth).map(|i| format!("vision_block.{i}")))
        .chain(["merger_ln".to_string(), "merged_tokens".to_string()])
        .collect();
    for (name, out) in names.iter().zip(&outs) {
        let (gshape, g) = golden.get_f32(name).unwrap();
        let got = out.to_f32().unwrap();
        let rows = gshape[0];
        let got = &got[..rows * gshape[1]];
        let r = max_rel(got, g);
        eprintln!("{name}: max rel {r:.3e}");
        assert!(r < 1e-5, "{name}: {r}");
    }
    // Padded merged rows are zero.
    let merged = outs.last().unwrap().to_f32().unwrap();
    let hidden = vcfg.out_hidden_size;
    assert!(merged[(n / 4) * hidden..].iter().all(|&v| v == 0.0));
    assert_eq!(merged.len(), bucket / 4 * hidden);
}
