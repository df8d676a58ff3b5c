"""The GPU emulator's warp-collective matrix instructions (gpu_emulator.py, gpu_emulator_rt.c),
checked against NumPy on hand-made kernels (kernels/matrix/matrix_ir.py), without the plugins.

The fragment layouts are written here a second time, straight from the documents (PTX ISA
9.7.14.5.7/8/10 "Matrix Fragments for mma.m16n8k8 / m16n8k16 with floating point type /
m16n8k32", 9.7.14.5.15 "ldmatrix"; AMD's Matrix Instruction Calculator for v_mfma on CDNA3),
element by element, independently of the runtime's formulas: the host packs each lane's
registers by them, the kernel runs the instruction, the host unpacks the result and compares it
with A @ B + C. Each layout test has a twin with a transposed fragment that must not match, so
that a layout both sides got wrong the same way could not pass unnoticed by symmetry.
"""

from __future__ import annotations

import sys
from pathlib import Path

import numpy as np
import pytest

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE / "kernels" / "matrix"))
import gpu_emulator as emu  # noqa: E402
import matrix_ir  # noqa: E402

try:
    import ml_dtypes
except ImportError:  # only the bf16 tests need it
    ml_dtypes = None
RNG = np.random.default_rng(12)


def build(tmp_path, ir: str, name: str, target: str = "sm_90") -> emu.EmulatedModule:
    src = tmp_path / f"{name}.ll"
    src.write_text(ir)
    return emu.EmulatedModule(src, target, work=tmp_path / f"{name}.work")


# --- PTX ISA fragment layouts: (row, col) of element i of lane l -----------------------------

def a_16816(l, i):  # 9.7.14.5.8, A (16 x 16) .f16/.bf16: a0..a7, two per .f16x2 register
    g, t = l >> 2, l % 4
    row = g if (i < 2 or 4 <= i < 6) else g + 8
    col = t * 2 + (i & 1) + (8 if i >= 4 else 0)
    return row, col


def b_16816(l, i):  # B (16 x 8): b0..b3
    g, t = l >> 2, l % 4
    return t * 2 + (i & 1) + (8 if i >= 2 else 0), g


def c_16816(l, i):  # C/D (16 x 8): c0..c3 (also m16n8k8 and m16n8k32's s32)
    g, t = l >> 2, l % 4
    return (g if i < 2 else g + 8), t * 2 + (i & 1)


def a_16832(l, i):  # 9.7.14.5.10, A (16 x 32) .s8/.u8: a0..a15, four per .b32 register
    g, t = l >> 2, l % 4
    row = g if (i < 4 or 8 <= i < 12) else g + 8
    return row, t * 4 + (i & 3) + (16 if i >= 8 else 0)


def b_16832(l, i):  # B (32 x 8): b0..b7
    g, t = l >> 2, l % 4
    return t * 4 + (i & 3) + (16 if i >= 4 else 0), g


def a_1688(l, i):  # 9.7.14.5.7, A (16 x 8) .tf32: a0..a3, one per register
    g, t = l >> 2, l % 4
    return (g if i in (0, 2) else g + 8), (t if i < 2 else t + 4)


def b_1688(l, i):  # B (8 x 8) .tf32: b0, b1
    g, t = l >> 2, l % 4
    return (t if i == 0 else t + 4), g


def pack(M, layout, lanes, per_lane):
    """(lanes, per_lane) array: element i of lane l is M[layout(l, i)]."""
    return np.array([[M[layout(l, i)] for i in range(per_lane)] for l in range(lanes)], M.dtype)


def unpack(frags, layout, shape):
    out = np.full(shape, np.nan if frags.dtype.kind == "f" else 0, frags.dtype)
    for l in range(frags.shape[0]):
        for i in range(frags.shape[1]):
            out[layout(l, i)] = frags[l, i]
    return out


def mma_launch(mod, A, B, C, shapes):
    """Runs @frag on lane-major fragments; returns the (32, 4) result."""
    D = np.zeros((32, 4), C.dtype)
    mod.launch("frag", [np.ascontiguousarray(A), np.ascontiguousarray(B),
                        np.ascontiguousarray(C), D], block=(32, 1, 1))
    return D


F16_MMA = ("llvm.nvvm.mma.m16n8k16.row.col.f32.f32",
           [["<2 x half>"] * 4, ["<2 x half>"] * 2, ["float"] * 4],
           "{ float, float, float, float }")


@pytest.fixture(scope="module")
def f16_mma(tmp_path_factory):
    return build(tmp_path_factory.mktemp("f16"), matrix_ir.fragment_kernel(*F16_MMA), "mma_f16")


def test_mma_m16n8k16_f16(f16_mma):
    A = RNG.standard_normal((16, 16)).astype(np.float16)
    B = RNG.standard_normal((16, 8)).astype(np.float16)
    C = RNG.standard_normal((16, 8)).astype(np.float32)
    D = mma_launch(f16_mma, pack(A, a_16816, 32, 8), pack(B, b_16816, 32, 4),
                   pack(C, c_16816, 32, 4), None)
    want = A.astype(np.float64) @ B.astype(np.float64) + C
    np.testing.assert_allclose(unpack(D, c_16816, (16, 8)), want, rtol=1e-5, atol=1e-5)
    # A transposed fragment (A's transpose packed as A) must not match.
    Dt = mma_launch(f16_mma, pack(A.T.copy(), a_16816, 32, 8), pack(B, b_16816, 32, 4),
                    pack(C, c_16816, 32, 4), None)
    assert np.abs(unpack(Dt, c_16816, (16, 8)) - want).max() > 0.5


def test_mma_partial_warp_fails(f16_mma):
    z = [np.zeros((32, 8), np.float16), np.zeros((32, 4), np.float16),
         np.zeros((32, 4), np.float32), np.zeros((32, 4), np.float32)]
    with pytest.raises(emu.EmulatorError, match=r"mma\.sync\.m16n8k16 by a partial warp "
                       r"\(16 of 32 lanes\): it needs the whole warp"):
        f16_mma.launch("frag", z, block=(16, 1, 1))


def bf16(x):
    if ml_dtypes is None:
        pytest.skip("bfloat16 needs the ml_dtypes package")
    return x.astype(ml_dtypes.bfloat16)


def test_mma_m16n8k16_bf16(tmp_path):
    mod = build(tmp_path, matrix_ir.fragment_kernel(
        "llvm.nvvm.mma.m16n8k16.row.col.bf16", [["i32"] * 4, ["i32"] * 2, ["float"] * 4],
        "{ float, float, float, float }"), "mma_bf16")
    A, B = bf16(RNG.standard_normal((16, 16))), bf16(RNG.standard_normal((16, 8)))
    C = RNG.standard_normal((16, 8)).astype(np.float32)
    want = A.astype(np.float64) @ B.astype(np.float64) + C
    for a, ok in ((A, True), (A.T.copy(), False)):
        D = mma_launch(mod, pack(a, a_16816, 32, 8).view(np.uint16),
                       pack(B, b_16816, 32, 4).view(np.uint16), pack(C, c_16816, 32, 4), None)
        err = np.abs(unpack(D, c_16816, (16, 8)) - want).max()
        assert (err < 1e-4) == ok, err


@pytest.mark.parametrize("sat", ["", ".satfinite"])
def test_mma_m16n8k32_s8_exact(tmp_path, sat):
    mod = build(tmp_path, matrix_ir.fragment_kernel(
        f"llvm.nvvm.mma.m16n8k32.row.col{sat}.s8", [["i32"] * 4, ["i32"] * 2, ["i32"] * 4],
        "{ i32, i32, i32, i32 }"), "mma_s8")
    A = RNG.integers(-128, 128, (16, 32)).astype(np.int8)
    B = RNG.integers(-128, 128, (32, 8)).astype(np.int8)
    C = RNG.integers(-2**31, 2**31, (16, 8)).astype(np.int32)
    C[0, 0], C[15, 7] = 2**31 - 1, -2**31  # overflow: wraps, or .satfinite clamps
    A[0, :], B[:, 0] = 127, 127
    A[15, :], B[:, 7] = -128, 127
    exact = A.astype(np.int64) @ B.astype(np.int64) + C
    want = (np.clip(exact, -2**31, 2**31 - 1) if sat
            else ((exact + 2**31) % 2**32 - 2**31)).astype(np.int32)
    D = mma_launch(mod, pack(A, a_16832, 32, 16), pack(B, b_16832, 32, 8),
                   pack(C, c_16816, 32, 4), None)
    np.testing.assert_array_equal(unpack(D, c_16816, (16, 8)), want)
    A2 = RNG.integers(-128, 128, (16, 16)).astype(np.int8)
    At = np.concatenate([A2, A2.T], axis=1)  # a layout that read rows as columns would differ
    Dt = mma_launch(mod, pack(np.ascontiguousarray(At[:, ::-1]), a_16832, 32, 16),
                    pack(B, b_16832, 32, 8), pack(C, c_16816, 32, 4), None)
    assert (unpack(Dt, c_16816, (16, 8)) != (At.astype(np.int64) @ B + C)).any()


def test_mma_m16n8k8_tf32(tmp_path):
    mod = build(tmp_path, matrix_ir.fragment_kernel(
        "llvm.nvvm.mma.m16n8k8.row.col.tf32", [["i32"] * 4, ["i32"] * 2, ["float"] * 4],
        "{ float, float, float, float }"), "mma_tf32")
    A = RNG.standard_normal((16, 8)).astype(np.float32)
    B = RNG.standard_normal((8, 8)).astype(np.float32)
    C = RNG.standard_normal((16, 8)).astype(np.float32)

    def tf32(x):  # the low 13 mantissa bits ignored
        return (x.view(np.uint32) & np.uint32(0xFFFFE000)).view(np.float32).astype(np.float64)

    want = tf32(A) @ tf32(B) + C
    D = mma_launch(mod, pack(A, a_1688, 32, 4).view(np.uint32), pack(B, b_1688, 32, 2).view(np.uint32),
                   pack(C, c_16816, 32, 4), None)
    np.testing.assert_allclose(unpack(D, c_16816, (16, 8)), want, rtol=1e-5, atol=1e-5)


# --- ldmatrix -------------------------------------------------------------------------------

@pytest.mark.parametrize("num", [1, 2, 4])
def test_ldmatrix(tmp_path, num):
    M = (np.arange(256) - 100).astype(np.float16).reshape(16, 16)
    for trans in (False, True):
        mod = build(tmp_path, matrix_ir.ldmatrix_kernel(num, trans), f"ldm{num}{trans}")
        out = np.zeros((32, 2 * num), np.float16)
        mod.launch("ldm", [M, out])
        # PTX: lanes 8i..8i+7 address matrix i's rows; here lane j -> row j % 16, col 8 (j / 16)
        # of M. Lane l receives row l / 4, columns 2 (l % 4) + {0, 1} of matrix i (.trans:
        # row and column exchanged).
        want = np.empty_like(out)
        for l in range(32):
            for i in range(num):
                for j in range(2):
                    r0, c0 = 8 * (i % 2), 8 * (i // 2)
                    r, c = l // 4, 2 * (l % 4) + j
                    want[l, 2 * i + j] = M[r0 + c, c0 + r] if trans else M[r0 + r, c0 + c]
        np.testing.assert_array_equal(out, want)
        if num == 4 and not trans:  # x4 at these addresses is exactly mma's A fragment
            np.testing.assert_array_equal(out, pack(M, a_16816, 32, 8))
        if num == 4 and trans:
            assert not np.array_equal(out, pack(M, a_16816, 32, 8))


def test_ldmatrix_trans_is_the_b_fragment(tmp_path):
    M = RNG.standard_normal((16, 16)).astype(np.float16)  # K x N
    mod = build(tmp_path, matrix_ir.ldmatrix_kernel(4, True, "b"), "ldmb")
    out = np.zeros((32, 8), np.float16)
    mod.launch("ldm", [M, out])
    np.testing.assert_array_equal(out[:, :4], pack(M[:, :8].copy(), b_16816, 32, 4))
    np.testing.assert_array_equal(out[:, 4:], pack(M[:, 8:].copy(), b_16816, 32, 4))


# --- one warp's GEMM: cp.async, ldmatrix, mma -------------------------------------------------

def test_warp_gemm_32x32x32(tmp_path):
    A = RNG.standard_normal((32, 32)).astype(np.float16)
    B = RNG.standard_normal((32, 32)).astype(np.float16)
    want = A.astype(np.float64) @ B.astype(np.float64)
    C = np.zeros((32, 32), np.float32)
    build(tmp_path, matrix_ir.warp_gemm_kernel(), "gemm").launch("gemm", [A, B, C])
    np.testing.assert_allclose(C, want, rtol=1e-4, atol=1e-4)
    # B loaded without .trans: its transposed fragments.
    C[:] = 0
    build(tmp_path, matrix_ir.warp_gemm_kernel(b_trans=False), "gemm_nt").launch("gemm", [A, B, C])
    assert np.abs(C - want).max() > 0.5


def test_cp_async_needs_its_wait(tmp_path):
    """Without cp.async.wait_group the copies are not complete when the tiles are read: the
    emulator defers them to the thread's exit, so the tiles read the 0xFF (NaN) poison."""
    A = np.ones((32, 32), np.float16)
    C = np.zeros((32, 32), np.float32)
    build(tmp_path, matrix_ir.warp_gemm_kernel(wait=False), "gemm_nowait").launch(
        "gemm", [A, A.copy(), C])
    assert np.isnan(C).all()


# --- MFMA (wave64) ---------------------------------------------------------------------------

def mfma_a(M, K, kind="f16"):
    """AMD's calculator, v_mfma_*_MxNxK (one block): lane l holds A[l % M][(l / M) KL + j]."""
    KL = K // (64 // M)
    return lambda l, j: (l % M, (l // M) * KL + j)


def mfma_b(N, K):
    KL = K // (64 // N)
    return lambda l, j: ((l // N) * KL + j, l % N)


def mfma_d32(l, r):  # 32 x 32 accumulators: 16 per lane, groups of 4 rows 8 apart
    return 8 * (r // 4) + 4 * (l // 32) + r % 4, l % 32


def mfma_d16(l, r):  # 16 x 16: 4 per lane
    return 4 * (l // 16) + r, l % 16


MFMA = [("llvm.amdgcn.mfma.f32.32x32x8f16", "<4 x half>", "<16 x float>", 32, 8, np.float16),
        ("llvm.amdgcn.mfma.f32.16x16x16f16", "<4 x half>", "<4 x float>", 16, 16, np.float16),
        ("llvm.amdgcn.mfma.f32.32x32x8bf16.1k", "<4 x i16>", "<16 x float>", 32, 8, "bf16"),
        ("llvm.amdgcn.mfma.f32.16x16x16bf16.1k", "<4 x i16>", "<4 x float>", 16, 16, "bf16"),
        ("llvm.amdgcn.mfma.i32.32x32x16.i8", "i64", "<16 x i32>", 32, 16, np.int8),
        ("llvm.amdgcn.mfma.i32.16x16x32.i8", "i64", "<4 x i32>", 16, 32, np.int8)]


@pytest.mark.parametrize("name, ab, acc, MN, K, dt", MFMA, ids=[m[0].split(".", 3)[3] for m in MFMA])
def test_mfma_gfx942(tmp_path, name, ab, acc, MN, K, dt):
    mod = build(tmp_path, matrix_ir.fragment_kernel(
        name, [[ab], [ab], [acc]], acc, amd=True, extra=("i32 0", "i32 0", "i32 0")), "mfma",
        target="gfx942")
    assert mod.warp_size == 64
    KL, NR = K // (64 // MN), MN * MN // 64
    if dt == np.int8:
        A = RNG.integers(-128, 128, (MN, K)).astype(np.int8)
        B = RNG.integers(-128, 128, (K, MN)).astype(np.int8)
        C = RNG.integers(-2**20, 2**20, (MN, MN)).astype(np.int32)
    else:
        conv = bf16 if dt == "bf16" else (lambda x: x.astype(np.float16))
        A, B = conv(RNG.standard_normal((MN, K))), conv(RNG.standard_normal((K, MN)))
        C = RNG.standard_normal((MN, MN)).astype(np.float32)
    dlay = mfma_d32 if MN == 32 else mfma_d16
    want = A.astype(np.float64) @ B.astype(np.float64) + C

    def run(a):
        fa = pack(a, mfma_a(MN, K), 64, KL)
        fb = pack(B, mfma_b(MN, K), 64, KL)
        if dt == "bf16":
            fa, fb = fa.view(np.uint16), fb.view(np.uint16)
        D = np.zeros((64, NR), C.dtype)
        mod.launch("frag", [fa, fb, pack(C, dlay, 64, NR), D], block=(64, 1, 1))
        return unpack(D, dlay, (MN, MN)).astype(np.float64)

    got = run(A)
    if dt == np.int8:
        np.testing.assert_array_equal(got, want)
    else:
        np.testing.assert_allclose(got, want, rtol=1e-5, atol=1e-4)
    # A's rows and columns exchanged within the lane groups: the fragment of a different matrix.
    At = np.ascontiguousarray(A[::-1, :])
    assert np.abs(run(At) - want).max() > 0.5


def test_mfma_broadcast_is_refused(tmp_path):
    name, ab, acc = MFMA[0][:3]
    mod = build(tmp_path, matrix_ir.fragment_kernel(
        name, [[ab], [ab], [acc]], acc, amd=True, extra=("i32 1", "i32 0", "i32 0")), "mfma_b",
        target="gfx942")
    z = [np.zeros((64, 4), np.float16), np.zeros((64, 4), np.float16),
         np.zeros((64, 16), np.float32), np.zeros((64, 16), np.float32)]
    with pytest.raises(emu.EmulatorError, match="cbsz/abid/blgp other than 0"):
        mod.launch("frag", z, block=(64, 1, 1))


def test_unknown_matrix_intrinsic_is_refused(tmp_path):
    ir = matrix_ir.fragment_kernel("llvm.nvvm.mma.m16n8k16.row.col.f16.f16",
                                   [["<2 x half>"] * 4, ["<2 x half>"] * 2, ["<2 x half>"] * 2],
                                   "{ <2 x half>, <2 x half> }")
    with pytest.raises(emu.EmulatorError,
                       match=r"does not execute @llvm\.nvvm\.mma\.m16n8k16\.row\.col\.f16\.f16"):
        build(tmp_path, ir, "f16acc")
