"""Differential testing: every accepted and family kernel compiled natively by rustc against the
host intrinsics crate (one OS thread per lane, real barriers and atomics) and run on the same
inputs as the oracle. Results must match under the oracle's contract (exact - bit for bit but NaN
payloads - unless the body uses a transcendental); a trap must fault on both, at the same line."""
from __future__ import annotations

import dataclasses
import os
from concurrent.futures import ThreadPoolExecutor

import numpy as np
import pytest
from kernel_cases import ACCEPTED
from kernel_family_cases import FAMILY
from kernel_native import Native, NativeFault
from kernel_run import ROOT, body_of, buffers, grid, inputs, marker

from poot_core import oracle
from poot_core.errors import KernelFault
from poot_core.oracle.compare import compare

CASES = {f"accepted/{n}": (n, c) for n, c in ACCEPTED.items()}
for k, cs in FAMILY.items():
    for i, c in enumerate(cs):
        CASES[f"family/{k}#{i}"] = (f"{k}#{i}", c)
        CASES[f"family/{k}#{i}-nochecks"] = (f"{k}#{i}", dataclasses.replace(c, overflow_checks=False))


def _key(c):
    return (c.source, c.kernel, c.overflow_checks is not False)


@pytest.fixture(scope="module")
def natives(request):
    """The selected tests' harnesses, built in parallel once (cached on disk by source hash)."""
    nat = Native()
    chosen = {it.callspec.params["cid"] for it in request.session.items
              if hasattr(it, "callspec") and "cid" in it.callspec.params}
    jobs, params = {}, {}
    for cid in sorted(chosen):
        c = CASES[cid][1]
        try:
            body = body_of(c.source, c.kernel, c.overflow_checks)
        except Exception:  # the test reports the import failure itself
            continue
        params[_key(c)] = [(p.name, p.elem.name, p.mutable) for p in body.params]
        jobs[_key(c)] = c

    def build(key):
        try:
            return key, nat.build(ROOT / jobs[key].source, jobs[key].kernel, params[key], key[2])
        except Exception as e:  # reported by the test that needs it
            return key, e

    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as ex:
        built = dict(ex.map(build, sorted(jobs)))
    return nat, built, params


@pytest.mark.parametrize("cid", sorted(CASES))
def test_native_rustc_matches_the_oracle(cid, natives):
    nat, built, params = natives
    seed, case = CASES[cid]
    body = body_of(case.source, case.kernel, case.overflow_checks)
    exe = built[_key(case)]
    if isinstance(exe, Exception):
        raise exe
    d = inputs(case, seed)
    g = grid(body, case, d)
    native = nat.run(exe, params[_key(case)], buffers(body, d), g.groups, body.workgroup_size,
                     {w.id: w.size for w in body.wg_arrays})
    try:
        want = oracle.run(body, buffers(body, d), g)
    except KernelFault as f:
        assert isinstance(native, NativeFault), f"the oracle faulted ({f}) but the native run did not"
        assert native.line == f.sites[0].span.line, f"native trap {native} vs oracle {f}"
        if case.fault and cid.startswith("accepted/"):
            assert native.line == marker(case.source, "TRAP")[0]
        return
    assert not isinstance(native, NativeFault), f"the native run trapped ({native}) but the oracle did not"
    bad = compare(native, want, body)
    assert not bad, "\n".join(map(str, bad))
    for name, w in want.items():  # exact bodies: bit for bit, NaN payloads aside
        if w.dtype.kind == "f" and not any(m.fn in ("exp", "ln", "sin", "cos") for b in body.blocks for s in b.stmts
                                           if hasattr(s, "value") and (m := s.value) and hasattr(m, "fn")):
            ok = ~np.isnan(w)
            assert np.array_equal(native[name][ok].view(f"u{w.itemsize}"), w[ok].view(f"u{w.itemsize}")), name
