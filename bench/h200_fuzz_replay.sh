#!/usr/bin/env bash
# Replay the Rust kernel fuzzer's exported corpus on the H200 (ptx, vulkan, wgpu): no rustc there,
# so rustc-native's results travel with the corpus (docs/fuzzing.md, "Export and replay").
#
# What it proves: every generated kernel (all scalar types, casts, checked arithmetic, bounds
# checks that may fail, loops, barriers, atomics, float specials) gives rustc's outputs bit for
# bit - or rustc's fault, by site, line and first thread where the target names one - on the
# NVIDIA driver and PTX, not only on lavapipe. Disagreements are listed one per line.
#
# Prepare once, here (repo root; all ignored by git):
#   .venv/bin/python -m poot_core.testing.fuzz export --seed 1 --files 10 --without long_loop --out .fuzz_corpus
#   (300 kernels, ~14 MiB) and .whl/.llvmlite/.gl as for bench/h200_env.sh.
# Run: device `run` with carry [".whl", ".llvmlite", ".gl", ".fuzz_corpus"], command
#   `bash bench/h200_fuzz_replay.sh`   (TARGETS=ptx,vulkan,wgpu by default).
# Dry run here (lavapipe): OUT=/tmp/fr TARGETS=vulkan,wgpu bash bench/h200_fuzz_replay.sh
set -u
OUT=${OUT:-/tmp/out}; mkdir -p "$OUT"
CORPUS=${CORPUS:-.fuzz_corpus}
TARGETS=${TARGETS:-ptx,vulkan,wgpu}
if [ -f bench/h200_env.sh ] && [ -d .whl ]; then source bench/h200_env.sh; PY=python3; else PY=${PY:-.venv/bin/python}; fi
# the error-word policy on ptx: a device trap would lose the CUDA context for every later kernel
export POOT_LLVM_TRAPS=${POOT_LLVM_TRAPS:-error-word}
$PY -m poot_core.testing.fuzz replay "$CORPUS" --targets "$TARGETS" > "$OUT/fuzz_replay.log" 2>&1
rc=$?
tail -n 40 "$OUT/fuzz_replay.log"
echo "fuzz replay exit $rc (0: every kernel agreed with rustc on $TARGETS)"
exit $rc
