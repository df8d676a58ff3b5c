// tilelang-sram-bank runs once per function, while the Machine IR is in SSA
// form, in the codegen of clang -fpass-plugin and of llc -load, at -O0 and
// -O3, on NVPTX and AMDGPU (inserted after FinalizeISel): the pass's summary
// remark appears exactly once for each of the three functions.
//
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O0 -S -o /dev/null %s -Rpass-analysis=tilelang-sram-bank 2>&1 | grep -o 'tilelang-sram-bank: [a-z]*:' | sort | uniq -c | FileCheck %s
// RUN: %clangxx --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -S -o /dev/null %s -Rpass-analysis=tilelang-sram-bank 2>&1 | grep -o 'tilelang-sram-bank: [a-z]*:' | sort | uniq -c | FileCheck %s
// RUN: %clangxx --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O0 -S -o /dev/null %s -Rpass-analysis=tilelang-sram-bank 2>&1 | grep -o 'tilelang-sram-bank: [a-z]*:' | sort | uniq -c | FileCheck %s
// RUN: %clangxx --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O3 -S -o /dev/null %s -Rpass-analysis=tilelang-sram-bank 2>&1 | grep -o 'tilelang-sram-bank: [a-z]*:' | sort | uniq -c | FileCheck %s
//
// RUN: /usr/lib/llvm-22/bin/clang++ --target=nvptx64-nvidia-cuda -march=sm_90 -O0 -S -emit-llvm -o %t.nv0.ll %s
// RUN: /usr/lib/llvm-22/bin/clang++ --target=nvptx64-nvidia-cuda -march=sm_90 -O3 -S -emit-llvm -o %t.nv3.ll %s
// RUN: /usr/lib/llvm-22/bin/clang++ --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O0 -S -emit-llvm -o %t.amd0.ll %s
// RUN: /usr/lib/llvm-22/bin/clang++ --target=amdgcn-amd-amdhsa -mcpu=gfx942 -nogpulib -O3 -S -emit-llvm -o %t.amd3.ll %s
// RUN: %llc -O0 -o /dev/null %t.nv0.ll -pass-remarks-analysis=tilelang-sram-bank 2>&1 | grep -o 'tilelang-sram-bank: [a-z]*:' | sort | uniq -c | FileCheck %s
// RUN: %llc -O3 -o /dev/null %t.nv3.ll -pass-remarks-analysis=tilelang-sram-bank 2>&1 | grep -o 'tilelang-sram-bank: [a-z]*:' | sort | uniq -c | FileCheck %s
// RUN: %llc -O0 -o /dev/null %t.amd0.ll -pass-remarks-analysis=tilelang-sram-bank 2>&1 | grep -o 'tilelang-sram-bank: [a-z]*:' | sort | uniq -c | FileCheck %s
// RUN: %llc -O3 -o /dev/null %t.amd3.ll -pass-remarks-analysis=tilelang-sram-bank 2>&1 | grep -o 'tilelang-sram-bank: [a-z]*:' | sort | uniq -c | FileCheck %s
//
// Where it sits: after FinalizeISel, with only analyses between (SSA: before
// PHI elimination and the two-address pass).
// RUN: %llc -O3 -o /dev/null %t.nv3.ll -debug-pass=Structure 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: %llc -O0 -o /dev/null %t.amd0.ll -debug-pass=Structure 2>&1 | FileCheck %s --check-prefix=PIPE
//
// CHECK:      {{^ *}}1 tilelang-sram-bank: first:
// CHECK-NEXT: {{^ *}}1 tilelang-sram-bank: helper:
// CHECK-NEXT: {{^ *}}1 tilelang-sram-bank: second:
// CHECK-NOT:  tilelang-sram-bank
//
// PIPE:      Finalize ISel and expand pseudo-instructions
// PIPE-NOT:  {{PHI|Tail|Two-Address|Dead|Machine code sinking|Peephole}}
// PIPE:      TileLang scratchpad bank analysis and remapping
// PIPE-NOT:  TileLang scratchpad bank analysis and remapping

#define SHARED __attribute__((address_space(3)))
static SHARED float tile[64] __attribute__((loader_uninitialized));
#ifdef __NVPTX__
#define KERNEL __attribute__((nvptx_kernel))
#define TID __nvvm_read_ptx_sreg_tid_x()
#else
#define KERNEL __attribute__((amdgpu_kernel))
#define TID __builtin_amdgcn_workitem_id_x()
#endif

extern "C" KERNEL void first(float *out) {
  tile[TID] = 1;
  out[TID] = tile[TID ^ 1];
}
extern "C" KERNEL void second(float *out) { out[TID] = tile[2 * TID]; }
extern "C" __attribute__((noinline)) float helper(int i) { return tile[i]; }
