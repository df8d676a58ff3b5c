// A #pragma tilelang in a constexpr or consteval function made clang reject the function, at its
// name and about a function the user never wrote: "constexpr function never produces a constant
// expression ... non-constexpr function '__tilelang_directive'" (found while fuzzing the
// grammar). In C++ the marker call is now guarded by __builtin_is_constant_evaluated(): constant
// evaluation skips it, the IR is the marker call alone, and the loop is tiled when the function
// runs at run time.
// RUN: %clangxx -std=c++20 -O2 -c -o /dev/null %s -Rpass=tilelang-tile 2>&1 | FileCheck %s --implicit-check-not=error: --implicit-check-not="never produces"
// RUN: %clangxx -std=c++17 -O2 -fsyntax-only %s -DNO_CONSTEVAL 2>&1 | FileCheck %s --check-prefix=CXX17 --allow-empty
// RUN: %cc1 -std=c++20 -emit-llvm -disable-llvm-passes -o - %s | FileCheck %s --check-prefix=IR
// CXX17-NOT: error:

constexpr int triangle(int n) {
  int s = 0;
#pragma tilelang tile(4)
  for (int i = 0; i < n; ++i)
    s += i;
  return s;
}
static_assert(triangle(4) == 6, "evaluated at compile time");

#ifndef NO_CONSTEVAL
consteval int triangle_ce(int n) {
  int s = 0;
#pragma tilelang tile(4)
  for (int i = 0; i < n; ++i)
    s += i;
  return s;
}
static_assert(triangle_ce(5) == 10, "evaluated at compile time");
#endif

constexpr void fill(float *__restrict A, int n) {
#pragma tilelang tile(16)
  for (int i = 0; i < n; ++i)
    A[i] = 1.0f;
}
// CHECK: constexpr-function.cpp:[[@LINE-4]]:1: remark: tiled a band of 1 loop with tile sizes 16 [-Rpass=tilelang-tile]

int run_time(float *A, int n) {
  fill(A, n);
  return triangle(n);
}
// IR-LABEL: define {{.*}}@_Z4fillPfi(
// IR: %call = call i32 (ptr, ...) @__tilelang_directive(ptr noundef @.str{{.*}})
// IR-NEXT: switch i32 %call, label %sw.default [
