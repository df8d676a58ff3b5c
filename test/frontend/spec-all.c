// The marker of a directive with every clause: the exact SPEC string, in the
// canonical form of tilelang::Directive::str(), and the arrays passed in the
// order of its arrays= field.
// RUN: %cc1 -triple x86_64-unknown-linux-gnu -emit-llvm -o %t.ll %s
// RUN: FileCheck --check-prefix=SPEC %s < %t.ll
// RUN: FileCheck %s < %t.ll

// CHECK-LABEL: define {{.*}}void @sgemm(
// CHECK: [[A:%[0-9]+]] = load ptr, ptr %A.addr
// CHECK-NEXT: [[B:%[0-9]+]] = load ptr, ptr %B.addr
// CHECK-NEXT: [[C:%[0-9]+]] = load ptr, ptr %C.addr
// CHECK-NEXT: [[CALL:%.*]] = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}}, ptr noundef [[A]], ptr noundef [[B]], ptr noundef [[C]])
// CHECK-NEXT: switch i32 [[CALL]], label %[[DEFAULT:.*]] [
// CHECK-NEXT: ]
// CHECK: [[DEFAULT]]:
// CHECK-NEXT: store i32 0, ptr %i
void sgemm(int M, int N, int K, const float *A, const float *B, float *C) {
// SPEC: @{{\.str[.0-9]*}} = {{.*}} c"tilelang.v1;line=[[@LINE+1]];col=1;tile=128,128,32;buffer=A:shared,B:shared,C:register;layout=A:swizzle,B:pad(4);map=block.y,block.x,seq;threads=16,16;distribute=round_robin;pipeline=2;compute=tensor_core;arrays=A,B,C;file={{[^"]*}}spec-all.c\00"
#pragma tilelang tile(128, 128, 32) map(block.y, block.x, seq) threads(16, 16) buffer(A: shared, B: shared, C: register) layout(A: swizzle, B: pad(4)) distribute(round_robin) pipeline(2) compute(tensor_core)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// The declaration comes from the plugin: variadic and nounwind.
// CHECK: declare i32 @__tilelang_directive(ptr noundef, ...) [[ATTR:#[0-9]+]]

// Defaults are left out of the canonical SPEC (buffer global, layout auto,
// pipeline 1, compute simt); the arrays stay. A written distribute stays even
// when it is the default: it overrides getMappingStrategy's distribution.
// CHECK-LABEL: define {{.*}}void @defaults(
// CHECK: [[X:%[0-9]+]] = load ptr, ptr %X.addr
// CHECK-NEXT: [[Y:%[0-9]+]] = load ptr, ptr %Y.addr
// CHECK-NEXT: call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}}, ptr noundef [[X]], ptr noundef [[Y]])
void defaults(int n, float *X, float *Y) {
// SPEC:      @{{\.str[.0-9]*}} = {{.*}} c"tilelang.v1;line=[[@LINE+1]];col=1;tile=auto,8;distribute=block_wise;arrays=X,Y;file={{[^"]*}}spec-all.c\00"
#pragma tilelang tile(auto, 8) buffer(X: global) layout(Y: auto) distribute(block_wise) pipeline(1) compute(simt)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      X[i] = Y[j];
}

// Layout parameters; an array named only in layout; arrays in first-mention
// order; buffer= and layout= entries follow that order.
// CHECK-LABEL: define {{.*}}void @layouts(
// CHECK: [[Q:%[0-9]+]] = load ptr, ptr %Q.addr
// CHECK-NEXT: [[R:%[0-9]+]] = load ptr, ptr %R.addr
// CHECK-NEXT: [[P:%[0-9]+]] = load ptr, ptr %P.addr
// CHECK-NEXT: call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}}, ptr noundef [[Q]], ptr noundef [[R]], ptr noundef [[P]])
// CHECK: call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}}, ptr noundef %{{[0-9]+}}, ptr noundef %{{[0-9]+}}, ptr noundef %{{[0-9]+}})
void layouts(int n, float *P, float *Q, float *R) {
// SPEC:      @{{\.str[.0-9]*}} = {{.*}} c"tilelang.v1;line=[[@LINE+1]];col=1;buffer=Q:shared,P:register;layout=Q:interleave(2.8),R:swizzle(64),P:col_major;arrays=Q,R,P;file={{[^"]*}}spec-all.c\00"
#pragma tilelang layout(Q: interleave(2, 8), R: swizzle(64), P: col_major) buffer(P: register, Q: shared)
  for (int i = 0; i < n; ++i)
    P[i] = Q[i] + R[i];
// SPEC:      @{{\.str[.0-9]*}} = {{.*}} c"tilelang.v1;line=[[@LINE+1]];col=1;layout=P:row_major,Q:pad(1),R:swizzle(128);arrays=P,Q,R;file={{[^"]*}}spec-all.c\00"
#pragma tilelang layout(P: row_major, Q: pad(1), R: swizzle(128))
  for (int i = 0; i < n; ++i)
    P[i] = Q[i] + R[i];
}

// Map and threads without tile; no arrays: the SPEC is the only argument.
// CHECK-LABEL: define {{.*}}void @mapped(
// CHECK: call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}})
void mapped(int n, float *P) {
// SPEC:      @{{\.str[.0-9]*}} = {{.*}} c"tilelang.v1;line=[[@LINE+1]];col=1;map=block.x,seq;threads=8,4,2;file={{[^"]*}}spec-all.c\00"
#pragma tilelang map(block.x, seq) threads(8, 4, 2)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      P[i] = (float)j;
}

// CHECK: attributes [[ATTR]] = { nounwind
