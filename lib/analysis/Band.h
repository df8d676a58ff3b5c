//===- Band.h - A band of perfectly nested counted loops ------------------===//
//
// Recognition ("is this a band?") and legality ("may it be tiled?") of the
// loops a directive governs, kept apart from the rewrite (TilePass.cpp), as
// LoopInterchange keeps Legality apart from Transform.
//
// A band of depth n is loops L1 ⊃ L2 ⊃ ... ⊃ Ln, each in LoopSimplify form,
// top-tested (the header is the only exiting block: clang's form of
// `for (int i = lo; i < hi; i += s)`), with one induction variable
// {lo,+,s} (s a non-zero constant), a trip count that SCEV computes and that
// is invariant in L1 (a rectangular band: bounds known at run time are
// fine), and nothing between two loops of the band but the loop control and
// side-effect-free arithmetic. Ln's body is arbitrary.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_BAND_H
#define TILELANG_BAND_H

#include "analysis/Metadata.h"
#include "target/TargetInfo.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/ValueHandle.h"
#include <string>

namespace llvm {
class DependenceInfo;
class Instruction;
class Loop;
class PHINode;
class ScalarEvolution;
class SCEV;
class BranchInst;
class BasicBlock;
class LoopInfo;
} // namespace llvm

namespace tilelang {

struct BandLoop {
  llvm::Loop *L = nullptr;
  llvm::PHINode *IV = nullptr;
  const llvm::SCEV *Start = nullptr; ///< IV type
  int64_t Step = 0;
  const llvm::SCEV *TripCount = nullptr; ///< body executions, IV type
  llvm::BranchInst *ExitBranch = nullptr; ///< in the header
  llvm::BasicBlock *InLoopSucc = nullptr; ///< header's successor in the loop
  llvm::BasicBlock *Exit = nullptr;       ///< header's successor outside
  bool NoSignedWrap = false;
};

struct Band {
  llvm::SmallVector<BandLoop, 4> Loops;
  /// Every load and store of the band, in program order.
  llvm::SmallVector<llvm::Instruction *, 16> Accesses;
  unsigned depth() const { return Loops.size(); }
};

/// What a loop's own condition says about its induction variable, read
/// before indvars rewrites the condition: the IV starts at Start and stays
/// below (Upper) or above (!Upper) Bound + Offset, inclusive when Inclusive.
struct IVBound {
  llvm::WeakTrackingVH Start, Bound;
  int64_t Offset = 0; ///< the bound is Bound + Offset (computed nsw)
  int64_t Step = 0;
  bool Upper = true, Inclusive = false, Signed = true;
};
/// Per loop header.
using IVBoundMap = llvm::DenseMap<const llvm::BasicBlock *, IVBound>;
/// Records the IV bounds of every loop of \p LI (loops in LoopSimplify form
/// whose header compares a header phi with a value invariant in the loop).
IVBoundMap collectIVBounds(llvm::LoopInfo &LI, llvm::ScalarEvolution &SE);

/// Recognises the band of depth \p Depth rooted at \p Root. On failure
/// returns false and sets \p Why to a sentence a user can act on.
bool analyzeBand(llvm::Loop &Root, unsigned Depth, llvm::ScalarEvolution &SE,
                 Band &B, std::string &Why);

/// Checks that the band is fully permutable with DependenceAnalysis (after
/// proving that delinearised subscripts stay within their dimensions): no
/// dependence that the loops outside the band do not carry has both a '<'
/// and a '>' among the band's directions. On failure sets \p Why to a
/// sentence naming the array and the direction vector. With \p Carried,
/// also sets bit K for every band loop K (0 = outermost) that carries a
/// dependence: two of its iterations touch one element, one of them writing
/// (the loops that may not be mapped to blocks or threads).
bool isFullyPermutable(const Band &B, llvm::DependenceInfo &DI,
                       llvm::ScalarEvolution &SE, const IVBoundMap &IVB,
                       const BoundDirective &BD, std::string &Why,
                       unsigned *Carried = nullptr);

/// The shape the target hooks see: trip counts and each array's loops.
BandShape describeBand(const Band &B, llvm::ScalarEvolution &SE,
                       const BoundDirective &BD);

} // namespace tilelang

#endif // TILELANG_BAND_H
