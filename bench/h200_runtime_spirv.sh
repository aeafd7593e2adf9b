#!/usr/bin/env bash
# The device protocol (resident buffers, queued dispatches, sync points) of the SPIR-V targets
# (vulkan, wgpu) on the H200's NVIDIA Vulkan driver, once, by the lead. About 3 minutes.
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
#   3. per-dispatch cost (informative, not a pass/fail): a tiny kernel (n = 1024, u32 add) on
#      resident buffers, 1000 launches then one sync, and 1000 x (launch + sync); a chain of 100
#      dependent f32 adds on 2^24-element resident buffers against the same 100 steps through
#      execute() (upload, launch, sync, download each); torch's a + b (n = 1024) next to it when
#      torch is importable. Writes $OUT/runtime_spirv_h200.md (the table for bench/results/).
#
# Prepare once, here, in the repo root: as bench/h200_vulkan.sh (.whl with wgpu, vulkan, cffi,
# pycparser; .gl with the Vulkan loader). No rustc and no .kir.json are needed (Builder kernels).
# Run: device `run` with carry [".whl", ".gl"], command `bash bench/h200_runtime_spirv.sh`
# (or `bash bench/h200_all.sh h200_runtime_spirv`). A dry run on lavapipe here:
#   POOT_GPU=0 PY=.venv/bin/python OUT=/tmp/rts SITE=/tmp/rts_site RTS_LOG2N=18 bash bench/h200_runtime_spirv.sh
set -u
source bench/h200_env.sh
export POOT_GPU=${POOT_GPU-1}  # POOT_GPU=0 only for a dry run on lavapipe
PY=${PY:-python3}
MARK=(-m vulkan_gpu); [ "$POOT_GPU" = 0 ] && MARK=()  # -m vulkan_gpu sets POOT_GPU=1 (spirv_suite)
S="$OUT/runtime_spirv_h200.md"
{ ldconfig -p | grep libvulkan; nvidia-smi -L; $PY -m poot_core targets list; } > "$OUT/targets.log" 2>&1
echo "# SPIR-V device protocol on $(nvidia-smi -L 2>/dev/null | head -1)" > "$S"

# --- 1. the protocol suites ---------------------------------------------------------------------
timeout 200 $PY -m pytest -q -p no:cacheprovider "${MARK[@]}" plugins/poot_vulkan/tests/test_runtime.py \
  plugins/poot_wgpu/tests/test_runtime.py plugins/poot_vulkan/tests/test_spirv_host.py > "$OUT/pytest_runtime.log" 2>&1
echo "runtime suites exit $?"; tail -n 15 "$OUT/pytest_runtime.log"
timeout 150 $PY -m pytest -q -p no:cacheprovider tests/test_faults.py -k "vulkan or wgpu" > "$OUT/pytest_faults.log" 2>&1
echo "test_faults exit $?"; tail -n 8 "$OUT/pytest_faults.log"
{ echo; echo "## pytest ${MARK[*]}: protocol suites, test_faults (POOT_GPU=$POOT_GPU)"; echo; echo '```'
  tail -n 5 "$OUT/pytest_runtime.log"; tail -n 3 "$OUT/pytest_faults.log"; echo '```'; } >> "$S"

# --- 3. per-dispatch cost (before 2: it is short and the table is what gets committed) ----------
timeout 240 $PY - >> "$S" 2> "$OUT/overhead.err" <<'PY'
import os
import time

import numpy as np

from poot_core import plugins
from poot_core.exec import execute
from poot_core.ir.types import F32
from poot_core.oracle import samples
from poot_core.target import Grid
from poot_core.testing.runtime_suite import add_u32

LOG2N = int(os.environ.get("RTS_LOG2N", "24"))  # 18 for a dry run on lavapipe
print("\n## Per-dispatch cost (us; best of 3 rounds)\n")
print(f"| target | device | 1000 launches, 1 sync: per dispatch | 1000 x (launch + sync) | 100-step chain 2^{LOG2N} f32 "
      "resident (ms) | same via execute() (ms) | speed-up |")
print("|---|---|---|---|---|---|---|")
for name in ("vulkan", "wgpu"):
    t = plugins.get_target(name)
    if not t.probe().available:
        print(f"| {name} | not available: {t.probe().reason} | | | | | |")
        continue
    dev = t.open()
    art, n = t.compile(add_u32()), 1024
    x = dev.alloc(4 * n, np.uint32); dev.upload(x, np.arange(n, dtype=np.uint32))
    y = dev.alloc(4 * n, np.uint32)
    g, B = Grid.threads(n, 64), {"a": x, "b": x, "out": y}
    dev.launch(art, B, g); dev.sync()
    queued = single = 1e9
    for _ in range(3):
        t0 = time.perf_counter()
        for _ in range(1000):
            dev.launch(art, B, g)
        dev.sync()
        queued = min(queued, (time.perf_counter() - t0) * 1e3)
        t0 = time.perf_counter()
        for _ in range(1000):
            dev.launch(art, B, g); dev.sync()
        single = min(single, (time.perf_counter() - t0) * 1e3)
    assert np.array_equal(dev.download(y), 2 * np.arange(n, dtype=np.uint32))
    body, N = samples.elementwise_add(F32), 1 << LOG2N
    big = t.compile(body)
    rng = np.random.default_rng(0)
    x0, x1 = rng.standard_normal(N).astype(np.float32), rng.standard_normal(N).astype(np.float32)
    bufs = [dev.alloc(4 * N, np.float32) for _ in range(3)]
    dev.upload(bufs[0], x0); dev.upload(bufs[1], x1)
    G = Grid.threads(N, body.workgroup_size)
    t0 = time.perf_counter()
    for k in range(100):
        dev.launch(big, {"a": bufs[k % 3], "b": bufs[(k + 1) % 3], "out": bufs[(k + 2) % 3]}, G)
    got = dev.download(bufs[101 % 3])
    resident = (time.perf_counter() - t0) * 1e3
    a, b = x0, x1
    t0 = time.perf_counter()
    for k in range(100):
        a, b = b, execute(body, t, G, {"a": a, "b": b, "out": np.empty(N, np.float32)})["out"]
    via = (time.perf_counter() - t0) * 1e3
    assert np.array_equal(got, b), "the resident chain differs from the execute() chain"
    print(f"| {name} | {dev.name} | {queued:.1f} | {single:.1f} | {resident:.0f} | {via:.0f} | {via / resident:.1f}x |")
    dev.close()
try:
    import torch
    a = torch.arange(1024, device="cuda", dtype=torch.float32)
    best = 1e9
    for _ in range(3):
        torch.cuda.synchronize(); t0 = time.perf_counter()
        for _ in range(1000):
            c = a + a
        torch.cuda.synchronize()
        best = min(best, (time.perf_counter() - t0) * 1e3)
    print(f"\ntorch a + b (n = 1024, 1000 ops, one synchronize): {best:.1f} us per op ({torch.cuda.get_device_name()})")
except Exception as e:  # no torch or no CUDA here
    print(f"\ntorch: not measured ({type(e).__name__}: {e})")
PY
echo "overhead exit $?"; tail -n 6 "$OUT/overhead.err"

# --- 2. the whole plugin suites on the GPU --------------------------------------------------------
timeout 240 $PY -m pytest -q -p no:cacheprovider "${MARK[@]}" -k "not pip_install" \
  plugins/poot_wgpu/tests plugins/poot_vulkan/tests > "$OUT/pytest_plugins.log" 2>&1
echo "plugin suites exit $?"; tail -n 15 "$OUT/pytest_plugins.log"
{ echo; echo "## pytest ${MARK[*]}, both plugins' whole suites"; echo; echo '```'; tail -n 8 "$OUT/pytest_plugins.log"; echo '```'; } >> "$S"
echo; cat "$S"
