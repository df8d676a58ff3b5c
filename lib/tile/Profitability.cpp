//===- tile/Profitability.cpp - Does tiling a host band pay? --------------===//
//
// See Profitability.h.
//
//===----------------------------------------------------------------------===//
#include "tile/Profitability.h"
#include "analysis/ArrayView.h"
#include "analysis/BandInfo.h"
#include "analysis/Metadata.h"
#include "target/TargetInfo.h"
#include "tile/TileDecision.h"
#include "utils/GPU.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/Delinearization.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/IR/Instructions.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#define DEBUG_TYPE "tilelang-tile"

using namespace llvm;
using namespace tilelang;

static cl::opt<bool> Profitability(
    "tilelang-profitability", cl::init(true),
    cl::desc("On the host, tile a band with `auto` sizes (and distribute "
             "its statements) only when the traffic model finds it at least "
             "25% faster (tile/Profitability.h); off: always"));

/// Tiled must be at least this much faster than as written: a margin for
/// what the model leaves out (the prefetchers, the overlap of memory and
/// work, the vectorizer's choices, cache-set conflicts); the new-user test
/// found a transpose the model priced 20 % faster run 0.4x to 0.65x of
/// plain clang at sizes that are not powers of two.
static constexpr double MinGain = 0.75;

bool TilingCosts::pays() const {
  return !Valid || (!LargeFails && Tiled.Cycles <= MinGain * AsWritten.Cycles);
}

std::string TilingCosts::text() const {
  std::string S;
  raw_string_ostream OS(S);
  OS << "the traffic model estimates " << costText(Tiled) << ", tiled, against "
     << costText(AsWritten) << ", as written";
  if (Assumed)
    OS << " (trip counts known only at run time, unbounded by the arrays' "
          "dimensions, taken as "
       << (LargeFails ? "4096; it pays at 1024)"
           : pays()   ? "1024; it pays at 4096 too)"
                      : "1024)");
  return S;
}

bool tilelang::profitabilityDecides(const BoundDirective &BD) {
  return Profitability && is_contained(BD.D.TileSizes, 0u);
}

namespace {

/// \p S in 64 bits without what only matters at the edges of its range:
/// extensions, and the constant of a min or max with one other operand
/// (`(-1 + (1 smax (-1 + n)))` -> `-2 + n`). An estimate, for comparing trip
/// counts.
const SCEV *withoutClamps(const SCEV *S, ScalarEvolution &SE) {
  Type *I64 = Type::getInt64Ty(S->getType()->getContext());
  if (const auto *C = dyn_cast<SCEVCastExpr>(S))
    return withoutClamps(C->getOperand(0), SE);
  if (const auto *MM = dyn_cast<SCEVMinMaxExpr>(S)) {
    const SCEV *Other = nullptr;
    for (const SCEV *Op : MM->operands())
      if (!isa<SCEVConstant>(Op)) {
        if (Other)
          return SE.getNoopOrAnyExtend(S, I64);
        Other = Op;
      }
    return Other ? withoutClamps(Other, SE) : SE.getNoopOrAnyExtend(S, I64);
  }
  if (const auto *A = dyn_cast<SCEVAddExpr>(S)) {
    SmallVector<const SCEV *, 4> Ops;
    for (const SCEV *Op : A->operands())
      Ops.push_back(withoutClamps(Op, SE));
    return SE.getAddExpr(Ops);
  }
  return SE.getNoopOrAnyExtend(S, I64);
}

/// Per band loop, an upper bound of its trip count from the arrays it walks:
/// a subscript that it moves by S inside a dimension of constant size C
/// (delinearised: `double A[N][M]`, whose subscripts the legality step
/// proved or checks at run time to stay inside) runs at most C / S
/// iterations; loops with the same trip count share the bound. 0: none.
SmallVector<uint64_t, 4> boundsFromDimensions(const Band &B,
                                              ScalarEvolution &SE) {
  unsigned N = B.depth();
  SmallVector<uint64_t, 4> Bound(N, 0);
  auto Tighten = [&](unsigned L, uint64_t V) {
    if (V && (!Bound[L] || V < Bound[L]))
      Bound[L] = V;
  };
  for (Instruction *I : B.Accesses) {
    // The array's type first (ArrayView.h): the steps of Y[j][i] with
    // `j = i + 1 ..` read as rows of 17 in a `double Y[][16]` bound
    // nothing (new-user test of session 8: "taken as 1024" for loops over
    // 16 x 16 arrays).
    SmallVector<const SCEV *, 4> Subs, Sizes;
    if (!subscriptsFromType(SE, I, Subs, Sizes)) {
      Subs.clear();
      Sizes.clear();
      delinearizeAccess(SE, I, Subs, Sizes);
    }
    for (unsigned K = 1; K < Subs.size() && K - 1 < Sizes.size(); ++K) {
      const auto *C = dyn_cast<SCEVConstant>(Sizes[K - 1]);
      if (!C || C->getAPInt().getActiveBits() > 32)
        continue;
      uint64_t Size = C->getAPInt().getZExtValue();
      for (const SCEV *E = Subs[K];
           const auto *AR = dyn_cast<SCEVAddRecExpr>(E); E = AR->getStart()) {
        const auto *Step = dyn_cast<SCEVConstant>(AR->getStepRecurrence(SE));
        for (unsigned L = 0; L < N && Step; ++L)
          if (B.Loops[L].L == AR->getLoop() && !Step->getAPInt().isZero())
            Tighten(L, Size / std::max<uint64_t>(
                                  1, Step->getAPInt().abs().getZExtValue()));
      }
    }
  }
  // Trip counts a constant apart (`i < n - 1` and `j < n`) share bounds.
  for (unsigned L = 0; L < N; ++L)
    for (unsigned M = 0; M < N; ++M) {
      if (!Bound[M] || L == M || !B.Loops[L].TripCount || !B.Loops[M].TripCount)
        continue;
      const auto *D = dyn_cast<SCEVConstant>(
          SE.getMinusSCEV(withoutClamps(B.Loops[L].TripCount, SE),
                          withoutClamps(B.Loops[M].TripCount, SE)));
      if (D && D->getAPInt().getSignificantBits() <= 32) {
        int64_t V = int64_t(Bound[M]) + D->getAPInt().getSExtValue();
        Tighten(L, uint64_t(std::max<int64_t>(1, V)));
      }
    }
  return Bound;
}

/// Per band loop: its trip count, else the bound from its arrays'
/// dimensions, else ScalarEvolution's constant maximum, else \p Unknown
/// (its bit set in \p Assumed).
SmallVector<uint64_t, 4> estimatedExtents(const Band &B, const BandShape &S,
                                          ScalarEvolution &SE, uint64_t Unknown,
                                          unsigned &Assumed) {
  SmallVector<uint64_t, 4> E;
  SmallVector<uint64_t, 4> Dim = boundsFromDimensions(B, SE);
  Assumed = 0;
  for (unsigned L = 0; L < B.depth(); ++L) {
    if (L < S.TripCounts.size() && S.TripCounts[L]) {
      E.push_back(*S.TripCounts[L]);
      continue;
    }
    if (Dim[L]) {
      E.push_back(Dim[L]);
      continue;
    }
    // A maximum from the counter's type alone (2^31 for `i < n`) says
    // nothing: only one below 2^16 is taken.
    uint64_t Max = SE.getSmallConstantMaxTripCount(B.Loops[L].L);
    if (!Max || Max > (1u << 16)) {
      Max = Unknown;
      Assumed |= 1u << L;
    }
    E.push_back(Max);
  }
  return E;
}

/// The trip counts an unknown loop is taken at: the decision must hold at
/// each.
constexpr uint64_t UnknownTrips[] = {1024, 4096};

/// Iterations of the loops inside the band's body per band iteration: the
/// largest product, over the band's accesses, of the trip counts of the
/// loops between the access and the innermost band loop (a constant, else
/// ScalarEvolution's constant maximum below 2^16, else \p Unknown).
double innerTrips(const Band &B, LoopInfo &LI, ScalarEvolution &SE,
                  uint64_t Unknown) {
  const Loop *Innermost = B.Loops.back().L;
  double Most = 1;
  for (Instruction *I : B.Accesses) {
    double P = 1;
    for (const Loop *L = LI.getLoopFor(I->getParent());
         L && L != Innermost && Innermost->contains(L);
         L = L->getParentLoop()) {
      uint64_t T = SE.getSmallConstantTripCount(L);
      if (!T)
        T = SE.getSmallConstantMaxTripCount(L);
      P *= double(T && T <= (1u << 16) ? T : Unknown);
    }
    Most = std::max(Most, P);
  }
  return Most;
}

const TargetDescription *descriptionOf(Function &F,
                                       FunctionAnalysisManager &FAM) {
  auto TI = TileLangTargetInfo::get(F, FAM.getResult<TargetIRAnalysis>(F));
  return TI ? TI->description() : nullptr;
}

/// The band's costs as written and as tiled with \p Sizes and the orders
/// (first and second), unknown trip counts taken at \p Unknown (the loops
/// whose count was taken: \p Assumed; the extents used: \p Extents).
std::pair<TrafficCost, TrafficCost>
priceAt(const Band &B, const BandShape &S, ScalarEvolution &SE, LoopInfo &LI,
        const TrafficMachine &M, uint64_t Unknown, ArrayRef<unsigned> Sizes,
        ArrayRef<unsigned> TileOrder, ArrayRef<unsigned> PointOrder,
        unsigned &Assumed, SmallVectorImpl<uint64_t> &Extents) {
  Assumed = 0;
  Extents = estimatedExtents(B, S, SE, Unknown, Assumed);
  double Inner = innerTrips(B, LI, SE, Unknown);
  TrafficCost W = estimateTraffic(S, nestAsWritten(Extents), M, Inner);
  TrafficCost T = estimateTraffic(
      S, nestTiled(Extents, Sizes, TileOrder, PointOrder), M, Inner);
  LLVM_DEBUG(dbgs() << "profitability at " << Unknown << ": tiled "
                    << costText(T) << ", as written " << costText(W) << "\n");
  return {W, T};
}

} // namespace

TilingCosts tilelang::priceTiling(Function &F, FunctionAnalysisManager &FAM,
                                  const Band &B, ScalarEvolution &SE,
                                  const BoundDirective &BD,
                                  ArrayRef<unsigned> Sizes,
                                  ArrayRef<unsigned> TileOrder,
                                  ArrayRef<unsigned> PointOrder) {
  TilingCosts C;
  if (gpuKind(*F.getParent()) != GPUKind::None || Sizes.size() != B.depth())
    return C;
  BandShape S = describeBandForTarget(B, SE, BD);
  TrafficMachine M = trafficMachine(descriptionOf(F, FAM));
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  for (uint64_t Unknown : UnknownTrips) {
    unsigned Assumed = 0;
    SmallVector<uint64_t, 4> Extents;
    auto [W, T] = priceAt(B, S, SE, LI, M, Unknown, Sizes, TileOrder,
                          PointOrder, Assumed, Extents);
    if (!C.Valid) {
      C.AsWritten = W, C.Tiled = T, C.Valid = true;
      C.Assumed = Assumed;
    } else if (T.Cycles > MinGain * W.Cycles) {
      C.LargeFails = true; // report the size where it does not pay
      C.AsWritten = W, C.Tiled = T;
    }
    // Unknown trip counts: at 4096 too, when it pays at 1024.
    if (!Assumed || !C.pays())
      break;
  }
  return C;
}

bool tilelang::distributionPays(Function &F, FunctionAnalysisManager &FAM,
                                const Band &B, ArrayRef<Instruction *> Moved,
                                ScalarEvolution &SE, const BoundDirective &BD,
                                std::string &Why) {
  if (!profitabilityDecides(BD) || gpuKind(*F.getParent()) != GPUKind::None)
    return true;
  // The arrays the moved statements access that the band accesses too.
  SmallPtrSet<const Value *, 4> MovedObjects;
  for (Instruction *I : Moved)
    if (Value *P = getLoadStorePointerOperand(I))
      MovedObjects.insert(getUnderlyingObject(P));
  BoundDirective All = BD;
  All.D.TileSizes.assign(B.depth(), 0);
  BandShape S = describeBandForTarget(B, SE, All);
  SmallVector<std::string, 2> Shared;
  SmallPtrSet<const Value *, 4> Seen;
  for (Instruction *I : B.Accesses)
    if (Value *P = getLoadStorePointerOperand(I)) {
      const Value *O = getUnderlyingObject(P);
      if (MovedObjects.contains(O) && Seen.insert(O).second)
        Shared.push_back(describeObject(O, &BD));
    }
  if (Shared.empty())
    return true;
  SmallVector<unsigned, 3> KernelThreads;
  TileChoice Choice =
      decideTiling(F, FAM, B, SE, All, 0, /*GPU=*/false, KernelThreads);
  TrafficMachine M = trafficMachine(descriptionOf(F, FAM));
  auto &LI = FAM.getResult<LoopAnalysis>(F);
  for (uint64_t Unknown : UnknownTrips) {
    unsigned Assumed = 0;
    SmallVector<uint64_t, 4> Extents;
    TilingCosts C; // its text without the note on trip counts
    C.Valid = true;
    std::tie(C.AsWritten, C.Tiled) =
        priceAt(B, S, SE, LI, M, Unknown, Choice.Sizes, Choice.TileOrder,
                Choice.PointOrder, Assumed, Extents);
    // The second read: the shared arrays' lines over the whole band, from
    // the first level that holds the band's footprint (memory past the
    // last), into the level inside it.
    double Whole = 0, SharedBytes = 0;
    SmallVector<unsigned, 4> Full(Extents.begin(), Extents.end());
    for (const BandShape::ArrayUse &A : S.Arrays) {
      double Bytes = double(A.footprint(Full)) * A.ElementBytes;
      Whole += Bytes;
      if (is_contained(Shared, A.Name))
        SharedBytes += Bytes;
    }
    double Again =
        M.Caches.empty() ? 0 : SharedBytes / M.Caches.back().FillBytesPerCycle;
    std::string From = "memory";
    for (unsigned L = 0; L < M.Caches.size(); ++L)
      if (Whole <= double(M.Caches[L].Bytes) / 2) {
        From = M.Caches[L].Name;
        Again = L ? SharedBytes / M.Caches[L - 1].FillBytesPerCycle : 0;
        break;
      }
    if (C.AsWritten.Cycles - C.Tiled.Cycles <= Again) {
      std::string Text;
      raw_string_ostream OS(Text);
      OS << "loop distribution does not pay: the moved statements read ";
      for (unsigned K = 0; K < Shared.size(); ++K)
        OS << (K ? (K + 1 == Shared.size() ? " and " : ", ") : "") << Shared[K];
      OS << " again from " << From << " (about " << cyclesText(Again)
         << "), more than tiling saves (" << C.text() << ")";
      if (Assumed)
        OS << " (trip counts known only at run time, unbounded by the "
              "arrays' dimensions, taken as "
           << Unknown << ")";
      Why = Text;
      return false;
    }
    if (!Assumed)
      break;
  }
  return true;
}
