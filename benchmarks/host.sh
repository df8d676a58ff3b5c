#!/usr/bin/env bash
# Host benchmarks of TileLang-LLVM, side by side in one run each (see RESULTS.md).
#   benchmarks/host.sh [N]      GEMM N^3 (default 2048): Polly, ours, NumPy BLAS (on OMP_NUM_THREADS
#                               threads, else the cores), then ours and NumPy on 1 and 2 threads,
#                               then the compile time of every example with and without plugins.
# Needs `make build` first. Polly's GEMM takes about a minute to compile; the untiled clang -O3
# variant is left out at 2048 (0.4 GFLOP/s, minutes per run); add it with --variants.
set -euo pipefail
cd "$(dirname "$0")/.."
N=${1:-2048}
OUT=benchmarks/results
mkdir -p "$OUT"
TL=.venv/bin/tilelang-llvm
$TL bench examples/gemm.cpp --kernel gemm --sizes M=$N,N=$N,K=$N \
  --variants polly,tilelang,numpy --repeat 5 --json "$OUT/gemm-$N.json"
# Tiles on the cores: ours and NumPy's BLAS on 1 and 2 threads, each count side by side.
for t in 1 2; do
  OMP_NUM_THREADS=$t $TL bench examples/gemm.cpp --kernel gemm --sizes M=$N,N=$N,K=$N \
    --variants tilelang,numpy --repeat 5 --json "$OUT/gemm-$N-threads$t.json"
done
for e in gemm 2mm syrk transpose conv2d jacobi2d atax mvt; do
  $TL bench examples/$e.cpp --compile-time --repeat 7
done
