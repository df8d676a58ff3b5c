"""2mm: tmp = alpha*A@B, D = beta*D + tmp@C (PolyBench 4.2 2mm); kernel in 2mm.cpp."""
import numpy as np

from tilelang_llvm.kernel import KernelSpec, Scalar, Array

ALPHA, BETA = 1.5, 1.2  # PolyBench's init_array values


def ref(NI, NJ, NK, NL, alpha, beta, tmp, A, B, C, D):
    f = np.float64
    t = float(np.float32(alpha)) * (A.astype(f) @ B.astype(f))
    d = float(np.float32(beta)) * D.astype(f) + t @ C.astype(f)
    return {"tmp": t.astype(np.float32), "D": d.astype(np.float32)}


KERNELS = [
    KernelSpec(
        name="kernel_2mm",
        params=[Scalar("NI"), Scalar("NJ"), Scalar("NK"), Scalar("NL"),
                Scalar("alpha", "float32", value=ALPHA), Scalar("beta", "float32", value=BETA),
                Array("tmp", "float32", ("NI", "NJ"), intent="out"),
                Array("A", "float32", ("NI", "NK")),
                Array("B", "float32", ("NK", "NJ")),
                Array("C", "float32", ("NJ", "NL")),
                Array("D", "float32", ("NI", "NL"), intent="inout")],
        reference=ref,
        sizes={"NI": 512, "NJ": 512, "NK": 512, "NL": 512},
        rtol=1e-5,
        flops="3*NI*NJ*NK + NI*NL + 2*NI*NL*NJ",
    ),
]
