//===- TargetInfo.cpp - Picking the TileLangTargetInfo of a function ------===//
//
// TileLangTargetInfo::get: the chip description of the function
// (findTargetDescription), then the implementation of its family. A
// description that cannot be read is reported once per file as an error
// and the host's built-in defaults answer, so that no pass crashes on it.
//
//===----------------------------------------------------------------------===//
#include "target/TargetInfo.h"
#include "target/TargetDescription.h"
#include "llvm/ADT/StringSet.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Function.h"
#include "llvm/IR/LLVMContext.h"
#include <mutex>

#define DEBUG_TYPE "tilelang-target"

using namespace llvm;
using namespace tilelang;

TileLangTargetInfo::~TileLangTargetInfo() = default;

std::unique_ptr<TileLangTargetInfo>
TileLangTargetInfo::get(Function &F, const TargetTransformInfo &TTI) {
  std::string Why;
  Expected<const TargetDescription *> TD = findTargetDescription(F, Why);
  if (!TD) {
    std::string Msg = toString(TD.takeError());
    static std::mutex M;
    static StringSet<> Reported;
    bool First;
    {
      std::lock_guard<std::mutex> Lock(M);
      First = Reported.insert(Msg).second;
    }
    if (First)
      F.getContext().diagnose(DiagnosticInfoGeneric(Msg, DS_Error));
    std::unique_ptr<TileLangTargetInfo> R = createHostTargetInfo(nullptr, TTI);
    R->Picked = "built-in host defaults (the description could not be read)";
    return R;
  }
  if ((*TD)->isGPU() && StringRef(Why).starts_with("no ")) {
    // A chip without a description of its own borrows another's limits.
    std::string Msg = "tilelang: " + Why +
                      "; its limits may not hold for this chip: describe it "
                      "in a file of its own (-tilelang-target-desc=FILE)";
    static std::mutex M;
    static StringSet<> Warned;
    bool First;
    {
      std::lock_guard<std::mutex> Lock(M);
      First = Warned.insert(Msg).second;
    }
    if (First)
      F.getContext().diagnose(DiagnosticInfoGeneric(Msg, DS_Warning));
  }
  std::unique_ptr<TileLangTargetInfo> R;
  if ((*TD)->Family == "nvptx")
    R = createNVPTXTargetInfo(**TD);
  else if ((*TD)->Family == "amdgpu")
    R = createAMDGPUTargetInfo(**TD);
  else
    R = createHostTargetInfo(*TD, TTI);
  R->Desc = *TD;
  R->Picked = Why;
  return R;
}
