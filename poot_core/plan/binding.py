"""A compute Plan: a verified kernel Body bound to a region's tensors, with its launch grid.

plan_eqn (plan/catalog.py) returns one per region: `body` is a committed family kernel or a
synthesized one (`origin` says which), `bindings` give every body parameter its source (a region
input or output by position, a constant array such as a `dims` slice, or a scratch buffer) and
`grid` is the launch. A tensor of dtype bool is stored as u32 (0 or 1) in device buffers.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..errors import GraphError
from ..ir.nodes import Body
from ..target import Grid

SOURCES = ("input", "output", "const", "scratch")
STORAGE = {"f32": "float32", "f16": "float16", "i32": "int32", "u32": "uint32", "bool": "uint32"}


@dataclass(frozen=True, slots=True)
class Binding:
    """Where body parameter `param` comes from.

    input / output: region input / output number `index` (the whole tensor, row-major).
    const: a buffer holding `data` (elements of `dtype`, e.g. usize dims) made once per program.
    scratch: a temporary buffer of `count` elements of `dtype`, contents undefined at launch."""

    param: str
    source: str
    index: int = 0
    dtype: str = ""  # numpy dtype name of const / scratch elements (e.g. "uint64" for usize)
    data: tuple = ()
    count: int = 0

    def __post_init__(self) -> None:
        if self.source not in SOURCES:
            raise GraphError(f"binding of {self.param}: source {self.source!r} is not one of {', '.join(SOURCES)}")
        if self.source == "const":
            object.__setattr__(self, "data", tuple(self.data))
            object.__setattr__(self, "count", len(self.data))


@dataclass(frozen=True, slots=True)
class Plan:
    """A body, how its parameters bind, its grid, where it came from and what it costs."""

    body: Body
    bindings: tuple[Binding, ...]
    grid: Grid
    origin: str  # "asset:<dest>/<name>" or "synthesized"
    flops: int = 0  # floating-point operations of one launch (for `poot plan --explain`)
    # how far the body amplifies a float div/sqrt's latitude: on a target whose div/sqrt are not
    # correctly rounded (FloatLatitude.div_sqrt_ulps), outputs depending on one may also differ
    # from the oracle by this times their largest magnitude (docs/execution-contract.md)
    div_sqrt_rtol: float = 0.0

    def __post_init__(self) -> None:
        object.__setattr__(self, "bindings", tuple(self.bindings))
        names = [p.name for p in self.body.params]
        bound = [b.param for b in self.bindings]
        if sorted(names) != sorted(bound):
            raise GraphError(f"plan for {self.body.name}: bindings {bound} do not cover the parameters {names} once each")

    def binding(self, param: str) -> Binding:
        return next(b for b in self.bindings if b.param == param)
