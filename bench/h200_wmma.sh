#!/usr/bin/env bash
# Wmma on the PTX target (poot-ptx) on the H200, once, by the lead. About 2 minutes.
#
# What it checks (`pytest -m cuda plugins/poot_ptx/tests/test_ptx_wmma.py`): every Wmma case of the
# test kit (poot_core.testing.wmma_cases, built in Python: no rustc needed) compiled for the
# device's SM and run on the GPU against the CPU oracle (the Wmma bound of docs/execution-contract.md
# section 5), and the oracle against numpy:
#   - samples.wmma_gemm: 16x16x16 (B row- and column-major), 64x48x64 (12 tiles, a 4-step K loop,
#     B both ways), 48x16x32 (3 tiles: a workgroup whose second warp skips its tile);
#   - one tile per warp with A/B/C in every layout, f32 and f16 accumulators, C loaded or filled,
#     aligned tiles (wmma.load/store) and unaligned ones (offset 5, stride 21: the gather path);
#   - one A fragment loaded row-major and column-major in turn (kept in row format);
#   - error-word builds of three cases; random Wmma bodies (those the oracle runs without a race);
#   - capabilities().wmma_shapes == ((16, 16, 16),) from the driver.
# Writes $OUT/wmma_h200.md (to commit under bench/results/) and $OUT/pytest_wmma.log.
#
# Prepare once, here, in the repo root: the llvmlite 0.50 wheel as for bench/h200_ptx.sh
# (.whl_ptx/llvmlite-0.50.0-*.whl) or the stripped package of bench/h200_env.sh (.llvmlite/*.tar.xz).
# Run: device `run` with carry [".llvmlite"] (or [".whl_ptx"]), command `bash bench/h200_wmma.sh`.
set -u
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
export PYTHONUNBUFFERED=1 NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1
SITE=/tmp/site_wmma; mkdir -p "$SITE"
if ls .whl_ptx/llvmlite-*.whl >/dev/null 2>&1; then
  python3 -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target "$SITE" .whl_ptx/llvmlite-*.whl || exit 1
elif ls .llvmlite/*.tar.xz >/dev/null 2>&1; then
  tar xJf .llvmlite/*.tar.xz -C "$SITE" || exit 1
fi
mkdist() { local d=$SITE/$1-0.1.0.dist-info; mkdir -p "$d"
  printf 'Metadata-Version: 2.1\nName: %s\nVersion: 0.1.0\n' "$2" > "$d/METADATA"
  printf '[poot]\n%s\n' "$3" > "$d/entry_points.txt"; }
mkdist poot poot 'oracle = poot_core.oracle.target'
mkdist poot_ptx poot-ptx 'ptx = poot_ptx.target'
export PYTHONPATH=$SITE:$PWD:$PWD/plugins/poot_ptx
{ nvidia-smi -L; python3 -c 'import llvmlite, numpy; print("llvmlite", llvmlite.__version__, "numpy", numpy.__version__)';
  python3 -c 'from poot_ptx.target import PtxTarget as T; t = T(); print(t.probe()); print("wmma_shapes", t.capabilities().wmma_shapes)'; } \
  2>&1 | tee "$OUT/targets.log"

timeout 400 python3 -m pytest -q -m cuda -p no:cacheprovider -rs plugins/poot_ptx/tests/test_ptx_wmma.py > "$OUT/pytest_wmma.log" 2>&1
rc=$?
echo "pytest exit $rc"; tail -n 40 "$OUT/pytest_wmma.log"

MD=$OUT/wmma_h200.md
{ echo "# Wmma on poot-ptx, H200 ($(date -u +%F))"; echo; echo '```'; cat "$OUT/targets.log"; echo '```'; echo;
  echo "## pytest -m cuda plugins/poot_ptx/tests/test_ptx_wmma.py (exit $rc)"; echo; echo '```';
  grep -E "passed|failed|error|FAILED|ERROR|SKIPPED" "$OUT/pytest_wmma.log" | tail -n 60; echo '```'; } > "$MD"
echo "wrote $MD"
exit $rc
