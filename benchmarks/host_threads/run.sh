#!/usr/bin/env bash
# Tiles on the cores: examples/gemm.cpp's gemm at N^3 float with 1, 2, ... threads next to
# NumPy's OpenBLAS on as many threads, each thread count side by side (benchmarks/RESULTS.md).
#   benchmarks/host_threads/run.sh [N] [THREADS...]       (default 2048, 1 2)
# Builds gemm_threads (the kernel with both plugins, -O3 -march=native, linked -fopenmp) unless
# GEMM_THREADS_EXE names a built one; PYTHON (default .venv/bin/python) runs numpy_gemm.py;
# EXTRA_FLAGS go to the kernel's clang++ (make bench: -mllvm -tilelang-host-gemm=false, the
# loop-by-loop tiling whose tiles run on the cores; the BLIS plan runs on one thread).
set -euo pipefail
cd "$(dirname "$0")/../.."
N=${1:-2048}; shift || true
THREADS=${*:-1 2}
B=/usr/lib/llvm-22/bin
PY=${PYTHON:-.venv/bin/python}
EXE=${GEMM_THREADS_EXE:-}
if [ -z "$EXE" ]; then
  OUT=$(mktemp -d); EXE=$OUT/gemm_threads
  $B/clang++ -O3 -march=${MARCH:-native} -fplugin=build/lib/TileLangClang.so \
    -fpass-plugin=build/lib/TileLangPasses.so ${EXTRA_FLAGS:-} -c examples/gemm.cpp -o $OUT/gemm.o
  $B/clang -O2 -fopenmp benchmarks/host_threads/gemm_threads.c $OUT/gemm.o -o $EXE
fi
for t in $THREADS; do
  OMP_NUM_THREADS=$t $EXE $N 5
  OPENBLAS_NUM_THREADS=$t $PY benchmarks/host_threads/numpy_gemm.py $N 5
done
