; tilelang-gpu-math on NVPTX: the math calls and intrinsics NVPTX cannot select become calls
; of libdevice's __nv_* functions, linked from libdevice.10.bc (only those, internalized); the
; ones NVPTX selects (sqrt, fabs, fmax, ...) stay; a vector intrinsic is called per lane;
; __nvvm_reflect is answered (no call is left). Nothing happens on other triples.
; REQUIRES: libdevice
; RUN: %opt -passes=tilelang-gpu-math -S %s | FileCheck %s
; RUN: %opt -passes=tilelang-gpu-math -S %s | %llc -O2 -o - | FileCheck %s --check-prefix=PTX
; RUN: sed 's/nvptx64-nvidia-cuda/x86_64-unknown-linux-gnu/' %s | %opt -passes=tilelang-gpu-math -S | FileCheck %s --check-prefix=HOST
; RUN: not %opt -passes=tilelang-gpu-math -tilelang-libdevice=/nonexistent/libdevice.10.bc -disable-output %s 2>&1 | FileCheck %s --check-prefix=MISSING

target datalayout = "e-p6:32:32-i64:64-i128:128-i256:256-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

define void @k(ptr %p, ptr %q) #0 {
  %x = load float, ptr %p
  %d = load double, ptr %q
  %e = call float @llvm.exp.f32(float %x)
  %t = call float @tanhf(float %e)
  %s = call float @llvm.sqrt.f32(float %t)
  %m = call float @llvm.maxnum.f32(float %s, float %x)
  %w = call double @llvm.pow.f64(double %d, double %d)
  %v = insertelement <2 x float> poison, float %m, i32 0
  %v2 = call <2 x float> @llvm.log.v2f32(<2 x float> %v)
  %l = extractelement <2 x float> %v2, i32 1
  store float %l, ptr %p
  store double %w, ptr %q
  ret void
}

; CHECK-LABEL: define void @k(
; CHECK:      %e = call float @__nv_expf(float %x)
; CHECK-NEXT: %t = call float @__nv_tanhf(float %e)
; CHECK-NEXT: %s = call float @llvm.sqrt.f32(float %t)
; CHECK-NEXT: %m = call float @llvm.maxnum.f32(float %s, float %x)
; CHECK-NEXT: %w = call double @__nv_pow(double %d, double %d)
; CHECK:      [[L0:%.*]] = extractelement <2 x float> %v, i64 0
; CHECK-NEXT: [[C0:%.*]] = call float @__nv_logf(float [[L0]])
; CHECK-NEXT: [[V0:%.*]] = insertelement <2 x float> poison, float [[C0]], i64 0
; CHECK-NEXT: [[L1:%.*]] = extractelement <2 x float> %v, i64 1
; CHECK-NEXT: [[C1:%.*]] = call float @__nv_logf(float [[L1]])
; CHECK-NEXT: %v2 = insertelement <2 x float> [[V0]], float [[C1]], i64 1
; CHECK-DAG: define internal float @__nv_expf(float %a)
; CHECK-DAG: define internal float @__nv_tanhf(float %a)
; CHECK-DAG: define internal double @__nv_pow(double %a, double %b)
; CHECK-DAG: define internal float @__nv_logf(float %a)
; CHECK-NOT: __nvvm_reflect
; CHECK-NOT: define {{.*}}@__nv_sinf

; PTX-NOT: call
; PTX: .visible .func k(
; PTX: ex2.approx

; HOST: call float @llvm.exp.f32(float %x)
; HOST: call float @tanhf(float %e)
; HOST-NOT: __nv_

; MISSING: error: {{.*}}'expf' needs libdevice on NVPTX (__nv_expf) and libdevice.10.bc was not found (/nonexistent/libdevice.10.bc); pass -mllvm -tilelang-libdevice=PATH or set CUDA_HOME

declare float @llvm.exp.f32(float)
declare float @tanhf(float) #1
declare float @llvm.sqrt.f32(float)
declare float @llvm.maxnum.f32(float, float)
declare double @llvm.pow.f64(double, double)
declare <2 x float> @llvm.log.v2f32(<2 x float>)

attributes #0 = { "target-cpu"="sm_90" }
attributes #1 = { nounwind memory(none) }
