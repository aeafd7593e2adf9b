#!/usr/bin/env bash
# Float identities (x * 0.0, x + 0.0, x - x, x / 0.0, 0.0 / x, x != x, ... over NaN, +-inf, +-0.0,
# subnormals) on the H200's NVIDIA Vulkan driver, for the vulkan and wgpu targets, once, by the
# lead. Under 2 minutes. No rustc: the battery is Kernel IR built in the test.
#
# What it checks (POOT_GPU=1: a CPU device such as lavapipe is refused, so this really is the GPU):
#   1. the driver's float controls (shaderSignedZeroInfNanPreserveFloat16/32/64, DenormPreserve):
#      the vulkan target declares SignedZeroInfNanPreserve for the widths offered;
#   2. `pytest tests/codegen/test_spirv_identities.py`: every fold class bit for bit against numpy
#      with the default build (opaque float constants and int->float conversions; on wgpu also the
#      second zero on add/sub operands). A failure names the column, the input and both values.
# Writes $OUT/float_identities_h200.log.
#
# Prepare and carry exactly as for bench/h200_exact_floats.sh (carry [".whl", ".gl"]), then run:
# device `run`, command `bash bench/h200_float_identities.sh`.
# Dry run on lavapipe (this machine): POOT_GPU=0 OUT=/tmp/fi bash bench/h200_float_identities.sh
set -u
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1

# --- preamble: Vulkan loader, NVIDIA ICD, wheels (as bench/h200_vulkan.sh) ----------------------
if [ -d .gl ] && ! ldconfig -p | grep -q libvulkan.so.1; then
  for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig
fi
if [ -f /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json ]; then
  export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
  export VK_ICD_FILENAMES=$VK_DRIVER_FILES  # loaders older than 1.3.207
  export __EGL_VENDOR_LIBRARY_FILENAMES=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
fi
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp/xdg}; mkdir -p "$XDG_RUNTIME_DIR"; chmod 700 "$XDG_RUNTIME_DIR"
PY=python3
if [ -d .whl ]; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 1
  mkdist() { local d=/tmp/site/$1-0.1.0.dist-info; mkdir -p "$d"
    printf 'Metadata-Version: 2.1\nName: %s\nVersion: 0.1.0\n' "$2" > "$d/METADATA"
    printf '[poot]\n%s\n' "$3" > "$d/entry_points.txt"; }
  mkdist poot poot 'oracle = poot_core.oracle.target'
  mkdist poot_wgpu poot-wgpu 'wgpu = poot_wgpu.target'
  mkdist poot_vulkan poot-vulkan 'vulkan = poot_vulkan.target'
  export PYTHONPATH=/tmp/site:$PWD:$PWD/plugins/poot_wgpu:$PWD/plugins/poot_vulkan
elif [ -x .venv/bin/python ]; then
  PY=.venv/bin/python  # the dry run here: the worktree's venv has everything
fi
export POOT_GPU=${POOT_GPU-1}  # POOT_GPU=0 only for a dry run on lavapipe
{ ldconfig -p | grep libvulkan; nvidia-smi -L; $PY -m poot_core targets list; } 2>&1 | tee "$OUT/targets.log"

$PY - > "$OUT/float_controls.log" 2>&1 <<'PYEOF'
from poot_vulkan.probe import choose
d = choose()
print(d.describe)
print({k: v for k, v in d.has.items() if k.startswith(("denorm", "szinp")) or k == "float_controls"})
PYEOF
cat "$OUT/float_controls.log"

# POOT_GPU=1 (exported above) makes the probes refuse a CPU device: the tests then run on the GPU or skip (the log says which)
timeout 300 $PY -m pytest -q -p no:cacheprovider tests/codegen/test_spirv_identities.py \
  > "$OUT/float_identities_h200.log" 2>&1
echo "pytest exit $?"; tail -n 40 "$OUT/float_identities_h200.log"
