// Row-wise kernels over 2-D arrays of a constant row size, a run-time row length and no restrict
// (issue 13: `void softmax(int m, int n, float X[][NC], float Y[][NC])`). The band is the row
// loop i alone; it carries a dependence unless X and Y are disjoint and n <= 64 (Y[i][j] for
// j >= 64 is row i + 1's element). tilelang-tile versions it on a run-time check of both
// (Dependences.h, parallelUnderChecks) and tilelang-map maps the fast version, guarding the
// loops as written to the grid's first thread. Before, the band ran on one thread ("no loop is
// mapped to a block dimension"). A guard the user writes (`if (n > 64) return;`) and __restrict
// remove both checks. Runs on the emulator: test/python/kernels/gpu_faults/rows_2d.cpp.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefixes=CHECK,NV
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefixes=CHECK,AMD
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -Rpass=tilelang -Rpass-missed=tilelang 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK --implicit-check-not=warning: --implicit-check-not=remark:
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -o /dev/null %s -Rpass=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AMDREMARK

#define NC 64

// REMARK: rows_2d_fallback.c:[[@LINE+6]]:1: remark: arrays that may overlap ('X' and 'Y') and subscripts not proven inside their dimensions (subscript 2 of 'X' (0 .. n - 1) within 64): versioned on the GPU: the mapped band runs when a run-time check finds their address ranges disjoint and the subscripts inside; the loops as written run a sequential fallback in one thread (the grid's first) when they overlap or a subscript may leave its dimension (__restrict removes the alias check; a guard before the loops, `if (n <= 64)`, removes the subscript check) [-Rpass=tilelang-tile]
// REMARK: rows_2d_fallback.c:[[@LINE+5]]:1: remark: tiled a band of 1 loop with tile sizes 32 [-Rpass=tilelang-tile]
// REMARK: rows_2d_fallback.c:[[@LINE+4]]:1: remark: mapped the band: loop 1 -> block.x; threads 32 x 1 x 1
// REMARK: rows_2d_fallback.c:[[@LINE+3]]:1: remark: versioned on the GPU: the mapped band runs when the run-time check finds 'X' and 'Y' disjoint and the subscripts inside their dimensions; otherwise the loops as written run sequentially in the grid's first thread (the other threads skip them) [-Rpass=tilelang-map]
// REMARK: rows_2d_fallback.c:[[@LINE+2]]:1: remark: kernel 'scale_rows': block 32 x 1 x 1 threads, grid (smax(0, m) + 31) / 32 x 1 x 1 blocks (block_wise, grid-stride tile loops: any grid is correct); a run-time check runs the mapped band when it finds 'X' and 'Y' disjoint and the subscripts inside their dimensions, else a sequential fallback in the grid's first thread [-Rpass=tilelang-map]
void scale_rows(int m, int n, float X[][NC], float Y[][NC]) {
#pragma tilelang tile(32)
  for (int i = 0; i < m; ++i) {
    float s = 0.0f;
    for (int j = 0; j < n; ++j)
      s += X[i][j];
    for (int j = 0; j < n; ++j)
      Y[i][j] = X[i][j] / s;
  }
}
// AMDREMARK: rows_2d_fallback.c:[[@LINE-9]]:1: remark: versioned on the GPU: the mapped band runs when the run-time check finds 'X' and 'Y' disjoint and the subscripts inside their dimensions; otherwise the loops as written run sequentially in the grid's first thread (the other threads skip them) [-Rpass=tilelang-map]

// The check: X's and Y's byte ranges apart, and n <= 64 (one bound for both arrays, named after
// the first access that needs it), and-ed; the false side to the guard.
// CHECK-LABEL: define {{.*}}void @scale_rows(
// CHECK:       .alias.check:
// CHECK:         %tilelang.alias.apart = or i1 %{{[0-9]+}}, %{{[0-9]+}}
// CHECK-NEXT:    %tilelang.alias.disjoint = and i1 true, %tilelang.alias.apart
// CHECK-NEXT:    %[[N:[0-9]+]] = sext i32 %1 to i64
// CHECK-NEXT:    %tilelang.row.hi = icmp sle i64 %[[N]], 64
// CHECK-NEXT:    %[[R:[0-9]+]] = and i1 true, %tilelang.row.hi
// CHECK-NEXT:    %tilelang.row.in = and i1 %tilelang.alias.disjoint, %[[R]]
// CHECK-NEXT:    br i1 %tilelang.row.in, label %.alias.ph, label %tilelang.fallback.guard, !tilelang.version ![[V:[0-9]+]]
// CHECK:       tilelang.fallback.guard:
// CHECK:         %first.thread = icmp eq i64 %{{[0-9]+}}, 0
// CHECK-NEXT:    br i1 %first.thread, label %.alias.ph.as.written,
// The mapped band: the row tiles over the blocks.
// CHECK:       .alias.ph:
// NV:            call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
// AMD:           call i32 @llvm.amdgcn.workgroup.id.x()
// CHECK:       tile.header0:

// A guard before the loops proves the rows, __restrict the arrays apart: no check at all.
// REMARK: rows_2d_fallback.c:[[@LINE+6]]:1: remark: tiled a band of 1 loop with tile sizes 32 [-Rpass=tilelang-tile]
// REMARK: rows_2d_fallback.c:[[@LINE+5]]:1: remark: mapped the band: loop 1 -> block.x; threads 32 x 1 x 1
// REMARK: rows_2d_fallback.c:[[@LINE+4]]:1: remark: kernel 'scale_rows_guarded': block 32 x 1 x 1 threads, grid (smax(0, m) + 31) / 32 x 1 x 1 blocks (block_wise, grid-stride tile loops: any grid is correct) [-Rpass=tilelang-map]
void scale_rows_guarded(int m, int n, float (*restrict X)[NC], float (*restrict Y)[NC]) {
  if (n > NC)
    return;
#pragma tilelang tile(32)
  for (int i = 0; i < m; ++i) {
    float s = 0.0f;
    for (int j = 0; j < n; ++j)
      s += X[i][j];
    for (int j = 0; j < n; ++j)
      Y[i][j] = X[i][j] / s;
  }
}
// CHECK-LABEL: define {{.*}}void @scale_rows_guarded(
// CHECK-NOT:   .alias.check:
// CHECK-NOT:   tilelang.fallback.guard
// CHECK:       ret void

// A loop that really carries a dependence (each row reads the previous one's result) stays on
// one thread, and the warning says why.
// REMARK: rows_2d_fallback.c:[[@LINE+4]]:1: remark: tiled a band of 1 loop with tile sizes 32 [-Rpass=tilelang-tile]
// REMARK: rows_2d_fallback.c:[[@LINE+3]]:1: remark: band not mapped to the GPU: no loop is mapped to a block dimension: loop 1 may carry a dependence (DependenceAnalysis could not prove that no two of its iterations access one element with one of them writing), and only loops that carry none are spread over blocks [-Rpass-missed=tilelang-map]
// REMARK: rows_2d_fallback.c:[[@LINE+2]]:1: warning: band not mapped to the GPU: no loop is mapped to a block dimension: loop 1 may carry a dependence (DependenceAnalysis could not prove that no two of its iterations access one element with one of them writing), and only loops that carry none are spread over blocks [-Wpass-failed]
void prefix_rows(int m, int n, float (*restrict Y)[NC]) {
#pragma tilelang tile(32)
  for (int i = 1; i < m; ++i)
    for (int j = 0; j < n; ++j)
      Y[i][j] += Y[i - 1][j];
}

// A row loop whose check cannot be made (X's rows are picked through idx: not an affine address)
// is tiled as before, on one thread, and the remarks say why and what removes the need.
// REMARK: rows_2d_fallback.c:[[@LINE+5]]:1: remark: the band's loop is not spread over the GPU: cannot prove that 'X' and 'Y' do not overlap, nor check it at run time (the address of 'X' is not an affine function of the loop counters); declare the pointers __restrict [-Rpass-missed=tilelang-tile]
// REMARK: rows_2d_fallback.c:[[@LINE+4]]:1: remark: tiled a band of 1 loop with tile sizes 32 [-Rpass=tilelang-tile]
// REMARK: rows_2d_fallback.c:[[@LINE+3]]:1: remark: band not mapped to the GPU: no loop is mapped to a block dimension: loop 1 may carry a dependence
// REMARK: rows_2d_fallback.c:[[@LINE+2]]:1: warning: band not mapped to the GPU: no loop is mapped to a block dimension: loop 1 may carry a dependence
void gather_rows(int m, int n, const int *idx, float X[][NC], float Y[][NC]) {
#pragma tilelang tile(32)
  for (int i = 0; i < m; ++i)
    for (int j = 0; j < n; ++j)
      Y[i][j] = X[idx[i]][j] * 2.0f;
}
// CHECK-LABEL: define {{.*}}void @gather_rows(
// CHECK-NOT:   .alias.check:
// CHECK:       tile.header0:

// The check's branch names what it checks (map/MapFallback.cpp reads it).
// CHECK:       ![[V]] = !{![[P:[0-9]+]], !"subscript 2 of 'X' (0 .. n - 1) within 64"}
// CHECK:       ![[P]] = !{!"X", !"Y"}
