//! The engine's own binding to the IREE runtime (built by `iree-sys` from
//! IREE 3.13 sources) and to the IREE compiler.
//!
//! Runtime handles are not thread-safe: a [`Session`] is deliberately neither
//! `Send` nor `Sync`; the engine gives it one owning thread and talks to it
//! through a typed handle.

pub mod compiler;
pub mod session;
pub mod tensor;

use std::ffi::c_void;

use iree_sys as sys;

pub use compiler::{CompileError, Compiler, CompilerOptions};

pub use session::{Arg, DeviceTensor, ParameterScope, Session};
pub use tensor::{ElementType, HostTensor};

/// Stack of each IREE task-worker thread (the runtime's default is 128 KiB).
/// Set once per process before the first device is created.
pub const WORKER_STACK_BYTES: usize = 16 << 20;

/// The most stack one dispatch may allocate (llvm-cpu's default is 32 KiB):
/// half the worker stack, the rest for the task system and callees.
pub const STACK_ALLOCATION_LIMIT: usize = WORKER_STACK_BYTES / 2;

/// Process-wide runtime flags, set once before the first device exists: the
/// worker stack size that [`STACK_ALLOCATION_LIMIT`] needs. Every
/// [`Session`] calls this first, so a runtime that does not know the flag
/// (its registration lives in the task system the local-task driver links)
/// fails every session loudly rather than running with 128 KiB stacks.
pub(crate) fn configure_runtime() -> Result<(), IreeError> {
    static RESULT: std::sync::OnceLock<Result<(), String>> = std::sync::OnceLock::new();
    RESULT
        .get_or_init(|| {
            let args = [c"engine".to_owned(), std::ffi::CString::new(format!("--task_worker_stack_size={WORKER_STACK_BYTES}")).expect("no NUL")];
            let mut ptrs: Vec<*mut std::os::raw::c_char> = args.iter().map(|a| a.as_ptr().cast_mut()).collect();
            let mut argc = ptrs.len() as std::os::raw::c_int;
            let mut argv = ptrs.as_mut_ptr();
            // SAFETY: argv points at NUL-terminated strings that outlive the
            // call; IREE reads them and rewrites only the pointer array.
            // Default mode: an unknown flag name is an error, not ignored.
            let status = unsafe { sys::iree_flags_parse(sys::iree_flags_parse_mode_bits_t_IREE_FLAGS_PARSE_MODE_DEFAULT, &mut argc, &mut argv) };
            check(status, || "setting the runtime's worker stack size".into()).map_err(|e| e.to_string())?;
            if argc != 1 {
                return Err(format!("the runtime left {} of its flags unparsed", argc - 1));
            }
            Ok(())
        })
        .clone()
        .map_err(IreeError::Invalid)
}

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
