//===- HostTargetInfo.cpp - TileLangTargetInfo for the host CPU -----------===//
//
// The host tiles for caches. getTileSizeForLoop searches power-of-two sizes
// (8 .. 512, capped by known trip counts) for the band that maximises reuse,
// i.e. iterations per tile / elements of the tiles' footprints (each array's
// footprint is the product of the sizes of the loops its subscripts vary
// with), subject to the footprints fitting half a cache level (the other
// half is left to the output and to prefetching). It prefers the L1 budget
// when that loses less than 10% of the L2 budget's reuse. The innermost loop
// that walks an array with unit stride gets at least one vector's worth of
// elements. Capacities come from the host description when the running
// machine filled its caches in (x86_64.json; it runs the kernel), else from
// TargetTransformInfo, else from the description's static figures, see
// queryHostCaches. Staged tiles are row-major packed copies: the host
// has no banks. Every loop stays sequential.
//
//===----------------------------------------------------------------------===//
#include "analysis/BandInfo.h"
#include "analysis/ReuseAnalysis.h"
#include "target/TargetDescription.h"
#include "target/TargetInfo.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/Support/MemoryBuffer.h"
#include "llvm/Support/raw_ostream.h"
#include "llvm/TargetParser/Triple.h"
#include <algorithm>
#include <cmath>

using namespace llvm;
using namespace tilelang;

/// Reads a sysfs cache size such as "48K" or "2048K"; 0 if absent.
static uint64_t readSysfsCache(unsigned Index, StringRef WantType,
                               unsigned WantLevel) {
  std::string Dir =
      "/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(Index) + "/";
  auto Read = [&](StringRef File) -> std::string {
    auto Buf = MemoryBuffer::getFileAsStream(Dir + File.str());
    return Buf ? (*Buf)->getBuffer().trim().str() : std::string();
  };
  std::string Type = Read("type"), Level = Read("level"), Size = Read("size");
  unsigned L = 0;
  if (StringRef(Level).getAsInteger(10, L) || L != WantLevel ||
      (Type != WantType && Type != "Unified"))
    return 0;
  StringRef S(Size);
  uint64_t Mult = 1;
  if (S.consume_back("K"))
    Mult = 1024;
  else if (S.consume_back("M"))
    Mult = 1024 * 1024;
  uint64_t V = 0;
  return S.getAsInteger(10, V) ? 0 : V * Mult;
}

HostCaches tilelang::queryHostCaches(const TargetTransformInfo &TTI,
                                     const TargetDescription *TD) {
  HostCaches C;
  auto L1 = TTI.getCacheSize(TargetTransformInfo::CacheLevel::L1D);
  auto L2 = TTI.getCacheSize(TargetTransformInfo::CacheLevel::L2D);
  std::string Src;
  const CacheLevel *D1 = TD ? TD->cache("L1") : nullptr;
  const CacheLevel *D2 = TD ? TD->cache("L2") : nullptr;
  auto RunTime = [](const CacheLevel *C) {
    return C && StringRef(C->Bytes.Source).starts_with("run time:");
  };
  if (RunTime(D1) && RunTime(D2)) {
    // What the running machine reports (it runs the kernel): tiles sized
    // for this machine's 2 MiB L2 ran GEMM 1024^3 faster than for TTI's
    // generic 256 KiB (benchmarks/TARGETS.md).
    C.L1 = D1->Bytes.Value;
    C.L2 = D2->Bytes.Value;
    Src = "the running machine";
  } else if (L1 && L2 && *L1 && *L2) {
    C.L1 = *L1;
    C.L2 = *L2;
    Src = "TargetTransformInfo";
  } else if (D1 && D2) {
    C.L1 = D1->Bytes.Value;
    C.L2 = D2->Bytes.Value;
    Src = "the description " + TD->Name;
  } else {
    uint64_t S1 = 0, S2 = 0;
    for (unsigned I = 0; I < 8; ++I) {
      S1 = S1 ? S1 : readSysfsCache(I, "Data", 1);
      S2 = S2 ? S2 : readSysfsCache(I, "Data", 2);
    }
    if (S1 && S2) {
      C.L1 = S1;
      C.L2 = S2;
      Src = "/sys/devices/system/cpu/cpu0/cache";
    } else {
      Src = "defaults (32 KiB L1, 1 MiB L2)";
    }
  }
  unsigned Bits =
      TTI.getRegisterBitWidth(TargetTransformInfo::RGK_FixedWidthVector)
          .getFixedValue();
  C.VectorBytes = std::max(16u, Bits / 8);
  C.Source = Src;
  return C;
}

namespace {

class HostTargetInfo final : public TileLangTargetInfo {
  HostCaches Caches;
  const TargetDescription *TD;

public:
  HostTargetInfo(HostCaches C, const TargetDescription *TD)
      : Caches(std::move(C)), TD(TD) {}
  const HostCaches &caches() const { return Caches; }
  std::string name() const override { return "host"; }

  /// Best sizes under a footprint budget of \p Budget bytes; returns the
  /// reuse (iterations per footprint element) in \p Reuse.
  SmallVector<unsigned, 4> search(const BandShape &B, uint64_t Budget,
                                  double &Reuse) const {
    unsigned N = B.TripCounts.size();
    SmallVector<SmallVector<unsigned, 8>, 4> Cand(N);
    unsigned Lanes = Caches.VectorBytes / 4;
    for (unsigned L = 0; L < N; ++L) {
      if (L < B.Fixed.size() && B.Fixed[L]) {
        Cand[L].push_back(B.Fixed[L]);
        continue;
      }
      bool UnitStride = any_of(B.Arrays, [&](const BandShape::ArrayUse &A) {
        return A.UnitStrideLoop == int(L);
      });
      for (unsigned S = 8; S <= 512; S *= 2) {
        if (UnitStride && S < Lanes)
          continue;
        Cand[L].push_back(S);
        if (B.TripCounts[L] && S >= *B.TripCounts[L])
          break; // a larger tile than the loop is no different
      }
      if (Cand[L].empty())
        Cand[L].push_back(Lanes);
    }
    SmallVector<unsigned, 4> Best(N, 8), Cur(N);
    Reuse = -1;
    unsigned BestInner = 0;
    std::function<void(unsigned)> Rec = [&](unsigned L) {
      if (L == N) {
        double Iter = 1, Elems = 0;
        uint64_t Bytes = 0;
        for (unsigned K = 0; K < N; ++K) {
          double T = Cur[K];
          if (B.TripCounts[K])
            T = std::min<double>(T, *B.TripCounts[K]);
          Iter *= T;
        }
        for (const BandShape::ArrayUse &A : B.Arrays) {
          double E = 1;
          for (unsigned K = 0; K < N; ++K)
            if (A.LoopMask & (1u << K))
              E *= Cur[K];
          Elems += E;
          Bytes += uint64_t(E) * A.ElementBytes;
        }
        if (Bytes > Budget)
          return;
        double R = Elems > 0 ? Iter / Elems : Iter;
        unsigned Inner = Cur[N - 1];
        if (R > Reuse * 1.0001 || (R > Reuse * 0.9999 && Inner > BestInner)) {
          Reuse = R;
          Best = Cur;
          BestInner = Inner;
        }
        return;
      }
      for (unsigned S : Cand[L]) {
        Cur[L] = S;
        Rec(L + 1);
      }
    };
    Rec(0);
    return Best;
  }

  Decision getTileSizeForLoop(const BandShape &B) const override {
    double R1 = 0, R2 = 0;
    auto S1 = search(B, Caches.L1 / 2, R1);
    auto S2 = search(B, Caches.L2 / 2, R2);
    Decision D;
    // Which cache to tile for: the candidate whose uses the reuse analysis
    // prices lower (point loops in tilelang-tile's order, the description's
    // levels and latencies); without a description, the L1 candidate unless
    // it loses more than 10% of the L2 candidate's reuse.
    bool UseL1 = R1 > 0 && R1 >= 0.9 * R2;
    double C1 = 0, C2 = 0;
    if (TD && R1 > 0 && R2 > 0) {
      SmallVector<unsigned, 4> Order = pointLoopOrder(B);
      BandShape P = permuteBand(B, Order);
      auto Cost = [&](ArrayRef<unsigned> Sizes) {
        SmallVector<unsigned, 4> PS;
        for (unsigned L : Order)
          PS.push_back(
              B.TripCounts[L]
                  ? unsigned(std::max<uint64_t>(
                        1, std::min<uint64_t>(Sizes[L], *B.TripCounts[L])))
                  : Sizes[L]);
        return analyzeReuse(P, PS, TD).CostPerIteration;
      };
      C1 = Cost(S1);
      C2 = Cost(S2);
      UseL1 = C1 <= C2;
    }
    D.Values = UseL1 ? S1 : S2;
    std::string S;
    raw_string_ostream OS(S);
    OS << "host: footprints in half of " << (UseL1 ? "L1" : "L2") << " ("
       << (UseL1 ? Caches.L1 : Caches.L2) << " bytes, from " << Caches.Source;
    if (TD && C1 > 0 && C2 > 0)
      OS << "; reuse analysis: " << format("%.2f", UseL1 ? C1 : C2)
         << " L1 accesses per iteration against "
         << format("%.2f", UseL1 ? C2 : C1) << " for the "
         << (UseL1 ? "L2" : "L1") << " candidate";
    OS << "), reuse " << format("%.1f", UseL1 ? R1 : R2)
       << " iterations per element, vector " << Caches.VectorBytes << " bytes";
    D.Why = S;
    return D;
  }

  LayoutDecision getMemoryLayout(Type *, unsigned, ArrayRef<unsigned>,
                                 unsigned) const override {
    // The host's packed copies only need alignment: row-major, contiguous.
    LayoutDecision D;
    D.L.K = Layout::RowMajor;
    D.Why = "host: packed copies are row-major and 64-byte aligned (no "
            "banks)";
    return D;
  }

  /// The host's cores are its compute units: every loop that may run in
  /// parallel (BandShape::parallelLoops: every written array varies with
  /// it and DependenceAnalysis proves that it carries no dependence) goes
  /// to a block dimension, x first, outermost first; tilelang-tile runs
  /// the tiles of the one whose tile loop is outermost on the cores
  /// (tilelang-parallel, OpenMP). Threads per block: 1 (a tile runs in one
  /// thread); block_wise (static schedule: contiguous tiles per thread).
  Decision getMappingStrategy(const BandShape &B) const override {
    Decision D;
    unsigned N = B.TripCounts.size();
    unsigned Par = B.parallelLoops();
    std::string List;
    unsigned Next = 0;
    for (unsigned L = 0; L < N; ++L) {
      bool P = (Par >> L) & 1 && Next < 3;
      D.Values.push_back(P ? Next++ : unsigned(MapDim::Seq));
      if (P)
        List += (List.empty() ? "" : ", ") + std::to_string(L + 1);
    }
    D.Values.append({1, 1, 1, 0, 0}); // a tile per thread, block_wise
    if (List.empty()) {
      D.Why = "host: no loop may run in parallel (each carries a dependence "
              "or is a reduction): the band runs in one thread";
      return D;
    }
    bool Many = Next > 1;
    D.Why = "host: parallel loop" + std::string(Many ? "s " : " ") + List +
            " (every written array varies with " + (Many ? "them" : "it") +
            ", no dependence carried): " + (Many ? "their" : "its") +
            " tiles go to the cores, block_wise";
    return D;
  }
};

} // namespace

std::unique_ptr<TileLangTargetInfo>
tilelang::createHostTargetInfo(const TargetDescription *TD,
                               const TargetTransformInfo &TTI) {
  return std::make_unique<HostTargetInfo>(queryHostCaches(TTI, TD), TD);
}
