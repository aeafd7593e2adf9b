"""The target registry: a pluggy manager (project `poot`) over the `poot` entry points, built lazily.

Every target, the built-in oracle included, arrives through an entry point of group `poot`
whose object implements `poot_targets()`. Nothing is loaded at import time; the first call to
`targets()` (or `get_target`, `best_target`) builds the registry and keeps it until `reset()`.

Decisions (documented in README.md):
- a plugin whose entry point fails to load, or whose hook raises or returns something that is
  not a Target, is a PluginError naming the entry point and its distribution, everywhere
  (`poot targets list` included): a broken install is reported, never silently hidden.
  `POOT_DISABLE_PLUGINS=<entry point>` is the way around it.
- `POOT_DISABLE_PLUGINS` names entry points (the plugin is never imported) or target names
  (the target is dropped after loading).
- the same target name from two places is a PluginError naming both distributions.
"""
from __future__ import annotations

import importlib.metadata as md
from dataclasses import dataclass
from typing import Any, Iterable

import pluggy

from . import hookspecs, knobs
from .errors import PluginError, UsageError
from .target import Target

GROUP = "poot"
# `best_target()` prefers real devices, then the NPU, then the CPU oracle; a target that is not
# listed here is never chosen automatically (name it with --target or POOT_TARGET).
PREFERENCE = ("ptx", "rocm", "vulkan", "wgpu", "xdna", "oracle")


@dataclass(frozen=True)
class _Source:
    plugin: str  # entry point (or registration) name
    distribution: str
    version: str


class Registry:
    """A loaded set of targets and where each came from."""

    def __init__(self) -> None:
        self.pm = pluggy.PluginManager(GROUP)
        self.pm.add_hookspecs(hookspecs)
        self.sources: dict[str, _Source] = {}  # plugin name -> source
        self.by_name: dict[str, Target] = {}
        self.origin: dict[str, _Source] = {}  # target name -> source

    def add_plugin(self, plugin: Any, name: str, distribution: str = "", version: str = "") -> None:
        """Register `plugin` (module or object implementing poot_targets) and collect its targets."""
        if self.pm.has_plugin(name):
            prev = self.sources[name]
            raise PluginError(f"plugin {name!r} is registered twice: by {_dist(prev)} and by "
                              f"{_dist(_Source(name, distribution, version))}; uninstall one of them")
        src = _Source(name, distribution, version)
        try:
            self.pm.register(plugin, name=name)
        except Exception as e:  # pluggy validation errors (bad hookimpl signature, unknown hook)
            raise PluginError(f"plugin {name!r} from {_dist(src)} cannot be registered: {e}; "
                              f"fix it, or set POOT_DISABLE_PLUGINS={name}") from e
        try:
            found: list[Target] = []
            for impl in self.pm.hook.poot_targets.get_hookimpls():
                if impl.plugin_name == name:
                    found += self._collect(impl.function, src)
            for t in found:
                if t.name in self.by_name or sum(u.name == t.name for u in found) > 1:
                    other = self.origin.get(t.name, src)
                    raise PluginError(f"target {t.name!r} is registered twice: by {_dist(other)} (plugin "
                                      f"{other.plugin!r}) and by {_dist(src)} (plugin {src.plugin!r}); uninstall "
                                      f"one, or disable one with POOT_DISABLE_PLUGINS=<plugin>")
        except PluginError:
            self.pm.unregister(name=name)
            raise
        self.sources[name] = src
        for t in found:
            t.distribution, t.version = src.distribution, src.version
            self.by_name[t.name] = t
            self.origin[t.name] = src

    def _collect(self, hook, src: _Source) -> list[Target]:
        try:
            got = hook()
            items = list(got) if got is not None else []
        except Exception as e:
            raise PluginError(f"plugin {src.plugin!r} from {_dist(src)} raised in poot_targets(): "
                              f"{type(e).__name__}: {e}; fix it, or set POOT_DISABLE_PLUGINS={src.plugin}") from e
        disabled = knobs.disabled_plugins()
        out = []
        for t in items:
            if not isinstance(t, Target) or not t.name:
                raise PluginError(f"plugin {src.plugin!r} from {_dist(src)} returned {t!r} from poot_targets(); "
                                  "expected poot_core.target.Target instances with a name")
            if t.name not in disabled:
                out.append(t)
        return out


def _dist(src: _Source) -> str:
    return f"distribution {src.distribution or '<none>'} {src.version}".rstrip()


def _entry_points() -> list[md.EntryPoint]:
    """Entry points of group `poot`, one per (distribution, name): a distribution seen twice on
    sys.path (an egg-info in the working directory beside the installed one) counts once."""
    seen, out = set(), []
    for ep in md.entry_points(group=GROUP):
        dist = ep.dist.metadata["Name"] if ep.dist is not None else ""
        key = (dist.lower().replace("_", "-"), ep.name)
        if key not in seen:
            seen.add(key)
            out.append(ep)
    return out


def _build() -> Registry:
    reg = Registry()
    disabled = knobs.disabled_plugins()
    for ep in _entry_points():
        dist = ep.dist.metadata["Name"] if ep.dist is not None else ""
        version = ep.dist.version if ep.dist is not None else ""
        if ep.name in disabled:
            continue
        try:
            plugin = ep.load()
        except Exception as e:
            raise PluginError(f"plugin {ep.name!r} ({ep.value}) from distribution {dist} {version} failed to "
                              f"load: {type(e).__name__}: {e}; fix or uninstall it, or set "
                              f"POOT_DISABLE_PLUGINS={ep.name}") from e
        reg.add_plugin(plugin, ep.name, dist, version)
    return reg


_registry: Registry | None = None


def registry() -> Registry:
    """The process-wide registry, built on first use."""
    global _registry
    if _registry is None:
        _registry = _build()
    return _registry


def reset() -> None:
    """Forget the loaded registry (tests; after installing a plugin or changing POOT_DISABLE_PLUGINS)."""
    global _registry
    _registry = None


def register(plugin: Any, name: str, distribution: str = "<in-process>", version: str = "") -> None:
    """Register a plugin object from Python (no entry point), e.g. a test's fake target."""
    registry().add_plugin(plugin, name, distribution, version)


def targets() -> dict[str, Target]:
    """Every registered target by name (sorted by name)."""
    reg = registry()
    return {n: reg.by_name[n] for n in sorted(reg.by_name)}


def get_target(name: str) -> Target:
    """The target called `name`; UsageError listing the available names otherwise."""
    if isinstance(name, Target):
        return name
    ts = targets()
    if name not in ts:
        hint = ""
        if name in knobs.disabled_plugins():
            hint = " (it is disabled by POOT_DISABLE_PLUGINS)"
        raise UsageError(f"no target named {name!r}{hint}; installed targets: {', '.join(ts) or 'none'}"
                         " (see `poot targets list`)")
    return ts[name]


def best_target() -> Target:
    """The target `poot run` uses by default: POOT_TARGET when set, else the first available
    target in PREFERENCE order (real devices first, the oracle last)."""
    forced = knobs.default_target()
    if forced:
        return get_target(forced)
    ts = targets()
    reasons = []
    for name in PREFERENCE:
        t = ts.get(name)
        if t is None:
            continue
        a = t.probe()
        if a.available:
            return t
        reasons.append(f"{name}: {a.reason or 'unavailable'}")
    from .errors import TargetUnavailable

    raise TargetUnavailable(target="<best>", reason="no installed target can run here"
                            + (" (" + "; ".join(reasons) + ")" if reasons else " (none is installed)"))


def iter_sources() -> Iterable[tuple[str, _Source]]:
    """(target name, where it came from) pairs, for diagnostics."""
    reg = registry()
    return sorted(reg.origin.items())
