"""Lower one parsed Stable MIR kernel fn to a Kernel IR Body, or collect located diagnostics.

MIR block N becomes IR block N (checks and traps append new blocks); blocks are lowered in
reverse postorder so every symbolic local is defined before it is used. Slices, element
references, ranges, slice iterators, their `Option` items and the `(T, bool)` of checked
arithmetic have no IR locals: they are symbolic values whose parts are IR locals, which is how
a `for` loop's iterator calls turn back into a counted loop (its `otherwise: unreachable` arm
disappears because the loop's switch is on a bool). Anything else is rejected.
"""
from __future__ import annotations

import functools
import re
from dataclasses import replace
from typing import TYPE_CHECKING, Sequence

from ..errors import Span, UnsupportedInKernel
from ..ir import nodes as N
from ..ir.types import BOOL, USIZE, Scalar
from . import consts, mir
from . import rtypes as RT

if TYPE_CHECKING:
    from .importer import LoweringInput

BINOPS = {"Add": "add", "Sub": "sub", "Mul": "mul", "Div": "div", "Rem": "rem", "BitAnd": "and",
          "BitOr": "or", "BitXor": "xor", "Shl": "shl", "Shr": "shr", "Eq": "eq", "Ne": "ne", "Lt": "lt",
          "Le": "le", "Gt": "gt", "Ge": "ge"}
CHECKED = {"CheckedAdd": "add", "CheckedSub": "sub", "CheckedMul": "mul"}
UNOPS = {"Neg": "neg", "Not": "not"}


_SPANNED = (N.Store, N.WorkgroupLocalWrite, N.VectorStore, N.AtomicAdd)  # memory statements (and Assign of a load)


class Reject(Exception):
    """One unsupported construct; caught per statement so every diagnostic is collected."""


def _elem(t: RT.T) -> Scalar:
    """The element scalar of a classified type that has one (scalar, checked, ...)."""
    if t.elem is None:
        raise Reject(f"internal: a `{t.kind}` type has no element type")
    return t.elem


TRAP_HEADS = {"bounds": "index out of bounds", "overflow": "arithmetic overflow", "divide": "division by zero",
              "shift": "shift amount too large", "unreachable": "entered unreachable code"}


def trap_kind(msg: str) -> str | None:
    if msg.startswith("index out of bounds"):
        return "bounds"
    if "by zero" in msg or "divisor of zero" in msg:
        return "divide"
    if "shift" in msg:
        return "shift"
    if "overflow" in msg:
        return "overflow"
    return None


_PANICKING = re.compile(r"\b(assert|assert_eq|assert_ne|panic|unreachable|todo|unimplemented)\s*!\s*[(\[{]")
_DEBUG_ASSERT = re.compile(r"\b(debug_assert(?:_eq|_ne)?\s*!|debug_assertions\b)")


def _strip_comments_and_strings(lines: Sequence[str]) -> list[str]:
    """The source with comments, string and char literals blanked (same line and column layout)."""
    text = "\n".join(lines)
    pat = re.compile(r"//[^\n]*|/\*.*?\*/|b?r(#*)\".*?\"\1|b?\"(?:\\.|[^\"\\])*\"|'(?:\\.|[^'\\\n])'", re.S)
    blank = pat.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), text)
    return blank.split("\n")


def _balanced(text: str, start: int) -> str:
    """The bracketed text starting at the bracket `text[start]` (to the end if unbalanced)."""
    close = {"(": ")", "[": "]", "{": "}"}
    stack = []
    for i in range(start, len(text)):
        if text[i] in close:
            stack.append(close[text[i]])
        elif stack and text[i] == stack[-1]:
            stack.pop()
            if not stack:
                return text[start:i + 1]
    return text[start:]


class Lowerer:
    """The mutable state of lowering one kernel; everything it reads comes in one frozen
    LoweringInput (pootc/importer.py)."""

    def __init__(self, inp: LoweringInput) -> None:
        fn = inp.fn
        self.fn, self.name, self.fspans, self.diag_file = fn, inp.name, inp.fspans, inp.diag_file
        self.names = fn.debug_names  # local -> user-facing name (parameters: the signature's)
        self.local_paths, self.items = inp.local_paths, inp.items
        self.workgroup_size, self.wg_sizes = inp.workgroup_size, inp.wg_sizes
        self.primary: list[UnsupportedInKernel] = []
        self.secondary: list[UnsupportedInKernel] = []
        self.failed = False
        self.named_consts = inp.named_consts
        self.rel_file = inp.rel_file
        self.allocs = inp.allocs  # alloc id -> static item name (from the MIR print)
        self.source_lines = inp.source_lines
        fspans = inp.fspans
        self.last_span: Span | None = fspans.fn_span if fspans else None
        self.params: list[N.Param] = []
        self.locals: list[N.LocalDecl] = []
        self.ir: dict[int, int] = {}  # MIR scalar local -> IR local
        self.sym: dict[int, tuple] = {}  # MIR local -> symbolic value
        self.consts: dict[int, N.Const] = {}  # MIR local assigned once with a constant value
        self.local_consts: dict[int, N.Const] = {}  # the same, by IR local
        self.types: dict[int, RT.T] = {}
        self.out: list[list] = [[[], None] for _ in fn.blocks]
        self.cur = 0
        self.site = 0
        self.wg_used: set[int] = set()
        self.pos = (0, -1)
        self.assign_count: dict[int, int] = {}
        for b in fn.blocks:
            for s in b.stmts:
                if isinstance(s, mir.Assign) and s.place is not None and not s.place.proj:
                    self.assign_count[s.place.local] = self.assign_count.get(s.place.local, 0) + 1
            if isinstance(b.term, mir.Call) and b.term.dest is not None and not b.term.dest.proj:
                self.assign_count[b.term.dest.local] = self.assign_count.get(b.term.dest.local, 0) + 1

    # --- diagnostics and spans ---------------------------------------------------------
    def span(self, block: int, index: int) -> Span | None:
        """The source span of a statement (index -1: the terminator), if it lies in the kernel's
        file; inside a macro from std, the last span seen in the kernel's file."""
        sp = self.own_span(block, index)
        if sp is not None:
            self.last_span = sp
            return sp
        return self.last_span

    def macro_site(self) -> Span | None:
        """Where a std macro (panic!, unreachable!, vec!, ...) whose expansion failed is invoked:
        the first `name!(` of the kernel's own lines after the last span seen in the kernel's
        file, else the nearest one before it (blocks are lowered in reverse postorder, so the
        code after a macro may have been seen first). Never a line of another fn."""
        sp = self.last_span
        if sp is None or not self.source_lines:
            return sp
        first, last = self.kernel_lines()
        last = min(last, len(self.source_lines))
        text = self.code_lines
        rx = re.compile(r"\b[A-Za-z_]\w*!\s*[(\[{]")
        for n in range(sp.line - 1, last):
            start = sp.col - 1 if n == sp.line - 1 else 0
            m = rx.search(text[n][start:])
            if m:
                return Span(sp.file, n + 1, start + m.start() + 1)
        for n in range(min(sp.line, last) - 1, max(first, 1) - 2, -1):
            ms = list(rx.finditer(text[n][:sp.col - 1] if n == sp.line - 1 else text[n]))
            if ms:
                return Span(sp.file, n + 1, ms[-1].start() + 1)
        return sp

    @functools.cached_property
    def code_lines(self) -> list[str]:
        """The source lines with comments and literals blanked."""
        return _strip_comments_and_strings(self.source_lines)

    def kernel_lines(self) -> tuple[int, int]:
        """The first and last source line of the kernel fn (signature to closing brace), from the
        spans rustc gives its locals and statements (the whole file if it has none)."""
        spans = [sp for sp in [*self.fspans.locals.values(), *self.fspans.stmts.values()]
                 if sp is not None and sp.file == self.rel_file] if self.fspans else []
        if not spans:  # no spans to bound it: the whole file
            return (1, len(self.source_lines))
        return min(sp.line for sp in spans), max(sp.end_line or sp.line for sp in spans)

    def debug_assertions(self) -> list[tuple[str, Span]]:
        """Every `debug_assert!` / `debug_assert_eq!` / `debug_assert_ne!` and `debug_assertions`
        cfg in the kernel's source (directly or through a file's `macro_rules!` that uses one).

        pootc builds kernels with debug assertions off (see driver.py), so rustc compiles these
        away before MIR: without this scan the assertion would vanish silently."""
        text = self.code_lines
        macros = {m.group(1) for m in re.finditer(r"\bmacro_rules!\s*(\w+)\s*[({\[]", "\n".join(text))
                  if _DEBUG_ASSERT.search(_balanced("\n".join(text), m.end() - 1))}
        first, last = self.kernel_lines()
        out = []
        for n in range(max(first, 1), min(last, len(text)) + 1):
            for m in re.finditer(r"\b(debug_assert(?:_eq|_ne)?\s*!|debug_assertions\b|(\w+)\s*!)", text[n - 1]):
                tok = re.sub(r"\s+", "", m.group(1))
                if tok.startswith("debug_assert") and tok.endswith("!"):
                    what = (f"`{tok}` (pootc builds kernels without debug assertions, so rustc would drop this "
                            "check silently; assertions have no lowering: guard the code with `if`, or remove it)")
                elif tok == "debug_assertions":
                    what = ("`debug_assertions` cfg (pootc builds kernels without debug assertions, unlike a Rust "
                            "debug build, so this code would silently differ from one: remove the condition)")
                elif m.group(2) in macros:
                    what = (f"`{tok}`, a macro that uses `debug_assert` (pootc builds kernels without debug "
                            "assertions, so rustc would drop the check silently; remove it)")
                else:
                    continue
                out.append((what, Span(self.rel_file, n, m.start() + 1)))
        return out

    def panicking_macro(self, sp: Span | None) -> tuple[str, Span] | None:
        """The `assert!` / `assert_eq!` / `assert_ne!` / `panic!` / `unreachable!` / `todo!` /
        `unimplemented!` invocation of the kernel's source that contains `sp`, if any."""
        if sp is None or sp.file != self.rel_file or not self.source_lines:
            return None
        first, last = self.kernel_lines()
        text = self.code_lines
        flat = "\n".join(text)
        starts = [0]
        for line in text:
            starts.append(starts[-1] + len(line) + 1)
        pos = starts[sp.line - 1] + sp.col - 1 if 0 < sp.line <= len(text) else -1
        for n in range(max(first, 1), min(last, len(text)) + 1):
            for m in _PANICKING.finditer(text[n - 1]):
                a = starts[n - 1] + m.start()
                body = _balanced(flat, starts[n - 1] + m.end() - 1)
                if a <= pos <= a + len(m.group(0)) + len(body):
                    return m.group(1), Span(self.rel_file, n, m.start() + 1)
        return None

    def user_span(self, sp: Span | None) -> Span:
        if sp is None:
            return Span(self.diag_file, 0, 0)
        return replace(sp, file=self.diag_file)

    def diag(self, what: str, sp: Span | None, primary: bool = True) -> None:
        """Record a diagnostic; secondary ones (raised inside a std macro's expansion) are kept
        only when the kernel has no primary one."""
        d = UnsupportedInKernel(what, span=self.user_span(sp))
        store = self.primary if primary else self.secondary
        if not any(str(x) == str(d) for x in store):
            store.append(d)

    @property
    def diags(self) -> list:
        return self.primary or self.secondary or (
            [UnsupportedInKernel("a construct pootc cannot lower", span=self.user_span(self.last_span))]
            if self.failed else [])

    # --- types and locals ----------------------------------------------------------------
    def ty(self, local: int) -> RT.T:
        if local not in self.types:
            self.types[local] = RT.classify(self.fn.local_types.get(local, "?"), self.items)
        return self.types[local]

    def new_local(self, ty, name: str = "") -> int:
        self.locals.append(N.LocalDecl(ty, name))
        return len(self.locals) - 1

    def ir_local(self, local: int) -> int:
        if local not in self.ir:
            t = self.ty(local)
            if t.kind != "scalar":
                raise Reject(f"value of type `{self.fn.local_types.get(local)}` used as a scalar")
            self.ir[local] = self.new_local(t.elem, self.names.get(local, ""))
        return self.ir[local]

    def op_ty(self, op: N.Operand) -> Scalar:
        if isinstance(op, N.Const):
            return op.ty
        t = self.locals[op.id].ty
        if not isinstance(t, Scalar):  # every local the lowering makes is a scalar
            raise Reject(f"internal: IR local _{op.id} has type {t}, not a scalar")
        return t

    # --- emission --------------------------------------------------------------------------
    def emit(self, stmt) -> None:
        """Append `stmt` to the current block; a memory access carries the span of the MIR
        statement it comes from when that lies in the kernel's file (the oracle's race reports)."""
        if isinstance(stmt, _SPANNED) or isinstance(stmt, N.Assign) and isinstance(stmt.value, (N.Load, N.WgRead)):
            sp = self.own_span(*self.pos)
            if sp is not None:
                stmt = replace(stmt, span=sp)
        self.out[self.cur][0].append(stmt)

    def own_span(self, block: int, index: int) -> Span | None:
        """span(), without its fallback to the last span seen (and without recording it)."""
        if self.fspans and self.fspans.counts.get(block) != len(self.fn.blocks[block].stmts):
            index = -1  # the two prints disagree on this block: trust only its terminator's span
        sp = self.fspans.at(block, index) if self.fspans else None
        return sp if sp is not None and sp.file == self.rel_file else None

    def term(self, t) -> None:
        self.out[self.cur][1] = t

    def new_block(self, term=None) -> int:
        self.out.append([[], term])
        return len(self.out) - 1

    def tmp(self, ty: Scalar, rv, name: str = "") -> N.Local:
        lid = self.new_local(ty, name)
        self.emit(N.Assign(lid, rv))
        return N.Local(lid)

    def trap(self, kind: str, msg: str) -> int:
        return self.new_block(self.trap_term(kind, msg))

    def trap_term(self, kind: str, head: str) -> N.Trap:
        """A Trap with the next site id, the current span and `head: `source snippet``."""
        site, self.site = self.site, self.site + 1
        sp = self.span(*self.pos)
        msg = head
        if sp is not None and sp.end_line == sp.line and 0 < sp.line <= len(self.source_lines):
            snippet = self.source_lines[sp.line - 1][sp.col - 1:sp.end_col - 1].strip()
            if snippet:
                msg = f"{head}: `{snippet}`"
        return N.Trap(site, kind, sp, msg)

    def check_lt(self, idx: N.Operand, bound, msg: str) -> None:
        """Continue when idx < bound (a Const or a slice's Len), else a bounds trap."""
        if isinstance(idx, N.Const) and isinstance(bound, N.Const):
            if idx.value < bound.value:
                return
        b = bound if isinstance(bound, N.Const) else self.tmp(USIZE, bound)
        ok = self.tmp(BOOL, N.BinOp("lt", idx, b))
        trap = self.trap("bounds", msg)
        cont = self.new_block()
        self.term(N.SwitchInt(ok, ((0, trap),), cont))
        self.cur = cont

    # --- symbolic values -------------------------------------------------------------------
    def slice_of(self, op_or_place) -> int:
        pl = op_or_place.place if isinstance(op_or_place, mir.Operand) else op_or_place
        if pl is None:
            raise Reject("a slice that is not a kernel parameter")
        s = self.sym_place(pl)
        if s and s[0] == "slice":
            return s[1]
        raise Reject(f"slice `{self.describe(pl)}` that is not a kernel parameter")

    def sym_place(self, pl: mir.Place) -> tuple | None:
        """The symbolic value a place denotes, if any."""
        s = self.sym.get(pl.local)
        proj = pl.proj
        if s is None:
            return None
        if not proj:
            return s
        if proj == (("deref",),) and s[0] in ("slice", "range", "rincl", "siter"):
            return s
        if s[0] == "opt" and proj[:1] == (("downcast", 1),) and len(proj) == 2 and proj[1][0] == "field":
            return s[2] if s[2][0] != "scalar" else None
        return None

    def describe(self, pl: mir.Place) -> str:
        name = self.names.get(pl.local, f"_{pl.local}")
        return name + "".join(f"[{p[1]}]" if p[0] == "index" else "" for p in pl.proj)

    # --- operands --------------------------------------------------------------------------
    def const(self, text: str) -> N.Const:
        """A constant operand: a named constant is the value rustc evaluated (`named_consts`:
        printed path -> Const, or the reason it cannot be used); a literal is parsed exactly."""
        m = re.match(r"^\{(alloc\d+):", text.strip())
        if m:
            name = self.allocs.get(m.group(1))
            raise Reject(f"static item `{name}` (use a `const`)" if name else "a constant allocation (a static or a "
                         "constant of a type pootc cannot lower)")
        t = text.strip()
        t = t[6:].strip() if t.startswith("const ") else t
        v = self.named_consts.get(t)
        if isinstance(v, N.Const):
            return v
        if isinstance(v, str):
            raise Reject(v)
        if consts.is_path(t):  # every named constant the kernel uses was evaluated: never guess a value
            try:
                RT.parse_const(t)  # only for its description of what the path is
            except RT.ConstError as e:
                raise Reject(str(e)) from None
            raise Reject(f"constant `{t}` (rustc's value of it was not read)")
        k = consts.literal(t)
        if k is not None:
            return k
        try:
            return RT.parse_const(t)
        except RT.ConstError as e:
            raise Reject(str(e)) from None

    def operand(self, op: mir.Operand) -> N.Operand:
        if op.place is None:  # kind "const"
            return self.const(op.const)
        rv = self.place_rvalue(op.place)
        if isinstance(rv, N.Use):
            return rv.a
        return self.tmp(self.rv_ty(rv), rv)

    def rv_ty(self, rv) -> Scalar:
        if isinstance(rv, N.Load):
            return self.params[rv.slice].elem
        raise Reject("internal: untyped value")  # pragma: no cover

    def place_rvalue(self, pl: mir.Place):
        """An rvalue reading `pl`: Use(local), Use(const) or Load."""
        proj, base = pl.proj, pl.local
        if not proj:
            if base in self.sym:
                raise Reject(f"`{self.describe(pl)}` used as a scalar value")
            return N.Use(N.Local(self.ir_local(base)))
        s = self.sym.get(base)
        if len(proj) == 2 and proj[0] == ("deref",) and proj[1][0] == "index":
            if s and s[0] == "slice":
                return N.Load(s[1], N.Local(self.ir_local(proj[1][1])))
        if len(proj) == 1 and proj[0][0] == "index" and s is None:
            raise Reject(f"indexing `{self.describe(pl)}`, which is not a slice parameter")
        if proj == (("deref",),) and s:
            tgt = s
            if tgt[0] == "slot":
                return N.Load(tgt[1], tgt[2])
            if tgt[0] == "lref":
                return N.Use(N.Local(tgt[1]))
        if s and s[0] == "checked" and len(proj) == 1 and proj[0][0] == "field":
            return N.Use(N.Local(s[1] if proj[0][1] == 0 else s[2]))
        if s and s[0] == "opt" and len(proj) == 2 and proj[0] == ("downcast", 1) and s[2][0] == "scalar":
            return N.Use(N.Local(s[2][1]))
        if any(p[0] == "field" for p in proj):
            raise Reject(f"field access on `{self.fn.local_types.get(base, '?')}` (structs and tuples have no lowering)")
        raise Reject(f"place `{self.describe(pl)}` of type `{self.fn.local_types.get(base, '?')}`")

    def const_value(self, op: mir.Operand) -> N.Const | None:
        if op.place is None:  # kind "const"
            try:
                return self.const(op.const)
            except Reject:
                return None
        if not op.place.proj:
            return self.consts.get(op.place.local)
        return None

    # --- rvalues ---------------------------------------------------------------------------
    def rvalue(self, rv, want: Scalar):
        if isinstance(rv, mir.Operand):
            if rv.place is None:  # kind "const"
                return N.Use(self.const(rv.const))
            return self.place_rvalue(rv.place)
        if isinstance(rv, mir.Apply):
            if rv.name in BINOPS and len(rv.args) == 2:
                a, b = self.operand(rv.args[0]), self.operand(rv.args[1])
                op = BINOPS[rv.name]
                if op in ("shl", "shr") and self.op_ty(b) != self.op_ty(a):
                    b = self.tmp(self.op_ty(a), N.Cast(b, self.op_ty(a)))
                return N.BinOp(op, a, b)
            if rv.name in UNOPS and len(rv.args) == 1:
                return N.UnOp(UNOPS[rv.name], self.operand(rv.args[0]))
            if rv.name == "PtrMetadata" and len(rv.args) == 1:
                return N.Len(self.slice_of(rv.args[0]))
            kind = self.items.get(rv.name.split("::")[-1].split("<")[0])
            raise Reject(f"{kind} `{rv.name}`" if kind else f"operation `{rv.name}`")
        if isinstance(rv, mir.CastR):
            t = RT.classify(rv.ty, self.items)
            if t.kind != "scalar":
                raise Reject(f"cast to `{rv.ty}`" if t.kind != "bad" else t.what)
            return N.Cast(self.operand(rv.op), _elem(t))
        if isinstance(rv, mir.Aggregate):
            raise Reject(f"{'array' if rv.kind == 'array' else 'tuple'} `{rv.text}`"
                         + (" (private arrays are not supported: use workgroup memory)" if rv.kind == "array" else ""))
        if isinstance(rv, mir.RefR):
            raise Reject(f"reference `&{self.describe(rv.place)}` used as a value")
        raise Reject(f"`{getattr(rv, 'text', rv)}`")

    def fold(self, rv) -> N.Const | None:
        """Evaluate a comparison/cast/bool op on constants (asserts on constants are folded)."""
        def c(x):
            if isinstance(x, N.Const):
                return x
            if isinstance(x, N.Local):
                return self.local_consts.get(x.id)
            return None
        try:
            if isinstance(rv, N.Use):
                return c(rv.a)
            if isinstance(rv, N.BinOp):
                a, b = c(rv.a), c(rv.b)
                if a is None or b is None:
                    return None
                x, y = a.value, b.value
                f = {"eq": lambda: x == y, "ne": lambda: x != y, "lt": lambda: x < y, "le": lambda: x <= y,
                     "gt": lambda: x > y, "ge": lambda: x >= y}.get(rv.op)
                if f:
                    return N.Const(BOOL, bool(f()))
                if a.ty == BOOL and rv.op in ("and", "or", "xor"):
                    return N.Const(BOOL, {"and": x and y, "or": x or y, "xor": x != y}[rv.op])
                return None
            if isinstance(rv, N.UnOp) and rv.op == "not":
                a = c(rv.a)
                return N.Const(BOOL, not a.value) if a is not None and a.ty == BOOL else None
            if isinstance(rv, N.Cast):
                a = c(rv.a)
                if a is not None and a.ty.is_int and rv.to.is_int:
                    lo, hi = N.int_range(rv.to)
                    v = a.value & ((1 << rv.to.bits) - 1)
                    return N.Const(rv.to, v - (1 << rv.to.bits) if v > hi else v)
        except Exception:  # noqa: BLE001 - folding is an optimisation only
            return None
        return None

    # --- statements ------------------------------------------------------------------------
    def statement(self, s) -> None:
        if not isinstance(s, mir.Assign) or s.place is None:
            raise Reject(f"statement `{getattr(s, 'text', s)}`")
        dest, rv = s.place, s.rvalue
        if not dest.proj:
            t = self.ty(dest.local)
            if t.kind in ("unit", "never"):
                return
            if t.kind == "scalar":
                item = self.loop_item(rv)
                if item is not None and self.assign_count.get(dest.local) == 1 and dest.local not in self.ir:
                    self.ir[dest.local] = item  # the loop variable is the iterator's item local
                    return
                value = self.rvalue(rv, _elem(t))
                lid = self.ir_local(dest.local)
                self.emit(N.Assign(lid, value))
                if self.assign_count.get(dest.local) == 1:
                    k = self.fold(value)
                    if k is not None:
                        self.consts[dest.local] = k
                        self.local_consts[lid] = k
                return
            if t.kind == "bad":
                raise Reject(t.what)
            self.set_sym(dest.local, self.symbolic(rv, t, dest.local))
            return
        base = self.sym.get(dest.local)
        if len(dest.proj) == 2 and dest.proj[0] == ("deref",) and dest.proj[1][0] == "index" and base \
                and base[0] == "slice":
            p = base[1]
            idx = N.Local(self.ir_local(dest.proj[1][1]))
            self.store(p, idx, rv)
            return
        if dest.proj == (("deref",),) and base:
            tgt = base
            if tgt[0] == "slot":
                self.store(tgt[1], tgt[2], rv)
                return
            if tgt[0] == "lref":
                self.emit(N.Assign(tgt[1], self.rvalue(rv, self.locals[tgt[1]].ty)))
                return
        if any(p[0] == "field" for p in dest.proj):
            raise Reject(f"field assignment on `{self.fn.local_types.get(dest.local, '?')}` (structs and tuples "
                         "have no lowering)")
        raise Reject(f"assignment to `{self.describe(dest)}` of type `{self.fn.local_types.get(dest.local, '?')}`")

    def loop_item(self, rv) -> int | None:
        if isinstance(rv, mir.Operand) and rv.place is not None and len(rv.place.proj) == 2 \
                and rv.place.proj[0] == ("downcast", 1):
            s = self.sym.get(rv.place.local)
            if s and s[0] == "opt" and s[2][0] == "scalar":
                return s[2][1]
        return None

    def store(self, p: int, idx: N.Operand, rv) -> None:
        elem = self.params[p].elem
        value = self.rvalue(rv, elem)
        v = value.a if isinstance(value, N.Use) else self.tmp(elem, value)
        self.emit(N.Store(p, idx, v))

    def state_locals(self, dest: int, kind: str, decls) -> list[int]:
        """IR locals holding an iterator's state: new ones, or - when the same MIR local is
        assigned in several places (`let r = if c { 0..4 } else { 2..8 };`) - the ones its
        first lowered assignment made, so every path writes the same state."""
        old = self.sym.get(dest)
        if old is not None and old[0] == kind:
            return [x for x in old[1:1 + len(decls)]]
        return [self.new_local(ty, name) for ty, name in decls]

    def set_sym(self, dest: int, value: tuple) -> None:
        old = self.sym.get(dest)
        if old is not None and old != value:
            raise Reject(f"`{self.names.get(dest, f'_{dest}')}` holds different iterators or references "
                         "on different paths")
        self.sym[dest] = value

    def symbolic(self, rv, t: RT.T, dest: int) -> tuple:
        """The symbolic value of a slice/reference/range/iterator/option/checked local."""
        if self.assign_count.get(dest, 0) > 1 and t.kind in ("slice", "ref", "raw"):
            raise Reject(f"a reference assigned more than once (`{self.names.get(dest, f'_{dest}')}`)")
        if isinstance(rv, mir.Operand) and rv.place is not None:  # not kind "const"
            s = self.sym_place(rv.place)
            if s is not None:
                return s
        if isinstance(rv, mir.Operand) and rv.kind == "const":
            self.const(rv.const)
            raise Reject(f"a constant of type `{self.fn.local_types.get(dest)}`")
        if t.kind == "slice":
            if isinstance(rv, mir.RefR):
                return ("slice", self.slice_of(rv.place if rv.place.proj != (("deref",),) else
                                               mir.Place(rv.place.local)))
            if isinstance(rv, mir.CastR) and isinstance(rv.op, mir.Operand) and rv.op.place is not None:
                return ("slice", self.slice_of(rv.op))
        if t.kind in ("ref", "raw") and isinstance(rv, mir.RefR):
            pl = rv.place
            base = self.sym.get(pl.local)
            if len(pl.proj) == 2 and pl.proj[0] == ("deref",) and pl.proj[1][0] == "index" and base \
                    and base[0] == "slice":
                snap = self.tmp(USIZE, N.Use(N.Local(self.ir_local(pl.proj[1][1]))))
                return ("slot", base[1], snap)
            if not pl.proj and pl.local not in self.sym and self.ty(pl.local).kind == "scalar":
                return ("lref", self.ir_local(pl.local))
            if not pl.proj and base is not None and base[0] in ("range", "rincl", "siter"):
                return base
            if pl.proj == (("deref",),) and base is not None:
                return base
        if t.kind == "range" and isinstance(rv, mir.Apply) and rv.name == "Range" and len(rv.args) == 2:
            lo, hi = self.operand(rv.args[0]), self.operand(rv.args[1])
            st, en = self.state_locals(dest, "range", ((t.elem, "start"), (t.elem, "end")))
            self.emit(N.Assign(st, N.Use(lo)))
            self.emit(N.Assign(en, N.Use(hi)))
            return ("range", st, en, t.elem)
        if t.kind == "checked" and isinstance(rv, mir.Apply) and rv.name in CHECKED and len(rv.args) == 2:
            a, b = self.operand(rv.args[0]), self.operand(rv.args[1])
            op = CHECKED[rv.name]
            flag = self.tmp(BOOL, N.CheckOverflow(op, a, b))
            val = self.tmp(_elem(t), N.BinOp(op, a, b))
            return ("checked", val.id, flag.id)
        if t.kind == "isize" and isinstance(rv, mir.Apply) and rv.name == "discriminant" and len(rv.args) == 1:
            s = self.sym_place(rv.args[0].place) if rv.args[0].place else None
            if s and s[0] == "opt":
                return ("discr", (s[1], s[3]))
        if isinstance(rv, mir.Apply) and rv.name in CHECKED:
            raise Reject(f"checked arithmetic on `{t}`")
        what = {"range": "a range outside a `for` loop", "range_incl": "a range outside a `for` loop",
                "option": "an `Option` (unwrap/expect/if let have no lowering)",
                "slice_iter": "a slice iterator outside a `for` loop", "isize": "type `isize`"}.get(t.kind)
        raise Reject(what or f"value of type `{self.fn.local_types.get(dest)}`")
