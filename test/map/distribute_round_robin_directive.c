// Regression (fixed: a written distribute(...) now wins over the hook, tilelang-tile): the directive's
// distribute(round_robin) is ignored. describeBandForTarget copies threads(...)
// and map(...) into BandShape but not the distribute clause, and
// getMappingStrategy decides block_wise / round_robin itself (round_robin only
// for a known tile count over the resident blocks with a partial last wave;
// block_wise for run-time trip counts). So this band, with a run-time trip
// count, is mapped block_wise (tiles.per.block runs), its remark says
// "run-time tile count: block_wise" and its launch record
// "distribute":"block_wise". docs/language.md: distribute(block_wise |
// round_robin) is "how tiles go to blocks". Expected: the round_robin grid-
// stride loop (start b * 128, step G * 128) and "distribute":"round_robin".
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s
// The mapping remark says the directive's distribution won (it said only the
// hook's "block_wise" before: the new-user test).
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -Rpass=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK
// REMARK: remark: mapped the band: {{.*}}; run-time tile count: block_wise (neighbouring tiles share rows in L2); distribute(round_robin) as the directive says) [-Rpass=tilelang-map]

// CHECK-LABEL: void @rr(
// CHECK:         %tile.first = mul i64 %{{[0-9]+}}, 128
// CHECK-NEXT:    %tile.stride = mul i64 %{{[0-9a-z.]+}}, 128
// CHECK:         %tt0.next = add nuw nsw i64 %tt0, %tile.stride
// CHECK:         ![[L:[0-9]+]] = !{ptr @rr, !"{{.*}}\22distribute\22:\22round_robin\22{{.*}}"}
void rr(int n, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(128) map(block.x) threads(32) distribute(round_robin)
  for (int i = 0; i < n; ++i)
    B[i] = A[i] * 2.0f;
}
