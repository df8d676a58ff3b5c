; -tilelang-sram-bank-mode=verify: predicted conflicts above
; -tilelang-sram-bank-max-conflicts=N are errors at the access (kernel
; libraries' CI); at or below the limit, nothing is reported. AMDGPU (gfx942,
; a wave of 64 in two phases of 32 lanes).
;
; RUN: not %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -tilelang-sram-bank-mode=verify -tilelang-sram-bank-max-conflicts=3 -o /dev/null %s 2>&1 | FileCheck %s
; RUN: %llc -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 -tilelang-sram-bank-mode=verify -tilelang-sram-bank-max-conflicts=62 -o /dev/null %s 2>&1 | FileCheck %s --check-prefix=OK --allow-empty
;
; CHECK: error: {{.*}}ds_read_b32 of {{.*}}: 62 predicted bank conflicts exceed -tilelang-sram-bank-max-conflicts=3
; CHECK-NOT: ds_write_b32 of {{.*}}: {{.*}} exceed
; OK-NOT: error

@tile = internal addrspace(3) global [32 x [33 x float]] undef, align 4

declare i32 @llvm.amdgcn.workitem.id.x()

define amdgpu_kernel void @column(ptr addrspace(1) %out) #0 {
  %x = call i32 @llvm.amdgcn.workitem.id.x()
  %w = getelementptr inbounds [32 x [33 x float]], ptr addrspace(3) @tile, i32 0, i32 %x, i32 %x
  store float 1.0, ptr addrspace(3) %w, align 4
  %r = getelementptr inbounds [32 x float], ptr addrspace(3) @tile, i32 %x, i32 0
  %v = load float, ptr addrspace(3) %r, align 4
  store float %v, ptr addrspace(1) %out, align 4
  ret void
}

attributes #0 = { "amdgpu-flat-work-group-size"="64,64" }
