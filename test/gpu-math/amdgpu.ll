; tilelang-gpu-math on AMDGPU: a call of a C math function the back end selects accurately
; becomes its intrinsic (fmod: frem); the intrinsics it selects stay; anything else is an
; error (sin and pow are selected only as hardware approximations; opt stops at the first
; error, so each refused call is checked alone).
; RUN: grep -v REFUSED %s | %opt -passes=tilelang-gpu-math -S | FileCheck %s
; RUN: grep -v REFUSED %s | %opt -passes=tilelang-gpu-math -S | %llc -O2 -o /dev/null
; RUN: grep -v 'REFUSED-[SPE]' %s | not %opt -passes=tilelang-gpu-math -disable-output 2>&1 | FileCheck %s --check-prefix=TANH
; RUN: grep -v 'REFUSED-[TPE]' %s | not %opt -passes=tilelang-gpu-math -disable-output 2>&1 | FileCheck %s --check-prefix=SIN
; RUN: grep -v 'REFUSED-[TSE]' %s | not %opt -passes=tilelang-gpu-math -disable-output 2>&1 | FileCheck %s --check-prefix=POW
; RUN: grep -v 'REFUSED-[TSP]' %s | not %opt -passes=tilelang-gpu-math -disable-output 2>&1 | FileCheck %s --check-prefix=EXP

target triple = "amdgcn-amd-amdhsa"

define void @k(ptr %p, ptr %q) #0 {
  %x = load float, ptr %p
  %d = load double, ptr %q
  %e = call float @expf(float %x)
  %r = call float @fmodf(float %e, float %x)
  %s = call double @sqrt(double %d)
  %f = call double @llvm.floor.f64(double %s)
  %l = call float @llvm.log.f32(float %r)
  %t = call float @tanhf(float %l)                     ; REFUSED-T
  %n = call float @llvm.sin.f32(float %l)              ; REFUSED-S
  %w = call float @llvm.pow.f32(float %l, float %l)    ; REFUSED-P
  %g = call double @llvm.exp.f64(double %f)            ; REFUSED-E
  store float %l, ptr %p
  store double %f, ptr %q
  ret void
}

; CHECK-LABEL: define void @k(
; CHECK:      %e = call float @llvm.exp.f32(float %x)
; CHECK-NEXT: %r = frem float %e, %x
; CHECK-NEXT: %s = call double @llvm.sqrt.f64(double %d)
; CHECK-NEXT: %f = call double @llvm.floor.f64(double %s)
; CHECK-NEXT: %l = call float @llvm.log.f32(float %r)
; CHECK-NEXT: store float %l, ptr %p

; TANH: error: {{.*}}'tanhf' cannot be lowered on AMDGPU (gfx942): no device library is linked (ROCm's ocml), so only exp, exp2, exp10, log, log2, log10 and fmod on float, and sqrt, fabs, fmin, fmax, fma, copysign, floor, ceil, trunc, rint, nearbyint and round on float and double are supported
; SIN: error: {{.*}}'sinf' cannot be lowered on AMDGPU (gfx942) (the back end selects it as a hardware approximation, v_sin_f32 of x/2pi, not to C's accuracy): no device library
; POW: error: {{.*}}'powf' cannot be lowered on AMDGPU (gfx942) (the back end selects it as exp2(y * log2(x)): NaN for a negative base, not to C's accuracy): no device library
; EXP: error: {{.*}}'exp' cannot be lowered on AMDGPU (gfx942): no device library

declare float @expf(float) #1
declare float @fmodf(float, float) #1
declare double @sqrt(double) #1
declare float @tanhf(float) #1
declare double @llvm.floor.f64(double)
declare float @llvm.log.f32(float)
declare float @llvm.sin.f32(float)
declare float @llvm.pow.f32(float, float)
declare double @llvm.exp.f64(double)

attributes #0 = { "target-cpu"="gfx942" }
attributes #1 = { nounwind memory(none) }
