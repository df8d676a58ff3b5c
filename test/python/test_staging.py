"""Staging and register tiling on the host, against NumPy, over many directive shapes.

Regression for a fault found in review: after the point loops were interchanged, the footprint
bounds of the staged buffers were taken from the point loops' positions instead of the band loops
they drive, so unequal tile sizes (tile(32, 32, 8)) staged too small buffers and computed wrong
results. Every combination here uses odd problem sizes (no tile divides them) and checks every
element against the reference in examples/*.py.
"""
from pathlib import Path

import pytest

from tilelang_llvm.host import run_kernel
from tilelang_llvm.toolchain import plugins_available

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"

pytestmark = pytest.mark.skipif(not plugins_available(),
                                reason="plugins not built: run `make build`")

GEMM = """extern "C" void gemm(int M, int N, int K, const float *__restrict A,
                     const float *__restrict B, float *__restrict C) {{
#pragma tilelang tile({tile})
#pragma tilelang buffer({buffer})
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}}
"""

TILES = ["32, 32, 8", "8, 32, 32", "32, 8, 32", "16, 64, 4", "64, 16, 128", "5, 7, 3",
         "auto, auto, auto", "128, 128, 1"]
BUFFERS = ["B: shared", "A: shared", "C: register", "A: shared, B: shared",
           "A: shared, B: shared, C: register", "C: shared"]


@pytest.mark.parametrize("buffer", BUFFERS)
@pytest.mark.parametrize("tile", TILES)
def test_gemm_staging(tmp_path, tile, buffer):
    src = tmp_path / "gemm.cpp"
    src.write_text(GEMM.format(tile=tile, buffer=buffer))
    result = run_kernel(src, "gemm", {"M": 67, "N": 101, "K": 43},
                        reference_file=EXAMPLES / "gemm.py")
    assert result.ok, result.summary()
