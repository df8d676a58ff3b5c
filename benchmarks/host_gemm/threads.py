"""The host GEMM plan on the cores next to OpenBLAS on as many threads, side by side.

    python threads.py N KERNEL [THREADS...]      (default threads: 1 2)

Builds benchmarks/host_gemm/gemm.cpp once (both plugins, -O3 -march=native, -fopenmp; the plan
with its loops on the cores, HostGemm.h) and times, in interleaved rounds on the same inputs, ours
and OpenBLAS (NumPy's `c + a @ b`) at each thread count: ours through libomp's
omp_set_num_threads, OpenBLAS through threadpoolctl. The 2-core VM is shared: interleaved
rounds spread its noise over every column. Medians of ROUNDS (env, default 7) after one untimed
round; GFLOP/s = 2 N^3 / seconds. Prints, per thread count t, ours(t) / OpenBLAS(t), and
ours(t) / ours(first t). Checks that C is bit for bit the same at every thread count (each C
element keeps its order of k). For benchmarks/RESULTS.md; not a test.
"""
import ctypes
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
from threadpoolctl import threadpool_limits

ROOT = Path(__file__).resolve().parents[2]
CLANG = "/usr/lib/llvm-22/bin/clang++"


def build(out, flags=()):
    plug = os.environ.get("TILELANG_PLUGIN_DIR", str(ROOT / "build" / "lib"))
    cmd = [CLANG, f"-fplugin={plug}/TileLangClang.so", f"-fpass-plugin={plug}/TileLangPasses.so",
           "-O3", "-march=native", "-shared", "-fPIC", "-fopenmp", *flags,
           str(ROOT / "benchmarks/host_gemm/gemm.cpp"), "-o", out]
    subprocess.run(cmd, check=True)
    return ctypes.CDLL(out)


def main():
    n, kernel = int(sys.argv[1]), sys.argv[2]
    threads = [int(t) for t in sys.argv[3:]] or [1, 2]
    rounds = int(os.environ.get("ROUNDS", "7"))
    dt = np.float32 if kernel == "sgemm" else np.float64
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((n, n)).astype(dt), rng.standard_normal((n, n)).astype(dt)
    c0 = rng.standard_normal((n, n)).astype(dt)
    lib = build(f"{tempfile.mkdtemp()}/ours.so")
    fn = getattr(lib, kernel)
    omp = ctypes.CDLL("libomp.so.5" if Path("/usr/lib/llvm-22/lib/libomp.so.5").exists()
                      else "libomp.so")
    ptr = lambda x: ctypes.c_void_p(x.ctypes.data)  # noqa: E731
    times = {(who, t): [] for t in threads for who in ("ours", "OpenBLAS")}
    results = {}
    c = c0.copy()
    for r in range(rounds + 1):
        for t in threads:
            omp.omp_set_num_threads(t)
            np.copyto(c, c0)
            start = time.perf_counter()
            fn(n, n, n, ptr(a), ptr(b), ptr(c))
            times[("ours", t)].append(time.perf_counter() - start)
            if r == 0:
                results[t] = c.copy()
            with threadpool_limits(limits=t, user_api="blas"):
                start = time.perf_counter()
                c + a @ b
                times[("OpenBLAS", t)].append(time.perf_counter() - start)
    med = {k: statistics.median(v[1:]) for k, v in times.items()}
    gf = lambda s: 2 * n ** 3 / s / 1e9  # noqa: E731
    print(f"{kernel} {n}^3, medians of {rounds} interleaved rounds (GFLOP/s)")
    for t in threads:
        print(f"threads {t}: ours {gf(med[('ours', t)]):8.2f}  OpenBLAS "
              f"{gf(med[('OpenBLAS', t)]):8.2f}  ours/OpenBLAS "
              f"{med[('OpenBLAS', t)] / med[('ours', t)]:5.2f}x  ours/ours({threads[0]}) "
              f"{med[('ours', threads[0])] / med[('ours', t)]:5.2f}x")
    same = all(np.array_equal(results[threads[0]], results[t]) for t in threads)
    print("C bit for bit equal at every thread count:", same)
    return 0 if same else 1


if __name__ == "__main__":
    sys.exit(main())
