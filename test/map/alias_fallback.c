// Arrays without __restrict on GPUs (issue 13, "aliasing proven at run time"): tilelang-tile
// versions the band on the run-time check of the address ranges its arrays cover
// (lib/tile/RuntimeAliasCheck.h) and marks the check's branch !tilelang.version; tilelang-map
// (lib/map/MapFallback.cpp) maps the band on the true side and guards the loops as written on
// the false side to the grid's first thread (loads and stores alike: the whole copy), so that
// every other thread goes straight to the join. Checked: the range comparison before the mapped
// loops, the guard, the copy behind it, the launch record's "alias_check", the grid barriers
// of a cooperative kernel before the check and at the join, the remarks and their positions,
// that __restrict removes the check, and that a footprint the check cannot bound is refused.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefixes=CHECK,NV
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map' -S | FileCheck %s --check-prefixes=CHECK,AMD
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -Rpass=tilelang -Rpass-missed=tilelang-tile 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK --implicit-check-not=warning:
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -o /dev/null %s -Rpass=tilelang-map 2>&1 \
// RUN:   | FileCheck %s --check-prefix=AMDREMARK

// REMARK: alias_fallback.c:[[@LINE+6]]:1: remark: arrays that may overlap ('a' and 'c'): versioned on the GPU: the mapped band runs when a run-time check finds their address ranges disjoint; the loops as written run a sequential fallback in one thread (the grid's first) when they overlap (__restrict removes the alias check) [-Rpass=tilelang-tile]
// REMARK: alias_fallback.c:[[@LINE+5]]:1: remark: tiled a band of 2 loops with tile sizes 32 x 32 [-Rpass=tilelang-tile]
// REMARK: alias_fallback.c:[[@LINE+4]]:1: remark: mapped the band: loop 1 -> block.y, loop 2 -> block.x
// REMARK: alias_fallback.c:[[@LINE+3]]:1: remark: versioned on the GPU: the mapped band runs when the run-time check finds 'a' and 'c' disjoint; otherwise the loops as written run sequentially in the grid's first thread (the other threads skip them) [-Rpass=tilelang-map]
// REMARK: alias_fallback.c:[[@LINE+2]]:1: remark: kernel 'update': block 16 x 16 x 1 threads, grid (smax(0, m) + 31) / 32 x (smax(0, n) + 31) / 32 x 1 blocks (block_wise, grid-stride tile loops: any grid is correct); a run-time check runs the mapped band when it finds 'a' and 'c' disjoint, else a sequential fallback in the grid's first thread [-Rpass=tilelang-map]
void update(int n, int m, const float *a, float *c) {
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      c[i * m + j] = a[i * m + j] * 0.5f + c[i * m + j];
}
// AMDREMARK: alias_fallback.c:[[@LINE-5]]:1: remark: versioned on the GPU: the mapped band runs when the run-time check finds 'a' and 'c' disjoint; otherwise the loops as written run sequentially in the grid's first thread (the other threads skip them) [-Rpass=tilelang-map]

// The check: a's and c's [lo, hi) compared, before the mapped loops; the false side to the guard.
// CHECK-LABEL: define {{.*}}void @update(
// CHECK:       .alias.check:
// CHECK:         %[[CLO:scevgep[0-9]*]] = getelementptr i8, ptr %3, i64 %[[LO:smin[0-9]*]]
// CHECK-NEXT:    %[[CHI:scevgep[0-9]*]] = getelementptr i8, ptr %3, i64 %[[HI:[0-9]+]]
// CHECK-NEXT:    %[[C1:[0-9]+]] = icmp ule ptr %[[CHI]], %{{scevgep[0-9]*}}
// CHECK-NEXT:    %[[C2:[0-9]+]] = icmp ule ptr %{{scevgep[0-9]*}}, %[[CLO]]
// CHECK-NEXT:    %tilelang.alias.apart = or i1 %[[C2]], %[[C1]]
// CHECK-NEXT:    %tilelang.alias.disjoint = and i1 true, %tilelang.alias.apart
// CHECK-NEXT:    br i1 %tilelang.alias.disjoint, label %.alias.ph, label %tilelang.fallback.guard, !tilelang.version ![[VER:[0-9]+]]
// CHECK-EMPTY:
// The guard: the grid's first thread (every thread and block id 0) runs the copy, the others
// go to the join.
// CHECK-NEXT:  tilelang.fallback.guard:
// NV-NEXT:       call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// AMD-NEXT:      call i32 @llvm.amdgcn.workitem.id.x()
// CHECK:         %first.thread = icmp eq i64 %{{[0-9]+}}, 0
// CHECK-NEXT:    br i1 %first.thread, label %.alias.ph.as.written, label %[[JOIN:[0-9]+]]
// CHECK-EMPTY:
// CHECK-NEXT:  .alias.ph.as.written:
// The copy as written: its first load (a), behind the guard, with no alias scope.
// CHECK:         %[[AW:[0-9]+]] = load float, ptr %{{[0-9]+}}, align 4, !tbaa ![[TBAA:[0-9]+]]{{$}}
// CHECK:         store float %{{[0-9]+}}, ptr %{{[0-9]+}}, align 4, !tbaa ![[TBAA]]{{$}}
// The mapped band: grid-stride tile loops, its accesses in the check's alias scopes.
// CHECK:       .alias.ph:
// NV:            call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
// AMD:           call i32 @llvm.amdgcn.workgroup.id.y()
// CHECK:       tile.header0:
// The join: reached from the guard (the other threads), from the copy and from the band; the
// kernel is the band alone: no grid barrier.
// CHECK:       [[JOIN]]:
// CHECK-SAME:    ; preds = %tilelang.fallback.guard, %.loopexit{{[0-9]*}}, %.loopexit{{[0-9]*}}
// CHECK-NOT:     grid.sync
// CHECK:         load float, ptr %{{[0-9]+}}, align 4, !tbaa ![[TBAA]], !alias.scope
// CHECK-NOT:     grid.sync
// CHECK-LABEL: define {{.*}}void @update_restrict(
// CHECK-NOT:     tilelang.alias
// CHECK-NOT:     tilelang.fallback
// CHECK-LABEL: define {{.*}}void @two_bands(

// REMARK-NOT: alias_fallback.c:[[@LINE+4]]:1: remark: arrays that may overlap
// REMARK-NOT: alias_fallback.c:[[@LINE+3]]:1: remark: versioned on the GPU
// REMARK: alias_fallback.c:[[@LINE+2]]:1: remark: kernel 'update_restrict': block 16 x 16 x 1 threads, grid (smax(0, m) + 31) / 32 x (smax(0, n) + 31) / 32 x 1 blocks (block_wise, grid-stride tile loops: any grid is correct) [-Rpass=tilelang-map]
void update_restrict(int n, int m, const float *restrict a, float *restrict c) {
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      c[i * m + j] = a[i * m + j] * 0.5f + c[i * m + j];
}

// Two versioned bands and a store between them: a cooperative kernel, each band's grid barriers
// before its check and at its join, which every thread reaches whichever version runs.
// CHECK:       grid.sync.done:
// CHECK-SAME:    preds = %grid.sync.wait, %grid.sync.last, %.alias.check
// NV-NEXT:       fence acquire
// NV-NEXT:       call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// AMD-NEXT:      fence syncscope("agent") acquire
// AMD-NEXT:      fence syncscope("workgroup") release
// AMD-NEXT:      call void @llvm.amdgcn.s.barrier()
// AMD-NEXT:      fence syncscope("workgroup") acquire
// CHECK-NEXT:    br i1 %tilelang.alias.disjoint, label %.alias.ph, label %tilelang.fallback.guard, !tilelang.version ![[VER2:[0-9]+]]
// CHECK:         br i1 %first.thread{{[0-9]+}}, label %.alias.ph.as.written, label %[[JOIN2:[0-9]+]]
// CHECK:       [[JOIN2]]:
// CHECK-SAME:    ; preds = %tilelang.fallback.guard, %.loopexit{{[0-9]*}}, %.loopexit{{[0-9]*}}
// NV-NEXT:       call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// AMD-NEXT:      fence syncscope("workgroup") release
// The second band's check and guard.
// CHECK:         br i1 %tilelang.alias.disjoint{{[0-9]+}}, label %.alias.ph{{[0-9]+}}, label %tilelang.fallback.guard{{[0-9]+}}, !tilelang.version ![[VER3:[0-9]+]]
// CHECK:         br i1 %first.thread{{[0-9]+}}, label %.alias.ph{{[0-9]+}}.as.written, label %[[JOIN3:[0-9]+]]
// CHECK:       [[JOIN3]]:
// CHECK-SAME:    ; preds = %tilelang.fallback.guard{{[0-9]+}}, %.loopexit{{[0-9]*}}, %.loopexit{{[0-9]*}}
// NV-NEXT:       call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// AMD-NEXT:      fence syncscope("workgroup") release
// REMARK: alias_fallback.c:[[@LINE+2]]:1: remark: kernel 'two_bands': {{.*}}; code outside the mapped bands runs in the first thread, with grid barriers around the bands: launch cooperatively (every block resident); a run-time check runs the mapped band when it finds 'a' and 'b' disjoint, 'b' and 's' disjoint, else a sequential fallback in the grid's first thread [-Rpass=tilelang-map]
void two_bands(int n, int m, const float *a, float *b, float *s) {
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      b[i * m + j] = a[i * m + j] * 2.0f;
  s[0] = 1.0f;
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      s[i * m + j] += b[i * m + j];
}

// A footprint the check cannot bound: refused as on the host, with the reason.
// REMARK: alias_fallback.c:[[@LINE+3]]:1: remark: loop not tiled: cannot prove that 'in' and 'out' do not overlap, nor check it at run time (the address of 'in' is not an affine function of the loop counters); declare the pointers __restrict [-Rpass-missed=tilelang-tile]
// REMARK: alias_fallback.c:[[@LINE+2]]:1: warning: loop not tiled: cannot prove that 'in' and 'out' do not overlap, nor check it at run time (the address of 'in' is not an affine function of the loop counters); declare the pointers __restrict [-Wpass-failed]
void gather(int n, int m, const int *idx, const float *in, float *out) {
#pragma tilelang tile(32, 32)
  for (int i = 0; i < n; ++i)
    for (int j = 0; j < m; ++j)
      out[i * m + j] = in[idx[j]] * (float)i;
}

// The branch's marker: the pair by source names; the launch records.
// CHECK-DAG: ![[VER]] = !{![[PAIR:[0-9]+]]}
// CHECK-DAG: ![[PAIR]] = !{!"a", !"c"}
// CHECK-DAG: ![[VER3]] = !{![[PAIR3:[0-9]+]]}
// CHECK-DAG: ![[PAIR3]] = !{!"b", !"s"}
// CHECK-DAG: !{ptr @update, !"{\22alias_check\22:{{\[\[}}\22a\22,\22c\22]],\22block\22:[16,16,1],\22cooperative\22:false,
// CHECK-DAG: !{ptr @update_restrict, !"{\22block\22:[16,16,1],\22cooperative\22:false,
// CHECK-DAG: !{ptr @two_bands, !"{\22alias_check\22:{{\[\[}}\22a\22,\22b\22],[\22b\22,\22s\22]],\22block\22:[16,16,1],\22cooperative\22:true,
