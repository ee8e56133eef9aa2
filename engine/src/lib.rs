//! The production engine (IREE). Its graphs, runtime binding and CLI land in
//! the engine issues; this crate must never depend on the oracle.
