//! Deliberate faults for `harness selftest`: each reproduces a bug other
//! implementations have shipped, so the harness can prove it localises them.
//! All are off by default; nothing but the selftest turns them on.

#[derive(Debug, Clone, Default, PartialEq)]
pub struct Faults {
    /// smart_resize rounds halves up (70 px -> 84) instead of to even.
    pub round_half_up: bool,
    /// Vision attention ignores cu_seqlens: images attend to each other.
    pub leak_vision_attention: bool,
    /// Added to the true rope_delta (an off-by-one decode position bug).
    pub rope_delta_offset: i64,
    /// int8 mode: row 0's scale of layer 0's gate projection multiplied by
    /// this (a wrong scale row), when the language model is quantized.
    pub int8_scale_factor: Option<f32>,
}
