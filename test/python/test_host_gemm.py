"""The host GEMM plan (lib/tile/HostGemm.h) against NumPy and plain clang, at odd sizes.

benchmarks/host_gemm/gemm.cpp's sgemm and dgemm (`tile(auto, auto, auto)`: the BLIS plan with
the running machine's sizes) at sizes no block divides (1, 7, 33, 100, 257, and one past a kc,
mc and nr boundary on every host description): every element against the float64 reference
(rtol 1e-5 for float, 1e-12 for double), and bit for bit against plain clang -O3 -march=native
(the plan keeps the source's order of operations: each C[i][j] adds its products in increasing
k with the source's fused multiply-add).
"""
from pathlib import Path

import numpy as np
import pytest

from tilelang_llvm.host import run_kernel
from tilelang_llvm.toolchain import plugins_available

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "benchmarks" / "host_gemm" / "gemm.cpp"

pytestmark = pytest.mark.skipif(not plugins_available(),
                                reason="plugins not built: run `make build`")

SIZES = [(1, 1, 1), (7, 33, 100), (257, 100, 33), (100, 7, 257), (33, 257, 7),
         (131, 97, 1031)]


@pytest.mark.parametrize("kernel", ["sgemm", "dgemm"])
@pytest.mark.parametrize("mnk", SIZES, ids=lambda s: "x".join(map(str, s)))
def test_host_gemm_plan(kernel, mnk):
    sizes = dict(zip("MNK", mnk))
    ours = run_kernel(SRC, kernel, sizes, extra_flags=["-Rpass=tilelang-tile"])
    assert ours.ok, ours.summary()
    assert "remark: host GEMM plan (BLIS loops) for C[m][n] += A[m][k] * B[k][n] on " + \
        ("float" if kernel == "sgemm" else "double") in ours.diagnostics
    plain = run_kernel(SRC, kernel, sizes, tilelang=False)
    assert plain.ok, plain.summary()
    np.testing.assert_array_equal(ours.outputs["C"], plain.outputs["C"])


def test_host_gemm_plan_off_is_tiled_loop_by_loop():
    """-tilelang-host-gemm=false: the band is tiled as before (the remark says so), same result."""
    sizes = {"M": 33, "N": 100, "K": 7}
    off = run_kernel(SRC, "sgemm", sizes,
                     extra_flags=["-mllvm", "-tilelang-host-gemm=false", "-Rpass=tilelang-tile"])
    assert off.ok, off.summary()
    assert "host GEMM plan" not in off.diagnostics
    assert "remark: tiled a band of 3 loops" in off.diagnostics
