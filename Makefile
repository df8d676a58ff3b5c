# TileLang-LLVM: set-up, build, demo and tests. Every target installs what it needs and is
# idempotent: a second run does no needless work.
SHELL := /bin/bash
ROOT := $(abspath .)
VENV := $(ROOT)/.venv
PY := $(VENV)/bin/python
BUILD := $(ROOT)/build
LLVM_DIR ?= /usr/lib/llvm-22/lib/cmake/llvm
LLVM_STAMP := /usr/lib/llvm-22/lib/cmake/llvm/LLVMConfig.cmake
JOBS ?= $(shell nproc)

.PHONY: all deps venv build demo test check-lit check-py bench clean format gpu-artefacts fuzz

all: build

# 1. LLVM 22 from Debian's packages (no-op when installed).
deps:
	@bash scripts/setup-llvm.sh

# 2. The virtual environment with pinned dependencies; rebuilt only when requirements change.
$(VENV)/.stamp: requirements.txt pyproject.toml
	@test -x $(PY) || python3 -m venv $(VENV)
	$(PY) -m pip install -q --disable-pip-version-check -r requirements.txt
	$(PY) -m pip install -q --disable-pip-version-check --no-deps -e .
	@touch $@

venv: $(VENV)/.stamp

# 3. The CMake build of TileLangPasses.so and TileLangClang.so (incremental).
$(BUILD)/build.ninja: CMakeLists.txt
	cmake -S . -B $(BUILD) -G Ninja -DCMAKE_BUILD_TYPE=Release -DLLVM_DIR=$(LLVM_DIR) \
	  -DPython3_EXECUTABLE=$(PY)

build: deps venv $(BUILD)/build.ninja
	cmake --build $(BUILD) -j $(JOBS)

demo: build
	$(PY) -m tilelang_llvm.demo

check-lit: build
	cmake --build $(BUILD) --target check-tilelang

check-py: build
	$(PY) -m pytest -q -p no:cacheprovider

test: check-lit check-py

bench: build
	bash benchmarks/host.sh

# Every example and GPU test kernel compiled for sm_90 (PTX, cubin, launch.json, manifest.json)
# into gpu-artefacts/, for `bash scripts/gpu-check.sh gpu-artefacts OUT` on the GPU machine.
GPU_TARGET ?= sm_90
gpu-artefacts: build
	$(VENV)/bin/tilelang-llvm gpu-artefacts --target $(GPU_TARGET) --out-dir gpu-artefacts

# The long fuzz runs. 1. The #pragma tilelang grammar fuzzer (test/fuzz/pragma_fuzz.py):
# FUZZ_CASES cases for the host, sm_90 and gfx942 at -O0..-O3; summary table, summary.json and
# reproducers in build/fuzz; exit 1 on a crash, a hang or an error off its pragma's line.
# 2. The differential fuzzer of staging clauses (test/fuzz/diff_fuzz.py): DIFF_HOST_CASES nests
# on the host under ASan against plain clang, DIFF_GPU_CASES in the GPU emulator (sm_90, gfx942)
# with its inter-block race check; exit 1 on any difference, ASan report, race or crash.
# 3. Its matrix cases (--kind matrix): DIFF_MATRIX_CASES contractions under compute(tensor_core)
# lowered for sm_90 (mma.sync, ldmatrix, cp.async) and run in the emulator against plain clang.
FUZZ_CASES ?= 10000
FUZZ_SEED ?= 1
FUZZ_JOBS ?= $(JOBS)
FUZZ_TIMEOUT ?= 60
DIFF_HOST_CASES ?= 2000
DIFF_GPU_CASES ?= 500
DIFF_MATRIX_CASES ?= 300
fuzz: build
	$(PY) test/fuzz/pragma_fuzz.py --cases $(FUZZ_CASES) --seed $(FUZZ_SEED) \
	  --jobs $(FUZZ_JOBS) --timeout $(FUZZ_TIMEOUT) --out $(BUILD)/fuzz
	$(PY) test/fuzz/diff_fuzz.py --cases $(DIFF_HOST_CASES) --target host --seed $(FUZZ_SEED)
	$(PY) test/fuzz/diff_fuzz.py --cases $(DIFF_GPU_CASES) --target gpu --seed $(FUZZ_SEED)
	$(PY) test/fuzz/diff_fuzz.py --kind matrix --cases $(DIFF_MATRIX_CASES) --target sm_90 \
	  --seed $(FUZZ_SEED)

format:
	/usr/lib/llvm-22/bin/clang-format -i $$(git ls-files '*.cpp' '*.h')

clean:
	rm -rf $(BUILD)
