//! The aligned parameter archive: a checkpoint whose tensors are not all
//! 64-byte aligned is rewritten once, same keys and bytes, into an IREE
//! parameter archive (`.irpa`) in the artifact cache, so that IREE can import
//! every parameter from the mapping without copying it (see
//! [`super::parameters`]).
//!
//! IREE's archive builder lays out the archive and writes its header and
//! index; the tensor bytes are copied here, from the mapped checkpoint into
//! the archive, in pieces, so that the caller can show the first preparation
//! of a checkpoint as a byte progress bar. (IREE's one-call
//! `iree_io_build_parameter_archive` copies everything through one stream
//! call per tensor with no progress to observe.)

use std::os::unix::fs::FileExt;
use std::path::{Path, PathBuf};
use std::ptr::null_mut;

use iree_sys as sys;

use super::parameters::{drop_resident_slice, misaligned_entries, with_index, MappedFiles};
use super::{check, string_view, system_allocator, IreeError};

/// The largest piece copied between two progress reports.
const COPY_PIECE: usize = 16 << 20;

/// Identity of a set of checkpoint files: names, sizes and modification
/// times (hashing gigabytes at every start would cost more than it saves).
pub(crate) fn identity(files: &[PathBuf]) -> Result<String, IreeError> {
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

/// Canonical paths of `files` (as archive records name their sources).
pub(crate) fn canonical(files: &[PathBuf]) -> Vec<String> {
    files
        .iter()
        .map(|f| std::fs::canonicalize(f).unwrap_or_else(|_| f.clone()).to_string_lossy().into_owned())
        .collect()
}

/// The files to serve for `files`: themselves when every tensor in them is
/// already 64-byte aligned, else an aligned `.irpa` rewrite of all of them,
/// made once in `cache_dir` (under a temporary name, renamed into place) and
/// reused while the checkpoint files keep their sizes and times.
///
/// Before a rewrite starts, `on_build(total_bytes)` is called; the progress
/// function it returns is then called with the tensor bytes copied so far
/// (non-decreasing, ending at `total_bytes`).
pub fn aligned_archive<P: FnMut(u64)>(
    files: &[PathBuf],
    cache_dir: &Path,
    on_build: impl FnOnce(u64) -> P,
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
    let built = with_index(|source| {
        // SAFETY: `source` is live for this closure; `mapped` outlives it.
        unsafe {
            mapped.index_into(files, source)?;
            write_archive(source, &tmp, on_build)
        }
    });
    if let Err(e) = built {
        let _ = std::fs::remove_file(&tmp);
        return Err(e);
    }
    // The record goes first: an archive in place always has one, so a
    // concurrent cleanup never takes it for an interrupted write.
    let note = serde_json::json!({ "identity": key, "sources": canonical(files) });
    std::fs::write(&record, serde_json::to_string_pretty(&note).expect("json")).map_err(io)?;
    std::fs::rename(&tmp, &archive).map_err(io)?;
    Ok(vec![archive])
}

/// A new archive at `path` with one data entry per `(name, length)`, each
/// 64-byte aligned and zero-filled: returns the entries' offsets in the
/// file, for the caller to write their bytes at.
pub fn create_archive(path: &Path, entries: &[(String, u64)]) -> Result<Vec<u64>, IreeError> {
    // SAFETY: the builder and the index live for this block; every name
    // outlives the calls that read it.
    unsafe {
        let mut builder: sys::iree_io_parameter_archive_builder_t = std::mem::zeroed();
        check(sys::iree_io_parameter_archive_builder_initialize(system_allocator(), &mut builder), || {
            "starting a parameter archive".into()
        })?;
        let empty = sys::iree_const_byte_span_t { data: std::ptr::null(), data_length: 0 };
        let mut laid_out = Ok(());
        for (name, length) in entries {
            laid_out = check(
                sys::iree_io_parameter_archive_builder_add_data_entry(
                    &mut builder,
                    string_view(name),
                    empty,
                    sys::IREE_IO_PARAMETER_ARCHIVE_DEFAULT_DATA_ALIGNMENT as u64,
                    *length,
                ),
                || format!("laying out parameter {name}"),
            );
            if laid_out.is_err() {
                break;
            }
        }
        let offsets = laid_out.and_then(|()| {
            with_index(|target| {
                write_header(&builder, path, target)?;
                let mut offsets = Vec::with_capacity(entries.len());
                for (name, _) in entries {
                    let mut placed: *const sys::iree_io_parameter_index_entry_t = std::ptr::null();
                    check(sys::iree_io_parameter_index_lookup(target, string_view(name), &mut placed), || {
                        format!("finding parameter {name} in the new archive")
                    })?;
                    offsets.push((*placed).storage.file.offset);
                }
                Ok(offsets)
            })
        });
        sys::iree_io_parameter_archive_builder_deinitialize(&mut builder);
        offsets
    }
}

/// Write every file entry of `source` (whose files are host allocations:
/// the mapped checkpoint) into a new archive at `path` ([`create_archive`]),
/// copying the bytes in pieces of [`COPY_PIECE`] with progress reports.
/// Each copied piece's pages are dropped from the process at once: read
/// through the mapping, a 4.4 GB checkpoint otherwise stayed resident
/// until the copy ended (a first start of the 2B shape in int8 peaked at
/// over twice the RSS of later starts).
///
/// # Safety
/// `source` must be a live index whose file entries are backed by host
/// allocations that stay mapped for the duration of the call.
unsafe fn write_archive<P: FnMut(u64)>(
    source: *mut sys::iree_io_parameter_index_t,
    path: &Path,
    on_build: impl FnOnce(u64) -> P,
) -> Result<(), IreeError> {
    let tensors = mapped_tensors(source)?;
    let entries: Vec<(String, u64)> = tensors.iter().map(|(name, bytes)| (name.clone(), bytes.len() as u64)).collect();
    let offsets = create_archive(path, &entries)?;
    let total: u64 = entries.iter().map(|(_, n)| n).sum();
    let mut progress = on_build(total);
    let file = std::fs::OpenOptions::new()
        .write(true)
        .open(path)
        .map_err(|e| IreeError::Invalid(format!("opening {}: {e}", path.display())))?;
    let mut done = 0u64;
    for ((_, bytes), at) in tensors.iter().zip(offsets) {
        for (i, piece) in bytes.chunks(COPY_PIECE).enumerate() {
            let at = at + (i * COPY_PIECE) as u64;
            file.write_all_at(piece, at).map_err(|e| IreeError::Invalid(format!("writing {}: {e}", path.display())))?;
            // Copied: its pages leave the process (not the page cache), so
            // the first preparation does not hold the checkpoint resident.
            drop_resident_slice(piece);
            done += piece.len() as u64;
            progress(done);
        }
    }
    Ok(())
}

/// `(key, bytes)` of every entry of `source`, read in place from its
/// host-allocation file. Checkpoint parsers (safetensors) only produce
/// file entries; anything else is refused.
///
/// # Safety
/// As [`write_archive`]; the slices live as long as the mappings.
unsafe fn mapped_tensors<'a>(
    source: *mut sys::iree_io_parameter_index_t,
) -> Result<Vec<(String, &'a [u8])>, IreeError> {
    let file_type = sys::iree_io_parameter_index_entry_storage_type_e_IREE_IO_PARAMETER_INDEX_ENTRY_STORAGE_TYPE_FILE;
    let mut out = Vec::new();
    for i in 0..sys::iree_io_parameter_index_count(source) {
        let mut entry: *const sys::iree_io_parameter_index_entry_t = std::ptr::null();
        check(sys::iree_io_parameter_index_get(source, i, &mut entry), || {
            format!("reading parameter index entry {i}")
        })?;
        let e = &*entry;
        let key = String::from_utf8_lossy(std::slice::from_raw_parts(e.key.data.cast::<u8>(), e.key.size)).into_owned();
        if e.type_ != file_type {
            return Err(IreeError::Invalid(format!(
                "parameter {key}: not stored in a file (storage type {})",
                e.type_
            )));
        }
        let primitive = sys::iree_io_file_handle_primitive(e.storage.file.handle);
        if primitive.type_ != sys::iree_io_file_handle_type_e_IREE_IO_FILE_HANDLE_TYPE_HOST_ALLOCATION {
            return Err(IreeError::Invalid(format!("parameter {key}: its file is not mapped")));
        }
        let span = primitive.value.host_allocation;
        let end = e.storage.file.offset.checked_add(e.length);
        if end.is_none_or(|end| end > span.data_length as u64) {
            return Err(IreeError::Invalid(format!("parameter {key}: its bytes run past the end of its file")));
        }
        out.push((key, std::slice::from_raw_parts(span.data.add(e.storage.file.offset as usize), e.length as usize)));
    }
    Ok(out)
}

/// Create the archive file at its full size and write its header and entry
/// table; `target` receives each entry's place in the file.
unsafe fn write_header(
    builder: &sys::iree_io_parameter_archive_builder_t,
    path: &Path,
    target: *mut sys::iree_io_parameter_index_t,
) -> Result<(), IreeError> {
    let alloc = system_allocator();
    let path_text = path.to_string_lossy();
    let size = sys::iree_io_parameter_archive_builder_total_size(builder);
    let mode =
        sys::iree_io_file_mode_bits_t_IREE_IO_FILE_MODE_READ | sys::iree_io_file_mode_bits_t_IREE_IO_FILE_MODE_WRITE;
    let mut handle: *mut sys::iree_io_file_handle_t = null_mut();
    check(sys::iree_io_file_handle_create(mode as _, string_view(&path_text), size, alloc, &mut handle), || {
        format!("creating the parameter archive {path_text}")
    })?;
    let mut stream: *mut sys::iree_io_stream_t = null_mut();
    let mut status = sys::iree_io_stream_open(
        sys::iree_io_stream_mode_bits_t_IREE_IO_STREAM_MODE_WRITABLE as _,
        handle,
        0,
        alloc,
        &mut stream,
    );
    if status.is_null() {
        status = sys::iree_io_parameter_archive_builder_write(builder, handle, 0, stream, target);
        sys::iree_io_stream_release(stream);
    }
    // The target index keeps its own reference to the file handle.
    sys::iree_io_file_handle_release(handle);
    check(status, || format!("writing the header of the parameter archive {path_text}"))
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
    use super::super::parameters::{tests_support::served, IMPORT_ALIGNMENT};
    use super::*;

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
        let (mut totals, mut reports) = (Vec::new(), Vec::new());
        let files = aligned_archive(std::slice::from_ref(&ckpt), &cache, |total| {
            totals.push(total);
            |done| reports.push(done)
        })
        .unwrap();
        let bytes: u64 = tensors.iter().map(|(_, b)| b.len() as u64).sum();
        assert_eq!(totals, vec![bytes], "one build, announced with the tensor bytes");
        assert_eq!(reports.len(), tensors.len(), "one report per tensor under the piece size");
        assert!(reports.windows(2).all(|w| w[0] < w[1]) && reports.last() == Some(&bytes), "{reports:?}");
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
        let again = aligned_archive(std::slice::from_ref(&ckpt), &cache, no_rewrite).unwrap();
        assert_eq!(again, files);
    }

    fn no_rewrite(_: u64) -> fn(u64) {
        panic!("no archive should be written")
    }

    fn quiet(_: u64) -> fn(u64) {
        |_| ()
    }

    #[test]
    fn a_tensor_larger_than_a_copy_piece_is_copied_whole_with_progress_between_pieces() {
        use safetensors::tensor::{Dtype, TensorView};
        let dir = tempfile::tempdir().unwrap();
        let (ckpt, cache) = (dir.path().join("model.safetensors"), dir.path().join("cache"));
        let small = vec![7u8; 6];
        let big: Vec<u8> = (0..COPY_PIECE * 2 + 1000).map(|i| (i % 251) as u8).collect();
        let views = vec![
            ("a".to_string(), TensorView::new(Dtype::U8, vec![small.len()], &small).unwrap()),
            ("b".to_string(), TensorView::new(Dtype::U8, vec![big.len()], &big).unwrap()),
        ];
        safetensors::serialize_to_file(views, None, &ckpt).unwrap();
        let mut reports = Vec::new();
        let files = aligned_archive(std::slice::from_ref(&ckpt), &cache, |_| |done| reports.push(done)).unwrap();
        let total = (small.len() + big.len()) as u64;
        // Whatever order the index lists the tensors in: one report for the
        // small one, three for the big one's pieces.
        let mut steps: Vec<u64> = reports.iter().scan(0, |last, &r| Some(r - std::mem::replace(last, r))).collect();
        steps.sort();
        assert_eq!(steps, vec![6, 1000, COPY_PIECE as u64, COPY_PIECE as u64], "{reports:?}");
        assert_eq!(reports.last(), Some(&total));
        let got = served(&files);
        assert_eq!(got.iter().find(|(k, ..)| k == "b").map(|(_, _, b)| b == &big), Some(true));
    }

    #[test]
    fn a_changed_checkpoint_gets_a_new_archive_and_the_stale_one_is_removed() {
        let dir = tempfile::tempdir().unwrap();
        let (ckpt, cache) = (dir.path().join("model.safetensors"), dir.path().join("cache"));
        write_misaligned(&ckpt);
        let first = aligned_archive(std::slice::from_ref(&ckpt), &cache, quiet).unwrap();
        std::thread::sleep(std::time::Duration::from_millis(20));
        let mut tensors = write_misaligned(&ckpt);
        let second = aligned_archive(std::slice::from_ref(&ckpt), &cache, quiet).unwrap();
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
        let files = aligned_archive(std::slice::from_ref(&ckpt), &cache, no_rewrite).unwrap();
        assert_eq!(files, vec![ckpt]);
        assert!(!cache.exists());
    }
}
