#!/usr/bin/env bash
# The device protocol (resident buffers, queued dispatches, sync points) of the SPIR-V targets
# (vulkan, wgpu) on the H200's NVIDIA Vulkan driver, once, by the lead. About 5 minutes (its timeouts add up to 590 s).
#
# What it checks (POOT_GPU=1: a CPU device such as lavapipe is refused, so this really is the GPU):
#   1. the protocol suites, `pytest -m vulkan_gpu`: plugins/poot_{vulkan,wgpu}/tests/test_runtime.py
#      (poot_core.testing.runtime_suite + poot_core.testing.spirv_runtime: every dtype round-trips,
#      a chain of 100 dependent f32 dispatches on resident buffers equals the oracle device's bit
#      for bit, acc += a 100 times in place, launches only enqueue (one submission at the sync),
#      repeated dispatches create no driver object, views bind their length, a fault inside a
#      chain names its dispatch, kernel, first thread 70 and group (2, 1) as the oracle does and
#      poisons what it and later dispatches wrote, then the device goes on; buffers of another or
#      a closed device refused; DeviceOutOfMemory; wgpu's sync deadline), and for vulkan the same
#      SPIR-V suite again on the other memory path (the H200's heaps are split: the default path
#      is device-local + staging, the other one host-visible buffers bound directly);
#      plugins/poot_vulkan/tests/test_spirv_host.py (meta words and faults per dispatch);
#      tests/test_faults.py on vulkan and wgpu (first thread, 45 sites, loop budget, the sync
#      timeout -> DeviceLost on the protocol).
#   2. the whole plugin suites, as bench/h200_vulkan.sh runs them (`-m vulkan_gpu`, no pip test).
#   3. bench/runtime_bench.py on vulkan and wgpu (per-dispatch overhead of a tiny kernel on
#      resident buffers next to torch/cupy, a chain of 100 dependent adds on 2^24 f32 resident
#      against execute(), first dispatch with a cold and a warm disk cache), appended to
#      $OUT/runtime_spirv_h200.md (the table for bench/results/).
#
# Prepare once, here, in the repo root: as bench/h200_vulkan.sh (.whl with wgpu, vulkan, cffi,
# pycparser; .gl with the Vulkan loader). No rustc and no .kir.json are needed (Builder kernels).
# Run: device `run` with carry [".whl", ".gl"], command `bash bench/h200_runtime_spirv.sh`
# (or `bash bench/h200_all.sh h200_runtime_spirv`). A dry run on lavapipe here:
#   POOT_GPU=0 PY=.venv/bin/python OUT=/tmp/rts SITE=/tmp/rts_site RTS_BENCH_ARGS="--chain-n 262144" \
#     bash bench/h200_runtime_spirv.sh
set -u
source bench/h200_env.sh
export POOT_GPU=${POOT_GPU-1}  # POOT_GPU=0 only for a dry run on lavapipe
PY=${PY:-python3}
MARK=(-m vulkan_gpu); [ "$POOT_GPU" = 0 ] && MARK=()  # -m vulkan_gpu sets POOT_GPU=1 (spirv_suite)
S="$OUT/runtime_spirv_h200.md"
{ ldconfig -p | grep libvulkan; nvidia-smi -L; $PY -m poot_core targets list; } > "$OUT/targets.log" 2>&1
echo "# SPIR-V device protocol on $(nvidia-smi -L 2>/dev/null | head -1)" > "$S"

# --- 1. the protocol suites ---------------------------------------------------------------------
timeout 120 $PY -m pytest -q -p no:cacheprovider "${MARK[@]}" plugins/poot_vulkan/tests/test_runtime.py \
  plugins/poot_wgpu/tests/test_runtime.py plugins/poot_vulkan/tests/test_spirv_host.py > "$OUT/pytest_runtime.log" 2>&1
echo "runtime suites exit $?"; tail -n 15 "$OUT/pytest_runtime.log"
timeout 90 $PY -m pytest -q -p no:cacheprovider tests/test_faults.py -k "vulkan or wgpu" > "$OUT/pytest_faults.log" 2>&1
echo "test_faults exit $?"; tail -n 8 "$OUT/pytest_faults.log"
{ echo; echo "## pytest ${MARK[*]}: protocol suites, test_faults (POOT_GPU=$POOT_GPU)"; echo; echo '```'
  tail -n 5 "$OUT/pytest_runtime.log"; tail -n 3 "$OUT/pytest_faults.log"; echo '```'; } >> "$S"

# --- 3. the runtime's costs on both SPIR-V targets (bench/runtime_bench.py; before 2: it is short) ----
timeout 180 $PY bench/runtime_bench.py --targets vulkan,wgpu ${RTS_BENCH_ARGS:-} --out "$OUT/runtime_bench_spirv.md" \
  > "$OUT/runtime_bench.log" 2>&1
echo "runtime_bench exit $?"; tail -n 5 "$OUT/runtime_bench.log"
{ echo; cat "$OUT/runtime_bench_spirv.md" 2>/dev/null; } >> "$S"

# --- 2. the whole plugin suites on the GPU --------------------------------------------------------
timeout 200 $PY -m pytest -q -p no:cacheprovider "${MARK[@]}" -k "not pip_install" \
  plugins/poot_wgpu/tests plugins/poot_vulkan/tests > "$OUT/pytest_plugins.log" 2>&1
echo "plugin suites exit $?"; tail -n 15 "$OUT/pytest_plugins.log"
{ echo; echo "## pytest ${MARK[*]}, both plugins' whole suites"; echo; echo '```'; tail -n 8 "$OUT/pytest_plugins.log"; echo '```'; } >> "$S"
echo; cat "$S"
