#!/usr/bin/env bash
# Workgroup memory (typed arrays, async copies, Wmma tiles in workgroup arrays) on the H200, by the
# lead: ptx (cp.async on sm_90, wmma.load/store from shared memory) and vulkan (plain copies,
# cooperative-matrix loads/stores from Workgroup memory on NVIDIA's driver). About 3 minutes.
#
# What it checks:
#   1. bench/wgmem_check.py --targets ptx,vulkan --require-wmma: every case of
#      poot_core.testing.wgmem_cases (built in Python: no rustc) on each target against the oracle,
#      and the oracle against numpy - f16/f32/i32/u32 workgroup arrays, async copies of 4/8/16 bytes
#      with and without zero-filled edges, one tile product from and to workgroup memory in every
#      layout with f32 and f16 accumulators (ld 24: 16-byte aligned, the PTX gather path; ld 32:
#      wmma.load/store), and the double-buffered f16 GEMM at 32^3, 64x64x96, 40x48x72 (edge tiles)
#      and with padded stages; a refused Wmma case counts as a failure here (the GPU has them);
#      then the staged GEMM beside the naive samples.wmma_gemm at 2048^3 on both targets;
#   2. pytest -m cuda plugins/poot_ptx/tests/test_ptx_wgmem.py (the same cases through the pytest
#      suite, error-word builds included).
# Expected: every row "pass", exit 0; the staged GEMM faster than the naive one on ptx.
# Writes $OUT/wgmem_h200.md (to commit under bench/results/) and $OUT/*.log.
#
# Prepare once, here, as bench/h200_env.sh says (.llvmlite for ptx; .whl and .gl for vulkan).
# Run: device `run` with carry [".llvmlite", ".whl", ".gl"], command
#   `bash bench/h200_all.sh h200_wgmem`
# Dry run here (lavapipe, no CUDA: ptx is refused at open, Wmma refused on vulkan):
#   OUT=/tmp/o WGMEM_TARGETS=vulkan,wgpu WGMEM_REQUIRE= bash bench/h200_wgmem.sh
set -u
source bench/h200_env.sh
TARGETS=${WGMEM_TARGETS-ptx,vulkan}
REQUIRE=${WGMEM_REQUIRE---require-wmma}
{ nvidia-smi -L; python3 -c 'import llvmlite, numpy; print("llvmlite", llvmlite.__version__, "numpy", numpy.__version__)';
  python3 -m poot_core targets list; } 2>&1 | tee "$OUT/targets.log"

timeout 300 python3 bench/wgmem_check.py --targets "$TARGETS" $REQUIRE --gemm "${WGMEM_GEMM-2048}" \
  --out "$OUT/wgmem_h200.md" > "$OUT/wgmem_check.log" 2>&1
rc=$?
echo "wgmem_check exit $rc"; tail -n 60 "$OUT/wgmem_check.log"

rc2=0
if [[ ",$TARGETS," == *",ptx,"* ]]; then
  timeout 200 python3 -m pytest -q -m cuda -p no:cacheprovider -rs plugins/poot_ptx/tests/test_ptx_wgmem.py \
    > "$OUT/pytest_wgmem.log" 2>&1
  rc2=$?
  echo "pytest exit $rc2"; tail -n 20 "$OUT/pytest_wgmem.log"
  { echo; echo "## pytest -m cuda plugins/poot_ptx/tests/test_ptx_wgmem.py (exit $rc2)"; echo; echo '```'
    grep -E "passed|failed|error|FAILED|ERROR|SKIPPED" "$OUT/pytest_wgmem.log" | tail -n 40; echo '```'; } >> "$OUT/wgmem_h200.md"
fi
{ echo; echo '```'; cat "$OUT/targets.log"; echo '```'; } >> "$OUT/wgmem_h200.md"
echo "wrote $OUT/wgmem_h200.md"
[ $rc -eq 0 ] && [ $rc2 -eq 0 ]
