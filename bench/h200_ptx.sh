#!/usr/bin/env bash
# The PTX target (poot-ptx) on the H200, once, by the lead. Under 5 minutes.
#
# What it checks:
#   1. `pytest -m cuda plugins/poot_ptx/tests`: every catalog kernel (poot_core.testing.catalog:
#      int/float/bool ops, overflow checks, every cast, every math function through libdevice and
#      through poot's own sequences, vector stores, atomics, LDS + barriers, 2-D groups, loops) and
#      every committed asset (assets/**/*.kir.json) and every exported accepted kernel
#      (.kir_accepted/*.kir.json, when carried), error-word builds, on the GPU against the CPU
#      oracle; the error-word policy (recoverable fault, device usable after); capabilities from
#      the driver; the device-trap experiment in a subprocess.
#      Also the test kit's conformance suite (test_conformance.py: the kit's corpus and catalog
#      and the assets, default builds, error-word where the oracle faults; accepted Rust kernels
#      skip there: no rustc).
#   2. the trap experiment (python3 -m poot_ptx.experiments trap, its own process): the launch
#      succeeds, the sync raises KernelFault, and whether the site id written to mapped host
#      memory (cuMemHostAlloc DEVICEMAP, volatile store + fence.sc.sys before `trap`) could be
#      read after the fault - if so the fault names add.rs:5:10 - then DeviceLost on the next use.
#   3. bench/ptx_bench.py: copy/add kernels at 2^28 f32 in GB/s next to cuMemcpyDtoD and torch
#      measured in the same run, and the error-word vs device-trap cost of the same kernels.
# Writes $OUT/ptx_h200.md (the table to commit under bench/results/), $OUT/ptx_bench.json, logs.
#
# Prepare once, here, in the repo root (the H200 has no internet; its python3 is 3.12 and its own
# llvmlite (numba's) may be older than the 0.50 / LLVM 22 this code needs):
#   echo /.whl_ptx/ >> .git/info/exclude; echo /.kir_accepted/ >> .git/info/exclude
#   .venv/bin/python bench/vulkan_conformance.py --export-accepted .kir_accepted   # optional: the
#     accepted Rust corpus as .kir.json, run by the suite like the assets (the H200 has no rustc)
#   python3 -m pip download --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
#     --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 -d .whl_ptx llvmlite==0.50.0
# Run: device `run` with carry [".whl_ptx", ".kir_accepted"], command `bash bench/h200_ptx.sh` (the wheel is 57 MiB,
# so carry nothing else big in the same run).
set -u
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
SITE=/tmp/site_ptx; mkdir -p "$SITE"
if ls .whl_ptx/llvmlite-*.whl >/dev/null 2>&1; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target "$SITE" .whl_ptx/llvmlite-*.whl || exit 1
elif ls .llvmlite/*.tar.xz >/dev/null 2>&1; then  # the stripped package (bench/h200_env.sh says how it is made)
  tar xJf .llvmlite/*.tar.xz -C "$SITE" || exit 1
fi
# poot and poot-ptx from this checkout (no build): sources on PYTHONPATH plus minimal .dist-info
# records so the `poot` entry points (the target registry) find them
mkdist() { local d=$SITE/$1-0.1.0.dist-info; mkdir -p "$d"
  printf 'Metadata-Version: 2.1\nName: %s\nVersion: 0.1.0\n' "$2" > "$d/METADATA"
  printf '[poot]\n%s\n' "$3" > "$d/entry_points.txt"; }
mkdist poot poot 'oracle = poot_core.oracle.target'
mkdist poot_ptx poot-ptx 'ptx = poot_ptx.target'
export PYTHONPATH=$SITE:$PWD:$PWD/plugins/poot_ptx
{ nvidia-smi -L; python3 -c 'import llvmlite, numpy, cuda.bindings; print("llvmlite", llvmlite.__version__, "numpy", numpy.__version__, "cuda-bindings", cuda.bindings.__version__)';
  python3 -c 'import poot_ptx.codegen as c; print("libdevice:", c.find_libdevice())';
  python3 -m poot_core targets list; } 2>&1 | tee "$OUT/targets.log"

MD=$OUT/ptx_h200.md
{ echo "# poot-ptx on the H200 ($(date -u +%F))"; echo; echo '```'; cat "$OUT/targets.log"; echo '```'; } > "$MD"

# --- 1: the CUDA suite ---------------------------------------------------------------------------
timeout 200 python3 -m pytest -q -m cuda -p no:cacheprovider -rs plugins/poot_ptx/tests > "$OUT/pytest_cuda.log" 2>&1
echo "pytest exit $?"; tail -n 30 "$OUT/pytest_cuda.log"
{ echo; echo "## pytest -m cuda plugins/poot_ptx/tests"; echo; echo '```'; grep -E "passed|failed|error|FAILED|ERROR" "$OUT/pytest_cuda.log" | tail -n 40; echo '```'; } >> "$MD"

# --- 2: trap experiment (each in its own process: a device trap kills the context) -------------
for e in trap error-word; do
  timeout 60 python3 -m poot_ptx.experiments "$e" > "$OUT/experiment_$e.json" 2> "$OUT/experiment_$e.err"
  echo "experiment $e exit $?"; cat "$OUT/experiment_$e.json"; tail -n 5 "$OUT/experiment_$e.err"
done
{ echo; echo "## trap experiments (python3 -m poot_ptx.experiments trap|error-word)"; echo; echo '```';
  cat "$OUT/experiment_trap.json" "$OUT/experiment_error-word.json"; echo '```'; } >> "$MD"

# --- 3: benchmark -------------------------------------------------------------------------------------
timeout 150 python3 bench/ptx_bench.py --out "$OUT" > "$OUT/bench.log" 2>&1
echo "bench exit $?"; tail -n 30 "$OUT/bench.log"
{ echo; [ -f "$OUT/ptx_bench.md" ] && sed 's/^# /## /' "$OUT/ptx_bench.md" || { echo '```'; tail -n 30 "$OUT/bench.log"; echo '```'; }; } >> "$MD"
echo "wrote $MD"
