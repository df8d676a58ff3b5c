"""Fault case: two compute(tensor_core) bands in one function, B read as K x N by the first and
as N x K (transposed) by the second: the kernel of two_matrix_bands.cpp. Inputs are multiples of
1/8 (tilelang_llvm.inputs): every product and partial sum is exact in float32."""
import numpy as np

from tilelang_llvm.kernel import Array, KernelSpec, Scalar


def ref(M, N, K, A, B, C, D):
    a, b = A.astype(np.float32), B.astype(np.float32)
    return {"C": C + a @ b.reshape(K, N), "D": D + a @ b.reshape(N, K).T}


KERNELS = [KernelSpec(
    name="two_matrix_bands",
    params=[Scalar("M"), Scalar("N"), Scalar("K"), Array("A", "float16", ("M", "K")),
            Array("B", "float16", ("K*N",)), Array("C", "float32", ("M", "N"), intent="inout"),
            Array("D", "float32", ("M", "N"), intent="inout")],
    reference=ref, sizes={"M": 65, "N": 70, "K": 47}, rtol=0, flops="4*M*N*K")]
