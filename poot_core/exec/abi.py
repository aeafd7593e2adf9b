"""The kernel ABI at the host boundary: check caller arrays against a Body's parameters.

Rules (README "Python API"; docs/execution-contract.md, section 1):
- `buffers` maps every parameter name to a numpy array, and names nothing else.
- the dtype must be exactly the parameter's (bool, int32, uint32, float32, float64, float16,
  uint64 for usize, native byte order); anything else is refused, never converted.
- an array of any shape is accepted if it is C-contiguous: the kernel sees its elements in
  row-major order and `len()` is its size; `&mut` results come back in the shape passed.
  A strided view is refused (pass `np.ascontiguousarray(x)`).
- a `&mut` array may not share memory with any other array passed (np.shares_memory).
The caller's arrays are never modified: inputs go to the device as read-only flat views,
`&mut` arrays as flat copies (or read-only views too, for a device that only reads them).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

import numpy as np

from ..errors import PluginError, UsageError
from ..ir.nodes import Body, Param
from ..memo import IdMemo


def describe(p: Param) -> str:
    return f"{p.name}: &{'mut ' if p.mutable else ''}[{p.elem}]"


def signature_text(body: Body) -> str:
    return f"{body.name}({', '.join(describe(p) for p in body.params)})"


@dataclass(frozen=True)
class Prepared:
    """Arrays ready for a device: flat, contiguous, by parameter name; and the caller's shapes."""

    buffers: dict[str, np.ndarray]
    shapes: dict[str, tuple[int, ...]]


class _Params:
    """What `prepare` and `unflatten` check a body's arrays against, made once per body: each
    parameter with its dtype, the `&mut` ones, and the pairs (output, other) whose arrays must not
    share memory (each pair of outputs once)."""

    __slots__ = ("rows", "names", "outs", "pairs")

    def __init__(self, body: Body):
        self.rows = tuple((p, p.elem.np) for p in body.params)
        self.names = frozenset(p.name for p in body.params)
        self.outs = tuple((p, dt) for p, dt in self.rows if p.mutable)
        ps = body.params
        self.pairs = tuple((i, j) for i, p in enumerate(ps) if p.mutable for j, q in enumerate(ps)
                           if j != i and not (q.mutable and j < i))


_params: "IdMemo[Body, _Params]" = IdMemo(_Params, 1024)  # the tables of the last 1024 bodies


def prepare(body: Body, buffers: Mapping[str, object], copy: bool = True) -> Prepared:
    """Check `buffers` against `body`'s parameters; UsageError naming the parameter otherwise.
    `copy=False`: the `&mut` arrays are read-only flat views too (for a device that only reads
    what it is given, as every BufferedDevice's run does), not copies."""
    if not isinstance(buffers, Mapping):
        raise UsageError(f"buffers must be a mapping of parameter name to numpy array, not {type(buffers).__name__}")
    t = _params(body)
    missing = [p for p, _ in t.rows if p.name not in buffers]
    if missing:
        raise UsageError(f"{body.name}: missing array for parameter(s) {', '.join(describe(p) for p in missing)}; "
                         f"give one array per parameter of {signature_text(body)}")
    if len(buffers) != len(t.rows):
        unknown = sorted(set(buffers) - t.names)
        raise UsageError(f"{body.name}: unknown parameter name(s) {', '.join(map(repr, unknown))}; "
                         f"the kernel's parameters are {signature_text(body)}")
    flat: dict[str, np.ndarray] = {}
    shapes: dict[str, tuple[int, ...]] = {}
    given = []
    for p, want in t.rows:
        a = buffers[p.name]
        if not isinstance(a, np.ndarray):
            raise UsageError(f"{body.name}: parameter {describe(p)} needs a numpy array of dtype {want}, "
                             f"not a {type(a).__name__}")
        if a.dtype != want:
            raise UsageError(f"{body.name}: parameter {describe(p)} got an array of dtype {a.dtype}, "
                             f"expected {want}; convert it yourself (e.g. x.astype(np.{want}))"
                             " - poot never converts silently")
        if not a.flags.c_contiguous:
            raise UsageError(f"{body.name}: parameter {describe(p)} got a non-contiguous array (a strided view); "
                             "pass np.ascontiguousarray(x)")
        given.append(a)
        shapes[p.name] = a.shape
        if p.mutable and copy:
            flat[p.name] = np.array(a, copy=True).reshape(-1)
        else:
            v = a.reshape(-1)
            v.flags.writeable = False
            flat[p.name] = v
    for i, j in t.pairs:
        if np.shares_memory(given[i], given[j]):
            p, q = t.rows[i][0], t.rows[j][0]
            raise UsageError(f"{body.name}: output {describe(p)} shares memory with "
                             f"{'output' if q.mutable else 'input'} {describe(q)}; an &mut buffer must not alias "
                             "any other buffer - pass a separate copy")
    return Prepared(flat, shapes)


def unflatten(body: Body, prep: Prepared, results: Mapping[str, np.ndarray], target: str) -> dict[str, np.ndarray]:
    """The device's `&mut` results in the caller's shapes; PluginError when a target returns the
    wrong set of arrays (a target bug, not user error)."""
    outs = _params(body).outs
    if len(results) != len(outs) or not all(p.name in results for p, _ in outs):
        raise PluginError(f"target {target!r} returned arrays {sorted(results)} for {body.name}; expected exactly the "
                          f"&mut parameters {[p.name for p, _ in outs]}")
    out = {}
    for p, dt in outs:
        r = results[p.name]
        if not isinstance(r, np.ndarray) or r.dtype != dt or r.size != prep.buffers[p.name].size:
            raise PluginError(f"target {target!r} returned a bad array for {describe(p)} of {body.name}: "
                              f"{getattr(r, 'dtype', type(r).__name__)} x {getattr(r, 'size', '?')}, expected "
                              f"{dt} x {prep.buffers[p.name].size}")
        out[p.name] = np.ascontiguousarray(r).reshape(prep.shapes[p.name])
    return out
