// Source names for the parameters of C++ functions the pragma handler cannot annotate itself:
// a member function defined in its class (parsed after the class) and template instantiations
// (new declarations); the AST consumer names them before codegen (annotateMarkedFunctions).
// The new-user test saw `argument 4 of 'S::inclass(int, int, float*, float*)'`, counting `this`.
// RUN: %clangxx -O2 -S -o /dev/null %s 2>&1 | FileCheck %s --implicit-check-not=warning:
// RUN: %clangxx -O2 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=IR

// CHECK: param_names_cxx.cpp:[[@LINE+3]]:1: warning: loop not tiled: cannot prove that subscript 2 of 'X' (t2 + 1) stays within its dimension of p elements
struct S {
  void inclass(int q, int p, float *__restrict X, float *__restrict Y) {
#pragma tilelang tile(4, 4)
    for (int i = 0; i < q; ++i)
      for (int j = 0; j < p; ++j)
        X[i * p + j + 1] = Y[i * p + j];
  }
};

template <class T> struct TS {
  void run(int q, int cols, T *__restrict X, T *__restrict Y);
};
// CHECK: param_names_cxx.cpp:[[@LINE+2]]:1: warning: loop not tiled: cannot prove that subscript 2 of 'X' (t2 + 1) stays within its dimension of cols elements
template <class T> void TS<T>::run(int q, int cols, T *__restrict X, T *__restrict Y) {
#pragma tilelang tile(4, 4)
  for (int i = 0; i < q; ++i)
    for (int j = 0; j < cols; ++j)
      X[i * cols + j + 1] = Y[i * cols + j];
}

// CHECK: param_names_cxx.cpp:[[@LINE+2]]:1: warning: loop not tiled: cannot prove that subscript 2 of 'Z' (t2 + 1) stays within its dimension of w elements
template <class T> void ft(int h, int w, T *__restrict Z) {
#pragma tilelang tile(4, 4)
  for (int i = 0; i < h; ++i)
    for (int j = 0; j < w; ++j)
      Z[i * w + j + 1] = Z[i * w + j];
}

void use(float *a, float *b) {
  S s;
  s.inclass(3, 4, a, b);
  TS<float> t;
  t.run(3, 4, a, b);
  ft<float>(3, 4, a);
}

// No annotation survives the passes.
// IR-NOT: call void @llvm.var.annotation
