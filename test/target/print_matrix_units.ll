; print<tilelang-target> prints every matrix unit of the description after its resources: the
; shape, K multiple, each instruction (types, mnemonic, LLVM intrinsic, oldest chip) and the
; fragment layouts of A, B and C/D; shape-only units say so (targets/README.md, "Matrix units").
; RUN: %opt -disable-output -mtriple=nvptx64-nvidia-cuda -mcpu=sm_90 \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.ll 2>&1 | FileCheck %s --check-prefix=SM90
; RUN: %opt -disable-output -mtriple=amdgcn-amd-amdhsa -mcpu=gfx942 \
; RUN:   -passes='tilelang-directives,print<tilelang-target>' %S/Inputs/gemm.amdgcn.ll 2>&1 | FileCheck %s --check-prefix=GFX942

; SM90: resources: {{.*}}, 8 matrix units
; SM90-NEXT: matrix unit mma.sync.m16n8k16: 16 x 8 x 16 (f16,bf16), K multiple 16
; SM90-NEXT: f16 x f16 -> f32: mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 (llvm.nvvm.mma.m16n8k16.row.col.f32.f32), from sm_80
; SM90-NEXT: bf16 x bf16 -> f32: mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32 (llvm.nvvm.mma.m16n8k16.row.col.bf16), from sm_80
; SM90-NEXT: A 16 x 16: 8 per lane, row = lane/4 + 8*((i/2)%2), col = (lane%4)*2 + i%2 + 8*(i/4); ldmatrix x4
; SM90-NEXT: B 16 x 8: 4 per lane, row = (lane%4)*2 + i%2 + 8*(i/2), col = lane/4; ldmatrix x2
; SM90-NEXT: C 16 x 8: 4 per lane, row = lane/4 + 8*(i/2), col = (lane%4)*2 + i%2
; SM90-NEXT: matrix unit mma.sync.m16n8k8: 16 x 8 x 8 (tf32), K multiple 8
; SM90-NEXT: tf32 x tf32 -> f32: mma.sync.aligned.m16n8k8.row.col.f32.tf32.tf32.f32 (llvm.nvvm.mma.m16n8k8.row.col.tf32), from sm_80
; SM90-NEXT: A 16 x 8: 4 per lane, row = lane/4 + 8*(i%2), col = lane%4 + 4*(i/2); ldmatrix x4
; SM90-NEXT: B 8 x 8: 2 per lane, row = lane%4 + 4*i, col = lane/4; ldmatrix x2
; SM90-NEXT: C 16 x 8: 4 per lane, row = lane/4 + 8*(i/2), col = (lane%4)*2 + i%2
; SM90-NEXT: matrix unit mma.sync.m16n8k32: 16 x 8 x 32 (s8,u8), K multiple 32
; SM90-NEXT: s8 x s8 -> s32: mma.sync.aligned.m16n8k32.row.col.s32.s8.s8.s32 (llvm.nvvm.mma.m16n8k32.row.col.s8), from sm_80
; SM90-NEXT: u8 x u8 -> s32: mma.sync.aligned.m16n8k32.row.col.s32.u8.u8.s32 (llvm.nvvm.mma.m16n8k32.row.col.u8), from sm_80
; SM90-NEXT: A 16 x 32: 16 per lane, row = lane/4 + 8*((i/4)%2), col = (lane%4)*4 + i%4 + 16*(i/8); ldmatrix x4
; SM90-NEXT: B 32 x 8: 8 per lane, row = (lane%4)*4 + i%4 + 16*(i/4), col = lane/4; ldmatrix x2
; SM90-NEXT: C 16 x 8: 4 per lane, row = lane/4 + 8*(i/2), col = (lane%4)*2 + i%2
; SM90-NEXT: matrix unit mma.sync.m8n8k4: 8 x 8 x 4 (f64), K multiple 4
; SM90-NEXT: f64 x f64 -> f64: mma.sync.aligned.m8n8k4.row.col.f64.f64.f64.f64 (llvm.nvvm.mma.m8n8k4.row.col.f64), from sm_80
; SM90-NEXT: A 8 x 4: 1 per lane, row = lane/4, col = lane%4
; SM90-NEXT: B 4 x 8: 1 per lane, row = lane%4, col = lane/4
; SM90-NEXT: C 8 x 8: 2 per lane, row = lane/4, col = (lane%4)*2 + i
; SM90-NEXT: matrix unit mma.sync.m16n8k32.e4m3: 16 x 8 x 32 (e4m3,e5m2), shape only (no instruction described)
; SM90-NEXT: matrix unit wgmma.m64nNk16: 64 x 8 x 16 (f16,bf16), shape only (no instruction described)
; SM90-NEXT: matrix unit wgmma.m64nNk8: 64 x 8 x 8 (tf32), shape only (no instruction described)
; SM90-NEXT: matrix unit wgmma.m64nNk32: 64 x 8 x 32 (e4m3,e5m2,s8,u8), shape only (no instruction described)
; SM90-NEXT: directive at gemm.cpp:15:1

; GFX942: resources: {{.*}}, 12 matrix units
; GFX942-NEXT: matrix unit v_mfma_f32_32x32x8_f16: 32 x 32 x 8 (f16), K multiple 8
; GFX942-NEXT: f16 x f16 -> f32: v_mfma_f32_32x32x8_f16 (llvm.amdgcn.mfma.f32.32x32x8f16), from gfx908
; GFX942-NEXT: A 32 x 8: 4 per lane, row = lane%32, col = 4*(lane/32) + i
; GFX942-NEXT: B 8 x 32: 4 per lane, row = 4*(lane/32) + i, col = lane%32
; GFX942-NEXT: C 32 x 32: 16 per lane, row = 8*(i/4) + 4*(lane/32) + i%4, col = lane%32
; GFX942-NEXT: matrix unit v_mfma_f32_16x16x16_f16: 16 x 16 x 16 (f16), K multiple 16
; GFX942-NEXT: f16 x f16 -> f32: v_mfma_f32_16x16x16_f16 (llvm.amdgcn.mfma.f32.16x16x16f16), from gfx908
; GFX942-NEXT: A 16 x 16: 4 per lane, row = lane%16, col = 4*(lane/16) + i
; GFX942-NEXT: B 16 x 16: 4 per lane, row = 4*(lane/16) + i, col = lane%16
; GFX942-NEXT: C 16 x 16: 4 per lane, row = 4*(lane/16) + i, col = lane%16
; GFX942-NEXT: matrix unit v_mfma_f32_32x32x8_bf16: 32 x 32 x 8 (bf16), K multiple 8
; GFX942-NEXT: bf16 x bf16 -> f32: v_mfma_f32_32x32x8_bf16 (llvm.amdgcn.mfma.f32.32x32x8bf16.1k), from gfx90a
; GFX942-NEXT: A 32 x 8: 4 per lane, row = lane%32, col = 4*(lane/32) + i
; GFX942-NEXT: B 8 x 32: 4 per lane, row = 4*(lane/32) + i, col = lane%32
; GFX942-NEXT: C 32 x 32: 16 per lane, row = 8*(i/4) + 4*(lane/32) + i%4, col = lane%32
; GFX942-NEXT: matrix unit v_mfma_f32_16x16x16_bf16: 16 x 16 x 16 (bf16), K multiple 16
; GFX942-NEXT: bf16 x bf16 -> f32: v_mfma_f32_16x16x16_bf16 (llvm.amdgcn.mfma.f32.16x16x16bf16.1k), from gfx90a
; GFX942-NEXT: A 16 x 16: 4 per lane, row = lane%16, col = 4*(lane/16) + i
; GFX942-NEXT: B 16 x 16: 4 per lane, row = 4*(lane/16) + i, col = lane%16
; GFX942-NEXT: C 16 x 16: 4 per lane, row = 4*(lane/16) + i, col = lane%16
; GFX942-NEXT: matrix unit v_mfma_i32_32x32x16_i8: 32 x 32 x 16 (s8), K multiple 16
; GFX942-NEXT: s8 x s8 -> s32: v_mfma_i32_32x32x16_i8 (llvm.amdgcn.mfma.i32.32x32x16.i8), from gfx942
; GFX942-NEXT: A 32 x 16: 8 per lane, row = lane%32, col = 8*(lane/32) + i
; GFX942-NEXT: B 16 x 32: 8 per lane, row = 8*(lane/32) + i, col = lane%32
; GFX942-NEXT: C 32 x 32: 16 per lane, row = 8*(i/4) + 4*(lane/32) + i%4, col = lane%32
; GFX942-NEXT: matrix unit v_mfma_i32_16x16x32_i8: 16 x 16 x 32 (s8), K multiple 32
; GFX942-NEXT: s8 x s8 -> s32: v_mfma_i32_16x16x32_i8 (llvm.amdgcn.mfma.i32.16x16x32.i8), from gfx942
; GFX942-NEXT: A 16 x 32: 8 per lane, row = lane%16, col = 8*(lane/16) + i
; GFX942-NEXT: B 32 x 16: 8 per lane, row = 8*(lane/16) + i, col = lane%16
; GFX942-NEXT: C 16 x 16: 4 per lane, row = 4*(lane/16) + i, col = lane%16
; GFX942-NEXT: matrix unit v_mfma_f32_32x32x16_fp8_fp8: 32 x 32 x 16 (e4m3,e5m2), shape only (no instruction described)
; GFX942-NEXT: matrix unit v_mfma_f32_16x16x32_fp8_fp8: 16 x 16 x 32 (e4m3,e5m2), shape only (no instruction described)
; GFX942-NEXT: matrix unit v_mfma_f32_32x32x2_f32: 32 x 32 x 2 (f32), shape only (no instruction described)
; GFX942-NEXT: matrix unit v_mfma_f32_16x16x4_f32: 16 x 16 x 4 (f32), shape only (no instruction described)
; GFX942-NEXT: matrix unit v_mfma_f32_32x32x4_xf32: 32 x 32 x 4 (tf32), shape only (no instruction described)
; GFX942-NEXT: matrix unit v_mfma_f64_16x16x4_f64: 16 x 16 x 4 (f64), shape only (no instruction described)
; GFX942-NEXT: directive at gemm.cpp:15:1
