#!/usr/bin/env bash
# Installs LLVM 22 from Debian's packages (idempotent: does nothing when they are present).
# Source of the package list: docs/HARDWARE.md, "Toolchain facts".
set -euo pipefail
PKGS="llvm-22-dev clang-22 libclang-22-dev libclang-rt-22-dev clang-format-22 lld-22 llvm-22-tools libpolly-22-dev libomp-22-dev cmake ninja-build"
missing=""
for p in $PKGS; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -z "$missing" ]; then
  exit 0
fi
echo "setup-llvm: installing$missing"
SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq $missing
