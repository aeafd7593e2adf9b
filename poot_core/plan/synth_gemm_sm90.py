"""The Hopper (sm_90) GEMM body: f16 A [M, K] x B [K, N] -> f32 or f16 C [M, N] on warpgroup MMA.

`gemm_sm90_body(m, n, k)` builds one Body for fixed M, N, K (any sizes: edge tiles are
zero-filled when staged and cut by WgmmaStore's rows/cols). A workgroup of 2 warpgroups (256
lanes) owns a BM x BN block tile of C (BM = 128, BN = 128 or 256; group (x, y) = (column block,
row block)). K advances BK = 64 at a time: the lanes copy the A (BM x BK) and B (BK x BN) slices
into two f16 workgroup arrays in the IR's core-matrix layout (docs/matrix.md, "Warpgroup MMA":
8 x 8 core matrices of 8 consecutive k, lbo = 64 elements between core matrices along k, sbo =
512 along m / n; B is stored as B^T, K-major), barrier, then warpgroup w multiplies rows
64w .. 64w+63 of A by B with one 64 x BN x 64 WgmmaMma (four wgmma in one commit group), then
barrier. The accumulator (frag<wacc,f32,64xBNx64>) is stored with WgmmaStore, rows and columns past M and N not written.

`sm90_unfit(caps)` says why a target cannot run it (None when it can): the planner's GEMM
synthesizer (synth_gemm) may pick this main loop when `Capabilities.warpgroup_mma` is set.
"""
from __future__ import annotations

from ..ir import nodes as N
from ..ir.builder import Builder
from ..ir.types import F16, F32, USIZE, Fragment, Scalar
from ..target import Capabilities

BM, BK = 128, 64
LANES = 2 * N.WARPGROUP
LBO, SBO = 64, 8 * 64  # core matrices: along k 64 elements apart, along m / n 512 (a row of 8 k-cores)
A_ARRAY, B_ARRAY = 0, 1


def sm90_unfit(caps: Capabilities) -> str | None:
    """Why `caps` cannot run the wgmma GEMM (None when it can)."""
    if not caps.warpgroup_mma:
        return "the target has no warpgroup MMA (wgmma: NVIDIA Hopper, sm_90, on the ptx target)"
    need = 2 * (BM * BK + 256 * BK)
    if caps.max_workgroup_memory < need:
        return f"the wgmma GEMM stages up to {need} bytes of workgroup memory; the target offers {caps.max_workgroup_memory}"
    if caps.max_workgroup_size < LANES:
        return f"the wgmma GEMM needs {LANES}-lane workgroups; the target allows {caps.max_workgroup_size}"
    return None


def core_slot(kb: Builder, row: N.Operand, col: N.Operand) -> N.Local:
    """The slot of element (row, col) (col along k) of a staged tile in the core-matrix layout."""
    hi = kb.add(kb.mul(kb.div(row, 8), SBO), kb.mul(kb.div(col, 8), LBO))
    return kb.add(hi, kb.add(kb.mul(kb.rem(row, 8), 8), kb.rem(col, 8)))


def gemm_sm90_body(m: int, n: int, k: int, out: Scalar = F32, bn: int = 128, name: str = "") -> N.Body:
    """C = A @ B for row-major f16 A (m x k) and B (k x n) into `out` (f32 or f16) C (m x n);
    grid: (ceil(n / bn), ceil(m / 128)) groups of 256 lanes."""
    if bn not in (128, 256) or out not in (F32, F16) or min(m, n, k) < 1:
        raise ValueError(f"gemm_sm90_body: m, n, k >= 1, bn 128 or 256 and an f32/f16 output, not "
                         f"{m}, {n}, {k}, bn={bn}, {out}")
    kb = Builder(name or f"gemm_sm90_{m}x{n}x{k}_bn{bn}_{out}", LANES)
    a, b, c = kb.input("a", F16), kb.input("b", F16), kb.output("c", out)
    kb.wg.append(N.WgArray(A_ARRAY, BM * BK, F16))
    kb.wg.append(N.WgArray(B_ARRAY, bn * BK, F16))
    acc = kb.local(Fragment("wacc", F32, (N.WGMMA_M, bn, BK)), "acc")  # one WgmmaMma per K step: 4 wgmma
    lane = kb.local_index()
    n0 = kb.mul(kb.group_index(), bn)
    m0 = kb.mul(kb.group_index_y(), BM)
    wgp = kb.div(lane, N.WARPGROUP)  # this lane's warpgroup: warpgroup-uniform
    zero = N.Const(F16, 0.0)
    a_r, a_k = kb.div(lane, BK), kb.rem(lane, BK)  # lanes cover 4 rows x 64 k per step j
    b_k, b_n = kb.div(lane, bn), kb.rem(lane, bn)  # lanes cover 256/bn k x bn n per step j

    def stage(array: int, src: int, dst: N.Local, g: N.Local, inside: N.Local) -> None:
        kb.if_(inside, lambda: kb.emit(N.WorkgroupLocalWrite(array, dst, kb.load(src, g))),
               lambda: kb.emit(N.WorkgroupLocalWrite(array, dst, zero)))

    def k_step(kt: N.Local) -> None:
        k0 = kb.mul(kt, BK)
        kb.barrier()  # the previous step's wgmma (complete when its statement ends) read the arrays
        for j in range(BM * BK // LANES):
            r = kb.add(a_r, LANES // BK * j)
            gr, gk = kb.add(m0, r), kb.add(k0, a_k)
            inside = kb.bin("and", kb.lt(gr, m), kb.lt(gk, k))
            stage(A_ARRAY, a, core_slot(kb, r, a_k), kb.add(kb.mul(gr, k), gk), inside)
        for j in range(bn * BK // LANES):
            kk = kb.add(b_k, LANES // bn * j)
            gk, gn = kb.add(k0, kk), kb.add(n0, b_n)
            inside = kb.bin("and", kb.lt(gk, k), kb.lt(gn, n))
            stage(B_ARRAY, b, core_slot(kb, b_n, kk), kb.add(kb.mul(gk, n), gn), inside)
        kb.barrier()
        a_base = kb.mul(wgp, 8 * SBO)  # rows 64w .. 64w+63: eight row groups of core matrices
        kb.emit(N.WgmmaMma(acc.id, A_ARRAY, a_base, B_ARRAY, N.Const(USIZE, 0), acc.id, LBO, SBO, LBO, SBO))

    kb.for_range(0, -(-k // BK), k_step)
    row0 = kb.add(m0, kb.mul(wgp, N.WGMMA_M))
    rows = kb.sub(kb.math("min", N.Const(USIZE, m), kb.add(row0, N.WGMMA_M)), kb.math("min", N.Const(USIZE, m), row0))
    cols = kb.sub(kb.math("min", N.Const(USIZE, n), kb.add(n0, bn)), kb.math("min", N.Const(USIZE, n), n0))
    kb.emit(N.WgmmaStore(c, kb.add(kb.mul(row0, n), n0), N.Const(USIZE, n), acc.id, rows, cols))
    kb.ret()
    return kb.build()


def grid_of(m: int, n: int, bn: int = 128) -> tuple[int, int]:
    """The groups (x, y) of gemm_sm90_body(m, n, k, bn=bn)."""
    return (-(-n // bn), -(-m // BM))
