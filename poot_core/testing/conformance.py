"""The conformance suite for ANY target: one line in a plugin's test module switches it on.

    from poot_core.testing.conformance import conformance_tests
    conformance_tests(globals(), target="mytarget")

defines, in that module, fixtures for the target (skipped with the probe's reason - the missing
tool or device - when it cannot run here) and its open device, and tests that run every case of
the kit's corpus (poot_core.testing.corpus: every node kind and scalar type, trap sites,
workgroup memory, atomics, 2-D grids, no_contract_add) and catalog (poot_core.testing.catalog:
special values, every op per type) on the target and compare each result with the CPU oracle
under the target's float latitude (poot_core.oracle.compare); a case with a numpy reference also
checks the oracle against it, a faulting case must fault with the oracle's sites and name the
target that ran, and the next launch after a fault must run normally. The caller may add
directories of .kir.json files (`kir_dirs`) and of accepted Rust kernels (`accepted_dir`, imported
with pootc, which needs rustc): the kit itself reads no repo paths.
"""
from __future__ import annotations

import functools
from pathlib import Path
from typing import Callable, Iterable, Mapping

import numpy as np
import pytest

from ..ir import nodes as N
from .case import OK, Case, generic_case, oracle_result, run_case

__all__ = ["conformance_tests", "corpus_cases", "check"]


@functools.cache
def corpus_cases() -> tuple[Case, ...]:
    """Every concrete case of the kit (corpus then catalog), named "corpus/..." and "catalog/..."."""
    from dataclasses import replace

    from . import catalog, corpus
    out = [replace(c, name=f"corpus/{c.name}") for c in corpus.builder_cases()]
    rng = np.random.default_rng(3)
    out += [replace(c.concrete(rng), name=f"catalog/{c.name}") for c in catalog.cases()]
    return tuple(out)


def wmma_only(body: N.Body) -> bool:
    """The default refusal allowance: a target may refuse Wmma and subgroup shuffles (typed
    CapabilityErrors: docs/matrix.md, docs/subgroup.md), nothing else."""
    return body.uses_wmma() or body.uses_subgroup_ops()


def check(case: Case, target, device, allowed_refusal: Callable[[N.Body], bool] = wmma_only,
          options: Mapping | None = None, fault_options: Mapping | None = None):
    """Run one case (compiled with `options`, `fault_options` too where the oracle faults, then the
    case's own); fail the test unless it passes, faults like the oracle, or is refused where
    allowed (with a refusal that names the target)."""
    from dataclasses import replace
    want, want_fault = oracle_result(case)
    opts = {**(options or {}), **((fault_options or {}) if want_fault is not None else {})}
    if opts:
        case = replace(case, options={**opts, **case.options})
    o = run_case(case, target, device, want, want_fault)
    if o.status == "refused" and allowed_refusal(case.build()):
        assert target.name in o.detail, f"the refusal does not name the target {target.name!r}: {o.detail}"
        return o
    assert o.status in OK, f"{case.name} ({case.source}) on {target.name}: {o.status}: {o.detail}"
    return o


@functools.cache
def _import_rs(path: str) -> tuple[N.Body, ...]:
    from ..pootc import import_file
    return tuple(f.body for f in import_file(path))


def _target(name: str):
    from .. import plugins
    from ..errors import UsageError
    try:
        t = plugins.get_target(name)
    except UsageError as e:
        pytest.skip(f"the {name!r} target is not installed here: {e}")
    a = t.probe()
    if not a.available:
        pytest.skip(f"{name}: cannot run here: {a.reason}")
    return t


def conformance_tests(ns: dict, target: str, *, kir_dirs: Iterable[Path | str] = (),
                      accepted_dir: Path | str | None = None,
                      allowed_refusal: Callable[[N.Body], bool] = wmma_only,
                      known_failures: Mapping[str, str] | None = None, options: Mapping | None = None,
                      fault_options: Mapping | None = None, n: int = 333) -> None:
    """Define the conformance fixtures and tests for `target` in the module namespace `ns`.

    known_failures: {case name: why} marked xfail (documented defects of this target, reported
    as such rather than hidden); allowed_refusal(body): which bodies the target may refuse;
    options: compile options for every case (a target whose default trap policy kills the device
    context runs the suite with its recoverable policy, e.g. {"trap_policy": "error-word"});
    fault_options: compile options only for the cases the oracle faults on (such a target passes
    its recoverable policy here, so every other case runs its default build).
    """
    options = dict(options or {})
    fault_options = dict(fault_options or {})
    both = {**options, **fault_options}
    known = dict(known_failures or {})
    kir_paths = [p for d in kir_dirs for p in sorted(Path(d).glob("**/*.kir.json"))]
    roots = {p: Path(d) for d in kir_dirs for p in Path(d).glob("**/*.kir.json")}
    rs_paths = sorted(Path(accepted_dir).glob("*.rs")) if accepted_dir is not None else []

    @pytest.fixture(scope="module")
    def conformance_target():
        return _target(target)

    @pytest.fixture(scope="module")
    def conformance_device(conformance_target):
        dev = conformance_target.open()
        yield dev
        close = getattr(dev, "close", None)
        if close is not None:
            close()

    def mark(name: str, value):
        return pytest.param(value, id=name, marks=pytest.mark.xfail(reason=known[name], strict=False)
                            if name in known else ())

    cases = corpus_cases()

    @pytest.mark.parametrize("case", [mark(c.name, c) for c in cases])
    def test_conformance_case(case, conformance_target, conformance_device):
        check(case, conformance_target, conformance_device, allowed_refusal, options, fault_options)

    def test_conformance_fault_names_the_target_then_next_launch_runs(conformance_target, conformance_device):
        from ..errors import KernelFault
        byname = {c.name: c for c in cases}
        bad, good = byname["corpus/traps_bounds"], byname["corpus/traps_ok"]
        art = conformance_target.compile(bad.build(), **both)
        with pytest.raises(KernelFault) as ei:
            conformance_device.run(art, bad.make(), bad.launch(bad.make()))
        assert ei.value.target == conformance_target.name, \
            f"the fault names {ei.value.target!r}, not the target that ran ({conformance_target.name!r})"
        assert [s.site for s in ei.value.sites][:1] == [0] and ei.value.sites[0].kind == "bounds", str(ei.value)
        check(good, conformance_target, conformance_device, allowed_refusal, options, fault_options)

    ns["conformance_target"] = conformance_target
    ns["conformance_device"] = conformance_device
    ns["test_conformance_case"] = test_conformance_case
    ns["test_conformance_fault_names_the_target_then_next_launch_runs"] = \
        test_conformance_fault_names_the_target_then_next_launch_runs

    if kir_paths:
        @pytest.mark.parametrize("path", [mark(str(p.relative_to(roots[p])), p) for p in kir_paths])
        def test_conformance_kir(path, conformance_target, conformance_device):
            from ..ir import kir
            check(generic_case(kir.read(path).body, path.name, n), conformance_target, conformance_device,
                  allowed_refusal, options, fault_options)
        ns["test_conformance_kir"] = test_conformance_kir

    if rs_paths:
        @pytest.mark.parametrize("path", [mark(p.stem, p) for p in rs_paths])
        def test_conformance_rust(path, conformance_target, conformance_device):
            from ..errors import ToolchainError
            try:
                import poot_core.pootc  # noqa: F401
            except ImportError as e:
                pytest.skip(f"pootc is not importable here: {e}")
            try:
                bodies = _import_rs(str(path))
            except ToolchainError as e:
                pytest.skip(f"rustc is not usable here: {e}")
            assert bodies, f"{path.name}: no kernel imported"
            for body in bodies:
                check(generic_case(body, path.name, n), conformance_target, conformance_device, allowed_refusal,
                      options, fault_options)
        ns["test_conformance_rust"] = test_conformance_rust
