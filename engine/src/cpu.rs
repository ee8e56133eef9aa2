//! What the CPU running this process executes: the instructions IREE's
//! fastest tiles and the engine's own kernels need, detected once. Pure
//! detection: which kernels a module then uses is policy
//! ([`crate::numerics`]), chosen from these facts and the user's
//! [`crate::numerics::KernelChoice`].

/// The instructions of this CPU that decide the engine's products and
/// kernels. All false off x86-64.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Instructions {
    /// `avx512bf16`'s `vdpbf16ps`: bf16 pairs into f32.
    pub bf16: bool,
    /// `avx512vnni`'s `vpdpbusd`: unsigned by signed bytes into i32.
    pub u8s8: bool,
    /// AVX-512F.
    pub avx512f: bool,
    /// AMX-BF16 with the tile state granted to this process ([`amx_ready`]).
    pub amx_bf16: bool,
    /// AMX-INT8 with the tile state granted ([`amx_int8_ready`]).
    pub amx_int8: bool,
    /// f32 FMAs measured at least [`crate::issue_rates`]'s margin faster
    /// than `vdpbf16ps` on this CPU (only probed where both exist).
    pub fma_outruns_bf16: bool,
}

impl Instructions {
    /// None of them: what a portable build may assume.
    pub const NONE: Instructions = Instructions {
        bf16: false,
        u8s8: false,
        avx512f: false,
        amx_bf16: false,
        amx_int8: false,
        fma_outruns_bf16: false,
    };
}

/// This CPU's instructions, detected once per process (the FMA probe
/// takes ~2 ms).
pub fn instructions() -> Instructions {
    static DETECTED: std::sync::OnceLock<Instructions> = std::sync::OnceLock::new();
    *DETECTED.get_or_init(detect)
}

#[cfg(target_arch = "x86_64")]
fn detect() -> Instructions {
    let bf16 = std::arch::is_x86_feature_detected!("avx512bf16");
    let u8s8 = std::arch::is_x86_feature_detected!("avx512vnni");
    let avx512f = std::arch::is_x86_feature_detected!("avx512f");
    Instructions {
        bf16,
        u8s8,
        avx512f,
        amx_bf16: bf16 && amx_ready(),
        amx_int8: u8s8 && amx_int8_ready(),
        fma_outruns_bf16: bf16 && avx512f && fma_measured_faster(),
    }
}

#[cfg(not(target_arch = "x86_64"))]
fn detect() -> Instructions {
    Instructions::NONE
}

/// Whether f32 FMAs outrun `vdpbf16ps` on this CPU ([`crate::issue_rates`]).
#[cfg(target_arch = "x86_64")]
fn fma_measured_faster() -> bool {
    let rates = crate::issue_rates::measure();
    tracing::debug!("issue rates: {rates:?}");
    rates.is_some_and(|r| r.fma_pays())
}

/// The AMX features CPUID leaf 7 lists: (AMX-TILE, AMX-BF16, AMX-INT8),
/// EDX bits 24, 22 and 25. The leaf exists on every x86-64 CPU that
/// reports AVX-512 (checked by the callers) and on all others returns
/// zeros.
#[cfg(target_arch = "x86_64")]
fn amx_features() -> (bool, bool, bool) {
    let edx = std::arch::x86_64::__cpuid_count(7, 0).edx;
    (edx & (1 << 24) != 0, edx & (1 << 22) != 0, edx & (1 << 25) != 0)
}

/// Whether this process holds AMX's tile data state: the CPU has AMX-TILE
/// and Linux granted the state (`arch_prctl(ARCH_REQ_XCOMP_PERM,
/// XFEATURE_XTILEDATA)`, Linux 5.16 or later: without it the first tile
/// instruction of any thread raises SIGILL). The request is made once and
/// holds for every thread of the process, IREE's workers included; a
/// hypervisor that lists AMX but does not pass its state through refuses
/// it, and the engine emits no AMX kernel there.
#[cfg(target_arch = "x86_64")]
fn tile_state_granted() -> bool {
    static GRANTED: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *GRANTED.get_or_init(|| {
        if !amx_features().0 {
            return false;
        }
        const ARCH_REQ_XCOMP_PERM: libc::c_long = 0x1023;
        const XFEATURE_XTILEDATA: libc::c_long = 18;
        // SAFETY: arch_prctl with ARCH_REQ_XCOMP_PERM takes a feature
        // number and touches no memory of ours.
        let granted = unsafe { libc::syscall(libc::SYS_arch_prctl, ARCH_REQ_XCOMP_PERM, XFEATURE_XTILEDATA) } == 0;
        if !granted {
            tracing::info!("the CPU lists AMX but the kernel refused the tile state: prefill stays on IREE's tiles");
        }
        granted
    })
}

/// Whether this process may run AMX's bf16 tiles: AMX-BF16 and the tile
/// state ([`tile_state_granted`]). Called again before every module load
/// ([`crate::iree::Session`]), so a process that runs a module compiled
/// elsewhere holds the state before its workers start.
#[cfg(target_arch = "x86_64")]
pub fn amx_ready() -> bool {
    amx_features().1 && tile_state_granted()
}

/// Whether this process may run AMX's int8 tiles (`tdpbusd`): AMX-INT8
/// and the tile state, as [`amx_ready`].
#[cfg(target_arch = "x86_64")]
pub fn amx_int8_ready() -> bool {
    amx_features().2 && tile_state_granted()
}

#[cfg(not(target_arch = "x86_64"))]
pub fn amx_int8_ready() -> bool {
    false
}

#[cfg(not(target_arch = "x86_64"))]
pub fn amx_ready() -> bool {
    false
}
