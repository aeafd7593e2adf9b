"""The random kernel generator: valid, terminating Rust kernels inside poot's accepted subset.

`generate_unit(seed, n)` draws a file of `n` kernels (one overflow-check setting per file, the
`// poot: overflow-checks=off` pragma when off). Each kernel uses every scalar type, casts
between them, checked arithmetic, index expressions that may leave the array (`a[i + c]`,
`a[k * i + c]`, `a[i - c]`), guarded reads, nested loops whose data-dependent trip counts are
bounded (`for`, `while`, `loop` with a counter incremented first, so `continue` cannot spin),
early returns, `if`/`else`, `&&`/`||`, workgroup arrays with barriers in uniform control,
`atomic_add`, constants in many spellings (file-level, kernel-local, shadowing), float
specials (NaN, inf, -0.0, subnormals), integers derived from floats, `no_contract_add` and the
fused multiply-add `f32::mul_add`.
Stores go only to the thread's own output slots, so results never race. `make_inputs` draws a
kernel's arrays from its seed. `Config.without` switches constructs off (e.g. those that hit
a known, not yet fixed defect).
"""
from __future__ import annotations

import random
import struct
from dataclasses import dataclass, replace

import numpy as np

from .ast import FLOATS, INTS, NUMERIC, ONE, ZERO, Kernel, Node, Param, Stmt, Unit, lit

# every construct the generator can switch off, with what it exercises
FEATURES = {
    "f16": "f16 values, arrays and arithmetic",
    "f64": "f64 values and arrays",
    "wg": "workgroup arrays and barriers (uniform control)",
    "atomic": "atomic_add on a u32 buffer",
    "loops": "for / while / loop with bounded data-dependent trip counts",
    "early_return": "`if c { return; }`",
    "unsafe_index": "indices that may leave the array (a[i + c], a[k*i + c], a[i - c])",
    "raw_divisor": "integer division by a value that may be zero",
    "raw_shift": "shift amounts that may exceed the width",
    "const_exotic": "constants like `(-1i32) as u32`, `1e10 as i32`, `-5.0f32 as u32`, `u32::MAX - 1`, `f64::NAN`",
    "const_shadow": "a kernel-local const shadowing a file-level one, used by another local const",
    "const_float_arith": "f32 constant arithmetic (`16777216.0f32 + 1.0 + 1.0`)",
    "wgs_size_of": "`const WORKGROUP_SIZE: usize = core::mem::size_of::<f64>() * 4`",
    "param_shadow": "a local named like a parameter (`let a0: f32 = a0[j];`)",
    "intrinsic_path": "intrinsics called by full path (`poot_kernel_intrinsics::thread_index()`)",
    "float_ne": "`!=` on floats (NaN operands)",
    "no_contract": "no_contract_add(a * b, c)",
    "long_loop": "a loop of more than 65535 iterations",
    "float_methods": "sqrt abs floor ceil trunc round max min on floats",
    "f16_methods": "float methods on f16 (abs, sqrt, floor, ...)",
    "mul_add": "a float product feeding an add (contractible by a fusing backend)",
    "fma": "the fused multiply-add `x.mul_add(y, z)` on f32 (one rounding)",
}
ALL = frozenset(FEATURES)
# features that hit a defect of issue 17 while it is open (number = the issue's defect)
KNOWN_DEFECTS = {"const_exotic": 2, "const_shadow": 2, "const_float_arith": 2, "wgs_size_of": 2,
                 "intrinsic_path": 3, "param_shadow": 4, "mul_add": 5, "long_loop": 6, "float_ne": 7}


@dataclass(frozen=True)
class Config:
    """What the generator may use, and its size knobs."""

    features: frozenset = ALL
    max_stmts: int = 7
    max_depth: int = 3
    kernels_per_unit: int = 30

    def without(self, names) -> "Config":
        bad = set(names) - ALL
        if bad:
            raise ValueError(f"unknown fuzzer feature(s) {sorted(bad)}; known: {sorted(ALL)}")
        return replace(self, features=self.features - frozenset(names))


INT_LIT = {
    "u32": ["{v}u32", "0x{v:x}u32", "{v}_u32"],
    "i32": ["{v}i32", "{v}_i32"],
    "usize": ["{v}usize", "0x{v:x}usize"],
}
INT_EDGE = {
    "u32": ["u32::MAX", "(u32::MAX - 1)", "0u32", "1u32", "0x8000_0000u32", "4294967295u32"],
    "i32": ["i32::MIN", "i32::MAX", "(-1i32)", "(i32::MIN + 1)", "0x7fff_ffffi32", "(-2147483647i32)"],
    "usize": ["usize::MAX", "0usize", "1usize", "(usize::MAX - 1)", "4294967296usize"],
}
FLOAT_LIT = {
    "f32": ["1.5f32", "(-0.0f32)", "f32::NAN", "f32::INFINITY", "f32::NEG_INFINITY", "f32::MAX", "f32::MIN",
            "f32::MIN_POSITIVE", "f32::EPSILON", "1e-40f32", "2.5e2f32", "core::f32::consts::PI", "16777216.0f32",
            "0.1f32", "(-2.5f32)", "0.5f32", "3.0f32", "1e30f32", "(-7.25f32)", "1.4e-45f32"],
    "f64": ["1.5f64", "(-0.0f64)", "f64::NAN", "f64::INFINITY", "f64::NEG_INFINITY", "f64::MAX", "f64::MIN_POSITIVE",
            "f64::EPSILON", "1e-310f64", "0.1f64", "(-2.5f64)", "1e300f64", "9007199254740993.0f64", "core::f64::consts::E"],
    "f16": ["1.5f16", "(-0.0f16)", "65504.0f16", "6e-8f16", "0.1f16", "(-2.5f16)", "0.5f16", "1e-5f16", "f16::MAX",
            "f16::EPSILON", "f16::NAN", "f16::INFINITY"],
}
INT_RANGE = {"u32": (0, 2**32 - 1), "i32": (-2**31, 2**31 - 1), "usize": (0, 2**64 - 1)}
INTRINSICS = ("thread_index", "local_index", "group_index")


class _Ctx:
    """What an expression may refer to at a point of the kernel."""

    def __init__(self, g: "_Gen"):
        self.g = g
        self.loop_vars: list[tuple[str, str]] = []  # (name, type)
        self.in_loop = 0
        self.safe = False  # no faulting operation allowed (before a barrier)


class _Gen:
    def __init__(self, rng: random.Random, cfg: Config, checks: bool, file_consts: list):
        self.r = rng
        self.cfg = cfg
        self.checks = checks
        self.file_consts = file_consts  # (name, type, text, value or None)
        self.has = cfg.features.__contains__

    # ------------------------------------------------------------ helpers
    def p(self, x: float) -> bool:
        return self.r.random() < x

    def choice(self, xs):
        return self.r.choice(list(xs))

    def types(self) -> list[str]:
        ts = ["usize", "i32", "u32", "f32", "bool"]
        if self.has("f64"):
            ts.append("f64")
        if self.has("f16"):
            ts.append("f16")
        return ts

    # ------------------------------------------------------------ literals and constants
    def literal(self, ty: str) -> Node:
        r = self.r
        if ty == "bool":
            return lit(ty, self.choice(["true", "false"]))
        if ty in FLOATS:
            if self.p(0.5):
                v = self.choice([0.0, 1.0, 2.0, 0.25, 3.5, 10.0, 100.0, 0.75, 1.25])
                text = f"{v!r}{ty}" if self.p(0.85) else f"{v!r}_{ty}"
                return lit(ty, text)
            return lit(ty, self.choice(FLOAT_LIT[ty]))
        if self.p(0.15):
            return lit(ty, self.choice(INT_EDGE[ty]))
        v = r.choice([0, 1, 2, 3, 5, 7, 8, 16, 31, 100, 255, 1000])
        if ty == "i32" and self.p(0.3):
            return lit(ty, f"(-{v}i32)")
        return lit(ty, self.choice(INT_LIT[ty]).format(v=v))

    def const_items(self, prefix: str, n: int, visible: list, shadow_from: list | None = None) -> list:
        """`n` constants (name, type, text, value) that may refer to the `visible` ones. Names are
        chosen first: a block's items are visible in all of it, so a local const that shadows a
        file-level one hides it from every other local const too (whatever the order)."""
        plan: list[tuple[str, str]] = []  # (name, type)
        for k in range(n):
            ty = self.choice(["u32", "i32", "usize", "f32", "f64"] if self.has("f64") else ["u32", "i32", "usize", "f32"])
            name = f"{prefix}{k}"
            if shadow_from and self.has("const_shadow") and self.p(0.3):
                same = [c for c in shadow_from if c[1] == ty and c[0] not in {o[0] for o in plan}]
                if same:
                    name = same[0][0]  # a kernel-local const of the file-level const's name
            plan.append((name, ty))
        hidden = {name for name, _ in plan}
        out: list[tuple[str, str, str, int | None]] = []  # (name, type, text, value)
        for name, ty in plan:
            # never refer to a hidden file-level const, nor to itself (a cycle)
            text, value = self.const_expr(ty, [c for c in visible if c[0] not in hidden] + out)
            out.append((name, ty, text, value))
        return out

    def const_expr(self, ty: str, visible: list) -> tuple[str, int | None]:
        """A constant expression of `ty` and, for integers, its value (so it never overflows)."""
        same = [c for c in visible if c[1] == ty and c[3] is not None]
        forms = ["lit", "lit", "ref"] if same else ["lit"]
        if ty in INTS:
            forms += ["max", "exotic", "fromfloat", "cast"]
        else:
            forms += ["farith", "special"]
        f = self.choice(forms)
        lo, hi = INT_RANGE.get(ty, (0, 0))
        if ty in INTS:
            if f == "ref":
                name, _, _, v = self.choice(same)
                k = self.r.choice([1, 2, 3, 7])
                for op, nv in (("+", v + k), ("-", v - k), ("*", v * k)):
                    if lo <= nv <= hi and self.p(0.5):
                        return f"{name} {op} {k}", nv
                return f"{name} / {k}", int(v / k) if ty == "i32" else v // k
            if f in ("max", "exotic") and not self.has("const_exotic"):
                v = self.r.choice([2, 6, 9, 250, 4096])
                return f"{v}", v
            if f == "max":
                k = self.r.choice([1, 2, 5])
                if ty == "i32" and self.p(0.5):
                    return f"i32::MIN + {k}", lo + k
                if ty == "usize" and not self.has("const_exotic"):
                    return f"{k * 1000}", k * 1000
                return f"{ty}::MAX - {k}", hi - k
            if f == "exotic":
                cands = {"u32": [("(-1i32) as u32", 2**32 - 1), ("-5.0f32 as u32", 0), ("1e10 as u32", 2**32 - 1),
                                 ("(-7i32) as u32 / 2", (2**32 - 7) // 2)],
                         "i32": [("1e10 as i32", 2**31 - 1), ("-1e10 as i32", -2**31), ("u32::MAX as i32", -1),
                                 ("(2.9f32 as i32) - 4", -2)],
                         "usize": [("usize::MAX - 1", 2**64 - 2), ("(-1i32) as usize", 2**64 - 1), ("u32::MAX as usize + 1", 2**32)]}
                return self.choice(cands[ty])
            if f == "fromfloat" and self.has("const_exotic"):
                x = self.choice([2.5, -3.7, 1e3, 0.99])
                v = int(x)  # Rust's `as` truncates toward zero and saturates
                v = max(lo, min(hi, v))
                return f"{x!r}f32 as {ty}", v
            if f == "cast" and visible:
                ints = [c for c in visible if c[1] in INTS and c[3] is not None]
                if ints:
                    name, _, _, v = self.choice(ints)
                    bits = 64 if ty == "usize" else 32
                    w = v % 2**bits
                    if ty == "i32" and w >= 2**31:
                        w -= 2**32
                    return f"{name} as {ty}", w
            v = self.r.choice([0, 1, 3, 4, 8, 12, 31, 100, 1000, 65535])
            return f"{v}", v
        # float constants
        if f == "ref":
            name = self.choice(same)[0] if same else None
            if name:
                return f"{name} * 2.0 + 1.0", None
        if f == "farith" and self.has("const_float_arith"):
            return self.choice([f"16777216.0{ty} + 1.0 + 1.0", f"0.1{ty} + 0.2 + 0.3", f"1.0{ty} / 3.0 * 3.0",
                                f"1e38{ty} * 10.0", f"(2.0{ty} - 1e-7) * 1e7"]), None
        if f == "special" and self.has("const_exotic"):
            return self.choice([f"{ty}::NAN", f"{ty}::INFINITY", f"-{ty}::MIN_POSITIVE / 4.0", "-0.0", f"{ty}::EPSILON * 0.5"]), None
        return self.choice(["1.5", "0.1", "-2.75", "1e-3", "3.0e2", "0.0"]), None

    # ------------------------------------------------------------ expressions
    def expr(self, ty: str, depth: int, ctx: _Ctx) -> Node:
        if depth <= 0 or self.p(0.3):
            return self.leaf(ty, ctx)
        if ty == "bool":
            return self.bool_expr(depth, ctx)
        if ty in FLOATS:
            return self.float_expr(ty, depth, ctx)
        return self.int_expr(ty, depth, ctx)

    def leaf(self, ty: str, ctx: _Ctx) -> Node:
        k = self.kernel_state
        opts = []
        vs = [v for v, t in k.vars if t == ty]
        if vs:
            opts += [("var", 4)]
        cs = [c for c in k.visible_consts if c[1] == ty]
        if cs:
            opts += [("const", 1)]
        ins = [p for p in k.inputs if p.elem == ty]
        if ins:
            opts += [("read", 5 if ty in FLOATS else 3)]
        lv = [v for v, t in ctx.loop_vars if t == ty]
        if lv:
            opts += [("loopvar", 2)]
        if ty == "usize":
            opts += [("intrinsic", 2), ("len", 1)]
        opts += [("lit", 1 if ty in FLOATS and (ins or vs) else 2)]
        kind = self.r.choices([o for o, _ in opts], [w for _, w in opts])[0]
        if kind == "var":
            return Node(ty, self.choice(vs))
        if kind == "const":
            return Node(ty, self.choice(cs)[0])
        if kind == "loopvar":
            return Node(ty, self.choice(lv))
        if kind == "read":
            p = self.choice(ins)
            return Node(ty, p.name + "[{0}]", (self.index(p, ctx),))
        if kind == "intrinsic":
            fn = self.choice(INTRINSICS)
            if self.has("intrinsic_path") and self.p(0.15):
                return Node(ty, f"poot_kernel_intrinsics::{fn}()")
            return Node(ty, f"{fn}()")
        if kind == "len":
            return Node(ty, f"{self.choice(k.params).name}.len()")
        return self.literal(ty)

    def index(self, p: Param, ctx: _Ctx) -> Node:
        """An index into input `p`: in range by construction, or (unsafe_index) maybe not."""
        u = "usize"
        safe = ctx.safe or not self.has("unsafe_index") or self.p(0.65)
        if safe:
            form = self.choice(["mod_i", "mod_e", "mod_e"])
            if form == "mod_i":
                c = self.r.choice([0, 1, 3])
                return Node(u, f"((i + {c}) % {p.name}.len())")
            e = self.expr(u, 1, ctx)
            return Node(u, f"({{0}} % {p.name}.len())", (e,))
        form = self.choice(["i", "i+c", "k*i+c", "i-c", "loop", "lane"])
        c = self.r.choice([0, 1, 2, 3])
        if form == "i":
            return Node(u, "i")
        if form == "i+c":
            return Node(u, f"(i + {c})")
        if form == "k*i+c":
            return Node(u, f"({self.r.choice([2, 3])} * i + {c})")
        if form == "i-c":
            return Node(u, f"(i - {c})")
        lv = [v for v, t in ctx.loop_vars if t == u]
        if form == "loop" and lv:
            return Node(u, f"(i + {self.choice(lv)})")
        return Node(u, f"(local_index() + {c})")

    def int_expr(self, ty: str, depth: int, ctx: _Ctx) -> Node:
        d = depth - 1
        kind = self.r.choices(["arith", "bit", "shift", "div", "cast", "minmax", "if", "neg"],
                              [5, 3, 1.5, 1.5, 3, 1, 1, 1 if ty == "i32" else 0])[0]
        if ctx.safe and kind in ("arith", "div", "shift", "neg"):
            kind = "bit"
        if kind == "arith":
            op = self.choice(["+", "-", "*"])
            return Node(ty, f"({{0}} {op} {{1}})", (self.expr(ty, d, ctx), self.expr(ty, d, ctx)))
        if kind == "bit":
            op = self.choice(["&", "|", "^"])
            return Node(ty, f"({{0}} {op} {{1}})", (self.expr(ty, d, ctx), self.expr(ty, d, ctx)))
        if kind == "shift":
            op = self.choice(["<<", ">>"])
            amt = self.expr("u32", d, ctx)
            if self.has("raw_shift") and self.p(0.15):
                return Node(ty, f"({{0}} {op} {{1}})", (self.expr(ty, d, ctx), amt))
            mask = 63 if ty == "usize" else 31
            return Node(ty, f"({{0}} {op} ({{1}} & {mask}u32))", (self.expr(ty, d, ctx), amt))
        if kind == "div":
            op = self.choice(["/", "%"])
            if self.has("raw_divisor") and self.p(0.2):
                return Node(ty, f"({{0}} {op} {{1}})", (self.expr(ty, d, ctx), self.expr(ty, d, ctx)))
            return Node(ty, f"({{0}} {op} ({{1}} | 1))", (self.expr(ty, d, ctx), self.expr(ty, d, ctx)))
        if kind == "cast":
            src = self.choice([t for t in self.types() if t != ty])
            return Node(ty, f"({{0}} as {ty})", (self.expr(src, d, ctx),))
        if kind == "minmax":
            m = self.choice(["max", "min"])
            return Node(ty, f"({{0}}).{m}({{1}})", (self.expr(ty, d, ctx), self.expr(ty, d, ctx)))
        if kind == "neg":
            return Node(ty, "(-{0})", (self.expr(ty, d, ctx),))
        return Node(ty, "(if {0} {{ {1} }} else {{ {2} }})",
                    (self.expr("bool", d, ctx), self.expr(ty, d, ctx), self.expr(ty, d, ctx)))

    def float_expr(self, ty: str, depth: int, ctx: _Ctx) -> Node:
        d = depth - 1
        methods = self.has("float_methods") and (ty != "f16" or self.has("f16_methods"))
        kind = self.r.choices(["arith", "muladd", "cast", "method", "minmax", "neg", "if", "nc", "bits", "fma"],
                              [5, 2 if self.has("mul_add") else 0, 3, 2 if methods else 0, 1 if methods else 0, 1, 1,
                               1 if ty == "f32" and self.has("no_contract") else 0, 0.5 if ty == "f32" else 0,
                               0.7 if ty == "f32" and self.has("fma") else 0])[0]
        if kind == "arith":
            op = self.choice(["+", "-", "*", "/", "%"] if self.has("mul_add") else ["-", "/", "%", "+"])
            return Node(ty, f"({{0}} {op} {{1}})", (self.expr(ty, d, ctx), self.expr(ty, d, ctx)))
        if kind == "muladd":
            op = self.choice(["+", "-"])
            return Node(ty, f"({{0}} * {{1}} {op} {{2}})", tuple(self.expr(ty, d, ctx) for _ in range(3)))
        if kind == "cast":
            src = self.choice([t for t in self.types() if t != ty and t != "bool"])
            return Node(ty, f"({{0}} as {ty})", (self.expr(src, d, ctx),))
        if kind == "method":
            m = self.choice(["abs", "sqrt", "floor", "ceil", "trunc", "round"])
            return Node(ty, f"({{0}}).{m}()", (self.expr(ty, d, ctx),))
        if kind == "minmax":  # `+ 0.0` makes a zero result +0.0: Rust leaves max(-0.0, +0.0)'s sign open
            m = self.choice(["max", "min"])
            return Node(ty, f"(({{0}}).{m}({{1}}) + 0.0{ty})", (self.expr(ty, d, ctx), self.expr(ty, d, ctx)))
        if kind == "neg":
            return Node(ty, "(-{0})", (self.expr(ty, d, ctx),))
        if kind == "nc":
            return Node(ty, "no_contract_add({0} * {1}, {2})", tuple(self.expr(ty, d, ctx) for _ in range(3)))
        if kind == "bits":
            return Node(ty, "f32::from_bits({0})", (self.expr("u32", d, ctx),))
        if kind == "fma":
            return Node(ty, "({0}).mul_add({1}, {2})", tuple(self.expr(ty, d, ctx) for _ in range(3)))
        return Node(ty, "(if {0} {{ {1} }} else {{ {2} }})",
                    (self.expr("bool", d, ctx), self.expr(ty, d, ctx), self.expr(ty, d, ctx)))

    def bool_expr(self, depth: int, ctx: _Ctx) -> Node:
        d = depth - 1
        kind = self.r.choices(["cmp", "logic", "not", "bit", "nan"], [5, 3, 1, 1, 1])[0]
        if kind == "cmp":
            t = self.choice([t for t in self.types() if t != "bool"])
            ops = ["<", "<=", ">", ">=", "=="] + (["!="] if t not in FLOATS or self.has("float_ne") else [])
            op = self.choice(ops)
            return Node("bool", f"({{0}} {op} {{1}})", (self.expr(t, d, ctx), self.expr(t, d, ctx)))
        if kind == "logic":
            op = self.choice(["&&", "||"])
            return Node("bool", f"({{0}} {op} {{1}})", (self.expr("bool", d, ctx), self.expr("bool", d, ctx)))
        if kind == "not":
            return Node("bool", "(!{0})", (self.expr("bool", d, ctx),))
        if kind == "bit":
            op = self.choice(["&", "|", "^", "=="])
            return Node("bool", f"({{0}} {op} {{1}})", (self.expr("bool", d, ctx), self.expr("bool", d, ctx)))
        t = self.choice([t for t in self.types() if t in FLOATS])
        if self.has("float_ne") and self.p(0.5):
            return Node("bool", "({0} != {0})", (self.expr(t, d, ctx),))
        return Node("bool", "(!({0} == {1}))", (self.expr(t, d, ctx), self.expr(t, d, ctx)))

    # ------------------------------------------------------------ statements
    def block(self, n: int, depth: int, ctx: _Ctx) -> tuple[Stmt, ...]:
        return tuple(self.stmt(depth, ctx) for _ in range(n))

    def stmt(self, depth: int, ctx: _Ctx) -> Stmt:
        k = self.kernel_state
        w = {"assign": 6, "compound": 1.5, "if": 2 if depth > 0 else 0, "guard": 1.5, "store": 1.5,
             "ret": 0.4 if self.has("early_return") else 0,
             "for": 1.2 if depth > 0 and self.has("loops") else 0,
             "while": 0.6 if depth > 0 and self.has("loops") else 0,
             "loop": 0.4 if depth > 0 and self.has("loops") else 0,
             "brk": 1 if ctx.in_loop else 0,
             "atomic": 0.8 if k.atomic else 0,
             "shadow": 0.5 if self.has("param_shadow") and k.inputs else 0}
        kind = self.r.choices(list(w), list(w.values()))[0]
        ed = self.cfg.max_depth
        if kind == "assign":
            v, t = self.choice(k.vars)
            return Stmt("assign", (f"{v} = {{0}};",), (self.expr(t, ed, ctx),))
        if kind == "compound":
            nums = [(v, t) for v, t in k.vars if t in NUMERIC]
            if not nums:
                return self.stmt(depth, ctx)
            v, t = self.choice(nums)
            op = self.choice(["+=", "-=", "*="] if t in INTS else ["+=", "-=", "*=", "/="])
            return Stmt("assign", (f"{v} {op} {{0}};",), (self.expr(t, ed - 1, ctx),))
        if kind == "if":
            c = self.expr("bool", ed - 1, ctx)
            then = self.block(self.r.randint(1, 3), depth - 1, ctx)
            if self.p(0.5):
                return Stmt("if", ("if {0} {{", "{B0}", "}"), (c,), (then,))
            other = self.block(self.r.randint(1, 2), depth - 1, ctx)
            return Stmt("if", ("if {0} {{", "{B0}", "} else {", "{B1}", "}"), (c,), (then, other))
        if kind == "guard":
            p = self.choice(k.inputs) if k.inputs else None
            if p is None:
                return self.stmt(depth, ctx)
            form = self.choice(["i + {c}", "{k} * i + {c}", "i"])
            idx = form.format(c=self.r.choice([0, 1, 2]), k=self.r.choice([2, 3]))
            vs = [(v, t) for v, t in k.vars if t == p.elem] or k.vars
            v, t = self.choice(vs)
            read = Node(p.elem, f"{p.name}[{idx}]")
            val = read if t == p.elem else self.convert(read, t)
            if self.p(0.5):
                val = Node(t, f"({{0}} {self.choice(['+', '-'] if t in NUMERIC else ['^', '&'])} {{1}})",
                           (val, self.expr(t, 1, ctx))) if t != "bool" else val
            extra = ""
            if self.p(0.3):
                extra = f" && {form.format(c=3, k=self.r.choice([2, 3]))} < {p.name}.len()"
            return Stmt("if", (f"if {idx} < {p.name}.len(){extra} {{", f"    {v} = {{0}};", "}"), (val,))
        if kind == "store":
            return self.store(ctx)
        if kind == "ret":
            return Stmt("ret", ("if {0} {{", "    return;", "}"), (self.expr("bool", 2, ctx),))
        if kind == "brk":
            word = self.choice(["break", "continue"])
            return Stmt("brk", ("if {0} {{", f"    {word};", "}"), (self.expr("bool", 2, ctx),))
        if kind == "atomic":
            h = k.atomic
            if h is None:  # never drawn then (weight 0)
                return self.stmt(depth, ctx)
            slack = self.r.choice([0, 0, 0, 1, 3]) if self.has("unsafe_index") else 0
            idx = Node("usize", f"(({{0}} as usize) % ({h.name}.len() + {slack}))", (self.expr("u32", 2, ctx),))
            return Stmt("atomic", ("ax = {0};", f"atomic_add({h.name}, ax, {{1}});"), (idx, self.expr("u32", 2, ctx)))
        if kind == "shadow":
            p = self.choice(k.inputs)
            vs = [(v, t) for v, t in k.vars if t == p.elem]
            if not vs:
                return self.stmt(depth, ctx)
            saved = (k.inputs, k.params)
            v, t = self.choice(vs)
            k.inputs = [q for q in k.inputs if q is not p]  # the shadowed slice is a scalar in here
            k.params = [q for q in k.params if q is not p]
            val = self.expr(t, 1, ctx)
            k.inputs, k.params = saved
            return Stmt("shadow", ("{{", f"    let {p.name}: {p.elem} = {p.name}[(i % {p.name}.len())];",
                                   f"    {v} = {{0}};", "}"),
                        (Node(t, f"({p.name} {'^' if t == 'bool' else '-'} {{0}})", (val,)),))
        return self.loop(kind, depth, ctx)

    def convert(self, e: Node, to: str) -> Node:
        """`e` as type `to` (bool via a comparison; bool to float via u32)."""
        if e.ty == to:
            return e
        if to == "bool":
            return Node("bool", f"({{0}} != {ZERO[e.ty]})" if e.ty in INTS else f"({{0}} < {ONE[e.ty]})", (e,))
        if e.ty == "bool" and to in FLOATS:
            return Node(to, f"(({{0}} as u32) as {to})", (e,))
        return Node(to, f"({{0}} as {to})", (e,))

    def loop(self, kind: str, depth: int, ctx: _Ctx) -> Stmt:
        k = self.kernel_state
        n = k.next_loop
        k.next_loop += 1
        ty = self.choice(["usize", "usize", "u32", "i32"])
        bound = self.r.choice([2, 3, 4])
        if self.p(0.5):  # data-dependent, bounded: (e % B)
            src = self.expr("u32", 1, ctx)
            hi = Node(ty, f"(({{0}} % {bound}u32) as {ty})", (src,)) if ty != "u32" else Node(ty, f"({{0}} % {bound}u32)", (src,))
        else:
            hi = lit(ty, f"{bound}{ty}")
        ctx.in_loop += 1
        if kind == "for":
            var = f"k{n}"
            ctx.loop_vars.append((var, ty))
            body = self.block(self.r.randint(1, 3), depth - 1, ctx)
            ctx.loop_vars.pop()
            ctx.in_loop -= 1
            lo = lit(ty, f"{self.r.choice([0, 0, 1])}{ty}")
            rng = "..=" if self.p(0.2) else ".."
            return Stmt("for", (f"for {var} in {{0}}{rng}{{1}} {{", "{B0}", "}"), (lo, hi), (body,))
        var = f"w{n}"
        body = self.block(self.r.randint(1, 3), depth - 1, ctx)
        ctx.in_loop -= 1
        if kind == "while":
            cond = ""
            exprs: tuple = (hi,)
            if self.p(0.3):
                cond = " && {1}"
                exprs = (hi, self.expr("bool", 1, ctx))
            return Stmt("while", (f"let mut {var}: {ty} = 0;", f"while {var} < {{0}}{cond} {{", f"    {var} += 1;", "{B0}", "}"),
                        exprs, (body,))
        return Stmt("loop", (f"let mut {var}: {ty} = 0;", "loop {", f"    if {var} >= {{0}} {{", "        break;", "    }",
                             f"    {var} += 1;", "{B0}", "}"), (hi,), (body,))

    def store(self, ctx: _Ctx) -> Stmt:
        k = self.kernel_state
        o = self.choice(k.outputs)
        m = k.slots[o.name]
        s = self.r.randrange(m)
        idx = "i" if m == 1 else f"{m} * i + {s}"
        val = self.expr(o.elem, self.cfg.max_depth - 1, ctx)
        if self.p(0.5) or not self.has("unsafe_index"):
            return Stmt("store", (f"if {idx} < {o.name}.len() {{", f"    {o.name}[{idx}] = {{0}};", "}"), (val,))
        return Stmt("store", (f"{o.name}[{idx}] = {{0}};",), (val,))

    # ------------------------------------------------------------ kernels
    def kernel(self, name: str, seed: int) -> Kernel:
        """A kernel; 40% are 'tame' (no index that may leave its slice, no raw divisor or shift,
        integer inputs without edge values) so that more kernels run to the end."""
        tame = self.p(0.4)
        feats = self.cfg.features - ({"unsafe_index", "raw_divisor", "raw_shift"} if tame else set())
        self.has = feats.__contains__
        try:
            return replace(self._kernel(name, seed), tame=tame)
        finally:
            self.has = self.cfg.features.__contains__

    def _kernel(self, name: str, seed: int) -> Kernel:
        r = self.r
        wgs_spelling = None
        wgs = 64
        if self.p(0.5):
            wgs = r.choice([8, 16, 32, 128])
            wgs_spelling = self.choice([f"{wgs}", f"{wgs // 8} * 8", f"0x{wgs:x}"])
            if wgs == 32 and self.has("wgs_size_of") and self.p(0.3):
                wgs_spelling = "core::mem::size_of::<f64>() * 4"
        groups = r.choice([1, 1, 2, 3])
        n = groups * wgs
        types = self.types()
        params: list[Param] = []
        for j in range(r.randint(1, 4)):
            elem = self.choice(types)
            mult = r.choice([1, 1, 1, 2, 3])
            params.append(Param(f"a{j}", elem, False, max(1, n * mult + r.randint(-3, 6))))
        out_types = []
        for _ in range(r.randint(1, 3)):
            t = self.choice(types)
            if t not in out_types:
                out_types.append(t)
        nvars = r.randint(3, 7)
        var_types = [self.choice(out_types) if self.p(0.5) else self.choice(types) for _ in range(nvars)]
        vars_ = [(f"v{j}", t) for j, t in enumerate(var_types)]
        outs = []
        slots = {}
        # every var is stored: to the output of its type, else to the first output
        assign: dict[int, list[tuple[str, str]]] = {}  # output index -> the (var, type) stored to it
        for v, t in vars_:
            o = out_types.index(t) if t in out_types else 0
            assign.setdefault(o, []).append((v, t))
        for j, t in enumerate(out_types):
            m = max(1, len(assign.get(j, [])))
            slots[f"o{j}"] = m
            delta = r.choice([0, 0, 0, 0, 0, 0, 1, -1, -2]) if self.has("unsafe_index") else r.choice([0, 1])
            outs.append(Param(f"o{j}", t, True, max(1, m * n + delta), "out"))
        atomic = None
        if self.has("atomic") and self.p(0.25):
            atomic = Param("h", "u32", True, r.choice([1, 4, 8, 17]), "atomic")
        allp = params + outs + ([atomic] if atomic else [])
        r.shuffle(allp)
        local_consts = self.const_items(f"C{name[1:]}_", r.randint(0, 3), list(self.file_consts), self.file_consts)
        st = _State(vars_, params, outs, atomic, slots, allp)
        st.visible_consts = _visible(self.file_consts, local_consts)
        self.kernel_state = st
        ctx = _Ctx(self)
        decls = []
        ctx.safe = True  # declarations run before any barrier: nothing in them may fault
        for j, (v, t) in enumerate(vars_):
            st.vars = vars_[:j]  # an initialiser sees the locals declared before it
            # floats mostly start from the inputs (random values, specials), so float chains
            # compute on data, not only on literals
            init = self.literal(t) if self.p(0.25 if t in FLOATS else 0.6) else self.expr(t, 1, ctx)
            decls.append(Stmt("decl", (f"let mut {v}: {t} = {{0}};",), (init,), removable=False))
        st.vars = vars_
        ctx.safe = False
        if atomic:
            decls.append(Stmt("decl", ("let mut ax: usize = 0;",), removable=False))
        body: list[Stmt] = []
        wg_arrays, wg_decls = (), ()
        if self.has("wg") and self.p(0.2):
            ph, wg_arrays, wg_decls = self.wg_phase(ctx, wgs)
            body += ph
            if ph and wgs_spelling is None:
                wgs_spelling = "64"  # the phase names WORKGROUP_SIZE
        body += self.block(r.randint(2, self.cfg.max_stmts), 2, ctx)
        if self.has("long_loop") and self.p(0.01):
            v, t = self.choice([(v, t) for v, t in vars_ if t in ("u32", "i32", "usize")] or [vars_[0]])
            if t in ("u32", "i32", "usize"):
                body.append(Stmt("for", ("for kl in 0..70000u32 {", f"    {v} = {v} ^ (kl as {t});", "}"), ()))
        for j, t in enumerate(out_types):
            for s, (v, vt) in enumerate(assign.get(j, [])):
                m = slots[f"o{j}"]
                idx = "i" if m == 1 else f"{m} * i + {s}"
                val = self.convert(Node(vt, v), t)
                if self.p(0.6) or not self.has("unsafe_index"):
                    body.append(Stmt("store", (f"if {idx} < o{j}.len() {{", f"    o{j}[{idx}] = {{0}};", "}"), (val,)))
                else:
                    body.append(Stmt("store", (f"o{j}[{idx}] = {{0}};",), (val,)))
        consts = tuple((c[0], c[1], c[2]) for c in local_consts)
        return Kernel(name, tuple(allp), groups, wgs, wgs_spelling, consts, tuple(decls), tuple(body),
                      wg_arrays, wg_decls, seed)

    def wg_phase(self, ctx: _Ctx, wgs: int):
        """Workgroup-array traffic in uniform control: writes, a barrier, reads (maybe in a
        uniform for loop with a second barrier), before any statement that may fault or return."""
        k = self.kernel_state
        fv = [(v, t) for v, t in k.vars if t == "f32"]
        if not fv:
            return [], (), ()
        ctx.safe = True
        v, _ = self.choice(fv)
        big = self.p(0.4)
        arrays = [(0, wgs)]
        decls = []
        if big:
            size = wgs * 2
            arrays.append((1, size))
            decls.append((1, self.choice([f"{size}", "WORKGROUP_SIZE * 2" if wgs != 64 else f"{size}"])))
        src = Node("f32", "{0}", (self.expr("f32", 2, ctx),))
        stmts = [Stmt("wg", ("wg_write(0, local_index(), {0});",), (src,), removable=False)]
        if big:
            stmts.append(Stmt("wg", ("wg_write(1, local_index() + WORKGROUP_SIZE, {0});",), (self.expr("f32", 1, ctx),), removable=False))
        stmts.append(Stmt("wg", ("workgroup_barrier();",), removable=False))
        c = self.r.choice([1, 3, 5])
        rd = f"wg_read(0, (local_index() + {c}) % WORKGROUP_SIZE)"
        if self.p(0.5):
            rounds = self.r.choice([2, 3])
            stmts.append(Stmt("wg", (f"for r in 0..{rounds}usize {{",
                                     f"    let t = {rd} + {{0}};",
                                     "    workgroup_barrier();",
                                     "    wg_write(0, local_index(), t);",
                                     "    workgroup_barrier();", "}"), (self.expr("f32", 1, ctx),), removable=False))
        ctx.safe = False
        stmts.append(Stmt("assign", (f"{v} = {rd} - {{0}};",), (self.expr("f32", 1, ctx),)))
        if big:
            stmts.append(Stmt("assign", (f"{v} = {v} + wg_read(1, {{0}});",), (self.wg_index(ctx, wgs),)))
        return stmts, tuple(arrays), tuple(decls)

    def wg_index(self, ctx: _Ctx, wgs: int) -> Node:
        if self.has("unsafe_index") and self.p(0.5):
            return Node("usize", f"(local_index() * 2 + {self.r.choice([0, 1, 2])})")
        return Node("usize", "(local_index() + WORKGROUP_SIZE)")


class _State:
    """One kernel being generated: its variables (name, type), parameters and output slots."""

    def __init__(self, vars_: list[tuple[str, str]], inputs: list[Param], outputs: list[Param], atomic: Param | None,
                 slots: dict[str, int], params: list[Param]) -> None:
        self.vars = vars_
        self.inputs = inputs
        self.outputs = outputs
        self.atomic = atomic
        self.slots = slots
        self.params = params
        self.next_loop = 0
        self.visible_consts: list = []


def _visible(file_consts, local_consts):
    names = {c[0] for c in local_consts}
    return [c for c in file_consts if c[0] not in names] + list(local_consts)


def generate_unit(seed: int, n: int | None = None, cfg: Config = Config(), *, overflow_checks: bool | None = None) -> Unit:
    """A file of `n` random kernels (default cfg.kernels_per_unit), reproducible from `seed`."""
    rng = random.Random(seed)
    checks = rng.random() < 0.6 if overflow_checks is None else overflow_checks
    g = _Gen(rng, cfg, checks, [])
    g.file_consts = g.const_items("FC", rng.randint(0, 4), [])
    kernels = []
    for j in range(cfg.kernels_per_unit if n is None else n):
        kseed = rng.getrandbits(32)
        kernels.append(g.kernel(f"k{j}", kseed))
    return Unit(tuple(kernels), checks, tuple((c[0], c[1], c[2]) for c in g.file_consts))


# ---------------------------------------------------------------- inputs

_DT = {"bool": np.bool_, "usize": np.uint64, "i32": np.int32, "u32": np.uint32, "f32": np.float32,
       "f64": np.float64, "f16": np.float16}
_FSPECIAL = [float("nan"), float("inf"), float("-inf"), -0.0, 0.0, 0.5, 2.5, -2.5, 1.0, -1.0, 16777217.0, 1e30, -1e-30]


def _floats(rng: np.random.Generator, n: int, dt) -> np.ndarray:
    fi = np.finfo(dt)
    x = rng.uniform(-8, 8, n)
    pick = rng.random(n)
    x = np.where(pick < 0.15, np.round(x * 2) / 2, x)  # halves: exercise round()
    sp = rng.random(n) < 0.25
    specials = np.array(_FSPECIAL + [float(fi.smallest_subnormal), -float(fi.smallest_subnormal) * 3,
                                     float(fi.tiny), float(fi.max), float(fi.tiny) / 2])
    x = np.where(sp, specials[rng.integers(0, len(specials), n)], x)
    with np.errstate(all="ignore"):
        return x.astype(dt)


def make_array(rng: np.random.Generator, elem: str, n: int, tame: bool = False) -> np.ndarray:
    """Random elements of one type: mostly small values, with the type's edge values mixed in."""
    dt = _DT[elem]
    if elem == "bool":
        return rng.random(n) < 0.5
    if elem in FLOATS:
        return _floats(rng, n, dt)
    info = np.iinfo(dt)
    small = {"u32": (0, 200), "i32": (-100, 100), "usize": (0, 64)}[elem]
    x: np.ndarray = rng.integers(small[0], small[1] + 1, n, dtype=np.int64).astype(dt)
    mid = rng.random(n) < (0.03 if tame else 0.15)
    x = np.where(mid, rng.integers(0, 2**20, n).astype(dt), x)
    edge = rng.random(n) < (0.0 if tame else 0.12)
    edges: np.ndarray = np.array([info.min, info.max, 0, 1, info.max - 1, info.min + 1 if info.min else 2**31], dtype=dt)
    x = np.where(edge, edges[rng.integers(0, len(edges), n)], x)
    return x.astype(dt)


def make_inputs(k: Kernel) -> dict[str, np.ndarray]:
    """Every parameter's array for kernel `k`, drawn from its seed (outputs start random too)."""
    rng = np.random.default_rng(k.seed)
    out = {}
    for p in k.params:
        if p.role == "atomic":
            out[p.name] = rng.integers(0, 100, p.length).astype(np.uint32)
        else:
            out[p.name] = make_array(rng, p.elem, p.length, k.tame)
    return out


def f32_bits(x: float) -> int:
    return struct.unpack("<I", struct.pack("<f", x))[0]
