// The cooperative copy-in of a shared buffer is fenced by block barriers on
// both sides: one before it (no thread may overwrite the buffer while another
// still reads the previous tile) and one AFTER the copy loop, before the band
// (no thread may read the buffer before every thread has copied its part).
// Regression: the barrier after the copy-in was once missing, so threads read
// elements of the tile that other threads had not written yet.
// The copy loop: in round r (16 rounds), thread l (tid.x + 16 * (tid.y + 8 *
// tid.z)) copies element l + 128 r of the 32 x 64 box (clamped address and 0
// outside the array's part of the tile); then the barrier; then the point
// loops.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map,tilelang-promote' -tilelang-full-tiles=false -S | FileCheck %s --check-prefixes=CHECK,NV
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map,tilelang-promote' -tilelang-full-tiles=false -S | FileCheck %s --check-prefixes=CHECK,AMD

// CHECK-LABEL: void @tr(
// CHECK:       tile.body:
// CHECK:         %point.first = add nuw nsw i64 %tt0, %{{[0-9]+}}
// The barrier before the copy.
// NV:            call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// AMD:           fence syncscope("workgroup") release
// AMD-NEXT:      call void @llvm.amdgcn.s.barrier()
// AMD-NEXT:      fence syncscope("workgroup") acquire
// CHECK:         %thread.linear = add i64 %{{[0-9]+}}, %{{[0-9]+}}
// CHECK-NEXT:    br label %tilelang.copyin.A.header
// CHECK-EMPTY:
// CHECK-NEXT:  tilelang.copyin.A.header:
// CHECK-NEXT:    %tilelang.copyin.A.round = phi i64 [ 0, %tile.body ], [ %[[NEXT:[0-9]+]], %tilelang.copyin.A.latch ]
// CHECK-NEXT:    %[[MORE:[0-9]+]] = icmp ult i64 %tilelang.copyin.A.round, 16
// CHECK-NEXT:    br i1 %[[MORE]], label %tilelang.copyin.A.body, label %[[AFTER:tile.body.split]]
// CHECK:       tilelang.copyin.A.body:
// CHECK-NEXT:    %[[R:[0-9]+]] = mul i64 %tilelang.copyin.A.round, 128
// CHECK-NEXT:    %tilelang.copyin.A.e = add nuw nsw i64 %thread.linear, %[[R]]
// CHECK:       tilelang.copyin.A.copy:
// CHECK:         %[[V:[0-9]+]] = load float, ptr %{{[0-9]+}}, align 4
// CHECK-NEXT:    %[[Z:[0-9]+]] = select i1 %{{[0-9]+}}, float %[[V]], float 0.000000e+00
// CHECK:         store float %[[Z]], ptr addrspace(3)
// CHECK:       tilelang.copyin.A.latch:
// CHECK-NEXT:    %[[NEXT]] = add nuw nsw i64 %tilelang.copyin.A.round, 1
// CHECK-NEXT:    br label %tilelang.copyin.A.header
// CHECK-EMPTY:
// The barrier after the copy loop, before the band reads the buffer.
// CHECK-NEXT:  [[AFTER]]:
// NV-NEXT:       call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// AMD-NEXT:      fence syncscope("workgroup") release
// AMD-NEXT:      call void @llvm.amdgcn.s.barrier()
// AMD-NEXT:      fence syncscope("workgroup") acquire
// CHECK:         br label %point.header0
// CHECK-EMPTY:
// CHECK-NEXT:  point.header0:
// CHECK-NEXT:    %t0 = phi i64 [ %point.first, %[[AFTER]] ], [ %{{[0-9]+}}, %point.latch0 ]
// CHECK:         %buf.off = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A,
// CHECK:         load float, ptr addrspace(3) %tilelang.A.elt

void tr(int M, int N, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(32, 64) map(block.y, block.x) threads(16, 8) buffer(A: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      B[j * M + i] = A[i * N + j];
}
