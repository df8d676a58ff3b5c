; Every AMDGPU LDS load/store family (ds_read/ds_write of 1 to 16 bytes,
; read2/write2 and their st64 forms with offsets), packed work-item ids and
; three unknowns.
;   (the .mir test is this file after llc -O3 -stop-after=finalize-isel (amdgpu-families.mir)
;   and -stop-after=si-load-store-opt (amdgpu-read2.mir: read2/write2 are formed
;   there))
target triple = "amdgcn-amd-amdhsa"

@tile = internal addrspace(3) global [16384 x i8] undef, align 16

declare i32 @llvm.amdgcn.workitem.id.x()
declare i32 @llvm.amdgcn.workitem.id.y()

define amdgpu_kernel void @families(ptr addrspace(1) %out, ptr addrspace(1) %idx, i32 %n) #0 !reqd_work_group_size !0 {
entry:
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %y = call i32 @llvm.amdgcn.workitem.id.y()
  %o1 = add i32 %x, 3
  %p1 = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %o1
  %v1 = load volatile i8, ptr addrspace(3) %p1, align 1
  store volatile i8 %v1, ptr addrspace(3) %p1, align 1
  %o2 = shl i32 %x, 1
  %p2 = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %o2
  %v2 = load volatile i16, ptr addrspace(3) %p2, align 2
  store volatile i16 %v2, ptr addrspace(3) %p2, align 2
  %o4 = mul i32 %x, 128
  %p4 = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %o4
  %v4 = load volatile i32, ptr addrspace(3) %p4, align 4
  store volatile i32 %v4, ptr addrspace(3) %p4, align 4
  %o8 = shl i32 %x, 3
  %p8 = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %o8
  %v8 = load volatile i64, ptr addrspace(3) %p8, align 8
  store volatile i64 %v8, ptr addrspace(3) %p8, align 8
  %o16 = shl i32 %x, 4
  %p16 = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %o16
  %v12 = load volatile <3 x i32>, ptr addrspace(3) %p16, align 16
  store volatile <3 x i32> %v12, ptr addrspace(3) %p16, align 16
  %v16 = load volatile <4 x i32>, ptr addrspace(3) %p16, align 16
  store volatile <4 x i32> %v16, ptr addrspace(3) %p16, align 16
  ; read2 / write2: two words 64 and 128 words apart, and 64-word strides (st64)
  %w0 = shl i32 %x, 2
  %q0 = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %w0
  %q1 = getelementptr inbounds i8, ptr addrspace(3) %q0, i32 256
  %a = load i32, ptr addrspace(3) %q0, align 4
  %b = load i32, ptr addrspace(3) %q1, align 4
  %q2 = getelementptr inbounds i8, ptr addrspace(3) %q0, i32 1024
  %q3 = getelementptr inbounds i8, ptr addrspace(3) %q0, i32 2048
  %c = load i32, ptr addrspace(3) %q2, align 4
  %d = load i32, ptr addrspace(3) %q3, align 4
  %ab = add i32 %a, %b
  %cd = add i32 %c, %d
  %q4 = getelementptr inbounds i8, ptr addrspace(3) %q0, i32 4096
  %q5 = getelementptr inbounds i8, ptr addrspace(3) %q0, i32 4352
  store i32 %ab, ptr addrspace(3) %q4, align 4
  store i32 %cd, ptr addrspace(3) %q5, align 4
  ; read2_b32 (word offsets 128 and 160) and read2_b64 (offsets 0 and 8)
  %q6 = getelementptr inbounds i8, ptr addrspace(3) %q0, i32 512
  %q7 = getelementptr inbounds i8, ptr addrspace(3) %q0, i32 640
  %e = load i32, ptr addrspace(3) %q6, align 4
  %f = load i32, ptr addrspace(3) %q7, align 4
  %q8 = getelementptr inbounds i8, ptr addrspace(3) %p8, i32 8192
  %q9 = getelementptr inbounds i8, ptr addrspace(3) %p8, i32 8256
  %g = load i64, ptr addrspace(3) %q8, align 8
  %h = load i64, ptr addrspace(3) %q9, align 8
  %ef = add i32 %e, %f
  %gh = add i64 %g, %h
  %pef = getelementptr inbounds i32, ptr addrspace(1) %out, i32 %y
  store i32 %ef, ptr addrspace(1) %pef, align 4
  %pgh = getelementptr inbounds i64, ptr addrspace(1) %idx, i32 %y
  store i64 %gh, ptr addrspace(1) %pgh, align 8
  ; packed ids: tile[y][x] with rows of 64 words
  %r0 = shl i32 %y, 8
  %r1 = add i32 %r0, %w0
  %pr = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %r1
  %vr = load volatile float, ptr addrspace(3) %pr, align 4
  ; unknowns: a run-time stride, an index loaded per lane, a lane-dependent join
  %s0 = mul i32 %x, %n
  %s1 = shl i32 %s0, 2
  %ps = getelementptr inbounds i8, ptr addrspace(3) @tile, i32 %s1
  %vs = load volatile float, ptr addrspace(3) %ps, align 4
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
  %f0 = fadd float %vr, %vs
  %f1a = fadd float %f0, %vl
  %f1 = fadd float %f1a, %vsel
  %po = getelementptr inbounds float, ptr addrspace(1) %out, i32 %x
  store float %f1, ptr addrspace(1) %po, align 4
  ret void
}

attributes #0 = { "target-cpu"="gfx942" "amdgpu-flat-work-group-size"="256,256" }
!0 = !{i32 64, i32 4, i32 1}
