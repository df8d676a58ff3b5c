//===- promote/Staging.h - The staging of one band, private to promote ---===//
//
// The pieces of tilelang-promote (PromotePass.h) and what they share, in the
// order the pass runs them on one band:
//
//   Ranges.cpp         the range of a subscript over the band (rangeOver,
//                      loopSteps and the SCEV rewrites they need);
//   Footprint.cpp      which elements each access touches and whether the
//                      copy is exact (BandContext, Footprint, Image merging);
//   Subscripts.cpp     each access's subscripts and the array's dimensions
//                      (SubscriptAnalysis: delinearization);
//   Decisions.cpp      registers or shared, where the copies go, whether
//                      pipeline(S) applies (whyNotRegister, placeCopies,
//                      planPipeline);
//   StagingTarget.cpp  where a buffer lives (host stack, GPU shared memory
//                      or a thread's registers);
//   Copies.cpp         the buffer, the rewritten accesses, the host's copy
//                      loops and the helpers of every copy (CopyEmitter);
//   GPUCopies.cpp      the GPU copies: cooperative (Block) and per thread
//                      (Strided) (GPUCopier);
//   Pipeline.cpp       pipeline(S)'s cp.async copies (Pipeliner);
//   RegisterTile.cpp   register tiling after the staging (host and GPU);
//   PromotePass.cpp    the pass: which bands, which arrays, the order of
//                      the steps (stageArrays), remarks.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_PROMOTE_STAGING_H
#define TILELANG_PROMOTE_STAGING_H

#include "analysis/Metadata.h"
#include "utils/GPU.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/STLFunctionalExtras.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/PassManager.h"
#include <functional>
#include <optional>
#include <string>
#include <utility>

namespace llvm {
class AAResults;
class DominatorTree;
class GlobalVariable;
class Loop;
class LoopInfo;
class SCEV;
class SCEVExpander;
class ScalarEvolution;
class WeakTrackingVH;
} // namespace llvm

namespace tilelang::promote {

/// Largest staged buffer, in bytes (it lives on the stack on the host).
constexpr uint64_t MaxStagedBytes = 1u << 20;
/// Largest register buffer of one GPU thread, in 32-bit words: 16 times the
/// registers a thread has on NVIDIA (255), 8 times on AMD (512 VGPRs). The
/// buffer's loops are unrolled in full: 200000 elements kept clang busy for
/// more than a minute (test/fuzz/pragma_fuzz.py).
constexpr uint64_t MaxThreadRegisterWords = 4096;

//===----------------------------------------------------------------------===//
// Ranges of subscripts (Ranges.cpp)
//===----------------------------------------------------------------------===//

/// Range of a subscript over every iteration of the band: Min and Max as
/// SCEVs invariant in the band, and Bound >= Max - Min as a constant. Stride:
/// every value in the range is Min + a multiple of it (0: a single value).
struct Range {
  const llvm::SCEV *Min = nullptr, *Max = nullptr;
  uint64_t Bound = 0, Stride = 0;
  /// The same elements (Bound, a bound on Max - Min, aside).
  bool operator==(const Range &O) const {
    return Min == O.Min && Max == O.Max && Stride == O.Stride;
  }
};

/// Most iterations of each point loop of a tiled band: its tile size (for a
/// point loop spread over T threads, ceil(size / T) per thread).
using TripBounds = llvm::DenseMap<const llvm::Loop *, uint64_t>;

/// A point loop that tilelang-map spread over the threads of a block
/// (!"tilelang.thread"): thread t runs TT + t, TT + t + Threads, ... below
/// Hi, the tile [TT, Hi) having at most Size points.
struct ThreadLoop {
  unsigned Dim = 0, Threads = 1, Size = 1;
  const llvm::SCEV *TT = nullptr, *Hi = nullptr;
};
using ThreadLoops = llvm::DenseMap<const llvm::Loop *, ThreadLoop>;

/// What rangeOver sees: the point loops' bounds, the thread loops and
/// whether the range is the block's (every thread's points: the thread ids
/// taken as 0 and thread loops as their whole tile) or one thread's.
struct RangeContext {
  const TripBounds &TB;
  const ThreadLoops &Threads;
  bool Block = false;
  /// Trip counts of the band's point loops as `tile end - tile start`
  /// (they run whenever their tile loop does, so the end is past the start;
  /// SCEV's own exit count keeps a max(end, start) that hides the bound).
  const llvm::DenseMap<const llvm::Loop *, const llvm::SCEV *> *Trips = nullptr;
};

/// Whether \p S is a thread id (NVPTX tid.x/y/z, AMDGPU workitem.id.x/y/z).
bool isThreadId(const llvm::SCEV *S);
/// \p S with every add-recurrence of a thread loop stepping one point at a
/// time (its step divided by the loop's threads); with \p Back, the inverse.
const llvm::SCEV *unitSteps(const llvm::SCEV *S, llvm::ScalarEvolution &SE,
                            const ThreadLoops &T, bool Back = false);
/// \p S with every add-recurrence of a loop outside the band \p P replaced
/// by its start (its value in the first tile).
const llvm::SCEV *outerAtStart(const llvm::SCEV *S, llvm::ScalarEvolution &SE,
                               const llvm::Loop &P);
/// \p S for thread 0: every thread id replaced by 0.
const llvm::SCEV *threadZero(const llvm::SCEV *S, llvm::ScalarEvolution &SE);
/// The range \p R of \p S over every iteration of the band \p P; false when
/// \p S is not an affine function of the loop indices with constant steps.
bool rangeOver(const llvm::SCEV *S, const llvm::Loop &P,
               llvm::ScalarEvolution &SE, const RangeContext &RC, Range &R);
/// Adds to \p Coef, per loop of the band, how far \p S moves per iteration of
/// it, times \p Scale. False when \p S is not an invariant plus constant
/// multiples of the loops' iterations.
bool loopSteps(const llvm::SCEV *S, const llvm::Loop &P,
               llvm::ScalarEvolution &SE, int64_t Scale,
               llvm::DenseMap<const llvm::Loop *, int64_t> &Coef);

//===----------------------------------------------------------------------===//
// What is staged
//===----------------------------------------------------------------------===//

/// The elements that one access -- or several, merged -- touches over the
/// band: the strided box {Min + k * Stride <= Max} per dimension, exactly
/// (Footprint::imageOf proves it: each dimension moves with its own loops,
/// by one step, in every iteration), so that copies of images never touch an
/// element the program does not.
struct Image {
  llvm::SmallVector<Range, 4> Box;
  /// Per dimension, a lower bound on Max - Min whenever the image is not
  /// empty: 0 for one access, more once shifted images merge (A[j - 1],
  /// A[j], A[j + 1] into one row).
  llvm::SmallVector<uint64_t, 4> Span;
  /// Trip counts of the loops around the access that it does not move
  /// with and that may run no iteration: the image is empty when one is 0.
  llvm::SmallVector<const llvm::SCEV *, 2> NonZero;
  /// A dimension moves with a loop that may run no iteration (not a point
  /// loop of the band): Min <= Max is tested at run time.
  bool MayBeEmpty = false;
  // Expanded at the copy point (CopyEmitter::expandImages).
  llvm::SmallVector<llvm::Value *, 4> Lo, Hi;
  llvm::Value *Live = nullptr; ///< i1: the image is not empty
};

/// One staged array of one band.
struct StagedArray {
  const llvm::Value *Object = nullptr;
  std::string Name;
  bool Register = false;
  llvm::Type *ElemTy = nullptr;
  uint64_t ElemBytes = 0;
  llvm::SmallVector<llvm::Instruction *, 8> Accesses;
  /// Per access, its subscripts (outermost dimension first).
  llvm::SmallVector<llvm::SmallVector<const llvm::SCEV *, 4>, 8> Subscripts;
  /// Sizes of dimensions 1 .. D-1 of the array (run time), in elements.
  llvm::SmallVector<const llvm::SCEV *, 4> DimSizes;
  llvm::SmallVector<Range, 4> Box;
  /// What copy-in reads (the images of the loads) and copy-out writes (the
  /// images of the stores); each region is a union of images inside Box.
  llvm::SmallVector<Image, 4> Reads, Writes;
  /// Trip counts of the tile loops the copies were hoisted out of: nothing
  /// is copied when one of them is 0.
  llvm::SmallVector<const llvm::SCEV *, 2> HoistNonZero;
  /// A region is plain when it is one image equal to Box, with nothing to
  /// test at run time: its copy is the box loop (no guard, no membership).
  bool PlainReads = false, PlainWrites = false;
  llvm::Value *LiveReads = nullptr, *LiveWrites = nullptr; ///< i1, expanded
  bool Written = false;
  /// GPU: in shared memory / LDS, one buffer for the block's tile, copied by
  /// all threads together (Block), or in registers, one buffer per thread
  /// for its own points, indexed by (x - Lo) / Stride (Strided).
  bool Block = false, Strided = false;
  Layout Lay;
  // Filled by CopyEmitter::expand, in the band's preheader.
  llvm::Value *Buf = nullptr;
  /// Where the copies go: the preheader and exit of the outermost loop
  /// (the band or a tile loop around it) in which the footprint does not
  /// change.
  llvm::BasicBlock *CopyIn = nullptr, *CopyOut = nullptr;
  unsigned Hoisted = 0; ///< tile loops the copies were hoisted out of
  llvm::SmallVector<llvm::Value *, 4> Lo, Hi, Sizes;
  llvm::SmallVector<uint64_t, 4> Ext, Stride;
  /// pipeline(S) (Stages > 1): the buffer holds Stages tiles (an outermost
  /// stage dimension); the tile of iteration n of PipeLoop (the innermost
  /// sequential tile loop) is in stage n mod Stages and is copied, with
  /// cp.async, Stages - 1 iterations ahead.
  unsigned Stages = 1;
  llvm::Loop *PipeLoop = nullptr;
  std::string PipelineWhy; ///< why pipeline(S) does not apply, or ""
  llvm::Value *Stage = nullptr, *NextStage = nullptr;
  llvm::SmallVector<llvm::Value *, 4> NextLo, NextHi;
  llvm::SmallVector<llvm::SmallVector<llvm::Value *, 4>, 4> FirstLo, FirstHi;
};

/// Elements of dimension \p Dim of the buffer: the box's, or for a
/// thread's strided buffer one per Stride.
uint64_t extentOf(const StagedArray &S, unsigned Dim);

//===----------------------------------------------------------------------===//
// Where buffers live (StagingTarget.cpp)
//===----------------------------------------------------------------------===//

/// Where staged buffers live and how their copies run. The host's packed
/// buffers are HostStaging; the GPU memory spaces (an address-space-3 global
/// per buffer, copies shared out over the threads of a block, barriers
/// around them) implement the same three hooks, and the footprint analysis,
/// the access rewrite and the copy loops do not change.
class StagingTarget {
public:
  virtual ~StagingTarget() = default;
  /// A buffer of \p Elems elements of \p ElemTy for \p F.
  virtual llvm::Value *allocate(llvm::Function &F, llvm::Type *ElemTy,
                                uint64_t Elems, const llvm::Twine &Name) = 0;
  /// Emitted after a copy-in and before a copy-out: all copies are complete
  /// before anyone reads the buffer or overwrites it.
  virtual void emitBarrier(llvm::IRBuilder<> &B) {}
  /// What the buffer is, for remarks.
  virtual const char *describe() const = 0;
};

/// Host: a 64-byte aligned stack buffer in the entry block, copied by the
/// one thread that runs the band; no barrier is needed.
class HostStaging final : public StagingTarget {
public:
  llvm::Value *allocate(llvm::Function &F, llvm::Type *ElemTy, uint64_t Elems,
                        const llvm::Twine &Name) override;
  const char *describe() const override { return "packed"; }
};

/// GPUs: `shared` buffers are address-space-3 globals (shared memory /
/// LDS), one per staged array of the block, laid out by tilelang-layout
/// (!tilelang.buffer, !tilelang.layout.request and the
/// tilelang.buffer.offset.D calls are its input); `register` buffers are
/// private arrays of one thread, which SROA turns into registers once the
/// loops over them are unrolled. Barriers are the block's.
class GPUStaging final : public StagingTarget {
  GPUKind Kind;

public:
  explicit GPUStaging(GPUKind K) : Kind(K) {}
  llvm::Value *allocate(llvm::Function &F, llvm::Type *ElemTy, uint64_t Elems,
                        const llvm::Twine &Name) override;
  llvm::GlobalVariable *allocateShared(llvm::Function &F, llvm::Type *ElemTy,
                                       llvm::ArrayRef<uint64_t> Ext,
                                       const Layout &L, llvm::StringRef Array);
  /// The element offset of \p X (0 <= X[d] < Ext[d]) in \p Buf, decided by
  /// tilelang-layout.
  static llvm::Value *offset(llvm::IRBuilder<> &B, llvm::Value *Buf,
                             llvm::ArrayRef<llvm::Value *> X);
  void emitBarrier(llvm::IRBuilder<> &B) override;
  GPUKind kind() const { return Kind; }
  const char *describe() const override { return "shared-memory"; }
};

//===----------------------------------------------------------------------===//
// The band (Footprint.cpp) and its footprints
//===----------------------------------------------------------------------===//

/// The band being staged and what every step of its staging sees: the
/// analyses, the directive, the target, and the bounds of its point loops.
struct BandContext {
  llvm::Function &F;
  llvm::Loop &P;
  llvm::ScalarEvolution &SE;
  llvm::AAResults &AA;
  const BoundDirective &BD;
  StagingTarget &Target;
  llvm::DominatorTree &DT;
  llvm::LoopInfo &LI;
  TripBounds TB;
  ThreadLoops Threads;
  /// Every point loop of the band that runs from its tile loop's counter to
  /// a tile end (see tileDriven): `end - start`.
  llvm::DenseMap<const llvm::Loop *, const llvm::SCEV *> TileTrips;

  /// Reads the point loops' tile sizes and thread loops (tilelang-tile,
  /// tilelang-map) and fills TileTrips.
  BandContext(llvm::Function &F, llvm::Loop &P, llvm::ScalarEvolution &SE,
              llvm::AAResults &AA, const BoundDirective &BD,
              StagingTarget &Target, llvm::DominatorTree &DT,
              llvm::LoopInfo &LI);
  BandContext(const BandContext &) = delete;

  /// What rangeOver sees, for the block's range or one thread's.
  RangeContext ranges(bool Block) const {
    return RangeContext{TB, Threads, Block, &TileTrips};
  }
  /// Whether \p L runs at least one iteration whenever the loop around it
  /// does: a point loop of the band or, over a block, a thread loop.
  bool tileDriven(const llvm::Loop *L, bool Block) const;
  /// Whether \p I runs in every iteration of every loop around it in the
  /// band.
  bool runsEveryIteration(const llvm::Instruction *I) const;
};

/// Each access's subscripts and the array's dimensions (Subscripts.cpp),
/// for Footprint.
class SubscriptAnalysis {
  const BandContext &C;

public:
  explicit SubscriptAnalysis(const BandContext &C) : C(C) {}
  /// S.ElemTy, S.Written, S.Subscripts and S.DimSizes; false with \p Why.
  bool run(StagedArray &S, std::string &Why) const;

private:
  /// Subscripts and dimensions of access \p I at byte offset \p Fn, by
  /// delinearization; both empty when there are none.
  void
  delinearizeAccess(const StagedArray &S, llvm::Instruction *I,
                    const llvm::SCEV *Fn,
                    llvm::SmallVectorImpl<const llvm::SCEV *> &Subs,
                    llvm::SmallVectorImpl<const llvm::SCEV *> &Sizes) const;
  /// Whether every inner subscript of \p Subs stays in [0, its dimension)
  /// over the band.
  bool innerInBounds(const StagedArray &S,
                     llvm::ArrayRef<const llvm::SCEV *> Subs,
                     llvm::ArrayRef<const llvm::SCEV *> Sizes) const;
};

/// Which elements each access of an array touches over the band, and
/// whether copying exactly those is possible: fills a StagedArray's
/// accesses, subscripts, box and images, or says why not.
class Footprint {
  const BandContext &C;

public:
  explicit Footprint(const BandContext &C) : C(C) {}
  /// Collects and checks the accesses of \p S.Object; false with \p Why.
  bool analyze(StagedArray &S, std::string &Why) const;

private:
  /// S.Accesses; false when the band calls something, or another access of
  /// the band may overlap the array.
  bool collectAccesses(StagedArray &S, std::string &Why) const;
  /// S.Box, the union of the accesses' ranges; \p Ranges gets each access's.
  bool boxOf(StagedArray &S,
             llvm::SmallVectorImpl<llvm::SmallVector<Range, 4>> &Ranges,
             std::string &Why) const;
  /// Whether the buffer of S.Box fits MaxStagedBytes.
  bool fitsBuffer(const StagedArray &S, std::string &Why) const;
  /// S.Reads and S.Writes: the images of the accesses, merged.
  bool exactImages(StagedArray &S,
                   llvm::ArrayRef<llvm::SmallVector<Range, 4>> Ranges,
                   std::string &Why) const;
  /// The image of access \p K (its ranges \p Ranges) over the band.
  std::optional<Image> imageOf(const StagedArray &S, unsigned K,
                               llvm::ArrayRef<Range> Ranges,
                               std::string &Why) const;
};

/// Removes duplicate images and merges images that differ by a shift in
/// one dimension into one when their union is again a strided box.
void mergeImages(llvm::ScalarEvolution &SE, llvm::SmallVectorImpl<Image> &V);
/// A region that is one image equal to the box the copies loop over (with
/// the steps they take), never empty when the band runs.
bool isPlain(const StagedArray &S, llvm::ArrayRef<Image> Region);

//===----------------------------------------------------------------------===//
// Decisions (Decisions.cpp)
//===----------------------------------------------------------------------===//

/// Why \p S cannot live in registers ("" when it can).
std::string whyNotRegister(const BandContext &C, const StagedArray &S,
                           uint64_t MaxBytes);
/// Chooses where the copies of \p S go (S.CopyIn, S.CopyOut, S.Hoisted).
void placeCopies(const BandContext &C, StagedArray &S);
/// Whether pipeline(S) applies to \p S: sets S.Stages and S.PipeLoop, or
/// S.PipelineWhy.
void planPipeline(const BandContext &C, StagedArray &S);
/// The counter of a tile loop (its header's phi, from 0) and its step;
/// {null, 0} when the loop is not such a loop.
std::pair<llvm::PHINode *, uint64_t> pipelineCounter(llvm::Loop *L);

//===----------------------------------------------------------------------===//
// Code generation (Copies.cpp, GPUCopies.cpp, Pipeline.cpp)
//===----------------------------------------------------------------------===//

/// A function that tells whether an element (its array subscripts) is in a
/// region; empty for a plain region.
using MemberTest = std::function<llvm::Value *(llvm::IRBuilder<> &,
                                               llvm::ArrayRef<llvm::Value *>)>;

/// Emits `for x0 in [Lo0, Hi0] ... for xD-1 in [LoD-1, HiD-1]: Body(x)`
/// before \p Pos (i64 indices, inclusive bounds). Returns the block that
/// starts at \p Pos, after the loops.
llvm::BasicBlock *emitBoxLoops(
    llvm::Instruction *Pos, llvm::ArrayRef<llvm::Value *> Lo,
    llvm::ArrayRef<llvm::Value *> Hi,
    llvm::function_ref<void(llvm::IRBuilder<> &, llvm::ArrayRef<llvm::Value *>)>
        Body,
    const llvm::Twine &Name, llvm::ArrayRef<uint64_t> Steps = {},
    bool UnrollFull = false);

/// At \p B's insertion point (a block without terminator yet): `if (Cond)
/// Body`, the then block named \p ThenName and the block after it
/// \p ContName, both appended to the function; \p B is left in the latter.
void emitIfThen(llvm::IRBuilder<> &B, llvm::Value *Cond,
                llvm::function_ref<void(llvm::IRBuilder<> &)> Body,
                const llvm::Twine &ThenName, const llvm::Twine &ContName);

/// Whether element \p X (array subscripts) is in one of \p Region's images.
llvm::Value *memberOf(llvm::IRBuilder<> &B, llvm::ArrayRef<Image> Region,
                      llvm::ArrayRef<llvm::Value *> X);
/// The membership test of \p Region; empty when \p Plain.
MemberTest memberTest(llvm::ArrayRef<Image> Region, bool Plain);
/// Linear index in the array (its run-time row sizes).
llvm::Value *arrayIndex(llvm::IRBuilder<> &B, const StagedArray &S,
                        llvm::ArrayRef<llvm::Value *> X);
/// Linear index in the packed buffer (constant row sizes).
llvm::Value *bufferIndex(llvm::IRBuilder<> &B, const StagedArray &S,
                         llvm::ArrayRef<llvm::Value *> X);
/// Offset of element \p X of the tile whose box starts at \p Lo, in
/// stage \p Stage (pipelined buffers) of a block's buffer.
llvm::Value *blockIndex(llvm::IRBuilder<> &B, const StagedArray &S,
                        llvm::ArrayRef<llvm::Value *> X,
                        llvm::ArrayRef<llvm::Value *> Lo, llvm::Value *Stage);
/// Copies element \p X of the array into the buffer.
void copyElementIn(llvm::IRBuilder<> &B, const StagedArray &S,
                   llvm::ArrayRef<llvm::Value *> X);
/// Copies element \p X of the buffer back into the array.
void copyElementOut(llvm::IRBuilder<> &B, const StagedArray &S,
                    llvm::ArrayRef<llvm::Value *> X);
/// Splits before \p Pos so that what is emitted before the returned
/// instruction runs only when \p Cond holds (always when it is null).
llvm::Instruction *guarded(llvm::Instruction *Pos, llvm::Value *Cond,
                           const llvm::Twine &Name);

/// The buffers, the rewritten accesses and the copies of staged arrays
/// (Copies.cpp); the GPU copies are GPUCopier's.
class CopyEmitter {
  BandContext &C;

public:
  explicit CopyEmitter(BandContext &C) : C(C) {}

  /// Allocates the buffer and computes the box's bounds in the copy-in
  /// point and the array's row sizes.
  void expand(StagedArray &S, llvm::SCEVExpander &Exp);
  /// The regions' images and whether each copy runs, at the copy-in point.
  void expandImages(StagedArray &S, llvm::SCEVExpander &Exp);
  /// Points every access of \p S at the buffer; the old addresses go to
  /// \p Dead.
  void rewriteAccesses(StagedArray &S, llvm::SCEVExpander &Exp,
                       llvm::SmallVectorImpl<llvm::WeakTrackingVH> &Dead);
  /// Copies the loads' images in before the band and, when written, the
  /// stores' images back after it.
  void emitCopies(StagedArray &S);

private:
  /// The host's copies (a plain region, one image, or several).
  void emitHostCopies(StagedArray &S);
};

/// The copies of GPU buffers (GPUCopies.cpp): a block's shared buffer,
/// copied by all its threads, or a thread's register buffer.
class GPUCopier {
  BandContext &C;

public:
  explicit GPUCopier(BandContext &C) : C(C) {}
  /// All threads of the block copy the box together.
  llvm::BasicBlock *emitCooperative(
      llvm::Instruction *Pos, const StagedArray &S,
      llvm::function_ref<void(llvm::IRBuilder<> &,
                              llvm::ArrayRef<llvm::Value *>, llvm::Value *)>
          Copy,
      const llvm::Twine &Name, bool Speculative,
      llvm::ArrayRef<llvm::Value *> Lo = {},
      llvm::ArrayRef<llvm::Value *> Hi = {}, const MemberTest &Member = {});
  /// GPU shared memory: the block's copies between barriers.
  void emitBlockCopies(StagedArray &S);
  /// GPU registers: one thread's copies, unrolled.
  void emitStridedCopies(StagedArray &S);
};

/// pipeline(S): the stage indices and the boxes of the tiles ahead, and the
/// cp.async copies of every pipelined array of the band.
class Pipeliner {
  BandContext &C;

public:
  explicit Pipeliner(BandContext &C) : C(C) {}
  /// The stage indices in the loop's body, the box of the tile Stages - 1
  /// iterations ahead, and the boxes of the first Stages - 1 tiles.
  void expand(StagedArray &S, llvm::SCEVExpander &Exp);
  /// The copies of every pipelined array of the band.
  void emit(llvm::ArrayRef<StagedArray *> All);

private:
  /// \p X with the add-recurrences of \p L moved \p Ahead iterations on.
  const llvm::SCEV *shifted(const llvm::SCEV *X, const llvm::Loop *L,
                            int64_t Ahead, bool First);
};

//===----------------------------------------------------------------------===//
// Register tiling (RegisterTile.cpp)
//===----------------------------------------------------------------------===//

/// Host: register tiling of a band whose every access goes to a staged
/// buffer; false with \p Why when it does not apply, else \p Done says what.
bool registerTile(llvm::Function &F, llvm::BasicBlock *Header,
                  const StagedArray &RA,
                  llvm::ArrayRef<const llvm::Value *> Buffers,
                  llvm::FunctionAnalysisManager &FAM, std::string &Why,
                  std::string &Done);
/// GPUs: each thread's points of the thread loops run in full and unrolled.
bool unrollThreadTiles(llvm::Function &F, llvm::BasicBlock *Header,
                       llvm::ArrayRef<const llvm::Value *> Buffers,
                       llvm::FunctionAnalysisManager &FAM, std::string &Done);
/// NVPTX, a band whose accesses are not all staged: short thread loops
/// guarded and unrolled.
void guardThreadLoops(llvm::Function &F, llvm::BasicBlock *Header,
                      llvm::FunctionAnalysisManager &FAM);

} // namespace tilelang::promote

#endif // TILELANG_PROMOTE_STAGING_H
