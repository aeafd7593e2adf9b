"""The accepted corpus: each kernel imported, run in the CPU oracle on random data, and compared
with its numpy reference (kernel_cases.py); trap cases fault at their `// TRAP:` line."""
from __future__ import annotations

from pathlib import Path

import pytest
from kernel_cases import ACCEPTED
from kernel_run import ROOT, assert_ref, body_of, buffers, grid, inputs, marker, prefetch_bodies, reference

from poot_core import oracle
from poot_core.errors import KernelFault
from poot_core.ir import nodes as N
from poot_core.ir.types import SCALARS

SOURCES = sorted((ROOT / "tests" / "kernels" / "accepted").glob("*.rs"))


@pytest.fixture(scope="module", autouse=True)
def _imports():
    prefetch_bodies((c.source, c.kernel, c.overflow_checks) for c in ACCEPTED.values())


def test_corpus_size_and_every_file_has_a_case():
    assert len(SOURCES) >= 30
    used = {Path(c.source).name for c in ACCEPTED.values()}
    assert {s.name for s in SOURCES} <= used, f"sources without a case: {sorted({s.name for s in SOURCES} - used)}"


@pytest.mark.parametrize("name", sorted(ACCEPTED))
def test_accepted_kernel_matches_numpy_in_the_oracle(name):
    case = ACCEPTED[name]
    body = body_of(case.source, case.kernel, case.overflow_checks)
    d = inputs(case, name)
    if case.fault:
        with pytest.raises(KernelFault) as ei:
            oracle.run(body, buffers(body, d), grid(body, case, d))
        site = ei.value.sites[0]
        line, kind = marker(case.source, "TRAP")
        assert (site.kind, site.span.line) == (case.fault, line), str(ei.value)
        assert kind == case.fault
        return
    got = oracle.run(body, buffers(body, d), grid(body, case, d))
    assert_ref(case, got, reference(case, d))


def _constructs(body: N.Body) -> set[str]:
    seen = {f"param:{p.elem}" for p in body.params}
    for b in body.blocks:
        t = b.term
        seen.add(type(t).__name__)
        if isinstance(t, N.ThreadIndexCall):
            seen.add(f"axis:{t.axis}")
        for s in b.stmts:
            seen.add(type(s).__name__)
            v = getattr(s, "value", None)
            if isinstance(s, N.Assign):
                seen.add(type(v).__name__)
                ty = body.locals[s.dest].ty
                if isinstance(v, (N.BinOp, N.UnOp, N.CheckOverflow)):
                    seen.add(f"{type(v).__name__}:{v.op}")
                elif isinstance(v, N.Math):
                    seen.add(f"math:{v.fn}:{'float' if ty.is_float else 'int'}")
                elif isinstance(v, N.Cast):
                    src = v.a.ty if isinstance(v.a, N.Const) else body.locals[v.a.id].ty
                    kind = lambda t: "bool" if t.name == "bool" else ("float" if t.is_float else "int")
                    seen.add(f"cast:{kind(src)}->{kind(v.to)}")
    if body.wg_arrays:
        seen.add("wg_arrays")
    if body.workgroup_size != 64:
        seen.add("workgroup_size")
    return seen


def test_corpus_covers_every_construct_of_the_subset():
    seen: set[str] = set()
    for c in ACCEPTED.values():
        seen |= _constructs(body_of(c.source, c.kernel, c.overflow_checks))
    want = {f"param:{t}" for t in SCALARS} | {f"BinOp:{o}" for o in N.BINOPS} | {f"UnOp:{o}" for o in N.UNOPS}
    want |= {f"math:{f}:float" for f in N.MATH_FNS} | {"math:max:int", "math:min:int"}
    want |= {f"axis:{a}" for a in N.AXES} | {"Barrier", "WorkgroupLocalWrite", "WgRead", "AtomicAdd", "FromBits",
                                            "NoContractAdd", "Load", "Store", "Len", "SwitchInt", "Goto", "Return",
                                            "Trap", "CheckOverflow", "wg_arrays", "workgroup_size"}
    want |= {"cast:bool->int", "cast:float->int", "cast:int->float", "cast:int->int", "cast:float->float"}
    assert not want - seen, f"constructs no accepted kernel exercises: {sorted(want - seen)}"


def test_seed_elementwise_add_keeps_exactly_the_uncovered_checks():
    """The issue's example: out[i] is covered by `if i < out.len()`, a[i] and b[i] are not."""
    body = body_of("tests/kernels/accepted/add_f32.rs", "add_f32", None)
    traps = [t for _, t in body.traps()]
    assert sorted((t.kind, t.span.line) for t in traps) == [("bounds", 8), ("bounds", 8)]
    assert sorted(t.span.col for t in traps) == [18, 25]  # a[i] and b[i]
