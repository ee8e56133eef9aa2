//! Weights served to IREE from memory-mapped files, so the process holds one
//! copy of them.
//!
//! The compiled modules pack (data-tile) every matmul weight once, in their
//! initializers, into device buffers of their own. IREE's parameter provider
//! imports a parameter without copying when its file is a host allocation
//! and the tensor sits at a 64-byte aligned address; otherwise it allocates
//! a buffer and reads the bytes into it, and that unpacked copy then lives
//! as long as the session, beside the packed one.
//!
//! So every file is mapped read-only ([`MappedFiles`]) and handed to IREE as
//! a host allocation; a checkpoint whose tensors are not all 64-byte aligned
//! (Hugging Face safetensors start their data at `8 + header length`, so they
//! practically never are) is first rewritten, once, into an aligned IREE
//! parameter archive (`.irpa`, same keys, same bytes) in the artifact cache
//! ([`super::archive::aligned_archive`]). The unpacked originals are then clean file-backed
//! pages: [`MappedFiles::drop_resident_pages`] unmaps them from the process
//! (the kernel keeps them in its page cache and faults back, from there or
//! the file, whatever is read again: embedding rows, norms, biases), which
//! leaves the packed copy as the only resident one.

use std::path::PathBuf;
use std::ptr::null_mut;

use iree_sys as sys;

use super::{check, string_view, system_allocator, IreeError};

/// The alignment IREE's heap allocator requires of an imported buffer
/// (`IREE_HAL_HEAP_BUFFER_ALIGNMENT`); the `.irpa` writer aligns data to it.
pub const IMPORT_ALIGNMENT: u64 = 64;

/// Read-only mappings of parameter files, each wrapped as an IREE file
/// handle over host memory. Dropping releases this owner's references; IREE
/// keeps a mapping alive while any of its imported buffers is.
pub struct MappedFiles {
    handles: Vec<*mut sys::iree_io_file_handle_t>,
    spans: Vec<(usize, usize)>,
}

impl Drop for MappedFiles {
    fn drop(&mut self) {
        for &h in &self.handles {
            // SAFETY: each handle was created for this owner and is released once.
            unsafe { sys::iree_io_file_handle_release(h) }
        }
    }
}

unsafe extern "C" fn release_mapping(
    user_data: *mut std::ffi::c_void,
    _primitive: sys::iree_io_file_handle_primitive_t,
) {
    sys::iree_io_file_mapping_release(user_data.cast());
}

impl MappedFiles {
    /// Map every file read-only and shared (its pages stay file-backed).
    pub fn open(files: &[PathBuf]) -> Result<Self, IreeError> {
        let mut mapped = MappedFiles { handles: Vec::new(), spans: Vec::new() };
        for file in files {
            let path = file.to_str().ok_or_else(|| IreeError::Invalid(format!("non-UTF-8 path {}", file.display())))?;
            // SAFETY: plain IREE C API use; the fd handle is released once the
            // mapping (which retains it) exists; the mapping is released by
            // the wrapping handle's callback, or here if wrapping fails.
            unsafe {
                let alloc = system_allocator();
                let mut fd: *mut sys::iree_io_file_handle_t = null_mut();
                check(
                    sys::iree_io_file_handle_open(
                        sys::iree_io_file_mode_bits_t_IREE_IO_FILE_MODE_READ as _,
                        string_view(path),
                        alloc,
                        &mut fd,
                    ),
                    || format!("opening parameter file {path}"),
                )?;
                let mut mapping: *mut sys::iree_io_file_mapping_t = null_mut();
                let flags = sys::iree_io_file_mapping_flag_bits_t_IREE_IO_FILE_MAPPING_FLAG_EXCLUDE_FROM_DUMPS as u64;
                let mapped_ok = check(
                    sys::iree_io_file_map_view(
                        fd,
                        sys::iree_io_file_access_bits_t_IREE_IO_FILE_ACCESS_READ as _,
                        0,
                        usize::MAX,
                        flags,
                        alloc,
                        &mut mapping,
                    ),
                    || format!("mapping parameter file {path}"),
                );
                sys::iree_io_file_handle_release(fd);
                mapped_ok?;
                let contents = sys::iree_io_file_mapping_contents_rw(mapping);
                let callback = sys::iree_io_file_handle_release_callback_t {
                    fn_: Some(release_mapping),
                    user_data: mapping.cast(),
                };
                let mut handle: *mut sys::iree_io_file_handle_t = null_mut();
                let wrapped = check(
                    sys::iree_io_file_handle_wrap_host_allocation(
                        sys::iree_io_file_access_bits_t_IREE_IO_FILE_ACCESS_READ as _,
                        contents,
                        callback,
                        alloc,
                        &mut handle,
                    ),
                    || format!("wrapping the mapping of {path}"),
                );
                if wrapped.is_err() {
                    sys::iree_io_file_mapping_release(mapping);
                }
                wrapped?;
                mapped.handles.push(handle);
                mapped.spans.push((contents.data as usize, contents.data_length));
            }
        }
        Ok(mapped)
    }

    /// Parse every file's index (safetensors, irpa or gguf) into `index`.
    ///
    /// # Safety
    /// `index` must be a live parameter index.
    pub unsafe fn index_into(
        &self,
        files: &[PathBuf],
        index: *mut sys::iree_io_parameter_index_t,
    ) -> Result<(), IreeError> {
        for (file, &handle) in files.iter().zip(&self.handles) {
            let path = file.to_string_lossy();
            check(sys::iree_io_parse_file_index(string_view(&path), handle, index, system_allocator()), || {
                format!("indexing parameter file {path}")
            })?;
        }
        Ok(())
    }

    /// The mapped address ranges (for [`drop_resident_pages`]).
    pub fn spans(&self) -> Vec<(usize, usize)> {
        self.spans.clone()
    }
}

/// Unmap the resident pages of read-only file mappings from this process.
/// Safe at any time: the mappings are shared and never written, so a later
/// read faults the same bytes back in from the page cache or the file.
pub fn drop_resident_pages(spans: &[(usize, usize)]) {
    for &(ptr, len) in spans {
        // SAFETY: (ptr, len) is a live read-only MAP_SHARED file mapping
        // (kept alive by its owner); MADV_DONTNEED on such a mapping only
        // drops page-table entries, never data.
        unsafe {
            libc::madvise(ptr as *mut libc::c_void, len, libc::MADV_DONTNEED);
        }
    }
}

/// [`drop_resident_pages`] for the whole pages inside `bytes`, a slice of a
/// live read-only file mapping: what a one-pass reader (the aligned
/// archive's copy) has finished with. Pages the slice only partly covers
/// stay (their other bytes may belong to a tensor not yet read).
pub fn drop_resident_slice(bytes: &[u8]) {
    if let Some(span) = super::whole_pages(bytes.as_ptr() as usize, bytes.len(), page_size()) {
        drop_resident_pages(&[span]);
    }
}

fn page_size() -> usize {
    // SAFETY: sysconf has no preconditions.
    let size = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    usize::try_from(size).ok().filter(|&s| s > 0).unwrap_or(4096)
}

/// `(key, file offset, length)` of each file-backed entry of `index`.
///
/// # Safety
/// `index` must be a live parameter index.
pub unsafe fn file_entries(index: *mut sys::iree_io_parameter_index_t) -> Result<Vec<(String, u64, u64)>, IreeError> {
    let mut out = Vec::new();
    for i in 0..sys::iree_io_parameter_index_count(index) {
        let mut entry: *const sys::iree_io_parameter_index_entry_t = std::ptr::null();
        check(sys::iree_io_parameter_index_get(index, i, &mut entry), || format!("reading parameter index entry {i}"))?;
        let e = &*entry;
        if e.type_ == sys::iree_io_parameter_index_entry_storage_type_e_IREE_IO_PARAMETER_INDEX_ENTRY_STORAGE_TYPE_FILE
        {
            let key =
                String::from_utf8_lossy(std::slice::from_raw_parts(e.key.data.cast::<u8>(), e.key.size)).into_owned();
            out.push((key, e.storage.file.offset, e.length));
        }
    }
    Ok(out)
}

/// Number of file-backed entries of `index` whose offset is not a multiple
/// of [`IMPORT_ALIGNMENT`] (a mapping starts page-aligned, so the offset
/// decides the address's alignment).
///
/// # Safety
/// `index` must be a live parameter index.
pub unsafe fn misaligned_entries(index: *mut sys::iree_io_parameter_index_t) -> Result<usize, IreeError> {
    Ok(file_entries(index)?.iter().filter(|(_, offset, _)| offset % IMPORT_ALIGNMENT != 0).count())
}

/// A parameter index owned for the duration of a closure.
pub(crate) fn with_index<T>(
    f: impl FnOnce(*mut sys::iree_io_parameter_index_t) -> Result<T, IreeError>,
) -> Result<T, IreeError> {
    let mut index: *mut sys::iree_io_parameter_index_t = null_mut();
    // SAFETY: the index is created here and released after `f` returns.
    unsafe {
        check(sys::iree_io_parameter_index_create(system_allocator(), &mut index), || {
            "creating a parameter index".into()
        })?;
        let out = f(index);
        sys::iree_io_parameter_index_release(index);
        out
    }
}

#[cfg(test)]
pub(crate) mod tests_support {
    use super::*;

    /// `(key, bytes)` of every file-backed parameter the files serve.
    pub fn served(files: &[PathBuf]) -> Vec<(String, u64, Vec<u8>)> {
        let mapped = MappedFiles::open(files).unwrap();
        let base = mapped.spans()[0].0;
        with_index(|index| unsafe {
            mapped.index_into(files, index)?;
            Ok(file_entries(index)?
                .into_iter()
                .map(|(k, off, len)| {
                    (k, off, std::slice::from_raw_parts((base + off as usize) as *const u8, len as usize).to_vec())
                })
                .collect())
        })
        .unwrap()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Resident bytes of the mapping that starts at `start`, from
    /// `/proc/self/smaps` (this mapping's own line, not the process total,
    /// so other tests' memory cannot disturb it).
    fn resident_kb(start: usize) -> u64 {
        let smaps = std::fs::read_to_string("/proc/self/smaps").unwrap();
        let mut lines = smaps.lines();
        while let Some(line) = lines.next() {
            let range = line.split_whitespace().next().unwrap_or("");
            let Some((lo, _)) = range.split_once('-') else { continue };
            if usize::from_str_radix(lo, 16) != Ok(start) {
                continue;
            }
            for l in lines.by_ref() {
                if let Some(kb) = l.strip_prefix("Rss:") {
                    return kb.trim().trim_end_matches(" kB").trim().parse().unwrap();
                }
            }
        }
        panic!("no mapping at {start:#x} in /proc/self/smaps");
    }

    #[test]
    fn a_read_slice_leaves_the_process_but_its_partial_pages_stay() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("weights.bin");
        let pages = 64;
        let page = page_size();
        std::fs::write(&path, vec![7u8; pages * page]).unwrap();
        let mapped = MappedFiles::open(std::slice::from_ref(&path)).unwrap();
        let (base, len) = mapped.spans()[0];
        // SAFETY: the mapping is live and read-only for `mapped`'s life.
        let bytes = unsafe { std::slice::from_raw_parts(base as *const u8, len) };
        assert_eq!(bytes.iter().map(|&b| u64::from(b)).sum::<u64>(), 7 * len as u64);
        let kb = |pages: usize| (pages * page / 1024) as u64;
        assert_eq!(resident_kb(base), kb(pages), "every page read is resident");

        // A slice from the middle of page 1 to the middle of page 10: pages
        // 2..=9 go, the two it shares with its neighbours stay.
        drop_resident_slice(&bytes[page + page / 2..10 * page + page / 2]);
        assert_eq!(resident_kb(base), kb(pages - 8));
        drop_resident_slice(bytes);
        assert_eq!(resident_kb(base), 0);
        // The bytes are still there (faulted back from the page cache).
        assert_eq!(bytes[5 * page], 7);
    }
}
