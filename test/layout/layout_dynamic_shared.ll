; tilelang-layout: an NVPTX kernel whose shared memory exceeds the 48 KiB of
; static shared memory (sm_90's bytes_per_block_static) after the layouts
; gets its staged buffers in dynamic shared memory: offsets into one
; `@tilelang_dynamic_smem = external addrspace(3) global [0 x i8]`, each
; 128-byte aligned (1024 for a 128-byte swizzle), the table on the function
; (!tilelang.dynamic_smem: name, byte offset, bytes, layout), and the launch
; record's "shared_bytes" / "dynamic_shared_bytes" rewritten.
;   @gemm: A 128 x 64 float swizzle(128) (32768 bytes, at 0), B 64 x 128
;          float pad(4) (33792 bytes, at 32768): 66560 dynamic bytes; the
;          kernel's own @user_smem (1024 bytes) stays static.
;   @small: C 16 x 16 float, 1024 static bytes: the record says so.
;   @norecord: D 2 x 96 x 64 float is 49152 bytes, pad(1) makes it 49920:
;          dynamic, and no launch record is made for it.
; A second run changes nothing.
; RUN: %opt -passes=tilelang-layout -S %s | FileCheck %s
; RUN: %opt -passes=tilelang-layout,tilelang-layout -S %s | FileCheck %s
; RUN: %opt -passes=tilelang-layout -pass-remarks=tilelang-layout -disable-output %s 2>&1 | FileCheck %s --check-prefix=REMARK

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@user_smem = internal addrspace(3) global [256 x float] poison, align 4
@tilelang.A = internal addrspace(3) global [8192 x float] poison, align 16, !tilelang.buffer !0, !tilelang.layout.request !10
@tilelang.B = internal addrspace(3) global [8192 x float] poison, align 16, !tilelang.buffer !1, !tilelang.layout.request !11
@tilelang.C = internal addrspace(3) global [256 x float] poison, align 16, !tilelang.buffer !2, !tilelang.layout.request !12
@tilelang.D = internal addrspace(3) global [12288 x float] poison, align 16, !tilelang.buffer !3, !tilelang.layout.request !13

; CHECK-NOT: @tilelang.A =
; CHECK-NOT: @tilelang.B =
; CHECK: @user_smem = internal addrspace(3) global [256 x float] poison, align 4
; CHECK-NEXT: @tilelang.C = internal addrspace(3) global [256 x float] poison, align 16, {{.*}}!tilelang.layout
; CHECK-NEXT: @tilelang_dynamic_smem = external addrspace(3) global [0 x i8], align 1024
; CHECK-NOT: @tilelang.D =

; CHECK-LABEL: define ptx_kernel void @gemm(
; CHECK-SAME:  !tilelang.dynamic_smem ![[GEMMDYN:[0-9]+]]
; CHECK:         %[[AS:.+]] = xor i64
; CHECK-NEXT:    %pa = getelementptr inbounds float, ptr addrspace(3) @tilelang_dynamic_smem, i64 %[[AS]]
; CHECK:         %[[BR:.+]] = mul nuw nsw i64 %k, 132
; CHECK-NEXT:    %[[BL:.+]] = add nuw nsw i64 %[[BR]], %c
; CHECK-NEXT:    %pb = getelementptr inbounds float, ptr addrspace(3) getelementptr (i8, ptr addrspace(3) @tilelang_dynamic_smem, i64 32768), i64 %[[BL]]
; CHECK:         %pu = getelementptr inbounds float, ptr addrspace(3) @user_smem, i64 %c

; CHECK-LABEL: define ptx_kernel void @small(
; CHECK-NOT:   !tilelang.dynamic_smem
; CHECK-SAME:  {
; CHECK:         getelementptr inbounds float, ptr addrspace(3) @tilelang.C,

; CHECK-LABEL: define ptx_kernel void @norecord(
; CHECK-SAME:  !tilelang.dynamic_smem ![[NRDYN:[0-9]+]]
; CHECK:         %[[DR:.+]] = mul nuw nsw i64 %r, 65
; CHECK-NEXT:    %[[DL:.+]] = add nuw nsw i64 %[[DR]], %c
; CHECK-NEXT:    %[[DB:.+]] = mul nuw nsw i64 %s, 6240
; CHECK-NEXT:    %[[DO:.+]] = add nuw nsw i64 %[[DB]], %[[DL]]
; CHECK-NEXT:    %pd = getelementptr inbounds float, ptr addrspace(3) @tilelang_dynamic_smem, i64 %[[DO]]

; CHECK: !tilelang.launch = !{![[LG:[0-9]+]], ![[LS:[0-9]+]]}
; CHECK-DAG: ![[LG]] = !{ptr @gemm, !"{\22block\22:[256,1,1],\22dynamic_shared_bytes\22:66560,\22grid\22:[8,8,1],\22kernel\22:\22gemm\22,\22shared_bytes\22:1024}"}
; CHECK-DAG: ![[LS]] = !{ptr @small, !"{\22block\22:[64,1,1],\22dynamic_shared_bytes\22:0,\22grid\22:[1,1,1],\22shared_bytes\22:1024}"}
; CHECK-DAG: ![[GEMMDYN]] = !{![[EA:[0-9]+]], ![[EB:[0-9]+]]}
; CHECK-DAG: ![[EA]] = !{!"A", i64 0, i64 32768, ![[LA:[0-9]+]]}
; CHECK-DAG: ![[EB]] = !{!"B", i64 32768, i64 33792, ![[LB:[0-9]+]]}
; CHECK-DAG: ![[LA]] = !{!"swizzle", i64 128, i64 1, i64 128, i64 64, i64 8192, i64 1, i64 4}
; CHECK-DAG: ![[LB]] = !{!"pad", i64 4, i64 0, i64 64, i64 128, i64 8448, i64 1, i64 4}
; CHECK-DAG: ![[NRDYN]] = !{![[ED:[0-9]+]]}
; CHECK-DAG: ![[ED]] = !{!"D", i64 0, i64 49920, ![[LD:[0-9]+]]}
; CHECK-DAG: ![[LD]] = !{!"pad", i64 1, i64 0, i64 96, i64 64, i64 6240, i64 2, i64 4}

; REMARK: remark: g.cu:5:1: layout of 'A' (128 x 64 float): swizzle, 128-byte span: 16-byte chunk ^= row mod 8; from layout(A: swizzle(128))
; REMARK: remark: g.cu:5:1: layout of 'B' (64 x 128 float): pad(4): rows of 132 elements; 33792 bytes (was 32768); from layout(B: pad(4))
; REMARK: remark: g.cu:5:1: staged buffers of 'gemm' in dynamic shared memory (67584 bytes are over the 49152 bytes of static shared memory of sm_90): 'A' at byte 0, 'B' at byte 32768, 66560 bytes in all
; REMARK: layout of 'C' (16 x 16 float): row_major; from layout(C: row_major)
; REMARK: layout of 'D' (2 x 96 x 64 float): pad(1): rows of 65 elements; 49920 bytes (was 49152); from layout(D: pad(1))
; REMARK: staged buffers of 'norecord' in dynamic shared memory (49920 bytes are over the 49152 bytes of static shared memory of sm_90): 'D' at byte 0, 49920 bytes in all

define ptx_kernel void @gemm(i64 %r, i64 %c4, i64 %k, i64 %c, float %v) #0 {
entry:
  %oa = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.A, i64 %r, i64 %c4)
  %pa = getelementptr inbounds float, ptr addrspace(3) @tilelang.A, i64 %oa
  store <4 x float> zeroinitializer, ptr addrspace(3) %pa, align 16
  br label %loop

loop:
  %i = phi i64 [ 0, %entry ], [ %i.next, %loop ]
  %ob = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.B, i64 %k, i64 %c)
  %pb = getelementptr inbounds float, ptr addrspace(3) @tilelang.B, i64 %ob
  store float %v, ptr addrspace(3) %pb, align 4
  %pu = getelementptr inbounds float, ptr addrspace(3) @user_smem, i64 %c
  store float %v, ptr addrspace(3) %pu, align 4
  %i.next = add nuw nsw i64 %i, 1
  %done = icmp eq i64 %i.next, 4
  br i1 %done, label %exit, label %loop, !llvm.loop !20

exit:
  ret void
}

define ptx_kernel void @small(i64 %r, i64 %c) #0 {
  %oc = call i64 @tilelang.buffer.offset.2(ptr addrspace(3) @tilelang.C, i64 %r, i64 %c)
  %pc = getelementptr inbounds float, ptr addrspace(3) @tilelang.C, i64 %oc
  store float 0.0, ptr addrspace(3) %pc, align 4
  ret void
}

define ptx_kernel void @norecord(i64 %s, i64 %r, i64 %c) #0 {
  %od = call i64 @tilelang.buffer.offset.3(ptr addrspace(3) @tilelang.D, i64 %s, i64 %r, i64 %c)
  %pd = getelementptr inbounds float, ptr addrspace(3) @tilelang.D, i64 %od
  store float 0.0, ptr addrspace(3) %pd, align 4
  ret void
}

declare i64 @tilelang.buffer.offset.2(ptr addrspace(3), i64, i64) memory(none) nounwind willreturn speculatable
declare i64 @tilelang.buffer.offset.3(ptr addrspace(3), i64, i64, i64) memory(none) nounwind willreturn speculatable

attributes #0 = { "target-cpu"="sm_90" }

!tilelang.launch = !{!30, !31}

!0 = !{!"A", i64 128, i64 64}
!1 = !{!"B", i64 64, i64 128}
!2 = !{!"C", i64 16, i64 16}
!3 = !{!"D", i64 2, i64 96, i64 64}
!10 = !{!"swizzle", i64 128, i64 0}
!11 = !{!"pad", i64 4, i64 0}
!12 = !{!"row_major", i64 0, i64 0}
!13 = !{!"pad", i64 1, i64 0}
!20 = distinct !{!20, !21}
!21 = !{!"tilelang.directive", !"tilelang.v1;line=5;col=1;tile=128,128,64;buffer=A:shared,B:shared;layout=A:swizzle(128),B:pad(4);arrays=A,B;file=g.cu"}
!30 = !{ptr @gemm, !"{\22kernel\22:\22gemm\22,\22grid\22:[8,8,1],\22block\22:[256,1,1],\22shared_bytes\22:65536,\22dynamic_shared_bytes\22:0}"}
!31 = !{ptr @small, !"{\22grid\22:[1,1,1],\22block\22:[64,1,1],\22shared_bytes\22:0,\22dynamic_shared_bytes\22:0}"}
