"""gemm_f16: C += A @ B, A and B float16 (C `_Float16`), C float32, fp32 accumulation; kernel in
gemm_f16.cpp.

The inputs are multiples of 1/8 in [-1, 1) (tilelang_llvm.inputs.HALF_STEPS), so every product
and every partial sum is exact in float32 for K <= 2^18: the fp32 reference below is what any
fp32-accumulating kernel must give, in any summation order. The check's tolerance is
tilelang_llvm.checking.low_precision_tolerance (float32 output: the spec's rtol, with a floor
of 2 K u(float32)).
"""
import numpy as np

from tilelang_llvm.baselines import mm_f32, triton_gemm
from tilelang_llvm.kernel import KernelSpec, Scalar, Array


def ref(M, N, K, A, B, C):
    # fp32 inputs (exact: float16 widens exactly), fp32 product and sums, as the kernel.
    return {"C": C + A.astype(np.float32) @ B.astype(np.float32)}


KERNELS = [
    KernelSpec(
        name="gemm_f16",
        params=[Scalar("M"), Scalar("N"), Scalar("K"),
                Array("A", "float16", ("M", "K")),
                Array("B", "float16", ("K", "N")),
                Array("C", "float32", ("M", "N"), intent="inout")],
        reference=ref,
        sizes={"M": 1024, "N": 1024, "K": 1024},
        rtol=1e-5,
        flops="2*M*N*K",
        bytes="2*M*K + 2*K*N + 8*M*N",
        reduction="K",
        accumulate="float32",
        numpy_equiv=lambda A, B, C: C + A.astype(np.float32) @ B.astype(np.float32),
        # bench --target sm_XX: cuBLAS fp16 with an fp32 result, and the Triton tl.dot kernel.
        torch_equiv=lambda A, B, C: C.add_(mm_f32(A, B)),
        triton_equiv=lambda A, B, C: triton_gemm(A, B, C),
    ),
]
