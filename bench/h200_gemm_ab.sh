#!/usr/bin/env bash
# A/B of source revisions of the synthesized GEMM / attention path on the H200, in one VM: the
# bench/gemm_h200.py table (PTX and Vulkan against cuBLAS / SDPA) for the tree as it is, then for
# each variant with some modules replaced by the copies in $AB_PY (default .old/py: files named
# like the module they replace, e.g. `git show REV:poot_core/plan/synth_gemm.py > .old/py/synth_gemm.py`),
# restored after each. Writes $OUT/gemm_<variant>.md and .json (and, under
# POOT_VULKAN_PIPELINE_STATS=1, each Vulkan pipeline's driver statistics in its notes).
# AB_VARIANTS: ';'-separated NAME:file,file,... (the files of $AB_PY it swaps in; NAME alone: none).
# Run: device `run` with carry [".whl", ".llvmlite", ".gl", ".old"], `bash bench/h200_all.sh h200_gemm_ab`.
set -u
source bench/h200_env.sh
AB_PY=${AB_PY:-.old/py}
VARIANTS=${AB_VARIANTS:-"new;old:synth_gemm.py,lower.py,vector.py,module.py"}
declare -A WHERE=([synth_gemm.py]=poot_core/plan [synth_flash.py]=poot_core/plan [lower.py]=poot_core/backends/spirv
                  [vector.py]=poot_core/backends/spirv [module.py]=poot_core/backends/spirv)
mkdir -p /tmp/ab_py_keep
IFS=';' read -ra VS <<< "$VARIANTS"
for v in "${VS[@]}"; do
  name=${v%%:*}; files=""; [ "$name" != "$v" ] && files=${v#*:}
  IFS=',' read -ra FS <<< "$files"
  for f in "${FS[@]}"; do cp "${WHERE[$f]}/$f" /tmp/ab_py_keep/ && cp "$AB_PY/$f" "${WHERE[$f]}/$f"; done
  find poot_core -name __pycache__ -prune -exec rm -rf {} +
  timeout "${AB_EACH_S:-170}" python3 bench/gemm_h200.py --targets "${GEMM_TARGETS:-ptx,vulkan}" \
    --sizes "${GEMM_SIZES:-4096}" --attn "${GEMM_ATTN-8,16,2048,64}" --reps "${GEMM_REPS:-10}" \
    --out "$OUT/gemm_$name.md" > "$OUT/gemm_$name.log" 2>&1
  echo "== $name (swapped: ${files:-none}): exit $?"; grep -E "^\| (gemm|attention)" "$OUT/gemm_$name.md"
  for f in "${FS[@]}"; do cp "/tmp/ab_py_keep/$f" "${WHERE[$f]}/$f"; done
done
