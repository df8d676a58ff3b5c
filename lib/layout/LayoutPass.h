//===- LayoutPass.h - tilelang-layout: layout of each staged GPU buffer ---===//
//
// Gives every buffer that tilelang-promote staged in a GPU scratchpad its
// layout (docs/language.md, `layout(X: ...)`), rewrites the buffer's
// element offsets to it, and fits the function's buffers into the
// scratchpad.
//
// Input (what tilelang-promote leaves for a GPU):
//   @tilelang.X = internal addrspace(3) global [N x T] poison, align 16,
//       !tilelang.buffer !{!"X", i64 E0, ..., i64 Ed-1},
//       !tilelang.layout.request !{!"KIND", i64 P1, i64 P2}
//   extents in elements, outermost first (N = their product); KIND is
//   row_major, col_major, pad (P1 = N), swizzle (P1 = span bytes, 0 = the
//   target's choice), interleave (P1 = R, P2 = C) or auto; no request means
//   auto. Every access of the buffer is
//     %off = call i64 @tilelang.buffer.offset.D(ptr addrspace(3) @tilelang.X,
//                                               i64 x0, ..., i64 xD-1)
//     %p = getelementptr inbounds T, ptr addrspace(3) @tilelang.X, i64 %off
//   followed by loads and stores of %p, with 0 <= xk < Ek.
//
// For each buffer of the function:
//   1. the layout: the request, or for auto TileLangTargetInfo::
//      getMemoryLayout(T, 3, last two extents, widest access in bytes);
//      a layout that cannot hold (a 1-D buffer, swizzle rows too short,
//      wide accesses it would split) is replaced, and the remark says why;
//   2. each offset call becomes the layout's element offset in i64
//      arithmetic (AppliedLayout::elementOffset), the layout applied to the
//      last two subscripts and the outer ones a batch of planes; accesses
//      whose alignment the layout no longer guarantees are lowered to what
//      it does guarantee;
//   3. the global is resized when the layout grows the plane (pad,
//      interleave, swizzle row groups);
//   4. `!tilelang.layout` (AppliedLayout below) is attached to the global,
//      and an optimisation remark (-pass-remarks=tilelang-layout) at the
//      directive says what was chosen and why.
// Then the function's scratchpad: the bytes of its address-space-3 globals
// after the layouts. On an NVPTX kernel over the static limit (the chip's
// bytes_per_block_static, 48 KiB), the staged buffers move into dynamic
// shared memory: offsets into one `@tilelang_dynamic_smem = external
// addrspace(3) global [0 x i8]` (PTX's `.extern .shared .b8 X[]`; an
// underscore, not a dot: NVPTX renames only local symbols, and a PTX
// identifier has no '.') at 128-byte aligned offsets (1024 / 512 / 256
// bytes for the 128 / 64 / 32-byte swizzles, HARDWARE.md), recorded as
//   !tilelang.dynamic_smem !{!{!"X", i64 ByteOffset, i64 Bytes, !Layout}, ...}
// on the function. The kernel's launch record, if it has one (named
// metadata !tilelang.launch = !{!{ptr @kernel, !"JSON object"}, ...}), gets
// "shared_bytes" (static bytes) and "dynamic_shared_bytes" (dynamic bytes).
// On AMDGPU (no dynamic LDS here) a total over the chip's LDS per block is
// an error at the directive with both numbers. Unused
// @tilelang.buffer.offset.* declarations are removed.
//
// A call that breaks the contract (not a staged buffer, wrong arity or
// types, malformed metadata) is an error naming what is wrong; the call is
// left as it is.
//
//   opt -load-pass-plugin=TileLangPasses.so -passes=tilelang-layout in.ll
//   opt -load-pass-plugin=TileLangPasses.so
//       -passes='tilelang-directives,tilelang-tile,tilelang-promote,tilelang-layout'
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_LAYOUTPASS_H
#define TILELANG_LAYOUTPASS_H

#include "analysis/Directive.h"
#include "llvm/IR/PassManager.h"
#include <cstdint>
#include <optional>
#include <string>

namespace llvm {
class LLVMContext;
class MDNode;
} // namespace llvm

namespace tilelang {

/// The layout a staged buffer was given: the `!tilelang.layout` metadata of
/// its global (or of its entry in !tilelang.dynamic_smem), written
///   !{!"KIND", i64 P1, i64 P2, i64 Rows, i64 Cols, i64 PlaneElems,
///     i64 Planes, i64 ElemBytes}
/// KIND is the final layout (never auto). Rows x Cols is the logical 2-D
/// plane (the last two extents; a 1-D buffer is 1 x E0), Planes the product
/// of the outer extents, PlaneElems the elements one plane occupies, so the
/// buffer holds Planes * PlaneElems elements of ElemBytes bytes each.
/// Element (batch b, row r, column c) is at element offset
///   b * PlaneElems + f(r, c)
/// with f, per KIND:
///   row_major              r * Cols + c                         (P1 = P2 = 0)
///   col_major              c * Rows + r                         (P1 = P2 = 0)
///   pad       (P1 = N)     r * (Cols + N) + c
///   swizzle   (P1 = span bytes S in {32, 64, 128}, P2 = rows per phase Q)
///                          (r * Cols + c) ^ (((r / Q) mod (S / 16)) * V)
///       with V = 16 / ElemBytes elements per 16-byte chunk: the chunk index
///       within each group of Q rows (S bytes) XORed with the group's
///       phase. Q = 1 for rows of at least S bytes (chunk ^= row mod S/16,
///       CuTe's Swizzle<3,4,3> for S = 128), S / row bytes for shorter rows
///       (Triton's perPhase); Rows is rounded up to a multiple of Q.
///   interleave (P1 = R', P2 = C')
///       ((r / R') * (Cp / C') + c / C') * (R' * C') + (r mod R') * C'
///       + c mod C', with Cp = Cols rounded up to a multiple of C' (and
///       Rows to a multiple of R'): R' x C' sub-tiles, each contiguous,
///       stored in row-major order.
struct AppliedLayout {
  Layout::Kind K = Layout::RowMajor;
  uint64_t P1 = 0, P2 = 0;
  uint64_t Rows = 1, Cols = 1, PlaneElems = 1, Planes = 1, ElemBytes = 1;

  /// f(r, c) above plus the plane, in elements; r < Rows, c < Cols.
  uint64_t elementOffset(uint64_t Plane, uint64_t R, uint64_t C) const;
  /// Elements of the whole buffer.
  uint64_t totalElems() const { return Planes * PlaneElems; }
  /// The metadata form above, and back (std::nullopt when malformed).
  llvm::MDNode *toMetadata(llvm::LLVMContext &Ctx) const;
  static std::optional<AppliedLayout> fromMetadata(const llvm::MDNode *N);
  /// "swizzle, 128-byte span: 16-byte chunk ^= row mod 8", for remarks.
  std::string describe() const;
};

struct LayoutPass : llvm::PassInfoMixin<LayoutPass> {
  llvm::PreservedAnalyses run(llvm::Function &F,
                              llvm::FunctionAnalysisManager &FAM);
  static bool isRequired() { return true; }
};

} // namespace tilelang

#endif // TILELANG_LAYOUTPASS_H
