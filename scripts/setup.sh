#!/usr/bin/env bash
# Installs what the build and the tests need, idempotently:
#   apt: libclang-dev (bindgen for the IREE runtime binding), cmake and nasm
#        (libjpeg-turbo, built from the turbojpeg-sys crate's sources with
#        its SIMD kernels: the JPEG decoder Pillow uses), gcc (the engine's
#        own dispatch kernels, engine/kernels, built by engine/build.rs);
#        with --tests also chromium (the HTML report's test loads reports
#        in a real headless browser: harness/tests/report_in_browser.rs)
#   pip: iree-base-compiler==3.13.0 and cmake>=3.26 into the project venv .venv
#   cargo: every crate in Cargo.lock (`cargo fetch --locked`, host target), so
#          a build never finds the registry half-filled
# Safe to run any number of times; does nothing when everything is present.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)

packages="libclang-dev cmake nasm gcc"
if [ "${1:-}" = "--tests" ]; then
  packages="$packages chromium"
fi
missing=""
for pkg in $packages; do
  # Installed, not merely known (a removed package keeps its config files).
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  [ "$status" = "install ok installed" ] || missing="$missing $pkg"
done
if [ -n "$missing" ]; then
  echo "setup: installing$missing (apt)"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  # shellcheck disable=SC2086
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq $missing >/dev/null
fi

venv="$root/.venv"
stamp="$venv/.setup-v1"
if [ ! -f "$stamp" ]; then
  echo "setup: creating $venv with iree-base-compiler==3.13.0 and cmake>=3.26"
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q --disable-pip-version-check 'iree-base-compiler==3.13.0' 'cmake>=3.26'
  touch "$stamp"
fi

if ! command -v cargo >/dev/null 2>&1; then
  echo "setup: cargo not found; install the Rust toolchain (rustup) first" >&2
  exit 1
fi

# Quiet and quick when everything is already in the registry.
host=$(rustc -vV | sed -n 's/^host: //p')
(cd "$root" && cargo fetch --locked --target "$host" -q)
