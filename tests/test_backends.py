"""The backend families (poot_core.backends.spirv, poot_core.backends.llvm): the core, the oracle and the
SPIR-V path never import llvmlite (a dependency of the LLVM plugins only), and the old import paths
(poot_core.codegen.spirv, poot_core.codegen.llvm, poot_core.spirv_host) are the very same modules."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# The whole non-LLVM path: import, the CLI's target list, the oracle, SPIR-V (and vulkan/wgpu where
# they run). "blocked": llvmlite made unimportable (a None entry in sys.modules makes every
# `import llvmlite...` raise ImportError, so nothing may need it); "watched": llvmlite importable,
# and afterwards no llvmlite module may be loaded (nothing may import it and swallow a failure).
NO_LLVMLITE = r"""
import sys
if sys.argv[1] == "blocked":
    sys.modules["llvmlite"] = None
import io, json, contextlib
import numpy as np
import poot_core, poot_core.cli, poot_core.exec, poot_core.backends, poot_core.backends.spirv
from poot_core import plugins
from poot_core.backends.spirv import host
from poot_core.exec import execute
from poot_core.target import Grid
from poot_core.testing import samples

out = io.StringIO()
with contextlib.redirect_stdout(out):
    rc = poot_core.cli.main(["targets", "list", "--json"])
listed = sorted(t["name"] for t in json.loads(out.getvalue()))

body = samples.elementwise_add()
rng = np.random.default_rng(7)
a = rng.standard_normal(300).astype(np.float32); b = rng.standard_normal(300).astype(np.float32)
got = execute(body, "oracle", Grid.threads(300, body.workgroup_size),
              {"a": a, "b": b, "out": np.zeros(300, np.float32)}, check=False)
ok = bool(np.array_equal(got["out"], a + b))
spv = host.compile_spirv(body)
ran = {}
for name in ("vulkan", "wgpu"):
    t = plugins.targets().get(name)
    if t is not None and t.probe().available:
        r = execute(body, name, Grid.threads(300, body.workgroup_size),
                    {"a": a, "b": b, "out": np.zeros(300, np.float32)}, check=False)
        ran[name] = bool(np.array_equal(r["out"], a + b))
leaked = sorted(m for m in sys.modules if m.startswith("llvmlite") and sys.modules[m] is not None)
print(json.dumps({"rc": rc, "listed": listed, "oracle": ok, "spirv_magic": spv[:4].hex(),
                  "ran": ran, "leaked": leaked}))
"""


@pytest.mark.parametrize("mode", ["blocked", "watched"])
def test_core_oracle_and_spirv_never_import_llvmlite(mode):
    r = subprocess.run([sys.executable, "-c", NO_LLVMLITE, mode], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-3000:]
    got = json.loads(r.stdout.strip().splitlines()[-1])
    assert got["rc"] == 0 and got["oracle"] is True and got["leaked"] == []
    assert "oracle" in got["listed"]
    assert got["spirv_magic"] == "03022307"  # SPIR-V magic 0x07230203, little-endian
    assert all(got["ran"].values()), got["ran"]


def test_the_llvm_backend_without_llvmlite_is_a_typed_error():
    """Lowering to LLVM text needs no llvmlite; the LLVM run says what to install, never a bare ImportError."""
    code = ("import sys; sys.modules['llvmlite'] = None\n"
            "from poot_core.backends.llvm import run\n"
            "from poot_core.errors import PootError\n"
            "try:\n    run.datalayout('nvptx64-nvidia-cuda', 'sm_80', '')\n"
            "except PootError as e:\n    print('typed', type(e).__name__, e)\n")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-3000:]
    assert r.stdout.startswith("typed ToolchainError") and "llvmlite" in r.stdout


def test_old_import_paths_are_the_same_modules():
    import poot_core.backends.llvm as llvm_new
    import poot_core.backends.llvm.runtime as rt_new
    import poot_core.backends.spirv as spirv_new
    import poot_core.backends.spirv.host as host_new
    import poot_core.backends.spirv.lower as lower_new
    import poot_core.codegen.llvm as llvm_old
    import poot_core.codegen.llvm.runtime as rt_old
    import poot_core.codegen.spirv as spirv_old
    import poot_core.codegen.spirv.lower as lower_old
    import poot_core.spirv_host as host_old
    from poot_core.codegen.llvm.runtime import DriverError
    from poot_core.spirv_host import SpirvTarget

    assert spirv_old is spirv_new and lower_old is lower_new and host_old is host_new and rt_old is rt_new
    assert DriverError is rt_new.DriverError and SpirvTarget is host_new.SpirvTarget
    assert llvm_old.compile_llvm is llvm_new.compile_llvm and llvm_old.TargetHooks is llvm_new.TargetHooks


@pytest.mark.parametrize("pyproject, wants_llvmlite", [
    ("pyproject.toml", False),
    ("plugins/poot_ptx/pyproject.toml", True),
    ("plugins/poot_rocm/pyproject.toml", True),
    ("plugins/poot_vulkan/pyproject.toml", False),
    ("plugins/poot_wgpu/pyproject.toml", False),
    ("plugins/poot_xdna/pyproject.toml", False),
])
def test_llvmlite_is_a_dependency_of_the_llvm_plugins_only(pyproject, wants_llvmlite):
    import tomllib

    deps = tomllib.loads((ROOT / pyproject).read_text())["project"]["dependencies"]
    assert any(d.startswith("llvmlite") for d in deps) is wants_llvmlite, deps


PLUGINS = ["poot_ptx", "poot_rocm", "poot_vulkan", "poot_wgpu", "poot_xdna"]


@pytest.mark.parametrize("plugin", PLUGINS)
def test_every_plugin_has_the_same_role_files(plugin):
    """target.py (the Target and its hook), codegen.py (Body -> artifact, or what shared emitter it
    uses), device.py (the loader: probe, device, launch); no driver.py/loader.py beside them."""
    import importlib

    pkg = ROOT / "plugins" / plugin / plugin
    for role in ("target", "codegen", "device"):
        assert (pkg / f"{role}.py").is_file(), f"{plugin} lacks {role}.py"
        mod = importlib.import_module(f"{plugin}.{role}")
        assert (mod.__doc__ or "").strip(), f"{plugin}.{role} has no docstring"
    assert not (pkg / "driver.py").exists() and not (pkg / "loader.py").exists()
    assert hasattr(importlib.import_module(f"{plugin}.target"), "poot_targets")


def test_the_spirv_emitter_names_the_plugin_target_in_a_new_error():
    """A refusal inside the shared emitter names the plugin's target: a new error of the same
    class (the caught one is never edited)."""
    from poot_core.backends.spirv.lower import compile_spirv_loops
    from poot_core.errors import CapabilityError
    from poot_core.ir import nodes as N
    from poot_core.ir.builder import Builder
    from poot_core.ir.types import I32, USIZE

    kb = Builder("int_tile", 32)  # integer matrix fragments: the emitter's CapabilityError
    acc = kb.fragment("acc", I32)
    kb.emit(N.WmmaFill(acc.id, N.Const(I32, 1)))
    kb.emit(N.WmmaStore(kb.output("out", I32), N.Const(USIZE, 0), N.Const(USIZE, 16), acc.id))
    kb.ret()
    body = kb.build()
    with pytest.raises(CapabilityError) as plain:
        compile_spirv_loops(body)
    with pytest.raises(CapabilityError) as named:
        compile_spirv_loops(body, target="vulkan")
    assert plain.value.target == "spirv" and named.value.target == "vulkan"
    assert type(named.value) is type(plain.value) and named.value.message == plain.value.message
    assert str(named.value).startswith("vulkan: ") and named.value.args == (str(named.value),)


def _edited_caught_errors(path: Path) -> list[str]:
    """`name.attr = ...` (or Exception.__init__/setattr on it) inside `except ... as name:`."""
    import ast

    out = []
    for h in ast.walk(ast.parse(path.read_text())):
        if not (isinstance(h, ast.ExceptHandler) and h.name):
            continue
        for n in ast.walk(ast.Module(body=h.body, type_ignores=[])):
            targets = n.targets if isinstance(n, ast.Assign) else [n.target] if isinstance(n, (ast.AugAssign, ast.AnnAssign)) else []
            if any(isinstance(t, ast.Attribute) and isinstance(t.value, ast.Name) and t.value.id == h.name for t in targets):
                out.append(f"{path}:{n.lineno}: assigns to the caught {h.name}")
            if (isinstance(n, ast.Call) and ast.unparse(n.func).endswith(("__init__", "__setattr__", "setattr"))
                    and any(isinstance(a, ast.Name) and a.id == h.name for a in n.args)):
                out.append(f"{path}:{n.lineno}: re-initializes the caught {h.name}")
    return out


def test_no_caught_error_is_edited_before_it_is_reraised():
    files = [*(ROOT / "poot_core").rglob("*.py"), *(p for name in PLUGINS for p in (ROOT / "plugins" / name / name).rglob("*.py"))]
    assert len(files) > 50
    assert [hit for f in files for hit in _edited_caught_errors(f)] == []


def test_the_caught_error_check_finds_an_edit(tmp_path):
    src = tmp_path / "m.py"
    src.write_text("try:\n    f()\nexcept ValueError as e:\n    e.target = 'x'\n    raise\n"
                   "try:\n    f()\nexcept KeyError as k:\n    Exception.__init__(k, 'y')\n    raise\n"
                   "try:\n    f()\nexcept KeyError as k:\n    raise type(k)('new') from None\n")
    assert [h.split(": ", 1)[1] for h in _edited_caught_errors(src)] == [
        "assigns to the caught e", "re-initializes the caught k"]
