//! The graph layer's root: a typed StableHLO text builder (`builder`,
//! `types`), the layers built from it (`nn`), and [`GraphError`], why a
//! model graph could not be emitted. The model graphs themselves live with
//! their stage: `vision::graph`, `text::graph`.

pub mod amx;
pub mod amx_u8s8;
pub mod attention;
pub mod batched;
pub mod builder;
pub mod control;
pub mod dynamic;
mod encoding;
pub mod fma;
pub mod gemv;
pub mod gemv_u8s8;
pub mod indexing;
pub mod kernels;
pub mod nn;
pub mod split;
pub mod tiles;
pub mod types;
pub mod weight_products;

pub use builder::{EResult, EmitError, FuncBuilder, ModuleBuilder};
pub use dynamic::Extent;
pub use types::{DType, Ty, Value, DYN};
