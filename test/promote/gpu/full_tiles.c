// Full-tile separation (FullTiles.h): the body of the innermost tile loop gets
// two versions. tile.body computes the tile ends smin(tt + 64, TC) once and
// tests whether every tile is full (tt + 64 <= TC); the partial version keeps
// the guarded code (its copy guards and thread-loop guards compare with the
// smin ends), the full version is a clone in which every end is tt + 64: the
// guards compare with the constant-offset end, and the 8-round thread loop of
// tid.y runs to point.first + 64 (a constant trip count of 8). Thread ids
// carry the block's range (32 x 8 x 1) for the folds later passes do.
// With -tilelang-full-tiles=false the body is not versioned. Nor is it for a
// tile of fewer than 8 points per thread (a missed remark says so: measured
// slower, benchmarks/RESULTS.md) or a band that stages nothing.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o %t.ll %s
// RUN: %opt -passes='tilelang-directives,tilelang-tile,tilelang-map,tilelang-promote' -S %t.ll | FileCheck %s
// RUN: %opt -passes='tilelang-directives,tilelang-tile,tilelang-map,tilelang-promote' -tilelang-full-tiles=false -S %t.ll \
// RUN:   | FileCheck %s --check-prefix=OFF --implicit-check-not=tile.full --implicit-check-not=.full:
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -S -emit-llvm -o - %s -Rpass=tilelang-promote -Rpass-missed=tilelang-promote 2>%t.remarks \
// RUN:   | FileCheck %s --check-prefix=O3
// RUN: FileCheck %s --check-prefix=REMARK --implicit-check-not=remark: < %t.remarks
// The same on AMDGPU (the separation is target-neutral).
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map,tilelang-promote' -S | FileCheck %s --check-prefix=AMD

// CHECK-LABEL: void @transpose(
// CHECK:       tile.body:
// CHECK-NEXT:    %[[E0:[0-9]+]] = add nuw nsw i64 %tt0, 64
// CHECK-NEXT:    %tile.end0 = call i64 @llvm.smin.i64(i64 %[[E0]], i64 %tilelang.tc){{$}}
// CHECK-NEXT:    %[[E1:[0-9]+]] = add nsw i64 %tt1, 64
// CHECK-NEXT:    %tile.end1 = call i64 @llvm.smin.i64(i64 %[[E1]], i64 %[[TC1:tilelang.tc[0-9]+]]){{$}}
// CHECK-NEXT:    %[[F0:tile.full[0-9]*]] = icmp sle i64 %[[E0]], %tilelang.tc
// CHECK-NEXT:    %[[F1:tile.full[0-9]*]] = icmp sle i64 %[[E1]], %[[TC1]]
// CHECK-NEXT:    %[[F:tile.full[0-9]*]] = and i1 %[[F0]], %[[F1]]
// CHECK-NEXT:    br i1 %[[F]], label %tile.body.full, label %tile.body.partial
// CHECK-EMPTY:
// CHECK-NEXT:  tile.body.partial:
// CHECK-NEXT:    %point.first = add nuw nsw i64 %tt0, %{{[0-9]+}}
// CHECK-NEXT:    %[[HI0:[0-9]+]] = add nsw i64 %tile.end0, -1
// CHECK-NEXT:    %[[HI1:[0-9]+]] = add i64 %tile.end1, -1
// CHECK-NEXT:    call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK-NEXT:    call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK:         icmp sle i64 %{{[0-9]+}}, %[[HI1]]
// CHECK:         icmp sle i64 %{{[0-9]+}}, %[[HI0]]
// CHECK:       point.header0.guard:
// CHECK-NEXT:    %in.tile = icmp slt i64 %t0, %tile.end0
// CHECK:       point.header1:
// CHECK:         icmp slt i64 %t1, %tile.end1
// CHECK:       tile.body.full:
// CHECK-NEXT:    %point.first.full = add nuw nsw i64 %tt0, %{{[0-9]+}}
// CHECK-NEXT:    %[[FHI0:[0-9]+]] = add nsw i64 %[[E0]], -1
// CHECK-NEXT:    %[[FHI1:[0-9]+]] = add i64 %[[E1]], -1
// CHECK-NEXT:    call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// CHECK-NEXT:    call range(i32 0, 32) i32 @llvm.nvvm.read.ptx.sreg.tid.x()
// CHECK:         call range(i32 0, 1) i32 @llvm.nvvm.read.ptx.sreg.tid.z()
// CHECK:         call range(i32 0, 8) i32 @llvm.nvvm.read.ptx.sreg.tid.y()
// The clones follow the original loop's block order, not the layout: DAG.
// CHECK-DAG:     icmp sle i64 %{{[0-9]+}}, %[[FHI1]]
// CHECK-DAG:     icmp sle i64 %{{[0-9]+}}, %[[FHI0]]
// CHECK-DAG:     %in.tile.full = icmp slt i64 %t0.full, %[[E0]]
// CHECK-DAG:     %thread.full.end = add nuw nsw i64 %point.first[[P1:[0-9]+]].full, 64
// CHECK-DAG:     %point.first[[P1]].full = add i64 %tt1, %{{[0-9]+}}
// CHECK-DAG:     icmp slt i64 %t1.full, %thread.full.end
// CHECK-NOT:     @llvm.smin
// CHECK:       {{^}}declare

// OFF:       tile.body:
// OFF:         %tile.end1 = call i64 @llvm.smin.i64
// OFF-NEXT:    %point.first = add nuw nsw i64 %tt0, %{{[0-9]+}}

// After -O3 the partial version's copy-in keeps its 8 clamped loads per
// unrolled round (a select of the value for each), the full version none: it
// loads the tile unguarded.
// O3-LABEL:   define dso_local ptx_kernel void @transpose(
// O3-COUNT-8: select i1 %{{[0-9]+}}, float %{{[0-9]+}}, float 0.000000e+00
// O3-NOT:     select i1 %{{[0-9]+}}, float
// O3-LABEL:   define dso_local ptx_kernel void @small(

// AMD:       tile.body:
// AMD:         br i1 %{{tile.full[0-9]*}}, label %tile.body.full, label %tile.body.partial
// AMD:       tile.body.full:
// AMD:         call range(i32 0, 32) i32 @llvm.amdgcn.workitem.id.x()

void transpose(int M, int N, const float *__restrict A, float *__restrict B) {
// REMARK: full_tiles.c:[[@LINE+2]]:1: remark: staged 'A' in a shared-memory 64 x 64 buffer of 32-bit elements (copy-in by all threads of the block, between barriers, around each tile) [-Rpass=tilelang-promote]
// REMARK: full_tiles.c:[[@LINE+1]]:1: remark: full tiles separated from partial tiles: 2 tile ends tested once per tile, bounds checks folded in the full version, 1 thread loop with a constant trip count [-Rpass=tilelang-promote]
#pragma tilelang tile(64, 64) threads(32, 8) buffer(A: shared) layout(A: pad(1))
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[j * M + i] = A[i * N + j];
}

// A 32 x 32 tile over 32 x 8 threads: 4 points per thread.
void small(int M, int N, const float *__restrict A, float *__restrict B) {
// REMARK: full_tiles.c:[[@LINE+2]]:1: remark: staged 'A' in a shared-memory 32 x 32 buffer of 32-bit elements (copy-in by all threads of the block, between barriers, around each tile) [-Rpass=tilelang-promote]
// REMARK: full_tiles.c:[[@LINE+1]]:1: remark: full tiles not separated: 1024 points per tile over 256 threads is fewer than 8 per thread (-tilelang-full-tiles-min-points) [-Rpass-missed=tilelang-promote]
#pragma tilelang tile(32, 32) buffer(A: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[j * M + i] = A[i * N + j];
}

// Nothing staged: no remark, no versioning.
// O3-LABEL: define dso_local ptx_kernel void @unstaged(
// O3-NOT:   tile.full
// O3:       ret void
// O3-NEXT:  }
void unstaged(int M, int N, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(64, 64)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[j * M + i] = A[i * N + j];
}
