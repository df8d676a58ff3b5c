// A kernel parameter that is a struct passed by value is neither an i32, i64,
// float, double nor a pointer, the types the launch record describes: the
// band is refused (warning at the pragma) and the function stays a device
// function. NVPTX passes the struct as `ptr byval(%struct.Dims)`, which the
// launch record used to call "ptr" (the harness then passed a device pointer
// where the kernel reads the struct's bytes); AMDGPU coerces it to [2 x i32].
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -emit-llvm -o %t.nv.ll %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NVDIAG --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=NV < %t.nv.ll
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o %t.amd.ll %s 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AMDDIAG --implicit-check-not=warning:
// RUN: FileCheck %s --check-prefix=AMD < %t.amd.ll

// NV:      define dso_local void @scale(ptr noundef readonly byval(%struct.Dims)
// NV-NOT:  !tilelang.launch
// AMD:     define hidden void @scale([2 x i32]
// AMD-NOT: !tilelang.launch

struct Dims {
  int n;
  float s;
};

void scale(struct Dims d, float *__restrict A, float *__restrict B) {
  int n = d.n;
  float s = d.s;
  // NVDIAG: refuse_struct_by_value.c:[[@LINE+2]]:3: warning: band not mapped to the GPU: parameter 1 of 'scale' is passed by value as %struct.Dims; a kernel takes i32, i64, float, double and pointer parameters only (pass a struct's fields, or a pointer to it) [-Wpass-failed]
  // AMDDIAG: refuse_struct_by_value.c:[[@LINE+1]]:3: warning: band not mapped to the GPU: parameter 1 of 'scale' is of type [2 x i32]; a kernel takes i32, i64, float, double and pointer parameters only (pass a struct's fields, or a pointer to it) [-Wpass-failed]
  #pragma tilelang tile(32, 32)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      B[i * n + j] = A[i * n + j] * s;
}
