"""The GPU kernels the plugin makes, run on the host (gpu_emulator.py): every kernel of the
fault cases (test/python/kernels/gpu_faults/) for sm_90 and gfx942 and of examples/ for sm_90,
compiled up to tilelang-layout, each GPU thread a pthread, real block barriers, shared buffers
poisoned before each block, on gpucheck's odd size sets (for the fault cases all but the large
third one) with the launch record's grid (and, for the second set, a third of it, so that blocks
run several tiles of the grid-stride loops), against NumPy at the GPU tolerance.

Then, on the sanitizer size set: the fault cases under ThreadSanitizer (the host's racecheck)
and AddressSanitizer (no access outside a shared buffer, a per-thread buffer or an array); the
emulator's own check (without the barrier after a copy-in, barrier_after_copyin.c, the
transpose reads poison and ThreadSanitizer reports the race); and a bug's kernels
(kernels/gpu_bugs/, strict xfail).

This checks the IR the passes produce, not the GPU's code generation; the GPU check
(scripts/gpu-check.sh on the H200) stays the reference. AMD kernels are otherwise never run.
"""

from __future__ import annotations

import functools
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tilelang_llvm import gpucheck, kernel as kmod, toolchain

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
import gpu_emulator as emu  # noqa: E402

FAULTS = sorted((HERE / "kernels" / "gpu_faults").glob("*.cpp"))
EXAMPLES = sorted((ROOT / "examples").glob("*.cpp"))
SOURCES = FAULTS + EXAMPLES

pytestmark = pytest.mark.skipif(
    not toolchain.plugins_available(),
    reason=f"plugins not built in {toolchain.plugin_dir()}: run `make build`")


@functools.lru_cache(maxsize=None)
def module(src: Path, target: str) -> emu.EmulatedModule:
    return emu.EmulatedModule(src, target)


CASES = ([pytest.param(p, "sm_90", id=f"{p.stem}-sm_90") for p in SOURCES]
         + [pytest.param(p, "gfx942", id=f"{p.stem}-gfx942") for p in FAULTS])


@pytest.mark.parametrize("src, target", CASES)
def test_emulated(src, target):
    mod = module(src, target)
    described = list(mod.specs)
    assert mod.kernels == [k for k in described if k != "syrk"]
    failed = []
    for k in mod.kernels:
        sets = gpucheck.sizes_for(mod.specs[k])
        if src in FAULTS:  # their third set is the large one: on the GPU only (time)
            sets = sets[:2] + sets[3:]
        for i, sizes in enumerate(sets):
            for div in ((1, 3) if i == 1 else (1,)):
                r = mod.run(k, sizes, grid_div=div)
                if not r.ok:
                    failed.append(r.line())
    assert not failed, "\n".join(failed)


def test_emulator_catches_a_missing_barrier():
    mod = emu.EmulatedModule(ROOT / "examples" / "transpose.cpp", "sm_90",
                             mutate=emu.drop_barrier_after_copyin)
    r = mod.run("transpose", dict(M=100, N=100))
    assert not r.ok and "got nan" in r.message


def _sanitized(kind, *args):
    if emu.sanitizer_runtime(kind) is None:
        pytest.skip(f"no {kind} runtime (libclang_rt.{kind}-x86_64.so)")
    env = {k: v for k, v in os.environ.items() if k != "LD_PRELOAD"}
    p = subprocess.run([sys.executable, str(HERE / "gpu_emulator.py"), f"--{kind}",
                        *map(str, args)], capture_output=True, text=True, env=env, timeout=600)
    if "Sanitizer: " in p.stderr and ("FATAL" in p.stderr or "unexpected memory mapping"
                                      in p.stderr):  # the runtime cannot start here
        pytest.skip(f"{kind} does not start here: " + p.stderr.strip().splitlines()[0])
    return p


def test_threadsanitizer_finds_no_race():
    p = _sanitized("tsan", "--sanitizer-sizes", "--grid-div", "1", *FAULTS,
                   ROOT / "examples" / "transpose.cpp")
    assert "ThreadSanitizer" not in p.stderr, p.stderr[-6000:]
    assert p.returncode == 0, p.stdout + p.stderr[-3000:]
    assert p.stdout.count("PASS") == sum(len(kmod.load_specs(f.with_suffix(".py")))
                                         for f in FAULTS) + 1, p.stdout


def test_threadsanitizer_finds_the_missing_barrier():
    p = _sanitized("tsan", "--sanitizer-sizes", "--grid-div", "1", "--mutate",
                   "drop-barrier-after-copyin", ROOT / "examples" / "transpose.cpp")
    assert "WARNING: ThreadSanitizer: data race" in p.stderr
    assert p.returncode != 0


def test_addresssanitizer_finds_no_overflow():
    # Shared buffers, per-thread buffers and the arrays: no access outside them.
    p = _sanitized("asan", "--sanitizer-sizes", "--grid-div", "1,3", *FAULTS,
                   ROOT / "examples" / "gemm.cpp", ROOT / "examples" / "transpose.cpp")
    assert "AddressSanitizer" not in p.stderr, p.stderr[-6000:]
    assert p.returncode == 0, p.stdout + p.stderr[-3000:]


BUGS = HERE / "kernels" / "gpu_bugs"


# Regression: unrollThreadTiles once padded a downward band's partial tiles below the buffers
# (found here under AddressSanitizer); now only bands whose loops all run upward are padded.
@pytest.mark.parametrize("kernel", ["down_register", "up_register"])
def test_register_tile_partial_tile_in_bounds(kernel):
    p = _sanitized("asan", "--kernel", kernel, "--grid-div", "1", "--sizes", "M=17,N=33;M=1,N=1",
                   BUGS / "register_tile_downward.cpp")
    assert "AddressSanitizer" not in p.stderr, p.stderr[:3000]
    assert p.returncode == 0 and p.stdout.count("PASS") == 2, p.stdout
