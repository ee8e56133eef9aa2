//! The KV writes: `lm.kv_write_nN` (one row per decoding sequence) and
//! `lm.kv_write_cC` (a prefill chunk's rows, contiguous in its sequence's
//! region). K and V are used by nothing but the chain of
//! `tensor.insert_slice`s, so IREE updates the pool in place. The host keeps
//! every write inside the pool (insert_slice does not clamp).

use contracts::config::TextConfig;

use crate::emit::{DType, FuncBuilder, ModuleBuilder, Ty, DYN};
use crate::model_graph::GraphError;

use super::decode::element;
use super::layers::i32s;
use super::{kv_write_chunk_fn, kv_write_rows_fn, LmShape, K_BLOCK};

/// (K, V, k_new [L, kv, hd, rows], v_new [L, kv, rows, hd]) arguments.
fn args(f: &mut FuncBuilder, cfg: &TextConfig, shape: &LmShape, rows: usize) -> [crate::emit::Value; 4] {
    let (l, kvh, hd) = (cfg.num_hidden_layers, cfg.num_key_value_heads, cfg.head_dim);
    [
        f.arg(Ty::new(&shape.k_dims(cfg, DYN), shape.kv)),
        f.arg(Ty::new(&shape.v_dims(cfg, DYN), shape.kv)),
        f.arg(Ty::new(&[l, kvh, hd, rows], shape.kv)),
        f.arg(Ty::new(&[l, kvh, rows, hd], shape.kv)),
    ]
}

/// Write row `r` of k_new [L, kv, hd, rows] into the blocked K pool at
/// `cell` (an i32 scalar): lane cell % 16 of block cell / 16.
fn write_key(
    f: &mut FuncBuilder,
    k: &crate::emit::Value,
    k_new: &crate::emit::Value,
    r: usize,
    cell: &crate::emit::Value,
) -> Result<crate::emit::Value, GraphError> {
    let (l, kvh, hd) = (k_new.dims()[0], k_new.dims()[1], k_new.dims()[2]);
    let z = i32s(f, 0);
    let b = i32s(f, K_BLOCK);
    let block = f.div(cell, &b)?;
    let lane = f.binary("remainder", cell, &b)?;
    let kr = f.slice(k_new, &[0, 0, 0, r], &[l, kvh, hd, r + 1])?;
    let kr = f.reshape(&kr, &[l, kvh, 1, hd, 1])?;
    Ok(f.insert_slice(k, &kr, &[&z, &z, &block, &z, &lane])?)
}

pub(super) fn emit_rows_write(
    m: &mut ModuleBuilder,
    cfg: &TextConfig,
    shape: &LmShape,
    n: usize,
) -> Result<(), GraphError> {
    let (l, kvh, hd) = (cfg.num_hidden_layers, cfg.num_key_value_heads, cfg.head_dim);
    let name = kv_write_rows_fn(n);
    let mut f = FuncBuilder::new(name.trim_start_matches("lm."));
    let [mut k, mut v, k_new, v_new] = args(&mut f, cfg, shape, n);
    let cells = f.arg(Ty::new(&[n], DType::I32));
    let z = i32s(&mut f, 0);
    for r in 0..n {
        let cell = element(&mut f, &cells, r)?;
        k = write_key(&mut f, &k, &k_new, r, &cell)?;
        let vr = f.slice(&v_new, &[0, 0, r, 0], &[l, kvh, r + 1, hd])?;
        v = f.insert_slice(&v, &vr, &[&z, &z, &cell, &z])?;
    }
    m.add_function(f, &[&k, &v]);
    Ok(())
}

pub(super) fn emit_chunk_write(
    m: &mut ModuleBuilder,
    cfg: &TextConfig,
    shape: &LmShape,
    c: usize,
) -> Result<(), GraphError> {
    let name = kv_write_chunk_fn(c);
    let mut f = FuncBuilder::new(name.trim_start_matches("lm."));
    let [mut k, v, k_new, v_new] = args(&mut f, cfg, shape, c);
    let cell = f.arg(Ty::scalar(DType::I32));
    let z = i32s(&mut f, 0);
    // Keys one row at a time: a chunk need not start on a block.
    for r in 0..c {
        let at = i32s(&mut f, r);
        let cr = f.add(&cell, &at)?;
        k = write_key(&mut f, &k, &k_new, r, &cr)?;
    }
    let v = f.insert_slice(&v, &v_new, &[&z, &z, &cell, &z])?;
    m.add_function(f, &[&k, &v]);
    Ok(())
}
