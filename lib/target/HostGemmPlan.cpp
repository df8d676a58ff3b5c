//===- HostGemmPlan.cpp - The BLIS plan of a host contraction -------------===//
//
// See HostGemmPlan.h. The formulas, with the paper's section:
//
//  - mr x nr (section 3.1, "the register block"): nr is a multiple of the
//    vector length VL (nr / VL vectors of B loaded per step of k), mr rows
//    are broadcasts of A. The accumulators, mr x nr / VL vector registers,
//    must hide the FMA pipeline: mr x nr / VL >= latency x FMAs per cycle
//    (the paper's N_vfma L_vfma); with the nr / VL vectors of B and one
//    broadcast register they must fit in the vector registers:
//    mr x nr / VL + nr / VL + 1 <= R. Among those, the block that loads
//    least per FMA (mr + nr / VL loads per mr x nr / VL FMAs), the larger
//    block on a tie.
//  - kc (section 3.2, L1): the B micro-panel kc x nr stays in L1 while
//    the A micro-panels mr x kc stream through it; with W1 ways of N1 sets
//    of lines of C1 bytes, A's micro-panel gets
//    C_A = floor((W1 - 1) / (1 + nr / mr)) ways (one way is left for C)
//    and kc = C_A N1 C1 / (mr S). When C_A is 0 (nr / mr >= W1 - 1), the
//    B micro-panel streams from L2 in one of its W2 ways:
//    kc = L2 / W2 / (nr S). A multiple of 8.
//  - mc (section 3.3, L2): the A block mc x kc fills W2 - 1 of L2's W2
//    ways (one way is left to the B micro-panel streaming in):
//    mc = floor((W2 - 1) / W2 x L2 / (kc S)), a multiple of mr.
//  - nc (section 3.4, L3): the B panel kc x nc fills W3 - 1 of L3's W3
//    ways: nc = floor((W3 - 1) / W3 x L3 / (kc S)), a multiple of nr.
//
//===----------------------------------------------------------------------===//
#include "target/HostGemmPlan.h"
#include "target/TargetDescription.h"
#include "llvm/Support/CommandLine.h"
#include <algorithm>

using namespace llvm;
using namespace tilelang;

static cl::opt<unsigned> ForceMR("tilelang-host-gemm-mr", cl::init(0),
                                 cl::desc("Host GEMM plan: mr (0: model)"));
static cl::opt<unsigned> ForceNR("tilelang-host-gemm-nr", cl::init(0),
                                 cl::desc("Host GEMM plan: nr (0: model)"));
static cl::opt<unsigned> ForceKC("tilelang-host-gemm-kc", cl::init(0),
                                 cl::desc("Host GEMM plan: kc (0: model)"));
static cl::opt<unsigned> ForceMC("tilelang-host-gemm-mc", cl::init(0),
                                 cl::desc("Host GEMM plan: mc (0: model)"));
static cl::opt<unsigned> ForceNC("tilelang-host-gemm-nc", cl::init(0),
                                 cl::desc("Host GEMM plan: nc (0: model)"));

namespace {

struct Level {
  uint64_t Bytes, Ways;
};

Level level(const TargetDescription *TD, const char *Name, uint64_t Bytes) {
  Level L{Bytes, 8};
  if (const CacheLevel *C = TD ? TD->cache(Name) : nullptr) {
    if (C->Bytes.Value)
      L.Bytes = C->Bytes.Value;
    if (C->Ways.Value)
      L.Ways = C->Ways.Value;
  }
  return L;
}

uint64_t orDefault(const Sourced *S, uint64_t D) {
  return S && S->Value ? S->Value : D;
}

} // namespace

HostGemmPlan tilelang::decideHostGemmPlan(const TargetDescription *TD,
                                          unsigned ElemBytes,
                                          unsigned CodegenVectorBytes,
                                          unsigned CodegenRegisters) {
  HostGemmPlan P;
  uint64_t S = ElemBytes;
  uint64_t VecBytes = orDefault(TD ? &TD->VectorBytes : nullptr, 16);
  unsigned R = orDefault(TD ? &TD->RegistersPerThread : nullptr, 16);
  unsigned Lat = orDefault(TD ? &TD->FMALatencyCycles : nullptr, 4);
  unsigned PerCycle = orDefault(TD ? &TD->FMAPerCycle : nullptr, 2);
  uint64_t Line = orDefault(TD ? &TD->MemorySectorBytes : nullptr, 64);
  // The code generator's registers cap the description's.
  if (CodegenVectorBytes)
    VecBytes = std::min<uint64_t>(VecBytes, CodegenVectorBytes);
  if (CodegenRegisters)
    R = std::min(R, CodegenRegisters);
  P.VL = std::max<uint64_t>(1, VecBytes / S);
  P.Cores =
      std::max<uint64_t>(1, orDefault(TD ? &TD->ComputeUnits : nullptr, 1));

  // The register block.
  unsigned BestMR = 1, BestNV = 1;
  double BestRatio = -1;
  for (unsigned NV = 1; NV + 2 <= R; ++NV)
    for (unsigned MR = 1; MR * NV + NV + 1 <= R; ++MR) {
      if (MR * NV < Lat * PerCycle)
        continue;
      double Ratio = double(MR * NV) / double(MR + NV);
      if (Ratio > BestRatio + 1e-9 ||
          (Ratio > BestRatio - 1e-9 && MR * NV > BestMR * BestNV)) {
        BestRatio = Ratio;
        BestMR = MR;
        BestNV = NV;
      }
    }
  P.MR = ForceMR ? unsigned(ForceMR) : BestMR;
  P.NR =
      ForceNR ? std::max<unsigned>(P.VL, ForceNR / P.VL * P.VL) : BestNV * P.VL;
  unsigned NV = P.NR / P.VL;

  // kc from L1.
  Level L1 = level(TD, "L1", 32 * 1024), L2 = level(TD, "L2", 1 << 20),
        L3 = level(TD, "L3", 8 << 20);
  uint64_t Sets1 = std::max<uint64_t>(1, L1.Bytes / (L1.Ways * Line));
  uint64_t WaysA = (L1.Ways - 1) * P.MR / (P.MR + uint64_t(P.NR));
  // The paper's C_A is 0 when nr / mr >= W1 - 1 (a wide, flat register
  // block such as AVX-512's 5 x 80 floats): the B micro-panel cannot stay
  // in L1 beside A's. It then streams from L2, where it takes one of L2's
  // W2 ways beside the A block: kc = (L2 / W2) / (nr S). (Measured: kc
  // from L1 alone, 96 for doubles, ran 10-20 % slower than 256-512;
  // benchmarks/RESULTS.md.)
  uint64_t KC = WaysA ? WaysA * Sets1 * Line / (P.MR * S)
                      : (L2.Bytes / L2.Ways) / (uint64_t(P.NR) * S);
  KC = std::max<uint64_t>(8, KC / 8 * 8);
  P.KC = ForceKC ? unsigned(ForceKC) : unsigned(KC);
  // mc from L2, nc from L3.
  uint64_t MC = (L2.Bytes / L2.Ways) * (L2.Ways - 1) / (P.KC * S);
  MC = std::max<uint64_t>(P.MR, MC / P.MR * P.MR);
  P.MC = ForceMC ? std::max<unsigned>(P.MR, ForceMC / P.MR * P.MR)
                 : unsigned(std::min<uint64_t>(MC, 1u << 20));
  uint64_t NC = (L3.Bytes / L3.Ways) * (L3.Ways - 1) / (P.KC * S);
  NC = std::max<uint64_t>(P.NR, NC / P.NR * P.NR);
  P.NC = ForceNC ? std::max<unsigned>(P.NR, ForceNC / P.NR * P.NR)
                 : unsigned(std::min<uint64_t>(NC, 1u << 20));

  auto T = [](uint64_t V) { return std::to_string(V); };
  P.Why =
      "mr x nr = " + T(P.MR) + " x " + T(P.NR) + " (" + T(P.MR * NV) +
      " accumulators of " + T(P.VL) + " lanes, " + T(NV) +
      " vectors of B and a broadcast in " + T(R) +
      " vector registers; at least " + T(Lat) + " x " + T(PerCycle) +
      " FMAs in flight)" + (ForceMR || ForceNR ? " [forced]" : "") +
      ", kc = " + T(P.KC) +
      (WaysA ? " (the B micro-panel kc x nr in L1 " + T(L1.Bytes / 1024) +
                   " KiB, " + T(L1.Ways) + " ways, the A micro-panel in " +
                   T(WaysA) + ")"
             : " (the B micro-panel kc x nr in one of L2's " + T(L2.Ways) +
                   " ways: nr / mr too large for L1's " + T(L1.Ways) + ")") +
      (ForceKC ? " [forced]" : "") + ", mc = " + T(P.MC) +
      " (the A block mc x kc in L2 " + T(L2.Bytes / 1024) + " KiB)" +
      (ForceMC ? " [forced]" : "") + ", nc = " + T(P.NC) +
      " (the B panel kc x nc in L3 " + T(L3.Bytes / 1024) + " KiB)" +
      (ForceNC ? " [forced]" : "");
  return P;
}
