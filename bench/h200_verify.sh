#!/usr/bin/env bash
# Correctness on the H200 after a change to kernels, passes or runtimes, by the lead: every CUDA
# test of the ptx plugin (the runtime's one-round-trip run, the committed assets against the
# oracle, Wmma/wgmma/shuffles), then the Vulkan suites on the NVIDIA driver (POOT_GPU=1: the
# conformance cases, the device, the shuffles) - each bounded by VERIFY_TIMEOUT_S. Writes the logs
# and $OUT/verify_h200.md (the summary lines).
# Run: device `run` with carry [".whl", ".llvmlite", ".gl"], `bash bench/h200_all.sh h200_verify`.
set -u
source bench/h200_env.sh
MD=$OUT/verify_h200.md
echo "# correctness on the H200 ($(date -u +%F), $(git rev-parse --short HEAD 2>/dev/null || echo '?'))" > "$MD"
suite() {  # name marker [VAR=value...] -- pytest paths...
  local name=$1 marker=$2; shift 2
  local envs=(); while [ "$1" != "--" ]; do envs+=("$1"); shift; done; shift
  env "${envs[@]}" timeout "${VERIFY_TIMEOUT_S:-200}" python3 -m pytest -q -m "$marker" -p no:cacheprovider -rfs "$@" \
    > "$OUT/pytest_$name.log" 2>&1
  local rc=$?
  echo "== $name: exit $rc"; grep -E "^(FAILED|ERROR)" "$OUT/pytest_$name.log" | head -n 20; tail -n 2 "$OUT/pytest_$name.log"
  { echo; echo "## $name (pytest -m $marker, exit $rc)"; echo; echo '```';
    grep -E "^(FAILED|ERROR)" "$OUT/pytest_$name.log" | head -n 20; tail -n 1 "$OUT/pytest_$name.log"; echo '```'; } >> "$MD"
}
suite ptx cuda POOT_SYNC_TIMEOUT_S=20 -- plugins/poot_ptx/tests
suite vulkan vulkan_gpu POOT_GPU=1 -- plugins/poot_vulkan/tests
echo "wrote $MD"
