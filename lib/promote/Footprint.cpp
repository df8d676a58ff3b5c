//===- promote/Footprint.cpp - Which elements each access touches --------===//
//
// The footprint analysis of tilelang-promote, for one array of a band: its
// accesses (no other access of the band may overlap them), the box of the
// elements they touch over the band (the union of their subscripts' ranges,
// Ranges.cpp), whether a buffer of that box fits, and the exact images that
// the copies move (each access's strided box, proven exact by imageOf, then
// merged by mergeImages). The band itself is read here too (BandContext: the
// point loops' tile sizes and thread loops). The subscripts come from
// Subscripts.cpp. Used by PromotePass.cpp before anything is rewritten.
//
//===----------------------------------------------------------------------===//
#include "promote/Staging.h"
#include "utils/FullTiles.h"
#include "utils/LoopCounter.h"
#include "llvm/Analysis/AliasAnalysis.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/Support/MathExtras.h"
#include <limits>
#include <numeric>

using namespace llvm;

namespace tilelang::promote {

BandContext::BandContext(Function &F, Loop &P, ScalarEvolution &SE,
                         AAResults &AA, const BoundDirective &BD,
                         StagingTarget &Target, DominatorTree &DT, LoopInfo &LI)
    : F(F), P(P), SE(SE), AA(AA), BD(BD), Target(Target), DT(DT), LI(LI) {
  // The point loops of a tiled band run at most their tile size.
  // !{"tilelang.tiled", Depth, Size per band loop..., band loop per
  // point position...}: the point loop at position Q runs at most the
  // tile size of the band loop it drives.
  if (std::optional<TiledBand> T = readTiledBand(P)) {
    const Loop *L = &P;
    for (unsigned Q = 0; Q < T->Depth && L; ++Q) {
      TB[L] = T->Sizes[T->bandLoopAt(Q)];
      L = L->getSubLoops().size() == 1 ? L->getSubLoops()[0] : nullptr;
    }
  }
  // Point loops spread over the threads (tilelang-map): each thread runs
  // ceil(size / threads) of their points.
  SmallVector<const Loop *, 8> Work{&P};
  while (!Work.empty()) {
    const Loop *L = Work.pop_back_val();
    append_range(Work, L->getSubLoops());
    std::optional<ThreadLoopInfo> T = readThreadLoop(*L);
    if (!T)
      continue;
    ThreadLoop TL;
    TL.Dim = T->Dim;
    TL.Threads = T->Threads;
    TL.Size = T->Size;
    std::optional<LoopCounter> C = loopCounter(*L);
    auto *First = C ? dyn_cast_or_null<BinaryOperator>(C->Start) : nullptr;
    if (!First || First->getOpcode() != Instruction::Add)
      continue;
    TL.TT = SE.getSCEV(First->getOperand(0));
    TL.Hi = SE.getSCEV(C->Bound);
    Threads[L] = TL;
    TB[L] = divideCeil(TL.Size, TL.Threads);
  }
  // TileTrips: every point loop of the band that runs from its tile loop's
  // counter to a tile end (see tileDriven).
  for (const Loop *L : P.getLoopsInPreorder()) {
    if (!tileDriven(L, /*Block=*/false))
      continue;
    std::optional<LoopCounter> C = loopCounter(*L);
    TileTrips[L] = SE.getMinusSCEV(SE.getSCEV(C->Bound), SE.getSCEV(C->Start));
  }
}

/// Whether \p L runs at least one iteration whenever the loop around it
/// does: a point loop of the band (from its tile loop's counter, which is
/// below the trip count, to the tile's end, !tilelang.tile.end) or, over
/// a block, a thread loop.
bool BandContext::tileDriven(const Loop *L, bool Block) const {
  if (Block && Threads.count(L))
    return true;
  std::optional<LoopCounter> C = loopCounter(*L);
  auto *End = C ? dyn_cast_or_null<Instruction>(C->Bound) : nullptr;
  auto *Start = C ? dyn_cast_or_null<PHINode>(C->Start) : nullptr;
  return End && End->getMetadata(TileEndMDName) && Start &&
         !P.contains(Start->getParent());
}

/// Whether \p I runs in every iteration of every loop around it in the
/// band: each of them exits at its header only, and \p I (or the loop
/// inside) dominates its latch.
bool BandContext::runsEveryIteration(const Instruction *I) const {
  const Loop *Child = nullptr;
  for (Loop *L = LI.getLoopFor(I->getParent()); L; L = L->getParentLoop()) {
    BasicBlock *Latch = L->getLoopLatch();
    const BasicBlock *Runs = Child ? Child->getHeader() : I->getParent();
    if (!Latch || L->getExitingBlock() != L->getHeader() ||
        !DT.dominates(Runs, Latch))
      return false;
    if (L == &P)
      break;
    Child = L;
  }
  return true;
}

uint64_t extentOf(const StagedArray &S, unsigned Dim) {
  const Range &R = S.Box[Dim];
  if (S.Strided)
    return R.Stride ? R.Bound / R.Stride + 1 : 1;
  return SaturatingAdd(R.Bound, uint64_t(1));
}

bool Footprint::analyze(StagedArray &S, std::string &Why) const {
  if (!collectAccesses(S, Why) || !SubscriptAnalysis(C).run(S, Why))
    return false;
  // Per access, the range of each subscript (the box's, imageOf's).
  SmallVector<SmallVector<Range, 4>, 8> Ranges;
  if (!boxOf(S, Ranges, Why) || !fitsBuffer(S, Why))
    return false;
  return exactImages(S, Ranges, Why);
}

bool Footprint::collectAccesses(StagedArray &S, std::string &Why) const {
  SmallVector<Instruction *, 16> Others;
  for (BasicBlock *BB : C.P.blocks())
    for (Instruction &I : *BB) {
      if (!isa<LoadInst>(I) && !isa<StoreInst>(I)) {
        if (I.mayReadOrWriteMemory() && !isa<IntrinsicInst>(I)) {
          Why = "the band calls a function that may access it";
          return false;
        }
        continue;
      }
      const Value *Ptr = getLoadStorePointerOperand(&I);
      if (getUnderlyingObject(Ptr) == S.Object)
        S.Accesses.push_back(&I);
      else
        Others.push_back(&I);
    }
  if (S.Accesses.empty()) {
    Why = "the band does not access it";
    return false;
  }
  // Two reads may overlap: a staged copy of memory nobody writes is exact.
  // The accesses' metadata counts (the scopes of a band behind a run-time
  // alias check, tile/RuntimeAliasCheck.h).
  for (Instruction *I : S.Accesses)
    for (Instruction *O : Others)
      if ((isa<StoreInst>(I) || isa<StoreInst>(O)) &&
          !C.AA.isNoAlias(
              MemoryLocation::getBeforeOrAfter(getLoadStorePointerOperand(I),
                                               I->getAAMetadata()),
              MemoryLocation::getBeforeOrAfter(getLoadStorePointerOperand(O),
                                               O->getAAMetadata()))) {
        Why = "another access of the band may overlap it (" +
              describeObject(getUnderlyingObject(getLoadStorePointerOperand(O)),
                             &C.BD) +
              "); declare the pointers __restrict";
        return false;
      }
  return true;
}

bool Footprint::boxOf(StagedArray &S,
                      SmallVectorImpl<SmallVector<Range, 4>> &Ranges,
                      std::string &Why) const {
  ScalarEvolution &SE = C.SE;
  const Loop &P = C.P;
  unsigned D = S.DimSizes.size() + 1;
  S.Box.resize(D);
  Ranges.assign(S.Subscripts.size(), SmallVector<Range, 4>(D));
  for (unsigned Dim = 0; Dim < D; ++Dim) {
    for (auto [K, Subs] : enumerate(S.Subscripts)) {
      Range R;
      RangeContext RC = C.ranges(S.Block);
      if (!rangeOver(Subs[Dim], P, SE, RC, R)) {
        // A run-time step in one dimension: the array's row size was not
        // recovered from the subscripts (delinearization).
        bool RunTimeStep =
            S.DimSizes.empty() &&
            SCEVExprContains(Subs[Dim], [&](const SCEV *X) {
              const auto *AR = dyn_cast<SCEVAddRecExpr>(X);
              return AR && P.contains(AR->getLoop()) &&
                     !isa<SCEVConstant>(AR->getStepRecurrence(SE));
            });
        Why = RunTimeStep
                  ? "its dimensions cannot be recovered from the subscripts "
                    "(delinearization), and as one dimension its subscript "
                    "moves by a run-time step within the band"
                  : "the footprint of subscript " + std::to_string(Dim + 1) +
                        " over the band cannot be derived (not an affine "
                        "function of the loop indices with constant steps)";
        return false;
      }
      Ranges[K][Dim] = R;
      Range &B = S.Box[Dim];
      if (K == 0) {
        B = R;
      } else {
        // The union of the accesses' boxes: they differ by constants
        // (A[i][j], A[i+1][j-1], ...), so the bound grows by that offset.
        auto Diff = [&](const SCEV *A,
                        const SCEV *Bv) -> std::optional<int64_t> {
          if (const auto *C = dyn_cast<SCEVConstant>(SE.getMinusSCEV(A, Bv)))
            return C->getAPInt().getSExtValue();
          return std::nullopt;
        };
        auto DMin = Diff(R.Min, B.Min), DMax = Diff(R.Max, B.Max);
        if (!DMin || !DMax) {
          Why = "its accesses' footprints are not constant offsets of "
                "each other";
          return false;
        }
        int64_t Lo = std::min<int64_t>(0, *DMin);
        int64_t Hi = std::max<int64_t>(0, *DMax);
        if (*DMin < 0)
          B.Min = R.Min;
        if (*DMax > 0)
          B.Max = R.Max;
        B.Bound = SaturatingAdd(std::max(B.Bound, R.Bound), uint64_t(Hi - Lo));
        B.Stride = std::gcd(std::gcd(B.Stride, R.Stride),
                            uint64_t(*DMin < 0 ? -*DMin : *DMin));
      }
    }
  }
  return true;
}

bool Footprint::fitsBuffer(const StagedArray &S, std::string &Why) const {
  uint64_t Elems = 1;
  for (unsigned Dim = 0; Dim < S.Box.size(); ++Dim)
    Elems = SaturatingMultiply(Elems, extentOf(S, Dim));
  uint64_t Bytes = SaturatingMultiply(Elems, S.ElemBytes);
  // A dimension as long as a loop of unknown trip count (2^30 or more
  // elements) has no useful bound.
  if (any_of(S.Box, [](const Range &R) { return R.Bound >= (1ull << 30); }))
    Bytes = std::numeric_limits<uint64_t>::max();
  if (Bytes <= MaxStagedBytes)
    return true;
  bool Tiled = !C.TB.empty();
  Why = (Bytes == std::numeric_limits<uint64_t>::max()
             ? std::string("its footprint has no bound known at compile "
                           "time")
             : "its footprint may take " + std::to_string(Bytes) + " bytes") +
        ", more than the " + std::to_string(MaxStagedBytes) +
        " bytes a staged buffer may take; " +
        (Tiled ? "use smaller tiles"
               : "tile the band (tile(...)) so that each tile's "
                 "footprint is bounded");
  return false;
}

bool Footprint::exactImages(StagedArray &S,
                            ArrayRef<SmallVector<Range, 4>> Ranges,
                            std::string &Why) const {
  // Exact copies: copy-in reads the loads' images, copy-out writes the
  // stores' images, and nothing else.
  SmallVector<bool, 8> Always;
  for (Instruction *I : S.Accesses)
    Always.push_back(C.runsEveryIteration(I));
  for (unsigned K = 0; K < S.Accesses.size(); ++K) {
    // An access that runs only in some iterations adds nothing when one of
    // the same kind, with the same subscripts, runs in all of them
    // (`if (A[i] > 0) C[i] = A[i]`: the second read of A[i]).
    bool Covered = false;
    if (!Always[K])
      for (unsigned J = 0; J < S.Accesses.size() && !Covered; ++J)
        Covered =
            J != K && Always[J] &&
            isa<StoreInst>(S.Accesses[J]) == isa<StoreInst>(S.Accesses[K]) &&
            ArrayRef<const SCEV *>(S.Subscripts[J]) ==
                ArrayRef<const SCEV *>(S.Subscripts[K]);
    if (Covered)
      continue;
    std::optional<Image> Im = imageOf(S, K, Ranges[K], Why);
    if (!Im) {
      Why = "its footprint cannot be copied exactly: " + Why;
      return false;
    }
    (isa<StoreInst>(S.Accesses[K]) ? S.Writes : S.Reads)
        .push_back(std::move(*Im));
  }
  mergeImages(C.SE, S.Reads);
  mergeImages(C.SE, S.Writes);
  S.PlainReads = isPlain(S, S.Reads);
  S.PlainWrites = isPlain(S, S.Writes);
  return true;
}

/// The image of access \p K of \p S over the band, or std::nullopt with
/// \p Why when it cannot be proven to be exactly its strided box: each
/// subscript moves with loops of its own (none shared with another
/// subscript), all by one step; the access runs in every iteration of the
/// loops around it; their trip counts do not change within the band. Its
/// box is \p Ranges, the subscripts' ranges that boxOf computed.
std::optional<Image> Footprint::imageOf(const StagedArray &S, unsigned K,
                                        ArrayRef<Range> Ranges,
                                        std::string &Why) const {
  ScalarEvolution &SE = C.SE;
  const Loop &P = C.P;
  Instruction *I = S.Accesses[K];
  Image Im;
  SmallPtrSet<const Loop *, 4> Moves;
  for (auto [D, Sub] : enumerate(S.Subscripts[K])) {
    std::string Which = "subscript " + std::to_string(D + 1) + " of a " +
                        (isa<StoreInst>(I) ? "write" : "read");
    DenseMap<const Loop *, int64_t> Coef;
    // Over a block, the thread ids (only in the thread loops' starts, by
    // tilelang-map) are taken as 0 and thread loops step one point.
    const SCEV *Moving =
        S.Block ? unitSteps(threadZero(Sub, SE), SE, C.Threads) : Sub;
    if (!loopSteps(Moving, P, SE, 1, Coef)) {
      Why = Which + " is not an invariant plus constant multiples of the "
                    "loop indices";
      return std::nullopt;
    }
    int64_t Mag = 0;
    for (auto [L, Co] : Coef) {
      if (Co == 0)
        continue;
      if (!Moves.insert(L).second) {
        Why = Which + " moves with a loop another subscript moves with (a "
                      "diagonal): its box holds elements it never touches";
        return std::nullopt;
      }
      int64_t A = Co < 0 ? -Co : Co;
      if (Mag && A != Mag) {
        Why = Which + " moves with two loops by different steps (a "
                      "flattened row whose size was not recovered): its "
                      "range holds elements it never touches";
        return std::nullopt;
      }
      Mag = A;
      if (!C.tileDriven(L, S.Block))
        Im.MayBeEmpty = true;
    }
    Im.Box.push_back(Ranges[D]);
    Im.Span.push_back(0);
  }
  if (!C.runsEveryIteration(I)) {
    Why = std::string("a ") + (isa<StoreInst>(I) ? "write" : "read") +
          " of it does not run in every iteration of the band (a "
          "condition or an early exit around it)";
    return std::nullopt;
  }
  for (Loop *L = C.LI.getLoopFor(I->getParent()); L; L = L->getParentLoop()) {
    if (!Moves.count(L) && !C.tileDriven(L, S.Block)) {
      const SCEV *TC = SE.getExitCount(L, L->getHeader());
      if (isa<SCEVCouldNotCompute>(TC) || !SE.isLoopInvariant(TC, &P)) {
        Why = "a loop around an access of it runs a number of iterations "
              "that changes within the band";
        return std::nullopt;
      }
      if (!SE.isKnownPositive(TC))
        Im.NonZero.push_back(TC);
    }
    if (L == &P)
      break;
  }
  return Im;
}

/// Removes duplicate images and merges images that differ by a shift in
/// one dimension into one when their union is again a strided box.
void mergeImages(ScalarEvolution &SE, SmallVectorImpl<Image> &V) {
  auto Const = [&](const SCEV *A, const SCEV *B) -> std::optional<int64_t> {
    if (const auto *C = dyn_cast<SCEVConstant>(SE.getMinusSCEV(A, B)))
      if (C->getAPInt().getSignificantBits() <= 32)
        return C->getAPInt().getSExtValue();
    return std::nullopt;
  };
  auto SameGuards = [](const Image &A, const Image &B) {
    return A.MayBeEmpty == B.MayBeEmpty &&
           ArrayRef<const SCEV *>(A.NonZero) ==
               ArrayRef<const SCEV *>(B.NonZero);
  };
  // A union of B into A when A and B agree in every dimension but at most
  // one, and there B starts at most one step past A's end.
  auto TryMerge = [&](Image &A, const Image &B) {
    if (!SameGuards(A, B) || (A.MayBeEmpty && A.Box != B.Box))
      return false;
    int Other = -1;
    for (unsigned D = 0; D < A.Box.size(); ++D) {
      const Range &X = A.Box[D], &Y = B.Box[D];
      if (X.Min == Y.Min && X.Max == Y.Max && X.Stride == Y.Stride)
        continue;
      if (Other >= 0)
        return false;
      Other = D;
    }
    if (Other < 0)
      return true; // the same image
    Range &X = A.Box[Other];
    const Range &Y = B.Box[Other];
    auto DMin = Const(Y.Min, X.Min), DMax = Const(Y.Max, X.Max);
    if (!DMin || !DMax)
      return false;
    bool Swap = *DMin < 0;
    const Range &Lo = Swap ? Y : X, &Hi = Swap ? X : Y;
    uint64_t SpanLo = Swap ? B.Span[Other] : A.Span[Other];
    uint64_t SpanHi = Swap ? A.Span[Other] : B.Span[Other];
    uint64_t Shift = uint64_t(Swap ? -*DMin : *DMin);
    // One step: the images' (points have none: the shift is the step).
    uint64_t Step = Lo.Stride ? Lo.Stride : Shift;
    if (Lo.Stride != Hi.Stride || Step == 0 || Shift % Step ||
        Shift > SpanLo + Step)
      return false;
    bool HiEnds = Swap ? *DMax < 0 : *DMax > 0;
    Range M;
    M.Min = Lo.Min;
    M.Max = HiEnds ? Hi.Max : Lo.Max;
    M.Stride = Step;
    M.Bound = std::max(Lo.Bound, SaturatingAdd(Hi.Bound, Shift));
    A.Span[Other] = std::max(SpanLo, SpanHi + Shift);
    X = M;
    return true;
  };
  for (bool Changed = true; Changed;) {
    Changed = false;
    for (unsigned I = 0; I < V.size() && !Changed; ++I)
      for (unsigned J = I + 1; J < V.size() && !Changed; ++J)
        if (TryMerge(V[I], V[J])) {
          V.erase(V.begin() + J);
          Changed = true;
        }
  }
}

/// A region that is one image equal to the box the copies loop over (with
/// the steps they take), never empty when the band runs.
bool isPlain(const StagedArray &S, ArrayRef<Image> Region) {
  if (Region.size() != 1 || Region[0].MayBeEmpty || !Region[0].NonZero.empty())
    return false;
  for (auto [D, R] : enumerate(Region[0].Box)) {
    const Range &B = S.Box[D];
    uint64_t LoopStep = S.Strided && B.Stride ? B.Stride : 1;
    if (R.Min != B.Min || R.Max != B.Max ||
        (R.Stride > 1 && R.Stride != LoopStep))
      return false;
  }
  return true;
}

} // namespace tilelang::promote
