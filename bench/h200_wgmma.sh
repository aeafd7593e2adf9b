#!/usr/bin/env bash
# Warpgroup MMA (wgmma, sm_90a) on the PTX target on the H200, once, by the lead. About 4-6 minutes.
#
# What it runs (bench/wgmma_h200.py; kernels are built in Python by the IR builder: no rustc):
#   1. every case of poot_core.testing.wgmma_cases on the GPU against the CPU oracle (and the
#      oracle against numpy): single 64xNx16 WgmmaMma tiles (N = 8, 24, 64, 128, 256; lbo/sbo
#      variants, offsets, two K steps, partial rows/cols, f16 output) and the sm_90 GEMM body
#      (poot_core.plan.synth_gemm_sm90) on small shapes with edge tiles;
#   2. f16 GEMM 4096^3 and 8192^3: the GEMM body (block 128x128 and 128x256, f32 out, B staged
#      K-major and N-major; 128x128 f16 out) beside torch.matmul f16 (cuBLAS) in the same process,
#      medians of CUDA events, TFLOP/s and the fraction of cuBLAS, each result checked against
#      torch before it is timed (a wrong one is reported, not timed);
#   3. with POOT_WGMMA_NCU=1 and ncu on PATH: one launch of the 4096^3 kernel under
#      `ncu --set basic` (summary in $OUT/ncu.txt), time-boxed to 90 s.
# Writes $OUT/wgmma.md (to commit under bench/results/), $OUT/wgmma.json, $OUT/stdout.log.
#
# Prepare once, here, in the repo root: the llvmlite 0.50 package of bench/h200_env.sh
# (.llvmlite/*.tar.xz). Run: device `run` with carry [".llvmlite"], command
#   bash bench/h200_wgmma.sh            (or: bash bench/h200_all.sh h200_wgmma)
set -u
source bench/h200_env.sh
{ nvidia-smi -L; python3 -c 'import llvmlite, numpy; print("llvmlite", llvmlite.__version__, "numpy", numpy.__version__)';
  python3 -c 'import torch; print("torch", torch.__version__, torch.version.cuda)'; } 2>&1 | tee "$OUT/env.log"
timeout "${WGMMA_TIMEOUT_S:-450}" python3 bench/wgmma_h200.py --out "$OUT" --budget "${WGMMA_BUDGET_S:-420}" 2>&1 | tee "$OUT/stdout.log"
rc=${PIPESTATUS[0]}
echo "wgmma_h200.py exit $rc"
if [ "${POOT_WGMMA_NCU:-0}" = 1 ] && command -v ncu >/dev/null; then
  timeout 90 ncu --set basic --launch-count 1 -k regex:gemm_sm90 python3 bench/wgmma_h200.py --out "$OUT/ncu_run" \
    --sizes 4096 --iters 1 --variants 128:f32:async --budget 80 > "$OUT/ncu.txt" 2>&1
  echo "ncu exit $?"; tail -n 40 "$OUT/ncu.txt"
fi
exit $rc
