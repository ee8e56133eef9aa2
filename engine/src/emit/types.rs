//! Tensor types of the emitted StableHLO.

use std::fmt;

pub use crate::dtype::DType;

/// A dimension known only at run time (printed `?`); only function
/// arguments and the slices and updates that read or write them carry one.
pub const DYN: usize = usize::MAX;

/// A ranked tensor type; dimensions are static unless [`DYN`].
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct Ty {
    pub dims: Vec<usize>,
    pub dtype: DType,
}

impl Ty {
    pub fn new(dims: &[usize], dtype: DType) -> Self {
        Ty { dims: dims.to_vec(), dtype }
    }
    pub fn scalar(dtype: DType) -> Self {
        Ty { dims: Vec::new(), dtype }
    }
    pub fn rank(&self) -> usize {
        self.dims.len()
    }
    pub fn numel(&self) -> usize {
        self.dims.iter().product()
    }
    pub fn with_dtype(&self, dtype: DType) -> Self {
        Ty { dims: self.dims.clone(), dtype }
    }
}

impl fmt::Display for Ty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("tensor<")?;
        for &d in &self.dims {
            if d == DYN {
                f.write_str("?x")?;
            } else {
                write!(f, "{d}x")?;
            }
        }
        write!(f, "{}>", self.dtype.mlir())
    }
}

/// An SSA value with its type.
#[derive(Debug, Clone, PartialEq)]
pub struct Value {
    pub(crate) name: String,
    pub ty: Ty,
}

impl Value {
    pub fn dims(&self) -> &[usize] {
        &self.ty.dims
    }
    pub fn dtype(&self) -> DType {
        self.ty.dtype
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.name)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn types_print_as_mlir() {
        assert_eq!(Ty::new(&[2, 3], DType::F32).to_string(), "tensor<2x3xf32>");
        assert_eq!(Ty::scalar(DType::I64).to_string(), "tensor<i64>");
        assert_eq!(Ty::new(&[4], DType::Bf16).to_string(), "tensor<4xbf16>");
        assert_eq!(Ty::new(&[2, DYN], DType::F32).to_string(), "tensor<2x?xf32>");
    }
}
