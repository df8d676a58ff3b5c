//===- LayoutPass.cpp - tilelang-layout -----------------------------------===//
//
// Layout of each staged GPU buffer, its offsets rewritten to it, and the
// function's scratchpad budget; see LayoutPass.h. This file holds the
// driver (LayoutRun: collect, decide, rewrite, budget) and what its parts
// share (LayoutContext: the function, remarks, diagnostics); the parts are
// declared in LayoutStage.h.
//
//   opt -load-pass-plugin=TileLangPasses.so -passes=tilelang-layout in.ll
//
//===----------------------------------------------------------------------===//
#include "layout/LayoutPass.h"
#include "analysis/Metadata.h"
#include "layout/LayoutStage.h"
#include "target/TargetInfo.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/TargetTransformInfo.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/Module.h"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::layout;

//===----------------------------------------------------------------------===//
// LayoutContext: what the parts of a run share
//===----------------------------------------------------------------------===//

namespace tilelang {
namespace layout {

/// The address-space-3 globals \p F uses, in the order it first does.
SmallVector<GlobalVariable *, 8> sharedGlobalsOf(Function &F) {
  SmallVector<GlobalVariable *, 8> Out;
  SmallPtrSet<const Value *, 16> Seen;
  SmallVector<const Value *, 8> Work;
  for (Instruction &I : instructions(F))
    for (Value *Op : I.operands()) {
      if (!isa<Constant>(Op))
        continue;
      Work.push_back(Op);
      while (!Work.empty()) {
        const Value *V = Work.pop_back_val();
        if (!Seen.insert(V).second)
          continue;
        if (auto *GV = dyn_cast<GlobalVariable>(V)) {
          if (GV->getAddressSpace() == SharedAS)
            Out.push_back(const_cast<GlobalVariable *>(GV));
        } else if (auto *CE = dyn_cast<ConstantExpr>(V)) {
          append_range(Work, CE->operands());
        }
      }
    }
  return Out;
}

} // namespace layout
} // namespace tilelang

LayoutContext::LayoutContext(Function &F, FunctionAnalysisManager &FAM)
    : F(F), M(*F.getParent()), FAM(FAM), DL(M.getDataLayout()),
      Ctx(F.getContext()), ORE(&F) {}

LayoutContext::~LayoutContext() = default;

TileLangTargetInfo &LayoutContext::targetInfo() {
  if (!TI)
    TI = TileLangTargetInfo::get(F, FAM.getResult<TargetIRAnalysis>(F));
  return *TI;
}

void LayoutContext::collectDirectives() {
  LoopInfo &LI = FAM.getResult<LoopAnalysis>(F);
  for (Loop *L : LI.getLoopsInPreorder()) {
    MDNode *P = findLoopProperty(*L, "tilelang.directive");
    if (!P || P->getNumOperands() != 2)
      continue;
    if (auto *S = dyn_cast<MDString>(P->getOperand(1))) {
      Expected<Directive> D = Directive::parse(S->getString());
      if (D)
        Directives.push_back(std::move(*D));
      else
        consumeError(D.takeError()); // tilelang-directives reported it
    }
  }
}

const Directive *LayoutContext::directiveFor(StringRef Array) const {
  for (const Directive &D : Directives)
    if (D.findArray(Array))
      return &D;
  return Directives.empty() ? nullptr : &Directives.front();
}

DebugLoc LayoutContext::remarkLoc(StringRef Array) const {
  if (const Directive *D = directiveFor(Array))
    return directiveLoc(F, *D);
  return DebugLoc();
}

void LayoutContext::error(const Instruction *At, StringRef Array,
                          const Twine &Msg) {
  if (At && At->getDebugLoc()) {
    Ctx.diagnose(DiagnosticInfoUnsupported(
        F, Msg, DiagnosticLocation(At->getDebugLoc()), DS_Error));
    return;
  }
  if (const Directive *D = directiveFor(Array)) {
    reportError(F, *D, Msg);
    return;
  }
  Ctx.diagnose(DiagnosticInfoUnsupported(
      F, Msg, DiagnosticLocation(F.getSubprogram()), DS_Error));
}

void LayoutContext::warning(StringRef Array, const Twine &Msg) {
  if (const Directive *D = directiveFor(Array)) {
    reportDirectiveWarning(F, *D, Msg);
    return;
  }
  Ctx.diagnose(DiagnosticInfoUnsupported(
      F, Msg, DiagnosticLocation(F.getSubprogram()), DS_Warning));
}

//===----------------------------------------------------------------------===//
// The driver
//===----------------------------------------------------------------------===//

namespace {

/// One run of tilelang-layout over a function: its staged buffers
/// collected, each given its layout and rewritten to it, then the
/// function's scratchpad budgeted.
class LayoutRun {
public:
  LayoutRun(Function &F, FunctionAnalysisManager &FAM) : Cx(F, FAM) {}
  bool run();
  /// The LDS error was reported and the body replaced by `unreachable`.
  bool DroppedBody = false;

private:
  LayoutContext Cx;
  /// Staged buffers, in the order of their first offset call.
  std::vector<Buffer> Buffers;

  void removeDeclarations();
};

void LayoutRun::removeDeclarations() {
  for (Function &D : make_early_inc_range(Cx.M))
    if (D.isDeclaration() && D.getName().starts_with(OffsetPrefix) &&
        D.use_empty()) {
      D.eraseFromParent();
      Cx.Changed = true;
    }
}

bool LayoutRun::run() {
  Function &F = Cx.F;
  bool AnyCall = false;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (auto *C = dyn_cast<Function>(CI->getCalledOperand());
          C && C->getName().starts_with(OffsetPrefix)) {
        AnyCall = true;
        break;
      }
  bool AnyBuffer = any_of(sharedGlobalsOf(F), [](GlobalVariable *GV) {
    return GV->getMetadata("tilelang.buffer") != nullptr;
  });
  if (!AnyCall && !AnyBuffer)
    return false;
  Cx.collectDirectives();
  BufferCollector Collector(Cx, Buffers);
  if (AnyCall)
    Collector.collectCalls();
  for (Buffer &B : Buffers)
    if (!B.Bad)
      Collector.collectAccesses(B);
  LayoutDecider Decider(Cx);
  Decider.avoidOverflowingLayouts(Buffers);
  LayoutRewriter Rewriter(Cx);
  for (Buffer &B : Buffers)
    if (!B.Bad) {
      std::string How, Note;
      AppliedLayout L = Decider.decide(B, How, Note);
      Rewriter.apply(B, L, How, Note);
    }
  SharedBudget Budget(Cx);
  Budget.run();
  DroppedBody = Budget.DroppedBody;
  if (DroppedBody)
    Buffers.clear();
  removeDeclarations();
  return Cx.Changed;
}

} // namespace

PreservedAnalyses LayoutPass::run(Function &F, FunctionAnalysisManager &FAM) {
  LayoutRun R(F, FAM);
  if (!R.run())
    return PreservedAnalyses::all();
  if (R.DroppedBody)
    return PreservedAnalyses::none();
  PreservedAnalyses PA;
  PA.preserveSet<CFGAnalyses>();
  return PA;
}
