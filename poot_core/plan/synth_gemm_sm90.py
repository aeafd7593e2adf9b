"""The Hopper (sm_90) GEMM body: f16 A [M, K] x B [K, N] -> f32 or f16 C [M, N] on warpgroup MMA.

`gemm_sm90_body(m, n, k)` builds one Body for fixed M, N, K (any sizes: edge tiles are
zero-filled when staged and cut by WgmmaStore's rows/cols; a shape that divides the block tile
gets no guards at all). A workgroup of 2 warpgroups (256 lanes) owns a BM x BN block tile of C
(BM = 128, BN = 128 or 256; group (x, y) = (column block, row block)). K advances BK = 64 at a
time through two f16 workgroup arrays holding the A (BM x BK) and B (BK x BN) slices in the IR's
core-matrix layout (docs/matrix.md, "Warpgroup MMA": 8 x 8 core matrices of 8 consecutive k;
lbo, the distance between core matrices along k, is 72 elements for BN = 128 (padded: the
lanes' 16-byte rows of one store land in distinct banks) and 64 for BN = 256 (48 KiB is the
static limit); sbo = 8 * lbo between core matrices along m / n; B is stored as B^T in K-major
core matrices (b_major "k"), or N-major (b_major "n": each 16-byte row 8 consecutive n of one k,
n-cores 72 (BN 128) or 64 elements apart, k-cores after all of a k-group's n-cores)).

The main loop is software-pipelined through registers: every lane loads its 32 elements of the
next A slice and 32 (BN = 128) or 64 (BN = 256) of the next B slice from global memory (coalesced:
consecutive lanes read consecutive k of A and consecutive n of B), then warpgroup w multiplies
rows 64w .. 64w+63 of the staged A by B with one 64 x BN x 64 WgmmaMma (four wgmma in one commit
group: the loads are in flight meanwhile), barrier, the lanes store what they loaded into the
arrays, barrier. The accumulator (frag<wacc,f32,64xBNx64>) is stored with WgmmaStore, rows and
columns past M and N not written.

`gemm_sm90_async_body` is the same GEMM with the slices staged by 16-byte async copies (cp.async)
through 2-3 shared-memory stages; `gemm_sm90(m, n, k)` picks it where the shape allows (K and N
multiples of 8). `sm90_unfit(caps)` says why a target cannot run them (None when it can): the
planner's GEMM synthesizer (synth_gemm) may pick them when `Capabilities.warpgroup_mma` is set.
"""
from __future__ import annotations

from dataclasses import dataclass

from ..ir import nodes as N
from ..ir.builder import Builder
from ..ir.types import BOOL, F16, F32, USIZE, Fragment, Scalar
from ..target import Capabilities

BM, BK = 128, 64
LANES = 2 * N.WARPGROUP
A_ARRAY, B_ARRAY = 0, 1


def lbo_for(bn: int) -> int:
    """The core-matrix distance along k (elements) for block width `bn`."""
    return 72 if bn == 128 else 64


def wg_bytes(bn: int, b_major: str = "k") -> int:
    """The workgroup memory of gemm_sm90_body(..., bn=bn, b_major=b_major)."""
    return 2 * (BM * lbo_for(bn) + b_layout(bn, b_major)[2])


def sm90_unfit(caps: Capabilities, bn: int = 128) -> str | None:
    """Why `caps` cannot run the wgmma GEMM (None when it can)."""
    if not caps.warpgroup_mma:
        return "the target has no warpgroup MMA (wgmma: NVIDIA Hopper, sm_90, on the ptx target)"
    if caps.max_workgroup_memory < wg_bytes(bn):
        return (f"the wgmma GEMM stages {wg_bytes(bn)} bytes of workgroup memory; the target offers "
                f"{caps.max_workgroup_memory}")
    if caps.max_workgroup_size < LANES:
        return f"the wgmma GEMM needs {LANES}-lane workgroups; the target allows {caps.max_workgroup_size}"
    return None


@dataclass(frozen=True)
class _Elem:
    """One staged element of a lane: its slot in the array and global index, both `lane_base + const`."""

    slot: int  # added to the lane's slot base
    row: int   # added to the lane's row (A: m, B: k) within the slice
    glob: int  # added to the lane's global index base


def _a_elems(lbo: int) -> list[_Elem]:
    # e = 256 j + lane: r = 4 j + lane / 64, k = lane % 64, so r / 8 = j / 2 and r % 8 = lane / 64 + 4 (j % 2)
    return [_Elem((j // 2) * 8 * lbo + 4 * (j % 2) * 8, 4 * j, 0) for j in range(BM * BK // LANES)]


def _b_elems(bn: int, lbo: int, n: int, major: str) -> list[_Elem]:
    per = LANES // bn  # k rows the lanes cover per step
    out = []
    for j in range(bn * BK // LANES):
        kk = per * j  # + lane / bn (0 or 1 for bn 128, 0 for 256); kk % 8 + lane / bn < 8
        inner = kk % 8 if major == "k" else (kk % 8) * 8
        out.append(_Elem((kk // 8) * lbo + inner, kk, kk * n))
    return out


def b_layout(bn: int, major: str) -> tuple[int, int, int]:
    """(lbo, sbo, slots) of the staged B^T (bn x 64) for B major "k" or "n"."""
    if major == "k":
        lbo = lbo_for(bn)
        return lbo, 8 * lbo, bn * lbo
    sbo = 72 if bn == 128 else 64  # n-core stride, padded for BN 128 as A's k-cores are
    return bn // 8 * sbo, sbo, 8 * (bn // 8) * sbo


def gemm_sm90_body(m: int, n: int, k: int, out: Scalar = F32, bn: int = 128, name: str = "",
                   b_major: str = "k") -> N.Body:
    """C = A @ B for row-major f16 A (m x k) and B (k x n) into `out` (f32 or f16) C (m x n);
    grid: grid_of(m, n, bn) groups of 256 lanes. `b_major` is the staged B's layout: "k" (B^T in
    K-major core matrices) or "n" (N-major core matrices: each 16-byte row 8 consecutive n of one
    k, as B sits in global memory)."""
    if bn not in (128, 256) or out not in (F32, F16) or min(m, n, k) < 1 or b_major not in ("k", "n"):
        raise ValueError(f"gemm_sm90_body: m, n, k >= 1, bn 128 or 256, an f32/f16 output and b_major k or n, "
                         f"not {m}, {n}, {k}, bn={bn}, {out}, b_major={b_major!r}")
    lbo = lbo_for(bn)
    sbo = 8 * lbo
    b_lbo, b_sbo, b_slots = b_layout(bn, b_major)
    kb = Builder(name or f"gemm_sm90_{m}x{n}x{k}_bn{bn}_{out}_b{b_major}", LANES)
    a, b, c = kb.input("a", F16), kb.input("b", F16), kb.output("c", out)
    kb.wg.append(N.WgArray(A_ARRAY, BM // 8 * sbo, F16))
    kb.wg.append(N.WgArray(B_ARRAY, b_slots, F16))
    acc = kb.local(Fragment("wacc", F32, (N.WGMMA_M, bn, BK)), "acc")
    lane = kb.local_index()
    n0 = kb.mul(kb.group_index(), bn)
    m0 = kb.mul(kb.group_index_y(), BM)
    wgp = kb.div(lane, N.WARPGROUP)  # this lane's warpgroup: warpgroup-uniform
    zero = N.Const(F16, 0.0)
    kt_n = -(-k // BK)
    # A: the lane's row within the slice (+ 4 j), its k, slot base and global base
    a_r, a_k = kb.div(lane, BK), kb.rem(lane, BK)
    a_slot = kb.add(kb.add(kb.mul(kb.div(a_k, 8), lbo), kb.mul(a_r, 8)), kb.rem(a_k, 8))
    a_row = kb.add(m0, a_r)
    a_glob = kb.add(kb.mul(a_row, k), a_k)
    # B: the lane's k within the slice (+ per j), its n, slot base and global base
    b_k, b_n = kb.div(lane, bn), kb.rem(lane, bn)
    if b_major == "k":
        b_slot = kb.add(kb.add(kb.mul(kb.div(b_n, 8), b_sbo), kb.mul(kb.rem(b_n, 8), 8)), b_k)
    else:
        b_slot = kb.add(kb.add(kb.mul(kb.div(b_n, 8), b_sbo), kb.rem(b_n, 8)), kb.mul(b_k, 8))
    b_col = kb.add(n0, b_n)
    b_glob = kb.add(kb.mul(b_k, n), b_col)
    a_els, b_els = _a_elems(lbo), _b_elems(bn, b_lbo, n, b_major)
    va = [kb.local(F16, f"a{j}") for j in range(len(a_els))]
    vb = [kb.local(F16, f"b{j}") for j in range(len(b_els))]
    true = N.Const(BOOL, True)

    def both(x: N.Operand, y: N.Operand) -> N.Operand:
        if x == true:
            return y
        return x if y == true else kb.bin("and", x, y)

    def load_regs(kt: N.Operand) -> None:
        k0 = kb.mul(kt, BK)
        a_in = true if k % BK == 0 else kb.lt(kb.add(k0, a_k), k)
        for e, v in zip(a_els, va):
            ok = both(a_in, true if m % BM == 0 else kb.lt(kb.add(a_row, e.row), m))
            g = kb.add(kb.add(a_glob, k0), e.row * k)
            _guarded_load(kb, v, a, g, ok, zero, true)
        b_in = true if n % bn == 0 else kb.lt(b_col, n)
        kn = kb.mul(k0, n)
        for e, v in zip(b_els, vb):
            ok = both(b_in, true if k % BK == 0 else kb.lt(kb.add(kb.add(k0, b_k), e.row), k))
            g = kb.add(kb.add(b_glob, kn), e.glob)
            _guarded_load(kb, v, b, g, ok, zero, true)

    def store_regs() -> None:
        for e, v in zip(a_els, va):
            kb.emit(N.WorkgroupLocalWrite(A_ARRAY, kb.add(a_slot, e.slot), v))
        for e, v in zip(b_els, vb):
            kb.emit(N.WorkgroupLocalWrite(B_ARRAY, kb.add(b_slot, e.slot), v))

    a_base = kb.mul(wgp, 8 * sbo)  # rows 64w .. 64w+63: eight row groups of core matrices

    def mma() -> None:
        kb.emit(N.WgmmaMma(acc.id, A_ARRAY, a_base, B_ARRAY, N.Const(USIZE, 0), acc.id, lbo, sbo, b_lbo, b_sbo,
                           b_major=b_major))

    load_regs(N.Const(USIZE, 0))
    store_regs()
    kb.barrier()

    def k_step(kt: N.Local) -> None:  # kt = 0 .. kt_n - 2: prefetch slice kt + 1 while slice kt multiplies
        load_regs(kb.add(kt, 1))
        mma()
        kb.barrier()  # every warpgroup's wgmma (complete when its statement ends) has read the arrays
        store_regs()
        kb.barrier()

    kb.for_range(0, kt_n - 1, k_step)
    mma()
    row0 = kb.add(m0, kb.mul(wgp, N.WGMMA_M))
    rows = kb.sub(kb.math("min", N.Const(USIZE, m), kb.add(row0, N.WGMMA_M)), kb.math("min", N.Const(USIZE, m), row0))
    cols = kb.sub(kb.math("min", N.Const(USIZE, n), kb.add(n0, bn)), kb.math("min", N.Const(USIZE, n), n0))
    kb.emit(N.WgmmaStore(c, kb.add(kb.mul(row0, n), n0), N.Const(USIZE, n), acc.id, rows, cols))
    kb.ret()
    return kb.build()


def _guarded_load(kb: Builder, dest: N.Local, src: int, index: N.Operand, ok: N.Operand, zero: N.Const,
                  true: N.Const) -> None:
    """dest = src[index] where `ok`, else 0 (no branch when `ok` is the constant true)."""
    if ok == true:
        kb.set(dest, N.Load(src, index))
    else:
        kb.if_(ok, lambda: kb.set(dest, N.Load(src, index)), lambda: kb.set(dest, zero))


def grid_of(m: int, n: int, bn: int = 128) -> tuple[int, int]:
    """The groups (x, y) of gemm_sm90_body(m, n, k, bn=bn)."""
    return (-(-n // bn), -(-m // BM))


# --- the async-copy main loop ----------------------------------------------------------------
ABK = 32  # K per stage of the async-copy loop


def async_stages(bn: int) -> int:
    """Stages of the async-copy loop: 3 x 16 KiB for BN 128, 2 x 24 KiB for BN 256 (48 KiB static)."""
    return 3 if bn == 128 else 2


def async_unfit(m: int, n: int, k: int) -> str | None:
    """Why the async-copy loop cannot take this shape (16-byte copies need rows of A and B that
    start on 8-element boundaries), None when it can."""
    if k % 8 or n % 8:
        return f"16-byte async copies need K and N multiples of 8, not K={k}, N={n}"
    return None


def gemm_sm90_async_body(m: int, n: int, k: int, out: Scalar = F32, bn: int = 128, name: str = "") -> N.Body:
    """C = A @ B as gemm_sm90_body, with the slices staged by 16-byte async copies (AsyncCopy,
    cp.async on PTX) through `async_stages(bn)` stages of ABK = 32 K: while warpgroup w multiplies
    stage kt (one 64 x BN x 32 WgmmaMma), the copies of stage kt + stages - 1 are in flight.
    A is staged K-major (lbo 64, sbo 256), B N-major (sbo 64 between n-cores, lbo BN * 8 between
    k-groups); lanes map to 16-byte chunks so that 8 consecutive lanes fill one core matrix (one
    128-byte run of shared memory) and 4 (A) or BN/32 (B) chunks of a global row are read by one
    instruction. Edge chunks copy `valid` elements and zero the rest. K and N must be multiples
    of 8 (async_unfit)."""
    why = async_unfit(m, n, k)
    if bn not in (128, 256) or out not in (F32, F16) or min(m, n, k) < 1 or why:
        raise ValueError(f"gemm_sm90_async_body({m}, {n}, {k}, bn={bn}, {out}): {why or 'bad arguments'}")
    stages = async_stages(bn)
    a_lbo, a_sbo = 64, 4 * 64
    nc_n = bn // 8  # 16-byte n-chunks (core matrices) of a B row
    b_lbo, b_sbo = nc_n * 64, 64
    a_stage, b_stage = BM * ABK, ABK * bn
    kb = Builder(name or f"gemm_sm90_async_{m}x{n}x{k}_bn{bn}_{out}", LANES)
    a, b, c = kb.input("a", F16), kb.input("b", F16), kb.output("c", out)
    kb.wg.append(N.WgArray(A_ARRAY, stages * a_stage, F16))
    kb.wg.append(N.WgArray(B_ARRAY, stages * b_stage, F16))
    acc = kb.local(Fragment("wacc", F32, (N.WGMMA_M, bn, ABK)), "acc")
    lane = kb.local_index()
    n0 = kb.mul(kb.group_index(), bn)
    m0 = kb.mul(kb.group_index_y(), BM)
    wgp = kb.div(lane, N.WARPGROUP)
    kt_n = -(-k // ABK)
    full_a, full_b = m % BM == 0 and k % ABK == 0, n % bn == 0 and k % ABK == 0
    # A chunk of lane (+ 256 j): row r = (lane / 32) * 8 + lane % 8 + 64 j, k-chunk kc = (lane / 8) % 4
    a_r = kb.add(kb.mul(kb.div(lane, 32), 8), kb.rem(lane, 8))
    a_kc = kb.rem(kb.div(lane, 8), 4)
    a_slot = kb.add(kb.add(kb.mul(kb.div(a_r, 8), a_sbo), kb.mul(a_kc, a_lbo)), kb.mul(kb.rem(a_r, 8), 8))
    # B chunk of lane (+ 256 j): k = 8 * kg + lane % 8, n-chunk nc = (lane / 8) % nc_n, kg = (256 j + lane) / (8 nc_n)
    b_klo = kb.rem(lane, 8)
    b_nc = kb.rem(kb.div(lane, 8), nc_n)
    b_kg = kb.div(lane, 8 * nc_n)
    b_k = kb.add(kb.mul(b_kg, 8), b_klo)
    b_slot = kb.add(kb.add(kb.mul(b_nc, b_sbo), kb.mul(b_kg, b_lbo)), kb.mul(b_klo, 8))
    b_col = kb.add(n0, kb.mul(b_nc, 8))
    n_a, n_b = a_stage // 8 // LANES, b_stage // 8 // LANES  # chunks per lane per stage: 2 and 2 (BN 128) or 4

    def valid(start: N.Operand, end: int, row_ok: N.Operand | None) -> N.Operand:
        """min(8, end - min(end, start)), times row_ok (0 or 1)."""
        v = kb.math("min", N.Const(USIZE, 8), kb.sub(N.Const(USIZE, end), kb.math("min", N.Const(USIZE, end), start)))
        return v if row_ok is None else kb.mul(v, kb.cast(row_ok, USIZE))

    def issue(kt: N.Operand) -> None:
        k0 = kb.mul(kt, ABK)
        buf = kb.rem(kt, stages)
        a_dst0, b_dst0 = kb.mul(buf, a_stage), kb.mul(buf, b_stage)
        for j in range(n_a):
            row = kb.add(kb.add(m0, a_r), 64 * j)
            kstart = kb.add(k0, kb.mul(a_kc, 8))
            src = kb.add(kb.mul(row, k), kstart)
            ok = None if full_a else valid(kstart, k, kb.lt(row, m))
            kb.async_copy(A_ARRAY, kb.add(a_dst0, kb.add(a_slot, 8 * a_sbo * j)), a, src, 8, ok)
        for j in range(n_b):
            kk = kb.add(kb.add(k0, b_k), 8 * j * LANES // (8 * nc_n))  # 256 lanes cover 256 / (8 nc_n) k-groups
            src = kb.add(kb.mul(kk, n), b_col)
            ok = None if full_b else valid(b_col, n, kb.lt(kk, k))
            kb.async_copy(B_ARRAY, kb.add(b_dst0, kb.add(b_slot, LANES // (8 * nc_n) * b_lbo * j)), b, src, 8, ok)

    for s in range(stages - 1):
        if s < kt_n:
            issue(N.Const(USIZE, s))
        kb.async_commit()
    a_base = kb.mul(wgp, 8 * a_sbo)

    def k_step(kt: N.Local) -> None:
        kb.async_wait(stages - 2)  # this lane's copies of stage kt are complete
        kb.barrier()  # everyone's are visible, and stage kt - 1's multiply (complete in its statement) is over
        nxt = kb.add(kt, stages - 1)
        kb.if_(kb.lt(nxt, kt_n), lambda: issue(nxt))
        kb.async_commit()
        buf = kb.rem(kt, stages)
        kb.emit(N.WgmmaMma(acc.id, A_ARRAY, kb.add(kb.mul(buf, a_stage), a_base), B_ARRAY, kb.mul(buf, b_stage), acc.id,
                           a_lbo, a_sbo, b_lbo, b_sbo, b_major="n"))

    kb.for_range(0, kt_n, k_step)
    row0 = kb.add(m0, kb.mul(wgp, N.WGMMA_M))
    rows = kb.sub(kb.math("min", N.Const(USIZE, m), kb.add(row0, N.WGMMA_M)), kb.math("min", N.Const(USIZE, m), row0))
    cols = kb.sub(kb.math("min", N.Const(USIZE, n), kb.add(n0, bn)), kb.math("min", N.Const(USIZE, n), n0))
    kb.emit(N.WgmmaStore(c, kb.add(kb.mul(row0, n), n0), N.Const(USIZE, n), acc.id, rows, cols))
    kb.ret()
    return kb.build()


def gemm_sm90(m: int, n: int, k: int, out: Scalar = F32, bn: int = 128) -> tuple[N.Body, tuple[int, int]]:
    """The sm_90 GEMM body for this shape and its grid: the async-copy loop where 16-byte copies
    can take the shape (K and N multiples of 8), else the register-pipelined loop with B staged
    N-major. The planner's GEMM synthesizer can call this when Capabilities.warpgroup_mma is set
    (sm90_unfit(caps) is None)."""
    if async_unfit(m, n, k) is None:
        return gemm_sm90_async_body(m, n, k, out, bn), grid_of(m, n, bn)
    return gemm_sm90_body(m, n, k, out, bn, b_major="n"), grid_of(m, n, bn)


# --- the multi-stage, deferred-wait main loop ------------------------------------------------
@dataclass(frozen=True)
class Sm90Tile:
    """The pipelined sm_90 GEMM's configuration: `wgs` warpgroups, each owning `mw` x 64 rows in
    `mw` accumulators (a (64 mw wgs) x bn block tile), `bk` K per stage, `stages` shared-memory
    stages, `pending` the deferred wait (1: step kt + 1's products are issued before step kt's are
    waited for; each WgmmaMma then has pending mw: a step's mw statements stay in flight),
    `group_m` the grouped tile order."""

    wgs: int = 2
    bn: int = 256
    bk: int = 64
    stages: int = 4
    pending: int = 1
    group_m: int = 1  # block tiles are visited in groups of this many rows (L2 reuse of B); 1: row by row
    mw: int = 1  # accumulators (of 64 rows) per warpgroup

    @property
    def bm(self) -> int:
        return N.WGMMA_M * self.wgs * self.mw

    @property
    def lanes(self) -> int:
        return N.WARPGROUP * self.wgs

    @property
    def prefetch(self) -> int:
        """Stages in flight ahead of the one multiplied: a stage is refilled only after every
        warpgroup's wait has retired the product that read it (stages - 1 - pending)."""
        return self.stages - 1 - self.pending

    @property
    def stage_elems(self) -> tuple[int, int]:
        return self.bm * self.bk, self.bk * self.bn

    @property
    def wg_bytes(self) -> int:
        a, b = self.stage_elems
        return 2 * self.stages * (a + b)

    def unfit(self) -> str | None:
        """Why this configuration cannot be built (None when it can)."""
        if self.wgs not in (1, 2, 3, 4):
            return f"wgs={self.wgs}: 1 to 4 warpgroups (64 rows each)"
        if self.bn % 8 or not 8 <= self.bn <= 256:
            return f"bn={self.bn}: a multiple of 8 from 8 to 256 (wgmma's N)"
        if self.bk % 16 or not 16 <= self.bk <= 128:
            return f"bk={self.bk}: a multiple of 16 from 16 to 128"
        if not 0 <= self.pending <= 1:
            return f"pending={self.pending}: 0 or 1"
        if self.prefetch < 1:
            return f"stages={self.stages}: at least {2 + self.pending} with pending={self.pending}"
        if not 1 <= self.group_m <= 64:
            return f"group_m={self.group_m}: 1 to 64"
        if self.mw not in (1, 2) or self.mw * self.bn > 384:
            return (f"mw={self.mw}: 1 or 2 accumulators per warpgroup, mw x bn at most 384 (192 accumulator "
                    "registers per lane)")
        return None

    @staticmethod
    def parse(text: str) -> "Sm90Tile":
        """"WGS,BN,BK,STAGES,PENDING[,GROUP_M[,MW]]" (e.g. "2,256,64,4,1", "2,256,64,4,1,8" or
        "2,128,64,4,1,1,2") -> Sm90Tile; ValueError when malformed."""
        try:
            vals = tuple(int(x) for x in text.split(","))
        except ValueError:
            vals = ()
        if len(vals) not in (5, 6, 7):
            raise ValueError(f"{text!r}: five to seven integers WGS,BN,BK,STAGES,PENDING[,GROUP_M[,MW]]")
        t = Sm90Tile(*vals)
        why = t.unfit()
        if why:
            raise ValueError(f"{text!r}: {why}")
        return t

    def __str__(self) -> str:
        return (f"{self.bm}x{self.bn}x{self.bk} s{self.stages} p{self.pending}" + (f" g{self.group_m}" if self.group_m > 1 else "")
                + (f" mw{self.mw}" if self.mw > 1 else ""))

    @property
    def spec(self) -> str:
        """The text Sm90Tile.parse reads back."""
        g = f",{self.group_m}" if self.group_m > 1 or self.mw > 1 else ""
        w = f",{self.mw}" if self.mw > 1 else ""
        return f"{self.wgs},{self.bn},{self.bk},{self.stages},{self.pending}{g}{w}"


def pipe_unfit(m: int, n: int, k: int, caps: Capabilities | None = None, tile: Sm90Tile = Sm90Tile()) -> str | None:
    """Why gemm_sm90_pipe_body cannot take this shape / tile (on `caps`), None when it can."""
    why = tile.unfit() or async_unfit(m, n, k)
    if why or caps is None:
        return why
    if not caps.warpgroup_mma:
        return "the target has no warpgroup MMA (wgmma: NVIDIA Hopper, sm_90, on the ptx target)"
    if caps.workgroup_memory_limit < tile.wg_bytes:
        return (f"the {tile} wgmma GEMM stages {tile.wg_bytes:,} bytes of workgroup memory; the target offers "
                f"{caps.workgroup_memory_limit:,}")
    if caps.max_workgroup_size < tile.lanes:
        return f"the {tile} wgmma GEMM needs {tile.lanes}-lane workgroups; the target allows {caps.max_workgroup_size}"
    return None


def gemm_sm90_pipe_body(m: int, n: int, k: int, out: Scalar = F32, tile: Sm90Tile = Sm90Tile(),
                        name: str = "") -> N.Body:
    """C = A @ B for row-major f16 A (m x k) and B (k x n) into `out` (f32 or f16) C (m x n) with
    `tile`: a workgroup of tile.wgs warpgroups owns a (64 wgs) x bn block of C (grid:
    grid_of_tile(m, n, tile)), warpgroup w rows 64w .. 64w+63 in one frag<wacc,f32,64 x bn x bk>.

    K advances bk at a time through `stages` stages of two f16 workgroup arrays (A: bm x bk
    K-major, lbo 64 / sbo bk * 8; B: bk x bn N-major, sbo 64 / lbo bn * 8), filled by 16-byte async
    copies: chunk e (8 consecutive k of one A row, or 8 consecutive n of one B row) lands at slot
    8 e of its stage, so 8 consecutive lanes fill one 128-byte core matrix and the stage is one
    contiguous run; edge chunks copy what is inside and zero the rest (K and N multiples of 8).

    Step kt: wait for this lane's copies of stage kt, barrier (everyone's are visible), issue the
    copies of stage kt + prefetch into the slot step kt - 1 - pending used (every warpgroup's
    wgmma that read it has been waited for: with pending 1, by the previous step's wait_group 1),
    commit, then mw 64 x bn x bk WgmmaMma per warpgroup (pending mw when the tile defers: the step's
    statements stay in flight, the previous step's retire). The last step is peeled so that its
    last statement has pending 0: every accumulator is complete before WgmmaStore writes it."""
    why = tile.unfit() or async_unfit(m, n, k)
    if out not in (F32, F16) or min(m, n, k) < 1 or why:
        raise ValueError(f"gemm_sm90_pipe_body({m}, {n}, {k}, {out}, {tile!r}): {why or 'bad arguments'}")
    S, D, L = tile.stages, tile.prefetch, tile.lanes
    bm, bn, bk = tile.bm, tile.bn, tile.bk
    a_stage, b_stage = tile.stage_elems
    kcn, ncn = bk // 8, bn // 8  # 16-byte chunks along a row of A's and B's stage
    a_lbo, a_sbo = 64, 8 * bk
    b_lbo, b_sbo = 8 * bn, 64
    g_tag = (f"g{tile.group_m}" if tile.group_m > 1 else "") + (f"w{tile.mw}" if tile.mw > 1 else "")
    kb = Builder(name or f"gemm_sm90_pipe_{m}x{n}x{k}_{bm}x{bn}x{bk}_s{S}p{tile.pending}{g_tag}_{out}", L)
    a, b, c = kb.input("a", F16), kb.input("b", F16), kb.output("c", out)
    kb.wg.append(N.WgArray(A_ARRAY, S * a_stage, F16))
    kb.wg.append(N.WgArray(B_ARRAY, S * b_stage, F16))
    mw = tile.mw
    accs = [kb.local(Fragment("wacc", F32, (N.WGMMA_M, bn, bk)), f"acc{i}") for i in range(mw)]
    lane = kb.local_index()
    tn, tm = _raster(kb, grid_of_tile(m, n, tile), tile.group_m)
    n0 = kb.mul(tn, bn)
    m0 = kb.mul(tm, bm)
    wgp = kb.div(lane, N.WARPGROUP)
    kt_n = -(-k // bk)
    full_a, full_b = m % bm == 0 and k % bk == 0, n % bn == 0 and k % bk == 0
    a_chunks, b_chunks = a_stage // 8, b_stage // 8

    def valid(start: N.Operand, end: int, row_ok: N.Operand | None) -> N.Operand:
        """min(8, end - min(end, start)), times row_ok (0 or 1)."""
        v = kb.math("min", N.Const(USIZE, 8), kb.sub(N.Const(USIZE, end), kb.math("min", N.Const(USIZE, end), start)))
        return v if row_ok is None else kb.mul(v, kb.cast(row_ok, USIZE))

    def chunks(total: int, one) -> None:
        """one(e) for this lane's chunks e = lane + L j of a stage of `total` chunks."""
        for j in range(-(-total // L)):
            e = kb.add(lane, L * j) if j else lane
            if (j + 1) * L > total:
                def guarded(e: N.Operand = e) -> None:
                    one(e)
                kb.if_(kb.lt(e, total), guarded)
            else:
                one(e)

    def issue(kt: N.Operand) -> None:
        k0 = kb.mul(kt, bk)
        buf = kb.rem(kt, S)
        a_dst0, b_dst0 = kb.mul(buf, a_stage), kb.mul(buf, b_stage)

        def a_chunk(e: N.Operand) -> None:  # e = r_lo + 8 (kc + kcn r_hi): row 8 r_hi + r_lo, k 8 kc
            row = kb.add(m0, kb.add(kb.mul(kb.div(e, 8 * kcn), 8), kb.rem(e, 8)))
            kstart = kb.add(k0, kb.mul(kb.rem(kb.div(e, 8), kcn), 8))
            ok = None if full_a else valid(kstart, k, kb.lt(row, m))
            kb.async_copy(A_ARRAY, kb.add(a_dst0, kb.mul(e, 8)), a, kb.add(kb.mul(row, k), kstart), 8, ok)

        def b_chunk(e: N.Operand) -> None:  # e = k_lo + 8 (nc + ncn kg): k 8 kg + k_lo, n 8 nc
            kk = kb.add(k0, kb.add(kb.mul(kb.div(e, 8 * ncn), 8), kb.rem(e, 8)))
            col = kb.add(n0, kb.mul(kb.rem(kb.div(e, 8), ncn), 8))
            ok = None if full_b else valid(col, n, kb.lt(kk, k))
            kb.async_copy(B_ARRAY, kb.add(b_dst0, kb.mul(e, 8)), b, kb.add(kb.mul(kk, n), col), 8, ok)
        chunks(a_chunks, a_chunk)
        chunks(b_chunks, b_chunk)

    for s in range(D):
        if s < kt_n:
            issue(N.Const(USIZE, s))
        kb.async_commit()
    # accumulator i of warpgroup w: rows 64 (mw w + i) .. + 63, eight row groups of core matrices each
    a_bases = [kb.mul(wgp, 8 * a_sbo * mw) if i == 0 else kb.add(kb.mul(wgp, 8 * a_sbo * mw), 8 * a_sbo * i)
               for i in range(mw)]

    def k_step(kt: N.Operand, pending: int, last: bool) -> None:
        kb.async_wait(D - 1)  # this lane's copies of stage kt are complete
        kb.barrier()  # everyone's are visible; the products that read the slot refilled next are retired
        if not last:
            nxt = kb.add(kt, D)
            kb.if_(kb.lt(nxt, kt_n), lambda: issue(nxt))
            kb.async_commit()
        buf = kb.rem(kt, S)
        for i, (acc, a_base) in enumerate(zip(accs, a_bases)):
            # deferred: pending mw (this step's statements may all still run); the last step: its own
            # later statements only (mw - 1 - i), so the last one waits for everything
            p = (mw if not last else mw - 1 - i) if pending else 0
            kb.emit(N.WgmmaMma(acc.id, A_ARRAY, kb.add(kb.mul(buf, a_stage), a_base), B_ARRAY, kb.mul(buf, b_stage),
                               acc.id, a_lbo, a_sbo, b_lbo, b_sbo, b_major="n", pending=p))

    kb.for_range(0, kt_n - 1, lambda kt: k_step(kt, tile.pending, False))
    k_step(N.Const(USIZE, kt_n - 1), tile.pending, True)
    kb.async_wait(0)  # the trailing (empty) commit groups
    cols = kb.sub(kb.math("min", N.Const(USIZE, n), kb.add(n0, bn)), kb.math("min", N.Const(USIZE, n), n0))
    for i, acc in enumerate(accs):
        row0 = kb.add(m0, kb.add(kb.mul(wgp, N.WGMMA_M * mw), N.WGMMA_M * i))
        rows = kb.sub(kb.math("min", N.Const(USIZE, m), kb.add(row0, N.WGMMA_M)), kb.math("min", N.Const(USIZE, m), row0))
        kb.emit(N.WgmmaStore(c, kb.add(kb.mul(row0, n), n0), N.Const(USIZE, n), acc.id, rows, cols))
    kb.ret()
    return kb.build()


def _raster(kb: Builder, grid: tuple[int, int], group_m: int) -> tuple[N.Operand, N.Operand]:
    """(column, row) of this workgroup's block tile: (group x, group y), or with group_m > 1 the
    launch order (x fastest) remapped to visit group_m rows of tiles column by column (the blocks
    running at once then share B's columns in L2), as Triton's grouped ordering does."""
    gx, gy = grid
    if group_m <= 1 or gy <= 1:
        return kb.group_index(), kb.group_index_y()
    pid = kb.add(kb.mul(kb.group_index_y(), gx), kb.group_index())
    per = group_m * gx  # tiles in one group of rows
    first = kb.mul(kb.div(pid, per), group_m)
    size = kb.math("min", kb.sub(N.Const(USIZE, gy), first), N.Const(USIZE, group_m))
    inner = kb.rem(pid, per)
    return kb.div(inner, size), kb.add(first, kb.rem(inner, size))


def grid_of_tile(m: int, n: int, tile: Sm90Tile) -> tuple[int, int]:
    """The groups (x, y) of gemm_sm90_pipe_body(m, n, k, tile=tile)."""
    return (-(-n // tile.bn), -(-m // tile.bm))
