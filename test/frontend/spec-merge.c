// Consecutive '#pragma tilelang' lines make one directive and one marker;
// macros expand in the clauses; _Pragma works from macros.
// RUN: %cc1 -triple x86_64-unknown-linux-gnu -emit-llvm -o %t.ll %s
// RUN: FileCheck --check-prefix=SPEC %s < %t.ll
// RUN: FileCheck %s < %t.ll

#define BM 128
#define BN (BM / 2)
#define BK 16
#define THREADS 16, 16
#define SPACE shared
#define ARR B

// CHECK-LABEL: define {{.*}}void @merged(
// CHECK: [[A:%[0-9]+]] = load ptr, ptr %A.addr
// CHECK-NEXT: [[B:%[0-9]+]] = load ptr, ptr %B.addr
// CHECK-NEXT: [[C:%[0-9]+]] = load ptr, ptr %C.addr
// CHECK-NEXT: call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}}, ptr noundef [[A]], ptr noundef [[B]], ptr noundef [[C]])
// CHECK-NOT: call {{.*}}@__tilelang_directive
// CHECK: declare i32 @__tilelang_directive
void merged(int M, int N, int K, float *A, float *B, float *C) {
// The group's line and column are those of its first line.
// SPEC: @{{\.str[.0-9]*}} = {{.*}} c"tilelang.v1;line=[[@LINE+1]];col=1;tile=128,64,16;buffer=A:shared,B:shared,C:register;layout=A:swizzle(128),B:pad(4);map=block.y,block.x,seq;threads=16,16;pipeline=3;arrays=A,B,C;file={{[^"]*}}spec-merge.c\00"
#pragma tilelang tile(BM, BN, BK) map(block.y, block.x, seq)
#pragma tilelang threads(THREADS)
  // A comment between the lines.
#pragma tilelang buffer(A: SPACE, ARR: SPACE, C: register)

#pragma tilelang layout(A: swizzle(BM), B: pad(BK / 4)) pipeline(BK - 13)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// Arrays keep their first-mention order across lines.
// CHECK-LABEL: define {{.*}}void @order(
// CHECK: [[Z:%[0-9]+]] = load ptr, ptr %Z.addr
// CHECK-NEXT: [[X:%[0-9]+]] = load ptr, ptr %X.addr
// CHECK-NEXT: [[Y:%[0-9]+]] = load ptr, ptr %Y.addr
// CHECK-NEXT: call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}}, ptr noundef [[Z]], ptr noundef [[X]], ptr noundef [[Y]])
void order(int n, float *X, float *Y, float *Z) {
// SPEC:      @{{\.str[.0-9]*}} = {{.*}} c"tilelang.v1;line=[[@LINE+1]];col=1;buffer=Z:register,X:shared;layout=X:row_major,Y:col_major;arrays=Z,X,Y;file={{[^"]*}}spec-merge.c\00"
#pragma tilelang buffer(Z: register, X: shared)
#pragma tilelang layout(Y: col_major, X: row_major)
  for (int i = 0; i < n; ++i)
    X[i] = Y[i] + Z[i];
}

// _Pragma, from a macro and directly; the column is that of _Pragma.
#define TILED _Pragma("tilelang tile(BM)") for
// CHECK-LABEL: define {{.*}}void @pragma_op(
// CHECK: call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}})
// CHECK: call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}}, ptr noundef %{{[0-9]+}})
void pragma_op(int n, float *A) {
  // SPEC-NEXT: @{{\.str[.0-9]*}} = {{.*}} c"tilelang.v1;line=[[@LINE+1]];col=3;tile=128;file={{[^"]*}}spec-merge.c\00"
  TILED (int i = 0; i < n; ++i)
    A[i] = 0;
  // SPEC-NEXT: @{{\.str[.0-9]*}} = {{.*}} c"tilelang.v1;line=[[@LINE+1]];col=5;tile=4;buffer=A:shared;arrays=A;file={{[^"]*}}spec-merge.c\00"
    _Pragma("tilelang tile(4)") _Pragma("tilelang buffer(A: shared)")
  for (int i = 0; i < n; ++i)
    A[i] = 0;
}

// A '#pragma clang loop' between the directive and the loop keeps its
// metadata on the loop.
// CHECK-LABEL: define {{.*}}void @with_hint(
// CHECK: call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}})
// CHECK: br label %for.cond, !llvm.loop [[LOOP:![0-9]+]]
// CHECK: [[LOOP]] = distinct !{[[LOOP]], {{.*}}![[UNROLL:[0-9]+]]}
// CHECK: ![[UNROLL]] = !{!"llvm.loop.unroll.disable"}
void with_hint(int n, float *A) {
// SPEC:      @{{\.str[.0-9]*}} = {{.*}} c"tilelang.v1;line=[[@LINE+1]];col=1;tile=4;file={{[^"]*}}spec-merge.c\00"
#pragma tilelang tile(4)
#pragma clang loop unroll(disable)
  for (int i = 0; i < n; ++i)
    A[i] = 0;
}
