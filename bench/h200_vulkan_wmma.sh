#!/usr/bin/env bash
# Wmma on the vulkan target (SPV_KHR_cooperative_matrix) on the H200's NVIDIA Vulkan driver, by the lead.
#
# What it checks (POOT_GPU=1: a CPU device such as lavapipe is refused, so this really is the GPU):
#   1. the device's cooperative-matrix report: Capabilities.wmma_shapes must hold (16, 16, 16) and
#      the shapes Wmma may use must include 16x16x16 f16 x f16 -> f32 (Subgroup scope, subgroup size 32);
#   2. bench/vulkan_wmma.py: tile GEMMs (one tile; 16 tiles with a K loop; B column-major; f16 and
#      f64 accumulators), strided offset tiles in both layouts with a loaded accumulator, and the
#      kit's random Wmma bodies, each on the oracle and on vulkan with the same inputs, within the
#      contract's matrix bound (docs/execution-contract.md section 5) under the device's latitude; a
#      shape the device does not report (f64 accumulator) must be a typed CapabilityError naming
#      the shape and the device; then the naive samples.wmma_gemm at 1024^3 and 4096^3 against
#      numpy, timed with Vulkan timestamps;
#   3. the plugin tests that touch Wmma, `pytest -m vulkan_gpu -k "wmma or naga"` (the shared
#      test runs a 32x32x32 GEMM against the oracle on vulkan; wgpu refuses it, and naga on the GPU
#      still rejects the module).
# Writes $OUT/vulkan_wmma_h200.md (the table to commit under bench/results/) and $OUT/*.log.
#
# Prepare once, here, in the repo root, as for bench/h200_vulkan.sh (the H200 has no internet):
#   echo /.whl/ >> .git/info/exclude; echo /.gl/ >> .git/info/exclude
#   python3 -m pip download --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
#     --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 \
#     -d .whl wgpu==0.32.0 vulkan==1.3.275.1 cffi==2.1.1 pycparser==3.12
#   mkdir -p .gl /tmp/amd64/partial; o='-oAPT::Architecture=amd64 -oAPT::Architectures=amd64 -oDir::State::Lists=/tmp/amd64'
#   apt-get $o update; (cd .gl && apt-get $o download libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)
# Run: device `run` with carry [".whl", ".gl"], command `bash bench/h200_vulkan_wmma.sh`.
# Dry run here (lavapipe: every Wmma body must be refused, typed): POOT_GPU=0 OUT=/tmp/o bash bench/h200_vulkan_wmma.sh
set -u
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1

# --- preamble: Vulkan loader, NVIDIA ICD, wheels (as bench/h200_vulkan.sh) ------------------------
if ! ldconfig -p | grep -q libvulkan.so.1; then
  for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig
fi
if [ -f /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json ]; then
  export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
  export VK_ICD_FILENAMES=$VK_DRIVER_FILES  # loaders older than 1.3.207
  export __EGL_VENDOR_LIBRARY_FILENAMES=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
fi
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp/xdg}; mkdir -p "$XDG_RUNTIME_DIR"; chmod 700 "$XDG_RUNTIME_DIR"
PY=${PY:-python3}
if [ -d .whl ]; then
  $PY -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 1
  mkdist() { local d=/tmp/site/$1-0.1.0.dist-info; mkdir -p "$d"
    printf 'Metadata-Version: 2.1\nName: %s\nVersion: 0.1.0\n' "$2" > "$d/METADATA"
    printf '[poot]\n%s\n' "$3" > "$d/entry_points.txt"; }
  mkdist poot poot 'oracle = poot_core.oracle.target'
  mkdist poot_wgpu poot-wgpu 'wgpu = poot_wgpu.target'
  mkdist poot_vulkan poot-vulkan 'vulkan = poot_vulkan.target'
  export PYTHONPATH=/tmp/site:$PWD:$PWD/plugins/poot_wgpu:$PWD/plugins/poot_vulkan
else  # a dry run in a development checkout (the plugins installed)
  export PYTHONPATH=$PWD:$PWD/plugins/poot_wgpu:$PWD/plugins/poot_vulkan${PYTHONPATH:+:$PYTHONPATH}
fi
export POOT_GPU=${POOT_GPU-1}  # POOT_GPU=0 only for a dry run on lavapipe
{ ldconfig -p | grep libvulkan; nvidia-smi -L; $PY -m poot_core targets list; } 2>&1 | tee "$OUT/targets.log"

# --- 1: the cooperative-matrix report ---------------------------------------------------------------
$PY - <<'PY' 2>&1 | tee "$OUT/coopmat_report.log"
from poot_vulkan.probe import choose
i = choose()
print("device:", i.describe, "| subgroup size:", i.caps.subgroup_size, "| wmma_shapes:", i.caps.wmma_shapes)
print("shapes Wmma may use:", [str(s) for s in i.matrix] or i.matrix_note)
print("16x16x16 f16 x f16 -> f32:", any(str(s) == "16x16x16 f16 x f16 -> f32" for s in i.matrix))
PY

# --- 2: the Wmma bodies against the oracle, and the naive GEMM's speed --------------------------------
timeout 400 $PY bench/vulkan_wmma.py --out "$OUT/vulkan_wmma_h200.md" --random 40 --sizes "${WMMA_SIZES-1024,4096}" \
  > "$OUT/vulkan_wmma.log" 2>&1
echo "vulkan_wmma exit $?"; tail -n 30 "$OUT/vulkan_wmma.log"

# --- 3: the plugin tests that touch Wmma -------------------------------------------------------------
timeout 150 $PY -m pytest -q -m vulkan_gpu -k "wmma or naga or coopmat" \
  plugins/poot_vulkan/tests plugins/poot_wgpu/tests > "$OUT/pytest_wmma_h200.log" 2>&1
echo "pytest exit $?"; tail -n 15 "$OUT/pytest_wmma_h200.log"
{ echo; echo "## pytest -m vulkan_gpu -k 'wmma or naga or coopmat' (POOT_GPU=1) on this machine"; echo; echo '```'
  cat "$OUT/coopmat_report.log"; tail -n 15 "$OUT/pytest_wmma_h200.log"; echo '```'; } >> "$OUT/vulkan_wmma_h200.md"
