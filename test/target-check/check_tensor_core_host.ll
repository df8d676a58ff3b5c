; tilelang-target-check: compute(tensor_core) on the host, whose description
; has no matrix unit: a warning that it is ignored.
; RUN: llvm-extract --keep-const-init --func=tc_100 %S/../target/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=x86_64-unknown-linux-gnu -passes='tilelang-directives,tilelang-target-check' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=X8664

; X8664: warning: diag_kernels.cpp:68:1: {{.*}}compute(tensor_core) is ignored: x86_64 describes no matrix unit
; X8664-NOT: {{error|warning}}
