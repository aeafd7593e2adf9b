"""Trap policy `refuse` and the capability refusals: every trapping kernel refused with its sites, every trap-free one accepted."""
from __future__ import annotations

import re

import pytest

from poot_core.compile import checks_eliminated
from poot_core.errors import CapabilityError, CodegenError, Span, TrapRefused
from poot_core.ir import cfg
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, F64, U32
from poot_core.passes.checks import eliminate_dominated_checks
from poot_core.target import REFUSE
from poot_xdna import codegen, layout
from poot_xdna.target import XdnaTarget
from poot_xdna.testing import TRAP_FREE, TRAPPING, asset


def _remaining_sites(body):
    clean = checks_eliminated(body)  # what the core pipeline hands the target (range analysis included)
    return sorted(clean.blocks[i].term.site for i in cfg.reachable(cfg.successors(clean))
                  if type(clean.blocks[i].term).__name__ == "Trap")


def test_trap_policy_is_refuse():
    assert XdnaTarget().trap_policy == REFUSE


@pytest.mark.parametrize("name", TRAPPING)
def test_trapping_assets_are_refused_with_every_site(name):
    body = asset(name)
    want = _remaining_sites(body)
    if not want:  # trap-free even with overflow checks (atomic_count; thread_probe once its checks are proven): accepted
        codegen.generate(checks_eliminated(body), codegen.Options())
        XdnaTarget().compile(body, build=False)
        return
    with pytest.raises(TrapRefused) as ei:
        XdnaTarget().compile(body, build=False)
    err = ei.value
    assert [s.site for s in err.sites] == want
    msg = str(err)
    for s in err.sites:
        assert s.kind in ("bounds", "overflow", "divide", "shift", "unreachable")
        assert s.span is not None and f"site {s.site} ({s.kind}) at {s.span.file}:{s.span.line}:" in msg
        assert re.fullmatch(r"[\w/]+\.rs", s.span.file) and not s.span.file.startswith("/")  # repo-relative
    assert "guard every access" in msg and "overflow checks off" in msg
    assert err.exit_code == 2 and err.target == "xdna" and err.kernel == body.name


def test_unguarded_read_names_its_line():
    with pytest.raises(TrapRefused) as ei:
        XdnaTarget().compile(asset("unguarded_read"), build=False)
    assert [(s.kind, s.span.file, s.span.line) for s in ei.value.sites] == [("bounds", "kernels/probe/unguarded_read.rs", 10)]


@pytest.mark.parametrize("name", TRAP_FREE)
def test_trap_free_assets_are_accepted(name):
    art = XdnaTarget().compile(asset(name), build=False)
    assert [s for s, _ in art.stages] == ["core-mlir", "aie-mlir"]
    assert art.final.startswith(b"// ") and b'"aie.device"' in art.final
    assert "aiecc.py" in art.meta["build"] or art.meta["build"] == "not built: build=false"


def test_guarded_check_is_eliminated_and_accepted():
    kb = Builder("guarded")
    a, out = kb.input("a", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(a)), lambda: kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(
        out, i, kb.load(a, i, checked=True, span=Span("k.rs", 3, 9)), checked=True, span=Span("k.rs", 3, 1))))
    kb.ret()
    body = kb.build()
    assert body.traps()
    codegen.generate(body, codegen.Options())  # every check is covered by a guard


def test_builder_trap_refused_lists_both_sites():
    kb = Builder("unguarded")
    a, out = kb.input("a", F32), kb.output("out", F32)
    i = kb.thread_index()
    kb.store(out, i, kb.load(a, i, checked=True, span=Span("k.rs", 7, 5)), checked=True, span=Span("k.rs", 7, 1))
    kb.ret()
    with pytest.raises(TrapRefused) as ei:
        codegen.generate(kb.build(), codegen.Options())
    assert sorted(str(s.span) for s in ei.value.sites) == ["k.rs:7:1", "k.rs:7:5"]


def _simple(elem, atomics=False):
    kb = Builder("k")
    a, out = kb.input("a", elem), kb.output("out", U32 if atomics else elem)
    i = kb.thread_index()
    if atomics:
        kb.if_(kb.lt(i, kb.len(out)), lambda: kb.atomic_add(out, i, kb.c(U32, 1)))
    else:
        kb.if_(kb.lt(i, kb.len(a)), lambda: kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.load(a, i))))
    kb.ret()
    return eliminate_dominated_checks(kb.build())


def test_f64_is_refused():
    with pytest.raises(CapabilityError, match="f64"):
        codegen.generate(_simple(F64), codegen.Options())


def test_mul_add_is_refused_and_names_why():
    """The fused multiply-add: refused with a CapabilityError (the core lowering never guesses at it),
    on the direct lowering too; the planner does not offer a mul_add kernel to the NPU (caps.fma)."""
    from poot_core.testing.fma_cases import mul_add_case
    from poot_xdna import lower

    body = mul_add_case().build()
    with pytest.raises(CapabilityError, match="mul_add, a fused multiply-add") as ei:
        XdnaTarget().compile(body, build=False)
    assert ei.value.target == "xdna" and "rounds twice" in str(ei.value)
    with pytest.raises(CodegenError, match="mul_add"):
        lower.Core(body, "xdna")
    assert not XdnaTarget().capabilities().fma


def test_atomics_refused_across_tiles_but_not_on_one():
    body = _simple(F32, atomics=True)
    codegen.generate(body, codegen.Options(tiles=1))
    with pytest.raises(CapabilityError, match="across 2 compute tiles"):
        codegen.generate(body, codegen.Options(tiles=2))


def test_working_set_over_tile_memory_is_refused():
    body = _simple(F32)
    big = layout.TILE_MEMORY // 4  # one f32 buffer alone fills the tile
    with pytest.raises(CapabilityError, match="65536-byte tile memory") as ei:
        codegen.generate(body, codegen.Options(lens={"a": big, "out": 16}))
    assert "lens=" in str(ei.value)
    ok = codegen.generate(body, codegen.Options(lens={"a": 4000, "out": 4000}))
    assert ok.working_set.total <= layout.TILE_MEMORY
    # double buffering doubles the FIFO part
    ok = codegen.generate(body, codegen.Options(lens={"a": 2000, "out": 2000}))
    two = codegen.generate(body, codegen.Options(lens={"a": 2000, "out": 2000}, fifo_depth=2))
    assert two.working_set.total - ok.working_set.total == ok.working_set.fifo_in + ok.working_set.fifo_out


def test_barrier_working_set_names_cross_tile_barrier():
    with pytest.raises(CapabilityError, match="barrier would then cross tiles"):
        codegen.generate(asset("matmul_tiled_nt"), codegen.Options(capacity=4000))


def test_working_set_counts_scratch_and_stack():
    b = codegen.generate(asset("matmul_tiled_nt"), codegen.Options())
    ws = b.working_set
    names = {s.name for s in b.core.scratch}
    assert {"wg0", "wg1", "resume", "more"} <= names  # wg arrays + the phase state
    assert ws.scratch == sum(s.nbytes for s in b.core.scratch) and ws.scratch >= 2 * 64 * 4 + 64 * 4
    assert ws.stack == layout.STACK_BASE
    assert ws.total == ws.fifo_in + ws.fifo_out + ws.scratch + ws.stack


def test_unknown_and_bad_options():
    from poot_core.errors import UsageError

    t = XdnaTarget()
    with pytest.raises(UsageError, match="unknown xdna compile option"):
        t.compile(asset("matvec_nt"), sm="sm_90")
    with pytest.raises(UsageError, match="1..4"):
        t.compile(asset("matvec_nt"), tiles=5)
    with pytest.raises(UsageError, match="lens=name:count"):
        t.compile(asset("matvec_nt"), lens="a=3")
    art = t.compile(asset("matvec_nt"), lens="a:64,x:8,out:8", build=False)
    assert [r.capacity for r in art.meta["layout"].inputs] == [64, 8, 8]
