#!/usr/bin/env bash
# The models' throughput after a planner change, by the lead, in one device call (~4 minutes):
# MiniLM (batch 64 x 128, random weights) on ptx and vulkan at the shipped defaults, then on ptx
# with each POOT_MATMUL_BIG_TILES in $BIG_TILES (the synthesized matmul's 128x128-tile threshold);
# SmolLM2 prefill/decode tokens/s on ptx and vulkan (random weights unless .smollm_a/b are there).
# Each next to torch in the same process. Writes $OUT/minilm_*/minilm_h200.md, $OUT/smollm/smollm_h200.md.
# Run: device `run` with carry [".whl", ".llvmlite", ".gl"], `bash bench/h200_all.sh h200_models_rerun`.
set -u
source bench/h200_env.sh
mkdir -p "$OUT/minilm_default"
timeout "${MINILM_TIMEOUT_S:-120}" python3 bench/minilm_h200.py --out "$OUT/minilm_default" --targets "${MINILM_TARGETS:-ptx,vulkan}" \
  --batch 64 --length 128 --reps 10 2>&1 | tail -n 40
for bt in ${BIG_TILES:-132}; do
  mkdir -p "$OUT/minilm_bt$bt"
  POOT_MATMUL_BIG_TILES=$bt timeout "${MINILM_TIMEOUT_S:-120}" python3 bench/minilm_h200.py --out "$OUT/minilm_bt$bt" \
    --targets ptx --batch 64 --length 128 --reps 10 --torch-dtypes fp32 2>&1 | grep -E "^\| (torch|poot|contraction)"
done
mkdir -p "$OUT/smollm"
timeout "${SMOLLM_TIMEOUT_S:-150}" python3 bench/smollm_h200.py --out "$OUT/smollm" --targets "${SMOLLM_TARGETS:-ptx,vulkan}" \
  --prompt 128 --new 64 --reps 3 --torch-dtypes fp32 2>&1 | tail -n 30
