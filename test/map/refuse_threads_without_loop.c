// threads(16, 16) puts 16 threads in y, but only loop 2 is mapped (block.x):
// no loop would spread over the y threads, so they would all repeat the same
// points. tilelang-map refuses the band (warning at the pragma's line and
// column) and the function stays a plain device function.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.nv.ll %s -Rpass-missed=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=NV < %t.nv.ll
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o %t.amd.ll %s -Rpass-missed=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=AMD < %t.amd.ll

// NV:      define dso_local void @idle(
// NV-NOT:  ptx_kernel
// NV-NOT:  !tilelang.launch
// AMD:     define hidden void @idle(
// AMD-NOT: amdgpu_kernel
// AMD-NOT: !tilelang.launch

void idle(int n, int m, const float *__restrict A, float *__restrict B) {
    // DIAG: refuse_threads_without_loop.c:[[@LINE+3]]:5: remark: band not mapped to the GPU: threads(...) puts 16 threads in y but no loop is mapped to block.y [-Rpass-missed=tilelang-map]
    // DIAG: refuse_threads_without_loop.c:[[@LINE+2]]:5: warning: band not mapped to the GPU: threads(...) puts 16 threads in y but no loop is mapped to block.y [-Wpass-failed]
    // DIAG: 1 warning generated.
    #pragma tilelang tile(32, 32) map(seq, block.x) threads(16, 16)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      B[i * m + j] = A[i * m + j] * 2.0f;
}
