#!/usr/bin/env bash
# MiniLM sentence embeddings on the H200, once, by the lead (bench/minilm_h200.py says what is measured).
#
# What it runs:
#   1. throughput, batch 64 x 128 tokens: poot on PTX and on Vulkan (weights resident: Resident.run),
#      next to torch CUDA fp32 and fp16 (the image's torch) in the same process, with the per-region
#      breakdown from the devices' timers and the plain Program.run (weights re-uploaded per call);
#      the weights are random, of the model's shapes, made on the machine (nothing to carry);
#   2. poot's embeddings against torch fp32's on the same weights (cosine per sentence);
#   3. when .minilm/minilm50.npz is there: the 50 sentences with the real weights on PTX and Vulkan
#      against sentence-transformers' embeddings (made here on the CPU): cosine >= 0.9999 each.
# Writes $OUT/minilm_h200.md (the table to commit under bench/results/) and $OUT/minilm_h200.json.
#
# Prepare once, here, in the repo root (the H200 has no internet and no rustc):
#   .whl/, .llvmlite/, .gl/ as bench/h200_env.sh says (the PTX target needs llvmlite: 35 MiB)
#   echo /.minilm/ >> .git/info/exclude; .venv/bin/python bench/minilm_h200.py --prepare .minilm
#     (44.6 MiB: the real f32 weights with the word table cut to the 50 sentences' tokens; it does not
#     fit one call's 64 MiB beside .llvmlite, so it goes in a call of its own, which the machine keeps)
# Run: device `run` with carry [".minilm"], command `ls -la .minilm`, then (the machine still warm)
#      `run` with carry [".whl", ".llvmlite", ".gl"], command `bash bench/h200_minilm.sh`.
#      Without the first call, parts 1 and 2 run and part 3 says it was skipped.
set -u
source "$(dirname "${BASH_SOURCE[0]}")/h200_env.sh"
{ nvidia-smi -L; python3 -c "import torch; print('torch', torch.__version__, torch.cuda.is_available())"
  python3 -m poot_core targets list; ls -la .minilm 2>&1; } 2>&1 | tee "$OUT/targets.log"
timeout "${MINILM_TIMEOUT_S:-540}" python3 bench/minilm_h200.py --out "$OUT" --targets "${MINILM_TARGETS:-ptx,vulkan}" \
  --batch 64 --length 128 --reps 20 "$@" 2>&1 | tee "$OUT/minilm.log"
echo "minilm exit ${PIPESTATUS[0]}"
