"""Data layout of one NPU launch: the packed input/output transfers, capacities, and the tile working set.

A compute tile has two S2MM and two MM2S DMA channels (the shim tile too), so one object FIFO
per parameter cannot scale past two parameters. Every slice parameter instead gets its own
buffer (a typed `memref.view`) at a fixed offset inside one packed input object and one packed
output object:

  input  = header (i64 words: gx, gy, len(p0), len(p1), ...) | p0 | p1 | ...   (every parameter;
           a `&mut` parameter's region carries its initial contents)
  output = the `&mut` parameters' regions, once per compute tile
Each region holds `capacity` elements rounded up to 8 bytes. The host (device.py) packs and
unpacks with the same Layout, and merges the tiles' outputs (`merge_tiles`).
"""
from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from poot_core.errors import CapabilityError, UsageError
from poot_core.ir import nodes as N

TILE_MEMORY = 64 * 1024  # data memory of an AIE2 compute tile
MEMTILE_MEMORY = 512 * 1024  # an npu2 memory tile
MAX_TILES = 4  # compute tiles (rows 2..5) of one npu2 column
DEFAULT_CAPACITY = 1024  # elements per parameter when compile() is not told the lengths
STACK_BASE = 1024  # the core's stack besides the kernel's scalar locals (mlir-aie's default stack_size)


def _round8(n: int) -> int:
    return (n + 7) // 8 * 8


@dataclass(frozen=True)
class Region:
    param: int
    name: str
    elem: str  # Kernel IR scalar name
    capacity: int  # elements
    offset: int  # bytes into the packed object
    nbytes: int  # bytes reserved (capacity * itemsize rounded up to 8)


@dataclass(frozen=True)
class Layout:
    header_words: int
    inputs: tuple[Region, ...]  # every parameter, in the input object
    outputs: tuple[Region, ...]  # the &mut parameters, in one tile's output object
    in_bytes: int
    out_bytes: int  # per tile
    tiles: int

    def region(self, name: str, out: bool = False) -> Region:
        return next(r for r in (self.outputs if out else self.inputs) if r.name == name)

    def pack(self, body: N.Body, buffers: dict[str, np.ndarray], groups: tuple[int, int]) -> np.ndarray:
        """The input object's bytes for one launch (header + every parameter)."""
        buf = np.zeros(self.in_bytes, np.uint8)
        lens = [int(buffers[p.name].size) for p in body.params]
        buf[: 8 * self.header_words].view(np.int64)[:] = [groups[0], groups[1], *lens]
        for r, p in zip(self.inputs, body.params):
            a = np.ascontiguousarray(buffers[p.name]).reshape(-1)
            if a.size > r.capacity:
                raise UsageError(f"{body.name}: parameter {p.name!r} has {a.size} elements; this NPU build holds "
                                 f"{r.capacity}; compile with the option lens={p.name}:{a.size}")
            raw = a.view(np.uint8)
            buf[r.offset: r.offset + raw.size] = raw
        return buf

    def unpack(self, body: N.Body, raw: np.ndarray, buffers: dict[str, np.ndarray]) -> list[dict[str, np.ndarray]]:
        """One dict per tile of the `&mut` parameters read from the output object (tiles x out_bytes)."""
        raw = np.asarray(raw, np.uint8).reshape(-1)
        per_tile = []
        for t in range(self.tiles):
            base = t * self.out_bytes
            got = {}
            for r in self.outputs:
                p = body.params[r.param]
                n = int(buffers[p.name].size)
                got[p.name] = raw[base + r.offset: base + r.offset + n * p.elem.np.itemsize].view(p.elem.np).copy()
            per_tile.append(got)
        return per_tile


def merge_tiles(initial: dict[str, np.ndarray], per_tile: list[dict[str, np.ndarray]]) -> dict[str, np.ndarray]:
    """Combine the tiles' copies of each `&mut` buffer: an element takes the value of the tile that
    changed it (bitwise); workgroups on different tiles write different elements (as on a GPU,
    where two workgroups writing one element race), so the order does not matter."""
    out = {}
    for name, init in initial.items():
        flat = np.ascontiguousarray(init).reshape(-1)
        res = flat.copy()
        ub = np.dtype(f"u{flat.dtype.itemsize}") if flat.dtype.itemsize in (1, 2, 4, 8) else None
        for got in per_tile:
            g = got[name]
            # bitwise (NaN payloads, -0.0); every kernel element type has one of those sizes
            changed = g.view(ub) != flat.view(ub) if ub is not None else g != flat
            res[changed] = g[changed]
        out[name] = res
    return out


def capacities(body: N.Body, lens, capacity) -> dict[str, int]:
    """Elements reserved per parameter: `lens` (a dict or 'name:n,name:n'), else `capacity`."""
    given = lens
    try:
        if isinstance(lens, str):
            lens = {k.strip(): int(v) for k, v in (x.split(":") for x in lens.split(",") if x.strip())}
        lens = dict(lens or {})
        if not all(isinstance(v, int) or (hasattr(v, "dtype") and v.dtype.kind in "iu" and v.ndim == 0)
                   for v in lens.values()) or any(isinstance(v, bool) for v in lens.values()):
            raise TypeError("counts are integers")
    except (ValueError, TypeError):
        raise UsageError(f"lens={given!r}: write lens=name:count,name:count (element counts), or pass a "
                         "dict of parameter name to count") from None
    names = [p.name for p in body.params]
    bad = [k for k in lens if k not in names]
    if bad:
        raise UsageError(f"{body.name}: lens names {bad} are not parameters; the parameters are {names}")
    cap = DEFAULT_CAPACITY if capacity is None else int(capacity)
    out = {n: max(1, int(lens.get(n, cap))) for n in names}
    return out


def make_layout(body: N.Body, caps: dict[str, int], tiles: int) -> Layout:
    hw = 2 + len(body.params)
    off = _round8(8 * hw)
    ins = []
    for i, p in enumerate(body.params):
        nb = _round8(caps[p.name] * p.elem.np.itemsize)
        ins.append(Region(i, p.name, p.elem.name, caps[p.name], off, nb))
        off += nb
    in_bytes = off
    outs, off = [], 0
    for i, p in enumerate(body.params):
        if p.mutable:
            nb = _round8(caps[p.name] * p.elem.np.itemsize)
            outs.append(Region(i, p.name, p.elem.name, caps[p.name], off, nb))
            off += nb
    return Layout(hw, tuple(ins), tuple(outs), in_bytes, max(off, 8), tiles)


@dataclass(frozen=True)
class WorkingSet:
    """Bytes one compute tile needs; `total` must fit TILE_MEMORY."""

    fifo_in: int
    fifo_out: int
    scratch: int
    stack: int
    depth: int

    @property
    def total(self) -> int:
        return self.depth * (self.fifo_in + self.fifo_out) + self.scratch + self.stack

    def describe(self) -> str:
        return (f"{self.total} bytes = {self.depth} x ({self.fifo_in} input + {self.fifo_out} output FIFO bytes) "
                f"+ {self.scratch} scratch (workgroup arrays, per-lane state) + {self.stack} stack")


def stack_bytes() -> int:
    return STACK_BASE  # locals live in tile buffers (scratch); the stack holds spills only


def check_working_set(body: N.Body, lay: Layout, scratch_bytes: int, stack: int, depth: int,
                      target: str, barriers: bool) -> WorkingSet:
    ws = WorkingSet(lay.in_bytes, lay.out_bytes, scratch_bytes, stack, depth)
    if ws.total > TILE_MEMORY:
        hint = ("; the workgroup cannot be split over several tiles: its barrier would then cross tiles, "
                "which AIE cores cannot synchronize here" if barriers else "")
        raise CapabilityError(
            f"the compute tile's working set is {ws.describe()}, over the {TILE_MEMORY}-byte tile memory; "
            f"pass smaller lens=name:count (element counts per parameter), fifo_depth=1, or a smaller "
            f"workgroup{hint}", target=target, kernel=body.name)
    mem = depth * (lay.in_bytes + lay.tiles * lay.out_bytes)
    if mem > MEMTILE_MEMORY:
        raise CapabilityError(f"the memory tile would stage {mem} bytes, over its {MEMTILE_MEMORY}; pass smaller "
                              "lens or fewer tiles", target=target, kernel=body.name)
    return ws
