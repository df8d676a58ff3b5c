//===- analysis/KeptStatements.h - Statements tiled in place ----*- C++ -*-===//
//
// A band whose statements loop distribution cannot move (tile/Fission.h:
// a dependence runs both ways between them and the inner loop, as in a
// triangular solve `x[i] = b[i]; for (j < i) x[i] -= L[i][j] * x[j];
// x[i] /= L[i][i];`) may still be tiled with the statements kept where they
// are, between the band's last two loops, "inside the tiled band"
// (Wolf and Lam, PLDI 1991, tile imperfect nests by giving each statement
// the iteration point of the loop it precedes or follows):
//
//   for (i ...) { Pre(i); for (j in [lo(i), hi(i))) Body(i, j); Post(i); }
//
// is tiled as
//
//   for (it ...) for (jt ...) for (i in tile it) {
//     if (jt is the tile of row i's first point) Pre(i);
//     for (j in tile jt, clamped to [lo(i), hi(i))) Body(i, j);
//     if (jt is the tile of row i's last point) Post(i); }
//
// where Pre(i) sits at the point (i, lo(i)), before Body(i, lo(i)), and
// Post(i) at (i, max(lo(i), hi(i) - 1)), after Body(i, hi(i) - 1); an empty
// row keeps both at lo(i). Tiling is then legal when every dependence,
// between these points, has no '<' and '>' at two loops: the exact test
// (AffineDependence.h) gives each kept statement that point.
//
// This file finds the statements and checks what the rewrite
// (utils/TileBand.cpp) needs: they sit between the band's last two loops
// only, before or after the inner loop on every path, in regions whose
// values are used only inside themselves (what a guarded region computes
// does not exist where the guard skips it).
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_KEPTSTATEMENTS_H
#define TILELANG_KEPTSTATEMENTS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallVector.h"
#include <string>

namespace llvm {
class BasicBlock;
class DominatorTree;
class Instruction;
class PHINode;
} // namespace llvm

namespace tilelang {

struct Band;

/// The statements between a band's last two loops, kept in place.
struct KeptStatements {
  /// Per access of the band outside its innermost loop: true when it runs
  /// after that loop (Post), false before it (Pre).
  llvm::DenseMap<const llvm::Instruction *, bool> Sides;
  /// The blocks of the loop before the last that hold Pre and Post code
  /// (its header excluded).
  llvm::SmallVector<llvm::BasicBlock *, 8> PreBlocks, PostBlocks;
  bool HasPre = false, HasPost = false;
  /// The innermost loop's header phis that carry a row's running value
  /// (BandLoop::Accumulators): started before the loop, read after it.
  llvm::SmallVector<llvm::PHINode *, 2> Accumulators;
  /// The lines of the statements, for the remark ("lines 9 and 12").
  std::string Lines;
};

/// Finds the statements of the band \p B (recognised with AllowImperfect)
/// and checks that the tiler can keep them in place; false with \p Why, a
/// sentence for the user, otherwise.
bool findKeptStatements(const Band &B, const llvm::DominatorTree &DT,
                        KeptStatements &KS, std::string &Why);

/// The instructions of \p Blocks (a Pre or Post region) that stay in it:
/// phis, terminators, whatever touches memory, has effects or may trap,
/// and what computes on those. The rest is arithmetic the rewrite hoists
/// before the region's guard.
llvm::DenseSet<const llvm::Instruction *>
regionOwned(llvm::ArrayRef<llvm::BasicBlock *> Blocks);

} // namespace tilelang

#endif // TILELANG_KEPTSTATEMENTS_H
