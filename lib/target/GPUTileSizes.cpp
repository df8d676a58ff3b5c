//===- target/GPUTileSizes.cpp - getTileSizeForLoop for GPUs --------------===//
//
// GPUTargetInfo::getTileSizeForLoop (GPUTargetInfo.h) and its cost model,
// GPUTileCostModel, in three steps: the candidate sizes of each loop
// (powers of two; multiples of the matrix unit's shape with
// compute(tensor_core)), the price of every combination that fits a block
// (the scratchpad, the threads and the registers; then global traffic,
// in-tile accesses, how well the grid fills the machine and occupancy),
// and the choice of the cheapest with its explanation (Decision::Why).
// tilelang-tile asks it for `auto` tile sizes on GPUs.
//
//===----------------------------------------------------------------------===//
#include "analysis/BandInfo.h"
#include "analysis/ReuseAnalysis.h"
#include "target/GPUTargetInfo.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <functional>
#include <optional>

#define DEBUG_TYPE "tilelang-target"

using namespace llvm;
using namespace tilelang;

namespace {

/// Memory sectors of \p Sector bytes that a tile of \p Sizes of \p A
/// touches: whole rows of its innermost dimension, one sector at least per
/// row (a column of a row-major array costs a sector per element).
double sectorsOf(const BandShape::ArrayUse &A, ArrayRef<unsigned> Sizes,
                 uint64_t Sector) {
  SmallVector<unsigned, 3> Shape = A.shape(Sizes);
  double Rows = 1;
  for (unsigned I = 0; I + 1 < Shape.size(); ++I)
    Rows *= Shape[I];
  uint64_t RowBytes = uint64_t(Shape.back()) * A.ElementBytes;
  return Rows * double(divideCeil(RowBytes, Sector));
}

struct Candidate {
  SmallVector<unsigned, 4> Sizes;
  double Cost = 0, Traffic = 0, InTile = 0, Fill = 1, Occupancy = 1;
  uint64_t Smem = 0;
  unsigned Threads = 0, Regs = 0, Blocks = 0;
  std::optional<uint64_t> Tiles;
  bool WideRows = false;
};

} // namespace

namespace tilelang {

/// The cost model of GPUTargetInfo::getTileSizeForLoop for one band: the
/// cost of a tile is its memory cost per iteration, in L1 hits: the global
/// traffic of the tile (footprints of the arrays over the iterations they
/// serve) at memory latency, plus the in-tile accesses priced by the reuse
/// analysis, divided by how well the tile fills the machine (grid against
/// compute units) and hides latency (occupancy).
class GPUTileCostModel {
public:
  GPUTileCostModel(const GPUTargetInfo &GTI, const BandShape &B);
  /// Prices every combination of the candidates and explains the cheapest.
  Decision choose();

private:
  const GPUTargetInfo &GTI;
  const TargetDescription &TD;
  const BandShape &B;
  unsigned N, Par;
  bool HasReduction;
  /// compute(tensor_core) on a matrix product: the largest matrix unit for
  /// its operands; every size is a multiple of its shape.
  const MatrixUnit *Unit = nullptr;
  /// The sizes tried for each loop, smallest first.
  SmallVector<SmallVector<unsigned, 10>, 4> Cand;
  /// Memory (the last level), the L1 latency (the unit of the cost) and
  /// memory's sector.
  MemoryLevel Mem;
  double L1Lat;
  uint64_t Sector;
  unsigned Rejected[3] = {0, 0, 0}; // scratchpad, registers, threads

  void listCandidates();
  std::optional<Candidate> price(ArrayRef<unsigned> Cur);
  bool fitsBlock(Candidate &C, ArrayRef<unsigned> Eff, double ParElems);
  void fillMachine(Candidate &C, ArrayRef<unsigned> Eff) const;
  double globalTraffic(ArrayRef<unsigned> Eff, double Iter,
                       double ParElems) const;
  double inTileAccesses(ArrayRef<unsigned> Eff, unsigned Threads) const;
  static bool better(const Candidate &X, const Candidate &Y);
  Decision explain(const std::optional<Candidate> &Best) const;
};

} // namespace tilelang

GPUTileCostModel::GPUTileCostModel(const GPUTargetInfo &GTI, const BandShape &B)
    : GTI(GTI), TD(GTI.TD), B(B), N(B.TripCounts.size()),
      Par(B.parallelLoops()),
      HasReduction(B.writtenVaryingLoops() != (1u << N) - 1),
      Mem(memoryLevels(&TD).back()),
      L1Lat(TD.Caches.empty() ? 1.0
                              : double(std::max<uint64_t>(
                                    1, TD.Caches.front().LatencyCycles.Value))),
      Sector(TD.MemorySectorBytes.Value ? TD.MemorySectorBytes.Value : 32) {
  listCandidates();
}

/// The candidates: a fixed size as given; else powers of two from 1 to 256
/// for a parallel loop, from 8 to 64 for another, up to the first that
/// covers the trip count, rounded up to the matrix unit's shape.
void GPUTileCostModel::listCandidates() {
  MatmulRoles Roles = matmulRoles(B);
  std::vector<const MatrixUnit *> Units;
  if (B.TensorCore && Roles.valid()) {
    Units = matrixUnitsFor(TD, B);
    if (!Units.empty())
      Unit = Units.front();
  }
  // The multiple each loop's size must have.
  SmallVector<unsigned, 4> Multiple(N, 1);
  if (Unit) {
    Multiple[Roles.M] = Unit->M;
    Multiple[Roles.N] = Unit->N;
    Multiple[Roles.K] = Unit->K;
  }
  Cand.resize(N);
  for (unsigned L = 0; L < N; ++L) {
    if (L < B.Fixed.size() && B.Fixed[L]) {
      Cand[L].push_back(B.Fixed[L]);
      continue;
    }
    bool Parallel = (Par >> L) & 1;
    unsigned Lo = 1, Hi = Parallel ? 256 : 64;
    if (!Parallel)
      Lo = 8;
    for (unsigned S = Lo; S <= Hi; S *= 2) {
      unsigned V = alignTo(S, Multiple[L]);
      if (!is_contained(Cand[L], V))
        Cand[L].push_back(V);
      if (B.TripCounts[L] && V >= *B.TripCounts[L])
        break;
    }
  }
}

Decision GPUTileCostModel::choose() {
  std::optional<Candidate> Best;
  SmallVector<unsigned, 4> Cur(N, 1);
  std::function<void(unsigned)> Rec = [&](unsigned L) {
    if (L < N) {
      for (unsigned S : Cand[L]) {
        Cur[L] = S;
        Rec(L + 1);
      }
      return;
    }
    std::optional<Candidate> C = price(Cur);
    if (C && (!Best || better(*C, *Best)))
      Best = C;
  };
  Rec(0);
  return explain(Best);
}

/// The price of the tile \p Cur; std::nullopt when it does not fit a block.
std::optional<Candidate> GPUTileCostModel::price(ArrayRef<unsigned> Cur) {
  Candidate C;
  C.Sizes.assign(Cur.begin(), Cur.end());
  SmallVector<unsigned, 4> Eff(N);
  double Iter = 1, ParElems = 1;
  for (unsigned K = 0; K < N; ++K) {
    // A loop that never runs (trip count 0) still counts as one point:
    // its extent divides below.
    Eff[K] = B.TripCounts[K]
                 ? unsigned(std::max<uint64_t>(
                       1, std::min<uint64_t>(Cur[K], *B.TripCounts[K])))
                 : Cur[K];
    Iter *= Eff[K];
    if ((Par >> K) & 1)
      ParElems *= Eff[K];
  }
  if (!fitsBlock(C, Eff, ParElems))
    return std::nullopt;
  fillMachine(C, Eff);
  C.Traffic = globalTraffic(Eff, Iter, ParElems);
  C.InTile = inTileAccesses(Eff, C.Threads);
  C.Cost = (C.Traffic * double(Mem.Latency) / L1Lat + C.InTile) /
           (C.Fill * C.Occupancy);
  // Staged rows of at least 128 bytes: whole memory transactions.
  C.WideRows = true;
  for (const BandShape::ArrayUse &A : B.Arrays)
    if (A.Space == MemSpace::Shared) {
      auto Shape = A.shape(Eff);
      if (uint64_t(Shape.back()) * A.ElementBytes < 128)
        C.WideRows = false;
    }
  return C;
}

/// Whether the tile of extents \p Eff fits a block: its scratchpad, at most
/// 64 output elements per thread, the registers per thread, and one block
/// resident per unit at least (counted in Rejected when not). Sets the
/// candidate's scratchpad, threads, registers, blocks and occupancy.
bool GPUTileCostModel::fitsBlock(Candidate &C, ArrayRef<unsigned> Eff,
                                 double ParElems) {
  C.Smem = GTI.scratchpadBytes(B, Eff);
  if (C.Smem > TD.Scratchpad.BytesPerBlock.Value) {
    ++Rejected[0];
    return false;
  }
  C.Threads = GTI.threadsFor(uint64_t(ParElems));
  if (ParElems / C.Threads > 64) {
    ++Rejected[2];
    return false; // more than 64 output elements per thread
  }
  C.Regs = GTI.registersPerThread(B, Eff, C.Threads);
  if (C.Regs > TD.RegistersPerThread.Value) {
    ++Rejected[1];
    return false;
  }
  // Occupancy: blocks resident per unit.
  uint64_t Blocks = GTI.blocksPerUnit(C.Smem, C.Threads, C.Regs);
  uint64_t ThreadsUnit =
      TD.MaxThreadsPerUnit.Value ? TD.MaxThreadsPerUnit.Value : 2048;
  if (!Blocks) {
    ++Rejected[1];
    return false;
  }
  C.Blocks = Blocks;
  C.Occupancy =
      std::min(1.0, double(Blocks * C.Threads) / (double(ThreadsUnit) / 4));
  return true;
}

/// How many tiles (blocks) the grid has against the compute units.
void GPUTileCostModel::fillMachine(Candidate &C, ArrayRef<unsigned> Eff) const {
  uint64_t Tiles = 1;
  bool Known = true;
  for (unsigned K = 0; K < N; ++K)
    if ((Par >> K) & 1) {
      if (!B.TripCounts[K])
        Known = false;
      else
        Tiles *= divideCeil(*B.TripCounts[K], Eff[K]);
    }
  if (Known) {
    C.Tiles = Tiles;
    // A band that never runs has no tile: count one, the cost stays finite.
    C.Fill = std::min(1.0, double(std::max<uint64_t>(1, Tiles)) /
                               double(TD.ComputeUnits.Value));
  }
}

/// Global traffic per iteration, in memory sectors: arrays that move with
/// a reduction loop are loaded per tile; the others once per block, over
/// the whole reduction.
double GPUTileCostModel::globalTraffic(ArrayRef<unsigned> Eff, double Iter,
                                       double ParElems) const {
  double Traffic = 0;
  double RedTrip = 1;
  for (unsigned K = 0; K < N; ++K)
    if (!((Par >> K) & 1))
      RedTrip *= B.TripCounts[K] ? double(*B.TripCounts[K]) : 4096.0;
  for (const BandShape::ArrayUse &A : B.Arrays) {
    bool MovesWithReduction = (A.LoopMask & ~Par) != 0;
    double Sectors = sectorsOf(A, Eff, Sector);
    if (!HasReduction || MovesWithReduction)
      Traffic += Sectors / Iter;
    else
      Traffic += Sectors / (ParElems * RedTrip);
  }
  return Traffic;
}

/// In-tile accesses, in L1 hits, from the reuse analysis of one thread's
/// part of the tile with the reduction loops outermost (how a
/// register-tiled thread runs it): an array whose reuse over a loop stays
/// in registers is read from its source once per that loop's extent. The
/// source is the scratchpad for a staged array, the level of its nearest
/// reuse in the block's tile for another one (none: its traffic, counted
/// by globalTraffic).
double GPUTileCostModel::inTileAccesses(ArrayRef<unsigned> Eff,
                                        unsigned Threads) const {
  double InTile = 0;
  ReuseInfo RB = analyzeReuse(B, Eff, &TD);
  SmallVector<MapDim, 4> Map = mappingOf(B);
  unsigned DimSizes[3] = {0, 0, 0}, TS[3];
  SmallVector<int, 3> ByDim(3, -1);
  for (unsigned K = 0; K < N; ++K)
    if (Map[K] != MapDim::Seq) {
      DimSizes[unsigned(Map[K])] = Eff[K];
      ByDim[unsigned(Map[K])] = K;
    }
  splitThreads(Threads, DimSizes, TS);
  SmallVector<unsigned, 4> PT(Eff.begin(), Eff.end());
  for (unsigned I = 0; I < 3; ++I)
    if (ByDim[I] >= 0)
      PT[ByDim[I]] = divideCeil(Eff[ByDim[I]], TS[I]);
  SmallVector<unsigned, 4> Perm;
  for (unsigned K = 0; K < N; ++K)
    if (Map[K] == MapDim::Seq)
      Perm.push_back(K);
  for (unsigned K = 0; K < N; ++K)
    if (Map[K] != MapDim::Seq)
      Perm.push_back(K);
  BandShape TB = permuteBand(B, Perm);
  SmallVector<unsigned, 4> PTP(N);
  for (unsigned I = 0; I < N; ++I)
    PTP[I] = PT[Perm[I]];
  ReuseInfo RT = analyzeReuse(TB, PTP, &TD, /*Unrolled=*/true);
  for (unsigned A = 0; A < B.Arrays.size(); ++A) {
    const BandShape::ArrayUse &U = B.Arrays[A];
    double Src = -1;
    if (RB.Nearest[A] >= 0)
      Src = double(RB.Levels[RB.Entries[RB.Nearest[A]].Level].Latency);
    if (U.Space == MemSpace::Register)
      Src = 1;
    else if (U.Space == MemSpace::Shared)
      Src = double(TD.Scratchpad.LatencyCycles.Value
                       ? TD.Scratchpad.LatencyCycles.Value
                       : L1Lat);
    if (Src < 0)
      continue;
    double Amortise = 1;
    for (const ReuseEntry &E : RT.Entries)
      if (E.Array == A && E.K == ReuseEntry::Temporal &&
          RT.Levels[E.Level].Name == "registers")
        Amortise *= std::max(1u, PTP[E.Loop]);
    double PerAccess = Src / Amortise + (1.0 - 1.0 / Amortise);
    InTile += double(std::max(1u, U.Accesses)) * PerAccess / L1Lat;
  }
  return InTile;
}

/// \p X is cheaper than \p Y by more than 2%; within 2%, wide staged rows
/// win, then the smaller scratchpad.
bool GPUTileCostModel::better(const Candidate &X, const Candidate &Y) {
  if (X.Cost < Y.Cost * 0.98)
    return true;
  if (X.Cost > Y.Cost * 1.02)
    return false;
  if (X.WideRows != Y.WideRows)
    return X.WideRows;
  return X.Smem < Y.Smem;
}

/// The decision: \p Best's sizes and figures; without one (nothing fits),
/// the smallest candidates and why.
Decision GPUTileCostModel::explain(const std::optional<Candidate> &Best) const {
  Decision D;
  std::string S;
  raw_string_ostream OS(S);
  OS << TD.Name << ":";
  if (!Best) {
    // Nothing fits: the smallest candidates, and say so (the constraint
    // check reports the overflow).
    for (unsigned L = 0; L < N; ++L)
      D.Values.push_back(Cand[L].front());
    OS << " no candidate fits (" << Rejected[0] << " over the "
       << GTI.scratchpadName() << ", " << Rejected[1] << " over the registers, "
       << Rejected[2] << " over the threads); the smallest sizes";
    D.Why = S;
    return D;
  }
  D.Values.assign(Best->Sizes.begin(), Best->Sizes.end());
  OS << " cost " << format("%.2f", Best->Cost)
     << " per iteration (global traffic " << format("%.3f", Best->Traffic)
     << " sectors of " << Sector << " bytes x "
     << format("%.1f", double(Mem.Latency) / L1Lat) << " + in-tile "
     << format("%.2f", Best->InTile) << ", in L1 hits)";
  OS << "; " << GTI.scratchpadName() << " " << Best->Smem << " of "
     << TD.Scratchpad.BytesPerBlock.Value << " bytes";
  if (B.PipelineStages > 1)
    OS << " (" << B.PipelineStages << " stages)";
  OS << "; " << Best->Threads << " threads, " << Best->Regs
     << " registers each; " << Best->Blocks << " blocks per " << GTI.unitName()
     << " (occupancy " << format("%.2f", Best->Occupancy) << ")";
  if (Best->Tiles)
    OS << "; " << *Best->Tiles << " tiles on " << TD.ComputeUnits.Value << " "
       << GTI.unitName() << "s";
  else
    OS << "; run-time trip counts";
  if (Unit)
    OS << "; multiples of " << Unit->Name << " (" << Unit->M << " x " << Unit->N
       << " x " << Unit->K << ")";
  D.Why = S;
  return D;
}

Decision GPUTargetInfo::getTileSizeForLoop(const BandShape &B) const {
  return GPUTileCostModel(*this, B).choose();
}
