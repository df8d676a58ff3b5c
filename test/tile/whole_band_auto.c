// tile(auto) -- one auto -- tiles the whole band (issue "Real loop nests as people write
// them"): the deepest perfectly nested rectangular band at the directive that may be tiled
// legally; the remark says how many loops and why not one more. tile(auto, 16) stays two loops.
// The profitability step is off here (the 1-loop band and the row sums would not pay; that
// step has its own test, profitability.c).
// RUN: %clangc -O2 -S -o /dev/null %s -mllvm -tilelang-profitability=false -mllvm -tilelang-host-gemm=false -Rpass=tilelang-tile -Rpass-analysis=tilelang-tile -Rpass-missed=tilelang-tile 2>&1 \
// RUN:   | FileCheck %s --implicit-check-not=warning:
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -Rpass-analysis=tilelang-tile 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NV
// RUN: %clangc -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile' -tilelang-profitability=false -tilelang-host-gemm=false -S | FileCheck %s --check-prefix=IR

// CHECK: whole_band_auto.c:[[@LINE+4]]:1: remark: tile(auto): the whole band, 3 loops [-Rpass-analysis=tilelang-tile]
// CHECK:      whole_band_auto.c:[[@LINE+3]]:1: remark: tiled a band of 3 loops with tile sizes {{[0-9]+ x [0-9]+ x [0-9]+}};
// NV: whole_band_auto.c:[[@LINE+2]]:1: remark: tile(auto): the whole band, 3 loops [-Rpass-analysis=tilelang-tile]
void gemm(int M, int N, int K, const float *restrict A, const float *restrict B, float *restrict C) {
#pragma tilelang tile(auto)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}

// CHECK: whole_band_auto.c:[[@LINE+4]]:1: remark: tile(auto): the whole band, 1 loop (2 loops: tiling would reverse a dependence on 'A' (from a read to a write, direction vector [> <] over the band): the band is not fully permutable) [-Rpass-analysis=tilelang-tile]
// CHECK:      whole_band_auto.c:[[@LINE+3]]:1: remark: tiled a band of 1 loop with tile sizes {{[0-9]+}} (auto:
// NV: whole_band_auto.c:[[@LINE+2]]:1: remark: tile(auto): the whole band, 1 loop (2 loops: tiling would reverse a dependence
void skew(int M, int N, float *restrict A) {
#pragma tilelang tile(auto)
  for (int i = 1; i < M; ++i)
    for (int j = 0; j < N - 1; ++j)
      A[i * N + j] = A[(i - 1) * N + j + 1] + 1.0f;
}

// A statement between the loops: loop distribution (tile/Fission.h) makes the nest perfect
// first, then the whole band is its 2 loops.
// CHECK: whole_band_auto.c:[[@LINE+4]]:1: remark: loop distribution: the statements between the 1st and 2nd loops of the band (line {{[0-9]+}}) run in loops of their own before the band, which is now perfectly nested [-Rpass=tilelang-tile]
// CHECK: whole_band_auto.c:[[@LINE+3]]:1: remark: tile(auto): the whole band, 2 loops [-Rpass-analysis=tilelang-tile]
// CHECK:      whole_band_auto.c:[[@LINE+2]]:1: remark: tiled a band of 2 loops with tile sizes {{[0-9]+}} x {{[0-9]+}}; point loops in the order 2, 1 (unit-stride loop innermost) (auto:
void rowsum(int M, int N, const float *restrict A, float *restrict S) {
#pragma tilelang tile(auto)
  for (int i = 0; i < M; ++i) {
    S[i] = 0.0f;
    for (int j = 0; j < N; ++j)
      S[i] += A[i * N + j];
  }
}

// Statements distribution cannot move: the band stops above them, and the remark gives
// distribution's reason (new-user test: it said "2 tile sizes were given" for one `auto`).
// CHECK: whole_band_auto.c:[[@LINE+3]]:1: remark: tile(auto): the whole band, 1 loop (2 loops: the band is not perfectly nested: the 1st loop has statements outside the 2nd loop (line [[@LINE+9]]), which loop distribution cannot move: the statement (line [[@LINE+9]]): its write of 't' must precede a read of 't' in a later iteration, which loops of its own after the band would reverse) [-Rpass-analysis=tilelang-tile]
// CHECK: whole_band_auto.c:[[@LINE+2]]:1: remark: tiled a band of 1 loop with tile sizes
void fission_refused(int n, float *restrict B, const float *restrict A, float *restrict t) {
#pragma tilelang tile(auto)
  for (int i = 0; i < n; i++) {
    for (int j = 0; j < n; j++)
      for (int k = 0; k < n; k++)
        B[i * n + j] += t[k] * A[k * n + j];
    for (int j = 0; j < n; j++)
      t[j] = B[i * n + j] * 0.25f;
  }
}

// CHECK-NOT: whole band
// CHECK: whole_band_auto.c:[[@LINE+2]]:1: remark: tiled a band of 2 loops with tile sizes {{[0-9]+}} x 16 (auto:
void two(int M, int N, float *restrict A) {
#pragma tilelang tile(auto, 16)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < 4; ++k)
        A[i * N + j] += k;
}

// The directive the later passes read carries the resolved sizes.
// IR-LABEL: define {{.*}}void @gemm(
// IR: !{!"tilelang.directive", !"tilelang.v1;line=17;col=1;tile=auto,auto,auto;
