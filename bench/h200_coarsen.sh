#!/usr/bin/env bash
# Coarsening and relaunch (poot_core/passes/coarsen.py) on the H200, once, by the lead. ~6 minutes.
#
# What it measures: `poot bench` of the seed's elementwise_add (examples/elementwise_add.kir.json),
# copy and saxpy (bench/coarsen_kernels.py writes them as .kir.json: no rustc here), 2^28 f32,
# all WORKGROUP_SIZE 64 like the shipped kernels, on ptx and then vulkan (NVIDIA's driver), each
# with three option sets:
#   default              coarsen=on, relaunch=256 (what ships)
#   coarsen=off          relaunch at 256 only
#   coarsen=off relaunch=0   the code before this change (one element per thread, 64 lanes)
# Every row is checked against the oracle first (poot bench does that at a tiny size) and shows
# the fraction of the device copy measured in the same run (the copy kernel keeps the target's
# default options, so all three runs share it) and torch (ptx). The goal: the default rows >= 0.95x
# device copy on ptx, >= 0.90x on vulkan. It also dumps the PTX of the default add (ld.global.nc.v4
# expected) to $OUT/add.ptx.
# Writes $OUT/coarsen_h200.md (the table to commit under bench/results/), $OUT/*.json, logs.
#
# Prepare once, here, in the repo root: what bench/h200_env.sh says (.whl, .llvmlite, .gl).
# Run: device `run` with carry [".whl", ".llvmlite", ".gl"], command `bash bench/h200_coarsen.sh`.
set -u
source bench/h200_env.sh
KB=/tmp/coarsen_kernels; mkdir -p "$KB"
python3 bench/coarsen_kernels.py "$KB" || exit 1
MD=$OUT/coarsen_h200.md
{ echo "# coarsening and relaunch on the H200 ($(date -u +%F))"; echo; echo '```'; nvidia-smi -L;
  python3 -m poot_core targets list; echo '```'; } > "$MD" 2>&1
POOT_DUMP_DIR=$OUT/dump timeout 60 python3 -m poot_core compile examples/elementwise_add.kir.json --target ptx \
  -o "$OUT/add.ptx" > "$OUT/compile.log" 2>&1
{ echo; echo "PTX of the default add: $(grep -c 'ld.global.nc.v4' "$OUT/add.ptx" 2>/dev/null || echo 0) ld.global.nc.v4," \
  "$(grep -c 'st.global.v4' "$OUT/add.ptx" 2>/dev/null || echo 0) st.global.v4"; } >> "$MD"
for target in ptx vulkan; do
  if ! python3 -c "import sys; from poot_core import plugins; sys.exit(0 if plugins.get_target('$target').probe().available else 1)"; then
    echo "== $target: not available here" | tee -a "$MD"; continue
  fi
  for opts in "" "coarsen=off" "coarsen=off relaunch=0"; do
    args=(); tag=default
    for o in $opts; do args+=(--option "$o"); done
    [ -n "$opts" ] && tag=$(echo "$opts" | tr ' =' '_-')
    for k in examples/elementwise_add.kir.json "$KB/copy.kir.json" "$KB/saxpy.kir.json"; do
      name=$(basename "$k" .kir.json)
      timeout 150 python3 -m poot_core bench "$k" --target "$target" --size 2^28 --reps 25 ${args[@]+"${args[@]}"} \
        --json "$OUT/$target.$name.$tag.json" > "$OUT/$target.$name.$tag.log" 2>&1
      echo "== $target $name [$tag] exit $?"; tail -n 4 "$OUT/$target.$name.$tag.log"
      { echo; echo "## $target, $name, options: ${opts:-default}"; echo; grep '^|' "$OUT/$target.$name.$tag.log" \
        || tail -n 5 "$OUT/$target.$name.$tag.log"; } >> "$MD"
    done
  done
done
echo "wrote $MD"
