#!/usr/bin/env bash
# Launch overhead of a tiny dispatch and first-call latency on the H200 (issue 14), by the lead. ~2 minutes.
#
# What it measures (bench/launch_overhead.py, the seed's add on 1024 f32, each call synchronous,
# median of 500, every result checked): on ptx, vulkan and the oracle, `execute` from numpy
# (upload, launch, sync, download), `kernel(DeviceArray...)` + sync and Device.launch + sync on
# resident buffers, and 100 Device.launch + one sync (per launch); on vulkan the same two rows again
# on a device opened with POOT_VULKAN_SUBMIT=sync (record until the sync: the behaviour before
# dispatches were submitted at launch) and with POOT_VULKAN_SPIN_US=0 (no fence polling at the
# sync); beside them numpy, torch CPU, torch CUDA end to end from numpy (.cuda(), add, .cpu()),
# resident (add(out=) + synchronize) and 100 adds + one synchronize. Then one execute per target
# by phase. Then bench/first_call.py per target: fresh processes timing import numpy, import poot,
# the entry-point scan, the registry's plugin imports, the probe, the kernel load, the artifact
# (disk cache cold, then warm: median and min of 5 processes), device open, the first dispatch, and
# the heavy modules import poot and the registry pulled in (expected: none).
# Goals: execute within 2x of torch CUDA end to end (~0.065 ms); resident within 2x of torch
# resident; first call with a warm cache < 0.2 s in process.
# Writes $OUT/launch_h200.md (the tables to commit under bench/results/), logs.
#
# Prepare once, here, in the repo root: what bench/h200_env.sh says (.whl, .llvmlite, .gl).
# Run: device `run` with carry [".whl", ".llvmlite", ".gl"], command `bash bench/h200_all.sh h200_launch`.
set -u
source bench/h200_env.sh
unset PYTHONDONTWRITEBYTECODE
MD=$OUT/launch_h200.md
{ echo "# launch overhead and first call on the H200 ($(date -u +%F), commit $(git rev-parse --short HEAD 2>/dev/null || echo '?'))"
  echo; echo '```'; nvidia-smi -L; python3 -m poot_core targets list; echo '```'; echo; } > "$MD" 2>&1
timeout "${LAUNCH_TIMEOUT_S:-400}" python3 bench/launch_overhead.py --targets ptx,vulkan,oracle --reps "${LAUNCH_REPS:-500}" > "$OUT/launch.log" 2>&1
echo "== launch_overhead: exit $?"; cat "$OUT/launch.log"
cat "$OUT/launch.log" >> "$MD"
echo "wrote $MD"
