//! How a precision mode computes on the compile target: which dot products
//! the target CPU executes natively ([`DotKernels`]) decides the element
//! types the emitted weight products take ([`Numerics`]).
//!
//! IREE's llvm-cpu backend has fast tiles for a product only where the CPU
//! has the instruction behind them. Without `avx512bf16` IREE emulates the
//! bf16 multiply-adds (13-125x slower than f32 rows against the same bf16
//! weights, which IREE's f32 FMA tiles widen in registers); on a CPU with
//! `avx512bf16` the bf16 x bf16 tiles (`vdpbf16ps`) win. The same holds
//! for int8 mode's unsigned-by-signed VNNI product: without `avx512vnni`
//! IREE 3.13 compiles it as generic code, while f32 rows against the int8
//! weights in the graph's own tiles ([`Numerics::hand_tiled`]) are the
//! fastest there. The measurements (AMD EPYC Zen 3 and Intel Xeon) are in
//! `docs/measurements/2026-12-01-to-03-zen3-and-xeon.md`.
//!
//! Either way the weights are stored and packed in the mode's own type
//! (bf16, int8), so memory and bytes per step do not change; only the
//! rows' element type and the product's instruction do. f32 rows are at
//! least as accurate as bf16 rows, so the bf16 tolerance policy holds.

mod choice;

pub use choice::{AmxSwitch, FmaSwitch, KernelChoice, KernelChoiceError, Switch};

use crate::cpu::Instructions;
use crate::dtype::DType;
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
    /// target's (other architectures take the portable products: their
    /// bf16 and int8 tiles are not measured here).
    pub fn of_host() -> DotKernels {
        let cpu = crate::cpu::instructions();
        DotKernels { bf16: cpu.bf16, u8s8: cpu.u8s8 }
    }

    /// The target a [`KernelChoice`] names: its `target`, else this CPU's.
    pub fn chosen(choice: &KernelChoice) -> DotKernels {
        choice.target.unwrap_or_else(DotKernels::of_host)
    }
}

/// The most digit rows an int8 decode step has (8 slots' two digits):
/// products of more rows are prefill chunks, switched apart
/// ([`OwnKernels::prefill_int8`]) and taken by an AMX kernel first.
pub const INT8_DECODE_ROWS: usize = 16;

/// Which code the engine's AMX kernel runs ([`crate::emit::amx`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AmxCode {
    /// AMX-TILE and AMX-BF16 instructions.
    Tiles,
    /// The same kernel with every tile instruction emulated in plain C
    /// (`engine/kernels/amx_emulated.h`): its loops and its reading of
    /// the packed layout, on a CPU without AMX. For verification only
    /// (`--kernels amx=emulated`; scalar C, far slower than IREE).
    Emulated,
}

/// Where the engine's own kernels may run: what the CPU running the
/// engine executes ([`crate::cpu::Instructions`]) as the user's
/// [`KernelChoice`] allows it. The kernels run their instructions
/// unchecked, so they are never emitted where the CPU lacks them, whatever
/// the target's [`DotKernels`] say (tests build modules for another
/// machine's target and run them here).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct OwnKernels {
    /// `vdpbf16ps`: bf16 decode's kernel ([`crate::emit::gemv`]).
    pub decode_bf16: bool,
    /// `vpdpbusd`: int8 decode's kernel ([`crate::emit::gemv_u8s8`], up to
    /// [`INT8_DECODE_ROWS`] digit rows).
    pub decode_int8: bool,
    /// `vpdpbusd`: the same kernel for int8 prefill's and the vision
    /// tower's products (more digit rows), where no AMX kernel takes them.
    pub prefill_int8: bool,
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
    /// (`amx-int8-decode-rows`; `None`: never, decode's kernel takes all it
    /// can). A candidate for AMX CPUs, where decode's `vpdpbusd` bounds
    /// the 8-slot step; not measured there yet. Exact either way.
    pub amx_int8_decode_rows: Option<usize>,
    /// AVX-512F, `avx512bf16`'s packed layout, and f32 FMAs measured
    /// faster than `vdpbf16ps` ([`crate::issue_rates`]) or asked for
    /// (`fma=on`): bf16 prefill's weight products where no AMX kernel
    /// takes them ([`crate::emit::fma`]).
    pub fma: bool,
}

impl OwnKernels {
    pub const NONE: OwnKernels = OwnKernels {
        decode_bf16: false,
        decode_int8: false,
        prefill_int8: false,
        attention: false,
        amx: None,
        amx_int8: None,
        amx_int8_decode_rows: None,
        fma: false,
    };

    /// What `choice` allows on a CPU with `cpu`: each kernel where the CPU
    /// has its instructions and the choice does not switch it off; AMX
    /// emulated wherever the CPU has the tiles of IREE's whose layout each
    /// AMX kernel reads (`vdpbf16ps`'s for bf16, `vpdpbusd`'s for int8);
    /// the FMA kernel only where no AMX kernel takes bf16 prefill.
    pub fn choose(cpu: &Instructions, choice: &KernelChoice) -> OwnKernels {
        let auto = |s: Switch, has: bool| s == Switch::Auto && has;
        let (amx, amx_int8) = match choice.amx {
            AmxSwitch::Off => (None, None),
            AmxSwitch::Emulated => (cpu.bf16.then_some(AmxCode::Emulated), cpu.u8s8.then_some(AmxCode::Emulated)),
            AmxSwitch::Auto => (cpu.amx_bf16.then_some(AmxCode::Tiles), cpu.amx_int8.then_some(AmxCode::Tiles)),
        };
        let fma = match choice.fma {
            FmaSwitch::Off => false,
            FmaSwitch::On => cpu.bf16 && cpu.avx512f,
            FmaSwitch::Auto => cpu.bf16 && cpu.avx512f && cpu.fma_outruns_bf16,
        };
        OwnKernels {
            decode_bf16: auto(choice.decode_bf16, cpu.bf16),
            decode_int8: auto(choice.decode_int8, cpu.u8s8),
            prefill_int8: auto(choice.prefill_int8, cpu.u8s8),
            attention: auto(choice.decode_attention, cpu.avx512f),
            amx,
            amx_int8,
            amx_int8_decode_rows: amx_int8.and(choice.amx_int8_decode_rows),
            fma: fma && amx.is_none(),
        }
    }

    /// This CPU's, as `choice` allows ([`OwnKernels::choose`]).
    pub fn on_this_cpu(choice: &KernelChoice) -> OwnKernels {
        OwnKernels::choose(&crate::cpu::instructions(), choice)
    }
}

/// The kernels one line of `engine bench` (and the server's start) names,
/// e.g. `decode bf16 yes, decode int8 yes, prefill int8 VNNI yes, decode
/// attention yes, prefill AMX bf16 tiles, prefill AMX int8 off, prefill FMA
/// bf16 no`: what the modules this process builds will run.
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
            "decode bf16 {}, decode int8 {}, prefill int8 VNNI {}, decode attention {}, prefill AMX bf16 {}, prefill AMX int8 {}, prefill FMA bf16 {}",
            yes(self.decode_bf16),
            yes(self.decode_int8),
            yes(self.prefill_int8),
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

/// How [`crate::emit::FuncBuilder::batch_product`] hands its batches to
/// IREE ([`Numerics::batches`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Batches {
    /// One `linalg.batch_matmul` marked `iree.opt.data_tiling`, for modules
    /// compiled with `--iree-opt-data-tiling` (f32 and bf16 modes): IREE
    /// encodes it and may fuse its neighbours (the explicitly encoded form
    /// below prefilled 2,100 tokens ~1.7% slower in bf16 mode: `docs/measurements/2026-12-05-to-07-intel-xeon.md`,
    /// "int8 attention on data-tiled products").
    Marked,
    /// One `linalg.batch_matmul` on operands the graph encodes itself, for
    /// modules compiled without data tiling (int8 mode without VNNI).
    Encoded,
    /// One encoded `linalg.matmul` per batch, stacked: for modules compiled
    /// with `--iree-llvmcpu-enable-inner-tiled` (int8 mode on VNNI), where
    /// IREE 3.13 cannot materialize an encoded `batch_matmul` ("failed to
    /// legalize operation 'linalg.batch_matmul'") but tiles a `matmul`.
    PerBatch,
}

/// A precision mode on a target: what the emitted graphs compute with.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Numerics {
    pub precision: Precision,
    pub kernels: DotKernels,
    /// Where products may run on the engine's own kernels.
    pub own: OwnKernels,
    /// The user's choice these numerics were made from.
    pub choice: KernelChoice,
}

impl Numerics {
    /// `precision` as `choice` makes it on this machine: the target it
    /// names (else this CPU's), the engine's own kernels where this CPU
    /// runs them and the choice allows ([`OwnKernels::choose`]).
    pub fn chosen(precision: Precision, choice: &KernelChoice) -> Numerics {
        Numerics {
            precision,
            kernels: DotKernels::chosen(choice),
            own: OwnKernels::on_this_cpu(choice),
            choice: *choice,
        }
    }

    /// `precision` on a target with `kernels`, every other switch `auto`.
    pub fn new(precision: Precision, kernels: DotKernels) -> Numerics {
        Numerics::chosen(precision, &KernelChoice { target: Some(kernels), ..KernelChoice::AUTO })
    }

    /// The same numerics with every product on IREE's code: what a CPU
    /// without the own kernels' instructions emits (pinned snapshots).
    pub fn without_own_kernels(self) -> Numerics {
        Numerics {
            own: OwnKernels::NONE,
            choice: KernelChoice { target: self.choice.target, ..KernelChoice::IREE_ONLY },
            ..self
        }
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
        self.precision == Precision::Bf16 && self.kernels.bf16 && self.own.decode_bf16
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

    /// Whether an int8 weight product of `digit_rows` rows (two per token)
    /// runs on the engine's own int8 kernel ([`crate::emit::gemv_u8s8`]):
    /// where the module's products are VNNI's inner tiles
    /// ([`Numerics::inner_tiled`], the layout the kernel reads), this CPU
    /// runs `vpdpbusd` and the choice allows it, decode's rows (up to
    /// [`INT8_DECODE_ROWS`]) and prefill's apart
    /// ([`OwnKernels`]).
    pub fn own_gemv_u8s8(self, digit_rows: usize) -> bool {
        let allowed = match digit_rows <= INT8_DECODE_ROWS {
            true => self.own.decode_int8,
            false => self.own.prefill_int8,
        };
        self.inner_tiled() && allowed
    }

    /// Whether int8 products of many rows (prefill chunks, the vision
    /// tower's layers) run on the engine's own int8 kernel where no AMX
    /// kernel takes them ([`Numerics::own_gemv_u8s8`] past decode's rows).
    pub fn own_prefill_u8s8(self) -> bool {
        self.own_gemv_u8s8(INT8_DECODE_ROWS + 1)
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
    /// int8 mode's prefill attention ran on IREE's untiled kernel, ~2x
    /// slower (`docs/measurements/2026-12-05-to-07-intel-xeon.md`, "int8
    /// attention on data-tiled products").
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
    /// bf16 mode keeps IREE's data tiling everywhere: the same tiles over
    /// bf16 weights (f32 rows) decoded slightly faster on the AMD EPYC Zen
    /// 3 but prefilled 1.1-1.25x slower every time
    /// (`docs/measurements/2026-12-01-to-03-zen3-and-xeon.md`). Not adopted
    /// until an interleaved A/B settles it.
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
    /// The options also record the kernel choice and what it resolved to
    /// ([`CompilerOptions::kernels`]), beside the artifact.
    pub fn compiler_options(self) -> CompilerOptions {
        let mut o = CompilerOptions { kernels: format!("{} ({})", self.choice, self.own), ..Default::default() };
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
    fn the_kernel_line_names_each_kernel_and_how_amx_runs() {
        let k = OwnKernels { decode_bf16: true, attention: true, amx: Some(AmxCode::Emulated), ..OwnKernels::NONE };
        assert_eq!(
            k.to_string(),
            "decode bf16 yes, decode int8 no, prefill int8 VNNI no, decode attention yes, prefill AMX bf16 emulated, prefill AMX int8 off, prefill FMA bf16 no"
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

    /// A CPU with every instruction the kernels use, AMX included, FMAs
    /// faster than `vdpbf16ps`.
    const EVERYTHING: Instructions =
        Instructions { bf16: true, u8s8: true, avx512f: true, amx_bf16: true, amx_int8: true, fma_outruns_bf16: true };

    /// An AVX-512 CPU without AMX whose FMAs do not outrun `vdpbf16ps`.
    const ZEN4_LIKE: Instructions =
        Instructions { amx_bf16: false, amx_int8: false, fma_outruns_bf16: false, ..EVERYTHING };

    fn choose(cpu: Instructions, spec: &str) -> OwnKernels {
        OwnKernels::choose(&cpu, &KernelChoice::parse(spec).unwrap())
    }

    #[test]
    fn auto_takes_each_kernel_exactly_where_the_cpu_runs_it() {
        let all = choose(EVERYTHING, "auto");
        assert!(all.decode_bf16 && all.decode_int8 && all.prefill_int8 && all.attention);
        assert_eq!((all.amx, all.amx_int8), (Some(AmxCode::Tiles), Some(AmxCode::Tiles)));
        assert!(!all.fma, "the AMX kernel keeps bf16 prefill where it runs");
        let zen4 = choose(ZEN4_LIKE, "auto");
        assert_eq!((zen4.amx, zen4.amx_int8, zen4.fma), (None, None, false));
        assert!(choose(Instructions { fma_outruns_bf16: true, ..ZEN4_LIKE }, "auto").fma);
        assert_eq!(choose(Instructions::NONE, "auto"), OwnKernels::NONE);
        // No switch puts a kernel on a CPU without its instructions.
        let none = choose(Instructions::NONE, "fma=on,amx=emulated,amx-int8-decode-rows=2");
        assert_eq!(none, OwnKernels::NONE);
        let no_vnni = choose(Instructions { u8s8: false, amx_int8: false, ..EVERYTHING }, "amx=emulated");
        assert!(!no_vnni.decode_int8 && !no_vnni.prefill_int8 && no_vnni.amx_int8.is_none());
        assert_eq!(no_vnni.amx, Some(AmxCode::Emulated));
    }

    #[test]
    fn each_switch_turns_off_only_what_it_names() {
        let base = choose(ZEN4_LIKE, "auto");
        assert_eq!(choose(ZEN4_LIKE, "decode-bf16=off"), OwnKernels { decode_bf16: false, ..base });
        assert_eq!(choose(ZEN4_LIKE, "decode-int8=off"), OwnKernels { decode_int8: false, ..base });
        assert_eq!(choose(ZEN4_LIKE, "prefill-int8=off"), OwnKernels { prefill_int8: false, ..base });
        assert_eq!(choose(ZEN4_LIKE, "decode-attention=off"), OwnKernels { attention: false, ..base });
        assert_eq!(choose(ZEN4_LIKE, "fma=on"), OwnKernels { fma: true, ..base });
        let emulated = choose(ZEN4_LIKE, "amx=emulated");
        assert_eq!(emulated, OwnKernels { amx: Some(AmxCode::Emulated), amx_int8: Some(AmxCode::Emulated), ..base });
        let amx = choose(EVERYTHING, "auto");
        assert_eq!(choose(EVERYTHING, "amx=off"), OwnKernels { amx: None, amx_int8: None, fma: true, ..amx });
        assert_eq!(choose(EVERYTHING, "amx=off,fma=off"), OwnKernels { amx: None, amx_int8: None, ..amx });
        // The AMX decode rows only where the int8 AMX kernel runs.
        assert_eq!(choose(EVERYTHING, "amx-int8-decode-rows=8").amx_int8_decode_rows, Some(8));
        assert_eq!(choose(ZEN4_LIKE, "amx-int8-decode-rows=8").amx_int8_decode_rows, None);
        assert_eq!(choose(EVERYTHING, "amx=off,amx-int8-decode-rows=8").amx_int8_decode_rows, None);
    }

    #[test]
    fn int8_rows_go_to_decodes_or_prefills_switch_by_their_count() {
        let decode_rows = INT8_DECODE_ROWS;
        let with = |own: OwnKernels| Numerics {
            precision: Precision::Int8,
            kernels: DotKernels::AVX512_BF16_VNNI,
            own,
            choice: KernelChoice::AUTO,
        };
        let prefill_off = with(choose(ZEN4_LIKE, "prefill-int8=off"));
        assert!(prefill_off.own_gemv_u8s8(2) && prefill_off.own_gemv_u8s8(decode_rows));
        assert!(!prefill_off.own_gemv_u8s8(decode_rows + 1));
        let decode_off = with(choose(ZEN4_LIKE, "decode-int8=off"));
        assert!(!decode_off.own_gemv_u8s8(2) && decode_off.own_gemv_u8s8(decode_rows + 1));
        // Not inner-tiled (bf16 mode, or a target without VNNI): never.
        let bf16 = Numerics { precision: Precision::Bf16, ..with(choose(ZEN4_LIKE, "auto")) };
        assert!(!bf16.own_gemv_u8s8(2) && !bf16.own_gemv_u8s8(64));
    }

    #[test]
    fn the_artifact_record_names_the_choice_and_what_it_resolved_to() {
        let n = Numerics::chosen(Precision::Bf16, &KernelChoice::parse("fma=off").unwrap());
        let o = n.compiler_options();
        assert!(o.kernels.starts_with("fma=off (decode bf16 "), "{}", o.kernels);
        assert!(!o.flags().iter().any(|f| f.contains("fma")), "the choice is recorded, not a compiler flag");
        let iree = n.without_own_kernels();
        assert_eq!(iree.own, OwnKernels::NONE);
        assert_eq!(iree.choice.decode_bf16, Switch::Off);
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
}
