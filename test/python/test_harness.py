"""The harness's Python API: kernel descriptions, inputs, the comparison, toolchain discovery,
the llvmlite runtime and the bench, called in-process.

Tests that need the plugins skip, with the reason, only when build/lib/*.so are missing.
"""

from __future__ import annotations

from pathlib import Path

import numpy as np
import pytest
from hypothesis import given, settings, strategies as st

from tilelang_llvm import TileLangError, ToolError, run_kernel, toolchain
from tilelang_llvm import bench, compile as compile_mod
from tilelang_llvm.host import JitModule
from tilelang_llvm.inputs import _C_NAMES
from tilelang_llvm.kernel import (INT_RANGE, POISON_BYTE, UINT_RANGE, Array, KernelSpec, Scalar,
                                  call_reference, check_memory, compare, eval_expr, find_spec,
                                  load_specs, make_inputs, parse_sizes, poison_outputs,
                                  resolve_sizes)

KERNELS = Path(__file__).resolve().parent / "kernels"
SAXPY = KERNELS / "saxpy.cpp"
MATADD = KERNELS / "matadd.cpp"

needs_plugins = pytest.mark.skipif(
    not toolchain.plugins_available(),
    reason=f"plugins not built in {toolchain.plugin_dir()}: run `make build`")


def _spec(**kw) -> KernelSpec:
    base = dict(name="k", params=[Scalar("M"), Scalar("N"), Array("A", "float32", ("M", "N+2")),
                                  Array("C", "float32", ("M", "N+2"), intent="out")],
                reference=lambda M, N, A, C: {"C": A * 2}, sizes={"M": 3, "N": 4})
    base.update(kw)
    return KernelSpec(**base)


# ---------------------------------------------------------------------------------------------
# Descriptions, sizes, expressions
# ---------------------------------------------------------------------------------------------

def test_parse_sizes():
    assert parse_sizes("M=100,N=77,K=33") == {"M": 100, "N": 77, "K": 33}
    assert parse_sizes(" M = 1 , N=2 ") == {"M": 1, "N": 2}
    assert parse_sizes("") == {} and parse_sizes(None) == {}
    for bad in ("M", "M=", "M=1.5", "1=2", "M=1;N=2", "M=1,M=2"):
        with pytest.raises(TileLangError):
            parse_sizes(bad)


@given(st.dictionaries(st.from_regex(r"[A-Za-z_][A-Za-z0-9_]{0,5}", fullmatch=True),
                       st.integers(0, 10**9), min_size=1, max_size=6))
@settings(max_examples=50, deadline=None)
def test_parse_sizes_round_trip(sizes):
    assert parse_sizes(",".join(f"{k}={v}" for k, v in sizes.items())) == sizes


def test_eval_expr():
    env = {"M": 10, "N": 4, "H": 7}
    assert eval_expr("M+2", env) == 12
    assert eval_expr("(H-2)*(N-2)", env) == 10
    assert eval_expr("N*(N+1)*(3*M+1)/2", env) == 4 * 5 * 31 / 2
    assert eval_expr("max(M, N) // 3 + min(1, 2)", env) == 4
    assert eval_expr(5, env) == 5
    for bad in ("M + Q", "__import__('os')", "M.real", "M if N else 1", "M +", "[M]"):
        with pytest.raises(TileLangError):
            eval_expr(bad, env)


def test_spec_validation():
    with pytest.raises(TileLangError, match="listed twice"):
        _spec(params=[Scalar("M"), Scalar("M")])
    with pytest.raises(TileLangError, match="intent"):
        Array("A", "float32", ("M",), intent="output")
    with pytest.raises(TileLangError, match="dtype"):
        Array("A", "complex64", ("M",))
    with pytest.raises(TileLangError, match="dtype"):
        Scalar("alpha", "float16")
    assert Array("x", "int8", "n").shape == ("n",)


def test_resolve_sizes():
    s = _spec()
    assert resolve_sizes(s) == {"M": 3, "N": 4}
    assert resolve_sizes(s, {"N": 9}) == {"M": 3, "N": 9}
    with pytest.raises(TileLangError, match="unknown size 'K'"):
        resolve_sizes(s, {"K": 1})
    with pytest.raises(TileLangError, match="negative"):
        resolve_sizes(s, {"M": -1})
    with pytest.raises(TileLangError, match="no value"):
        resolve_sizes(_spec(sizes={"M": 3}))


@pytest.mark.parametrize("dtype, bad, good", [
    ("int32", [2**31, 2**32 + 5], [2**31 - 1, 0]),
    ("uint32", [2**32, 2**40], [2**32 - 1]),
    ("int64", [2**63], [2**63 - 1]),
    ("uint8", [256], [255]),
    ("int16", [40000], [32767])])
def test_sizes_must_fit_their_c_type(dtype, bad, good):
    s = KernelSpec(name="k", params=[Scalar("n", dtype), Array("x", "float32", 1)], sizes={"n": 1})
    lo, hi = (np.iinfo(dtype).min, np.iinfo(dtype).max)
    for v in bad:
        with pytest.raises(TileLangError) as e:
            resolve_sizes(s, {"n": v})
        assert str(e.value) == (f"kernel 'k': size n={v} does not fit parameter 'n' of type "
                                f"{dtype} (C {_C_NAMES[dtype]}, an integer in {lo} .. {hi})")
    for v in good:
        assert resolve_sizes(s, {"n": v}) == {"n": v}
        assert make_inputs(s, {"n": v})["n"] == v


def test_scalar_values_must_fit_their_c_type():
    def spec(dtype, value):
        return KernelSpec(name="k", params=[Scalar("a", dtype, value=value)])
    with pytest.raises(TileLangError, match=r"^kernel 'k': value=1e\+39 of scalar 'a' does not fit "
                       r"parameter 'a' of type float32 \(C float, range -3.40282\d+e\+38 \.\. "
                       r"3.40282\d+e\+38\)$"):
        resolve_sizes(spec("float32", 1e39))
    with pytest.raises(TileLangError, match=r"value=2.5 of scalar 'a' does not fit parameter 'a' "
                       r"of type int32"):
        resolve_sizes(spec("int32", 2.5))
    assert make_inputs(spec("float64", 1e39), {})["a"] == 1e39
    assert np.isinf(make_inputs(spec("float32", float("inf")), {})["a"])


def test_check_memory_names_the_arrays():
    s = _spec()  # A and C: M x (N+2) float32
    check_memory(s, {"M": 3, "N": 4}, available=288)
    with pytest.raises(TileLangError) as e:
        check_memory(s, {"M": 3, "N": 4}, available=287)
    assert str(e.value) == ("kernel 'k' at M=3,N=4 needs 144 bytes of arrays (A: 72 bytes, "
                            "C: 72 bytes), 288 bytes with the reference's copies: more than the "
                            "287 bytes of memory available; use smaller --sizes")
    big = KernelSpec(name="big", params=[Array("A", "float64", ("M", "N"))], sizes={"M": 1, "N": 1})
    with pytest.raises(TileLangError, match=r"^kernel 'big' at M=1000000000000,N=1000000000 needs "
                       r"8000000000000000000000 bytes of arrays \(A: 8000000000000000000000 "
                       r"bytes\)"):
        make_inputs(big, {"M": 10**12, "N": 10**9})  # checked before allocating


def test_poison_outputs():
    s = KernelSpec(name="k", params=[Array("f", "float32", (2, 3), intent="out"),
                                     Array("i", "int16", 4, intent="out"),
                                     Array("u", "uint8", 4, intent="out"),
                                     Array("io", "float32", 2, intent="inout"),
                                     Array("x", "float64", 0, intent="out")])
    v = make_inputs(s, {})
    io = v["io"].copy()
    poison_outputs(s, v)
    assert np.isnan(v["f"]).all() and v["f"].shape == (2, 3)
    assert (v["i"] == -1).all() and (v["u"] == 255).all()
    assert np.array_equal(v["io"], io)
    assert POISON_BYTE == 0xFF


def test_make_inputs():
    s = KernelSpec(name="k", params=[
        Scalar("n"), Scalar("alpha", "float32", value=1.5),
        Array("f", "float32", ("n", 3)), Array("d", "float64", "n"), Array("i", "int32", "n*4"),
        Array("u", "uint8", "n*4"), Array("o", "float32", "n", intent="out"),
        Array("io", "int64", "n", intent="inout")], sizes={"n": 500})
    v = make_inputs(s, {"n": 500}, seed=7)
    assert v["n"] == 500 and type(v["n"]) is int
    assert v["alpha"] == np.float32(1.5) and isinstance(v["alpha"], np.float32)
    assert v["f"].shape == (500, 3) and v["f"].dtype == np.float32 and v["f"].flags.c_contiguous
    assert v["f"].min() >= -1 and v["f"].max() < 1 and v["d"].dtype == np.float64
    assert v["i"].min() >= INT_RANGE[0] and v["i"].max() < INT_RANGE[1] and v["i"].min() < 0
    assert v["u"].min() >= UINT_RANGE[0] and v["u"].max() < UINT_RANGE[1]
    assert not v["o"].any() and v["io"].dtype == np.int64
    again = make_inputs(s, {"n": 500}, seed=7)
    other = make_inputs(s, {"n": 500}, seed=8)
    assert all(np.array_equal(v[k], again[k]) for k in ("f", "d", "i", "u", "io"))
    assert not np.array_equal(v["f"], other["f"])


def test_call_reference_errors():
    s = _spec()
    v = make_inputs(s, resolve_sizes(s))
    assert call_reference(s, v)["C"].shape == (3, 6)
    with pytest.raises(TileLangError, match="has no reference"):
        call_reference(_spec(reference=None), v)
    with pytest.raises(TileLangError, match="did not return 'C'"):
        call_reference(_spec(reference=lambda **kw: {}), v)
    with pytest.raises(TileLangError, match="'A', which is not an out/inout array"):
        call_reference(_spec(reference=lambda **kw: {"A": 1, "C": kw["C"]}), v)
    with pytest.raises(TileLangError, match="raised ZeroDivisionError"):
        call_reference(_spec(reference=lambda **kw: 1 / 0), v)
    with pytest.raises(TileLangError, match="shape"):
        call_reference(_spec(reference=lambda **kw: {"C": np.zeros(5)}), v)


def test_reference_gets_copies():
    def ref(M, N, A, C):
        A[...] = 0
        return {"C": A}
    s = _spec(reference=ref)
    v = make_inputs(s, resolve_sizes(s))
    before = v["A"].copy()
    call_reference(s, v)
    assert np.array_equal(v["A"], before)


def test_load_and_find_specs(tmp_path):
    names = [s.name for s in load_specs(KERNELS / "matadd.py")]
    assert names == ["matadd", "imatadd", "scale"]
    assert find_spec(MATADD, "imatadd").rtol == 0
    with pytest.raises(TileLangError, match="no kernel named 'x'"):
        find_spec(MATADD, "x")
    # --reference with only a reference(): the parameters come from the sibling description.
    only = tmp_path / "only_ref.py"
    only.write_text("def reference(n, a, x, y):\n    return {'y': y}\n")
    spec = find_spec(SAXPY, "saxpy", only)
    assert [p.name for p in spec.params] == ["n", "a", "x", "y"] and spec.reference.__name__ == "reference"
    bad = tmp_path / "bad.py"
    bad.write_text("KERNELS = [\n")
    with pytest.raises(TileLangError, match="syntax error"):
        load_specs(bad)
    boom = tmp_path / "boom.py"
    boom.write_text("raise RuntimeError('no')\n")
    with pytest.raises(TileLangError, match="RuntimeError: no"):
        load_specs(boom)


# ---------------------------------------------------------------------------------------------
# The comparison
# ---------------------------------------------------------------------------------------------

def test_compare_integers_exact():
    a = np.arange(12, dtype=np.int32).reshape(3, 4)
    assert compare("C", a, a.copy(), 1e-3).ok
    b = a.copy()
    b[2, 1] += 1
    r = compare("C", b, a, 1e-3)
    assert not r.ok and r.error == 1 and r.worst == (2, 1)
    assert "1 elements differ" in r.describe() and "[2, 1]" in r.describe()


def test_compare_float_normwise():
    want = np.array([1000.0, 1e-6, -3.0], dtype=np.float32)
    # A near-zero element off by far more than its own size is fine relative to max|want|.
    got = want + np.array([0, 1e-4, 0], dtype=np.float32)
    assert compare("y", got, want, 1e-6).ok
    got = want * np.float32(1 + 1e-5)
    r = compare("y", got, want, 1e-6)
    assert not r.ok and r.error == pytest.approx(1e-5, rel=0.1)
    assert compare("y", got, want, 1e-4).ok


def test_compare_float_nonfinite_and_exact():
    want = np.ones(4, dtype=np.float32)
    got = want.copy()
    got[1] = np.nan
    assert not compare("y", got, want, 1e-3).ok
    got[1] = np.inf
    assert not compare("y", got, want, 1e-3).ok
    both = np.array([np.nan, np.inf, 1.0])
    assert compare("y", both.copy(), both, 1e-6).ok
    assert not compare("y", want + 1e-7, want, 0).ok  # rtol 0: exact even for floats
    assert compare("y", np.zeros(3), np.zeros(3), 1e-6).ok  # all-zero reference


@given(st.lists(st.floats(-1e3, 1e3), min_size=1, max_size=50), st.floats(-0.4, 0.4))
@settings(max_examples=100, deadline=None)
def test_compare_accepts_perturbations_within_rtol(values, frac):
    want = np.array(values, dtype=np.float64)
    scale = max(np.abs(want).max(), np.finfo(np.float64).tiny)
    got = want + frac * 1e-5 * scale
    assert compare("y", got, want, 1e-5).ok


# ---------------------------------------------------------------------------------------------
# Toolchain and compile
# ---------------------------------------------------------------------------------------------

def test_toolchain_env_overrides(monkeypatch, tmp_path):
    monkeypatch.setenv("TILELANG_LLVM_BIN", str(tmp_path))
    with pytest.raises(TileLangError, match="clang\\+\\+ not found"):
        toolchain.tool("clang++")
    monkeypatch.setenv("TILELANG_LLVM_BIN", str(tmp_path / "missing"))
    with pytest.raises(TileLangError, match="LLVM 22 tools not found"):
        toolchain.llvm_bin_dir()
    monkeypatch.delenv("TILELANG_LLVM_BIN")
    assert toolchain.tool("opt").name == "opt"
    monkeypatch.setenv("TILELANG_PLUGIN_DIR", str(tmp_path))
    assert toolchain.plugin_dir() == tmp_path and not toolchain.plugins_available()
    with pytest.raises(TileLangError, match="make build"):
        toolchain.plugins()
    monkeypatch.delenv("TILELANG_PLUGIN_DIR")
    assert toolchain.plugin_dir() == toolchain.REPO_ROOT / "build" / "lib"


@pytest.mark.parametrize("value, threads", [("3", 3), (" 4", 4), ("2,1", 2), ("0", 1),
                                            ("0,2", 1), ("05", 5)])
def test_host_threads_reads_omp_num_threads_as_libomp(monkeypatch, value, threads):
    """libomp 22 takes OMP_NUM_THREADS=0 as "value too small" and runs 1 thread (checked with
    omp_get_max_threads: new-user test of session 8 saw 0 reported as one thread per core)."""
    monkeypatch.setenv("OMP_NUM_THREADS", value)
    assert toolchain.host_threads() == threads


@pytest.mark.parametrize("value", ["", "-1", "abc"])
def test_host_threads_refuses_what_libomp_aborts_on(monkeypatch, value):
    monkeypatch.setenv("OMP_NUM_THREADS", value)
    with pytest.raises(TileLangError, match=f"OMP_NUM_THREADS={value!r} is not a number of "
                                            f"threads: libomp stops on it with an assertion"):
        toolchain.host_threads()


def test_check_target():
    for t in ("host", "sm_80", "sm_89", "sm_90", "sm_100", "gfx90a", "gfx942", "gfx950"):
        compile_mod.check_target(t)
    assert compile_mod.target_family("sm_90") == "nvptx"
    assert compile_mod.target_family("gfx942") == "amdgpu"
    with pytest.raises(TileLangError, match="'sm_70' \\(NVIDIA GPU\\) is not supported: the "
                                            "NVIDIA targets are sm_80"):
        compile_mod.check_target("sm_70")
    with pytest.raises(TileLangError, match="'gfx1100' \\(AMD GPU\\) is not supported"):
        compile_mod.check_target("gfx1100")
    with pytest.raises(TileLangError, match="unknown target"):
        compile_mod.check_target("x86")


def test_clang_flags():
    plain = compile_mod.clang_flags(tilelang=False)
    assert plain[:3] == ["-Wno-unknown-pragmas", "-O3", "-march=native"]
    # GPU targets: the bank report's flags (one place for them), no -march=native
    assert compile_mod.clang_flags(target="sm_90", tilelang=False)[1:] == \
        ["-O3", "--target=nvptx64-nvidia-cuda", "-march=sm_90"]
    assert compile_mod.clang_flags(target="gfx942", tilelang=False)[1:] == \
        ["-O3", "--target=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-nogpulib"]
    polly = compile_mod.clang_flags(tilelang=False, polly=True, extra_flags=["-DX"])
    assert polly[-3:] == ["-mllvm", "-polly", "-DX"]
    assert "-Rpass-missed=tilelang" in compile_mod.clang_flags(tilelang=False, remarks=True)


def test_tool_error_carries_clang_output(tmp_path):
    src = tmp_path / "bad.c"
    src.write_text("void f(void) { return 1; }\n")
    with pytest.raises(ToolError) as exc:
        compile_mod.compile_to_ir(src, tilelang=False)
    assert "error:" in exc.value.detail and exc.value.returncode == 1
    assert Path(exc.value.command[0]).name == "clang"  # a .c file goes to clang, not clang++


@needs_plugins
def test_compile_to_ir_with_plugins():
    ir = compile_mod.compile_to_ir(MATADD)
    assert "define" in ir.ir and "@matadd" in ir.ir
    assert any("-fpass-plugin=" in a for a in ir.command)


# ---------------------------------------------------------------------------------------------
# Runtime
# ---------------------------------------------------------------------------------------------

def test_run_kernel_without_plugins():
    res = run_kernel(SAXPY, "saxpy", {"n": 1027}, seed=5, tilelang=False)
    assert res.ok and res.sizes == {"n": 1027} and res.seed == 5
    assert res.checks[0].name == "y" and res.checks[0].error <= 1e-6
    assert res.summary().startswith("PASS saxpy [no tilelang] n=1027")
    assert res.outputs["y"].shape == (1027,)


@needs_plugins
def test_run_kernel_with_plugins():
    for kernel, sizes in (("matadd", "M=17,N=5"), ("imatadd", {"M": 3, "N": 31}), ("scale", None)):
        res = run_kernel(MATADD, kernel, sizes)
        assert res.ok, res.summary() + res.diagnostics


def test_run_kernel_isolation():
    with pytest.raises(TileLangError, match="crashed \\(SIGSEGV\\)"):
        run_kernel(KERNELS / "crash.cpp", "crash", tilelang=False)
    # This process is still here; the in-process path gives the same answer as the forked one.
    a = run_kernel(SAXPY, "saxpy", {"n": 77}, tilelang=False, isolate=True)
    b = run_kernel(SAXPY, "saxpy", {"n": 77}, tilelang=False, isolate=False)
    assert a.ok and b.ok and np.array_equal(a.outputs["y"], b.outputs["y"])


def test_run_kernel_wrong_reference_fails():
    res = run_kernel(SAXPY, "saxpy", reference_file=KERNELS / "saxpy_wrong.py", tilelang=False)
    assert not res.ok
    assert res.summary().startswith("FAIL saxpy") and "> 1e-06" in res.summary()


def test_run_kernel_with_a_spec_object():
    spec = find_spec(MATADD, "matadd")
    wrong = KernelSpec(name="matadd", params=spec.params, sizes=spec.sizes, rtol=0,
                       reference=lambda M, N, A, B, C: {"C": A - B})
    assert not run_kernel(MATADD, "matadd", spec=wrong, tilelang=False).ok


def test_jit_signature_and_name_checks():
    jit = JitModule(compile_mod.compile_to_ir(MATADD, tilelang=False).ir)
    short = KernelSpec(name="matadd", params=[Scalar("M"), Scalar("N")])
    with pytest.raises(TileLangError, match="takes 5 parameters"):
        jit.bind(short)
    with pytest.raises(TileLangError, match="no function 'nothing'"):
        jit.find_function("nothing")
    assert jit.find_function("scale").startswith("_Z5scale")
    spec = find_spec(MATADD, "matadd")
    fn = jit.bind(spec)
    v = make_inputs(spec, {"M": 4, "N": 4})
    v["A"] = np.asfortranarray(np.ones((4, 8), np.float32)[:, ::2])
    with pytest.raises(TileLangError, match="not C-contiguous"):
        fn(v)
    v["A"] = np.ones((4, 4), np.float64)
    with pytest.raises(TileLangError, match="dtype float64 is not float32"):
        fn(v)


def test_jit_rejects_invalid_ir():
    with pytest.raises(TileLangError, match="llvmlite cannot load the IR"):
        JitModule("define void @f( {")


# ---------------------------------------------------------------------------------------------
# Bench
# ---------------------------------------------------------------------------------------------

def test_bench_kernel_api():
    steps = []
    rep = bench.bench_kernel(MATADD, "matadd", {"M": 20, "N": 20}, repeat=3, warmup=0,
                             variants=["clang", "numpy"], progress=steps.append)
    assert [r.key for r in rep.rows] == ["clang", "numpy"] and rep.ok
    clang = rep.row("clang")
    assert clang.verified and len(clang.times) == 3 and clang.median > 0
    assert clang.gflops == pytest.approx(400 / clang.median / 1e9)
    assert rep.speedup(clang, "numpy") == pytest.approx(rep.row("numpy").median / clang.median)
    assert any("timing" in s for s in steps)
    assert rep.to_dict()["variants"][0]["median_seconds"] == clang.median
    # No numpy_equiv: the NumPy row is dropped, not an error.
    rep = bench.bench_kernel(MATADD, "imatadd", {"M": 8, "N": 8}, repeat=1, variants=["clang", "numpy"])
    assert [r.key for r in rep.rows] == ["clang"]
    with pytest.raises(TileLangError, match="unknown variant"):
        bench.parse_variants("clang,gcc")


def test_bench_restores_inout_arrays_between_runs(tmp_path):
    # Every timed call must see the same data: the out/inout arrays are restored before each.
    desc = tmp_path / "saxpy_count.py"
    desc.write_text(
        "from tilelang_llvm.kernel import Array, KernelSpec, Scalar\n"
        "def equiv(y):\n"
        "    equiv.seen.append(float(y.sum()))\n"
        "    y += 1\n"
        "equiv.seen = []\n"
        "KERNELS = [KernelSpec(name='saxpy', params=[Scalar('n'), Scalar('a', 'float32', value=2.0),\n"
        "    Array('x', 'float32', 'n'), Array('y', 'float32', 'n', intent='inout')],\n"
        "    reference=lambda n, a, x, y: {'y': a * x + y}, sizes={'n': 64}, numpy_equiv=equiv)]\n")
    rep = bench.bench_kernel(SAXPY, "saxpy", repeat=4, warmup=2, variants=["clang", "numpy"],
                             reference_file=desc)
    assert rep.ok and rep.row("clang").verified
    seen = load_specs(desc)[0].numpy_equiv.seen
    assert len(seen) == 6 and len(set(seen)) == 1


def test_parse_time_report():
    text = """
===-------------------------------------------------------------------------===
                          Pass execution timing report
===-------------------------------------------------------------------------===
  Total Execution Time: 0.0157 seconds (0.0157 wall clock)

   ---User Time---   --System Time--   --User+System--   ---Wall Time---  --- Name ---
   0.0024 ( 19.9%)   0.0017 ( 44.8%)   0.0041 ( 25.9%)   0.0041 ( 25.8%)  IndVarSimplifyPass
   0.0019 ( 15.7%)   0.0000 (  0.9%)   0.0019 ( 12.2%)   0.0019 ( 12.2%)  tilelang::PromotePass
   0.0001 (  0.6%)   0.0014 ( 38.7%)   0.0015 (  9.6%)   0.0015 (  9.6%)  tilelang::DirectivesPass

===-------------------------------------------------------------------------===
                               Clang time report
===-------------------------------------------------------------------------===
  Total Execution Time: 0.0246 seconds (0.0247 wall clock)
"""
    ours, total = bench.parse_time_report(text)
    assert ours == pytest.approx(0.0034) and total == pytest.approx(0.0246)
    assert bench.parse_time_report("") == (0.0, 0.0)


def test_failed_variant_gets_no_speedup_or_gflops():
    ok = bench.BenchRow("clang", "clang -O3", verified=True, times=[2.0])
    bad = bench.BenchRow("tilelang", "tilelang", verified=False, times=[1.0], check="C: ...")
    rep = bench.BenchReport("k", "k.cpp", {}, 0, 1, 0, None, [ok, bad])
    assert rep.speedup(bad, "clang") is None and rep.speedup(ok, "clang") is None
    assert not rep.ok
    assert bench.failure_lines(rep) == ["tilelang: wrong result: C: ..."]
    good = bench.BenchRow("tilelang", "tilelang", verified=True, times=[1.0])
    assert bench.BenchReport("k", "k.cpp", {}, 0, 1, 0, None, [ok, good]).speedup(good, "clang") == 2.0


def test_negative_scalar_that_is_no_shape_is_allowed_within_its_type():
    # New-user test: --sizes n8=-128 for an int8 scalar was refused as "negative". A size that
    # gives an array's shape must not be negative; any other scalar may be, within its C type.
    spec = KernelSpec(name="k", params=[Scalar("n8", "int8"), Scalar("n"),
                                        Array("A", "float32", ("n",))],
                           reference=None, sizes={"n8": 1, "n": 4})
    assert resolve_sizes(spec, {"n8": -128}) == {"n8": -128, "n": 4}
    with pytest.raises(TileLangError, match=r"size n=-1 for kernel 'k' is negative \(it gives an "
                                            r"array's shape\)"):
        resolve_sizes(spec, {"n": -1})
    with pytest.raises(TileLangError, match=r"n8=-129 does not fit parameter 'n8' of type int8"):
        resolve_sizes(spec, {"n8": -129})
