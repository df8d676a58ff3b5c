"""fdtd-2d: tmax steps of the ey, ex, hz updates with a source row (fdtd_2d.cpp)."""
from tilelang_llvm.kernel import Array, KernelSpec, Scalar

SMALL_SIZES = {"tmax": 4, "nx": 19, "ny": 23}


def ref(tmax, nx, ny, ex, ey, hz, fict):
    for t in range(tmax):
        ey[0, :] = fict[t]
        ey[1:, :] = ey[1:, :] - 0.5 * (hz[1:, :] - hz[:-1, :])
        ex[:, 1:] = ex[:, 1:] - 0.5 * (hz[:, 1:] - hz[:, :-1])
        hz[:-1, :-1] = hz[:-1, :-1] - 0.7 * (ex[:-1, 1:] - ex[:-1, :-1] + ey[1:, :-1]
                                             - ey[:-1, :-1])
    return {"ex": ex, "ey": ey, "hz": hz}


KERNELS = [KernelSpec(
    name="fdtd_2d",
    params=[Scalar("tmax"), Scalar("nx"), Scalar("ny"),
            *[Array(a, "float64", ("nx", "ny"), intent="inout") for a in ("ex", "ey", "hz")],
            Array("fict", "float64", "tmax")],
    reference=ref, sizes={"tmax": 100, "nx": 500, "ny": 600}, rtol=1e-12,
    flops="11*tmax*nx*ny", defines={"TMAX": "tmax", "NX": "nx", "NY": "ny"})]
