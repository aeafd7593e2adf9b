#!/usr/bin/env bash
# Wrap-free arithmetic (BinOp.nowrap: nuw/nsw in the LLVM lowering, poot_core/passes/nowrap.py) on
# the H200, once, by the lead. ~4 minutes.
#
# First (no GPU needed) bench/nowrap_ptx.py: which family kernels' PTX the marks change at all
# (most are identical; matvec and matvec_nt lose their trip-count max.u64 chains). Then
# `poot bench` of matvec_nt - trap-free, so POOT_CHECK_RANGES=1 vs 0 differs only by the marks -
# at [16384, 16384] and [4096, 4096], on / off / on / off in separate processes (the repeat shows
# the noise), and row_argmax_nt [2048, 131072] on / off as the control (identical PTX: any
# difference there is noise). Every row is checked against the oracle first (poot bench does that)
# and shows torch and the device copy measured in the same run.
# Writes $OUT/nowrap_h200.md (the table to commit under bench/results/), $OUT/*.json, logs.
#
# Prepare once, here, in the repo root: .llvmlite/ as bench/h200_env.sh says.
# Run: device `run` with carry [".llvmlite"], command `bash bench/h200_nowrap.sh`.
# (A dry run elsewhere: T=oracle MV=64x700 MV2=32x300 RA=2x3000 bash bench/h200_nowrap.sh; PTX_TABLE=0
# skips the PTX table, which any machine with llvmlite reproduces.)
set -u
source bench/h200_env.sh
export POOT_SYNC_TIMEOUT_S=${POOT_SYNC_TIMEOUT_S:-10}
T=${T:-ptx}; MV=${MV:-16384x16384}; MV2=${MV2:-4096x4096}; RA=${RA:-2048x131072}
MD=$OUT/nowrap_h200.md
{ echo "# nowrap marks (nuw/nsw) on the H200 ($T, $(date -u +%F), $(git rev-parse --short HEAD 2>/dev/null || echo '?'))"; echo;
  echo '```'; nvidia-smi -L 2>&1; echo '```'; echo; echo "PTX of the family assets with and without the marks:"; echo;
  if [ "${PTX_TABLE:-1}" = 1 ]; then python3 bench/nowrap_ptx.py 2>&1; else echo "(skipped: PTX_TABLE=0)"; fi; echo;
  echo "| kernel | size | ms | GB/s | GFLOP/s | of copy | timer | checked | torch ms | cupy ms | setting |";
  echo "|---|---|---|---|---|---|---|---|---|---|---|"; } > "$MD" 2>&1
run() {  # kernel size tag [env...]
  local k=$1 size=$2 tag=$3; shift 3
  env "$@" timeout "${CHECK_TIMEOUT_S:-60}" python3 -m poot_core bench "$k" --target "$T" --size "$size" --reps 25 \
    --json "$OUT/$k.$size.$tag.json" > "$OUT/$k.$size.$tag.log" 2>&1
  echo "== $k $size [$tag] exit $?"; grep -E "^\| ($k|device_copy) " "$OUT/$k.$size.$tag.log"
  grep -E "^\| ($k|device_copy) " "$OUT/$k.$size.$tag.log" | sed "s/\$/ $tag |/" >> "$MD" \
    || { tail -n 5 "$OUT/$k.$size.$tag.log" | sed 's/^/    /' >> "$MD"; }
}
for size in "$MV" "$MV2"; do
  for rep in 1 2; do
    run matvec_nt "$size" "marks-$rep" POOT_CHECK_RANGES=1
    run matvec_nt "$size" "no-marks-$rep" POOT_CHECK_RANGES=0
  done
done
run row_argmax_nt "$RA" marks POOT_CHECK_RANGES=1
run row_argmax_nt "$RA" no-marks POOT_CHECK_RANGES=0
echo "wrote $MD"
