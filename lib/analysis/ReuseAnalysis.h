//===- ReuseAnalysis.h - Reuse distances of a band's arrays ---------------===//
//
// For each array of a band and each loop of the band: does the loop carry
// reuse of the array (the array's subscripts do not vary with it: every
// iteration touches the same elements; or they overlap: a stencil's halo),
// how many iterations of the body pass between two uses of one element, how
// many distinct bytes the band touches in between (the reuse distance), and
// so in which memory level of the target the element still sits when it is
// used again: the smallest level that holds the distance (registers, the
// scratchpad for a staged array, the caches, memory), with that level's
// latency normalised by the first cache level's. The figures are for a given
// extent of every loop: the trip counts (the band as written) or the tile
// sizes (one tile).
//
// getTileSizeForLoop uses it to price a candidate tile, and
// `opt -passes='print<tilelang-reuse>'` prints it.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_REUSEANALYSIS_H
#define TILELANG_REUSEANALYSIS_H

#include "target/TargetInfo.h"
#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <string>

namespace llvm {
class raw_ostream;
} // namespace llvm

namespace tilelang {

struct TargetDescription;

/// A place data can sit in.
struct MemoryLevel {
  std::string Name;     ///< "registers", "scratchpad", "L1", ..., "memory"
  uint64_t Bytes = 0;   ///< capacity; 0 for memory (unbounded)
  uint64_t Latency = 1; ///< load-to-use cycles
};

/// The levels of \p TD, innermost first: registers (of one thread), the
/// scratchpad (GPUs), the caches, memory. Without a description: the
/// host's usual 32 KiB L1 / 1 MiB L2.
llvm::SmallVector<MemoryLevel, 6> memoryLevels(const TargetDescription *TD);

struct ReuseEntry {
  unsigned Array = 0; ///< index into BandShape::Arrays
  unsigned Loop = 0;  ///< band loop, outermost 0
  enum Kind { None, Temporal, Overlap } K = None;
  /// Iterations of the band's body between two uses of one element, and the
  /// distinct bytes touched in between; std::nullopt when a loop's extent
  /// is known only at run time.
  std::optional<uint64_t> Iterations, Bytes;
  unsigned Level = 0;      ///< index into ReuseInfo::Levels
  double Normalised = 1.0; ///< Levels[Level].Latency / first cache's
  /// The share of the uses this loop's reuse serves, of those the inner
  /// loops' reuse leaves: (extent - 1) / extent for temporal reuse, the
  /// overlap of consecutive windows for overlap reuse.
  double Hits = 0;
};

struct ReuseInfo {
  llvm::SmallVector<MemoryLevel, 6> Levels;
  llvm::SmallVector<unsigned, 4> Sizes; ///< the extents analysed (0: unknown)
  llvm::SmallVector<ReuseEntry, 16> Entries;
  /// Per array: the entry of the innermost loop carrying its reuse, or -1
  /// (no reuse in the band: every use comes from memory).
  llvm::SmallVector<int, 4> Nearest;
  /// Sum over the arrays of (accesses per body iteration) x (normalised
  /// latency of one access): each loop's reuse, innermost first, serves its
  /// Hits share of the uses left from its level, the rest come from
  /// memory. The memory cost of one iteration of the body, in units of a
  /// first-level cache hit.
  double CostPerIteration = 0;

  const MemoryLevel &levelOf(unsigned Array) const;
  void print(llvm::raw_ostream &OS, const BandShape &S,
             llvm::StringRef Indent = "  ") const;
};

/// The reuse of every array of \p S over loops of the extents \p Sizes (one
/// per band loop; 0 = known only at run time) on \p TD (may be null).
/// Reuse sits in registers when it is carried by the innermost loop or the
/// array is staged in registers -- or, with \p Unrolled (a register tile:
/// every loop of these extents is unrolled), whenever its distance fits.
ReuseInfo analyzeReuse(const BandShape &S, llvm::ArrayRef<unsigned> Sizes,
                       const TargetDescription *TD, bool Unrolled = false);

} // namespace tilelang

#endif // TILELANG_REUSEANALYSIS_H
