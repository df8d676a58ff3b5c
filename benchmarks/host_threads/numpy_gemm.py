"""NumPy's BLAS (OpenBLAS in NumPy's wheels) on the GEMM of gemm_threads.c: A @ B at N^3 float32,
median of REPEAT timed calls after one untimed, on OPENBLAS_NUM_THREADS threads (set it before
the process starts). Usage: python numpy_gemm.py N REPEAT"""
import os
import statistics
import sys
import time

import numpy as np

n = int(sys.argv[1]) if len(sys.argv) > 1 else 2048
reps = int(sys.argv[2]) if len(sys.argv) > 2 else 5
rng = np.random.default_rng(1)
A = rng.uniform(-1, 1, (n, n)).astype(np.float32)
B = rng.uniform(-1, 1, (n, n)).astype(np.float32)
times = []
for r in range(reps + 1):
    t0 = time.perf_counter()
    C = A @ B
    dt = time.perf_counter() - t0
    if r:
        times.append(dt)
med = statistics.median(times)
print(f"numpy (OpenBLAS) {n}^3 threads {os.environ.get('OPENBLAS_NUM_THREADS', '?')}: "
      f"median {med * 1e3:.1f} ms ({reps} runs), {2 * n ** 3 / med / 1e9:.1f} GFLOP/s")
