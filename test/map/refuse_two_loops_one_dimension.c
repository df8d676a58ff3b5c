// Two loops mapped to one block dimension. The front end already rejects
// map(block.x, block.x) ("'block.x' appears twice in 'map'"), so this test
// rewrites the directive in the IR (same length: block.y -> block.x) and runs
// the passes with opt: tilelang-map refuses the band with a -Wpass-failed
// warning at the pragma and leaves the function a plain device function.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | sed 's/map=block.y,block.x/map=block.x,block.x/' > %t.nv.ll
// RUN: FileCheck %s --check-prefix=SPEC < %t.nv.ll
// RUN: %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S %t.nv.ll -o %t.nv.out.ll 2>&1 | FileCheck %s --check-prefix=DIAG
// RUN: FileCheck %s --check-prefix=NV < %t.nv.out.ll
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | sed 's/map=block.y,block.x/map=block.x,block.x/' > %t.amd.ll
// RUN: FileCheck %s --check-prefix=SPEC < %t.amd.ll
// RUN: %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S %t.amd.ll -o %t.amd.out.ll 2>&1 | FileCheck %s --check-prefix=DIAG
// RUN: FileCheck %s --check-prefix=AMD < %t.amd.out.ll

// SPEC:     c"tilelang.v1;line={{[0-9]+}};col=1;tile=32,32;map=block.x,block.x;threads=64
// NV:       define dso_local void @twox(
// NV-NOT:   ptx_kernel
// NV-NOT:   !tilelang.launch
// AMD:      define hidden void @twox(
// AMD-NOT:  amdgpu_kernel
// AMD-NOT:  !tilelang.launch

void twox(int n, int m, const float *__restrict A, float *__restrict B) {
// DIAG-NOT: warning:
// DIAG:     warning: {{.*}}refuse_two_loops_one_dimension.c:[[@LINE+2]]:1: band not mapped to the GPU: two loops are mapped to block.x
// DIAG-NOT: warning:
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(64)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      B[i * m + j] = A[i * m + j] * 2.0f;
}
