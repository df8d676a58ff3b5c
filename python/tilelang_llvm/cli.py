"""The ``tilelang-llvm`` command: a thin layer over compile, host and bench.

    tilelang-llvm compile KERNEL.cpp [--target host|sm_90|gfx942|...] [--emit ir,asm,obj]
                                     [--keep DIR] [-O3] [--no-tilelang] [--remarks]
                                     [-- extra clang args]
    tilelang-llvm run     KERNEL.cpp [--target host|sm_XX] [--kernel NAME] [--sizes M=100,N=77]
                                     [--seed S] [--no-tilelang] [--reference FILE.py]
                                     [-- extra clang args]
    tilelang-llvm bench   KERNEL.cpp [--target host|sm_XX] [--kernel NAME] [--sizes ...]
                                     [--repeat N] [--json FILE]
                                     [--variants clang,polly,tilelang,numpy] [--compile-time]
    tilelang-llvm gpu-artefacts [SOURCES...] [--target sm_90] [--out-dir gpu-artefacts]
                                     compile every example (and the GPU test kernels) for the GPU
                                     machine's one-call check (scripts/gpu-check.sh)
    tilelang-llvm targets [NAME] [--json]   list the chip descriptions, or show one with sources
    tilelang-llvm banks   KERNEL.cpp --target sm_90|gfx942 [--block X,Y,Z] [--mode analyze|remap]
                                     [--json FILE | -o DIR] [-O3] [-- extra clang args]

Results go to stdout, compiler diagnostics and progress to stderr. Exit status: 0 success,
1 failure (a check failed, a tool failed, or any other error, printed as one line
``tilelang-llvm: error: ...`` after the tool's own diagnostics), 2 bad usage (argparse),
130 interrupted (SIGINT), 143 terminated (SIGTERM): then the tools it runs (clang and its
``-cc1``, ptxas, ...) and a kernel's forked process are killed first, and the one line is
``tilelang-llvm: error: interrupted by SIGTERM (stopped: clang++)``. ``TILELANG_DEBUG=1`` shows
Python tracebacks instead.
"""

from __future__ import annotations

import argparse
import os
import signal
import sys
from pathlib import Path
from typing import Sequence

from .errors import TileLangError

PROG = "tilelang-llvm"



def _seed(text: str) -> int:
    """argparse type of --seed: a non-negative integer (NumPy's generators take no other)."""
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"invalid seed {text!r}: not an integer") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"invalid seed {value}: must be 0 or more")
    return value

def _stderr_console():
    from rich.console import Console
    return Console(stderr=True, highlight=False)


def _stdout_console():
    from rich.console import Console
    width = None if sys.stdout.isatty() else 160
    return Console(highlight=False, width=width)


def _print_diag(text: str) -> None:
    if text:
        sys.stderr.write(text if text.endswith("\n") else text + "\n")
        sys.stderr.flush()


def _add_common(p: argparse.ArgumentParser, *, kernel: bool = True) -> None:
    p.add_argument("source", metavar="KERNEL.cpp", help="the C or C++ source of the kernel")
    p.add_argument("--target", default="host",
                   help="host (the default), an NVIDIA chip (sm_80, sm_89, sm_90, sm_100) or an "
                        "AMD chip (gfx90a, gfx942, gfx950: compiled and checked, not run)")
    p.add_argument("--no-tilelang", dest="tilelang", action="store_false",
                   help="plain clang: do not load the TileLang plugins")
    if kernel:
        p.add_argument("--kernel", metavar="NAME",
                       help="the kernel (function) to run; optional when the description has one")
        p.add_argument("--sizes", metavar="M=..,N=..", default="",
                       help="sizes overriding the description's defaults, e.g. M=100,N=77,K=33")
        p.add_argument("--seed", type=_seed, default=0, help="seed of the random inputs (default 0)")
        p.add_argument("--reference", metavar="FILE.py",
                       help="a description file (KERNELS, or a reference() function) to use "
                            "instead of KERNEL.py")


def build_parser() -> argparse.ArgumentParser:
    """The argparse parser of ``tilelang-llvm`` (extra clang args after ``--`` are split off
    before parsing)."""
    ap = argparse.ArgumentParser(
        prog=PROG, description="Compile, run and benchmark #pragma tilelang kernels with the "
                               "TileLang-LLVM plugins. Extra clang arguments go after `--`.")
    sub = ap.add_subparsers(dest="command", metavar="COMMAND", required=True)

    c = sub.add_parser("compile", help="compile a kernel, print the path of each output",
                       description="Compile with clang and both plugins (-O3 -march=native); "
                                   "print the path of each output.")
    _add_common(c, kernel=False)
    c.add_argument("--emit", default=None, metavar="KINDS",
                   help="comma list of ir (optimized LLVM IR), asm, obj, pre-ir (IR before our "
                        "passes); NVIDIA: ptx, cubin; AMD: asm, obj, hsaco. Default: ir on the "
                        "host, ir,ptx,cubin on NVIDIA, ir,obj,hsaco on AMD")
    c.add_argument("--keep", metavar="DIR",
                   help="write every stage into DIR, including pre-ir (the IR before our passes, "
                        "to replay with opt) and commands.sh")
    c.add_argument("-o", "--output-dir", metavar="DIR",
                   help="where the outputs go without --keep (default: the current directory)")
    c.add_argument("-O", dest="opt_level", default="3", metavar="LEVEL",
                   help="optimisation level: -O0 .. -O3, -Os, -Oz (default -O3)")
    c.add_argument("--remarks", action="store_true",
                   help="print the passes' remarks (-Rpass=tilelang -Rpass-missed=tilelang)")

    r = sub.add_parser("run", help="compile, run on random inputs, check against the reference",
                       description="Compile to optimized IR, JIT it with llvmlite, call the "
                                   "kernel on random inputs and compare with the reference.")
    _add_common(r)
    r.add_argument("-O", dest="opt_level", default="3", metavar="LEVEL",
                   help="optimisation level (default -O3)")
    r.add_argument("--polly", action="store_true", help="add -mllvm -polly")
    r.add_argument("--remarks", action="store_true", help="print the passes' remarks")

    b = sub.add_parser("bench", help="time the variants side by side",
                       description="Build clang -O3, clang -O3 -mllvm -polly, tilelang and (when "
                                   "the description has numpy_equiv) NumPy's 1-thread BLAS; check "
                                   "each once, time the median of --repeat runs.")
    _add_common(b)
    b.add_argument("--repeat", type=int, default=None,
                   help="timed runs per variant (default 5, on a GPU 20; with --compile-time 10 "
                        "of each)")
    b.add_argument("--warmup", type=int, default=None,
                   help="untimed runs first (default 1, on a GPU 3)")
    b.add_argument("--variants", default=None,
                   help="host: comma list of clang, polly, tilelang, numpy, numpy-mt (default: all); "
                        "GPU: of tilelang, torch, triton, copy (default: all; torch needs PyTorch "
                        "and a torch_equiv, triton Triton and a triton_equiv, copy a bytes "
                        "expression)")
    b.add_argument("--json", metavar="FILE", help="also write the results as JSON")
    b.add_argument("--compile-time", action="store_true",
                   help="instead: time clang -O2 -c with vs. without the plugins "
                        "(median of --repeat runs) against the 10%% bar")
    b.add_argument("--max-overhead", type=float, metavar="PCT",
                   help="with --compile-time: exit 1 when the plugins add more than PCT %%")
    b.add_argument("--markdown", metavar="FILE",
                   help="with a directory (a suite, e.g. benchmarks/real/): also write the table, "
                        "the summary and the refusal reasons as markdown")
    b.add_argument("--small", action="store_true",
                   help="with a directory: run each kernel at its description's SMALL_SIZES")

    k = sub.add_parser("banks", help="the scratchpad bank report of a GPU kernel",
                       description="Compile for the GPU with both plugins and print what "
                                   "tilelang-sram-bank predicts for every shared-memory / LDS "
                                   "access (wavefronts, bank conflicts, or why unknown); write "
                                   "it as JSON.")
    k.add_argument("source", metavar="KERNEL.cpp", help="the C or C++ source of the kernel")
    k.add_argument("--target", required=True, metavar="CHIP",
                   help="sm_80, sm_89, sm_90, sm_100, gfx90a, gfx942 or gfx950")
    k.add_argument("--block", metavar="X,Y,Z",
                   help="block shape of kernels that do not state it (reqntid)")
    k.add_argument("--mode", default="analyze", choices=("analyze", "remap"),
                   help="remap: also remap the buffers whose accesses conflict")
    k.add_argument("--json", metavar="FILE",
                   help="where the JSON goes (default: KERNEL.banks.json in the output "
                        "directory)")
    k.add_argument("-o", "--output-dir", metavar="DIR",
                   help="the output directory, as for compile (default: the current "
                        "directory)")
    k.add_argument("-O", dest="opt_level", default="3", metavar="LEVEL",
                   help="optimisation level (default -O3)")
    k.add_argument("--no-tilelang", dest="tilelang", action="store_false",
                   help="do not load the front-end plugin and the IR passes")
    g = sub.add_parser("gpu-artefacts", help="compile every example for the GPU machine's check",
                       description="Compile each source (default: examples/*.cpp and the GPU "
                                   "test kernels test/python/kernels/gpu/*.ll) for an NVIDIA "
                                   "target into one folder -- PTX, cubin, launch.json per source "
                                   "and manifest.json -- for scripts/gpu-check.sh on a machine "
                                   "with a GPU and no clang. A source that fails to compile is "
                                   "recorded in the manifest, not fatal.")
    g.add_argument("sources", nargs="*", metavar="SOURCE",
                   help="sources to compile (default: the examples and the GPU test kernels)")
    g.add_argument("--target", default="sm_90", help="NVIDIA chip (default sm_90)")
    g.add_argument("--out-dir", default="gpu-artefacts", metavar="DIR",
                   help="where the artefacts go (default gpu-artefacts/; emptied first)")
    g.add_argument("--no-tilelang", dest="tilelang", action="store_false",
                   help="plain clang: do not load the TileLang plugins")
    t = sub.add_parser("targets", help="list the chip descriptions, or show one",
                       description="List the chip descriptions of targets/ ($TILELANG_TARGETS_DIR "
                                   "when set), or show one with the source of every figure.")
    t.add_argument("name", nargs="?", metavar="NAME",
                   help="a description's name, file stem or target CPU (sm_90a, gfx942, host)")
    t.add_argument("--json", action="store_true", help="print the JSON instead of a table")
    return ap


def _split_extra(argv: Sequence[str]) -> tuple[list[str], list[str]]:
    argv = list(argv)
    if "--" in argv:
        i = argv.index("--")
        return argv[:i], argv[i + 1:]
    return argv, []


def _pick_kernel(args: argparse.Namespace) -> str:
    if args.kernel:
        return args.kernel
    from . import kernel as kmod
    if args.reference:
        path = Path(args.reference)
    else:
        path = kmod.spec_path_for(args.source)
        if not path.is_file():
            raise TileLangError(f"no kernel description for {args.source}: expected {path} "
                                f"defining KERNELS = [KernelSpec(...)], or pass --reference FILE.py")
    specs = kmod.load_specs(path)
    if len(specs) == 1:
        return specs[0].name
    raise TileLangError(f"{path} describes {len(specs)} kernels "
                        f"({', '.join(s.name for s in specs) or 'none'}): pass --kernel NAME")


def _cmd_compile(args: argparse.Namespace, extra: list[str]) -> int:
    from . import compile as compile_mod
    res = compile_mod.compile_kernel(args.source, target=args.target, emit=args.emit,
                                     out_dir=args.output_dir, keep=args.keep,
                                     opt_level=args.opt_level, tilelang=args.tilelang,
                                     remarks=args.remarks, extra_flags=extra)
    _print_diag(res.diagnostics)
    for kind, path in res.outputs.items():
        print(f"{kind}: {path}")
    replay = res.replay_command()
    if replay and args.tilelang:
        print(f"replay: {replay}")
    if compile_mod.target_family(args.target) != compile_mod.HOST:
        if res.launch:
            for r in res.launch:
                print(f"launch: {r.describe()}")
        else:
            print("launch: none (no !tilelang.launch: no function was mapped to a GPU kernel)")
        for r in res.resources:
            print(f"resources: {r.describe()}")
        if not res.resources and "hsaco" in res.outputs:
            print("resources: none (the code object's amdhsa.kernels is empty: no kernel)")
        for n in res.notes:
            print(f"note: {n}")
    return 0


def _gpu_kernel(args: argparse.Namespace, extra: list[str], tmp: str):
    """Checks, compiles and loads the kernel of a GPU run/bench: (GpuKernel, sizes)."""
    from . import cudadrv, gpurun
    from .inputs import check_memory, resolve_sizes
    from .kernel import find_spec
    from .sizes import parse_sizes
    gpurun.require_nvidia(args.target)
    reason = cudadrv.unavailable_reason()
    if reason is not None:
        raise TileLangError(cudadrv.no_gpu_message(reason))
    sizes = parse_sizes(args.sizes)
    name = _pick_kernel(args)
    spec = find_spec(args.source, name, args.reference)
    resolved = resolve_sizes(spec, sizes)
    check_memory(spec, resolved)  # bad sizes fail before compiling
    # The description's defines (fixed-size dimensions) at these sizes, as the host path does
    # (the new-user test of session 8 found them missing here).
    mod, diags = gpurun.compile_for_gpu(args.source, args.target, tmp, tilelang=args.tilelang,
                                        opt_level=getattr(args, "opt_level", "3"),
                                        extra_flags=(*spec.clang_flags,
                                                     *spec.define_flags(resolved), *extra))
    _print_diag(diags)
    loaded = gpurun.load_module(mod)
    if loaded.cubin_error:
        print(f"{PROG}: note: the cubin did not load ({loaded.cubin_error}); the driver "
              f"compiled the PTX", file=sys.stderr)
    return gpurun.GpuKernel(loaded, spec), sizes


def _cmd_run_gpu(args: argparse.Namespace, extra: list[str]) -> int:
    import tempfile

    from . import gpurun
    with tempfile.TemporaryDirectory(prefix="tilelang-gpu-") as tmp:
        gk, sizes = _gpu_kernel(args, extra, tmp)
        res = gpurun.run_loaded(gk, sizes, seed=args.seed)
    print(res.summary())
    return 0 if res.ok else 1


def _cmd_run(args: argparse.Namespace, extra: list[str]) -> int:
    from . import compile as compile_mod
    from . import host
    from .sizes import parse_sizes
    if compile_mod.target_family(args.target) != compile_mod.HOST:
        if args.remarks:
            extra = ["-Rpass=tilelang", "-Rpass-missed=tilelang", "-Rpass-analysis=tilelang",
                     *extra]
        if args.polly:
            raise TileLangError("--polly is for the host target")
        return _cmd_run_gpu(args, extra)
    sizes = parse_sizes(args.sizes)
    name = _pick_kernel(args)
    flags = list(extra)
    if args.remarks:
        flags = ["-Rpass=tilelang", "-Rpass-missed=tilelang", "-Rpass-analysis=tilelang", *flags]
    res = host.run_kernel(args.source, name, sizes, seed=args.seed, tilelang=args.tilelang,
                          extra_flags=flags, reference_file=args.reference, polly=args.polly,
                          opt_level=args.opt_level)
    _print_diag(res.diagnostics)
    print(res.summary())
    return 0 if res.ok else 1


def _cmd_bench_gpu(args: argparse.Namespace, extra: list[str]) -> int:
    import tempfile

    from . import gpurun
    if args.compile_time:
        raise TileLangError("--compile-time measures the host compile: drop --target")
    keys = ["tilelang", *gpurun.BASELINES]
    if args.variants is not None:
        keys = [v.strip() for v in args.variants.split(",") if v.strip()]
        bad = [v for v in keys if v not in ("tilelang", *gpurun.BASELINES)]
        if bad or not keys:
            raise TileLangError(f"bad --variants {args.variants!r} for a GPU: use a comma list of "
                                f"tilelang, {', '.join(gpurun.BASELINES)}")
    if not args.tilelang:
        print(f"{PROG}: note: --no-tilelang: the kernel is compiled without the plugins",
              file=sys.stderr)
    with tempfile.TemporaryDirectory(prefix="tilelang-gpu-") as tmp:
        gk, sizes = _gpu_kernel(args, extra, tmp)
        rep = gpurun.bench_loaded(gk, sizes, seed=args.seed,
                                  warmup=3 if args.warmup is None else args.warmup,
                                  repeat=20 if args.repeat is None else args.repeat,
                                  baselines=[k for k in keys if k != "tilelang"],
                                  progress=lambda m: print(f"{PROG}: {m}", file=sys.stderr))
    print(gpurun.render_bench(rep))
    if args.json:
        gpurun.write_json(rep.to_json(), args.json)
        print(f"json: {args.json}")
    if not rep.ok:
        print(f"{PROG}: error: the kernel's result is wrong: {rep.rows[0].check}",
              file=sys.stderr)
        return 1
    return 0


def _cmd_gpu_artefacts(args: argparse.Namespace, extra: list[str]) -> int:
    from . import gpucheck
    man = gpucheck.build_artefacts(args.sources or None, target=args.target,
                                   out_dir=args.out_dir, tilelang=args.tilelang,
                                   extra_flags=extra,
                                   progress=lambda m: print(f"{PROG}: {m}", file=sys.stderr))
    print(gpucheck.describe_manifest(man))
    print(f"manifest: {Path(args.out_dir) / 'manifest.json'}")
    return 0


def _cmd_bench(args: argparse.Namespace, extra: list[str]) -> int:
    from . import bench
    from . import compile as compile_mod
    from .sizes import parse_sizes
    if Path(args.source).is_dir():
        return _cmd_bench_suite(args, extra)
    if compile_mod.target_family(args.target) != compile_mod.HOST:
        return _cmd_bench_gpu(args, extra)
    if args.variants is None:
        args.variants = "clang,polly,tilelang,numpy"
    if args.warmup is None:
        args.warmup = 1
    err = _stderr_console()
    out = _stdout_console()
    if args.compile_time:
        if not args.tilelang:
            raise TileLangError("--compile-time compares with and without the plugins: "
                                "drop --no-tilelang")
        with err.status("compile time") as status:
            runs = 10 if args.repeat is None else args.repeat
            rep = bench.compile_time(args.source, runs=runs, extra_flags=extra,
                                     progress=lambda m: status.update(m))
        out.print(bench.render_compile_time(rep))
        if args.json:
            bench.write_json(rep, args.json)
            print(f"json: {args.json}")
        if args.max_overhead is not None and rep.overhead * 100 > args.max_overhead:
            err.print(f"{PROG}: the plugins add {rep.overhead:.1%}, over --max-overhead "
                      f"{args.max_overhead}%")
            return 1
        return 0
    sizes = parse_sizes(args.sizes)
    name = _pick_kernel(args)
    variants = bench.parse_variants(args.variants)
    if not args.tilelang:
        variants = [v for v in variants if v != "tilelang"]

    def diag(label: str, text: str) -> None:
        if text:
            err.print(f"[bold]{label}:[/bold]", highlight=False)
            _print_diag(text)

    with err.status("bench") as status:
        repeat = 5 if args.repeat is None else args.repeat
        rep = bench.bench_kernel(args.source, name, sizes, repeat=repeat,
                                 warmup=args.warmup,
                                 seed=args.seed, variants=variants, reference_file=args.reference,
                                 extra_flags=extra, progress=lambda m: status.update(m),
                                 diagnostics=diag)
    out.print(bench.render_table(rep))
    if args.json:
        bench.write_json(rep, args.json)
        print(f"json: {args.json}")
    if not rep.ok:
        for line in bench.failure_lines(rep):
            print(line, file=sys.stderr)
        bad = [r.label for r in rep.rows if r.error is not None or r.verified is False]
        print(f"{PROG}: error: variant(s) failed: {', '.join(bad)}", file=sys.stderr)
        return 1
    return 0


def _cmd_bench_suite(args: argparse.Namespace, extra: list[str]) -> int:
    """``bench DIR``: every kernel of DIR, plain clang, Polly and ours (tilelang.suite)."""
    import json
    from . import compile as compile_mod
    from . import suite
    if compile_mod.target_family(args.target) != compile_mod.HOST:
        raise TileLangError("bench DIR runs the host suite only (no --target)")
    if args.sizes:
        raise TileLangError("bench DIR takes each kernel's sizes from its description "
                            "(--small: its SMALL_SIZES); --sizes applies to one kernel")
    if extra or not args.tilelang or args.variants or args.compile_time or args.reference:
        raise TileLangError("bench DIR takes --kernel K1,K2, --small, --repeat, --warmup, "
                            "--seed, --json and --markdown only")
    only = [k for k in (args.kernel or "").split(",") if k]
    err = _stderr_console()
    out = _stdout_console()
    with err.status("suite") as status:
        rep = suite.run_suite(args.source, only=only, small=args.small,
                              repeat=5 if args.repeat is None else args.repeat,
                              warmup=1 if args.warmup is None else args.warmup, seed=args.seed,
                              progress=lambda m: status.update(m))
    out.print(suite.render_table(rep))
    md = suite.to_markdown(rep)
    print(md[md.index("\n- bands tiled"):].strip("\n"))
    if args.json:
        try:
            Path(args.json).write_text(json.dumps(rep.to_dict(), indent=2) + "\n")
        except OSError as exc:
            raise TileLangError(f"cannot write {args.json}: {exc.strerror}") from exc
        print(f"json: {args.json}")
    if args.markdown:
        try:
            Path(args.markdown).write_text(md)
        except OSError as exc:
            raise TileLangError(f"cannot write {args.markdown}: {exc.strerror}") from exc
        print(f"markdown: {args.markdown}")
    bad = rep.summary()["failed_or_wrong"]
    if bad:
        print(f"{PROG}: error: failed or wrong against NumPy: {', '.join(bad)}", file=sys.stderr)
        return 1
    return 0


def _cmd_banks(args: argparse.Namespace, extra: list[str]) -> int:
    from . import banks
    rep = banks.bank_report(args.source, args.target, opt_level=args.opt_level, mode=args.mode,
                            block=banks.parse_block(args.block), tilelang=args.tilelang,
                            extra_flags=extra)
    print(banks.render_table(rep))
    if args.json:
        path = Path(args.json)
    else:
        out_dir = Path(args.output_dir) if args.output_dir else Path.cwd()
        try:
            out_dir.mkdir(parents=True, exist_ok=True)
        except OSError as exc:
            raise TileLangError(f"cannot create {out_dir}: {exc.strerror}") from exc
        path = out_dir / f"{Path(args.source).stem}.banks.json"
    banks.write_json(rep, path)
    print(f"json: {path}")
    return 0


def _cmd_targets(args: argparse.Namespace, extra: list[str]) -> int:
    import json

    from . import targets as tmod
    if extra:
        raise TileLangError("targets takes no extra arguments after --")
    out = _stdout_console()
    if args.name:
        t = tmod.find_target(args.name)
        if args.json:
            print(json.dumps(t.data, indent=2))
        else:
            out.print(tmod.render_detail(t))
        return 0
    ts = tmod.load_targets()
    if args.json:
        print(json.dumps([t.summary() for t in ts], indent=2))
    else:
        out.print(tmod.render_list(ts))
    return 0


_COMMANDS = {"compile": _cmd_compile, "run": _cmd_run, "bench": _cmd_bench,
             "banks": _cmd_banks, "gpu-artefacts": _cmd_gpu_artefacts,
             "targets": _cmd_targets}


class _Signalled(BaseException):
    """Raised by the CLI's handler of SIGTERM (and SIGINT): unwinds like KeyboardInterrupt, so
    the running tool's process group is killed on the way (toolchain.run_tool)."""

    def __init__(self, signum: int) -> None:
        super().__init__(signum)
        self.signum = signum


def _raise_signalled(signum: int, _frame) -> None:
    # Once: a second signal must not interrupt the clean-up (the finally restores them).
    for sig in (signal.SIGINT, signal.SIGTERM):
        if signal.getsignal(sig) is _raise_signalled:
            signal.signal(sig, signal.SIG_IGN)
    raise _Signalled(signum)


def _install_handlers() -> dict[int, object]:
    """SIGTERM and SIGINT raise _Signalled (an ignored SIGINT stays ignored); returns the
    previous handlers. Only in the main thread (signal.signal's rule)."""
    import threading
    if threading.current_thread() is not threading.main_thread():
        return {}
    old = {}
    for sig in (signal.SIGINT, signal.SIGTERM):
        prev = signal.getsignal(sig)
        if prev is signal.SIG_IGN:
            continue
        old[sig] = prev
        signal.signal(sig, _raise_signalled)
    return old


def _interrupted(signum: int) -> int:
    """Kill what still runs, print the one line, return 128 + the signal's number."""
    from . import toolchain
    stopped = toolchain.kill_children()
    what = f" (stopped: {', '.join(stopped)})" if stopped else ""
    print(f"{PROG}: error: interrupted by {signal.Signals(signum).name}{what}", file=sys.stderr)
    return 128 + signum


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point of ``tilelang-llvm``; returns the exit status (see the module docstring)."""
    argv = list(sys.argv[1:] if argv is None else argv)
    own, extra = _split_extra(argv)
    args = build_parser().parse_args(own)
    old = _install_handlers()
    try:
        return _main(args, extra)
    except _Signalled as exc:  # also under TILELANG_DEBUG: a signal is not a bug
        return _interrupted(exc.signum)
    except KeyboardInterrupt:
        return _interrupted(signal.SIGINT)
    finally:
        for sig, handler in old.items():
            signal.signal(sig, handler)


def _main(args: argparse.Namespace, extra: list[str]) -> int:
    if os.environ.get("TILELANG_DEBUG"):
        return _COMMANDS[args.command](args, extra)
    try:
        return _COMMANDS[args.command](args, extra)
    except TileLangError as exc:
        _print_diag(exc.detail)
        print(f"{PROG}: error: {exc.message}", file=sys.stderr)
        return 1
    except MemoryError:  # the runners name the arrays; this is the last resort
        print(f"{PROG}: error: out of memory (use smaller --sizes)", file=sys.stderr)
        return 1
    except Exception as exc:  # a bug of ours: still one line; TILELANG_DEBUG=1 for the traceback
        print(f"{PROG}: internal error: {type(exc).__name__}: {exc} "
              f"(set TILELANG_DEBUG=1 for a traceback)", file=sys.stderr)
        return 1


if __name__ == "__main__":
    sys.exit(main())
