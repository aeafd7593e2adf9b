#!/usr/bin/env bash
# Set up (scripts/setup.sh) and run the whole test suite; extra arguments go to pytest.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
bash scripts/setup.sh
set +e
.venv/bin/python -m pytest "$@"
rc=$?
set -e
if [ "$rc" = 5 ]; then
  echo "test.sh: pytest collected no tests; that is an error here (the suite has tests)" >&2
fi
exit "$rc"
