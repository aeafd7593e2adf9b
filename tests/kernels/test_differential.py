"""Differential testing: every accepted and family kernel compiled natively by rustc against the
host intrinsics crate (one OS thread per lane, real barriers and atomics) and run on the same
inputs as the oracle. Results must match under the oracle's contract - exact (bit for bit but NaN
payloads) unless the body uses a transcendental - and a trap must fault on both, at the same line.
Family kernels use their committed assets (test_assets proves those equal a fresh import), with
the native build's overflow checks set as the asset records them."""
from __future__ import annotations

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
from poot_core.ir import kir
from poot_core.ir import nodes as N
from poot_core.oracle.compare import compare
from poot_core.oracle.values import TRANSCENDENTAL
from poot_core.pootc import regen

# id -> (seed key, case, where the body comes from: ("import", checks) or ("asset", Entry))
CASES = {f"accepted/{n}": (n, c, ("import", c.overflow_checks)) for n, c in ACCEPTED.items()}
for e in regen.load_manifest():
    for i, c in enumerate(FAMILY.get(e.kernel, []) if e.source.startswith("kernels/") else []):
        if not (c.fault and e.trap_free):  # a checked variant's fault case: the _nt variant wraps instead
            CASES[f"asset/{e.name}#{i}"] = (f"{e.kernel}#{i}", c, ("asset", e))


def _body(case, src) -> N.Body:
    if src[0] == "import":
        return body_of(case.source, case.kernel, src[1])
    return kir.read(src[1].path()).body


def _key(case, src) -> tuple[str, str, bool]:
    checks = src[1] is not False if src[0] == "import" else src[1].overflow_checks
    return case.source, case.kernel, checks


@pytest.fixture(scope="module")
def natives(request):
    """The selected tests' harnesses, built in parallel once (cached on disk by source hash)."""
    nat = Native()
    chosen = {it.callspec.params["cid"] for it in request.session.items
              if hasattr(it, "callspec") and "cid" in it.callspec.params}
    jobs = {}
    for cid in sorted(chosen):
        _, c, src = CASES[cid]
        try:
            body = _body(c, src)
        except Exception:  # the test reports the import failure itself
            continue
        jobs[_key(c, src)] = [(p.name, p.elem.name, p.mutable) for p in body.params]

    def build(key):
        try:
            return key, nat.build(ROOT / key[0], key[1], jobs[key], key[2])
        except Exception as e:  # reported by the test that needs it
            return key, e

    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as ex:
        built = dict(ex.map(build, sorted(jobs)))
    return nat, built, jobs


def _transcendental(body: N.Body) -> bool:
    return any(isinstance(s, N.Assign) and isinstance(s.value, N.Math) and s.value.fn in TRANSCENDENTAL
               for b in body.blocks for s in b.stmts)


@pytest.mark.parametrize("cid", sorted(CASES))
def test_native_rustc_matches_the_oracle(cid, natives):
    nat, built, params = natives
    seed, case, src = CASES[cid]
    body = _body(case, src)
    exe = built[_key(case, src)]
    if isinstance(exe, Exception):
        raise exe
    for run in (seed, f"{seed}/second-draw"):  # two independent random inputs per case
        _one(nat, exe, params[_key(case, src)], body, case, src, run)


def _one(nat, exe, params, body, case, src, seed):
    d = inputs(case, seed)
    g = grid(body, case, d)
    native = nat.run(exe, params, buffers(body, d), g.groups, body.workgroup_size,
                     {w.id: w.size for w in body.wg_arrays})
    try:
        want = oracle.run(body, buffers(body, d), g)
    except KernelFault as f:
        assert isinstance(native, NativeFault), f"the oracle faulted ({f}) but the native run did not"
        assert native.line == f.sites[0].span.line, f"native trap {native} vs oracle {f}"
        if case.fault and src[0] == "import":
            assert native.line == marker(case.source, "TRAP")[0]
        return
    assert not case.fault, f"expected a {case.fault} fault"
    assert not isinstance(native, NativeFault), f"the native run trapped ({native}) but the oracle did not"
    bad = compare(native, want, body)
    assert not bad, f"seed {seed!r}:\n" + "\n".join(map(str, bad))
    if not _transcendental(body):  # bit for bit, NaN payloads aside
        for name, w in want.items():
            if w.dtype.kind == "f":
                ok = ~np.isnan(w)
                assert np.array_equal(native[name][ok].view(f"u{w.itemsize}"), w[ok].view(f"u{w.itemsize}")), (seed, name)
