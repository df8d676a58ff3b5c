// A kernel has one block shape, the first mapped band's: a later band whose
// threads(...) differ is refused (warning at its pragma) and runs in the
// grid's first thread, between grid barriers, like any code outside the mapped
// bands (a cooperative kernel); the first band is mapped.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.nv.ll %s -Rpass-missed=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=IR < %t.nv.ll
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o %t.amd.ll %s -Rpass-missed=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=IR < %t.amd.ll

// IR: !tilelang.launch = !{![[L:[0-9]+]]}
// IR: ![[L]] = !{ptr @td, !"{\22block\22:[64,1,1],\22cooperative\22:true,

void td(int n, float *__restrict A, float *__restrict B) {
#pragma tilelang tile(64) map(block.x) threads(64)
  for (int i = 0; i < n; ++i)
    A[i] = A[i] * 2.0f;
// DIAG: refuse_threads_differ.c:[[@LINE+3]]:1: remark: band not mapped to the GPU: its threads (128 x 1 x 1) differ from the kernel's block (64 x 1 x 1, from the first mapped band of 'td') [-Rpass-missed=tilelang-map]
// DIAG: refuse_threads_differ.c:[[@LINE+2]]:1: warning: band not mapped to the GPU: its threads (128 x 1 x 1) differ from the kernel's block (64 x 1 x 1, from the first mapped band of 'td') [-Wpass-failed]
// DIAG: 1 warning generated.
#pragma tilelang tile(128) map(block.x) threads(128)
  for (int i = 0; i < n; ++i)
    B[i] = B[i] + 1.0f;
}
