//===- MatrixUnits.cpp - The matrix units of a description ----------------===//
//
// Reads and checks "matrix_units" (schema: targets/README.md, "Matrix
// units"): each unit's shape, and for units that list instructions, the
// instructions (types, mnemonic, LLVM 22 intrinsic, oldest chip) and the
// fragment layouts of A, B and C/D as formulas over `lane` and `i`. The
// checks: every formula parses and evaluates without a division by zero;
// (lane, i) -> (row, col) is a bijection onto the operand's tile; a fragment
// marked loadable by ldmatrix has ldmatrix's lane distribution; every
// intrinsic exists in LLVM 22, is not overloaded, and its operands and
// result hold exactly the fragments' bits.
//
//===----------------------------------------------------------------------===//
#include "target/DescriptionReader.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/Config/llvm-config.h"
#include "llvm/IR/DerivedTypes.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/Intrinsics.h"
#include "llvm/IR/LLVMContext.h"
#include <map>

using namespace llvm;
using namespace tilelang;
using namespace tilelang::desc;

//===----------------------------------------------------------------------===//
// Layout formulas
//===----------------------------------------------------------------------===//

namespace {
/// Recursive descent over the grammar
///   sum := prod (('+' | '-') prod)*
///   prod := atom (('*' | '/' | '%') atom)*
///   atom := integer | 'lane' | 'i' | '(' sum ')'
/// emitting postfix code.
template <typename OpT> class LayoutParser {
  StringRef S;
  size_t P = 0;
  std::vector<OpT> &Code;
  std::string &Why;
  unsigned Depth = 0;

  void skip() {
    while (P < S.size() && S[P] == ' ')
      ++P;
  }
  bool fail(const Twine &Msg) {
    if (Why.empty())
      Why = (Msg + " at column " + Twine(P + 1)).str();
    return false;
  }
  bool atom() {
    skip();
    if (P >= S.size())
      return fail("expected an integer, 'lane', 'i' or '(', got the end");
    char C = S[P];
    if (C == '(') {
      if (++Depth > 32)
        return fail("parentheses nested deeper than 32");
      ++P;
      if (!sum())
        return false;
      skip();
      if (P >= S.size() || S[P] != ')')
        return fail("expected ')'");
      ++P;
      --Depth;
      return true;
    }
    if (isDigit(C)) {
      int64_t V = 0;
      while (P < S.size() && isDigit(S[P])) {
        V = V * 10 + (S[P++] - '0');
        if (V > 0x7FFFFFFF)
          return fail("integer above 2147483647");
      }
      Code.push_back({OpT::Const, V});
      return true;
    }
    if (isAlpha(C) || C == '_') {
      size_t B = P;
      while (P < S.size() && (isAlnum(S[P]) || S[P] == '_'))
        ++P;
      StringRef Name = S.slice(B, P);
      if (Name == "lane")
        Code.push_back({OpT::Lane, 0});
      else if (Name == "i")
        Code.push_back({OpT::Index, 0});
      else {
        P = B;
        return fail("unknown name '" + Name +
                    "' (a formula may use only 'lane' and 'i')");
      }
      return true;
    }
    return fail(Twine("unexpected '") + Twine(C) + "'");
  }
  bool prod() {
    if (!atom())
      return false;
    for (;;) {
      skip();
      if (P >= S.size() || !StringRef("*/%").contains(S[P]))
        return true;
      char C = S[P++];
      if (!atom())
        return false;
      Code.push_back({C == '*' ? OpT::Mul : C == '/' ? OpT::Div : OpT::Rem, 0});
    }
  }
  bool sum() {
    if (!prod())
      return false;
    for (;;) {
      skip();
      if (P >= S.size() || (S[P] != '+' && S[P] != '-'))
        return true;
      char C = S[P++];
      if (!prod())
        return false;
      Code.push_back({C == '+' ? OpT::Add : OpT::Sub, 0});
    }
  }

public:
  LayoutParser(StringRef S, std::vector<OpT> &Code, std::string &Why)
      : S(S), Code(Code), Why(Why) {}
  bool parse() {
    if (!sum())
      return false;
    skip();
    if (P != S.size())
      return fail(Twine("unexpected '") + Twine(S[P]) + "'");
    return true;
  }
};
} // namespace

bool LayoutExpr::parse(StringRef T, std::string &Why) {
  Text = T.str();
  Code.clear();
  Why.clear();
  return LayoutParser<Op>(T, Code, Why).parse();
}

Value *LayoutExpr::emit(IRBuilderBase &B, Value *Lane, unsigned I) const {
  SmallVector<Value *, 16> St;
  for (const Op &O : Code) {
    if (O.K == Op::Const || O.K == Op::Lane || O.K == Op::Index) {
      St.push_back(O.K == Op::Lane    ? Lane
                   : O.K == Op::Const ? B.getInt32(uint32_t(O.Value))
                                      : B.getInt32(I));
      continue;
    }
    Value *R = St.pop_back_val(), *L = St.pop_back_val();
    switch (O.K) {
    case Op::Add:
      St.push_back(B.CreateAdd(L, R));
      break;
    case Op::Sub:
      St.push_back(B.CreateSub(L, R));
      break;
    case Op::Mul:
      St.push_back(B.CreateMul(L, R));
      break;
    case Op::Div:
      St.push_back(B.CreateSDiv(L, R));
      break;
    default:
      St.push_back(B.CreateSRem(L, R));
      break;
    }
  }
  return St.back();
}

std::optional<int64_t> LayoutExpr::evaluate(unsigned Lane, unsigned I,
                                            std::string *Why) const {
  SmallVector<int64_t, 16> St;
  auto Fail = [&](const Twine &Msg) -> std::optional<int64_t> {
    if (Why)
      *Why = Msg.str();
    return std::nullopt;
  };
  for (const Op &O : Code) {
    if (O.K == Op::Const || O.K == Op::Lane || O.K == Op::Index) {
      St.push_back(O.K == Op::Const  ? O.Value
                   : O.K == Op::Lane ? int64_t(Lane)
                                     : int64_t(I));
      continue;
    }
    int64_t R = St.pop_back_val(), L = St.pop_back_val(), V = 0;
    switch (O.K) {
    case Op::Add:
      V = L + R;
      break;
    case Op::Sub:
      V = L - R;
      break;
    case Op::Mul:
      V = L * R; // both below 2^31 in magnitude: no int64 overflow
      break;
    case Op::Div:
    case Op::Rem:
      if (R == 0)
        return Fail(Twine(O.K == Op::Div ? "division" : "remainder") +
                    " by zero at lane " + Twine(Lane) + ", i " + Twine(I));
      V = O.K == Op::Div ? L / R : L % R;
      break;
    default:
      break;
    }
    if (V > 0x7FFFFFFF || V < -0x7FFFFFFF)
      return Fail("overflow past 2^31 at lane " + Twine(Lane) + ", i " +
                  Twine(I));
    St.push_back(V);
  }
  return St.back();
}

//===----------------------------------------------------------------------===//
// MatrixUnit
//===----------------------------------------------------------------------===//

unsigned tilelang::matrixTypeBits(StringRef T) {
  return StringSwitch<unsigned>(T)
      .Case("f64", 64)
      .Cases({"f32", "tf32", "s32"}, 32)
      .Cases({"f16", "bf16"}, 16)
      .Cases({"s8", "u8", "e4m3", "e5m2"}, 8)
      .Default(0);
}

std::pair<unsigned, unsigned> MatrixUnit::tileShape(MatrixOperand O) const {
  switch (O) {
  case MatrixOperand::A:
    return {M, K};
  case MatrixOperand::B:
    return {K, N};
  case MatrixOperand::C:
    break;
  }
  return {M, N};
}

std::optional<std::pair<unsigned, unsigned>>
MatrixUnit::element(MatrixOperand O, unsigned Lane, unsigned I) const {
  const FragmentLayout &F = fragment(O);
  if (!hasInstructions() || Lane >= Lanes || I >= F.Elements)
    return std::nullopt;
  std::optional<int64_t> R = F.Row.evaluate(Lane, I),
                         C = F.Col.evaluate(Lane, I);
  if (!R || !C || *R < 0 || *C < 0)
    return std::nullopt;
  return std::make_pair(unsigned(*R), unsigned(*C));
}

const MatrixInstruction *MatrixUnit::instructionFor(StringRef A,
                                                    StringRef B) const {
  for (const MatrixInstruction &MI : Instructions)
    if (MI.A == A && MI.B == B)
      return &MI;
  return nullptr;
}

//===----------------------------------------------------------------------===//
// The reader
//===----------------------------------------------------------------------===//

namespace {

const char *OperandKey[3] = {"a", "b", "c"};
const char *OperandName[3] = {"A", "B", "C/D"};

/// The chip number of "sm_90a" (90); 0 when \p S is not sm_<digits>.
unsigned smNumber(StringRef S) {
  unsigned V = 0;
  if (!S.consume_front("sm_"))
    return 0;
  S = S.take_while(isDigit);
  return S.getAsInteger(10, V) ? 0 : V;
}

/// Bits of an intrinsic's parameter or result (a struct: its members').
uint64_t bitsOf(Type *T) {
  if (auto *ST = dyn_cast<StructType>(T)) {
    uint64_t B = 0;
    for (Type *E : ST->elements())
      B += bitsOf(E);
    return B;
  }
  return T->getPrimitiveSizeInBits().getFixedValue();
}

class MatrixUnitReader {
  Reader &R;
  const TargetDescription &TD;
  MatrixUnit &U;
  std::string P; // the unit's JSON path

public:
  MatrixUnitReader(Reader &R, const TargetDescription &TD, MatrixUnit &U,
                   std::string P)
      : R(R), TD(TD), U(U), P(std::move(P)) {}

  void readShape(const json::Object &M);
  void readInstructions(const json::Object &M);
  void readFragments(const json::Object &M);
  void checkTile(MatrixOperand O);
  void checkLdMatrix(MatrixOperand O);
  void checkIntrinsic(const MatrixInstruction &MI, const std::string &IP);

private:
  unsigned bits(MatrixOperand O) const {
    const MatrixInstruction &MI = U.Instructions.front();
    return matrixTypeBits(O == MatrixOperand::A   ? MI.A
                          : O == MatrixOperand::B ? MI.B
                                                  : MI.C);
  }
  std::string fragPath(MatrixOperand O) const {
    return P + ".fragments." + OperandKey[unsigned(O)];
  }
};

void MatrixUnitReader::readShape(const json::Object &M) {
  U.Name = R.string(M, "name", P);
  U.Types = R.string(M, "types", P);
  U.Source = R.string(M, "source", P);
  for (auto [Key, Dst] : {std::pair<const char *, unsigned *>{"m", &U.M},
                          {"n", &U.N},
                          {"k", &U.K}}) {
    const json::Value *D = M.get(Key);
    if (!D) {
      R.failMissing(desc::join(P, Key), "a positive integer");
      return;
    }
    if (auto V = R.integer(*D, desc::join(P, Key), 1)) {
      if (*V > 4096) {
        R.fail(desc::join(P, Key), "expected at most 4096, got " + Twine(*V));
        return;
      }
      *Dst = unsigned(*V);
    }
  }
}

/// "instructions": [{"a", "b", "c", "mnemonic", "intrinsic", "min_chip",
/// "source"}, ...], and "k_multiple".
void MatrixUnitReader::readInstructions(const json::Object &M) {
  std::string IP = desc::join(P, "instructions");
  const json::Array *IA = M.get("instructions")->getAsArray();
  if (!IA || IA->empty()) {
    R.fail(IP, Twine("expected a non-empty array of instructions, got ") +
                   (IA ? "an empty array" : kindOf(*M.get("instructions"))));
    return;
  }
  SmallVector<StringRef, 4> Types;
  StringRef(U.Types).split(Types, ',');
  for (auto [I, E] : enumerate(*IA)) {
    std::string EP = IP + "[" + std::to_string(I) + "]";
    const json::Object *IO = R.object(&E, EP);
    if (!IO)
      return;
    R.checkKeys(*IO, EP,
                {"a", "b", "c", "intrinsic", "min_chip", "mnemonic", "source"});
    MatrixInstruction MI;
    MI.A = R.string(*IO, "a", EP);
    MI.B = R.string(*IO, "b", EP);
    MI.C = R.string(*IO, "c", EP);
    MI.Mnemonic = R.string(*IO, "mnemonic", EP);
    MI.Intrinsic = R.string(*IO, "intrinsic", EP);
    MI.MinChip = R.string(*IO, "min_chip", EP);
    MI.Source = R.string(*IO, "source", EP);
    if (R.failed())
      return;
    for (auto [Key, T] : {std::pair<const char *, std::string *>{"a", &MI.A},
                          {"b", &MI.B},
                          {"c", &MI.C}})
      if (!matrixTypeBits(*T)) {
        R.fail(desc::join(EP, Key),
               "unknown element type \"" + *T +
                   "\" (expected f64, f32, tf32, s32, f16, "
                   "bf16, s8, u8, e4m3 or e5m2)");
        return;
      }
    if (!is_contained(Types, MI.A)) {
      R.fail(desc::join(EP, "a"), "type \"" + MI.A +
                                      "\" is not among the unit's "
                                      "types \"" +
                                      U.Types + "\"");
      return;
    }
    if (U.instructionFor(MI.A, MI.B)) {
      R.fail(EP, "a second instruction for " + MI.A + " x " + MI.B);
      return;
    }
    if (!U.Instructions.empty()) {
      const MatrixInstruction &F = U.Instructions.front();
      for (auto [Key, X, Y] :
           {std::tuple{"a", MI.A, F.A}, std::tuple{"b", MI.B, F.B},
            std::tuple{"c", MI.C, F.C}})
        if (matrixTypeBits(X) != matrixTypeBits(Y)) {
          R.fail(desc::join(EP, Key),
                 "\"" + X + "\" has " + Twine(matrixTypeBits(X)) +
                     " bits, the unit's first instruction's \"" + Y +
                     "\" has " + Twine(matrixTypeBits(Y)) +
                     " (the instructions of one unit share its fragment "
                     "layouts)");
          return;
        }
    }
    // The oldest chip: of the description's family and, on NVIDIA, not
    // newer than the chip the file describes.
    StringRef Prefix = TD.Family == "nvptx" ? "sm_" : "gfx";
    if (!StringRef(MI.MinChip).starts_with(Prefix) ||
        (TD.Family == "nvptx" && !smNumber(MI.MinChip))) {
      R.fail(desc::join(EP, "min_chip"),
             "expected a chip of family " + TD.Family + " (" + Prefix +
                 "...), got \"" + MI.MinChip + "\"");
      return;
    }
    if (TD.Family == "nvptx")
      for (const std::string &CPU : TD.CPUs)
        if (smNumber(CPU) && smNumber(CPU) < smNumber(MI.MinChip)) {
          R.fail(desc::join(EP, "min_chip"),
                 MI.MinChip + " is newer than " + CPU +
                     ", a chip this file describes");
          return;
        }
    U.Instructions.push_back(MI);
  }
  // k_multiple: a multiple of k.
  const json::Value *KM = M.get("k_multiple");
  if (!KM) {
    R.failMissing(desc::join(P, "k_multiple"), "a positive multiple of k");
    return;
  }
  if (auto V = R.integer(*KM, desc::join(P, "k_multiple"), 1)) {
    if (*V % U.K)
      R.fail(desc::join(P, "k_multiple"),
             Twine(*V) + " is not a multiple of k = " + Twine(U.K));
    U.KMultiple = unsigned(*V);
  }
}

/// "fragments": {"a": {"elements", "row", "col", "ldmatrix"?}, "b", "c"}.
void MatrixUnitReader::readFragments(const json::Object &M) {
  std::string FP = desc::join(P, "fragments");
  const json::Object *FO = R.object(M.get("fragments"), FP);
  if (!FO)
    return;
  R.checkKeys(*FO, FP, {"a", "b", "c"});
  for (unsigned O = 0; O < 3 && !R.failed(); ++O) {
    std::string OP = desc::join(FP, OperandKey[O]);
    const json::Value *V = FO->get(OperandKey[O]);
    if (!V) {
      R.failMissing(OP, "{\"elements\": N, \"row\": \"formula\", \"col\": "
                        "\"formula\"}");
      return;
    }
    const json::Object *L = R.object(V, OP);
    if (!L)
      return;
    R.checkKeys(*L, OP, {"col", "elements", "ldmatrix", "row"});
    FragmentLayout &F = U.Fragments[O];
    const json::Value *E = L->get("elements");
    if (!E) {
      R.failMissing(desc::join(OP, "elements"), "a positive integer");
      return;
    }
    if (auto N = R.integer(*E, desc::join(OP, "elements"), 1))
      F.Elements = unsigned(std::min<uint64_t>(*N, 4096));
    for (auto [Key, X] : {std::pair<const char *, LayoutExpr *>{"row", &F.Row},
                          {"col", &F.Col}}) {
      std::string T = R.string(*L, Key, OP);
      std::string Why;
      if (R.failed())
        return;
      if (!X->parse(T, Why)) {
        R.fail(desc::join(OP, Key), "\"" + T + "\": " + Why);
        return;
      }
    }
    if (const json::Value *LM = L->get("ldmatrix")) {
      auto S = LM->getAsString();
      if (TD.Family != "nvptx") {
        R.fail(desc::join(OP, "ldmatrix"), "ldmatrix is an NVIDIA instruction, "
                                           "this is an " +
                                               TD.Family + " chip");
        return;
      }
      if (O == unsigned(MatrixOperand::C)) {
        R.fail(desc::join(OP, "ldmatrix"),
               "ldmatrix loads A and B fragments, not C/D");
        return;
      }
      if (!S || (*S != "x1" && *S != "x2" && *S != "x4")) {
        R.fail(desc::join(OP, "ldmatrix"),
               Twine("expected \"x1\", \"x2\" or \"x4\", got ") +
                   (S ? "\"" + S->str() + "\"" : std::string(kindOf(*LM))));
        return;
      }
      F.LdMatrix = (*S)[1] - '0';
    }
  }
}

/// Every (lane, i) lands in the tile, and no two on the same element.
void MatrixUnitReader::checkTile(MatrixOperand O) {
  const FragmentLayout &F = U.fragment(O);
  auto [Rows, Cols] = U.tileShape(O);
  std::string OP = fragPath(O);
  const char *Name = OperandName[unsigned(O)];
  std::string Tile = (Twine(Rows) + " x " + Twine(Cols)).str();
  if (uint64_t(U.Lanes) * F.Elements != uint64_t(Rows) * Cols) {
    R.fail(desc::join(OP, "elements"),
           Twine(U.Lanes) + " lanes x " + Twine(F.Elements) + " elements = " +
               Twine(uint64_t(U.Lanes) * F.Elements) + " differs from the " +
               Tile + " = " + Twine(uint64_t(Rows) * Cols) +
               " elements of the " + Name + " tile");
    return;
  }
  if ((uint64_t(F.Elements) * bits(O)) % 32) {
    R.fail(desc::join(OP, "elements"),
           Twine(F.Elements) + " elements of " + Twine(bits(O)) +
               " bits do not fill whole 32-bit registers");
    return;
  }
  std::vector<int> Owner(size_t(Rows) * Cols, -1);
  for (unsigned L = 0; L < U.Lanes; ++L)
    for (unsigned I = 0; I < F.Elements; ++I) {
      std::string Why;
      std::optional<int64_t> Row = F.Row.evaluate(L, I, &Why);
      if (!Row) {
        R.fail(desc::join(OP, "row"), "\"" + F.Row.text() + "\": " + Why);
        return;
      }
      std::optional<int64_t> Col = F.Col.evaluate(L, I, &Why);
      if (!Col) {
        R.fail(desc::join(OP, "col"), "\"" + F.Col.text() + "\": " + Why);
        return;
      }
      std::string At = ("lane " + Twine(L) + ", i " + Twine(I) + " gives (" +
                        Twine(*Row) + ", " + Twine(*Col) + ")")
                           .str();
      if (*Row < 0 || *Row >= Rows || *Col < 0 || *Col >= Cols) {
        R.fail(OP, At + ", outside the " + Tile + " tile of " + Name);
        return;
      }
      int &Own = Owner[size_t(*Row) * Cols + *Col];
      if (Own >= 0) {
        R.fail(OP, At + ", already held by lane " + Twine(Own / F.Elements) +
                       ", i " + Twine(Own % F.Elements) +
                       " (not a bijection onto the " + Tile + " tile of " +
                       Name + ")");
        return;
      }
      Own = int(L * F.Elements + I);
    }
}

/// ldmatrix.sync.aligned.m8n8.xN.b16 gives lane l, in its register r, the
/// 4 bytes at byte 4*(l%4) of row l/4 of the r-th 8 x 16-byte matrix (PTX
/// ISA, "Warp-level matrix load instruction: ldmatrix"). The fragment
/// matches when each register r's elements are, for some (O_r, I_r), at
/// outer index O_r + l/4 and inner index I_r + (l%4)*(32/bits) + p, p the
/// element's place in the register; outer/inner are (row, col) for A and
/// (col, row) for B, the contiguous dimension being k.
void MatrixUnitReader::checkLdMatrix(MatrixOperand O) {
  const FragmentLayout &F = U.fragment(O);
  if (!F.LdMatrix)
    return;
  std::string LP = desc::join(fragPath(O), "ldmatrix");
  unsigned Bits = bits(O);
  if (Bits > 32 || U.Lanes != 32) {
    R.fail(LP, "ldmatrix loads 32-lane fragments of elements of at most 32 "
               "bits");
    return;
  }
  unsigned PerReg = 32 / Bits, Regs = F.Elements / PerReg;
  if (Regs != F.LdMatrix) {
    R.fail(LP, "ldmatrix x" + Twine(F.LdMatrix) + " loads " +
                   Twine(F.LdMatrix) +
                   " registers per lane, the fragment "
                   "has " +
                   Twine(Regs));
    return;
  }
  for (unsigned Reg = 0; Reg < Regs; ++Reg) {
    auto Pos = [&](unsigned L, unsigned I) {
      auto E = *U.element(O, L, I);
      return O == MatrixOperand::A ? E : std::make_pair(E.second, E.first);
    };
    auto [O0, I0] = Pos(0, Reg * PerReg);
    for (unsigned L = 0; L < 32; ++L)
      for (unsigned Pl = 0; Pl < PerReg; ++Pl) {
        unsigned I = Reg * PerReg + Pl;
        auto [Ou, In] = Pos(L, I);
        unsigned WantO = O0 + L / 4, WantI = I0 + (L % 4) * PerReg + Pl;
        if (Ou != WantO || In != WantI) {
          auto E = *U.element(O, L, I);
          auto W = O == MatrixOperand::A ? std::make_pair(WantO, WantI)
                                         : std::make_pair(WantI, WantO);
          R.fail(LP, "lane " + Twine(L) + ", i " + Twine(I) + " (register " +
                         Twine(Reg) + ") holds (" + Twine(E.first) + ", " +
                         Twine(E.second) + "), ldmatrix would load (" +
                         Twine(W.first) + ", " + Twine(W.second) +
                         ") there (each register: 8 rows of 4 lanes, 4 "
                         "consecutive bytes of k per lane)");
          return;
        }
      }
  }
}

/// The intrinsic exists in LLVM 22 with the family's prefix, is not
/// overloaded, returns the C/D fragment's bits and takes A's, B's and C's
/// (and, on AMDGPU, the three i32 modifiers cbsz, abid, blgp).
void MatrixUnitReader::checkIntrinsic(const MatrixInstruction &MI,
                                      const std::string &IP) {
  std::string Path = desc::join(IP, "intrinsic");
  StringRef Prefix =
      TD.Family == "nvptx" ? "llvm.nvvm.mma." : "llvm.amdgcn.mfma.";
  if (!StringRef(MI.Intrinsic).starts_with(Prefix)) {
    R.fail(Path, "\"" + MI.Intrinsic + "\" does not start with \"" + Prefix +
                     "\" (the " + TD.Family + " matrix intrinsics)");
    return;
  }
  Intrinsic::ID ID = Intrinsic::lookupIntrinsicID(MI.Intrinsic);
  if (ID == Intrinsic::not_intrinsic) {
    R.fail(Path, "\"" + MI.Intrinsic + "\" is not an intrinsic of LLVM " +
                     Twine(LLVM_VERSION_MAJOR));
    return;
  }
  if (Intrinsic::isOverloaded(ID)) {
    R.fail(Path, "\"" + MI.Intrinsic +
                     "\" is overloaded (expected one with "
                     "fixed operand types)");
    return;
  }
  LLVMContext Ctx;
  FunctionType *FT = Intrinsic::getType(Ctx, ID);
  uint64_t Frag[3];
  for (unsigned O = 0; O < 3; ++O)
    Frag[O] = uint64_t(U.Fragments[O].Elements) * bits(MatrixOperand(O));
  uint64_t Params = 0;
  for (Type *T : FT->params())
    Params += bitsOf(T);
  uint64_t Want =
      Frag[0] + Frag[1] + Frag[2] + (TD.Family == "amdgpu" ? 96 : 0);
  uint64_t Ret = bitsOf(FT->getReturnType());
  if (Ret != Frag[2] || Params != Want)
    R.fail(Path,
           "\"" + MI.Intrinsic + "\" takes " + Twine(Params) +
               " bits and returns " + Twine(Ret) + "; the fragments hold A " +
               Twine(Frag[0]) + ", B " + Twine(Frag[1]) + ", C/D " +
               Twine(Frag[2]) + " bits per lane" +
               (TD.Family == "amdgpu" ? " (plus 3 x 32 modifier bits)" : ""));
}

} // namespace

void tilelang::desc::readMatrixUnits(Reader &R, const json::Object &O,
                                     TargetDescription &TD) {
  const json::Value *MV = O.get("matrix_units");
  if (!MV)
    return;
  const json::Array *MA = MV->getAsArray();
  if (!MA) {
    R.fail("matrix_units",
           Twine("expected an array of matrix units, got ") + kindOf(*MV));
    return;
  }
  for (auto [I, E] : enumerate(*MA)) {
    std::string P = "matrix_units[" + std::to_string(I) + "]";
    const json::Object *M = R.object(&E, P);
    if (!M)
      return;
    R.checkKeys(*M, P,
                {"fragments", "instructions", "k", "k_multiple", "m", "n",
                 "name", "source", "types"});
    TD.MatrixUnits.emplace_back();
    MatrixUnit &U = TD.MatrixUnits.back();
    U.Lanes = unsigned(TD.WarpWidth.Value);
    MatrixUnitReader MR(R, TD, U, P);
    MR.readShape(*M);
    if (R.failed())
      return;
    if (!M->get("instructions")) {
      // A shape-only unit.
      for (const char *Key : {"fragments", "k_multiple"})
        if (M->get(Key)) {
          R.fail(desc::join(P, Key), "given without \"instructions\"");
          return;
        }
      continue;
    }
    if (!TD.isGPU()) {
      R.fail(desc::join(P, "instructions"), "only a GPU's matrix units list "
                                            "instructions");
      return;
    }
    MR.readInstructions(*M);
    if (R.failed())
      return;
    if (!M->get("fragments")) {
      R.failMissing(desc::join(P, "fragments"),
                    "{\"a\": ..., \"b\": ..., \"c\": "
                    "...}");
      return;
    }
    MR.readFragments(*M);
    for (unsigned Op = 0; Op < 3 && !R.failed(); ++Op)
      MR.checkTile(MatrixOperand(Op));
    for (unsigned Op = 0; Op < 2 && !R.failed(); ++Op)
      MR.checkLdMatrix(MatrixOperand(Op));
    for (auto [J, MI] : enumerate(U.Instructions))
      if (!R.failed())
        MR.checkIntrinsic(MI, P + ".instructions[" + std::to_string(J) + "]");
    if (R.failed())
      return;
  }
}
