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
//! ([`aligned_archive`]). The unpacked originals are then clean file-backed
//! pages: [`MappedFiles::drop_resident_pages`] unmaps them from the process
//! (the kernel keeps them in its page cache and faults back, from there or
//! the file, whatever is read again: embedding rows, norms, biases), which
//! leaves the packed copy as the only resident one.

use std::path::{Path, PathBuf};
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

/// Identity of a set of checkpoint files: names, sizes and modification
/// times (hashing gigabytes at every start would cost more than it saves).
fn identity(files: &[PathBuf]) -> Result<String, IreeError> {
    use sha2::{Digest, Sha256};
    let mut parts = Vec::new();
    for f in files {
        let meta = std::fs::metadata(f).map_err(|e| IreeError::Invalid(format!("{}: {e}", f.display())))?;
        let modified = meta
            .modified()
            .ok()
            .and_then(|t| t.duration_since(std::time::UNIX_EPOCH).ok())
            .map(|d| d.as_nanos())
            .unwrap_or(0);
        let canonical = std::fs::canonicalize(f).unwrap_or_else(|_| f.clone());
        parts.push(serde_json::json!({ "path": canonical, "bytes": meta.len(), "modified_ns": modified.to_string() }));
    }
    Ok(hex::encode(Sha256::digest(serde_json::Value::Array(parts).to_string().as_bytes())))
}

struct ArchiveTarget {
    path: String,
}

unsafe extern "C" fn open_archive_target(
    user_data: *mut std::ffi::c_void,
    archive_offset: sys::iree_io_physical_offset_t,
    archive_length: sys::iree_io_physical_size_t,
    out_file_handle: *mut *mut sys::iree_io_file_handle_t,
) -> sys::iree_status_t {
    let target = &*(user_data as *const ArchiveTarget);
    let mode =
        sys::iree_io_file_mode_bits_t_IREE_IO_FILE_MODE_READ | sys::iree_io_file_mode_bits_t_IREE_IO_FILE_MODE_WRITE;
    sys::iree_io_file_handle_create(
        mode as _,
        string_view(&target.path),
        archive_offset + archive_length,
        system_allocator(),
        out_file_handle,
    )
}

/// The files to serve for `files`: themselves when every tensor in them is
/// already 64-byte aligned, else an aligned `.irpa` rewrite of all of them,
/// made once in `cache_dir` (under a temporary name, renamed into place) and
/// reused while the checkpoint files keep their sizes and times.
/// `on_build(bytes)` is called before a rewrite starts.
pub fn aligned_archive(
    files: &[PathBuf],
    cache_dir: &Path,
    on_build: impl FnOnce(u64),
) -> Result<Vec<PathBuf>, IreeError> {
    // A warm start finds its archive from file metadata alone.
    let key = identity(files)?;
    let archive = cache_dir.join(format!("params-{key}.irpa"));
    let record = cache_dir.join(format!("params-{key}.json"));
    if archive.is_file() && record.is_file() {
        return Ok(vec![archive]);
    }
    let mapped = MappedFiles::open(files)?;
    let misaligned = with_index(|index| {
        // SAFETY: `index` is live for this closure; `mapped` outlives it.
        unsafe {
            mapped.index_into(files, index)?;
            misaligned_entries(index)
        }
    })?;
    if misaligned == 0 {
        return Ok(files.to_vec());
    }
    // One builder at a time in this process: the others wait, then find
    // the archive. (Other processes write their own temporary file; the
    // renames are atomic and the contents identical.)
    static BUILDING: std::sync::Mutex<()> = std::sync::Mutex::new(());
    let _one = BUILDING.lock().unwrap_or_else(std::sync::PoisonError::into_inner);
    if archive.is_file() && record.is_file() {
        return Ok(vec![archive]);
    }
    let io = |e: std::io::Error| IreeError::Invalid(format!("{}: {e}", cache_dir.display()));
    std::fs::create_dir_all(cache_dir).map_err(io)?;
    remove_stale_archives(cache_dir);
    static SERIAL: std::sync::atomic::AtomicU64 = std::sync::atomic::AtomicU64::new(0);
    let serial = SERIAL.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let tmp = cache_dir.join(format!("params-{key}.irpa.tmp{}-{serial}", std::process::id()));
    on_build(mapped.spans.iter().map(|s| s.1 as u64).sum());
    let target = ArchiveTarget { path: tmp.to_string_lossy().into_owned() };
    let built = with_index(|source| {
        // SAFETY: both indices are live for this closure; `target` outlives
        // the build call that uses it through the callback.
        unsafe {
            mapped.index_into(files, source)?;
            with_index(|written| {
                let open = sys::iree_io_parameter_archive_file_open_callback_t {
                    fn_: Some(open_archive_target),
                    user_data: (&target as *const ArchiveTarget).cast_mut().cast(),
                };
                check(sys::iree_io_build_parameter_archive(source, written, open, 0, system_allocator()), || {
                    format!("writing the aligned parameter archive {}", target.path)
                })
            })
        }
    });
    if let Err(e) = built {
        let _ = std::fs::remove_file(&tmp);
        return Err(e);
    }
    // The record goes first: an archive in place always has one, so a
    // concurrent cleanup never takes it for an interrupted write.
    let sources: Vec<String> = files
        .iter()
        .map(|f| std::fs::canonicalize(f).unwrap_or_else(|_| f.clone()).to_string_lossy().into_owned())
        .collect();
    let note = serde_json::json!({ "identity": key, "sources": sources });
    std::fs::write(&record, serde_json::to_string_pretty(&note).expect("json")).map_err(io)?;
    std::fs::rename(&tmp, &archive).map_err(io)?;
    Ok(vec![archive])
}

/// Remove archives whose checkpoint files are gone or changed since they
/// were written (their record's identity no longer matches), archives
/// without a record, and temporary files of builds that died. Best effort: a file another
/// process is still mapping stays readable to it until unmapped.
fn remove_stale_archives(cache_dir: &Path) {
    let Ok(entries) = std::fs::read_dir(cache_dir) else { return };
    for entry in entries.flatten() {
        let path = entry.path();
        let name = entry.file_name().to_string_lossy().into_owned();
        // A temporary file a crashed build left (a live build touches its
        // file far more often than hourly).
        let old = || {
            entry
                .metadata()
                .ok()
                .and_then(|m| m.modified().ok())
                .and_then(|t| t.elapsed().ok())
                .is_some_and(|age| age.as_secs() > 3600)
        };
        if name.starts_with("params-") && name.contains(".irpa.tmp") && old() {
            let _ = std::fs::remove_file(&path);
            continue;
        }
        let Some(key) = name.strip_prefix("params-").and_then(|n| n.strip_suffix(".irpa")) else { continue };
        let record = cache_dir.join(format!("params-{key}.json"));
        let current = std::fs::read_to_string(&record)
            .ok()
            .and_then(|t| serde_json::from_str::<serde_json::Value>(&t).ok())
            .and_then(|v| {
                let sources: Option<Vec<PathBuf>> =
                    v["sources"].as_array()?.iter().map(|s| s.as_str().map(PathBuf::from)).collect();
                Some(identity(&sources?).ok()? == key)
            })
            .unwrap_or(false);
        if !current {
            tracing::info!("removing stale parameter archive {}", path.display());
            let _ = std::fs::remove_file(&path);
            let _ = std::fs::remove_file(&record);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// `(key, bytes)` of every file-backed parameter the files serve.
    fn served(files: &[PathBuf]) -> Vec<(String, u64, Vec<u8>)> {
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

    /// A safetensors file whose odd-sized tensors leave later ones unaligned.
    fn write_misaligned(path: &Path) -> Vec<(String, Vec<u8>)> {
        use safetensors::tensor::{Dtype, TensorView};
        let tensors: Vec<(String, Vec<u8>)> = vec![
            ("a.bias".into(), vec![1, 2, 3, 4, 5, 6]),
            ("b.weight".into(), (0..=255u8).cycle().take(4 * 37).collect()),
            ("c.norm".into(), vec![9; 10]),
        ];
        let views: Vec<(String, TensorView)> = tensors
            .iter()
            .map(|(k, b)| (k.clone(), TensorView::new(Dtype::BF16, vec![b.len() / 2], b).unwrap()))
            .collect();
        safetensors::serialize_to_file(views, None, path).unwrap();
        tensors
    }

    #[test]
    fn a_misaligned_checkpoint_is_served_from_an_aligned_archive_with_the_same_bytes() {
        let dir = tempfile::tempdir().unwrap();
        let (ckpt, cache) = (dir.path().join("model.safetensors"), dir.path().join("cache"));
        let tensors = write_misaligned(&ckpt);
        assert!(
            served(std::slice::from_ref(&ckpt)).iter().any(|(_, off, _)| off % IMPORT_ALIGNMENT != 0),
            "fixture must start misaligned"
        );
        let mut built = 0;
        let files = aligned_archive(std::slice::from_ref(&ckpt), &cache, |_| built += 1).unwrap();
        assert_eq!(built, 1);
        assert_eq!(files.len(), 1);
        assert_eq!(files[0].extension().unwrap(), "irpa");
        let mut got = served(&files);
        got.sort();
        assert_eq!(got.len(), tensors.len());
        for ((key, off, bytes), (want_key, want)) in got.iter().zip(&tensors) {
            assert_eq!((key, bytes), (want_key, want));
            assert_eq!(off % IMPORT_ALIGNMENT, 0, "{key} at offset {off}");
        }
        // Warm start: the archive is reused, not rewritten.
        let again = aligned_archive(std::slice::from_ref(&ckpt), &cache, |_| built += 1).unwrap();
        assert_eq!((again, built), (files.clone(), 1));
    }

    #[test]
    fn a_changed_checkpoint_gets_a_new_archive_and_the_stale_one_is_removed() {
        let dir = tempfile::tempdir().unwrap();
        let (ckpt, cache) = (dir.path().join("model.safetensors"), dir.path().join("cache"));
        write_misaligned(&ckpt);
        let first = aligned_archive(std::slice::from_ref(&ckpt), &cache, |_| ()).unwrap();
        std::thread::sleep(std::time::Duration::from_millis(20));
        let mut tensors = write_misaligned(&ckpt);
        let second = aligned_archive(std::slice::from_ref(&ckpt), &cache, |_| ()).unwrap();
        assert_ne!(first, second);
        assert!(!first[0].exists(), "stale archive {} kept", first[0].display());
        let mut got = served(&second);
        got.sort();
        tensors.sort();
        assert_eq!(got.into_iter().map(|(k, _, b)| (k, b)).collect::<Vec<_>>(), tensors);
    }

    #[test]
    fn an_aligned_checkpoint_is_served_as_is() {
        let dir = tempfile::tempdir().unwrap();
        let (ckpt, cache) = (dir.path().join("model.safetensors"), dir.path().join("cache"));
        // Header padded with spaces so the data starts at byte 128; one
        // 64-byte tensor then another.
        let mut header = br#"{"x":{"dtype":"U8","shape":[64],"data_offsets":[0,64]},"y":{"dtype":"U8","shape":[64],"data_offsets":[64,128]}}"#.to_vec();
        header.resize(120, b' ');
        let mut file = (header.len() as u64).to_le_bytes().to_vec();
        file.extend_from_slice(&header);
        file.extend((0..128u8).collect::<Vec<_>>());
        std::fs::write(&ckpt, file).unwrap();
        let files = aligned_archive(std::slice::from_ref(&ckpt), &cache, |_| panic!("no archive needed")).unwrap();
        assert_eq!(files, vec![ckpt]);
        assert!(!cache.exists());
    }
}
