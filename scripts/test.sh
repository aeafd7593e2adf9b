#!/usr/bin/env bash
# Set up (scripts/setup.sh) and run the whole test suite; extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
# pootc drives rustc (the machine's rustup toolchain); a non-interactive shell may lack ~/.cargo/bin
if ! command -v rustc >/dev/null 2>&1 && [ -x "$HOME/.cargo/bin/rustc" ]; then
  export PATH="$HOME/.cargo/bin:$PATH"
fi
# lint first (pyproject.toml [tool.ruff]: unused imports and variables, undefined names, bad defaults)
.venv/bin/ruff check poot poot_core plugins tests bench scripts examples
# then the type check (pyproject.toml [tool.mypy]: poot_core and every plugin package; any error fails)
.venv/bin/mypy
set +e
.venv/bin/python -m pytest "$@"
rc=$?
set -e
if [ "$rc" = 5 ]; then
  echo "test.sh: pytest collected no tests; that is an error here (the suite has tests)" >&2
fi
exit "$rc"
