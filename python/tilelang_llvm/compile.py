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
``-mllvm -polly``.

GPU targets (``--target sm_80|sm_89|sm_90|sm_100`` for NVIDIA, ``gfx90a|gfx942|gfx950`` for AMD)
use the clang flags of the bank report (:func:`tilelang_llvm.banks.target_flags`: the triple and
the chip, plus ``-nogpulib`` on AMDGPU) instead of ``-march=native``, and add stages:

- NVIDIA: ``ir`` (``<stem>.ll``, always made: the launch records are read from it), ``ptx``
  (``<stem>.ptx``: ``clang -S`` with both plugins, so that the Machine-IR pass
  ``tilelang-sram-bank`` runs in codegen) and ``cubin`` (``<stem>.cubin``: ``ptxas -arch=CHIP
  -v``, when a ptxas is found -- :func:`tilelang_llvm.toolchain.find_ptxas`; its resource report
  is parsed per function). A module without a kernel entry (no ``.entry``: nothing was mapped)
  is assembled with ``ptxas -c`` so that every function is still compiled and reported; that
  cubin is relocatable and cannot be launched.
- AMD: ``ir``, ``asm`` (``<stem>.s``), ``obj`` (``<stem>.o``) and ``hsaco`` (``<stem>.hsaco``:
  ``ld.lld -shared``); LDS bytes, VGPRs, SGPRs, AGPRs and spills per kernel come from the code
  object's metadata (``llvm-readobj --notes``). AMD kernels are compiled and checked, not run.

Both write ``<stem>.launch.json`` beside the outputs: the module's launch records
(:mod:`tilelang_llvm.launch`), the resource report, the target and the file names, so that the
GPU machine needs no IR parsing. The source may also be an LLVM IR file (``.ll``) -- the
hand-made test kernels are.
"""

from __future__ import annotations

import os
import re
import shlex
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Sequence

from . import launch as launch_mod
from . import toolchain
from .banks import AMDGPU_CHIPS, NVPTX_CHIPS, target_flags
from .errors import TileLangError
from .resources import KernelResources, parse_amdhsa_notes, parse_ptxas

HOST = "host"
NVPTX = "nvptx"
AMDGPU = "amdgpu"
#: What ``emit`` may ask for, in the order they are produced.
EMIT_KINDS = ("pre-ir", "ir", "asm", "ptx", "obj", "cubin", "hsaco")
#: The kinds of each target family, and the ones made when ``emit`` is not given.
FAMILY_KINDS = {HOST: ("pre-ir", "ir", "asm", "obj"), NVPTX: ("pre-ir", "ir", "ptx", "cubin"),
                AMDGPU: ("pre-ir", "ir", "asm", "obj", "hsaco")}
DEFAULT_EMIT = {HOST: ("ir",), NVPTX: ("ir", "ptx", "cubin"), AMDGPU: ("ir", "obj", "hsaco")}
_SUFFIX = {"pre-ir": ".pre.ll", "ir": ".ll", "asm": ".s", "obj": ".o", "ptx": ".ptx",
           "cubin": ".cubin", "hsaco": ".hsaco"}
_MODE = {"pre-ir": ["-S", "-emit-llvm", "-Xclang", "-disable-llvm-passes"],
         "ir": ["-S", "-emit-llvm"], "asm": ["-S"], "ptx": ["-S"], "obj": ["-c"]}
_C_SUFFIXES = {".c"}
_CXX_SUFFIXES = {".cpp", ".cc", ".cxx", ".c++", ".C"}
_IR_SUFFIXES = {".ll", ".bc"}
_OPT_LEVELS = ("0", "1", "2", "3", "s", "z")
#: The GPU targets (docs/gpu.md).
GPU_TARGETS = NVPTX_CHIPS + AMDGPU_CHIPS
#: Printed with every AMD result: there is no AMD runner.
AMD_NOT_RUN = ("AMD kernels are compiled and checked, not run: this harness has no AMD GPU "
               "runner")


def check_target(target: str) -> None:
    """Accept ``"host"`` and the GPU chips of :data:`GPU_TARGETS`; raise TileLangError for
    anything else (another ``sm_XX``/``gfxXXX`` is named as an unsupported chip)."""
    if target == HOST or target in GPU_TARGETS:
        return
    if re.fullmatch(r"sm_\d+[a-z]?", target) or re.fullmatch(r"gfx[0-9a-f]+", target):
        family = "NVIDIA" if target.startswith("sm_") else "AMD"
        chips = NVPTX_CHIPS if family == "NVIDIA" else AMDGPU_CHIPS
        raise TileLangError(f"target {target!r} ({family} GPU) is not supported: the "
                            f"{family} targets are {', '.join(chips)}")
    raise TileLangError(f"unknown target {target!r}: use host or one of "
                        f"{', '.join(GPU_TARGETS)}")


def target_family(target: str) -> str:
    """``"host"``, ``"nvptx"`` or ``"amdgpu"`` (after :func:`check_target`)."""
    check_target(target)
    if target in NVPTX_CHIPS:
        return NVPTX
    if target in AMDGPU_CHIPS:
        return AMDGPU
    return HOST


def _driver(source: Path) -> Path:
    suffix = source.suffix
    if suffix in _CXX_SUFFIXES:
        return toolchain.tool("clang++")
    if suffix in _C_SUFFIXES or suffix in _IR_SUFFIXES:
        return toolchain.tool("clang")
    raise TileLangError(f"{source}: not a C or C++ source or LLVM IR (expected .c, .cpp, .cc, "
                        f".cxx or .ll)")


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
    -Rpass-analysis=tilelang``. ``extra_flags`` go last. The host gets ``-march=native``, a GPU
    target :func:`tilelang_llvm.banks.target_flags`.
    """
    family = target_family(target)
    opt_level = str(opt_level).removeprefix("-O")
    if opt_level not in _OPT_LEVELS:
        raise TileLangError(f"bad optimisation level -O{opt_level} (use -O0 .. -O3, -Os or -Oz)")
    flags: list[str] = []
    if tilelang:
        p = toolchain.plugins()
        flags += [f"-fplugin={p.frontend}", f"-fpass-plugin={p.passes}"]
    else:
        flags += ["-Wno-unknown-pragmas"]
    flags += [f"-O{opt_level}"]
    flags += ["-march=native"] if family == HOST else target_flags(target)
    if polly:
        flags += ["-mllvm", "-polly"]
    if remarks:
        flags += ["-Rpass=tilelang", "-Rpass-missed=tilelang", "-Rpass-analysis=tilelang"]
    flags += list(extra_flags)
    return flags


@dataclass
class CompileResult:
    """What :func:`compile_kernel` produced.

    ``outputs``: emitted kind (``pre-ir``, ``ir``, ``asm``, ``ptx``, ``obj``, ``cubin``,
    ``hsaco``, and ``launch`` for the sidecar, ``commands`` for commands.sh) -> path.
    ``diagnostics``: the tools' stderr (clang's warnings and remarks, ptxas's warnings) as they
    printed it, once per distinct text. ``commands``: each argv run. ``seconds``: wall seconds
    of each kind's run. GPU targets also fill ``launch`` (the module's launch records),
    ``resources`` (per function: ptxas's report or the code object's metadata) and ``notes``
    (one-line remarks such as "no ptxas: no cubin").
    """

    source: Path
    target: str = HOST
    outputs: dict[str, Path] = field(default_factory=dict)
    diagnostics: str = ""
    commands: list[list[str]] = field(default_factory=list)
    seconds: dict[str, float] = field(default_factory=dict)
    launch: list[launch_mod.LaunchRecord] = field(default_factory=list)
    resources: list[KernelResources] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def replay_command(self) -> str | None:
        """An ``opt`` line that replays our passes on the kept pre-pass IR, or None."""
        pre = self.outputs.get("pre-ir")
        if pre is None:
            return None
        passes = toolchain.plugin_dir() / toolchain.PASSES_PLUGIN
        return (f"{toolchain.llvm_bin_dir() / 'opt'} -load-pass-plugin={passes} "
                f"-passes=tilelang-directives,tilelang-tile -S {pre} -o -")


def parse_emit(text: str | Iterable[str], target: str = HOST) -> list[str]:
    """``"ir,asm,obj"`` -> ``["ir", "asm", "obj"]``; TileLangError for a kind that is unknown
    or not made for ``target``'s family. On NVIDIA ``asm`` means ``ptx``."""
    family = target_family(target)
    items = text.split(",") if isinstance(text, str) else list(text)
    allowed = FAMILY_KINDS[family]
    out = []
    for item in (i.strip() for i in items):
        if not item:
            continue
        if family == NVPTX and item == "asm":
            item = "ptx"
        if item not in EMIT_KINDS:
            raise TileLangError(f"bad --emit kind {item!r} (use a comma list of "
                                f"{', '.join(allowed)})")
        if item not in allowed:
            raise TileLangError(f"--emit {item} is not made for --target {target} (use "
                                f"{', '.join(allowed)})")
        if item not in out:
            out.append(item)
    if not out:
        raise TileLangError("--emit needs at least one of " + ", ".join(allowed))
    return out


def _gpu_kinds(family: str, kinds: list[str]) -> list[str]:
    """Add what a GPU stage needs (the IR always, ptx for a cubin, obj for a code object)."""
    need = set(kinds) | {"ir"}
    if "cubin" in need:
        need.add("ptx")
    if "hsaco" in need:
        need.add("obj")
    return [k for k in FAMILY_KINDS[family] if k in need]


def compile_kernel(source: str | os.PathLike, *, target: str = HOST,
                   emit: Iterable[str] | str | None = None,
                   out_dir: str | os.PathLike | None = None,
                   keep: str | os.PathLike | None = None, opt_level: str = "3",
                   tilelang: bool = True, polly: bool = False, remarks: bool = False,
                   extra_flags: Sequence[str] = ()) -> CompileResult:
    """Compile ``source`` to the outputs named in ``emit`` (default: :data:`DEFAULT_EMIT` of
    the target's family).

    Outputs are written as ``<stem>`` + ``.ll`` (ir), ``.s`` (asm), ``.o`` (obj), ``.pre.ll``
    (pre-ir), ``.ptx``, ``.cubin``, ``.hsaco`` into ``keep`` when given -- which then also gets
    every stage (``pre-ir`` and ``ir`` in addition to ``emit``, and on GPU targets every stage
    of the family) and a ``commands.sh`` with each command -- else into ``out_dir`` (default:
    the current directory). Each clang output is one clang run with the same flags. GPU
    targets always make the IR and write ``<stem>.launch.json`` (see the module docstring).
    ``cubin`` is skipped with a note when no ptxas is found, unless ``emit`` names it (then
    TileLangError). Raises TileLangError for a bad target, source or option, ToolError (the
    tool's diagnostics in ``detail``) when clang, ptxas, ld.lld or llvm-readobj fails, and
    LaunchError for a malformed launch record.
    """
    src = _check_source(source)
    family = target_family(target)
    explicit = emit is not None
    kinds = parse_emit(DEFAULT_EMIT[family] if emit is None else emit, target)
    flags = clang_flags(target=target, opt_level=opt_level, tilelang=tilelang, polly=polly,
                        remarks=remarks, extra_flags=extra_flags)
    driver = _driver(src)
    if keep is not None:
        dest = Path(keep)
        if family == HOST:
            kinds = [k for k in EMIT_KINDS if k in kinds or k in ("pre-ir", "ir")]
        else:
            kinds = list(FAMILY_KINDS[family])
    else:
        dest = Path(out_dir) if out_dir is not None else Path.cwd()
    if family != HOST:
        kinds = _gpu_kinds(family, kinds)
    try:
        dest.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise TileLangError(f"cannot create {dest}: {exc.strerror}") from exc
    result = CompileResult(source=src, target=target)
    seen_diags: list[str] = []

    def note_diag(text: str) -> None:
        # Each clang run (IR, then PTX or object) repeats the IR passes' diagnostics: keep
        # every diagnostic (with its source lines) once, and clang's count line of the first
        # run that has one.
        for block in _diag_blocks(text):
            if block in seen_diags:
                continue
            if _COUNT_LINE.match(block) and any(_COUNT_LINE.match(b) for b in seen_diags):
                continue
            seen_diags.append(block)

    for kind in kinds:
        out = dest / (src.stem + _SUFFIX[kind])
        if out.resolve() == src.resolve():
            raise TileLangError(f"the {kind} output {out} would overwrite the source: write the "
                                f"outputs elsewhere (-o DIR)")
        if kind == "cubin":
            _assemble_ptx(result, target, result.outputs["ptx"], out,
                          required=explicit and "cubin" in parse_emit(emit, target), note=note_diag)
            continue
        if kind == "hsaco":
            _link_code_object(result, result.outputs["obj"], out)
            continue
        mode = list(_MODE[kind])
        kflags = flags
        if kind == "pre-ir":  # only the front end runs: the pass plugin is not needed
            kflags = [f for f in flags if not f.startswith("-fpass-plugin=")]
        argv = [str(driver), *kflags, *mode, str(src), "-o", str(out)]
        run = toolchain.run_tool(argv)
        result.outputs[kind] = out
        result.commands.append(run.command)
        result.seconds[kind] = run.seconds
        note_diag(run.stderr)
        if kind == "ir" and family != HOST:
            result.launch = launch_mod.parse_ir_file(out)
    result.diagnostics = "".join(seen_diags)
    if family != HOST:
        result.notes += _cross_check(result)
        sidecar = dest / (src.stem + launch_mod.SIDECAR_SUFFIX)
        files = {k: p.name for k, p in result.outputs.items()}
        launch_mod.write_sidecar(sidecar, result.launch, source=str(src), target=target,
                                 files=files,
                                 resources=[r.to_json() for r in result.resources],
                                 notes=result.notes)
        result.outputs["launch"] = sidecar
        if family == AMDGPU:
            result.notes.append(AMD_NOT_RUN)
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


#: clang's closing line: ``2 warnings generated.``, ``1 warning and 1 error generated.``
_COUNT_LINE = re.compile(r"^\d+ (warning|error)s?( and \d+ (warning|error)s?)? generated\.\n?$")


def _diag_blocks(text: str) -> list[str]:
    """``text`` (a tool's stderr) cut into diagnostics: a line that does not start with a
    space, with the indented lines that follow it (the source line and the caret)."""
    blocks: list[str] = []
    for line in text.splitlines(keepends=True):
        if blocks and line[:1] in (" ", "\t"):
            blocks[-1] += line
        else:
            blocks.append(line)
    return blocks


def _cross_check(result: CompileResult) -> list[str]:
    """Notes where a launch record's static shared bytes differ from what the assembler or
    the code object reports for that kernel (the record is what the harness trusts)."""
    notes = []
    by_name = {r.name: r for r in result.resources}
    for rec in result.launch:
        res = by_name.get(rec.kernel)
        if res is None or res.shared_bytes is None:
            continue
        if res.shared_bytes != rec.shared_bytes:
            notes.append(f"the launch record of {rec.kernel!r} says {rec.shared_bytes} B of static "
                         f"shared memory, the compiled kernel uses {res.shared_bytes} B")
    return notes


def _assemble_ptx(result: CompileResult, target: str, ptx: Path, out: Path, *, required: bool,
                  note) -> None:
    """ptxas -arch=TARGET -v PTX -o CUBIN (``-c`` when the PTX has no ``.entry``): fills
    ``result.resources`` from its report."""
    ptxas = toolchain.find_ptxas()
    if ptxas is None:
        msg = ("no ptxas found (the nvidia-cuda-nvcc wheel of requirements.txt, $CUDA_HOME/bin "
               "or PATH): no cubin and no resource report")
        if required:
            raise TileLangError(msg)
        result.notes.append(msg)
        return
    text = ptx.read_text(errors="replace")
    argv = [str(ptxas), f"-arch={target}", "-v"]
    if not re.search(r"^\s*\.(visible\s+|weak\s+)?\.?entry\s", text, re.M):
        argv.append("-c")
        result.notes.append("no kernel entry in the PTX (no function was mapped to a GPU kernel):"
                            " assembled with ptxas -c, every function compiled and reported; "
                            "the cubin is relocatable and cannot be launched")
    argv += [str(ptx), "-o", str(out)]
    run = toolchain.run_tool(argv)
    result.outputs["cubin"] = out
    result.commands.append(run.command)
    result.seconds["cubin"] = run.seconds
    result.resources = parse_ptxas(run.stderr + run.stdout)
    warnings = "".join(l + "\n" for l in (run.stderr + run.stdout).splitlines()
                       if "ptxas info" not in l and not l.startswith("    "))
    note(warnings)


def _link_code_object(result: CompileResult, obj: Path, out: Path) -> None:
    """ld.lld -shared OBJ -o HSACO, then llvm-readobj --notes for the per-kernel resources."""
    run = toolchain.run_tool([toolchain.tool("ld.lld"), "-shared", str(obj), "-o", str(out)])
    result.outputs["hsaco"] = out
    result.commands.append(run.command)
    result.seconds["hsaco"] = run.seconds
    notes = toolchain.run_tool([toolchain.tool("llvm-readobj"), "--notes", str(out)])
    result.commands.append(notes.command)
    result.resources = parse_amdhsa_notes(notes.stdout)


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
