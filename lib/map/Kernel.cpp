//===- map/Kernel.cpp - the function made a kernel ------------------------===//
//
// The kernel of tilelang-map (KernelBuilder, MapStage.h): the calling
// convention (ptx_kernel / amdgpu_kernel), the block shape (nvvm.reqntid,
// nvvm.minctasm; reqd_work_group_size, amdgpu-flat-work-group-size), and
// the launch record !tilelang.launch: block, grid per dimension as an
// expression of the kernel's parameters (toExpr, exprText), distribution,
// cooperative launch, parameter types; the remark "Kernel" says the same.
// tilelang-layout later fills in the record's shared memory bytes.
//
//===----------------------------------------------------------------------===//
#include "map/MapStage.h"
#include "llvm/Analysis/ScalarEvolution.h"
#include "llvm/Analysis/ScalarEvolutionExpressions.h"
#include "llvm/IR/Module.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/raw_ostream.h"
#include <set>

#define DEBUG_TYPE "tilelang-map"

using namespace llvm;
using namespace tilelang;
using namespace tilelang::mapping;

static cl::opt<int> MinBlocksPerSM(
    "tilelang-min-blocks-per-sm",
    cl::desc("NVPTX kernels: blocks that must fit on one multiprocessor "
             "(nvvm.minctasm, like __launch_bounds__' second argument; it "
             "caps ptxas' registers per thread). -1: 2 for kernels with a "
             "register tile (buffer(X: register)) and blocks of up to 512 "
             "threads, else none; 0: none"),
    cl::init(-1));

/// A SCEV of the kernel's parameters as a JSON expression (see MapPass.h),
/// or std::nullopt when it depends on anything else.
static std::optional<json::Value> toExpr(const SCEV *S, const Function &F) {
  if (const auto *C = dyn_cast<SCEVConstant>(S)) {
    if (C->getAPInt().getSignificantBits() > 64)
      return std::nullopt;
    return json::Value(C->getAPInt().getSExtValue());
  }
  if (const auto *U = dyn_cast<SCEVUnknown>(S)) {
    if (const auto *A = dyn_cast<Argument>(U->getValue()))
      if (A->getParent() == &F)
        return json::Array{"param", int64_t(A->getArgNo())};
    return std::nullopt;
  }
  if (const auto *X = dyn_cast<SCEVCastExpr>(S)) {
    auto Op = toExpr(X->getOperand(0), F);
    if (!Op)
      return std::nullopt;
    unsigned From = X->getOperand(0)->getType()->getScalarSizeInBits();
    if (isa<SCEVZeroExtendExpr>(X))
      return json::Array{"zext", int64_t(From), std::move(*Op)};
    if (isa<SCEVSignExtendExpr>(X))
      return json::Array{"sext", int64_t(From), std::move(*Op)};
    if (isa<SCEVTruncateExpr>(X))
      return json::Array{"trunc", int64_t(X->getType()->getScalarSizeInBits()),
                         std::move(*Op)};
    return std::nullopt;
  }
  if (const auto *D = dyn_cast<SCEVUDivExpr>(S)) {
    auto L = toExpr(D->getLHS(), F), R = toExpr(D->getRHS(), F);
    if (!L || !R)
      return std::nullopt;
    return json::Array{"udiv", std::move(*L), std::move(*R)};
  }
  const char *Op = nullptr;
  switch (S->getSCEVType()) {
  case scAddExpr:
    Op = "add";
    break;
  case scMulExpr:
    Op = "mul";
    break;
  case scSMaxExpr:
    Op = "smax";
    break;
  case scUMaxExpr:
    Op = "umax";
    break;
  case scSMinExpr:
    Op = "smin";
    break;
  case scUMinExpr:
  case scSequentialUMinExpr:
    Op = "umin";
    break;
  default:
    return std::nullopt;
  }
  json::Array A{Op};
  for (const SCEV *O : cast<SCEVNAryExpr>(S)->operands()) {
    auto E = toExpr(O, F);
    if (!E)
      return std::nullopt;
    A.push_back(std::move(*E));
  }
  return json::Value(std::move(A));
}

/// Infix text of a JSON expression, for remarks (parameters by name).
static std::string exprText(const json::Value &V, const Function &F) {
  if (auto I = V.getAsInteger())
    return std::to_string(*I);
  const json::Array *A = V.getAsArray();
  if (!A || A->empty())
    return "?";
  StringRef Op = (*A)[0].getAsString().value_or("");
  if (Op == "param") {
    unsigned I = unsigned((*A)[1].getAsInteger().value_or(0));
    const Argument *Arg = I < F.arg_size() ? F.getArg(I) : nullptr;
    std::string Name = Arg ? paramName(*Arg) : std::string();
    return !Name.empty() ? Name : "arg" + std::to_string(I);
  }
  if (Op == "zext" || Op == "sext" || Op == "trunc")
    return exprText((*A)[2], F);
  std::string Sep = Op == "add" ? " + " : Op == "mul" ? " * " : ", ";
  std::string S;
  if (Op == "udiv") {
    std::string L = exprText((*A)[1], F);
    if (L.empty() || L.front() != '(')
      L = "(" + L + ")";
    return L + " / " + exprText((*A)[2], F);
  }
  for (unsigned I = 1; I < A->size(); ++I)
    S += (I > 1 ? Sep : "") + exprText((*A)[I], F);
  if (Op == "add" || Op == "mul")
    return "(" + S + ")";
  return Op.str() + "(" + S + ")";
}

/// Makes \p F a kernel of block \p T and records its launch.
void KernelBuilder::makeKernel(ArrayRef<MappedBand *> Bands,
                               const unsigned T[3], bool Cooperative) {
  LLVMContext &Ctx = F.getContext();
  Module &M = *F.getParent();
  setKernelAttributes(Bands, T);
  std::string GridText;
  json::Array Grid = launchGrid(Bands, GridText);
  json::Array Params = paramTypes();
  json::Array Names; // source names (paramName), "" where unknown
  for (const Argument &A : F.args())
    Names.push_back(paramName(A));
  bool RR = any_of(Bands, [](MappedBand *MB) { return MB->RoundRobin; });
  json::Object Rec{{"kernel", F.getName()},
                   {"block", json::Array{T[0], T[1], T[2]}},
                   {"grid", std::move(Grid)},
                   {"distribute", RR ? "round_robin" : "block_wise"},
                   {"cooperative", Cooperative},
                   {"shared_bytes", 0},
                   {"dynamic_shared_bytes", 0},
                   {"params", std::move(Params)},
                   {"param_names", std::move(Names)}};
  // Bands versioned on a run-time check (MapFallback.cpp): the pairs of
  // arrays it finds disjoint and the subscript bounds it checks; when it
  // fails, a sequential fallback runs in the grid's first thread.
  json::Array Pairs, Rows;
  std::set<std::pair<std::string, std::string>> Seen; // unordered pairs, once
  std::string Checked;
  for (MappedBand *MB : Bands) {
    if (!MB->Check)
      continue;
    for (auto &[X, Y] : MB->CheckedPairs)
      if (Seen.insert({std::min(X, Y), std::max(X, Y)}).second)
        Pairs.push_back(json::Array{X, Y});
    for (const std::string &R : MB->CheckedRows)
      Rows.push_back(R);
    Checked += (Checked.empty() ? "" : ", ") + checkedText(*MB);
  }
  if (!Pairs.empty())
    Rec["alias_check"] = std::move(Pairs);
  if (!Rows.empty())
    Rec["subscript_check"] = std::move(Rows);
  std::string JS;
  raw_string_ostream OS(JS);
  OS << json::Value(std::move(Rec));
  NamedMDNode *NMD = M.getOrInsertNamedMetadata("tilelang.launch");
  NMD->addOperand(
      MDNode::get(Ctx, {ValueAsMetadata::get(&F), MDString::get(Ctx, JS)}));
  MappedBand &First = *Bands.front();
  DebugLoc Loc = directiveLoc(F, First.BD->D);
  Cx.ORE.emit([&] {
    OptimizationRemark R(DEBUG_TYPE, "Kernel", Loc, First.Point->getHeader());
    R << "kernel '" << F.getName() << "': block " << std::to_string(T[0])
      << " x " << std::to_string(T[1]) << " x " << std::to_string(T[2])
      << " threads, grid " << GridText << " blocks ("
      << (RR ? "round_robin" : "block_wise")
      << ", grid-stride tile loops: any grid is correct)";
    if (Cooperative)
      R << "; code outside the mapped bands runs in the first thread, with "
           "grid barriers around the bands: launch cooperatively (every "
           "block resident)";
    if (!Checked.empty())
      R << "; a run-time check runs the mapped band when it finds " << Checked
        << ", else a sequential fallback in the grid's first thread";
    return R;
  });
}

/// The calling convention of a kernel and its block shape \p T.
void KernelBuilder::setKernelAttributes(ArrayRef<MappedBand *> Bands,
                                        const unsigned T[3]) {
  LLVMContext &Ctx = F.getContext();
  std::string Dims = std::to_string(T[0]) + "," + std::to_string(T[1]) + "," +
                     std::to_string(T[2]);
  Type *I32 = Type::getInt32Ty(Ctx);
  if (Kind == GPUKind::NVPTX) {
    F.setCallingConv(CallingConv::PTX_Kernel);
    F.addFnAttr("nvvm.reqntid", Dims);
    // Without it ptxas may take up to 255 registers per thread for a
    // register tile and leave one block of 256 threads per multiprocessor
    // (8 warps: too few to hide shared-memory and global latency). Two
    // blocks of up to 512 threads keep 64 or more registers per thread.
    // Measured on the H200 (benchmarks/RESULTS.md): GEMM 128x128x32 with
    // an 8x8 register tile went from 254 registers and 20.1 to 128 and
    // 26.7 TFLOP/s; a transpose (no register tile) only lost from it.
    unsigned Threads = T[0] * T[1] * T[2];
    bool RegisterTile = any_of(Bands, [](MappedBand *MB) {
      return any_of(MB->BD->D.Arrays, [](const ArrayClause &A) {
        return A.Space == MemSpace::Register;
      });
    });
    int Min = MinBlocksPerSM >= 0 ? int(MinBlocksPerSM)
                                  : (RegisterTile && Threads <= 512 ? 2 : 0);
    if (Min > 0)
      F.addFnAttr("nvvm.minctasm", std::to_string(Min));
  } else {
    F.setCallingConv(CallingConv::AMDGPU_KERNEL);
    // clang gives amdgcn functions hidden visibility; a kernel must be
    // visible in the code object for the runtime to find it (HIP makes
    // its kernels protected too).
    if (F.hasHiddenVisibility())
      F.setVisibility(GlobalValue::ProtectedVisibility);
    std::string N = std::to_string(T[0] * T[1] * T[2]);
    F.addFnAttr("amdgpu-flat-work-group-size", N + "," + N);
    F.setMetadata(
        "reqd_work_group_size",
        MDNode::get(Ctx,
                    {ConstantAsMetadata::get(ConstantInt::get(I32, T[0])),
                     ConstantAsMetadata::get(ConstantInt::get(I32, T[1])),
                     ConstantAsMetadata::get(ConstantInt::get(I32, T[2]))}));
  }
}

/// The grid: per dimension, the tiles of the loop mapped to it (the
/// largest over the bands), as JSON expressions; \p GridText as text.
json::Array KernelBuilder::launchGrid(ArrayRef<MappedBand *> Bands,
                                      std::string &GridText) {
  auto &SE = Cx.FAM.getResult<ScalarEvolutionAnalysis>(F);
  json::Array Grid;
  for (unsigned D = 0; D < 3; ++D) {
    SmallVector<json::Value, 2> PerBand;
    bool Known = true;
    for (MappedBand *MB : Bands)
      for (unsigned K = 0; K < MB->N; ++K)
        if (MB->Map[K] != MapDim::Seq && unsigned(MB->Map[K]) == D) {
          auto TC = toExpr(SE.getSCEV(MB->TC[K]), F);
          if (!TC) {
            Known = false;
            continue;
          }
          int64_t S = MB->Sizes[K];
          PerBand.push_back(json::Array{
              "udiv", json::Array{"add", std::move(*TC), S - 1}, S});
        }
    json::Value G = int64_t(1);
    if (!Known || PerBand.empty()) {
      // Any grid is correct (grid-stride tile loops): one block per
      // compute unit when the tile count is not a function of the
      // parameters.
      G = Known ? int64_t(1) : int64_t(256);
    } else if (PerBand.size() == 1) {
      G = std::move(PerBand[0]);
    } else {
      json::Array A{"smax"};
      for (json::Value &V : PerBand)
        A.push_back(std::move(V));
      G = std::move(A);
    }
    GridText += (D ? " x " : "") + exprText(G, F);
    Grid.push_back(std::move(G));
  }
  return Grid;
}

/// The types of the kernel's parameters, for the launch record.
json::Array KernelBuilder::paramTypes() const {
  json::Array Params;
  for (Argument &A : F.args()) {
    Type *Ty = A.getType();
    Params.push_back(Ty->isPointerTy()  ? "ptr"
                     : Ty->isFloatTy()  ? "float"
                     : Ty->isDoubleTy() ? "double"
                     : Ty->isIntegerTy()
                         ? "i" + std::to_string(Ty->getIntegerBitWidth())
                         : "unknown");
  }
  return Params;
}
