"""Constant row sizes on a GPU: the kernels of const_rows.cpp (new-user test)."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def rowsum_ref(M, A, B):
    a = A.reshape(M, 120).astype(np.float64)
    return {"B": (B.reshape(M, 120) + a.sum(axis=1)[:, None]).astype(np.float32).reshape(-1)}


def copy_ref(N, A, B):
    return {"B": A.copy()}


KERNELS = [
    KernelSpec(name="rowsum120",
               params=[Scalar("M"), Array("A", "float32", ("M*120",)),
                       Array("B", "float32", ("M*120",), intent="inout")],
               reference=rowsum_ref, sizes={"M": 37}, rtol=1e-5),
    KernelSpec(name="copy_rows16",
               params=[Scalar("N"), Array("A", "float32", ("16*N",)),
                       Array("B", "float32", ("16*N",), intent="out")],
               reference=copy_ref, sizes={"N": 17}, rtol=0),
]
