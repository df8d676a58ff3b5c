// Exact staging on the host (issue "Sound by construction"): copy-in reads the elements the
// band's loads read, copy-out writes the elements its stores write, and nothing runs for a
// tile that runs no iteration. Each function is one class of what went wrong before:
//  - evenodd1: A[2j] written, A[2j + 3] read. The box [2J, 2J + 129] was copied both ways: the
//    odd elements went back (on a GPU over the next block's results) and copy-in read even
//    elements the band never reads. Now: copy-in from 2J + 3 by 2, copy-out from 2J by 2.
//  - bias1024: a constant row size (X[i * 1024 + j]) was one linear range of whole rows; now
//    a 16 x 64 tile (delinearizeFixedSizeArray).
//  - corner: the union of A[(i-1)*N1 + j+1] and A[(i+1)*N1 + j] has a corner no iteration
//    reads, past the last element the band touches (SIGSEGV at a guard page): the box loop now
//    tests each element against the two images.
//  - empty_inner: the j loop is not tiled and may run no iteration; A[i] was copied for every
//    tile anyway. Now the copies run only when the j loop's trip count is not 0.
// RUN: %clangc -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o %t.pre.ll %s
// RUN: %opt -passes='tilelang-directives,tilelang-tile,tilelang-promote' -pass-remarks=tilelang-promote \
// RUN:   -pass-remarks-missed=tilelang-promote -S %t.pre.ll -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
// RUN: FileCheck %s < %t.ll

void evenodd1(int N, float *__restrict A) {
// REMARK: remark: {{.*}}exact_staging_host.c:[[@LINE+1]]:1: staged 'A' in a packed 130 buffer of 32-bit elements (copy-in and copy-out around each tile)
#pragma tilelang tile(64) buffer(A: shared)
  for (int j = 0; j < N; ++j)
    A[2 * j] = A[2 * j + 3] * 2.0f;
}
// CHECK-LABEL: define {{.*}}@evenodd1(
// CHECK:       tilelang.copyout.A.header:
// CHECK-NEXT:    %tilelang.copyout.A.x0 = phi i64 [ %[[W:[0-9]+]], %tile.latch0 ], [ %[[WN:[0-9]+]], %tilelang.copyout.A.latch ]
// CHECK:       tilelang.copyout.A.latch:
// CHECK-NEXT:    %[[WN]] = add nuw nsw i64 %tilelang.copyout.A.x0, 2
// CHECK:       tilelang.copyin.A.header:
// CHECK-NEXT:    %tilelang.copyin.A.x0 = phi i64 [ %[[R:[0-9]+]], %tile.body ], [ %[[RN:[0-9]+]], %tilelang.copyin.A.latch ]
// CHECK:       tilelang.copyin.A.body:
// CHECK:         sub i64 %tilelang.copyin.A.x0, %[[W]]
// CHECK:       tilelang.copyin.A.latch:
// CHECK-NEXT:    %[[RN]] = add nuw nsw i64 %tilelang.copyin.A.x0, 2

void bias1024(int M, float *__restrict X, const float *__restrict b) {
// REMARK: remark: {{.*}}exact_staging_host.c:[[@LINE+1]]:1: staged 'X' in a packed 16 x 64 buffer of 32-bit elements (copy-in and copy-out around each tile)
#pragma tilelang tile(16, 64) buffer(X: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < 1024; ++j)
      X[i * 1024 + j] += b[j];
}
// CHECK-LABEL: define {{.*}}@bias1024(
// CHECK:         %tilelang.X = alloca [1024 x float], align 64

void corner(int N0, int N1, const float *__restrict A, float *__restrict B) {
// REMARK: remark: {{.*}}exact_staging_host.c:[[@LINE+1]]:1: staged 'A' in a packed 10 x 9 buffer of 32-bit elements (copy-in around each tile)
#pragma tilelang tile(8, 8) buffer(A: shared)
  for (int i = 1; i < N0 - 1; ++i)
    for (int j = 1; j < N1 - 1; ++j)
      B[i * N1 + j] = A[(i - 1) * N1 + j + 1] + A[(i + 1) * N1 + j];
}
// CHECK-LABEL: define {{.*}}@corner(
// CHECK:         br i1 %{{[0-9]+}}, label %tilelang.copyin.A.member, label %tilelang.copyin.A.next
// CHECK:       tilelang.copyin.A.member:
// CHECK:         load float
// CHECK:         store float

void empty_inner(int N, int M, float *__restrict A, const float *__restrict B) {
// REMARK: remark: {{.*}}exact_staging_host.c:[[@LINE+1]]:1: staged 'A' in a packed 16 buffer of 32-bit elements (copy-in and copy-out around each tile)
#pragma tilelang tile(16) buffer(A: shared)
  for (int i = 0; i < N; ++i)
    for (int j = 0; j < M; ++j)
      A[i] += B[j];
}
// CHECK-LABEL: define {{.*}}@empty_inner(
// CHECK:         br i1 %{{[0-9]+}}, label %tilelang.copyout.A.run, label %
// CHECK:         [[LIVE:%.*]] = icmp ne i64 [[TC:%.*]], 0
// CHECK-NEXT:    icmp ne i64 [[TC]], 0
// CHECK-NEXT:    br i1 [[LIVE]], label %tilelang.copyin.A.run, label %
