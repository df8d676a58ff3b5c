// buffer(X: shared) on a GPU: each staged array becomes an internal
// addrspace(3) global @tilelang.X of the tile's footprint (A: 64 x 16 floats,
// B: 16 x 32), 16-byte aligned, poison-initialised, with !tilelang.buffer
// !{"X", extents...} and the directive's layout request for tilelang-layout
// (pad(4) -> !{"pad", 4, 0}; swizzle(64) -> !{"swizzle", 64, 0}). Every
// access of the band goes through @tilelang.buffer.offset.2(buffer, row,
// column), relative to the footprint's first element, and a GEP on the global.
// (The tile loops run i, k, j here: A's footprint does not depend on the
// innermost, j, so its copy is hoisted out of it.)
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map,tilelang-promote' -tilelang-full-tiles=false -S | FileCheck %s
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map,tilelang-promote' -tilelang-full-tiles=false -S | FileCheck %s
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -Rpass=tilelang-promote 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark: --implicit-check-not=warning:

// CHECK:      @tilelang.A = internal addrspace(3) global [1024 x float] poison, align 16, !tilelang.buffer ![[AB:[0-9]+]], !tilelang.layout.request ![[AR:[0-9]+]]
// CHECK-NEXT: @tilelang.B = internal addrspace(3) global [512 x float] poison, align 16, !tilelang.buffer ![[BB:[0-9]+]], !tilelang.layout.request ![[BR:[0-9]+]]
// CHECK-LABEL: void @sb(
// CHECK:        point.body:
// CHECK:         %[[AR0:[0-9]+]] = sub i64 %t{{[0-9]}}, %tt{{[0-9]}}
// CHECK-NEXT:    %[[AC0:[0-9]+]] = sub i64 %t{{[0-9]}}, %tt{{[0-9]}}
// CHECK-NEXT:    %buf.off = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %[[AR0]], i64 %[[AC0]])
// CHECK-NEXT:    %tilelang.A.elt = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %buf.off
// CHECK-NEXT:    %{{[0-9]+}} = load float, ptr addrspace(3) %tilelang.A.elt, align 4
// CHECK:         %buf.off{{[0-9]+}} = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.B, i64 %{{[0-9]+}}, i64 %{{[0-9]+}})
// CHECK-NEXT:    %tilelang.B.elt = getelementptr inbounds float, ptr addrspace(3) @tilelang.B, i64 %buf.off{{[0-9]+}}
// CHECK-NEXT:    %{{[0-9]+}} = load float, ptr addrspace(3) %tilelang.B.elt, align 4
// CHECK:       declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64) #[[OA:[0-9]+]]
// CHECK:       attributes #[[OA]] = { nounwind speculatable willreturn memory(none) }
// CHECK:       ![[AB]] = !{!"A", i64 64, i64 16}
// CHECK-NEXT:  ![[AR]] = !{!"pad", i64 4, i64 0}
// CHECK-NEXT:  ![[BB]] = !{!"B", i64 16, i64 32}
// CHECK-NEXT:  ![[BR]] = !{!"swizzle", i64 64, i64 0}

void sb(int M, int N, int K, const float *__restrict A, const float *__restrict B, float *__restrict C) {
// REMARK: shared_buffer_global.c:[[@LINE+3]]:1: remark: staged 'A' in a shared-memory 64 x 16 buffer of 32-bit elements (copy-in by all threads of the block, between barriers, around each tile, hoisted out of 1 tile loop its footprint does not depend on) [-Rpass=tilelang-promote]
// REMARK: shared_buffer_global.c:[[@LINE+2]]:1: remark: staged 'B' in a shared-memory 16 x 32 buffer of 32-bit elements (copy-in by all threads of the block, between barriers, around each tile) [-Rpass=tilelang-promote]
// REMARK: shared_buffer_global.c:[[@LINE+1]]:1: remark: full tiles separated from partial tiles: 3 tile ends tested once per tile, bounds checks folded in the full version, 1 thread loop with a constant trip count [-Rpass=tilelang-promote]
#pragma tilelang tile(64, 32, 16) map(block.y, block.x, seq) threads(16, 16)
#pragma tilelang buffer(A: shared, B: shared) layout(A: pad(4), B: swizzle(64))
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      for (int k = 0; k < K; ++k)
        C[i * N + j] += A[i * K + k] * B[k * N + j];
}
