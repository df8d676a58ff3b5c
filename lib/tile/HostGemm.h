//===- tile/HostGemm.h - The BLIS plan of a host contraction ----*- C++ -*-===//
//
// On the host, a band whose point loops are a matrix contraction
// C[m][n] += A[m][k] * B[k][n] (analysis/Contraction.h: the recogniser the
// matrix units use, any transposes or strides of A and B) is not tiled
// loop by loop: it becomes the BLIS loop structure (target/HostGemmPlan.h),
// A and B packed into micro-panels in malloc'd buffers (zero-padded at the
// edges), and an mr x nr register micro-kernel of broadcast FMAs on LLVM IR
// vectors of the target's width.
//
// Legality (checkHostGemm): the band is legal to tile (TileLegality.h:
// fully permutable; arrays that may overlap were versioned on a run-time
// check), rectangular, of exactly the three loops M, N, K (no batch), the
// contraction's three arrays of one element type, float or double, read
// without conversion, C contiguous along N, the strides and bounds
// invariant in the band, and no value of the band used after it.
// Decision: decideHostGemmPlan. Rewrite (rewriteHostGemm): the plan runs
// in front of the band, which stays as the fall-back when a trip count is
// not positive or the B buffer cannot be allocated.
//
// On the cores (unless -tilelang-host-parallel=false), the BLIS way
// (Smith et al., IPDPS 2014): for each (jc, pc), B's micro-panels are
// packed by the threads and then the ic loop's blocks of mc rows of C are
// dealt out, B's packed panel shared, the packed A block (a stack buffer,
// mc x kc) and the edge tile one per thread. Both loops carry
// !{!"tilelang.parallel", ...} for tilelang-parallel
// (parallel/HostParallelPass.h), which emits the OpenMP regions; each
// region's join is the barrier between packing and use.
//
// The order of operations is the source's: every C[m][n] starts from its
// value in memory and adds its products in increasing k, one at a time,
// with the source's operation (llvm.fmuladd, llvm.fma or fmul + fadd, with
// its fast-math flags): the results equal plain clang's bit for bit (clang
// -O3 vectorises the n loop, which keeps the same per-element order).
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_HOSTGEMM_H
#define TILELANG_HOSTGEMM_H

#include "analysis/Band.h"
#include "analysis/Contraction.h"
#include "analysis/Metadata.h"
#include "target/HostGemmPlan.h"
#include <optional>
#include <string>

namespace llvm {
class Function;
class ScalarEvolution;
class TargetTransformInfo;
} // namespace llvm

namespace tilelang {

/// Legality of the host GEMM plan for the legal, tileable band \p B of
/// \p BD: the contraction, or std::nullopt with \p WhyNot (a sentence in
/// source terms: arrays by name, loops by number from 1).
std::optional<Contraction> checkHostGemm(const Band &B,
                                         llvm::ScalarEvolution &SE,
                                         const BoundDirective &BD,
                                         std::string &WhyNot);

/// Emits plan \p P for contraction \p Ctr of band \p B in front of the
/// band (see the file comment). False with \p WhyNot when a bound or
/// stride cannot be computed before the band (nothing changed then).
/// \p Parallel: the packing of B and the ic loop are marked for
/// tilelang-parallel (OpenMP regions; the remarks at \p Dir).
bool rewriteHostGemm(llvm::Function &F, const Band &B,
                     llvm::ScalarEvolution &SE, const Contraction &Ctr,
                     const HostGemmPlan &P, const Directive &Dir, bool Parallel,
                     std::string &WhyNot);

/// What became of a band offered to the plan.
enum class HostGemmResult { NotContraction, Refused, Planned };

/// The driver: legality, decision (from \p F's target description),
/// rewrite (\p Parallel: on the cores, -tilelang-host-parallel),
/// rewrite, and the remark at the directive: what plan was chosen and why
/// (Planned), or why a recognised contraction keeps the ordinary tiling
/// (Refused: a missed remark). NotContraction: nothing said or done.
HostGemmResult applyHostGemm(llvm::Function &F, const Band &B,
                             llvm::ScalarEvolution &SE,
                             const llvm::TargetTransformInfo &TTI,
                             const BoundDirective &BD, bool Parallel);

} // namespace tilelang

#endif // TILELANG_HOSTGEMM_H
