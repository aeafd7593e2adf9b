#!/usr/bin/env bash
# Launch overhead of a tiny dispatch and first-call latency on the H200 (issue 14), by the lead. ~2 minutes.
#
# What it measures (bench/launch_overhead.py, the seed's add on 1024 f32, each call synchronous,
# median of 500, every result checked): on ptx, vulkan and the oracle, `execute` from numpy
# (upload, launch, sync, download), `kernel(DeviceArray...)` + sync and Device.launch + sync on
# resident buffers; beside them numpy, torch CPU, torch CUDA end to end from numpy (.cuda(), add,
# .cpu()) and resident (add(out=) + synchronize). Then one execute per target by phase (compile-
# cache lookup, alloc + upload, launch, sync, download). Then the first call in a fresh process
# per target: import numpy, import poot, the plugin registry, load, compile, open the device, the
# first execute - with the on-disk artifact cache cold, warm, and warm again (the first process
# also compiles Python's bytecode: the checkout arrives without __pycache__).
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
timeout 400 python3 bench/launch_overhead.py --targets ptx,vulkan,oracle --reps 500 > "$OUT/launch.log" 2>&1
echo "== launch_overhead: exit $?"; cat "$OUT/launch.log"
cat "$OUT/launch.log" >> "$MD"
echo "wrote $MD"
