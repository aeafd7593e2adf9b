"""Kernel IR: types, nodes, the Body, the canonical .kir.json codec and a builder for tests."""
from .nodes import *  # noqa: F401,F403
from .types import *  # noqa: F401,F403
from .kir import KIR_VERSION, KirFile, Producer  # noqa: F401
