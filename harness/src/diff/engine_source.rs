//! The engine as a diff source: its own preprocessing and its IREE vision
//! encoder, dumped under the stage vocabulary. (Language-model stages join
//! when the engine's decoder lands.)

use std::path::{Path, PathBuf};

use anyhow::Context;
use contracts::config::{ModelConfig, PreprocessorConfig};
use contracts::{StageDump, Tensor};
use engine::artifacts::{self, ArtifactCache};
use engine::emit::nn::Precision;
use engine::iree::Compiler;
use engine::model::weights::WeightIndex;
use engine::processor;
use engine::vision::VisionEncoder;

pub struct EngineModel {
    config: ModelConfig,
    preprocessor: PreprocessorConfig,
    vision: VisionEncoder,
}

fn f32t(name: &str, shape: Vec<usize>, v: Vec<f32>) -> anyhow::Result<Tensor> {
    Tensor::f32(name, shape, v).with_context(|| format!("engine stage {name}"))
}

fn i64t(name: &str, shape: Vec<usize>, v: Vec<i64>) -> anyhow::Result<Tensor> {
    Tensor::i64(name, shape, v).with_context(|| format!("engine stage {name}"))
}

impl EngineModel {
    pub fn load(dir: &Path, precision: Precision) -> anyhow::Result<Self> {
        let config = ModelConfig::load(dir)?;
        let preprocessor = PreprocessorConfig::load(dir)?;
        let weights = WeightIndex::open(dir)?;
        let cache = ArtifactCache::new(artifacts::default_dir(), Compiler::locate()?)?;
        let vision = VisionEncoder::load(&config, &weights, &cache, precision, None)?;
        Ok(EngineModel { config, preprocessor, vision })
    }

    pub fn vision_stages(&mut self, images: &[PathBuf]) -> anyhow::Result<StageDump> {
        let v = self.config.vision.clone().context("no vision config")?;
        let mut prepared = Vec::new();
        for path in images {
            let bytes = std::fs::read(path).with_context(|| format!("reading {}", path.display()))?;
            prepared.push(processor::prepare(&processor::decode(&bytes)?, &self.preprocessor)?);
        }
        let batch = processor::batch(&prepared, &v)?;
        let (merged, stages) = self.vision.encode_with_stages(&batch)?;
        let (n, row, hd, e) = (batch.rows, v.patch_row(), v.head_dim(), v.embed_dim);
        let mut d = StageDump::new();
        d.metadata.insert("source".into(), "engine".into());
        d.insert("pixels", f32t("pixels", vec![n, row], batch.patches[..n * row].to_vec())?);
        let grid: Vec<i64> = batch.grids.iter().flat_map(|g| g.iter().map(|&x| x as i64)).collect();
        d.insert("grid", i64t("grid", vec![batch.grids.len(), 3], grid)?);
        d.insert("cu_seqlens", i64t("cu_seqlens", vec![batch.cu_seqlens.len()], batch.cu_seqlens.clone())?);
        let pos: Vec<i64> = batch.position_ids.iter().flat_map(|p| p.iter().copied()).collect();
        d.insert("vision_rope.position_ids", i64t("vision_rope.position_ids", vec![n, 2], pos)?);
        d.insert("vision_rope.cos", f32t("vision_rope.cos", vec![n, hd], batch.cos[..n * hd].to_vec())?);
        d.insert("vision_rope.sin", f32t("vision_rope.sin", vec![n, hd], batch.sin[..n * hd].to_vec())?);
        d.insert("patch_embed", f32t("patch_embed", vec![n, e], stages.patch_embed)?);
        for (i, out) in stages.blocks {
            let name = format!("vision_block.{i}");
            d.insert(name.clone(), f32t(&name, vec![n, e], out)?);
        }
        d.insert("merger_ln", f32t("merger_ln", vec![n, e], stages.merger_ln)?);
        let tokens = n / v.merge_unit();
        d.insert("merged_tokens", f32t("merged_tokens", vec![tokens, v.out_hidden_size], merged)?);
        Ok(d)
    }
}
