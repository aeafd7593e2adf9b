"""The one def/use layer over Kernel IR: the locals a node reads and writes, its operands, a
copy with its locals renamed, and a visitor base that fails loudly on a node it does not handle.

It is generic over the nodes' dataclass fields: a `Local` anywhere in a field (directly, in a
tuple, or inside an rvalue) is a read; an int field annotated `LocalDef` / `LocalUse` in
nodes.py (Assign.dest, the Wmma statements' fragment fields, ...) is a write / a read. A new
node class is covered once it is in one of the unions Rvalue, Stmt or Terminator and its
raw-int local fields carry those annotations.
"""
from __future__ import annotations

import dataclasses
import functools
import types
import typing
from dataclasses import dataclass
from typing import Annotated, Any, Callable

from ..errors import IRError
from . import nodes as N

OPERAND_CLASSES: tuple[type, ...] = (N.Local, N.Const)
RVALUE_CLASSES: tuple[type, ...] = typing.get_args(N.Rvalue)
STMT_CLASSES: tuple[type, ...] = typing.get_args(N.Stmt)
TERM_CLASSES: tuple[type, ...] = typing.get_args(N.Terminator)
NODE_CLASSES: tuple[type, ...] = OPERAND_CLASSES + RVALUE_CLASSES + STMT_CLASSES + TERM_CLASSES
_NODES = frozenset(NODE_CLASSES)


@dataclass(eq=False)
class UnhandledNodeError(IRError):
    """A pass met a node class it has no case for (a node added to nodes.py but not to the pass)."""

    node: str = ""
    visitor: str = ""

    def __str__(self) -> str:
        return (f"{self.visitor} has no case for the IR node {self.node}; teach it {self.node} "
                f"(a Visitor: add visit_{self.node}) - every pass must say what a new node means to it")


def _marker(hint: object) -> str | None:
    """LOCAL_DEF / LOCAL_USE when the annotation (possibly `X | None`) carries one."""
    if typing.get_origin(hint) is Annotated:
        return next((m for m in typing.get_args(hint)[1:] if m in (N.LOCAL_DEF, N.LOCAL_USE)), None)
    if typing.get_origin(hint) in (typing.Union, types.UnionType):
        return next((m for a in typing.get_args(hint) if (m := _marker(a))), None)
    return None


def _layout_of(cls: type) -> tuple[tuple[str, str | None], ...]:
    """(field name, LOCAL_DEF, LOCAL_USE or None) for every field of node class `cls`."""
    hints = typing.get_type_hints(cls, vars(N), include_extras=True)
    return tuple((f.name, _marker(hints[f.name])) for f in dataclasses.fields(cls))


# cached per class; typed as a plain callable (functools.cache's typing wants Hashable arguments,
# which mypy does not see `type(x)` as)
_layout: Callable[[type], tuple[tuple[str, str | None], ...]] = functools.cache(_layout_of)


def local_fields(cls: type) -> tuple[tuple[str, str], ...]:
    """(field name, LOCAL_DEF or LOCAL_USE) for every raw-int local field of node class `cls`."""
    return tuple((name, kind) for name, kind in _layout(cls) if kind)


def _check(x: object, what: str) -> None:
    if type(x) not in _NODES:
        raise IRError(f"{what} expects a Kernel IR operand, rvalue, statement or terminator, "
                      f"not {type(x).__name__}; pass the block's statements and terminator one by one")


def _operands_in(v: object, out: list) -> None:
    if isinstance(v, OPERAND_CLASSES):
        out.append(v)
    elif isinstance(v, tuple):
        for x in v:
            _operands_in(x, out)
    elif type(v) in _NODES:
        for name, kind in _layout(type(v)):
            if kind is None:
                _operands_in(getattr(v, name), out)


def operands(x: object) -> tuple[N.Operand, ...]:
    """The `Local` / `Const` operands `x` reads, in field order, through its rvalue (so the
    operands of an Assign are those of its value); an operand is itself."""
    _check(x, "operands")
    out: list = []
    _operands_in(x, out)
    return tuple(out)


def _locals_read(v: object, out: list) -> None:
    if isinstance(v, N.Local):
        out.append(v.id)
    elif isinstance(v, tuple):
        for x in v:
            _locals_read(x, out)
    elif type(v) in _NODES and not isinstance(v, N.Const):
        for name, kind in _layout(type(v)):
            x = getattr(v, name)
            if kind is None:
                _locals_read(x, out)
            elif kind == N.LOCAL_USE:
                out.append(x)


def uses(x: object) -> tuple[int, ...]:
    """The local ids `x` reads (each once, in field order): its `Local` operands and its
    LocalUse fields (WmmaMma.a/b/c, WmmaStore.src)."""
    _check(x, "uses")
    out: list[int] = []
    _locals_read(x, out)
    return tuple(dict.fromkeys(out))


def defs(x: object) -> tuple[int, ...]:
    """The local ids `x` writes: its LocalDef fields (Assign.dest, AtomicAdd.dest when not
    None, ThreadIndexCall.dest, the Wmma statements' dest)."""
    _check(x, "defs")
    if isinstance(x, OPERAND_CLASSES):
        return ()
    return tuple(dict.fromkeys(v for name, kind in _layout(type(x))
                               if kind == N.LOCAL_DEF and (v := getattr(x, name)) is not None))


def _map(v: object, f: Callable[[int], int]) -> object:
    if isinstance(v, N.Local):
        return N.Local(f(v.id))
    if isinstance(v, tuple):
        return tuple(_map(x, f) for x in v)
    if type(v) in _NODES and not isinstance(v, N.Const):
        kw = {}
        for name, kind in _layout(type(v)):
            x = getattr(v, name)
            kw[name] = _map(x, f) if kind is None else (None if x is None else f(x))
        return type(v)(**kw)
    return v


def map_locals(x: Any, f: Callable[[int], int]) -> Any:
    """A copy of node `x` with every local id it reads or writes replaced by f(id)."""
    _check(x, "map_locals")
    return _map(x, f)


def block_uses(block: N.Block) -> tuple[int, ...]:
    """The locals a block reads before it writes them (its upward-exposed uses), in order."""
    out: dict[int, None] = {}
    written: set[int] = set()
    for x in block.stmts + (block.term,):
        for u in uses(x):
            if u not in written:
                out[u] = None
        written.update(defs(x))
    return tuple(out)


def block_defs(block: N.Block) -> tuple[int, ...]:
    """Every local a block writes (statements and terminator), in order."""
    return tuple(dict.fromkeys(d for x in block.stmts + (block.term,) for d in defs(x)))


class Visitor:
    """Dispatch a node to `visit_<ClassName>(node, ...)`. A node class without such a method
    raises UnhandledNodeError naming the class and the visitor, so a node added to the IR
    fails loudly in every pass that has not been taught it."""

    def visit(self, node: object, *args: Any, **kwargs: Any) -> Any:
        method = getattr(self, "visit_" + type(node).__name__, None)
        if method is None:
            return self.unhandled(node)
        return method(node, *args, **kwargs)

    def unhandled(self, node: object) -> Any:
        raise UnhandledNodeError(node=type(node).__name__, visitor=type(self).__name__)

    @classmethod
    def methods(cls, classes: tuple[type, ...] = NODE_CLASSES) -> dict[type, Callable[..., Any]]:
        """{node class: this visitor's visit method, unbound (call it with the visitor first)} for
        the classes of `classes` it has one for: the dispatch table of a hot loop, built once."""
        return {c: m for c in classes if (m := getattr(cls, "visit_" + c.__name__, None)) is not None}

    @classmethod
    def missing(cls, classes: tuple[type, ...] = NODE_CLASSES) -> tuple[str, ...]:
        """Names of the node classes in `classes` this visitor has no method for."""
        return tuple(c.__name__ for c in classes if not hasattr(cls, "visit_" + c.__name__))
