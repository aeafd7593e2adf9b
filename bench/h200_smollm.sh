#!/usr/bin/env bash
# SmolLM2-135M prefill and decode tokens/s on the H200, once, by the lead (bench/smollm_h200.py says what is measured).
#
# What it runs: poot on PTX and on Vulkan (prefill of a 128-token prompt, 128 greedy decode tokens with
# the KV cache resident on the device), next to torch CUDA fp32 and fp16 running the same llama on the
# dequantized weights, in one process; the decode step's per-kernel breakdown (device timers); the
# bytes one decode token reads against the measured copy bandwidth (the roofline); poot's prompt
# logits and greedy tokens against torch fp32's on the same weights and prompt.
# Writes $OUT/smollm_h200.md (the table to commit under bench/results/) and $OUT/smollm_h200.json.
#
# Weights: the real ones when .smollm_a/ and .smollm_b/ are on the machine, else random ones of the
# model's shapes (the timings do not depend on the values). Prepare once, here, in the repo root:
#   .whl/, .llvmlite/, .gl/ as bench/h200_env.sh says (the PTX target needs llvmlite: 35 MiB)
#   printf '/.smollm_a/\n/.smollm_b/\n' >> .git/info/exclude; .venv/bin/python bench/smollm_h200.py --prepare .smollm
#     (two halves of the GGUF's tensors, about 47 MiB each: neither fits one call beside .llvmlite,
#     so each goes in a call of its own, which the machine keeps while it stays warm)
# Run: device `run` with carry [".smollm_a"], command `ls -la .smollm_a`; then `run` with carry
#      [".smollm_b"], command `ls -la .smollm_a .smollm_b`; then (the machine still warm) `run` with
#      carry [".whl", ".llvmlite", ".gl"], command `bash bench/h200_smollm.sh`.
#      Without the first two calls it runs on random weights (the table's title says which).
set -u
source "$(dirname "${BASH_SOURCE[0]}")/h200_env.sh"
{ nvidia-smi -L; python3 -c "import torch; print('torch', torch.__version__, torch.cuda.is_available())"
  python3 -m poot_core targets list; ls -la .smollm_a .smollm_b 2>&1; } 2>&1 | tee "$OUT/targets.log"
timeout "${SMOLLM_TIMEOUT_S:-540}" python3 bench/smollm_h200.py --out "$OUT" --targets "${SMOLLM_TARGETS:-ptx,vulkan}" \
  --prompt 128 --new 128 --reps 5 "$@" 2>&1 | tee "$OUT/smollm.log"
echo "smollm exit ${PIPESTATUS[0]}"
