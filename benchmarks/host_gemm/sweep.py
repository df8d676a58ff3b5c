"""Plan sizes side by side: `python sweep.py N KERNEL 'label:-mllvm -opt=..' ...` builds
benchmarks/host_gemm/gemm.cpp once per variant (both plugins, -O3 -march=native, the extra
flags of each), then times the variants and OpenBLAS (NumPy, one thread) in interleaved rounds
on the same inputs (the 2-core VM is shared: rounds interleave the noise), medians of ROUNDS
(env, default 7). Prints GFLOP/s and the ratio to OpenBLAS per variant. For choosing the
model's rules (benchmarks/RESULTS.md), not a test.
"""
import ctypes
import os
import shlex
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


def build(flags, out):
    plug = os.environ.get("TILELANG_PLUGIN_DIR", str(ROOT / "build" / "lib"))
    cmd = [CLANG, f"-fplugin={plug}/TileLangClang.so", f"-fpass-plugin={plug}/TileLangPasses.so",
           "-O3", "-march=native", "-shared", "-fPIC", *flags,
           str(ROOT / "benchmarks/host_gemm/gemm.cpp"), "-o", out]
    subprocess.run(cmd, check=True)
    return ctypes.CDLL(out)


def main():
    n, kernel, specs = int(sys.argv[1]), sys.argv[2], sys.argv[3:]
    rounds = int(os.environ.get("ROUNDS", "7"))
    dt = np.float32 if kernel == "sgemm" else np.float64
    rng = np.random.default_rng(0)
    a, b = rng.standard_normal((n, n)).astype(dt), rng.standard_normal((n, n)).astype(dt)
    c0 = rng.standard_normal((n, n)).astype(dt)
    tmp = tempfile.mkdtemp()
    fns = {}
    for i, s in enumerate(specs):
        label, _, flags = s.partition(":")
        fns[label] = getattr(build(shlex.split(flags), f"{tmp}/v{i}.so"), kernel)
    times = {k: [] for k in [*fns, "OpenBLAS"]}
    c = c0.copy()
    ptr = lambda x: ctypes.c_void_p(x.ctypes.data)  # noqa: E731
    with threadpool_limits(limits=1, user_api="blas"):
        for _ in range(rounds + 1):
            for k, f in fns.items():
                np.copyto(c, c0)
                t = time.perf_counter()
                f(n, n, n, ptr(a), ptr(b), ptr(c))
                times[k].append(time.perf_counter() - t)
            t = time.perf_counter()
            c + a @ b
            times["OpenBLAS"].append(time.perf_counter() - t)
    blas = statistics.median(times["OpenBLAS"][1:])
    for k, ts in times.items():
        m = statistics.median(ts[1:])
        print(f"{k:24} {2 * n ** 3 / m / 1e9:8.2f} GFLOP/s  {blas / m:5.2f}x OpenBLAS")


if __name__ == "__main__":
    main()
