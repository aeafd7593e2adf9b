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
`&mut` arrays as flat copies.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

import numpy as np

from ..errors import UsageError
from ..ir.nodes import Body, Param


def describe(p: Param) -> str:
    return f"{p.name}: &{'mut ' if p.mutable else ''}[{p.elem}]"


def signature_text(body: Body) -> str:
    return f"{body.name}({', '.join(describe(p) for p in body.params)})"


@dataclass(frozen=True)
class Prepared:
    """Arrays ready for a device: flat, contiguous, by parameter name; and the caller's shapes."""

    buffers: dict[str, np.ndarray]
    shapes: dict[str, tuple[int, ...]]


def prepare(body: Body, buffers: Mapping[str, object]) -> Prepared:
    """Check `buffers` against `body`'s parameters; UsageError naming the parameter otherwise."""
    if not isinstance(buffers, Mapping):
        raise UsageError(f"buffers must be a mapping of parameter name to numpy array, not {type(buffers).__name__}")
    names = [p.name for p in body.params]
    missing = [p for p in body.params if p.name not in buffers]
    if missing:
        raise UsageError(f"{body.name}: missing array for parameter(s) {', '.join(describe(p) for p in missing)}; "
                         f"give one array per parameter of {signature_text(body)}")
    unknown = sorted(set(buffers) - set(names))
    if unknown:
        raise UsageError(f"{body.name}: unknown parameter name(s) {', '.join(map(repr, unknown))}; "
                         f"the kernel's parameters are {signature_text(body)}")
    flat: dict[str, np.ndarray] = {}
    shapes: dict[str, tuple[int, ...]] = {}
    for p in body.params:
        a = buffers[p.name]
        if not isinstance(a, np.ndarray):
            raise UsageError(f"{body.name}: parameter {describe(p)} needs a numpy array of dtype {p.elem.np}, "
                             f"not a {type(a).__name__}")
        want = p.elem.np
        if a.dtype != want:
            raise UsageError(f"{body.name}: parameter {describe(p)} got an array of dtype {a.dtype}, "
                             f"expected {want}; convert it yourself (e.g. x.astype(np.{want}))"
                             " - poot never converts silently")
        if not a.flags.c_contiguous:
            raise UsageError(f"{body.name}: parameter {describe(p)} got a non-contiguous array (a strided view); "
                             "pass np.ascontiguousarray(x)")
        shapes[p.name] = a.shape
        if p.mutable:
            flat[p.name] = np.array(a, copy=True).reshape(-1)
        else:
            v = a.reshape(-1)
            v.flags.writeable = False
            flat[p.name] = v
    outs = [p for p in body.params if p.mutable]
    for p in outs:
        for q in body.params:
            if q is p or (q.mutable and names.index(q.name) < names.index(p.name)):
                continue
            if np.shares_memory(buffers[p.name], buffers[q.name]):
                raise UsageError(f"{body.name}: output {describe(p)} shares memory with "
                                 f"{'output' if q.mutable else 'input'} {describe(q)}; an &mut buffer must not alias "
                                 "any other buffer - pass a separate copy")
    return Prepared(flat, shapes)


def unflatten(body: Body, prep: Prepared, results: Mapping[str, np.ndarray], target: str) -> dict[str, np.ndarray]:
    """The device's `&mut` results in the caller's shapes; PluginError when a target returns the
    wrong set of arrays (a target bug, not user error)."""
    from ..errors import PluginError

    want = [p for p in body.params if p.mutable]
    got = set(results)
    if got != {p.name for p in want}:
        raise PluginError(f"target {target!r} returned arrays {sorted(got)} for {body.name}; expected exactly the "
                          f"&mut parameters {[p.name for p in want]}")
    out = {}
    for p in want:
        r = results[p.name]
        if not isinstance(r, np.ndarray) or r.dtype != p.elem.np or r.size != prep.buffers[p.name].size:
            raise PluginError(f"target {target!r} returned a bad array for {describe(p)} of {body.name}: "
                              f"{getattr(r, 'dtype', type(r).__name__)} x {getattr(r, 'size', '?')}, expected "
                              f"{p.elem.np} x {prep.buffers[p.name].size}")
        out[p.name] = np.ascontiguousarray(r).reshape(prep.shapes[p.name])
    return out
