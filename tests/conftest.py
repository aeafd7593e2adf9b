"""Shared fixtures for the core tests: small Builder kernels, fake targets, a clean plugin registry,
and the third-party fixture distribution installed (by pip) into a temporary site directory."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from poot_core import plugins
from poot_core.errors import Span
from poot_core.exec import executor
from poot_core.ir.builder import Builder
from poot_core.ir.types import F32
from poot_core.runtime import HostDevice
from poot_core.target import Artifact, Availability, Target

FIXTURE_SRC = Path(__file__).parent / "fixtures" / "poot_fixture_target"


def add_body(name: str = "elementwise_add", wg: int = 64, checked: bool = False):
    """out[i] = a[i] + b[i] for i < out.len(); with `checked`, the loads are bounds-checked
    without a guard on a's and b's lengths (a short `a` traps, naming add.rs:4)."""
    kb = Builder(name, wg)
    a, b, out = kb.input("a", F32), kb.input("b", F32), kb.output("out", F32)
    i = kb.thread_index()
    span = Span("kernels/probe/add.rs", 4, 18)

    def body():
        kb.store(out, i, kb.add(kb.load(a, i, checked, span), kb.load(b, i, checked, span)))
    kb.if_(kb.lt(i, kb.len(out)), body)
    kb.ret()
    return kb.build()


def two_out_body():
    """x[i] = a[i] * 2; y[i] = y[i] + a[i] (y is in-out)."""
    kb = Builder("two_out", 32)
    a, x, y = kb.input("a", F32), kb.output("x", F32), kb.output("y", F32)
    i = kb.thread_index()

    def body():
        v = kb.load(a, i)
        kb.store(x, i, kb.mul(v, 2.0))
        kb.store(y, i, kb.add(kb.load(y, i), v))
    kb.if_(kb.lt(i, kb.len(x)), body)
    kb.ret()
    return kb.build()


class FakeDevice(HostDevice):
    def __init__(self, target):
        self.fake, self.target, self.closed = target, target.name, False
        self.caps = target.capabilities()
        super().__init__()

    def dispatch(self, art, arrays, grid):
        self.fake.launches += 1
        return self.fake.fn(art.body, arrays, grid)

    def _close(self):
        self.closed = True


class FakeTarget(Target):
    """A target whose 'device' is a Python function fn(body, buffers, grid) -> {&mut name: array}."""

    artifact, trap_policy, stages = "fake", "raise", ("text",)

    def __init__(self, name="fake", fn=None, available=True, compile_error=None):
        self.name, self.fn, self.available, self.compile_error = name, fn, available, compile_error
        self.compiles = self.launches = self.opens = 0

    def compile(self, body, **options):
        self.compiles += 1
        if self.compile_error is not None:
            raise self.compile_error
        return Artifact(self.name, body.name, (("text", f"fake {body.name} {sorted(options.items())}"),), body,
                        dict(options))

    def probe(self):
        return Availability(True, "", "fake device") if self.available else Availability(False, "no fake device here")

    def open(self):
        self.opens += 1
        return FakeDevice(self)


def numpy_add(body, buffers, grid):
    return {"out": buffers["a"] + buffers["b"]}


@pytest.fixture
def clean_registry(monkeypatch):
    """A fresh plugin registry for the test (and forgotten afterwards)."""
    monkeypatch.delenv("POOT_DISABLE_PLUGINS", raising=False)
    monkeypatch.delenv("POOT_TARGET", raising=False)
    plugins.reset()
    yield plugins
    plugins.reset()


def register_fake(target: Target, name: str | None = None) -> Target:
    """Register `target` in-process under plugin name `name` (default: fake-<target name>)."""
    import types

    from poot_core.hookspecs import hookimpl

    def poot_targets():
        return [target]
    plugin = types.SimpleNamespace(poot_targets=hookimpl(poot_targets))
    plugins.register(plugin, name or f"fake-{target.name}", distribution="poot-tests", version="0")
    return target


@pytest.fixture(scope="session")
def fixture_site(tmp_path_factory) -> Path:
    """pip-installs tests/fixtures/poot_fixture_target (a real distribution with a `poot` entry
    point) into a temporary directory; put it on sys.path / PYTHONPATH to 'install' it."""
    root = tmp_path_factory.mktemp("fixture_dist")
    src, site = root / "src", root / "site"
    shutil.copytree(FIXTURE_SRC, src, ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__"))
    cmd = [sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-input", "--target", str(site), str(src)]
    try:
        import setuptools.command.bdist_wheel  # noqa: F401  (setuptools >= 70.1 builds wheels itself)
        cmd.insert(4, "--no-build-isolation")
    except ImportError:
        pass
    subprocess.run(cmd, check=True, capture_output=True, text=True, timeout=300)
    return site


def env_with(site: Path | None = None, **extra: str) -> dict:
    """The environment for a subprocess `poot`, with `site` (the fixture distribution) on PYTHONPATH."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("POOT_", "FIXTURE_"))}
    if site is not None:
        env["PYTHONPATH"] = os.pathsep.join([str(site)] + [p for p in [env.get("PYTHONPATH")] if p])
    env.update(extra)
    return env


def rng_f32(n: int, seed: int = 0) -> np.ndarray:
    return np.random.default_rng(seed).standard_normal(n).astype(np.float32)


@pytest.fixture(autouse=True)
def _forget_devices():
    yield
    for t in list(executor._devices.keys()):
        executor.forget_device(t)
    from poot_core import compile as pipeline

    pipeline.clear_memory()


@pytest.fixture
def kit():
    """The helpers above as one namespace (test files cannot import conftest under importlib mode)."""
    import types

    return types.SimpleNamespace(add_body=add_body, two_out_body=two_out_body, FakeTarget=FakeTarget,
                                 FakeDevice=FakeDevice, numpy_add=numpy_add, register_fake=register_fake,
                                 env_with=env_with, rng_f32=rng_f32, FIXTURE_SRC=FIXTURE_SRC)
