#!/usr/bin/env bash
# f16 GEMM and attention on tensor cores on the H200, by the lead (bench/gemm_h200.py says what is
# measured): poot's synthesized kernels (plan/synth_gemm.py, plan/synth_flash.py; synthesized in
# Python on the machine, no rustc) on PTX and Vulkan next to torch.matmul (cuBLAS) and
# torch.nn.functional.scaled_dot_product_attention in the same run (bench/h200_gemm_ncu.sh then
# profiles one launch of each PTX kernel under ncu).
#
# Writes $OUT/gemm_h200.md (the table to commit under bench/results/) and $OUT/gemm_h200.json.
#
# Prepare once, here, in the repo root: .whl/, .llvmlite/, .gl/ as bench/h200_env.sh says.
# Run: device `run` with carry [".whl", ".llvmlite", ".gl"], command `bash bench/h200_all.sh h200_gemm`
#      (about 5 minutes), then (a second call) `bash bench/h200_all.sh h200_gemm_ncu`. GEMM_SIZES, GEMM_ATTN, GEMM_TARGETS, GEMM_REPS, GEMM_TILES (';'-separated
#      POOT_GEMM_TILE values swept for the GEMM; 'default' is the synthesizer's choice) override them.
# Dry run here (lavapipe, no torch, small sizes):
#   GEMM_TARGETS=oracle,vulkan GEMM_SIZES=64,160 GEMM_ATTN=1,2,70,64 GEMM_EXTRA=--no-torch OUT=/tmp/o bash bench/h200_gemm.sh
set -u
source "$(dirname "${BASH_SOURCE[0]}")/h200_env.sh"
{ nvidia-smi -L; python3 -c "import torch; print('torch', torch.__version__, torch.cuda.is_available())"
  python3 -m poot_core targets list; } 2>&1 | tee "$OUT/targets.log"
SIZES=${GEMM_SIZES-4096,8192}; ATTN=${GEMM_ATTN-8,16,2048,64}
timeout "${GEMM_TIMEOUT_S:-520}" python3 bench/gemm_h200.py --targets "${GEMM_TARGETS:-ptx,vulkan}" --sizes "$SIZES" \
  --attn "$ATTN" --reps "${GEMM_REPS:-20}" --tiles "${GEMM_TILES-default;2,2,4,4,16,3;2,2,2,4,32,2}" \
  --out "$OUT/gemm_h200.md" ${GEMM_EXTRA:-} 2>&1 | tee "$OUT/gemm.log"
echo "gemm_h200 exit ${PIPESTATUS[0]}"
