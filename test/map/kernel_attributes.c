// tilelang-map makes a function with a mapped band a kernel: ptx_kernel with
// "nvvm.reqntid"="X,Y,Z" on NVPTX; amdgpu_kernel with !reqd_work_group_size
// !{X, Y, Z} and "amdgpu-flat-work-group-size"="X*Y*Z,X*Y*Z" on AMDGPU; the
// block shape is the directive's threads(32, 4) (z = 1). A function without a
// directive keeps its calling convention and gets none of them.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefix=NV
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefix=AMD

// NV:      define dso_local ptx_kernel void @k(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #[[KA:[0-9]+]]{{.*}} {
// NV:      define dso_local void @plain(i32 noundef %0, ptr noalias noundef %1) #[[PA:[0-9]+]] {
// NV:      attributes #[[KA]] = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "nvvm.reqntid"="32,4,1" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }
// NV:      attributes #[[PA]] = { convergent nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_90" "target-features"="+ptx88,+sm_90" }

// AMD:      define {{.*}}amdgpu_kernel void @k(i32 noundef %0, i32 noundef %1, ptr noalias noundef %2, ptr noalias noundef %3) #[[KA:[0-9]+]]{{.*}}!reqd_work_group_size ![[WG:[0-9]+]] {
// AMD:      define hidden void @plain(i32 noundef %0, ptr noalias noundef %1) #[[PA:[0-9]+]] {
// AMD:      attributes #[[KA]] = { convergent nounwind "amdgpu-flat-work-group-size"="128,128" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"={{.*}} }
// AMD:      attributes #[[PA]] = { convergent nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="gfx942" "target-features"={{.*}} }
// AMD:      ![[WG]] = !{i32 32, i32 4, i32 1}

void k(int n, int m, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(8, 64) map(block.y, block.x) threads(32, 4)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      B[i * m + j] = A[i * m + j] + 1.0f;
}

void plain(int n, float *__restrict B) {
  for (int i = 0; i < n; ++i)
    B[i] = 0.0f;
}
