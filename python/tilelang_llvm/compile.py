"""The compile pipeline: one clang command per output, with both plugins.

For the host target a kernel is compiled as a user would compile it::

    clang++ -fplugin=TileLangClang.so -fpass-plugin=TileLangPasses.so -O3 -march=native ...

with ``-S -emit-llvm`` for the optimized IR (``ir``), ``-S`` for the assembly (``asm``) and
``-c`` for the object (``obj``). The IR *before* our passes (``pre-ir``) is the front end's output
with ``-Xclang -disable-llvm-passes``: the markers are in it, no pass has run, and
``opt -load-pass-plugin=TileLangPasses.so -passes=tilelang-directives,tilelang-tile`` replays
our passes on it.

Without the plugins (``tilelang=False``) the same flags are used minus the two plugin flags,
plus ``-Wno-unknown-pragmas`` (clang ignores ``#pragma tilelang``); ``polly=True`` adds
``-mllvm -polly``. Only ``target="host"`` is implemented.
"""

from __future__ import annotations

import os
import re
import shlex
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Sequence

from . import toolchain
from .errors import TileLangError

HOST = "host"
#: What ``emit`` may ask for, in the order they are produced.
EMIT_KINDS = ("pre-ir", "ir", "asm", "obj")
_SUFFIX = {"pre-ir": ".pre.ll", "ir": ".ll", "asm": ".s", "obj": ".o"}
_MODE = {"pre-ir": ["-S", "-emit-llvm", "-Xclang", "-disable-llvm-passes"],
         "ir": ["-S", "-emit-llvm"], "asm": ["-S"], "obj": ["-c"]}
_C_SUFFIXES = {".c"}
_CXX_SUFFIXES = {".cpp", ".cc", ".cxx", ".c++", ".C"}
_OPT_LEVELS = ("0", "1", "2", "3", "s", "z")
#: GPU targets of DESIGN.md §1, recognised so that they get "not supported yet".
PLANNED_TARGETS = ("sm_80", "sm_89", "sm_90", "sm_100", "gfx90a", "gfx942", "gfx950")


def check_target(target: str) -> None:
    """Accept ``"host"``; raise TileLangError for anything else.

    NVIDIA (``sm_XX``) and AMD (``gfxXXX``) targets get "not supported yet"; other names get
    "unknown target".
    """
    if target == HOST:
        return
    if re.fullmatch(r"sm_\d+[a-z]?", target) or re.fullmatch(r"gfx[0-9a-f]+", target):
        family = "NVIDIA" if target.startswith("sm_") else "AMD"
        raise TileLangError(f"target {target!r} ({family} GPU) is not supported yet by the "
                            f"harness: only --target host is implemented")
    raise TileLangError(f"unknown target {target!r}: only 'host' is implemented "
                        f"(planned: {', '.join(PLANNED_TARGETS)})")


def _driver(source: Path) -> Path:
    suffix = source.suffix
    if suffix in _CXX_SUFFIXES:
        return toolchain.tool("clang++")
    if suffix in _C_SUFFIXES:
        return toolchain.tool("clang")
    raise TileLangError(f"{source}: not a C or C++ source (expected .c, .cpp, .cc or .cxx)")


def _check_source(source: str | os.PathLike) -> Path:
    p = Path(source)
    if not p.is_file():
        raise TileLangError(f"{p}: no such file")
    return p


def clang_flags(*, target: str = HOST, opt_level: str = "3", tilelang: bool = True,
                polly: bool = False, remarks: bool = False,
                extra_flags: Sequence[str] = ()) -> list[str]:
    """The clang flags of a variant (without the mode flags, output and source).

    ``opt_level``: ``"0"``-``"3"``, ``"s"`` or ``"z"``. ``tilelang``: load both plugins (they must
    exist: TileLangError with the ``make build`` hint otherwise). ``polly``: add
    ``-mllvm -polly``. ``remarks``: add ``-Rpass=tilelang -Rpass-missed=tilelang
    -Rpass-analysis=tilelang``. ``extra_flags`` go last.
    """
    check_target(target)
    opt_level = str(opt_level).removeprefix("-O")
    if opt_level not in _OPT_LEVELS:
        raise TileLangError(f"bad optimisation level -O{opt_level} (use -O0 .. -O3, -Os or -Oz)")
    flags: list[str] = []
    if tilelang:
        p = toolchain.plugins()
        flags += [f"-fplugin={p.frontend}", f"-fpass-plugin={p.passes}"]
    else:
        flags += ["-Wno-unknown-pragmas"]
    flags += [f"-O{opt_level}", "-march=native"]
    if polly:
        flags += ["-mllvm", "-polly"]
    if remarks:
        flags += ["-Rpass=tilelang", "-Rpass-missed=tilelang", "-Rpass-analysis=tilelang"]
    flags += list(extra_flags)
    return flags


@dataclass
class CompileResult:
    """What :func:`compile_kernel` produced.

    ``outputs``: emitted kind (``pre-ir``, ``ir``, ``asm``, ``obj``) -> path. ``diagnostics``:
    clang's stderr (warnings, remarks) as it printed it, once per distinct text. ``commands``:
    each clang argv run. ``seconds``: wall seconds of each kind's clang run.
    """

    source: Path
    outputs: dict[str, Path] = field(default_factory=dict)
    diagnostics: str = ""
    commands: list[list[str]] = field(default_factory=list)
    seconds: dict[str, float] = field(default_factory=dict)

    def replay_command(self) -> str | None:
        """An ``opt`` line that replays our passes on the kept pre-pass IR, or None."""
        pre = self.outputs.get("pre-ir")
        if pre is None:
            return None
        passes = toolchain.plugin_dir() / toolchain.PASSES_PLUGIN
        return (f"{toolchain.llvm_bin_dir() / 'opt'} -load-pass-plugin={passes} "
                f"-passes=tilelang-directives,tilelang-tile -S {pre} -o -")


def parse_emit(text: str | Iterable[str]) -> list[str]:
    """``"ir,asm,obj"`` -> ``["ir", "asm", "obj"]``; TileLangError for an unknown kind."""
    items = text.split(",") if isinstance(text, str) else list(text)
    out = []
    for item in (i.strip() for i in items):
        if not item:
            continue
        if item not in EMIT_KINDS:
            raise TileLangError(f"bad --emit kind {item!r} (use a comma list of "
                                f"{', '.join(EMIT_KINDS)})")
        if item not in out:
            out.append(item)
    if not out:
        raise TileLangError("--emit needs at least one of " + ", ".join(EMIT_KINDS))
    return out


def compile_kernel(source: str | os.PathLike, *, target: str = HOST,
                   emit: Iterable[str] = ("ir",), out_dir: str | os.PathLike | None = None,
                   keep: str | os.PathLike | None = None, opt_level: str = "3",
                   tilelang: bool = True, polly: bool = False, remarks: bool = False,
                   extra_flags: Sequence[str] = ()) -> CompileResult:
    """Compile ``source`` to the outputs named in ``emit``.

    Outputs are written as ``<stem>.ll`` (ir), ``<stem>.s`` (asm), ``<stem>.o`` (obj) and
    ``<stem>.pre.ll`` (pre-ir) into ``keep`` when given -- which then also gets every stage
    (``pre-ir`` and ``ir`` in addition to ``emit``) and a ``commands.sh`` with each command --
    else into ``out_dir`` (default: the current directory). Each output is one clang run.
    Raises TileLangError for a bad target, source or option, ToolError (clang's diagnostics in
    ``detail``) when clang fails.
    """
    src = _check_source(source)
    kinds = parse_emit(emit)
    flags = clang_flags(target=target, opt_level=opt_level, tilelang=tilelang, polly=polly,
                        remarks=remarks, extra_flags=extra_flags)
    driver = _driver(src)
    if keep is not None:
        dest = Path(keep)
        kinds = [k for k in EMIT_KINDS if k in kinds or k in ("pre-ir", "ir")]
    else:
        dest = Path(out_dir) if out_dir is not None else Path.cwd()
    try:
        dest.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise TileLangError(f"cannot create {dest}: {exc.strerror}") from exc
    result = CompileResult(source=src)
    seen_diags: list[str] = []
    for kind in kinds:
        out = dest / (src.stem + _SUFFIX[kind])
        mode = list(_MODE[kind])
        kflags = flags
        if kind == "pre-ir":  # only the front end runs: the pass plugin is not needed
            kflags = [f for f in flags if not f.startswith("-fpass-plugin=")]
        argv = [str(driver), *kflags, *mode, str(src), "-o", str(out)]
        run = toolchain.run_tool(argv)
        result.outputs[kind] = out
        result.commands.append(run.command)
        result.seconds[kind] = run.seconds
        if run.stderr and run.stderr not in seen_diags:
            seen_diags.append(run.stderr)
    result.diagnostics = "".join(seen_diags)
    if keep is not None:
        lines = ["#!/bin/sh", "# The commands `tilelang-llvm compile --keep` ran, in order.", "set -e",
                 shlex.join(["cd", str(Path.cwd())])]
        lines += [shlex.join(c) for c in result.commands]
        replay = result.replay_command() if tilelang else None
        if replay:
            lines += ["# Replay our passes on the IR before them:", "# " + replay]
        (dest / "commands.sh").write_text("\n".join(lines) + "\n")
        result.outputs["commands"] = dest / "commands.sh"
    return result


@dataclass
class IRModule:
    """Optimized LLVM IR text of a source, ready for the JIT.

    ``ir``: the module text. ``diagnostics``: clang's stderr. ``command``: the clang argv.
    ``seconds``: wall seconds of the clang run.
    """

    ir: str
    diagnostics: str
    command: list[str]
    seconds: float


def compile_to_ir(source: str | os.PathLike, *, target: str = HOST, opt_level: str = "3",
                  tilelang: bool = True, polly: bool = False, remarks: bool = False,
                  extra_flags: Sequence[str] = ()) -> IRModule:
    """Compile ``source`` to optimized LLVM IR text (``clang -S -emit-llvm -o -``), in memory.

    Same flags and errors as :func:`compile_kernel`.
    """
    src = _check_source(source)
    flags = clang_flags(target=target, opt_level=opt_level, tilelang=tilelang, polly=polly,
                        remarks=remarks, extra_flags=extra_flags)
    argv = [str(_driver(src)), *flags, *_MODE["ir"], str(src), "-o", "-"]
    run = toolchain.run_tool(argv)
    return IRModule(run.stdout, run.stderr, run.command, run.seconds)


def compile_seconds(source: str | os.PathLike, *, opt_level: str = "2", tilelang: bool = True,
                    extra_flags: Sequence[str] = ()) -> float:
    """Wall seconds of one ``clang -O<opt_level> -march=native -c`` of ``source`` (object
    written to a temporary file), with or without the plugins."""
    src = _check_source(source)
    flags = clang_flags(opt_level=opt_level, tilelang=tilelang, extra_flags=extra_flags)
    with tempfile.TemporaryDirectory(prefix="tilelang-ct-") as tmp:
        argv = [str(_driver(src)), *flags, "-c", str(src), "-o", os.path.join(tmp, "k.o")]
        return toolchain.run_tool(argv).seconds


def time_report(source: str | os.PathLike, *, opt_level: str = "2", tilelang: bool = True,
                extra_flags: Sequence[str] = ()) -> str:
    """clang's ``-ftime-report`` text (its stderr) for one ``-O<opt_level> -c`` of ``source``."""
    src = _check_source(source)
    flags = clang_flags(opt_level=opt_level, tilelang=tilelang, extra_flags=extra_flags)
    with tempfile.TemporaryDirectory(prefix="tilelang-ct-") as tmp:
        argv = [str(_driver(src)), *flags, "-ftime-report", "-c", str(src), "-o",
                os.path.join(tmp, "k.o")]
        return toolchain.run_tool(argv).stderr
