// C++: the marker is extern "C" and nounwind (a call, never an invoke); it
// works in member functions defined in their class, templates, lambdas, with
// references and constexpr sizes.
// RUN: %cc1 -triple x86_64-unknown-linux-gnu -std=c++17 -fcxx-exceptions -fexceptions -emit-llvm -o %t.ll %s
// RUN: FileCheck --check-prefix=SPEC %s < %t.ll
// RUN: FileCheck %s < %t.ll
// (String constants are numbered in emission order: the template's last.)

constexpr int BM = 32;
enum { TS8 = 8 };

struct Guard {
  ~Guard();
};
void mayThrow();

// CHECK-LABEL: define {{.*}}void @_Z4refsPfRA16_fRS_(
// CHECK: [[P:%[0-9]+]] = load ptr, ptr %p.addr
// CHECK: [[R:%[a-z0-9]+]] = getelementptr inbounds [16 x float], ptr %{{[0-9]+}}, i64 0, i64 0
// CHECK: [[PR:%[0-9]+]] = load ptr, ptr %{{[0-9]+}}
// CHECK-NEXT: call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}}, ptr noundef [[P]], ptr noundef [[R]], ptr noundef [[PR]])
// CHECK-NOT: invoke {{.*}}@__tilelang_directive
// CHECK: ret void
void refs(float *p, float (&r)[16], float *&pr) {
  Guard g;
  try {
    mayThrow();
// SPEC-DAG: @{{\.str[.0-9]*}} = {{.*}} c"tilelang.v1;line=[[@LINE+1]];col=1;tile=32,8;buffer=p:shared,r:shared,pr:register;arrays=p,r,pr;file={{[^"]*}}spec-cxx.cpp\00"
#pragma tilelang tile(BM, TS8) buffer(p: shared, r: shared, pr: register)
    for (int i = 0; i < 16; ++i)
      for (int j = 0; j < 16; ++j)
        p[i] += r[j] * pr[j];
  } catch (...) {
  }
}

// CHECK: declare i32 @__tilelang_directive(ptr noundef, ...) [[ATTR:#[0-9]+]]

template <class T> void scale(T *A, int n) {
// SPEC-DAG: @{{\.str[.0-9]*}} = {{.*}} c"tilelang.v1;line=[[@LINE+1]];col=1;tile=4;buffer=A:shared;arrays=A;file={{[^"]*}}spec-cxx.cpp\00"
#pragma tilelang tile(4) buffer(A: shared)
  for (int i = 0; i < n; ++i)
    A[i] *= 2;
}

struct Kernel {
  float *P;
  float Tile[64];
  static constexpr int TS = 16;
  void run(int n) {
// SPEC-DAG: @{{\.str[.0-9]*}} = {{.*}} c"tilelang.v1;line=[[@LINE+1]];col=1;tile=16;buffer=P:shared,Tile:register;arrays=P,Tile;file={{[^"]*}}spec-cxx.cpp\00"
#pragma tilelang tile(TS) buffer(P: shared, Tile: register)
    for (int i = 0; i < n; ++i)
      P[i] = Tile[i % 64];
  }
};

// CHECK-LABEL: define {{.*}}void @_Z4user
// CHECK: call void @_Z5scaleIfEvPT_i(
// CHECK: call void @_Z5scaleIiEvPT_i(
// CHECK: call void @_ZN6Kernel3runEi(
void user(float *f, int *i, int n) {
  scale(f, n);
  scale(i, n);
  Kernel{f, {}}.run(n);
  auto L = [&](int m) {
// SPEC-DAG: @{{\.str[.0-9]*}} = {{.*}} c"tilelang.v1;line=[[@LINE+1]];col=1;tile=2;buffer=f:shared;arrays=f;file={{[^"]*}}spec-cxx.cpp\00"
#pragma tilelang tile(2) buffer(f: shared)
    for (int k = 0; k < m; ++k)
      f[k] = 0;
  };
  L(n);
}

// Both instantiations share the marker of the template.
// CHECK-LABEL: define linkonce_odr void @_Z5scaleIfEvPT_i(
// CHECK: call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}}, ptr noundef %{{[0-9]+}})
// CHECK-LABEL: define linkonce_odr void @_Z5scaleIiEvPT_i(
// CHECK: call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}}, ptr noundef %{{[0-9]+}})
// The members are loaded through 'this'.
// CHECK-LABEL: define linkonce_odr void @_ZN6Kernel3runEi(
// CHECK: [[PF:%.*]] = getelementptr inbounds nuw %struct.Kernel, ptr %this1, i32 0, i32 0
// CHECK-NEXT: [[PV:%[0-9]+]] = load ptr, ptr [[PF]]
// CHECK-NEXT: [[TF:%.*]] = getelementptr inbounds nuw %struct.Kernel, ptr %this1, i32 0, i32 1
// CHECK-NEXT: [[TD:%.*]] = getelementptr inbounds [64 x float], ptr [[TF]], i64 0, i64 0
// CHECK-NEXT: call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}}, ptr noundef [[PV]], ptr noundef [[TD]])
// CHECK: define internal void @"_ZZ4userPfPiiENK3$_0clEi"(
// CHECK: call i32 (ptr, ...) @__tilelang_directive(ptr noundef @{{\.str[.0-9]*}}, ptr noundef %{{[0-9]+}})
// CHECK: attributes [[ATTR]] = { nounwind
