//===- GPUTargetInfo.cpp - The GPU model shared by NVPTX and AMDGPU -------===//
//
// See GPUTargetInfo.h. Every figure comes from the chip's description
// (targets/*.json); the answers explain themselves in Decision::Why, which
// `opt -passes='print<tilelang-target>'` prints.
//
//===----------------------------------------------------------------------===//
#include "target/GPUTargetInfo.h"
#include "analysis/BandInfo.h"
#include "sram-bank/BankModel.h"
#include "analysis/ReuseAnalysis.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/bit.h"
#include "llvm/IR/Type.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/MathExtras.h"
#include "llvm/Support/raw_ostream.h"
#include <cmath>
#include <functional>

#define DEBUG_TYPE "tilelang-target"

using namespace llvm;
using namespace tilelang;

MatmulRoles tilelang::matmulRoles(const BandShape &S) {
  MatmulRoles R;
  const BandShape::ArrayUse *C = nullptr;
  for (const BandShape::ArrayUse &A : S.Arrays)
    if (A.Written) {
      if (C)
        return R; // two written arrays: not a matrix product
      C = &A;
    }
  if (!C)
    return R;
  unsigned N = S.TripCounts.size();
  SmallVector<unsigned, 3> Par, Red;
  for (unsigned L = 0; L < N; ++L)
    ((C->LoopMask >> L) & 1 ? Par : Red).push_back(L);
  if (Par.size() != 2 || Red.empty())
    return R;
  // N: the loop that walks C with unit stride, M: the other one.
  unsigned NL = C->UnitStrideLoop == int(Par[0]) ? Par[0] : Par[1];
  R.N = NL;
  R.M = NL == Par[0] ? Par[1] : Par[0];
  R.K = Red.back();
  return R;
}

std::string tilelang::operandTypeName(const BandShape &S) {
  for (const BandShape::ArrayUse &A : S.Arrays)
    if (!A.Written) {
      if (A.IsFloat)
        return A.ElementBytes == 8   ? "f64"
               : A.ElementBytes == 4 ? "f32"
               : A.ElementBytes == 2 ? "f16"
                                     : "e4m3";
      return A.ElementBytes == 1 ? "s8"
                                 : "s" + std::to_string(8 * A.ElementBytes);
    }
  return "f32";
}

std::vector<const MatrixUnit *>
tilelang::matrixUnitsFor(const TargetDescription &TD, const BandShape &S) {
  std::string Ty = operandTypeName(S);
  // f32 operands run on the tf32 units where there is no f32 one.
  SmallVector<std::string, 2> Wanted{Ty};
  if (Ty == "f32")
    Wanted.push_back("tf32");
  std::vector<const MatrixUnit *> Units;
  for (const std::string &W : Wanted) {
    for (const MatrixUnit &U : TD.MatrixUnits) {
      SmallVector<StringRef, 4> Types;
      StringRef(U.Types).split(Types, ',');
      if (is_contained(Types, W))
        Units.push_back(&U);
    }
    if (!Units.empty())
      break;
  }
  llvm::stable_sort(Units, [](const MatrixUnit *A, const MatrixUnit *B) {
    return uint64_t(A->M) * A->N * A->K > uint64_t(B->M) * B->N * B->K;
  });
  return Units;
}

unsigned GPUTargetInfo::threadsFor(uint64_t Elems) const {
  unsigned Warp = std::max<uint64_t>(1, TD.WarpWidth.Value);
  uint64_t T = std::min<uint64_t>(preferredThreads(), Elems);
  T = alignTo(std::max<uint64_t>(T, 1), Warp);
  return unsigned(std::min<uint64_t>(T, TD.MaxThreadsPerBlock.Value));
}

uint64_t GPUTargetInfo::scratchpadBytes(const BandShape &B,
                                        ArrayRef<unsigned> Sizes) {
  uint64_t Bytes = 0;
  for (const BandShape::ArrayUse &A : B.Arrays)
    if (A.Space == MemSpace::Shared)
      Bytes =
          SaturatingAdd(Bytes, SaturatingMultiply(A.footprint(Sizes),
                                                  uint64_t(A.ElementBytes)));
  return SaturatingMultiply(Bytes, uint64_t(std::max(1u, B.PipelineStages)));
}

uint64_t GPUTargetInfo::blocksPerUnit(uint64_t Smem, unsigned Threads,
                                      unsigned Regs) const {
  uint64_t Blocks = TD.MaxBlocksPerUnit.Value ? TD.MaxBlocksPerUnit.Value : 32;
  if (Smem)
    Blocks =
        std::min<uint64_t>(Blocks, TD.Scratchpad.BytesPerUnit.Value / Smem);
  uint64_t ThreadsUnit =
      TD.MaxThreadsPerUnit.Value ? TD.MaxThreadsPerUnit.Value : 2048;
  Blocks = std::min<uint64_t>(Blocks, ThreadsUnit / std::max(1u, Threads));
  Blocks = std::min<uint64_t>(
      Blocks, TD.RegistersPerUnit.Value /
                  std::max<uint64_t>(1, uint64_t(Regs) * Threads));
  return Blocks;
}

unsigned GPUTargetInfo::registersPerThread(const BandShape &B,
                                           ArrayRef<unsigned> Sizes,
                                           unsigned Threads) const {
  unsigned N = B.TripCounts.size();
  bool HasReduction = B.writtenVaryingLoops() != (1u << N) - 1;
  uint64_t Regs = 32; // addresses, indices, loop control
  for (const BandShape::ArrayUse &A : B.Arrays) {
    bool Accumulator = A.Written && HasReduction;
    if (A.Space != MemSpace::Register && !Accumulator)
      continue;
    uint64_t Elems = divideCeil(A.footprint(Sizes), std::max(1u, Threads));
    Regs += Elems * divideCeil(A.ElementBytes, 4);
  }
  return unsigned(std::min<uint64_t>(Regs, UINT32_MAX));
}

/// Splits \p Total threads (a power of 2 times the warp) over block
/// dimensions x, y, z of \p DimSizes elements (0: the dimension is not
/// used) so that every thread's part is as square as possible, x first.
static void splitThreads(unsigned Total, const unsigned DimSizes[3],
                         unsigned T[3]) {
  T[0] = T[1] = T[2] = 1;
  SmallVector<unsigned, 3> Present;
  for (unsigned I = 0; I < 3; ++I)
    if (DimSizes[I])
      Present.push_back(I);
  if (Present.empty()) {
    T[0] = Total;
    return;
  }
  unsigned Left = Total;
  for (unsigned P = 0; P < Present.size(); ++P) {
    unsigned Dim = Present[P];
    if (P + 1 == Present.size()) {
      T[Dim] = Left;
      return;
    }
    double Rest = 1;
    for (unsigned Q = P + 1; Q < Present.size(); ++Q)
      Rest *= DimSizes[Present[Q]];
    double Ideal = std::sqrt(double(Left) * DimSizes[Dim] / Rest);
    unsigned Pick = 1;
    double BestErr = 1e30;
    for (unsigned C = 1; C <= Left; C *= 2) {
      double Err = std::fabs(std::log2(C) - std::log2(std::max(1.0, Ideal)));
      if (Err < BestErr - 1e-9) {
        BestErr = Err;
        Pick = C;
      }
    }
    Pick = std::min(Pick, Left);
    T[Dim] = Pick;
    Left = std::max(1u, Left / Pick);
  }
}

/// The default mapping: the parallel loops, innermost first, to block.x,
/// block.y, block.z; the others stay sequential. \p B.Map when given.
static SmallVector<MapDim, 4> mappingOf(const BandShape &B) {
  unsigned N = B.TripCounts.size();
  SmallVector<MapDim, 4> Map(N, MapDim::Seq);
  if (!B.Map.empty()) {
    for (unsigned L = 0; L < N && L < B.Map.size(); ++L)
      Map[L] = B.Map[L];
    return Map;
  }
  unsigned Par = B.parallelLoops();
  const MapDim Dims[3] = {MapDim::BlockX, MapDim::BlockY, MapDim::BlockZ};
  unsigned Used = 0;
  for (int L = N - 1; L >= 0 && Used < 3; --L)
    if ((Par >> L) & 1)
      Map[L] = Dims[Used++];
  return Map;
}

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

Decision GPUTargetInfo::getTileSizeForLoop(const BandShape &B) const {
  unsigned N = B.TripCounts.size();
  unsigned Par = B.parallelLoops();
  MatmulRoles Roles = matmulRoles(B);
  std::vector<const MatrixUnit *> Units;
  const MatrixUnit *Unit = nullptr;
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
  SmallVector<SmallVector<unsigned, 10>, 4> Cand(N);
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
  MemoryLevel Mem = memoryLevels(&TD).back();
  double L1Lat = TD.Caches.empty()
                     ? 1.0
                     : double(std::max<uint64_t>(
                           1, TD.Caches.front().LatencyCycles.Value));
  bool HasReduction = B.writtenVaryingLoops() != (1u << N) - 1;
  uint64_t Sector =
      TD.MemorySectorBytes.Value ? TD.MemorySectorBytes.Value : 32;
  std::optional<Candidate> Best;
  unsigned Rejected[3] = {0, 0, 0}; // scratchpad, registers, threads
  SmallVector<unsigned, 4> Cur(N, 1);
  std::function<void(unsigned)> Rec = [&](unsigned L) {
    if (L < N) {
      for (unsigned S : Cand[L]) {
        Cur[L] = S;
        Rec(L + 1);
      }
      return;
    }
    Candidate C;
    C.Sizes = Cur;
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
    C.Smem = scratchpadBytes(B, Eff);
    if (C.Smem > TD.Scratchpad.BytesPerBlock.Value) {
      ++Rejected[0];
      return;
    }
    C.Threads = threadsFor(uint64_t(ParElems));
    if (ParElems / C.Threads > 64) {
      ++Rejected[2];
      return; // more than 64 output elements per thread
    }
    C.Regs = registersPerThread(B, Eff, C.Threads);
    if (C.Regs > TD.RegistersPerThread.Value) {
      ++Rejected[1];
      return;
    }
    // Occupancy: blocks resident per unit.
    uint64_t Blocks = blocksPerUnit(C.Smem, C.Threads, C.Regs);
    uint64_t ThreadsUnit =
        TD.MaxThreadsPerUnit.Value ? TD.MaxThreadsPerUnit.Value : 2048;
    if (!Blocks) {
      ++Rejected[1];
      return;
    }
    C.Blocks = Blocks;
    C.Occupancy =
        std::min(1.0, double(Blocks * C.Threads) / (double(ThreadsUnit) / 4));
    // How many tiles (blocks) the grid has against the compute units.
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
    // Global traffic per iteration: arrays that move with a reduction loop
    // are loaded per tile; the others once per block, over the whole
    // reduction.
    double RedTrip = 1;
    for (unsigned K = 0; K < N; ++K)
      if (!((Par >> K) & 1))
        RedTrip *= B.TripCounts[K] ? double(*B.TripCounts[K]) : 4096.0;
    for (const BandShape::ArrayUse &A : B.Arrays) {
      bool MovesWithReduction = (A.LoopMask & ~Par) != 0;
      double Sectors = sectorsOf(A, Eff, Sector);
      if (!HasReduction || MovesWithReduction)
        C.Traffic += Sectors / Iter;
      else
        C.Traffic += Sectors / (ParElems * RedTrip);
    }
    // In-tile accesses, from the reuse analysis of one thread's part of
    // the tile with the reduction loops outermost (how a register-tiled
    // thread runs it): an array whose reuse over a loop stays in registers
    // is read from its source once per that loop's extent. The source is
    // the scratchpad for a staged array, the level of its nearest reuse in
    // the block's tile for another one (none: its traffic, counted above).
    ReuseInfo RB = analyzeReuse(B, Eff, &TD);
    SmallVector<MapDim, 4> Map = mappingOf(B);
    unsigned DimSizes[3] = {0, 0, 0}, TS[3];
    SmallVector<int, 3> ByDim(3, -1);
    for (unsigned K = 0; K < N; ++K)
      if (Map[K] != MapDim::Seq) {
        DimSizes[unsigned(Map[K])] = Eff[K];
        ByDim[unsigned(Map[K])] = K;
      }
    splitThreads(C.Threads, DimSizes, TS);
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
      C.InTile += double(std::max(1u, U.Accesses)) * PerAccess / L1Lat;
    }
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
    auto Better = [&](const Candidate &X, const Candidate &Y) {
      if (X.Cost < Y.Cost * 0.98)
        return true;
      if (X.Cost > Y.Cost * 1.02)
        return false;
      if (X.WideRows != Y.WideRows)
        return X.WideRows;
      return X.Smem < Y.Smem;
    };
    if (!Best || Better(C, *Best))
      Best = C;
  };
  Rec(0);
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
       << scratchpadName() << ", " << Rejected[1] << " over the registers, "
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
  OS << "; " << scratchpadName() << " " << Best->Smem << " of "
     << TD.Scratchpad.BytesPerBlock.Value << " bytes";
  if (B.PipelineStages > 1)
    OS << " (" << B.PipelineStages << " stages)";
  OS << "; " << Best->Threads << " threads, " << Best->Regs
     << " registers each; " << Best->Blocks << " blocks per " << unitName()
     << " (occupancy " << format("%.2f", Best->Occupancy) << ")";
  if (Best->Tiles)
    OS << "; " << *Best->Tiles << " tiles on " << TD.ComputeUnits.Value << " "
       << unitName() << "s";
  else
    OS << "; run-time trip counts";
  if (Unit)
    OS << "; multiples of " << Unit->Name << " (" << Unit->M << " x " << Unit->N
       << " x " << Unit->K << ")";
  D.Why = S;
  return D;
}

//===----------------------------------------------------------------------===//
// Layout: price the candidates with the bank model.
//===----------------------------------------------------------------------===//

namespace {

/// The byte offset of (row, byte in row) of a tile whose rows hold
/// \p RowBytes, under layout \p L for elements of \p Elt bytes.
int64_t physical(const Layout &L, int64_t Row, int64_t Byte, int64_t RowBytes,
                 int64_t Elt) {
  switch (L.K) {
  case Layout::Pad:
    return Row * (RowBytes + int64_t(L.Param) * Elt) + Byte;
  case Layout::Swizzle: {
    // DESIGN.md: XOR of the 16-byte chunks by row over a span of Param
    // bytes: chunk' = chunk ^ (row mod (span / 16)) on the chunk's low bits
    // (with 128-byte rows, CuTe's Swizzle<3,4,3>).
    int64_t Mask = int64_t(L.Param / 16) - 1;
    int64_t Chunk = Byte / 16;
    Chunk = (Chunk & ~Mask) | ((Chunk ^ Row) & Mask);
    return Row * RowBytes + Chunk * 16 + Byte % 16;
  }
  default:
    return Row * RowBytes + Byte;
  }
}

} // namespace

LayoutDecision GPUTargetInfo::getMemoryLayout(Type *ElemTy, unsigned AddrSpace,
                                              ArrayRef<unsigned> TileShape,
                                              unsigned AccessBytes) const {
  LayoutDecision D;
  D.L.K = Layout::RowMajor;
  std::string S;
  raw_string_ostream OS(S);
  unsigned Elt =
      ElemTy && ElemTy->isSized() && ElemTy->getPrimitiveSizeInBits()
          ? std::max<unsigned>(
                1, ElemTy->getPrimitiveSizeInBits().getFixedValue() / 8)
          : 4;
  if (AddrSpace != 3 || TileShape.empty()) {
    OS << TD.Name << ": not in the " << scratchpadName() << " (address space "
       << AddrSpace << "): no banks, row_major";
    D.Why = S;
    return D;
  }
  int64_t Cols = TileShape.back();
  int64_t Rows = 1;
  for (unsigned I = 0; I + 1 < TileShape.size(); ++I)
    Rows *= TileShape[I];
  int64_t RowBytes = Cols * Elt;
  unsigned W = AccessBytes
                   ? AccessBytes
                   : unsigned(std::max<uint64_t>(TD.VectorBytes.Value, Elt));
  W = std::max(W, Elt);
  while (W > Elt && (RowBytes % W || W > 16))
    W /= 2;
  BankRules Rules = BankRules::fromDescription(TD);
  unsigned Lanes = Rules.LaneCount;
  int64_t Chunks = RowBytes / W; // accesses per row
  // The price of a layout: a warp copying consecutive chunks in (write),
  // reading them back, and reading a column (lane l: row l mod Rows, chunk
  // l / Rows), starting at chunk column 0 and 1.
  auto Price = [&](const Layout &L) {
    unsigned Total = 0;
    std::vector<std::optional<int64_t>> Addr(Lanes);
    for (unsigned Pass = 0; Pass < 4; ++Pass) {
      for (unsigned Lane = 0; Lane < Lanes; ++Lane) {
        int64_t Row, Chunk;
        if (Pass < 2) {
          int64_t Lin = Lane % (Rows * Chunks);
          Row = Lin / Chunks;
          Chunk = Lin % Chunks;
        } else {
          Row = Lane % Rows;
          Chunk = (Lane / Rows + (Pass - 2)) % Chunks;
        }
        Addr[Lane] = physical(L, Row, Chunk * W, RowBytes, Elt);
      }
      Total += bankCost(Addr, W, /*IsWrite=*/Pass == 0, Rules).Wavefronts;
    }
    return Total;
  };
  SmallVector<Layout, 8> Cands;
  Cands.push_back(D.L);
  for (unsigned Span : {128u, 64u, 32u})
    if (RowBytes % Span == 0 && Elt <= 16) {
      Layout L;
      L.K = Layout::Swizzle;
      L.Param = Span;
      Cands.push_back(L);
    }
  // Pads keep every W-byte access aligned and add at most 16 bytes a row.
  for (unsigned P : {1u, 2u, 4u, 8u, 16u})
    if (P * Elt <= std::max(16u, W) && (P * Elt) % W == 0) {
      Layout L;
      L.K = Layout::Pad;
      L.Param = P;
      if (none_of(Cands, [&](const Layout &C) {
            return C.K == L.K && C.Param == L.Param;
          }))
        Cands.push_back(L);
    }
  unsigned BestCost = ~0u;
  OS << TD.Name << ": " << Rows << " x " << Cols << " tile of " << Elt
     << "-byte elements (rows of " << RowBytes << " bytes), " << W
     << "-byte accesses; wavefronts (copy in, read rows, read columns):";
  for (const Layout &L : Cands) {
    unsigned C = Price(L);
    D.Costs.push_back({L, C});
    OS << " " << L.str() << " " << C;
    if (C < BestCost) {
      BestCost = C;
      D.L = L;
    }
  }
  OS << " -> " << D.L.str();
  D.Why = S;
  return D;
}

//===----------------------------------------------------------------------===//
// Mapping.
//===----------------------------------------------------------------------===//

Decision GPUTargetInfo::getMappingStrategy(const BandShape &B) const {
  unsigned N = B.TripCounts.size();
  unsigned Par = B.parallelLoops();
  Decision D;
  std::string S;
  raw_string_ostream OS(S);
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
  SmallVector<MapDim, 4> Map = mappingOf(B);
  OS << TD.Name << ":";
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
  OS << ":";
  for (unsigned L = 0; L < N; ++L)
    OS << (L ? ", " : " ") << "loop " << L + 1 << " " << spelling(Map[L]);
  for (MapDim M : Map)
    D.Values.push_back(unsigned(M));
  // Threads: over the block-mapped loops, x first.
  SmallVector<int, 3> ByDim(3, -1);
  uint64_t Elems = 1;
  for (unsigned L = 0; L < N; ++L)
    if (Map[L] != MapDim::Seq) {
      ByDim[unsigned(Map[L])] = L;
      Elems *= Sizes[L];
    }
  unsigned T[3] = {1, 1, 1};
  if (!B.Threads.empty()) {
    for (unsigned I = 0; I < B.Threads.size() && I < 3; ++I)
      T[I] = B.Threads[I];
    OS << (B.ThreadsFromKernel
               ? "; threads as the kernel's first band (one block shape per "
                 "kernel)"
               : "; threads as the directive says");
  } else {
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
      OS << ", x along loop " << C + 1 << " (unit-stride in " << CA->Name
         << ")";
  }
  OS << " = " << T[0] << " x " << T[1] << " x " << T[2];
  if (Elems > 1)
    OS << ", " << divideCeil(Elems, uint64_t(T[0]) * T[1] * T[2])
       << " elements of the block's tile per thread";
  D.Values.append({T[0], T[1], T[2]});
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
  unsigned Threads = T[0] * T[1] * T[2];
  uint64_t PerUnit = std::max<uint64_t>(
      1, blocksPerUnit(scratchpadBytes(B, Sizes), Threads,
                       registersPerThread(B, Sizes, Threads)));
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
  D.Values.push_back(RoundRobin ? 1 : 0);
  D.Why = S;
  return D;
}
