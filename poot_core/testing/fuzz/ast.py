"""The fuzzer's kernel tree: typed expressions and statements that render to Rust and can be edited.

Every node is a frozen dataclass. An expression is a `Node`: a Rust type, a format string with
`{0}`, `{1}` ... holes and the child expressions that fill them, so one generic walk serves the
renderer, the size measure and the reducer's edits (replace a node by a same-typed child or a
literal). A statement is a `Stmt`: head lines with expression holes and nested blocks. A kernel
declares every local at its top with a literal or expression initialiser, so removing any
statement still leaves valid Rust (the reducer depends on this).
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Iterator

INTS = ("usize", "i32", "u32")
FLOATS = ("f32", "f64", "f16")
NUMERIC = INTS + FLOATS
TYPES = NUMERIC + ("bool",)


@dataclass(frozen=True)
class Node:
    """A typed expression: `fmt` with holes `{0}`.. filled by `kids` (rendered)."""

    ty: str
    fmt: str
    kids: tuple["Node", ...] = ()
    fixed: bool = False  # the reducer must not replace this node (e.g. atomic_add's index local)

    def render(self) -> str:
        if not self.kids:
            return self.fmt
        return self.fmt.format(*(k.render() for k in self.kids))

    def size(self) -> int:
        return 1 + sum(k.size() for k in self.kids)


def lit(ty: str, text: str) -> Node:
    return Node(ty, text)


ZERO = {"usize": "0usize", "i32": "0i32", "u32": "0u32", "f32": "0.0f32", "f64": "0.0f64", "f16": "0.0f16", "bool": "false"}
ONE = {"usize": "1usize", "i32": "1i32", "u32": "1u32", "f32": "1.0f32", "f64": "1.0f64", "f16": "1.0f16", "bool": "true"}


_HOLE = re.compile(r"(\{\d+\})")


@dataclass(frozen=True)
class Stmt:
    """A statement: `head` is a list of lines (holes filled by `exprs`); `blocks` are nested
    statement lists rendered where a line is exactly `{B0}`, `{B1}`, ...; `kind` names it."""

    kind: str
    head: tuple[str, ...]
    exprs: tuple[Node, ...] = ()
    blocks: tuple[tuple["Stmt", ...], ...] = ()
    removable: bool = True

    def render(self, indent: str) -> list[str]:
        vals = [e.render() for e in self.exprs]
        out = []
        for line in self.head:
            if line.startswith("{B") and line.endswith("}") and line[2:-1].isdigit():
                for s in self.blocks[int(line[2:-1])]:
                    out += s.render(indent + "    ")
            else:
                parts = _HOLE.split(line)
                out.append(indent + "".join(vals[int(x[1:-1])] if i % 2 else x.replace("{{", "{").replace("}}", "}")
                                            for i, x in enumerate(parts)))
        return out

    def size(self) -> int:
        return 1 + sum(e.size() for e in self.exprs) + sum(s.size() for b in self.blocks for s in b)


@dataclass(frozen=True)
class Param:
    """A kernel parameter: name, element type, `&mut`, length of the array passed."""

    name: str
    elem: str
    mutable: bool
    length: int
    role: str = "in"  # "in" | "out" | "atomic"


@dataclass(frozen=True)
class Kernel:
    """One generated kernel: signature, launch, consts, local declarations and body."""

    name: str
    params: tuple[Param, ...]
    groups: int
    wgs: int
    wgs_spelling: str | None  # `const WORKGROUP_SIZE: usize = <this>;` (None: the default 64)
    consts: tuple[tuple[str, str, str], ...]  # kernel-local (name, type, expression text)
    decls: tuple[Stmt, ...]  # `let mut v: T = init;` (the init is its expression)
    body: tuple[Stmt, ...]
    wg_arrays: tuple[tuple[int, int], ...] = ()  # (id, slots)
    wg_decls: tuple[tuple[int, str], ...] = ()  # (id, `const WG_ARRAY_<id>` spelling)
    seed: int = 0  # the inputs' seed
    tame: bool = False  # inputs without integer edge values (and no index that may leave its slice)

    def render(self) -> list[str]:
        sig = ", ".join(f"{p.name}: &{'mut ' if p.mutable else ''}[{p.elem}]" for p in self.params)
        out = ["#[kernel]", f"pub fn {self.name}({sig}) {{"]
        if self.wgs_spelling is not None:
            out.append(f"    const WORKGROUP_SIZE: usize = {self.wgs_spelling};")
        for aid, spelling in self.wg_decls:
            out.append(f"    const WG_ARRAY_{aid}: usize = {spelling};")
        for name, ty, text in self.consts:
            out.append(f"    const {name}: {ty} = {text};")
        out.append("    let i = thread_index();")
        for d in self.decls:
            out += d.render("    ")
        for s in self.body:
            out += s.render("    ")
        out.append("}")
        return out

    def size(self) -> int:
        return sum(s.size() for s in self.decls) + sum(s.size() for s in self.body) + len(self.consts)

    @property
    def threads(self) -> int:
        return self.groups * self.wgs


@dataclass(frozen=True)
class Unit:
    """A Rust file of generated kernels: file-level consts, the overflow-check setting, kernels."""

    kernels: tuple[Kernel, ...]
    overflow_checks: bool
    consts: tuple[tuple[str, str, str], ...] = ()
    header: tuple[str, ...] = field(default=())

    def render(self) -> tuple[str, dict[str, tuple[int, int]]]:
        """(source text, kernel name -> (first line, last line), 1-based)."""
        lines = ["#![feature(f16)]", "#![allow(arithmetic_overflow, unconditional_panic, unused)]"]
        if not self.overflow_checks:
            lines.append("// poot: overflow-checks=off")
        lines += list(self.header)
        lines += ["use poot_kernel_intrinsics::*;", ""]
        for name, ty, text in self.consts:
            lines.append(f"const {name}: {ty} = {text};")
        spans = {}
        for k in self.kernels:
            lines.append("")
            first = len(lines) + 1
            lines += k.render()
            spans[k.name] = (first, len(lines))
        return "\n".join(lines) + "\n", spans


# ---------------------------------------------------------------- walking and editing

Path = tuple  # a route to a node: ("body"|"decls", stmt index, ("b", block, index) | ("e", expr index), kid index, ...)


def iter_exprs(node: Node, path: tuple = ()) -> Iterator[tuple[tuple, Node]]:
    yield path, node
    for i, k in enumerate(node.kids):
        yield from iter_exprs(k, path + (i,))


def replace_expr(node: Node, path: tuple, new: Node) -> Node:
    if not path:
        return new
    kids = list(node.kids)
    kids[path[0]] = replace_expr(kids[path[0]], path[1:], new)
    return replace(node, kids=tuple(kids))


def iter_stmts(stmts: tuple[Stmt, ...], path: tuple = ()) -> Iterator[tuple[tuple, Stmt]]:
    for i, s in enumerate(stmts):
        yield path + (i,), s
        for b, block in enumerate(s.blocks):
            yield from iter_stmts(block, path + (i, b))


def get_stmt(stmts: tuple[Stmt, ...], path: tuple) -> Stmt:
    s = stmts[path[0]]
    if len(path) == 1:
        return s
    return get_stmt(s.blocks[path[1]], path[2:])


def edit_stmts(stmts: tuple[Stmt, ...], path: tuple, new: list[Stmt]) -> tuple[Stmt, ...]:
    """Replace the statement at `path` by `new` (zero or more statements)."""
    i = path[0]
    if len(path) == 1:
        return stmts[:i] + tuple(new) + stmts[i + 1:]
    s = stmts[i]
    blocks = list(s.blocks)
    blocks[path[1]] = edit_stmts(blocks[path[1]], path[2:], new)
    return stmts[:i] + (replace(s, blocks=tuple(blocks)),) + stmts[i + 1:]
