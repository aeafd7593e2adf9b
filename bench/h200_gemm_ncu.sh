#!/usr/bin/env bash
# One launch of each tensor-core kernel on PTX under `ncu --set basic`, by the lead: what limits
# the synthesized GEMM (n = the first of GEMM_SIZES, default 4096) and attention (GEMM_ATTN,
# default 8,16,2048,64; causal and not): SM and memory throughput, duration, registers per
# thread, achieved and theoretical occupancy, shared memory per block, ncu's hints.
#
# Writes $OUT/ncu_<kind>.log (ncu's report) and $OUT/gemm_ncu.md (the key lines, to append to the
# committed gemm table).
# Prepare: as bench/h200_gemm.sh. Run: device `run` with carry [".whl", ".llvmlite", ".gl"], command
#      `bash bench/h200_all.sh h200_gemm_ncu` (three ncu runs of at most 150 s each).
set -u
source "$(dirname "${BASH_SOURCE[0]}")/h200_env.sh"
SIZES=${GEMM_SIZES-4096}; ATTN=${GEMM_ATTN-8,16,2048,64}
{ echo "# ncu --set basic, one launch each (ptx; $(nvidia-smi -L | head -1))"; } > "$OUT/gemm_ncu.md"
if ! command -v ncu >/dev/null 2>&1; then echo "ncu is not on PATH" | tee -a "$OUT/gemm_ncu.md"; exit 1; fi
for kind in gemm attention attention_causal; do
  timeout 150 ncu --set basic --launch-count 1 -k "regex:gemm_f16|flash_f16" \
    python3 bench/gemm_h200.py --ncu "$kind" --sizes "${SIZES%%,*}" --attn "$ATTN" > "$OUT/ncu_$kind.log" 2>&1
  echo "ncu $kind exit $?"
  { echo; echo "## $kind"; echo '```'
    grep -E "gemm_f16|flash_f16|Throughput|Duration|Registers Per Thread|Achieved Occupancy|Theoretical Occupancy|Shared Memory Configuration Size|Static Shared Memory|Block Limit|Waves Per SM|L1/TEX Hit|L2 Hit|OPT|WRN" \
      "$OUT/ncu_$kind.log" | head -40; echo '```'; } >> "$OUT/gemm_ncu.md"
done
cat "$OUT/gemm_ncu.md"
