"""Meaning: the core body, lowered to this CPU with Debian's MLIR 16 tools, computes what the oracle does.

The func the CPU runs holds the core body text line for line (test_module checks that); `cpu.run`
runs it once per compute tile on fresh copies of the `&mut` buffers and merges the copies the
way the loader does.
"""
from __future__ import annotations

import dataclasses

import numpy as np
import pytest

from poot_core.oracle import run as oracle_run
from poot_core.oracle.compare import assert_matches
from poot_core.target import Grid
from poot_core.testing.random_bodies import MIN_LEN, random_body, random_buffers
from poot_xdna import codegen, cpu, lower, module
from poot_xdna.testing import CASES, TRAP_FREE, asset, case, detrap, mlir_missing

pytestmark = [pytest.mark.skipif(mlir_missing(), reason="Debian's mlir-16-tools / ld.lld are not installed"),
              pytest.mark.filterwarnings("ignore::RuntimeWarning")]


def check(body, bufs, groups, tiles=1):
    b = codegen.generate(body, codegen.Options(tiles=tiles, capacity=max(a.size for a in bufs.values())))
    want = oracle_run(body, bufs, Grid(groups, body.workgroup_size))
    got = cpu.run(b.func, body, bufs, groups, tiles)
    assert_matches(got, want, body)
    return got


def test_every_trap_free_asset_has_a_case():
    assert sorted(CASES) == TRAP_FREE


@pytest.mark.parametrize("name", TRAP_FREE)
def test_trap_free_asset_matches_oracle(name):
    body = asset(name)
    bufs, groups = case(name, seed=1)
    got = check(body, bufs, groups)
    assert any(np.any(v != bufs[k]) for k, v in got.items()), "the kernel wrote nothing: a vacuous case"


@pytest.mark.parametrize("name,tiles", [("matmul_tiled_nt", 4), ("row_softmax_nt", 2), ("thread_probe_nt", 3),
                                        ("q4_0_dequant_nt", 2)])
def test_workgroups_spread_over_tiles_match_oracle(name, tiles):
    bufs, groups = case(name, seed=2)
    check(asset(name), bufs, groups, tiles)


def test_thread_probe_geometry():
    body = asset("thread_probe_nt")
    bufs, _ = case("thread_probe_nt")
    b = codegen.generate(body, codegen.Options(tiles=2))
    out = cpu.run(b.func, body, bufs, (3, 1), tiles=2)["out"].reshape(-1, 4)[: 3 * 64]
    i = np.arange(len(out))
    assert (out[:, 0] == i).all() and (out[:, 1] == i % 64).all() and (out[:, 2] == i // 64).all()
    assert (out[:, 3] == 0).all()


def _random_body(seed):
    # one thread: distinct threads of a random body may write one element (a race the oracle and
    # any device order differently), as in the SPIR-V suite's random-body runs
    return dataclasses.replace(detrap(random_body(seed, wmma=False, faults=False)), workgroup_size=1)


@pytest.mark.parametrize("seed", range(40))
def test_random_bodies_match_oracle(seed):
    """The kit's random bodies (every rvalue, cast, check-overflow flag, LDS, barriers, loops, switches, f16)
    with their never-taken trap edges dropped. The lowering is run directly, so bodies with f64,
    which compile() refuses (test_refuse), still check the lowering's float semantics."""
    body = _random_body(seed)
    clean = codegen.trap_free(body)
    f = module.func_text(clean, lower.Core(clean))
    bufs = random_buffers(body, MIN_LEN * 4, np.random.default_rng(seed), scale=4, signed=True)
    want = oracle_run(body, bufs, Grid((1, 1), 1))
    assert_matches(cpu.run(f, clean, bufs, (1, 1)), want, body)


@pytest.mark.parametrize("w,tiles", [(64, 1), (32, 3)])
def test_tree_reduce_barriers_in_a_loop(w, tiles):
    """A barrier per level of a while loop; the level counter is live across the barriers (per-lane state)."""
    from poot_core.testing import samples

    body = detrap(samples.wg_tree_reduce(w))
    b = codegen.generate(body, codegen.Options(tiles=tiles))
    assert "s" in {body.locals[i].name for i in b.core.lane_locals}
    rng = np.random.default_rng(w)
    bufs = {"a": rng.standard_normal(5 * w).astype(np.float32), "out": np.zeros(5, np.float32)}
    got = check(body, bufs, (5, 1), tiles)
    np.testing.assert_array_equal(got["out"], samples.tree_reduce_ref(bufs["a"], w))


def test_atomic_counter_hands_out_distinct_values():
    from poot_core.testing import samples

    body = samples.atomic_counter(64)
    bufs = {"counter": np.array([5], np.uint32), "old": np.zeros(150, np.uint32)}
    got = check(body, bufs, (3, 1))
    assert got["counter"][0] == 5 + 150 and sorted(got["old"]) == list(range(5, 155))


@pytest.mark.parametrize("tiles", [1, 2])
def test_workgroup_arrays_start_zeroed_per_workgroup(tiles):
    """A tile runs its workgroups one after another in the same tile buffers: each starts with
    its workgroup arrays zeroed (docs/execution-contract.md), so a workgroup that writes nothing
    to slots WG.. reads 0.0 there after one that wrote 7.0 (the lowering's per-group `_zero`)."""
    from poot_core.ir.builder import Builder
    from poot_core.ir.types import F32, U32

    kb = Builder("wg_zero_probe", 64)
    flag, out = kb.input("flag", U32), kb.output("out", F32)
    kb.wg_array(0, 128)
    i, lane, g = kb.thread_index(), kb.local_index(), kb.group_index()
    kb.wg_write(0, lane, 1000.0)
    kb.if_(kb.ne(kb.load(flag, g), kb.c(U32, 0)), lambda: kb.wg_write(0, kb.add(lane, 64), 7.0))
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.wg_read(0, kb.add(lane, 64))))
    kb.ret()
    body = kb.build()
    for flags in ((1, 1, 0, 0, 1, 0), (0, 1, 0, 1, 0, 1)):  # 0-groups after 7.0-groups on a tile
        bufs = {"flag": np.array(flags, np.uint32), "out": np.full(6 * 64, -1, np.float32)}
        got = check(body, bufs, (6, 1), tiles)["out"]
        assert (got == np.repeat(np.where(np.array(flags) != 0, 7.0, 0.0), 64)).all()
