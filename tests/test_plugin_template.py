"""examples/plugin_template, as a plugin author gets it: built into a wheel (pip wheel
--no-deps), installed with poot's own wheel into a fresh virtual environment (dependencies from
the package index only), listed by `poot targets list`, and passing the conformance suite there -
which also proves the test kit works from an installed wheel, with no repo checkout."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TEMPLATE = ROOT / "examples" / "plugin_template"

pytestmark = pytest.mark.slow


def _run(cmd, **kw):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("POOT_", "FIXTURE_", "PYTHON"))}
    kw.setdefault("cwd", tempfile.gettempdir())  # not the checkout: `python -c` would import it from there
    r = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, timeout=600, env=env, **kw)
    assert r.returncode == 0, f"{' '.join(map(str, cmd))} failed ({r.returncode}):\n{r.stdout[-3000:]}\n{r.stderr[-3000:]}"
    return r.stdout


@pytest.fixture(scope="module")
def venv(tmp_path_factory):
    root = tmp_path_factory.mktemp("plugin_template")
    src, wheels, env = root / "poot_template", root / "wheels", root / "venv"
    shutil.copytree(TEMPLATE, src, ignore=shutil.ignore_patterns("build", "*.egg-info", "__pycache__"))
    wheel = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-input", "-w", wheels]
    try:
        import setuptools.command.bdist_wheel  # noqa: F401  (setuptools >= 70.1 builds wheels itself)
        wheel.insert(4, "--no-build-isolation")
    except ImportError:
        pass
    _run(wheel + [src, ROOT])
    assert sorted(p.name.split("-")[0] for p in wheels.glob("*.whl")) == ["poot", "poot_template_target"]
    _run([sys.executable, "-m", "venv", env])
    py = env / "bin" / "python"
    _run([py, "-m", "pip", "install", "-q", "--no-input", "--find-links", wheels, "poot-template-target", "pytest"])
    return py, src


def test_the_template_is_listed_by_poot(venv):
    py, _ = venv
    out = _run([py.parent / "poot", "targets", "list"])
    row = next((line.split() for line in out.splitlines() if line.startswith("template ")), None)
    assert row is not None, out
    assert row[1] == "poot-template-target" and "yes" in row, out
    # poot comes from the wheel, not this checkout
    where = _run([py, "-c", "import poot_core, poot_core.testing.conformance as c; print(c.__file__)"])
    assert str(ROOT) not in where and "site-packages" in where, where
    # its Options are parsed by the core: a known option reaches codegen, an unknown one is refused
    out = _run([py, "-c", "from poot_core import plugins; from poot_core.errors import UsageError\n"
                "from poot_core.testing.samples import elementwise_add; from poot_core.ir.types import F32\n"
                "t = plugins.get_target('template'); b = elementwise_add(F32)\n"
                "print(t.compile(b, note='hi').meta['note'])\n"
                "try: t.compile(b, bogus=1)\n"
                "except UsageError as e: print('refused:', e)\n"])
    assert out.startswith("hi\nrefused:") and "bogus" in out and "note" in out, out
    # the kit's random and sample bodies come from the wheel too (it reads no repo file), the same
    # bodies as this checkout's
    script = ("from poot_core.ir import kir; from poot_core.testing import random_bodies, random_cfg, samples\n"
              "print(random_bodies.__file__)\n"
              "for b in (random_bodies.random_body(5), random_cfg.random_cfg_body(5), samples.wmma_gemm(16, 16, 16)):\n"
              "    print(kir.dumps(b))\n")
    where, there = _run([py, "-c", script]).split("\n", 1)
    assert str(ROOT) not in where and "site-packages" in where, where
    assert there == _run([sys.executable, "-c", script], cwd=ROOT).split("\n", 1)[1]


def test_the_template_passes_the_conformance_suite(venv, tmp_path):
    py, src = venv
    out = _run([py, "-m", "pytest", "-q", "-p", "no:cacheprovider", src / "tests"], cwd=tmp_path)
    last = out.strip().splitlines()[-1]
    assert " passed" in last and "failed" not in last and "error" not in last and "skipped" not in last, out[-2000:]
    assert int(last.split(" passed")[0].split()[-1]) >= 60, last


def test_the_template_fails_the_suite_when_its_fault_names_the_oracle(venv, tmp_path):
    """The suite can fail a plugin: the same template, reporting the oracle's fault unchanged."""
    py, src = venv
    bad = tmp_path / "bad"
    shutil.copytree(src / "tests", bad)
    (bad / "conftest.py").write_text(
        "import poot_template_target as t\n"
        "from poot_core.oracle import run\n"
        "def dispatch(self, art, buffers, grid):\n"
        "    from poot_core.ir import kir\n"
        "    return run(kir.loads(art.final.decode()).body, buffers, grid)\n"
        "t.TemplateDevice.dispatch = dispatch\n")
    r = subprocess.run([str(py), "-m", "pytest", "-q", "-p", "no:cacheprovider", str(bad)], capture_output=True,
                       text=True, timeout=600, cwd=tmp_path)
    assert r.returncode == 1 and "not the target that ran" in r.stdout, r.stdout[-2000:]
