"""Placement decisions (plan/place.py): capability by refusal, priority, stretches, the transfer-cost check."""
from __future__ import annotations

import importlib.util
import math
from pathlib import Path

import numpy as np
import pytest

import poot
from poot_core.errors import PlanRefused, UsageError
from poot_core.plan import compile as pc
from poot_core.plan import place as pl
from poot_core.plan.binding import Plan
from poot_core.plan.catalog import plan_eqn
from poot_core.plan.region import make_region


def _load_kit():
    """tests/plan/program_kit.py (hand-built plans; the test folders are not packages)."""
    spec = importlib.util.spec_from_file_location("program_kit", Path(__file__).with_name("program_kit.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


pk = _load_kit()

FAST = pl.Figures(flops=1e15, bytes=1e15, launch=0.0, link=1e12, sync=0.0)
SLOW_LINK = pl.Figures(flops=1e9, bytes=1e9, launch=0.0, link=1e3, sync=1e-3)


class _Planner:
    """plan_eqn's stand-in: the targets named in `refuse[region]` refuse it; the others get ew_plan
    with `flops[region]` flops (the work the cost model weighs)."""

    def __init__(self, refuse: dict[str, set[str]], flops: dict[str, int] | None = None):
        self.refuse, self.flops, self.asked = refuse, flops or {}, []

    def __call__(self, region, target):
        self.asked.append((region.name, target.name))
        if target.name in self.refuse.get(region.name, ()):
            raise PlanRefused(f"{target.name} cannot run {region.name} here", region=region.name, target=target.name,
                              candidates=(("synthesizer:elementwise", "the test says no"),))
        p = pk.ew_plan(region)
        return Plan(p.body, p.bindings, p.grid, p.origin, self.flops.get(region.name, p.flops))


def _place(g, planner, targets, costs=None):
    regions = [make_region(g, (i,), f"r{i}") for i in range(len(g.eqns))]
    placed, plans, placement = pl.place(regions, targets, planner, pc.aliasable, g.outputs, costs)
    prog = pc.assemble(g, next(r.target for r in placed), placed, plans)
    return [r.target for r in placed], placement, prog


@pytest.fixture
def two(kit):
    return kit.FakeTarget("first"), kit.FakeTarget("second")


def test_a_region_the_first_target_refuses_goes_to_the_next(two):
    a, b = two
    planner = _Planner({"r1": {"first"}})
    where, placement, prog = _place(pk.chain(3, 64), planner, [a, b], {"*": pl.EQUAL})
    assert where == ["first", "second", "first"]
    c = placement.choices[1]
    assert c.target == "second" and c.refused == (("first", "first cannot run r1 here (the test says no)"),)
    assert dict(c.estimates).keys() == {"second"} and "first target in priority order" in c.why
    # every target is asked about every region, in priority order (the check needs the alternatives)
    assert planner.asked == [(f"r{k}", t) for k in range(3) for t in ("first", "second")]
    assert dict(placement.choices[0].estimates).keys() == {"first", "second"}
    assert [(t.step, t.tensor) for t in prog.transfers] == [(1, "t0"), (2, "t1")]
    pk.simulate(prog)


def test_no_target_that_can_run_a_region_is_a_refusal_naming_every_reason(two):
    a, b = two
    with pytest.raises(PlanRefused) as ei:
        _place(pk.chain(2, 8), _Planner({"r1": {"first", "second"}}), [a, b])
    e = ei.value
    assert e.region == "r1" and e.target == "first, second"
    assert "first: first cannot run r1 here" in e.message and "second: second cannot run r1 here" in e.message
    assert ("first synthesizer:elementwise", "the test says no") in e.candidates
    with pytest.raises(PlanRefused, match="first cannot run r1") as ei:  # one target: its own refusal, as is
        _place(pk.chain(2, 8), _Planner({"r1": {"first"}}), [a])
    assert ei.value.message == "first cannot run r1 here"


def test_a_cheap_region_between_two_of_another_target_stays_with_them(two):
    a, b = two
    planner = _Planner({"r0": {"first"}, "r2": {"first"}})
    g = pk.chain(3, 256)
    # transfers are expensive, `first` no faster: r1 stays on second (its neighbours' target)
    where, placement, prog = _place(g, planner, [a, b], {"*": SLOW_LINK})
    assert where == ["second"] * 3 and prog.transfers == () and prog.syncs == (2,)
    c = placement.choices[1]
    assert c.refused == () and "moved from first to its neighbours' target second" in c.why
    assert placement.seconds < placement.greedy_seconds
    # when r1's gain on `first` exceeds the transfers it costs, it goes there
    where, placement, prog = _place(g, _Planner({"r0": {"first"}, "r2": {"first"}}, {"r1": 10**9}),
                                    [a, b], {"first": FAST, "second": pl.Figures(1e9, 1e9, 0.0, 1e12, 0.0)})
    assert where == ["second", "first", "second"] and len(prog.transfers) == 2
    assert placement.seconds == placement.greedy_seconds


def test_neighbouring_regions_on_one_target_move_and_run_as_one_stretch(two):
    a, b = two
    g = pk.chain(4, 256)  # r1, r2 can run on first; r0, r3 only on second
    refuse = {"r0": {"first"}, "r3": {"first"}}
    figs = {"first": pl.Figures(1e12, 1e15, 0.0, 1e4, 0.0), "second": pl.Figures(1e9, 1e9, 0.0, 1e4, 0.0)}
    # by priority alone: r1 and r2 form one stretch on first, tensors pass in device memory there
    where, _, prog = _place(g, _Planner(refuse), [a, b], {"*": pl.EQUAL})
    assert where == ["second", "first", "first", "second"]
    assert [(t.step, t.tensor) for t in prog.transfers] == [(1, "t0"), (3, "t2")] and prog.syncs == (0, 2, 3)
    # moving r1 or r2 alone to second saves no transfer (one leaves, one comes) and loses its gain;
    # moving the stretch saves both: it moves as a whole
    flops = {"r1": 10**4, "r2": 10**4}
    where, placement, prog = _place(g, _Planner(refuse, flops), [a, b], figs)
    assert where == ["second"] * 4 and prog.transfers == ()
    assert all("with r1, r2" in placement.choices[k].why for k in (1, 2))
    # the transfers cheaper than the stretch's gain: it stays on first
    flops = {"r1": 10**9, "r2": 10**9}
    where, _, _ = _place(g, _Planner(refuse, flops), [a, b], figs)
    assert where == ["second", "first", "first", "second"]


def test_the_cost_model_adds_steps_transfers_uploads_downloads_and_syncs(two):
    a, b = two
    g = pk.chain(3, 100)  # f32: 400 bytes a tensor; r_k reads t_{k-1} (or x) and w
    regions = [make_region(g, (i,), f"r{i}") for i in range(3)]
    fa, fb = pl.Figures(1e9, 1e6, 1e-3, 1e5, 0.5), pl.Figures(2e9, 2e6, 2e-3, 2e5, 0.25)
    m = pl._Model(regions, {}, g.outputs, {"first": fa, "second": fb})
    plan = pk.ew_plan(regions[0])
    assert m.step(regions[0], plan, "first") == pytest.approx(1e-3 + max(100 / 1e9, 1200 / 1e6))
    # first, second, first: uploads x, w (first) and w (second); t0 first -> second, t1 second -> first;
    # syncs leaving first, then second; the output t2 downloaded from first
    want = (800 / 1e5 + 400 / 2e5) + (400 / 1e5 + 400 / 2e5) * 2 + 0.5 + 0.25 + 400 / 1e5
    assert m.moves(["first", "second", "first"]) == pytest.approx(want)
    assert m.moves(["first"] * 3) == pytest.approx(800 / 1e5 + 400 / 1e5)
    assert m.fig("second", "row") is fb and m.fig("nobody") == pl.GENERIC
    m2 = pl._Model(regions, {}, g.outputs, {"first:elementwise": fb, "*": fa})
    assert m2.fig("first", "elementwise") is fb and m2.fig("first", "row") is fa and m2.fig("ptx") is fa
    assert pl._Model(regions, {}, g.outputs, {}).fig("ptx") == pl.FIGURES["ptx"]


def test_only_offers_a_target_some_op_classes(kit):
    a, b = kit.FakeTarget("first"), kit.FakeTarget("second")
    x = np.zeros((4, 8), np.float32)

    def fn(x):
        y = x * 2.0  # read by the softmax and its epilogue: a region of its own
        return poot.ops.softmax(y) + y
    g = poot.trace(fn)(x)
    asked = []

    def planner(region, target):
        asked.append((region.name, target.name))
        return plan_eqn(region, target)
    regions = pc._regions(g, True)
    assert [r.desc.op_class for r in regions] == ["elementwise", "row"]
    placed, _, placement = pl.place(regions, [pl.only(a, "row"), b], planner, pc.aliasable, g.outputs, {"*": pl.EQUAL})
    assert [r.target for r in placed] == ["second", "first"]
    assert placement.choices[0].refused == (("first", "not offered: first takes row regions only, this is "
                                                       "elementwise"),)
    assert ("r0", "first") not in asked and ("r1", "first") in asked


def test_bad_placement_arguments_are_usage_errors(kit):
    a = kit.FakeTarget("first")
    g = pk.chain(2, 8)
    regions = [make_region(g, (i,), f"r{i}") for i in range(2)]
    for targets, msg in (([], "non-empty list"), ("oracle", "non-empty list"), ([a, a], "names first more than once"),
                         ([3], "a targets entry is"), ([a, "oracle", "oracle"], "oracle more than once")):
        with pytest.raises(UsageError, match=msg):
            pl.place(regions, targets, _Planner({}), pc.aliasable, g.outputs)
    with pytest.raises(UsageError, match=r"costs\['a'\] must be"):
        pl.place(regions, [a], _Planner({}), pc.aliasable, g.outputs, {"a": 1.0})  # type: ignore[dict-item]
    with pytest.raises(UsageError, match="one or more op classes"):
        pl.only("xdna")
    with pytest.raises(UsageError, match="not 'matvec'"):
        pl.only("xdna", "matvec")
    with pytest.raises(UsageError, match="not both"):
        poot.compile(g, "oracle", targets=["oracle"])
    with pytest.raises(UsageError, match="needs targets="):
        poot.compile(g, "oracle", costs={"*": pl.EQUAL})


def test_one_target_in_a_list_is_the_single_target_program():
    g = pk.chain(4, 64)
    one, listed = poot.compile(g, "oracle"), poot.compile(g, targets=["oracle"])
    assert [s.target for s in listed.steps] == ["oracle"] * len(one.steps) and listed.transfers == ()
    assert listed.buffers == one.buffers and listed.syncs == one.syncs and one.placement is None
    assert listed.placement.targets == ("oracle",) and math.isfinite(listed.placement.seconds)
    r = np.random.default_rng(0)
    ins = {"x": r.standard_normal(64).astype(np.float32), "w": r.standard_normal(64).astype(np.float32)}
    np.testing.assert_array_equal(listed.run(ins)["t3"], one.run(ins)["t3"])
