"""Named `const` items of a kernel file, evaluated from rustc's HIR print.

Stable MIR prints a use of a named constant by its path (`__poot_kernel_k::WORKGROUP_SIZE`,
`TILE`), not its value, so pootc reads every `const NAME: T = EXPR;` from `-Zunpretty=hir`
with its scope (module path, enclosing fn) and evaluates EXPR: literals, other constants,
unary `-`/`!`, `+ - * / % << >> & | ^`, parentheses and `as` casts, with Rust's integer
semantics (division truncates toward zero). Anything else stays unevaluated and a use of it
is rejected with a diagnostic naming the constant.
"""
from __future__ import annotations

import re

import numpy as np

from ..ir import nodes as N
from ..ir.types import SCALARS, Scalar

_ITEM = re.compile(r"\bconst (\w+): (\w+) = ([^;]*);")
_SCOPE = re.compile(r"\b(mod|fn) (\w+)[^{;]*\{")
_TOKEN = re.compile(r"\s*(?:(0x[0-9a-fA-F_]+|0b[01_]+|[0-9][0-9_]*(?:\.[0-9_]*)?(?:[eE][+-]?[0-9]+)?)"
                    r"(usize|u32|i32|f32|f64|f16)?|(<<|>>|[-+*/%&|^!()])|(as)\b|([A-Za-z_]\w*(?:::\w+)*))")


def scan(hir: str) -> dict[str, tuple[str, str]]:
    """path -> (type name, expression text) for every const item; paths as stable-mir prints them."""
    scopes: list[tuple[int, int, str]] = []
    for m in _SCOPE.finditer(hir):
        start = m.end() - 1
        depth, j = 0, start
        while j < len(hir):
            depth += {"{": 1, "}": -1}.get(hir[j], 0)
            if depth == 0:
                break
            j += 1
        scopes.append((start, j, m.group(2)))
    out = {}
    for m in _ITEM.finditer(hir):
        path = [name for a, b, name in scopes if a < m.start() < b]
        out["::".join(path + [m.group(1)])] = (m.group(2), m.group(3).strip())
    return out


class _Eval:
    def __init__(self, items: dict, scope: str):
        self.items, self.scope = items, scope

    def run(self, ty: str, expr: str, depth: int = 0) -> N.Const:
        toks, pos = [], 0
        while pos < len(expr):
            m = _TOKEN.match(expr, pos)
            if not m or m.end() == pos:
                raise ValueError(f"cannot read {expr!r}")
            toks.append(m.groups())
            pos = m.end()
            if expr[pos:].strip() == "":
                break
        self.toks, self.i, self.depth = toks, 0, depth
        sc = SCALARS.get(ty)
        if sc == SCALARS["bool"] and expr.strip() in ("true", "false"):
            return N.Const(sc, expr.strip() == "true")
        if sc is None or sc == SCALARS["bool"]:
            raise ValueError(f"type {ty}")
        v = self.expr(0, sc)
        if self.i != len(self.toks):
            raise ValueError(f"cannot read {expr!r}")
        return N.Const(sc, self.fit(v, sc))

    def fit(self, v, sc: Scalar):
        if sc.is_float:
            return float(np.array(v, dtype=sc.np))
        v = int(v)
        lo, hi = N.int_range(sc)
        if not lo <= v <= hi:
            raise ValueError("overflow")
        return v

    _PREC = {"|": 1, "^": 2, "&": 3, "<<": 4, ">>": 4, "+": 5, "-": 5, "*": 6, "/": 6, "%": 6}

    def peek(self):
        return self.toks[self.i] if self.i < len(self.toks) else (None,) * 5

    def expr(self, min_prec: int, sc: Scalar):
        v = self.unary(sc)
        while True:
            t = self.peek()
            if t[3] == "as":
                self.i += 1
                target = SCALARS.get(self.peek()[4])
                if target is None:
                    raise ValueError("cast")
                self.i += 1
                v = self.fit(int(v) if target.is_int and isinstance(v, float) else v, target) \
                    if not (target.is_int and isinstance(v, float)) else self.fit(int(v), target)
                sc = target
                continue
            op = t[2]
            if op not in self._PREC or self._PREC[op] <= min_prec:
                return v
            self.i += 1
            r = self.expr(self._PREC[op], sc)
            v = self.apply(op, v, r, sc)

    def apply(self, op, a, b, sc):
        if op == "+":
            return a + b
        if op == "-":
            return a - b
        if op == "*":
            return a * b
        if op == "/":
            if sc.is_float:
                return a / b
            q = abs(a) // abs(b)
            return q if (a >= 0) == (b >= 0) else -q
        if op == "%":
            if sc.is_float:
                return float(np.fmod(a, b))
            return a - b * self.apply("/", a, b, sc)
        a, b = int(a), int(b)
        return {"<<": a << b, ">>": a >> b, "&": a & b, "|": a | b, "^": a ^ b}[op]

    def unary(self, sc: Scalar):
        t = self.peek()
        self.i += 1
        if t[2] == "-":
            return -self.unary(sc)
        if t[2] == "!":
            v = int(self.unary(sc))
            return ~v if sc.is_signed else v ^ ((1 << sc.bits) - 1)
        if t[2] == "(":
            v = self.expr(0, sc)
            if self.peek()[2] != ")":
                raise ValueError("paren")
            self.i += 1
            return v
        if t[0]:
            num = t[0].replace("_", "")
            if num.startswith(("0x", "0b")):
                return int(num, 0)
            return float(num) if (sc.is_float or "." in num or "e" in num.lower()) and (t[1] or "f").startswith("f") \
                else int(num)
        if t[4]:
            c = lookup(self.items, t[4], self.scope, self.depth + 1)
            return c.value
        raise ValueError("token")


def lookup(items: dict, path: str, scope: str = "", depth: int = 0) -> N.Const:
    """Evaluate the constant `path` (as stable-mir prints it); raises ValueError."""
    if depth > 20:
        raise ValueError("constants nest too deep")
    cands = [path] + ([f"{scope}::{path}"] if scope else [])
    key = next((c for c in cands if c in items), None)
    if key is None:
        last = [k for k in items if k.split("::")[-1] == path.split("::")[-1]]
        if len(last) != 1:
            raise ValueError(f"unknown constant {path}")
        key = last[0]
    ty, expr = items[key]
    parent = "::".join(key.split("::")[:-1])
    return _Eval(items, parent).run(ty, expr, depth)
