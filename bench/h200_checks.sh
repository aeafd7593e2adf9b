#!/usr/bin/env bash
# Check elimination with arithmetic (poot_core/passes/ranges.py, range_checks.py, hoist_checks.py)
# on the H200, once, by the lead. ~6 minutes.
#
# What it measures: `poot bench` of the checked (overflow checks on) family kernels whose loops the
# range analysis cleans - row_argmax and row_softmax at [2048, 131072] and [128, 131072], the sum of
# 2^28 f32, matvec [16384, 16384] - on ptx, twice in separate processes: with the pass (the default) and with
# POOT_CHECK_RANGES=0 (only the dominated-check elimination, the code before this change). The
# `_nt` (no checks at all) variants of the row kernels run once beside them: the speed a checked
# kernel can reach. Every row is checked against the oracle first (poot bench does that at a tiny
# size) and shows torch and the device copy measured in the same run. POOT_COMPILE_CACHE is left
# off, so each process compiles its own code (the setting is part of the cache key anyway).
# Writes $OUT/checks_h200.md (the table to commit under bench/results/), $OUT/*.json, logs.
#
# Prepare once, here, in the repo root: .llvmlite/ as bench/h200_env.sh says. No rustc is needed
# there: the kernels run from the committed .kir.json assets.
# Run: device `run` with carry [".llvmlite"], command `bash bench/h200_checks.sh`.
# (A dry run elsewhere: T=oracle BIG=2x3000 SMALL=1x3000 SUM=5000 MV=64x700 bash bench/h200_checks.sh.)
set -u
source bench/h200_env.sh
export POOT_SYNC_TIMEOUT_S=${POOT_SYNC_TIMEOUT_S:-10}  # a dispatch that does not finish costs its row only
T=${T:-ptx}; BIG=${BIG:-2048x131072}; SMALL=${SMALL:-128x131072}; MV=${MV:-16384x16384}
MD=$OUT/checks_h200.md
{ echo "# check elimination with arithmetic on the H200 ($T, $(date -u +%F), $(git rev-parse --short HEAD 2>/dev/null || echo '?'))"; echo;
  echo '```'; nvidia-smi -L 2>&1; python3 -m poot_core targets list 2>&1; echo '```'; echo;
  echo "Checks removed from the committed assets (after dominated-check elimination):"; echo; echo '```';
  python3 - <<'PY'
import glob
from poot_core.ir import cfg, kir
from poot_core.passes.checks import eliminate_dominated_checks
from poot_core.passes.hoist_checks import hoist_invariant_checks
from poot_core.passes.range_checks import eliminate_range_checks
def live(b):
    r = cfg.reachable(cfg.successors(b))
    return sum(1 for i, _ in b.traps() if i in r)
for p in sorted(glob.glob("poot_core/assets/*/*.kir.json")):
    if p.endswith("_nt.kir.json"):
        continue
    d = eliminate_dominated_checks(kir.read(p).body)
    e, gone = eliminate_range_checks(d)
    h, up = hoist_invariant_checks(e)
    print(f"{p.split('/')[-1][:-9]:16s} checks {live(d):3d} -> {live(h):3d} (removed {len(gone)}, hoisted {len(up)})")
PY
  echo '```'; echo; echo "| kernel | size | ms | GB/s | GFLOP/s | of copy | timer | checked | torch ms | cupy ms | setting |";
  echo "|---|---|---|---|---|---|---|---|---|---|---|"; } > "$MD" 2>&1
run() {  # kernel size tag [env...]
  local k=$1 size=$2 tag=$3; shift 3
  env "$@" timeout "${CHECK_TIMEOUT_S:-40}" python3 -m poot_core bench "$k" --target "$T" --size "$size" --reps 25 \
    --json "$OUT/$k.$size.$tag.json" > "$OUT/$k.$size.$tag.log" 2>&1
  echo "== $k $size [$tag] exit $?"; grep -E "^\| ($k|device_copy) " "$OUT/$k.$size.$tag.log"
  grep -E "^\| ($k|device_copy) " "$OUT/$k.$size.$tag.log" | sed "s/\$/ $tag |/" >> "$MD" \
    || { tail -n 5 "$OUT/$k.$size.$tag.log" | sed 's/^/    /' >> "$MD"; }
}
for size in "$BIG" "$SMALL"; do
  for k in row_argmax row_softmax; do
    run "$k" "$size" ranges-on POOT_CHECK_RANGES=1
    run "$k" "$size" ranges-off POOT_CHECK_RANGES=0
    run "${k}_nt" "$size" no-checks POOT_CHECK_RANGES=1
  done
done
SUM=${SUM:-268435456}
run sum "$SUM" ranges-on POOT_CHECK_RANGES=1
run sum "$SUM" ranges-off POOT_CHECK_RANGES=0
run sum_nt "$SUM" no-checks POOT_CHECK_RANGES=1
run matvec "$MV" ranges-on POOT_CHECK_RANGES=1
run matvec "$MV" ranges-off POOT_CHECK_RANGES=0
run matvec_nt "$MV" no-checks POOT_CHECK_RANGES=1
echo "wrote $MD"
