#!/usr/bin/env bash
# GEMM on fixed-size 2-D arrays: plain clang, tiled, tiled + staged (32 x 32 buffers), side by
# side in one run, medians of REPS (default 5). Usage: benchmarks/fixed_size/run.sh [REPS]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd); root=$(cd "$here/../.." && pwd)
bin=${TILELANG_LLVM_BIN:-/usr/lib/llvm-22/bin}; lib=$root/build/lib
out=$(mktemp -d); trap 'rm -rf "$out"' EXIT
cc="$bin/clang -O3 -march=native -fplugin=$lib/TileLangClang.so -fpass-plugin=$lib/TileLangPasses.so"
$cc -DVARIANT=plain -c "$here/gemm2d.c" -o "$out/plain.o"
$cc -DVARIANT=tiled -DTILED -c "$here/gemm2d.c" -o "$out/tiled.o"
$cc -DVARIANT=staged -DSTAGED -Rpass=tilelang-promote -c "$here/gemm2d.c" -o "$out/staged.o" 2>&1 | grep -o "staged '.' in a packed [0-9 x]* buffer" || true
$bin/clang -O2 "$here/main.c" "$out"/*.o -o "$out/gemm2d"
"$out/gemm2d" "${1:-5}"
