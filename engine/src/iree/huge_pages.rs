//! The host allocator behind the engine's IREE devices: libc's, with large
//! allocations (the packed weights, the key/value pool, big activations)
//! advised onto transparent huge pages.
//!
//! Decode streams every weight once per step from several places at once
//! (4 weight tiles per vector step, one stream each, on every worker). On
//! 4 KiB pages each stream needs a page walk every 4 KiB; on 2 MiB pages,
//! one per 2 MiB. Linux's default THP mode, `madvise`, gives huge pages only
//! to ranges that ask for them, and IREE's heap allocator never asks, so
//! this allocator does: after libc's `malloc` / `calloc` / `realloc` of at
//! least [`HUGE_PAGE_MIN`] bytes it calls `madvise(MADV_HUGEPAGE)` on the
//! whole 2 MiB pages inside the block, before IREE writes it (the weights
//! are packed into it by the module's initializer). The advice is only
//! advice: where THP is off (`never`) or the kernel has no huge page to
//! give, the pages stay 4 KiB and nothing else changes.
//!
//! It reads memory a few percent faster and decodes one int8 slot no
//! slower (measured on an AMD EPYC Zen 3: `docs/measurements/2026-12-01-to-03-zen3-and-xeon.md`).
//! `QWEN_ENGINE_HUGE_PAGES=0` turns the advice off (to compare).

use std::ffi::c_void;

use iree_sys as sys;

/// Allocations of at least this many bytes are advised onto huge pages.
pub const HUGE_PAGE_MIN: usize = 4 << 20;

/// The transparent huge page size on x86-64 and most aarch64 kernels.
const HUGE_PAGE: usize = 2 << 20;

/// The allocator [`super::session::Session`]s create their devices with
/// (through the runtime instance): libc's, with huge-page advice unless
/// `QWEN_ENGINE_HUGE_PAGES=0`.
pub(crate) fn device_host_allocator() -> sys::iree_allocator_t {
    if enabled() {
        sys::iree_allocator_t { self_: std::ptr::null_mut(), ctl: Some(huge_page_ctl) }
    } else {
        super::system_allocator()
    }
}

/// Whether the engine advises its large blocks onto huge pages (unless
/// `QWEN_ENGINE_HUGE_PAGES=0`).
pub fn enabled() -> bool {
    std::env::var("QWEN_ENGINE_HUGE_PAGES").map_or(true, |v| v != "0")
}

/// libc's allocator control, then huge-page advice for large blocks.
///
/// # Safety
/// The IREE allocator contract: `params` points at the command's
/// parameters (`iree_allocator_alloc_params_t` for the allocating
/// commands) and `inout_ptr` at the block pointer.
unsafe extern "C" fn huge_page_ctl(
    self_: *mut c_void,
    command: sys::iree_allocator_command_t,
    params: *const c_void,
    inout_ptr: *mut *mut c_void,
) -> sys::iree_status_t {
    // SAFETY: forwarded unchanged under the same contract.
    let status = unsafe { sys::iree_allocator_libc_ctl(self_, command, params, inout_ptr) };
    let allocating = matches!(
        command,
        sys::iree_allocator_command_e_IREE_ALLOCATOR_COMMAND_MALLOC
            | sys::iree_allocator_command_e_IREE_ALLOCATOR_COMMAND_CALLOC
            | sys::iree_allocator_command_e_IREE_ALLOCATOR_COMMAND_REALLOC
    );
    if status.is_null() && allocating && !params.is_null() && !inout_ptr.is_null() {
        // SAFETY: for these commands `params` is an alloc-params struct and
        // `*inout_ptr` the block libc just returned for it.
        let (len, ptr) = unsafe { ((*params.cast::<sys::iree_allocator_alloc_params_t>()).byte_length, *inout_ptr) };
        if len >= HUGE_PAGE_MIN && !ptr.is_null() {
            advise_huge_pages(ptr, len);
        }
    }
    status
}

/// Asks the kernel to back the whole 2 MiB pages of `[ptr, ptr + len)`
/// with huge pages (the partial pages at either end keep 4 KiB pages: they
/// may belong to other blocks). Returns whether the kernel took the advice.
pub fn advise_huge_pages(ptr: *mut c_void, len: usize) -> bool {
    let Some((start, len)) = super::whole_pages(ptr as usize, len, HUGE_PAGE) else {
        return false;
    };
    #[cfg(target_os = "linux")]
    {
        // SAFETY: advice on whole pages inside a block this process owns;
        // MADV_HUGEPAGE changes no contents.
        unsafe { libc::madvise(start as *mut c_void, len, libc::MADV_HUGEPAGE) == 0 }
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = (start, len);
        false
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn advice_covers_only_whole_huge_pages_inside_the_block() {
        // Less than one aligned huge page inside: no advice at all.
        let small = vec![0u8; HUGE_PAGE];
        assert!(!advise_huge_pages(small.as_ptr() as *mut c_void, HUGE_PAGE - 1));
        let big = vec![0u8; 3 * HUGE_PAGE];
        let taken = advise_huge_pages(big.as_ptr() as *mut c_void, big.len());
        // The kernel may refuse (THP compiled out); where THP is `madvise`
        // or `always`, it takes it.
        let mode = std::fs::read_to_string("/sys/kernel/mm/transparent_hugepage/enabled").unwrap_or_default();
        if mode.contains("[madvise]") || mode.contains("[always]") {
            assert!(taken, "THP mode {mode:?} refused the advice");
        }
        assert!(big.iter().all(|&b| b == 0), "advice changed the contents");
    }

    #[test]
    fn the_allocator_allocates_and_frees_large_and_small_blocks() {
        let alloc = sys::iree_allocator_t { self_: std::ptr::null_mut(), ctl: Some(huge_page_ctl) };
        for len in [64usize, HUGE_PAGE_MIN, HUGE_PAGE_MIN + 12345] {
            let mut p: *mut c_void = std::ptr::null_mut();
            // SAFETY: plain IREE allocator use; the block is freed below.
            unsafe {
                assert!(sys::iree_allocator_malloc(alloc, len, &mut p).is_null());
                assert!(!p.is_null());
                std::ptr::write_bytes(p.cast::<u8>(), 7, len);
                assert_eq!(*p.cast::<u8>().add(len - 1), 7);
                sys::iree_allocator_free(alloc, p);
            }
        }
    }
}
