//===- TargetInfo.h - TileLangTargetInfo: the three target hooks ----------===//
//
// The decisions a target makes for a directive (docs/architecture.md, "The
// target hooks"):
//   getTileSizeForLoop     - tile size of one loop of a band (`tile(auto)`)
//   getMemoryLayoutForType - layout of a staged tile (`layout(X: auto)`)
//   getMappingStrategy     - which loops go to blocks/threads (GPUs)
// One implementation per family, each reading the chip's description
// (TargetDescription.h) and TargetTransformInfo: HostTargetInfo.cpp,
// NVPTXTargetInfo.cpp and AMDGPUTargetInfo.cpp (the GPU model they share is
// GPUTargetInfo.cpp). TileLangTargetInfo::get picks one for a function.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_TARGETINFO_H
#define TILELANG_TARGETINFO_H

#include "analysis/Directive.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <cstdint>
#include <memory>
#include <optional>
#include <string>

namespace llvm {
class Function;
class TargetTransformInfo;
class Type;
} // namespace llvm

namespace tilelang {

/// What the tiler knows about a band when it asks for tile sizes.
struct BandShape {
  /// Trip count per loop, outermost first; std::nullopt when known only at
  /// run time.
  llvm::SmallVector<std::optional<uint64_t>, 4> TripCounts;
  /// Sizes the directive fixed (0: the hook chooses), outermost first.
  llvm::SmallVector<unsigned, 4> Fixed;
  /// One dimension of an array's footprint over a tile (BandInfo.h): with
  /// band loop L running Sizes[L] iterations, the subscript of this
  /// dimension spans 1 + Spread + sum of Step * (Sizes[L] - 1) elements.
  struct DimExtent {
    /// (band loop, |subscript step| per iteration of that loop)
    llvm::SmallVector<std::pair<unsigned, uint64_t>, 2> Loops;
    /// What the loops inside the band and the accesses' different constant
    /// offsets add (a stencil's halo, a convolution's window).
    uint64_t Spread = 0;
    uint64_t extent(llvm::ArrayRef<unsigned> Sizes) const;
  };
  /// One entry per array accessed in the band.
  struct ArrayUse {
    std::string Name;
    unsigned ElementBytes = 4;
    /// Bit L set: the array's subscripts vary with band loop L (0 =
    /// outermost). Loops whose bit is clear reuse the array's tile.
    unsigned LoopMask = 0;
    /// Band loop whose index is the array's fastest-varying (unit-stride)
    /// subscript, or -1.
    int UnitStrideLoop = -1;
    bool Written = false;
    // Filled by describeBandForTarget (BandInfo.h):
    /// Where the directive stages it (`buffer(X: ...)`).
    MemSpace Space = MemSpace::Global;
    bool IsFloat = true;
    /// Loads and stores of it in the band's body.
    unsigned Accesses = 0;
    /// The footprint per dimension, outermost first; empty when the
    /// subscripts are not affine (footprint() then multiplies the sizes of
    /// the loops of LoopMask).
    llvm::SmallVector<DimExtent, 3> Dims;
    /// Elements of the array that a tile of \p Sizes touches.
    uint64_t footprint(llvm::ArrayRef<unsigned> Sizes) const;
    /// The tile's shape (elements per dimension, outermost first).
    llvm::SmallVector<unsigned, 3> shape(llvm::ArrayRef<unsigned> Sizes) const;
  };
  llvm::SmallVector<ArrayUse, 4> Arrays;
  // What the directive says besides tile sizes (describeBandForTarget).
  unsigned PipelineStages = 1;
  bool TensorCore = false;
  /// threads(...) and map(...) when given, else empty.
  llvm::SmallVector<unsigned, 3> Threads;
  /// Threads holds the block of an earlier band of the same kernel (one
  /// block shape per kernel), not the directive's threads(...).
  bool ThreadsFromKernel = false;
  llvm::SmallVector<MapDim, 3> Map;

  /// Band loops that DependenceAnalysis does not prove free of a carried
  /// dependence (bit L: band loop L; tilelang-tile fills it in on GPUs):
  /// they are never mapped to blocks by default.
  unsigned Carried = 0;

  /// Loops that every written array varies with (no written element is
  /// shared by two of their iterations) and that are not Carried: they may
  /// run in parallel; the others stay sequential. Bit L: band loop L.
  unsigned parallelLoops() const;
  /// Loops that every written array varies with (Carried ones included);
  /// the others are reductions.
  unsigned writtenVaryingLoops() const;
  /// The array whose accesses threadIdx.x should make consecutive
  /// (coalescing): the first written unstaged (global) array, else the first
  /// read one, whose unit-stride loop \p Map (one MapDim per loop) maps to a
  /// block; null if none. Its UnitStrideLoop's points go to threadIdx.x.
  const ArrayUse *coalescingArray(llvm::ArrayRef<MapDim> Map) const;
};

/// The figures a decision came from, for remarks and print<tilelang-target>.
/// getMappingStrategy's Values: one MapDim per band loop, then threads per
/// block x, y, z, then the distribution (0 block_wise, 1 round_robin), then
/// the block order (0: row order; G > 1: groups of G rows of blocks, see
/// GPUTargetInfo::chooseRasterGroup).
struct Decision {
  llvm::SmallVector<unsigned, 4> Values;
  std::string Why;
};

/// getMemoryLayout's answer with its figures.
struct LayoutDecision {
  Layout L;
  std::string Why;
  /// Every candidate the target priced, with its cost (bank wavefronts of
  /// the tile's accesses; lower is better), L among them; empty when the
  /// target prices none (the host).
  llvm::SmallVector<std::pair<Layout, unsigned>, 8> Costs;
};

struct TargetDescription;

class TileLangTargetInfo {
public:
  virtual ~TileLangTargetInfo();
  virtual std::string name() const = 0;
  /// Tile sizes for every loop of the band (outermost first), each >= 1.
  virtual Decision getTileSizeForLoop(const BandShape &Band) const = 0;
  /// Layout of a staged tile of \p ElemTy in \p AddrSpace whose shape is
  /// \p TileShape (elements, outermost dimension first), for the widest
  /// access the kernel makes to it (getMemoryLayout with AccessBytes 0).
  Layout getMemoryLayoutForType(llvm::Type *ElemTy, unsigned AddrSpace,
                                llvm::ArrayRef<unsigned> TileShape) const {
    return getMemoryLayout(ElemTy, AddrSpace, TileShape, 0).L;
  }
  /// The same with its figures; \p AccessBytes is the widest access of one
  /// thread to the tile (0: the target's widest, vector_bytes).
  virtual LayoutDecision getMemoryLayout(llvm::Type *ElemTy, unsigned AddrSpace,
                                         llvm::ArrayRef<unsigned> TileShape,
                                         unsigned AccessBytes) const = 0;
  /// For \p Band: per loop, its MapDim; plus threads per block and the
  /// distribution (see Decision). Band.Fixed holds the tile sizes.
  virtual Decision getMappingStrategy(const BandShape &Band) const = 0;

  /// The description the answers come from (null: built-in defaults).
  const TargetDescription *description() const { return Desc; }
  /// How the description was picked (findTargetDescription).
  const std::string &pickedBecause() const { return Picked; }

  /// The implementation for \p F's target (triple and target-cpu). A
  /// description that cannot be read is reported as an error (once per
  /// file) and the host's built-in defaults answer.
  static std::unique_ptr<TileLangTargetInfo>
  get(llvm::Function &F, const llvm::TargetTransformInfo &TTI);

protected:
  const TargetDescription *Desc = nullptr;
  std::string Picked;
};

/// The family implementations (HostTargetInfo.cpp, NVPTXTargetInfo.cpp,
/// AMDGPUTargetInfo.cpp); \p TD may be null for the host only.
std::unique_ptr<TileLangTargetInfo>
createHostTargetInfo(const TargetDescription *TD,
                     const llvm::TargetTransformInfo &TTI);
std::unique_ptr<TileLangTargetInfo>
createNVPTXTargetInfo(const TargetDescription &TD);
std::unique_ptr<TileLangTargetInfo>
createAMDGPUTargetInfo(const TargetDescription &TD);

/// Cache capacities of the host, in bytes: from the host description when
/// the running machine filled them in (/sys/devices/system/cpu/cpu0/cache),
/// else from TargetTransformInfo, else from the description's static
/// figures, else 32 KiB / 1 MiB.
struct HostCaches {
  uint64_t L1 = 32 * 1024, L2 = 1024 * 1024;
  unsigned VectorBytes = 32;
  std::string Source;
};
HostCaches queryHostCaches(const llvm::TargetTransformInfo &TTI,
                           const TargetDescription *TD = nullptr);

} // namespace tilelang

#endif // TILELANG_TARGETINFO_H
