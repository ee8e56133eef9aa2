//! Element types, as the graphs, the weights and the runtime name them:
//! the one vocabulary below every layer that moves tensors.

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DType {
    F32,
    Bf16,
    F16,
    I32,
    I64,
    /// Quantized weights and activations (int8 mode).
    I8,
    /// Booleans (comparison results).
    I1,
}

impl DType {
    pub fn mlir(self) -> &'static str {
        match self {
            DType::F32 => "f32",
            DType::Bf16 => "bf16",
            DType::F16 => "f16",
            DType::I32 => "i32",
            DType::I64 => "i64",
            DType::I8 => "i8",
            DType::I1 => "i1",
        }
    }
    /// Bytes per element (i1 as one byte).
    pub fn size(self) -> usize {
        match self {
            DType::F32 | DType::I32 => 4,
            DType::Bf16 | DType::F16 => 2,
            DType::I64 => 8,
            DType::I8 | DType::I1 => 1,
        }
    }
    pub fn is_float(self) -> bool {
        matches!(self, DType::F32 | DType::Bf16 | DType::F16)
    }
}
