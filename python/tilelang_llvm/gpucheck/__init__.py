"""The one-call GPU check: build the artefacts here, run everything on the GPU machine.

Two halves, because the GPU machine has no clang and no plugins:

1. Here (clang, plugins, ptxas from the wheel)::

       make gpu-artefacts                       # = tilelang-llvm gpu-artefacts --target sm_90
       tilelang-llvm gpu-artefacts [SOURCES] [--target sm_90] [--out-dir gpu-artefacts]

   compiles every example (``examples/*.cpp``), every NVIDIA test kernel
   (``test/python/kernels/gpu/*.ll``) and the fault-case kernels
   (``test/python/kernels/gpu_faults/*.cpp``: tile sizes 8 mod 16, odd thread counts,
   conditional and in-place writes of staged buffers, a K remainder, ``pipeline(2)`` with one
   and two tiles) into ``gpu-artefacts/<stem>/`` (IR, PTX, cubin,
   ``<stem>.launch.json``) and writes ``gpu-artefacts/manifest.json``: per source its kernel
   description (the sibling ``.py``), the kernels it describes, those that have a launch record
   (were mapped to a GPU kernel), ptxas's resources, or the compile error. ``gpu-artefacts/`` is
   ignored by git: carry it to the GPU machine with the tree.

2. On the GPU machine (Python 3 with NumPy and cuda-bindings; PyTorch optional; no clang)::

       bash scripts/gpu-check.sh gpu-artefacts "$OUT"
       # = PYTHONPATH=python python3 -m tilelang_llvm.gpucheck run gpu-artefacts "$OUT"

   For every kernel with a launch record: the correctness check on several odd sizes
   (:data:`GPU_SIZES`: 1, 17, 33, 100, 257 and the like, never a multiple of a tile; one run of
   :func:`tilelang_llvm.gpurun.run_loaded` per size: random inputs, out arrays poisoned, NumPy
   reference, GPU tolerance); ``compute-sanitizer --tool memcheck`` and ``--tool racecheck`` on
   one small size (error and hazard counts, which must be 0); the benches of :data:`BENCHES`
   (GEMM 8192^3 against cuBLAS without TF32, transpose 8192^2 against a device-to-device copy).
   Each kernel runs in its own worker process (``python3 -m tilelang_llvm.gpucheck kernel ...``),
   so a kernel that faults (a sticky CUDA error) cannot take the others down, and so that the
   sanitizers wrap one kernel at a time. Kernels the examples describe but that have no launch
   record are listed as "not mapped". It writes ``summary.json``, ``summary.txt``,
   ``sanitizer.log`` and ``workers.log`` into the output folder, stops starting new work past
   ``--budget`` seconds (default 480), and exits 0 only when everything that ran passed.

This package imports only the standard library, NumPy and the harness's device-side modules
(:mod:`.kernel`, :mod:`.launch`, :mod:`.cudadrv`, :mod:`.gpurun`) -- never llvmlite or clang;
:func:`build_artefacts` imports the compile pipeline when it is called.

The modules: :mod:`.sizes` (what runs: the size sets, the benches) and :mod:`.manifest` (the
artefacts' folder and its manifest), used by both halves; :mod:`.build` (here); :mod:`.run` (the
orchestrator), :mod:`.worker` (the per-kernel processes) and :mod:`.summary` (the verdict,
``summary.json`` and ``summary.txt``) on the GPU machine; :mod:`.cli`, the command line.
"""

from __future__ import annotations

from .build import build_artefacts, default_sources, describe_manifest
from .cli import main
from .manifest import (EXAMPLES, FUZZ_FINDINGS, GPU_FAULT_KERNELS, GPU_TEST_KERNELS, MANIFEST,
                       REPO_ROOT, read_manifest)
from .run import find_sanitizer, parse_sanitizer, run_check
from .sizes import (BENCHES, DEFAULT_BUDGET, GPU_SIZES, WORKER_TIMEOUT, parse_size_sets,
                    sizes_for)
from .worker import _gpu_kernel, worker_bench, worker_kernel

__all__ = ["BENCHES", "DEFAULT_BUDGET", "EXAMPLES", "FUZZ_FINDINGS", "GPU_FAULT_KERNELS",
           "GPU_SIZES", "GPU_TEST_KERNELS", "MANIFEST", "REPO_ROOT", "WORKER_TIMEOUT",
           "build_artefacts", "default_sources", "describe_manifest", "find_sanitizer", "main",
           "parse_sanitizer", "parse_size_sets", "read_manifest", "run_check", "sizes_for",
           "worker_bench", "worker_kernel"]
