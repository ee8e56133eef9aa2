//! Compiles the engine's own dispatch kernels (`kernels/*.c`) into object
//! files that the emitted modules link (`#hal.executable.object`, see
//! `src/emit/gemv.rs`): freestanding x86-64 code, no libc, built by the C
//! compiler in `$CC` (default `cc`; gcc 9 or later, or clang). Other
//! architectures get an empty object and never emit the kernels.

use std::path::PathBuf;
use std::process::Command;

fn main() {
    println!("cargo:rerun-if-changed=kernels/gemv_bf16.c");
    println!("cargo:rerun-if-env-changed=CC");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR")).join("qwen_gemv_bf16.o");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() != Ok("x86_64") {
        std::fs::write(&out, []).expect("writing the empty kernel object");
        return;
    }
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
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
            "-mavx512bf16",
            "-c",
            "kernels/gemv_bf16.c",
            "-o",
        ])
        .arg(&out)
        .status()
        .unwrap_or_else(|e| panic!("running the C compiler {cc:?} for kernels/gemv_bf16.c: {e}"));
    assert!(status.success(), "{cc} failed on kernels/gemv_bf16.c (needs -mavx512bf16 support: gcc 9+ or clang 9+)");
}
