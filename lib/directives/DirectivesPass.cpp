//===- DirectivesPass.cpp - tilelang-directives ---------------------------===//
//
// Turns the front end's marker calls into loop metadata (see Metadata.h).
//
//   opt -load-pass-plugin=TileLangPasses.so -passes=tilelang-directives in.ll
//
//===----------------------------------------------------------------------===//
#include "directives/DirectivesPass.h"
#include "analysis/Metadata.h"
#include "directives/WidenSubscripts.h"
#include "llvm/Analysis/AssumptionCache.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/ValueTracking.h"
#include "llvm/Demangle/Demangle.h"
#include "llvm/IR/Constants.h"
#include "llvm/IR/DiagnosticInfo.h"
#include "llvm/IR/Dominators.h"
#include "llvm/IR/GlobalVariable.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/Local.h"
#include "llvm/Transforms/Utils/PromoteMemToReg.h"

#define DEBUG_TYPE "tilelang-directives"

using namespace llvm;
using namespace tilelang;

/// Lets loads and stores reach an alloca directly instead of through an
/// addrspacecast of it: on AMDGPU clang allocates locals in the private
/// address space (5) and accesses them through casts to flat pointers,
/// which isAllocaPromotable does not accept.
static void bypassAllocaCasts(AllocaInst *AI) {
  SmallVector<AddrSpaceCastInst *, 2> Casts;
  for (User *U : AI->users()) {
    auto *C = dyn_cast<AddrSpaceCastInst>(U);
    if (!C)
      continue;
    for (User *CU : C->users()) {
      auto *LI = dyn_cast<LoadInst>(CU);
      auto *SI = dyn_cast<StoreInst>(CU);
      if (!(LI && LI->isSimple()) &&
          !(SI && SI->isSimple() && SI->getValueOperand() != C))
        return; // the cast escapes: leave the alloca alone
    }
    Casts.push_back(C);
  }
  for (AddrSpaceCastInst *C : Casts) {
    for (User *CU : make_early_inc_range(C->users())) {
      if (auto *LI = dyn_cast<LoadInst>(CU))
        LI->setOperand(LI->getPointerOperandIndex(), AI);
      else
        cast<StoreInst>(CU)->setOperand(StoreInst::getPointerOperandIndex(),
                                        AI);
    }
    C->eraseFromParent();
  }
}

/// Promotes the allocas of the entry block to SSA values (clang's IR keeps
/// every local in memory before the optimisation pipeline runs).
/// The source names the front end put on the parameters of a function with
/// a directive (PragmaSema::annotateParams): an llvm.var.annotation
/// "tilelang.param=NAME" on the stack slot clang stores each parameter to.
/// Recorded as !tilelang.params on \p F (paramName, Metadata.h), the
/// annotations removed (they would keep the slots from mem2reg). Slots
/// that no argument is stored to (a parameter passed indirectly) and
/// parameters the function assigns to keep no name.
static void readParamNames(Function &F) {
  SmallVector<std::string, 8> Names(F.arg_size());
  bool Any = false;
  for (Instruction &I : make_early_inc_range(instructions(F))) {
    auto *II = dyn_cast<IntrinsicInst>(&I);
    StringRef Text;
    if (!II || II->getIntrinsicID() != Intrinsic::var_annotation ||
        !getConstantStringInfo(II->getArgOperand(1), Text) ||
        !Text.consume_front("tilelang.param="))
      continue;
    // The slot, and the casts of it clang stores through (AMDGPU: an
    // addrspace(5) alloca cast to a flat pointer).
    Value *Slot = II->getArgOperand(0)->stripPointerCasts();
    SmallVector<Value *, 4> Ptrs{Slot};
    for (User *U : Slot->users())
      if (isa<CastInst>(U))
        Ptrs.push_back(U);
    // The argument stored to the slot, when it is the only value ever
    // stored there: a parameter the function reassigns (`A = B;`, a swap)
    // names different values at different places, so it names none.
    Argument *Named = nullptr;
    unsigned Stores = 0;
    for (Value *P : Ptrs)
      for (User *U : P->users())
        if (auto *St = dyn_cast<StoreInst>(U);
            St && St->getPointerOperand() == P) {
          ++Stores;
          if (auto *Arg = dyn_cast<Argument>(St->getValueOperand());
              Arg && Arg->getParent() == &F)
            Named = Arg;
        }
    if (Named && Stores == 1) {
      Names[Named->getArgNo()] = Text.str();
      Any = true;
    }
    II->eraseFromParent();
  }
  if (!Any)
    return;
  SmallVector<Metadata *, 8> Ops;
  for (const std::string &N : Names)
    Ops.push_back(MDString::get(F.getContext(), N));
  F.setMetadata("tilelang.params", MDNode::get(F.getContext(), Ops));
}

static void promoteLocals(Function &F, DominatorTree &DT, AssumptionCache &AC) {
  SmallVector<AllocaInst *, 16> Allocas;
  for (Instruction &I : F.getEntryBlock())
    if (auto *AI = dyn_cast<AllocaInst>(&I)) {
      bypassAllocaCasts(AI);
      if (isAllocaPromotable(AI))
        Allocas.push_back(AI);
    }
  if (!Allocas.empty())
    PromoteMemToReg(Allocas, DT, &AC);
}

/// The loop that the marker \p Marker governs: the first loop header
/// reached along single-successor edges with nothing on the way that does
/// anything (the marker and its loop form one statement). Null otherwise.
static Loop *findGovernedLoop(CallInst *Marker, LoopInfo &LI) {
  BasicBlock *From = Marker->getParent();
  Loop *Outer = LI.getLoopFor(From);
  BasicBlock *BB = From;
  SmallPtrSet<BasicBlock *, 8> Seen;
  while (BB && Seen.insert(BB).second) {
    if (Loop *L = LI.getLoopFor(BB))
      if (L->getHeader() == BB && L != Outer && !L->contains(From))
        return L;
    for (Instruction &I : *BB) {
      if (&I == Marker || I.isTerminator() || isa<DbgInfoIntrinsic>(I) ||
          I.isLifetimeStartOrEnd())
        continue;
      if (BB == From && I.comesBefore(Marker))
        continue;
      if (I.mayHaveSideEffects() || I.mayReadOrWriteMemory())
        return nullptr; // a statement between the directive and the loop
    }
    Instruction *T = BB->getTerminator();
    if (auto *SI = dyn_cast<SwitchInst>(T))
      BB = SI->getDefaultDest();
    else
      BB = BB->getSingleSuccessor();
  }
  return nullptr;
}

/// What can be read of a SPEC that does not parse: its position, so that
/// the error about it is reported at the pragma.
static Directive positionOf(StringRef Spec) {
  Directive D;
  size_t FilePos = Spec.find(";file=");
  if (FilePos != StringRef::npos)
    D.File = Spec.drop_front(FilePos + 6).str();
  SmallVector<StringRef, 12> Fields;
  Spec.take_front(FilePos).split(Fields, ';');
  for (StringRef F : Fields) {
    auto [Key, Val] = F.split('=');
    if (Key == "line")
      (void)Val.getAsInteger(10, D.Line);
    else if (Key == "col")
      (void)Val.getAsInteger(10, D.Col);
  }
  return D;
}

PreservedAnalyses DirectivesPass::run(Function &F,
                                      FunctionAnalysisManager &FAM) {
  SmallVector<CallInst *, 4> Markers;
  for (Instruction &I : instructions(F))
    if (auto *CI = dyn_cast<CallInst>(&I))
      if (Function *Callee = CI->getCalledFunction())
        if (Callee->getName() == MarkerName)
          Markers.push_back(CI);
  if (Markers.empty())
    return PreservedAnalyses::all();

  readParamNames(F);
  auto &DT = FAM.getResult<DominatorTreeAnalysis>(F);
  promoteLocals(F, DT, FAM.getResult<AssumptionAnalysis>(F));
  LoopInfo LI(DT);

  SmallVector<Loop *, 4> Governed;
  for (CallInst *CI : Markers) {
    BasicBlock *BB = CI->getParent();
    auto *SpecGV =
        dyn_cast<GlobalVariable>(getUnderlyingObject(CI->getArgOperand(0)));
    StringRef SpecText;
    if (SpecGV && SpecGV->hasInitializer())
      if (auto *CDA = dyn_cast<ConstantDataArray>(SpecGV->getInitializer()))
        if (CDA->isCString())
          SpecText = CDA->getAsCString();
    Expected<Directive> D = Directive::parse(SpecText);
    if (!D) {
      std::string Msg = toString(D.takeError());
      Directive Pos = positionOf(SpecText);
      if (!Pos.File.empty() && Pos.Line)
        reportError(F, Pos, Msg);
      else
        F.getContext().diagnose(
            DiagnosticInfoGenericWithLoc(Msg, F, DiagnosticLocation()));
    } else if (Loop *L = findGovernedLoop(CI, LI)) {
      setLoopProperty(
          *L, MDNode::get(F.getContext(),
                          {MDString::get(F.getContext(), "tilelang.directive"),
                           MDString::get(F.getContext(), SpecText)}));
      Governed.push_back(L);
      // Bind the names: argument i+1 of the marker is array i of the SPEC.
      for (auto [Idx, A] : enumerate(D->Arrays)) {
        if (Idx + 1 >= CI->arg_size()) {
          reportError(F, *D,
                      "array '" + A.Name + "' of the directive has no value");
          break;
        }
        const Value *Obj = getUnderlyingObject(CI->getArgOperand(Idx + 1));
        Metadata *Ref = nullptr;
        if (auto *Arg = dyn_cast<Argument>(Obj))
          Ref = ConstantAsMetadata::get(ConstantInt::get(
              Type::getInt32Ty(F.getContext()), Arg->getArgNo()));
        else if (auto *GV = dyn_cast<GlobalVariable>(Obj))
          Ref = ConstantAsMetadata::get(const_cast<GlobalVariable *>(GV));
        if (!Ref) {
          reportError(F, *D,
                      "array '" + A.Name +
                          "' must be a parameter or a global variable of '" +
                          llvm::demangle(F.getName()) +
                          "' to be staged or named");
          continue;
        }
        setLoopProperty(
            *L, MDNode::get(F.getContext(),
                            {MDString::get(F.getContext(), "tilelang.bind"),
                             MDString::get(F.getContext(), A.Name), Ref}));
      }
    } else {
      reportError(F, *D,
                  "no counted loop follows the tilelang directive directly: "
                  "the directive and its 'for' must form one statement, and "
                  "the loop's set-up may not call functions or write memory "
                  "(a range-based for, or an init statement with side "
                  "effects); write `for (int i = lo; i < hi; ++i)`");
    }
    // The marker's value selects the `default:` of its switch.
    CI->replaceAllUsesWith(Constant::getNullValue(CI->getType()));
    CI->eraseFromParent();
    ConstantFoldTerminator(BB);
  }
  // Subscripts such as A[i * K + k] in `int` become arithmetic in the
  // pointers' width, which the tiler can delinearise on every target (on
  // x86-64 indvars would widen them later; on GPUs it does not).
  widenSubscripts(Governed);
  return PreservedAnalyses::none();
}
