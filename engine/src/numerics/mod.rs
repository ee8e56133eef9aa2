//! How a precision mode computes on the compile target: which dot products
//! the target CPU executes natively ([`DotKernels`]) decides the element
//! types the emitted weight products take ([`Numerics`]).
//!
//! IREE's llvm-cpu backend has fast tiles for a product only where the CPU
//! has the instruction behind them. Measured with `iree-benchmark-module`
//! on an AMD EPYC (Zen 3: AVX2 and FMA, no AVX-512), 4 products of
//! [rows, 1536] x [1536, 8960] bf16 weights, data-tiled (2026-12-03):
//!
//! | rows | bf16 x bf16 | f32 rows x bf16 weights |
//! |---|---|---|
//! | 1 | 190-255 ms | 15 ms |
//! | 8 | 1.44-1.74 s | 20.5 ms |
//! | 512 | 114-125 s | 0.90-0.93 s |
//!
//! Without `avx512bf16` IREE emulates the bf16 multiply-adds (13-125x
//! slower); f32 rows against bf16 weights use f32 FMA tiles that widen the
//! weights in registers (8 x 1 tiles on AVX2). On a CPU with `avx512bf16`
//! the bf16 x bf16 tiles (`vdpbf16ps`, 16 x 2) win at 1 row (README, "What
//! still limits the multi-row steps"). The same holds for int8 mode's
//! unsigned-by-signed VNNI product: without `avx512vnni`, IREE 3.13 under
//! `--iree-llvmcpu-enable-inner-tiled` compiles it as generic code (2 rows
//! 39 ms, 8 rows 114-123 ms over 55 MB of int8 weights on the Zen 3), while
//! a signed i8 x i8 `linalg.matmul` on encoded operands takes 11-12 and
//! 19.5-20.4 ms (the vision tower's product there), and f32 rows against
//! the int8 weights in the graph's own tiles 4.7-5.8 and 10.1-10.4 ms for
//! 1 and 8 rows (the language model's, [`Numerics::hand_tiled`]; one row
//! now 2.86-3.11 ms as a generic over the same tiles).
//!
//! Either way the weights are stored and packed in the mode's own type
//! (bf16, int8), so memory and bytes per step do not change; only the
//! rows' element type and the product's instruction do. f32 rows are at
//! least as accurate as bf16 rows, so the bf16 tolerance policy holds.

use crate::emit::batched::Batches;
use crate::emit::DType;
use crate::iree::CompilerOptions;
use crate::precision::Precision;

/// The dot-product instructions the compile target has (what IREE's
/// fastest tiles for each product need).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct DotKernels {
    /// bf16 pairs multiplied and added into f32 (`avx512bf16`'s `vdpbf16ps`).
    pub bf16: bool,
    /// Unsigned by signed bytes added into i32 (`avx512vnni`'s `vpdpbusd`).
    pub u8s8: bool,
}

impl DotKernels {
    /// Neither: f32 FMA tiles for bf16 weights, sign-extending tiles for int8.
    pub const PORTABLE: DotKernels = DotKernels { bf16: false, u8s8: false };
    /// Both, as on an Intel Xeon with AVX-512 (Cooper Lake and later) or an
    /// AMD Zen 4 / 5.
    pub const AVX512_BF16_VNNI: DotKernels = DotKernels { bf16: true, u8s8: true };

    /// What this machine's CPU has: the engine compiles for
    /// `--iree-llvmcpu-target-cpu=host`, so the host's features are the
    /// target's. `QWEN_ENGINE_DOT_KERNELS` (`bf16`, `u8s8`, both
    /// comma-separated, or `none`) overrides the detection, e.g. to compile
    /// here for a cache shared with another machine.
    pub fn host() -> DotKernels {
        match std::env::var("QWEN_ENGINE_DOT_KERNELS") {
            Ok(list) => DotKernels::parse(&list).unwrap_or_else(|bad| {
                tracing::warn!("QWEN_ENGINE_DOT_KERNELS: unknown entry {bad:?} (known: bf16, u8s8, none); detecting");
                DotKernels::detect()
            }),
            Err(_) => DotKernels::detect(),
        }
    }

    /// `bf16`, `u8s8`, both comma-separated, or `none`; the unknown entry
    /// as the error.
    pub fn parse(list: &str) -> Result<DotKernels, String> {
        let mut k = DotKernels::PORTABLE;
        for entry in list.split(',').map(str::trim).filter(|e| !e.is_empty()) {
            match entry {
                "bf16" => k.bf16 = true,
                "u8s8" => k.u8s8 = true,
                "none" => {}
                other => return Err(other.to_owned()),
            }
        }
        Ok(k)
    }

    /// The host's instructions; other architectures take the portable
    /// products (their bf16 and int8 tiles are not measured here).
    fn detect() -> DotKernels {
        let cpu = host_instructions();
        DotKernels { bf16: cpu.bf16, u8s8: cpu.u8s8 }
    }
}

/// Which of the instructions the engine's products and kernels need this
/// CPU executes: `vdpbf16ps` (`bf16`), `vpdpbusd` (`u8s8`), AVX-512F
/// (`attention`), AMX-BF16 and AMX-INT8 with the tile state granted
/// (`amx`, `amx_int8`: [`amx_ready`], [`amx_int8_ready`]). None off
/// x86-64.
#[cfg(target_arch = "x86_64")]
fn host_instructions() -> OwnKernels {
    let bf16 = std::arch::is_x86_feature_detected!("avx512bf16");
    let u8s8 = std::arch::is_x86_feature_detected!("avx512vnni");
    OwnKernels {
        bf16,
        u8s8,
        attention: std::arch::is_x86_feature_detected!("avx512f"),
        amx: (bf16 && amx_ready()).then_some(AmxCode::Tiles),
        amx_int8: (u8s8 && amx_int8_ready()).then_some(AmxCode::Tiles),
        amx_int8_decode_rows: None,
        fma: bf16 && fma_measured_faster(),
    }
}

/// Whether f32 FMAs outrun `vdpbf16ps` on this CPU
/// ([`crate::issue_rates`]), measured once per process.
#[cfg(target_arch = "x86_64")]
fn fma_measured_faster() -> bool {
    static FASTER: std::sync::OnceLock<bool> = std::sync::OnceLock::new();
    *FASTER.get_or_init(|| {
        let rates = crate::issue_rates::measure();
        tracing::debug!("issue rates: {rates:?}");
        rates.is_some_and(|r| r.fma_pays())
    })
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

#[cfg(not(target_arch = "x86_64"))]
fn host_instructions() -> OwnKernels {
    OwnKernels::NONE
}

/// `QWEN_ENGINE_OWN_GEMV=0`: decode's weight products, and int8 prefill's
/// that decode's int8 kernel would take, stay on IREE's tiles (for A/B
/// measurements; the modules differ, so do their artifacts).
fn own_kernels_off() -> bool {
    std::env::var("QWEN_ENGINE_OWN_GEMV").is_ok_and(|v| v == "0")
}

/// `QWEN_ENGINE_OWN_ATTENTION=0`: decode's attention stays in the graph
/// (for A/B measurements).
fn own_attention_off() -> bool {
    std::env::var("QWEN_ENGINE_OWN_ATTENTION").is_ok_and(|v| v == "0")
}

/// `QWEN_ENGINE_OWN_AMX`: `0` keeps prefill's weight products on IREE's
/// tiles (for A/B measurements); `emulated` runs them on the AMX kernels
/// with their tile instructions emulated ([`AmxCode::Emulated`]: slow, to
/// verify the kernels' logic end to end on a CPU without AMX) wherever
/// the CPU has the tiles of IREE's whose layout each kernel reads
/// (`vdpbf16ps`'s for bf16, `vpdpbusd`'s for int8); unset (or anything
/// else), the AMX tiles where this process may run them. The bf16 and the
/// int8 kernel, in that order.
fn own_amx_setting(cpu: &OwnKernels) -> (Option<AmxCode>, Option<AmxCode>) {
    match std::env::var("QWEN_ENGINE_OWN_AMX").as_deref() {
        Ok("0") => (None, None),
        Ok("emulated") => (cpu.bf16.then_some(AmxCode::Emulated), cpu.u8s8.then_some(AmxCode::Emulated)),
        _ => (cpu.amx, cpu.amx_int8),
    }
}

/// `QWEN_ENGINE_OWN_FMA`: `0` keeps prefill's weight products on IREE's
/// bf16 tiles where the FMA kernel would take them (for A/B
/// measurements); `1` puts them on it wherever the CPU has the
/// instructions, measured faster or not; unset (or anything else), where
/// [`crate::issue_rates`] measures FMAs faster.
fn own_fma_setting(cpu: &OwnKernels) -> bool {
    match std::env::var("QWEN_ENGINE_OWN_FMA").as_deref() {
        Ok("0") => false,
        Ok("1") => cpu.bf16 && cpu.attention,
        _ => cpu.fma,
    }
}

/// The kernels one line of `engine bench` names, e.g. `decode bf16 yes,
/// decode int8 yes, decode attention yes, prefill AMX bf16 tiles, prefill
/// AMX int8 off`: what the modules this process builds will run.
impl std::fmt::Display for OwnKernels {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let yes = |b: bool| if b { "yes" } else { "no" };
        let amx = |c: Option<AmxCode>| match c {
            Some(AmxCode::Tiles) => "tiles",
            Some(AmxCode::Emulated) => "emulated",
            None => "off",
        };
        write!(
            f,
            "decode bf16 {}, decode int8 {}, decode attention {}, prefill AMX bf16 {}, prefill AMX int8 {}, prefill FMA bf16 {}",
            yes(self.bf16),
            yes(self.u8s8),
            yes(self.attention),
            amx(self.amx),
            amx(self.amx_int8),
            yes(self.fma)
        )?;
        match self.amx_int8_decode_rows {
            Some(n) => write!(f, " (int8 decode on AMX from {n} digit rows)"),
            None => Ok(()),
        }
    }
}

/// `QWEN_ENGINE_AMX_DECODE_ROWS=N`: int8 decode's weight products of at
/// least N digit rows (two per slot: 8 for 8 slots is 16) run on the AMX
/// kernel where it runs ([`OwnKernels::amx_int8_decode_rows`]); unset,
/// not a number or 0, never.
fn amx_decode_rows_setting() -> Option<usize> {
    decode_rows(&std::env::var("QWEN_ENGINE_AMX_DECODE_ROWS").ok()?)
}

fn decode_rows(setting: &str) -> Option<usize> {
    setting.trim().parse().ok().filter(|&n| n > 0)
}

/// Which code the engine's AMX kernel runs ([`crate::emit::amx`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AmxCode {
    /// AMX-TILE and AMX-BF16 instructions.
    Tiles,
    /// The same kernel with every tile instruction emulated in plain C
    /// (`engine/kernels/amx_emulated.h`): its loops and its reading of
    /// the packed layout, on a CPU without AMX. For verification only
    /// (`QWEN_ENGINE_OWN_AMX=emulated`; scalar C, far slower than IREE).
    Emulated,
}

/// Whether the CPU running the engine executes the engine's own kernels'
/// instructions: the kernels run them unchecked, so they are never
/// emitted where it does not, whatever the target's [`DotKernels`] say
/// (tests build modules for another machine's kernels and run them here).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OwnKernels {
    /// `vdpbf16ps`: bf16 decode's kernel ([`crate::emit::gemv`]).
    pub bf16: bool,
    /// `vpdpbusd`: int8 decode's (and prefill's, without AMX) kernel
    /// ([`crate::emit::gemv_u8s8`]).
    pub u8s8: bool,
    /// AVX-512F: decode's attention over the bf16 pool
    /// ([`crate::emit::attention`]).
    pub attention: bool,
    /// AMX-BF16, the tile state granted: bf16 prefill's weight products
    /// ([`crate::emit::amx`]), on the tiles or emulated.
    pub amx: Option<AmxCode>,
    /// AMX-INT8, the tile state granted: int8 prefill's weight products
    /// ([`crate::emit::amx_u8s8`]), on the tiles or emulated.
    pub amx_int8: Option<AmxCode>,
    /// From how many digit rows int8 decode's weight products (two rows
    /// per slot) run on the AMX kernel instead of decode's own
    /// (`QWEN_ENGINE_AMX_DECODE_ROWS`; unset: never, decode's kernel takes
    /// all it can). A candidate for AMX CPUs, where decode's `vpdpbusd`
    /// bounds the 8-slot step; not measured there yet. Exact either way.
    pub amx_int8_decode_rows: Option<usize>,
    /// AVX-512F, `avx512bf16`'s packed layout, and f32 FMAs measured
    /// faster than `vdpbf16ps` ([`crate::issue_rates`]): bf16 prefill's
    /// weight products where no AMX kernel takes them
    /// ([`crate::emit::fma`]).
    pub fma: bool,
}

impl OwnKernels {
    pub const NONE: OwnKernels = OwnKernels {
        bf16: false,
        u8s8: false,
        attention: false,
        amx: None,
        amx_int8: None,
        amx_int8_decode_rows: None,
        fma: false,
    };

    /// This CPU's: the weight kernels unless `QWEN_ENGINE_OWN_GEMV=0`, the
    /// attention kernel unless `QWEN_ENGINE_OWN_ATTENTION=0`, the AMX
    /// kernels as `QWEN_ENGINE_OWN_AMX` says.
    pub fn host() -> OwnKernels {
        let (cpu, weights) = (host_instructions(), !own_kernels_off());
        let (amx, amx_int8) = own_amx_setting(&cpu);
        OwnKernels {
            bf16: weights && cpu.bf16,
            u8s8: weights && cpu.u8s8,
            attention: !own_attention_off() && cpu.attention,
            amx,
            amx_int8,
            amx_int8_decode_rows: amx_int8.and(amx_decode_rows_setting()),
            fma: own_fma_setting(&cpu) && amx.is_none(),
        }
    }
}

/// A precision mode on a target: what the emitted graphs compute with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Numerics {
    pub precision: Precision,
    pub kernels: DotKernels,
    /// Where decode's weight products may run on the engine's own kernels.
    pub own: OwnKernels,
}

impl Numerics {
    /// `precision` on a target with `kernels`, the engine's own kernels
    /// where this CPU runs them ([`OwnKernels::host`]).
    pub fn new(precision: Precision, kernels: DotKernels) -> Numerics {
        Numerics { precision, kernels, own: OwnKernels::host() }
    }

    /// The same numerics with every product on IREE's code: what a CPU
    /// without the own kernels' instructions emits (pinned snapshots).
    pub fn without_own_kernels(self) -> Numerics {
        Numerics { own: OwnKernels::NONE, ..self }
    }

    /// `precision` on this machine ([`DotKernels::host`]).
    pub fn host(precision: Precision) -> Numerics {
        Numerics::new(precision, DotKernels::host())
    }

    /// The element type of the rows every float product takes (weights
    /// keep [`Precision::storage_dtype`]): bf16 in bf16 and int8 modes
    /// where the target multiplies bf16 natively, else f32.
    pub fn matmul_dtype(self) -> DType {
        match (self.precision, self.kernels.bf16) {
            (Precision::Bf16 | Precision::Int8, true) => DType::Bf16,
            _ => DType::F32,
        }
    }

    /// Whether the linear layers read int8 weights.
    pub fn quantized(self) -> bool {
        self.precision.quantized()
    }

    /// Whether int8 products take unsigned digits against signed weights
    /// (VNNI), rather than signed digits on both sides.
    pub fn unsigned_digits(self) -> bool {
        self.kernels.u8s8
    }

    /// Whether bf16 decode's weight products (a row per slot) run on the
    /// engine's own kernel ([`crate::emit::gemv`]): bf16 mode where the
    /// module's tiles are IREE's `avx512bf16` ones (the layout the kernel
    /// reads) and this CPU runs `vdpbf16ps` ([`OwnKernels`]).
    pub fn own_gemv(self) -> bool {
        self.precision == Precision::Bf16 && self.kernels.bf16 && self.own.bf16
    }

    /// Whether bf16 prefill's weight products (more rows than decode's
    /// kernel takes) run on the engine's AMX kernel ([`crate::emit::amx`]):
    /// bf16 mode where the module's tiles are IREE's `avx512bf16` ones (the
    /// layout the kernel reads) and this process may run AMX tiles, or
    /// emulates them ([`OwnKernels`]); the code it runs.
    pub fn own_amx(self) -> Option<AmxCode> {
        self.own.amx.filter(|_| self.precision == Precision::Bf16 && self.kernels.bf16)
    }

    /// Whether bf16 prefill's weight products (more rows than decode's
    /// kernel takes) run on the engine's FMA kernel ([`crate::emit::fma`]):
    /// bf16 mode where the module's tiles are IREE's `avx512bf16` ones (the
    /// layout the kernel reads), no AMX kernel takes them
    /// ([`Numerics::own_amx`]) and this CPU's FMAs outrun its `vdpbf16ps`
    /// ([`OwnKernels::fma`]).
    pub fn own_fma(self) -> bool {
        self.precision == Precision::Bf16 && self.kernels.bf16 && self.own.fma && self.own_amx().is_none()
    }

    /// Whether prefill attention's products (bf16 queries and softmax
    /// weights against bf16 keys and values, in bf16 and int8 modes alike)
    /// run on the engine's bf16 AMX kernel ([`crate::emit::amx`],
    /// [`crate::emit::nn::attention_product`]): where the products take
    /// bf16 rows ([`Numerics::matmul_dtype`], IREE's `avx512bf16` tiles,
    /// whose packing the kernel reads) and this process may run AMX's bf16
    /// tiles, or emulates them; the code it runs.
    pub fn own_amx_attention(self) -> Option<AmxCode> {
        self.own.amx.filter(|_| self.matmul_dtype() == DType::Bf16)
    }

    /// Whether prefill attention's products run on the engine's FMA kernel
    /// ([`crate::emit::fma`], [`crate::emit::nn::attention_product`]):
    /// where they take bf16 rows (bf16 and int8 modes, as for
    /// [`Numerics::own_amx_attention`]), no AMX kernel takes them and this
    /// CPU's FMAs outrun its `vdpbf16ps` ([`OwnKernels::fma`]).
    pub fn own_fma_attention(self) -> bool {
        self.own.fma && self.matmul_dtype() == DType::Bf16 && self.own_amx_attention().is_none()
    }

    /// Whether int8 prefill's weight products (more digit rows than
    /// decode's kernel takes) run on the engine's AMX kernel
    /// ([`crate::emit::amx_u8s8`]): where the module's products are VNNI's
    /// inner tiles ([`Numerics::inner_tiled`], the layout the kernel
    /// reads) and this process may run AMX's int8 tiles, or emulates them
    /// ([`OwnKernels`]); the code it runs.
    pub fn own_amx_u8s8(self) -> Option<AmxCode> {
        self.own.amx_int8.filter(|_| self.inner_tiled())
    }

    /// Whether int8 weight products (two digit rows per token: decode
    /// steps, and prefill chunks where no AMX kernel takes them) run on the
    /// engine's own int8 kernel ([`crate::emit::gemv_u8s8`]): where the
    /// module's products are VNNI's inner tiles ([`Numerics::inner_tiled`],
    /// the layout the kernel reads) and this CPU runs `vpdpbusd`
    /// ([`OwnKernels`]).
    pub fn own_gemv_u8s8(self) -> bool {
        self.inner_tiled() && self.own.u8s8
    }

    /// Whether an int8 weight product of `digit_rows` rows that decode's
    /// kernel would take runs on the AMX kernel instead
    /// ([`OwnKernels::amx_int8_decode_rows`]): only where int8 prefill's
    /// products do ([`Numerics::own_amx_u8s8`]).
    pub fn amx_int8_decode(self, digit_rows: usize) -> bool {
        self.own_amx_u8s8().is_some() && self.own.amx_int8_decode_rows.is_some_and(|n| digit_rows >= n)
    }

    /// Whether decode's attention over the pool runs on the engine's own
    /// kernel ([`crate::emit::attention`]): where the pool is bf16 (bf16 and
    /// int8 modes; f32 mode keeps the graph's products, so the harness's
    /// f32 comparisons stay on one path) and this CPU has AVX-512F.
    pub fn own_attention(self) -> bool {
        self.precision.storage_dtype() == DType::Bf16 && self.own.attention
    }

    /// Whether modules are compiled with [`INNER_TILED_FLAG`]: int8 mode
    /// with VNNI's products.
    pub fn inner_tiled(self) -> bool {
        self.quantized() && self.unsigned_digits()
    }

    /// How batched products of activations (attention) reach IREE's data
    /// tiling: marked where the module is compiled with it (f32, bf16),
    /// encoded by the graph in int8 modules (compiled without it), one
    /// `matmul` per batch where those are [`Numerics::inner_tiled`] (IREE
    /// 3.13 cannot materialize an encoded `batch_matmul` there). Unmarked,
    /// int8 mode's prefill attention ran on IREE's untiled kernel: on the
    /// Intel Xeon of 2026-12-05 scores and values of a 512-row chunk over
    /// a 2,048-cell window took 58 + 45 ms per layer, against 2 x (14 + 13)
    /// ms encoded per head.
    pub fn batches(self) -> Batches {
        if !self.quantized() {
            Batches::Marked
        } else if self.inner_tiled() {
            Batches::PerBatch
        } else {
            Batches::Encoded
        }
    }

    /// Whether the language model's weight products go through the
    /// graph's own tiles ([`crate::emit::FuncBuilder::tiled_weight_matmul`]:
    /// f32 rows against the int8 weights) rather than IREE's data tiling:
    /// int8 mode on a target without `avx512vnni`, where IREE has only
    /// sign-extending integer tiles for the quantized digits.
    ///
    /// bf16 mode keeps IREE's data tiling everywhere: on the AMD EPYC Zen
    /// 3 the same tiles over bf16 weights (f32 rows) decoded 1.05-1.11x
    /// faster but prefilled 1.23-1.26x slower (`engine bench --stage lm
    /// --slots 1 --context 4096 --prompt-tokens 512`, one sitting,
    /// 2026-12-03: 5.69 tokens/s and 11.92 s data-tiled against 5.96-6.32
    /// tokens/s and 14.64-15.05 s). With one row as a generic over the
    /// tiles (as int8 decodes one slot), the same comparison with an
    /// 8-slot module (`--slots 1,4,8`, one sitting, 2026-12-03 13:47-13:54)
    /// gave 1 slot 7.24 against 6.46 tokens/s, 4 slots 23.43 against
    /// 23.16, but 8 slots 26.54 against 37.68 and prefill 512 tokens 11.22
    /// against 9.97 s. A profile then showed IREE's data tiling resolving
    /// these f32 x bf16 products to the same 4 x 16 x 1 mmt4d tiles, and
    /// 8-slot pairs with context-1024 modules gave 24.92 / 25.61 against
    /// 29.03 / 27.10 tokens/s, so much of that 8-slot gap is this machine's
    /// noise; prefill was slower with the hand tiles every time (1.1-1.25x).
    /// Not adopted until an interleaved A/B settles it.
    pub fn hand_tiled(self) -> bool {
        self.precision == Precision::Int8 && !self.kernels.u8s8
    }

    /// How a module emitted with these numerics is compiled: the default
    /// options (data tiling of the hinted weight matmuls), except in int8
    /// mode, whose weight products carry their own encodings: there no
    /// `--iree-opt-data-tiling`, which would otherwise hint and data-tile
    /// every contraction of a function without a hinted one (attention's
    /// too), and [`INNER_TILED_FLAG`] where the products are VNNI's. So
    /// where the language model's products are the graph's own tiles
    /// ([`Numerics::hand_tiled`]) nothing is data-tiled and no inner-tiled
    /// flag is set. Every module (vision tower, language model) takes these.
    pub fn compiler_options(self) -> CompilerOptions {
        let mut o = CompilerOptions::default();
        if self.quantized() {
            o.data_tiling = false;
            if self.inner_tiled() {
                o.extra_flags.push(INNER_TILED_FLAG.into());
            }
        }
        o
    }
}

/// The IREE flag that lowers int8 mode's unsigned-by-signed weight product
/// ([`crate::emit::FuncBuilder::unsigned_weight_matmul`]) to VNNI
/// `vpdpbusd` tiles. Without it IREE 3.13 compiles that product as generic
/// code (~5x slower); on a CPU without VNNI it makes every encoded integer
/// product generic code (3.4-6x slower than without it, Zen 3).
pub const INNER_TILED_FLAG: &str = "--iree-llvmcpu-enable-inner-tiled";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_decode_rows_setting_is_a_positive_count_or_nothing() {
        assert_eq!(decode_rows("8"), Some(8));
        assert_eq!(decode_rows(" 16\n"), Some(16));
        for off in ["0", "", "eight", "-4", "8.5"] {
            assert_eq!(decode_rows(off), None, "{off:?}");
        }
    }

    #[test]
    fn the_kernel_line_names_each_kernel_and_how_amx_runs() {
        let k = OwnKernels { bf16: true, attention: true, amx: Some(AmxCode::Emulated), ..OwnKernels::NONE };
        assert_eq!(
            k.to_string(),
            "decode bf16 yes, decode int8 no, decode attention yes, prefill AMX bf16 emulated, prefill AMX int8 off, prefill FMA bf16 no"
        );
        let tiles = OwnKernels { amx_int8: Some(AmxCode::Tiles), fma: true, ..OwnKernels::NONE };
        assert!(
            tiles.to_string().ends_with("prefill AMX bf16 off, prefill AMX int8 tiles, prefill FMA bf16 yes"),
            "{tiles}"
        );
        let decode = OwnKernels { amx_int8_decode_rows: Some(8), ..tiles };
        assert!(
            decode.to_string().ends_with("prefill FMA bf16 yes (int8 decode on AMX from 8 digit rows)"),
            "{decode}"
        );
    }

    #[test]
    fn rows_are_bf16_only_where_the_target_multiplies_bf16() {
        let on = |p, k| Numerics::new(p, k).matmul_dtype();
        assert_eq!(on(Precision::Bf16, DotKernels::AVX512_BF16_VNNI), DType::Bf16);
        assert_eq!(on(Precision::Int8, DotKernels::AVX512_BF16_VNNI), DType::Bf16);
        assert_eq!(on(Precision::Bf16, DotKernels::PORTABLE), DType::F32);
        assert_eq!(on(Precision::Int8, DotKernels::PORTABLE), DType::F32);
        assert_eq!(on(Precision::F32, DotKernels::AVX512_BF16_VNNI), DType::F32);
    }

    #[test]
    fn the_inner_tiled_flag_comes_only_with_vnni_int8_products() {
        let flags = |p, k| Numerics::new(p, k).compiler_options().flags();
        assert!(flags(Precision::Int8, DotKernels::AVX512_BF16_VNNI).contains(&INNER_TILED_FLAG.to_string()));
        let portable = flags(Precision::Int8, DotKernels::PORTABLE);
        assert!(!portable.contains(&INNER_TILED_FLAG.to_string()));
        assert!(!portable.contains(&"--iree-opt-data-tiling".to_string()));
        assert!(flags(Precision::Bf16, DotKernels::PORTABLE).contains(&"--iree-opt-data-tiling".to_string()));
    }

    #[test]
    fn only_int8_without_vnni_takes_the_graphs_own_weight_tiles() {
        let tiled = |p, k| Numerics::new(p, k).hand_tiled();
        assert!(tiled(Precision::Int8, DotKernels::PORTABLE));
        assert!(tiled(Precision::Int8, DotKernels { bf16: true, u8s8: false }));
        assert!(!tiled(Precision::Int8, DotKernels::AVX512_BF16_VNNI));
        assert!(!tiled(Precision::Int8, DotKernels { bf16: false, u8s8: true }));
        assert!(!tiled(Precision::Bf16, DotKernels::PORTABLE));
        assert!(!tiled(Precision::F32, DotKernels::PORTABLE));
    }

    #[test]
    fn kernel_lists_parse_and_name_what_they_do_not_know() {
        assert_eq!(DotKernels::parse("bf16,u8s8"), Ok(DotKernels::AVX512_BF16_VNNI));
        assert_eq!(DotKernels::parse(" none "), Ok(DotKernels::PORTABLE));
        assert_eq!(DotKernels::parse("u8s8"), Ok(DotKernels { bf16: false, u8s8: true }));
        assert_eq!(DotKernels::parse("bf16,amx"), Err("amx".to_owned()));
    }
}
