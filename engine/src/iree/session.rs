//! One IREE runtime session: instance, device, the parameters module serving
//! weights from checkpoint files, and a loaded bytecode module.

use std::path::PathBuf;
use std::ptr::null_mut;

use iree_sys as sys;

use super::parameters::{drop_resident_pages, MappedFiles};
use super::tensor::{ElementType, HostTensor};
use super::{check, null_allocator, string_view, system_allocator, IreeError};

/// Files whose tensors are served as `#flow.parameter.named<"SCOPE"::"name">`.
#[derive(Debug, Clone)]
pub struct ParameterScope {
    pub scope: String,
    /// safetensors (or .irpa / .gguf) files; a sharded checkpoint lists every shard.
    pub files: Vec<PathBuf>,
}

/// A tensor kept on the device between calls (a retained buffer view).
///
/// It also retains the device that allocated it, so it may outlive its
/// [`Session`] safely: the buffer's release goes to an allocator that is
/// still alive (the device owns it; the runtime instance is never freed, see
/// [`shared_instance`]). A session refuses a tensor of another device.
pub struct DeviceTensor {
    view: *mut sys::iree_hal_buffer_view_t,
    device: *mut sys::iree_hal_device_t,
    pub shape: Vec<usize>,
    pub dtype: ElementType,
}

impl DeviceTensor {
    /// Own `view` (already retained for this handle); retains `device`.
    unsafe fn new(
        view: *mut sys::iree_hal_buffer_view_t,
        device: *mut sys::iree_hal_device_t,
        shape: Vec<usize>,
        dtype: ElementType,
    ) -> Self {
        sys::iree_hal_device_retain(device);
        DeviceTensor { view, device, shape, dtype }
    }
}

impl Drop for DeviceTensor {
    fn drop(&mut self) {
        // SAFETY: the view and the device were retained for this handle and
        // are released once, the view (whose buffer returns to the device's
        // allocator) first.
        unsafe {
            sys::iree_hal_buffer_view_release(self.view);
            sys::iree_hal_device_release(self.device);
        }
    }
}

/// An initialised `iree_runtime_call_t`, deinitialised on drop (any path,
/// a panic included).
struct Call(sys::iree_runtime_call_t);

impl Call {
    unsafe fn new(session: *mut sys::iree_runtime_session_t, function: &str) -> Result<Self, IreeError> {
        let mut call = sys::iree_runtime_call_t::default();
        // On failure IREE has already released what it took (it
        // deinitialises the call itself), so only success is guarded.
        check(sys::iree_runtime_call_initialize_by_name(session, string_view(function), &mut call), || {
            format!("looking up function `{function}`")
        })?;
        Ok(Call(call))
    }
}

impl Drop for Call {
    fn drop(&mut self) {
        // SAFETY: initialised by `Call::new`; deinitialised once.
        unsafe { sys::iree_runtime_call_deinitialize(&mut self.0) }
    }
}

/// A call argument: uploaded from the host, or already on the device.
pub enum Arg<'a> {
    Host(&'a HostTensor),
    Device(&'a DeviceTensor),
}

/// The process's one IREE runtime instance, created on first use and kept
/// for the life of the process; every [`Session`] retains it.
///
/// Why one: creating an instance registers the VM and HAL ref types
/// (`iree_vm_instance_register_type`), and the registration is written to
/// process-wide globals (`iree_hal_executable_registration`, ...) that the
/// registration first *zeroes*. A module running on another thread while a
/// second instance is created can read the zero and fail its ref checks
/// ("ref type mismatch ... hal.executable.lookup.function"): seen when
/// servers started in parallel in one test process. One instance registers
/// the types once. The instance is thread-safe; devices and sessions made
/// from it stay per [`Session`]. Its host allocator, which the devices
/// allocate their buffers with, is [`super::huge_pages`]'s.
fn shared_instance() -> Result<*mut sys::iree_runtime_instance_t, IreeError> {
    struct Instance(*mut sys::iree_runtime_instance_t);
    // SAFETY: an IREE runtime instance is thread-safe (reference-counted,
    // internally synchronized); the pointer is never released.
    unsafe impl Send for Instance {}
    static SHARED: std::sync::Mutex<Option<Instance>> = std::sync::Mutex::new(None);
    let mut shared = SHARED.lock().unwrap_or_else(|p| p.into_inner());
    if let Some(i) = shared.as_ref() {
        return Ok(i.0);
    }
    let mut instance = null_mut();
    // SAFETY: plain IREE C API use; the options outlive the call and the
    // out-pointer is kept (or null on failure).
    unsafe {
        let mut opts = sys::iree_runtime_instance_options_t::default();
        sys::iree_runtime_instance_options_initialize(&mut opts);
        sys::iree_runtime_instance_options_use_all_available_drivers(&mut opts);
        check(
            sys::iree_runtime_instance_create(&opts, super::huge_pages::device_host_allocator(), &mut instance),
            || "creating the runtime instance".into(),
        )?;
    }
    *shared = Some(Instance(instance));
    Ok(instance)
}

/// Held for writing while a session creates its device and loads its
/// modules, and for reading while a session runs a call: loads exclude each
/// other and every call, calls run side by side.
///
/// Loading a module runs its initializer, which creates every executable;
/// each creation re-initialises the process-wide CPU data
/// (`iree_hal_executable_environment_initialize` calls
/// `iree_cpu_initialize`, which *zeroes* the table before filling it again,
/// "technically not thread-safe" in IREE 3.13's own words) and then copies
/// it into the executable, whose kernels pick their instructions from that
/// copy. Two loads at once can copy a zeroed table. Calls race with loads
/// too: with loads alone serialized, a call on one thread while other
/// threads made sessions failed in CI (2026-12-06,
/// `sessions_made_on_many_threads_at_once_all_load_and_compute`: "ref is
/// null; hal.buffer_view.assert", and once a SIGSEGV in the same test), as
/// a server started while another was serving had failed once before
/// ("ref is null; hal.executable.lookup.function"). Session creation
/// re-registers process-wide state that a running call reads; which global
/// exactly was not pinned down, so calls now wait for loads. Loads happen at
/// start-up, so serving calls never wait on them.
static LOADS: std::sync::RwLock<()> = std::sync::RwLock::new(());

/// Owns every IREE handle it creates; released in reverse order on drop.
/// Not `Send`: IREE runtime handles stay on the thread that made them.
pub struct Session {
    instance: *mut sys::iree_runtime_instance_t,
    device: *mut sys::iree_hal_device_t,
    session: *mut sys::iree_runtime_session_t,
    /// The bytecode modules' flatbuffers, borrowed by IREE for the session's life.
    _vmfbs: Vec<Vec<u8>>,
    /// The mapped parameter files (released after the session, by field order).
    mapped: Vec<MappedFiles>,
}

impl Drop for Session {
    fn drop(&mut self) {
        // SAFETY: each pointer was created by the matching IREE create call and
        // is released exactly once, session before device before instance.
        unsafe {
            if !self.session.is_null() {
                sys::iree_runtime_session_release(self.session);
            }
            if !self.device.is_null() {
                sys::iree_hal_device_release(self.device);
            }
            if !self.instance.is_null() {
                sys::iree_runtime_instance_release(self.instance);
            }
        }
    }
}

impl Session {
    /// `driver`: `local-task` (thread pool) or `local-sync` (caller's thread).
    pub fn new(driver: &str, parameters: &[ParameterScope], vmfb: Vec<u8>) -> Result<Self, IreeError> {
        Self::with_modules(driver, parameters, vec![vmfb])
    }

    /// Several bytecode modules in one session: they share the device (so
    /// device tensors pass between their functions) and the parameter
    /// provider; each module keeps its own weight globals.
    fn with_modules(driver: &str, parameters: &[ParameterScope], vmfbs: Vec<Vec<u8>>) -> Result<Self, IreeError> {
        let mut s = Session {
            instance: null_mut(),
            device: null_mut(),
            session: null_mut(),
            _vmfbs: vmfbs,
            mapped: Vec::new(),
        };
        let _loading = LOADS.write().unwrap_or_else(|p| p.into_inner());
        // A module may run an AMX kernel (emitted by another process from
        // the same cache): the tile state is requested before any worker
        // runs it.
        crate::cpu::amx_ready();
        crate::cpu::amx_int8_ready();
        // SAFETY: plain IREE C API use; every out-pointer is a field of `s`
        // (released by Drop on any early return) or released below.
        unsafe {
            s.instance = shared_instance()?;
            sys::iree_runtime_instance_retain(s.instance);
            check(
                sys::iree_runtime_instance_try_create_default_device(s.instance, string_view(driver), &mut s.device),
                || format!("creating device `{driver}`"),
            )?;
            let mut sopts = sys::iree_runtime_session_options_t::default();
            sys::iree_runtime_session_options_initialize(&mut sopts);
            check(
                sys::iree_runtime_session_create_with_device(
                    s.instance,
                    &sopts,
                    s.device,
                    sys::iree_runtime_instance_host_allocator(s.instance),
                    &mut s.session,
                ),
                || "creating the session".into(),
            )?;
            if !parameters.is_empty() {
                s.append_parameters(parameters)?;
            }
            // Module initializers read every parameter once to pack it;
            // meanwhile the parameter pages already read are dropped from
            // the process, so packing never holds two copies either.
            let spans: Vec<(usize, usize)> = s.mapped.iter().flat_map(MappedFiles::spans).collect();
            let trimmer = PageTrimmer::start(spans.clone());
            let loaded = (|| {
                for (i, vmfb) in s._vmfbs.iter().enumerate() {
                    let span = sys::iree_const_byte_span_t { data: vmfb.as_ptr(), data_length: vmfb.len() };
                    check(
                        sys::iree_runtime_session_append_bytecode_module_from_memory(s.session, span, null_allocator()),
                        || format!("loading compiled module {i} (.vmfb)"),
                    )?;
                }
                Ok(())
            })();
            trimmer.stop();
            drop_resident_pages(&spans);
            loaded?;
        }
        Ok(s)
    }

    /// Map and index every file of each scope and append one parameters
    /// module serving all of them, a provider per scope (see
    /// [`super::parameters`]). One module: a second `io_parameters` module
    /// would hide the first one's scopes from the bytecode modules' imports.
    unsafe fn append_parameters(&mut self, scopes: &[ParameterScope]) -> Result<(), IreeError> {
        let alloc = system_allocator();
        let mut providers: Vec<*mut sys::iree_io_parameter_provider_t> = Vec::new();
        let made = (|| -> Result<(), IreeError> {
            for scope in scopes {
                let mapped = MappedFiles::open(&scope.files)?;
                let mut index: *mut sys::iree_io_parameter_index_t = null_mut();
                check(sys::iree_io_parameter_index_create(alloc, &mut index), || "creating a parameter index".into())?;
                let provided = (|| -> Result<(), IreeError> {
                    mapped.index_into(&scope.files, index)?;
                    let mut provider: *mut sys::iree_io_parameter_provider_t = null_mut();
                    check(
                        sys::iree_io_parameter_index_provider_create(
                            string_view(&scope.scope),
                            index,
                            sys::IREE_IO_PARAMETER_INDEX_PROVIDER_DEFAULT_MAX_CONCURRENT_OPERATIONS as usize,
                            alloc,
                            &mut provider,
                        ),
                        || format!("creating the parameter provider for scope `{}`", scope.scope),
                    )?;
                    providers.push(provider);
                    Ok(())
                })();
                sys::iree_io_parameter_index_release(index);
                self.mapped.push(mapped);
                provided?;
            }
            let mut module: *mut sys::iree_vm_module_t = null_mut();
            check(
                sys::iree_io_parameters_module_create(
                    sys::iree_runtime_instance_vm_instance(self.instance),
                    providers.len(),
                    providers.as_ptr(),
                    alloc,
                    &mut module,
                ),
                || "creating the parameters module".into(),
            )?;
            let appended = check(sys::iree_runtime_session_append_module(self.session, module), || {
                "appending the parameters module".into()
            });
            sys::iree_vm_module_release(module);
            appended
        })();
        for p in providers {
            sys::iree_io_parameter_provider_release(p);
        }
        made
    }

    /// Call `function` (e.g. `module.main`) with host inputs; returns host outputs.
    pub fn call(&mut self, function: &str, inputs: &[HostTensor]) -> Result<Vec<HostTensor>, IreeError> {
        let args: Vec<Arg> = inputs.iter().map(Arg::Host).collect();
        let outs = self.call_device(function, &args)?;
        outs.iter().map(|t| self.download(t)).collect()
    }

    /// Call with host or device-resident inputs; outputs stay on the device.
    /// An output tied to an input (e.g. a cache updated with
    /// dynamic_update_slice) reuses that input's buffer: keep the returned
    /// tensor and drop the old handle.
    pub fn call_device(&mut self, function: &str, args: &[Arg]) -> Result<Vec<DeviceTensor>, IreeError> {
        for (i, a) in args.iter().enumerate() {
            if let Arg::Device(d) = a {
                self.check_own(d, &|| format!("input {i} of `{function}`"))?;
            }
        }
        let _calling = LOADS.read().unwrap_or_else(|p| p.into_inner());
        // SAFETY: the call is deinitialised by its guard on every path;
        // buffer views are released after being pushed.
        unsafe {
            let mut call = Call::new(self.session, function)?;
            self.call_inner(&mut call.0, function, args)
        }
    }

    /// Refuse a device tensor made by another session's device.
    fn check_own(&self, t: &DeviceTensor, what: &dyn Fn() -> String) -> Result<(), IreeError> {
        if t.device != self.device {
            return Err(IreeError::Invalid(format!("{}: a device tensor of another session", what())));
        }
        Ok(())
    }

    unsafe fn upload(
        &mut self,
        t: &HostTensor,
        what: &dyn Fn() -> String,
    ) -> Result<*mut sys::iree_hal_buffer_view_t, IreeError> {
        let expected = super::tensor::byte_len(&t.shape, t.dtype);
        if expected != Some(t.bytes.len()) {
            return Err(IreeError::Invalid(format!(
                "{}: shape {:?} of {:?} needs {} bytes, has {}",
                what(),
                t.shape,
                t.dtype,
                expected.map_or("more than addressable".into(), |n| n.to_string()),
                t.bytes.len()
            )));
        }
        let shape: Vec<sys::iree_hal_dim_t> = t.shape.iter().map(|&d| d as sys::iree_hal_dim_t).collect();
        let params = sys::iree_hal_buffer_params_t {
            usage: sys::iree_hal_buffer_usage_bits_t_IREE_HAL_BUFFER_USAGE_DEFAULT as _,
            access: 0,
            type_: sys::iree_hal_memory_type_bits_t_IREE_HAL_MEMORY_TYPE_DEVICE_LOCAL as _,
            queue_affinity: 0,
            min_alignment: 0,
        };
        let data = sys::iree_const_byte_span_t { data: t.bytes.as_ptr(), data_length: t.bytes.len() };
        let mut view: *mut sys::iree_hal_buffer_view_t = null_mut();
        check(
            sys::iree_hal_buffer_view_allocate_buffer_copy(
                self.device,
                sys::iree_runtime_session_device_allocator(self.session),
                shape.len(),
                shape.as_ptr(),
                t.dtype.to_iree(),
                sys::iree_hal_encoding_types_t_IREE_HAL_ENCODING_TYPE_DENSE_ROW_MAJOR as _,
                params,
                data,
                &mut view,
            ),
            what,
        )?;
        Ok(view)
    }

    /// Upload a host tensor to keep on the device.
    pub fn to_device(&mut self, t: &HostTensor) -> Result<DeviceTensor, IreeError> {
        // SAFETY: the view returned by upload is owned by the DeviceTensor.
        unsafe {
            let view = self.upload(t, &|| "uploading a tensor".to_string())?;
            Ok(DeviceTensor::new(view, self.device, t.shape.clone(), t.dtype))
        }
    }

    unsafe fn call_inner(
        &mut self,
        call: &mut sys::iree_runtime_call_t,
        function: &str,
        args: &[Arg],
    ) -> Result<Vec<DeviceTensor>, IreeError> {
        for (i, a) in args.iter().enumerate() {
            let view = match a {
                Arg::Host(t) => self.upload(t, &|| format!("uploading input {i} of `{function}`"))?,
                Arg::Device(d) => {
                    sys::iree_hal_buffer_view_retain(d.view);
                    d.view
                }
            };
            let pushed =
                check(sys::iree_runtime_call_inputs_push_back_buffer_view(call, view), || format!("passing input {i}"));
            sys::iree_hal_buffer_view_release(view);
            pushed?;
        }
        check(sys::iree_runtime_call_invoke(call, 0), || format!("running `{function}`"))?;
        let mut outputs = Vec::new();
        loop {
            let list = sys::iree_runtime_call_outputs(call);
            if sys::iree_vm_list_size(list) == 0 {
                break;
            }
            let mut view: *mut sys::iree_hal_buffer_view_t = null_mut();
            check(sys::iree_runtime_call_outputs_pop_front_buffer_view(call, &mut view), || {
                format!("reading output {} of `{function}`", outputs.len())
            })?;
            let rank = sys::iree_hal_buffer_view_shape_rank(view);
            let shape: Vec<usize> = (0..rank).map(|i| sys::iree_hal_buffer_view_shape_dim(view, i) as usize).collect();
            let et = sys::iree_hal_buffer_view_element_type(view);
            match ElementType::from_iree(et) {
                Some(dtype) => outputs.push(DeviceTensor::new(view, self.device, shape, dtype)),
                None => {
                    sys::iree_hal_buffer_view_release(view);
                    return Err(IreeError::Invalid(format!("unsupported output element type {et:#x}")));
                }
            }
        }
        Ok(outputs)
    }

    /// Copy a device tensor to the host.
    pub fn download(&mut self, t: &DeviceTensor) -> Result<HostTensor, IreeError> {
        self.check_own(t, &|| "downloading a tensor".into())?;
        // SAFETY: t.view is a live retained buffer view of this device.
        unsafe { self.download_view(t.view) }
    }

    unsafe fn download_view(&mut self, view: *mut sys::iree_hal_buffer_view_t) -> Result<HostTensor, IreeError> {
        let rank = sys::iree_hal_buffer_view_shape_rank(view);
        let shape: Vec<usize> = (0..rank).map(|i| sys::iree_hal_buffer_view_shape_dim(view, i) as usize).collect();
        let et = sys::iree_hal_buffer_view_element_type(view);
        let dtype = ElementType::from_iree(et)
            .ok_or_else(|| IreeError::Invalid(format!("unsupported output element type {et:#x}")))?;
        let len = sys::iree_hal_buffer_view_byte_length(view) as usize;
        let mut bytes = vec![0u8; len];
        let timeout =
            sys::iree_timeout_t { type_: sys::iree_timeout_type_e_IREE_TIMEOUT_ABSOLUTE as _, nanos: i64::MAX };
        check(
            sys::iree_hal_device_transfer_d2h(
                self.device,
                sys::iree_hal_buffer_view_buffer(view),
                0,
                bytes.as_mut_ptr().cast(),
                len as sys::iree_device_size_t,
                sys::iree_hal_transfer_buffer_flag_bits_t_IREE_HAL_TRANSFER_BUFFER_FLAG_DEFAULT as _,
                timeout,
            ),
            || "downloading an output".into(),
        )?;
        Ok(HostTensor { shape, dtype, bytes })
    }
}

/// Drops resident parameter pages every few milliseconds while module
/// initializers pack the weights (see [`drop_resident_pages`]).
struct PageTrimmer {
    stop: std::sync::Arc<std::sync::atomic::AtomicBool>,
    thread: Option<std::thread::JoinHandle<()>>,
}

impl PageTrimmer {
    const PERIOD: std::time::Duration = std::time::Duration::from_millis(20);

    fn start(spans: Vec<(usize, usize)>) -> Self {
        let stop = std::sync::Arc::new(std::sync::atomic::AtomicBool::new(false));
        let flag = stop.clone();
        let thread = std::thread::Builder::new()
            .name("parameter-page-trimmer".into())
            .spawn(move || {
                while !flag.load(std::sync::atomic::Ordering::Relaxed) {
                    drop_resident_pages(&spans);
                    std::thread::sleep(Self::PERIOD);
                }
            })
            .ok();
        PageTrimmer { stop, thread }
    }

    fn stop(mut self) {
        self.stop.store(true, std::sync::atomic::Ordering::Relaxed);
        if let Some(t) = self.thread.take() {
            let _ = t.join();
        }
    }
}
