//===- layout/LayoutStage.h - the parts of tilelang-layout ------*- C++ -*-===//
//
// Private to lib/layout: what the files of the tilelang-layout stage
// (LayoutPass.h) share. One run of the pass over a function is
//   LayoutContext      the function, its analyses, remarks and diagnostics
//                      (LayoutPass.cpp);
//   BufferCollector    the staged buffers, their offset calls and accesses,
//                      checked against the contract (StagedBuffers.cpp);
//   LayoutDecider      which layout each buffer gets: the request or the
//                      target's priced choice, made concrete and checked
//                      against the buffer's accesses (LayoutDecision.cpp);
//   LayoutRewriter     the offsets, alignments and global of a buffer
//                      rewritten to its layout (LayoutRewrite.cpp);
//   SharedBudget       the function's scratchpad: sizes, dynamic shared
//                      memory, the launch record (SharedBudget.cpp);
// driven by LayoutRun in LayoutPass.cpp. AppliedLayout (LayoutPass.h) and
// the layout spellings live in AppliedLayout.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_LAYOUT_LAYOUTSTAGE_H
#define TILELANG_LAYOUT_LAYOUTSTAGE_H

#include "analysis/Directive.h"
#include "layout/LayoutPass.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringRef.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/Alignment.h"
#include "llvm/Support/raw_ostream.h"
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace tilelang {

class TileLangTargetInfo;

namespace layout {

constexpr llvm::StringLiteral OffsetPrefix = "tilelang.buffer.offset.";
/// The dynamic shared memory of a kernel. Not "tilelang.dynamic_smem": it is
/// an external symbol, which NVPTX does not rename, and ptxas rejects a '.'
/// in an identifier.
constexpr llvm::StringLiteral DynamicName = "tilelang_dynamic_smem";
constexpr unsigned SharedAS = 3;

/// The layout kind spelled \p S ("row_major"), or std::nullopt.
std::optional<Layout::Kind> kindNamed(llvm::StringRef S);
/// A layout as the user writes it: "pad(4)", "interleave(2, 4)".
std::string spell(const Layout &L);
/// The clause that gives \p L: "pad(4)", "swizzle(128)".
std::string spell(const AppliedLayout &L);

/// The address-space-3 globals \p F uses, in the order it first does.
llvm::SmallVector<llvm::GlobalVariable *, 8> sharedGlobalsOf(llvm::Function &F);

/// One load or store through a buffer's offset.
struct Access {
  llvm::Instruction *I;
  uint64_t Bytes;
  llvm::Align A;
};

/// A staged buffer of the function, as tilelang-promote left it.
struct Buffer {
  llvm::GlobalVariable *GV = nullptr;
  std::string Name;
  llvm::Type *ElemTy = nullptr;
  uint64_t ElemBytes = 0;
  llvm::SmallVector<uint64_t, 4> Extents;
  Layout Request; ///< Auto when the global carries none.
  bool Requested = false;
  llvm::SmallVector<llvm::CallInst *, 8> Calls;
  llvm::SmallVector<Access, 8> Accesses;
  /// A use of an offset or address that is not a load or store of it.
  std::string UnknownUse;
  /// An invalid call or metadata was reported: the buffer is left alone.
  bool Bad = false;
  /// `auto` may not pick a layout that grows the buffer (the block's
  /// scratchpad would overflow): why, for the remark; empty otherwise.
  std::string NoGrowth;

  uint64_t widest() const {
    uint64_t W = 0;
    for (const Access &A : Accesses)
      W = std::max(W, A.Bytes);
    return W;
  }
  /// The element type as IR prints it ("float").
  std::string typeText() const {
    std::string T;
    llvm::raw_string_ostream OS(T);
    ElemTy->print(OS);
    return T;
  }
  /// "32 x 32 float".
  std::string shapeText() const {
    std::string S;
    for (uint64_t E : Extents)
      S += (S.empty() ? "" : " x ") + std::to_string(E);
    return S + " " + typeText();
  }
};

/// What every part of one run over a function shares: the function, its
/// module and analyses, the remarks, and the directives of its loops (where
/// diagnostics about a buffer are reported).
class LayoutContext {
public:
  LayoutContext(llvm::Function &F, llvm::FunctionAnalysisManager &FAM);
  ~LayoutContext();

  llvm::Function &F;
  llvm::Module &M;
  llvm::FunctionAnalysisManager &FAM;
  const llvm::DataLayout &DL;
  llvm::LLVMContext &Ctx;
  llvm::OptimizationRemarkEmitter ORE;
  /// The IR or its metadata was changed.
  bool Changed = false;

  TileLangTargetInfo &targetInfo();
  void collectDirectives();
  /// Where a remark about array \p Array goes: its directive.
  llvm::DebugLoc remarkLoc(llvm::StringRef Array) const;
  /// An error at \p At, else at the directive of \p Array, else at F.
  void error(const llvm::Instruction *At, llvm::StringRef Array,
             const llvm::Twine &Msg);
  /// A warning at the directive of \p Array, else at F.
  void warning(llvm::StringRef Array, const llvm::Twine &Msg);

private:
  std::unique_ptr<TileLangTargetInfo> TI;
  /// The directives of the function's loops (for the diagnostics' place).
  std::vector<Directive> Directives;

  const Directive *directiveFor(llvm::StringRef Array) const;
};

/// A part of the run: the context, and its function, module, data layout
/// and LLVM context under their usual names.
class LayoutPart {
protected:
  explicit LayoutPart(LayoutContext &Cx)
      : Cx(Cx), F(Cx.F), M(Cx.M), DL(Cx.DL), Ctx(Cx.Ctx) {}
  LayoutContext &Cx;
  llvm::Function &F;
  llvm::Module &M;
  const llvm::DataLayout &DL;
  llvm::LLVMContext &Ctx;
};

/// The staged buffers of the function: its offset calls, each buffer's
/// metadata and the loads and stores through its offsets. Every call or
/// metadata that breaks the contract of LayoutPass.h is an error, and its
/// buffer is marked Bad.
class BufferCollector : LayoutPart {
public:
  BufferCollector(LayoutContext &Cx, std::vector<Buffer> &Buffers)
      : LayoutPart(Cx), Buffers(Buffers) {}
  void collectCalls();
  void collectAccesses(Buffer &B);

private:
  /// Staged buffers, in the order of their first offset call.
  std::vector<Buffer> &Buffers;
  llvm::DenseMap<llvm::GlobalVariable *, unsigned> BufferIndex;

  bool readBuffer(llvm::GlobalVariable &GV, Buffer &B, std::string &Why);
};

/// Which layout each staged buffer gets: the request, or for `auto` the
/// target's priced choice (TileLangTargetInfo::getMemoryLayout), made
/// concrete for the buffer and replaced when it cannot hold.
class LayoutDecider : LayoutPart {
public:
  explicit LayoutDecider(LayoutContext &Cx) : LayoutPart(Cx) {}
  /// The layout of \p B; \p How says where it comes from, \p Note what was
  /// replaced and why. A request that is not applied is warned about when
  /// \p Report.
  AppliedLayout decide(Buffer &B, std::string &How, std::string &Note,
                       bool Report = true);
  void avoidOverflowingLayouts(std::vector<Buffer> &Buffers);

private:
  AppliedLayout resolve(const Buffer &B, Layout Want, std::string &Note);
  std::string splits(const AppliedLayout &L, const Buffer &B) const;
};

/// A buffer's accesses rewritten to the layout it was given: the offset
/// calls become the layout's element offsets, alignments are lowered to
/// what the layout keeps, the global is resized and carries
/// `!tilelang.layout`; a remark says what was chosen.
class LayoutRewriter : LayoutPart {
public:
  explicit LayoutRewriter(LayoutContext &Cx) : LayoutPart(Cx) {}
  void apply(Buffer &B, const AppliedLayout &L, const std::string &How,
             const std::string &Note);

private:
  llvm::Value *emitOffset(llvm::IRBuilder<> &IRB, const Buffer &B,
                          const AppliedLayout &L,
                          llvm::ArrayRef<llvm::Value *> Idx) const;
  void rewriteAccesses(Buffer &B, const AppliedLayout &L);
  void rewriteGlobal(Buffer &B, const AppliedLayout &L, uint64_t OldElems);
};

/// The function's scratchpad after the layouts: on NVPTX the staged buffers
/// move into dynamic shared memory over the static limit, on AMDGPU a total
/// over the chip's LDS is an error; the launch record gets the sizes.
class SharedBudget : LayoutPart {
public:
  explicit SharedBudget(LayoutContext &Cx) : LayoutPart(Cx) {}
  void run();
  /// The LDS error was reported and the body replaced by `unreachable`.
  bool DroppedBody = false;

private:
  /// The function's shared memory, and what the chip allows.
  struct Usage {
    /// The staged buffers (local globals with !tilelang.buffer).
    llvm::SmallVector<llvm::GlobalVariable *, 8> Staged;
    uint64_t StagedBytes = 0, OtherBytes = 0, Total = 0;
    /// "'A' (4096 bytes), 'B' (4096 bytes)", for the diagnostics.
    std::string Names;
    /// The array of the first staged buffer (the diagnostics' place).
    std::string FirstName;
    /// " and N bytes of others", or "".
    std::string Others;
    bool HasLimit = false;
    /// The chip's bytes per block, when HasLimit.
    uint64_t Limit = 0;
    std::string Chip;
    /// Static shared memory per block (NVPTX).
    uint64_t StaticLimit = 0;
  };
  /// A staged buffer and its byte offset in dynamic shared memory.
  using Placement =
      llvm::SmallVector<std::pair<llvm::GlobalVariable *, uint64_t>, 8>;

  bool measure(Usage &U);
  void placeDynamic(const Usage &U);
  llvm::GlobalVariable *dynamicGlobal(uint64_t MaxAlign,
                                      llvm::StringRef FirstName);
  void moveToDynamic(const Usage &U, const Placement &Placed,
                     llvm::GlobalVariable *Dyn, uint64_t Dynamic);
  void updateLaunchRecord(uint64_t Static, uint64_t Dynamic);
};

} // namespace layout
} // namespace tilelang

#endif // TILELANG_LAYOUT_LAYOUTSTAGE_H
