# lit configuration of the TileLang-LLVM regression suite.
import os
import lit.formats

config.name = "TileLang-LLVM"
config.test_format = lit.formats.ShTest(not lit_config.isWindows)
config.suffixes = [".ll", ".c", ".cpp", ".mir"]
config.excludes = ["Inputs", "python", "fuzz", "CMakeLists.txt", "lit.cfg.py"]
config.test_source_root = os.path.dirname(__file__)
config.test_exec_root = getattr(config, "tilelang_obj_root", os.path.join(config.test_source_root, "Output"))

tools = config.llvm_tools_dir
config.environment["PATH"] = os.pathsep.join([tools, config.environment.get("PATH", os.environ["PATH"])])
passes = os.path.join(config.tilelang_lib_dir, "TileLangPasses.so")
frontend = os.path.join(config.tilelang_lib_dir, "TileLangClang.so")
config.substitutions.append(("%passes", passes))
config.substitutions.append(("%frontend", frontend))
config.substitutions.append(("%opt", f"{tools}/opt -load-pass-plugin={passes}"))
config.substitutions.append(("%llc", f"{tools}/llc -load={passes}"))
# %clang: clang with both plugins, as a user runs it.
config.substitutions.append(("%clangxx", f"{tools}/clang++ -fplugin={frontend} -fpass-plugin={passes}"))
config.substitutions.append(("%clangc", f"{tools}/clang -fplugin={frontend} -fpass-plugin={passes}"))
config.substitutions.append(("%cc1", f"{tools}/clang -cc1 -load {frontend} -add-plugin tilelang"))
config.substitutions.append(("%python", config.python_executable))
config.substitutions.append(("%src", config.tilelang_src_root))
# LLVM's lib/: libomp and Archer (libarcher.so, OpenMP semantics for ThreadSanitizer), from
# libomp-22-dev (scripts/setup-llvm.sh).
config.substitutions.append(("%llvmlib", os.path.join(os.path.dirname(tools), "lib")))

# ptxas from the pinned nvidia-cuda-nvcc wheel (requirements.txt): tests that
# assemble PTX REQUIRE: ptxas.
import glob
_ptxas = sorted(glob.glob(os.path.join(os.path.dirname(config.python_executable), "..", "lib",
                                       "python*", "site-packages", "nvidia", "cu13", "bin", "ptxas")))
if _ptxas:
    config.available_features.add("ptxas")
    config.substitutions.append(("%ptxas", os.path.abspath(_ptxas[0])))

# libdevice (C's math library on NVPTX, tilelang-gpu-math): the file CMake found in the
# nvidia-cuda-nvcc wheel. Tests that link it REQUIRE: libdevice.
if getattr(config, "tilelang_libdevice", "") and os.path.isfile(config.tilelang_libdevice):
    config.available_features.add("libdevice")
    config.substitutions.append(("%libdevice", config.tilelang_libdevice))
