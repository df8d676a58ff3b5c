//===- Contraction.h - A band's matrix contraction, recognised from the IR ===//
//
// recognizeContraction finds, in the innermost body of a band (Band.h), the
// one statement of a matrix contraction
//
//   C[b..][m][n] = C[b..][m][n] + A[b..][m][k] * B[b..][k][n]
//
// from the instructions and the addresses' SCEVs, never from names or the
// loops' order:
//   - the body stores once (to C), at the address of a load of C; the
//     value stored is that load plus a product (fadd / add, or the fused
//     forms llvm.fmuladd (clang's -ffp-contract=on, the default, and
//     =fast) and llvm.fma);
//   - the product has two factors, each a load of an array (A, B),
//     converted as C++ converts: none (f32, f64, f16 or int operands of
//     their own type), fpext half/bfloat -> float ((float)a from _Float16
//     or __bf16), sext/zext of a narrower integer to the accumulator's
//     (int8_t / uint8_t promoted to int). A product rounded to half before
//     the float sum ((float)(a * b)), other conversions (to double, from an
//     integer to a float), a negated product (C -= a * b) and three factors
//     are refused;
//   - each address is the array's base plus, per band loop, a step in
//     bytes per iteration (the subscripts are affine in the band's loops,
//     flat A[i * lda + k] or multi-dimensional A[i][k] alike: SCEV sees the
//     same sum), plus terms invariant in the band;
//   - the loops' roles, from which addresses vary with them: K is the one
//     loop C does not vary with (both operands must), M a loop C and A vary
//     with and B not, N a loop C and B vary with and A not; N is the loop
//     along which C is contiguous when it is along one (else the inner of
//     the two), M the innermost loop of the other operand's side. Every
//     other loop C varies with is a batch loop (all three arrays vary with
//     it, or C and one operand) and must be outside M, N and K;
//   - each operand's orientation: A is row-major when it is contiguous
//     along K (A[m][k]), column-major when contiguous along M (A[k][m]);
//     B row-major when contiguous along N (B[k][n]), column-major when
//     contiguous along K (B[n][k]); an operand contiguous along neither is
//     refused. The leading dimension is the other loop's stride, in
//     elements per iteration.
// Subtraction (C -= A * B) is refused: the matrix units add products; the
// product's operands must not be the accumulated array. The sum's order
// changes on a matrix unit: compute(tensor_core) is the user's permission
// (no fast-math flag is required). Whether two differently named arrays
// overlap is the dependence test's question (Dependences.h), not this one.
//
//===----------------------------------------------------------------------===//
#ifndef TILELANG_CONTRACTION_H
#define TILELANG_CONTRACTION_H

#include "analysis/Band.h"
#include "analysis/Metadata.h"
#include "llvm/ADT/SmallVector.h"
#include <optional>
#include <string>

namespace llvm {
class Instruction;
class LoadInst;
class SCEV;
class ScalarEvolution;
class StoreInst;
class Type;
class Value;
} // namespace llvm

namespace tilelang {

/// How an operand's elements lie along its two matrix loops.
enum class OperandLayout {
  RowMajor, ///< contiguous along its second index (A[m][k], B[k][n], C[m][n])
  ColumnMajor, ///< contiguous along its first index (A[k][m], B[n][k])
  Strided      ///< contiguous along neither (allowed for C only)
};

/// One array of the contraction (A, B or C).
struct ContractionOperand {
  const llvm::Value *Object = nullptr; ///< the underlying object
  std::string Name; ///< describeObject: "'A'", "argument 4 of 'mm'"
  /// The load of A or B, the store of C.
  llvm::Instruction *Access = nullptr;
  /// The element type in memory (half, bfloat, i8, float, double, i32...).
  llvm::Type *ElementType = nullptr;
  uint64_t ElementBytes = 0;
  /// The matrix units' name of the element type: "f16", "bf16", "f32",
  /// "f64", "s8", "u8" (an i8 sign- / zero-extended), "s16", "s32", "s64".
  std::string TypeName;
  /// The C++ name of the element type, for diagnostics: "_Float16",
  /// "__bf16", "float", "double", "int8_t", "uint8_t", "int"...
  std::string SourceType;
  /// The address's SCEV (a pointer).
  const llvm::SCEV *Address = nullptr;
  /// Per band loop (outermost first), the bytes the address moves per
  /// iteration of that loop (an i64 SCEV; zero: it does not vary with it).
  llvm::SmallVector<const llvm::SCEV *, 4> Steps;
  OperandLayout Layout = OperandLayout::RowMajor;
  /// Elements between consecutive rows (RowMajor) or columns (ColumnMajor)
  /// per iteration of the loop that is not contiguous (i64 SCEV, e.g. lda;
  /// a constant for fixed-size rows); null for Strided.
  const llvm::SCEV *LeadingDim = nullptr;
  /// Bit L: the address varies with band loop L.
  unsigned LoopMask = 0;
};

/// A recognised contraction C[b..][m][n] += A[..][m][k] * B[..][k][n].
struct Contraction {
  /// How the product is added to C.
  enum class Accumulate { FAdd, Add, FMulAdd, FMA };
  /// Band loops (0 = outermost) of the roles; Batch outermost first.
  unsigned M = 0, N = 0, K = 0;
  llvm::SmallVector<unsigned, 2> Batch;
  ContractionOperand A, B, C;
  Accumulate Kind = Accumulate::FAdd;
  llvm::LoadInst *CLoad = nullptr;  ///< the load of C the sum reads
  llvm::StoreInst *Store = nullptr; ///< the store of the sum to C
  llvm::Instruction *Sum = nullptr; ///< the fadd / add / fmuladd / fma
  /// The fmul / mul (null for fmuladd and fma, whose factors are A and B).
  llvm::Instruction *Product = nullptr;
  /// C -= A * B (only with recognizeContraction's AllowNegated): FAdd: the
  /// sum is the fsub C - product; FMulAdd / FMA: NegatedLoad (A's or B's
  /// load) is negated (fneg) where it enters the product, as clang writes
  /// `c -= a * b` under -ffp-contract=on.
  bool Negated = false;
  llvm::LoadInst *NegatedLoad = nullptr;

  /// "C[m][n] += A[m][k] * B[k][n]" with the arrays' names (their role
  /// letter when unnamed), indices in memory order, the batch first.
  std::string formula() const;
  /// "f16 x f16 -> f32", the matrix units' type names.
  std::string types() const;
  /// "1 = M, 2 = N, 3 = K" (loops numbered from 1, outermost first).
  std::string roles() const;
  /// The formula, the types, both operands' layouts and the roles:
  /// "contraction C[m][n] += A[m][k] * B[k][n], f16 x f16 -> f32, A
  /// row-major, B row-major (loops: 1 = M, 2 = N, 3 = K)".
  std::string describe() const;
};

/// Recognises the contraction of \p B's innermost body (see the file
/// comment). \p BD names the arrays. std::nullopt, with \p WhyNot set to a
/// sentence in the source's terms (arrays by name, loops by their number
/// from 1, outermost first; never SCEV text), when the body is not exactly
/// that statement. \p AllowNegated: C -= A * B too (Contraction::Negated),
/// for a consumer that computes it (the host GEMM plan); the others are told
/// that the product is subtracted.
std::optional<Contraction> recognizeContraction(const Band &B,
                                                llvm::ScalarEvolution &SE,
                                                const BoundDirective &BD,
                                                std::string &WhyNot,
                                                bool AllowNegated = false);

} // namespace tilelang

#endif // TILELANG_CONTRACTION_H
