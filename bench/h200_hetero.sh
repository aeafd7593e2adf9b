#!/usr/bin/env bash
# One graph, two APIs: programs placed over PTX and Vulkan in one process, on the H200, once, by the lead.
#
# What it checks (POOT_GPU=1: a CPU Vulkan device such as lavapipe is refused, so vulkan is the GPU):
#   1. bench/hetero_check.py --targets ptx,vulkan: traced blocks (an erf-GELU MLP, attention), a
#      decode step with a real Q8_0 matrix (rmsnorm, the packed matvec, softmax, argmax) and random
#      graphs, fused and unfused, as single-target programs on ptx and on vulkan and as programs
#      placed over both (poot.compile(graph, targets=[only(A, "contraction", "row"), B]) and the
#      reverse: both APIs run steps of one program, with the transfers through the host; and
#      [ptx, vulkan] with the default cost figures). Every mixed result must equal the numpy
#      reference and both single-target results within the stated tolerance and pass
#      run(check=True) (every step against the CPU oracle on its own inputs). PASS/FAIL per row.
#   2. the placement and multi-target tests (tests/plan/test_place.py, tests/plan/test_hetero.py)
#      with vulkan on the NVIDIA driver.
# Writes $OUT/hetero_h200.md (the table to commit under bench/results/) and $OUT/*.log.
#
# Prepare once, here, in the repo root: .whl/, .llvmlite/ and .gl/ as bench/h200_env.sh says.
# Run: device `run` with carry [".whl", ".llvmlite", ".gl"], command `bash bench/h200_hetero.sh`.
# Dry run here (lavapipe, the oracle for PTX): POOT_GPU=0 HETERO_TARGETS=oracle,vulkan PY=.venv/bin/python \
#   SITE=/tmp/hetero_site bash bench/h200_hetero.sh
set -u
source bench/h200_env.sh
export POOT_GPU=${POOT_GPU-1}  # POOT_GPU=0 only for a dry run on lavapipe
PY=${PY:-python3}
TARGETS=${HETERO_TARGETS:-ptx,vulkan}
S="$OUT/hetero_h200.md"
{ ldconfig -p | grep libvulkan; nvidia-smi -L; $PY -m poot_core targets list; } > "$OUT/targets.log" 2>&1
cat "$OUT/targets.log"

# --- 1. one graph, two APIs ---------------------------------------------------------------------
timeout 420 $PY bench/hetero_check.py --targets "$TARGETS" --out "$OUT/hetero_check.md" > "$OUT/hetero_check.log" 2>&1
rc1=$?
echo "hetero_check exit $rc1"; grep -E "FAIL|passed|FAILED" "$OUT/hetero_check.log" | tail -n 20
{ echo "<!-- $(nvidia-smi -L 2>/dev/null | head -1); targets $TARGETS; POOT_GPU=$POOT_GPU -->"
  cat "$OUT/hetero_check.md" 2>/dev/null; } > "$S"

# --- 2. the placement tests with vulkan on this machine's driver ----------------------------------
timeout 150 $PY -m pytest -q -p no:cacheprovider tests/plan/test_place.py tests/plan/test_hetero.py \
  > "$OUT/pytest_hetero.log" 2>&1
rc2=$?
echo "placement tests exit $rc2"; tail -n 5 "$OUT/pytest_hetero.log"
{ echo; echo "## pytest tests/plan/test_place.py tests/plan/test_hetero.py (POOT_GPU=$POOT_GPU)"; echo; echo '```'
  tail -n 3 "$OUT/pytest_hetero.log"; echo '```'; } >> "$S"
echo "summary: $S"
[ $rc1 = 0 ] && [ $rc2 = 0 ]
