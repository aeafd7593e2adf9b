"""Fixtures, hooks and helpers shared by the SPIR-V plugins' tests (vulkan, wgpu): import them into conftest.py.

Each plugin's conftest.py defines `target` (its Target, skipping when absent) and `device_is_cpu`;
`pytest -m vulkan_gpu` (or POOT_GPU=1) runs the same tests on a real GPU instead of lavapipe.
"""
from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32, USIZE

ROOT = Path(__file__).resolve().parents[2]

__all__ = ["ROOT", "pytest_configure", "pytest_generate_tests", "vc", "device", "allowed_refusal",
           "load_conformance", "probed_target", "case", "dispatch", "index_body"]


def pytest_configure(config):
    if "vulkan_gpu" in (config.getoption("markexpr", "") or ""):
        os.environ["POOT_GPU"] = "1"


def load_conformance():
    name = "_poot_spirv_conformance"  # one module (and one import cache) for both plugin suites
    if name not in sys.modules:
        spec = importlib.util.spec_from_file_location(name, ROOT / "bench" / "vulkan_conformance.py")
        mod = importlib.util.module_from_spec(spec)
        sys.modules[name] = mod
        spec.loader.exec_module(mod)
    return sys.modules[name]


def probed_target(plugin: str, cls_name: str, absent: str):
    """An instance of poot_<plugin>.target.<cls_name> (from the source tree when the plugin is not
    installed); skips the test with `absent` and the probe's reason when there is no device."""
    import importlib
    try:
        mod = importlib.import_module(f"poot_{plugin}.target")
    except ImportError:
        sys.path.insert(0, str(ROOT / "plugins" / f"poot_{plugin}"))
        mod = importlib.import_module(f"poot_{plugin}.target")
    t = getattr(mod, cls_name)()
    a = t.probe()
    if not a.available:
        pytest.skip(f"{absent}: {a.reason}")
    return t


@pytest.fixture(scope="session")
def vc():
    return load_conformance()


@pytest.fixture(scope="session")
def device(target):
    dev = target.open()
    yield dev
    dev.close()


@pytest.fixture(scope="session")
def allowed_refusal():
    """Which bodies the target may refuse in the conformance run: Wmma is not lowered for SPIR-V yet."""
    return lambda body: body.uses_wmma()


def pytest_generate_tests(metafunc):
    """Parametrize over the corpus: Builder cases, committed assets, accepted Rust kernels."""
    if "builder_case" in metafunc.fixturenames:
        cases = load_conformance().builder_cases()
        metafunc.parametrize("builder_case", cases, ids=[c.name for c in cases])
    if "kir_path" in metafunc.fixturenames:
        paths = sorted((ROOT / "assets").glob("**/*.kir.json"))
        metafunc.parametrize("kir_path", paths, ids=[str(p.relative_to(ROOT)) for p in paths])
    if "accepted_rs" in metafunc.fixturenames:
        paths = sorted((ROOT / "tests" / "kernels" / "accepted").glob("*.rs"))
        metafunc.parametrize("accepted_rs", paths, ids=[p.stem for p in paths])


def case(vc, name):
    return next(c for c in vc.builder_cases() if c.name == name)


def dispatch(target, device, body, bufs, grid, **opts):
    art = target.compile(body, **opts)
    return device.sync(device.launch(art, {k: v.copy() for k, v in bufs.items()}, grid))


def index_body(wg: int = 64) -> N.Body:
    """out[row * width + x] = row * 1000 + x for every thread of a 2-D grid (width = len(out)/gy)."""
    kb = Builder("index_2d", wg)
    w, o = kb.input("width", USIZE), kb.output("out", F32)
    x, gy = kb.thread_index(), kb.group_index_y()
    width = kb.load(w, 0)
    idx = kb.add(kb.mul(gy, width), x)
    kb.if_(kb.lt(x, width), lambda: kb.if_(kb.lt(idx, kb.len(o)), lambda: kb.store(
        o, idx, kb.add(kb.mul(kb.cast(gy, F32), kb.c(F32, 1000.0)), kb.cast(x, F32)))))
    kb.ret()
    return kb.build()
