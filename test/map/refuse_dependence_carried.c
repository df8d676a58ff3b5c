// A loop that may carry a dependence is never mapped to a block, even when the
// directive says so: map(seq, block.x) with loop 2 (j) reading what its
// previous iteration wrote. tilelang-tile still tiles the band (it is fully
// permutable); tilelang-map refuses with a -Wpass-failed warning at the pragma
// (line and column; the pragma is indented here) and the missed remark, and the
// function stays a plain device function: no kernel calling convention, no
// thread or block ids, no launch record.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.nv.ll %s -Rpass-missed=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=NV < %t.nv.ll
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o %t.amd.ll %s -Rpass-missed=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DIAG --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: FileCheck %s --check-prefix=AMD < %t.amd.ll

// NV:      define dso_local void @dep(
// NV-NOT:  ptx_kernel
// NV-NOT:  @llvm.nvvm.read.ptx.sreg
// NV-NOT:  nvvm.reqntid
// NV-NOT:  !tilelang.launch
// AMD:     define hidden void @dep(
// AMD-NOT: amdgpu_kernel
// AMD-NOT: @llvm.amdgcn.workitem.id
// AMD-NOT: amdgpu-flat-work-group-size
// AMD-NOT: !tilelang.launch

void dep(int n, int m, float *__restrict A) {
  // DIAG:      refuse_dependence_carried.c:[[@LINE+3]]:3: remark: band not mapped to the GPU: loop 2 is mapped to block.x but may carry a dependence (DependenceAnalysis could not prove that no two of its iterations access one element with one of them writing); map it to seq [-Rpass-missed=tilelang-map]
  // DIAG:      refuse_dependence_carried.c:[[@LINE+2]]:3: warning: band not mapped to the GPU: loop 2 is mapped to block.x but may carry a dependence (DependenceAnalysis could not prove that no two of its iterations access one element with one of them writing); map it to seq [-Wpass-failed]
  // DIAG:      1 warning generated.
  #pragma tilelang tile(8, 8) map(seq, block.x) threads(64)
  for (int i = 0; i < n; ++i)
    for (int j = 1; j < m; ++j)
      A[i * m + j] = A[i * m + j - 1] + 1.0f;
}
