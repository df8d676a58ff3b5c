//===- Metadata.h - How a directive rides on a loop, and its diagnostics --===//
//
// `tilelang-directives` attaches each directive to the loop ID (!llvm.loop)
// of the loop it governs, as properties that later passes read:
//
//   !{!"tilelang.directive", !"SPEC"}         the directive (Directive.h)
//   !{!"tilelang.bind", !"A", i32 ArgNo}      array A is argument ArgNo
//   !{!"tilelang.bind", !"G", ptr @G}         array G is global @G
//   !{!"tilelang.tiled", i32 Depth}           set by tilelang-tile on the
//                                             outermost point loop
//
// Diagnostics about a directive are reported at the pragma's line and
// column, taken from SPEC, so they need no -g: a DILocation is made for
// them (it is attached to nothing in the module).
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_METADATA_H
#define TILELANG_METADATA_H

#include "analysis/Directive.h"
#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringMap.h"
#include "llvm/IR/DebugLoc.h"
#include <optional>

namespace llvm {
class Argument;
class Function;
class Loop;
class MDNode;
class OptimizationRemarkEmitter;
class Twine;
class Value;
} // namespace llvm

namespace tilelang {

/// A directive bound to its loop: the parsed SPEC and, per array name, the
/// underlying object (an Argument or a GlobalVariable) it names.
struct BoundDirective {
  Directive D;
  llvm::StringMap<llvm::Value *> Arrays;
  /// The name the directive gives to \p Obj, or "" if it names none.
  llvm::StringRef nameOf(const llvm::Value *Obj) const;
};

/// The source name of \p A (!tilelang.params, recorded by
/// tilelang-directives from the front end's annotations), else its IR name,
/// else "".
std::string paramName(const llvm::Argument &A);
/// paramName(\p A), else "argument N of 'f(int, float*)'" (IR arguments,
/// 1-based).
std::string argumentText(const llvm::Argument &A);

/// Reads the directive attached to \p L; std::nullopt if it has none. A
/// malformed directive is reported as an error at \p F and treated as none.
std::optional<BoundDirective> getDirective(const llvm::Loop &L);

/// Adds or replaces (by its first operand) the property \p Prop in the loop
/// ID of \p L.
void setLoopProperty(llvm::Loop &L, llvm::MDNode *Prop);
/// Removes every property whose first operand starts with "tilelang." from
/// the loop ID of \p L.
void dropDirective(llvm::Loop &L);
/// The first property of the loop ID of \p L named \p Name.
llvm::MDNode *findLoopProperty(const llvm::Loop &L, llvm::StringRef Name);

/// !{!"tilelang.tiled", i32 Depth, i32 S1, ..., i32 SDepth, i32 P1, ...,
/// i32 PDepth, i32 U1, ..., i32 UDepth}: what tilelang-tile records on the
/// outermost point loop of a band it tiled.
struct TiledBand {
  unsigned Depth = 0;
  /// The tile size of each band loop (auto resolved), outermost first.
  llvm::SmallVector<unsigned, 4> Sizes;
  /// Point-loop position -> band loop; empty when not recorded.
  llvm::SmallVector<unsigned, 4> Order;
  /// Whether each band loop runs upward; empty when not recorded.
  llvm::SmallVector<bool, 4> Upward;
  /// The band loop the point loop at position \p Q drives (identity when
  /// the order was not recorded).
  unsigned bandLoopAt(unsigned Q) const {
    return Q < Order.size() && Order[Q] < Depth ? Order[Q] : Q;
  }
};
/// \p L's "tilelang.tiled" property; std::nullopt when it has none or it is
/// malformed (not integers, fewer sizes than its depth).
std::optional<TiledBand> readTiledBand(const llvm::Loop &L);

/// !{!"tilelang.thread", i32 Dim, i32 Threads, i32 Size}: a point loop that
/// tilelang-map spread over the Threads threads of block dimension Dim
/// (0-2), the tile having Size points along it.
struct ThreadLoopInfo {
  unsigned Dim = 0, Threads = 1, Size = 1;
};
/// \p L's "tilelang.thread" property; std::nullopt when it has none or it is
/// malformed (Dim > 2, a zero count).
std::optional<ThreadLoopInfo> readThreadLoop(const llvm::Loop &L);

/// The pragma's location as a DebugLoc usable in remarks and diagnostics.
llvm::DebugLoc directiveLoc(llvm::Function &F, const Directive &D);

/// An error at the pragma's position (clang prints it as `error:` and fails).
void reportError(llvm::Function &F, const Directive &D, const llvm::Twine &Msg);
/// A warning at the pragma's position (a directive that is legal but
/// dubious, e.g. a thread count that is not a multiple of the warp width).
void reportDirectiveWarning(llvm::Function &F, const Directive &D,
                            const llvm::Twine &Msg);
/// A -Wpass-failed warning at the pragma's position: the loop was left as it
/// was.
void reportNotTransformed(llvm::Function &F, const Directive &D,
                          const llvm::Twine &Msg);

/// A printable name for the memory object \p Obj: the directive's name for
/// it, the IR name, or "argument N of F".
std::string describeObject(const llvm::Value *Obj, const BoundDirective *BD);

} // namespace tilelang

#endif // TILELANG_METADATA_H
