"""The differential fuzzer of staging clauses (test/fuzz/diff_fuzz.py) on a fixed-seed budget,
the fuzzer's own checks on planted faults, and the reproducers of what it found.

- **Campaigns.** Seed 21, cases 0..N-1, the same nests on every run: on the host (the tiled and
  staged build against plain clang, both under AddressSanitizer, arrays ending exactly where
  their allocations end, written-only arrays poisoned) and in the GPU emulator (sm_90 and, one
  case in four, gfx942, emulated with AddressSanitizer, against the host's plain build). Each
  campaign is two tests: that it ran every case and exercised what it claims to (a share of
  the nests tiled, staged and, on the GPU, mapped to a kernel) -- asserted; and that no case
  failed (a difference, an ASan report, a race, a crash, a compile error or a hang), with
  every failure printed reduced.
- **Matrix campaign.** ``--kind matrix``: contractions under ``compute(tensor_core)`` (random
  operand orientations, f16 / bf16 / int8 / uint8, batch loops, literal sizes and 2-D
  parameters; test/fuzz/matrix_nest.py) compiled for sm_90 -- mma.sync, ldmatrix and cp.async
  by lib/matrix, or SIMT code where the lowering refuses -- and run in the emulator (ASan) on
  exact inputs against plain clang's host build, bit for bit. Asserted: every case ran, most
  were lowered to the matrix unit, none failed.
- **Planted faults.** A fuzzer that reports nothing proves nothing: the host check must report
  a read one element past an array as an ASan heap-buffer-overflow, an extra write as a
  mismatch outside the nest's writes, a skipped iteration as missed writes; the GPU check
  (through its worker process) must report a kernel that skips an iteration as a mismatch and
  an out-of-bounds read as an ASan report.
- **Findings.** Each reproducer of test/fuzz/findings/ is built and run as its header says and
  must pass (print OK): the regression tests of what the fuzzer found (all fixed).

`TILELANG_FUZZ_HOST_CASES` / `TILELANG_FUZZ_GPU_CASES` / `TILELANG_FUZZ_MATRIX_CASES` /
`TILELANG_FUZZ_HOST_MATRIX_CASES` change the budgets (40, 30, 12 and 16 cases; about 45 s for
the first two, 40 s for the matrix cases and 10 s for the host GEMM plan's on a 2-core VM,
reductions included).
"""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from tilelang_llvm import toolchain

ROOT = Path(__file__).resolve().parents[2]
FUZZ = ROOT / "test" / "fuzz"
FINDINGS = FUZZ / "findings"
sys.path.insert(0, str(FUZZ))

import diff_fuzz  # noqa: E402
import matrix_nest  # noqa: E402
from nest import Access, ArrayDecl, Dim, Loop, Nest, Stmt, Term, finalize  # noqa: E402

pytestmark = pytest.mark.skipif(not toolchain.plugins_available(),
                                reason=f"plugins not built in {toolchain.plugin_dir()}: run `make build`")

SEED = 21
HOST_CASES = int(os.environ.get("TILELANG_FUZZ_HOST_CASES", "40"))
GPU_CASES = int(os.environ.get("TILELANG_FUZZ_GPU_CASES", "30"))
MATRIX_CASES = int(os.environ.get("TILELANG_FUZZ_MATRIX_CASES", "12"))
HOST_MATRIX_CASES = int(os.environ.get("TILELANG_FUZZ_HOST_MATRIX_CASES", "16"))

def _campaign(target: str, cases: int, tmp_path_factory, kind: str = "nest") -> diff_fuzz.Summary:
    lines = []
    summ = diff_fuzz.fuzz(target, cases, SEED, reduce_tries=10, reduce_per_class=1,
                          reduce_seconds=20, log=lines.append, kind=kind,
                          work=tmp_path_factory.mktemp(f"fuzz_{target}_{kind}"))
    print(summ.line())
    return summ


@pytest.fixture(scope="module")
def host_campaign(tmp_path_factory):
    return _campaign("host", HOST_CASES, tmp_path_factory)


@pytest.fixture(scope="module")
def gpu_campaign(tmp_path_factory):
    return _campaign("gpu", GPU_CASES, tmp_path_factory)


@pytest.fixture(scope="module")
def matrix_campaign(tmp_path_factory):
    return _campaign("sm_90", MATRIX_CASES, tmp_path_factory, kind="matrix")


@pytest.fixture(scope="module")
def host_matrix_campaign(tmp_path_factory):
    return _campaign("host", HOST_MATRIX_CASES, tmp_path_factory, kind="matrix")


def _report(summ: diff_fuzz.Summary) -> str:
    return summ.line() + "\n\n" + "\n\n".join(f.text() for f in summ.failures)


def test_host_campaign_exercises_staging(host_campaign):
    """Every case ran; at least a third of the nests were tiled and a sixth staged (the rest
    refused, which the campaign checks too), a sixth ran their tiles on the cores (checked with
    3 threads), and fewer than a tenth were skipped (int32 overflow)."""
    s = host_campaign
    assert s.cases == HOST_CASES, s.line()
    assert s.tiled >= HOST_CASES // 3, s.line()
    assert s.parallel >= HOST_CASES // 6, s.line()
    assert s.staged >= HOST_CASES // 6, s.line()
    assert s.skipped <= HOST_CASES // 10, s.line()


def test_host_campaign_finds_no_failure(host_campaign):
    """No mismatch, ASan report, crash, compile error or hang on the host."""
    assert host_campaign.failed == 0, _report(host_campaign)


def test_gpu_campaign_exercises_staging(gpu_campaign):
    """Every case ran; at least a fifth of the nests became kernels and a tenth staged an
    array (shared or register), on both chips."""
    s = gpu_campaign
    assert s.cases == GPU_CASES, s.line()
    assert s.mapped >= GPU_CASES // 5, s.line()
    assert s.staged >= GPU_CASES // 10, s.line()
    # Nests without restrict: kernels versioned on the run-time alias check (seed 21: 3 of 30).
    assert s.alias_checked >= 1, s.line()
    assert s.skipped <= GPU_CASES // 10, s.line()
    targets = {diff_fuzz.case_target("gpu", SEED, c) for c in range(GPU_CASES)}
    assert targets == {"sm_90", "gfx942"}


def test_gpu_campaign_finds_no_failure(gpu_campaign):
    """No mismatch, ASan report, race, crash, compile error or hang in the emulator."""
    assert gpu_campaign.failed == 0, _report(gpu_campaign)


def test_matrix_campaign_exercises_the_matrix_unit(matrix_campaign):
    """Every case became a kernel, at least half were lowered to mma.sync (the rest refused
    with the documented warning and run as SIMT code), and the summary line says so."""
    s = matrix_campaign
    assert s.cases == MATRIX_CASES and s.mapped == MATRIX_CASES, s.line()
    assert s.lowered >= MATRIX_CASES // 2, s.line()
    assert s.lowered + s.refused == MATRIX_CASES, s.line()
    assert f"{s.lowered} lowered to the matrix unit, {s.refused} refused (" in s.line()


def test_matrix_campaign_finds_no_failure(matrix_campaign):
    """No mismatch, ASan report, race, crash, compile error or hang of the matrix lowering."""
    assert matrix_campaign.failed == 0, _report(matrix_campaign)


def test_host_matrix_campaign_goes_through_the_host_gemm_plan(host_matrix_campaign):
    """`--kind matrix --target host`: float and double contractions under tile(auto...), at
    least half through the host GEMM plan (the rest refused with its remark and tiled loop by
    loop), every result bit for bit plain clang's."""
    s = host_matrix_campaign
    assert s.cases == HOST_MATRIX_CASES, s.line()
    assert s.lowered >= HOST_MATRIX_CASES // 2, s.line()
    assert s.lowered + s.refused == HOST_MATRIX_CASES, s.line()
    assert f"{s.lowered} through the host GEMM plan, {s.refused} refused by it" in s.line()
    assert s.failed == 0, _report(s)


def test_matrix_generator():
    """Cases are deterministic in (seed, case); every kind of operand, orientation, batch
    placement and shape is drawn in 200 cases; the NumPy reference is C + A x B per batch entry."""
    cases = [diff_fuzz.make_case(1, k, "sm_90", kind="matrix") for k in range(200)]
    again = diff_fuzz.make_case(1, 7, "sm_90", kind="matrix")
    assert again.c_function("f", again.pragma()) == cases[7].c_function("f", cases[7].pragma())
    assert {c.a_elem for c in cases} == {"f16", "bf16", "s8", "u8"}
    assert {(c.a_major, c.b_major) for c in cases} == {("row", "row"), ("row", "col"),
                                                        ("col", "row"), ("col", "col")}
    assert {c.batch for c in cases} == {"", "outer", "inner"}
    assert {c.shape for c in cases} == {"param", "literal", "fixed"}
    assert {c.form for c in cases} == {"+=", "C+", "+C"}
    c = matrix_nest.MatrixCase("s8", "u8", "col", "col", 3, 2, 5, NB=2, batch="outer",
                               tile={"M": 16, "N": 16, "K": 32})
    v = c.inputs(3)
    assert [v[n].size for n in "ABC"] == [30, 20, 12]
    a = v["A"].astype(int).reshape(2, 5, 3).transpose(0, 2, 1)
    b = v["B"].astype(int).reshape(2, 2, 5).transpose(0, 2, 1)
    want = (v["C"].reshape(2, 3, 2) + a @ b).reshape(-1)
    assert (c.reference(v["A"], v["B"], v["C"]) == want).all()
    assert "C[(b * M + i) * N + j] += (int)A[(b * K + k) * M + i] * (int)B[(b * N + j) * K + k];" \
        in c.c_function("nest", c.pragma())


def test_planted_matrix_fault(checker):
    """A lowered f16 contraction passes exactly; the same kernel whose K loop stops one step
    early (a fault in the pragma'd source only) is a mismatch, found by the exact check."""
    c = matrix_nest.MatrixCase("f16", "f16", "row", "col", 37, 21, 40,
                               tile={"M": 32, "N": 32, "K": 16}, threads=128)
    ok = checker.check(c, "sm_90", 1)
    assert (ok.kind, ok.mapped, ok.lowered, ok.refused) == ("pass", True, True, ""), ok.detail
    out = checker.check(c, "sm_90", 1, mutate=("k < K", "k < K - 1"))
    assert (out.kind, out.lowered) == ("mismatch", True), out.detail
    assert "first differing C element" in out.detail


# ---------------------------------------------------------------------------------------------
# Planted faults
# ---------------------------------------------------------------------------------------------

def _copy_nest(dtype="int32") -> Nest:
    """for (int i = 0; i < n0; ++i) A1[2 * i] = A0[i] + 1; (A1 written at even elements only)."""
    a0, a1 = ArrayDecl("A0", 1), ArrayDecl("A1", 1)
    st = Stmt(Access(a1, [Dim("i", 2, 0)]), "=",
              [Term("read", Access(a0, [Dim("i", 1, 0)])), Term("const", value=1)], ["+"])
    return finalize(Nest(dtype, [Loop("i", 0, 37, "n0")], [a0, a1], [st], [8]))


@pytest.fixture(scope="module")
def checker(tmp_path_factory):
    c = diff_fuzz.Checker(tmp_path_factory.mktemp("planted"))
    yield c
    c.close()


def test_planted_read_past_the_end_is_an_asan_report(checker):
    """A0 has exactly n0 = 37 elements; reading A0[i + 1] reads one past it at i = 36."""
    n = _copy_nest()
    assert [a.size for a in n.arrays] == [37, 73]
    out = checker.check(n, "host", 1, mutate=("A0[i]", "A0[i + 1]"))
    assert (out.kind, out.sub) == ("asan", "heap-buffer-overflow READ"), out.detail
    assert "0 bytes after 148-byte region" in out.detail
    assert checker.check(n, "host", 1).kind == "pass"


def test_planted_extra_write_is_outside_the_nests_writes(checker):
    """A1 is written-only (poisoned before both runs); also writing its odd element 2i - 1
    changes elements the nest never writes."""
    n = _copy_nest("float32")
    out = checker.check(n, "host", 1, mutate=("      A1[2 * i] = ",
                                                     "      if (i) A1[2 * i - 1] = 0;\n      A1[2 * i] = "))
    assert (out.kind, out.sub) == ("mismatch", "writes outside the nest's writes"), out.detail
    assert "36 elements differ" in out.detail


def test_planted_skipped_iteration_misses_writes(checker):
    """The tiled loop stops one iteration early: A1[72] keeps its poison (-1)."""
    n = _copy_nest()
    out = checker.check(n, "host", 1, mutate=("i < n0", "i < n0 - 1"))
    assert (out.kind, out.sub) == ("mismatch", "misses writes"), out.detail
    assert "A1[72]: input np.int32(-1) ref" in out.detail


def _gpu_nest() -> Nest:
    n = _copy_nest()
    n.map, n.threads = ["block.x"], (32,)
    n.buffers = {"A0": "shared"}
    return n


def test_planted_gpu_faults(checker):
    """In the emulator (worker process, ASan): the kernel as compiled passes and is staged; a
    kernel that skips the last iteration is a mismatch; one that reads A0[i + 1] is an ASan
    report that ends the worker (the next case starts a new one)."""
    n = _gpu_nest()
    ok = checker.check(n, "sm_90", 1)
    assert (ok.kind, ok.mapped, ok.staged) == ("pass", True, True), ok.detail
    out = checker.check(n, "sm_90", 1, mutate=("i < n0", "i < n0 - 1"))
    assert out.kind == "mismatch", out.detail
    assert "A1" in out.detail
    out = checker.check(n, "sm_90", 1, mutate=("A0[i]", "A0[i + 1]"))
    assert (out.kind, out.sub) == ("asan", "heap-buffer-overflow READ"), out.detail
    assert checker.check(n, "gfx942", 1).kind == "pass"


def test_reduction_keeps_the_failure_class(checker):
    """The reducer drops what the planted fault does not need (the `+ 1` term, the run-time
    bound) while the failure stays a missed write."""
    n = _copy_nest()
    mutate = ("i < ", "i < -1 + ")
    out = checker.check(n, "host", 1, mutate=mutate)
    assert out.signature == ("mismatch", "misses writes")
    small, out2, tries = diff_fuzz.reduce(n, out, lambda c: checker.check(c, "host", 1, mutate=mutate),
                                          max_tries=25, deadline=float("inf"))
    assert out2.signature == out.signature
    assert len(small.stmts[0].terms) == 1 and small.loops[0].hi_param is None, small.c_function("f", None)
    assert tries <= 25


# ---------------------------------------------------------------------------------------------
# The findings' reproducers
# ---------------------------------------------------------------------------------------------

FINDING_FILES = sorted(p for p in FINDINGS.glob("*.cpp"))


def _host_finding(path: Path, tmp_path: Path) -> subprocess.CompletedProcess:
    plugins = toolchain.plugins()
    exe = tmp_path / path.stem
    build = subprocess.run([str(toolchain.tool("clang++")), "-O2", "-fsanitize=address",
                            f"-fplugin={plugins.frontend}", f"-fpass-plugin={plugins.passes}",
                            str(path), "-fopenmp", "-o", str(exe)], capture_output=True,
                           text=True, timeout=300)
    assert build.returncode == 0, build.stderr
    # Tiles on the cores: the reproducers run on 3 threads where their bands are parallel.
    env = {**os.environ, "ASAN_OPTIONS": "detect_leaks=0", "OMP_NUM_THREADS": "3"}
    return subprocess.run([str(exe)], capture_output=True, text=True, timeout=120, env=env)


def _finding_param(p: Path):
    """`// Status: open` findings (not fixed yet) are xfail, not strict."""
    open_ = re.search(r"^// Status: open$", p.read_text(), re.M) is not None
    marks = [pytest.mark.xfail(reason="open finding (see its header)", strict=False)] if open_ else []
    return pytest.param(p, id=p.stem, marks=marks)


@pytest.mark.parametrize("path", [_finding_param(p) for p in FINDING_FILES])
def test_finding(path, tmp_path):
    """The reproducer passes: host files are C++ programs that must print OK (no difference
    from plain clang, no ASan report); `// Run: gpu_emulator ARGS` files run in the emulator
    with their .py beside them and must pass; `// Run: register-bound CHIP X N` files are
    compiled for CHIP and must stage X in per-thread register buffers of at most N elements;
    `// Run: matrix-lowered CHIP` files are compiled for CHIP and every compute(tensor_core)
    band must be lowered to the matrix unit (no `not carried out` warning)."""
    text = path.read_text()
    m = re.search(r"^// Run: matrix-lowered (\S+)$", text, re.M)
    if m:
        plugins = toolchain.plugins()
        from tilelang_llvm.banks import target_flags
        p = subprocess.run([str(toolchain.tool("clang++")), "-O2", *target_flags(m.group(1)),
                            f"-fplugin={plugins.frontend}", f"-fpass-plugin={plugins.passes}",
                            "-Rpass=tilelang-promote", "-S", str(path), "-o", os.devnull],
                           capture_output=True, text=True, timeout=120)
        assert p.returncode == 0, p.stderr
        assert "not carried out" not in p.stderr and "lowered the contraction to" in p.stderr, p.stderr
        return
    m = re.search(r"^// Run: register-bound (\S+) (\w+) (\d+)$", text, re.M)
    if m:   # compile for the chip: a per-thread register buffer of at most N elements
        target, array, bound = m.group(1), m.group(2), int(m.group(3))
        plugins = toolchain.plugins()
        from tilelang_llvm.banks import target_flags
        p = subprocess.run([str(toolchain.tool("clang++")), "-O2", *target_flags(target),
                            f"-fplugin={plugins.frontend}", f"-fpass-plugin={plugins.passes}",
                            "-Rpass=tilelang-promote", "-S", str(path), "-o", os.devnull],
                           capture_output=True, text=True, timeout=120)
        assert p.returncode == 0, p.stderr
        for dims in re.findall(rf"staged '{array}' in a per-thread register ([\d x]+) buffer", p.stderr):
            elements = 1
            for d in dims.split(" x "):
                elements *= int(d)
            assert elements <= bound, f"per-thread register buffer of {array}: {dims} elements"
        return
    m = re.search(r"^// Run: gpu_emulator (.*)$", text, re.M)
    if m:
        p = subprocess.run([sys.executable, str(ROOT / "test" / "python" / "gpu_emulator.py"),
                            str(path), *m.group(1).split()], capture_output=True, text=True,
                           timeout=300)
        assert p.returncode == 0, p.stdout[-3000:] + p.stderr[-3000:]
        return
    p = _host_finding(path, tmp_path)
    assert p.returncode == 0 and p.stdout.strip().endswith("OK"), p.stdout[-2000:] + p.stderr[-3000:]


def _transpose_nest() -> Nest:
    """for i, j < 20: A1[j][i] = A0[i][j] + 0.5, 20 x 20 floats, neither array restrict: on
    the host the fast version runs behind a run-time check of the arrays' overlap."""
    a0 = ArrayDecl("A0", 2, extents=[20, 20], restrict=False)
    a1 = ArrayDecl("A1", 2, extents=[20, 20], restrict=False)
    st = Stmt(Access(a1, [Dim("j", 1, 0), Dim("i", 1, 0)]), "=",
              [Term("read", Access(a0, [Dim("i", 1, 0), Dim("j", 1, 0)])),
               Term("const", value=1)], ["+"])
    return finalize(Nest("float32", [Loop("i", 0, 20, None), Loop("j", 0, 20, None)],
                         [a0, a1], [st], [4, 4]))


def test_planted_restrict_is_caught_on_overlapping_arrays(checker):
    """The host check also runs a nest whose arrays lack restrict with two of them overlapping
    (check.driver_source's `alias` run): the tiled band behind its run-time check passes; the
    same source with `__restrict` planted on A1 (the check skipped: the fault of a tiling that
    ignores aliasing) tiles unchecked and differs from the loops as written on the overlap."""
    n = _transpose_nest()
    assert [a.name for a in n.alias_pair()] == ["A0", "A1"]
    ok = checker.check(n, "host", 1)
    assert (ok.kind, ok.tiled) == ("pass", True), ok.detail
    assert "run-time check" in ok.remarks
    out = checker.check(n, "host", 1, mutate=("float *A1", "float *__restrict A1"))
    assert out.kind == "mismatch", out.detail
    assert out.sub.startswith("arrays overlapping (A0 and A1, "), out.sub
