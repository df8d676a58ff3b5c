"""batched_gemm: C[b] += A[b] @ B[b] for b < NB, A and B float16, C float32, fp32 accumulation;
kernel in batched_gemm.cpp. Inputs and tolerance as in gemm_f16.py."""
import numpy as np

from tilelang_llvm.kernel import KernelSpec, Scalar, Array


def ref(NB, M, N, K, A, B, C):
    return {"C": C + np.matmul(A.astype(np.float32), B.astype(np.float32))}


def torch_bmm(A, B, C):
    # cuBLAS batched fp16 GEMM with an fp32 result (mm_f32 on each entry would time NB calls).
    import torch
    try:
        return C.add_(torch.bmm(A, B, out_dtype=torch.float32))
    except TypeError:  # torch < 2.9: no out_dtype
        return C.add_(torch.bmm(A, B).float())


KERNELS = [
    KernelSpec(
        name="batched_gemm",
        params=[Scalar("NB"), Scalar("M"), Scalar("N"), Scalar("K"),
                Array("A", "float16", ("NB", "M", "K")),
                Array("B", "float16", ("NB", "K", "N")),
                Array("C", "float32", ("NB", "M", "N"), intent="inout")],
        reference=ref,
        sizes={"NB": 8, "M": 512, "N": 512, "K": 512},
        rtol=1e-5,
        flops="2*NB*M*N*K",
        bytes="NB*(2*M*K + 2*K*N + 8*M*N)",
        reduction="K",
        accumulate="float32",
        numpy_equiv=lambda A, B, C: C + np.matmul(A.astype(np.float32), B.astype(np.float32)),
        torch_equiv=torch_bmm,
    ),
]
