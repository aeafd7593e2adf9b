#!/usr/bin/env bash
# The main job: set up, then `poot run` the committed example kernel on the best available target
# (a GPU when a plugin finds one, else Vulkan/wgpu on lavapipe, else the CPU oracle), checked
# against the oracle. Extra arguments go to `poot run` (e.g. --target oracle).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
.venv/bin/poot targets list
out=$(mktemp -d)/add_out.npz
.venv/bin/poot run examples/elementwise_add.kir.json --threads 10000 \
  --inputs examples/elementwise_add_inputs.npz --out "$out" --check "$@"
