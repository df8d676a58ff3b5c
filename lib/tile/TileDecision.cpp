//===- tile/TileDecision.cpp - How tilelang-tile cuts a legal band --------===//
//
// See TileDecision.h: the sizes, the GPU mapping and thread dimensions, and
// the orders of the point and tile loops, for TilePass.cpp.
//
//===----------------------------------------------------------------------===//
#include "tile/TileDecision.h"
#include "analysis/BandInfo.h"
#include "analysis/Metadata.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/Sequence.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace tilelang;

namespace {

/// The order of the point loops (position -> band loop): the band loop that
/// most accesses walk with unit stride goes innermost, so that the innermost
/// point loop vectorises; the others keep their order. (The band is fully
/// permutable, so every order is legal; LoopInterchange's cache-line cost
/// model makes the same choice for this pattern.)
SmallVector<unsigned, 4> choosePointOrder(const Band &B, ScalarEvolution &SE,
                                          const BoundDirective &BD) {
  // The same rule the target hooks assume (BandInfo.h), so that what they
  // price is what is built.
  return pointLoopOrder(describeBand(B, SE, BD));
}

/// The order of the tile loops when the directive stages arrays: each staged
/// array is copied inside the innermost tile loop its footprint depends on
/// (tilelang-promote hoists the copy out of the others), so the order that
/// copies the fewest elements is chosen: volume = sum over staged arrays of
/// its tile footprint x the number of tiles of the loops at or outside that
/// loop (x 2 when it is copied back). Trip counts known only at run time
/// count as 1024. Identity when nothing is staged or on a tie.
SmallVector<unsigned, 4> chooseTileOrder(const Band &B, ScalarEvolution &SE,
                                         const BoundDirective &BD,
                                         ArrayRef<unsigned> Sizes) {
  unsigned N = B.depth();
  SmallVector<unsigned, 4> Order;
  for (unsigned K = 0; K < N; ++K)
    Order.push_back(K);
  BandShape Shape = describeBand(B, SE, BD);
  struct Staged {
    unsigned Mask;
    double Elems;
    bool Written;
  };
  SmallVector<Staged, 4> Arrays;
  for (const ArrayClause &A : BD.D.Arrays) {
    if (A.Space == MemSpace::Global)
      continue;
    for (const BandShape::ArrayUse &U : Shape.Arrays)
      if (U.Name == "'" + A.Name + "'") {
        double E = 1;
        for (unsigned K = 0; K < N; ++K)
          if (U.LoopMask & (1u << K))
            E *= Sizes[K];
        Arrays.push_back({U.LoopMask, E, U.Written});
      }
  }
  if (Arrays.empty())
    return Order;
  SmallVector<double, 4> Tiles;
  for (unsigned K = 0; K < N; ++K) {
    double T = Shape.TripCounts[K] ? double(*Shape.TripCounts[K]) : 1024.0;
    Tiles.push_back(std::max(1.0, std::ceil(T / Sizes[K])));
  }
  auto Volume = [&](ArrayRef<unsigned> O) {
    double V = 0;
    for (const Staged &A : Arrays) {
      double Count = 1;
      int Last = -1;
      for (unsigned P = 0; P < N; ++P)
        if (A.Mask & (1u << O[P]))
          Last = P;
      for (int P = 0; P <= Last; ++P)
        Count *= Tiles[O[P]];
      V += Count * A.Elems * (A.Written ? 2 : 1);
    }
    return V;
  };
  SmallVector<unsigned, 4> Best = Order, Cur = Order;
  double BestV = Volume(Order);
  while (std::next_permutation(Cur.begin(), Cur.end())) {
    double V = Volume(Cur);
    if (V < BestV * 0.999) {
      BestV = V;
      Best = Cur;
    }
  }
  return Best;
}

/// GPUs: the point loops that stay in each thread (`seq`) outside, in the
/// band's order, then the loops spread over the threads, in the band's
/// order: each thread's share of those (its register tile) is innermost and
/// runs in full for every iteration of the sequential loops.
SmallVector<unsigned, 4> gpuPointOrder(const Decision &Mapping, unsigned N) {
  SmallVector<unsigned, 4> Perm;
  for (bool Seq : {true, false})
    for (unsigned K = 0; K < N; ++K)
      if ((Mapping.Values[K] == unsigned(MapDim::Seq)) == Seq)
        Perm.push_back(K);
  return Perm;
}

/// Which thread dimension spreads the points of each block-mapped loop: by
/// default the loop's block dimension (block.x -> threadIdx.x), except that
/// threadIdx.x goes to the loop along which the band's global (unstaged)
/// accesses are unit-stride, written arrays first: consecutive threads of a
/// warp then touch consecutive addresses (coalescing; the CUDA Programming
/// Guide's rule). A transpose that stages A reads A from shared memory, so
/// its x threads follow B's unit-stride loop. Per band loop; Seq loops get
/// their Seq value.
SmallVector<unsigned, 4> chooseThreadDims(const BandShape &Shape,
                                          const Decision &Mapping) {
  unsigned N = Shape.TripCounts.size();
  SmallVector<unsigned, 4> Dims(Mapping.Values.begin(),
                                Mapping.Values.begin() + N);
  SmallVector<MapDim, 4> Map;
  for (unsigned D : Dims)
    Map.push_back(MapDim(D));
  const BandShape::ArrayUse *A = Shape.coalescingArray(Map);
  int Pick = A ? A->UnitStrideLoop : -1;
  if (Pick < 0 || Dims[Pick] == unsigned(MapDim::BlockX))
    return Dims;
  for (unsigned K = 0; K < N; ++K)
    if (Dims[K] == unsigned(MapDim::BlockX)) {
      Dims[K] = Dims[Pick];
      Dims[Pick] = unsigned(MapDim::BlockX);
      return Dims;
    }
  // No loop is on block.x: the picked loop's threads become the x threads.
  Dims[Pick] = unsigned(MapDim::BlockX);
  return Dims;
}

/// The tile sizes of the directive, with each `auto` (0) from
/// getTileSizeForLoop, whose reasons go to \p AutoWhy.
SmallVector<unsigned, 4>
chooseTileSizes(Function &F, FunctionAnalysisManager &FAM, const Band &B,
                ScalarEvolution &SE, const BoundDirective &BD, unsigned Carried,
                std::string &AutoWhy) {
  const Directive &D = BD.D;
  SmallVector<unsigned, 4> Sizes(D.TileSizes.begin(), D.TileSizes.end());
  if (is_contained(Sizes, 0u)) {
    auto TI = TileLangTargetInfo::get(F, FAM.getResult<TargetIRAnalysis>(F));
    // The target sees the directive too: staged arrays, pipeline stages,
    // compute unit, footprints per dimension (BandInfo.h).
    BandShape Shape = describeBandForTarget(B, SE, BD);
    Shape.Fixed.assign(Sizes.begin(), Sizes.end());
    Shape.Carried = Carried;
    Decision Dec = TI->getTileSizeForLoop(Shape);
    for (unsigned K = 0; K < Sizes.size(); ++K)
      if (Sizes[K] == 0)
        Sizes[K] = Dec.Values[K];
    AutoWhy = Dec.Why;
  }
  return Sizes;
}

/// GPUs: how the band lands on blocks and threads (the directive's map and
/// threads, else getMappingStrategy), decided here because it fixes the
/// point loops' order; tilelang-map rewrites the loops. Sets \p Mapping and
/// \p ThreadDims.
void chooseMapping(Function &F, FunctionAnalysisManager &FAM, const Band &B,
                   ScalarEvolution &SE, const BoundDirective &BD,
                   ArrayRef<unsigned> Sizes, unsigned Carried,
                   SmallVectorImpl<unsigned> &KernelThreads, Decision &Mapping,
                   SmallVectorImpl<unsigned> &ThreadDims) {
  auto TI = TileLangTargetInfo::get(F, FAM.getResult<TargetIRAnalysis>(F));
  BandShape Shape = describeBandForTarget(B, SE, BD);
  Shape.Fixed.assign(Sizes.begin(), Sizes.end());
  // Only loops DependenceAnalysis proves parallel are mapped by default.
  Shape.Carried = Carried;
  Mapping = TI->getMappingStrategy(Shape);
  unsigned N = B.depth();
  ThreadDims = chooseThreadDims(Shape, Mapping);
  if (Mapping.Values.size() > N + 3) {
    ArrayRef<unsigned> T(Mapping.Values.data() + N, 3);
    unsigned Used = 0;
    for (unsigned K = 0; K < N; ++K)
      if (Mapping.Values[K] != unsigned(MapDim::Seq) && ThreadDims[K] < 3)
        Used |= 1u << ThreadDims[K];
    if (KernelThreads.empty() && Used) {
      KernelThreads.assign(T.begin(), T.end());
    } else if (Shape.Threads.empty() && Used && !equal(T, KernelThreads) &&
               all_of(seq(0u, 3u), [&](unsigned Dim) {
                 return KernelThreads[Dim] == 1 || ((Used >> Dim) & 1);
               })) {
      // The kernel's block instead of this band's own default.
      Shape.Threads.assign(KernelThreads.begin(), KernelThreads.end());
      Shape.ThreadsFromKernel = true;
      Mapping = TI->getMappingStrategy(Shape);
      ThreadDims = chooseThreadDims(Shape, Mapping);
    }
  }
  // distribute(...) as written wins over the hook's choice.
  if (BD.D.DistributeGiven && Mapping.Values.size() > N + 3) {
    Mapping.Values[N + 3] = BD.D.RoundRobin ? 1 : 0;
    Mapping.Why += std::string("; distribute(") +
                   (BD.D.RoundRobin ? "round_robin" : "block_wise") +
                   ") as the directive says";
  }
}

/// The host: which tile loop runs on the cores (tilelang-parallel). The
/// loops the directive's map(...) puts on a block, else those
/// getMappingStrategy does (the parallel ones); of those, a loop that may
/// carry a dependence or that a written array does not vary with (a
/// reduction) stays sequential (\p C.NotParallel says so when map asked for
/// it); the one whose tile loop is outermost in the tile order is chosen
/// (the others run sequentially inside each thread's tiles). distribute as
/// written, else block_wise for a rectangular band and round_robin for a
/// triangular or trapezoidal one (its tiles hold different amounts of work:
/// cyclic dealing evens them out).
void chooseHostParallel(Function &F, FunctionAnalysisManager &FAM,
                        const Band &B, ScalarEvolution &SE,
                        const BoundDirective &BD, unsigned Carried,
                        TileChoice &C) {
  unsigned N = B.depth();
  BandShape Shape = describeBandForTarget(B, SE, BD);
  Shape.Fixed.assign(C.Sizes.begin(), C.Sizes.end());
  Shape.Carried = Carried;
  SmallVector<unsigned, 4> Map;
  std::string Why;
  if (!BD.D.Map.empty()) {
    for (unsigned K = 0; K < N; ++K)
      Map.push_back(K < BD.D.Map.size() ? unsigned(BD.D.Map[K])
                                        : unsigned(MapDim::Seq));
    Why = "map as the directive says";
  } else {
    auto TI = TileLangTargetInfo::get(F, FAM.getResult<TargetIRAnalysis>(F));
    Decision D = TI->getMappingStrategy(Shape);
    Map.assign(D.Values.begin(), D.Values.begin() + N);
    Why = D.Why;
  }
  unsigned Par = Shape.parallelLoops();
  for (unsigned K = 0; K < N; ++K) {
    if (Map[K] == unsigned(MapDim::Seq) || ((Par >> K) & 1))
      continue;
    Map[K] = unsigned(MapDim::Seq);
    if (!BD.D.Map.empty())
      C.NotParallel +=
          (C.NotParallel.empty() ? "" : "; ") + std::string("loop ") +
          std::to_string(K + 1) +
          (((Carried >> K) & 1)
               ? " may carry a dependence (DependenceAnalysis: two "
                 "of its iterations may touch one element, one "
                 "of them writing)"
               : " is a reduction (a written array does not vary "
                 "with it)");
  }
  for (unsigned P = 0; P < C.TileOrder.size(); ++P)
    if (Map[C.TileOrder[P]] != unsigned(MapDim::Seq)) {
      C.ParallelLoop = C.TileOrder[P];
      C.ParallelPos = P;
      break;
    }
  C.RoundRobin = BD.D.DistributeGiven ? BD.D.RoundRobin : !B.isRectangular();
  C.ParallelWhy = Why;
  if (C.ParallelLoop < 0) {
    if (!BD.D.Map.empty())
      C.ParallelWhy = "map(...) puts no loop that may run in parallel on a "
                      "block";
    return;
  }
  C.ParallelWhy +=
      BD.D.DistributeGiven
          ? std::string("; distribute(") +
                (BD.D.RoundRobin ? "round_robin" : "block_wise") +
                ") as the directive says"
          : (C.RoundRobin ? "; round_robin: the loops' bounds vary (a "
                            "triangular or trapezoidal band), so tiles hold "
                            "unequal work"
                          : "");
}

} // namespace

TileChoice tilelang::decideTiling(Function &F, FunctionAnalysisManager &FAM,
                                  const Band &B, ScalarEvolution &SE,
                                  const BoundDirective &BD, unsigned Carried,
                                  bool GPU,
                                  SmallVectorImpl<unsigned> &KernelThreads) {
  TileChoice C;
  C.Sizes = chooseTileSizes(F, FAM, B, SE, BD, Carried, C.AutoWhy);
  if (GPU) {
    chooseMapping(F, FAM, B, SE, BD, C.Sizes, Carried, KernelThreads, C.Mapping,
                  C.ThreadDims);
    C.PointOrder = gpuPointOrder(C.Mapping, C.Sizes.size());
  } else {
    C.PointOrder = choosePointOrder(B, SE, BD);
  }
  C.TileOrder = chooseTileOrder(B, SE, BD, C.Sizes);
  if (!GPU)
    chooseHostParallel(F, FAM, B, SE, BD, Carried, C);
  return C;
}
