; Every NVPTX shared load/store form, a loop variable, a 2-D block and three
; unknowns. nvptx-families.mir is this file after
;   llc -O3 -stop-after=finalize-isel
target triple = "nvptx64-nvidia-cuda"

@tile = internal addrspace(3) global [4096 x i8] undef, align 16

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y()

define ptx_kernel void @families(ptr addrspace(1) %out, ptr addrspace(1) %idx, i32 %n) #0 {
entry:
  %x = call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %y = call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  ; 1, 2, 4, 8 bytes and vectors of 2 and 4 words, 4 and 2 half-words
  %o1 = add i32 %x, 5
  %p1 = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %o1
  %v1 = load volatile i8, ptr addrspace(3) %p1, align 1
  store volatile i8 %v1, ptr addrspace(3) %p1, align 1
  %o2 = shl i32 %x, 1
  %p2 = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %o2
  %v2 = load volatile i16, ptr addrspace(3) %p2, align 2
  %o4 = mul i32 %x, 132
  %p4 = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %o4
  %v4 = load volatile i32, ptr addrspace(3) %p4, align 4
  %o8 = shl i32 %x, 4
  %p8 = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %o8
  %v8 = load volatile i64, ptr addrspace(3) %p8, align 8
  store volatile i64 %v8, ptr addrspace(3) %p8, align 8
  %v2x = load volatile <2 x i32>, ptr addrspace(3) %p8, align 8
  %o16 = shl i32 %x, 5
  %p16 = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %o16
  %v16 = load volatile <4 x i32>, ptr addrspace(3) %p16, align 16
  store volatile <4 x i32> %v16, ptr addrspace(3) %p16, align 16
  %h4 = load volatile <4 x i16>, ptr addrspace(3) %p8, align 8
  %h2 = load volatile <2 x i16>, ptr addrspace(3) %p4, align 4
  store volatile <2 x i16> %h2, ptr addrspace(3) %p4, align 4
  ; 2-D: tile[x][y] with rows of 32 words
  %c0 = mul i32 %x, 128
  %c1 = shl i32 %y, 2
  %c2 = add i32 %c0, %c1
  %pc = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %c2
  %vc = load volatile float, ptr addrspace(3) %pc, align 4
  ; unknown: a stride known only at run time
  %r0 = mul i32 %x, %n
  %r1 = shl i32 %r0, 2
  %pr = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %r1
  %vr = load volatile float, ptr addrspace(3) %pr, align 4
  ; unknown: an index loaded per lane
  %pi = getelementptr inbounds i32, ptr addrspace(1) %idx, i32 %x
  %i0 = load i32, ptr addrspace(1) %pi, align 4
  %i1 = shl i32 %i0, 2
  %pl = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %i1
  %vl = load volatile float, ptr addrspace(3) %pl, align 4
  ; unknown: a value chosen per lane by a lane-dependent condition
  %cnd = icmp ult i32 %x, 16
  %sv = select i1 %cnd, i32 %o4, i32 %n
  %psel = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %sv
  %vsel = load volatile float, ptr addrspace(3) %psel, align 4
  br label %loop

loop:                                   ; a loop variable: tile[64*i + x]
  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]
  %acc = phi float [ 0.0, %entry ], [ %acc.next, %loop ]
  %row = mul i32 %i, 256
  %col = shl i32 %x, 2
  %off = add i32 %row, %col
  %pp = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %off
  %e = load volatile float, ptr addrspace(3) %pp, align 4
  %acc.next = fadd float %acc, %e
  %i.next = add i32 %i, 1
  %done = icmp eq i32 %i.next, %n
  br i1 %done, label %exit, label %loop

exit:
  %s1 = zext i8 %v1 to i32
  %s2 = zext i16 %v2 to i32
  %e0 = extractelement <2 x i32> %v2x, i32 1
  %e1 = extractelement <4 x i16> %h4, i32 3
  %e1z = zext i16 %e1 to i32
  %t0 = add i32 %s1, %s2
  %t1 = add i32 %t0, %v4
  %t2 = add i32 %t1, %e0
  %t3 = add i32 %t2, %e1z
  %po = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %x
  store i32 %t3, ptr addrspace(1) %po, align 4
  %f = fadd float %vc, %vr
  %f2a = fadd float %f, %vl
  %f2 = fadd float %f2a, %vsel
  %f3 = fadd float %f2, %acc.next
  %pf = getelementptr inbounds float, ptr addrspace(1) %out, i32 %y
  store float %f3, ptr addrspace(1) %pf, align 4
  ret void
}

attributes #0 = { "nvvm.reqntid"="32,4" "target-cpu"="sm_90" }
