"""The plugin registry: entry points, the built-in oracle, a real third-party distribution,
duplicate names, POOT_DISABLE_PLUGINS, broken plugins, best_target."""
from __future__ import annotations

import importlib.metadata as md
import subprocess
import sys

import pytest

import poot_core
from poot_core import plugins
from poot_core.errors import PluginError, TargetUnavailable, UsageError
from poot_core.hookspecs import hookimpl


def test_no_plugin_manager_at_import_time():
    code = ("import sys, poot_core, poot_core.plugins, poot_core.cli, poot_core.exec; "
            "print(poot_core.plugins._registry is None, 'poot_core.oracle.target' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.split() == ["True", "False"]


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


def test_duplicate_target_name_names_both_distributions(clean_registry, fixture_site, monkeypatch):
    monkeypatch.syspath_prepend(str(fixture_site))
    monkeypatch.setenv("FIXTURE_TARGET_NAME", "oracle")
    with pytest.raises(PluginError) as e:
        plugins.targets()
    msg = str(e.value)
    assert "target 'oracle' is registered twice" in msg
    assert "distribution poot 0.1.0" in msg and "distribution poot-fixture-target 0.0.1" in msg
    # disabling the third-party entry point resolves it
    monkeypatch.setenv("POOT_DISABLE_PLUGINS", "fixture")
    plugins.reset()
    assert plugins.targets()["oracle"].distribution == "poot"


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


def test_broken_entry_point_is_a_plugin_error(clean_registry, monkeypatch):
    ep = md.EntryPoint(name="broken", value="poot_no_such_module_xyz", group="poot")
    monkeypatch.setattr(plugins, "_entry_points", lambda: [ep])
    with pytest.raises(PluginError, match="plugin 'broken' .* failed to load: ModuleNotFoundError.*"
                                          "POOT_DISABLE_PLUGINS=broken"):
        plugins.targets()
    monkeypatch.setenv("POOT_DISABLE_PLUGINS", "broken")
    plugins.reset()
    assert plugins.targets() == {}


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
