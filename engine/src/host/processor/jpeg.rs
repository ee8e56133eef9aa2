//! JPEG decoding as Pillow does it, so a JPEG gives HF's pixels bit for bit.
//!
//! Pillow decodes JPEG with libjpeg-turbo; the engine links the same library
//! (3.1, built from the turbojpeg-sys crate's sources) and asks it for what
//! Pillow asks: the accurate integer IDCT (`JDCT_ISLOW`) and fancy
//! (triangle-filter) chroma upsampling, both libjpeg's defaults, which
//! TurboJPEG keeps unless told otherwise (`TJPARAM_FASTDCT`,
//! `TJPARAM_FASTUPSAMPLE` stay 0). Progressive files, restart markers and
//! every subsampling are libjpeg's business. Then Pillow's modes:
//!
//! - one component: mode `L`; `convert("RGB")` copies the value to R, G, B.
//! - three components (YCbCr, or RGB by the Adobe marker): libjpeg converts
//!   to RGB (`out_color_space = JCS_RGB`), mode `RGB`.
//! - four components (CMYK, or YCCK that libjpeg turns into CMYK): Pillow
//!   reads raw mode `CMYK;I` ("assume adobe conventions": every sample
//!   inverted, with or without an Adobe marker), then `convert("RGB")` is
//!   Pillow's `cmyk2rgb`: `nk = 255 - k`, channel = `nk - nk * c / 255`
//!   with Pillow's rounded division.
//!
//! libjpeg warnings (e.g. extraneous bytes before a marker) do not stop
//! Pillow, so they do not stop us; a file without its end-of-image marker
//! is refused, as Pillow refuses it ("image file is truncated": its
//! suspending reader runs dry, where TurboJPEG's memory source would pad the
//! image with grey and only warn). Samples of
//! other precisions than 8 bits are refused (Pillow cannot read them).
//! EXIF orientation is applied afterwards, by the caller, like
//! `ImageOps.exif_transpose` after Pillow's decode.

use std::ffi::CStr;

use turbojpeg_sys as tj;

use super::{ProcessorError, RgbImage};

fn decode_error(what: impl std::fmt::Display) -> ProcessorError {
    ProcessorError::Decode(format!("JPEG: {what}"))
}

/// A TurboJPEG decompressor, destroyed on drop.
struct Decompressor(tj::tjhandle);

impl Decompressor {
    fn new() -> Result<Self, ProcessorError> {
        // SAFETY: tj3Init has no preconditions; a null handle is an error.
        let h = unsafe { tj::tj3Init(tj::TJINIT_TJINIT_DECOMPRESS as CInt) };
        if h.is_null() {
            return Err(decode_error("could not create a libjpeg-turbo decompressor"));
        }
        Ok(Decompressor(h))
    }

    fn get(&self, param: tj::TJPARAM) -> CInt {
        // SAFETY: the handle is live for self's lifetime.
        unsafe { tj::tj3Get(self.0, param as CInt) }
    }

    fn set(&self, param: tj::TJPARAM, value: CInt) -> Result<(), ProcessorError> {
        // SAFETY: as above.
        if unsafe { tj::tj3Set(self.0, param as CInt, value) } != 0 {
            return Err(decode_error(self.message()));
        }
        Ok(())
    }

    fn message(&self) -> String {
        // SAFETY: tj3GetErrorStr returns a NUL-terminated string owned by the
        // handle (or a static one), valid until the next call on it.
        unsafe {
            let p = tj::tj3GetErrorStr(self.0);
            if p.is_null() {
                "unknown libjpeg-turbo error".into()
            } else {
                CStr::from_ptr(p).to_string_lossy().into_owned()
            }
        }
    }

    /// Whether the last failure was only a warning (the image was decoded).
    fn only_warned(&self) -> bool {
        // SAFETY: as above.
        unsafe { tj::tj3GetErrorCode(self.0) == tj::TJERR_TJERR_WARNING as CInt }
    }
}

impl Drop for Decompressor {
    fn drop(&mut self) {
        // SAFETY: the handle came from tj3Init and is destroyed once.
        unsafe { tj::tj3Destroy(self.0) }
    }
}

type CInt = std::os::raw::c_int;

/// What a JPEG's header says.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JpegHeader {
    pub width: u32,
    pub height: u32,
    /// Components Pillow sees: 1 (L), 3 (RGB) or 4 (CMYK).
    pub components: u8,
}

fn read_header(d: &Decompressor, bytes: &[u8]) -> Result<JpegHeader, ProcessorError> {
    // SAFETY: the buffer is valid for its length for the call.
    if unsafe { tj::tj3DecompressHeader(d.0, bytes.as_ptr(), bytes.len() as tj::size_t) } != 0 && !d.only_warned() {
        return Err(decode_error(d.message()));
    }
    let precision = d.get(tj::TJPARAM_TJPARAM_PRECISION);
    if precision != 8 {
        return Err(decode_error(format!("{precision}-bit samples are not supported (8-bit JPEG only, as in Pillow)")));
    }
    let (w, h) = (d.get(tj::TJPARAM_TJPARAM_JPEGWIDTH), d.get(tj::TJPARAM_TJPARAM_JPEGHEIGHT));
    let (width, height) = match (u32::try_from(w), u32::try_from(h)) {
        (Ok(w), Ok(h)) if w > 0 && h > 0 => (w, h),
        _ => return Err(decode_error(format!("bad image size {w} x {h}"))),
    };
    let components = match d.get(tj::TJPARAM_TJPARAM_COLORSPACE) as tj::TJCS {
        tj::TJCS_TJCS_GRAY => 1,
        tj::TJCS_TJCS_RGB | tj::TJCS_TJCS_YCbCr => 3,
        tj::TJCS_TJCS_CMYK | tj::TJCS_TJCS_YCCK => 4,
        other => return Err(decode_error(format!("unsupported colour space {other}"))),
    };
    Ok(JpegHeader { width, height, components })
}

/// The header of a JPEG, without decoding pixels.
pub fn header(bytes: &[u8]) -> Result<JpegHeader, ProcessorError> {
    read_header(&Decompressor::new()?, bytes)
}

/// Whether the marker structure reaches an end-of-image marker: segments
/// are skipped by their lengths, entropy-coded data up to the next marker
/// that is not a stuffed zero, a fill byte or a restart marker.
fn reaches_eoi(bytes: &[u8]) -> bool {
    let mut i = 2; // after SOI
    while i + 1 < bytes.len() {
        if bytes[i] != 0xFF || bytes[i + 1] == 0xFF {
            i += 1; // extraneous bytes or fill before a marker
            continue;
        }
        let marker = bytes[i + 1];
        match marker {
            0xD9 => return true,
            0x01 | 0xD0..=0xD7 => i += 2,
            _ => {
                let Some(len) = bytes.get(i + 2..i + 4).map(|b| usize::from(u16::from_be_bytes([b[0], b[1]]))) else {
                    return false;
                };
                i += 2 + len.max(2);
                if marker == 0xDA {
                    // Stop at the next real marker: 0xFF followed by neither a
                    // stuffed zero, a fill byte nor a restart marker.
                    while i + 1 < bytes.len() && (bytes[i] != 0xFF || matches!(bytes[i + 1], 0x00 | 0xFF | 0xD0..=0xD7))
                    {
                        i += 1;
                    }
                }
            }
        }
    }
    false
}

/// Pillow's `MULDIV255`: a * b / 255 rounded, in integers.
fn muldiv255(a: u32, b: u32) -> u32 {
    let t = a * b + 128;
    ((t >> 8) + t) >> 8
}

/// Decode a JPEG to 8-bit RGB exactly as Pillow + `convert("RGB")` do
/// (before EXIF orientation).
pub fn decode(bytes: &[u8]) -> Result<RgbImage, ProcessorError> {
    let d = Decompressor::new()?;
    let head = read_header(&d, bytes)?;
    if !reaches_eoi(bytes) {
        return Err(decode_error("the file is truncated (no end-of-image marker)"));
    }
    // Progressive files with absurd scan counts are a known denial of service
    // (libjpeg-turbo's own fuzzing limit); real encoders write at most ~10.
    d.set(tj::TJPARAM_TJPARAM_SCANLIMIT, 500)?;
    let (format, channels) = match head.components {
        1 => (tj::TJPF_TJPF_GRAY, 1usize),
        3 => (tj::TJPF_TJPF_RGB, 3),
        _ => (tj::TJPF_TJPF_CMYK, 4),
    };
    let (w, h) = (head.width as usize, head.height as usize);
    let len = w.checked_mul(h).and_then(|p| p.checked_mul(channels)).ok_or_else(|| decode_error("image too large"))?;
    let mut out = vec![0u8; len];
    let pitch = CInt::try_from(w * channels).map_err(|_| decode_error("row too wide"))?;
    // SAFETY: `out` holds height rows of `pitch` bytes for the pixel format.
    let rc =
        unsafe { tj::tj3Decompress8(d.0, bytes.as_ptr(), bytes.len() as tj::size_t, out.as_mut_ptr(), pitch, format) };
    if rc != 0 {
        let message = d.message();
        // libjpeg pads a file that ends early with grey and warns; Pillow
        // refuses it. Other warnings Pillow ignores.
        if !d.only_warned() || message.contains("Premature end of JPEG file") {
            return Err(decode_error(if message.contains("Premature end") {
                "the file is truncated (Premature end of JPEG file)".into()
            } else {
                message
            }));
        }
    }
    let data = match head.components {
        1 => out.iter().flat_map(|&v| [v, v, v]).collect(),
        3 => out,
        _ => out
            .chunks_exact(4)
            .flat_map(|p| {
                // CMYK;I: Pillow inverts every sample, then cmyk2rgb.
                let [c, m, y, k] = [255 - p[0], 255 - p[1], 255 - p[2], 255 - p[3]].map(u32::from);
                let nk = 255 - k;
                [c, m, y].map(|v| (nk - muldiv255(v, nk)) as u8)
            })
            .collect(),
    };
    Ok(RgbImage { width: head.width, height: head.height, data })
}

/// The EXIF orientation of a JPEG: from the first APP1 segment that starts
/// `Exif\0\0` (the one Pillow's `getexif()` reads), `None` without one or
/// with no valid orientation tag (then nothing is transposed, as in
/// `ImageOps.exif_transpose`).
pub fn exif_orientation(bytes: &[u8]) -> Option<image::metadata::Orientation> {
    let mut i = 2; // after SOI
    while i + 4 <= bytes.len() {
        if bytes[i] != 0xFF {
            return None;
        }
        let marker = bytes[i + 1];
        if marker == 0xFF {
            i += 1; // fill byte
            continue;
        }
        // Segments without a length, then the start of scan: no EXIF after it.
        if (0xD0..=0xD9).contains(&marker) || marker == 0x01 {
            i += 2;
            continue;
        }
        if marker == 0xDA {
            return None;
        }
        let len = usize::from(u16::from_be_bytes([bytes[i + 2], bytes[i + 3]]));
        let body = bytes.get(i + 4..(i + 2 + len).max(i + 4))?;
        if marker == 0xE1 && body.starts_with(b"Exif\0\0") {
            return image::metadata::Orientation::from_exif_chunk(&body[6..]);
        }
        i += 2 + len.max(2);
    }
    None
}

/// Whether bytes start like a JPEG (SOI marker).
pub fn is_jpeg(bytes: &[u8]) -> bool {
    bytes.starts_with(&[0xFF, 0xD8, 0xFF])
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn muldiv255_is_pillows_rounded_division() {
        for a in 0..=255u32 {
            for b in 0..=255u32 {
                let exact = f64::from(a * b) / 255.0;
                assert_eq!(muldiv255(a, b), exact.round() as u32, "{a} * {b}");
            }
        }
    }

    #[test]
    fn garbage_and_truncated_files_are_errors_not_panics() {
        assert!(decode(b"\xFF\xD8\xFF").is_err());
        assert!(decode(b"not a jpeg").is_err());
        assert!(header(&[]).is_err());
    }
}
