// Exact staging on a GPU (issue "Sound by construction"): blocks run at the same time, so a
// copy-out that writes back an element its tile did not write overwrites another block's
// result (on the H200, 87-91 % of evenodd1's and bias1024's elements came out stale).
//  - evenodd1: A[2j] written, A[2j + 3] read, both in the box [2J, 2J + 129]: the cooperative
//    copies now test each element against the image of the stores (copy-out) or of the loads
//    (copy-in): (x - Lo) urem 2 == 0 from their own starts.
//  - bias1024: X[i * 1024 + j] on a GPU: SCEV cannot prove the grid-stride tile counter
//    non-negative, so the row of 1024 is not proven and the flattened subscript cannot be
//    copied exactly: staging is refused with the reason (it was staged as whole rows).
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o %t.pre.ll %s
// RUN: %opt -passes='tilelang-directives,tilelang-target-check,tilelang-tile,tilelang-map,tilelang-promote' \
// RUN:   -pass-remarks=tilelang-promote -pass-remarks-missed=tilelang-promote -S %t.pre.ll -o %t.ll 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.ll

void evenodd1(int N, float *__restrict A) {
// REMARK: remark: {{.*}}exact_staging_gpu.c:[[@LINE+1]]:1: staged 'A' in a shared-memory 130 buffer of 32-bit elements (copy-in and copy-out by all threads of the block, between barriers, around each tile)
#pragma tilelang tile(64) buffer(A: shared)
  for (int j = 0; j < N; ++j)
    A[2 * j] = A[2 * j + 3] * 2.0f;
}
// CHECK-LABEL: define {{.*}}@evenodd1(
// CHECK:       tilelang.copyout.A.body:
// CHECK:         [[OUT:%.*]] = sub i64 %{{.*}}, [[LO_W:%[0-9]+]]
// CHECK-NEXT:    urem i64 [[OUT]], 2
// CHECK:         br i1 %{{[0-9]+}}, label %tilelang.copyout.A.copy, label %tilelang.copyout.A.latch
// CHECK:       tilelang.copyin.A.body:
// CHECK:         [[IN:%.*]] = sub i64 %{{.*}}, [[LO_R:%[0-9]+]]
// CHECK-NEXT:    urem i64 [[IN]], 2

void bias1024(int M, float *__restrict X, const float *__restrict b) {
// REMARK: remark: {{.*}}exact_staging_gpu.c:[[@LINE+1]]:1: 'X' not staged: its footprint cannot be copied exactly: subscript 1 of a read moves with two loops by different steps (a flattened row whose size was not recovered): its range holds elements it never touches
#pragma tilelang tile(16, 64) buffer(X: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < 1024; ++j)
      X[i * 1024 + j] += b[j];
}
