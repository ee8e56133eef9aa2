//! The engine's own binding to the IREE runtime (built by `iree-sys` from
//! IREE 3.13 sources) and to the IREE compiler.
//!
//! Runtime handles are not thread-safe: a [`session::Session`] is
//! deliberately neither `Send` nor `Sync`; the server's scheduler thread
//! (`serve/scheduler.rs`) owns the engine's sessions and other threads talk
//! to it through a job channel.

pub mod archive;
pub mod compiler;
pub mod huge_pages;
pub mod parameters;
pub mod session;
pub mod tensor;

use std::ffi::c_void;

use iree_sys as sys;

pub use compiler::{CompileError, Compiler, CompilerOptions};

pub use session::{Arg, DeviceTensor, ParameterScope, Session};
pub use tensor::{ElementType, HostTensor};

#[derive(Debug, thiserror::Error)]
pub enum IreeError {
    #[error("IREE {what}: {message}")]
    Status { what: String, message: String },
    #[error("{0}")]
    Invalid(String),
}

/// The system (libc) allocator IREE was built with.
pub(crate) fn system_allocator() -> sys::iree_allocator_t {
    sys::iree_allocator_t { self_: std::ptr::null_mut(), ctl: Some(sys::iree_allocator_libc_ctl) }
}

/// An allocator that never frees (for memory IREE borrows from Rust).
pub(crate) fn null_allocator() -> sys::iree_allocator_t {
    sys::iree_allocator_t { self_: std::ptr::null_mut(), ctl: None }
}

/// The whole `page`-sized pages inside `[addr, addr + len)`, as
/// `(start, length)`: the start rounded up, the end down, so the partial
/// pages at either end (which may hold other data) are left out. `None`
/// when no whole page fits. For `madvise` on part of a block or mapping.
pub(crate) fn whole_pages(addr: usize, len: usize, page: usize) -> Option<(usize, usize)> {
    let start = addr.next_multiple_of(page);
    let end = addr.saturating_add(len) / page * page;
    (end > start).then(|| (start, end - start))
}

pub(crate) fn string_view(s: &str) -> sys::iree_string_view_t {
    sys::iree_string_view_t { data: s.as_ptr().cast(), size: s.len() }
}

/// Turns an IREE status into a Result, consuming the status.
pub(crate) fn check(status: sys::iree_status_t, what: impl FnOnce() -> String) -> Result<(), IreeError> {
    if status.is_null() {
        return Ok(());
    }
    let alloc = system_allocator();
    let mut buf: *mut std::os::raw::c_char = std::ptr::null_mut();
    let mut len: sys::iree_host_size_t = 0;
    // SAFETY: status is a live non-OK status; the buffer is allocated by IREE
    // with `alloc` and freed right after copying; the status is then freed.
    let message = unsafe {
        let ok = sys::iree_status_to_string(status, &alloc, &mut buf, &mut len);
        let text = if ok && !buf.is_null() {
            String::from_utf8_lossy(std::slice::from_raw_parts(buf.cast::<u8>(), len)).into_owned()
        } else {
            "unknown IREE error".to_string()
        };
        if !buf.is_null() {
            sys::iree_allocator_free(alloc, buf.cast::<c_void>());
        }
        sys::iree_status_ignore(status);
        text
    };
    Err(IreeError::Status { what: what(), message })
}
