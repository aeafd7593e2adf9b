#!/usr/bin/env bash
# Bisects the checked row_argmax / matmul_tiled dispatches that did not finish on the H200 (PTX):
# one process per case (bench/hang_probe.py: compile, two dispatches, numpy check, each phase timed),
# each bounded by HANG_TIMEOUT_S with POOT_SYNC_TIMEOUT_S short, across sizes (one wave of workgroups
# or several), the range pass on and off, and the error-word trap policy.
# Run: device `run` with carry [".whl", ".llvmlite", ".gl"], `bash bench/h200_all.sh h200_hang`.
set -u
source bench/h200_env.sh
export POOT_SYNC_TIMEOUT_S=${POOT_SYNC_TIMEOUT_S:-8}
probe() { echo "== $*"; timeout "${HANG_TIMEOUT_S:-30}" env "$@" 2>&1 | tail -n 8; echo "   exit ${PIPESTATUS[0]}"; }
P="python3 bench/hang_probe.py"
for s in ${ARGMAX_SIZES:-128x131072 264x131072 265x131072 2048x16384 2048x131072}; do
  probe POOT_CHECK_RANGES=1 $P row_argmax "$s"
done
probe POOT_CHECK_RANGES=0 $P row_argmax 2048x131072
probe POOT_LLVM_TRAPS=error-word $P row_argmax 2048x131072
probe POOT_CHECK_RANGES=1 $P row_argmax_nt 2048x131072
for s in ${MM_SIZES:-512x512x512 4096x4096x4096}; do
  probe POOT_CHECK_RANGES=1 $P matmul_tiled "$s"
  probe POOT_CHECK_RANGES=0 $P matmul_tiled "$s"
done
nvidia-smi --query-gpu=name,memory.used,utilization.gpu --format=csv 2>&1 | tail -n 2
