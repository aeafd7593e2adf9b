#!/usr/bin/env bash
# The runtime/CLI on real GPUs (the H200), once, by the lead. Writes $OUT/runtime_h200.md + logs.
#
# What it checks, each line PASS/FAIL in the summary:
#   1. `poot targets list` / `--json`: ptx and vulkan report available with the device named.
#   2. `poot run` of the committed example with no --target picks the best target (ptx on this
#      machine) and `--check` matches the CPU oracle (exit 0); the same on vulkan and wgpu.
#   3. a kernel fault (a short `a`, so a[i] fails its bounds check) exits 3 on ptx, vulkan and wgpu,
#      names examples/elementwise_add.rs:9 and writes no OUT.npz; a fresh process on ptx then runs
#      normally (the device is lost only for the faulting process).
#   4. in one Python process on ptx: execute() faulting raises KernelFault, the next execute()
#      raises DeviceLost (typed, no hang, no crash).
#   5. wall time of `poot run` (process start, plugin load, compile, launch, check) per target.
#
# Prepare once, here, in the repo root (the H200 has no internet; same scheme as h200_vulkan.sh):
#   python3 -m pip download --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
#     --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 \
#     -d .whl wgpu==0.32.0 vulkan==1.3.275.1 cffi==2.1.1 pycparser==3.12 pluggy llvmlite==0.50.0 \
#     cuda-bindings cuda-pathfinder numpy
#   (and .gl/ as h200_vulkan.sh prepares it)
# Run: device `run` with carry [".whl", ".gl"], command `bash bench/h200_runtime.sh`.
set -u
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
export PYTHONUNBUFFERED=1
if ! ldconfig -p | grep -q libvulkan.so.1 && [ -d .gl ]; then
  for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig
fi
if [ -f /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json ]; then
  export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
fi
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp/xdg}; mkdir -p "$XDG_RUNTIME_DIR"; chmod 700 "$XDG_RUNTIME_DIR"
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl \
  > "$OUT/pip.log" 2>&1 || { echo "wheel install failed"; tail "$OUT/pip.log"; }
# every distribution of the checkout, unbuilt: sources on PYTHONPATH + minimal dist-info for the entry points
mkdist() { local d=/tmp/site/$1-0.1.0.dist-info; mkdir -p "$d"
  printf 'Metadata-Version: 2.1\nName: %s\nVersion: 0.1.0\n' "$2" > "$d/METADATA"
  printf '[poot]\n%s\n' "$3" > "$d/entry_points.txt"; }
mkdist poot poot 'oracle = poot_core.oracle.target'
PP=/tmp/site:$PWD
for d in plugins/poot_*/; do
  n=$(basename "$d"); t=${n#poot_}
  grep -q "^$t = " "$d/pyproject.toml" 2>/dev/null || continue
  mkdist "$n" "poot-$t" "$(grep "^$t = " "$d/pyproject.toml" | tr -d '"')"
  PP=$PP:$PWD/$d
done
export PYTHONPATH=$PP
POOT="python3 -m poot_core"
S="$OUT/runtime_h200.md"
echo "# poot runtime on $(nvidia-smi -L 2>/dev/null | head -1)" > "$S"
ok() { echo "- PASS: $*" | tee -a "$S"; }
bad() { echo "- FAIL: $*" | tee -a "$S"; }

# 1. targets
$POOT targets list > "$OUT/targets.txt" 2>&1; cat "$OUT/targets.txt"
$POOT targets list --json > "$OUT/targets.json" 2> "$OUT/targets.err"
for t in ptx vulkan; do
  python3 -c "import json,sys; r={o['name']:o for o in json.load(open('$OUT/targets.json'))}; sys.exit(0 if r.get('$t',{}).get('available') else 1)" \
    && ok "targets list: $t available" || bad "targets list: $t not available ($(grep "^$t " "$OUT/targets.txt"))"
done

# 2. run, default target and each GPU target, with --check
IN=examples/elementwise_add_inputs.npz K=examples/elementwise_add.kir.json
python3 -c "import numpy as np; z=dict(np.load('$IN')); z['a']=z['a'][:9000]; np.savez('$OUT/short.npz', **z)"
s=$(date +%s.%N); $POOT run $K --threads 10000 --inputs $IN --out "$OUT/default.npz" --check > "$OUT/run_default.log" 2>&1
rc=$?; e=$(date +%s.%N)
grep -q " on ptx:" "$OUT/run_default.log" && [ $rc = 0 ] && ok "run default target -> ptx, --check matches ($(python3 -c "print(round($e - $s, 2))") s)" \
  || bad "run default: rc=$rc $(tail -1 "$OUT/run_default.log")"
for t in ptx vulkan wgpu; do
  s=$(date +%s.%N); $POOT run $K --target $t --threads 10000 --inputs $IN --out "$OUT/$t.npz" --check > "$OUT/run_$t.log" 2>&1
  rc=$?; e=$(date +%s.%N)
  [ $rc = 0 ] && ok "run --target $t --check: exit 0 in $(python3 -c "print(round($e - $s, 2))") s (whole process)" || bad "run $t: rc=$rc $(tail -2 "$OUT/run_$t.log")"
  # 3. fault
  rm -f "$OUT/f_$t.npz"
  $POOT run $K --target $t --threads 10000 --inputs "$OUT/short.npz" --out "$OUT/f_$t.npz" > "$OUT/fault_$t.log" 2>&1; rc=$?
  if [ $rc = 3 ] && grep -q "examples/elementwise_add.rs:9" "$OUT/fault_$t.log" && [ ! -e "$OUT/f_$t.npz" ]; then
    ok "fault on $t: exit 3, names elementwise_add.rs:9, no OUT.npz"
  else bad "fault on $t: rc=$rc $(tail -2 "$OUT/fault_$t.log")"; fi
done
$POOT run $K --target ptx --threads 10000 --inputs $IN --out "$OUT/after.npz" > "$OUT/after.log" 2>&1 \
  && ok "ptx runs in a fresh process after a fault" || bad "ptx after fault: $(tail -1 "$OUT/after.log")"

# 4. in-process fault then DeviceLost on ptx
timeout 120 python3 - > "$OUT/lost.log" 2>&1 <<'PY'
import numpy as np
from poot_core.errors import DeviceLost, KernelFault
from poot_core.exec import execute, load_kernel
from poot_core.target import Grid
body = load_kernel("examples/elementwise_add.kir.json")
z = dict(np.load("examples/elementwise_add_inputs.npz"))
g = Grid.threads(10000, body.workgroup_size)
print("ok run", np.array_equal(execute(body, "ptx", g, z)["out"], z["a"] + z["b"]))
try:
    execute(body, "ptx", g, {**z, "a": z["a"][:9000]}); print("NO FAULT")
except KernelFault as e:
    print("fault:", e)
try:
    execute(body, "ptx", g, z); print("NO DEVICELOST")
except DeviceLost as e:
    print("lost:", e)
PY
grep -q "^ok run True" "$OUT/lost.log" && grep -q "^fault:" "$OUT/lost.log" && grep -q "^lost:" "$OUT/lost.log" \
  && ok "in-process ptx: run, KernelFault, then DeviceLost" || bad "in-process ptx: $(tail -3 "$OUT/lost.log")"
echo; cat "$S"
