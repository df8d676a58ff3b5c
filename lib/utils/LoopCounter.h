//===- LoopCounter.h - The counter of a loop tilelang-tile built -*- C++
//-*-===//
//
// Every tile and point loop that tilelang-tile builds (and tilelang-map and
// tilelang-promote re-bound) is top-tested on one counter:
//
//   header:  %c = phi i64 [ Start, %preheader ], [ %c.next, %latch ]
//            %t = icmp slt i64 %c, Bound
//            br i1 %t, label %body, label %exit
//   latch:   %c.next = add i64 %c, Step
//
// loopCounter reads that shape once for the passes that rewrite it.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_LOOPCOUNTER_H
#define TILELANG_LOOPCOUNTER_H

#include <cstdint>
#include <optional>

namespace llvm {
class BasicBlock;
class BinaryOperator;
class BranchInst;
class ICmpInst;
class Loop;
class PHINode;
class Twine;
class Value;
} // namespace llvm

namespace tilelang {

struct LoopCounter {
  llvm::PHINode *Phi = nullptr;
  /// `icmp slt Phi, Bound`, the header's exit test, and its branch (the
  /// first successor stays in the loop).
  llvm::ICmpInst *Test = nullptr;
  llvm::BranchInst *Branch = nullptr;
  llvm::Value *Bound = nullptr;
  /// The counter's value from the preheader (null without a preheader).
  llvm::Value *Start = nullptr;
  /// `add Phi, Step` from the latch; null when the latch gives anything else
  /// or there is no single latch.
  llvm::BinaryOperator *Increment = nullptr;
};

/// \p L's counter, or std::nullopt when its header does not end in
/// `br (icmp slt Phi, Bound)` on a phi of its own with the body first.
std::optional<LoopCounter> loopCounter(const llvm::Loop &L);

/// Rebounds the loop of \p C (preheader \p Pre) to `Start + Span`: the
/// counter then runs a fixed number of steps whatever Start is. Returns the
/// new bound, built in the preheader and named \p Name.
llvm::Value *boundFromStart(const LoopCounter &C, llvm::BasicBlock &Pre,
                            uint64_t Span, const llvm::Twine &Name);

} // namespace tilelang

#endif // TILELANG_LOOPCOUNTER_H
