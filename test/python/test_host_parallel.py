"""Tiles on the cores (`tilelang-parallel`, lib/parallel/HostParallelPass.h): the examples and
the suite of real kernels keep their results bit for bit with 1, 2 and 3 threads.

Each kernel is compiled twice, with both plugins and with plain clang (the same flags), and
JIT'd once each (`tilelang_llvm.host.JitModule`, which loads libomp for a kernel with a parallel
region). On the same random inputs, plain clang's function runs once and the tiled one runs with
libomp's thread count set to 1, 2 and 3 (`omp_set_num_threads`, the OMP_NUM_THREADS of a running
process; `omp_get_max_threads` confirms it). Every output must equal plain clang's bit for bit:
a parallel tile loop carries no dependence, so each element is computed by one thread in the
order one thread computes it, and the tiling keeps each element's order of operations (the
suite's RESULTS.md: bit for bit clang's). `test_parallel_regions_exist` checks that the thread
counts are exercised: the kernels with a parallel region are listed, and gemm is among them.

Sizes: the examples' first odd size set (test_examples.py) and the suite's SMALL_SIZES;
about 40 s on 2 cores.
"""

from __future__ import annotations

import ctypes
from pathlib import Path

import numpy as np
import pytest

from tilelang_llvm import compile as compile_mod
from tilelang_llvm import host, suite, toolchain
from tilelang_llvm.inputs import make_inputs, poison_outputs, resolve_sizes
from tilelang_llvm.kernel import load_specs

from test_examples import SIZES as EXAMPLE_SIZES

ROOT = Path(__file__).resolve().parents[2]
EXAMPLES = ROOT / "examples"
REAL = ROOT / "benchmarks" / "real"
THREADS = (1, 2, 3)

needs_plugins = pytest.mark.skipif(
    not toolchain.plugins_available(),
    reason=f"plugins not built in {toolchain.plugin_dir()}: run `make build`")


def _cases() -> list[tuple[Path, object, dict[str, int]]]:
    cases = []
    for py in sorted(EXAMPLES.glob("*.py")):
        src = next((p for p in (py.with_suffix(".cpp"), py.with_suffix(".c")) if p.exists()),
                   None)
        if src is None:
            continue
        for spec in load_specs(py):
            if spec.name in EXAMPLE_SIZES:
                cases.append((src, spec, EXAMPLE_SIZES[spec.name][0]))
    for src, spec in suite.discover(REAL):
        cases.append((src, spec, suite.small_sizes(src)))
    return cases


CASES = _cases()
PARALLEL: list[str] = []


def _libomp() -> ctypes.CDLL:
    lib = ctypes.CDLL(str(toolchain.libomp()), mode=ctypes.RTLD_GLOBAL)
    lib.omp_get_max_threads.restype = ctypes.c_int
    return lib


def _outputs(fn, spec, values) -> dict[str, np.ndarray]:
    """One call on a fresh copy of ``values``; the out/inout arrays after it."""
    vals = {k: (v.copy() if isinstance(v, np.ndarray) else v) for k, v in values.items()}
    fn.call(fn.prepare(vals))
    return {a.name: vals[a.name] for a in spec.outputs}


def _same_bits(a: np.ndarray, b: np.ndarray) -> bool:
    return a.shape == b.shape and a.tobytes() == b.tobytes()


@needs_plugins
@pytest.mark.parametrize("src,spec,sizes", CASES,
                         ids=[f"{src.parent.name}/{spec.name}" for src, spec, _ in CASES])
def test_threads_bit_for_bit(src, spec, sizes):
    resolved = resolve_sizes(spec, sizes)
    flags = [*spec.clang_flags, *spec.define_flags(resolved)]
    plain = host.JitModule(compile_mod.compile_to_ir(src, tilelang=False,
                                                     extra_flags=flags).ir)
    tiled = host.JitModule(compile_mod.compile_to_ir(src, tilelang=True,
                                                     extra_flags=flags).ir)
    values = make_inputs(spec, resolved, 0)
    poison_outputs(spec, values)
    want = _outputs(plain.bind(spec), spec, values)
    fn = tiled.bind(spec)
    if not tiled.parallel:
        got = _outputs(fn, spec, values)
        for name in want:
            assert _same_bits(got[name], want[name]), f"{name} differs from clang's"
        return
    PARALLEL.append(spec.name)
    omp = _libomp()
    try:
        for t in THREADS:
            omp.omp_set_num_threads(t)
            assert omp.omp_get_max_threads() == t
            got = _outputs(fn, spec, values)
            for name in want:
                assert _same_bits(got[name], want[name]), \
                    f"{name} with {t} threads differs from clang's"
    finally:
        omp.omp_set_num_threads(toolchain.host_threads())


@needs_plugins
def test_parallel_regions_exist():
    """Runs after the parametrised test (file order): the kernels above had parallel regions."""
    if not PARALLEL:
        pytest.skip("run with test_threads_bit_for_bit")
    assert "gemm" in PARALLEL and len(PARALLEL) >= 10, PARALLEL
