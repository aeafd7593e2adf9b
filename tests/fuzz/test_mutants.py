"""The fuzzer can fail: deliberately broken pootc passes are caught, and the reducer shrinks them.

A mutant is installed into pootc's pipeline with monkeypatch (every second bounds check
dropped by check elimination; an f32 multiply fused with the add it feeds), a fixed-seed batch
runs on the oracle, and the fuzzer must report disagreements with rustc of the expected kind;
the reducer must then shrink one of them to a much smaller kernel that fails the same way.
"""
from __future__ import annotations

import pytest
from mutants import contract_f32, drop_every_second_check

from poot_core.pootc import importer
from poot_core.testing.fuzz import Config, Runner, generate_unit
from poot_core.testing.fuzz.reduce import candidates, reduce, tidy


@pytest.fixture
def broken_checks(monkeypatch):
    stages = tuple((n, (lambda b, f=f: drop_every_second_check(f(b))) if n == "checks" else f)
                   for n, f in importer.BODY_STAGES)
    monkeypatch.setattr(importer, "BODY_STAGES", stages)


@pytest.fixture
def contracting(monkeypatch):
    real = importer.tidy
    monkeypatch.setattr(importer, "tidy", lambda b: contract_f32(real(b)))


# known-defect constructs off (a refusal of those would only hide the mutant's effect), and the fused
# multiply-add, so the seeds below draw the kernels they were chosen for
CFG = Config(kernels_per_unit=24).without(["const_exotic", "const_shadow", "const_float_arith", "wgs_size_of",
                                           "intrinsic_path", "param_shadow", "long_loop", "fma"])


def _failures(runner, seeds, checks=None):
    out = []
    for s in seeds:
        _, fails = runner.run_unit(generate_unit(s, cfg=CFG, overflow_checks=checks))
        out += fails
    return out


def test_dropped_checks_are_caught_and_reduced(broken_checks, tmp_path):
    runner = Runner(["oracle"], workdir=tmp_path)
    fails = [f for f in _failures(runner, [101], checks=False) if f.where == "oracle"]
    kinds = {f.kind for f in fails}
    assert kinds & {"missing-fault", "fault-site"}, f"no dropped check noticed: {[f.one_line() for f in fails]}"
    f = min((f for f in fails if f.kind in ("missing-fault", "fault-site")), key=lambda f: f.kernel.size())
    r = reduce(f, runner, budget=90)
    assert r.signature == f.signature
    assert r.kernel.size() <= max(12, f.kernel.size() // 3), (f.kernel.size(), r.kernel.size(), "\n".join(r.kernel.render()))
    # the reduced kernel still fails the same way when run again on its own
    from poot_core.testing.fuzz.run import single_unit
    _, again = runner.run_unit(single_unit(r))
    assert any(x.signature == r.signature for x in again)


def test_contraction_is_caught(contracting, tmp_path):
    runner = Runner(["oracle"], workdir=tmp_path)
    fails = [f for f in _failures(runner, range(202, 210)) if f.where == "oracle"]
    assert any(f.kind == "mismatch" for f in fails), [f.one_line() for f in fails]


def test_the_batch_is_clean_without_the_mutant(tmp_path):
    """The same seeds with the real passes: the failures above come from the mutants."""
    runner = Runner(["oracle"], workdir=tmp_path)
    fails = _failures(runner, [101], checks=False)
    assert not [f for f in fails if f.where == "oracle"], [f.one_line() for f in fails]


def test_candidates_are_smaller_and_tidy_keeps_behaviour():
    k = generate_unit(3, cfg=CFG).kernels[0]
    cs = list(candidates(k))
    assert cs and all(c.size() <= k.size() for c in cs)
    assert sum(c.size() < k.size() for c in cs) >= len(cs) // 2
    t = tidy(k)
    assert t.body == k.body and t.size() <= k.size()
