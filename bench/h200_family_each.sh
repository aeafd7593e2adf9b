#!/usr/bin/env bash
# The family kernels on the H200's PTX target one `poot bench` process each (each bounded by
# EACH_TIMEOUT_S, POOT_SYNC_TIMEOUT_S short), so a kernel that hangs or faults costs its own row
# only and the table names it; then the committed assets against the oracle on the GPU.
# Run: device `run` with carry [".whl", ".llvmlite", ".gl"], `bash bench/h200_all.sh h200_family_each`.
set -u
source bench/h200_env.sh
export POOT_SYNC_TIMEOUT_S=${POOT_SYNC_TIMEOUT_S:-15}
MD=$OUT/family_each.md
{ echo "# family kernels on the H200 (PTX), one process each ($(date -u +%F))"; echo;
  echo "| kernel | size | ms | GB/s | GFLOP/s | of copy | timer | checked | torch ms | cupy ms |";
  echo "|---|---|---|---|---|---|---|---|---|---|"; } > "$MD"
for k in ${EACH:-matmul_tiled matvec q8_0_dequant q8_0_matvec q4_0_dequant q4_0_matvec sum row_argmax row_softmax top1_sample}; do
  for v in "$k" "${k}_nt"; do
    timeout "${EACH_TIMEOUT_S:-25}" python3 -m poot_core bench "$v" --target ptx > "$OUT/bench_$v.log" 2>&1
    rc=$?
    row=$(grep -E "^\| $v " "$OUT/bench_$v.log")
    echo "$v exit $rc ${row:-$(tail -n 2 "$OUT/bench_$v.log" | tr '\n' ' ' | cut -c1-300)}"
    if [ -n "$row" ]; then echo "$row" >> "$MD"; else echo "| $v | (exit $rc: $(tail -n 1 "$OUT/bench_$v.log" | cut -c1-200)) | | | | | | | | |" >> "$MD"; fi
  done
done
grep -hE "^\| device_copy " "$OUT"/bench_*.log | head -n 1 >> "$MD"
timeout 90 python3 -m pytest -q -m cuda -p no:cacheprovider -rs plugins/poot_ptx/tests/test_ptx_cuda.py -k assets \
  > "$OUT/pytest_assets.log" 2>&1
echo "pytest exit $?"; tail -n 3 "$OUT/pytest_assets.log"
{ echo; echo '```'; tail -n 3 "$OUT/pytest_assets.log"; echo '```'; } >> "$MD"
