//! The user's choice of kernels: one value, parsed and validated once.
//!
//! `--kernels SPEC` on `engine run`, `serve`, `compile` and `bench` (and
//! `harness diff`), else `QWEN_ENGINE_KERNELS=SPEC`, else `auto`. SPEC is
//! `auto` or comma-separated `switch=value` entries, each switch at most
//! once; a switch left out keeps its default. An unknown switch or value
//! is an error naming the allowed ones. [`KernelChoice`]'s `Display` is the
//! canonical SPEC (only what differs from `auto`), which `engine bench`
//! and the server print and which is part of every artifact's identity.
//!
//! | switch | values | default | what it switches |
//! |---|---|---|---|
//! | `target` | `host`, `none`, `bf16`, `u8s8`, `bf16+u8s8` | `host` | the dot-product instructions modules are compiled for (bf16 rows or f32 rows against bf16 weights; VNNI digits or the graph's own int8 tiles); `none` builds here what a CPU without AVX-512 runs |
//! | `decode-bf16` | `auto`, `off` | `auto` | bf16 decode's weight products on the engine's GEMV kernel |
//! | `decode-int8` | `auto`, `off` | `auto` | int8 decode's weight products on the engine's VNNI kernel |
//! | `prefill-int8` | `auto`, `off` | `auto` | int8 prefill's and the vision tower's weight products on the engine's VNNI kernel, where no AMX kernel takes them |
//! | `decode-attention` | `auto`, `off` | `auto` | decode's attention over the bf16 KV pool on the engine's kernel |
//! | `amx` | `auto`, `off`, `emulated` | `auto` | prefill's (and the vision tower's) products on the AMX kernels; `emulated`: their tile instructions emulated in C (slow; verification on a CPU without AMX) |
//! | `fma` | `auto`, `on`, `off` | `auto` | bf16 prefill's and attention's products on the FMA kernel; `auto` where FMAs measure faster than `vdpbf16ps`, `on` wherever the CPU has the instructions |
//! | `amx-int8-decode-rows` | `off`, a count N >= 1 | `off` | int8 decode's products of at least N digit rows (two per slot) on the AMX kernel where it runs |
//!
//! `auto` means: where this CPU runs the kernel. No switch can put a
//! kernel on a CPU without its instructions (the kernels run them
//! unchecked).

use std::fmt;

use super::DotKernels;

/// The environment variable that carries a [`KernelChoice`].
pub const ENV: &str = "QWEN_ENGINE_KERNELS";

/// The variables the choice replaced; setting one is an error that names
/// its replacement, so an old script cannot silently measure the wrong
/// build.
const RETIRED: [(&str, &str); 6] = [
    ("QWEN_ENGINE_DOT_KERNELS", "target=none|bf16|u8s8|bf16+u8s8"),
    ("QWEN_ENGINE_OWN_GEMV", "decode-bf16=off,decode-int8=off,prefill-int8=off"),
    ("QWEN_ENGINE_OWN_ATTENTION", "decode-attention=off"),
    ("QWEN_ENGINE_OWN_AMX", "amx=off|emulated"),
    ("QWEN_ENGINE_OWN_FMA", "fma=on|off"),
    ("QWEN_ENGINE_AMX_DECODE_ROWS", "amx-int8-decode-rows=N"),
];

#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum KernelChoiceError {
    #[error("kernel choice {spec:?}: unknown switch {switch:?} (known: {known})")]
    UnknownSwitch { spec: String, switch: String, known: String },
    #[error("kernel choice {spec:?}: {switch}={value:?} is not allowed (allowed: {allowed})")]
    BadValue { spec: String, switch: String, value: String, allowed: String },
    #[error("kernel choice {spec:?}: {switch} is given twice")]
    Twice { spec: String, switch: String },
    #[error("kernel choice {spec:?}: {entry:?} is not switch=value")]
    NotAnEntry { spec: String, entry: String },
    #[error("{variable} is no longer read: set {ENV}={replacement} (or --kernels); see docs/configuration.md")]
    Retired { variable: String, replacement: String },
    #[error("{ENV} is not valid UTF-8")]
    NotUtf8,
}

/// `auto` (where this CPU runs the kernel) or `off`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum Switch {
    #[default]
    Auto,
    Off,
}

/// The AMX kernels: on the tiles where this process may run them, off,
/// or emulated in C.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum AmxSwitch {
    #[default]
    Auto,
    Off,
    Emulated,
}

/// The FMA kernel: where measured faster, wherever the CPU has the
/// instructions, or off.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub enum FmaSwitch {
    #[default]
    Auto,
    On,
    Off,
}

/// Which of the engine's own kernels modules may use, and the target
/// instructions they are compiled for: see the module doc for each
/// switch. `Default` is `auto`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct KernelChoice {
    /// `None`: this CPU's ([`DotKernels::of_host`]).
    pub target: Option<DotKernels>,
    pub decode_bf16: Switch,
    pub decode_int8: Switch,
    pub prefill_int8: Switch,
    pub decode_attention: Switch,
    pub amx: AmxSwitch,
    pub fma: FmaSwitch,
    /// `None`: int8 decode never goes to the AMX kernel.
    pub amx_int8_decode_rows: Option<usize>,
}

const SWITCHES: [&str; 8] =
    ["target", "decode-bf16", "decode-int8", "prefill-int8", "decode-attention", "amx", "fma", "amx-int8-decode-rows"];

fn target_name(k: DotKernels) -> &'static str {
    match (k.bf16, k.u8s8) {
        (false, false) => "none",
        (true, false) => "bf16",
        (false, true) => "u8s8",
        (true, true) => "bf16+u8s8",
    }
}

impl KernelChoice {
    /// Every kernel where this CPU runs it, modules for this CPU.
    pub const AUTO: KernelChoice = KernelChoice {
        target: None,
        decode_bf16: Switch::Auto,
        decode_int8: Switch::Auto,
        prefill_int8: Switch::Auto,
        decode_attention: Switch::Auto,
        amx: AmxSwitch::Auto,
        fma: FmaSwitch::Auto,
        amx_int8_decode_rows: None,
    };

    /// No kernel of the engine's own: every product on IREE's code (the
    /// target still this CPU's).
    pub const IREE_ONLY: KernelChoice = KernelChoice {
        target: None,
        decode_bf16: Switch::Off,
        decode_int8: Switch::Off,
        prefill_int8: Switch::Off,
        decode_attention: Switch::Off,
        amx: AmxSwitch::Off,
        fma: FmaSwitch::Off,
        amx_int8_decode_rows: None,
    };

    /// Parse a SPEC (module doc). Empty or `auto` is [`KernelChoice::AUTO`].
    pub fn parse(spec: &str) -> Result<KernelChoice, KernelChoiceError> {
        let mut c = KernelChoice::AUTO;
        let trimmed = spec.trim();
        if trimmed.is_empty() || trimmed == "auto" {
            return Ok(c);
        }
        let mut seen: Vec<&str> = Vec::new();
        for entry in trimmed.split(',').map(str::trim) {
            let Some((switch, value)) = entry.split_once('=') else {
                return Err(KernelChoiceError::NotAnEntry { spec: spec.to_owned(), entry: entry.to_owned() });
            };
            let (switch, value) = (switch.trim(), value.trim());
            let Some(&name) = SWITCHES.iter().find(|&&s| s == switch) else {
                return Err(KernelChoiceError::UnknownSwitch {
                    spec: spec.to_owned(),
                    switch: switch.to_owned(),
                    known: SWITCHES.join(", "),
                });
            };
            if seen.contains(&name) {
                return Err(KernelChoiceError::Twice { spec: spec.to_owned(), switch: name.to_owned() });
            }
            seen.push(name);
            let bad = |allowed: &str| KernelChoiceError::BadValue {
                spec: spec.to_owned(),
                switch: name.to_owned(),
                value: value.to_owned(),
                allowed: allowed.to_owned(),
            };
            let switch_of = |v: &str| match v {
                "auto" => Ok(Switch::Auto),
                "off" => Ok(Switch::Off),
                _ => Err(bad("auto, off")),
            };
            match name {
                "target" => {
                    c.target = match value {
                        "host" => None,
                        "none" => Some(DotKernels::PORTABLE),
                        "bf16" => Some(DotKernels { bf16: true, u8s8: false }),
                        "u8s8" => Some(DotKernels { bf16: false, u8s8: true }),
                        "bf16+u8s8" | "u8s8+bf16" => Some(DotKernels::AVX512_BF16_VNNI),
                        _ => return Err(bad("host, none, bf16, u8s8, bf16+u8s8")),
                    }
                }
                "decode-bf16" => c.decode_bf16 = switch_of(value)?,
                "decode-int8" => c.decode_int8 = switch_of(value)?,
                "prefill-int8" => c.prefill_int8 = switch_of(value)?,
                "decode-attention" => c.decode_attention = switch_of(value)?,
                "amx" => {
                    c.amx = match value {
                        "auto" => AmxSwitch::Auto,
                        "off" => AmxSwitch::Off,
                        "emulated" => AmxSwitch::Emulated,
                        _ => return Err(bad("auto, off, emulated")),
                    }
                }
                "fma" => {
                    c.fma = match value {
                        "auto" => FmaSwitch::Auto,
                        "on" => FmaSwitch::On,
                        "off" => FmaSwitch::Off,
                        _ => return Err(bad("auto, on, off")),
                    }
                }
                "amx-int8-decode-rows" => {
                    c.amx_int8_decode_rows = match value {
                        "off" => None,
                        n => match n.parse::<usize>() {
                            Ok(n) if n > 0 => Some(n),
                            _ => return Err(bad("off, or a count of digit rows >= 1")),
                        },
                    }
                }
                _ => unreachable!("every name in SWITCHES is matched"),
            }
        }
        Ok(c)
    }

    /// The choice the environment makes: `QWEN_ENGINE_KERNELS`, else
    /// `auto`. A retired variable that is set is an error naming its
    /// replacement.
    pub fn from_env() -> Result<KernelChoice, KernelChoiceError> {
        KernelChoice::from_vars(|name| std::env::var_os(name))
    }

    /// [`KernelChoice::from_env`] over any variable lookup (tests).
    pub fn from_vars(var: impl Fn(&str) -> Option<std::ffi::OsString>) -> Result<KernelChoice, KernelChoiceError> {
        refuse_retired(&var)?;
        match var(ENV) {
            None => Ok(KernelChoice::AUTO),
            Some(v) => KernelChoice::parse(v.to_str().ok_or(KernelChoiceError::NotUtf8)?),
        }
    }

    /// A command's choice: its `--kernels` flag when given, else the
    /// environment's ([`KernelChoice::from_env`]). A retired variable is an
    /// error either way.
    pub fn from_flag_or_env(flag: Option<&str>) -> Result<KernelChoice, KernelChoiceError> {
        match flag {
            Some(spec) => {
                refuse_retired(|name| std::env::var_os(name))?;
                KernelChoice::parse(spec)
            }
            None => KernelChoice::from_env(),
        }
    }
}

/// An error naming the replacement of the first retired variable `var`
/// finds set.
fn refuse_retired(var: impl Fn(&str) -> Option<std::ffi::OsString>) -> Result<(), KernelChoiceError> {
    match RETIRED.iter().find(|(v, _)| var(v).is_some()) {
        Some((variable, replacement)) => {
            Err(KernelChoiceError::Retired { variable: (*variable).to_owned(), replacement: (*replacement).to_owned() })
        }
        None => Ok(()),
    }
}

impl fmt::Display for KernelChoice {
    /// The canonical SPEC: the entries that differ from `auto`, in the
    /// module doc's order, or `auto`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut entries: Vec<String> = Vec::new();
        if let Some(t) = self.target {
            entries.push(format!("target={}", target_name(t)));
        }
        for (name, s) in [
            ("decode-bf16", self.decode_bf16),
            ("decode-int8", self.decode_int8),
            ("prefill-int8", self.prefill_int8),
            ("decode-attention", self.decode_attention),
        ] {
            if s == Switch::Off {
                entries.push(format!("{name}=off"));
            }
        }
        match self.amx {
            AmxSwitch::Auto => {}
            AmxSwitch::Off => entries.push("amx=off".into()),
            AmxSwitch::Emulated => entries.push("amx=emulated".into()),
        }
        match self.fma {
            FmaSwitch::Auto => {}
            FmaSwitch::On => entries.push("fma=on".into()),
            FmaSwitch::Off => entries.push("fma=off".into()),
        }
        if let Some(n) = self.amx_int8_decode_rows {
            entries.push(format!("amx-int8-decode-rows={n}"));
        }
        match entries.is_empty() {
            true => f.write_str("auto"),
            false => f.write_str(&entries.join(",")),
        }
    }
}

impl std::str::FromStr for KernelChoice {
    type Err = KernelChoiceError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        KernelChoice::parse(s)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn auto_and_empty_are_every_default() {
        assert_eq!(KernelChoice::parse("auto"), Ok(KernelChoice::AUTO));
        assert_eq!(KernelChoice::parse("  "), Ok(KernelChoice::AUTO));
        assert_eq!(KernelChoice::AUTO, KernelChoice::default());
        assert_eq!(KernelChoice::AUTO.to_string(), "auto");
    }

    #[test]
    fn each_switch_parses_and_prints_back_canonically() {
        let spec = "target=none,decode-bf16=off,decode-int8=off,prefill-int8=off,decode-attention=off,amx=emulated,fma=on,amx-int8-decode-rows=8";
        let c = KernelChoice::parse(spec).unwrap();
        assert_eq!(c.target, Some(DotKernels::PORTABLE));
        assert_eq!((c.decode_bf16, c.decode_int8, c.prefill_int8), (Switch::Off, Switch::Off, Switch::Off));
        assert_eq!(c.decode_attention, Switch::Off);
        assert_eq!((c.amx, c.fma, c.amx_int8_decode_rows), (AmxSwitch::Emulated, FmaSwitch::On, Some(8)));
        assert_eq!(c.to_string(), spec);
        // Order and spaces do not matter; the printed form is canonical.
        let shuffled = KernelChoice::parse(" fma=off , amx=off,target=bf16+u8s8 ").unwrap();
        assert_eq!(shuffled.to_string(), "target=bf16+u8s8,amx=off,fma=off");
        assert_eq!(KernelChoice::parse(&shuffled.to_string()), Ok(shuffled));
        // A switch set to its default prints nothing.
        assert_eq!(KernelChoice::parse("amx=auto,target=host,amx-int8-decode-rows=off").unwrap().to_string(), "auto");
    }

    #[test]
    fn unknown_switches_and_values_are_errors_naming_the_allowed_ones() {
        let e = KernelChoice::parse("gemv=off").unwrap_err();
        assert!(matches!(&e, KernelChoiceError::UnknownSwitch { switch, .. } if switch == "gemv"), "{e}");
        assert!(e.to_string().contains("decode-bf16") && e.to_string().contains("amx-int8-decode-rows"), "{e}");
        let e = KernelChoice::parse("amx=0").unwrap_err();
        assert!(e.to_string().contains("auto, off, emulated"), "{e}");
        let e = KernelChoice::parse("decode-bf16=on").unwrap_err();
        assert!(e.to_string().contains("allowed: auto, off"), "{e}");
        for bad in ["amx-int8-decode-rows=0", "amx-int8-decode-rows=-4", "amx-int8-decode-rows=8.5"] {
            assert!(matches!(KernelChoice::parse(bad), Err(KernelChoiceError::BadValue { .. })), "{bad}");
        }
        assert!(matches!(KernelChoice::parse("target=avx2"), Err(KernelChoiceError::BadValue { .. })));
        assert!(matches!(KernelChoice::parse("fma"), Err(KernelChoiceError::NotAnEntry { .. })));
        assert!(matches!(KernelChoice::parse("fma=on,fma=off"), Err(KernelChoiceError::Twice { .. })));
        assert!(matches!(KernelChoice::parse("fma=on,"), Err(KernelChoiceError::NotAnEntry { .. })));
    }

    #[test]
    fn the_environment_gives_the_choice_and_retired_variables_are_refused() {
        use std::ffi::OsString;
        let vars = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| pairs.iter().find(|(k, _)| *k == name).map(|(_, v)| OsString::from(v))
        };
        assert_eq!(KernelChoice::from_vars(vars(&[])), Ok(KernelChoice::AUTO));
        let c = KernelChoice::from_vars(vars(&[(ENV, "amx=emulated")])).unwrap();
        assert_eq!(c.amx, AmxSwitch::Emulated);
        let e = KernelChoice::from_vars(vars(&[("QWEN_ENGINE_OWN_FMA", "1")])).unwrap_err();
        assert!(e.to_string().contains("QWEN_ENGINE_OWN_FMA") && e.to_string().contains("fma=on|off"), "{e}");
        // Even alongside the new variable, a retired one is refused.
        let e = KernelChoice::from_vars(vars(&[(ENV, "auto"), ("QWEN_ENGINE_OWN_GEMV", "0")])).unwrap_err();
        assert!(matches!(e, KernelChoiceError::Retired { .. }), "{e}");
        assert!(KernelChoice::from_vars(vars(&[(ENV, "fma=sometimes")])).is_err());
    }
}
