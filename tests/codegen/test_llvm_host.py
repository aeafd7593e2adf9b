"""The shared LLVM lowering, run on the host CPU through llvmlite's JIT, against the CPU oracle.

Every race-free, barrier-free kernel of poot_core.testing.catalog (integer/float/bool ops,
overflow checks, every cast, every math function, from_bits, no_contract_add, vector stores,
atomics, LDS, 2-D groups, loops, a failing bounds check) is lowered with host hooks and O3, run
lane by lane, and compared with `poot_core.oracle.run` under the oracle's comparison contract.
"""
from __future__ import annotations

from pathlib import Path
import numpy as np
import pytest

from poot_core.testing import catalog
from poot_core.errors import CapabilityError, KernelFault

oracle = pytest.importorskip("poot_core.oracle")
compare = pytest.importorskip("poot_core.oracle.compare")
host = pytest.importorskip("poot_core.backends.llvm.host")

CASES = [c for c in catalog.cases() if not c.barrier]


@pytest.mark.parametrize("case", CASES, ids=[c.body.name for c in CASES])
def test_host_jit_matches_oracle(case):
    rng = np.random.default_rng(abs(hash(case.body.name)) % 2**32)
    bufs = case.make(rng)
    hk = host.HostKernel(case.body)
    got, err = hk.run(bufs, case.grid)
    if case.faults:
        with pytest.raises(KernelFault) as ei:
            oracle.run(case.body, bufs, case.grid)
        want_site = ei.value.sites[0]
        site = want_site.site if hasattr(want_site, "site") else int(want_site)
        assert err[0] & (1 << min(site, 31)), f"host error word {err[0]:#x} lacks site {site}"
        from poot_core.backends.llvm.runtime import decode_error_words
        f = decode_error_words(err, case.body, "host")
        assert (f.thread, f.group, f.sites[0]) == (ei.value.thread, ei.value.group, ei.value.sites[0]), \
            "first faulting thread and its site"
        return
    assert err[0] == 0, f"spurious fault: error word {err[0]:#x}"
    want = oracle.run(case.body, bufs, case.grid)
    compare.assert_matches(got, want, case.body)


FLOAT_REM = [c for c in CASES if c.body.name.startswith(("float_ops_", "float_rem_"))]


@pytest.mark.parametrize("case", FLOAT_REM, ids=[c.body.name for c in FLOAT_REM])
def test_float_kernels_with_the_gpu_fmod_sequence_match_oracle(case):
    """The float % cases again, with the exact fmod sequence the GPU targets use (not libm)."""
    hk = host.HostKernel(case.body, fmod=host.FMOD_OWN)
    assert "@poot.fmod." in hk.ir and " frem " not in hk.ir
    bufs = case.make(np.random.default_rng(9))
    got, err = hk.run(bufs, case.grid)
    assert err[0] == 0
    compare.assert_matches(got, oracle.run(case.body, bufs, case.grid), case.body)


def test_error_word_collects_every_failing_site_and_the_first_thread():
    from poot_core.ir.builder import Builder
    from poot_core.ir.types import U32
    from poot_core.target import Grid

    kb = Builder("two_checks")
    a, out = kb.input("a", U32), kb.output("out", U32)
    i = kb.thread_index()
    v = kb.load(a, i, checked=True)
    kb.check(kb.lt(v, kb.c(U32, 100)), "overflow")   # site 1
    kb.store(out, i, v, checked=True)                # site 2
    kb.ret()
    hk = host.HostKernel(kb.build())
    av = np.arange(128, dtype=np.uint32) * 2
    got, err = hk.run({"a": av, "out": np.zeros(100, np.uint32)}, Grid.threads(128, 64))
    assert err[0] == (1 << 1), "v >= 100 from thread 50 on; the store check is never reached by those"
    from poot_core.backends.llvm.runtime import decode_error_words
    assert decode_error_words(err, hk.body, "host").thread == 50
    got, err = hk.run({"a": av // 4, "out": np.zeros(40, np.uint32)}, Grid.threads(130, 64))
    f = decode_error_words(err, hk.body, "host")
    assert err[0] == (1 << 0) | (1 << 2) and f.thread == 40 and f.sites[0].site == 2


def _accepted_cases():
    """tests/kernels' accepted Rust corpus with its inputs (kernel_cases.ACCEPTED), if present."""
    import sys
    from pathlib import Path

    d = Path(__file__).resolve().parents[1] / "kernels"
    if not (d / "kernel_cases.py").is_file():
        return []
    sys.path.insert(0, str(d))
    try:
        import kernel_cases
    except Exception:  # noqa: BLE001 - that corpus is another engineer's; absent means nothing to run
        return []
    finally:
        sys.path.remove(str(d))
    return sorted(getattr(kernel_cases, "ACCEPTED", {}).items())


ACCEPTED = _accepted_cases()


@pytest.mark.parametrize("name,case", ACCEPTED, ids=[n for n, _ in ACCEPTED])
def test_accepted_rust_kernel_matches_oracle(name, case):
    """The pootc-imported body, lowered by the shared LLVM lowering, on the case's own inputs."""
    from poot_core.ir import nodes as N

    try:
        bodies = catalog.import_accepted(str(Path(__file__).resolve().parents[2]), case.source)
    except ImportError as e:
        pytest.skip(f"pootc unavailable: {e}")
    body = next((b for b in bodies if b.name == case.kernel), None)
    if body is None:
        pytest.skip(f"{case.source} holds no kernel {case.kernel} with the default import options")
    if body.uses_wmma() or any(isinstance(b.term, N.Barrier) for b in body.blocks):
        pytest.skip("barriers/Wmma need real workgroups (run on the GPU targets)")
    if body.uses_subgroup_ops():  # the host JIT runs one lane at a time: a typed refusal
        with pytest.raises(CapabilityError, match="shuffle_xor"):
            host.HostKernel(body)
        return
    bufs = case.make(np.random.default_rng(0))
    grid = case.launch(bufs, body)
    got, err = host.HostKernel(body).run(bufs, grid)
    try:
        want = oracle.run(body, bufs, grid)
    except KernelFault as e:
        first = e.sites[0]
        site = getattr(first, "site", first)
        assert err[0] & (1 << min(site, 31)), f"the oracle faults at site {site}, the host error word is {err[0]:#x}"
        return
    assert err[0] == 0, f"spurious fault: error word {err[0]:#x}"
    compare.assert_matches(got, want, body)
