#!/usr/bin/env python3
"""Grammar fuzzer of `#pragma tilelang` lines.

A seeded random generator (deterministic: the same seed gives the same cases) writes pragma
groups -- valid clauses, near-valid ones (a token dropped, doubled or replaced), extreme numbers
(0, -1, 2^31, 2^63, 2^64+1, digit strings hundreds long), deep nesting of parentheses and unary
minus, unknown names, duplicated clauses, missing commas and parentheses, macros, `_Pragma`,
line continuations -- in front of many loop-nest shapes (perfect and imperfect nests,
triangular, constant trip counts down to 0, calls, `break`, `while`, C++ templates, member
functions, lambdas, 2-D arrays, deliberately broken bodies), one function per case and many
cases per file. Each file is compiled with both plugins (as lit's %clangxx / %clangc) for the
host, sm_90 and gfx942:

  phase 1: `-fsyntax-only` once per target (the front end's diagnostics);
  phase 2: the cases phase 1 accepted, at -O0, -O1, -O2 and -O3 (the passes and codegen).

Oracle, per compile: no crash (a signal, "PLEASE submit a bug report", an assertion,
"LLVM ERROR", "Cannot select"), no hang (FUZZ_TIMEOUT seconds per compile), every error
located (file:line:col), and every error of a case on one of its pragma's physical lines with a
column within that line -- except cases whose body is deliberately broken, whose clang errors
need only be located. A failing batch is re-run case by case to name the guilty case; its
reproducer (source + command) goes to the output folder.

  python test/fuzz/pragma_fuzz.py --cases 10000 --seed 1 --jobs 2 --out build/fuzz

prints a summary per target and -O level and writes summary.json. `make fuzz` runs it with
FUZZ_CASES, FUZZ_SEED, FUZZ_JOBS, FUZZ_TIMEOUT; test/python/test_pragma_fuzz.py runs a small
fixed-seed budget inside `make test`.
"""

from __future__ import annotations

import argparse
import concurrent.futures as cf
import json
import os
import random
import re
import shlex
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
LLVM_BIN = Path(os.environ.get("TILELANG_LLVM_BIN", "/usr/lib/llvm-22/bin"))
LIB = Path(os.environ.get("TILELANG_LIB_DIR", ROOT / "build" / "lib"))
FRONTEND = LIB / "TileLangClang.so"
PASSES = LIB / "TileLangPasses.so"

TARGETS = {
    "host": [],
    "sm_90": ["--target=nvptx64-nvidia-cuda", "-march=sm_90"],
    "gfx942": ["--target=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-nogpulib"],
}
OPT_LEVELS = ("-O0", "-O1", "-O2", "-O3")

CRASH_MARKERS = (
    "PLEASE submit a bug report",
    "Assertion",
    "LLVM ERROR",
    "Cannot select",
    "Stack dump",
    "due to signal",
    "UNREACHABLE",
    "Segmentation fault",
)
DIAG_RE = re.compile(r"^(?P<file>[^:\n]+):(?P<line>\d+):(?P<col>\d+): "
                     r"(?P<kind>fatal error|error|warning|note|remark): (?P<msg>.*)$")
# A diagnostic without a location: "error: ...", "warning: ...", "clang: error: ..." (the
# driver's warnings, "clang: warning: argument unused", are about the command line).
UNLOCATED_RE = re.compile(r"^(?P<prog>[\w.+-]+: )?(?P<kind>fatal error|error|warning): "
                          r"(?P<msg>.*)$")

# ---------------------------------------------------------------------------------------------
# Pragma generation
# ---------------------------------------------------------------------------------------------

EXTREME = ["0", "-1", "1", "2", "3", "4", "7", "8", "16", "32", "64", "128", "256", "1024",
           "1025", "4096", "65536", "2147483647", "2147483648", "-2147483648", "4294967295",
           "4294967296", "9223372036854775807", "9223372036854775808",
           "18446744073709551615", "18446744073709551617", "0x10", "0X7fffffff", "010",
           "0b101", "1u", "4ULL", "8l", "1'000", "0xffffffffffffffff", "00", "1e3", "1.5",
           "2.", "'a'", "\"s\"", "4_km", "0x", "9" * 40]
NAMES = ["TS", "CE", "EA", "EB", "EBIG", "ENEG", "EZERO", "UNDEF_NAME", "n", "A", "auto",
         "sizeof", "true", "nullptr", "__LINE__", "__COUNTER__", "MZERO", "MNEG", "MBIG"]
SPACES = ["global", "shared", "register", "Shared", "local", "", "constant", "auto"]
MAPDIMS = ["block.x", "block.y", "block.z", "seq", "block.w", "block", "thread.x", "block .x",
           "block.x.y", "grid.x", "seq.x"]
CLAUSES = ["tile", "buffer", "layout", "map", "threads", "distribute", "pipeline", "compute"]
BOGUS_CLAUSES = ["tiles", "Tile", "unroll", "vectorize", "omp", "parallel", "for", "if",
                 "collapse", "tile_size", "_", "x"]
ARRAYS = ["A", "B", "C", "A", "B", "C", "n", "x", "nothing", "f", "S", "this", "E", "v"]
JUNK = [",", ")", "(", ":", ";", "::", ".", "...", "[", "]", "{", "}", "=", "#", "@", "\\\\",
        "\"s\"", "'c'", "1.5", "auto", "tile", "-", "+", "*", "/", "%", "!", "~", "<<", "&&",
        "?", "@@", "$"]


class Gen:
    def __init__(self, rng: random.Random, deep: bool):
        self.r = rng
        self.deep = deep  # allow thousands of nesting levels

    def number(self) -> str:
        r = self.r
        k = r.random()
        if k < 0.55:
            return r.choice(["1", "2", "3", "4", "5", "7", "8", "16", "32", "64", "128", "256"])
        if k < 0.9:
            return r.choice(EXTREME)
        return r.choice(["1", "9", "4"]) + "".join(r.choice("0123456789")
                                                   for _ in range(r.randint(10, 400)))

    def expr(self, depth: int = 0) -> str:
        r = self.r
        k = r.random()
        if self.deep and depth == 0 and k < 0.04:
            n = r.choice([200, 255, 256, 257, 1000, 5000, 20000, 100000])
            kind = r.randrange(4)
            if kind == 0:
                return "(" * n + self.number() + ")" * n
            if kind == 1:
                return "-" * n + self.number()
            if kind == 2:
                return "- " * n + self.number()
            return "(-" * n + self.number() + ")" * n
        if depth > 3 or k < 0.55:
            if r.random() < 0.8:
                return self.number()
            return r.choice(NAMES)
        k = r.random()
        if k < 0.2:
            return "(" + self.expr(depth + 1) + ")"
        if k < 0.3:
            return r.choice(["-", "+", "- -", "-(", "~", "!"]) + self.expr(depth + 1) + (
                ")" if False else "")
        op = r.choice(["+", "-", "*", "/", "%", "*", "<<", "&", "|", "^", "?"])
        return self.expr(depth + 1) + " " + op + " " + self.expr(depth + 1)

    def size_list(self, lo: int, hi: int, allow_auto: bool) -> str:
        n = self.r.randint(lo, hi)
        items = []
        for _ in range(n):
            if allow_auto and self.r.random() < 0.35:
                items.append("auto")
            else:
                items.append(self.expr())
        return ", ".join(items)

    def layout_kind(self) -> str:
        r = self.r
        k = r.choice(["row_major", "col_major", "auto", "pad", "swizzle", "swizzle(n)",
                      "interleave", "bogus", "pad()", "interleave(1)", "swizzle()"])
        if k == "pad":
            return f"pad({self.expr()})"
        if k == "swizzle(n)":
            return f"swizzle({r.choice(['32', '64', '128', '16', '0', '-32', self.expr()])})"
        if k == "interleave":
            return f"interleave({self.expr()}, {self.expr()})"
        return k

    def clause(self, name: str) -> str:
        r = self.r
        if name == "tile":
            return f"tile({self.size_list(0 if r.random() < 0.05 else 1, 5, True)})"
        if name == "threads":
            return f"threads({self.size_list(0 if r.random() < 0.05 else 1, 4, False)})"
        if name == "pipeline":
            return f"pipeline({self.size_list(0 if r.random() < 0.05 else 1, 2, False)})"
        if name == "map":
            n = r.randint(0 if r.random() < 0.05 else 1, 4)
            return "map(" + ", ".join(r.choice(MAPDIMS[:4] * 3 + MAPDIMS)
                                      for _ in range(n)) + ")"
        if name == "distribute":
            return "distribute(" + r.choice(["block_wise", "round_robin", "block_wise"
                                             ", round_robin", "cyclic", "", "0"]) + ")"
        if name == "compute":
            return "compute(" + r.choice(["simt", "tensor_core", "simt, simt", "wmma",
                                          "", "1"]) + ")"
        if name in ("buffer", "layout"):
            n = r.randint(0 if r.random() < 0.05 else 1, 4)
            items = []
            for _ in range(n):
                arr = r.choice(ARRAYS)
                val = r.choice(SPACES[:3] * 4 + SPACES) if name == "buffer" else self.layout_kind()
                sep = r.choice([": ", ": ", ": ", ":: ", " ", "= "]) if r.random() < 0.1 else ": "
                items.append(f"{arr}{sep}{val}")
            return f"{name}(" + ", ".join(items) + ")"
        # Unknown clause with an argument list.
        return f"{name}({self.expr()})"

    def clauses(self) -> list[str]:
        r = self.r
        k = r.random()
        # Mostly realistic groups: tile first, then a few others.
        out = []
        if k < 0.75:
            out.append(self.clause("tile"))
        for _ in range(r.choice([0, 0, 1, 1, 2, 3, 4])):
            if r.random() < 0.06:
                out.append(self.clause(r.choice(BOGUS_CLAUSES)))
            else:
                out.append(self.clause(r.choice(CLAUSES)))
        r.shuffle(out)
        return out

    def mutate(self, text: str) -> str:
        """A near-valid line: drop, double, replace or insert one token, or cut the line."""
        r = self.r
        toks = re.findall(r"\w+|[^\w\s]", text)
        if not toks:
            return text
        i = r.randrange(len(toks))
        k = r.randrange(6)
        if k == 0:
            del toks[i]
        elif k == 1:
            toks.insert(i, toks[i])
        elif k == 2:
            toks[i] = r.choice(JUNK)
        elif k == 3:
            toks.insert(i, r.choice(JUNK))
        elif k == 4:
            toks = toks[:i]
        else:
            toks = [t for t in toks if t not in (",", ")")] if r.random() < 0.5 else \
                   [t for t in toks if t != ","]
        return " ".join(toks)

    def valid_clauses(self) -> list[str]:
        """A group the front end should accept: the passes and codegen get to work."""
        r = self.r
        sizes = ["auto", "1", "2", "3", "4", "5", "7", "8", "16", "32", "64", "128", "100",
                 "TS", "CE", "EA", "(2 * 8)", "-(-4)"]
        depth = r.choice([1, 1, 2, 2, 2, 3, 3, 4])
        out = ["tile(" + ", ".join(r.choice(sizes) for _ in range(depth)) + ")"]
        arrays = r.sample(["A", "B", "C"], r.randint(0, 3))
        if arrays:
            spaces = {a: r.choice(["shared", "shared", "register", "global"]) for a in arrays}
            out.append("buffer(" + ", ".join(f"{a}: {spaces[a]}" for a in arrays) + ")")
            shared = [a for a in arrays if spaces[a] == "shared"]
            if shared and r.random() < 0.4:
                out.append("layout(" + ", ".join(
                    f"{a}: {r.choice(['row_major', 'col_major', 'auto', 'pad(1)', 'pad(4)', 'swizzle', 'swizzle(64)', 'swizzle(128)', 'interleave(2, 4)'])}"
                    for a in shared) + ")")
        if r.random() < 0.3:
            dims = ["block.x", "block.y", "block.z"]
            r.shuffle(dims)
            out.append("map(" + ", ".join(dims.pop() if r.random() < 0.7 and dims else "seq"
                                          for _ in range(depth)) + ")")
        if r.random() < 0.3:
            out.append("threads(" + ", ".join(r.choice(["1", "8", "16", "32", "64", "128",
                                                        "256"])
                                              for _ in range(r.randint(1, 3))) + ")")
        if r.random() < 0.2:
            out.append(f"distribute({r.choice(['block_wise', 'round_robin'])})")
        if r.random() < 0.2:
            out.append(f"pipeline({r.choice(['1', '2', '3'])})")
        if r.random() < 0.15:
            out.append(f"compute({r.choice(['simt', 'tensor_core'])})")
        r.shuffle(out)
        return out

    def pragma_lines(self) -> list[str]:
        """The clause text of each `#pragma tilelang` line of one group."""
        r = self.r
        n = r.choice([1, 1, 1, 1, 2, 2, 3])
        valid = r.random() < 0.5
        clauses = self.valid_clauses() if valid else self.clauses()
        n = min(n, max(1, len(clauses)))
        if r.random() < (0.02 if valid else 0.1) and clauses:
            clauses.append(r.choice(clauses))  # a duplicated clause
        lines = [[] for _ in range(n)]
        for c in clauses:
            lines[r.randrange(n)].append(c)
        sep = " , " if r.random() < 0.15 else " "
        out = [sep.join(l) for l in lines]
        if r.random() < (0.1 if valid else 0.4):
            j = r.randrange(n)
            out[j] = self.mutate(out[j])
        return out


# ---------------------------------------------------------------------------------------------
# Loop-nest shapes: each a function body (C or C++), `@P@` where the pragma group goes
# ---------------------------------------------------------------------------------------------

@dataclass
class Shape:
    name: str
    text: str          # uses @F@ (function name), @P@ (the pragma group), @T@ (trip count)
    cxx_only: bool = False
    broken: bool = False  # deliberately broken code: clang errors need only be located


SIG = "(float *__restrict A, float *__restrict B, float *__restrict C, int n, int m, int k)"
SHAPES = [
    Shape("perfect1", f"void @F@{SIG} {{\n@P@\n  for (int i = 0; i < n; ++i)\n"
                      "    A[i] = B[i] + C[i];\n}"),
    Shape("perfect2", f"void @F@{SIG} {{\n@P@\n  for (int i = 0; i < n; ++i)\n"
                      "    for (int j = 0; j < m; ++j)\n      A[i * m + j] = B[j * n + i];\n}"),
    Shape("gemm", f"void @F@{SIG} {{\n@P@\n  for (int i = 0; i < n; ++i)\n"
                  "    for (int j = 0; j < m; ++j)\n      for (int l = 0; l < k; ++l)\n"
                  "        C[i * m + j] += A[i * k + l] * B[l * m + j];\n}"),
    Shape("gemm_const", "void @F@(float A[@T@][@T@], float B[@T@][@T@], float C[@T@][@T@]) {\n"
                        "@P@\n  for (int i = 0; i < @T@; ++i)\n    for (int j = 0; j < @T@; ++j)\n"
                        "      for (int l = 0; l < @T@; ++l)\n"
                        "        C[i][j] += A[i][l] * B[l][j];\n}"),
    Shape("const_trip1", f"void @F@{SIG} {{\n@P@\n  for (int i = 0; i < @T@; ++i)\n"
                         "    A[i] = 2 * B[i];\n}"),
    Shape("const_trip2", "void @F@(float (*__restrict A)[64], float (*__restrict B)[64]) {\n"
                         "@P@\n  for (int i = 0; i < @T@; ++i)\n    for (int j = 0; j < @T@; ++j)\n"
                         "      A[i][j] = B[j][i];\n}"),
    Shape("empty_range", f"void @F@{SIG} {{\n@P@\n  for (int i = 5; i < 2; ++i)\n"
                         "    for (int j = 0; j < m; ++j)\n      A[i * m + j] = 1;\n}"),
    Shape("triangular", f"void @F@{SIG} {{\n@P@\n  for (int i = 0; i < n; ++i)\n"
                        "    for (int j = 0; j <= i; ++j)\n      C[i * n + j] += A[i] * B[j];\n}"),
    Shape("imperfect", f"void @F@{SIG} {{\n@P@\n  for (int i = 0; i < n; ++i) {{\n"
                       "    C[i] = 0;\n    for (int j = 0; j < m; ++j)\n"
                       "      C[i] += A[i * m + j] * B[j];\n  }\n}"),
    Shape("call", f"void ext(int);\nvoid @F@{SIG} {{\n@P@\n  for (int i = 0; i < n; ++i)\n"
                  "    for (int j = 0; j < m; ++j) {\n      ext(i + j);\n"
                  "      A[i * m + j] = 1;\n    }\n}"),
    Shape("break", f"void @F@{SIG} {{\n@P@\n  for (int i = 0; i < n; ++i) {{\n"
                   "    if (A[i] < 0)\n      break;\n    B[i] = A[i];\n  }\n}"),
    Shape("while", f"void @F@{SIG} {{\n  int i = 0;\n@P@\n  while (i < n) {{\n"
                   "    A[i] = 0;\n    ++i;\n  }\n}"),
    Shape("do_while", f"void @F@{SIG} {{\n  int i = 0;\n@P@\n  do {{\n    A[i] = 0;\n"
                      "  } while (++i < n);\n}"),
    Shape("not_loop", f"void @F@{SIG} {{\n@P@\n  A[0] = 1;\n}}"),
    Shape("downward", f"void @F@{SIG} {{\n@P@\n  for (int i = n - 1; i >= 0; i -= 3)\n"
                      "    for (unsigned j = 0; j < (unsigned)m; j += 2)\n"
                      "      A[i * m + j] = B[i * m + j];\n}"),
    Shape("int64", "void @F@(double *__restrict A, const double *__restrict B, long n) {\n"
                   "@P@\n  for (long i = 0; i < n; ++i)\n    for (long j = 0; j < n; ++j)\n"
                   "      A[i * n + j] = B[j * n + i] * 2.0;\n}"),
    Shape("depth4", f"void @F@{SIG} {{\n@P@\n  for (int a = 0; a < 4; ++a)\n"
                    "    for (int b = 0; b < n; ++b)\n      for (int c = 0; c < m; ++c)\n"
                    "        for (int d = 0; d < k; ++d)\n"
                    "          A[((a * n + b) * m + c) * k + d] += 1;\n}"),
    Shape("nested_pragma", f"void @F@{SIG} {{\n@P@\n  for (int i = 0; i < n; ++i)\n"
                           "#pragma tilelang tile(4)\n    for (int j = 0; j < m; ++j)\n"
                           "      A[i * m + j] = 0;\n}"),
    Shape("if_body", f"void @F@{SIG} {{\n  if (n > 0)\n@P@\n    for (int i = 0; i < n; ++i)\n"
                     "      A[i] = 0;\n  else\n    A[0] = 1;\n}"),
    Shape("char_int8", "void @F@(signed char *__restrict A, signed char *__restrict B, "
                       "int *__restrict C, int n) {\n@P@\n  for (int i = 0; i < n; ++i)\n"
                       "    for (int j = 0; j < n; ++j)\n      for (int l = 0; l < 200000; ++l)\n"
                       "        C[i * n + j] += A[i * 200000 + l] * B[l * n + j];\n}"),
    Shape("zero_length_rows", "void @F@(float (*__restrict A)[0], float (*__restrict B)[0], "
                              "int n) {\n@P@\n  for (int i = 0; i < n; ++i)\n"
                              "    for (int j = 0; j < n; ++j)\n      A[i][j] = B[j][i];\n}"),
    Shape("empty_struct", "struct @F@_e {};\nvoid @F@(struct @F@_e *__restrict A, "
                          "struct @F@_e *__restrict B, int n) {\n@P@\n"
                          "  for (int i = 0; i < n; ++i)\n    for (int j = 0; j < n; ++j)\n"
                          "      A[i * n + j] = B[j * n + i];\n}"),
    Shape("int128", "void @F@(float *__restrict A, const float *__restrict B, long n) {\n"
                    "@P@\n  for (long i = 0; i < n; ++i)\n"
                    "    for (__int128 j = 0; j < ((__int128)1 << 70); j += 3)\n"
                    "      A[i] += B[(long)(j & 1023)];\n}"),
    Shape("constexpr", "constexpr int @F@_c(int n) {\n  int s = 0;\n@P@\n"
                       "  for (int i = 0; i < n; ++i)\n    s += i;\n  return s;\n}\n"
                       "static_assert(@F@_c(4) == 6, \"\");\n"
                       f"void @F@{SIG} {{\n  A[0] = @F@_c(n);\n}}", cxx_only=True),
    Shape("broken_body", f"void @F@{SIG} {{\n@P@\n  for (int i = 0; i < n; ++i)\n"
                         "    A[i] = B[i] +;\n}", broken=True),
    Shape("broken_for", f"void @F@{SIG} {{\n@P@\n  for (int i = 0; i < n; ++i\n"
                        "    A[i] = 0;\n}", broken=True),
    Shape("template", "template <int T, typename E>\nvoid @F@_t(E *__restrict A, E *__restrict B,"
                      " E *__restrict C, int n) {\n@P@\n  for (int i = 0; i < n; ++i)\n"
                      "    for (int j = 0; j < T; ++j)\n      A[i * T + j] = B[i * T + j] + C[j];\n"
                      "}\nvoid @F@(float *A, float *B, float *C, int n) {\n"
                      "  @F@_t<@T@, float>(A, B, C, n);\n  @F@_t<3, int>((int *)A, (int *)B, "
                      "(int *)C, n);\n}", cxx_only=True),
    Shape("member", "struct @F@_s {\n  float *__restrict A, *__restrict B, *__restrict C;\n"
                    "  int n;\n  void run(int m) {\n@P@\n    for (int i = 0; i < n; ++i)\n"
                    "      for (int j = 0; j < m; ++j)\n        A[i * m + j] = B[j];\n  }\n};\n"
                    f"void @F@{SIG} {{\n  @F@_s s{{A, B, C, n}};\n  s.run(m);\n}}",
          cxx_only=True),
    Shape("member_out", "struct @F@_s {\n  float *A;\n  void run(float *__restrict B, int n);\n"
                        "};\nvoid @F@_s::run(float *__restrict B, int n) {\n@P@\n"
                        "  for (int i = 0; i < n; ++i)\n    B[i] = A[i];\n}\n"
                        f"void @F@{SIG} {{\n  @F@_s s{{A}};\n  s.run(B, n);\n}}",
          cxx_only=True),
    Shape("lambda", f"void @F@{SIG} {{\n  auto l = [&](int s) {{\n@P@\n"
                    "    for (int i = 0; i < n; ++i)\n      for (int j = 0; j < m; ++j)\n"
                    "        A[i * m + j] = B[i * m + j] * s;\n  };\n  l(2);\n}",
          cxx_only=True),
    Shape("range_for", "void @F@(float (&A)[64]) {\n@P@\n  for (float &x : A)\n"
                       "    x = 0;\n}", cxx_only=True),
    Shape("generic_lambda", f"void @F@{SIG} {{\n  auto l = [=](auto *P) {{\n@P@\n"
                            "    for (int i = 0; i < n; ++i)\n      P[i] = 0;\n  };\n"
                            "  l(A);\n  l((int *)B);\n}", cxx_only=True),
]

TRIPS = ["0", "0", "1", "2", "3", "7", "16", "64", "100", "1000"]

PRELUDE = """\
#define TS 32
#define MZERO 0
#define MNEG (-4)
#define MBIG 9223372036854775807
#define TLCLAUSE tile(8, 8)
#define TLDIRECTIVE _Pragma("tilelang tile(16)")
enum { EA = 4, EB = 16, EZERO = 0, ENEG = -8 };
#ifdef __cplusplus
enum BigE : unsigned long long { EBIG = 18446744073709551615ull };
constexpr int CE = 64;
#else
enum { EBIG = 2147483647 };
static const int CE = 64;
#endif
int x;
void S(void);
"""


@dataclass
class Case:
    idx: int
    shape: Shape
    lang: str                       # "c" or "c++"
    pragmas: list[str]              # clause text of each pragma line
    form: str                       # "hash", "pragma_op", "macro", "continuation"
    trip: str
    text: str = ""                  # the function(s), filled by render()
    pragma_lines: set[int] = field(default_factory=set)   # relative to the case's first line
    line_lengths: dict[int, int] = field(default_factory=dict)
    first_line: int = 0             # in the file, set by the batch
    nlines: int = 0

    def label(self) -> str:
        return f"case {self.idx} ({self.shape.name}, {self.lang}, {self.form})"


def render(case: Case) -> None:
    """Writes the case's text and notes which of its lines hold pragma tokens."""
    fn = f"f{case.idx}"
    pragma_block: list[str] = []
    for j, clauses in enumerate(case.pragmas):
        if case.form == "pragma_op":
            esc = clauses.replace("\\", "\\\\").replace('"', '\\"')
            pragma_block.append(f'_Pragma("tilelang {esc}")')
        elif case.form == "macro" and j == 0:
            pragma_block.append(f"#define TLP_{case.idx} {clauses}")
            pragma_block.append(f"#pragma tilelang TLP_{case.idx}")
        elif case.form == "continuation" and " " in clauses:
            cut = clauses.index(" ", len(clauses) // 2) if " " in clauses[len(clauses) // 2:] \
                else clauses.index(" ")
            pragma_block.append(f"#pragma tilelang {clauses[:cut]} \\")
            pragma_block.append(f"    {clauses[cut + 1:]}")
        else:
            pragma_block.append(f"#pragma tilelang {clauses}")
    body = case.shape.text.replace("@F@", fn).replace("@T@", case.trip)
    lines = []
    for line in body.split("\n"):
        if line == "@P@":
            for p in pragma_block:
                lines.append(("P", p))
        else:
            lines.append(("", line))
    case.pragma_lines = set()
    case.line_lengths = {}
    out = []
    for i, (kind, line) in enumerate(lines):
        if kind == "P":
            # A macro's definition line holds its clauses: a diagnostic may point there too
            # (as a note); errors belong on the `#pragma` line that expands it.
            if not line.startswith("#define"):
                case.pragma_lines.add(i)
        elif line.lstrip().startswith("#pragma tilelang"):
            case.pragma_lines.add(i)  # the shape's own pragma (a nested directive)
        case.line_lengths[i] = len(line)
        out.append(line)
    case.text = "\n".join(out)
    case.nlines = len(out)


def make_cases(seed: int, count: int, deep: bool, start: int = 0) -> list[Case]:
    cases = []
    for idx in range(start, start + count):
        r = random.Random(f"{seed}:{idx}")
        g = Gen(r, deep)
        lang = "c" if r.random() < 0.3 else "c++"
        shapes = [s for s in SHAPES if lang == "c++" or not s.cxx_only]
        shape = r.choice(shapes)
        form = r.choices(["hash", "pragma_op", "macro", "continuation"], [80, 8, 6, 6])[0]
        pragmas = g.pragma_lines()
        if r.random() < 0.03:
            pragmas = [r.choice(["TLCLAUSE", "TLCLAUSE tile(2)", "TLDIRECTIVE", "",
                                 "tile(4) _Pragma(\"tilelang tile(4)\")"])]
        c = Case(idx, shape, lang, pragmas, form, r.choice(TRIPS))
        render(c)
        cases.append(c)
    return cases


# ---------------------------------------------------------------------------------------------
# Compiling and judging
# ---------------------------------------------------------------------------------------------

@dataclass
class Finding:
    kind: str        # crash, hang, unlocated, mislocated
    target: str
    opt: str         # "-fsyntax-only" or -O level
    case: int | None
    detail: str
    repro: str = ""


def write_file(cases: list[Case], lang: str, path: Path) -> None:
    parts = [PRELUDE]
    line = PRELUDE.count("\n") + 1
    for c in cases:
        c.first_line = line
        parts.append(c.text + "\n")
        line += c.nlines
    path.write_text("".join(parts))


def command(src: Path, lang: str, target: str, opt: str) -> list[str]:
    clang = LLVM_BIN / ("clang++" if lang == "c++" else "clang")
    cmd = [str(clang), "-x", lang, f"-fplugin={FRONTEND}", f"-fpass-plugin={PASSES}",
           *TARGETS[target], "-ferror-limit=0", "-fno-crash-diagnostics",
           "-fno-color-diagnostics", "-w" if False else "-Wno-everything", "-Wpass-failed"]
    if lang == "c++":
        cmd.append("-std=c++17")
    if opt == "-fsyntax-only":
        cmd += ["-fsyntax-only", str(src)]
    else:
        cmd += [opt, "-S" if target == "sm_90" else "-c", "-o", os.devnull, str(src)]
    return cmd


def run(cmd: list[str], timeout: float) -> tuple[int | None, str, float]:
    t0 = time.monotonic()
    try:
        p = subprocess.run(cmd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                           stderr=subprocess.STDOUT, timeout=timeout, text=True,
                           errors="replace")
        return p.returncode, p.stdout, time.monotonic() - t0
    except subprocess.TimeoutExpired as e:
        out = e.stdout if isinstance(e.stdout, str) else (e.stdout or b"").decode(errors="replace")
        return None, out, time.monotonic() - t0


def crashed(rc: int | None, out: str) -> bool:
    return rc is not None and (rc < 0 or rc > 1 or any(m in out for m in CRASH_MARKERS))


def judge(cases: list[Case], src: Path, out: str, target: str, opt: str) -> tuple[
        list[Finding], set[int]]:
    """Location findings of one compile, and the indices of cases with an error."""
    findings = []
    with_error: set[int] = set()
    name = str(src)
    for line in out.splitlines():
        m = DIAG_RE.match(line)
        if m:
            if m["kind"] not in ("error", "fatal error", "warning"):
                continue
            ln, col = int(m["line"]), int(m["col"])
            case = next((c for c in cases if c.first_line <= ln < c.first_line + c.nlines), None)
            if m["file"] != name or case is None:
                findings.append(Finding("mislocated", target, opt, None, line))
                continue
            if m["kind"] != "warning":
                with_error.add(case.idx)
            rel = ln - case.first_line
            if case.shape.broken and rel not in case.pragma_lines:
                continue  # clang's own diagnostic of deliberately broken code, located
            if rel not in case.pragma_lines or not 1 <= col <= case.line_lengths[rel] + 1:
                findings.append(Finding("mislocated", target, opt, case.idx, line))
            continue
        m = UNLOCATED_RE.match(line)
        if m and not (m["prog"] and m["kind"] == "warning") and \
                "frontend command failed" not in line:
            findings.append(Finding("unlocated", target, opt, None, line))
    return findings, with_error


class Runner:
    def __init__(self, out_dir: Path, timeout: float, verbose: bool):
        self.out_dir = out_dir
        self.timeout = timeout
        self.verbose = verbose
        self.repro_count = 0

    def save_repro(self, cases: list[Case], lang: str, target: str, opt: str,
                   kind: str) -> str:
        self.repro_count += 1
        d = self.out_dir / "repro"
        d.mkdir(parents=True, exist_ok=True)
        ext = ".cpp" if lang == "c++" else ".c"
        tag = f"{kind}-{cases[0].idx if len(cases) == 1 else 'batch'}-{target}{opt}"
        path = d / (tag + ext)
        write_file(cases, lang, path)
        (d / (tag + ".sh")).write_text(shlex.join(command(path, lang, target, opt)) + "\n")
        return str(path)

    def compile(self, cases: list[Case], lang: str, target: str, opt: str,
                workdir: Path) -> tuple[list[Finding], set[int], int]:
        """Compiles cases together; on a crash or hang, each case alone. Returns the findings,
        the cases with errors, and how many clang invocations ran."""
        src = workdir / f"batch{'.cpp' if lang == 'c++' else '.c'}"
        write_file(cases, lang, src)
        timeout = self.timeout * max(1, len(cases) // 8) if len(cases) > 1 else self.timeout
        rc, out, _ = run(command(src, lang, target, opt), timeout)
        calls = 1
        if rc is not None and not crashed(rc, out):
            f, errs = judge(cases, src, out, target, opt)
            for x in f:
                if x.case is not None:
                    one = [c for c in cases if c.idx == x.case]
                    x.repro = self.save_repro(one, lang, target, opt, x.kind)
                elif not x.repro:
                    x.repro = self.save_repro(cases, lang, target, opt, x.kind)
            return f, errs, calls
        if len(cases) == 1:
            kind = "hang" if rc is None else "crash"
            detail = next((l for l in out.splitlines() if any(m in l for m in CRASH_MARKERS)),
                          out.strip().splitlines()[-1] if out.strip() else f"rc {rc}")
            if rc is None:
                detail = f"no result after {timeout:.0f} s"
            c = cases[0]
            return [Finding(kind, target, opt, c.idx, detail,
                            self.save_repro(cases, lang, target, opt, kind))], {c.idx}, calls
        # Reduce: every case alone.
        findings, errs = [], set()
        for c in cases:
            f, e, n = self.compile([c], lang, target, opt, workdir)
            findings += f
            errs |= e
            calls += n
        if not any(x.kind in ("crash", "hang") for x in findings):
            kind = "hang" if rc is None else "crash"
            findings.append(Finding(kind, target, opt, None,
                                    "only the batch fails, no case alone",
                                    self.save_repro(cases, lang, target, opt, kind)))
        return findings, errs, calls


def run_batch(runner: Runner, cases: list[Case], lang: str, opts: list[str],
              targets: list[str], rotate: int | None = None) -> dict:
    """Phase 1 and 2 of one batch. rotate=N: on target T, only the -O level N + T (mod the
    levels), so that each case meets every target at a different level (long runs)."""
    res = {"findings": [], "stats": {}}
    all_opts = opts
    with tempfile.TemporaryDirectory(prefix="tlfuzz") as tmp:
        tmpdir = Path(tmp)
        for t_idx, target in enumerate(targets):
            if rotate is not None:
                opts = [all_opts[(rotate + t_idx) % len(all_opts)]]
            f, errs, calls = runner.compile(cases, lang, target, "-fsyntax-only", tmpdir)
            res["findings"] += f
            st = res["stats"].setdefault(f"{target} -fsyntax-only", [0, 0])
            st[0] += len(cases)
            st[1] += calls
            ok = [c for c in cases if c.idx not in errs]
            if not ok:
                continue
            for opt in opts:
                f, _, calls = runner.compile(ok, lang, target, opt, tmpdir)
                res["findings"] += f
                st = res["stats"].setdefault(f"{target} {opt}", [0, 0])
                st[0] += len(ok)
                st[1] += calls
    return res


def fuzz(seed: int, count: int, jobs: int, batch: int, timeout: float, out_dir: Path,
         targets: list[str], opts: list[str], deep: bool, verbose: bool = False,
         rotate: bool = False) -> dict:
    out_dir.mkdir(parents=True, exist_ok=True)
    t0 = time.monotonic()
    cases = make_cases(seed, count, deep)
    batches = []
    for lang in ("c", "c++"):
        cs = [c for c in cases if c.lang == lang]
        for i in range(0, len(cs), batch):
            batches.append((cs[i:i + batch], lang))
    runner = Runner(out_dir, timeout, verbose)
    findings: list[Finding] = []
    stats: dict[str, list[int]] = {}
    with cf.ThreadPoolExecutor(max_workers=jobs) as ex:
        futs = [ex.submit(run_batch, runner, b, lang, opts, targets, i if rotate else None)
                for i, (b, lang) in enumerate(batches)]
        for done, fut in enumerate(cf.as_completed(futs), 1):
            r = fut.result()
            if verbose and (done * 10 // len(futs) != (done - 1) * 10 // len(futs)):
                print(f"pragma_fuzz: {done} of {len(futs)} batches, "
                      f"{time.monotonic() - t0:.0f} s", file=sys.stderr, flush=True)
            findings += r["findings"]
            for k, (n, calls) in r["stats"].items():
                s = stats.setdefault(k, [0, 0])
                s[0] += n
                s[1] += calls
    wall = time.monotonic() - t0
    rows = []
    for target in targets:
        for opt in ["-fsyntax-only", *opts]:
            key = f"{target} {opt}"
            n, calls = stats.get(key, [0, 0])
            fs = [f for f in findings if f.target == target and f.opt == opt]
            rows.append({"target": target, "opt": opt, "cases": n, "clang_calls": calls,
                         "crashes": sum(f.kind == "crash" for f in fs),
                         "hangs": sum(f.kind == "hang" for f in fs),
                         "unlocated": sum(f.kind == "unlocated" for f in fs),
                         "mislocated": sum(f.kind == "mislocated" for f in fs)})
    summary = {
        "seed": seed, "cases": count, "batch": batch, "jobs": jobs, "timeout_s": timeout,
        "deep": deep, "rotate": rotate, "wall_s": round(wall, 1), "rows": rows,
        "totals": {k: sum(r[k] for r in rows) for k in
                   ("clang_calls", "crashes", "hangs", "unlocated", "mislocated")},
        "findings": [f.__dict__ for f in findings],
    }
    (out_dir / "summary.json").write_text(json.dumps(summary, indent=1))
    return summary


def print_summary(s: dict, file=sys.stdout) -> None:
    p = lambda *a: print(*a, file=file)  # noqa: E731
    p(f"pragma fuzz: seed {s['seed']}, {s['cases']} cases, batches of {s['batch']}, "
      f"{s['jobs']} jobs, {s['timeout_s']:.0f} s per compile, wall {s['wall_s']} s")
    if s.get("rotate"):
        p("each case: -fsyntax-only on every target, then on each target one -O level, "
          "rotating by batch (a different level per target)")
    p(f"{'target':8} {'phase':14} {'cases':>7} {'clang':>6} {'crash':>6} {'hang':>5} "
      f"{'unloc':>6} {'misloc':>6}")
    for r in s["rows"]:
        p(f"{r['target']:8} {r['opt']:14} {r['cases']:7} {r['clang_calls']:6} "
          f"{r['crashes']:6} {r['hangs']:5} {r['unlocated']:6} {r['mislocated']:6}")
    t = s["totals"]
    p(f"total: {t['clang_calls']} clang calls, {t['crashes']} crashes, {t['hangs']} hangs, "
      f"{t['unlocated']} unlocated diagnostics, {t['mislocated']} off the pragma's line")
    for f in s["findings"][:50]:
        p(f"  {f['kind']}: {f['target']} {f['opt']} case {f['case']}: {f['detail'][:300]}"
          f"\n    reproducer: {f['repro']}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--cases", type=int, default=200)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=os.cpu_count() or 1)
    ap.add_argument("--batch", type=int, default=24, help="cases per clang invocation")
    ap.add_argument("--timeout", type=float, default=60.0, help="seconds per compile")
    ap.add_argument("--out", type=Path, default=ROOT / "build" / "fuzz")
    ap.add_argument("--targets", default=",".join(TARGETS))
    ap.add_argument("--opts", default=",".join(OPT_LEVELS))
    ap.add_argument("--no-deep", action="store_true", help="no thousands-deep nesting")
    ap.add_argument("--rotate-opts", action="store_true",
                    help="compile each batch at one -O level per target, rotating (4x faster)")
    ap.add_argument("--show", type=int, help="print case N's source and exit")
    a = ap.parse_args(argv)
    if a.show is not None:
        c = make_cases(a.seed, 1, not a.no_deep, start=a.show)[0]
        print(PRELUDE + c.text)
        return 0
    for so in (FRONTEND, PASSES):
        if not so.exists():
            print(f"pragma_fuzz: {so} is missing: run make first", file=sys.stderr)
            return 2
    s = fuzz(a.seed, a.cases, a.jobs, a.batch, a.timeout, a.out, a.targets.split(","),
             a.opts.split(","), not a.no_deep, verbose=True, rotate=a.rotate_opts)
    print_summary(s)
    t = s["totals"]
    return 1 if t["crashes"] or t["hangs"] or t["unlocated"] or t["mislocated"] else 0


if __name__ == "__main__":
    sys.exit(main())
