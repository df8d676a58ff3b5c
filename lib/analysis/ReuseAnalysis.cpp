//===- ReuseAnalysis.cpp - Reuse distances of a band's arrays -------------===//
//
// See ReuseAnalysis.h. Reuse of array A carried by band loop L:
//   temporal - A's subscripts do not vary with L: iteration l + 1 of L uses
//              the elements iteration l used;
//   overlap  - they vary with L, but the footprint's dimension driven by L
//              is wider than its step (a halo or window): consecutive
//              iterations share elements.
// Between the two uses every loop inside L runs once over its extent, so
// the distance is the footprint of every array over those loops, and the
// iterations are the product of their extents.
//
//===----------------------------------------------------------------------===//
#include "analysis/ReuseAnalysis.h"
#include "target/TargetDescription.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"

#define DEBUG_TYPE "tilelang-reuse"

using namespace llvm;
using namespace tilelang;

SmallVector<MemoryLevel, 6>
tilelang::memoryLevels(const TargetDescription *TD) {
  SmallVector<MemoryLevel, 6> Levels;
  if (!TD) {
    Levels.push_back({"registers", 16 * 16, 1});
    Levels.push_back({"L1", 32 * 1024, 5});
    Levels.push_back({"L2", 1024 * 1024, 14});
    Levels.push_back({"memory", 0, 250});
    return Levels;
  }
  uint64_t RegBytes =
      TD->RegistersPerThread.Value *
      (TD->isGPU() ? 4 : std::max<uint64_t>(TD->VectorBytes.Value, 4));
  Levels.push_back({"registers", RegBytes, 1});
  if (TD->Scratchpad.Present && TD->isGPU())
    Levels.push_back({"scratchpad", TD->Scratchpad.BytesPerBlock.Value,
                      TD->Scratchpad.LatencyCycles.Value
                          ? TD->Scratchpad.LatencyCycles.Value
                          : TD->Caches.front().LatencyCycles.Value});
  for (const CacheLevel &C : TD->Caches)
    Levels.push_back({C.Level, C.Bytes.Value, C.LatencyCycles.Value});
  Levels.push_back({"memory", 0, TD->MemoryLatencyCycles.Value});
  return Levels;
}

const MemoryLevel &ReuseInfo::levelOf(unsigned Array) const {
  int E = Array < Nearest.size() ? Nearest[Array] : -1;
  return E >= 0 ? Levels[Entries[E].Level] : Levels.back();
}

ReuseInfo tilelang::analyzeReuse(const BandShape &S, ArrayRef<unsigned> Sizes,
                                 const TargetDescription *TD, bool Unrolled) {
  ReuseInfo R;
  R.Levels = memoryLevels(TD);
  R.Sizes.assign(Sizes.begin(), Sizes.end());
  unsigned N = S.TripCounts.size();
  R.Sizes.resize(N, 0);
  // The first cache level's latency normalises the others.
  uint64_t Unit = 1;
  for (const MemoryLevel &M : R.Levels)
    if (M.Name != "registers" && M.Name != "scratchpad") {
      Unit = std::max<uint64_t>(1, M.Latency);
      break;
    }
  auto LevelFor = [&](std::optional<uint64_t> Bytes, bool Staged,
                      bool InRegisters) {
    for (unsigned I = 0; I + 1 < R.Levels.size(); ++I) {
      const MemoryLevel &M = R.Levels[I];
      if (M.Name == "registers" && !InRegisters)
        continue;
      if (M.Name == "scratchpad" && !Staged)
        continue;
      if (Bytes && *Bytes <= M.Bytes)
        return I;
    }
    return unsigned(R.Levels.size() - 1);
  };
  for (unsigned A = 0; A < S.Arrays.size(); ++A) {
    const BandShape::ArrayUse &U = S.Arrays[A];
    R.Nearest.push_back(-1);
    for (unsigned L = 0; L < N; ++L) {
      ReuseEntry E;
      E.Array = A;
      E.Loop = L;
      bool Varies = U.LoopMask & (1u << L);
      if (!Varies) {
        E.K = ReuseEntry::Temporal;
        E.Hits = R.Sizes[L] ? double(R.Sizes[L] - 1) / double(R.Sizes[L]) : 1.0;
      } else {
        // The window along the loop's dimension is 1 + Spread wide and
        // moves by Step: consecutive iterations share the rest.
        for (const BandShape::DimExtent &D : U.Dims)
          for (auto [DL, Step] : D.Loops)
            if (DL == L && D.Spread >= Step && D.Spread > 0) {
              E.K = ReuseEntry::Overlap;
              double W = double(1 + D.Spread);
              E.Hits = std::max(E.Hits, (W - double(Step)) / W);
            }
      }
      if (E.K != ReuseEntry::None) {
        // Everything inside loop L runs once between the two uses.
        SmallVector<unsigned, 4> Inner(N, 1);
        bool Known = true;
        uint64_t Iter = 1;
        for (unsigned K = L + 1; K < N; ++K) {
          Inner[K] = R.Sizes[K];
          if (!R.Sizes[K])
            Known = false;
          else
            Iter *= R.Sizes[K];
        }
        if (Known) {
          uint64_t Bytes = 0;
          for (const BandShape::ArrayUse &B : S.Arrays)
            Bytes += B.footprint(Inner) * B.ElementBytes;
          E.Iterations = Iter;
          E.Bytes = Bytes;
        }
        E.Level =
            LevelFor(E.Bytes, U.Space == MemSpace::Shared,
                     Unrolled || U.Space == MemSpace::Register || L + 1 == N);
        E.Normalised = double(R.Levels[E.Level].Latency) / double(Unit);
        R.Nearest.back() = R.Entries.size();
      }
      R.Entries.push_back(E);
    }
  }
  double MemoryCost = double(R.Levels.back().Latency) / double(Unit);
  for (unsigned A = 0; A < S.Arrays.size(); ++A) {
    double Left = 1, Cost = 0;
    for (int L = N - 1; L >= 0; --L) {
      const ReuseEntry &E = R.Entries[A * N + L];
      if (E.K == ReuseEntry::None)
        continue;
      Cost += Left * E.Hits * E.Normalised;
      Left *= 1 - E.Hits;
    }
    Cost += Left * MemoryCost;
    R.CostPerIteration += double(std::max(1u, S.Arrays[A].Accesses)) * Cost;
  }
  return R;
}

void ReuseInfo::print(raw_ostream &OS, const BandShape &S,
                      StringRef Indent) const {
  OS << Indent << "levels:";
  for (const MemoryLevel &M : Levels) {
    OS << " " << M.Name << " (";
    if (M.Bytes)
      OS << M.Bytes << " B, ";
    OS << M.Latency << " cycles)";
  }
  OS << "\n";
  for (const ReuseEntry &E : Entries) {
    const BandShape::ArrayUse &U = S.Arrays[E.Array];
    OS << Indent << U.Name << " loop " << E.Loop + 1 << ": ";
    if (E.K == ReuseEntry::None) {
      OS << "no reuse (its subscripts move with the loop)\n";
      continue;
    }
    OS << (E.K == ReuseEntry::Temporal ? "temporal" : "overlap")
       << " reuse, distance ";
    if (E.Iterations)
      OS << *E.Iterations << " iterations, " << *E.Bytes << " bytes";
    else
      OS << "unknown (a run-time extent)";
    OS << " -> " << Levels[E.Level].Name << ", " << format("%.1f", E.Normalised)
       << "x L1, serves " << format("%.0f", 100 * E.Hits)
       << "% of the uses left\n";
  }
  OS << Indent << "cost per iteration: " << format("%.2f", CostPerIteration)
     << " L1 accesses (nearest reuse: ";
  for (unsigned A = 0; A < S.Arrays.size(); ++A)
    OS << (A ? ", " : "") << S.Arrays[A].Name << " "
       << (Nearest[A] >= 0 ? levelOf(A).Name : std::string("none"));
  OS << ")\n";
}
