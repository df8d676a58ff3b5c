; The host description is filled in at run time with what the running
; machine reports (sysfs caches, CPU features); -tilelang-host-fill-in=false
; keeps the file's figures.
; RUN: %opt -disable-output -mtriple=x86_64-unknown-linux-gnu -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=LIVE
; RUN: %opt -disable-output -mtriple=x86_64-unknown-linux-gnu -tilelang-host-fill-in=false -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=FILE

; LIVE: source of vector_bytes: run time: llvm::sys::getHostCPUFeatures() of the running machine
; FILE: resources: 1 compute units, warp 1, 1 threads per block, 16 registers per thread, vectors of 16 bytes, L1 32768 bytes, L2 262144 bytes, L3 8388608 bytes, 0 matrix units
; FILE-NEXT: source of L1: LLVM X86TargetTransformInfo::getCacheSize (32 KiB L1D)
; FILE-NEXT: source of L2: LLVM X86TargetTransformInfo::getCacheSize (256 KiB L2)
; FILE: source of vector_bytes: x86-64 baseline: SSE2, 16-byte vectors
