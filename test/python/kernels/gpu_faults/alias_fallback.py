"""Arrays without restrict on a GPU: the kernels of alias_fallback.cpp. The references are for
arrays that do not overlap (the harness allocates them apart) -- except alias_select with
``same`` != 0, where C is A and the loops run in order on one array (the sequential program).
test_gpu_emulated.py also runs them on overlapping arrays against plain clang's host build."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def ref_update(M, N, A, C):
    return {"C": (A * np.float32(0.5) + C).astype(np.float32)}


def ref_two_bands(M, N, A, B, C, S):
    b = (A * np.float32(2.0) + np.float32(1.0)).astype(np.float32)
    s = S.copy()
    s[0] = 3.0
    return {"B": b, "C": (b + A * np.float32(0.25)).astype(np.float32), "S": s}


def ref_staged(M, N, A, B):
    return {"B": (A.reshape(N, M).T + B * np.float32(0.5)).astype(np.float32)}


def ref_select(M, N, same, A, B):
    if not same:
        return {"A": A, "B": (A.reshape(N, M).T + np.float32(1.0)).astype(np.float32)}
    a = A.reshape(-1).copy()
    for i in range(M):   # in place, in the loops' order: later reads see earlier writes
        for j in range(N):
            a[i * N + j] = a[j * M + i] + np.float32(1.0)
    return {"A": a.reshape(A.shape), "B": B}


def ref_i8_tc(M, N, K, A, B, C):
    return {"C": (C.astype(np.int64) + A.astype(np.int64) @ B.astype(np.int64).T)
            .astype(np.int32)}


def ref_steps(T, M, N, A, B):
    a, b = A.copy(), B.copy()
    for _ in range(T):
        b = (a * np.float32(0.5) + np.float32(1.0)).astype(np.float32)
        a = (b * np.float32(0.25) + a).astype(np.float32)
    return {"A": a, "B": b}


MN = ("M", "N")
KERNELS = [
    KernelSpec(name="alias_update",
               params=[Scalar("M"), Scalar("N"), Array("A", "float32", MN),
                       Array("C", "float32", MN, intent="inout")],
               reference=ref_update, sizes={"M": 257, "N": 100}, rtol=1e-6),
    KernelSpec(name="alias_two_bands",
               params=[Scalar("M"), Scalar("N"), Array("A", "float32", MN),
                       Array("B", "float32", MN, intent="inout"),
                       Array("C", "float32", MN, intent="inout"),
                       Array("S", "float32", (1,), intent="inout")],
               reference=ref_two_bands, sizes={"M": 257, "N": 100}, rtol=1e-6),
    KernelSpec(name="alias_staged",
               params=[Scalar("M"), Scalar("N"), Array("A", "float32", ("N", "M")),
                       Array("B", "float32", MN, intent="inout")],
               reference=ref_staged, sizes={"M": 257, "N": 100}, rtol=1e-6),
    KernelSpec(name="alias_select",
               params=[Scalar("M"), Scalar("N"), Scalar("same"),
                       Array("A", "float32", ("N", "M"), intent="inout"),
                       Array("B", "float32", MN, intent="inout")],
               reference=ref_select, sizes={"M": 100, "N": 100, "same": 1}, rtol=1e-6),
    KernelSpec(name="alias_i8_tc",
               params=[Scalar("M"), Scalar("N"), Scalar("K"), Array("A", "int8", ("M", "K")),
                       Array("B", "int8", ("N", "K")),
                       Array("C", "int32", MN, intent="inout")],
               reference=ref_i8_tc, sizes={"M": 257, "N": 100, "K": 33}, rtol=0,
               flops="2*M*N*K", reduction="K"),
    KernelSpec(name="alias_steps",
               params=[Scalar("T"), Scalar("M"), Scalar("N"),
                       Array("A", "float32", MN, intent="inout"),
                       Array("B", "float32", MN, intent="inout")],
               reference=ref_steps, sizes={"T": 3, "M": 100, "N": 100}, rtol=1e-5),
]
