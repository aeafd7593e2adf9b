"""Kernel IR: types, nodes, the Body, the canonical .kir.json codec, a builder for tests, the
traversal layer (walk: def/use; cfg: graph analyses), the verifier and the uniformity analysis."""
from .nodes import *  # noqa: F401,F403
from .types import *  # noqa: F401,F403
from .kir import KIR_VERSION, KirFile, Producer  # noqa: F401
