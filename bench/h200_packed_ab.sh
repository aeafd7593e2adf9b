#!/usr/bin/env bash
# A/B of packed-matvec asset revisions on the H200 (PTX), in one VM: `poot bench` (one process
# each) of the shipped q8_0_matvec / q4_0_matvec and their _nt variants, then of the assets in
# $OLD (default .old/: .kir.json files named like the shipped ones, e.g. `git show
# REV:assets/packed/q8_0_matvec.kir.json > .old/q8_0_matvec.kir.json`) copied into their place,
# then the shipped ones again (the clocks' drift between the runs). Writes $OUT/packed_ab.md.
# Run: device `run` with carry [".whl", ".llvmlite", ".gl", ".old"], `bash bench/h200_all.sh h200_packed_ab`.
set -u
source bench/h200_env.sh
OLD=${OLD:-.old}; MD=$OUT/packed_ab.md
KS=${AB_KERNELS:-q8_0_matvec q8_0_matvec_nt q4_0_matvec q4_0_matvec_nt}
{ echo "# packed matvecs, shipped vs $OLD, PTX ($(date -u +%F))"; echo;
  echo "| revision | kernel | size | ms | GB/s | GFLOP/s | of copy | timer | checked | torch ms | cupy ms |";
  echo "|---|---|---|---|---|---|---|---|---|---|---|"; } > "$MD"
run() {  # label
  for k in $KS; do
    timeout "${EACH_TIMEOUT_S:-30}" python3 -m poot_core bench "$k" --target ptx > "$OUT/bench_$1_$k.log" 2>&1
    local rc=$? row; row=$(grep -E "^\| $k " "$OUT/bench_$1_$k.log")
    echo "$1 $k exit $rc ${row:-$(tail -n 2 "$OUT/bench_$1_$k.log" | tr '\n' ' ' | cut -c1-300)}"
    echo "| $1 ${row:-| $k | (exit $rc) | | | | | | | | |}" >> "$MD"
  done
}
run shipped
mkdir -p /tmp/ab_keep
for k in $KS; do
  [ -f "$OLD/$k.kir.json" ] || continue
  cp "assets/packed/$k.kir.json" /tmp/ab_keep/ && cp "$OLD/$k.kir.json" "assets/packed/$k.kir.json"
done
run old
cp /tmp/ab_keep/*.kir.json assets/packed/
run shipped
grep -hE "^\| device_copy " "$OUT"/bench_*.log | head -n 1 >> "$MD"
echo "wrote $MD"
