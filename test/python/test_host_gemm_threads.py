"""The host GEMM plan on the cores (lib/tile/HostGemm.h, lib/parallel/HostParallelPass.h).

benchmarks/host_gemm/gemm.cpp's sgemm and dgemm (`tile(auto, auto, auto)`: the BLIS plan with
the running machine's sizes, its packing of B and its ic loop OpenMP parallel regions) JIT'd once
(`tilelang_llvm.host.JitModule`, which loads libomp) and run with libomp's thread count set to 1,
2 and 3 (`omp_set_num_threads`; `omp_get_max_threads` confirms it). At sizes no block divides
(1, 7, 33, 100, 257; M = 7 and 33: one ic block, fewer than the threads; N = 7: one micro-panel
of B for three threads; M = 1031 with a forced mc of 64: 17 ic blocks dealt out to 2 and 3
threads), every thread count must give the 1-thread result bit for bit (each C element is
computed by one thread in increasing k), that result must equal plain clang's bit for bit, and
every element must match the float64 reference (rtol 1e-5 for float, 1e-12 for double).
About 10 s on 2 cores.
"""
from __future__ import annotations

import ctypes
import re
from pathlib import Path

import numpy as np
import pytest

from tilelang_llvm import compile as compile_mod
from tilelang_llvm import host, toolchain
from tilelang_llvm.checking import call_reference
from tilelang_llvm.host import run_kernel
from tilelang_llvm.inputs import make_inputs, resolve_sizes
from tilelang_llvm.kernel import load_specs

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "benchmarks" / "host_gemm" / "gemm.cpp"
SPECS = {s.name: s for s in load_specs(SRC.with_suffix(".py"))}
THREADS = (1, 2, 3)

pytestmark = pytest.mark.skipif(not toolchain.plugins_available(),
                                reason="plugins not built: run `make build`")

SIZES = [(1, 1, 1), (7, 7, 7), (33, 257, 100), (100, 33, 257), (257, 100, 7),
         (257, 7, 33)]


def _modules(kernel: str, flags: tuple[str, ...] = ()):
    plain = host.JitModule(compile_mod.compile_to_ir(SRC, tilelang=False).ir)
    ours = host.JitModule(compile_mod.compile_to_ir(SRC, tilelang=True,
                                                    extra_flags=list(flags)).ir)
    return plain, ours


def _run(fn, values: dict) -> np.ndarray:
    vals = {k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in values.items()}
    fn.call(fn.prepare(vals))
    return vals["C"]


def _check(kernel: str, mnk: tuple[int, int, int], flags: tuple[str, ...] = ()):
    spec = SPECS[kernel]
    plain, ours = _modules(kernel, flags)
    assert ours.parallel, "the plan has no parallel region"
    sizes = resolve_sizes(spec, dict(zip("MNK", mnk)))
    values = make_inputs(spec, sizes, 0)
    want = _run(plain.bind(spec), values)
    ref = call_reference(spec, {k: (v.copy() if isinstance(v, np.ndarray) else v)
                                for k, v in values.items()})["C"]
    omp = ctypes.CDLL(str(toolchain.libomp()), mode=ctypes.RTLD_GLOBAL)
    fn = ours.bind(spec)
    try:
        results = {}
        for t in THREADS:
            omp.omp_set_num_threads(t)
            assert omp.omp_get_max_threads() == t
            results[t] = _run(fn, values)
    finally:
        omp.omp_set_num_threads(toolchain.host_threads())
    for t in THREADS:
        assert results[t].tobytes() == results[1].tobytes(), \
            f"{t} threads differ from 1 thread"
    assert results[1].tobytes() == want.tobytes(), "1 thread differs from plain clang"
    np.testing.assert_allclose(results[1], ref, rtol=spec.rtol, atol=spec.rtol)


@pytest.mark.parametrize("kernel", ["sgemm", "dgemm"])
@pytest.mark.parametrize("mnk", SIZES, ids=lambda s: "x".join(map(str, s)))
def test_plan_threads_bit_for_bit(kernel, mnk):
    _check(kernel, mnk)


@pytest.mark.parametrize("kernel", ["sgemm", "dgemm"])
def test_plan_many_ic_blocks(kernel):
    """mc forced to 64 rows: 17 ic blocks of M = 1031 over 2 and 3 threads, the last short."""
    _check(kernel, (1031, 40, 20), ("-mllvm", "-tilelang-host-gemm-mc=64"))


def test_plan_remarks_say_how_blocks_are_distributed():
    """The plan's remark and tilelang-parallel's: what runs on the cores, how, per-thread buffers."""
    res = compile_mod.compile_to_ir(SRC, tilelang=True,
                                    extra_flags=["-Rpass=tilelang-(tile|parallel)"])
    diag = res.diagnostics
    assert ("on the cores (OpenMP, tilelang-parallel; threads: OMP_NUM_THREADS, else one per "
            "core, at run time)") in diag
    assert "the packing of B's " in diag and "-column micro-panels run on the cores" in diag
    assert "the GEMM plan's ic blocks (" in diag
    assert "per-thread staging buffers 'gemm.a', 'gemm.edge'" in diag


def test_plan_one_thread_when_host_parallel_off():
    """-tilelang-host-parallel=false: the plan has no parallel region, and its remark says so."""
    res = compile_mod.compile_to_ir(SRC, tilelang=True,
                                    extra_flags=["-mllvm", "-tilelang-host-parallel=false",
                                                 "-Rpass=tilelang-tile"])
    assert "; one thread (-tilelang-host-parallel=false)" in res.diagnostics
    assert "__kmpc_fork_call" not in res.ir


def test_plan_one_thread_when_a_block_exceeds_the_stack_budget():
    """mc forced to 4000 rows: the packed A block (mc x kc) would not fit tilelang-parallel's
    3 MiB per-thread stack budget, so the plan runs on one thread with its blocks malloc'd (the
    remark says why), and still computes plain clang's result bit for bit."""
    flags = ["-mllvm", "-tilelang-host-gemm-mc=4000", "-Rpass=tilelang-tile"]
    res = compile_mod.compile_to_ir(SRC, tilelang=True, extra_flags=flags)
    assert ("; one thread: the packed A block and the edge tile (" in res.diagnostics
            and "bytes) would not fit the 3145728 bytes of stack tilelang-parallel gives a "
                "thread" in res.diagnostics), res.diagnostics
    assert "__kmpc_fork_call" not in res.ir
    # Per kernel, B's panel and the A block of mc x kc = 4000 x kc elements, malloc'd.
    blocks = re.findall(r"ptr @aligned_alloc\(i64 64, i64 (\d+)\)", res.ir)
    assert len(blocks) == 2 and all(int(b) % (4000 * 4) == 0 for b in blocks), blocks
    sizes = {"M": 33, "N": 40, "K": 20}
    ours = run_kernel(SRC, "sgemm", sizes, extra_flags=flags[:2])
    plain = run_kernel(SRC, "sgemm", sizes, tilelang=False)
    assert ours.ok and plain.ok, ours.summary()
    assert ours.outputs["C"].tobytes() == plain.outputs["C"].tobytes()
