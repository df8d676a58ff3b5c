"""A block-tile variant of examples/gemm_f16.cpp for the H200 sweeps (benchmarks/RESULTS.md,
"compute(tensor_core)"): the kernel description is the example's."""
import runpy
from pathlib import Path

KERNELS = runpy.run_path(str(Path(__file__).resolve().parents[3] / "examples" / "gemm_f16.py"))["KERNELS"]
