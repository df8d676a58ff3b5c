//===- matrix/Legality.cpp - Whether a band can go to the matrix unit ----===//
//
// See BlockTile.h (checkBand) and MatrixLowering.h (legality): the band's
// tile and point loops as tilelang-tile and tilelang-map built them, the
// contraction tilelang-tile recorded, the K tile loop innermost with one
// preheader and exit, batch loops tiled by 1, 64-bit counters, accesses
// neither volatile nor atomic, addresses that can be rebuilt before the K
// loop.
//
//===----------------------------------------------------------------------===//
#include "matrix/BlockTile.h"
#include "utils/LoopCounter.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/IR/Instructions.h"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::matrix;

namespace {

class BandChecker {
public:
  explicit BandChecker(BlockPlan &BP) : BP(BP) {}
  bool check(std::string &Why);

private:
  BlockPlan &BP;
  Function &F = BP.F;
  Loop *P = BP.P;
  FunctionAnalysisManager &FAM = BP.FAM;
  MappedBand &MB = BP.MB;
  TaggedContraction &TC = BP.TC;
  Loop *&KLoop = BP.KLoop;

  bool readBand(std::string &Why);
  bool checkAddress(Value *V, std::string &Why) const;
};

bool BandChecker::readBand(std::string &Why) {
  std::optional<TiledBand> T = readTiledBand(*P);
  if (!T || !T->Depth) {
    Why = "the band is not tiled";
    return false;
  }
  MB.N = T->Depth;
  MB.Sizes.assign(T->Sizes.begin(), T->Sizes.end());
  MB.TT.assign(MB.N, nullptr);
  MB.PT.assign(MB.N, nullptr);
  MB.TC.assign(MB.N, nullptr);
  MB.TileLoop.assign(MB.N, nullptr);
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  Loop *L = P;
  for (unsigned Q = 0; Q < MB.N; ++Q) {
    unsigned D = T->bandLoopAt(Q);
    std::optional<LoopCounter> C = L ? loopCounter(*L) : std::nullopt;
    auto *End = C ? dyn_cast<CallInst>(C->Bound) : nullptr;
    auto *Add = End && End->getMetadata("tilelang.tile.end")
                    ? dyn_cast<BinaryOperator>(End->getArgOperand(0))
                    : nullptr;
    auto *TT = Add ? dyn_cast<PHINode>(Add->getOperand(0)) : nullptr;
    if (D >= MB.N || !TT || MB.PT[D]) {
      Why = "the band's point loops are not the ones tilelang-tile builds";
      return false;
    }
    MB.PT[D] = C->Phi;
    MB.TT[D] = TT;
    MB.TC[D] = End->getArgOperand(1);
    MB.TileLoop[D] = LI.getLoopFor(TT->getParent());
    if (Q + 1 < MB.N)
      L = L->getSubLoops().size() == 1 ? L->getSubLoops()[0] : nullptr;
  }
  return true;
}

/// Whether \p V, an address of the band's body, can be rebuilt at a point
/// before the K loop: side-effect-free arithmetic over the point counters
/// and values from outside the K tile loop.
bool BandChecker::checkAddress(Value *V, std::string &Why) const {
  auto *I = dyn_cast<Instruction>(V);
  if (!I || !KLoop->contains(I))
    return true;
  if (auto *Phi = dyn_cast<PHINode>(I)) {
    if (is_contained(MB.PT, Phi))
      return true;
    Why = "an address depends on a value computed in the loop other than "
          "the loops' counters";
    return false;
  }
  if (I->mayReadOrWriteMemory() || I->mayHaveSideEffects() ||
      isa<CallBase>(I)) {
    Why = "an address depends on a load or a call in the band";
    return false;
  }
  return all_of(I->operands(),
                [&](Value *Op) { return checkAddress(Op, Why); });
}

bool BandChecker::check(std::string &Why) {
  if (!readBand(Why))
    return false;
  std::optional<TaggedContraction> R = readContraction(*P, Why);
  if (!R)
    return false;
  TC = *R;
  KLoop = MB.TileLoop[TC.K];
  if (KLoop != P->getParentLoop()) {
    Why = "the K loop (loop " + std::to_string(TC.K + 1) +
          ") is not the innermost of the band's loops: the accumulators "
          "stay in registers only across an innermost K loop";
    return false;
  }
  for (unsigned L : TC.Batch)
    if (MB.Sizes[L] != 1) {
      Why = "batch loop " + std::to_string(L + 1) + " is tiled by " +
            std::to_string(MB.Sizes[L]) + "; tile it by 1";
      return false;
    }
  for (unsigned L = 0; L < MB.N; ++L)
    if (!MB.PT[L]->getType()->isIntegerTy(64) ||
        !MB.TT[L]->getType()->isIntegerTy(64) ||
        !MB.TC[L]->getType()->isIntegerTy(64)) {
      Why = "the band's counters are not 64-bit";
      return false;
    }
  if (!KLoop->getLoopPreheader() || !KLoop->getExitBlock()) {
    Why = "the K tile loop has no preheader or several exits";
    return false;
  }
  for (PHINode &Phi : KLoop->getExitBlock()->phis())
    for (Value *In : Phi.incoming_values())
      if (auto *I = dyn_cast<Instruction>(In); I && KLoop->contains(I)) {
        Why = "a value computed in the band is used after it";
        return false;
      }
  if (TC.A->isVolatile() || TC.B->isVolatile() || !TC.C->isSimple() ||
      (TC.CLoad && !TC.CLoad->isSimple())) {
    Why = "an access of the contraction is volatile or atomic";
    return false;
  }
  for (Instruction *I : {cast<Instruction>(TC.A), cast<Instruction>(TC.B),
                         cast<Instruction>(TC.C)})
    if (!checkAddress(getLoadStorePointerOperand(I), Why))
      return false;
  return true;
}

} // namespace

bool tilelang::matrix::checkBand(BlockPlan &BP, std::string &Why) {
  return BandChecker(BP).check(Why);
}
