# Sourced by the bench/h200_*.sh scripts on the device machine: makes every poot distribution of
# this checkout importable under the image's python3 (3.12) without building anything, and the
# NVIDIA Vulkan driver reachable. The H200 has no internet and no rustc; carry what it lacks.
#
# Prepare once, here, in the repo root (all ignored by git):
#   .whl/       python3 -m pip download --no-deps --only-binary=:all: --python-version 3.12 --implementation cp \
#                 --platform manylinux_2_28_x86_64 --platform manylinux_2_17_x86_64 --platform manylinux2014_x86_64 \
#                 -d .whl wgpu==0.32.0 vulkan==1.3.275.1 cffi==2.1.1 pycparser==3.12
#   .llvmlite/  llvmlite 0.50 (LLVM 22; the image's numba llvmlite is older): the cp312 wheel's
#               package with libllvmlite.so stripped (strip --strip-unneeded), as a tar.xz (35 MiB
#               instead of the wheel's 57, so it fits one call's 64 MiB beside everything else):
#                 unzip the wheel into D; rm -r D/llvmlite/tests; strip --strip-unneeded D/llvmlite/binding/libllvmlite.so;
#                 tar cf - -C D llvmlite llvmlite-0.50.0.dist-info | xz -9 > .llvmlite/llvmlite-0.50.0-stripped.tar.xz
#               (libllvmlite.so is loaded through ctypes, so one build serves every Python version)
#   .gl/        the Vulkan loader (see bench/h200_vulkan.sh)
# Then carry [".whl", ".llvmlite", ".gl", ...] and start the command with `source bench/h200_env.sh`.
export PYTHONUNBUFFERED=1 NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
SITE=${SITE:-/tmp/site}; mkdir -p "$SITE"
if ! ldconfig -p | grep -q libvulkan.so.1 && [ -d .gl ]; then
  for f in .gl/*.deb; do dpkg -x "$f" /; done; ldconfig
fi
if [ -f /usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json ]; then
  export VK_DRIVER_FILES=/usr/local/nvidia/share/vulkan/icd.d/nvidia_icd.json
  export VK_ICD_FILENAMES=$VK_DRIVER_FILES  # loaders older than 1.3.207
fi
export XDG_RUNTIME_DIR=${XDG_RUNTIME_DIR:-/tmp/xdg}; mkdir -p "$XDG_RUNTIME_DIR"; chmod 700 "$XDG_RUNTIME_DIR"
if ls .whl/*.whl >/dev/null 2>&1 && [ ! -f "$SITE/.poot-wheels" ]; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target "$SITE" .whl/*.whl \
    && touch "$SITE/.poot-wheels" || echo "h200_env: wheel install failed" >&2
fi
if ls .llvmlite/*.tar.xz >/dev/null 2>&1 && [ ! -d "$SITE/llvmlite" ]; then
  tar xJf .llvmlite/*.tar.xz -C "$SITE" || echo "h200_env: llvmlite unpack failed" >&2
fi
# every distribution of the checkout, unbuilt: sources on PYTHONPATH + minimal dist-info records
# so the `poot` entry points (the target registry) find them
_mkdist() { local d=$SITE/$1-0.1.0.dist-info; mkdir -p "$d"
  printf 'Metadata-Version: 2.1\nName: %s\nVersion: 0.1.0\n' "$2" > "$d/METADATA"
  printf '[poot]\n%s\n' "$3" > "$d/entry_points.txt"; }
_mkdist poot poot 'oracle = poot_core.oracle.target'
PYTHONPATH=$SITE:$PWD
for _t in ptx vulkan wgpu; do
  _mkdist "poot_$_t" "poot-$_t" "$_t = poot_$_t.target"
  PYTHONPATH=$PYTHONPATH:$PWD/plugins/poot_$_t
done
export PYTHONPATH
