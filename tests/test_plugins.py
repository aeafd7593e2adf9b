"""The plugin registry: entry points, the built-in oracle, a real third-party distribution,
duplicate names, POOT_DISABLE_PLUGINS, broken plugins (isolated: listed, never fatal to the others),
the plugin boundary (a plugin's exception is a PluginError naming it), faults through delegation,
first-party targets not installed, best_target."""
from __future__ import annotations

import importlib.metadata as md
import json
import subprocess
import sys

from pathlib import Path

import numpy as np
import pytest

import poot_core
from poot_core import plugins
from poot_core.errors import KernelFault, PluginError, TargetUnavailable, TrapSite, UsageError
from poot_core.exec import execute
from poot_core.hookspecs import hookimpl
from poot_core.target import Grid

ROOT = Path(__file__).resolve().parents[1]
FIRST_PARTY_EPS = ("wgpu", "vulkan", "ptx", "rocm", "xdna")  # disabled where only the fakes matter (fast)


def _bufs(kit, n):
    return {"a": kit.rng_f32(n, 1), "b": kit.rng_f32(n, 2), "out": np.zeros(n, np.float32)}


def test_no_plugin_manager_at_import_time():
    code = ("import sys, poot_core, poot_core.plugins, poot_core.cli, poot_core.exec; "
            "print(poot_core.plugins._registry is None, 'poot_core.oracle.target' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["True", "False"]


def test_import_poot_and_the_entry_point_scan_import_neither_pluggy_nor_importlib_metadata():
    code = ("import sys, poot, poot_core.plugins as P; P._entry_points(); "
            "print(*[m in sys.modules for m in ('pluggy', 'importlib.metadata', 'email', 'tempfile')])")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["False"] * 4


def test_the_entry_point_scan_finds_what_importlib_metadata_finds(tmp_path, monkeypatch):
    """The same entry points, names, values, distributions and versions, in the same order, for
    what is installed and for a distribution added to sys.path (a dist-info, and an egg-info of
    the same distribution later on the path, which does not count), other groups and comments
    left out; the value's module[:attr] [extras] loads as importlib.metadata loads it."""
    site, later = tmp_path / "site", tmp_path / "later"
    info = site / "poot_scan_fx-1.2.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text("Metadata-Version: 2.1\nName: poot-scan-fx\nVersion: 1.2\n\nVersion: not this\n")
    (info / "entry_points.txt").write_text("[console_scripts]\nnot_mine = x:y\n\n# a comment\n[poot]\n"
                                           "scan_fx = poot_scan_fx_mod:thing.attr [extra]\n# another\n"
                                           "scan_fx2 = poot_scan_fx_mod\n")
    (site / "poot_scan_fx_mod.py").write_text("class thing:\n    attr = 42\n")
    egg = later / "poot_scan_fx.egg-info"
    egg.mkdir(parents=True)
    (egg / "PKG-INFO").write_text("Metadata-Version: 1.0\nName: poot-scan-fx\nVersion: 0.1\n")
    (egg / "entry_points.txt").write_text("[poot]\nshadowed = nowhere\n")
    monkeypatch.syspath_prepend(str(later))
    monkeypatch.syspath_prepend(str(site))

    def rows(eps):
        return [(e.name, e.value, e.dist.metadata["Name"], e.dist.version) for e in eps]
    mine = plugins._entry_points()
    assert rows(mine) == rows(md.entry_points(group="poot"))
    assert rows(mine)[:2] == [("scan_fx", "poot_scan_fx_mod:thing.attr [extra]", "poot-scan-fx", "1.2"),
                              ("scan_fx2", "poot_scan_fx_mod", "poot-scan-fx", "1.2")]
    assert "shadowed" not in {e.name for e in mine}
    assert mine[0].load() == 42 and mine[1].load().thing.attr == 42
    sys.modules.pop("poot_scan_fx_mod", None)


# what `import poot` and the plugin registry must not import: the drivers and compilers a target
# needs only once it is used, and the planner
HEAVY = ("llvmlite", "wgpu", "vulkan", "cuda", "hip", "pyxrt", "matplotlib", "onnx", "tokenizers", "torch",
         "poot_core.plan", "poot_core.backends.llvm.lower", "poot_core.backends.spirv.lower",
         "poot_core.oracle.machine", "poot_ptx.codegen", "poot_ptx.device", "poot_rocm.codegen", "poot_rocm.device",
         "poot_wgpu.codegen", "poot_wgpu.device", "poot_vulkan.probe", "poot_vulkan.device", "poot_xdna.codegen",
         "poot_xdna.device", "poot_xdna.toolchain")
_HEAVY_CODE = """
import sys
heavy = {heavy!r}
def loaded():
    return sorted({{h for h in heavy for m in list(sys.modules) if m == h or m.startswith(h + ".")}})
import poot
print("import:", ",".join(loaded()))
names = sorted(poot.targets())
print("registry:", ",".join(loaded()))
print("targets:", ",".join(names))
poot.ops
print("ops:", ",".join(loaded()))
"""


def test_import_poot_and_the_registry_import_no_driver_compiler_or_planner():
    """A fresh process: `import poot` imports none of HEAVY, nor does building the plugin registry
    (every installed plugin's target module loaded); `poot.ops` then imports the planner."""
    code = _HEAVY_CODE.format(heavy=HEAVY)
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    lines = dict(line.split(":", 1) for line in out.strip().splitlines())
    assert lines["import"].strip() == "", out
    assert lines["registry"].strip() == "", out
    assert "oracle" in lines["targets"].strip().split(","), out
    assert "poot_core.plan" in lines["ops"].strip().split(","), out


def test_the_lazy_names_of_poot_are_the_planners():
    import poot
    from poot_core.plan import compile as pcompile, ops, trace
    assert poot.ops is ops and poot.compile is pcompile.compile and poot.trace is trace.trace
    assert {"ops", "compile", "trace"} <= set(dir(poot)) and set(poot.__all__) <= set(dir(poot))
    with pytest.raises(AttributeError, match="no attribute 'nope'"):
        poot.nope  # noqa: B018


def test_the_oracle_is_an_entry_point_like_any_other(clean_registry):
    eps = [ep for ep in md.entry_points(group="poot") if ep.name == "oracle"]
    assert eps and eps[0].value == "poot_core.oracle.target"
    t = plugins.get_target("oracle")
    assert (t.distribution, t.version) == ("poot", poot_core.__version__)
    assert plugins.targets()["oracle"] is t and plugins.registry() is plugins.registry()


def test_third_party_distribution_registers(clean_registry, fixture_site, monkeypatch):
    monkeypatch.syspath_prepend(str(fixture_site))
    t = plugins.get_target("fixture")
    assert (t.distribution, t.version, t.artifact) == ("poot-fixture-target", "0.0.1", "fixture-text")
    assert {"oracle", "fixture"} <= set(plugins.targets())


def test_duplicate_target_name_names_both_distributions(clean_registry, fixture_site, monkeypatch, kit):
    """A name two plugins register is broken for both (which was meant is unknown); the rest works."""
    monkeypatch.syspath_prepend(str(fixture_site))
    monkeypatch.setenv("FIXTURE_TARGET_NAME", "oracle")
    assert "oracle" not in plugins.targets()  # the registry is built: no exception
    with pytest.raises(PluginError) as e:
        plugins.get_target("oracle")
    msg = str(e.value)
    assert "target 'oracle' is registered twice" in msg
    assert "distribution poot 0.1.0" in msg and "distribution poot-fixture-target 0.0.1" in msg
    [b] = [b for b in plugins.broken() if b.name == "oracle"]
    assert b.kind == "duplicate" and "poot-fixture-target" in b.distribution and "poot" in b.distribution.split(", ")
    other = kit.register_fake(kit.FakeTarget("other", fn=kit.numpy_add))  # every other target keeps working
    out = execute(kit.add_body(), "other", Grid.threads(8, 64), _bufs(kit, 8))
    assert other.launches == 1 and out["out"].shape == (8,)
    # disabling the third-party entry point resolves it
    monkeypatch.setenv("POOT_DISABLE_PLUGINS", "fixture")
    plugins.reset()
    assert plugins.targets()["oracle"].distribution == "poot" and not plugins.broken()


def test_disable_by_entry_point_or_target_name(clean_registry, fixture_site, monkeypatch):
    monkeypatch.syspath_prepend(str(fixture_site))
    for value in ("fixture", " other , fixture"):  # entry-point name == target name here
        monkeypatch.setenv("POOT_DISABLE_PLUGINS", value)
        plugins.reset()
        assert "fixture" not in plugins.targets()
    monkeypatch.setenv("FIXTURE_TARGET_NAME", "renamed")
    monkeypatch.setenv("POOT_DISABLE_PLUGINS", "renamed")  # by target name: plugin loads, target dropped
    plugins.reset()
    assert "renamed" not in plugins.targets() and "fixture" in plugins.registry().sources
    with pytest.raises(UsageError, match="disabled by POOT_DISABLE_PLUGINS"):
        plugins.get_target("renamed")


def test_broken_entry_point_is_listed_not_fatal(clean_registry, monkeypatch):
    oracle = [ep for ep in md.entry_points(group="poot") if ep.name == "oracle"]
    ep = md.EntryPoint(name="broken", value="poot_no_such_module_xyz", group="poot")
    monkeypatch.setattr(plugins, "_entry_points", lambda: [ep, *oracle])
    assert list(plugins.targets()) == ["oracle"]
    [b] = plugins.broken()
    assert (b.name, b.plugin, b.entry_point, b.kind) == ("broken", "broken", "poot_no_such_module_xyz", "load")
    with pytest.raises(PluginError, match="target 'broken' cannot be used: plugin 'broken' .* failed to load: "
                                          "ModuleNotFoundError.*POOT_DISABLE_PLUGINS=broken"):
        plugins.get_target("broken")
    monkeypatch.setenv("POOT_DISABLE_PLUGINS", "broken")
    plugins.reset()
    assert list(plugins.targets()) == ["oracle"] and plugins.broken() == []


def test_plugins_that_raise_or_return_junk(clean_registry, monkeypatch):
    monkeypatch.setattr(plugins, "_entry_points", lambda: [])

    class Raises:
        @hookimpl
        def poot_targets(self):
            raise RuntimeError("boom")

    class Junk:
        @hookimpl
        def poot_targets(self):
            return ["not a target"]
    with pytest.raises(PluginError, match="plugin 'raises' .* raised in poot_targets\\(\\): RuntimeError: boom"):
        plugins.register(Raises(), "raises")
    with pytest.raises(PluginError, match="returned 'not a target'"):
        plugins.register(Junk(), "junk")
    assert plugins.targets() == {}  # nothing half-registered


def test_duplicate_in_process_and_unknown_name(clean_registry, kit, monkeypatch):
    monkeypatch.setattr(plugins, "_entry_points", lambda: [])
    kit.register_fake(kit.FakeTarget("one"))
    with pytest.raises(PluginError, match="target 'one' is registered twice"):
        kit.register_fake(kit.FakeTarget("one"), name="second")
    with pytest.raises(PluginError, match="plugin 'fake-one' is registered twice"):
        kit.register_fake(kit.FakeTarget("two"), name="fake-one")
    with pytest.raises(UsageError, match="no target named 'zzz'; installed targets: one"):
        plugins.get_target("zzz")


def test_best_target_prefers_real_devices(clean_registry, kit, monkeypatch):
    monkeypatch.setattr(plugins, "_entry_points", lambda: [])
    with pytest.raises(TargetUnavailable, match="none is installed"):
        plugins.best_target()
    kit.register_fake(kit.FakeTarget("oracle"))
    kit.register_fake(kit.FakeTarget("xdna", available=False))
    kit.register_fake(kit.FakeTarget("thirdparty"))
    assert plugins.best_target().name == "oracle"  # unlisted targets are never chosen automatically
    kit.register_fake(kit.FakeTarget("wgpu"))
    kit.register_fake(kit.FakeTarget("ptx", available=False))
    assert plugins.best_target().name == "wgpu"
    monkeypatch.setenv("POOT_TARGET", "thirdparty")
    assert plugins.best_target().name == "thirdparty"


# --- fake broken distributions: a dist-info with `poot` entry points and their modules on sys.path
FAKE_DIST, FAKE_VERSION = "poot-broken-fixture", "0.3"

TARGET_MODULE = '''
from poot_core.errors import KernelFault, TrapSite
from poot_core.hookspecs import hookimpl
from poot_core.runtime import HostDevice
from poot_core.target import Artifact, Availability, Target


class Dev(HostDevice):
    target = "{name}"

    def __init__(self, how):
        self.how = how
        super().__init__()

    def dispatch(self, art, buffers, grid):
        if self.how == "launch_raises":
            return 1 // 0
        if self.how == "faults":
            raise KernelFault(kernel=art.kernel, target="{name}", sites=(TrapSite(0, "bounds"),), thread=3)
        return {{"out": buffers["a"] + buffers["b"]}}


class T(Target):
    name = "{name}"
    artifact, trap_policy, stages = "text", "raise", ("text",)

    def __init__(self, how):
        self.how = how

    def probe(self):
        if self.how == "probe_raises":
            raise OSError("no /dev/dri here")
        return Availability(True, "", "fake")

    def open(self):
        return Dev(self.how)
{codegen}

@hookimpl
def poot_targets():
    return [T("{how}")]{junk}
'''
CODEGEN = '''
    def codegen(self, body, options):
        return Artifact(self.name, body.name, (("text", "fake"),), body)
'''


def target_module(name: str, how: str = "ok", codegen: bool = True, junk: bool = False) -> str:
    return TARGET_MODULE.format(name=name, how=how, codegen=CODEGEN if codegen else "",
                                junk=' + [42, "oracle-ish"]' if junk else "")


BROKEN_MODULES = {
    "brokenimport": "raise RuntimeError('the driver library is missing')\n",
    "hookraises": "from poot_core.hookspecs import hookimpl\n\n@hookimpl\ndef poot_targets():\n"
                  "    raise ValueError('bad config')\n",
    "junk": target_module("goodone", junk=True),
    "probey": target_module("probey", how="probe_raises"),
    "nocodegen": target_module("nocodegen", codegen=False),
    "launchy": target_module("launchy", how="launch_raises"),
    "faulty": target_module("faulty", how="faults"),
}


def fake_dist(site: Path, modules: dict[str, str], dist: str = FAKE_DIST, version: str = FAKE_VERSION,
              prefix: str = "poot_fx_") -> Path:
    """A distribution `dist` installed into `site` (a dist-info, as pip writes it): one `poot` entry
    point per module, named as the key, pointing at module `<prefix><key>`."""
    info = site / f"{dist.replace('-', '_')}-{version}.dist-info"
    info.mkdir(parents=True)
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {dist}\nVersion: {version}\n")
    (info / "entry_points.txt").write_text("[poot]\n" + "".join(f"{k} = {prefix}{k}\n" for k in modules))
    for k, code in modules.items():
        (site / f"{prefix}{k}.py").write_text(code)
    return site


@pytest.fixture
def broken_site(tmp_path, monkeypatch, clean_registry):
    """The fake distribution with every kind of broken plugin, importable in this process (the
    first-party plugins disabled: only the oracle and the fakes load)."""
    import sys as _sys

    site = fake_dist(tmp_path / "site", BROKEN_MODULES, prefix=f"poot_fx_{tmp_path.name[-6:].replace('-', '_')}_")
    monkeypatch.syspath_prepend(str(site))
    monkeypatch.setenv("POOT_DISABLE_PLUGINS", ",".join(FIRST_PARTY_EPS))
    yield site
    for m in [m for m in _sys.modules if m.startswith("poot_fx_")]:
        del _sys.modules[m]


def test_broken_plugins_are_recorded_and_the_others_work(broken_site, kit):
    ts = plugins.targets()  # builds: no exception
    assert {"oracle", "goodone", "probey", "nocodegen", "launchy", "faulty"} <= set(ts)
    rows = {b.name: b for b in plugins.broken()}
    assert set(rows) == {"brokenimport", "hookraises", "junk"}
    for b in rows.values():
        assert (b.distribution, b.version, b.plugin) == (FAKE_DIST, FAKE_VERSION, b.name)
        assert b.entry_point.endswith(b.name)
    assert rows["brokenimport"].kind == "load" and "RuntimeError: the driver library is missing" in rows["brokenimport"].reason
    assert rows["hookraises"].kind == "hook" and "raised in poot_targets(): ValueError: bad config" in rows["hookraises"].reason
    assert rows["junk"].kind == "junk" and "returned 42 from poot_targets()" in rows["junk"].reason
    for name in ("brokenimport", "hookraises", "junk"):
        with pytest.raises(PluginError, match=f"target '{name}' cannot be used: .*distribution {FAKE_DIST} {FAKE_VERSION}"):
            plugins.get_target(name)
    # every working target still runs, the fake's good target and the oracle
    body, bufs = kit.add_body(), _bufs(kit, 8)
    for name in ("oracle", "goodone"):
        np.testing.assert_array_equal(execute(body, name, Grid.threads(8, 64), bufs)["out"], bufs["a"] + bufs["b"])


def test_naming_a_broken_target_through_poot_target(broken_site, monkeypatch):
    monkeypatch.setenv("POOT_TARGET", "brokenimport")
    with pytest.raises(PluginError, match="target 'brokenimport' cannot be used"):
        plugins.best_target()


def test_a_plugin_exception_is_a_plugin_error_naming_it(broken_site, kit):
    body, grid = kit.add_body(), Grid.threads(8, 64)
    who = rf"\(plugin '{{}}', distribution {FAKE_DIST} {FAKE_VERSION}\)"
    with pytest.raises(PluginError, match=f"target 'probey' {who.format('probey')} failed in probe\\(\\) with "
                                          "OSError: no /dev/dri here; .*bug in the plugin"):
        execute(body, "probey", grid, _bufs(kit, 8))
    with pytest.raises(PluginError, match=f"target 'nocodegen' {who.format('nocodegen')} does not implement "
                                          r"Target.add_stages\(options\) \(or Target.codegen\(body, options\)"):
        execute(body, "nocodegen", grid, _bufs(kit, 8))
    with pytest.raises(PluginError, match="does not implement Target.add_stages"):
        plugins.get_target("nocodegen").compile(body)
    with pytest.raises(PluginError, match=r"target 'launchy' .* failed in its device's launch\(art, buffers, grid\) "
                                          "with ZeroDivisionError"):
        execute(body, "launchy", grid, _bufs(kit, 8))
    # a PootError the plugin raises on purpose passes unchanged
    with pytest.raises(KernelFault) as e:
        execute(body, "faulty", grid, _bufs(kit, 8))
    assert type(e.value) is KernelFault and e.value.target == "faulty" and e.value.thread == 3
    # the guard keeps the object: same class, same identity in the registry
    t = plugins.get_target("probey")
    assert type(t).__name__ == "T" and plugins.targets()["probey"] is t


def test_target_missing_open_or_options_that_raise(clean_registry, monkeypatch, kit):
    from poot_core.target import Target

    monkeypatch.setattr(plugins, "_entry_points", lambda: [])

    class NoOpen(Target):
        name, artifact, stages = "noopen", "text", ("text",)

        def probe(self):
            from poot_core.target import Availability
            return Availability(True)

        def codegen(self, body, options):
            from poot_core.target import Artifact
            return Artifact(self.name, body.name, (("text", ""),), body)

    kit.register_fake(NoOpen(), name="noopen-plugin")
    with pytest.raises(PluginError, match=r"target 'noopen' \(plugin 'noopen-plugin', distribution poot-tests 0\) "
                                          r"does not implement Target.open\(\)"):
        execute(kit.add_body(), "noopen", Grid.threads(8, 64), _bufs(kit, 8))

    class BadOptions(NoOpen):
        name = "badopts"

        def parse_options(self, raw=None):
            raise KeyError(raw)
    kit.register_fake(BadOptions())
    with pytest.raises(PluginError, match=r"target 'badopts' .* failed in parse_options\(raw\) with KeyError"):
        execute(kit.add_body(), "badopts", Grid.threads(8, 64), _bufs(kit, 8))


def test_best_target_skips_broken_and_raising_probes(clean_registry, monkeypatch, tmp_path):
    mods = {"wgpu_like": target_module("wgpu", how="probe_raises"), "vk_like": "import no_such_vulkan_binding\n"}
    site = fake_dist(tmp_path / "site", mods, dist="poot-vulkan", version="9", prefix="poot_fx_best_")
    monkeypatch.syspath_prepend(str(site))
    oracle = [ep for ep in md.entry_points(group="poot") if ep.name == "oracle"]
    mine = [ep for ep in md.entry_points(group="poot") if ep.name in mods]
    assert len(mine) == 2
    monkeypatch.setattr(plugins, "_entry_points", lambda: [*mine, *oracle])
    try:
        assert plugins.best_target().name == "oracle"
        # the broken plugin is the first-party poot-vulkan distribution: naming `vulkan` says so
        with pytest.raises(PluginError, match="target 'vulkan' cannot be used: plugin 'vk_like' .* from distribution "
                                              "poot-vulkan 9 failed to load: ModuleNotFoundError"):
            plugins.get_target("vulkan")
        with pytest.raises(PluginError, match=r"failed in probe\(\)"):
            plugins.get_target("wgpu").probe()
    finally:
        for m in [m for m in sys.modules if m.startswith("poot_fx_best_")]:
            del sys.modules[m]


def test_first_party_target_not_installed_names_its_distribution(clean_registry, monkeypatch):
    monkeypatch.setattr(plugins, "_entry_points", lambda: [])
    with pytest.raises(UsageError, match=r"no target named 'vulkan'; it is provided by the distribution poot-vulkan: "
                                         r"pip install 'poot\[vulkan\]'; installed targets: none"):
        plugins.get_target("vulkan")
    with pytest.raises(UsageError) as e:
        plugins.get_target("vulkn")
    assert "pip install" not in str(e.value)


def test_first_party_table_matches_the_distributions():
    """FIRST_PARTY names each plugins/* distribution, its entry point (the target) and poot's extra."""
    import tomllib

    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["optional-dependencies"]
    found = {}
    for pp in sorted((ROOT / "plugins").glob("*/pyproject.toml")):
        proj = tomllib.loads(pp.read_text())["project"]
        for ep in proj["entry-points"]["poot"]:
            found[ep] = proj["name"]
    assert {n: d for n, (d, _) in plugins.FIRST_PARTY.items()} == found
    for name, (dist, extra) in plugins.FIRST_PARTY.items():
        assert any(r.startswith(dist) for r in extras[extra]), (name, extras[extra])


def test_a_fault_through_delegation_names_the_target_that_ran(clean_registry, fixture_site, monkeypatch, kit):
    """The fixture target runs kernels on the CPU oracle, whose fault names the oracle; the
    executor re-labels it: the fault names `fixture`, and says the oracle raised it."""
    monkeypatch.syspath_prepend(str(fixture_site))
    n = 100
    bufs = {"a": kit.rng_f32(n - 10), "b": kit.rng_f32(n), "out": np.zeros(n, np.float32)}
    with pytest.raises(KernelFault) as oracle:
        execute(kit.add_body(checked=True), "oracle", Grid.threads(n, 64), bufs)
    with pytest.raises(KernelFault) as e:
        execute(kit.add_body(checked=True), "fixture", Grid.threads(n, 64), bufs)
    f = e.value
    assert f.target == "fixture" and f.exit_code == 3
    assert (f.thread, f.group, f.sites, f.exact) == (oracle.value.thread, oracle.value.group, oracle.value.sites, True)
    assert str(f).startswith("kernel fault in 'elementwise_add' on fixture in thread 90")
    assert "kernels/probe/add.rs:4" in str(f) and "raised by oracle, which fixture ran it on" in str(f)
    assert not bufs["out"].any()


def test_a_fault_naming_its_own_target_is_unchanged(clean_registry, kit, monkeypatch):
    monkeypatch.setattr(plugins, "_entry_points", lambda: [])

    def faults(body, buffers, grid):
        raise KernelFault("", kernel=body.name, target="mine", sites=(TrapSite(0, "bounds"),), thread=7)
    kit.register_fake(kit.FakeTarget("mine", fn=faults))
    with pytest.raises(KernelFault) as e:
        execute(kit.add_body(), "mine", Grid.threads(8, 64), _bufs(kit, 8))
    assert e.value.target == "mine" and "raised by" not in str(e.value)


# --- through the command line (a subprocess, as a user runs it) ----------------------------------
def _poot(*args, env):
    exe = Path(sys.executable).parent / "poot"
    return subprocess.run([str(exe), *map(str, args)], capture_output=True, text=True, env=env, timeout=120)


def test_cli_broken_plugin_is_a_row_and_every_other_target_runs(tmp_path, kit):
    site = fake_dist(tmp_path / "site", BROKEN_MODULES, prefix="poot_fx_cli_")
    env = kit.env_with(site, POOT_DISABLE_PLUGINS=",".join(FIRST_PARTY_EPS))
    r = _poot("targets", "list", env=env)
    assert r.returncode == 0 and "Traceback" not in r.stderr, r.stderr
    rows = {line.split()[0]: line for line in r.stdout.splitlines()[1:]}
    for name in ("brokenimport", "hookraises", "junk"):
        assert rows[name].split()[:3] == [name, FAKE_DIST, FAKE_VERSION] and " BROKEN " in rows[name], rows[name]
    assert "failed to load: RuntimeError: the driver library is missing" in rows["brokenimport"]
    assert "failed in probe() with OSError" in rows["probey"] and rows["oracle"].split()[5] == "yes"
    assert "3 broken plugins" in r.stderr
    r = _poot("targets", "list", "--json", env=env)
    assert r.returncode == 0, r.stderr
    js = {o["name"]: o for o in json.loads(r.stdout)}
    assert js["brokenimport"]["broken"] is True and js["brokenimport"]["distribution"] == FAKE_DIST
    assert "failed to load" in js["brokenimport"]["reason"] and js["oracle"]["broken"] is False
    kir_path, inputs = tmp_path / "add.kir.json", tmp_path / "in.npz"
    from poot_core.ir import kir

    kir.write(kir_path, kit.add_body())
    np.savez(inputs, **_bufs(kit, 64))
    r = _poot("run", kir_path, "--target", "oracle", "--threads", 64, "--inputs", inputs, "--out", tmp_path / "o.npz",
              env=env)
    assert r.returncode == 0, r.stderr
    for target, what in (("brokenimport", "target 'brokenimport' cannot be used: plugin 'brokenimport'"),
                         ("probey", "failed in probe() with OSError: no /dev/dri here"),
                         ("nocodegen", "does not implement Target.add_stages(options) (or Target.codegen(body, options)")):
        r = _poot("run", kir_path, "--target", target, "--threads", 64, "--inputs", inputs, "--out", tmp_path / "x.npz",
                  env=env)
        assert r.returncode == 1 and "Traceback" not in r.stderr, r.stderr
        assert r.stderr.startswith("poot: error: ") and what in r.stderr and FAKE_DIST in r.stderr, r.stderr
        assert len(r.stderr.strip().splitlines()) == 1 and not (tmp_path / "x.npz").exists()
    r = _poot("run", kir_path, "--threads", 64, "--inputs", inputs, "--out", tmp_path / "x.npz",
              env={**env, "POOT_TARGET": "hookraises"})
    assert r.returncode == 1 and "target 'hookraises' cannot be used" in r.stderr, r.stderr
