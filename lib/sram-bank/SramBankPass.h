//===- SramBankPass.h - tilelang-sram-bank: scratchpad bank conflicts -----===//
//
// The Machine-IR pass of docs/architecture.md (`tilelang-sram-bank`), for NVPTX
// and AMDGPU. It runs right after instruction selection (after FinalizeISel,
// while the Machine IR is in SSA form) and, for every load and store to address
// space 3:
//   - rebuilds the address from the def-use chains as a function of the
//     thread id plus values that are the same in every lane
//     (SramBankAddress.h), over the threads of the block when its shape is
//     known (nvvm.reqntid, !reqd_work_group_size, or
//     -tilelang-sram-bank-block-dims=X,Y,Z), else over one warp;
//   - maps the lanes of each warp or wave to banks with the chip's rules
//     (BankModel.h) and reports the predicted wavefronts and conflicts per
//     execution as an analysis remark, or why the address is unknown;
//   - with -tilelang-sram-bank-mode=remap, rewrites every access of a
//     conflicting buffer with one XOR permutation of its byte offsets
//     (`off ^ (((off >> S) & (2^B - 1)) << C)`: the 2^C-byte unit index is
//     XORed with the row bits at S), the one that lowers the predicted
//     wavefronts most and raises none, when the buffer is local to the
//     kernel, does not escape, has every access known and carries no
//     `tilelang.layout` of its own. NVPTX permutes the offset from the
//     buffer's symbol; AMDGPU, whose LDS addresses are numbers by now,
//     permutes the address, when the buffer's LDS address is known (the
//     per-kernel LDS struct's !absolute_symbol) or its alignment covers the
//     permuted span. Every permutation is checked to be a bijection of the
//     buffer by enumerating it;
//   - with -tilelang-sram-bank-mode=verify, reports each access whose
//     predicted conflicts exceed -tilelang-sram-bank-max-conflicts=N as an
//     error.
// -tilelang-sram-bank-report=FILE appends one JSON object per access (JSON
// lines), for `tilelang-llvm banks`.
//
//   llc -load=TileLangPasses.so -run-pass=tilelang-sram-bank
//       -pass-remarks-analysis=tilelang-sram-bank kernel.mir
//   llc -load=TileLangPasses.so -pass-remarks-analysis=tilelang kernel.ll
//   clang -fpass-plugin=TileLangPasses.so -Rpass-analysis=tilelang ...
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_SRAMBANKPASS_H
#define TILELANG_SRAMBANKPASS_H

#include "llvm/CodeGen/MachineFunctionPass.h"
#include <memory>

namespace llvm {
class RegisterTargetPassConfigCallback;
}

namespace tilelang {

class SramBankPass : public llvm::MachineFunctionPass {
public:
  static char ID;
  SramBankPass();
  llvm::StringRef getPassName() const override {
    return "TileLang scratchpad bank analysis and remapping";
  }
  void getAnalysisUsage(llvm::AnalysisUsage &AU) const override;
  bool runOnMachineFunction(llvm::MachineFunction &MF) override;
};

/// Registers tilelang-sram-bank by name (llc -run-pass) and inserts it after
/// FinalizeISel into the codegen of NVPTX and AMDGPU targets (llc -load,
/// clang -fpass-plugin). One static instance lives in the plugin.
class SramBankRegistration {
public:
  SramBankRegistration();
  ~SramBankRegistration();

private:
  std::unique_ptr<llvm::RegisterTargetPassConfigCallback> Callback;
};

} // namespace tilelang

#endif // TILELANG_SRAMBANKPASS_H
