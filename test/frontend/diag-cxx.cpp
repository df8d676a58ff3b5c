// C++: scopes, members, templates, lambdas, references, constexpr sizes.
// RUN: %cc1 -fsyntax-only -std=c++17 -verify %s

constexpr int BM = 64;
const int CN = 8;
enum class Kind { A = 4 };
int Scalar;
void over(int);
void over(float);

namespace ns {
#pragma tilelang tile(4) // expected-error {{'#pragma tilelang' must be inside a function, in front of a 'for' loop}}
}

extern "C" {
#pragma tilelang tile(4) // expected-error {{'#pragma tilelang' must be inside a function}}
}

struct Vec {
  float *data;
};

struct K {
  float *P;
  float Arr[16];
  int Q;
  static constexpr int TS = 16;
  // In a class body, the next token decides.
#pragma tilelang tile(4) // expected-error {{'#pragma tilelang' must be followed by a 'for' loop}}
  int x;

  // Member functions defined in the class: their bodies are parsed after the
  // class, the arrays are checked then.
  void m(int n) {
#pragma tilelang tile(BM, TS) buffer(P: shared, Arr: shared)
    for (int i = 0; i < n; ++i)
      for (int j = 0; j < n; ++j)
        P[i] = Arr[j];
#pragma tilelang buffer(Q: shared) // expected-error {{'Q' named in '#pragma tilelang' is not an array or pointer (type 'int')}}
    for (int i = 0; i < n; ++i)
      P[i] = 0;
  }
  void out(int n);
};

void K::out(int n) {
#pragma tilelang buffer(P: shared, Arr: register)
  for (int i = 0; i < n; ++i)
    P[i] = Arr[i];
#pragma tilelang buffer(Q: shared) // expected-error {{'Q' in 'buffer' clause is not an array or pointer (type 'int')}}
  for (int i = 0; i < n; ++i)
    P[i] = 0;
}

template <class T> void tmpl(T A, int n) {
#pragma tilelang buffer(A: shared) // expected-error {{'A' named in '#pragma tilelang' is not an array or pointer (type 'int')}}
  for (int i = 0; i < n; ++i)
    (void)A;
}

template <int S> void tsize(float *A, int n) {
#pragma tilelang tile(S) // expected-error {{tile size must be an integer constant, found 'S'}}
  for (int i = 0; i < n; ++i)
    A[i] = 0;
}

void user(int n, float *p, float (&r)[10], float *&pr, Vec v, int &ir) {
  tmpl(p, n);
  tmpl(r, n);
  tmpl(n, n); // the instantiation with int is refused at the pragma's name
  tsize<4>(p, n);

#pragma tilelang tile(BM, CN, static_cast<int>(Kind::A)) // expected-error {{tile size must be an integer constant, found 'static_cast'}}
  for (int i = 0; i < n; ++i)
    p[i] = 0;

#pragma tilelang tile(BM, CN) buffer(p: shared, r: shared, pr: register)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < n; ++j)
      p[i] = r[j] + pr[i];

#pragma tilelang buffer(v: shared) // expected-error {{'v' in 'buffer' clause is not an array or pointer (type 'Vec')}}
  for (int i = 0; i < n; ++i)
    p[i] = 0;

#pragma tilelang buffer(ir: shared) // expected-error {{'ir' in 'buffer' clause is not an array or pointer (type 'int &')}}
  for (int i = 0; i < n; ++i)
    p[i] = 0;

#pragma tilelang buffer(over: shared) // expected-error {{'over' in 'buffer' clause is not an array or pointer}}
  for (int i = 0; i < n; ++i)
    p[i] = 0;

#pragma tilelang buffer(Scalar: shared) // expected-error {{'Scalar' in 'buffer' clause is not an array or pointer (type 'int')}}
  for (int i = 0; i < n; ++i)
    p[i] = 0;

#pragma tilelang buffer(ns: shared) // expected-error {{'ns' in 'buffer' clause is not an array or pointer}}
  for (int i = 0; i < n; ++i)
    p[i] = 0;

  auto L = [&](int m) {
#pragma tilelang tile(4) buffer(p: shared, r: shared)
    for (int i = 0; i < m; ++i)
      p[i] = r[i];
#pragma tilelang buffer(m: shared) // expected-error {{'m' in 'buffer' clause is not an array or pointer (type 'int')}}
    for (int i = 0; i < m; ++i)
      p[i] = 0;
  };
  L(n);

  // Range-based for is a 'for' too (the passes decide what to do with it).
#pragma tilelang tile(4)
  for (float &x : r)
    x = 0;
}
