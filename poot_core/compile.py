"""The one compile pipeline every target goes through, and its artifact cache.

`compile_body(body, target, options)`: the target parses and resolves the options, the body is
verified (once per body: the result is remembered), dominated checks are eliminated (once), then
the target's `codegen` runs on the clean body. `compile_cached` adds a cache keyed by (body content
hash, options hash, target name and version, poot version, the target's `cache_salt()`): in memory
per process (per Target object) and, when POOT_COMPILE_CACHE=1, on disk under `$POOT_CACHE_DIR/compile/`
(poot_core.compile_disk). With POOT_DUMP_DIR set the cache is not read, so every stage is written.
"""
from __future__ import annotations

import hashlib
import weakref
from dataclasses import dataclass
from typing import Any

from . import knobs
from .ir.nodes import Body
from .options import TargetOptions
from .target import Artifact, Target


@dataclass
class _Facts:
    """What the pipeline learnt about one body: its content hash (set once verified) and its
    check-eliminated form (set on first codegen)."""

    digest: str = ""
    clean: Body | None = None


# Body has __slots__ (no weak references): facts are kept by id for the last _FACT_ENTRIES bodies,
# each entry holding its body so the id cannot be reused while the entry lives
_facts: dict[int, tuple[Body, _Facts]] = {}
_FACT_ENTRIES = 1024
_memory: "weakref.WeakKeyDictionary[Target, dict[tuple, Artifact]]" = weakref.WeakKeyDictionary()
_MEMORY_PER_TARGET = 256


def _facts_of(body: Body) -> _Facts:
    entry = _facts.get(id(body))
    if entry is not None and entry[0] is body:
        return entry[1]
    if len(_facts) >= _FACT_ENTRIES:
        _facts.pop(next(iter(_facts)))
    f = _Facts()
    _facts[id(body)] = (body, f)
    return f


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
    from .ir import kir

    return hashlib.sha256(kir.dumps(body).encode()).hexdigest()


def checks_eliminated(body: Body) -> Body:
    """`body` with dominated checks removed (once per body)."""
    f = _facts_of(body)
    if f.clean is None:
        from .passes import checks

        f.clean = checks.eliminate_dominated_checks(body)
    return f.clean


def cache_key(body: Body, target: Target, options: TargetOptions) -> tuple[str, ...]:
    """(body hash, options hash, target name, target version, poot version, target salt)."""
    from . import __version__

    return (verified(body), options.hash(), target.name, target.version or "", __version__, target.cache_salt())


def compile_body(body: Body, target: Target, options: Any = None) -> Artifact:
    """`target.codegen` of `body` (verified, checks eliminated) with `options` parsed by the target;
    not cached."""
    opts = target.parse_options(options)
    verified(body)
    return _codegen(body, target, opts)


def _codegen(body: Body, target: Target, opts: TargetOptions) -> Artifact:
    if target.undeclared_options():  # the older contract: the target's own compile(**options)
        return target.compile(body, **opts.as_dict())
    return target.codegen(checks_eliminated(body) if target.eliminates_checks else body, opts)


def compile_cached(body: Body, target: Target, options: Any = None) -> Artifact:
    """compile_body, cached in memory (and on disk when switched on) by `cache_key`."""
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
    _facts.clear()
    load._imports.clear()
