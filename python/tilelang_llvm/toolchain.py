"""Toolchain discovery: the LLVM 22 tools and the two TileLang plugins.

- LLVM tools (``clang``, ``clang++``, ``opt``, ``llc``, ``llvm-*``) come from ``$TILELANG_LLVM_BIN``
  when set, else ``/usr/lib/llvm-22/bin``.
- The plugins (``TileLangPasses.so``, ``TileLangClang.so``) come from ``$TILELANG_PLUGIN_DIR``
  when set, else ``<repo>/build/lib`` (the repository that holds this package), where
  ``make build`` puts them.
- ``ptxas`` (NVIDIA targets, optional): ``$TILELANG_PTXAS``, else the ``nvidia-cuda-nvcc`` wheel
  (``nvidia/cu13/bin/ptxas`` in this interpreter's or the repository's ``.venv``
  site-packages), else ``$CUDA_HOME/bin/ptxas``, else ``ptxas`` on ``PATH``.

Every lookup that fails raises :class:`~tilelang_llvm.errors.TileLangError` with a message that
says what to do.

Every tool runs in a process group of its own (:func:`run_tool`): when the harness is interrupted
(KeyboardInterrupt, or the CLI's SIGTERM handler raising) while a tool runs, the whole group --
clang and the ``clang -cc1`` it started -- is killed before the exception goes on;
:func:`kill_children` kills whatever groups are still running (the CLI calls it on a signal).
"""

from __future__ import annotations

import ctypes
import glob
import os
import signal
import shutil
import subprocess
import sys
import sysconfig
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Sequence

from .errors import TileLangError, ToolError

DEFAULT_LLVM_BIN = Path("/usr/lib/llvm-22/bin")
PASSES_PLUGIN = "TileLangPasses.so"
CLANG_PLUGIN = "TileLangClang.so"

#: The repository root: python/tilelang_llvm/ -> python/ -> repo.
REPO_ROOT = Path(__file__).resolve().parent.parent.parent


def llvm_bin_dir() -> Path:
    """The directory of the LLVM tools: ``$TILELANG_LLVM_BIN`` or ``/usr/lib/llvm-22/bin``.

    Raises TileLangError if it is not a directory.
    """
    env = os.environ.get("TILELANG_LLVM_BIN")
    d = Path(env) if env else DEFAULT_LLVM_BIN
    if not d.is_dir():
        src = "TILELANG_LLVM_BIN" if env else "the default"
        raise TileLangError(f"LLVM 22 tools not found: {d} ({src}) is not a directory; install "
                            f"them with `make deps` or set TILELANG_LLVM_BIN to their bin/")
    return d


def tool(name: str) -> Path:
    """The path of the LLVM tool ``name`` (``"clang++"``, ``"opt"``, ``"llc"``, ...).

    Raises TileLangError if the tool is missing or not executable.
    """
    p = llvm_bin_dir() / name
    if not (p.is_file() and os.access(p, os.X_OK)):
        raise TileLangError(f"{name} not found in {p.parent} (set TILELANG_LLVM_BIN to the bin/ "
                            f"of an LLVM 22 install, or run `make deps`)")
    return p


def plugin_dir() -> Path:
    """Where the plugins are looked for: ``$TILELANG_PLUGIN_DIR`` or ``<repo>/build/lib``."""
    env = os.environ.get("TILELANG_PLUGIN_DIR")
    return Path(env) if env else REPO_ROOT / "build" / "lib"


@dataclass(frozen=True)
class Plugins:
    """Paths of the pass plugin (``passes``) and the clang front-end plugin (``frontend``)."""

    passes: Path
    frontend: Path


def plugins() -> Plugins:
    """Both plugins; TileLangError naming the missing file(s) and the hint to run ``make build``."""
    d = plugin_dir()
    p = Plugins(d / PASSES_PLUGIN, d / CLANG_PLUGIN)
    missing = [x.name for x in (p.passes, p.frontend) if not x.is_file()]
    if missing:
        where = "TILELANG_PLUGIN_DIR" if os.environ.get("TILELANG_PLUGIN_DIR") else "the build"
        raise TileLangError(f"{' and '.join(missing)} not found in {d} ({where}): run "
                            f"`make build` (or set TILELANG_PLUGIN_DIR), or pass --no-tilelang "
                            f"to compile without the plugins")
    return p


def plugins_available() -> bool:
    """True when both plugin files exist (no error)."""
    try:
        plugins()
        return True
    except TileLangError:
        return False


def libomp() -> Path:
    """LLVM's OpenMP runtime, ``libomp.so``, for host kernels with a parallel region
    (``tilelang-parallel`` emits ``__kmpc_fork_call_if``): ``<llvm>/lib/libomp.so`` beside the tools
    (Debian's ``libomp-22-dev``, installed by ``scripts/setup-llvm.sh``). TileLangError when it is
    missing."""
    p = llvm_bin_dir().parent / "lib" / "libomp.so"
    if not p.is_file():
        raise TileLangError(f"libomp.so not found in {p.parent}: install libomp-22-dev "
                            f"(`bash scripts/setup-llvm.sh`)")
    return p


def host_threads() -> int:
    """The threads a parallel host kernel runs on, as libomp 22 reads ``$OMP_NUM_THREADS``: its
    first number when set (``0`` is "value too small" to libomp, which then uses 1, and so does
    this), else the cores this process may run on (libomp's default).

    TileLangError when the variable is set but its first field is not a number (empty, ``-1``,
    ``abc``): libomp stops such a program with an assertion (kmp_settings.cpp, ``total > 0``).
    Checked against libomp 22 on Debian 12 (new-user test of session 8: ``OMP_NUM_THREADS=0``
    was reported as one thread per core)."""
    raw = os.environ.get("OMP_NUM_THREADS")
    first = (raw or "").split(",")[0].strip()
    if raw is not None and not (first == "" and "," in raw):  # ",2": the default first level
        if not (first.isascii() and first.isdigit()):
            raise TileLangError(f"OMP_NUM_THREADS={raw!r} is not a number of threads: libomp "
                                f"stops on it with an assertion; unset it or give a positive "
                                f"number")
        return max(1, int(first))
    try:
        return len(os.sched_getaffinity(0))
    except AttributeError:  # pragma: no cover - not Linux
        return os.cpu_count() or 1


def find_ptxas() -> Path | None:
    """The ptxas to assemble PTX with (see the module docstring for the order), or None.

    ``$TILELANG_PTXAS`` that is not an executable file raises TileLangError (a typo must not
    silently pick another ptxas)."""
    env = os.environ.get("TILELANG_PTXAS")
    if env:
        p = Path(env)
        if not (p.is_file() and os.access(p, os.X_OK)):
            raise TileLangError(f"TILELANG_PTXAS={env} is not an executable file")
        return p
    cands: list[str] = []
    for key in ("purelib", "platlib"):
        cands.append(os.path.join(sysconfig.get_paths()[key], "nvidia", "cu13", "bin", "ptxas"))
    cands += sorted(glob.glob(str(REPO_ROOT / ".venv" / "lib" / "python*" / "site-packages" /
                                  "nvidia" / "cu13" / "bin" / "ptxas")))
    if os.environ.get("CUDA_HOME"):
        cands.append(os.path.join(os.environ["CUDA_HOME"], "bin", "ptxas"))
    on_path = shutil.which("ptxas")
    if on_path:
        cands.append(on_path)
    for c in cands:
        if os.path.isfile(c) and os.access(c, os.X_OK):
            return Path(c)
    return None


@dataclass
class ToolRun:
    """The result of :func:`run_tool`: argv, exit status, stdout, stderr, wall seconds."""

    command: list[str]
    returncode: int
    stdout: str
    stderr: str
    seconds: float


#: Process groups of the tools running now: pgid -> the tool's name.
_RUNNING: dict[int, str] = {}
#: The tools killed because an exception (an interruption) went through run_tool.
_STOPPED: list[str] = []


def _kill_group(pgid: int) -> None:
    try:
        os.killpg(pgid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        pass


def kill_children() -> list[str]:
    """SIGKILL every process group :func:`run_tool` started that is still running; returns
    the names of the tools stopped so far, by this or by an interruption that went through
    :func:`run_tool` (``["clang++"]``), for the message."""
    for pgid, name in list(_RUNNING.items()):
        _kill_group(pgid)
        _RUNNING.pop(pgid, None)
        _STOPPED.append(name)
    return list(dict.fromkeys(_STOPPED))


def _die_with_parent() -> None:
    """In the child before exec (Linux): SIGKILL it when the harness dies, even by SIGKILL,
    which no handler sees (prctl PR_SET_PDEATHSIG; new-user test: `kill -9` left clang++
    running). Elsewhere a no-op."""
    if sys.platform.startswith("linux"):
        try:
            ctypes.CDLL(None, use_errno=True).prctl(1, int(signal.SIGKILL), 0, 0, 0)
        except (OSError, AttributeError):
            pass


def run_tool(command: Sequence[str | os.PathLike], *, check: bool = True,
             cwd: str | os.PathLike | None = None, timeout: float | None = None) -> ToolRun:
    """Run a tool, capturing its output.

    ``command``: argv (the first element a path or a name). With ``check`` (the default) a
    non-zero exit raises :class:`ToolError` whose ``detail`` is the tool's stderr as it printed
    it and whose message names the tool and its exit status. Raises TileLangError when the tool
    cannot be started or runs past ``timeout`` seconds. The tool runs in a new process group;
    on any exception while it runs (a timeout, KeyboardInterrupt, a signal handler's) the group
    is killed (SIGKILL) and reaped before the exception propagates.
    """
    argv = [str(c) for c in command]
    name = Path(argv[0]).name
    t0 = time.perf_counter()
    try:
        proc = subprocess.Popen(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                                cwd=cwd, errors="replace", process_group=0,
                                preexec_fn=_die_with_parent)
    except FileNotFoundError as exc:
        raise TileLangError(f"cannot run {argv[0]}: not found") from exc
    except PermissionError as exc:
        raise TileLangError(f"cannot run {argv[0]}: not executable") from exc
    _RUNNING[proc.pid] = name
    try:
        try:
            stdout, stderr = proc.communicate(timeout=timeout)
        except subprocess.TimeoutExpired as exc:
            _kill_group(proc.pid)
            proc.communicate()
            raise TileLangError(f"{name} ran past {timeout} s: {' '.join(argv)}") from exc
        except BaseException:
            _kill_group(proc.pid)
            _STOPPED.append(name)
            proc.wait()
            raise
    finally:
        _RUNNING.pop(proc.pid, None)
    dt = time.perf_counter() - t0
    run = ToolRun(argv, proc.returncode, stdout, stderr, dt)
    if check and proc.returncode != 0:
        if proc.returncode < 0:
            what = f"{name} crashed (signal {-proc.returncode})"
        else:
            what = f"{name} failed (exit status {proc.returncode})"
        raise ToolError(what, detail=stderr or stdout, command=argv,
                        returncode=proc.returncode)
    return run


def clang_version() -> str:
    """The first line of ``clang --version`` (e.g. ``Debian clang version 22.1.8 ...``)."""
    return run_tool([tool("clang"), "--version"]).stdout.splitlines()[0]
