//===- GPUTargetInfo.cpp - The GPU model shared by NVPTX and AMDGPU -------===//
//
// See GPUTargetInfo.h. Every figure comes from the chip's description
// (targets/*.json); the answers explain themselves in Decision::Why, which
// `opt -passes='print<tilelang-target>'` prints. This file holds what the
// hooks share: the matrix-product roles and matrix units, the machine's
// figures (threads per block, registers per thread, blocks per unit,
// scratchpad bytes), the default mapping and the split of threads over
// block dimensions. The hooks: GPUTileSizes.cpp (getTileSizeForLoop),
// GPULayouts.cpp (getMemoryLayout), GPUMapping.cpp (getMappingStrategy).
//
//===----------------------------------------------------------------------===//
#include "target/GPUTargetInfo.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Support/MathExtras.h"
#include <cmath>

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

StringRef tilelang::accumulatorOf(StringRef Operand) {
  return StringSwitch<StringRef>(Operand)
      .Cases({"f16", "bf16", "tf32", "f32", "e4m3", "e5m2"}, "f32")
      .Cases({"s8", "u8", "s4", "u4"}, "s32")
      .Case("f64", "f64")
      .Default("");
}

std::vector<const MatrixUnit *>
tilelang::matrixUnitsFor(const TargetDescription &TD, StringRef AType,
                         StringRef BType, StringRef CType,
                         std::string &WhyNot) {
  auto Takes = [](const MatrixUnit &U, StringRef Ty) {
    SmallVector<StringRef, 4> Types;
    StringRef(U.Types).split(Types, ',');
    return is_contained(Types, Ty);
  };
  std::string Operands =
      AType == BType ? AType.str() : (AType + " x " + BType).str();
  // f32 operands run on the tf32 units where there is no f32 one.
  SmallVector<std::pair<StringRef, StringRef>, 2> Wanted{{AType, BType}};
  if (AType == "f32" && BType == "f32")
    Wanted.push_back({"tf32", "tf32"});
  std::vector<const MatrixUnit *> Units;
  StringRef Acc;
  for (auto [WA, WB] : Wanted) {
    for (const MatrixUnit &U : TD.MatrixUnits)
      if (Takes(U, WA) && Takes(U, WB))
        Units.push_back(&U);
    if (!Units.empty()) {
      // The description's instruction says what it accumulates in; units
      // given by their shape only fall back to the table of accumulatorOf.
      Acc = accumulatorOf(WA);
      for (const MatrixUnit *U : Units)
        if (const MatrixInstruction *I = U->instructionFor(WA, WB)) {
          Acc = I->C;
          break;
        }
      break;
    }
  }
  if (Units.empty()) {
    std::string Types;
    for (const MatrixUnit &U : TD.MatrixUnits)
      if (Types.find(U.Types) == std::string::npos)
        Types += (Types.empty() ? "" : "; ") + U.Types;
    WhyNot = "no matrix unit of " + TD.Name + " takes " + Operands +
             " operands (its units take " + Types + ")";
    return Units;
  }
  if (Acc != CType) {
    WhyNot = "the matrix units of " + TD.Name + " for " + Operands +
             " operands accumulate in " +
             (Acc.empty() ? std::string("a type this check does not know")
                          : Acc.str()) +
             ", not " + CType.str();
    return {};
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

void tilelang::splitThreads(unsigned Total, const unsigned DimSizes[3],
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

SmallVector<MapDim, 4> tilelang::mappingOf(const BandShape &B) {
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
