// REQUIRES: ptxas
// Regression (was XFAIL, lib/map/Kernel.cpp, makeKernel): the kernel's block shape reaches ptxas only as
// .reqntid ("nvvm.reqntid"). Given .reqntid alone, ptxas 13.5 caps the registers to raise the
// occupancy and spills rather than exceed its cap: this 16 x 16 kernel (a conditional write
// into a shared buffer, test/python/kernels/gpu_faults/cond_write.cpp) gets 32 registers and
// 8 bytes of spill stores and loads on sm_80; without .reqntid it takes 35 registers and does
// not spill, and with .reqntid plus .minnctapersm 1 ("nvvm.minctasm"="1" on the function) 52
// registers and no spill. On sm_80 6 of the 13 fault-case kernels spill this way
// (test/python/test_gpu_faults.py, KNOWN_SPILLS), and gemm_threads_7x5 also on sm_90; with
// .minnctapersm 1 none of them does. Fix: add "nvvm.minctasm"="1" (or "nvvm.maxnreg") beside
// "nvvm.reqntid".
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_80 -O3 -S -o %t.ptx %s
// RUN: %ptxas -arch=sm_80 -v %t.ptx -o %t.cubin 2>&1 | FileCheck %s

// CHECK:      ptxas info    : Compiling entry function 'cond_shared' for 'sm_80'
// CHECK-NEXT: ptxas info    : Function properties for cond_shared
// CHECK-NEXT:     0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads

void cond_shared(int M, int N, const float *__restrict A, float *__restrict C) {
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
#pragma tilelang buffer(A: shared, C: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      if (A[i * N + j] > 0.0f)
        C[i * N + j] = A[i * N + j] * 2.0f;
}
