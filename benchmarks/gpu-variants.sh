#!/usr/bin/env bash
# Compiles the GPU benchmark variants here (clang + plugins + ptxas), for
# benchmarks/gpu_sweep.py on the GPU machine (no clang there):
#
#   bash benchmarks/gpu-variants.sh [OUT]          (default gpu-variants/, git-ignored)
#
# Each variant is an example with other pragma lines (the loop nest is the example's), written to
# OUT/src/<name>.cpp with the example's description as <name>.py. Every variant is compiled twice,
# into OUT/full/ (the default passes) and OUT/nofull/ (-mllvm -tilelang-full-tiles=false: the
# tile bodies not separated into full and partial tiles), each a `tilelang-llvm gpu-artefacts`
# folder with its manifest.json (other plugin options go the same way: -- -mllvm -tilelang-...).
# OUT/sweep.json gives the sizes each kernel is timed at.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/.." && pwd)
OUT=${1:-$ROOT/gpu-variants}
TL="$ROOT/.venv/bin/tilelang-llvm"
TARGET=${GPU_TARGET:-sm_90}
rm -rf "$OUT/src"
mkdir -p "$OUT/src"

# variant NAME EXAMPLE PRAGMA...: EXAMPLE's pragma lines replaced by the PRAGMA lines (in every
# function of the file).
. "$ROOT/benchmarks/variants-lib.sh"
variant() {
  local name=$1 example=$2
  shift 2
  pragma_variant "$ROOT/examples/$example.cpp" "$OUT/src/$name.cpp" "$@"
  cp "$ROOT/examples/$example.py" "$OUT/src/$name.py"
}

variant transpose_example transpose "tile(64, 64) buffer(A: shared)"
variant transpose_32x32 transpose "tile(32, 32) buffer(A: shared)"
variant transpose_32x32_t16x16 transpose "tile(32, 32) threads(16, 16) buffer(A: shared)"
variant transpose_64x64_t16x16 transpose "tile(64, 64) threads(16, 16) buffer(A: shared)"
variant transpose_64x64_swizzle transpose "tile(64, 64) buffer(A: shared) layout(A: swizzle)"
variant transpose_64x64_rowmajor transpose "tile(64, 64) buffer(A: shared) layout(A: row_major)"
variant gemm_example gemm "tile(auto, auto, auto)" "buffer(A: shared, B: shared, C: register)"
variant gemm_pipeline2 gemm "tile(128, 128, 32) threads(16, 16) pipeline(2)" "buffer(A: shared, B: shared, C: register)"

cat >"$OUT/sweep.json" <<'JSON'
{"sizes": {"transpose": {"M": 8192, "N": 8192},
           "gemm": {"M": 8192, "N": 8192, "K": 8192}},
 "kernels": ["transpose", "gemm"]}
JSON

"$TL" gpu-artefacts "$OUT"/src/*.cpp --target "$TARGET" --out-dir "$OUT/full"
"$TL" gpu-artefacts "$OUT"/src/*.cpp --target "$TARGET" --out-dir "$OUT/nofull" \
  -- -mllvm -tilelang-full-tiles=false
