"""Pass tests: put this folder's helper module (range_programs.py) on sys.path for the test files."""
import sys
from pathlib import Path

_HERE = str(Path(__file__).resolve().parent)
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)
