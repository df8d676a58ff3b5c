#!/usr/bin/env bash
# Host benchmarks of TileLang-LLVM, side by side in one run each (see RESULTS.md).
#   benchmarks/host.sh [SIZES] [REPEAT]   (`make bench`: SIZES "1024 2048 4096", REPEAT 5)
# GEMM C += A * B in float and double (benchmarks/host_gemm/gemm.cpp) at each size N^3: plain
# clang -O3, Polly, ours (the BLIS plan, tile/HostGemm.h) and OpenBLAS through NumPy on one
# thread (OMP_NUM_THREADS=1), then ours and OpenBLAS on all cores (the plan's ic loop and its
# packing of B on the cores, OpenMP; NumPy's BLAS on as many threads); one table at the end
# (benchmarks/host_gemm/summary.py), medians of REPEAT runs. Plain clang is left out at 4096
# (about 0.4 GFLOP/s: minutes per run). Then the plan on 1 and 2 threads next to OpenBLAS on as
# many, interleaved (benchmarks/host_gemm/threads.py, f32 and f64 at 2048^3), and tiles on the
# cores: examples/gemm.cpp (the plan) and its loop-by-loop tiling (-tilelang-host-gemm=false)
# on 1 and 2 threads next to OpenBLAS (benchmarks/host_threads/run.sh). Then the compile time
# of every example with and without the plugins.
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
    V=clang,polly,tilelang,numpy
    if [ "$N" -ge 4096 ]; then V=polly,tilelang,numpy; fi
    OMP_NUM_THREADS=1 $TL bench benchmarks/host_gemm/gemm.cpp --kernel $K --sizes M=$N,N=$N,K=$N \
      --variants $V --repeat "$REPEAT" --json "$OUT/$K-$N.json"
    $TL bench benchmarks/host_gemm/gemm.cpp --kernel $K --sizes M=$N,N=$N,K=$N \
      --variants tilelang,numpy --repeat "$REPEAT" --json "$OUT/$K-$N-all.json"
    JSONS+=("$OUT/$K-$N.json" "$OUT/$K-$N-all.json")
  done
done
.venv/bin/python benchmarks/host_gemm/summary.py "${JSONS[@]}"
# The plan on 1 and 2 threads next to OpenBLAS on as many, interleaved rounds.
for K in sgemm dgemm; do
  ROUNDS=$REPEAT .venv/bin/python benchmarks/host_gemm/threads.py 2048 $K 1 2
done
# Tiles on the cores (OpenMP): examples/gemm.cpp at 2048^3 (the plan, then the loop-by-loop
# tiling), 1 and 2 threads, each next to OpenBLAS on as many.
bash benchmarks/host_threads/run.sh 2048 1 2
EXTRA_FLAGS="-mllvm -tilelang-host-gemm=false" bash benchmarks/host_threads/run.sh 2048 1 2
for e in gemm 2mm syrk transpose conv2d jacobi2d atax mvt; do
  $TL bench examples/$e.cpp --compile-time --repeat 7
done
