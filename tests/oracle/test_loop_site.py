"""The oracle's loop-budget fault names the loop by the first check inside it - only inside it:
a self-loop (one block that jumps to itself) is its own natural loop, so a check before it is not
named (the loop was once taken to be every block before it)."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core import oracle
from poot_core.errors import LOOP_BUDGET_SITE, KernelFault, Span
from poot_core.ir import nodes as N
from poot_core.ir.types import BOOL, F32, USIZE
from poot_core.target import Grid

L = N.Local
ZERO = N.Const(USIZE, 0)
BEFORE, INSIDE = Span("k.rs", 1, 5), Span("k.rs", 7, 9)


def _never_ending(check_inside: bool) -> N.Body:
    """bb0: a bounds check (line 1); then a loop that never ends: bb1 -> bb1, or bb1 -> bb3 -> bb1
    with a check (line 7) in bb1."""
    pre = N.Block((N.Assign(1, N.Len(0)), N.Assign(2, N.BinOp("lt", ZERO, L(1)))),
                  N.SwitchInt(L(2), ((0, 2),), 1))
    inc = N.Assign(0, N.BinOp("add", L(0), N.Const(F32, 1.0)))
    if check_inside:
        loop = [N.Block((inc, N.Assign(2, N.BinOp("lt", ZERO, L(1)))), N.SwitchInt(L(2), ((0, 4),), 3)),
                N.Block((), N.Trap(0, "bounds", BEFORE)), N.Block((), N.Goto(1)), N.Block((), N.Trap(1, "bounds", INSIDE))]
    else:
        loop = [N.Block((inc,), N.Goto(1)), N.Block((), N.Trap(0, "bounds", BEFORE))]
    return N.Body("k", (N.Param("out", F32, True),), (N.LocalDecl(F32), N.LocalDecl(USIZE), N.LocalDecl(BOOL)),
                  (pre, *loop), workgroup_size=1).verify()


@pytest.mark.parametrize("check_inside", [False, True], ids=["self-loop", "two-block-loop"])
def test_the_loop_budget_names_only_a_check_inside_the_loop(monkeypatch, check_inside):
    monkeypatch.setenv("POOT_ORACLE_STEPS", "50")
    with pytest.raises(KernelFault) as e:
        oracle.run(_never_ending(check_inside), {"out": np.zeros(4, np.float32)}, Grid((1, 1), 1))
    site = e.value.sites[0]
    assert site.site == LOOP_BUDGET_SITE and "the loop at bb1" in site.message, str(e.value)
    assert site.span == (INSIDE if check_inside else None), str(e.value)
    assert ("its first check is at k.rs:7:9" in site.message) == check_inside and "k.rs:1:5" not in site.message
