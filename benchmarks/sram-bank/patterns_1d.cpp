//===- patterns_1d.cpp - Access patterns of 1-D blocks of 128 threads -----===//
//
// Compiled with -tilelang-sram-bank-block-dims=128 (benchmarks/sram-bank/
// build.sh); t = tid.x. Addresses in bytes from the buffer's start.
//
//===----------------------------------------------------------------------===//
#include "patterns.h"

// 4-byte words at strides of 1, 2, 4, 8, 32, 33 words.
LOAD(ld_w4_s1, float, 4 * t)
LOAD(ld_w4_s2, float, 8 * t)
LOAD(ld_w4_s4, float, 16 * t)
LOAD(ld_w4_s8, float, 32 * t)
LOAD(ld_w4_s32, float, 128 * (t & 31))
LOAD(ld_w4_s33, float, 132 * t)
STORE(st_w4_s1, float, 4 * t)
STORE(st_w4_s2, float, 8 * t)
STORE(st_w4_s32, float, 128 * (t & 31))
STORE(st_w4_s33, float, 132 * t)
// Broadcast: every lane the same word; lane pairs sharing a word.
LOAD(ld_w4_bcast, float, 64)
LOAD(ld_w4_pairs, float, 4 * (t / 2))
// A word-XOR permutation of a column: conflict-free.
LOAD(ld_w4_xorcol, float, 128 * (t & 31) + 4 * ((t ^ (t >> 5)) & 31))
// 8-byte vectors: contiguous, stride 2 (16 B), stride 3, stride 16.
LOAD(ld_w8_s1, float2v, 8 * t)
LOAD(ld_w8_s2, float2v, 16 * t)
LOAD(ld_w8_s3, float2v, 24 * t)
LOAD(ld_w8_s16, float2v, 128 * (t & 31))
STORE(st_w8_s1, float2v, 8 * t)
STORE(st_w8_s2, float2v, 16 * t)
// 16-byte vectors: contiguous, stride 2 (32 B), stride 8 (128 B), and a
// column of 16-byte chunks in 128-byte rows, plain and XOR-swizzled.
LOAD(ld_w16_s1, float4v, 16 * t)
LOAD(ld_w16_s2, float4v, 32 * t)
LOAD(ld_w16_s8, float4v, 128 * (t & 31))
LOAD(ld_w16_col128, float4v, 128 * (t & 7) + 16 * ((t >> 3) & 7))
LOAD(ld_w16_swz128, float4v, 128 * (t & 7) + 16 * (((t >> 3) ^ t) & 7))
STORE(st_w16_s1, float4v, 16 * t)
STORE(st_w16_s2, float4v, 32 * t)
STORE(st_w16_swz128, float4v, 128 * (t & 7) + 16 * (((t >> 3) ^ t) & 7))
// Bytes and half-words.
LOAD(ld_w1_s1, char, t)
LOAD(ld_w1_s128, char, 128 * (t & 31))
LOAD(ld_w2_s1, short, 2 * t)
LOAD(ld_w2_s32, short, 64 * (t & 31))
STORE(st_w1_s1, char, t)
STORE(st_w2_s32, short, 64 * (t & 31))
// Probes: broadcasts of 8 and 16 bytes (the model serves them in 2 and 4
// phases; compute capability 7.x was seen to take fewer).
LOAD(probe_ld_w8_bcast, float2v, 64)
LOAD(probe_ld_w16_bcast, float4v, 64)
// More probes of lanes sharing an address: pairs (l, l^1), quads, pairs
// (l, l^2), halves of the warp; 8- and 16-byte; distinct rows of one bank.
LOAD(probe_ld_w8_pairs, float2v, 8 * (t / 2))
LOAD(probe_ld_w8_quads, float2v, 8 * (t / 4))
LOAD(probe_ld_w8_xor2, float2v, 8 * ((t & 1) | ((t >> 2) << 1)))
LOAD(probe_ld_w8_halves, float2v, 8 * ((t / 16) & 1))
LOAD(probe_ld_w8_pairs_s2, float2v, 16 * (t / 2))
LOAD(probe_ld_w8_pairs_row, float2v, 128 * ((t / 2) & 15))
LOAD(probe_ld_w16_pairs, float4v, 16 * (t / 2))
LOAD(probe_ld_w16_quads, float4v, 16 * (t / 4))
LOAD(probe_ld_w16_xor2, float4v, 16 * ((t & 1) | ((t >> 2) << 1)))
LOAD(probe_ld_w16_eights, float4v, 16 * (t / 8))
LOAD(probe_ld_w16_halves, float4v, 16 * ((t / 16) & 1))
LOAD(probe_ld_w16_pairs_row, float4v, 128 * ((t / 2) & 15))
LOAD(probe_ld_w16_pairs_s2, float4v, 32 * (t / 2))
STORE(probe_st_w4_bcast, float, 64)
STORE(probe_st_w16_pairs, float4v, 16 * (t / 2))
STORE(probe_st_w8_bcast, float2v, 64)
