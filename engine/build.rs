//! Compiles the engine's own dispatch kernels (`kernels/*.c`) into object
//! files that the emitted modules link (`#hal.executable.object`, see
//! `src/emit/kernels.rs`): freestanding x86-64 code, no libc, built by the
//! C compiler in `$CC` (default `cc`; gcc 11 or later, or clang 12 or
//! later, for AMX). Other architectures get empty objects and never emit
//! the kernels.

use std::path::PathBuf;
use std::process::Command;

/// The Rust side of the kernels' interface, compiled here too: the header
/// every kernel includes is generated from it.
#[allow(dead_code)]
#[path = "src/kernels/abi.rs"]
mod kernel_abi;

/// `kernels/abi.h` must be what `kernel_abi::header()` generates. It is
/// committed (the AMX probes in scripts/reference include the kernels
/// without cargo), so a change of the Rust constants stops the build here
/// until the header is rewritten: `QWEN_WRITE_KERNEL_ABI=1 cargo build -p
/// engine` writes it.
fn check_abi_header() {
    println!("cargo:rerun-if-changed=src/kernels/abi.rs");
    println!("cargo:rerun-if-changed=kernels/abi.h");
    println!("cargo:rerun-if-env-changed=QWEN_WRITE_KERNEL_ABI");
    let path = "kernels/abi.h";
    let generated = kernel_abi::header();
    if std::env::var_os("QWEN_WRITE_KERNEL_ABI").is_some() {
        std::fs::write(path, &generated).expect("writing kernels/abi.h");
        return;
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == generated,
        "engine/kernels/abi.h does not match engine/src/kernels/abi.rs; rewrite it with \
         `QWEN_WRITE_KERNEL_ABI=1 cargo build -p engine` and review the diff"
    );
}

/// Each kernel object's name, its source stem and the flags it needs (the
/// instruction sets; the AMX kernels, whose copies and (emulated) tile
/// loops must not become calls of `memset` / `memcpy`: there is no libc).
const KERNELS: [(&str, &str, &[&str]); 8] = [
    ("gemv_bf16", "gemv_bf16", &["-mavx512bf16"]),
    ("gemv_u8s8", "gemv_u8s8", &["-mavx512vnni"]),
    ("decode_attention", "decode_attention", &["-mavx512f"]),
    (
        "matmul_amx_bf16",
        "matmul_amx_bf16",
        &["-mamx-tile", "-mamx-bf16", "-fno-builtin", "-fno-tree-loop-distribute-patterns"],
    ),
    (
        "matmul_amx_bf16_emulated",
        "matmul_amx_bf16",
        &["-DQWEN_AMX_EMULATED", "-fno-builtin", "-fno-tree-loop-distribute-patterns"],
    ),
    ("matmul_amx_u8s8", "matmul_amx_u8s8", &["-mamx-tile", "-mamx-int8"]),
    (
        "matmul_amx_u8s8_emulated",
        "matmul_amx_u8s8",
        &["-DQWEN_AMX_EMULATED", "-fno-builtin", "-fno-tree-loop-distribute-patterns"],
    ),
    ("matmul_fma_bf16", "matmul_fma_bf16", &[]),
];

fn main() {
    check_abi_header();
    println!("cargo:rerun-if-env-changed=CC");
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    let x86 = std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("x86_64");
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    println!("cargo:rerun-if-changed=kernels/amx_emulated.h");
    println!("cargo:rerun-if-changed=kernels/amx_tiles.h");
    println!("cargo:rerun-if-changed=kernels/workgroup.h");
    for (name, stem, isa) in KERNELS {
        let source = format!("kernels/{stem}.c");
        println!("cargo:rerun-if-changed={source}");
        let out = out_dir.join(format!("qwen_{name}.o"));
        if !x86 {
            std::fs::write(&out, []).expect("writing an empty kernel object");
            continue;
        }
        let status = Command::new(&cc)
            .args([
                "-O2",
                "-std=c11",
                "-ffreestanding",
                "-fPIC",
                "-fno-plt",
                "-fno-asynchronous-unwind-tables",
                "-fno-stack-protector",
                "-fvisibility=hidden",
                "-mavx512f",
            ])
            .args(isa)
            .args(["-c", &source, "-o"])
            .arg(&out)
            .status()
            .unwrap_or_else(|e| panic!("running the C compiler {cc:?} for {source}: {e}"));
        assert!(status.success(), "{cc} failed on {source} (needs {} support: gcc 11+ or clang 12+)", isa.join(" "));
    }
}
