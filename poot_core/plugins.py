"""The target registry: a pluggy manager (project `poot`) over the `poot` entry points, built lazily.

Every target, the built-in oracle included, arrives through an entry point of group `poot`
whose object implements `poot_targets()`. Nothing is loaded at import time (pluggy included); the
first call to `targets()` (or `get_target`, `best_target`) builds the registry and keeps it until
`reset()`. The entry points are read from the distributions' metadata directories on sys.path
(`_entry_points`), not through importlib.metadata, whose import alone (email, zipfile, csv, ...)
cost more than the scan.

Decisions (documented in README.md and docs/plugins.md):
- plugins must not take each other down. A plugin whose entry point fails to load, whose
  `poot_targets()` raises or returns something that is not a named Target, or a target name
  that two plugins register, is recorded as broken (`Broken`: the entry point, its distribution
  and version, and the PluginError saying what it did wrong) instead of aborting the registry.
  Every other target keeps working; `poot targets list` shows the broken one as a row marked
  broken with its error; only naming it (`get_target`, `--target`, POOT_TARGET) raises that
  PluginError. A name registered twice is broken for both (which one was meant is unknown):
  disable one with POOT_DISABLE_PLUGINS. `best_target()` never picks a broken target.
- `register()` (a plugin registered from Python, e.g. a test's fake) is strict instead: it
  raises the PluginError at once and registers nothing of that plugin.
- every target accepted is passed through `poot_core.target.guard`, the one boundary between
  the core and plugin code: an exception other than a PootError escaping a plugin's method is a
  PluginError naming the target, its distribution, the method and the exception.
- `POOT_DISABLE_PLUGINS` names entry points (the plugin is never imported) or target names
  (the target is dropped after loading).
- naming a first-party target that is not installed says which distribution provides it and
  the pip command (FIRST_PARTY).
"""
from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from typing import Any, Iterable

from . import knobs
from .errors import PluginError, PootError, UsageError
from .target import PluginOrigin, Target, guard

GROUP = "poot"
# `best_target()` prefers real devices, then the NPU, then the CPU oracle; a target that is not
# listed here is never chosen automatically (name it with --target or POOT_TARGET).
PREFERENCE = ("ptx", "rocm", "vulkan", "wgpu", "xdna", "oracle")
# poot's own targets outside the core: target name -> (distribution, extra of `poot` installing it)
FIRST_PARTY = {"vulkan": ("poot-vulkan", "vulkan"), "wgpu": ("poot-wgpu", "wgpu"), "ptx": ("poot-ptx", "ptx"),
               "rocm": ("poot-rocm", "rocm"), "xdna": ("poot-xdna", "xdna")}


@dataclass(frozen=True)
class _Source:
    plugin: str  # entry point (or registration) name
    distribution: str
    version: str


@dataclass(frozen=True)
class Broken:
    """A plugin, or a target name, that could not be registered: what `poot targets list` shows
    as a broken row and what naming it raises.

    name: the target name where known (a clash, a junk item of a named plugin), else the plugin's;
    kind: "load" (the entry point failed to import), "register", "hook" (poot_targets() raised),
    "junk" (it returned something that is not a named Target) or "duplicate"."""

    name: str
    plugin: str
    distribution: str
    version: str
    entry_point: str  # the entry point's value (module:attr); "" for a plugin registered from Python
    kind: str
    error: PluginError

    @property
    def reason(self) -> str:
        return str(self.error)


class Registry:
    """A loaded set of targets, where each came from, and the plugins that are broken."""

    def __init__(self) -> None:
        import pluggy

        from . import hookspecs

        self.pm = pluggy.PluginManager(GROUP)
        self.pm.add_hookspecs(hookspecs)
        self.sources: dict[str, _Source] = {}  # plugin name -> source
        self.by_name: dict[str, Target] = {}
        self.origin: dict[str, _Source] = {}  # target name -> source
        self.broken: dict[str, Broken] = {}  # name -> why it is broken

    def add_plugin(self, plugin: Any, name: str, distribution: str = "", version: str = "",
                   entry_point: str = "", strict: bool = True) -> None:
        """Register `plugin` (module or object implementing poot_targets) and collect its targets.
        strict: raise the first PluginError and register nothing of it; else record what is broken
        and keep what works."""
        src = _Source(name, distribution, version)

        def broken(err: PluginError, kind: str, target: str = "") -> None:
            if strict:
                raise err
            self._mark(Broken(target or name, name, distribution, version, entry_point, kind, err))

        if self.pm.has_plugin(name) or name in self.sources:
            prev = self.sources.get(name, src)
            return broken(PluginError(f"plugin {name!r} is registered twice: by {_dist(prev)} and by {_dist(src)}; "
                                      "uninstall one of them"), "duplicate")
        try:
            self.pm.register(plugin, name=name)
        except Exception as e:  # pluggy validation errors (bad hookimpl signature, unknown hook)
            return broken(PluginError(f"plugin {name!r} from {_dist(src)} cannot be registered: {_line(e)}; "
                                      f"fix it, or set POOT_DISABLE_PLUGINS={name}"), "register")
        found: list[Target] = []
        problems: list[tuple[PluginError, str]] = []
        for impl in self.pm.hook.poot_targets.get_hookimpls():
            if impl.plugin_name == name:
                got, problem = self._collect(impl.function, src)
                found += got
                problems += [problem] if problem else []
        clashes = [(t, self._clash(t.name, src, [u for u in found if u.name == t.name]))
                   for t in found if t.name in self.by_name or t.name in self.broken and
                   self.broken[t.name].kind == "duplicate" or sum(u.name == t.name for u in found) > 1]
        if strict and (problems or clashes):
            self.pm.unregister(name=name)
            raise (problems[0][0] if problems else clashes[0][1])
        self.sources[name] = src
        for err, kind in problems:
            self._mark(Broken(name, name, distribution, version, entry_point, kind, err))
        clashed = {t.name for t, _ in clashes}
        for t, err in clashes:
            self._clash_out(t.name, src, entry_point, err)
        origin = PluginOrigin(name, distribution, version)
        for t in found:
            if t.name in clashed:
                continue
            t.distribution, t.version = src.distribution, src.version
            self.by_name[t.name] = guard(t, origin)
            self.origin[t.name] = src

    def _clash(self, tname: str, src: _Source, same: list[Target]) -> PluginError:
        other = self.origin.get(tname)
        if other is None and tname in self.broken:
            b = self.broken[tname]
            other = _Source(b.plugin, b.distribution, b.version)
        other = other or src
        return PluginError(f"target {tname!r} is registered twice: by {_dist(other)} (plugin {other.plugin!r}) and by "
                           f"{_dist(src)} (plugin {src.plugin!r}); uninstall one, or disable one with "
                           "POOT_DISABLE_PLUGINS=<plugin>")

    def _clash_out(self, tname: str, src: _Source, entry_point: str, err: PluginError) -> None:
        """Both holders of the clashing name `tname` are out; the name is broken."""
        if tname in self.broken and self.broken[tname].kind == "duplicate":
            return  # already broken by an earlier clash
        other = self.origin.pop(tname, src)
        self.by_name.pop(tname, None)
        plugins_ = ", ".join(dict.fromkeys([other.plugin, src.plugin]))
        dists = ", ".join(dict.fromkeys([other.distribution or "<none>", src.distribution or "<none>"]))
        versions = ", ".join(dict.fromkeys([other.version, src.version]))
        self.broken[tname] = Broken(tname, plugins_, dists, versions, entry_point, "duplicate", err)

    def _mark(self, b: Broken) -> None:
        key, n = b.name, 2
        while key in self.broken:  # one plugin broken in two ways: keep both rows
            key, n = f"{b.name}#{n}", n + 1
        self.broken[key] = b

    def _collect(self, hook, src: _Source) -> tuple[list[Target], tuple[PluginError, str] | None]:
        """The targets `hook` returns (those not disabled) and what was wrong with it, if anything."""
        fix = f"fix it, or set POOT_DISABLE_PLUGINS={src.plugin}"
        try:
            got = hook()
            items = list(got) if got is not None else []
        except Exception as e:
            return [], (PluginError(f"plugin {src.plugin!r} from {_dist(src)} raised in poot_targets(): "
                                    f"{type(e).__name__}: {_line(e)}; {fix}"), "hook")
        disabled = knobs.disabled_plugins()
        out, junk = [], []
        for t in items:
            if not isinstance(t, Target) or not isinstance(t.name, str) or not t.name:
                junk.append(t)
            elif t.name not in disabled:
                out.append(t)
        if junk:
            return out, (PluginError(f"plugin {src.plugin!r} from {_dist(src)} returned {_line(repr(junk[0]))} from "
                                     "poot_targets(); expected poot_core.target.Target instances with a name; "
                                     + fix), "junk")
        return out, None

    def broken_for(self, name: str) -> Broken | None:
        """What makes the target `name` unusable, if it is broken: a broken record of that name,
        of a plugin of that name, or of the first-party distribution that provides it."""
        if name in self.broken:
            return self.broken[name]
        for b in self.broken.values():
            if b.plugin == name:
                return b
        if name in FIRST_PARTY:
            dist = FIRST_PARTY[name][0]
            for b in self.broken.values():
                if _norm(b.distribution) == dist:
                    return b
        return None


def _dist(src: _Source) -> str:
    return f"distribution {src.distribution or '<none>'} {src.version}".rstrip()


def _norm(dist: str) -> str:
    return dist.lower().replace("_", "-")


def _line(x: object) -> str:
    text = " ".join(str(x).split())
    return text if len(text) <= 300 else text[:297] + "..."


class _Dist:
    """A distribution's metadata directory (`*.dist-info`, `*.egg-info`): `metadata` holds the
    Name and Version headers of its METADATA (PKG-INFO in an egg-info), read when first asked."""

    def __init__(self, path: str):
        self.path = path
        self._meta: dict[str, str] | None = None

    @property
    def metadata(self) -> dict[str, str]:
        if self._meta is None:
            meta = {"Name": "", "Version": ""}
            name = "PKG-INFO" if self.path.endswith(".egg-info") else "METADATA"
            try:
                with open(os.path.join(self.path, name), encoding="utf-8", errors="replace") as f:
                    for line in f:  # the headers end at the first blank line
                        if not line.strip():
                            break
                        key, sep, value = line.partition(":")
                        if sep and key in meta and not meta[key]:
                            meta[key] = value.strip()
            except OSError:
                pass
            self._meta = meta
        return self._meta

    @property
    def version(self) -> str:
        return self.metadata["Version"]


@dataclass(frozen=True)
class EntryPoint:
    """One `name = value` of a distribution's `[poot]` entry points (the fields importlib.metadata's
    EntryPoint has that the registry uses; tests give it those too)."""

    name: str
    value: str  # module[:attr] [extras]
    dist: _Dist | None = None

    def load(self) -> Any:
        """The object the value names: its module imported, then each attribute in turn."""
        import importlib

        module, _, attr = self.value.partition("[")[0].strip().partition(":")
        obj = importlib.import_module(module.strip())
        for a in attr.strip().split(".") if attr.strip() else ():
            obj = getattr(obj, a)
        return obj


def _dist_key(dir_name: str) -> str:
    """The normalised distribution name of a metadata directory's name (`name-version.dist-info`,
    `name.egg-info`), as importlib.metadata compares them."""
    return re.sub(r"[-_.]+", "-", dir_name.rpartition(".")[0].partition("-")[0]).lower()


def _group(text: str, group: str) -> list[tuple[str, str]]:
    """The (name, value) pairs of section `[group]` of an entry_points.txt."""
    out, inside = [], False
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("[") and line.endswith("]"):
            inside = line[1:-1].strip() == group
        elif inside:
            name, sep, value = line.partition("=")
            if sep:
                out.append((name.strip(), value.strip()))
    return out


def _entry_points() -> list[EntryPoint]:
    """Entry points of group `poot`: the `entry_points.txt` of every distribution's metadata
    directory on sys.path, in sys.path order (zipped distributions are not read). A distribution
    seen twice (an egg-info in the working directory beside the installed one) counts once, the
    first one found, as in importlib.metadata."""
    seen, out = set(), []
    for entry in sys.path:
        where = entry or "."
        try:
            names = os.listdir(where)
        except OSError:  # a zip file, a missing directory
            continue
        for name in names:
            if not name.endswith((".dist-info", ".egg-info")):
                continue
            key = _dist_key(name)
            if key in seen:
                continue
            seen.add(key)
            path = os.path.join(where, name)
            try:
                with open(os.path.join(path, "entry_points.txt"), encoding="utf-8") as f:
                    pairs = _group(f.read(), GROUP)
            except (OSError, UnicodeDecodeError):
                continue
            dist = _Dist(path)
            out += [EntryPoint(n, v, dist) for n, v in pairs]
    return out


def _build() -> Registry:
    reg = Registry()
    disabled = knobs.disabled_plugins()
    for ep in _entry_points():
        dist = (ep.dist.metadata["Name"] or "") if ep.dist is not None else ""
        version = (ep.dist.version or "") if ep.dist is not None else ""
        if ep.name in disabled:
            continue
        try:
            plugin = ep.load()
        except Exception as e:  # ImportError, or anything its import raised: this plugin is out, not poot
            err = PluginError(f"plugin {ep.name!r} ({ep.value}) from distribution {dist} {version} failed to load: "
                              f"{type(e).__name__}: {_line(e)}; fix or reinstall it, or set "
                              f"POOT_DISABLE_PLUGINS={ep.name}")
            reg._mark(Broken(ep.name, ep.name, dist, version, ep.value, "load", err))
            continue
        reg.add_plugin(plugin, ep.name, dist, version, entry_point=ep.value, strict=False)
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
    """Register a plugin object from Python (no entry point), e.g. a test's fake target; strict:
    a PluginError at once for a broken one, and nothing of it is registered."""
    registry().add_plugin(plugin, name, distribution, version, strict=True)


def targets() -> dict[str, Target]:
    """Every working registered target by name (sorted by name); broken ones are in `broken()`."""
    reg = registry()
    return {n: reg.by_name[n] for n in sorted(reg.by_name)}


def broken() -> list[Broken]:
    """Every broken plugin or target name (sorted by name), with its error."""
    reg = registry()
    return [reg.broken[k] for k in sorted(reg.broken)]


def get_target(name: str) -> Target:
    """The target called `name`. The PluginError of a broken one; UsageError listing the available
    names otherwise (and, for a first-party target not installed, the pip command installing it)."""
    if isinstance(name, Target):
        return name
    if not isinstance(name, str):
        raise UsageError(f"a target is named by a str (or given as a Target), not {type(name).__name__}")
    reg = registry()
    if name in reg.by_name:
        return reg.by_name[name]
    b = reg.broken_for(name)
    if b is not None:
        raise PluginError(f"target {name!r} cannot be used: {b.error}") from b.error
    ts = targets()
    if name in knobs.disabled_plugins():
        hint = " (it is disabled by POOT_DISABLE_PLUGINS)"
    elif name in FIRST_PARTY:
        dist, extra = FIRST_PARTY[name]
        hint = f"; it is provided by the distribution {dist}: pip install 'poot[{extra}]'"
    else:
        hint = ""
    raise UsageError(f"no target named {name!r}{hint}; installed targets: {', '.join(ts) or 'none'}"
                     " (see `poot targets list`)")


def best_target() -> Target:
    """The target `poot run` uses by default: POOT_TARGET when set, else the first available
    target in PREFERENCE order (real devices first, the oracle last); a broken target, or one
    whose probe fails, is skipped."""
    forced = knobs.default_target()
    if forced:
        return get_target(forced)
    reg = registry()
    reasons = []
    for name in PREFERENCE:
        t = reg.by_name.get(name)
        if t is None:
            if reg.broken_for(name) is not None:
                reasons.append(f"{name}: its plugin is broken (see `poot targets list`)")
            continue
        try:
            a = t.probe()
        except PootError as e:  # a probe that raised (a PluginError from the guard)
            reasons.append(f"{name}: {e}")
            continue
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
