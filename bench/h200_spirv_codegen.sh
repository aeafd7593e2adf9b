#!/usr/bin/env bash
# The SPIR-V emitter's edge semantics on the H200's NVIDIA Vulkan driver (through wgpu-py/naga),
# once, by the lead. Under 2 minutes. Same preparation and carry as bench/h200_vulkan.sh
# (carry [".whl", ".gl"]; the .kir_accepted export is not needed).
#
# What it checks: `pytest tests/codegen/test_spirv_run.py` with POOT_GPU=1 (a CPU adapter fails the
# run), every module compared with the CPU oracle: the binding ABI, error-word faults and the
# dispatch after one, lanes that trap before a barrier, LDS tree reduction, atomics, 2-D groups,
# folded dispatches and > 65535 groups, round half away from zero (0.5, 2.5, -2.5, 0.49999997),
# NaN-ignoring max/min, saturating float->int casts (NaN, +-inf, out of range) from f16/f32/f64,
# exact float % (fmod), f32 and f64 exp/ln/sin/cos within the oracle's ulp contract (f64 through
# poot's own sequences incl. Payne-Hanek), f64->f16 single rounding, random programs.
# Failures there are driver/naga semantics the emitter must work around: report them to the
# SPIR-V codegen engineer. Writes $OUT/spirv_codegen_h200.log.
set -u
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
export PYTHONUNBUFFERED=1
if ! ldconfig -p | grep -q libvulkan.so.1; then
  for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig
fi
if [ -f /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json ]; then
  export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
  export VK_ICD_FILENAMES=$VK_DRIVER_FILES
  export __EGL_VENDOR_LIBRARY_FILENAMES=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
fi
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp/xdg}; mkdir -p "$XDG_RUNTIME_DIR"; chmod 700 "$XDG_RUNTIME_DIR"
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 1
export PYTHONPATH=/tmp/site:$PWD POOT_GPU=${POOT_GPU-1}
timeout 240 python3 -m pytest -q -s -p no:cacheprovider -o addopts="--import-mode=importlib" \
  tests/codegen/test_spirv_run.py > "$OUT/spirv_codegen_h200.log" 2>&1
echo "pytest exit $?"; grep -m1 "wgpu adapter" "$OUT/spirv_codegen_h200.log"; tail -n 40 "$OUT/spirv_codegen_h200.log"
