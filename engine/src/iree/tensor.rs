//! Host-side tensors exchanged with IREE functions.

use iree_sys as sys;

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ElementType {
    F32,
    Bf16,
    I32,
    I64,
}

impl ElementType {
    pub fn size(self) -> usize {
        match self {
            ElementType::F32 | ElementType::I32 => 4,
            ElementType::Bf16 => 2,
            ElementType::I64 => 8,
        }
    }

    pub(crate) fn to_iree(self) -> sys::iree_hal_element_type_t {
        (match self {
            ElementType::F32 => sys::iree_hal_element_types_t_IREE_HAL_ELEMENT_TYPE_FLOAT_32,
            ElementType::Bf16 => sys::iree_hal_element_types_t_IREE_HAL_ELEMENT_TYPE_BFLOAT_16,
            ElementType::I32 => sys::iree_hal_element_types_t_IREE_HAL_ELEMENT_TYPE_INT_32,
            ElementType::I64 => sys::iree_hal_element_types_t_IREE_HAL_ELEMENT_TYPE_INT_64,
        }) as sys::iree_hal_element_type_t
    }

    pub(crate) fn from_iree(t: sys::iree_hal_element_type_t) -> Option<Self> {
        [ElementType::F32, ElementType::Bf16, ElementType::I32, ElementType::I64].into_iter().find(|e| {
            e.to_iree() == t
                || (*e == ElementType::I32
                    && t == sys::iree_hal_element_types_t_IREE_HAL_ELEMENT_TYPE_SINT_32 as sys::iree_hal_element_type_t)
                || (*e == ElementType::I64
                    && t == sys::iree_hal_element_types_t_IREE_HAL_ELEMENT_TYPE_SINT_64 as sys::iree_hal_element_type_t)
        })
    }
}

/// Bytes of a dense tensor: the product of the dimensions times the element
/// size, `None` on overflow.
pub fn byte_len(shape: &[usize], dtype: ElementType) -> Option<usize> {
    shape.iter().try_fold(dtype.size(), |n, &d| n.checked_mul(d))
}

/// A dense row-major tensor in host memory (little-endian bytes).
#[derive(Debug, Clone, PartialEq)]
pub struct HostTensor {
    pub shape: Vec<usize>,
    pub dtype: ElementType,
    pub bytes: Vec<u8>,
}

impl HostTensor {
    pub fn f32(shape: Vec<usize>, values: &[f32]) -> Self {
        assert_eq!(shape.iter().product::<usize>(), values.len(), "shape {shape:?} vs {} values", values.len());
        HostTensor { shape, dtype: ElementType::F32, bytes: values.iter().flat_map(|v| v.to_le_bytes()).collect() }
    }

    pub fn i64(shape: Vec<usize>, values: &[i64]) -> Self {
        assert_eq!(shape.iter().product::<usize>(), values.len(), "shape {shape:?} vs {} values", values.len());
        HostTensor { shape, dtype: ElementType::I64, bytes: values.iter().flat_map(|v| v.to_le_bytes()).collect() }
    }

    pub fn i32(shape: Vec<usize>, values: &[i32]) -> Self {
        assert_eq!(shape.iter().product::<usize>(), values.len(), "shape {shape:?} vs {} values", values.len());
        HostTensor { shape, dtype: ElementType::I32, bytes: values.iter().flat_map(|v| v.to_le_bytes()).collect() }
    }

    /// All-zero bytes (0.0 in every float type, 0 in every integer type);
    /// `None` if the size overflows.
    pub fn zeros(shape: Vec<usize>, dtype: ElementType) -> Option<Self> {
        let n = byte_len(&shape, dtype)?;
        Some(HostTensor { shape, dtype, bytes: vec![0; n] })
    }

    /// Float values widened to f32 (f32 or bf16 tensors).
    pub fn to_f32_widened(&self) -> Option<Vec<f32>> {
        match self.dtype {
            ElementType::Bf16 => Some(
                self.bytes
                    .chunks_exact(2)
                    .map(|c| f32::from_bits(u32::from(u16::from_le_bytes([c[0], c[1]])) << 16))
                    .collect(),
            ),
            _ => self.to_f32(),
        }
    }

    pub fn to_f32(&self) -> Option<Vec<f32>> {
        (self.dtype == ElementType::F32)
            .then(|| self.bytes.chunks_exact(4).map(|c| f32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect())
    }

    pub fn to_i64(&self) -> Option<Vec<i64>> {
        (self.dtype == ElementType::I64)
            .then(|| self.bytes.chunks_exact(8).map(|c| i64::from_le_bytes(c.try_into().expect("8 bytes"))).collect())
    }

    pub fn to_i32(&self) -> Option<Vec<i32>> {
        (self.dtype == ElementType::I32)
            .then(|| self.bytes.chunks_exact(4).map(|c| i32::from_le_bytes([c[0], c[1], c[2], c[3]])).collect())
    }
}
