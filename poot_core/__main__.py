"""`python -m poot_core`: the `poot` command line."""
import sys

from .cli import main

sys.exit(main())
