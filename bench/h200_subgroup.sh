#!/usr/bin/env bash
# Subgroup shuffles on the H200, by the lead (docs/subgroup.md): the ShuffleXor cases and the
# synthesized row kernels' shuffle variants against the oracle (and bit for bit against the tree
# variants) on PTX and on the NVIDIA Vulkan driver, then the row kernels' speed with and without
# shuffles next to torch (bench/rows_subgroup.py). Writes $OUT/rows_sg.json and logs.
# Run: device `run` with carry [".whl", ".llvmlite", ".gl"], `bash bench/h200_all.sh h200_subgroup`.
set -u
source bench/h200_env.sh
timeout "${SG_TEST_TIMEOUT_S:-120}" python3 -m pytest -q -m cuda -p no:cacheprovider -rs plugins/poot_ptx/tests/test_ptx_shuffle.py \
  > "$OUT/pytest_ptx.log" 2>&1; echo "ptx shuffle pytest exit $?"; tail -n 4 "$OUT/pytest_ptx.log"
POOT_GPU=1 timeout "${SG_TEST_TIMEOUT_S:-120}" python3 -m pytest -q -m vulkan_gpu -p no:cacheprovider -rs \
  plugins/poot_vulkan/tests/test_vulkan_shuffle.py > "$OUT/pytest_vulkan.log" 2>&1
echo "vulkan shuffle pytest exit $?"; tail -n 4 "$OUT/pytest_vulkan.log"
timeout "${SG_BENCH_TIMEOUT_S:-90}" python3 bench/rows_subgroup.py --target ptx --target vulkan --size h200 \
  --reps "${SG_REPS:-20}" --json "$OUT/rows_sg.json" 2>&1 | tee "$OUT/rows_sg.log" | tail -n 40
