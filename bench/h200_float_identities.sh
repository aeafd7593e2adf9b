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
# --- preamble: bench/h200_env.sh on the device (wheels carried); the dry run here: the repo's .venv
if [ -d .whl ]; then
  source bench/h200_env.sh; PY=python3
else
  PY=.venv/bin/python
  export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp/xdg}; mkdir -p "$XDG_RUNTIME_DIR"; chmod 700 "$XDG_RUNTIME_DIR"
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
