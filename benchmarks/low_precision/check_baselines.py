"""Check and time the library baselines of tilelang_llvm.baselines on the GPU machine (torch,
triton; run there only): the Triton tl.dot GEMM and cuBLAS (torch.mm with an fp32 result) on
fp16 and bf16, torch._int_mm on int8, against float64 / int64 NumPy on the harness's inputs,
then timed side by side with CUDA events (medians of 20 after 3 warm-ups).

    PYTHONPATH=python python benchmarks/low_precision/check_baselines.py [N ...]
"""
import statistics
import sys

import numpy as np
import torch

from tilelang_llvm import baselines
from tilelang_llvm.kernel import find_spec, make_inputs


def timed(fn, reps=20, warm=3):
    for _ in range(warm):
        fn()
    s, e = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
    out = []
    for _ in range(reps):
        s.record(); fn(); e.record(); e.synchronize()
        out.append(s.elapsed_time(e))
    return statistics.median(out)


def main(sizes):
    import triton
    print(f"torch {torch.__version__}, triton {triton.__version__}, {torch.cuda.get_device_name()}")
    for n, m, k in sizes:
        for name in ("gemm_f16", "gemm_bf16", "gemm_i8"):
            spec = find_spec(f"examples/{name}.cpp", name)
            v = make_inputs(spec, dict(M=m, N=n, K=k), seed=1)
            want = v["C"].astype(np.float64) + v["A"].astype(np.float64) @ v["B"].astype(np.float64)
            t = {x: baselines.to_torch(torch, v[x]) for x in "ABC"}
            rows = [("cuBLAS", lambda: t["C"].add_(
                baselines.int_mm(t["A"], t["B"]) if name == "gemm_i8" else
                baselines.mm_f32(t["A"], t["B"])))]
            if name != "gemm_i8":
                rows.append(("Triton", lambda: baselines.triton_gemm(t["A"], t["B"], t["C"])))
            for label, fn in rows:
                t["C"].copy_(baselines.to_torch(torch, v["C"]))
                fn(); torch.cuda.synchronize()
                got = baselines.from_torch(torch, t["C"]).astype(np.float64)
                err = np.abs(got - want).max() / np.abs(want).max()
                ms = timed(fn)
                print(f"{name} {m}x{n}x{k} {label}: max rel err {err:.3g}, median {ms:.3f} ms, "
                      f"{2 * m * n * k / ms / 1e9:.1f} TFLOP/s")


if __name__ == "__main__":
    ns = [int(a) for a in sys.argv[1:]] or [1000, 4096, 8192]
    main([(n, n, n) for n in ns] + [(8192, 8192, 512), (100, 257, 33)])
