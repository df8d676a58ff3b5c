"""The harness's float16 / bfloat16 / int8 GEMM support (issue 12, items 5 and 7).

- dtypes: bfloat16 through ml_dtypes, the unit roundoffs 2^-11 / 2^-8 / 2^-24;
- inputs: multiples of 1/8 in [-1, 1), whose products and float32 sums are exact;
- tolerances: host and GPU, per output and accumulator dtype, with their values;
- compare: bfloat16 results, a poisoned (NaN) element fails;
- the host runner passes 2-byte elements both ways (a kernel writing _Float16 and __bf16);
- the NVIDIA runner with the fake driver: a gemm_f16 / gemm_bf16 / gemm_i8 whose fake kernel
  reads and writes the 2-byte / 1-byte buffers, and the bench's baseline rows (cuBLAS through the
  fake torch with out_dtype float32, torch._int_mm and its shape rule, a Triton row), side by
  side in one table.
"""

from __future__ import annotations

import ctypes
import dataclasses
import sys
from pathlib import Path

import numpy as np
import pytest

ml_dtypes = pytest.importorskip("ml_dtypes")

from tilelang_llvm import baselines, checking, cudadrv, dtypes, gpurun, host  # noqa: E402
from tilelang_llvm.errors import TileLangError  # noqa: E402
from tilelang_llvm.inputs import HALF_STEPS, make_inputs  # noqa: E402
from tilelang_llvm.kernel import Array, KernelSpec, Scalar, find_spec  # noqa: E402
from tilelang_llvm.launch import LaunchRecord  # noqa: E402

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
EXAMPLES = ROOT / "examples"
BF16 = np.dtype(ml_dtypes.bfloat16)


def _gemm_spec(a_dtype: str, c_dtype: str = "float32", **kw) -> KernelSpec:
    return KernelSpec(name="g", params=[Scalar("M"), Scalar("N"), Scalar("K"),
                                        Array("A", a_dtype, ("M", "K")),
                                        Array("B", a_dtype, ("K", "N")),
                                        Array("C", c_dtype, ("M", "N"), intent="inout")],
                      reference=lambda A, B, C, **_: {"C": C + A.astype(np.float32)
                                                      @ B.astype(np.float32)},
                      sizes=dict(M=3, N=5, K=101), reduction="K", **kw)


def test_dtypes():
    assert dtypes.np_dtype("bfloat16") == BF16 and BF16.itemsize == 2
    assert dtypes.is_float("bfloat16") and dtypes.is_float("float16")
    assert not dtypes.is_float("int8") and dtypes.is_low_precision(BF16)
    assert dtypes.unit_roundoff("float16") == 2.0 ** -11
    assert dtypes.unit_roundoff("bfloat16") == 2.0 ** -8
    assert dtypes.unit_roundoff("float32") == 2.0 ** -24
    assert dtypes.tiny("bfloat16") == 2.0 ** -126 and dtypes.tiny("float16") == 2.0 ** -14
    with pytest.raises(TileLangError, match="'int32' is not a float type"):
        dtypes.unit_roundoff("int32")
    assert Array("A", "bfloat16", (4,)).dtype == "bfloat16"
    with pytest.raises(TileLangError, match=r"Array 'A': unknown dtype 'bfloat17'"):
        Array("A", "bfloat17", (4,))
    with pytest.raises(TileLangError, match=r"accumulate='int8' is not one of float16, "
                                            r"bfloat16, float32, float64"):
        _gemm_spec("float16", accumulate="int8")


@pytest.mark.parametrize("dt", ["float16", "bfloat16"])
def test_inputs_exact(dt):
    spec = _gemm_spec(dt)
    sizes = dict(M=16, N=16, K=4096)
    v = make_inputs(spec, sizes, seed=3)
    a, b = v["A"], v["B"]
    assert a.dtype == dtypes.np_dtype(dt) and a.shape == (16, 4096) and a.flags.c_contiguous
    k = a.astype(np.float64) * HALF_STEPS
    assert np.array_equal(k, np.round(k)) and k.min() == -8 and k.max() == 7
    # Every product and every partial sum is exact in float32: any order gives the same.
    a32, b32 = a.astype(np.float32), b.astype(np.float32)
    assert np.array_equal(a32 @ b32, (a.astype(np.float64) @ b.astype(np.float64)))
    p = a32[0] * b32[:, 0]
    assert np.cumsum(p)[-1] == np.cumsum(p[::-1])[-1] == np.float32(p.astype(np.float64).sum())
    assert make_inputs(spec, sizes, seed=3)["A"].tobytes() == a.tobytes()  # reproducible


def test_tolerances():
    s = _gemm_spec("float16")
    u32, u16, ub = 2.0 ** -24, 2.0 ** -11, 2.0 ** -8
    assert checking.accumulator_dtype(s) == "float32"
    assert checking.host_tolerance(s, dict(K=101)) == (1e-5, 2 * 101 * u32)
    assert checking.gpu_tolerance(s, dict(K=101)) == (1e-4, 2 * 101 * u32)
    # a float16 / bfloat16 output: its own rounding, twice
    assert checking.host_tolerance(_gemm_spec("float16", "float16"), dict(K=7)) == (2 * u16,
                                                                                  14 * u32)
    assert checking.gpu_tolerance(_gemm_spec("bfloat16", "bfloat16"), dict(K=7))[0] == 2 * ub
    # a kernel summing in the input type: R u(acc)
    assert checking.gpu_tolerance(_gemm_spec("float16", accumulate="float16"),
                                  dict(K=100)) == (100 * u16, 200 * u16)
    # integer and exact specs stay exact; float32 specs keep their rules
    assert checking.gpu_tolerance(_gemm_spec("int8", "int32", rtol=0), dict(K=9)) == (0.0, 0.0)
    assert checking.host_tolerance(_gemm_spec("float32"), dict(K=9)) == (1e-5, 0.0)


def test_compare_bfloat16():
    want = np.array([[1.0, -2.0], [0.5, 3.0]], dtype=np.float32)
    got = want.astype(BF16)
    r = checking.compare("C", got, want, 1e-5)
    assert r.ok and r.error == 0 and r.describe() == "C: max rel err 0 <= 1e-05"
    got.reshape(-1).view(np.uint16)[3] = 0xFFFF  # the poison: NaN
    r = checking.compare("C", got, want, 1e-2)
    assert not r.ok and r.worst == (1, 1) and r.error == float("inf")
    r = checking.compare("C", want.astype(BF16), want.astype(BF16), 0)
    assert r.ok and r.exact


HOST_SRC = """
extern "C" void halves(int n, const _Float16 *__restrict X, const __bf16 *__restrict Y,
                       _Float16 *__restrict H, __bf16 *__restrict B, float *__restrict F) {
  for (int i = 0; i < n; ++i) {
    H[i] = X[i] * (_Float16)3;
    B[i] = Y[i] * (__bf16)3;
    F[i] = (float)X[i] * (float)Y[i];
  }
}
"""
HOST_DESC = """
import numpy as np
from tilelang_llvm.kernel import KernelSpec, Scalar, Array
def ref(n, X, Y, H, B, F):
    return {"H": X * np.float16(3), "B": (Y.astype(np.float32) * 3).astype(Y.dtype),
            "F": X.astype(np.float32) * Y.astype(np.float32)}
KERNELS = [KernelSpec(name="halves", params=[Scalar("n"), Array("X", "float16", "n"),
    Array("Y", "bfloat16", "n"), Array("H", "float16", "n", intent="out"),
    Array("B", "bfloat16", "n", intent="out"), Array("F", "float32", "n", intent="out")],
    reference=ref, sizes={"n": 1001}, rtol=0)]
"""


def test_host_runner_two_byte_elements(tmp_path):
    """clang -O3 -march=native compiles _Float16 and __bf16 arithmetic for this CPU (promoted
    to float where the CPU has no 16-bit arithmetic) and the JIT'd kernel reads and writes
    2-byte elements: every result exact (x3 of a multiple of 1/8 is exact in both types)."""
    (tmp_path / "halves.cpp").write_text(HOST_SRC)
    (tmp_path / "halves.py").write_text(HOST_DESC)
    res = host.run_kernel(tmp_path / "halves.cpp", "halves", tilelang=False)
    assert res.ok, res.summary()
    assert [c.describe() for c in res.checks] == ["H: exact", "B: exact", "F: exact"]
    assert res.outputs["B"].dtype == BF16 and res.outputs["H"].dtype == np.float16


# ---------------------------------------------------------------------------------------------
# The NVIDIA runner and the bench, with the fake driver and the fake torch
# ---------------------------------------------------------------------------------------------

@pytest.fixture
def fake(monkeypatch, tmp_path):
    monkeypatch.syspath_prepend(str(HERE))
    monkeypatch.setenv(cudadrv.DRIVER_ENV, "fake_cuda_driver")
    monkeypatch.delenv(cudadrv.NO_GPU_ENV, raising=False)
    monkeypatch.delenv("FAKE_CUDA_LOG", raising=False)
    for attr, v in (("_probed", False), ("_driver", None), ("_reason", None), ("_context", None)):
        monkeypatch.setattr(cudadrv, attr, v)
    import fake_cuda_driver as fk

    def gemm(dtype):
        def impl(M, N, K, a, b, c, **_):
            if M * N == 0:
                return
            it = np.dtype(dtype).itemsize
            A = np.frombuffer((ctypes.c_char * (M * K * it)).from_address(a), dtype=dtype)
            B = np.frombuffer((ctypes.c_char * (K * N * it)).from_address(b), dtype=dtype)
            acc = np.int32 if np.dtype(dtype).kind == "i" else np.float32
            C = np.frombuffer((ctypes.c_char * (M * N * 4)).from_address(c), dtype=acc)
            C.reshape(M, N)[...] += (A.reshape(M, K).astype(acc) @ B.reshape(K, N).astype(acc))
        return impl
    added = {"gemm_f16": np.float16, "gemm_bf16": BF16, "gemm_i8": np.int8}
    for name, dt in added.items():
        fk.kernel(name, ["i32", "i32", "i32", "ptr", "ptr", "ptr"])(gemm(dt))
    yield fk
    for name in added:
        fk._KERNELS.pop(name, None)


def _gpu_kernel(tmp_path, name: str, spec: KernelSpec | None = None) -> gpurun.GpuKernel:
    spec = spec or find_spec(EXAMPLES / f"{name}.cpp", name)
    rec = LaunchRecord.from_json({"kernel": name, "block": [16, 16, 1],
                                  "grid": [["sdiv", ["add", ["param", 1], 63], 64],
                                           ["sdiv", ["add", ["param", 0], 63], 64], 1],
                                  "params": ["i32", "i32", "i32", "ptr", "ptr", "ptr"]})
    mod = gpurun.GpuModule(sidecar=tmp_path / f"{name}.launch.json", target="sm_90",
                           records=[rec], ptx=EXAMPLES / f"{name}.cpp")
    return gpurun.GpuKernel(gpurun.load_module(mod), spec)


@pytest.mark.parametrize("name", ["gemm_f16", "gemm_bf16", "gemm_i8"])
def test_fake_gpu_run(fake, tmp_path, name):
    r = gpurun.run_loaded(_gpu_kernel(tmp_path, name), dict(M=65, N=33, K=100), seed=2)
    assert r.ok, r.summary()
    c = r.checks[0]
    if name == "gemm_i8":
        assert c.describe() == "C: exact"
    else:  # the fake sums in float32 like the reference: C0 + exact sums, one rounding each
        assert c.tolerance == 1e-4 and c.atol == 2 * 100 * 2.0 ** -24 and c.error < 1e-6
    assert r.grid == (1, 2, 1) and r.outputs["C"].dtype == (np.int32 if name == "gemm_i8"
                                                            else np.float32)


@pytest.fixture
def fake_torch(monkeypatch):
    monkeypatch.syspath_prepend(str(HERE / "fake_torch"))
    monkeypatch.delitem(sys.modules, "torch", raising=False)
    import torch
    torch.CALLS.clear()
    return torch


def _fake_triton(A, B, C):
    C.a += A.a.astype(np.float32) @ B.a.astype(np.float32)
    return C


@pytest.mark.parametrize("name", ["gemm_f16", "gemm_bf16"])
def test_fake_bench_baselines(fake, fake_torch, tmp_path, monkeypatch, name):
    """One run: the kernel, cuBLAS (torch.mm with out_dtype float32), Triton, the copy; each
    baseline checked against the reference and timed; the table has a column per baseline."""
    monkeypatch.setitem(sys.modules, "triton", type(sys)("triton"))
    sys.modules["triton"].__version__ = "0.0-fake"
    spec = dataclasses.replace(find_spec(EXAMPLES / f"{name}.cpp", name),
                               triton_equiv=_fake_triton)
    rep = gpurun.bench_loaded(_gpu_kernel(tmp_path, name, spec), dict(M=70, N=65, K=300),
                              warmup=1, repeat=3)
    assert [r.key for r in rep.rows] == ["kernel", "torch", "triton", "copy"]
    for r in rep.rows:
        assert r.error is None and len(r.times_ms) == 3, (r.key, r.error)
    assert rep.row("torch").verified and rep.row("triton").verified
    assert rep.row("triton").label == "Triton 0.0-fake tl.dot (128x128x64, 8 warps, 4 stages)"
    dt = dtypes.np_dtype("float16" if name == "gemm_f16" else "bfloat16")
    assert fake_torch.CALLS[0] == ("mm", dt, np.dtype(np.float32))
    text = gpurun.render_bench(rep)
    head = text.splitlines()[1]
    assert head.split()[-6:] == ["vs", "cuBLAS", "vs", "Triton", "vs", "copy"]
    assert "Triton 0.0-fake tl.dot" in text and "PyTorch 0.0-fake (cuBLAS, no TF32)" in text
    ratios = rep.to_json()["rows"][0]["ratio"]
    assert set(ratios) == {"torch", "triton", "copy"}


def test_fake_bench_int8(fake, fake_torch, tmp_path):
    gk = _gpu_kernel(tmp_path, "gemm_i8")
    rep = gpurun.bench_loaded(gk, dict(M=24, N=16, K=40), warmup=0, repeat=2)
    t = rep.row("torch")
    assert t.verified and t.check == "C: exact" and fake_torch.CALLS[0][0] == "_int_mm"
    assert rep.row("triton") is None  # gemm_i8 has no triton_equiv
    # torch._int_mm's shape rule: the row says why it did not run, the kernel's row is fine
    rep = gpurun.bench_loaded(gk, dict(M=16, N=12, K=40), warmup=0, repeat=1)
    assert rep.ok and rep.row("torch").error == (
        "torch_equiv raised ValueError: torch._int_mm needs M > 16, K % 8 == 0 and N % 8 == 0; "
        "here M=16, K=40, N=12")


def test_fake_bench_without_triton(fake, fake_torch, tmp_path, monkeypatch):
    monkeypatch.setitem(sys.modules, "triton", None)  # import triton raises ImportError
    rep = gpurun.bench_loaded(_gpu_kernel(tmp_path, "gemm_f16"), dict(M=20, N=24, K=8),
                              warmup=0, repeat=1, baselines=("triton",))
    assert [r.key for r in rep.rows] == ["kernel", "triton"]
    assert rep.row("triton").error == "triton not available (ModuleNotFoundError)"
    assert "not run: triton not available (ModuleNotFoundError)" in gpurun.render_bench(rep)


def test_torch_conversions(fake_torch):
    a = (np.arange(6, dtype=np.float32).reshape(2, 3) / 8).astype(BF16)
    t = baselines.to_torch(fake_torch, a)
    assert t.dtype == fake_torch.bfloat16
    back = baselines.from_torch(fake_torch, t)
    assert back.dtype == BF16 and back.tobytes() == a.tobytes()
    assert baselines.to_torch(fake_torch, 5) == 5
