; Kernels as tilelang-promote stages them for a GPU (LayoutPass.h's input
; contract), for the tests that compile tilelang-layout's output to PTX.
;   @sgemm_tile: one 64 x 64 tile of C += A * B with K = 32, 256 threads;
;     A (64 x 32 float, swizzle(128)) and B (32 x 64 float, pad(4)) copied
;     in with 16-byte vectors, then thread (ty, tx) sums A(ty, k) * B(k, tx).
;   @big: a 2-stage 128 x 64 float buffer, 65536 bytes: dynamic shared memory.

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@tilelang.A = internal addrspace(3) global [2048 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !10
@tilelang.B = internal addrspace(3) global [2048 x float] poison, align 16, !tilelang.buffer !1, !tilelang.layout.request !11
@tilelang.S = internal addrspace(3) global [16384 x float] poison, align 16, !tilelang.buffer !2, !tilelang.layout.request !10

define ptx_kernel void @sgemm_tile(ptr addrspace(1) noalias %A, ptr addrspace(1) noalias %B, ptr addrspace(1) noalias %C) #0 {
entry:
  %tid32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid32 to i64
  br label %copy

copy:                                   ; chunks t and t + 256 of each tile
  %q = phi i64 [ %t, %entry ], [ %q.next, %copy ]
  ; A: 8 chunks of 4 floats a row
  %ar = lshr i64 %q, 3
  %aq = and i64 %q, 7
  %ac = shl nuw nsw i64 %aq, 2
  %ga = getelementptr inbounds <4 x float>, ptr addrspace(1) %A, i64 %q
  %va = load <4 x float>, ptr addrspace(1) %ga, align 16
  %oa = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %ar, i64 %ac)
  %sa = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %oa
  store <4 x float> %va, ptr addrspace(3) %sa, align 16
  ; B: 16 chunks of 4 floats a row
  %br = lshr i64 %q, 4
  %bq = and i64 %q, 15
  %bc = shl nuw nsw i64 %bq, 2
  %gb = getelementptr inbounds <4 x float>, ptr addrspace(1) %B, i64 %q
  %vb = load <4 x float>, ptr addrspace(1) %gb, align 16
  %ob = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.B, i64 %br, i64 %bc)
  %sb = getelementptr inbounds float, ptr addrspace(3) @tilelang.B, i64 %ob
  store <4 x float> %vb, ptr addrspace(3) %sb, align 16
  %q.next = add nuw nsw i64 %q, 256
  %more = icmp ult i64 %q.next, 512
  br i1 %more, label %copy, label %sync

sync:
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %ty = lshr i64 %t, 4
  %tx = and i64 %t, 15
  br label %dot

dot:
  %k = phi i64 [ 0, %sync ], [ %k.next, %dot ]
  %acc = phi float [ 0.0, %sync ], [ %sum, %dot ]
  %o1 = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %ty, i64 %k)
  %p1 = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %o1
  %x = load float, ptr addrspace(3) %p1, align 4
  %o2 = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.B, i64 %k, i64 %tx)
  %p2 = getelementptr inbounds float, ptr addrspace(3) @tilelang.B, i64 %o2
  %y = load float, ptr addrspace(3) %p2, align 4
  %sum = call float @llvm.fma.f32(float %x, float %y, float %acc)
  %k.next = add nuw nsw i64 %k, 1
  %done = icmp eq i64 %k.next, 32
  br i1 %done, label %out, label %dot, !llvm.loop !20

out:
  %ci = mul nuw nsw i64 %ty, 64
  %cj = add nuw nsw i64 %ci, %tx
  %pc = getelementptr inbounds float, ptr addrspace(1) %C, i64 %cj
  %c0 = load float, ptr addrspace(1) %pc, align 4
  %c1 = fadd float %c0, %sum
  store float %c1, ptr addrspace(1) %pc, align 4
  ret void
}

define ptx_kernel void @big(ptr addrspace(1) %out, i64 %s) #0 {
entry:
  %tid32 = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %t = zext i32 %tid32 to i64
  %r = lshr i64 %t, 4
  %c = and i64 %t, 15
  %c4 = shl nuw nsw i64 %c, 2
  %o = call i64 @tilelang.buffer.offset.3(ptr addrspace(3) @tilelang.S, i64 %s, i64 %r, i64 %c4)
  %p = getelementptr inbounds float, ptr addrspace(3) @tilelang.S, i64 %o
  store <4 x float> zeroinitializer, ptr addrspace(3) %p, align 16
  call void @llvm.nvvm.barrier.cta.sync.aligned.all(i32 0)
  %o2 = call i64 @tilelang.buffer.offset.3(ptr addrspace(3) @tilelang.S, i64 %s, i64 %c, i64 %r)
  %p2 = getelementptr inbounds float, ptr addrspace(3) @tilelang.S, i64 %o2
  %v = load float, ptr addrspace(3) %p2, align 4
  %g = getelementptr inbounds float, ptr addrspace(1) %out, i64 %t
  store float %v, ptr addrspace(1) %g, align 4
  ret void
}

declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64) memory(none) nounwind willreturn speculatable
declare i64 @tilelang.buffer.offset.3(ptr addrspace(3), i64, i64, i64) memory(none) nounwind willreturn speculatable
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare void @llvm.nvvm.barrier.cta.sync.aligned.all(i32)
declare float @llvm.fma.f32(float, float, float)

attributes #0 = { "target-cpu"="sm_90" }

!tilelang.launch = !{!30, !31}

!0 = !{!"A", i64 64, i64 32}
!1 = !{!"B", i64 32, i64 64}
!2 = !{!"S", i64 2, i64 128, i64 64}
!10 = !{!"swizzle", i64 128, i64 0}
!11 = !{!"pad", i64 4, i64 0}
!20 = distinct !{!20, !21, !22, !23}
!21 = !{!"tilelang.directive", !"tilelang.v1;line=4;col=1;tile=64,64,32;buffer=A:shared,B:shared;layout=A:swizzle(128),B:pad(4);arrays=A,B;file=sgemm.cu"}
!22 = !{!"tilelang.tiled", i32 3}
!23 = !{!"tilelang.promoted"}
!30 = !{ptr @sgemm_tile, !"{\22block\22:[256,1,1],\22dynamic_shared_bytes\22:0,\22grid\22:[1,1,1],\22shared_bytes\22:16384}"}
!31 = !{ptr @big, !"{\22block\22:[256,1,1],\22dynamic_shared_bytes\22:0,\22grid\22:[1,1,1],\22shared_bytes\22:65536}"}
