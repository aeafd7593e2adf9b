#!/usr/bin/env bash
# Nsight Compute profile of every shipped family kernel at the sizes on the H200 (PTX):
# one launch each (bench/ncu_family.py launch: matmul_tiled 4096^3, matvec / q8_0_matvec /
# q4_0_matvec [16384, 16384], the dequants 2^26, row_argmax / row_softmax / top1_sample
# [2048, 131072], the sum's first pass over 2^28; both variants), under
#   ncu --section SpeedOfLight --section Occupancy --section LaunchStats
# reduced to one table (bench/ncu_family.py table): kernel, size, duration, DRAM / SM / L1 / L2
# throughput (% of peak), achieved and theoretical occupancy, registers per thread, and the
# limiter (the busiest unit when above 60% of its peak, else latency). Also the registers and
# spills of each kernel's PTX through ptxas -v where ptxas exists (bench/ncu_family.py ptxas).
# About 2-3 minutes (KERNELS="q8_0_matvec matmul_tiled" profiles only those).
#
# Writes $OUT/ncu_h200.md (the tables to commit under bench/results/), $OUT/family.ncu-rep, the
# CSV, the logs.
# Prepare once, here, in the repo root: .llvmlite/ as bench/h200_env.sh says. No rustc is needed
# there: the kernels run from the committed .kir.json assets.
# Run: device `run` with carry [".llvmlite"], command `bash bench/h200_all.sh h200_ncu`
# (or alone: `bash bench/h200_ncu.sh`). Elsewhere ncu is absent and the script says so; the
# python parts dry-run with T=oracle SIZES=tiny (or T=vulkan SIZES=tiny on lavapipe).
set -u
source bench/h200_env.sh
T=${T:-ptx}; SIZES=${SIZES:-large}; KERNELS=${KERNELS:-}
MD=$OUT/ncu_h200.md
{ echo "# ncu profile of the family kernels ($T, $(date -u +%F), $(git rev-parse --short HEAD 2>/dev/null || echo '?'))"; echo;
  echo '```'; nvidia-smi -L 2>&1; ncu --version 2>&1 | tail -n 1; echo '```'; } > "$MD"

# --- registers and spills (ptxas -v on each kernel's PTX) --------------------------------------
{ echo; echo "## registers and spills (ptxas -v, sm_90)"; echo; } >> "$MD"
timeout 120 python3 bench/ncu_family.py ptxas $KERNELS >> "$MD" 2> "$OUT/ptxas.err"
echo "ptxas exit $?"

# --- one launch each under ncu -------------------------------------------------------------------
if ! command -v ncu >/dev/null 2>&1; then
  echo "h200_ncu: ncu (Nsight Compute) is not on PATH here; dry-running the launches without it"
  timeout 300 python3 bench/ncu_family.py launch --target "$T" --sizes "$SIZES" --order "$OUT/order.json" $KERNELS \
    > "$OUT/launch.log" 2>&1
  echo "launch exit $?"; tail -n 25 "$OUT/launch.log"
  { echo; echo "ncu is not on PATH: no profile (the launches ran without it)."; } >> "$MD"
  echo "wrote $MD"; exit 0
fi
timeout 420 ncu --section SpeedOfLight --section Occupancy --section LaunchStats --target-processes all \
  -f -o "$OUT/family" --log-file "$OUT/ncu.log" \
  python3 bench/ncu_family.py launch --target "$T" --sizes "$SIZES" --order "$OUT/order.json" $KERNELS \
  > "$OUT/launch.log" 2>&1
echo "ncu exit $?"; tail -n 25 "$OUT/launch.log"; tail -n 5 "$OUT/ncu.log"
ncu --import "$OUT/family.ncu-rep" --csv --page details > "$OUT/details.csv" 2> "$OUT/import.err"
echo "import exit $?"
{ echo; echo "## ncu: SpeedOfLight, Occupancy, LaunchStats (one launch each)"; echo;
  python3 bench/ncu_family.py table "$OUT/details.csv" "$OUT/order.json"; } >> "$MD" 2>> "$OUT/import.err"
tail -n 3 "$OUT/import.err"
cat "$MD"
echo "wrote $MD"
