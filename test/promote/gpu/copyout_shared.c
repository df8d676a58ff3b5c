// A shared buffer that the band writes (C) is copied back after the band, by
// all threads of the block, after a barrier (every thread's last write to the
// buffer is done before anyone copies it out): the same guarded element loop
// as the copy-in, reading the buffer and writing C[row * N + column]. The
// copy-in before the band and its barriers are as for a read-only buffer.
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map,tilelang-promote' -tilelang-full-tiles=false -S | FileCheck %s --check-prefixes=CHECK,NV
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -Xclang -disable-llvm-passes -S -emit-llvm -o - %s \
// RUN:   | %opt -passes='tilelang-directives,tilelang-tile,tilelang-map,tilelang-promote' -tilelang-full-tiles=false -S | FileCheck %s --check-prefixes=CHECK,AMD
// RUN: %clangc --target=nvptx64-nvidia-cuda -march=sm_90 -O2 -S -o /dev/null %s -Rpass=tilelang-promote 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REMARK --implicit-check-not=remark: --implicit-check-not=warning:

// CHECK-LABEL: void @cs(
// CHECK:         %[[NROW:[0-9]+]] = sext i32 %1 to i64
// The band's exit: the point loop of the outer band loop exits to tile.latch1.
// CHECK:       tile.latch1:
// NV-NEXT:       call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
// AMD-NEXT:      fence syncscope("workgroup") release
// AMD-NEXT:      call void @llvm.amdgcn.s.barrier()
// AMD-NEXT:      fence syncscope("workgroup") acquire
// CHECK:         %[[LIN:thread.linear[0-9]+]] = add i64 %{{[0-9]+}}, %{{[0-9]+}}
// CHECK-NEXT:    br label %tilelang.copyout.C.header
// CHECK-EMPTY:
// CHECK-NEXT:  tilelang.copyout.C.header:
// 1024 elements over 256 threads: 4 rounds.
// CHECK-NEXT:    %tilelang.copyout.C.round = phi i64 [ 0, %tile.latch1 ], [ %[[NEXT:[0-9]+]], %tilelang.copyout.C.latch ]
// CHECK-NEXT:    %[[MORE:[0-9]+]] = icmp ult i64 %tilelang.copyout.C.round, 4
// CHECK-NEXT:    br i1 %[[MORE]], label %tilelang.copyout.C.body, label %tile.latch1.split
// CHECK-EMPTY:
// CHECK-NEXT:  tilelang.copyout.C.body:
// CHECK-NEXT:    %[[RO:[0-9]+]] = mul i64 %tilelang.copyout.C.round, 256
// CHECK-NEXT:    %tilelang.copyout.C.e = add nuw nsw i64 %[[LIN]], %[[RO]]
// CHECK-NEXT:    %[[COL:[0-9]+]] = urem i64 %tilelang.copyout.C.e, 32
// CHECK-NEXT:    %[[ROW:[0-9]+]] = udiv i64 %tilelang.copyout.C.e, 32
// CHECK-NEXT:    %[[J:[0-9]+]] = add nuw nsw i64 %tt1, %[[COL]]
// CHECK-NEXT:    %[[JIN:[0-9]+]] = icmp sle i64 %[[J]], %[[HI1:[0-9]+]]
// CHECK-NEXT:    %[[IN1:[0-9]+]] = and i1 true, %[[JIN]]
// CHECK-NEXT:    %[[I:[0-9]+]] = add nuw nsw i64 %tt0, %[[ROW]]
// CHECK-NEXT:    %[[IIN:[0-9]+]] = icmp sle i64 %[[I]], %[[HI0:[0-9]+]]
// CHECK-NEXT:    %[[IN:[0-9]+]] = and i1 %[[IN1]], %[[IIN]]
// Copy-out stays guarded: only the array's part of the tile is written back.
// CHECK-NEXT:    %[[G:[0-9]+]] = and i1 true, %[[IN]]
// CHECK-NEXT:    br i1 %[[G]], label %tilelang.copyout.C.copy, label %tilelang.copyout.C.latch
// CHECK-EMPTY:
// CHECK-NEXT:  tilelang.copyout.C.copy:
// CHECK-NEXT:    %[[R:[0-9]+]] = sub i64 %[[I]], %tt0
// CHECK-NEXT:    %[[C:[0-9]+]] = sub i64 %[[J]], %tt1
// CHECK-NEXT:    %[[OFF:buf.off[0-9]+]] = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.C, i64 %[[R]], i64 %[[C]])
// CHECK-NEXT:    %[[SRC:[0-9]+]] = getelementptr inbounds float, ptr addrspace(3) @tilelang.C, i64 %[[OFF]]
// CHECK-NEXT:    %[[V:[0-9]+]] = load float, ptr addrspace(3) %[[SRC]], align 4
// CHECK-NEXT:    %[[IN0:[0-9]+]] = mul i64 %[[I]], %[[NROW]]
// CHECK-NEXT:    %[[IDX:[0-9]+]] = add i64 %[[IN0]], %[[J]]
// CHECK-NEXT:    %[[DST:[0-9]+]] = getelementptr inbounds float, ptr %3, i64 %[[IDX]]
// CHECK-NEXT:    store float %[[V]], ptr %[[DST]], align 4
// CHECK-NEXT:    br label %tilelang.copyout.C.latch
// CHECK-EMPTY:
// CHECK-NEXT:  tilelang.copyout.C.latch:
// CHECK-NEXT:    %[[NEXT]] = add nuw nsw i64 %tilelang.copyout.C.round, 1
// CHECK-NEXT:    br label %tilelang.copyout.C.header
// CHECK-EMPTY:
// No barrier after the copy-out: the next tile's copy-in starts with one.
// CHECK-NEXT:  tile.latch1.split:
// CHECK-NEXT:    %tt1.next = add nuw nsw i64 %tt1, 32
// CHECK-NEXT:    br label %tile.header1
// The copy-in's guard bounds are the ones the copy-out uses.
// CHECK:       tile.body:
// CHECK:         %[[HI0]] = add{{( nsw)?}} i64 %tile.end0, -1
// CHECK-NEXT:    %[[HI1]] = add{{( nsw)?}} i64 %tile.end1, -1
// CHECK:       tilelang.copyin.C.copy:
// CHECK:         store float %{{[0-9]+}}, ptr addrspace(3) %{{[0-9]+}}, align 4

void cs(int M, int N, const float *__restrict A, float *__restrict C) {
// REMARK: copyout_shared.c:[[@LINE+1]]:1: remark: staged 'C' in a shared-memory 32 x 32 buffer of 32-bit elements (copy-in and copy-out by all threads of the block, between barriers, around each tile) [-Rpass=tilelang-promote]
#pragma tilelang tile(32, 32) map(block.y, block.x) threads(16, 16) buffer(C: shared)
  for (int i = 0; i < M; ++i)
    for (int j = 0; j < N; ++j)
      C[i * N + j] = C[i * N + j] + A[i * N + j];
}
