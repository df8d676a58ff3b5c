; tilelang-layout's output compiles to PTX for sm_90 (llc), as it is and
; after -O2: the staged buffers at their laid-out sizes (A swizzled, 64 x 32
; floats = 8192 bytes; B padded to 32 x 68 floats = 8704 bytes), the XOR of
; the swizzle, the 16-byte vector stores kept whole, and @big's 2-stage
; buffer in `.extern .shared` dynamic shared memory, 1024-byte aligned.
; RUN: %opt -passes=tilelang-layout %S/Inputs/staged_kernels.ll | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -o - | FileCheck %s
; RUN: %opt -passes=tilelang-layout %S/Inputs/staged_kernels.ll | opt -O2 | llc -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -o - | FileCheck %s

; CHECK: .extern .shared .align 1024 .b8 tilelang_dynamic_smem[];
; CHECK-LABEL: .visible .entry sgemm_tile(
; CHECK-DAG: .shared .align 16 .b8 tilelang_$_A[8192];
; CHECK-DAG: .shared .align 16 .b8 tilelang_$_B[8704];
; CHECK-DAG: xor.b64
; CHECK-DAG: st.shared.v4.b32
; CHECK-DAG: ld.shared.b32
; CHECK-LABEL: .visible .entry big(
; CHECK-NOT: .shared .align
; CHECK: mov.b64 {{.*}}tilelang_dynamic_smem;
; CHECK: st.shared.v4.b32
