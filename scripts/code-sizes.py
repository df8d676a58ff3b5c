#!/usr/bin/env python3
"""The size of every C++ file and class of lib/, against the house rule (docs/development.md):
no file over 800 lines, no class over 400 (its definition plus its out-of-line member functions).

    python3 scripts/code-sizes.py [--top N] [--check]

A lexical count, not a parser: comments and string literals are blanked, then braces are matched.
A class is a `class|struct NAME ... {` at namespace level, and its out-of-line member functions
`NAME::method(...) ... {`; functions (free or member) are reported too, with no limit.
Known limits of the lexical count (a new user's review, 2026-12-01): a constructor with brace
member initialisers (`: X{A} {`) counts as one line; `A::B::f` counts to B; a template member
`W<T>::f` and namespace-scope lambdas count as free functions; same-named free functions of
different files are added together. None of them hides a large class in lib/ today (checked
against universal-ctags' end lines). --check exits 1 when a rule is broken.
"""
import argparse
import pathlib
import re
import sys

ROOT = pathlib.Path(__file__).resolve().parents[1]
FILE_LIMIT, CLASS_LIMIT = 800, 400
NAMESPACES = {None, "tilelang", "llvm", "clang", "std"}
KEYWORDS = {"if", "for", "while", "switch", "catch", "return", "sizeof"}


def blank(text):
    """Comments and string/char literals replaced by spaces (newlines kept)."""
    out, i, n = [], 0, len(text)
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            out.append(" " * (j - i)); i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            out.append(re.sub(r"[^\n]", " ", text[i:j])); i = j
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c:
                j += 2 if text[j] == "\\" else 1
            out.append(" " * (j + 1 - i)); i = j + 1
        else:
            out.append(c); i += 1
    return "".join(out)


def spans(text):
    """(kind, name, first line, last line) for each class body and member definition."""
    src = blank(text)
    line_of = lambda pos: src.count("\n", 0, pos) + 1
    depth, i, result, ns_depths = 0, 0, [], set()
    head = re.compile(r"(?:\b(class|struct)\s+(\w+)[^;{()]*|(?:\b(\w+)::)?(~?\w+)\s*\([^;{]*?)"
                      r"\{\s*$", re.S)
    while i < len(src):
        c = src[i]
        if c == "{":
            start = src.rfind(";", 0, i)
            start = max(start, src.rfind("}", 0, i), src.rfind("{", 0, i)) + 1
            m = head.search(src[start:i + 1])
            is_ns = re.search(r"\bnamespace\b[^;{]*$", src[start:i])
            if is_ns:
                ns_depths.add(depth)
            elif m and (depth == 0 or depth - 1 in ns_depths and all(
                    d in ns_depths for d in range(depth))):
                end, d = i, 0
                for end in range(i, len(src)):
                    d += {"{": 1, "}": -1}.get(src[end], 0)
                    if d == 0:
                        break
                first, last = line_of(start + m.start()), line_of(end)
                if m.group(2):
                    result.append(("class", m.group(2), first, last))
                elif m.group(4) not in KEYWORDS:
                    owner = m.group(3) if m.group(3) not in NAMESPACES else None
                    if owner:
                        result.append(("class", owner, first, last))
                    result.append(("function", (owner + "::" if owner else "") + m.group(4),
                                   first, last))
                i = end + 1
                continue
            depth += 1
        elif c == "}":
            depth -= 1
            ns_depths.discard(depth)
        i += 1
    return result


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--top", type=int, default=10)
    ap.add_argument("--check", action="store_true")
    args = ap.parse_args()
    files, classes, functions = {}, {}, {}
    for path in sorted((ROOT / "lib").rglob("*")):
        if path.suffix not in (".cpp", ".h"):
            continue
        text = path.read_text()
        rel = str(path.relative_to(ROOT))
        files[rel] = text.count("\n")
        for kind, name, first, last in spans(text):
            table = classes if kind == "class" else functions
            table[name] = table.get(name, 0) + last - first + 1
    print(f"files over {FILE_LIMIT} lines / largest:")
    for rel, n in sorted(files.items(), key=lambda x: -x[1])[:args.top]:
        print(f"  {n:5d}  {rel}")
    print(f"classes over {CLASS_LIMIT} lines / largest (definition + member functions):")
    for name, n in sorted(classes.items(), key=lambda x: -x[1])[:args.top]:
        print(f"  {n:5d}  {name}")
    print("largest functions:")
    for name, n in sorted(functions.items(), key=lambda x: -x[1])[:args.top]:
        print(f"  {n:5d}  {name}")
    bad = [f for f, n in files.items() if n > FILE_LIMIT] + \
          [c for c, n in classes.items() if n > CLASS_LIMIT]
    if args.check and bad:
        print("over the limits: " + ", ".join(bad))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
