"""One differential check of a nest (test/fuzz/nest.py): the tiled, staged build against the
same source compiled by plain clang, on the host under AddressSanitizer or on a GPU target in
the host emulator (test/python/gpu_emulator.py).

Host (:func:`check_host`): three files -- ``tiled.cpp`` (the nest with its ``#pragma
tilelang``, compiled with both plugins), ``ref.cpp`` (the same nest without the pragma, plain
clang) and ``driver.cpp`` (a ``main`` that mallocs every array with exactly its size in bytes,
so that it ends where its allocation ends, reads the inputs from ``in.bin``, calls one of the
two functions and writes the arrays to a file). Everything is built with
``-fsanitize=address``, and the program runs once per function: a read or write one element
past an array (a copy-in of a footprint's bounding box, say) is an ASan report. The arrays that
the nest only assigns with ``=`` are poisoned (0xFF bytes: NaN, or -1) before both runs, so an
element neither function writes compares equal, and one only one of them writes does not.
int32 results must be identical; float32 ones within a tolerance (a tiling may reorder sums).

GPU (:func:`check_gpu`): the nest as ``extern "C" void nest(...)`` with its clauses (``map``,
``threads``, ``buffer``, ``pipeline``), compiled for sm_90 or gfx942 up to the plugin's passes
and run by the emulator's ``EmulatedModule.run`` at the launch record's grid and a third of it,
against the same nest built by plain clang for the host (a shared library called through
ctypes). Whatever the emulator reports -- a wrong element, a barrier error, a race, an exception,
an ASan report when the process has the ASan runtime preloaded -- is the result.

Each check returns an :class:`Outcome`; its ``signature`` (kind and sub-class) is what the
reducer keeps while it shrinks a failing nest.
"""

from __future__ import annotations

import ctypes
import dataclasses
import os
import re
import subprocess
import sys
import zlib
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT / "test" / "python"))

from nest import Nest  # noqa: E402
from tilelang_llvm import kernel as kmod  # noqa: E402
from tilelang_llvm import toolchain  # noqa: E402

#: Kinds of outcome. Failures: every kind but "pass" and "skip".
FAILURES = ("mismatch", "asan", "race", "crash", "compile-error", "timeout")
#: Errors that are the plugin's answer to a directive it cannot honour (the nest's staged
#: footprint is larger than the scratchpad): refusals, not failures.
REJECTED = re.compile(r"bytes of (shared memory|LDS) per block")
RUN_TIMEOUT = 60  # seconds per program run (host)
PARALLEL_THREADS = 3  # host: OMP_NUM_THREADS of a tiled program with a parallel region
COMPILE_TIMEOUT = 120  # seconds per build (host)


@dataclass
class Outcome:
    kind: str                 # "pass", "skip" (not a valid program: int32 overflow), "rejected"
    #                           (the directive refused with an error, as documented) or a failure
    sub: str = ""             # the failure's class within its kind
    detail: str = ""          # what differs, the sanitizer's report, the emulator's message
    tiled: bool = False       # the band was tiled (host: the remark; GPU: mapped to a kernel)
    staged: bool = False      # some array was staged (buffer(...) took effect)
    #: host: a band tiled behind a run-time alias check (and, with Nest.alias_pair, also run on
    #: overlapping arrays)
    alias_checked: bool = False
    #: GPU: also run on overlapping arrays (the sequential fallback), see check_gpu
    overlapped: bool = False
    #: host: statements between the band's loops moved into loops of their own
    distributed: bool = False
    #: host: statements between the band's last two loops kept in place (KeptStatements.h)
    kept: bool = False
    #: host: a row's running value carried from tile to tile (KeptGuards.h)
    carried: bool = False
    triangular: bool = False
    #: host: a band calling sqrtf under -fmath-errno (Nest.errno_calls) tiled
    errno_tiled: bool = False
    #: host: the tiles run on the cores (tilelang-parallel), checked with PARALLEL_THREADS
    parallel: bool = False
    mapped: bool = False      # GPU: the function became a kernel
    lowered: bool = False     # compute(tensor_core): the band runs on the matrix unit (mma)
    refused: str = ""         # compute(tensor_core): why the lowering refused (SIMT instead)
    remarks: str = ""         # the plugins' diagnostics
    seconds: float = 0.0

    @property
    def failed(self) -> bool:
        return self.kind in FAILURES

    @property
    def signature(self) -> tuple[str, str]:
        return self.kind, self.sub


# ---------------------------------------------------------------------------------------------
# Inputs shared by both checks
# ---------------------------------------------------------------------------------------------

def spec(nest: Nest, name: str):
    """The harness description of the nest's function `name` (arrays flat, exact sizes)."""
    params = [kmod.Scalar(p) for p, _ in nest.scalar_params()]
    params += [kmod.Array(a.name, nest.dtype, (a.size,), intent=nest.intent(a)) for a in nest.arrays]
    return kmod.KernelSpec(name=name, params=params, reference=None, sizes=dict(nest.scalar_params()),
                           rtol=0 if nest.dtype == "int32" else 1e-5,
                           reduction=max(1, nest.iterations()))


def poison(a: np.ndarray) -> None:
    """0xFF bytes: NaN in float32, -1 in int32."""
    a.view(np.uint8)[...] = 0xFF


def inputs(nest: Nest, seed: int) -> dict:
    """The harness's random inputs (floats in [-1, 1), ints in [-8, 8)), `out` arrays poisoned."""
    values = kmod.make_inputs(spec(nest, "nest"), dict(nest.scalar_params()), seed)
    for a in nest.arrays:
        if nest.intent(a) == "out":
            poison(values[a.name])
    return values


def overflows(nest: Nest, values: dict) -> bool:
    """True when the int32 nest overflows on these inputs (undefined behaviour: not a test)."""
    if nest.dtype != "int32":
        return False
    try:
        nest.interpret(dict(nest.scalar_params()), {a.name: values[a.name] for a in nest.arrays})
    except OverflowError:
        return True
    return False


def tolerance(nest: Nest) -> tuple[float, float]:
    """(rtol, atol) of a float32 comparison: normwise 1e-5, or an absolute difference of the
    rounding a reordered sum over every iteration may collect; (0, 0) for int32."""
    if nest.dtype == "int32":
        return 0.0, 0.0
    return 1e-5, min(max(1, nest.iterations()), 1 << 14) * 2.0**-22


def classify(nest: Nest, name: str, got: np.ndarray, want: np.ndarray, before: np.ndarray) -> str:
    """Which elements differ: outside every element the nest writes ("writes outside the
    nest's writes": a copy-out of more than was written), written elements left as they were
    ("misses writes"), or written elements with other values ("wrong values")."""
    rtol, atol = tolerance(nest)
    g, w = got.astype(np.float64), want.astype(np.float64)
    with np.errstate(invalid="ignore", over="ignore"):
        bad = ~((g == w) | (np.isnan(g) & np.isnan(w)) | (np.abs(g - w) <= max(atol, rtol * np.nanmax(np.abs(w), initial=0))))
    written = nest.written_elements()[name]
    if np.any(bad & ~written):
        return "writes outside the nest's writes"
    same_as_before = (got.view(np.uint8).reshape(-1, got.itemsize) == before.view(np.uint8).reshape(-1, got.itemsize)).all(axis=1)
    if np.all(same_as_before[bad]):
        return "misses writes"
    return "wrong values"


def first_diff(nest: Nest, name: str, got: np.ndarray, want: np.ndarray, before: np.ndarray) -> str:
    rtol, atol = tolerance(nest)
    res = kmod.compare(name, got, want, rtol, atol)
    idx = np.nonzero(~((got == want) | (np.isnan(got.astype(np.float64)) & np.isnan(want.astype(np.float64)))))[0]
    where = ", ".join(f"{name}[{i}]: input {before[i]!r} ref {want[i]!r} tiled {got[i]!r}" for i in idx[:4])
    return f"{res.describe()}; {len(idx)} elements differ (first: {where})"


# ---------------------------------------------------------------------------------------------
# Host
# ---------------------------------------------------------------------------------------------

def _run(cmd, *, cwd=None, env=None, timeout=120) -> subprocess.CompletedProcess:
    return subprocess.run([str(c) for c in cmd], capture_output=True, text=True, cwd=cwd, env=env,
                          timeout=timeout)


def alias_shift(nest: Nest) -> int:
    """Elements between the starts of the overlapping pair (Nest.alias_pair) in the host check's
    run on overlapping arrays: 0, 1 or 3, from the CRC-32 of the nest's source (the random
    stream of the cases stays as it was)."""
    return (0, 1, 3)[zlib.crc32(nest.c_function("nest", None).encode()) % 3]


def driver_source(nest: Nest) -> str:
    """main(): malloc each array with exactly its bytes, read them, call nest_ref or nest_tiled
    (argv[1]), write them back (argv[3]). With a fourth argument `alias`, the arrays of
    Nest.alias_pair share one allocation, the second alias_shift elements after the first."""
    proto = ", ".join(nest.c_params())
    lines = ["#include <cstdio>", "#include <cstdlib>", "#include <cstring>",
             f'extern "C" void nest_ref({proto});', f'extern "C" void nest_tiled({proto});',
             "int main(int argc, char **argv) {",
             "  if (argc != 4 && argc != 5) return 2;",
             "  bool alias = argc == 5 && !strcmp(argv[4], \"alias\");",
             '  FILE *in = fopen(argv[2], "rb");',
             "  if (!in) return 2;"]
    t = nest.ctype
    pair = nest.alias_pair()
    for a in nest.arrays:
        alloc = f"({t} *)malloc({a.size} * sizeof({t}))"
        if pair and a is pair[0]:
            both = max(pair[0].size, alias_shift(nest) + pair[1].size)
            alloc = f"({t} *)malloc((alias ? {both} : {a.size}) * sizeof({t}))"
        elif pair and a is pair[1]:
            alloc = f"alias ? {pair[0].name} + {alias_shift(nest)} : {alloc}"
        lines.append(f"  {t} *{a.name} = {alloc};")
        lines.append(f"  if (fread({a.name}, sizeof({t}), {a.size}, in) != {a.size}) return 3;")
    lines.append("  fclose(in);")
    args = [str(v) for _, v in nest.scalar_params()]
    args += [f"({t} (*)[{a.stride}]){a.name}" if a.fixed else a.name for a in nest.arrays]
    lines.append(f'  if (!strcmp(argv[1], "ref")) nest_ref({", ".join(args)});')
    lines.append(f"  else nest_tiled({', '.join(args)});")
    lines.append('  FILE *out = fopen(argv[3], "wb");')
    for a in nest.arrays:
        lines.append(f"  fwrite({a.name}, sizeof({t}), {a.size}, out);")
    lines.append("  fclose(out);")
    for a in nest.arrays:
        if pair and a is pair[1]:
            lines.append(f"  if (!alias) free({a.name});")
        else:
            lines.append(f"  free({a.name});")
    lines += ["  return 0;", "}"]
    return "\n".join(lines) + "\n"


def host_sources(nest: Nest) -> dict[str, str]:
    head = "// Generated by test/fuzz/diff_fuzz.py\n"
    return {"tiled.cpp": head + nest.c_function("nest_tiled", nest.pragma()) + "\n",
            "ref.cpp": head + nest.c_function("nest_ref", None) + "\n",
            "driver.cpp": head + driver_source(nest)}


def host_commands(nest: Nest) -> list[list[str]]:
    """The build, as a user would type it (in the case's directory)."""
    plugins = toolchain.plugins()
    cxx = str(toolchain.tool("clang++"))
    san = ["-fsanitize=address", "-fno-omit-frame-pointer"]
    profit = [] if nest.profitability else ["-mllvm", "-tilelang-profitability=false"]
    return [[cxx, nest.opt, *san, f"-fplugin={plugins.frontend}", f"-fpass-plugin={plugins.passes}",
             *profit, "-Rpass=tilelang", "-Rpass-missed=tilelang", "-c", "tiled.cpp", "-o", "tiled.o"],
            [cxx, "-O2", *san, "ref.cpp", "driver.cpp", "tiled.o", "-fopenmp", "-o", "prog"]]


def asan_env() -> dict:
    env = dict(os.environ)
    env.pop("LD_PRELOAD", None)
    env["ASAN_OPTIONS"] = "detect_leaks=0:abort_on_error=0:exitcode=86"
    env["ASAN_SYMBOLIZER_PATH"] = str(toolchain.tool("llvm-symbolizer"))
    return env


def asan_class(report: str) -> str:
    """`heap-buffer-overflow READ` from an AddressSanitizer report."""
    m = re.search(r"ERROR: AddressSanitizer: ([\w-]+)", report)
    kind = m.group(1) if m else "report"
    m = re.search(r"\b(READ|WRITE) of size", report)
    return f"{kind} {m.group(1)}" if m else kind


def asan_excerpt(report: str) -> str:
    keep = []
    for line in report.splitlines():
        if ("ERROR: AddressSanitizer" in line or "of size" in line or re.match(r"\s+#[0-3] ", line)
                or "is located" in line or line.startswith("SUMMARY")):
            keep.append(line.strip())
    return "\n".join(keep[:12])


def plant(text: str, mutate: tuple[str, str] | None) -> str:
    """The checks' own tests: `mutate` = (old, new) replaces old by new in the pragma'd
    function's source, a fault the check must report."""
    if mutate is None:
        return text
    old, new = mutate
    if old not in text:
        raise ValueError(f"nothing to mutate: {old!r} is not in\n{text}")
    return text.replace(old, new, 1)


def check_host(nest: Nest, work: Path, seed: int, *,
               mutate: tuple[str, str] | None = None) -> Outcome:
    """The tiled build against plain clang on the host, both under AddressSanitizer."""
    work.mkdir(parents=True, exist_ok=True)
    values = inputs(nest, seed)
    if overflows(nest, values):
        return Outcome("skip", "int32 overflow")
    for name, text in host_sources(nest).items():
        (work / name).write_text(plant(text, mutate) if name == "tiled.cpp" else text)
    with open(work / "in.bin", "wb") as f:
        for a in nest.arrays:
            f.write(values[a.name].tobytes())
    build = host_commands(nest)
    try:
        p = _run(build[0], cwd=work, timeout=COMPILE_TIMEOUT)
    except subprocess.TimeoutExpired:
        return Outcome("timeout", f"tiled build runs over {COMPILE_TIMEOUT} s", tiled=True)
    remarks = p.stderr
    out = Outcome("pass", remarks=remarks, tiled="remark: tiled a band" in remarks,
                  staged="remark: staged '" in remarks,
                  alias_checked="run-time check finds" in remarks,
                  distributed="remark: loop distribution:" in remarks,
                  kept="stay in place: each runs in the tile" in remarks,
                  carried="from tile to tile in a slot per row" in remarks,
                  triangular=any(lp.tri for lp in nest.loops)
                  and "remark: tiled a band" in remarks,
                  parallel="run on the cores" in remarks,
                  errno_tiled=nest.errno_calls and "remark: tiled a band" in remarks)
    if p.returncode:
        crash = "PLEASE submit a bug report" in p.stderr or p.returncode < 0
        return dataclasses.replace(out, kind="crash" if crash else "compile-error",
                                   sub="clang crashed" if crash else "tiled build fails",
                                   detail=p.stderr[-3000:])
    p = _run(build[1], cwd=work)
    if p.returncode:
        return dataclasses.replace(out, kind="compile-error", sub="reference build fails",
                                   detail=p.stderr[-3000:])
    env = asan_env()
    if out.parallel:   # several threads, one more than the 2-core machines have
        env["OMP_NUM_THREADS"] = str(PARALLEL_THREADS)
    modes = [""] + (["alias"] if nest.alias_pair() and nest.dtype == "float32" else [])
    for mode in modes:
        bad = _compare_runs(nest, work, env, values, out, mode)
        if bad:
            return bad
    return out


def _compare_runs(nest: Nest, work: Path, env: dict, values: dict, out: Outcome,
                  mode: str) -> Outcome | None:
    """Runs ./prog as nest_ref and nest_tiled (`mode` "alias": on overlapping arrays, see
    driver_source) and compares every array; the failing Outcome, or None."""
    results = {}
    for fn in ("ref", "tiled"):
        try:
            p = _run(["./prog", fn, "in.bin", f"out_{fn}.bin"] + ([mode] if mode else []),
                     cwd=work, env=env, timeout=RUN_TIMEOUT)
        except subprocess.TimeoutExpired:
            return dataclasses.replace(out, kind="timeout", sub=f"{fn} runs over {RUN_TIMEOUT} s")
        if p.returncode:
            report = p.stderr
            if fn == "ref":   # the fuzzer's own bug: the sequential program is not valid
                return dataclasses.replace(out, kind="crash", sub="reference fails (fuzzer bug)",
                                           detail=asan_excerpt(report) or report[-2000:])
            if "AddressSanitizer" in report:
                return dataclasses.replace(out, kind="asan", sub=asan_class(report),
                                           detail=asan_excerpt(report))
            return dataclasses.replace(out, kind="crash", sub=f"tiled exits with {p.returncode}",
                                       detail=report[-2000:])
        raw = np.fromfile(work / f"out_{fn}.bin", dtype=nest.dtype)
        results[fn], off = {}, 0
        for a in nest.arrays:
            results[fn][a.name] = raw[off:off + a.size]
            off += a.size
    rtol, atol = tolerance(nest)
    for a in nest.arrays:
        got, want = results["tiled"][a.name], results["ref"][a.name]
        if mode:   # overlapping arrays: the loops as written run; values may grow past float's
            if not np.allclose(got, want, rtol=rtol, atol=atol, equal_nan=True):
                x, y = nest.alias_pair()
                return dataclasses.replace(
                    out, kind="mismatch", sub=f"arrays overlapping ({x.name} and {y.name}, "
                    f"{alias_shift(nest)} apart)", detail=first_diff(nest, a.name, got, want,
                                                                     values[a.name]))
            continue
        if not kmod.compare(a.name, got, want, rtol, atol).ok:
            return dataclasses.replace(
                out, kind="mismatch", sub=classify(nest, a.name, got, want, values[a.name]),
                detail=first_diff(nest, a.name, got, want, values[a.name]))
    return None


# ---------------------------------------------------------------------------------------------
# GPU, in the emulator
# ---------------------------------------------------------------------------------------------

def spec_file(nest: Nest) -> str:
    """The kernel's description for gpu_emulator.py, with the interpreter as its reference, so
    that `gpu_emulator.py nest.cpp` runs the case on its own."""
    params = [f'Scalar("{p}")' for p, _ in nest.scalar_params()]
    params += [f'Array("{a.name}", "{nest.dtype}", ({a.size},), intent="{nest.intent(a)}")'
               for a in nest.arrays]
    outs = [a.name for a in nest.arrays if nest.intent(a) != "in"]
    poisoned = [a.name for a in nest.arrays if nest.intent(a) == "out"]
    conv = "int(x)" if nest.dtype == "int32" else "np.float32(x)"
    args = [p for p, _ in nest.scalar_params()] + [a.name for a in nest.arrays]
    return f'''# Generated by test/fuzz/diff_fuzz.py: the description of nest.cpp for gpu_emulator.py.
import numpy as np
from tilelang_llvm.kernel import Array, KernelSpec, Scalar

def _i(x):
    return x

_f = np.float32

{nest.python()}

def reference({", ".join(args)}):
    arrays = {{{", ".join(f'"{a.name}": {a.name}' for a in nest.arrays)}}}
    for name in {poisoned!r}:   # out arrays are poisoned (0xFF) before the launch
        arrays[name].view(np.uint8)[...] = 0xFF
    lists = {{k: [{conv} for x in v] for k, v in arrays.items()}}
    with np.errstate(over="ignore", invalid="ignore"):
        run({", ".join([p for p, _ in nest.scalar_params()] + [f'lists["{a.name}"]' for a in nest.arrays])})
    return {{k: np.array(lists[k], dtype="{nest.dtype}") for k in {outs!r}}}

KERNELS = [KernelSpec(name="nest", params=[{", ".join(params)}], reference=reference,
                      sizes={dict(nest.scalar_params())!r}, rtol={0 if nest.dtype == "int32" else 1e-5},
                      reduction={max(1, nest.iterations())})]
'''


def host_reference(nest: Nest, work: Path):
    """The nest built by plain clang for the host as a shared library: a reference function
    for the emulator's spec (out arrays poisoned first, as the emulator poisons the kernel's)."""
    (work / "ref.cpp").write_text(nest.c_function("nest_ref", None) + "\n")
    p = _run([toolchain.tool("clang++"), "-O2", "-shared", "-fPIC", "ref.cpp", "-o", "ref.so"], cwd=work)
    if p.returncode:
        raise RuntimeError(f"reference build fails:\n{p.stderr[-2000:]}")
    lib = ctypes.CDLL(str(work / "ref.so"))
    fn = lib.nest_ref
    scalars = [p for p, _ in nest.scalar_params()]
    outs = [a.name for a in nest.arrays if nest.intent(a) != "in"]

    def reference(**kw):
        args = [ctypes.c_int(int(kw[p])) for p in scalars]
        keep = []
        for a in nest.arrays:
            v = np.ascontiguousarray(kw[a.name])
            if nest.intent(a) == "out":
                poison(v)
            keep.append(v)
            args.append(ctypes.c_void_p(v.ctypes.data))
        fn(*args)
        return {a.name: v for a, v in zip(nest.arrays, keep) if a.name in outs}

    reference.lib = lib  # keep it loaded
    return reference


def gpu_sources(nest: Nest) -> dict[str, str]:
    return {"nest.cpp": "// Generated by test/fuzz/diff_fuzz.py\n"
                        + nest.c_function("nest", nest.pragma()) + "\n",
            "nest.py": spec_file(nest)}


_GOT = re.compile(r"^(\w+): .*\(at \[(\d+)\]: got (.*), want (.*)\)$")


def raster_flags(source: str) -> list[str]:
    """The block order a GPU case is compiled with: the mapping hook's (its groups only start
    past a few hundred blocks, more than the emulator runs), or groups of 2 or 3 block rows
    (``-tilelang-raster-group``), so that full and partial groups run on small grids. Chosen
    from the kernel's source (the CRC-32 of its text), so that the random stream of the cases
    stays as it was and a reproducer carries it."""
    group = (0, 2, 3)[zlib.crc32(source.encode()) % 3]
    return [f"-tilelang-raster-group={group}"] if group else []


def check_gpu(nest: Nest, target: str, work: Path, seed: int, *, asan: bool = False,
              grid_divs=(1, 3), mutate: tuple[str, str] | None = None) -> Outcome:
    """The GPU build in the emulator against the host's plain build."""
    import gpu_emulator as emu
    work.mkdir(parents=True, exist_ok=True)
    values = inputs(nest, seed)
    if overflows(nest, values):
        return Outcome("skip", "int32 overflow")
    for name, text in gpu_sources(nest).items():
        (work / name).write_text(plant(text, mutate) if name == "nest.cpp" else text)
    try:
        mod = emu.EmulatedModule(work / "nest.cpp", target, asan=asan, work=work / "emu",
                                 pass_flags=raster_flags((work / "nest.cpp").read_text()))
    except emu.EmulatorError as e:
        msg = str(e)
        if REJECTED.search(msg):
            return Outcome("rejected", "directive refused with an error", msg[-1000:])
        crash = "PLEASE submit a bug report" in msg or "Stack dump" in msg
        return Outcome("crash" if crash else "compile-error",
                       "compiler crashed" if crash else "GPU build fails", msg[-3000:])
    finally:
        kmod._loaded.pop((work / "nest.py").resolve(), None)
    ir = (work / "emu" / "kernels.ll").read_text()
    out = Outcome("pass", remarks=mod.diagnostics, mapped="nest" in mod.kernels,
                  tiled=re.search(r"^tile\.header", ir, re.M) is not None,
                  staged=re.search(r"^tilelang\.copy(in|out)\.|^@tilelang\.", ir, re.M) is not None)
    if not out.mapped:
        return out
    base = mod.specs["nest"]
    mod.specs["nest"] = dataclasses.replace(base, reference=host_reference(nest, work))
    sizes = dict(nest.scalar_params())
    for d in grid_divs:
        try:
            r = mod.run("nest", sizes, grid_div=d, seed=seed)
        except Exception as e:  # noqa: BLE001 - whatever the emulator raises is a finding
            msg = f"{type(e).__name__}: {e}"
            kind = "race" if "race" in msg.lower() else "crash"
            return dataclasses.replace(out, kind=kind, sub=f"emulator raised {type(e).__name__}",
                                       detail=msg[-3000:])
        if r.ok:
            continue
        msg = r.line()
        if r.message.startswith("emulator:"):
            kind = "race" if "race" in r.message.lower() else "crash"
            sub = re.sub(r"\s*\(block .*", "", r.message[len("emulator:"):].strip())
            return dataclasses.replace(out, kind=kind, sub=sub[:80], detail=msg)
        sub = "wrong values"
        for part in r.message.split("; "):
            m = _GOT.match(part)
            if m and m.group(1) in nest.written_elements():
                mask = nest.written_elements()[m.group(1)]
                i = int(m.group(2))
                if i < len(mask) and not mask[i]:
                    sub = "writes outside the nest's writes"
                break
        return dataclasses.replace(out, kind="mismatch", sub=sub, detail=msg)
    # Overlapping arguments (as check_host's "alias" mode): the run-time alias check fails and
    # the loops as written run in the grid's first thread; the sequential program's result
    # (plain clang's host build on the same memory), with the inter-block race check on.
    if not mod.records["nest"].extra.get("alias_check"):
        return out
    out = dataclasses.replace(out, alias_checked=True)
    pair = nest.alias_pair()
    if pair and nest.dtype == "float32":
        x, y = pair
        out = dataclasses.replace(out, overlapped=True)
        try:
            r = mod.run("nest", sizes, seed=seed, overlap={y.name: (x.name, alias_shift(nest))})
        except Exception as e:  # noqa: BLE001 - whatever the emulator raises is a finding
            return dataclasses.replace(out, kind="crash", sub=f"emulator raised {type(e).__name__}",
                                       detail=f"{type(e).__name__}: {e}"[-3000:])
        if not r.ok:
            kind = ("race" if r.raced or "race" in r.message.lower() else
                    "crash" if r.message.startswith("emulator:") else "mismatch")
            return dataclasses.replace(out, kind=kind, sub=f"arrays overlapping ({x.name} and "
                                       f"{y.name}, {alias_shift(nest)} apart)", detail=r.line())
    return out


# ---------------------------------------------------------------------------------------------
# Stand-alone reproducers
# ---------------------------------------------------------------------------------------------

def repro_program(nest: Nest, comment: str = "") -> str:
    """One C++ file that shows a host failure without the fuzzer: the nest with its pragma
    (`kernel`) and without (`reference`, which the plugins leave alone: it has no directive),
    arrays malloc'ed with exactly their size, inputs that are multiples of 1/8 (float sums of
    their products are exact in any order, so floats are compared exactly too), `out` arrays
    poisoned with 0xFF bytes before both runs. Prints the first differences and exits 1 when
    the two disagree; AddressSanitizer reports an access past an array itself."""
    t = nest.ctype
    params = ", ".join(nest.c_params())
    body = nest.c_function("kernel", nest.pragma()).split("\n", 1)[1]
    ref = nest.c_function("reference", None).split("\n", 1)[1]
    lines = [comment.rstrip() + "\n" if comment else "",
             "#include <cstdio>", "#include <cstdlib>", "#include <cstring>", "",
             "// noinline: each function is compiled as if alone in its file (no constants",
             "// propagated from main).",
             f'extern "C" __attribute__((noinline)) void kernel({params}) {{', body, "",
             f'extern "C" __attribute__((noinline)) void reference({params}) {{', ref, "",
             "static unsigned seed = 12345;",
             "static int next() { seed = seed * 1103515245u + 12345u; return (int)((seed >> 16) % 16) - 8; }",
             "",
             "int main() {"]
    args_k, args_r = [], []
    for a in nest.arrays:
        lines.append(f"  {t} *{a.name} = ({t} *)malloc({a.size} * sizeof({t}));  // exactly {a.size} elements")
        lines.append(f"  {t} *{a.name}_ref = ({t} *)malloc({a.size} * sizeof({t}));")
        if nest.intent(a) == "out":
            lines.append(f"  memset({a.name}, 0xFF, {a.size} * sizeof({t}));  // written only: poisoned")
        else:
            val = "next()" if nest.dtype == "int32" else "next() / 8.0f"
            lines.append(f"  for (int x = 0; x < {a.size}; ++x) {a.name}[x] = {val};")
        lines.append(f"  memcpy({a.name}_ref, {a.name}, {a.size} * sizeof({t}));")
        cast = f"({t} (*)[{a.stride}])" if a.fixed else ""
        args_k.append(cast + a.name)
        args_r.append(cast + a.name + "_ref")
    scal = [str(v) for _, v in nest.scalar_params()]
    names = ", ".join(f"{p} = {v}" for p, v in nest.scalar_params())
    lines.append(f"  kernel({', '.join(scal + args_k)});" + (f"  // {names}" if names else ""))
    lines.append(f"  reference({', '.join(scal + args_r)});")
    lines.append("  int bad = 0;")
    fmt = "%d" if nest.dtype == "int32" else "%g"
    for a in nest.arrays:
        if nest.intent(a) == "in":
            continue
        lines += [f"  for (int x = 0; x < {a.size}; ++x)",
                  f"    if (memcmp(&{a.name}[x], &{a.name}_ref[x], sizeof({t})) && ++bad <= 5)",
                  f'      printf("{a.name}[%d]: expected {fmt}, got {fmt}\\n", x, {a.name}_ref[x], {a.name}[x]);']
    lines += ['  printf(bad ? "MISMATCH: %d elements differ\\n" : "OK\\n", bad);']
    lines += [f"  free({a.name});\n  free({a.name}_ref);" for a in nest.arrays]
    lines += ["  return bad != 0;", "}"]
    return "\n".join(lines) + "\n"
