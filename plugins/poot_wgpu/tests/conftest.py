"""Fixtures for the wgpu plugin tests: the shared SPIR-V conformance corpus and one open device.

`pytest -m vulkan_gpu` (or POOT_GPU=1) runs the same tests on a real GPU instead of lavapipe.
"""
from __future__ import annotations

import importlib.util
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[3]
TARGET = "wgpu"


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


@pytest.fixture(scope="session")
def vc():
    return load_conformance()


@pytest.fixture(scope="session")
def target():
    try:
        from poot_wgpu.target import WgpuTarget
    except ImportError:
        sys.path.insert(0, str(ROOT / "plugins" / "poot_wgpu"))
        from poot_wgpu.target import WgpuTarget
    t = WgpuTarget()
    a = t.probe()
    if not a.available:
        pytest.skip(f"no wgpu adapter here: {a.reason}")
    return t


@pytest.fixture(scope="session")
def device(target):
    dev = target.open()
    yield dev
    dev.close()


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
