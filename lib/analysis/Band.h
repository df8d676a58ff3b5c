//===- Band.h - A band of perfectly nested counted loops ------------------===//
//
// Recognition ("is this a band?") of the loops a directive governs, kept
// apart from the dependence test ("may it be tiled?", Dependences.h) and
// from the rewrite (utils/TileBand.h), as LoopInterchange keeps Legality
// apart from Transform.
//
// A band of depth n is loops L1 ⊃ L2 ⊃ ... ⊃ Ln, each in LoopSimplify form,
// top-tested (the header is the only exiting block: clang's form of
// `for (int i = lo; i < hi; i += s)`), with one induction variable
// {lo,+,s} (s a non-zero constant), a trip count that SCEV computes, and
// nothing between two loops of the band but the loop control and
// side-effect-free arithmetic. Ln's body is arbitrary. The bounds are
// invariant in L1 (a rectangular band: bounds known at run time are fine),
// or, for a loop of step 1 or -1, affine in the counters of the band loops
// around it (a triangle or a trapezoid: `for (j = 0; j <= i; j++)`,
// `for (k = i + 1; k < n; k++)`); utils/BandBounds.h tiles such a loop in
// the tiles of its bounding box. Other induction variables of a band loop
// (indvars adds one for a triangular inner loop's bound) are affine
// functions of the loop counters, rebuilt after tiling.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_BAND_H
#define TILELANG_BAND_H

#include "analysis/Metadata.h"
#include "target/TargetInfo.h"
#include "llvm/ADT/SmallVector.h"
#include <string>

namespace llvm {
class Instruction;
class Loop;
class PHINode;
class ScalarEvolution;
class SCEV;
class BranchInst;
class BasicBlock;
} // namespace llvm

namespace tilelang {

struct BandLoop {
  llvm::Loop *L = nullptr;
  llvm::PHINode *IV = nullptr;
  const llvm::SCEV *Start = nullptr; ///< IV type
  int64_t Step = 0;
  const llvm::SCEV *TripCount = nullptr;  ///< body executions, IV type
  llvm::BranchInst *ExitBranch = nullptr; ///< in the header
  llvm::BasicBlock *InLoopSucc = nullptr; ///< header's successor in the loop
  llvm::BasicBlock *Exit = nullptr;       ///< header's successor outside
  bool NoSignedWrap = false;
  /// Bit J: Start or TripCount varies with band loop J (an outer one);
  /// 0 for a rectangular loop.
  unsigned BoundLoops = 0;
  /// The header's other induction variables: affine in the band's loop
  /// counters (ScalarEvolution), rebuilt by the tiler.
  llvm::SmallVector<llvm::PHINode *, 2> OtherIVs;
  /// The header's other phis: values carried from one iteration to the
  /// next (a scalar reduction `s += ...`). Only with AllowAccumulators, and
  /// only in the innermost loop: statements kept in place carry them from
  /// tile to tile (KeptStatements.h); otherwise such a phi refuses the band.
  llvm::SmallVector<llvm::PHINode *, 2> Accumulators;
};

struct Band {
  llvm::SmallVector<BandLoop, 4> Loops;
  /// Every load and store of the band, in program order.
  llvm::SmallVector<llvm::Instruction *, 16> Accesses;
  unsigned depth() const { return Loops.size(); }
  /// Whether every loop's bounds are invariant in the band.
  bool isRectangular() const {
    for (const BandLoop &BL : Loops)
      if (BL.BoundLoops)
        return false;
    return true;
  }
};

/// Whether \p I touches memory as a statement of a loop nest: reads or
/// writes it, other than debug info and assume-like intrinsics (what
/// analyzeBand collects or refuses, and what loop distribution moves).
bool touchesMemory(const llvm::Instruction &I);

/// The loop inside \p L that a band through \p L continues into: its only
/// subloop, or, where loop distribution may split sibling loops apart
/// (tile/Fission.h), the one whose nest is deepest (the first of equals);
/// null when \p L has none.
llvm::Loop *bandChild(const llvm::Loop &L);

/// Recognises the band of depth \p Depth rooted at \p Root. On failure
/// returns false and sets \p Why to a sentence a user can act on.
/// \p AllowImperfect: statements and sibling loops may sit between the
/// loops (loop distribution, tile/Fission.h, looks at such a band; the band
/// continues into bandChild); Accesses then holds theirs too.
/// \p AllowAccumulators: values carried by the innermost loop's header
/// phis are recorded (BandLoop::Accumulators) instead of refusing the band.
bool analyzeBand(llvm::Loop &Root, unsigned Depth, llvm::ScalarEvolution &SE,
                 Band &B, std::string &Why, bool AllowImperfect = false,
                 bool AllowAccumulators = false);

/// Whether \p D's tile clause is `tile(auto)`: one `auto`, which asks for
/// the whole band (docs/language.md); `tile(auto, auto)` is two loops.
bool isWholeBandAuto(const Directive &D);

/// The depth of the deepest band at \p Root that analyzeBand recognises
/// (perfectly nested, rectangular, counted loops); at least 1. When the
/// nest goes deeper, \p WhyNotDeeper (if given) gets analyzeBand's reason
/// for one loop more.
unsigned wholeBandDepth(llvm::Loop &Root, llvm::ScalarEvolution &SE,
                        std::string *WhyNotDeeper = nullptr);

/// The shape the target hooks see: trip counts and each array's loops.
BandShape describeBand(const Band &B, llvm::ScalarEvolution &SE,
                       const BoundDirective &BD);

} // namespace tilelang

#endif // TILELANG_BAND_H
