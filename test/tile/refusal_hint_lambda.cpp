// A bound captured by reference by a lambda stays in memory (its address is in the closure),
// and a call of the lambda in the band might change it: the refusal says so and what to change
// (new-user test of session 8: "a field, a global or *p"). With the bound copied, the call of
// the lambda is what the band is refused for: the tiler runs before the inliner, as the remark
// says.
//
// RUN: %clangxx -O2 -S -o /dev/null %s -Rpass=tilelang-tile -Rpass-missed=tilelang-tile -Wno-pass-failed 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=remark: --implicit-check-not=warning:

extern "C" void by_reference(int n, double *A) {
  double s = 2.0;
  auto f = [&](int i, int j) { return A[i * n + j] * s; };
// CHECK: refusal_hint_lambda.cpp:[[@LINE+1]]:1: remark: loop not tiled: the band is not perfectly nested: the 1st loop has statements outside the 2nd loop (line [[@LINE+2]]), which loop distribution cannot move: the outermost loop of the band reads its bound from memory on every iteration (a local variable whose address is taken: captured by reference by a lambda, or &n passed to a call, that the loop might change); copy the bound into a local variable before the loop, or capture it by value (a call of the lambda in the band is refused too: the tiler runs before the inliner) [-Rpass-missed=tilelang-tile]
#pragma tilelang tile(8, 8)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < n; j++)
      A[i * n + j] = f(i, j) + 1.0;
}

extern "C" void copied(int n, double *A) {
  double s = 2.0;
  auto f = [&](int i, int j) { return A[i * n + j] * s; };
  int m = n;
// CHECK: refusal_hint_lambda.cpp:[[@LINE+1]]:1: remark: loop not tiled: the loop nest contains a call to 'copied::$_0::operator()(int, int) const' that may access memory, throw or not return; the tiler cannot reorder it [-Rpass-missed=tilelang-tile]
#pragma tilelang tile(8, 8)
  for (int i = 0; i < m; i++)
    for (int j = 0; j < m; j++)
      A[i * m + j] = f(i, j) + 1.0;
}
