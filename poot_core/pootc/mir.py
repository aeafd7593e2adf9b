"""Parser of rustc's `-Zunpretty=stable-mir` text into small MIR dataclasses (no lowering here).

The print (rustc 1.95, -Zmir-opt-level=1) has one `fn NAME(_1: T, ...) -> R {` per body, its
`let` lines, `debug NAME => _N;` lines, and blocks `bbN: { statement; ... terminator; }`.
Statements and rvalues are parsed into a generic tree (places, operands, `Name(args)`
applications, casts, references, aggregates); anything unrecognised is kept as `Opaque` text
so that the lowering can reject it with a located diagnostic instead of guessing.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field

from ..errors import ToolchainError


# --- the tree -------------------------------------------------------------------------
@dataclass(frozen=True)
class Place:
    """`_N` with projections: ('deref',), ('index', local), ('field', n, ty), ('downcast', variant)."""

    local: int
    proj: tuple = ()


@dataclass(frozen=True)
class Operand:
    """`move P` / `copy P` / `P` (kind 'copy'), or a constant's text (kind 'const'; then, and only
    then, `place` is None)."""

    kind: str
    place: Place | None = None
    const: str = ""


@dataclass(frozen=True)
class Apply:
    """`Name(args)`: BinOps, Checked*, Neg/Not, PtrMetadata, Range, discriminant, struct ctors."""

    name: str
    args: tuple


@dataclass(frozen=True)
class CastR:
    op: Operand
    ty: str


@dataclass(frozen=True)
class RefR:
    """`&P`, `&mut P`, `&raw const P`, `&raw mut P` (fake borrows included)."""

    mutable: bool
    raw: bool
    place: Place


@dataclass(frozen=True)
class Aggregate:
    """A tuple `(a, b)` or an array `[a, b]` / `[a; N]`."""

    kind: str
    text: str


@dataclass(frozen=True)
class Opaque:
    """Anything else, kept as text."""

    text: str


@dataclass(frozen=True)
class Assign:
    place: Place | None  # None when the destination could not be parsed
    rvalue: object
    text: str


@dataclass(frozen=True)
class Goto:
    target: int


@dataclass(frozen=True)
class Return:
    pass


@dataclass(frozen=True)
class Unreachable:
    pass


@dataclass(frozen=True)
class Drop:
    """`drop(P) -> ...`: only values with a destructor (heap types) are dropped."""

    place: Place | None
    text: str


@dataclass(frozen=True)
class SwitchInt:
    discr: Operand
    cases: tuple  # ((value, target), ...)
    otherwise: int


@dataclass(frozen=True)
class Assert:
    cond: Operand
    expected: bool
    msg: str
    target: int


@dataclass(frozen=True)
class Call:
    dest: Place | None
    callee: str  # the callee's printed path, e.g. `poot_kernel_intrinsics::thread_index`
    args: tuple  # Operands
    target: int | None
    text: str


@dataclass
class Block:
    stmts: list = field(default_factory=list)
    term: object = None


@dataclass
class Fn:
    name: str
    params: list  # [(local, type text)]
    ret: str
    local_types: dict  # local -> type text (params included)
    debug: list  # [(name, local)] of the simple `debug x => _N;` lines, in print order
    blocks: list  # [Block]

    @property
    def param_names(self) -> dict:
        """Argument local -> the name the fn signature gives it.

        rustc lists the arguments' debug lines first, in signature order, before any binding of
        the body; a later `let a = a[i];` or `let o = out;` (whose copy rustc may fold into the
        argument local itself) adds another line for the same or another local, which must not
        rename the parameter. So only that leading run of argument lines counts; an argument
        the signature does not name (a `_` pattern) has none."""
        args = {local for local, _ in self.params}
        out: dict[int, str] = {}
        for name, local in self.debug:
            if local not in args or local in out:
                break
            out[local] = name
        return out

    @property
    def debug_names(self) -> dict:
        """Local -> a user-facing name: the signature's for arguments; for any other local, the
        name whose last binding it is (a local only shadowed later keeps no name)."""
        last: dict[str, int] = {}
        for name, local in self.debug:
            last[name] = local
        out = {local: name for name, local in last.items()}
        out.update(self.param_names)
        return out


# --- splitting helpers ----------------------------------------------------------------
_OPEN, _CLOSE = "([{<", ")]}>"


def split_top(text: str, sep: str = ",") -> list[str]:
    """Split on `sep` outside (), [], {} and <> nesting and outside string literals."""
    out, depth, cur, i, in_str = [], 0, [], 0, False
    while i < len(text):
        ch = text[i]
        if in_str:
            cur.append(ch)
            if ch == "\\":
                cur.append(text[i + 1] if i + 1 < len(text) else "")
                i += 2
                continue
            if ch == '"':
                in_str = False
        elif ch == '"':
            in_str = True
            cur.append(ch)
        elif ch in _OPEN and not (ch == "<" and _is_less(text, i)):
            depth += 1
            cur.append(ch)
        elif ch in _CLOSE and not (ch == ">" and (text[i - 1:i] == "-" or depth == 0)):
            depth -= 1
            cur.append(ch)
        elif depth == 0 and text.startswith(sep, i):
            out.append("".join(cur).strip())
            cur = []
            i += len(sep)
            continue
        else:
            cur.append(ch)
        i += 1
    tail = "".join(cur).strip()
    if tail or out:
        out.append(tail)
    return out


def _is_less(text: str, i: int) -> bool:
    return text[i - 1:i] == " " and text[i + 1:i + 2] == " "


def _match_close(text: str, start: int) -> int:
    """Index of the bracket closing the one at `start`."""
    pairs = {"(": ")", "[": "]", "{": "}", "<": ">"}
    stack = []
    for i in range(start, len(text)):
        ch = text[i]
        if ch in pairs and not (ch == "<" and _is_less(text, i)):
            stack.append(pairs[ch])
        elif stack and ch == stack[-1] and not (ch == ">" and text[i - 1:i] == "-"):
            stack.pop()
            if not stack:
                return i
    return -1


# --- places, operands, rvalues ---------------------------------------------------------
_LOCAL = re.compile(r"_(\d+)$")
_FIELD = re.compile(r"^\((.*)\.(\d+): (.*)\)$")
_DOWNCAST = re.compile(r"^\((.*) as variant#(\d+)\)$")


def parse_place(text: str) -> Place | None:
    t = text.strip()
    m = _LOCAL.match(t)
    if m:
        return Place(int(m.group(1)))
    if t.endswith("]"):  # P[_N]
        j = t.rfind("[")
        inner = parse_place(t[:j])
        idx = _LOCAL.match(t[j + 1:-1].strip())
        if inner is not None and idx:
            return Place(inner.local, inner.proj + (("index", int(idx.group(1))),))
        return None
    if t.startswith("(*") and t.endswith(")") and _match_close(t, 0) == len(t) - 1:
        inner = parse_place(t[2:-1])
        return Place(inner.local, inner.proj + (("deref",),)) if inner else None
    m = _FIELD.match(t)
    if m and _match_close(t, 0) == len(t) - 1:
        inner = parse_place(m.group(1))
        return Place(inner.local, inner.proj + (("field", int(m.group(2)), m.group(3)),)) if inner else None
    m = _DOWNCAST.match(t)
    if m and _match_close(t, 0) == len(t) - 1:
        inner = parse_place(m.group(1))
        return Place(inner.local, inner.proj + (("downcast", int(m.group(2))),)) if inner else None
    return None


def parse_operand(text: str) -> Operand:
    t = text.strip()
    for kw in ("move ", "copy "):
        if t.startswith(kw):
            p = parse_place(t[len(kw):])
            if p is not None:
                return Operand(kw.strip(), p)
    p = parse_place(t)
    if p is not None:
        return Operand("copy", p)
    return Operand("const", const=t)


_APPLY = re.compile(r"^([A-Za-z_][A-Za-z0-9_:<>, ]*?)\(")


def parse_rvalue(text: str) -> object:
    t = text.strip()
    if t.startswith(("move ", "copy ")) and parse_place(t[5:]) is not None:
        return parse_operand(t)
    if t.startswith("&"):
        m = re.match(r"^&(raw const |raw mut |mut )?(\(fake\) |fake shallow |fake deep )?(.*)$", t)
        if m is None:  # only text with a line break (MIR rvalues have none)
            return Opaque(t)
        kind, rest = (m.group(1) or "").strip(), m.group(3)
        p = parse_place(rest)
        if p is not None:
            return RefR(kind in ("mut", "raw mut"), kind.startswith("raw"), p)
        return Opaque(t)
    parts = split_top(t, " as ")
    if len(parts) == 2:
        return CastR(parse_operand(parts[0]), parts[1])
    if t.startswith("["):
        return Aggregate("array", t)
    if t.startswith("(") and parse_place(t) is None and not t.startswith("(*"):
        return Aggregate("tuple", t)
    m = _APPLY.match(t)
    if m and _match_close(t, m.end() - 1) == len(t) - 1:
        name = m.group(1).strip()
        args = tuple(parse_operand(a) for a in split_top(t[m.end():-1])) if t[m.end():-1].strip() else ()
        return Apply(name, args)
    return parse_operand(t)


# --- statements and terminators ---------------------------------------------------------
_TARGETS = re.compile(r"(\w+): bb(\d+)")


def _targets(text: str) -> dict:
    return {k: int(v) for k, v in _TARGETS.findall(text)}


def parse_stmt(text: str) -> object:
    parts = split_top(text, " = ")
    if len(parts) == 2:
        return Assign(parse_place(parts[0]), parse_rvalue(parts[1]), text)
    return Opaque(text)


def parse_term(text: str) -> object:
    t = text.strip()
    if t == "return":
        return Return()
    if t == "unreachable":
        return Unreachable()
    m = re.match(r"^goto -> bb(\d+)$", t)
    if m:
        return Goto(int(m.group(1)))
    head, _, tail = t.partition(" -> ")
    tg = _targets(tail)
    if head.startswith("drop(") and head.endswith(")"):
        return Drop(parse_place(head[5:-1]), t)
    if head.startswith("switchInt(") and head.endswith(")"):
        cases = tuple((int(v), int(b)) for v, b in re.findall(r"(-?\d+): bb(\d+)", tail))
        if "otherwise" in tg:
            return SwitchInt(parse_operand(head[len("switchInt("):-1]), cases, tg["otherwise"])
    if head.startswith("assert(") and head.endswith(")") and "success" in tg:
        args = split_top(head[len("assert("):-1])
        cond = args[0]
        expected = not cond.startswith("!")
        msg = args[1].strip('"') if len(args) > 1 else ""
        return Assert(parse_operand(cond.lstrip("!")), expected, msg, tg["success"])
    parts = split_top(head, " = ")
    dest, call = (parse_place(parts[0]), parts[1]) if len(parts) == 2 else (None, head)
    if call.endswith(")"):
        depth, j = 0, len(call) - 1
        for j in range(len(call) - 1, -1, -1):
            depth += {")": 1, "(": -1}.get(call[j], 0)
            if depth == 0:
                break
        callee, inner = call[:j].strip(), call[j + 1:-1]
        if callee and not callee.startswith(("drop", "switchInt", "assert")):
            operands = tuple(parse_operand(a) for a in split_top(inner)) if inner.strip() else ()
            return Call(dest, callee, operands, tg.get("return"), t)
    return Opaque(t)


def nodes_in(node):
    """Every parsed MIR node inside `node` (statements, terminators, rvalues, operands, places),
    itself included, depth first."""
    if isinstance(node, (tuple, list)):
        for y in node:
            yield from nodes_in(y)
    elif hasattr(node, "__dataclass_fields__"):
        yield node
        for f in node.__dataclass_fields__:
            yield from nodes_in(getattr(node, f))


def locals_in(node) -> set[int]:
    """Every MIR local a statement, terminator, rvalue or operand mentions."""
    out: set[int] = set()
    for x in nodes_in(node):
        if isinstance(x, Place):
            out.add(x.local)
            out.update(p[1] for p in x.proj if p[0] == "index")
    return out


# --- functions --------------------------------------------------------------------------
_FN = re.compile(r"^fn (.+?)\((.*)\) -> (.*) \{$")
_LET = re.compile(r"^let (?:mut )?\s*_(\d+): (.*);$")
_DEBUG = re.compile(r"^debug (\w+) => _(\d+);$")
_BB = re.compile(r"^bb(\d+): \{$")


def parse(text: str) -> list[Fn]:
    """Every function body of a stable-mir print."""
    fns: list[Fn] = []
    cur: Fn | None = None
    blk: Block | None = None
    lines = text.splitlines()
    for n, raw in enumerate(lines):
        line = raw.strip()
        if not line or line.startswith("//"):
            continue
        if cur is None:
            m = _FN.match(raw)
            if m:
                params = []
                for p in split_top(m.group(2)):
                    pm = re.match(r"^_(\d+): (.*)$", p)
                    if pm:
                        params.append((int(pm.group(1)), pm.group(2)))
                cur = Fn(m.group(1), params, m.group(3), {k: v for k, v in params}, [], [])
            continue
        if blk is None:
            if raw == "}":
                fns.append(cur)
                cur = None
                continue
            m = _LET.match(line)
            if m:
                cur.local_types[int(m.group(1))] = m.group(2)
                continue
            m = _DEBUG.match(line)
            if m:
                cur.debug.append((m.group(1), int(m.group(2))))
                continue
            m = _BB.match(line)
            if m:
                if int(m.group(1)) != len(cur.blocks):
                    raise ToolchainError(f"unexpected stable-mir print: block {line!r} out of order", tool="rustc")
                blk = Block()
                cur.blocks.append(blk)
            continue
        if line == "}":
            if blk.term is None:
                raise ToolchainError(f"unexpected stable-mir print: bb{len(cur.blocks) - 1} of {cur.name} has no terminator",
                                     tool="rustc")
            blk = None
            continue
        if not line.endswith(";"):
            raise ToolchainError(f"unexpected stable-mir print line {n + 1}: {line!r}", tool="rustc")
        body = line[:-1]
        if _is_terminator(body):
            blk.term = parse_term(body)
        else:
            blk.stmts.append(parse_stmt(body))
    return fns


def _is_terminator(body: str) -> bool:
    if body in ("return", "unreachable", "resume", "abort", "terminate") or \
            body.startswith(("goto -> ", "switchInt(", "assert(", "drop(", "tailcall ")):
        return True
    return " -> " in body and re.search(r"-> (\[|unwind )", body) is not None
