"""Synthesized f16 GEMM on tensor cores: Wmma tiles staged through f16 workgroup memory.

`a @ b` for f16 a [*A, M, K] and b [*B, K, N] (numpy batching, both of rank >= 2), f32
accumulation, the result rounded once to the output dtype: f16, or f32 when the operands are f16
tensors cast to f32 (`matmul(cast(a, f32), cast(b, f32))`, exact casts). The output is
cut into BM x BN block tiles, one per workgroup at a time (batch x ceil(M / BM) x ceil(N / BN)
tiles, looped within `caps.max_groups`). The workgroup's WM x WN subgroups (warps) each own
FM x FN 16x16 accumulators (a (16 FM) x (16 FN) warp tile). K advances BK at a time through a
STAGES-deep ring of operand tiles in f16 workgroup arrays (array 0: A, array 1: B):

    issue stage 0 .. STAGES-2 (one commit group each)
    for kt in 0 .. ceil(K / BK):
        wait until stage kt has landed (AsyncWait(STAGES - 2)), barrier
        issue stage kt + STAGES - 1 into the slot stage kt - 1 used (every lane has passed the barrier, so
        nobody reads it any more), commit
        for each 16-wide k step of the stage: WmmaLoad FM A and FN B fragments from workgroup memory,
        FM x FN WmmaMma

The copies of later stages are in flight while the tensor cores work on the current one. How an
operand tile is filled depends on where the operand comes from (`Source`):

- a region input (or the last-two-axes transpose of one, e.g. `x @ w.T`): AsyncCopy of V
  consecutive elements along the source's contiguous axis (V = 8, 4 or 2: the largest dividing
  that axis' length, so every copy is aligned), the zero-fill form (`valid`) past the matrix
  edges - none where the tile's sides divide the operand's, as then every copy is inside it. A tile
  read through a transpose is stored transposed and its fragments are loaded column-major, so
  nothing is materialised;
- a row length no V divides (an odd K or N), or any other prologue (a cast, a scale, ...): each
  lane evaluates its elements through the shared expression emitter (zeros past the edges) and
  writes them to the array: synchronous, but the same ring.

Tile rows are padded by PAD elements (32 bytes) against bank conflicts; every tile offset and
stride is a multiple of 32 bytes (the workgroup-memory Wmma rule asks for 16; ptx's wmma
instructions take 32, and its lowering gathers otherwise). After the K loop each warp
stores one accumulator at a time into its 16x16 slot of an f32 array (array 2), barrier, and its
32 lanes apply the region's epilogue (bias, activation, ... through the expression emitter) to 8
elements each and store them where they are inside the output, barrier.

The main loop is chosen from the target's Capabilities and the GEMM's size (`mainloop`,
POOT_GEMM_MAINLOOP): the Wmma loop above on every target with 16x16x16 f16 Wmma by default; the
Hopper wgmma loops (plan/synth_gemm_sm90.py, `wgmma_plan`) for a plain f16 GEMM with
POOT_GEMM_MAINLOOP=wgmma, or under `auto` once AUTO_WGMMA is switched on after the H200 sweep.
Targets without Wmma (or f32 operands) use the SIMT tiled matmul (synth_matmul.py).
"""
from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable

from .. import knobs
from ..errors import UsageError
from ..ir import nodes as N
from ..ir.types import F16, F32, USIZE
from ..target import Capabilities, Grid
from .binding import Binding, Plan
from .expr import ZERO
from .graph import Tensor, broadcast
from .region import RegionDesc
from .synth import Unfit
from .synth_gemm_sm90 import (LANES, Sm90Tile, gemm_sm90, gemm_sm90_pipe_body, grid_of_tile, pipe_unfit,
                              sm90_unfit)
from .synth_rows import Kernel, Parts, check_outputs, each_group_item, pow2_at_least, split

T = 16  # the Wmma tile edge
PAD = 16  # f16 elements (32 bytes) added to every staged row: ptx takes the wmma instructions only for
# 32-byte strides (docs/matrix.md), every target for 16-byte ones
SHAPE = (16, 16, 16)


def _u(v: int) -> N.Const:
    return N.Const(USIZE, v)


def wmma_unfit(caps: Capabilities) -> str | None:
    """Why a target cannot run the tensor-core bodies (None: it can): 16x16x16 Wmma, f16, 32-lane
    subgroups."""
    if SHAPE not in caps.wmma_shapes:
        return (f"the target has no 16x16x16 Wmma (it reports {list(caps.wmma_shapes) or 'none'})")
    if not caps.f16:
        return "the target has no f16"
    if caps.subgroup_size != 32:
        return f"Wmma needs 32-lane subgroups; the target's are {caps.subgroup_size}"
    return None


# The automatic choice (POOT_GEMM_MAINLOOP=auto, the default): whether a large plain f16 GEMM takes
# the pipelined wgmma loop where the target has warpgroup MMA. Off until the H200 sweep
# (bench/h200_gemm_sweep.sh) measures AUTO_TILE faster than the Wmma loop; flipping it is the one
# change needed (and AUTO_TILE the sweep's best configuration).
AUTO_WGMMA = False
AUTO_TILE = Sm90Tile(wgs=2, bn=256, bk=64, stages=4, pending=1)
AUTO_MIN_FLOPS = 2 * 1024 ** 3  # below this the Wmma loop's smaller tiles fill the chip better


def sm90_tile() -> Sm90Tile:
    """The pipelined wgmma loop's tile: POOT_GEMM_SM90_TILE, else AUTO_TILE."""
    spec = knobs.gemm_sm90_tile()
    if not spec:
        return AUTO_TILE
    try:
        return Sm90Tile.parse(spec)
    except ValueError as e:
        raise UsageError(f"POOT_GEMM_SM90_TILE={spec!r}: {e}; e.g. 2,256,64,4,1 (warpgroups, block width, K per "
                         "stage, stages, pending[, group_m]), or unset it for the default") from None


def mainloop(caps: Capabilities, flops: int | None = None) -> str:
    """The main-loop variant for a target and a GEMM of `flops` (None: unknown): "wmma" (16x16x16
    tiles from workgroup memory), or "wgmma" (Hopper's warpgroup MMA, plan/synth_gemm_sm90.py)
    where Capabilities say the target has it and POOT_GEMM_MAINLOOP says so: `wgmma`, or `auto`
    with AUTO_WGMMA on for a GEMM of at least AUTO_MIN_FLOPS. wgmma_plan still falls back to the
    Wmma loop for a region it does not take (a batch, a prologue, an epilogue, a transpose)."""
    knob = knobs.gemm_mainloop()
    if not caps.warpgroup_mma or knob == "wmma":
        return "wmma"
    if knob == "wgmma":
        return "wgmma" if sm90_unfit(caps) is None or pipe_unfit(1024, 1024, 1024, caps, sm90_tile()) is None else "wmma"
    big = flops is not None and flops >= AUTO_MIN_FLOPS
    return "wgmma" if AUTO_WGMMA and big and pipe_unfit(1024, 1024, 1024, caps, sm90_tile()) is None else "wmma"


def wgmma_plan(desc: RegionDesc, caps: Capabilities) -> Plan | None:
    """The sm_90 wgmma GEMM for a plain region - one 2-D f16 matmul of two region inputs into the
    region's one output, f16 or f32 - or None (a batch, a prologue, an epilogue or a transposed
    operand take the Wmma loop, which fuses them): the pipelined loop (gemm_sm90_pipe_body, tile
    sm90_tile()) where the shape and the target's workgroup memory allow it, else the 48 KiB loop
    (gemm_sm90: async copies or registers) where that fits."""
    g = desc.graph
    if len(g.eqns) != 1 or len(g.outputs) != 1 or desc.anchor is None:
        return None
    a, b = desc.anchor.inputs
    y = desc.anchor.outputs[0]
    ins = [t.id for t in g.inputs]
    if (y.id != g.outputs[0].id or len(a.shape) != 2 or len(b.shape) != 2 or a.dtype != "f16"
            or b.dtype != "f16" or y.dtype not in ("f16", "f32") or a.id not in ins or b.id not in ins):
        return None
    (m, kdim), n = a.shape, b.shape[1]
    out = F16 if y.dtype == "f16" else F32
    tile = sm90_tile()
    if pipe_unfit(m, n, kdim, caps, tile) is None:
        body, (gx, gy), lanes = gemm_sm90_pipe_body(m, n, kdim, out, tile), grid_of_tile(m, n, tile), tile.lanes
    elif sm90_unfit(caps) is None:
        body, (gx, gy) = gemm_sm90(m, n, kdim, out)
        lanes = LANES
    else:
        return None
    binds = (Binding("a", "input", ins.index(a.id)), Binding("b", "input", ins.index(b.id)), Binding("c", "output", 0))
    return Plan(body.verify(), binds, Grid.of_groups(gx, gy, lanes), "synthesized", flops=2 * m * n * kdim)


# --- where an operand tile comes from ------------------------------------------------------------
@dataclass(frozen=True)
class Source:
    """How one operand (logical [*batch, rows, cols]) is read. `pos` is the region input read
    directly (None: through the expression emitter); `swap` when that input holds the operand
    transposed ([*batch, cols, rows]); `vec` the async-copy width (1: plain)."""

    tensor: Tensor  # the operand as the matmul sees it
    pos: int | None
    swap: bool
    vec: int


def _peel(desc: RegionDesc, t: Tensor) -> tuple[Tensor, bool, bool]:
    """(the tensor under `t`'s last-two-axes transposes and f16 -> f32 casts, whether they swap
    its last two axes, whether every value of `t` is an f16 value)."""
    prod = {o.id: e for e in desc.graph.eqns for o in e.outputs}
    swap, f16 = False, t.dtype == "f16"
    while (e := prod.get(t.id)) is not None:
        r = t.rank
        if e.prim == "transpose" and tuple(e.p["perm"]) == tuple(range(r - 2)) + (r - 1, r - 2):
            swap = not swap
        elif e.prim == "cast" and e.inputs[0].dtype == "f16":
            f16 = True
        else:
            break
        t = e.inputs[0]
    return t, swap, f16


def f16_valued(desc: RegionDesc, t: Tensor) -> bool:
    """Whether operand `t` holds f16 values: f16 itself, or f16 cast to f32 (exactly), possibly
    through transposes."""
    return _peel(desc, t)[2]


def source_of(desc: RegionDesc, t: Tensor) -> Source:
    """The Source of operand `t` of the region's anchor (see the module docs)."""
    src, swap, _ = _peel(desc, t)
    pos = next((k for k, x in enumerate(desc.graph.inputs) if x.id == src.id), None)
    vec = next((v for v in (8, 4, 2) if src.shape[-1] % v == 0), 1)
    if pos is None or src.dtype != "f16" or vec == 1:
        return Source(t, None, False, 1)
    return Source(t, pos, swap, vec)


# --- tiling ---------------------------------------------------------------------------------------
@dataclass(frozen=True)
class GemmTiling:
    """WM x WN warps of FM x FN accumulators each; BK of K per stage; STAGES stages."""

    wm: int
    wn: int
    fm: int
    fn: int
    bk: int
    stages: int

    @property
    def bm(self) -> int:
        return self.wm * self.fm * T

    @property
    def bn(self) -> int:
        return self.wn * self.fn * T

    @property
    def warps(self) -> int:
        return self.wm * self.wn

    @property
    def lanes(self) -> int:
        return 32 * self.warps


def stage_dims(outer: int, inner: int) -> tuple[int, int]:
    """(rows, leading dimension) of a staged tile of `outer` rows of `inner` contiguous elements."""
    return outer, inner + PAD


def gemm_tiling(m: int, n: int, kdim: int, caps: Capabilities, a_swap: bool, b_swap: bool) -> GemmTiling:
    """128 x 128 x 32 block tiles of 2 x 2 warps (4 x 4 accumulators each) for large outputs,
    smaller ones (down to 16 x 16) for small M or N; two stages, within the target's lane and
    workgroup-memory limits. POOT_GEMM_TILE (knobs.gemm_tile) forces one."""
    def side(extent: int) -> tuple[int, int]:
        b = min(128, max(T, pow2_at_least(extent)))
        w = min(2, b // T)
        return w, b // (T * w)
    forced = knobs.gemm_tile()
    if forced is not None:
        t = GemmTiling(*forced)
        need = gemm_wg_bytes(t, a_swap, b_swap)
        if need > caps.max_workgroup_memory or t.lanes > caps.max_workgroup_size:
            raise Unfit(f"POOT_GEMM_TILE {forced} needs {need} bytes of workgroup memory and {t.lanes} lanes; the "
                        f"target has {caps.max_workgroup_memory} bytes and {caps.max_workgroup_size} lanes")
        return t
    wm, fm = side(m)
    wn, fn = side(n)
    bk = 32 if kdim > T else T
    t = GemmTiling(wm, wn, fm, fn, bk, 2)
    while gemm_wg_bytes(t, a_swap, b_swap) > caps.max_workgroup_memory or t.lanes > caps.max_workgroup_size:
        b_first = t.fn > t.fm or (t.fn == t.fm and b_swap and not a_swap)  # B's staged tile is the larger
        if t.fm > 1 and not b_first:
            t = GemmTiling(t.wm, t.wn, t.fm // 2, t.fn, t.bk, t.stages)
        elif t.fn > 1:
            t = GemmTiling(t.wm, t.wn, t.fm, t.fn // 2, t.bk, t.stages)
        elif t.wm * t.wn > 1:
            t = GemmTiling(max(1, t.wm // 2), t.wn if t.wm > 1 else t.wn // 2, 1, 1, t.bk, t.stages)
        elif t.bk > T:
            t = GemmTiling(1, 1, 1, 1, T, t.stages)
        else:
            raise Unfit(f"a 16 x 16 Wmma tile needs {gemm_wg_bytes(t, a_swap, b_swap)} bytes of workgroup memory "
                        f"and 32 lanes; the target has {caps.max_workgroup_memory} bytes and "
                        f"{caps.max_workgroup_size} lanes")
    return t


def _tile_elems(rows: int, cols: int, swap: bool) -> int:
    outer, inner = (cols, rows) if swap else (rows, cols)
    o, ld = stage_dims(outer, inner)
    return o * ld


def gemm_wg_bytes(t: GemmTiling, a_swap: bool, b_swap: bool) -> int:
    a = _tile_elems(t.bm, t.bk, a_swap)
    b = _tile_elems(t.bk, t.bn, b_swap)
    return 2 * t.stages * (a + b) + 4 * t.warps * T * T


# --- staging an operand tile ---------------------------------------------------------------------
class Staged:
    """One operand's ring of tiles in workgroup array `array`: the logical rows x cols tile at
    (row0, col0) of the operand, stored as [outer][ld] with the source's contiguous axis inner."""

    def __init__(self, k: Kernel, array: int, src: Source, rows: int, cols: int, stages: int, lanes: int,
                 extent: tuple[int, int], batch_of: Callable[[], tuple[N.Operand, ...]], declare: bool = True):
        self.k, self.kb, self.array, self.src = k, k.kb, array, src
        self.rows, self.cols, self.lanes = rows, cols, lanes
        self.extent = extent  # the operand's (rows, cols)
        self.swap = src.swap
        outer, inner = (cols, rows) if self.swap else (rows, cols)
        self.outer, self.inner = outer, inner
        _, self.ld = stage_dims(outer, inner)
        self.size = outer * self.ld
        self.stages = stages
        self.batch_of = batch_of
        if declare:  # else the caller declares the array (several tiles sharing one)
            self.kb.wg_array(array, self.size * stages, F16)

    def at(self, r: int | N.Operand, c: int | N.Operand) -> N.Operand:
        """The stage-relative element offset of the tile's logical element (r, c)."""
        ex = self.k.ex
        o, i = (c, r) if self.swap else (r, c)
        return ex.iadd(ex.imul(o, self.ld), i)

    @property
    def layout(self) -> str:
        """The layout a fragment of this tile is loaded with: row unless stored transposed."""
        return "col" if self.swap else "row"

    def fill(self, lane: N.Operand, base: N.Operand, row0: N.Operand, col0: N.Operand) -> None:
        """Issue (or, for a plain source, perform) the copies of the tile at (row0, col0) into
        the stage at element `base`."""
        kb, src = self.kb, self.src
        v = src.vec
        per_row = self.inner // v
        total = self.outer * per_row
        o0, i0 = (col0, row0) if self.swap else (row0, col0)
        o_ext, i_ext = (self.extent[1], self.extent[0]) if self.swap else self.extent
        # tiles start at multiples of the tile's sides, so where those divide the operand's every
        # copy is inside it: no edge test, and async copies without `valid` (one vector load on SPIR-V)
        full = o_ext % self.outer == 0 and i_ext % self.inner == 0
        for q in range(-(-total // self.lanes)):
            e = kb.add(lane, q * self.lanes) if q else lane

            def one(e: N.Operand = e) -> None:
                o, iv = kb.div(e, per_row), kb.rem(e, per_row)
                i = kb.mul(iv, v) if v > 1 else iv
                go, gi = kb.add(o0, o), kb.add(i0, i)
                dst = kb.add(base, kb.add(kb.mul(o, self.ld), i))
                if src.pos is not None and full:
                    kb.async_copy(self.array, dst, self.k.ex.params[src.pos], self._src_index(go, gi), v)
                    return
                inside = kb.bin("and", kb.lt(go, o_ext), kb.lt(gi, i_ext))
                if src.pos is not None:
                    self._async(dst, go, gi, inside)
                else:
                    self._plain(dst, go, gi, inside)
            if (q + 1) * self.lanes > total:
                self.k.when(kb.lt(e, total), one)
            else:
                one()

    def _async(self, dst: N.Operand, go: N.Operand, gi: N.Operand, inside: N.Operand) -> None:
        kb, src = self.kb, self.src
        assert src.pos is not None
        valid = kb.var(USIZE, 0)
        at = kb.var(USIZE, 0)  # a source index in range (never read when valid is 0)

        def inb() -> None:
            kb.set(at, self._src_index(go, gi))
            kb.set(valid, src.vec)
        self.k.when(inside, inb)
        kb.async_copy(self.array, dst, self.k.ex.params[src.pos], at, src.vec, valid)

    def _src_index(self, go: N.Operand, gi: N.Operand) -> N.Operand:
        """The source element of the tile's (outer, inner) coordinates (go, gi) in the current batch."""
        ex = self.k.ex
        o_ext, i_ext = (self.extent[1], self.extent[0]) if self.swap else self.extent
        b = self.batch_of()
        lin = ex.linear(self.src.tensor.shape[:-2], b) if b else ZERO
        return ex.iadd(ex.imul(lin, o_ext * i_ext), ex.iadd(ex.imul(go, i_ext), gi))

    def _plain(self, dst: N.Operand, go: N.Operand, gi: N.Operand, inside: N.Operand) -> None:
        kb = self.kb
        val = kb.var(F16, 0.0)
        r, c = (gi, go) if self.swap else (go, gi)

        def inb() -> None:
            coords = self.batch_of() + (r, c)
            x = self.k.value(self.src.tensor, coords)
            kb.set(val, x if kb.ty(x) == F16 else kb.cast(x, F16))
        self.k.when(inside, inb)
        kb.wg_write(self.array, dst, val)


def ring_step(k: Kernel, stages: int, kt: N.Local, count: N.Operand | int,
              issue: Callable[[N.Operand], None]) -> None:
    """The head of step `kt` of a `stages`-deep ring of async-copied tiles (stages 0 .. stages-2
    were issued before the loop, one commit group each): afterwards step kt's tiles are visible to
    every lane, and the copies of step kt + stages - 1 are in flight into the slot step kt - 1
    used. With one stage the step's own copies are issued and waited for here (the caller puts a
    barrier after its reads)."""
    kb = k.kb
    if stages == 1:
        issue(kt)
        kb.async_commit()
        kb.async_wait(0)
        kb.barrier()
        return
    kb.async_wait(stages - 2)
    kb.barrier()
    nxt = kb.add(kt, stages - 1)
    k.when(kb.lt(nxt, count), lambda: issue(nxt))
    kb.async_commit()


# --- the body -------------------------------------------------------------------------------------
def gemm_unfit(desc: RegionDesc, caps: Capabilities) -> str | None:
    """Why the tensor-core GEMM does not apply to this region on this target (None: it does)."""
    why = wmma_unfit(caps)
    if why is not None:
        return why
    anc = desc.anchor
    if anc is None or anc.prim != "matmul":
        return "the region's anchor is not a matmul"
    a, b = anc.inputs
    if not (f16_valued(desc, a) and f16_valued(desc, b)):
        return (f"the operands are {a.dtype} and {b.dtype}; tensor cores take f16 (or f16 cast to f32, "
                "for an f32 result)")
    if a.rank < 2 or b.rank < 2:
        return "a matrix-vector product (a 1-D operand) does not fill 16x16 tiles"
    return None


def synth_gemm(desc: RegionDesc, caps: Capabilities) -> Plan:
    """The tensor-core GEMM of the region (gemm_unfit must be None)."""
    why = gemm_unfit(desc, caps)
    if why is not None:
        raise Unfit(why)
    anc0 = desc.anchor
    shapes = [t.shape for t in anc0.inputs] if anc0 is not None else []
    flops = 2 * math.prod(shapes[0]) * shapes[1][-1] if len(shapes) == 2 and len(shapes[1]) >= 1 else None
    variant = mainloop(caps, flops)
    if variant == "wgmma":
        plan = wgmma_plan(desc, caps)
        if plan is not None:
            return plan
        variant = "wmma"
    parts = split(desc)
    anc = parts.anchor
    a, b = anc.inputs
    y = anc.outputs[0]
    check_outputs(parts, None, y.shape)
    batch = broadcast(a.shape[:-2], b.shape[:-2])
    m, kdim, n = a.shape[-2], a.shape[-1], b.shape[-1]
    nb = math.prod(batch)
    if m * n * nb == 0:
        raise Unfit(f"{y} is empty")
    if kdim == 0:
        raise Unfit("K is 0: nothing for the tensor cores to multiply")
    sa, sb = source_of(desc, a), source_of(desc, b)
    t = gemm_tiling(m, n, kdim, caps, sa.swap, sb.swap)
    k = Kernel(desc, f"gemm_f16_{'x'.join(map(str, batch + (m, n, kdim)))}", t.lanes, caps)
    return MAINLOOPS[variant](k, parts, t, sa, sb, batch, (m, n, kdim), caps)


def _wmma_mainloop(k: Kernel, parts: Parts, t: GemmTiling, sa: Source, sb: Source, batch: tuple[int, ...],
                   mnk: tuple[int, int, int], caps: Capabilities) -> Plan:
    m, n, kdim = mnk
    a, b = sa.tensor, sb.tensor
    y = parts.anchor.outputs[0]
    kb = k.kb
    tiles_m, tiles_n = -(-m // t.bm), -(-n // t.bn)
    kt_n = -(-kdim // t.bk)
    cur_bc: list[tuple[N.Operand, ...]] = [()]

    def operand_batch(dims: tuple[int, ...]) -> tuple[N.Operand, ...]:
        bc = cur_bc[0]
        lead = len(batch) - len(dims)
        return tuple(ZERO if d == 1 else bc[lead + i] for i, d in enumerate(dims))

    A = Staged(k, 0, sa, t.bm, t.bk, t.stages, t.lanes, (m, kdim), lambda: operand_batch(a.shape[:-2]))
    B = Staged(k, 1, sb, t.bk, t.bn, t.stages, t.lanes, (kdim, n), lambda: operand_batch(b.shape[:-2]))
    kb.wg_array(2, t.warps * T * T, F32)
    lane = kb.local_index()
    warp = kb.div(lane, 32)
    wlane = kb.rem(lane, 32)
    wy, wx = (kb.div(warp, t.wn), kb.rem(warp, t.wn)) if t.wn > 1 else (warp, ZERO)
    wrow = kb.mul(wy, t.fm * T)  # the warp tile's first row / column within the block tile
    wcol = kb.mul(wx, t.fn * T)
    fa = [kb.fragment("a", F16) for _ in range(t.fm)]
    fb = [kb.fragment("b", F16) for _ in range(t.fn)]
    acc = [[kb.fragment("acc", F32) for _ in range(t.fn)] for _ in range(t.fm)]
    a_stage0 = [A.at(kb.add(wrow, i * T), 0) for i in range(t.fm)]

    def tile(tid: N.Local) -> None:
        tn = kb.rem(tid, tiles_n)
        rest = kb.div(tid, tiles_n)
        tm = kb.rem(rest, tiles_m)
        bi = kb.div(rest, tiles_m)
        bc = k.coords(batch, bi)
        cur_bc[0] = bc
        row0, col0 = kb.mul(tm, t.bm), kb.mul(tn, t.bn)
        for row in acc:
            for f in row:
                kb.wmma_fill(f, 0.0)

        def issue(kt: N.Operand | int) -> None:
            """The copies of K step kt into its ring slot, then a commit."""
            ktv = _u(kt) if isinstance(kt, int) else kt
            slot = kb.rem(ktv, t.stages)
            k0 = kb.mul(ktv, t.bk)
            A.fill(lane, kb.mul(slot, A.size), row0, k0)
            B.fill(lane, kb.mul(slot, B.size), k0, col0)

        for s in range(t.stages - 1):
            if s < kt_n:
                with k.ex.scope():
                    issue(s)
            kb.async_commit()

        def k_step(kt: N.Local) -> None:
            ring_step(k, t.stages, kt, kt_n, issue)
            slot = kb.rem(kt, t.stages)
            abase, bbase = kb.mul(slot, A.size), kb.mul(slot, B.size)
            for kk in range(t.bk // T):
                for i in range(t.fm):
                    off = kb.add(abase, kb.add(a_stage0[i], A.at(0, kk * T)))
                    kb.wmma_load(fa[i], 0, off, A.ld, A.layout, wg=True)
                for j in range(t.fn):
                    off = kb.add(bbase, B.at(kk * T, kb.add(wcol, j * T)))
                    kb.wmma_load(fb[j], 1, off, B.ld, B.layout, wg=True)
                for i in range(t.fm):
                    for j in range(t.fn):
                        kb.wmma_mma(acc[i][j], fa[i], fb[j], acc[i][j])
            if t.stages == 1:
                kb.barrier()  # the one slot is read before the next step's copies overwrite it
        k.loop(_u(0), kt_n, 1, k_step)
        kb.async_wait(0)  # nothing is in flight past the loop (the last stages were empty groups)
        base = kb.mul(bi, m * n)
        slot0 = kb.mul(warp, T * T)
        for i in range(t.fm):
            for j in range(t.fn):
                kb.wmma_store(2, slot0, T, acc[i][j], "row", wg=True)
                kb.barrier()
                for e in range(T * T // 32):
                    idx = kb.add(wlane, e * 32) if e else wlane
                    r, c = kb.div(idx, T), kb.rem(idx, T)
                    gi = kb.add(kb.add(row0, wrow), kb.add(r, i * T))
                    gj = kb.add(kb.add(col0, wcol), kb.add(c, j * T))

                    def write(gi: N.Operand = gi, gj: N.Operand = gj, idx: N.Operand = idx) -> None:
                        v = kb.wg_read(2, kb.add(slot0, idx))
                        coords = bc + (gi, gj)
                        k.bind(y, v, coords)
                        k.store_all(parts.after, coords, kb.add(kb.add(base, kb.mul(gi, n)), gj))
                    k.when(kb.bin("and", kb.lt(gi, m), kb.lt(gj, n)), write)
                kb.barrier()  # the slot is read before the warp's next accumulator overwrites it

    grid = each_group_item(k, math.prod(batch) * tiles_m * tiles_n, caps, tile)
    return k.finish(grid, flops=2 * m * n * kdim * math.prod(batch))


MAINLOOPS: dict[str, Callable[..., Plan]] = {"wmma": _wmma_mainloop}
