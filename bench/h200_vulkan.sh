#!/usr/bin/env bash
# The SPIR-V targets (wgpu, vulkan) on the H200's NVIDIA Vulkan driver, once, by the lead.
#
# What it checks (POOT_GPU=1: a CPU device such as lavapipe is refused, so this really is the GPU):
#   1. bench/vulkan_conformance.py on both targets: every Builder body, every committed asset
#      (assets/**/*.kir.json) and the accepted test kernels exported as .kir.json (.kir_accepted/,
#      made here because the H200 has no rustc) against the CPU oracle; faults must match the
#      oracle's sites; the dispatch after a fault must run normally.
#   2. the no_contract_add fuse check: a*b + c with c = -fl(a*b) (mul-then-add gives 0, an FMA
#      the product's residual), through no_contract_add and through a plain add (the control that
#      shows the driver fuses; built with fp_contract=True), and the plain add with the exact
#      default: no_contract_add and the default must give 0 everywhere on both targets (wgpu
#      through the opaque barrier: naga drops NoContraction). bench/h200_exact_floats.sh has the
#      full float-semantics probes and the cost table.
#   3. the plugin test suites, `pytest -m vulkan_gpu` (POOT_GPU=1), both plugins.
# Writes $OUT/vulkan_h200.md (the table to commit under bench/results/) and $OUT/*.log.
#
# Prepare once, here, in the repo root (the H200 has no internet):
#   echo /.whl/ >> .git/info/exclude; echo /.gl/ >> .git/info/exclude; echo /.kir_accepted/ >> .git/info/exclude
#   python3 -m pip download --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
#     --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 \
#     -d .whl wgpu==0.32.0 vulkan==1.3.275.1 cffi==2.1.1 pycparser==3.12
#   mkdir -p .gl /tmp/amd64/partial; o='-oAPT::Architecture=amd64 -oAPT::Architectures=amd64 -oDir::State::Lists=/tmp/amd64'
#   apt-get $o update; (cd .gl && apt-get $o download libvulkan1 libegl1 libglvnd0 libopengl0 libgl1 libglx0 libgles2)
#   .venv/bin/python bench/vulkan_conformance.py --export-accepted .kir_accepted
# Run: device `run` with carry [".whl", ".gl", ".kir_accepted"], command `bash bench/h200_vulkan.sh`.
set -u
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1

# --- preamble: Vulkan loader, NVIDIA ICD, wheels ------------------------------------------------
if ! ldconfig -p | grep -q libvulkan.so.1; then
  for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig
fi
if [ -f /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json ]; then
  export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
  export VK_ICD_FILENAMES=$VK_DRIVER_FILES  # loaders older than 1.3.207
  export __EGL_VENDOR_LIBRARY_FILENAMES=/usr/local/nvidia/share/glvnd/egl_vendor.d/10_nvidia.json
fi
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp/xdg}; mkdir -p "$XDG_RUNTIME_DIR"; chmod 700 "$XDG_RUNTIME_DIR"
python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl || exit 1
# poot, poot-wgpu, poot-vulkan from this checkout (no build): the sources on PYTHONPATH plus
# minimal .dist-info records so the `poot` entry points (the target registry) find them
mkdist() { local d=/tmp/site/$1-0.1.0.dist-info; mkdir -p "$d"
  printf 'Metadata-Version: 2.1\nName: %s\nVersion: 0.1.0\n' "$2" > "$d/METADATA"
  printf '[poot]\n%s\n' "$3" > "$d/entry_points.txt"; }
mkdist poot poot 'oracle = poot_core.oracle.target'
mkdist poot_wgpu poot-wgpu 'wgpu = poot_wgpu.target'
mkdist poot_vulkan poot-vulkan 'vulkan = poot_vulkan.target'
export PYTHONPATH=/tmp/site:$PWD:$PWD/plugins/poot_wgpu:$PWD/plugins/poot_vulkan
export POOT_GPU=${POOT_GPU-1}  # POOT_GPU=0 only for a dry run on lavapipe
{ ldconfig -p | grep libvulkan; nvidia-smi -L; python3 -m poot_core targets list; } 2>&1 | tee "$OUT/targets.log"

# --- 1 + 2: conformance and the fuse check -----------------------------------------------------
# match_int is skipped by default (CONF_SKIP= runs it): NVIDIA's compiler fails on it (VkErrorUnknown,
# "NVVM compilation failed: 3"; bench/results/2026-12-01-h200-wgpu-diagnosis.md) and through wgpu that
# loses the device for every later case
KIR=(); [ -d .kir_accepted ] && KIR=(--kir .kir_accepted)
timeout 300 python3 bench/vulkan_conformance.py --targets wgpu,vulkan --fuse-check --no-accepted "${KIR[@]}" --skip "${CONF_SKIP-^match_int$}" \
  --out "$OUT/vulkan_h200.md" > "$OUT/conformance.log" 2>&1
echo "conformance exit $?"; tail -n 40 "$OUT/conformance.log"

# --- 3: the plugin suites on the GPU ---------------------------------------------------------------
timeout 200 python3 -m pytest -q -m vulkan_gpu -k "not pip_install" \
  plugins/poot_wgpu/tests plugins/poot_vulkan/tests > "$OUT/pytest_h200.log" 2>&1
echo "pytest exit $?"; tail -n 25 "$OUT/pytest_h200.log"
{ echo; echo "## pytest -m vulkan_gpu (POOT_GPU=1) on this machine"; echo; echo '```'; tail -n 25 "$OUT/pytest_h200.log"; echo '```'; } >> "$OUT/vulkan_h200.md"
