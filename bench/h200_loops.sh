#!/usr/bin/env bash
# The SPIR-V loop options on the H200's Vulkan driver: the cost of the loop budget (on by default
# on a GPU) and of the lavapipe loop guard, on a loop-bound kernel (bench/lavapipe_loop_guard.py),
# and the fault tests (tests/test_faults.py) on the GPU. Writes $OUT/loops_h200.md.
# Run: device `run` with carry [".whl", ".gl"], command `bash bench/h200_all.sh h200_loops`.
set -u
source bench/h200_env.sh
export POOT_GPU=1
{ echo "# SPIR-V loop options on the H200 ($(date -u +%F))"; echo; echo '```'
  timeout 120 python3 bench/lavapipe_loop_guard.py 2>&1 | grep -v "Unknown decoration"
  echo '```'; echo; echo "## tests/test_faults.py (POOT_GPU=1)"; echo; echo '```'
  timeout 200 python3 -m pytest -q -p no:cacheprovider tests/test_faults.py 2>&1 | tail -n 15
  echo '```'; } > "$OUT/loops_h200.md"
cat "$OUT/loops_h200.md"
