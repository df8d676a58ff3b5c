"""benchmarks/real/: the suite of loop nests as their usual C sources write them.

- `test_real_kernel`: every kernel of the suite, compiled with both plugins, at its description's
  SMALL_SIZES, against its NumPy reference. A band the passes refuse is left as written, so every
  kernel must be right whether it was tiled or not; which bands are tiled is data
  (`tilelang-llvm bench benchmarks/real`), not asserted here.
- the harness pieces the suite needs: `KernelSpec(defines=...)` (-DNAME=value from the sizes),
  `KernelSpec(prepare=...)`, the suite's diagnostics parser, ulp distances, and `bench DIR`.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
import pytest

from tilelang_llvm import TileLangError, run_kernel, toolchain
from tilelang_llvm import suite
from tilelang_llvm.cli import main
from tilelang_llvm.kernel import Array, KernelSpec, Scalar, make_inputs

ROOT = Path(__file__).resolve().parents[2]
REAL = ROOT / "benchmarks" / "real"

needs_plugins = pytest.mark.skipif(
    not toolchain.plugins_available(),
    reason=f"plugins not built in {toolchain.plugin_dir()}: run `make build`")

CASES = [(src, spec) for src, spec in suite.discover(REAL)]


def test_suite_is_complete():
    names = {spec.name for _, spec in CASES}
    assert len(names) >= 20
    for src, _ in CASES:
        assert suite.small_sizes(src), f"{src.name}'s description has no SMALL_SIZES"


@needs_plugins
@pytest.mark.parametrize("src,spec", CASES, ids=[spec.name for _, spec in CASES])
def test_real_kernel(src, spec):
    res = run_kernel(src, spec.name, suite.small_sizes(src), spec=spec)
    assert res.ok, res.summary()


def _spec(**kw):
    base = dict(name="k", params=[Scalar("n"), Array("A", "float64", ("n", "n"), intent="inout")],
                reference=lambda n, A: {"A": A}, sizes={"n": 4})
    base.update(kw)
    return KernelSpec(**base)


def test_defines():
    spec = _spec(defines={"N": "n", "NP1": "n+1", "K": 3})
    assert spec.define_flags({"n": 7}) == ["-DN=7", "-DNP1=8", "-DK=3"]
    with pytest.raises(TileLangError, match="would rename the parameter"):
        _spec(defines={"n": "n"})
    with pytest.raises(TileLangError, match="not a macro name"):
        _spec(defines={"1N": "n"})
    with pytest.raises(TileLangError, match="not an integer"):
        _spec(defines={"H": "n/2"}).define_flags({"n": 7})


@needs_plugins
def test_defines_reach_clang(tmp_path):
    # The kernel only compiles when N is defined, and is only right when N is the run's size.
    (tmp_path / "k.cpp").write_text(
        'extern "C" void k(int n, double A[N][N]) {\n'
        "  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) A[i][j] += 1.0;\n}\n")
    spec = _spec(reference=lambda n, A: {"A": A + 1.0}, defines={"N": "n"})
    for n in (3, 11):
        assert run_kernel(tmp_path / "k.cpp", "k", {"n": n}, spec=spec).ok


def test_prepare():
    spec = _spec(prepare=lambda n, A: {"A": np.eye(n) * 2})
    assert np.array_equal(make_inputs(spec, {"n": 3})["A"], np.eye(3) * 2)
    with pytest.raises(TileLangError, match="not an array"):
        make_inputs(_spec(prepare=lambda n, A: {"n": 1}), {"n": 3})
    with pytest.raises(TileLangError, match="shape"):
        make_inputs(_spec(prepare=lambda n, A: {"A": np.zeros(2)}), {"n": 3})
    with pytest.raises(TileLangError, match="prepare of 'k' raised ZeroDivisionError"):
        make_inputs(_spec(prepare=lambda n, A: {"A": A / 0 if 1 / 0 else A}), {"n": 3})


def test_ulp_diff():
    a = np.array([1.0, -2.0, 0.0])
    assert suite.ulp_diff(a, a.copy()) == 0
    b = a.copy()
    b[0] = np.nextafter(1.0, 2.0)
    assert suite.ulp_diff(a, b) == 1
    b[1] = np.nextafter(np.nextafter(-2.0, 0.0), 0.0)
    assert suite.ulp_diff(a, b) == 2
    assert suite.ulp_diff(np.array([0.0]), np.array([-0.0])) == 1
    assert suite.ulp_diff(np.array([np.nan]), np.array([np.nan])) == 0
    assert suite.ulp_diff(np.array([np.nan]), np.array([1.0])) > 2**60
    assert suite.ulp_diff(np.array([1, 5], np.int32), np.array([1, 2], np.int32)) == 3
    f = np.array([1.0], np.float32)
    assert suite.ulp_diff(f, np.nextafter(f, np.float32(0))) == 1


def test_directives(tmp_path):
    src = tmp_path / "k.cpp"
    src.write_text("void f() {\n#pragma tilelang tile(auto, auto)\n  for (;;) ;\n"
                   "#pragma tilelang tile(8)\n#pragma tilelang buffer(A: shared)\n  for (;;) ;\n"
                   "#pragma tilelang tile(4)\n  for (;;) ;\n"
                   "#pragma tilelang tile(auto)\n  for (;;) ;\n"
                   "#pragma tilelang tile(auto, auto, auto)\n  for (;;) ;\n}\n")
    diags = (f"{src}:2:1: remark: tiled a band of 2 loops with tile sizes 8 x 8 [-Rpass=tilelang-tile]\n"
             f"{src}:4:1: warning: loop not tiled: the loop nest calls 'g' [-Wpass-failed]\n"
             f"{src}:4:1: remark: loop not tiled: the loop nest calls 'g' [-Rpass-missed=tilelang-tile]\n"
             f"other.cpp:7:1: remark: tiled a band of 1 loops [-Rpass=tilelang-tile]\n"
             f"{src}:9:1: remark: loop not tiled: tiling does not pay: the traffic model "
             f"estimates 2 Mcycles, mostly filling L3, tiled, against 2 Mcycles, mostly filling "
             f"L3, as written [-Rpass-missed=tilelang-tile]\n"
             f"{src}:11:1: remark: host GEMM plan (BLIS loops) for C[m][n] += A[m][k] * B[k][n] "
             f"on double: ... [-Rpass=tilelang-tile]\n")
    ds = suite.directives(src, diags)
    assert [(d.line, d.status) for d in ds] == [(2, "tiled"), (4, "refused"), (7, "unknown"),
                                                (9, "declined"), (11, "tiled")]
    assert ds[3].reason.startswith("tiling does not pay: the traffic model estimates 2 Mcycles")
    assert ds[1].reason == "the loop nest calls 'g'"
    assert ds[1].text == "tile(8) buffer(A: shared)"


def test_source_form():
    assert suite.source_form(REAL / "gemm.cpp") == "fixed"
    assert suite.source_form(REAL / "mvt.c") == "vla"
    assert suite.source_form(REAL / "gemm_beta.cpp") == "pointer"


@needs_plugins
def test_bench_dir(tmp_path, capsys):
    js, md = tmp_path / "s.json", tmp_path / "s.md"
    rc = main(["bench", str(REAL), "--kernel", "bicg", "--small", "--repeat", "1",
               "--warmup", "0", "--json", str(js), "--markdown", str(md)])
    assert rc == 0
    out = capsys.readouterr().out
    assert "bicg" in out and "geomean" in out
    data = json.loads(js.read_text())
    (k,) = data["kernels"]
    assert k["kernel"] == "bicg" and k["variants"]["tilelang"]["ok"]
    assert set(k["variants"]) == {"clang", "polly", "tilelang"}
    assert all(d["status"] in ("tiled", "declined", "refused") for d in k["directives"])
    assert "| bicg |" in md.read_text()
    with pytest.raises(TileLangError):
        suite.discover(REAL, ["no_such_kernel"])
