#!/bin/bash
# Regenerates the IR inputs of test/target from the examples and from
# diag_kernels.cpp: clang's IR before any pass (-Xclang -disable-llvm-passes)
# with the front-end plugin's markers.
#   NAME.ll          target-neutral (no triple, no target-cpu): the tests pick
#                    the chip with opt -mtriple/-mcpu (host, NVPTX)
#   NAME.amdgcn.ll   amdgcn-amd-amdhsa without -mcpu (private allocas): opt -mcpu
# Usage: test/target/Inputs/regen.sh [BUILD_DIR]   (default: build)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../../.." && pwd)
build=${1:-$root/build}
clang=/usr/lib/llvm-22/bin/clang++
plugin=$build/lib/TileLangClang.so
gen() { # SRC_DIR FILE OUT [amd]
  local flags=(-O2 -S -emit-llvm -Xclang -disable-llvm-passes -fplugin=$plugin)
  if [ "${4:-}" = amd ]; then
    (cd "$1" && $clang --target=amdgcn-amd-amdhsa -nogpulib "${flags[@]}" "$2" -o -) |
      sed -E -e '/^!llvm.ident/d' > "$3"
  else
    (cd "$1" && $clang "${flags[@]}" "$2" -o -) |
      sed -E -e '/^target (datalayout|triple)/d' \
        -e 's/ "target-cpu"="[^"]*"//; s/ "target-features"="[^"]*"//; s/ "tune-cpu"="[^"]*"//' \
        -e '/^!llvm.ident/d' > "$3"
  fi
}
for ex in gemm transpose conv2d jacobi2d; do
  gen "$root/examples" $ex.cpp "$here/$ex.ll"
  gen "$root/examples" $ex.cpp "$here/$ex.amdgcn.ll" amd
done
gen "$here" diag_kernels.cpp "$here/check_kernels.ll"
gen "$here" diag_kernels.cpp "$here/check_kernels.amdgcn.ll" amd
