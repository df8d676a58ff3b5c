; Any triple other than NVPTX and AMDGPU gets the host description
; (x86_64.json).
; RUN: %opt -disable-output -mtriple=x86_64-unknown-linux-gnu -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=X86
; RUN: %opt -disable-output -mtriple=aarch64-unknown-linux-gnu -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=ARM

; X86: target: host (host, {{.*}}x86_64.json); host triple x86_64-unknown-linux-gnu
; ARM: target: host (host, {{.*}}x86_64.json); host triple aarch64-unknown-linux-gnu
