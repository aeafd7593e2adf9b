"""The warpgroup MMA statements (WgmmaMma, WgmmaStore) in the LLVM lowering: Hopper wgmma through
inline PTX (LLVM 22 has no wgmma intrinsic), on PTX sm_90a only; `check` refuses every other target.

What the lowering implements (the oracle's definition, poot_core/oracle/wgmma.py): a warpgroup is
the 128 lanes 128w .. 128w+127 of a workgroup (4 consecutive warps starting at a warp index
divisible by 4, as wgmma requires); a frag<wacc,f32,64xNx16> local is N/2 f32 registers per lane,
in one zeroed alloca (%w<i>, [N/2 x float]) that SROA turns into registers. The register layout
is wgmma's documented accumulator layout (PTX ISA, "Register Fragments and Shared Memory Matrix
Layouts", m64nNk16 D): with t the lane in the warpgroup, w = t / 32 and l = t % 32, register i
holds element (16w + l/4 + 8*((i/2) % 2), 8*(i/4) + 2*(l % 4) + i % 2).

WgmmaMma is ONE inline asm region: wgmma.fence, one wgmma.mma_async.sync.aligned.m64nNk16.f32.f16.f16
per 16 of the fragment's K (step j's descriptors start 2 * lbo elements further along k), with the
accumulator registers as outputs tied to the inputs (c; "=f" + "0".."N/2-1", what "+f"
means in GCC's syntax), commit_group and wait_group `pending` (0: the statement is complete when
the region ends; with 1 the next k-step's region is issued before this one is waited for: the
accumulator passes from one region's outputs to the next one's tied inputs, which ptxas keeps in
the same registers, and it reports "wgmma ... serialized" (C7510-style advisories, seen with
ptxas -v) where it cannot). A and B are
shared-memory matrix descriptors (PTX ISA, "Matrix Descriptor Format"): bits 0-13 the start
address >> 4 (the array's shared address plus 2*offset bytes), 16-29 the leading dimension byte
offset >> 4 (the IR's lbo: between core matrices along K), 32-45 the stride dimension byte offset
>> 4 (sbo: along M or N), base offset 0 and swizzle mode 0 (none): exactly the IR's core-matrix
layout (PTX ISA, "Canonical Layouts", no swizzle: K-major ((8,m),(T,2k)):((1T,SBO),(1,LBO)),
MN-major ((T,1,m),(8,k)):((1,T,SBO),(1T,LBO)), T = 8 f16); imm-trans-a / imm-trans-b are 1 for
an M-major A / N-major B.

Workgroup memory written by ordinary stores and read next by wgmma (the async proxy) needs
`fence.proxy.async.shared::cta` in each writing lane before the barrier: the PTX hooks of a body
with Wgmma statements put that fence into every workgroup barrier (poot_ptx.codegen).

WgmmaStore: each lane stores the elements it holds that fall inside rows x cols, one guarded
store each (converted to f16 for an f16 slice); a full tile at an even offset and stride stores
each register pair (two adjacent columns) as one 2-element vector instead.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...errors import CapabilityError
from ...ir import nodes as N
from ...ir.types import F16, F32, Fragment
from .types import mem

if TYPE_CHECKING:
    from .lower import _Lower


def waccs(body: N.Body) -> dict[int, Fragment]:
    """The warpgroup accumulator locals some Wgmma statement names."""
    out: dict[int, Fragment] = {}
    for b in body.blocks:
        for s in b.stmts:
            if isinstance(s, N.WGMMA_STMTS):
                for name in ("dest", "c", "src"):
                    i = getattr(s, name, None)
                    if isinstance(i, int) and 0 <= i < len(body.locals):
                        t = body.locals[i].ty
                        if isinstance(t, Fragment):
                            out[i] = t
    return out


def check(body: N.Body, hooks) -> None:
    """CapabilityError unless the target lowers warpgroup MMA (PTX for sm_90, built as sm_90a)."""
    if body.uses_wgmma() and not hooks.wgmma:
        why = hooks.wgmma_refusal or f"{hooks.name} {hooks.cpu} has no warpgroup MMA (wgmma is NVIDIA Hopper's, sm_90a)"
        raise CapabilityError(f"warpgroup MMA (WgmmaMma/WgmmaStore): {why}", target=hooks.name, kernel=body.name)


def descriptor_const(lbo: int, sbo: int) -> int:
    """The descriptor bits other than the start address: lbo and sbo (elements of f16) in 16-byte
    units at bits 16 and 32; base offset 0, swizzle 0."""
    return (((2 * lbo) >> 4) << 16) | (((2 * sbo) >> 4) << 32)


def mma_asm(n: int, steps: int = 1, trans_a: int = 0, trans_b: int = 0, pending: int = 0) -> str:
    """The inline PTX of one WgmmaMma of width n and depth 16 * steps (operands: n/2 accumulators,
    then desc A and desc B of each step, then scale-d): one wgmma.mma_async per 16 of K, all in
    one commit group, then wgmma.wait_group `pending` (0: this group is complete when the region
    ends; 1: the previous statement's group is, this one may still run); trans_a / trans_b
    (imm-trans-a/b) 1 for an M-major A / N-major B."""
    r = n // 2
    regs = ", ".join(f"${i}" for i in range(r))
    mmas = "".join(f"wgmma.mma_async.sync.aligned.m64n{n}k16.f32.f16.f16 {{{regs}}}, ${r + 2 * j}, ${r + 2 * j + 1}, "
                   f"p, 1, 1, {trans_a}, {trans_b};\\0A" for j in range(steps))
    return ("{\\0A.reg .pred p;\\0Asetp.ne.b32 p, $" + str(r + 2 * steps) + ", 0;\\0Awgmma.fence.sync.aligned;\\0A"
            + mmas + f"wgmma.commit_group.sync.aligned;\\0Awgmma.wait_group.sync.aligned {pending};\\0A}}")


def mma_constraints(n: int, steps: int = 1) -> str:
    r = n // 2
    return ",".join(["=f"] * r + ["l", "l"] * steps + ["r"] + [str(i) for i in range(r)] + ["~{memory}"])


FENCE_PROXY_ASYNC = 'call void asm sideeffect "fence.proxy.async.shared::cta;", "~{memory}"()'


class WgmmaEmitter:
    """WgmmaMma and WgmmaStore for PTX sm_90a; accumulator local i lives in the alloca %w<i>."""

    def __init__(self, lo: "_Lower"):
        self.lo = lo
        self.accs = waccs(lo.body)
        self.labels = 0

    def regs(self, i: int) -> int:
        return self.accs[i].shape[1] // 2

    def ty(self, i: int) -> str:
        return f"[{self.regs(i)} x float]"

    def entry(self) -> list[str]:
        out = []
        sp = f", addrspace({self.lo.h.alloca_as})" if self.lo.h.alloca_as else ""
        for i in sorted(self.accs):
            out += [f"  %w{i} = alloca {self.ty(i)}, align 16{sp}",
                    f"  store {self.ty(i)} zeroinitializer, {self.lo.pa} %w{i}, align 16"]
        return out

    def descs(self, array: int, offset: N.Operand, lbo: int, sbo: int, steps: int) -> list[str]:
        """The descriptor of each 16-deep step: step j starts 2 * lbo elements (two core matrices
        along k) after step j - 1."""
        lo = self.lo
        base = lo.emit(f"ptrtoint {lo.ps} {lo.wg_base[array]} to i64")
        addr = lo.emit(f"add i64 {base}, {lo.emit(f'shl i64 {lo.index64(offset)}, 1')}")
        out = []
        for j in range(steps):
            a = lo.emit(f"add i64 {addr}, {4 * lbo * j}") if j else addr
            start = lo.emit(f"lshr i64 {lo.emit(f'and i64 {a}, 262143')}, 4")  # (addr & 0x3FFFF) >> 4
            out.append(lo.emit(f"or i64 {start}, {descriptor_const(lbo, sbo)}"))
        return out

    def visit_mma(self, s: N.WgmmaMma) -> None:
        lo = self.lo
        _, n, depth = self.accs[s.dest].shape
        r, steps = n // 2, depth // N.WGMMA_K
        da = self.descs(s.a_array, s.a_offset, s.a_lbo, s.a_sbo, steps)
        db = self.descs(s.b_array, s.b_offset, s.b_lbo, s.b_sbo, steps)
        c = lo.emit(f"load {self.ty(s.c)}, {lo.pa} %w{s.c}, align 16")
        cs = [lo.emit(f"extractvalue {self.ty(s.c)} {c}, {j}") for j in range(r)]
        st = "{ " + ", ".join(["float"] * r) + " }"
        descs = [f"i64 {d}" for pair in zip(da, db) for d in pair]
        args = ", ".join(descs + ["i32 1"] + [f"float {x}" for x in cs])
        asm = mma_asm(n, steps, int(s.a_major != "k"), int(s.b_major != "k"), s.pending)
        out = lo.emit(f'call {st} asm sideeffect "{asm}", "{mma_constraints(n, steps)}"({args}) convergent')
        agg = "poison"
        for j in range(r):
            x = lo.emit(f"extractvalue {st} {out}, {j}")
            agg = lo.emit(f"insertvalue {self.ty(s.dest)} {agg}, float {x}, {j}")
        lo.line(f"store {self.ty(s.dest)} {agg}, {lo.pa} %w{s.dest}, align 16")

    def visit_store(self, s: N.WgmmaStore) -> None:
        """A full tile (rows >= 64, cols >= N) at an even offset and stride takes one 2-element vector
        store per register pair (columns c, c + 1 of one row: aligned to 2 elements); any other one
        stores each register it holds inside rows x cols, one guarded store each."""
        lo = self.lo
        p = lo.body.params[s.slice]
        if p.elem not in (F16, F32):
            raise lo.fail(f"WgmmaStore into [{p.elem}]; the slice must be f32 or f16")
        r = self.regs(s.src)
        t = lo.emit(f"and i32 {lo.index_reg('lane')}, 127")
        w, lane = lo.emit(f"lshr i32 {t}, 5"), lo.emit(f"and i32 {t}, 31")
        w16, quad = lo.emit(f"shl i32 {w}, 4"), lo.emit(f"lshr i32 {lane}, 2")
        row0 = lo.emit(f"zext i32 {lo.emit(f'add i32 {w16}, {quad}')} to i64")
        pair = lo.emit(f"and i32 {lane}, 3")
        col0 = lo.emit(f"zext i32 {lo.emit(f'shl i32 {pair}, 1')} to i64")
        off, stride = lo.index64(s.offset), lo.index64(s.stride)
        rows, cols = lo.index64(s.rows), lo.index64(s.cols)
        acc = lo.emit(f"load {self.ty(s.src)}, {lo.pa} %w{s.src}, align 16")
        vals = []
        for i in range(r):
            v = lo.emit(f"extractvalue {self.ty(s.src)} {acc}, {i}")
            vals.append(lo.emit(f"fptrunc float {v} to half") if p.elem == F16 else v)
        el, nbytes = mem(p.elem), p.elem.bits // 8
        n = self.accs[s.src].shape[1]
        full = lo.emit(f"and i1 {lo.emit(f'icmp uge i64 {rows}, {N.WGMMA_M}')}, {lo.emit(f'icmp uge i64 {cols}, {n}')}")
        odd = lo.emit(f"and i64 {lo.emit(f'or i64 {off}, {stride}')}, 1")
        fast = lo.emit(f"and i1 {full}, {lo.emit(f'icmp eq i64 {odd}, 0')}")
        self.labels += 1
        tag = f"wg{self.labels}"
        lo.line(f"br i1 {fast}, label %{tag}.vec, label %{tag}.one")
        lo.line(f"{tag}.vec:", indent=False)
        for i in range(0, r, 2):
            row = lo.emit(f"add i64 {row0}, {8 * ((i // 2) % 2)}")
            col = lo.emit(f"add i64 {col0}, {8 * (i // 4)}")
            rs = lo.emit(f"mul i64 {row}, {stride}")
            idx = lo.emit(f"add i64 {lo.emit(f'add i64 {off}, {rs}')}, {col}")
            vec = lo.emit(f"insertelement <2 x {el}> poison, {el} {vals[i]}, i32 0")
            vec = lo.emit(f"insertelement <2 x {el}> {vec}, {el} {vals[i + 1]}, i32 1")
            ptr = lo.emit(f"getelementptr inbounds {el}, {lo.pg} %p{s.slice}, i64 {idx}")
            lo.line(f"store <2 x {el}> {vec}, {lo.pg} {ptr}, align {2 * nbytes}")
        lo.line(f"br label %{tag}.end")
        lo.line(f"{tag}.one:", indent=False)
        for i in range(r):
            row = lo.emit(f"add i64 {row0}, {8 * ((i // 2) % 2)}")
            col = lo.emit(f"add i64 {col0}, {8 * (i // 4) + i % 2}")
            ok = lo.emit(f"and i1 {lo.emit(f'icmp ult i64 {row}, {rows}')}, {lo.emit(f'icmp ult i64 {col}, {cols}')}")
            self.labels += 1
            yes, done = f"wg{self.labels}.st", f"wg{self.labels}.done"
            lo.line(f"br i1 {ok}, label %{yes}, label %{done}")
            lo.line(f"{yes}:", indent=False)
            rs = lo.emit(f"mul i64 {row}, {stride}")
            idx = lo.emit(f"add i64 {lo.emit(f'add i64 {off}, {rs}')}, {col}")
            ptr = lo.emit(f"getelementptr inbounds {el}, {lo.pg} %p{s.slice}, i64 {idx}")
            lo.line(f"store {el} {vals[i]}, {lo.pg} {ptr}, align {nbytes}")
            lo.line(f"br label %{done}")
            lo.line(f"{done}:", indent=False)
        lo.line(f"br label %{tag}.end")
        lo.line(f"{tag}.end:", indent=False)
