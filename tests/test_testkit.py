"""The test kit (poot_core.testing): its Case type, its runner and its conformance suite must
fail where a target, a reference or an expectation is wrong; and it reads no repo paths."""
from __future__ import annotations

import ast
from dataclasses import replace
from pathlib import Path

import numpy as np
import pytest

from poot_core import plugins
from poot_core.errors import KernelFault, UsageError
from poot_core.ir.types import F32
from poot_core.target import Grid
from poot_core.testing import samples
from poot_core.testing import catalog, conformance, corpus
from poot_core.testing.case import Case, run_case

ORACLE = plugins.get_target("oracle")


class Wrong:
    """A device that adds 1 to the first element of every float output (a miscompiling target)."""

    def __init__(self, dev):
        self.dev, self.caps = dev, None

    def run(self, art, bufs, grid):
        out = self.dev.run(art, bufs, grid)
        for v in out.values():
            if v.dtype.kind == "f" and v.size:
                v[0] += 1
        return out


class Delegating:
    """A target named 'fake' that runs on the oracle and passes its faults on unchanged."""
    name = "fake"

    def compile(self, body, **options):
        return ORACLE.compile(body, **options)

    def capabilities(self):
        return ORACLE.capabilities()


def _case(name):
    return next(c for c in corpus.builder_cases() if c.name == name)


def test_case_grid_body_and_inputs():
    body = samples.elementwise_add(F32)
    c = Case("add", lambda: body, lambda r: {"a": r.random(100, np.float32), "b": r.random(100, np.float32),
                                             "out": np.zeros(100, np.float32)})
    d = c.make()
    assert c.build() is body and c.launch(d) == Grid.threads(100, body.workgroup_size)
    assert np.array_equal(c.make()["a"], d["a"])  # seeded: the same inputs every time
    g = replace(c, grid=lambda d, w: (3, 2)).launch(d)
    assert g == Grid((3, 2), body.workgroup_size)
    k = c.concrete()
    assert k.body is body and isinstance(k.grid, Grid) and k.make()["a"] is not k.make()["a"]
    with pytest.raises(UsageError, match="import it"):
        Case("imported", None, {}, source="x.rs").build()


def test_every_kit_case_passes_on_the_oracle_with_its_reference():
    dev = ORACLE.open()
    cases = conformance.corpus_cases()
    assert len(cases) >= 60 and sum(c.ref is not None for c in cases) >= 4 and sum(c.faults for c in cases) >= 3
    for c in cases:
        assert run_case(c, ORACLE, dev).status in ("pass", "fault-ok"), c.name


def test_a_wrong_target_fails():
    o = run_case(_case("arith_f32"), ORACLE, Wrong(ORACLE.open()))
    assert o.status == "FAIL" and "y" in o.detail


def test_a_wrong_reference_fails_even_on_the_oracle():
    c = _case("traps_ok")
    bad = replace(c, ref=lambda d: {"out": d["a"] + d["b"] + np.uint32(1)})
    o = run_case(bad, ORACLE, ORACLE.open())
    assert o.status == "FAIL" and "reference" in o.detail


def test_a_wrong_fault_expectation_fails():
    dev = ORACLE.open()
    assert run_case(replace(_case("traps_bounds"), fault="overflow"), ORACLE, dev).status == "FAIL"
    assert run_case(replace(_case("traps_ok"), fault="bounds"), ORACLE, dev).status == "FAIL"
    assert catalog.bounds_trap().fault == "bounds"


def test_conformance_suite_fails_a_fault_that_names_the_oracle():
    ns: dict = {}
    conformance.conformance_tests(ns, target="fake")
    test = ns["test_conformance_fault_names_the_target_then_next_launch_runs"]
    test(ORACLE, ORACLE.open())  # the oracle itself passes
    with pytest.raises(AssertionError, match="not the target that ran"):
        test(Delegating(), ORACLE.open())
    with pytest.raises(KernelFault):  # and the case's fault is real
        d = ORACLE.open()
        c = _case("traps_bounds")
        d.run(ORACLE.compile(c.build()), c.make(), c.launch(c.make()))


def test_the_kit_reads_no_repo_paths():
    """It runs from an installed wheel: no module derives a path from its own file."""
    kit = Path(conformance.__file__).parent
    mods = sorted(kit.rglob("*.py"))
    assert {"case.py", "corpus.py", "catalog.py", "conformance.py", "random_bodies.py", "random_cfg.py",
            "samples.py"} <= {m.name for m in mods}
    for mod in mods:
        name = str(mod.relative_to(kit))
        tree = ast.parse(mod.read_text())
        names = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
        assert "__file__" not in names, f"{name} reads a path relative to itself"


def kit_imports(path: Path, package: str) -> list[str]:
    """The modules of poot_core.testing that the module at `path` (in `package`) imports, by line."""
    found = []
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = package.split(".")[: len(package.split(".")) - node.level + 1] if node.level else []
            mod = ".".join(base + ([node.module] if node.module else []))
            names = [mod] + [f"{mod}.{a.name}" for a in node.names]
        elif isinstance(node, ast.Constant) and isinstance(node.value, str):
            names = [node.value]  # importlib.import_module("poot_core.testing...")
        else:
            continue
        found += [f"{path}:{node.lineno}: {n}" for n in names if n == "poot_core.testing"
                  or n.startswith("poot_core.testing.")]
    return found


def test_the_core_does_not_import_the_kit(tmp_path):
    """The kit (poot_core.testing, pytest included) builds on the core, never the reverse: no module of
    poot_core outside testing/, nor the public `poot` API, imports it."""
    import poot
    import poot_core
    core = Path(poot_core.__file__).parent
    mods = [(m, ".".join(("poot_core",) + m.relative_to(core).parent.parts)) for m in sorted(core.rglob("*.py"))
            if m.relative_to(core).parts[0] != "testing"]
    mods += [(m, "poot") for m in sorted(Path(poot.__file__).parent.glob("*.py"))]
    assert len(mods) > 50 and any(m.name == "compile.py" for m, _ in mods)
    bad = [hit for m, pkg in mods for hit in kit_imports(m, pkg)]
    assert bad == [], "the core imports the test kit:\n" + "\n".join(bad)
    # the scan sees each form of such an import (absolute, relative, by name)
    for line, pkg in (("from ..testing import samples", "poot_core.passes"), ("import poot_core.testing.case", "x"),
                      ("from poot_core.testing.random_bodies import random_body", "x"),
                      ("from . import catalog", "poot_core.testing"), ("m = 'poot_core.testing.corpus'", "x")):
        fake = tmp_path / "fake.py"
        fake.write_text(line + "\n")
        assert kit_imports(fake, pkg), line


class Recording(Delegating):
    """Delegating, recording the options of every compile (faults re-raised under its own name)."""
    name = "oracle"  # the faults it passes on name the oracle: here that is the target that ran

    def __init__(self):
        self.seen = []

    def compile(self, body, **options):
        self.seen.append((body.name, options))
        return ORACLE.compile(body)


def test_fault_options_apply_only_where_the_oracle_faults():
    t, dev = Recording(), ORACLE.open()
    for name in ("traps_ok", "traps_bounds"):
        conformance.check(_case(name), t, dev, options={"a": 1}, fault_options={"trap_policy": "error-word"})
    assert t.seen == [("traps", {"a": 1}), ("traps", {"a": 1, "trap_policy": "error-word"})]


class Flushing:
    """A device that flushes subnormal inputs to zero before computing (as the H200 does through
    wgpu), reporting the given capabilities."""

    def __init__(self, dev, caps):
        self.dev, self.caps = dev, caps

    def run(self, art, bufs, grid):
        with np.errstate(all="ignore"):
            flushed = {k: np.where((v != 0) & (np.abs(v) < np.finfo(v.dtype).tiny), np.copysign(0, v), v).astype(v.dtype)
                       if v.dtype.kind == "f" else v for k, v in bufs.items()}
        return self.dev.run(art, flushed, grid)


def test_a_flushing_device_passes_only_as_if_subnormal_inputs_were_zero():
    """FLT_MIN + a subnormal is a normal number: a device that flushed the subnormal input is within
    the contract only where the latitude says it flushes (then the result must be the oracle's on
    zeroed subnormals)."""
    from poot_core.target import IEEE, VULKAN_GPU, Capabilities
    body = samples.elementwise_add(F32)
    tiny = np.finfo(np.float32).tiny
    a = np.full(64, tiny, np.float32)
    b = np.full(64, np.float32(1e-45))
    c = Case("flush", lambda: body, lambda r: {"a": a.copy(), "b": b.copy(), "out": np.zeros(64, np.float32)})
    dev = ORACLE.open()
    assert run_case(c, ORACLE, Flushing(dev, Capabilities(float_latitude=IEEE))).status == "FAIL"
    o = run_case(c, ORACLE, Flushing(dev, Capabilities(float_latitude=VULKAN_GPU)))
    assert o.status == "pass" and "as if subnormal inputs were 0" in o.detail
