"""Run the GPU kernels tilelang makes on the host, to check what the passes produce without a GPU.

A source is compiled for an NVPTX or AMDGPU target up to the end of the plugin's passes (clang
-O2 with the front-end plugin, then ``opt`` with tilelang-directives, -target-check, -tile,
-map, -promote and -layout, as at PipelineStartEP), the module is retargeted to x86-64 (data
layout and triple, kernel calling conventions and target attributes dropped, address spaces 1
and 3 made the host's) and the GPU primitives are renamed to the stand-ins of
``gpu_emulator_rt.c``:

- each GPU thread is a pthread with its thread and block ids in thread-local storage;
- the threads of a block run together, and the block barrier (``bar.sync`` / ``s_barrier``) is a
  real barrier; a barrier that a thread of the block can no longer reach (it exited) or that is
  not complete within 20 s fails the launch;
- blocks run one after the other: the shared buffers (``@tilelang.X``) are module globals,
  filled with 0xFF (NaN) before each block, so a read of an element no thread wrote shows up;
  a cooperative kernel (grid barriers) runs all its blocks at once, with one block when it also
  has shared buffers (its grid-stride loops cover every tile);
- the output arrays are poisoned (0xFF) before the launch, as gpurun does on the GPU.

With ``tsan=True`` the kernel is built with ThreadSanitizer, which reports any two threads'
unordered accesses to one element (a missing barrier): the host counterpart of racecheck; the
process that loads it needs ``LD_PRELOAD`` of clang's TSan runtime (:func:`tsan_runtime`).

What this does not model: warps (no lockstep, no shuffles), memory-model details below the
barriers and atomics, the GPU's floating-point contraction, and NVPTX/AMDGPU code generation
(ptxas, the AMDGPU backend): it checks the IR the plugin's passes produce, not the code a GPU
runs. The GPU check (scripts/gpu-check.sh) stays the reference.

    .venv/bin/python test/python/gpu_emulator.py SOURCE.cpp [--target sm_90|gfx942] [--tsan]
"""

from __future__ import annotations

import argparse
import ctypes
import os
import re
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

import numpy as np

from tilelang_llvm import kernel as kmod
from tilelang_llvm import launch as lmod
from tilelang_llvm import toolchain
from tilelang_llvm.gpucheck import sizes_for

HERE = Path(__file__).resolve().parent
RUNTIME = HERE / "gpu_emulator_rt.c"
TARGET_FLAGS = {"sm_80": ["--target=nvptx64-nvidia-cuda", "-march=sm_80"],
                "sm_90": ["--target=nvptx64-nvidia-cuda", "-march=sm_90"],
                "gfx942": ["--target=amdgcn-amd-amdhsa", "-mcpu=gfx942", "-nogpulib"]}
PASSES = ("tilelang-directives,tilelang-target-check,tilelang-tile,tilelang-map,"
          "tilelang-promote,tilelang-layout")
#: x86-64's data layout, with AMDGPU's private address space 5 for allocas.
HOST_LAYOUT = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128-A5"
#: The most blocks a cooperative kernel runs at once (all their threads are pthreads).
MAX_COOPERATIVE_BLOCKS = 8

_RENAME = {"@llvm.nvvm.barrier.cta.sync.aligned.all": "@emu_barrier",
           # pipeline(S)'s asynchronous copies complete at once here (a valid execution).
           "@llvm.nvvm.cp.async.ca.shared.global.4.s": "@emu_cp_async_4",
           "@llvm.nvvm.cp.async.ca.shared.global.8.s": "@emu_cp_async_8",
           "@llvm.nvvm.cp.async.ca.shared.global.16.s": "@emu_cp_async_16",
           "@llvm.nvvm.cp.async.commit.group": "@emu_cp_async_commit",
           "@llvm.nvvm.cp.async.wait.group": "@emu_cp_async_wait",
           "@llvm.amdgcn.s.barrier": "@emu_sbarrier",
           "@llvm.amdgcn.dispatch.ptr": "@emu_dispatch_ptr"}
for _d in "xyz":
    _RENAME.update({f"@llvm.nvvm.read.ptx.sreg.tid.{_d}": f"@emu_tid_{_d}",
                    f"@llvm.nvvm.read.ptx.sreg.ctaid.{_d}": f"@emu_ctaid_{_d}",
                    f"@llvm.nvvm.read.ptx.sreg.nctaid.{_d}": f"@emu_nctaid_{_d}",
                    f"@llvm.nvvm.read.ptx.sreg.ntid.{_d}": f"@emu_ntid_{_d}",
                    f"@llvm.amdgcn.workitem.id.{_d}": f"@emu_tid_{_d}",
                    f"@llvm.amdgcn.workgroup.id.{_d}": f"@emu_ctaid_{_d}"})
_ELEM_BYTES = {"float": 4, "i32": 4, "double": 8, "i64": 8, "half": 2, "i16": 2, "i8": 1}
_CTYPE = {"int8": "signed char", "int16": "short", "int32": "int", "int64": "long",
          "uint8": "unsigned char", "uint16": "unsigned short", "uint32": "unsigned",
          "uint64": "unsigned long", "float32": "float", "float64": "double"}


class EmulatorError(Exception):
    pass


def drop_barrier_after_copyin(host_ir: str) -> str:
    """The bug barrier_after_copyin.c guards against: no barrier between a shared buffer's
    cooperative copy-in and the band that reads it (for the emulator's own tests)."""
    out, n = re.subn(r"^(tile\.body\.split:[^\n]*\n)\s*call void @emu_barrier\(i32 0\)\n",
                     r"\1", host_ir, flags=re.M)
    if not n:
        raise EmulatorError("no barrier after a copy-in to drop")
    return out


MUTATIONS = {"drop-barrier-after-copyin": drop_barrier_after_copyin}


def sanitizer_runtime(name: str = "tsan") -> Path | None:
    """clang's ThreadSanitizer (``tsan``) or AddressSanitizer (``asan``) runtime, for
    LD_PRELOAD, or None."""
    libdir = Path(toolchain.tool("clang")).resolve().parent.parent / "lib" / "clang"
    found = sorted(libdir.glob(f"*/lib/linux/libclang_rt.{name}-x86_64.so"))
    return found[-1] if found else None


def tsan_runtime() -> Path | None:
    return sanitizer_runtime("tsan")


def _run(cmd, **kw) -> subprocess.CompletedProcess:
    p = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, **kw)
    if p.returncode:
        raise EmulatorError(f"{Path(str(cmd[0])).name} failed:\n{p.stderr[-4000:]}")
    return p


def gpu_ir(src: Path, target: str) -> tuple[str, str]:
    """The module after the plugin's passes, and their diagnostics."""
    plugins = toolchain.plugin_dir()
    driver = toolchain.tool("clang++" if src.suffix in (".cpp", ".cc") else "clang")
    pre = _run([driver, f"-fplugin={plugins / 'TileLangClang.so'}", *TARGET_FLAGS[target], "-O2",
                "-Xclang", "-disable-llvm-passes", "-S", "-emit-llvm", "-o", "-", src]).stdout
    p = _run([toolchain.tool("opt"), f"-load-pass-plugin={plugins / 'TileLangPasses.so'}",
              f"-passes={PASSES}", "-S", "-o", "-"], input=pre)
    return p.stdout, p.stderr


def retarget(ir: str) -> str:
    """The GPU module as an x86-64 module calling the runtime's stand-ins."""
    ir = re.sub(r'target datalayout = "[^"]*"', f'target datalayout = "{HOST_LAYOUT}"', ir)
    ir = re.sub(r'target triple = "[^"]*"', 'target triple = "x86_64-pc-linux-gnu"', ir)
    ir = re.sub(r'"(target-cpu|target-features|nvvm\.[a-z]+|amdgpu-[a-z-]+|'
                r'uniform-work-group-size)"="[^"]*"', "", ir)
    ir = re.sub(r"\b(ptx_kernel|amdgpu_kernel) ", "", ir)
    ir = re.sub(r"!reqd_work_group_size ![0-9]+", "", ir)
    for gpu, host in _RENAME.items():
        ir = re.sub(re.escape(gpu) + r"\b", host, ir)
    # Shared buffers: visible and initialised, so that the launcher can poison them.
    ir = re.sub(r"^(@tilelang\.[\w.]+) = internal addrspace\(3\) global (\[\d+ x \w+\]) poison",
                r"\1 = global \2 zeroinitializer, !tilelang.shared !{}", ir, flags=re.M)
    ir = re.sub(r'syncscope\("[a-z-]+"\) ', "", ir)
    # cp.async's source is a global-space pointer; one address space on the host.
    ir = re.sub(r"addrspacecast ptr (%[\w.]+) to ptr addrspace\(1\)",
                r"getelementptr i8, ptr \1, i64 0", ir)
    ir = re.sub(r"(declare [^\n]*@emu_cp_async_wait\()i32 immarg", r"\1i32", ir)
    # tilelang-promote's opaque copies (NVPTX inline `mov.b64`, to shorten live ranges): the
    # identity on the host.
    ir = re.sub(r'call i64 asm "mov\.b64 \$0, \$1;", "=l,l"\(i64 ([^)]*)\)', r"add i64 \1, 0", ir)
    # The grid barrier's spin loop yields the CPU (many more threads than cores here).
    if re.search(r"^grid\.sync\.wait[\w.]*:", ir, re.M):
        ir = re.sub(r"^(grid\.sync\.wait[\w.]*:[^\n]*\n)", r"\1  call void @emu_yield()\n", ir,
                    flags=re.M)
        ir += "\ndeclare void @emu_yield()\n"
    # One address space on the host (and ThreadSanitizer instruments only address space 0).
    return re.sub(r" addrspace\([13]\)", "", ir)


def shared_buffers(host_ir: str) -> list[tuple[str, int]]:
    """(symbol, bytes) of every shared buffer of the retargeted module (the dynamic shared
    memory tilelang-layout moves large buffers into is the runtime's 1 MiB array)."""
    out = [(m.group(1), int(m.group(2)) * _ELEM_BYTES[m.group(3)])
           for m in re.finditer(r"^@(tilelang\.[\w.]+) = global \[(\d+) x (\w+)\] "
                                r"zeroinitializer, !tilelang.shared", host_ir, re.M)]
    if re.search(r"^@tilelang_dynamic_smem = external", host_ir, re.M):
        out.append(("tilelang_dynamic_smem", 1 << 20))
    return out


def trampolines(specs, kernels) -> str:
    """C functions emu_call_K(void **args) that call kernel K with its typed arguments."""
    out = []
    for s in specs:
        if s.name not in kernels:
            continue
        types, args = [], []
        for i, p in enumerate(s.params):
            if isinstance(p, kmod.Scalar):
                t = _CTYPE[p.dtype]
                types.append(t)
                args.append(f"*({t} *)a[{i}]")
            else:
                types.append("void *")
                args.append(f"a[{i}]")
        out.append(f"extern void {s.name}({', '.join(types)});")
        out.append(f"void emu_call_{s.name}(void **a) {{ {s.name}({', '.join(args)}); }}")
    return "\n".join(out) + "\n"


@dataclass
class Result:
    kernel: str
    sizes: dict
    grid: tuple
    ok: bool
    message: str

    def line(self) -> str:
        s = ",".join(f"{k}={v}" for k, v in self.sizes.items())
        g = "x".join(map(str, self.grid))
        return f"{'PASS' if self.ok else 'FAIL'} {self.kernel} {s} (grid {g}): {self.message}"


class EmulatedModule:
    """A source compiled for ``target`` and built for the host (see the module docstring)."""

    def __init__(self, src: str | os.PathLike, target: str = "sm_90", *, tsan: bool = False,
                 asan: bool = False,
                 work: str | os.PathLike | None = None,
                 mutate: Callable[[str], str] | None = None):
        self.src = Path(src).resolve()
        self.target = target
        if work is None:  # removed once the library is loaded
            self._tmp = tempfile.TemporaryDirectory(prefix="gpu_emulator.")
            work = self._tmp.name
        work = Path(work)
        work.mkdir(parents=True, exist_ok=True)
        ir, self.diagnostics = gpu_ir(self.src, target)
        self.records = {r.kernel: r for r in lmod.parse_ir(ir)}
        self.specs = {s.name: s for s in kmod.load_specs(kmod.spec_path_for(self.src))}
        host = retarget(ir)
        if mutate:  # tests of the emulator: a broken kernel must fail
            host = mutate(host)
        if tsan or asan:
            attr = "sanitize_thread" if tsan else "sanitize_address"
            host = re.sub(r"^(attributes #\d+ = \{ )", rf"\1{attr} ", host, flags=re.M)
        self.buffers = shared_buffers(host)
        (work / "kernels.ll").write_text(host)
        (work / "calls.c").write_text(trampolines(self.specs.values(), self.records))
        lib = work / "kernels.so"
        _run([toolchain.tool("clang"), "-O1", "-shared", "-fPIC", "-Wno-override-module",
              *(["-fsanitize=thread"] if tsan else []), *(["-fsanitize=address"] if asan else []),
              work / "kernels.ll", RUNTIME,
              work / "calls.c", "-o", lib, "-lpthread"])
        self.lib = ctypes.CDLL(str(lib))
        self.lib.emu_error.restype = ctypes.c_char_p
        if getattr(self, "_tmp", None) is not None:
            self._tmp.cleanup()  # the library stays mapped

    @property
    def kernels(self) -> list[str]:
        """The described kernels that have a launch record."""
        return [k for k in self.specs if k in self.records]

    def run(self, kernel: str, sizes: dict, *, grid_div: int = 1, seed: int = 0) -> Result:
        """One launch at ``sizes`` (the grid of the launch record divided by ``grid_div``,
        rounded up: a smaller grid exercises the grid-stride tile loops), checked against the
        NumPy reference."""
        spec, rec = self.specs[kernel], self.records[kernel]
        sizes = kmod.resolve_sizes(spec, sizes)
        vals = kmod.make_inputs(spec, sizes, seed)
        want = kmod.call_reference(spec, vals, sizes)
        keep, argv, scalars = [], [], []
        for p in spec.params:
            v = vals[p.name]
            if isinstance(p, kmod.Scalar):
                c = p.ctype(v)
                keep.append(c)
                argv.append(ctypes.cast(ctypes.pointer(c), ctypes.c_void_p))
                scalars.append(int(v) if np.dtype(p.dtype).kind in "iu" else 0)
            else:
                if p.intent == "out":
                    v.view(np.uint8)[...] = 0xFF
                keep.append(v)
                argv.append(ctypes.c_void_p(v.ctypes.data))
                scalars.append(0)
        grid = [max(1, -(-g // grid_div)) for g in rec.grid_for(scalars)]
        together = bool(rec.extra.get("cooperative"))
        if together:
            grid = [1, 1, 1] if self.buffers else [min(g, MAX_COOPERATIVE_BLOCKS) for g in grid]
            while grid[0] * grid[1] * grid[2] > MAX_COOPERATIVE_BLOCKS:
                grid[grid.index(max(grid))] = -(-max(grid) // 2)
        args = (ctypes.c_void_p * len(argv))(*argv)
        n = max(1, len(self.buffers))
        bufs = (ctypes.c_void_p * n)(*[ctypes.addressof(ctypes.c_char.in_dll(self.lib, b))
                                       for b, _ in self.buffers])
        sizes_c = (ctypes.c_size_t * n)(*[s for _, s in self.buffers])
        b = rec.block
        rc = self.lib.emu_launch(getattr(self.lib, f"emu_call_{kernel}"), args, *grid, *b,
                                 int(together), len(self.buffers), bufs, sizes_c)
        if rc:
            return Result(kernel, sizes, tuple(grid), False,
                          f"emulator: {self.lib.emu_error().decode()}")
        rtol, atol = kmod.gpu_tolerance(spec, sizes)
        checks = [kmod.compare(a.name, vals[a.name], want[a.name], rtol, atol)
                  for a in spec.outputs]
        ok = all(c.ok for c in checks)
        msgs = [c.describe() for c in checks]
        return Result(kernel, sizes, tuple(grid), ok, "; ".join(msgs))


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("sources", nargs="+", type=Path)
    ap.add_argument("--target", default="sm_90", choices=sorted(TARGET_FLAGS))
    ap.add_argument("--tsan", action="store_true", help="build with ThreadSanitizer (re-runs "
                    "itself with LD_PRELOAD of the TSan runtime)")
    ap.add_argument("--asan", action="store_true", help="build with AddressSanitizer: out-of-"
                    "bounds accesses to shared buffers, per-thread buffers and arrays")
    ap.add_argument("--kernel")
    ap.add_argument("--sizes", help="M=1,N=2;M=3,N=4 (default: gpucheck's size sets)")
    ap.add_argument("--sanitizer-sizes", action="store_true",
                    help="only the size set gpucheck runs the sanitizers on (its second)")
    ap.add_argument("--grid-div", default="1,3", help="run each size with the launch record's "
                    "grid divided by each of these (comma-separated; default 1,3)")
    ap.add_argument("--mutate", choices=sorted(MUTATIONS), help="break the kernel on purpose "
                    "(the emulator's own tests)")
    a = ap.parse_args(argv)
    san = "tsan" if a.tsan else "asan" if a.asan else None
    if san and san not in os.environ.get("LD_PRELOAD", ""):
        rt = sanitizer_runtime(san)
        if rt is None:
            print(f"no {san} runtime found", file=sys.stderr)
            return 2
        env = {**os.environ, "LD_PRELOAD": str(rt)}
        if san == "asan":
            env["ASAN_OPTIONS"] = "detect_leaks=0"
        return subprocess.run([sys.executable, __file__, *(argv or sys.argv[1:])],
                              env=env).returncode
    ok = True
    for src in a.sources:
        mod = EmulatedModule(src, a.target, tsan=a.tsan, asan=a.asan,
                             mutate=MUTATIONS[a.mutate] if a.mutate else None)
        for k in mod.kernels:
            if a.kernel and k != a.kernel:
                continue
            sets = ([kmod.parse_sizes(t) for t in a.sizes.split(";")] if a.sizes
                    else sizes_for(mod.specs[k]))
            if a.sanitizer_sizes and not a.sizes:
                sets = sets[1:2] or sets
            for s in sets:
                for d in map(int, a.grid_div.split(",")):
                    r = mod.run(k, s, grid_div=d)
                    ok &= r.ok
                    print(f"[{a.target}] {r.line()}", flush=True)
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
