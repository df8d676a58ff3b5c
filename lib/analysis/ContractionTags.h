//===- ContractionTags.h - A recognised contraction carried through the IR ===//
//
// tilelang-tile recognises a compute(tensor_core) band's contraction on the
// band as the user wrote it (recognizeContraction, Contraction.h) and
// records it for tilelang-promote, which lowers it to the matrix unit after
// tilelang-map has spread the band over blocks and threads:
//   - on the outermost point loop, the property
//       !{!"tilelang.contraction", i32 M, i32 N, i32 K,
//         i32 ALayout, i32 BLayout, i32 CLayout,
//         !"A type", !"B type", !"C type", i32 Batch...}
//     band loops numbered from 0 (outermost first), layouts as
//     OperandLayout (0 row-major, 1 column-major, 2 strided), types in the
//     matrix units' names ("f16", "s8", "f32");
//   - on the four accesses of the statement, !tilelang.operand !{!"A"},
//     !{!"B"}, !{!"C"} (the store) and !{!"Cload"} (the load of C).
// Strip-mining, interchange and mapping keep the body's instructions, so
// the tags survive them; a pass that clones or rewrites the body must drop
// the property (readContraction then finds no tagged access and says so).
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_CONTRACTIONTAGS_H
#define TILELANG_CONTRACTIONTAGS_H

#include "analysis/Contraction.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <string>

namespace llvm {
class Instruction;
class LoadInst;
class Loop;
class StoreInst;
} // namespace llvm

namespace tilelang {

/// The contraction as tilelang-promote reads it back.
struct TaggedContraction {
  unsigned M = 0, N = 0, K = 0;
  llvm::SmallVector<unsigned, 2> Batch;
  OperandLayout Layout[3] = {OperandLayout::RowMajor, OperandLayout::RowMajor,
                             OperandLayout::RowMajor}; ///< A, B, C
  std::string Type[3];                                ///< A, B, C
  llvm::LoadInst *A = nullptr, *B = nullptr, *CLoad = nullptr;
  llvm::StoreInst *C = nullptr;
};

/// Tags \p R's accesses and records it on point loop \p Point.
void tagContraction(const Contraction &R, llvm::Loop &Point);

/// The contraction recorded on \p Point with its tagged accesses inside
/// \p Point; std::nullopt with \p Why when there is none or it is
/// incomplete.
std::optional<TaggedContraction> readContraction(const llvm::Loop &Point,
                                                 std::string &Why);

} // namespace tilelang

#endif // TILELANG_CONTRACTIONTAGS_H
