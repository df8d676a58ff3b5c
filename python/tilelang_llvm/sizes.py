"""Expressions of the sizes, and the ``--sizes`` option.

A kernel description (:mod:`tilelang_llvm.kernel`) gives array shapes, ``flops``, ``bytes`` and
``reduction`` as arithmetic expressions of its sizes (``"M+2"``, ``"(H-2)*(W-2)"``):
:func:`eval_expr` evaluates them without ``eval``. :func:`parse_sizes` reads ``run --sizes
M=100,N=77``; :func:`tilelang_llvm.inputs.resolve_sizes` checks the result against a kernel.
"""

from __future__ import annotations

import ast
import math
import operator
import re
from typing import Any, Mapping

import numpy as np

from .errors import TileLangError

__all__ = ["eval_expr", "fmt_sizes", "parse_sizes"]

_BINOPS = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul,
           ast.Div: operator.truediv, ast.FloorDiv: operator.floordiv, ast.Mod: operator.mod,
           ast.Pow: operator.pow}
_UNOPS = {ast.USub: operator.neg, ast.UAdd: operator.pos}
_FUNCS = {"min": min, "max": max, "ceil": math.ceil, "floor": math.floor}


def eval_expr(expr: int | float | str, env: Mapping[str, int], *, what: str = "expression") -> int | float:
    """Evaluate an arithmetic expression of the sizes.

    ``expr``: an int/float, or a string using size names, integer/float literals, ``+ - * / //
    % **``, parentheses and ``min``, ``max``, ``ceil``, ``floor``. Returns the number.
    Raises TileLangError for a syntax error, an unknown name or anything else (no ``eval``).
    """
    if isinstance(expr, (int, float, np.integer, np.floating)) and not isinstance(expr, bool):
        return expr
    if not isinstance(expr, str):
        raise TileLangError(f"{what}: {expr!r} is not a number or an expression string")
    try:
        tree = ast.parse(expr.strip(), mode="eval")
    except SyntaxError as exc:
        raise TileLangError(f"{what}: cannot parse {expr!r}") from exc

    def ev(node: ast.AST) -> Any:
        if isinstance(node, ast.Expression):
            return ev(node.body)
        if isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) \
                and not isinstance(node.value, bool):
            return node.value
        if isinstance(node, ast.Name):
            if node.id not in env:
                raise TileLangError(f"{what}: {expr!r} names {node.id!r}, which is not a size "
                                    f"(sizes: {', '.join(env) or 'none'})")
            return env[node.id]
        if isinstance(node, ast.BinOp) and type(node.op) in _BINOPS:
            return _BINOPS[type(node.op)](ev(node.left), ev(node.right))
        if isinstance(node, ast.UnaryOp) and type(node.op) in _UNOPS:
            return _UNOPS[type(node.op)](ev(node.operand))
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) \
                and node.func.id in _FUNCS and not node.keywords:
            return _FUNCS[node.func.id](*[ev(a) for a in node.args])
        raise TileLangError(f"{what}: {expr!r} is not a plain arithmetic expression of the sizes")

    try:
        return ev(tree)
    except ZeroDivisionError as exc:
        raise TileLangError(f"{what}: {expr!r} divides by zero at {fmt_sizes(env)}") from exc


def fmt_sizes(sizes: Mapping[str, Any]) -> str:
    return ",".join(f"{k}={v}" for k, v in sizes.items()) or "(no sizes)"


_SIZE_ITEM = re.compile(r"^\s*([A-Za-z_][A-Za-z0-9_]*)\s*=\s*([+-]?\d+)\s*$")


def parse_sizes(text: str | None) -> dict[str, int]:
    """Parse ``"M=100,N=77,K=33"`` into ``{"M": 100, "N": 77, "K": 33}``.

    ``None`` or ``""`` gives ``{}``. Raises TileLangError naming the bad item for anything else
    (missing ``=``, a non-integer value, a name given twice).
    """
    if not text:
        return {}
    out: dict[str, int] = {}
    for item in text.split(","):
        m = _SIZE_ITEM.match(item)
        if not m:
            raise TileLangError(f"bad --sizes item {item.strip()!r}: expected NAME=INTEGER, "
                                f"as in --sizes M=100,N=77,K=33")
        name, value = m.group(1), int(m.group(2))
        if name in out:
            raise TileLangError(f"bad --sizes: {name} is given twice")
        out[name] = value
    return out
