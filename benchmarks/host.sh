#!/usr/bin/env bash
# Host benchmarks of TileLang-LLVM, side by side in one run each (see RESULTS.md).
#   benchmarks/host.sh [SIZES] [REPEAT]   (`make bench`: SIZES "1024 2048 4096", REPEAT 5)
# GEMM C += A * B in float and double (benchmarks/host_gemm/gemm.cpp) at each size N^3: plain
# clang -O3, Polly, ours (the BLIS plan, tile/HostGemm.h) and OpenBLAS through NumPy on one
# thread and on all cores; one table at the end (benchmarks/host_gemm/summary.py), medians of
# REPEAT runs. Plain clang is left out at 4096 (about 0.4 GFLOP/s: minutes per run); ours runs
# on one thread (OMP_NUM_THREADS=1: the plan's loops do not run on the cores yet). Then tiles
# on the cores: the loop-by-loop tiled GEMM (-tilelang-host-gemm=false) on 1 and 2 threads next
# to OpenBLAS on as many (benchmarks/host_threads/run.sh). Then the compile time of every example
# with and without the plugins.
# Needs `make build` first. Takes about 15 minutes on the 2-core VM.
set -euo pipefail
cd "$(dirname "$0")/.."
SIZES=${1:-"1024 2048 4096"}
REPEAT=${2:-5}
OUT=benchmarks/results
mkdir -p "$OUT"
TL=.venv/bin/tilelang-llvm
JSONS=()
for N in $SIZES; do
  for K in sgemm dgemm; do
    V=clang,polly,tilelang,numpy,numpy-mt
    if [ "$N" -ge 4096 ]; then V=polly,tilelang,numpy,numpy-mt; fi
    OMP_NUM_THREADS=1 $TL bench benchmarks/host_gemm/gemm.cpp --kernel $K --sizes M=$N,N=$N,K=$N \
      --variants $V --repeat "$REPEAT" --json "$OUT/$K-$N.json"
    JSONS+=("$OUT/$K-$N.json")
  done
done
.venv/bin/python benchmarks/host_gemm/summary.py "${JSONS[@]}"
# Tiles on the cores (OpenMP): the loop-by-loop tiling of examples/gemm.cpp at 2048^3, 1 and 2
# threads, each next to OpenBLAS on as many.
EXTRA_FLAGS="-mllvm -tilelang-host-gemm=false" bash benchmarks/host_threads/run.sh 2048 1 2
for e in gemm 2mm syrk transpose conv2d jacobi2d atax mvt; do
  $TL bench examples/$e.cpp --compile-time --repeat 7
done
