#!/usr/bin/env bash
# The f16 GEMM main-loop sweep on the H200, once, by the lead (bench/gemm_sweep_h200.py says what is
# measured): cuBLAS (torch.matmul), poot's Wmma loop (the default), the 48 KiB wgmma loop and the
# pipelined wgmma loop (plan/synth_gemm_sm90.py: Sm90Tile configurations, dynamic shared memory,
# deferred waits) at 4096^3 and 8192^3; each configuration in its own subprocess with a timeout,
# each checked on a small ragged shape against the oracle and on sampled rows of the big result.
# Kernels are synthesized in Python on the machine (PTX through llvmlite; no rustc).
#
# Writes $OUT/gemm_sweep.md (the table to commit under bench/results/), $OUT/gemm_sweep.json,
# $OUT/stdout.log. Whole run time-boxed: SWEEP_BUDGET_S (default 270) for the sweep, SWEEP_PER_S
# (default 120: the Wmma loop compiles three kernels of ~20 s each) per configuration; SWEEP_CONFIGS / SWEEP_SIZES / SWEEP_REPS override the defaults.
#
# Prepare once, here, in the repo root: .llvmlite/ as bench/h200_env.sh says.
# Run: device `run` with carry [".llvmlite"], command   bash bench/h200_gemm_sweep.sh
#      (or: bash bench/h200_all.sh h200_gemm_sweep)
# Dry run here (no GPU: oracle checks, codegen and ptxas -v of every configuration):
#   OUT=/tmp/sweep bash bench/h200_gemm_sweep.sh    (python3 must see numpy and llvmlite: .venv/bin/python is used when present)
set -u
source "$(dirname "${BASH_SOURCE[0]}")/h200_env.sh"
PY=python3; [ -x .venv/bin/python ] && ! command -v nvidia-smi >/dev/null && PY=.venv/bin/python
{ nvidia-smi -L 2>&1; $PY -c 'import llvmlite, numpy; print("llvmlite", llvmlite.__version__, "numpy", numpy.__version__)';
  $PY -c 'import torch; print("torch", torch.__version__, torch.version.cuda)' 2>&1 | tail -1; } | tee "$OUT/env.log"
args=(--out "$OUT" --budget "${SWEEP_BUDGET_S:-270}" --per-config "${SWEEP_PER_S:-120}" --sizes "${SWEEP_SIZES:-4096,8192}"
      --reps "${SWEEP_REPS:-20}")
[ -n "${SWEEP_CONFIGS:-}" ] && args+=(--configs "$SWEEP_CONFIGS")
timeout "$(( ${SWEEP_BUDGET_S:-270} + 20 ))" $PY bench/gemm_sweep_h200.py "${args[@]}" 2>&1 | tee "$OUT/stdout.log"
rc=${PIPESTATUS[0]}
echo "gemm_sweep_h200.py exit $rc"
exit $rc
