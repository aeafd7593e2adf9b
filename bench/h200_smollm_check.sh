#!/usr/bin/env bash
# SmolLM2-135M's full check on the H200, by the lead (bench/smollm_check.py says what is checked):
# the real weights, 10 prompts x 64 greedy tokens on ptx and vulkan against the float64 numpy
# reference, tokens identical and every logit row within 2e-3. Writes $OUT/smollm_check.md.
#
# Prepare once, here: `.venv/bin/python bench/smollm_h200.py --prepare .smollm` (the two weight
# halves) and `.venv/bin/python bench/smollm_check.py --prepare-ids .smollm_a/prompt_ids.json`.
# Run: device `run` with carry [".smollm_a"], then [".smollm_b"] (the machine keeps both while
# warm), then carry [".whl", ".llvmlite", ".gl"] and `bash bench/h200_all.sh h200_smollm_check`.
set -u
source "$(dirname "${BASH_SOURCE[0]}")/h200_env.sh"
ls -la .smollm_a .smollm_b 2>&1 | tee "$OUT/targets.log"
timeout "${SMOLLM_CHECK_TIMEOUT_S:-300}" python3 bench/smollm_check.py --out "$OUT" --targets "${SMOLLM_TARGETS:-ptx,vulkan}" \
  --budget "${SMOLLM_CHECK_BUDGET_S:-240}" 2>&1 | tee "$OUT/smollm_check.log"
echo "smollm_check exit ${PIPESTATUS[0]}"
