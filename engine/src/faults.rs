//! Deliberate faults for `harness selftest`: each makes the engine compute
//! something wrong the way a real, plausible bug would, so the harness can
//! prove that `harness diff` catches it in the production modes (bf16 and
//! int8), at the stage where it is injected. All are off by default; only
//! the harness turns them on ([`crate::generate::EngineOptions::faults`]);
//! the CLI and the server have no way to. A graph fault changes the
//! emitted module, so its compiled artifact is cached apart (the cache key
//! hashes the module's text).

/// The faults the engine can be built with.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Faults {
    /// Decode attention drops the last cached cell of a row whose cached
    /// cells end inside a block (the row no longer attends to its most
    /// recent cached token): emitted in the decode graphs, for the graph's
    /// products and the engine's kernel alike (`text::graph::decode`).
    pub drop_last_cached_cell: bool,
    /// A prompt's prefill chunks after the first write their keys and
    /// values one cell past where they belong (`text::lm`).
    pub kv_write_one_cell_late: bool,
    /// int8: row 0's scale of layer 0's gate projection doubled (a wrong
    /// per-channel scale), emitted in the language model's graphs.
    pub int8_scale_row_doubled: bool,
    /// The merger groups its rows one late: each merged token takes the
    /// merge^2 rows starting one row after its own unit (the last row
    /// wraps to the first), emitted in the vision graph's `merge` function.
    pub merge_rows_off_by_one: bool,
}

impl Faults {
    /// None: the engine as it ships.
    pub const NONE: Faults = Faults {
        drop_last_cached_cell: false,
        kv_write_one_cell_late: false,
        int8_scale_row_doubled: false,
        merge_rows_off_by_one: false,
    };
}
