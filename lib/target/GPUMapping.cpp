//===- target/GPUMapping.cpp - getMappingStrategy for GPUs ----------------===//
//
// GPUTargetInfo::getMappingStrategy (GPUTargetInfo.h): which loop of a band
// goes to which block dimension (mappingOf: the parallel loops, innermost
// on block.x; reductions stay sequential), how many threads a block has
// and how they split over its dimensions (chooseThreads), and whether the
// tiles go block_wise or round_robin over the resident blocks
// (chooseDistribution). tilelang-tile asks it for every GPU band;
// tilelang-map carries the answer out; and in which order the blocks of a
// two-dimensional grid take their tiles (chooseRasterGroup).
//
//===----------------------------------------------------------------------===//
#include "target/GPUTargetInfo.h"
#include "llvm/ADT/bit.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>

#define DEBUG_TYPE "tilelang-target"

using namespace llvm;
using namespace tilelang;

static cl::opt<int> RasterGroupOpt(
    "tilelang-raster-group", cl::init(-1), cl::Hidden,
    cl::desc("Rows of blocks per group in the grouped block order of a "
             "two-dimensional grid (0 or 1: row order; -1: the mapping "
             "hook decides); for measuring the hook's choice"));

namespace {

/// The block tile of each loop: its fixed size, else its trip count (at
/// most 2^20), never past the trip count and never 0.
SmallVector<unsigned, 4> blockTileSizes(const BandShape &B) {
  unsigned N = B.TripCounts.size();
  SmallVector<unsigned, 4> Sizes(N);
  for (unsigned L = 0; L < N; ++L) {
    unsigned T = L < B.Fixed.size() ? B.Fixed[L] : 0;
    if (!T)
      T = B.TripCounts[L]
              ? unsigned(std::min<uint64_t>(*B.TripCounts[L], 1u << 20))
              : 1;
    if (B.TripCounts[L])
      T = unsigned(std::min<uint64_t>(T, *B.TripCounts[L]));
    Sizes[L] = std::max(1u, T); // 1 for a loop that never runs: it divides.
  }
  return Sizes;
}

/// Why the loops map as they do: the directive's map, or which loops are
/// parallel, which are reductions and which may carry a dependence.
void explainMapping(raw_ostream &OS, const BandShape &B) {
  unsigned N = B.TripCounts.size();
  unsigned Par = B.parallelLoops();
  if (!B.Map.empty()) {
    OS << " map as the directive says";
  } else {
    OS << " parallel loops";
    bool Any = false;
    for (unsigned L = 0; L < N; ++L)
      if ((Par >> L) & 1) {
        OS << (Any ? ", " : " ") << L + 1;
        Any = true;
      }
    if (!Any)
      OS << " none";
    OS << " (every written array varies with them)";
    unsigned Varying = B.writtenVaryingLoops();
    auto List = [&](unsigned Mask) {
      bool Any = false;
      for (unsigned L = 0; L < N; ++L)
        if ((Mask >> L) & 1) {
          OS << (Any ? ", " : " ") << L + 1;
          Any = true;
        }
    };
    unsigned Reductions = ((1u << N) - 1) & ~Varying;
    if (Reductions) {
      OS << ", reduction loops";
      List(Reductions);
      OS << " stay seq";
    }
    if (unsigned MayCarry = Varying & ~Par) {
      OS << (isPowerOf2_32(MayCarry) ? ", loop" : ", loops");
      List(MayCarry);
      OS << " may carry a dependence (DependenceAnalysis) and stay seq";
    }
  }
}

} // namespace

Decision GPUTargetInfo::getMappingStrategy(const BandShape &B) const {
  unsigned N = B.TripCounts.size();
  Decision D;
  std::string S;
  raw_string_ostream OS(S);
  SmallVector<unsigned, 4> Sizes = blockTileSizes(B);
  SmallVector<MapDim, 4> Map = mappingOf(B);
  OS << TD.Name << ":";
  explainMapping(OS, B);
  OS << ":";
  for (unsigned L = 0; L < N; ++L)
    OS << (L ? ", " : " ") << "loop " << L + 1 << " " << spelling(Map[L]);
  for (MapDim M : Map)
    D.Values.push_back(unsigned(M));
  unsigned T[3] = {1, 1, 1};
  chooseThreads(OS, B, Map, Sizes, T);
  D.Values.append({T[0], T[1], T[2]});
  // Blocks per SM / CU, which the distribution and the block order both
  // weigh.
  unsigned Threads = T[0] * T[1] * T[2];
  uint64_t PerUnit = std::max<uint64_t>(
      1, blocksPerUnit(scratchpadBytes(B, Sizes), Threads,
                       registersPerThread(B, Sizes, Threads)));
  bool RoundRobin = chooseDistribution(OS, B, Map, Sizes, PerUnit);
  D.Values.push_back(RoundRobin ? 1 : 0);
  D.Values.push_back(chooseRasterGroup(OS, B, Map, Sizes, PerUnit));
  D.Why = S;
  return D;
}

void GPUTargetInfo::chooseThreads(raw_ostream &OS, const BandShape &B,
                                  ArrayRef<MapDim> Map,
                                  ArrayRef<unsigned> Sizes,
                                  unsigned T[3]) const {
  unsigned N = B.TripCounts.size();
  // Threads: over the block-mapped loops, x first.
  SmallVector<int, 3> ByDim(3, -1);
  uint64_t Elems = 1;
  for (unsigned L = 0; L < N; ++L)
    if (Map[L] != MapDim::Seq) {
      ByDim[unsigned(Map[L])] = L;
      Elems *= Sizes[L];
    }
  if (!B.Threads.empty()) {
    for (unsigned I = 0; I < B.Threads.size() && I < 3; ++I)
      T[I] = B.Threads[I];
    OS << (B.ThreadsFromKernel
               ? "; threads as the kernel's first band (one block shape per "
                 "kernel)"
               : "; threads as the directive says");
  } else {
    defaultThreads(OS, B, Map, Sizes, ByDim, Elems, T);
  }
  OS << " = " << T[0] << " x " << T[1] << " x " << T[2];
  if (Elems > 1)
    OS << ", " << divideCeil(Elems, uint64_t(T[0]) * T[1] * T[2])
       << " elements of the block's tile per thread";
}

void GPUTargetInfo::defaultThreads(raw_ostream &OS, const BandShape &B,
                                   ArrayRef<MapDim> Map,
                                   ArrayRef<unsigned> Sizes,
                                   ArrayRef<int> ByDim, uint64_t Elems,
                                   unsigned T[3]) const {
  unsigned Total = threadsFor(Elems);
  unsigned DimSizes[3] = {0, 0, 0};
  for (unsigned I = 0; I < 3; ++I)
    if (ByDim[I] >= 0)
      DimSizes[I] = Sizes[ByDim[I]];
  // tilelang-tile gives threadIdx.x to the coalescing loop (swapping its
  // thread dimension with the loop on block.x): the x threads are that
  // loop's, and a whole warp goes along it where its tile allows, so that
  // a warp's accesses are one contiguous run (CUDA Programming Guide,
  // coalescing; measured: a 64 x 64 transpose tile went from 16 x 16 to
  // 32 x 8 threads, benchmarks/RESULTS.md).
  const BandShape::ArrayUse *CA = B.coalescingArray(Map);
  int C = CA ? CA->UnitStrideLoop : -1;
  if (C >= 0 && Map[C] != MapDim::BlockX) {
    unsigned Dc = unsigned(Map[C]);
    std::swap(DimSizes[0], DimSizes[Dc]);
  }
  splitThreads(Total, DimSizes, T);
  if (C >= 0) {
    unsigned Want = unsigned(std::min<uint64_t>(
        {uint64_t(TD.WarpWidth.Value), llvm::bit_floor(uint64_t(Sizes[C])),
         uint64_t(Total)}));
    while (T[0] < Want) {
      unsigned From = T[1] >= T[2] ? 1 : 2;
      if (T[From] < 2 || T[From] % 2)
        break;
      T[From] /= 2;
      T[0] *= 2;
    }
  }
  // A block's z dimension has its own limit (NVIDIA: 64): the rest goes
  // to a dimension with a loop, or is not used.
  if (uint64_t MaxZ = TD.MaxThreadsPerBlockZ.Value)
    while (T[2] > MaxZ) {
      T[2] /= 2;
      if (ByDim[0] >= 0 || C >= 0)
        T[0] *= 2;
      else if (ByDim[1] >= 0)
        T[1] *= 2;
      else
        Total /= 2;
    }
  OS << "; " << Total << " threads ("
     << Total / std::max<uint64_t>(1, TD.WarpWidth.Value)
     << (TD.Family == "amdgpu" ? " waves" : " warps") << ")";
  if (C >= 0)
    OS << ", x along loop " << C + 1 << " (unit-stride in " << CA->Name << ")";
}

bool GPUTargetInfo::chooseDistribution(raw_ostream &OS, const BandShape &B,
                                       ArrayRef<MapDim> Map,
                                       ArrayRef<unsigned> Sizes,
                                       uint64_t PerUnit) const {
  unsigned N = B.TripCounts.size();
  // Distribution: one block per tile when the grid can hold them all.
  uint64_t Tiles = 1;
  bool Known = true;
  for (unsigned L = 0; L < N; ++L)
    if (Map[L] != MapDim::Seq) {
      if (!B.TripCounts[L])
        Known = false;
      else
        Tiles *= divideCeil(*B.TripCounts[L], Sizes[L]);
    }
  uint64_t Resident = PerUnit * TD.ComputeUnits.Value;
  bool RoundRobin = false;
  if (Known) {
    OS << "; " << Tiles << " tiles, " << Resident << " resident blocks ("
       << PerUnit << " per " << unitName() << ")";
    if (Tiles > Resident && Tiles % Resident) {
      RoundRobin = true;
      OS << ": the last wave is partial, round_robin spreads it";
    } else {
      OS << ": block_wise";
    }
  } else {
    OS << "; run-time tile count: block_wise (neighbouring tiles share "
          "rows in L2)";
  }
  return RoundRobin;
}

unsigned GPUTargetInfo::chooseRasterGroup(raw_ostream &OS, const BandShape &B,
                                          ArrayRef<MapDim> Map,
                                          ArrayRef<unsigned> Sizes,
                                          uint64_t PerUnit) const {
  unsigned N = B.TripCounts.size();
  int X = -1, Y = -1;
  for (unsigned L = 0; L < N; ++L) {
    if (Map[L] == MapDim::BlockX)
      X = L;
    else if (Map[L] == MapDim::BlockY)
      Y = L;
  }
  if (RasterGroupOpt >= 0) {
    unsigned G = X >= 0 && Y >= 0 && RasterGroupOpt > 1 ? RasterGroupOpt : 0;
    OS << "; block order: "
       << (G ? "groups of " + std::to_string(G) + " block rows"
             : std::string("row order"))
       << " (-tilelang-raster-group)";
    return G;
  }
  if (X < 0 || Y < 0)
    return 0;
  // Grouping pays when the blocks of a row share one read array's tile
  // (it does not vary with loop X) and the blocks of a column share
  // another's (it does not vary with loop Y): a GEMM's A and B. Blocks
  // resident at one time then read G strips of one and R / G of the other
  // instead of 1 and R (R resident blocks); G + R / G is least at
  // G = sqrt(R). Elementwise kernels and stencils share nothing between
  // blocks and keep the row order (their code unchanged).
  auto SharedAlong = [&](unsigned L) {
    return any_of(B.Arrays, [&](const BandShape::ArrayUse &A) {
      return !A.Written && A.LoopMask && !((A.LoopMask >> L) & 1);
    });
  };
  if (!SharedAlong(unsigned(X)) || !SharedAlong(unsigned(Y)))
    return 0;
  uint64_t Resident = PerUnit * TD.ComputeUnits.Value;
  unsigned G = 1;
  while (4 * uint64_t(G) * G <= Resident) // the power of 2 at most sqrt(R)
    G *= 2;
  if (B.TripCounts[Y] && divideCeil(*B.TripCounts[Y], Sizes[Y]) <= G)
    G = 1; // every block row in one group: row order is as good
  if (G < 2)
    return 0;
  OS << "; block order: groups of " << G << " block rows (about the square "
     << "root of " << Resident << " resident blocks: blocks along loop "
     << X + 1 << " and along loop " << Y + 1 << " share read tiles in L2)";
  return G;
}
