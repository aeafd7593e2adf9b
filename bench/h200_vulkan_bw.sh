#!/usr/bin/env bash
# Why the raw-Vulkan device copy is slow on the H200 (issue 14), in one device call, by the lead. ~2 minutes.
#
# What it measures (bench/vulkan_bw.py, 2^28 f32 = 1 GiB per buffer, Vulkan timestamp queries, medians):
# the memory heaps/types the vulkan plugin chose (device buffers, upload and read-back staging);
# vkCmdCopyBuffer device -> device; minimal hand-built SPIR-V copy shaders (f32 and vec4 per
# thread: no meta buffer, no 64-bit index math, no checks) - the driver's own ceiling for a shader;
# poot's device copy kernel (what `poot bench` divides by) and the seed's add with the target's
# defaults (coarsen 4, relaunch 256, vec4 loads/stores), vectors=false, coarsen=off, coarsen=off
# relaunch=0. Twice: 25 reps, then 200 reps (a clock that ramps shows as a lower median in the
# second). nvidia-smi samples pstate and clocks every 200 ms during both ($OUT/clocks.csv), so
# a run at reduced memory clocks (P2/P8) is visible. The vec4 SPIR-V of the default copy is
# dumped to $OUT/dump (spirv-dis it here).
# VBW_N overrides the element count (a dry run elsewhere: VBW_N=1048576).
# Writes $OUT/vulkan_bw_h200.md (the tables to commit under bench/results/), logs.
#
# Prepare once, here, in the repo root: what bench/h200_env.sh says (.whl, .gl; no llvmlite needed).
# Run: device `run` with carry [".whl", ".gl"], command `bash bench/h200_all.sh h200_vulkan_bw`
# (or `bash bench/h200_vulkan_bw.sh` with OUT set).
set -u
source bench/h200_env.sh
MD=$OUT/vulkan_bw_h200.md
{ echo "# raw Vulkan copy bandwidth on the H200 ($(date -u +%F), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?'))"
  echo; echo '```'; nvidia-smi -L; nvidia-smi --query-gpu=pstate,clocks.sm,clocks.mem,clocks.max.sm,clocks.max.mem,power.draw --format=csv
  echo '```'; } > "$MD" 2>&1
nvidia-smi --query-gpu=timestamp,pstate,clocks.sm,clocks.mem,utilization.gpu,power.draw --format=csv -lms 200 \
  > "$OUT/clocks.csv" 2>/dev/null &
SMI=$!
for reps in 25 200; do
  POOT_DUMP_DIR=$OUT/dump timeout 240 python3 bench/vulkan_bw.py --n "${VBW_N:-268435456}" --reps $reps --warmup 3 \
    > "$OUT/vulkan_bw.$reps.log" 2>&1
  echo "== vulkan_bw reps $reps: exit $?"; cat "$OUT/vulkan_bw.$reps.log"
  { echo; echo "## reps $reps"; echo; cat "$OUT/vulkan_bw.$reps.log"; } >> "$MD"
done
kill "$SMI" 2>/dev/null
{ echo; echo "## clocks during the runs (nvidia-smi every 200 ms: pstate, SM MHz, memory MHz; distinct rows)"; echo
  echo '```'; cut -d, -f2-4 "$OUT/clocks.csv" | sort | uniq -c | sort -rn | head -12; echo '```'; } >> "$MD"
echo "wrote $MD"
