//! The Qwen2 language model (shared by Qwen2-VL and text-only Qwen2) as one
//! IREE module `lm`: prefill-chunk, decode and KV-write functions sharing
//! one set of weight globals.
//!
//! Weights: every checkpoint matmul is data-tiled (packed once at load, see
//! [`crate::emit::FuncBuilder::weight_matmul`]). Prefill's attention
//! products are data-tiled too, in every mode
//! ([`crate::emit::FuncBuilder::batch_product`]: its operands, a chunk's
//! queries and its window's keys and values, are packed per call, which
//! its C-row products repay); decode's read the pool
//! in place, so nothing proportional to the cache is packed or copied per
//! step.
//!
//! ## KV pool
//!
//! Two device tensors hold the keys and values of every live sequence:
//!
//! | tensor | shape | dtype |
//! |---|---|---|
//! | K | [layers, kv_heads, cells / 16, head_dim, 16] | kv (f32 in f32 mode, bf16 in bf16 mode) |
//! | V | [layers, kv_heads, cells, head_dim] | kv |
//!
//! `cells` is dynamic in the graphs (`?`): the pool's size is chosen at load
//! time, so one compiled module serves every KV budget.
//!
//! Keys are stored after rotary in blocks of [`K_BLOCK`] cells, each block
//! `[head_dim, 16]` (cell c is lane c % 16 of block c / 16): the layout of
//! IREE's f32 tile product, which decode runs on the keys as stored. A
//! sequence owns one contiguous run of whole blocks (its region, allocated
//! by the host, see [`crate::text::pool`]); the last cell of the pool is
//! scratch, written by padding rows and never read unmasked.
//!
//! ## Functions
//!
//! A decode row reads exactly its sequence's live cells: their count is a
//! run-time length (the cells axis of the row's block is `?`), so one
//! function per batch size serves every depth and a step costs what the
//! live sequences hold, never the pool, the context or the longest row.
//! Prefill chunks read a prefix window of `W` cells from
//! [`LmShape::prefill_windows`] starting at a per-chunk `start` (the host
//! clamps it so the window stays inside the pool) and attend to the cells
//! `[lo, lo + past)` of it.
//!
//! - `lm.decode_nN`: ids [N] i32, positions [N] i64 (cache_len +
//!   rope_delta), from / count [N] i32, layers [L] i32, K, V -> logits
//!   [N, vocab] f32, k_new [L, kv, hd, N], v_new [L, kv, N, hd] (kv dtype).
//!   Row r attends to the pool cells [from, from + count) and to itself;
//!   padding rows: count = 0. Each row's two cache products read its cells
//!   in place, and its softmax runs over them alone: the row's maximum, sum
//!   and weighted values join the row's own token afterwards (the same
//!   rescaling as flash attention), so no tensor has the longest row's
//!   length. With a bf16 pool on a CPU with AVX-512F (bf16 and int8 modes)
//!   the cache part is one dispatch per layer on the engine's own kernel
//!   ([`crate::emit::attention`]) instead of the per-row products, with
//!   the same join.
//! - `lm.kv_write_nN`: K, V, k_new, v_new (as above), cells [N] i32 -> K, V
//!   with row r written at cell `cells[r]` (padding rows: the scratch cell).
//! - `lm.prefill_cC_wW` (W = 0: a sequence's first chunk, no prefix): ids
//!   [C] i32 (padded with any id), image_embeds [C, hidden] f32, is_image
//!   [C] i32 (rows taking a merged visual token, which the host scatters),
//!   positions ([3, C] i64 in M-RoPE mode, [C] i64 in 1D mode: the model's
//!   mode, explicit), start / lo / past / last [] i32, layers [L] i32, K, V
//!   -> logits of row
//!   `last` [1, vocab] f32, final hidden states [C, hidden] f32 (left on the
//!   device), k_new [L, kv, hd, C], v_new [L, kv, C, hd]. Chunk row i attends
//!   to the prefix cells [lo, lo + past) of its window and to chunk rows
//!   j <= i.
//! - `lm.head_cC`: hidden [C, hidden] f32 -> logits of every row [C, vocab]
//!   f32, for the harness's stage taps.
//! - `lm.kv_write_cC`: K, V, k_new, v_new (chunk layout), cell [] i32 -> K,
//!   V with the chunk's C rows written at cells cell..cell+C.
//!
//! `layers` is always 0..L: a layer's index reaches the pool reads as data,
//! so the attention dispatches of all layers are one executable (a constant
//! offset would make each layer's its own, and the module L times slower to
//! compile).
//!
//! The writes are separate calls whose only use of K and V is the update:
//! `tensor.insert_slice` results are tied to their operand, so IREE writes
//! the pool in place (a copy would show up as a pool-sized dispatch).

mod decode;
mod kv;
mod layers;
mod prefill;

use contracts::config::TextConfig;

use crate::checkpoint::weights::WeightIndex;
use crate::emit::{DType, ModuleBuilder, DYN};
use crate::faults::Faults;
use crate::model_graph::GraphError;
use crate::numerics::Numerics;
use crate::precision::Precision;
use crate::shapes::PositionMode;

/// The smallest attention window: shorter ones save nothing measurable
/// next to the weights a step reads, and every window is one more set of
/// graphs to compile.
const MIN_WINDOW: usize = 256;

/// Cells per block of the K pool: keys are stored 16 cells at a time,
/// `[head_dim, 16]` contiguous, which is the layout of IREE's f32 tile
/// product (16 x 1 tiles of the right-hand side), so decode multiplies
/// a row's queries with its keys as stored (`linalg.batch_mmt4d`).
pub const K_BLOCK: usize = 16;

/// The `lm` module's shapes, and the size of the pool it runs with.
///
/// The pool's cell count is not part of the compiled module (K and V have a
/// dynamic cells axis), so one artifact serves every KV budget; it depends
/// on the context (windows), the largest chunk and the decode batch sizes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct LmShape {
    /// Longest sequence (prompt + generated tokens); the largest window.
    pub context: usize,
    /// Pool cells shared by all sequences, the scratch cell included.
    pub cells: usize,
    /// Decode batch sizes with a graph: powers of two up to the most rows.
    pub rows: Vec<usize>,
    /// Prefill chunk sizes (ascending; each divides the largest).
    pub chunks: Vec<usize>,
    /// Prefix window sizes of the prefill graphs (ascending, doubling, the
    /// last is `context` rounded up to whole K blocks).
    pub windows: Vec<usize>,
    /// Prefix windows of the prefill graphs: 0 (a first chunk) and the
    /// windows of at least one largest chunk (every chunk but a prompt's last
    /// is a largest one, so a later chunk's prefix is a multiple of it).
    pub prefill_windows: Vec<usize>,
    /// Storage type of the pool.
    pub kv: DType,
}

impl LmShape {
    /// `budget` cells for sequences (at least `context`), up to `max_rows`
    /// sequences decoding together, prefill chunks of at most `max_chunk`.
    /// The pool gets one chunk of slack beyond the budget (a sequence's last
    /// chunk writes its padding rows too, so any sequence of up to `context`
    /// tokens fits a pool it has to itself) and the scratch cell.
    pub fn new(
        context: usize,
        budget: usize,
        max_rows: usize,
        max_chunk: usize,
        precision: Precision,
    ) -> Result<Self, GraphError> {
        if context == 0 || max_rows == 0 || max_chunk == 0 {
            return Err(GraphError::Config(format!(
                "context {context}, rows {max_rows} and chunk {max_chunk} must be positive"
            )));
        }
        if budget < context {
            return Err(GraphError::Config(format!(
                "a KV budget of {budget} cells cannot hold one sequence of {context}"
            )));
        }
        // Whole K blocks: sequences own whole blocks, and the last block
        // holds the scratch cell.
        let cells = budget
            .checked_add(max_chunk)
            .and_then(|c| c.checked_next_multiple_of(K_BLOCK))
            .and_then(|c| c.checked_add(K_BLOCK))
            .ok_or_else(|| GraphError::Config("KV budget overflows".into()))?;
        let rows: Vec<usize> =
            (0..usize::BITS).map(|k| 1usize << k).take_while(|&r| r < max_rows.next_power_of_two() * 2).collect();
        // Two sizes: the largest for throughput, max/8 for what is left of
        // a prompt (and while others decode; see lm::chunk_plan), so
        // padding stays small with few graphs.
        let chunks: Vec<usize> =
            [8, 1].iter().filter(|&&d| max_chunk.is_multiple_of(d)).map(|&d| max_chunk / d).collect();
        // Prefix windows are whole K blocks (and fit the pool, which holds
        // at least `context` rounded up to a block).
        let top = context.next_multiple_of(K_BLOCK);
        let mut windows: Vec<usize> = (0..usize::BITS).map(|k| MIN_WINDOW << k).take_while(|&w| w < top).collect();
        windows.push(top);
        let largest = *chunks.last().expect("max_chunk divides itself");
        let prefill_windows =
            std::iter::once(0).chain(windows.iter().copied().filter(|&w| w >= largest || w == top)).collect();
        let kv = precision.storage_dtype();
        Ok(LmShape { context, cells, rows, chunks, windows, prefill_windows, kv })
    }

    /// Cells sequences may own: the budget and the chunk of slack, in
    /// whole blocks (the pool less its last block, which holds the scratch
    /// cell).
    pub fn allocatable(&self) -> usize {
        self.cells - K_BLOCK
    }

    pub fn scratch_cell(&self) -> usize {
        self.cells - 1
    }

    pub fn max_chunk(&self) -> usize {
        *self.chunks.last().expect("at least one chunk size")
    }

    pub fn min_chunk(&self) -> usize {
        self.chunks[0]
    }

    /// The smallest decode batch holding `n` rows.
    pub fn rows_for(&self, n: usize) -> Option<usize> {
        self.rows.iter().copied().find(|&r| r >= n)
    }

    /// The smallest chunk holding `n` tokens.
    pub fn chunk_for(&self, n: usize) -> Option<usize> {
        self.chunks.iter().copied().find(|&c| c >= n)
    }

    /// The smallest prefill prefix window holding `n` cells (0 for none).
    pub fn prefill_window_for(&self, n: usize) -> Option<usize> {
        self.prefill_windows.iter().copied().find(|&w| w >= n)
    }

    /// K's dimensions, in blocks of [`K_BLOCK`] cells: `cells` is the
    /// pool's size, or [`crate::emit::DYN`] in the graph.
    pub fn k_dims(&self, cfg: &TextConfig, cells: usize) -> Vec<usize> {
        let blocks = if cells == DYN { DYN } else { cells / K_BLOCK };
        vec![cfg.num_hidden_layers, cfg.num_key_value_heads, blocks, cfg.head_dim, K_BLOCK]
    }

    /// V's dimensions (see [`k_dims`](Self::k_dims)).
    pub fn v_dims(&self, cfg: &TextConfig, cells: usize) -> Vec<usize> {
        vec![cfg.num_hidden_layers, cfg.num_key_value_heads, cells, cfg.head_dim]
    }
}

pub fn decode_fn(rows: usize) -> String {
    format!("lm.decode_n{rows}")
}

pub fn prefill_fn(chunk: usize, window: usize) -> String {
    format!("lm.prefill_c{chunk}_w{window}")
}

pub fn head_fn(chunk: usize) -> String {
    format!("lm.head_c{chunk}")
}

pub fn kv_write_rows_fn(rows: usize) -> String {
    format!("lm.kv_write_n{rows}")
}

pub fn kv_write_chunk_fn(chunk: usize) -> String {
    format!("lm.kv_write_c{chunk}")
}

/// Emit the `lm` module for `shape`.
/// The graphs compute with `p` ([`Numerics`]: the precision mode on the
/// compile target).
pub fn emit(cfg: &TextConfig, w: &WeightIndex, shape: &LmShape, p: Numerics) -> Result<String, GraphError> {
    emit_faulted(cfg, w, shape, p, Faults::NONE)
}

/// [`emit`] with deliberate faults (`harness selftest`; [`Faults`]).
pub fn emit_faulted(
    cfg: &TextConfig,
    w: &WeightIndex,
    shape: &LmShape,
    p: Numerics,
    faults: Faults,
) -> Result<String, GraphError> {
    let mut m = ModuleBuilder::new("lm");
    let weights = layers::declare(&mut m, w, cfg, p.precision)?;
    let ctx = layers::Ctx { cfg, w: &weights, p, faults };
    let mode = PositionMode::of(cfg);
    for &c in &shape.chunks {
        for &win in &shape.prefill_windows {
            prefill::emit(&mut m, &ctx, mode, shape, c, win)?;
        }
        prefill::emit_head(&mut m, &ctx, c)?;
        kv::emit_chunk_write(&mut m, cfg, shape, c)?;
    }
    for &n in &shape.rows {
        decode::emit(&mut m, &ctx, shape, n)?;
        kv::emit_rows_write(&mut m, cfg, shape, n)?;
    }
    Ok(m.finish())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ladders_double_and_end_at_their_limits() {
        let s = LmShape::new(4096, 16384, 8, 512, Precision::Bf16).unwrap();
        assert_eq!(s.rows, vec![1, 2, 4, 8]);
        assert_eq!(s.chunks, vec![64, 512]);
        assert_eq!(s.windows, vec![256, 512, 1024, 2048, 4096]);
        assert_eq!(s.prefill_windows, vec![0, 512, 1024, 2048, 4096]);
        assert_eq!((s.cells, s.allocatable(), s.scratch_cell()), (16384 + 528, 16384 + 512, 16384 + 527));
        assert_eq!(s.kv, DType::Bf16);
        let s = LmShape::new(1000, 1000, 3, 48, Precision::F32).unwrap();
        assert_eq!(s.rows, vec![1, 2, 4]);
        assert_eq!(s.chunks, vec![6, 48]);
        assert_eq!(s.windows, vec![256, 512, 1008]);
        assert_eq!(s.prefill_windows, vec![0, 256, 512, 1008]);
        assert!(s.cells.is_multiple_of(K_BLOCK));
        assert!(s.allocatable() >= 1000 + 48 && s.allocatable().is_multiple_of(K_BLOCK));
        assert_eq!(LmShape::new(1000, 1000, 1, 48, Precision::F32).unwrap().rows, vec![1]);
        assert_eq!(s.kv, DType::F32);
        assert_eq!(LmShape::new(40, 40, 1, 7, Precision::F32).unwrap().windows, vec![48]);
        assert_eq!(LmShape::new(40, 40, 1, 7, Precision::F32).unwrap().chunks, vec![7]);
    }

    #[test]
    fn buckets_are_the_smallest_that_hold() {
        let s = LmShape::new(4096, 8192, 8, 512, Precision::Bf16).unwrap();
        assert_eq!(s.rows_for(3), Some(4));
        assert_eq!(s.rows_for(9), None);
        assert_eq!(s.chunk_for(65), Some(512));
        assert_eq!(s.chunk_for(513), None);
        assert_eq!(s.prefill_window_for(0), Some(0));
        assert_eq!(s.prefill_window_for(100), Some(512));
        assert_eq!(s.prefill_window_for(513), Some(1024));
        assert_eq!(s.prefill_window_for(4096), Some(4096));
        assert_eq!(s.prefill_window_for(4097), None);
    }

    #[test]
    fn a_budget_below_one_sequence_is_refused() {
        assert!(LmShape::new(4096, 4095, 1, 512, Precision::F32).is_err());
        assert!(LmShape::new(0, 10, 1, 512, Precision::F32).is_err());
    }
}
