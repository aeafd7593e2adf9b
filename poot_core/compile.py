"""The one compile pipeline every target goes through, and its artifact cache.

`compile_body(body, target, options)`: the target parses and resolves the options, the body is
verified (once per body: the result is remembered), checks are eliminated (once: those a dominating
guard repeats, then - unless POOT_CHECK_RANGES=0 - those the range analysis proves, the integer
ops it proves never wrap marked `nowrap`, and the loop-invariant ones are hoisted to their
preheaders), then
the target's `codegen` runs on the clean body: by default `run_stages`, the one runner of every
target's `add_stages(options)` (each stage's function gets the previous stage's output; each
output is written to POOT_DUMP_DIR as `<kernel>.<target>.<stage>` as soon as it exists; the
Artifact holds them all, in order). `compile_cached` adds a cache keyed by (body content
hash, options hash, target name and version, poot version, the target's `cache_salt()`): in memory
per process (per Target object) and, when POOT_COMPILE_CACHE=1, on disk under `$POOT_CACHE_DIR/compile/`
(poot_core.compile_disk). With POOT_DUMP_DIR set the cache is not read, so every stage is written.
"""
from __future__ import annotations

import os
import re
import weakref
from dataclasses import dataclass, field
from typing import Any, Sequence

from . import knobs
from .errors import UsageError
from .ir.nodes import Body
from .memo import IdMemo
from .options import TargetOptions
from .target import Artifact, Stage, StageContext, Target


@dataclass
class _Facts:
    """What the pipeline learnt about one body: its content hash (set once verified) and its
    check-eliminated form (set on first codegen)."""

    digest: str = ""
    clean: dict[bool, Body] = field(default_factory=dict)  # by knobs.check_ranges()


_facts_of: "IdMemo[Body, _Facts]" = IdMemo(lambda body: _Facts(), 1024)  # for the last 1024 bodies
_memory: "weakref.WeakKeyDictionary[Target, dict[tuple, Artifact]]" = weakref.WeakKeyDictionary()
_MEMORY_PER_TARGET = 256


def verified(body: Body) -> str:
    """Verify `body` (VerifyError if ill-formed) unless this body was verified before; its content hash."""
    f = _facts_of(body)
    if not f.digest:
        from .ir.verify import verify

        verify(body)
        f.digest = content_hash(body)
    return f.digest


def content_hash(body: Body) -> str:
    """sha256 of the body's canonical Kernel IR text (equal bodies, equal hashes)."""
    import hashlib

    from .ir import kir

    return hashlib.sha256(kir.dumps(body).encode()).hexdigest()


def checks_eliminated(body: Body) -> Body:
    """`body` with dominated checks removed and, unless POOT_CHECK_RANGES=0, the integer ops the
    range analysis proves never wrap marked `nowrap`, the checks it proves never fail removed and
    the loop-invariant ones hoisted (once per body and setting)."""
    f = _facts_of(body)
    ranges = knobs.check_ranges()
    if ranges not in f.clean:
        from .passes import checks, hoist_checks, range_checks
        from .passes.nowrap import strip_nowrap

        # nowrap marks are this pipeline's own proofs: any the body arrives with are not trusted
        clean = checks.eliminate_dominated_checks(strip_nowrap(body))
        if ranges:
            clean = hoist_checks.hoist_invariant_checks(range_checks.range_passes(clean)[0])[0]
        f.clean[ranges] = clean
    return f.clean[ranges]


def cache_key(body: Body, target: Target, options: TargetOptions) -> tuple[str, ...]:
    """(body hash, options hash, target name, target version, poot version, target salt, check
    elimination setting)."""
    from . import __version__

    return (verified(body), options.hash(), target.name, target.version or "", __version__, target.cache_salt(),
            "ranges+nowrap" if knobs.check_ranges() else "dominated")


def compile_body(body: Body, target: Target, options: Any = None) -> Artifact:
    """`target.codegen` of `body` (verified, checks eliminated) with `options` parsed by the target;
    not cached."""
    opts = target.parse_options(options)
    verified(body)
    return _codegen(body, target, opts)


def _codegen(body: Body, target: Target, opts: TargetOptions) -> Artifact:
    if target.undeclared_options():  # the older contract: the target's own compile(**options)
        art = target.compile(body, **opts.as_dict())
    else:
        clean = checks_eliminated(body) if target.eliminates_checks else body
        shaped = launch_shaped(body, clean, target, opts)
        art = target.codegen(shaped[0] if shaped else clean, opts)
        if shaped:  # poot_core.runtime launches it for the virtual grid
            from dataclasses import replace

            art = replace(art, meta={**art.meta, "launch": shaped[1]})
        if type(target).codegen is Target.codegen:  # run_stages wrote each stage as it was made
            return art
    if knobs.dump_dir():  # a target that made its artifact itself: its stages are written now
        for stage in getattr(art, "stages", ()):
            if isinstance(stage, tuple) and len(stage) == 2 and isinstance(stage[0], str) \
                    and isinstance(stage[1], (bytes, str)):
                name = stage[0] if _STAGE_NAME.fullmatch(stage[0]) else _file_part(stage[0])
                dump_stage(body.name, target.name, name, stage[1])
    return art


_STAGE_NAME = re.compile(r"[A-Za-z0-9_.-]+")
_targets: "weakref.WeakValueDictionary[str, Target]" = weakref.WeakValueDictionary()  # by name, for fallbacks


def launch_shaped(body: Body, clean: Body, target: Target, opts: TargetOptions):
    """(physical body, LaunchShape) of `clean` (`body` check-eliminated) under the resolved
    launch options (options.LaunchOptions: `coarsen`, `relaunch`), or None when they leave the
    body as it is (off, or the body does not qualify: poot_core.passes.coarsen)."""
    from .options import LaunchOptions

    if not isinstance(opts, LaunchOptions) or (opts.coarsen == "off" and not opts.relaunch):
        return None
    from dataclasses import replace

    from .passes import coarsen

    vector = 1 if opts.coarsen == "off" else coarsen.default_vector(clean) if opts.coarsen in ("on", "auto") \
        else int(opts.coarsen)
    # the reshaped launch runs extra (inert) virtual threads past the grid the range analysis
    # assumed, so no op keeps a nowrap flag proven for the declared grid only
    from .passes.nowrap import strip_nowrap

    got = coarsen.transform(strip_nowrap(clean), vector, opts.relaunch or 0)
    if got is None:
        return None
    phys, shape = got
    from .ir.verify import verify

    verify(phys)  # the pass's output is a body like any other (a pass bug is a VerifyError, not bad code)
    _targets[target.name] = target
    return phys, replace(shape, original=body, fallback_options=replace(opts, coarsen="off", relaunch=0))


def fallback_artifact(art: Artifact) -> Artifact:
    """The uncoarsened artifact at the declared workgroup size for the coarsened/relaunched `art`,
    for a launch whose extra virtual threads are not provably inert (compiled once, cached)."""
    from . import plugins

    shape = art.meta["launch"]
    target = _targets.get(art.target) or plugins.get_target(art.target)
    return compile_cached(shape.original, target, shape.fallback_options)


def run_stages(target: Target, body: Body, options: TargetOptions) -> Artifact:
    """The Artifact of `target.add_stages(options)` run on `body`: the first stage's function gets
    `body`, each next one the previous one's output, all of them one StageContext (whose `meta`
    becomes the Artifact's); every output (bytes or text) is written to POOT_DUMP_DIR as soon as
    it exists (`dump_stage`), so a failing stage leaves the ones before it. A malformed stage list
    or output is a TypeError (a bug of the target: the plugin boundary makes it a PluginError)."""
    stages = _checked(target.name, target.add_stages(options))
    ctx = StageContext(target.name, body, options)
    made: list[tuple[str, bytes | str]] = []
    src: Any = body
    for name, fn in stages:
        src = fn(src, ctx)
        if not isinstance(src, (bytes, str)):
            raise TypeError(f"stage {name!r} of target {target.name!r} returned {type(src).__name__}; a stage "
                            "returns bytes or str")
        made.append((name, src))
        dump_stage(body.name, target.name, name, src)
    return Artifact(target.name, body.name, tuple(made), body, ctx.meta)


def _checked(target: str, stages: Any) -> Sequence[Stage]:
    """`stages` (add_stages' result) when it is a non-empty sequence of (name, function) with
    distinct names of letters, digits, `_`, `-` and `.`; TypeError otherwise."""
    ok = isinstance(stages, (list, tuple)) and len(stages) > 0 and all(
        isinstance(s, tuple) and len(s) == 2 and isinstance(s[0], str) and _STAGE_NAME.fullmatch(s[0])
        and callable(s[1]) for s in stages) and len({s[0] for s in stages}) == len(stages)
    if not ok:
        raise TypeError(f"add_stages(options) of target {target!r} returned {stages!r:.200}; it must return a "
                        "non-empty list of (name, function) pairs with distinct names of letters, digits, _, - and .")
    return stages


def _file_part(name: str) -> str:
    """`name` with every character but letters, digits, `_` and `-` replaced by `_`."""
    return re.sub(r"[^A-Za-z0-9_-]", "_", name) or "_"


def dump_path(directory: str, kernel: str, target: str, stage: str) -> str:
    """Where POOT_DUMP_DIR keeps one stage: `<dir>/<kernel>.<target>.<stage>` (in the kernel and
    target names every character but letters, digits, `_` and `-` becomes `_`)."""
    return os.path.join(directory, f"{_file_part(kernel)}.{_file_part(target)}.{stage}")


def dump_stage(kernel: str, target: str, stage: str, data: bytes | str) -> None:
    """With POOT_DUMP_DIR set, write one stage's output there (`dump_path`; text as UTF-8, so the
    file holds the bytes `Artifact.final` would); UsageError when the folder cannot be written."""
    d = knobs.dump_dir()
    if not d:
        return
    path = dump_path(d, kernel, target, stage)
    try:
        os.makedirs(d, exist_ok=True)
        with open(path, "wb") as f:
            f.write(data if isinstance(data, bytes) else data.encode())
    except OSError as e:
        raise UsageError(f"POOT_DUMP_DIR={d}: cannot write {path}: {e.strerror or e}; set it to a folder "
                         "poot can create and write, or unset it") from None


_recent: dict[tuple, tuple[tuple, Artifact, Body, Target]] = {}  # _fast_key -> (knobs, artifact, body, target)
_RECENT = 256


def _fast_key(body: Body, target: Target, options: Any) -> tuple | None:
    """A key for the repeated call with the same body, target and options objects (None when
    `options` is not hashable as given): it skips parsing the options, hashing them and asking the
    device for the target's salt, valid while no switch the process has read changes."""
    if options is None:
        k: Any = None
    elif isinstance(options, dict):
        k = ("dict", tuple(sorted(options.items())))
    elif isinstance(options, (list, tuple)):
        k = ("seq", tuple(options))
    else:
        k = ("obj", options)
    try:
        hash(k)
    except TypeError:
        return None
    return (id(body), id(target), k)


def compile_cached(body: Body, target: Target, options: Any = None) -> Artifact:
    """compile_body, cached in memory (and on disk when switched on) by `cache_key`; the same call
    again (the same body, target and options objects, no switch changed) is one dict lookup."""
    fast = _fast_key(body, target, options)
    if fast is not None:
        hit = _recent.get(fast)
        if hit is not None and hit[2] is body and hit[3] is target and hit[0] == knobs.fingerprint():
            return hit[1]
    art = _compile_cached(body, target, options)
    if fast is not None and not knobs.dump_dir():
        if len(_recent) >= _RECENT:
            _recent.pop(next(iter(_recent)))
        _recent[fast] = (knobs.fingerprint(), art, body, target)
    return art


def _compile_cached(body: Body, target: Target, options: Any = None) -> Artifact:
    from . import compile_disk

    opts = target.parse_options(options)
    key = cache_key(body, target, opts)
    reuse = not knobs.dump_dir()
    memory = _memory.setdefault(target, {})
    art = memory.get(key) if reuse else None
    if art is None and reuse:
        art = compile_disk.load(key)
    if art is None:
        art = _codegen(body, target, opts)
        compile_disk.store(key, art)
    if len(memory) >= _MEMORY_PER_TARGET:
        memory.pop(next(iter(memory)))
    memory[key] = art
    return art


def clear_memory() -> None:
    """Forget every artifact, import and body fact held in this process (the disk cache stays)."""
    from .exec import load

    _memory.clear()
    _recent.clear()
    _facts_of.clear()
    load._imports.clear()
