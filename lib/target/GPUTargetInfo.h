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
//     (rows that are multiples of the span; swizzle(S) is docs/language.md's
//     XOR of 16-byte chunks by row: chunk' = chunk ^ (row mod S/16) on the
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

namespace llvm {
class raw_ostream;
} // namespace llvm

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
/// The operand type name used to pick matrix units ("f32", "f16", "s8"...)
/// from the band's first read array's element size alone: the tile-size
/// search's guess (GPUTileSizes.cpp), which sees no IR. Checks and the
/// lowering use the recognised contraction's types (analysis/Contraction.h)
/// and the overload of matrixUnitsFor below.
std::string operandTypeName(const BandShape &S);

/// The accumulator type of a matrix unit whose operands are \p Operand
/// ("f16" -> "f32"): f32 for f16, bf16, tf32, f32 and the fp8 types e4m3 /
/// e5m2, s32 for s8 / u8 / s4 / u4, f64 for f64; "" for anything else.
/// Sources: PTX ISA 8.7, "Warp-level matrix multiply-accumulate
/// instructions", mma's shapes and types table (the f16 accumulator that
/// mma.sync also offers is not used: the C++ sum is in float); AMD CDNA3
/// ISA, "Matrix Arithmetic Instructions" (v_mfma_f32_* and v_mfma_i32_*,
/// v_mfma_f64_*). Used for units the description gives by shape only; a
/// unit with instructions names its accumulator (MatrixInstruction::C).
llvm::StringRef accumulatorOf(llvm::StringRef Operand);

/// The matrix units of \p TD that compute \p AType x \p BType -> \p CType
/// (the matrix units' type names, Contraction::types), largest first: a
/// unit whose types list both operand types (the same type, or two integer
/// types of one width: PTX's mma takes s8 x u8), f32 operands on tf32 units
/// where no unit takes f32, and whose accumulator (the instruction's C type
/// in the description, else accumulatorOf) is
/// \p CType. Empty, with \p WhyNot naming the types and what the units
/// take, when none does.
std::vector<const MatrixUnit *> matrixUnitsFor(const TargetDescription &TD,
                                               llvm::StringRef AType,
                                               llvm::StringRef BType,
                                               llvm::StringRef CType,
                                               std::string &WhyNot);

/// The default mapping: the parallel loops, innermost first, to block.x,
/// block.y, block.z; the others stay sequential. \p B.Map when given.
llvm::SmallVector<MapDim, 4> mappingOf(const BandShape &B);

/// Splits \p Total threads (a power of 2 times the warp) over block
/// dimensions x, y, z of \p DimSizes elements (0: the dimension is not
/// used) so that every thread's part is as square as possible, x first.
void splitThreads(unsigned Total, const unsigned DimSizes[3], unsigned T[3]);

class GPUTileCostModel;

/// The hooks are defined by theme: getTileSizeForLoop in GPUTileSizes.cpp
/// (the cost model, GPUTileCostModel), getMemoryLayout in GPULayouts.cpp,
/// getMappingStrategy in GPUMapping.cpp, the machine's figures (threads,
/// registers, occupancy) in GPUTargetInfo.cpp.
class GPUTargetInfo : public TileLangTargetInfo {
  friend class GPUTileCostModel;

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

private:
  // getMappingStrategy's steps (GPUMapping.cpp); each writes its part of
  // the explanation to OS.
  /// The threads of a block (x, y, z) over the block-mapped loops of
  /// \p Map, whose block tile is \p Sizes: the directive's, else
  /// defaultThreads.
  void chooseThreads(llvm::raw_ostream &OS, const BandShape &B,
                     llvm::ArrayRef<MapDim> Map, llvm::ArrayRef<unsigned> Sizes,
                     unsigned T[3]) const;
  /// threadsFor the block tile's \p Elems elements, split over the
  /// dimensions with threadIdx.x along the coalescing loop.
  void defaultThreads(llvm::raw_ostream &OS, const BandShape &B,
                      llvm::ArrayRef<MapDim> Map,
                      llvm::ArrayRef<unsigned> Sizes, llvm::ArrayRef<int> ByDim,
                      uint64_t Elems, unsigned T[3]) const;
  /// Whether the tiles go round_robin over the resident blocks (the last
  /// wave is partial) rather than block_wise; \p PerUnit blocks per SM/CU.
  bool chooseDistribution(llvm::raw_ostream &OS, const BandShape &B,
                          llvm::ArrayRef<MapDim> Map,
                          llvm::ArrayRef<unsigned> Sizes,
                          uint64_t PerUnit) const;
  /// Rows of blocks per group in the grouped block order (0: row order)
  /// of a grid with an x and a y dimension whose blocks share read tiles
  /// along both (GPUMapping.cpp).
  unsigned chooseRasterGroup(llvm::raw_ostream &OS, const BandShape &B,
                             llvm::ArrayRef<MapDim> Map,
                             llvm::ArrayRef<unsigned> Sizes,
                             uint64_t PerUnit) const;
};

} // namespace tilelang

#endif // TILELANG_GPUTARGETINFO_H
