//! Builds the IREE runtime from the sources shipped in the crates.io package
//! eerie-sys 0.5.0 (never downloaded from anywhere else, never copied into
//! this repository), adds IREE's parameters module, and generates bindings.
//!
//! Re-runs only when this script, the CMake list, the header or the CMAKE /
//! LIBCLANG_PATH environment change; CMake itself rebuilds incrementally.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Runtime-only configuration (no compiler, no GPU drivers, no tests).
const DEFINITIONS: &[(&str, &str)] = &[
    ("IREE_ENABLE_LIBBACKTRACE", "OFF"),
    ("IREE_BUILD_COMPILER", "OFF"),
    ("IREE_BUILD_PYTHON_BINDINGS", "OFF"),
    ("IREE_BUILD_TESTS", "OFF"),
    ("IREE_BUILD_BENCHMARKS", "OFF"),
    ("IREE_BUILD_SAMPLES", "OFF"),
    ("IREE_BUILD_BINDINGS_TFLITE", "OFF"),
    ("IREE_BUILD_BINDINGS_TFLITE_JAVA", "OFF"),
    ("IREE_HAL_DRIVER_DEFAULTS", "OFF"),
    ("IREE_HAL_DRIVER_LOCAL_SYNC", "ON"),
    ("IREE_HAL_DRIVER_LOCAL_TASK", "ON"),
    ("IREE_HAL_DRIVER_AMDGPU", "OFF"),
    ("IREE_HAL_DRIVER_HIP", "OFF"),
    ("IREE_HAL_DRIVER_NULL", "OFF"),
    ("IREE_HAL_DRIVER_CUDA", "OFF"),
    ("IREE_HAL_DRIVER_VULKAN", "OFF"),
    ("IREE_HAL_DRIVER_METAL", "OFF"),
    ("IREE_RUNTIME_OPTIMIZATION_PROFILE", ""),
];

fn iree_sources() -> PathBuf {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let manifest_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR"));
    // Only this target's dependencies: others (e.g. Windows-only crates) are
    // never downloaded, and --offline must not need them.
    let target = std::env::var("TARGET").expect("cargo sets TARGET");
    let out = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--offline", "--filter-platform", &target])
        .current_dir(&manifest_dir)
        .output()
        .expect("running cargo metadata");
    assert!(out.status.success(), "cargo metadata failed: {}", String::from_utf8_lossy(&out.stderr));
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).expect("cargo metadata JSON");
    let pkg = v["packages"]
        .as_array()
        .and_then(|ps| ps.iter().find(|p| p["name"] == "eerie-sys" && p["version"] == "0.5.0"))
        .expect("eerie-sys 0.5.0 is a dependency of iree-sys");
    let manifest = PathBuf::from(pkg["manifest_path"].as_str().expect("manifest_path"));
    manifest.parent().expect("package folder").join("iree")
}

/// CMake >= 3.26: $CMAKE, else the project venv's (scripts/setup.sh installs it).
fn cmake_program(manifest_dir: &Path) {
    println!("cargo:rerun-if-env-changed=CMAKE");
    if std::env::var_os("CMAKE").is_none() {
        let venv = manifest_dir.join("../../.venv/bin/cmake");
        if venv.is_file() {
            // SAFETY: build scripts are single-threaded at this point.
            unsafe { std::env::set_var("CMAKE", venv) };
        }
    }
}

fn main() {
    let manifest_dir = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").expect("CARGO_MANIFEST_DIR"));
    println!("cargo:rerun-if-changed=build.rs");
    println!("cargo:rerun-if-changed=cmake/CMakeLists.txt");
    println!("cargo:rerun-if-changed=src/wrapper.h");
    println!("cargo:rerun-if-env-changed=LIBCLANG_PATH");
    cmake_program(&manifest_dir);
    let iree = iree_sources();

    let mut cfg = cmake::Config::new(manifest_dir.join("cmake"));
    cfg.define("IREE_SOURCE_DIR", &iree).profile("Release").build_target("qwen_runtime");
    for (k, v) in DEFINITIONS {
        cfg.define(k, v);
    }
    let dst = cfg.build();
    let build = dst.join("build");
    println!("cargo:rustc-link-search=native={}", build.display());
    println!("cargo:rustc-link-lib=static=qwen_runtime");
    // FlatCC's verifier (used to check .vmfb flatbuffers) stays a separate archive.
    println!("cargo:rustc-link-search=native={}", build.join("iree/build_tools/third_party/flatcc").display());
    println!("cargo:rustc-link-lib=static=flatcc_parsing");
    for lib in ["pthread", "dl", "m"] {
        println!("cargo:rustc-link-lib={lib}");
    }

    let bindings = bindgen::Builder::default()
        .header(manifest_dir.join("src/wrapper.h").display().to_string())
        // The system allocator is chosen at IREE build time (libc by default).
        .clang_arg("-DIREE_ALLOCATOR_SYSTEM_CTL=iree_allocator_libc_ctl")
        .clang_arg(format!("-I{}", iree.join("runtime/src").display()))
        .clang_arg(format!("-I{}", build.join("iree/runtime/src").display()))
        .clang_arg(format!("-I{}", iree.join("third_party/flatcc/include").display()))
        .allowlist_type("iree_.*")
        .allowlist_function("iree_.*")
        .allowlist_var("(iree_|IREE_).*")
        .size_t_is_usize(true)
        .derive_default(true)
        .generate()
        .expect("generating IREE runtime bindings");
    let out = PathBuf::from(std::env::var("OUT_DIR").expect("OUT_DIR"));
    bindings.write_to_file(out.join("bindings.rs")).expect("writing bindings.rs");
}
