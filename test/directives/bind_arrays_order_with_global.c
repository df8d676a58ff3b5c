// The marker passes the arrays of buffer/layout clauses in the order of the SPEC's arrays=
// field; buffer= leaves out the arrays that stay global. Directive::parse filled its arrays from
// buffer= first, so with `buffer(A: global, ...)` the names were bound to the wrong pointers:
// 'C' (int32, written) got A's pointer (int8, read), was staged in a buffer of 8-bit elements
// and named in the overflow warning as 'A' (found by test/fuzz/pragma_fuzz.py). Each name is now
// bound to its own pointer, whatever buffer= and layout= hold.
// RUN: %clangc -O1 -Xclang -disable-llvm-passes -S -emit-llvm -o %t.ll %s
// RUN: %opt -disable-output -passes='tilelang-directives,print<tilelang-target>' %t.ll 2>&1 | FileCheck %s
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O1 -Xclang -disable-llvm-passes -S -emit-llvm -o %t.nv.ll %s
// RUN: %opt -disable-output -passes='tilelang-directives,print<tilelang-target>' %t.nv.ll 2>&1 | FileCheck %s

void global_first(const signed char *__restrict A, const signed char *__restrict B,
                  int *__restrict C, int n) {
#pragma tilelang tile(8, 8, 8) buffer(A: global, B: register, C: shared)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int l = 0; l < n; ++l)
        C[i * n + j] += A[i * n + l] * B[l * n + j];
}
// CHECK-LABEL: function 'global_first'
// CHECK-DAG: array 'A': i8, global, read, loops 1 3,
// CHECK-DAG: array 'B': i8, register, read, loops 2 3,
// CHECK-DAG: array 'C': i32, shared, written, loops 1 2,

void layout_only(const signed char *__restrict A, const signed char *__restrict B,
                 int *__restrict C, int n) {
#pragma tilelang tile(8, 8, 8) layout(A: pad(1)) buffer(C: shared, A: shared)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      for (int l = 0; l < n; ++l)
        C[i * n + j] += A[i * n + l] * B[l * n + j];
}
// CHECK-LABEL: function 'layout_only'
// CHECK-DAG: array 'A': i8, shared, read, loops 1 3,
// CHECK-DAG: array 'C': i32, shared, written, loops 1 2,
