//===- map/MapStage.h - the parts of tilelang-map ---------------*- C++ -*-===//
//
// Private to lib/map: what the files of the tilelang-map stage (MapPass.h)
// share. One run of the pass over a function is
//   readBand       a band as tilelang-tile left it (MapPass.cpp);
//   MapLegality    whether the bands, and the function, can be mapped: one
//                  loop per block dimension, no carried dependence, one
//                  block shape, kernel parameters, code outside the bands
//                  that one thread can run (MapLegality.cpp);
//   BandRewriter   the tile loops made grid-stride loops over the blocks,
//                  the point loops spread over the threads, the code
//                  outside the bands serialised (MapRewrite.cpp);
//   FallbackVersions  a band versioned on a run-time check: the copy of
//                  its loops as written guarded to the grid's first thread
//                  (MapFallback.cpp);
//   KernelBuilder  the kernel's calling convention, attributes and launch
//                  record (Kernel.cpp);
// driven by Mapper in MapPass.cpp.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_MAP_MAPSTAGE_H
#define TILELANG_MAP_MAPSTAGE_H

#include "analysis/Directive.h"
#include "analysis/Metadata.h"
#include "utils/GPU.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallPtrSet.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/Analysis/LoopInfo.h"
#include "llvm/Analysis/OptimizationRemarkEmitter.h"
#include "llvm/IR/Instructions.h"
#include "llvm/IR/PassManager.h"
#include "llvm/Support/JSON.h"
#include <memory>
#include <optional>
#include <string>

namespace tilelang {
namespace mapping {

constexpr const char *DimName[3] = {"x", "y", "z"};

/// One tiled band with its mapping, as tilelang-tile left it.
struct MappedBand {
  llvm::Loop *Point = nullptr; ///< outermost point loop (carries the directive)
  llvm::Loop *Outer = nullptr; ///< outermost tile loop
  std::optional<BoundDirective> BD;
  unsigned N = 0;
  llvm::SmallVector<unsigned, 4> Sizes; ///< per band loop
  llvm::SmallVector<MapDim, 4> Map;     ///< per band loop
  /// Per band loop: the thread dimension spreading its points (block-mapped
  /// loops only; tilelang-tile's choice, see chooseThreadDims).
  llvm::SmallVector<unsigned, 4> ThreadDim;
  unsigned Threads[3] = {1, 1, 1};
  bool RoundRobin = false;
  /// Rows of blocks per group of the grouped block order (below 2: row
  /// order); getMappingStrategy's choice.
  unsigned RasterGroup = 0;
  unsigned Carried = 0;
  std::string Why;
  /// Per band loop: tile loop, its counter and trip count; point loop and
  /// its counter.
  llvm::SmallVector<llvm::Loop *, 4> TileLoop, PointLoop;
  llvm::SmallVector<llvm::PHINode *, 4> TT, PT;
  llvm::SmallVector<llvm::Value *, 4> TC;
  bool Mapped = false;
  /// Versioned by tilelang-tile (MapFallback.cpp): the check's branch
  /// (`!tilelang.version`; true: this band, false: the loops as written),
  /// where the two versions join, the copy's blocks, and what the check
  /// tests: pairs of source names, texts of subscript bounds.
  llvm::BranchInst *Check = nullptr;
  llvm::BasicBlock *Join = nullptr;
  llvm::SmallPtrSet<const llvm::BasicBlock *, 16> Fallback;
  llvm::SmallVector<std::pair<std::string, std::string>, 2> CheckedPairs;
  llvm::SmallVector<std::string, 1> CheckedRows;
};

using BandList = llvm::ArrayRef<std::unique_ptr<MappedBand>>;

/// Reads the band rooted at point loop \p P; false when its shape is not
/// the one tilelang-tile builds.
bool readBand(llvm::Loop *P, MappedBand &MB);

/// A store, an atomic or a call that may write memory the program sees
/// (not llvm.assume and the like).
bool writesMemory(const llvm::Instruction &I);

/// Whether \p BB is in one of \p Bands or in the sequential fallback of
/// one (MapFallback.cpp): code that is not serialised.
bool inBandOrFallback(llvm::ArrayRef<MappedBand *> Bands,
                      const llvm::BasicBlock *BB);
/// Whether \p MB's versioning, if any, can be kept on a GPU: its join was
/// found and has no phi, its check is uniform; else false with \p Why.
bool fallbackIsSound(const MappedBand &MB, std::string &Why);
/// "'A' and 'C' disjoint" (and / or "the subscripts inside their
/// dimensions"): what \p MB's check tests, for remarks.
std::string checkedText(const MappedBand &MB);

/// What every part of one run over a function shares.
struct MapContext {
  MapContext(llvm::Function &F, llvm::FunctionAnalysisManager &FAM, GPUKind K)
      : F(F), FAM(FAM), Kind(K), ORE(&F) {}
  llvm::Function &F;
  llvm::FunctionAnalysisManager &FAM;
  GPUKind Kind;
  llvm::OptimizationRemarkEmitter ORE;
};

/// A part of the run: the context, and its function and GPU under their
/// usual names.
class MapPart {
protected:
  explicit MapPart(MapContext &Cx) : Cx(Cx), F(Cx.F), Kind(Cx.Kind) {}
  MapContext &Cx;
  llvm::Function &F;
  GPUKind Kind;
};

/// Whether the function's bands can be mapped; every refusal is a remark
/// "NotMapped" and a -Wpass-failed warning at the band's directive.
class MapLegality : MapPart {
public:
  explicit MapLegality(MapContext &Cx) : MapPart(Cx) {}
  /// Whether the function can be a kernel (it returns nothing, is not
  /// called, takes parameters the launch record describes); when not,
  /// every band is refused.
  bool checkFunction(BandList Bands);
  /// The bands whose mapping holds, all of one block shape (the first's).
  llvm::SmallVector<MappedBand *, 4> checkBands(BandList Bands);
  /// Whether the kernel is the one band \p Ok[0] and nothing else (then it
  /// needs no grid barrier).
  bool isAlone(llvm::ArrayRef<MappedBand *> Ok);
  /// Whether the code around the bands can run in the first thread; when
  /// not, every band of \p Ok is refused.
  bool checkSerialCode(llvm::ArrayRef<MappedBand *> Ok);

private:
  void refuse(MappedBand &MB, const llvm::Twine &Why);
  bool check(MappedBand &MB);
  bool serialCodeIsUniform(llvm::ArrayRef<MappedBand *> Bands,
                           std::string &Why);
};

/// The rewrite of the mapped bands and of the code around them.
class BandRewriter : MapPart {
public:
  explicit BandRewriter(MapContext &Cx) : MapPart(Cx) {}
  void rewrite(MappedBand &MB);
  void reportBand(MappedBand &MB);
  void serialise(llvm::ArrayRef<MappedBand *> Bands);

private:
  void rewriteTileLoop(MappedBand &MB, unsigned K);
  /// blockIdx.D as band \p MB's tiles see it: the grouped block order's
  /// (MB.RasterGroup > 1) for x and y, computed at the entry; else the
  /// hardware's, read at \p At.
  llvm::Value *blockId(MappedBand &MB, unsigned D, llvm::IRBuilderBase &At);
  /// The grouped block order's x and y of the band being rewritten.
  MappedBand *GroupedFor = nullptr;
  llvm::Value *GroupedId[2] = {nullptr, nullptr};
  void rewritePointLoop(MappedBand &MB, unsigned K);
  void unrollSequentialLoops(MappedBand &MB);
};

/// The run-time checks of versioned bands (MapFallback.cpp): found before
/// the legality, their fallback guarded after the rewrite.
class FallbackVersions : MapPart {
public:
  explicit FallbackVersions(MapContext &Cx) : MapPart(Cx) {}
  /// Fills the Check, Join, Fallback and Checked* fields of the bands
  /// behind a `!tilelang.version` branch.
  void find(BandList Bands);
  /// Sends every thread but the grid's first from each checked band of
  /// \p Bands' check past its fallback, to the join; the remark "Fallback".
  void guard(llvm::ArrayRef<MappedBand *> Bands);
};

/// The function made a kernel: calling convention, block shape, the launch
/// record !tilelang.launch and the remark "Kernel".
class KernelBuilder : MapPart {
public:
  explicit KernelBuilder(MapContext &Cx) : MapPart(Cx) {}
  void makeKernel(llvm::ArrayRef<MappedBand *> Bands, const unsigned T[3],
                  bool Cooperative);

private:
  void setKernelAttributes(llvm::ArrayRef<MappedBand *> Bands,
                           const unsigned T[3]);
  llvm::json::Array launchGrid(llvm::ArrayRef<MappedBand *> Bands,
                               std::string &GridText);
  llvm::json::Array paramTypes() const;
};

} // namespace mapping
} // namespace tilelang

#endif // TILELANG_MAP_MAPSTAGE_H
