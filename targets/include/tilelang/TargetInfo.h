//===- TargetInfo.h - TileLangTargetInfo: the three target hooks ----------===//
//
// The decisions a target makes for a directive (DESIGN.md section 4):
//   getTileSizeForLoop     - tile size of one loop of a band (`tile(auto)`)
//   getMemoryLayoutForType - layout of a staged tile (`layout(X: auto)`)
//   getMappingStrategy     - which loops go to blocks/threads (GPUs)
// One implementation per family; the host's is in HostTargetInfo.cpp. The
// GPU families fill in the same interface (targets issue).
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_TARGETINFO_H
#define TILELANG_TARGETINFO_H

#include "tilelang/Directive.h"
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
  };
  llvm::SmallVector<ArrayUse, 4> Arrays;
};

/// The figures a decision came from, for remarks and print<tilelang-target>.
struct Decision {
  llvm::SmallVector<unsigned, 4> Values;
  std::string Why;
};

class TileLangTargetInfo {
public:
  virtual ~TileLangTargetInfo();
  virtual std::string name() const = 0;
  /// Tile sizes for every loop of the band (outermost first), each >= 1.
  virtual Decision getTileSizeForLoop(const BandShape &Band) const = 0;
  /// Layout of a staged tile of \p ElemTy in \p AddrSpace whose shape is
  /// \p TileShape (elements, outermost dimension first).
  virtual Layout getMemoryLayoutForType(llvm::Type *ElemTy, unsigned AddrSpace,
                                        llvm::ArrayRef<unsigned> TileShape) const = 0;
  /// For \p Band: per loop, its MapDim; plus threads per block.
  virtual Decision getMappingStrategy(const BandShape &Band) const = 0;

  /// The implementation for \p F's target (triple and target-cpu).
  static std::unique_ptr<TileLangTargetInfo>
  get(llvm::Function &F, const llvm::TargetTransformInfo &TTI);
};

/// Cache capacities of the host, in bytes: from TargetTransformInfo, else
/// from what the running machine reports in
/// /sys/devices/system/cpu/cpu0/cache, else 32 KiB / 1 MiB.
struct HostCaches {
  uint64_t L1 = 32 * 1024, L2 = 1024 * 1024;
  unsigned VectorBytes = 32;
  std::string Source;
};
HostCaches queryHostCaches(const llvm::TargetTransformInfo &TTI);

} // namespace tilelang

#endif // TILELANG_TARGETINFO_H
