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

/// The eerie-sys release whose vendored IREE sources this crate builds.
const EERIE_SYS: &str = "eerie-sys-0.5.0";

/// Stops the build with a message that says what is missing and how to get
/// it (an environment problem is not a bug: no panic, no backtrace).
fn fail(what: &str, fix: &str) -> ! {
    eprintln!("error: iree-sys: {what}\n  how to fix: {fix}");
    std::process::exit(1);
}

/// Where the IREE runtime sources are, in this order:
/// 1. `$IREE_SOURCE_DIR` (an IREE checkout at the 3.13 release), when set;
/// 2. the unpacked eerie-sys 0.5.0 package in the cargo registry
///    (`$CARGO_HOME/registry/src/*/eerie-sys-0.5.0`): cargo downloads and
///    unpacks every dependency of this crate before any build script runs,
///    so this needs nothing else from the registry;
/// 3. `cargo metadata --offline` (vendored or otherwise redirected sources).
///    It resolves the whole lock file, dev-dependencies included, so it only
///    works once everything is downloaded (`cargo fetch --locked`), which is
///    why it is the last resort.
fn iree_sources() -> PathBuf {
    println!("cargo:rerun-if-env-changed=IREE_SOURCE_DIR");
    if let Some(dir) = std::env::var_os("IREE_SOURCE_DIR") {
        let dir = PathBuf::from(dir);
        if !dir.join("runtime/src/iree").is_dir() {
            fail(
                &format!("IREE_SOURCE_DIR={} holds no runtime/src/iree", dir.display()),
                "point IREE_SOURCE_DIR at an IREE 3.13 source tree, or unset it to use eerie-sys 0.5.0's sources",
            );
        }
        return dir;
    }
    if let Some(dir) = registry_copy().or_else(metadata_copy) {
        return dir;
    }
    fail(
        &format!("cannot find the IREE sources of {EERIE_SYS} (not in the cargo registry, and `cargo metadata --offline` did not list it)"),
        "run `cargo fetch --locked` in the repository (scripts/setup.sh does), or set IREE_SOURCE_DIR to an IREE 3.13 source tree",
    )
}

fn cargo_home() -> Option<PathBuf> {
    std::env::var_os("CARGO_HOME")
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cargo")))
}

/// The unpacked package in `$CARGO_HOME/registry/src/<index>/` (any index:
/// cargo verified the crate's checksum against Cargo.lock when it unpacked it).
fn registry_copy() -> Option<PathBuf> {
    let src = cargo_home()?.join("registry/src");
    let mut found: Vec<PathBuf> = std::fs::read_dir(&src)
        .ok()?
        .filter_map(|e| e.ok())
        .map(|e| e.path().join(EERIE_SYS).join("iree"))
        .filter(|p| p.join("runtime/src/iree").is_dir())
        .collect();
    found.sort();
    found.into_iter().next()
}

fn metadata_copy() -> Option<PathBuf> {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let manifest_dir = std::env::var("CARGO_MANIFEST_DIR").ok()?;
    // Only this target's dependencies: others (e.g. Windows-only crates) are
    // never downloaded, and --offline must not need them.
    let target = std::env::var("TARGET").ok()?;
    let out = Command::new(cargo)
        .args(["metadata", "--format-version", "1", "--offline", "--filter-platform", &target])
        .current_dir(&manifest_dir)
        .output()
        .ok()?;
    if !out.status.success() {
        eprintln!("iree-sys: cargo metadata --offline: {}", String::from_utf8_lossy(&out.stderr).trim());
        return None;
    }
    let v: serde_json::Value = serde_json::from_slice(&out.stdout).ok()?;
    let pkg = v["packages"].as_array()?.iter().find(|p| p["name"] == "eerie-sys" && p["version"] == "0.5.0")?;
    let dir = PathBuf::from(pkg["manifest_path"].as_str()?).parent()?.join("iree");
    dir.join("runtime/src/iree").is_dir().then_some(dir)
}

/// CMake >= 3.26: $CMAKE, else the project venv's (scripts/setup.sh installs
/// it), else `cmake` on PATH; checked here so a missing or old CMake is named
/// instead of failing deep inside the cmake crate.
fn cmake_program(manifest_dir: &Path) {
    println!("cargo:rerun-if-env-changed=CMAKE");
    let program = match std::env::var_os("CMAKE") {
        Some(p) => PathBuf::from(p),
        None => {
            let venv = manifest_dir.join("../../.venv/bin/cmake");
            let p = if venv.is_file() { venv } else { PathBuf::from("cmake") };
            // SAFETY: build scripts are single-threaded at this point.
            unsafe { std::env::set_var("CMAKE", &p) };
            p
        }
    };
    const FIX: &str = "run `bash scripts/setup.sh` (puts CMake >= 3.26 into .venv), or set CMAKE to a CMake >= 3.26";
    let out = match Command::new(&program).arg("--version").output() {
        Ok(out) if out.status.success() => out,
        _ => fail(&format!("CMake not found (tried `{}`)", program.display()), FIX),
    };
    let text = String::from_utf8_lossy(&out.stdout);
    let version: Vec<u32> =
        text.split_whitespace().nth(2).unwrap_or("").split('.').take(2).map(|n| n.parse().unwrap_or(0)).collect();
    if version.as_slice() < [3, 26].as_slice() {
        fail(
            &format!("`{}` is {}, IREE needs CMake >= 3.26", program.display(), text.lines().next().unwrap_or("?")),
            FIX,
        );
    }
}

fn env_dir(name: &str) -> PathBuf {
    match std::env::var_os(name) {
        Some(v) => PathBuf::from(v),
        None => fail(&format!("{name} is not set"), "build through cargo"),
    }
}

fn main() {
    let manifest_dir = env_dir("CARGO_MANIFEST_DIR");
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

    let builder = bindgen::Builder::default()
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
        .derive_default(true);
    // bindgen panics when it cannot load libclang: turn that into a message.
    std::panic::set_hook(Box::new(|_| {}));
    let generated = std::panic::catch_unwind(std::panic::AssertUnwindSafe(move || builder.generate()));
    let _ = std::panic::take_hook();
    let bindings = match generated {
        Ok(Ok(b)) => b,
        Ok(Err(e)) => fail(&format!("generating the IREE runtime bindings: {e}"), "check that libclang-dev is installed"),
        Err(_) => fail(
            "bindgen could not load libclang",
            "install libclang-dev (`bash scripts/setup.sh` does) or set LIBCLANG_PATH to the folder holding libclang.so",
        ),
    };
    let out = env_dir("OUT_DIR").join("bindings.rs");
    if let Err(e) = bindings.write_to_file(&out) {
        fail(&format!("writing {}: {e}", out.display()), "check the disk space and permissions of the target folder");
    }
}
