; getMemoryLayoutForType with compute(tensor_core): the matrix units read their
; operands 16 bytes per lane, and the hook prices each candidate layout with
; the description's banks and lane phases (a warp copying rows in, reading
; rows, reading a column). A's 128-byte rows take the 128-byte XOR swizzle on
; every chip. B's 512-byte rows: the swizzle on NVIDIA and gfx90a/gfx942, but
; on gfx950 (64 banks, 16-lane phases) a 128-byte swizzle still conflicts and
; a 16-byte pad does not.
; RUN: llvm-extract --keep-const-init --func=tc_staged %S/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_80 -passes='tilelang-directives,print<tilelang-target>' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM80
; RUN: llvm-extract --keep-const-init --func=tc_staged %S/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_89 -passes='tilelang-directives,print<tilelang-target>' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM89
; RUN: llvm-extract --keep-const-init --func=tc_staged %S/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 -passes='tilelang-directives,print<tilelang-target>' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM90
; RUN: llvm-extract --keep-const-init --func=tc_staged %S/Inputs/check_kernels.ll -S -o - | \
; RUN:   %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_100 -passes='tilelang-directives,print<tilelang-target>' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=SM100
; RUN: llvm-extract --keep-const-init --func=tc_staged %S/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx90a -passes='tilelang-directives,print<tilelang-target>' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX90A
; RUN: llvm-extract --keep-const-init --func=tc_staged %S/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx942 -passes='tilelang-directives,print<tilelang-target>' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX942
; RUN: llvm-extract --keep-const-init --func=tc_staged %S/Inputs/check_kernels.amdgcn.ll -S -o - | \
; RUN:   %opt -disable-output -mcpu=gfx950 -passes='tilelang-directives,print<tilelang-target>' 2>&1 | \
; RUN:   FileCheck %s --check-prefix=GFX950

; SM80: getMemoryLayoutForType 'A' (128 x 32, address space 3, 16-byte accesses): swizzle(128)
; SM80-NEXT: why: sm_80: 128 x 32 tile of 4-byte elements (rows of 128 bytes), 16-byte accesses; wavefronts (copy in, read rows, read columns): row_major 72 swizzle(128) 16 swizzle(64) 24 swizzle(32) 40 pad(4) 16 -> swizzle(128)
; SM80: getMemoryLayoutForType 'B' (32 x 128, address space 3, 16-byte accesses): swizzle(128)
; SM80-NEXT: why: sm_80: 32 x 128 tile of 4-byte elements (rows of 512 bytes), 16-byte accesses; wavefronts (copy in, read rows, read columns): row_major 72 swizzle(128) 16 swizzle(64) 24 swizzle(32) 40 pad(4) 16 -> swizzle(128)
; SM89: getMemoryLayoutForType 'A' (128 x 32, address space 3, 16-byte accesses): swizzle(128)
; SM89-NEXT: why: sm_89: 128 x 32 tile of 4-byte elements (rows of 128 bytes), 16-byte accesses; wavefronts (copy in, read rows, read columns): row_major 72 swizzle(128) 16 swizzle(64) 24 swizzle(32) 40 pad(4) 16 -> swizzle(128)
; SM89: getMemoryLayoutForType 'B' (32 x 128, address space 3, 16-byte accesses): swizzle(128)
; SM89-NEXT: why: sm_89: 32 x 128 tile of 4-byte elements (rows of 512 bytes), 16-byte accesses; wavefronts (copy in, read rows, read columns): row_major 72 swizzle(128) 16 swizzle(64) 24 swizzle(32) 40 pad(4) 16 -> swizzle(128)
; SM90: getMemoryLayoutForType 'A' (128 x 32, address space 3, 16-byte accesses): swizzle(128)
; SM90-NEXT: why: sm_90: 128 x 32 tile of 4-byte elements (rows of 128 bytes), 16-byte accesses; wavefronts (copy in, read rows, read columns): row_major 72 swizzle(128) 16 swizzle(64) 24 swizzle(32) 40 pad(4) 16 -> swizzle(128)
; SM90: getMemoryLayoutForType 'B' (32 x 128, address space 3, 16-byte accesses): swizzle(128)
; SM90-NEXT: why: sm_90: 32 x 128 tile of 4-byte elements (rows of 512 bytes), 16-byte accesses; wavefronts (copy in, read rows, read columns): row_major 72 swizzle(128) 16 swizzle(64) 24 swizzle(32) 40 pad(4) 16 -> swizzle(128)
; SM100: getMemoryLayoutForType 'A' (128 x 32, address space 3, 16-byte accesses): swizzle(128)
; SM100-NEXT: why: sm_100: 128 x 32 tile of 4-byte elements (rows of 128 bytes), 16-byte accesses; wavefronts (copy in, read rows, read columns): row_major 72 swizzle(128) 16 swizzle(64) 24 swizzle(32) 40 pad(4) 16 -> swizzle(128)
; SM100: getMemoryLayoutForType 'B' (32 x 128, address space 3, 16-byte accesses): swizzle(128)
; SM100-NEXT: why: sm_100: 32 x 128 tile of 4-byte elements (rows of 512 bytes), 16-byte accesses; wavefronts (copy in, read rows, read columns): row_major 72 swizzle(128) 16 swizzle(64) 24 swizzle(32) 40 pad(4) 16 -> swizzle(128)
; GFX90A: getMemoryLayoutForType 'A' (128 x 32, address space 3, 16-byte accesses): swizzle(128)
; GFX90A-NEXT: why: gfx90a: 128 x 32 tile of 4-byte elements (rows of 128 bytes), 16-byte accesses; wavefronts (copy in, read rows, read columns): row_major 144 swizzle(128) 32 swizzle(64) 48 swizzle(32) 80 pad(4) 40 -> swizzle(128)
; GFX90A: getMemoryLayoutForType 'B' (32 x 128, address space 3, 16-byte accesses): swizzle(128)
; GFX90A-NEXT: why: gfx90a: 32 x 128 tile of 4-byte elements (rows of 512 bytes), 16-byte accesses; wavefronts (copy in, read rows, read columns): row_major 144 swizzle(128) 32 swizzle(64) 48 swizzle(32) 80 pad(4) 32 -> swizzle(128)
; GFX942: getMemoryLayoutForType 'A' (128 x 32, address space 3, 16-byte accesses): swizzle(128)
; GFX942-NEXT: why: gfx942: 128 x 32 tile of 4-byte elements (rows of 128 bytes), 16-byte accesses; wavefronts (copy in, read rows, read columns): row_major 144 swizzle(128) 32 swizzle(64) 48 swizzle(32) 80 pad(4) 40 -> swizzle(128)
; GFX942: getMemoryLayoutForType 'B' (32 x 128, address space 3, 16-byte accesses): swizzle(128)
; GFX942-NEXT: why: gfx942: 32 x 128 tile of 4-byte elements (rows of 512 bytes), 16-byte accesses; wavefronts (copy in, read rows, read columns): row_major 144 swizzle(128) 32 swizzle(64) 48 swizzle(32) 80 pad(4) 32 -> swizzle(128)
; GFX950: getMemoryLayoutForType 'A' (128 x 32, address space 3, 16-byte accesses): swizzle(128)
; GFX950-NEXT: why: gfx950: 128 x 32 tile of 4-byte elements (rows of 128 bytes), 16-byte accesses; wavefronts (copy in, read rows, read columns): row_major 72 swizzle(128) 24 swizzle(64) 40 swizzle(32) 72 pad(4) 24 -> swizzle(128)
; GFX950: getMemoryLayoutForType 'B' (32 x 128, address space 3, 16-byte accesses): pad(4)
; GFX950-NEXT: why: gfx950: 32 x 128 tile of 4-byte elements (rows of 512 bytes), 16-byte accesses; wavefronts (copy in, read rows, read columns): row_major 136 swizzle(128) 24 swizzle(64) 40 swizzle(32) 72 pad(4) 16 -> pad(4)
