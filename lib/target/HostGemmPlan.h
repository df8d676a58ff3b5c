//===- HostGemmPlan.h - The BLIS plan of a host contraction ------*- C++
//-*-===//
//
// The decision step of the host's GEMM micro-kernel (tile/HostGemm.h): the
// register block mr x nr and the cache blocks kc, mc, nc of the BLIS loop
// structure (Van Zee and van de Geijn, "BLIS: A Framework for Rapidly
// Instantiating BLAS Functionality", TOMS 2015), sized from the target
// description by the analytical model of Low, Igual, Smith and
// Quintana-Orti, "Analytical Modeling Is Enough for High-Performance
// BLIS", TOMS 43(2), 2016 (sections 3-4):
//
//   for jc in N step nc        B panel kc x nc packed, in L3
//    for pc in K step kc
//     pack B[pc.., jc..] into nr-column micro-panels
//     for ic in M step mc      A block mc x kc packed, in L2
//      pack A[ic.., pc..] into mr-row micro-panels
//      for jr in nc step nr    B micro-panel kc x nr, in L1
//       for ir in mc step mr   micro-kernel: mr x nr accumulators in vector
//                              registers, kc broadcast FMAs each
//
// Units: elements unless said; S is the element size in bytes.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_HOSTGEMMPLAN_H
#define TILELANG_HOSTGEMMPLAN_H

#include <cstdint>
#include <string>

namespace tilelang {

struct TargetDescription;

/// The sizes of one host GEMM plan (elements) and where they come from.
struct HostGemmPlan {
  /// Lanes of a vector of the element type (vector_bytes / S).
  unsigned VL = 0;
  /// The register block: mr rows of C (broadcasts of A), nr columns (nr /
  /// VL vectors of B); mr x nr / VL accumulators.
  unsigned MR = 0, NR = 0;
  /// The cache blocks: kc (K panel; B micro-panel kc x nr with the A
  /// micro-panel mr x kc in L1), mc (A block mc x kc in L2), nc (B panel
  /// kc x nc in L3).
  unsigned KC = 0, MC = 0, NC = 0;
  /// The description's cores (compute_units; the running machine's at
  /// compile time): on the cores, the number of ic blocks is a multiple of
  /// it where M allows (HostGemm.h).
  unsigned Cores = 1;
  /// Where each size came from, for the remark: "mr x nr = 14 x 32 from 32
  /// vector registers (...) ...".
  std::string Why;
};

/// The plan for elements of \p ElemBytes (4: float, 8: double) from the
/// host description \p TD (vector_bytes, registers.per_thread_max,
/// fma_latency_cycles x fma_per_cycle, caches L1/L2/L3 bytes and ways,
/// memory_sector_bytes as the line size; defaults where a figure is
/// missing: 16-byte vectors, 16 registers, 4 x 2 FMAs, 32 KiB / 1 MiB /
/// 8 MiB, 8 ways, 64-byte lines). -tilelang-host-gemm-mr/-nr/-kc/-mc/-nc
/// override a size (experiments; the remark says so).
/// \p CodegenVectorBytes and \p CodegenRegisters: what the code generator
/// of the function's target has (TargetTransformInfo: the fixed-width
/// vector register's bytes and the number of vector registers; 0: not
/// known); they cap the description's figures (the running machine may
/// have wider vectors than the target the function is compiled for).
HostGemmPlan decideHostGemmPlan(const TargetDescription *TD, unsigned ElemBytes,
                                unsigned CodegenVectorBytes = 0,
                                unsigned CodegenRegisters = 0);

} // namespace tilelang

#endif // TILELANG_HOSTGEMMPLAN_H
