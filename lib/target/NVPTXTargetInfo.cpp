//===- NVPTXTargetInfo.cpp - TileLangTargetInfo for NVIDIA GPUs -----------===//
//
// NVIDIA GPUs (sm_80, sm_89, sm_90, sm_100 and any file of family "nvptx"):
// the shared GPU model (GPUTargetInfo.h) with blocks of 256 threads (8
// warps) where the tile allows, shared memory as the scratchpad and SMs as
// the compute units.
//
//===----------------------------------------------------------------------===//
#include "target/GPUTargetInfo.h"

#define DEBUG_TYPE "tilelang-target"

using namespace llvm;
using namespace tilelang;

namespace {

class NVPTXTargetInfo final : public GPUTargetInfo {
  const char *scratchpadName() const override { return "shared memory"; }
  const char *unitName() const override { return "SM"; }
  unsigned preferredThreads() const override { return 8 * 32; }

public:
  using GPUTargetInfo::GPUTargetInfo;
};

} // namespace

std::unique_ptr<TileLangTargetInfo>
tilelang::createNVPTXTargetInfo(const TargetDescription &TD) {
  return std::make_unique<NVPTXTargetInfo>(TD);
}
