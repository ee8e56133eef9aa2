//! The oracle: an eager f32 implementation written for clarity, with a tap on
//! every stage. It lands in the oracle issue and never depends on the engine.
