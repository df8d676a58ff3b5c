// Diagnostics name arrays and sizes by their source names (issue "Real loop nests as people
// write them": "argument 3 of 'addt'", "arg1", "p1" before): the front end marks the parameters
// of a function with a directive with annotate("tilelang.param=NAME"); tilelang-directives reads
// the annotations (the parameter's stack slot, through AMDGPU's address-space cast), removes
// them, and records !tilelang.params; a parameter it cannot place keeps no name.
// RUN: %clangc -O2 -S -o /dev/null %s -Rpass=tilelang-tile 2>&1 | FileCheck %s --check-prefixes=HOST,BOTH
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -Rpass=tilelang-map -Wno-pass-failed 2>&1 | FileCheck %s --check-prefix=NV
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -o /dev/null %s 2>&1 | FileCheck %s --check-prefixes=AMD,BOTH
// RUN: %clangc -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes=tilelang-directives -S | FileCheck %s --check-prefix=IR

// HOST: param_names.c:[[@LINE+3]]:1: remark: arrays that may overlap ('a' and 'c', 'b' and 'c'): the fast version runs when a run-time check finds their address ranges disjoint, the loops as written otherwise (__restrict removes the check) [-Rpass=tilelang-tile]
// AMD-NOT: param_names.c:[[@LINE+2]]:1: warning: loop not tiled
void addt(int n, float *a, float *b, float *c) {
#pragma tilelang tile(32, 32)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      c[i * n + j] = a[i * n + j] + b[j * n + i];
}

struct pair { float *lo, *hi; };

// The launch remark's grid in source names.
// NV: param_names.c:[[@LINE+2]]:1: remark: kernel 'twice': block {{.*}} grid (smax(0, rows) + {{[0-9]+}}) / {{[0-9]+}} x 1 x 1 blocks
void twice(int rows, float *restrict out) {
#pragma tilelang tile(64)
  for (int i = 0; i < rows; ++i)
    out[i] = 2.0f * out[i];
}

// A struct passed by value reaches x86-64 code as two coerced arguments: no name for them.
void scale(struct pair p, int rows, float *restrict out) {
#pragma tilelang tile(64)
  for (int i = 0; i < rows; ++i)
    out[i] = 2.0f * out[i];
}

// IR-LABEL: define {{.*}}void @addt(
// IR-SAME:    !tilelang.params ![[AP:[0-9]+]]
// IR-NOT:     call void @llvm.var.annotation
// IR-LABEL: define {{.*}}void @scale(
// IR-SAME:    !tilelang.params ![[SP:[0-9]+]]
// IR-NOT:     call void @llvm.var.annotation
// IR: ![[AP]] = !{!"n", !"a", !"b", !"c"}
// IR: ![[SP]] = !{!"", !"", !"rows", !"out"}

// A parameter the function assigns to names different values at different places: no name
// (the new-user test saw the swapped 'B' reported for the access written A).
// BOTH: param_names.c:[[@LINE+4]]:1: warning: loop not tiled: cannot prove that subscript 2 of argument 4 of 'swapped' (t2 + 1) stays within its dimension of m elements
void swapped(int n, int m, float *restrict A, float *restrict B) {
  float *restrict T = A;
  A = B, B = T;
#pragma tilelang tile(4, 4)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      A[i * m + j + 1] = B[i * m + j];
}

// A directive's name for a pointer into a parameter does not rename the parameter.
// BOTH: param_names.c:[[@LINE+3]]:1: warning: loop not tiled: cannot prove that subscript 2 of 'A' (t2 + 4) stays within its dimension of n elements
void offset(int n, float *restrict A, float *restrict B) {
  float *restrict C = A + 5;
#pragma tilelang tile(16, 16) buffer(C: shared)
  for (int i = 1; i < n; ++i)
    for (int j = 1; j < n; ++j)
      C[i * n + j - 1] = A[(i - 1) * n + j + 3] + B[i];
}
