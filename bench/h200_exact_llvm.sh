#!/usr/bin/env bash
# PTX float semantics on the H200, once, by the lead: the exact default (every float op rounded
# once, as in Rust) against the opt-in fp_contract=true. Under 5 minutes. No rustc needed: the
# probes are built in Python (poot_core.backends.llvm.float_probes), the shipped kernels come from
# assets/**/*.kir.json.
#
# What it checks:
#   1. `pytest -m cuda plugins/poot_ptx/tests/test_ptx_float.py` (the probes on the GPU: the
#      default build matches the oracle bit for bit) and the conformance suite's catalog kernels
#      (test_conformance.py: the default build; error-word where the oracle faults), compared
#      under IEEE (exact) instead of LLVM_GPU.
#   2. bench/exact_llvm_bench.py:
#      (1) the probes (mul+add, Kahan dot, escape-time loop; f32 and f64), built with fp_contract
#          off and on, on the GPU against the oracle: off must differ nowhere (exit 1 if not);
#          on shows how many results differ and how many even LLVM_GPU's latitude cannot excuse
#          (the escape-time iteration counts: the 97/24000);
#      (2) the cost of the exact default on matvec, row_softmax and matmul_tiled (assets/,
#          checked builds): checked against the oracle at a small size (off exact, on under
#          LLVM_GPU), timed at a large size with CUDA events (median of 30, off/on interleaved).
# Writes $OUT/exact_llvm_h200.md (the report to commit under bench/results/), exact_llvm.json, logs.
#
# Prepare once, here, in the repo root: .llvmlite (and .whl) as bench/h200_env.sh says.
# Run: device `run` with carry [".llvmlite", ".whl"], command `bash bench/h200_exact_llvm.sh`
#   (or with others: `bash bench/h200_all.sh h200_exact_llvm h200_ptx`).
# Dry run without a GPU: `python bench/exact_llvm_bench.py --dry-run --scale 0.02 --iters 3`.
set -u
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
source bench/h200_env.sh  # wheels, the stripped llvmlite (.llvmlite), unbuilt dist-infos, PYTHONPATH
{ nvidia-smi -L; python3 -c 'import llvmlite, numpy; print("llvmlite", llvmlite.__version__, "numpy", numpy.__version__)';
  python3 -c 'import poot_ptx.codegen as c; print("libdevice:", c.find_libdevice())'; } 2>&1 | tee "$OUT/env.log"

MD=$OUT/exact_llvm_h200.md
{ echo "# PTX exact floats on the H200 ($(date -u +%F))"; echo; echo '```'; cat "$OUT/env.log"; echo '```'; } > "$MD"

# --- 1: the device tests -------------------------------------------------------------------------
timeout 150 python3 -m pytest -q -m cuda -p no:cacheprovider -rs plugins/poot_ptx/tests/test_ptx_float.py \
  plugins/poot_ptx/tests/test_ptx_cuda.py plugins/poot_ptx/tests/test_conformance.py \
  -k "probes_on_the_device or test_conformance_case and catalog or capabilities" \
  -s > "$OUT/pytest_exact.log" 2>&1
echo "pytest exit $?"; grep -E "differs in|passed|failed|skipped|FAILED|ERROR" "$OUT/pytest_exact.log" | tail -n 30
{ echo; echo "## pytest -m cuda (float probes; catalog under IEEE)"; echo; echo '```';
  grep -E "differs in|passed|failed|skipped|error|FAILED|ERROR" "$OUT/pytest_exact.log" | tail -n 40; echo '```'; } >> "$MD"

# --- 2: probes off/on and the cost of the exact default -----------------------------------------------
timeout 240 python3 bench/exact_llvm_bench.py --out "$OUT" --iters 30 > "$OUT/bench.log" 2>&1
rc=$?
echo "bench exit $rc"; tail -n 40 "$OUT/bench.log"
{ echo; echo "bench/exact_llvm_bench.py exit $rc"; echo;
  [ -f "$OUT/exact_llvm.md" ] && sed 's/^# /## /; s/^## \([0-9]\)/### \1/' "$OUT/exact_llvm.md" \
    || { echo '```'; tail -n 30 "$OUT/bench.log"; echo '```'; }; } >> "$MD"
echo "wrote $MD"
