//! Raw bindings to the IREE 3.13 runtime plus its parameters module; see
//! build.rs. The safe layer lives in the engine crate.
#![allow(non_upper_case_globals, non_camel_case_types, non_snake_case, dead_code, clippy::all)]

include!(concat!(env!("OUT_DIR"), "/bindings.rs"));
