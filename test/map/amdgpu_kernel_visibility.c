// Regression (fixed: makeKernel makes hidden AMDGPU kernels protected): on AMDGPU the kernel keeps clang's
// default hidden visibility. clang gives a hand-written amdgpu_kernel
// protected visibility (AMDGPUTargetCodeGenInfo: kernels must be visible to
// the runtime); tilelang-map only changes the calling convention, so
// `define hidden amdgpu_kernel void @k`. `ld.lld -shared` then makes k and
// k.kd LOCAL: the code object's metadata note names `.symbol: k.kd` but its
// .dynsym has no such symbol, so the HSA runtime cannot find the kernel
// (hipModuleGetFunction / hsa_executable_get_symbol_by_name fail). Every AMD
// kernel the harness links (examples/*.cpp --target gfx942) has this .dynsym.
// Fix: in makeKernel, for AMDGPU, setVisibility(ProtectedVisibility) (and
// dso_local) when the function is hidden, as clang does for its kernels.
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -S -emit-llvm -o - %s | FileCheck %s --check-prefix=IR
// RUN: %clangc --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O2 -c -o %t.o %s
// RUN: ld.lld -shared %t.o -o %t.hsaco
// RUN: llvm-readelf --dyn-syms %t.hsaco | FileCheck %s --check-prefix=DYNSYM

// IR:     define protected amdgpu_kernel void @k(
// IR:     define protected amdgpu_kernel void @handmade(
// DYNSYM-DAG: GLOBAL PROTECTED {{.*}} k{{$}}
// DYNSYM-DAG: GLOBAL PROTECTED {{.*}} k.kd{{$}}
// DYNSYM-DAG: GLOBAL PROTECTED {{.*}} handmade{{$}}
// DYNSYM-DAG: GLOBAL PROTECTED {{.*}} handmade.kd{{$}}

void k(int n, const float *__restrict A, float *__restrict B) {
#pragma tilelang tile(256) map(block.x) threads(256)
  for (int i = 0; i < n; ++i)
    B[i] = A[i] * 2.0f;
}

// What clang does with a kernel it knows.
__attribute__((amdgpu_kernel)) void handmade(int n, float *B) { B[0] = n; }
