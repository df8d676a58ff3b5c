//===- TrafficModel.cpp - What a loop order costs in memory traffic ------===//
//
// See TrafficModel.h.
//
//===----------------------------------------------------------------------===//
#include "analysis/TrafficModel.h"
#include "target/TargetDescription.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/Format.h"
#include "llvm/Support/raw_ostream.h"
#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace tilelang;

TrafficMachine tilelang::trafficMachine(const TargetDescription *TD) {
  TrafficMachine M;
  if (!TD) {
    M.Caches.push_back({"L1", 32 * 1024, 64});
    M.Caches.push_back({"L2", 1024 * 1024, 32});
    return M;
  }
  if (TD->MemorySectorBytes.Value)
    M.LineBytes = TD->MemorySectorBytes.Value;
  M.VectorBytes = std::max<uint64_t>(4, TD->VectorBytes.Value);
  for (unsigned I = 0; I < TD->Caches.size(); ++I) {
    const CacheLevel &C = TD->Caches[I];
    double Fill = double(C.FillBytesPerCycle.Value);
    if (!Fill) { // one line per load-to-use latency of the next level out
      uint64_t Next = I + 1 < TD->Caches.size()
                          ? TD->Caches[I + 1].LatencyCycles.Value
                          : TD->MemoryLatencyCycles.Value;
      Fill = double(M.LineBytes) / double(std::max<uint64_t>(1, Next));
    }
    M.Caches.push_back({C.Level, C.Bytes.Value, Fill});
  }
  return M;
}

namespace {

/// Cache lines of array \p A that the model loops at positions \p From and
/// inside touch when each runs its whole extent (the others one iteration).
double linesOver(const BandShape::ArrayUse &A, ArrayRef<ModelLoop> Nest,
                 unsigned From, uint64_t LineBytes) {
  if (A.Dims.empty()) { // subscripts that are not affine: a line each
    double E = 1;
    for (unsigned K = From; K < Nest.size(); ++K)
      if (A.LoopMask & (1u << Nest[K].Loop))
        E *= Nest[K].Extent;
    return E;
  }
  double Lines = 1;
  for (unsigned D = 0; D < A.Dims.size(); ++D) {
    const BandShape::DimExtent &Dim = A.Dims[D];
    double Span = 1 + double(Dim.Spread);
    for (unsigned K = From; K < Nest.size(); ++K)
      for (auto [L, Step] : Dim.Loops)
        if (L == Nest[K].Loop && Nest[K].Extent > 1)
          Span += double(Step) * double(Nest[K].Scale) * (Nest[K].Extent - 1);
    // The last dimension is contiguous: its span shares lines.
    if (D + 1 == A.Dims.size())
      Span = std::ceil(Span * A.ElementBytes / double(LineBytes));
    Lines *= Span;
  }
  return Lines;
}

} // namespace

TrafficCost tilelang::estimateTraffic(const BandShape &S,
                                      ArrayRef<ModelLoop> Nest,
                                      const TrafficMachine &M,
                                      double InnerTrips) {
  TrafficCost C;
  unsigned N = Nest.size();
  // Lines[P]: what one iteration of model loop P - 1 touches (P = N: one
  // iteration of the body), per array and in all.
  SmallVector<double, 17> Total(N + 1, 0);
  for (const BandShape::ArrayUse &A : S.Arrays)
    for (unsigned P = 0; P <= N; ++P)
      Total[P] += linesOver(A, Nest, P, M.LineBytes);
  // Runs[P]: how often model loop P starts (the product of the loops
  // outside it).
  SmallVector<double, 17> Runs(N + 1, 1);
  for (unsigned P = 1; P <= N; ++P)
    Runs[P] = Runs[P - 1] * Nest[P - 1].Extent;
  double Iterations = Runs[N];
  // Per iteration: the innermost loop vectorises when it walks every array
  // with unit stride or not at all (a vector access then covers
  // VectorBytes); one strided array and every access is an element's, as
  // the vectorizer's gathers and scalarised accesses cost about that. A
  // float written at one element over the innermost loop is a reduction it
  // runs in order, scalar, one add latency an iteration. Loops inside the
  // band's body (InnerTrips iterations per band iteration) run as written
  // in both nests: their accesses count as elements, InnerTrips times.
  auto Strided = [&](const BandShape::ArrayUse &A) {
    return (A.LoopMask & (1u << Nest.back().Loop)) &&
           A.UnitStrideLoop != int(Nest.back().Loop);
  };
  bool Inner = InnerTrips > 1;
  bool Chain =
      N && !Inner && any_of(S.Arrays, [&](const BandShape::ArrayUse &A) {
        return A.Written && A.IsFloat &&
               !(A.LoopMask & (1u << Nest.back().Loop));
      });
  if (Chain)
    C.Chain = Iterations * M.FloatAddLatency;
  bool Vector = N && !Inner && !Chain && none_of(S.Arrays, Strided);
  double Accesses = 0;
  for (const BandShape::ArrayUse &A : S.Arrays) {
    double Lanes =
        Vector ? std::max(1.0, double(M.VectorBytes) / A.ElementBytes) : 1.0;
    Accesses += double(std::max(1u, A.Accesses)) / Lanes;
  }
  Accesses *= std::max(1.0, InnerTrips);
  C.Accesses = Iterations * Accesses / M.AccessesPerCycle;
  // The core's work (its loads and stores, or a reduction's chain) and
  // the time to fill each level are added: the overlap that memory-level
  // parallelism gives is left out, for both nests alike.
  double Work = std::max(C.Accesses, C.Chain), Fills = 0, Largest = Work;
  C.Bound =
      C.Chain > C.Accesses ? "the chain of a reduction" : "loads and stores";
  for (const TrafficLevel &L : M.Caches) {
    // The outermost model loop one iteration of which fits (P - 1, where
    // P is the smallest position whose lines fit): reuse inside it hits,
    // each of its runs fetches what it touches once.
    unsigned P = N + 1;
    for (int Q = N; Q >= 0; --Q) {
      if (Total[Q] * double(M.LineBytes) > double(L.Bytes) / 2)
        break;
      P = Q;
    }
    double Lines = P == 0       ? Total[0] // everything fits: each line once
                   : P == N + 1 ? Runs[N] * Total[N]
                                : Runs[P - 1] * Total[P - 1];
    double Fill = Lines * double(M.LineBytes) / L.FillBytesPerCycle;
    C.Lines.push_back(Lines);
    C.Fill.push_back(Fill);
    Fills += Fill;
    if (Fill > Largest) {
      Largest = Fill;
      C.Bound = "filling " + L.Name;
    }
  }
  C.LoopCycles = N ? Runs[N - 1] * M.CyclesPerInnerRun : 0;
  C.Cycles = Work + Fills + C.LoopCycles;
  return C;
}

SmallVector<ModelLoop, 8> tilelang::nestAsWritten(ArrayRef<uint64_t> Extents) {
  SmallVector<ModelLoop, 8> Nest;
  for (unsigned L = 0; L < Extents.size(); ++L)
    Nest.push_back({L, double(std::max<uint64_t>(1, Extents[L])), 1});
  return Nest;
}

SmallVector<ModelLoop, 8> tilelang::nestTiled(ArrayRef<uint64_t> Extents,
                                              ArrayRef<unsigned> Sizes,
                                              ArrayRef<unsigned> TileOrder,
                                              ArrayRef<unsigned> PointOrder) {
  unsigned N = Extents.size();
  auto Order = [&](ArrayRef<unsigned> O, unsigned K) {
    return O.size() == N ? O[K] : K;
  };
  SmallVector<ModelLoop, 8> Nest;
  for (unsigned K = 0; K < N; ++K) {
    unsigned L = Order(TileOrder, K);
    uint64_t T = std::max(1u, Sizes[L]), E = std::max<uint64_t>(1, Extents[L]);
    Nest.push_back({L, double((E + T - 1) / T), T});
  }
  for (unsigned K = 0; K < N; ++K) {
    unsigned L = Order(PointOrder, K);
    uint64_t T = std::max(1u, Sizes[L]), E = std::max<uint64_t>(1, Extents[L]);
    // The mean tile: the iterations are those of the band.
    Nest.push_back({L, double(E) / double((E + T - 1) / T), 1});
  }
  return Nest;
}

std::string tilelang::cyclesText(double V) {
  std::string S;
  raw_string_ostream OS(S);
  if (V >= 1e15)
    OS << format("%.2g ", V);
  else if (V >= 1e12)
    OS << format("%.2f T", V / 1e12);
  else if (V >= 1e9)
    OS << format("%.2f G", V / 1e9);
  else if (V >= 1e6)
    OS << format("%.2f M", V / 1e6);
  else if (V >= 1e3)
    OS << format("%.1f k", V / 1e3);
  else
    OS << format("%.0f ", V);
  OS << "cycles";
  return S;
}

std::string tilelang::costText(const TrafficCost &C) {
  return cyclesText(C.Cycles) + ", mostly " + C.Bound;
}
