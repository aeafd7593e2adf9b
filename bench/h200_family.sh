#!/usr/bin/env bash
# The rewritten family kernels (issue 14: matvec a workgroup per row with a tree reduction; the
# packed matvecs a 32-lane subgroup per row, 8 rows a workgroup, 16-byte x loads; matmul_tiled a
# register-blocked 128 x 128 SIMT GEMM (matmul_tiled_nt the NPU's 8 x 8 tiles); row
# argmax/softmax/top1 and the whole-array sum 1024 lanes per row in their checked variants, 256
# in the trap-free ones) on the H200's PTX target, once, by the lead. Under 8 minutes.
#
# What it checks and measures:
#   1. `pytest -m cuda plugins/poot_ptx/tests/test_ptx_cuda.py -k assets`: every committed asset
#      (the rewritten ones and assets/reduction/sum*) on the GPU against the CPU oracle, under the
#      error-word policy.
#   2. `poot bench all --target ptx` at the default (issue) sizes: matvec / q8_0_matvec /
#      q4_0_matvec [16384, 16384], row_argmax / row_softmax / top1_sample [2048, 131072],
#      sum 2^28 (its first pass: 16384 groups of 16384 elements; the second pass, one group over
#      the 16384 partials, is a few microseconds and not timed), each beside torch (mv, argmax,
#      softmax, sum; the packed matvecs beside an f16 torch.mv of the same shape) and the device
#      copy measured in the same run. Each kernel is checked against the oracle at a tiny size
#      first.
#   3. the small batch: row_argmax, row_softmax (both variants) and top1_sample at [128, 131072].
#   4. matmul_tiled 4096^3 again with fp_contract=true (mul + add contracted into fma: the
#      headroom of the exact default, whose every product and sum is rounded on its own).
# Writes $OUT/family_h200.md (the tables to commit under bench/results/), the JSONs, the roofline
# PNG (when matplotlib is importable there), logs.
#
# Prepare once, here, in the repo root: .llvmlite/ as bench/h200_env.sh says (llvmlite 0.50,
# stripped, 35 MiB). No rustc is needed there: the kernels run from the committed .kir.json assets.
# Run: device `run` with carry [".llvmlite"], command `bash bench/h200_family.sh`.
# (A dry run elsewhere: T=oracle SMALL=2x3000 SUM_SMALL=70001 bash bench/h200_family.sh.)
set -u
source bench/h200_env.sh
T=${T:-ptx}; SMALL=${SMALL:-128x131072}; SUM_SMALL=${SUM_SMALL:-2^24}
MD=$OUT/family_h200.md
{ echo "# family kernels on the H200 (PTX, $(date -u +%F), $(git rev-parse --short HEAD 2>/dev/null || echo '?'))"; echo;
  echo '```'; nvidia-smi -L; python3 -c 'import torch; print("torch", torch.__version__)' 2>&1; python3 -m poot_core targets list 2>&1; echo '```'; } > "$MD"

# --- 1: every asset on the GPU against the oracle ---------------------------------------------
[ "$T" = ptx ] && timeout 150 python3 -m pytest -q -m cuda -p no:cacheprovider -rs plugins/poot_ptx/tests/test_ptx_cuda.py -k assets \
  > "$OUT/pytest_assets.log" 2>&1
echo "pytest exit $?"; tail -n 5 "$OUT/pytest_assets.log"
{ echo; echo "## pytest -m cuda plugins/poot_ptx/tests/test_ptx_cuda.py -k assets"; echo; echo '```';
  grep -E "passed|failed|error|FAILED|ERROR" "$OUT/pytest_assets.log" | tail -n 20; echo '```'; } >> "$MD"

# --- 2: every family kernel at the sizes -------------------------------------------------
PLOT=()
python3 -c 'import matplotlib' 2>/dev/null && PLOT=(--plot "$OUT/roofline_family.png")
timeout 330 python3 -m poot_core bench all --target "$T" --json "$OUT/bench_family.json" "${PLOT[@]}" \
  > "$OUT/bench_all.log" 2>&1
echo "bench all exit $?"; tail -n 32 "$OUT/bench_all.log"
{ echo; echo "## poot bench all --target $T (default sizes)"; echo; grep -E "^poot bench|^\||^$" "$OUT/bench_all.log";
  grep -vE "^poot bench|^\||^$|^wrote" "$OUT/bench_all.log" | tail -n 20 | sed 's/^/    /'; } >> "$MD"

# --- 3: the small batch -------------------------------------------------------------------------
{ echo; echo "## the row kernels at $SMALL (the sum at $SUM_SMALL)"; echo;
  echo "| kernel | size | ms | GB/s | GFLOP/s | of copy | timer | checked | torch ms | cupy ms |"; echo "|---|---|---|---|---|---|---|---|---|---|"; } >> "$MD"
for k in row_argmax row_argmax_nt row_softmax row_softmax_nt top1_sample sum; do
  size=$SMALL; [ "$k" = sum ] && size=$SUM_SMALL  # the sum: a smaller array (1024 first-pass groups)
  timeout 45 python3 -m poot_core bench "$k" --target "$T" --size "$size" --json "$OUT/bench_${k}_small.json" \
    > "$OUT/bench_${k}_small.log" 2>&1
  echo "bench $k $size exit $?"; grep -E "^\| ($k|device_copy) " "$OUT/bench_${k}_small.log"
  grep -E "^\| ($k|device_copy) " "$OUT/bench_${k}_small.log" >> "$MD" || tail -n 5 "$OUT/bench_${k}_small.log" >> "$MD"
done
# --- 4: matmul_tiled with fma --------------------------------------------------------------------
timeout 60 python3 -m poot_core bench matmul_tiled --target "$T" --option fp_contract=true \
  > "$OUT/bench_matmul_fma.log" 2>&1
echo "bench matmul_tiled fp_contract=true exit $?"; grep -E "^\| (matmul_tiled|device_copy) " "$OUT/bench_matmul_fma.log"
{ echo; echo "## matmul_tiled with fp_contract=true (fma)"; echo;
  echo "| kernel | size | ms | GB/s | GFLOP/s | of copy | timer | checked | torch ms | cupy ms |"; echo "|---|---|---|---|---|---|---|---|---|---|";
  grep -E "^\| (matmul_tiled|device_copy) " "$OUT/bench_matmul_fma.log" || tail -n 5 "$OUT/bench_matmul_fma.log"; } >> "$MD"
echo "wrote $MD"
