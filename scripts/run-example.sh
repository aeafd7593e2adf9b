#!/usr/bin/env bash
# The main job: set up, then `poot embed` the README's three sentences with all-MiniLM-L6-v2 on the
# best available target (a GPU when a plugin finds one, else Vulkan/wgpu on lavapipe, else the CPU
# oracle); then the kernel example, `poot run` of the committed example kernel checked against the
# oracle. Extra arguments go to both commands (e.g. --target oracle).
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
.venv/bin/poot targets list
.venv/bin/poot embed "A man is playing a guitar." "Someone is making music on the street." \
  "The stock market fell sharply today." "$@"
out=$(mktemp -d)/add_out.npz
.venv/bin/poot run examples/elementwise_add.kir.json --threads 10000 \
  --inputs examples/elementwise_add_inputs.npz --out "$out" --check "$@"
