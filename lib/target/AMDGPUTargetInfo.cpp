//===- AMDGPUTargetInfo.cpp - TileLangTargetInfo for AMD GPUs -------------===//
//
// AMD GPUs (gfx90a, gfx942, gfx950 and any file of family "amdgpu"): the
// shared GPU model (GPUTargetInfo.h) with workgroups of four waves (256
// lanes, one per SIMD of a CU) where the tile allows, the LDS as the
// scratchpad and CUs as the compute units.
//
//===----------------------------------------------------------------------===//
#include "target/GPUTargetInfo.h"
#include <algorithm>

#define DEBUG_TYPE "tilelang-target"

using namespace llvm;
using namespace tilelang;

namespace {

class AMDGPUTargetInfo final : public GPUTargetInfo {
  const char *scratchpadName() const override { return "LDS"; }
  const char *unitName() const override { return "CU"; }
  unsigned preferredThreads() const override {
    return 4 * std::max<unsigned>(1, TD.WarpWidth.Value);
  }

public:
  using GPUTargetInfo::GPUTargetInfo;
};

} // namespace

std::unique_ptr<TileLangTargetInfo>
tilelang::createAMDGPUTargetInfo(const TargetDescription &TD) {
  return std::make_unique<AMDGPUTargetInfo>(TD);
}
