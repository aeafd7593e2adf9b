#!/usr/bin/env bash
# Runs the named bench/h200_*.sh scripts one after another on the device machine, each with its
# own output folder, and packs each folder into $OUT/<script>.tgz (the device tool returns at most
# 8 files). Usage: bash bench/h200_all.sh h200_ptx h200_runtime ...
set -u
FINAL=${OUT:-/tmp/out}; mkdir -p "$FINAL"
for s in "$@"; do
  dir=/tmp/o_$s; rm -rf "$dir" /tmp/site /tmp/site_ptx; mkdir -p "$dir"  # no script sees another's installs
  start=$(date +%s)
  OUT=$dir bash "bench/$s.sh" > "$dir/stdout.log" 2>&1
  rc=$?
  echo "== $s: exit $rc after $(( $(date +%s) - start )) s"
  tail -n 30 "$dir/stdout.log"
  tar czf "$FINAL/$s.tgz" -C /tmp "o_$s"
done
