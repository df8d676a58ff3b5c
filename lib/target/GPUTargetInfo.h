//===- GPUTargetInfo.h - The GPU model shared by NVPTX and AMDGPU ---------===//
//
// The three hooks for a GPU, from the chip's description:
//   getTileSizeForLoop - searches power-of-two tile sizes (multiples of the
//     matrix unit's shape with compute(tensor_core)) for the lowest memory
//     cost per iteration: the global traffic of the tile (footprints of the
//     arrays over the iterations they serve) at memory latency, plus the
//     in-tile accesses priced by the reuse analysis, divided by how well
//     the tile fills the machine (grid against compute units) and hides
//     latency (occupancy). Candidates must fit the scratchpad per block
//     (staged footprints x pipeline stages), the registers per thread and
//     the threads per block.
//   getMemoryLayout - prices row-major, the 128/64/32-byte XOR swizzles
//     (rows that are multiples of the span; swizzle(S) is DESIGN.md's XOR
//     of 16-byte chunks by row: chunk' = chunk ^ (row mod S/16) on the
//     chunk's low bits, CuTe's Swizzle<3,4,3> for 128-byte rows) and
//     paddings with the bank model (BankModel.h) of the description's banks
//     and lane phases, for a warp copying rows in, reading rows and reading
//     a column, and takes the cheapest (HARDWARE.md's order on ties).
//   getMappingStrategy - the parallel loops (every written array varies
//     with them) go to block.x (innermost), block.y, block.z; reductions
//     stay sequential; threads per block split over the block loops so that
//     each thread's part is as square as possible.
// NVPTXTargetInfo and AMDGPUTargetInfo set the family's preferences.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_GPUTARGETINFO_H
#define TILELANG_GPUTARGETINFO_H

#include "target/TargetDescription.h"
#include "target/TargetInfo.h"
#include <optional>

namespace tilelang {

/// Which loops of a matrix-multiply band are M, N and K, when it is one:
/// one written array invariant in one or more reduction loops and varying
/// with two parallel loops.
struct MatmulRoles {
  int M = -1, N = -1, K = -1;
  bool valid() const { return M >= 0 && N >= 0 && K >= 0; }
};
MatmulRoles matmulRoles(const BandShape &S);

/// The matrix units of \p TD for the operands of \p S (the read arrays'
/// element type), largest first; empty when none fits.
std::vector<const MatrixUnit *> matrixUnitsFor(const TargetDescription &TD,
                                               const BandShape &S);
/// The operand type name used to pick matrix units ("f32", "f16", "s8"...).
std::string operandTypeName(const BandShape &S);

class GPUTargetInfo : public TileLangTargetInfo {
protected:
  const TargetDescription &TD;

  /// Threads per block when the tile allows (a multiple of the warp).
  virtual unsigned preferredThreads() const { return 256; }
  /// "shared memory" / "LDS", "SM" / "CU", for the figures.
  virtual const char *scratchpadName() const = 0;
  virtual const char *unitName() const = 0;

public:
  explicit GPUTargetInfo(const TargetDescription &TD) : TD(TD) {}
  std::string name() const override { return TD.Name; }

  Decision getTileSizeForLoop(const BandShape &B) const override;
  LayoutDecision getMemoryLayout(llvm::Type *ElemTy, unsigned AddrSpace,
                                 llvm::ArrayRef<unsigned> TileShape,
                                 unsigned AccessBytes) const override;
  Decision getMappingStrategy(const BandShape &B) const override;

  /// Threads per block for a block tile of \p Elems output elements.
  unsigned threadsFor(uint64_t Elems) const;
  /// 32-bit registers per thread that a tile of \p Sizes keeps (register
  /// staged arrays and accumulators, plus a fixed overhead).
  unsigned registersPerThread(const BandShape &B,
                              llvm::ArrayRef<unsigned> Sizes,
                              unsigned Threads) const;
  /// Blocks resident on one SM / CU, from its scratchpad, threads,
  /// registers and block limits.
  uint64_t blocksPerUnit(uint64_t Smem, unsigned Threads, unsigned Regs) const;
  /// Bytes of scratchpad a tile of \p Sizes stages, pipeline stages
  /// included.
  static uint64_t scratchpadBytes(const BandShape &B,
                                  llvm::ArrayRef<unsigned> Sizes);
};

} // namespace tilelang

#endif // TILELANG_GPUTARGETINFO_H
