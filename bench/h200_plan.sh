#!/usr/bin/env bash
# The planner's figures on the H200 (the lead runs it once): bench/plan_blocks.py on ptx and vulkan
# (gelu(x @ w + b) and a layernorm + residual block, fused vs unfused vs torch eager and
# torch.compile), plus the planner's tests on the real GPUs. Writes $OUT/plan_blocks.{md,json}.
# Run: device `run` with carry [".whl", ".llvmlite", ".gl"], command `bash bench/h200_plan.sh`.
set -u
source bench/h200_env.sh
export POOT_GPU=1
t0=$(date +%s)
timeout 150 python3 -m pytest -q -p no:cacheprovider tests/plan/test_property.py tests/plan/test_execute.py \
  > "$OUT/plan_tests.log" 2>&1
echo "plan tests exit $? ($(( $(date +%s) - t0 )) s)"; grep -E "^FAILED|^ERROR|passed|failed" "$OUT/plan_tests.log" | cut -c1-300 | tail -6
{ echo "# poot planner blocks, $(date -u +%Y-%m-%d), commit ${POOT_COMMIT:-$(git rev-parse --short HEAD 2>/dev/null)}"
  echo "machine: $(nvidia-smi -L 2>/dev/null | head -1)"
  echo "command: python3 bench/plan_blocks.py --target ptx --target vulkan --size h200 --reps 20"; echo
  timeout 300 python3 bench/plan_blocks.py --target ptx --target vulkan --size h200 --reps 20 --json "$OUT/plan_blocks.json"
  echo "exit $?"; } > "$OUT/plan_blocks.md" 2> "$OUT/plan_blocks.err"
cat "$OUT/plan_blocks.md"; tail -5 "$OUT/plan_blocks.err"
