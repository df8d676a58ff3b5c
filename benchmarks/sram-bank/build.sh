#!/bin/bash
# Compiles the shared-memory access patterns, the transpose and the GEMM to
# PTX for sm_90 with clang 22 and TileLangPasses.so (on this machine: the GPU
# machine has no clang), keeps tilelang-sram-bank's prediction for every
# access (-tilelang-sram-bank-report, JSON lines), assembles each PTX with
# ptxas when the nvidia-cuda-nvcc wheel is installed, and writes
# out/manifest.json for driver.py.
#
#   benchmarks/sram-bank/build.sh [BUILD_DIR]      (default: ./build)
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
BUILD=${1:-$ROOT/build}
OUT=$HERE/out
CLANG=${CLANG:-/usr/lib/llvm-22/bin/clang++}
PLUGIN=$BUILD/lib/TileLangPasses.so
PY=${PY:-$ROOT/.venv/bin/python}
rm -rf "$OUT"
mkdir -p "$OUT"

compile() { # SRC NAME BLOCK [extra flags]
  local src=$1 name=$2 dims=$3
  shift 3
  "$CLANG" --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -S \
    -fpass-plugin="$PLUGIN" \
    -mllvm -tilelang-sram-bank-block-dims="$dims" \
    -mllvm -tilelang-sram-bank-report="$OUT/$name.jsonl" \
    "$@" "$HERE/$src" -o "$OUT/$name.ptx"
  echo "$CLANG ... -mllvm -tilelang-sram-bank-block-dims=$dims $* $src -o out/$name.ptx" >>"$OUT/commands.txt"
}

compile patterns_1d.cpp patterns_1d 128
compile patterns_2d.cpp patterns_32x8 32,8 -DBLOCK32x8
compile patterns_2d.cpp patterns_16x16 16,16 -DBLOCK16x16
compile transpose.cpp transpose_plain 32,8
compile transpose.cpp transpose_remap 32,8 -mllvm -tilelang-sram-bank-mode=remap
compile gemm.cpp gemm_plain 32,8
compile gemm.cpp gemm_remap 32,8 -mllvm -tilelang-sram-bank-mode=remap

PTXAS=$("$PY" -c 'import nvidia.cu13, os; print(os.path.join(list(nvidia.cu13.__path__)[0], "bin", "ptxas"))' 2>/dev/null || true)
if [ -n "$PTXAS" ] && [ -x "$PTXAS" ]; then
  for f in "$OUT"/*.ptx; do
    "$PTXAS" -arch=sm_90 "$f" -o "${f%.ptx}.cubin"
  done
  echo "ptxas: every PTX assembled for sm_90 ($PTXAS)"
fi
"$PY" "$HERE/manifest.py" "$OUT"
