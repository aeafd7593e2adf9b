#!/usr/bin/env bash
# Runs the named bench/h200_*.sh scripts one after another on the device machine, each with its
# own output folder, and packs each folder into $OUT/<script>.tgz (the device tool returns at most
# 8 files). Usage: bash bench/h200_all.sh h200_ptx h200_runtime ...
# H200_DEADLINE_S (default 570) bounds the whole run, so it ends inside one device call's
# 600 s: each script gets what is left less 15 s, and its folder is packed even if it timed out.
set -u
FINAL=${OUT:-/tmp/out}; mkdir -p "$FINAL"
t0=$(date +%s); deadline=$(( t0 + ${H200_DEADLINE_S:-570} ))
for s in "$@"; do
  left=$(( deadline - $(date +%s) - 15 ))
  if [ "$left" -le 10 ]; then echo "== $s: skipped (no time left)"; continue; fi
  dir=/tmp/o_$s; rm -rf "$dir" /tmp/site /tmp/site_ptx; mkdir -p "$dir"  # no script sees another's installs
  start=$(date +%s)
  OUT=$dir timeout "$left" bash "bench/$s.sh" > "$dir/stdout.log" 2>&1
  rc=$?
  echo "== $s: exit $rc after $(( $(date +%s) - start )) s"
  tail -n 30 "$dir/stdout.log"
  tar czf "$FINAL/$s.tgz" -C /tmp "o_$s"
done
