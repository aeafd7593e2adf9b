"""The accepted-kernel corpus's cases: inputs maker, numpy reference and launch, per kernel.

`ACCEPTED[name]` runs `tests/kernels/accepted/<file>.rs`; a case whose `fault` is set expects
a trap of that kind at the line marked `// TRAP:` in its source. Family cases live in
kernel_family_cases.py. References follow Rust semantics exactly (wrapping, truncating division,
saturating casts, round half away from zero, NaN-ignoring max/min) so most compare bit for bit.
"""
from __future__ import annotations

from typing import Callable

import numpy as np

from poot_core.testing.case import Case  # noqa: F401 - the kit's one Case type (kernel_family_cases imports it here)

f16, f32, f64 = np.float16, np.float32, np.float64
i32, u32, u64 = np.int32, np.uint32, np.uint64


# Each case (poot_core.testing.Case): source = the repo-relative .rs, kernel = its name (the body is
# imported from there: body=None), inputs = rng -> {param: array}, grid = (inputs, workgroup_size)
# -> (gx, gy), ref = inputs -> {output: expected}; rtol 0: exact (NaN matches NaN); fault: the trap
# kind expected at the `// TRAP:` line; transcendental: native vs oracle within the oracle's bound.


def threads(n: Callable[[dict], int]) -> Callable:
    return lambda d, w: (-(-n(d) // w), 1)


def by_len(name: str) -> Callable:
    return threads(lambda d: len(d[name]))


def il(*cols) -> np.ndarray:
    """Interleave equal-length columns: il(a, b) = [a0, b0, a1, b1, ...]."""
    return np.stack(cols, axis=1).reshape(-1)


def sat(x, dt) -> np.ndarray:
    """Rust's saturating float -> int `as` (NaN -> 0)."""
    x = np.asarray(x, np.float64)
    info = np.iinfo(dt)
    out = np.zeros(x.shape, dt)
    t = np.trunc(np.nan_to_num(x, nan=0.0, posinf=np.inf, neginf=-np.inf))
    lo, hi = t <= info.min, t >= float(info.max)
    mid = ~(lo | hi)
    out[lo] = info.min
    out[hi] = info.max
    out[mid] = t[mid].astype(dt)
    return out


def rround(x: np.ndarray) -> np.ndarray:
    """Round half away from zero, exactly, in x's dtype."""
    a = np.abs(x)
    fl = np.floor(a)
    r = np.where(a - fl >= 0.5, fl + 1, fl)
    return (np.sign(x) * r).astype(x.dtype) if x.dtype.kind == "f" else r


def special_f32(rng, n):
    x = (rng.standard_normal(n) * 100).astype(f32)
    s = np.array([0.5, 2.5, -2.5, 0.49999997, -0.0, 0.0, 1.5, -1.5, 3e9, -3e9, 1e20, np.inf, -np.inf, np.nan,
                  4294967296.0, -0.7, 2147483520.0, 8388609.0], f32)
    x[:len(s)] = s
    return x


A: dict[str, Case] = {}


def case(name: str, make, ref, groups, file: str | None = None, **kw) -> None:
    A[name] = Case(name, None, make, groups, ref=ref, source=f"tests/kernels/accepted/{file or name}.rs",
                   kernel=file or name, **kw)


N = 200

case("add_f32", lambda r: dict(a=r.standard_normal(N).astype(f32), b=r.standard_normal(N).astype(f32),
                                out=np.zeros(N, f32)),
     lambda d: dict(out=d["a"] + d["b"]), by_len("out"))
case("arith_f32", lambda r: dict(a=r.standard_normal(N).astype(f32) * 10, b=np.where(np.arange(N) % 17 == 0, 0, r.standard_normal(N)).astype(f32),
                                  out=np.zeros(5 * N, f32)),
     lambda d: dict(out=il(d["a"] + d["b"], d["a"] - d["b"], d["a"] * d["b"], d["a"] / d["b"], -np.fmod(d["a"], d["b"]))),
     by_len("a"))
case("arith_f64", lambda r: dict(a=r.standard_normal(N) * 10, b=r.standard_normal(N), out=np.zeros(N)),
     lambda d: dict(out=(d["a"] + d["b"]) * (d["a"] - d["b"]) / d["b"] + np.fmod(d["a"], d["b"])
                    + np.sqrt(d["a"] * d["a"] + d["b"] * d["b"])), by_len("a"))


def _arith_i32(d):
    x, y = d["a"], d["b"]
    ys = np.where(y == 0, 1, y)
    q = np.where(y != 0, np.trunc(x / ys), 0).astype(i32)
    r = np.where(y != 0, x - q * ys, 0).astype(i32)
    return dict(out=il(x + y, x - y * 3, -q, r * 2 - 7))


case("arith_i32", lambda r: dict(a=r.integers(-10000, 10000, N, dtype=i32), b=np.where(np.arange(N) % 9 == 0, 0, r.integers(-300, 300, N)).astype(i32),
                                  out=np.zeros(4 * N, i32)), _arith_i32, by_len("a"))
case("arith_u32", lambda r: dict(a=r.integers(0, 10**6, N, dtype=u32), b=r.integers(0, 1000, N, dtype=u32), out=np.zeros(N, u32)),
     lambda d: dict(out=(lambda x, y: (x + y) * u32(3) - y + x // y + x % y)(d["a"], d["b"] + u32(1))), by_len("a"))
case("arith_usize", lambda r: dict(a=r.integers(0, 2**40, N, dtype=u64), b=r.integers(0, 2**20, N, dtype=u64), out=np.zeros(N, u64)),
     lambda d: dict(out=(lambda x, y: x * u64(1000003) + (x // y) * u64(7) + x % y - y // u64(2) + np.arange(N, dtype=u64))(d["a"], d["b"] | u64(1))),
     by_len("out"))
case("wrap_u32", lambda r: dict(a=r.integers(0, 2**32, N, dtype=u32), b=r.integers(0, 2**32, N, dtype=u32),
                                 s=r.integers(-2**31, 2**31, N, dtype=i32), out=np.zeros(N, u32), outs=np.zeros(N, i32)),
     lambda d: dict(out=d["a"] * d["b"] + d["a"] - d["b"] * u32(2654435761),
                    outs=d["s"] * i32(1103515245) + i32(12345) - d["s"]), by_len("a"), overflow_checks=False)
case("bitops_u32", lambda r: dict(a=r.integers(0, 2**32, N, dtype=u32), b=r.integers(0, 2**32, N, dtype=u32), out=np.zeros(N, u32)),
     lambda d: dict(out=(lambda x, y: ((x & y) | (x ^ u32(0xDEADBEEF))) ^ (x << (y & u32(31))) ^ (y >> (x % u32(32))) ^ ~x)(d["a"], d["b"])),
     by_len("a"))
case("bitops_i32", lambda r: dict(a=r.integers(-2**31, 2**31, N, dtype=i32), b=r.integers(0, 2**32, N, dtype=u32), out=np.zeros(N, i32)),
     lambda d: dict(out=(lambda x, s: ((x >> s) ^ (~x & i32(0x0F0F))) | ((x.view(u32) << u32(3)).view(i32) & i32(-256)))(d["a"], (d["b"] % u32(31)).astype(i32))),
     by_len("a"))
case("shifts_usize", lambda r: dict(a=r.integers(0, 2**64, N, dtype=u64), b=r.integers(0, 128, N, dtype=u32), out=np.zeros(N, u64)),
     lambda d: dict(out=(d["a"] << (d["b"].astype(u64) & u64(63))) ^ (d["a"] >> ((d["b"].astype(u64) + u64(3)) & u64(63)))),
     by_len("a"), overflow_checks=False)


def _cmp_make(r):
    a = r.integers(-3, 3, N).astype(f32)
    b = r.integers(-3, 3, N).astype(f32)
    a[::13], b[::29] = np.nan, np.nan
    return dict(a=a, b=b, out=np.zeros(6 * N, bool))


case("compare_f32", _cmp_make, lambda d: dict(out=il(d["a"] == d["b"], d["a"] != d["b"], d["a"] < d["b"], d["a"] <= d["b"],
                                                     d["a"] > d["b"], d["a"] >= d["b"])), by_len("a"))


def _cmp_ints(d):
    x, y = d["a"], d["b"]
    m = sum(((c).astype(u32) << u32(k)) for k, c in enumerate([x < y, x <= y, x > y, x >= y, x == y, x != y, d["u"] > 1000, d["v"] <= 77]))
    return dict(out=m.astype(u32))


case("compare_ints", lambda r: dict(a=r.integers(-4, 4, N, dtype=i32), b=r.integers(-4, 4, N, dtype=i32), u=r.integers(0, 2000, N, dtype=u32),
                                     v=r.integers(0, 150, N, dtype=u64), out=np.zeros(N, u32)), _cmp_ints, by_len("a"))
case("bool_slices", lambda r: dict(p=r.random(N) < 0.5, q=r.random(N) < 0.5, out=np.zeros(3 * N, bool)),
     lambda d: dict(out=il(~d["p"], d["p"] == d["q"], d["p"] != ~d["q"])), by_len("p"))
case("unary_ops", lambda r: dict(a=special_f32(r, N), d=r.standard_normal(N), s=r.integers(-2**29, 2**29, N, dtype=i32),
                                  u=r.integers(0, 2**32, N, dtype=u32), out=np.zeros(N, f32), o64=np.zeros(N), oi=np.zeros(N, i32), ou=np.zeros(N, u32)),
     lambda d: dict(out=-d["a"], o64=-d["d"], oi=-d["s"] + ~d["s"], ou=~d["u"] ^ (~(d["u"] > 5)).astype(u32)), by_len("a"))


def _cfi_make(r):
    a = special_f32(r, N)
    dd = (r.standard_normal(N) * 3e9).astype(f64)
    dd[:6] = [np.nan, np.inf, -np.inf, 1e300, -1e300, 2.0**64]
    return dict(a=a, d=dd, oi=np.zeros(2 * N, i32), ou=np.zeros(2 * N, u32), oz=np.zeros(2 * N, u64))


case("casts_float_int", _cfi_make,
     lambda d: dict(oi=il(sat(d["a"], i32), sat(d["d"], i32)), ou=il(sat(d["a"], u32), sat(d["d"], u32)),
                    oz=il(sat(d["a"], u64), sat(d["d"], u64))), by_len("a"))


def _cif(d):
    s, u, z = d["s"], d["u"], d["z"]
    return dict(of=il(s.astype(f32), z.astype(f64).astype(f32), (u.astype(f64) * 1.1).astype(f32)),
                od=u.astype(f64) + s.astype(f64) + z.astype(f64).astype(f32).astype(f64),
                oi=il(s.view(u32), (z & u64(0xFFFFFFFF)).astype(u32), (u.view(i32) >> i32(4)).view(u32)),
                oz=il(s.astype(np.int64).view(u64), u.astype(u64)))


case("casts_int_float", lambda r: dict(s=r.integers(-2**31, 2**31, N, dtype=i32), u=r.integers(0, 2**32, N, dtype=u32),
                                        z=r.integers(0, 2**53, N, dtype=u64), of=np.zeros(3 * N, f32), od=np.zeros(N), oi=np.zeros(3 * N, u32),
                                        oz=np.zeros(2 * N, u64)), _cif, by_len("s"))
case("bool_casts", lambda r: dict(a=r.standard_normal(N).astype(f32), ou=np.zeros(N, u32), oi=np.zeros(N, i32), oz=np.zeros(N, u64)),
     lambda d: dict(ou=(d["a"] > 0).astype(u32), oi=(d["a"] < -0.5).astype(i32) - i32(1),
                    oz=((d["a"] > 0) & (d["a"] < 0.5)).astype(u64) * u64(7)), by_len("a"))


def _f16(d):
    x, y = d["a"], d["b"]
    r = x * y + x - y / (y * y + f16(1.0))
    wide = r.astype(f32) + x.astype(f32) * f32(0.5)
    return dict(out=np.concatenate([r, (wide * f32(3.0)).astype(f16)]), wide=wide)


case("f16_ops", lambda r: dict(a=(r.standard_normal(N) * 4).astype(f16), b=(r.standard_normal(N) * 4).astype(f16),
                                out=np.zeros(2 * N, f16), wide=np.zeros(N, f32)), _f16, by_len("a"))


def _collatz(d):
    out = []
    for x in d["u"].tolist():
        s = 0
        while x > 1 and s < 200:
            x = x // 2 if x % 2 == 0 else 3 * x + 1
            s += 1
        out.append(s)
    return dict(out=np.array(out, u32))


case("while_loop", lambda r: dict(u=r.integers(0, 300, N, dtype=u32), out=np.zeros(N, u32)), _collatz, by_len("u"))


def _for_range(d):
    a, n = d["a"], len(d["out"])
    acc = np.zeros(n, f32)
    for k in range(8):
        j = np.arange(n) + k
        ok = j < len(a)
        acc = np.where(ok, acc + a[np.minimum(j, len(a) - 1)], acc).astype(f32)
    return dict(out=acc)


case("for_range", lambda r: dict(a=r.standard_normal(N - 5).astype(f32), out=np.zeros(N, f32)), _for_range, by_len("out"))
case("for_inclusive", lambda r: dict(n=r.integers(0, 100, N, dtype=u32), out=np.zeros(N, u32)),
     lambda d: dict(out=(d["n"] * (d["n"] + u32(1)) * (u32(2) * d["n"] + u32(1)) // u32(6)).astype(u32)), by_len("n"))


def _for_slice(d):
    w, n = d["w"], len(d["out"])
    acc = np.zeros(n, f32)
    for j in range(len(w)):
        acc = acc + w[j] * (np.arange(n) + j).astype(f32)
    return dict(out=acc)


case("for_slice", lambda r: dict(w=r.standard_normal(20).astype(f32), out=np.zeros(N, f32)), _for_slice, by_len("out"))


def _nested(d):
    a, out = d["a"].tolist(), []
    for i in range(len(d["out"])):
        acc = 0
        for r in range(4):
            for c in range(6):
                k = (i + r * 6 + c) % len(a)
                if a[k] < 0:
                    continue
                if a[k] > 90:
                    break
                acc += a[k]
        out.append(acc)
    return dict(out=np.array(out, i32))


case("nested_loops", lambda r: dict(a=r.integers(-50, 100, 37, dtype=i32), out=np.zeros(N, i32)), _nested, by_len("out"))


def _ifelse(d):
    x = d["a"]
    with np.errstate(divide="ignore"):
        y = np.where(x < -1, f32(-1), np.where(x < 0, x * x, np.where(x < 1, x, f32(2) - f32(1) / x))).astype(f32)
    return dict(out=np.where(y > 0.5, y * f32(2), y))


case("if_else_chain", lambda r: dict(a=(r.standard_normal(N) * 2).astype(f32), out=np.zeros(N, f32)), _ifelse, by_len("a"))


def _logic(d):
    p, x = d["p"], d["a"]
    c1 = p & (x > 0) & (x < 50)
    c2 = ~p | (x == 7) | (x < -20)
    c3 = (c1 | (x % 3 == 0)) & (c2 | (x % 5 == 0))
    return dict(out=(c1.astype(u32) + u32(2) * c2.astype(u32) + u32(4) * c3.astype(u32)))


case("logic_chains", lambda r: dict(p=r.random(N) < 0.5, a=r.integers(-30, 60, N, dtype=i32), out=np.zeros(N, u32)), _logic, by_len("out"))
case("early_return", lambda r: dict(a=r.standard_normal(N).astype(f32), out=np.full(N, 7, f32)),
     lambda d: dict(out=np.where(d["a"] < 0, f32(0), d["a"] * f32(10))), threads(lambda d: len(d["out"]) + 30))


def _fm(d):
    x, y = d["a"], d["d"]
    return dict(out=il(np.sqrt(np.abs(x)), np.abs(x), np.floor(x), np.ceil(x), np.trunc(x), rround(x)),
                o64=il(rround(y), np.sqrt(np.abs(y)) + np.floor(y), np.ceil(y) - np.trunc(y)))


def _fm_make(r):
    d = r.standard_normal(N) * 100
    d[:6] = [0.5, 2.5, -2.5, 0.49999999999999994, -0.5, 4503599627370497.0]
    return dict(a=special_f32(r, N), d=d, out=np.zeros(6 * N, f32), o64=np.zeros(3 * N))


case("float_methods", _fm_make, _fm, by_len("a"))


def _tr(d):
    x, y = d["a"], d["d"]
    with np.errstate(divide="ignore"):
        return dict(out=il(np.exp(x), np.log(np.abs(x)), np.sin(x), np.cos(x)),
                    o64=np.exp(y) + np.log(y * y + 1.0) + np.sin(y) * np.cos(y))


case("transcendental", lambda r: dict(a=(r.standard_normal(N) * 3).astype(f32), d=r.standard_normal(N) * 3,
                                       out=np.zeros(4 * N, f32), o64=np.zeros(N)), _tr, by_len("a"), rtol=2e-6, transcendental=True)


def _mm_make(r):
    a, b = r.standard_normal(N).astype(f32), r.standard_normal(N).astype(f32)
    a[::11], b[::7] = np.nan, np.nan
    return dict(a=a, b=b, s=r.integers(-100, 100, N, dtype=i32), u=r.integers(0, 2000, N, dtype=u32),
                z=r.integers(0, 1000, N, dtype=u64), of=np.zeros(2 * N, f32), od=np.zeros(N), oi=np.zeros(N, i32),
                ou=np.zeros(N, u32), oz=np.zeros(N, u64))


case("minmax", _mm_make, lambda d: dict(
    of=il(np.fmax(d["a"], d["b"]), np.fmin(d["a"], d["b"])),
    od=np.fmin(np.fmax(d["a"].astype(f64), 0.25), d["b"].astype(f64)),
    oi=np.minimum(np.maximum(d["s"], -3), np.fix(d["s"] / 2).astype(i32) + 1).astype(i32),
    ou=np.minimum(np.maximum(d["u"], u32(10)), u32(900)),
    oz=np.maximum(np.minimum(d["z"], d["z"] // u64(3) + u64(5)), np.arange(N, dtype=u64))), by_len("a"))
case("from_bits", lambda r: dict(bits=r.integers(0, 2**32, N, dtype=u32), meta=np.array([0x3F000000], u32), out=np.zeros(N, f32)),
     lambda d: dict(out=d["bits"].view(f32) * d["meta"].view(f32)[0] + f32(1.0)), by_len("bits"))


def _ids(d):
    w, gy = int(d["width"][0]), 3  # 4 x 3 workgroups
    out = np.zeros(len(d["out"]), u32)
    for y in range(gy):
        g = np.arange(w)
        out[y * w + g] = (y << 24) | ((g // 32) << 16) | ((g % 32) << 8) | ((g & 255) ^ 32)
    return dict(out=out)


case("index_intrinsics", lambda r: dict(width=np.array([118], u64), out=np.zeros(3 * 118, u32)), _ids, lambda d, w: (4, 3))
case("transpose_2d", lambda r: dict(a=r.standard_normal(20 * 27).astype(f32), dims=np.array([20, 27], u64), out=np.zeros(27 * 20, f32)),
     lambda d: dict(out=d["a"].reshape(20, 27).T.reshape(-1).copy()), lambda d, w: (4, 3))


def _rev(d):
    a = np.zeros(256, f32)
    a[:len(d["a"])] = d["a"]
    return dict(out=a.reshape(4, 64)[:, ::-1].reshape(-1)[:len(d["out"])])


case("wg_reverse", lambda r: dict(a=r.standard_normal(250).astype(f32), out=np.zeros(250, f32)), _rev, lambda d, w: (4, 1))


def _tree(d):
    n = 8 * 128
    s, m = np.zeros(n, f32), np.full(n, -np.inf, f32)
    s[:len(d["a"])] = d["a"]
    m[:len(d["a"])] = d["a"]
    s, m = s.reshape(8, 128), m.reshape(8, 128)
    st = 64
    while st > 0:
        s[:, :st] = s[:, :st] + s[:, st:2 * st]
        m[:, :st] = np.fmax(m[:, :st], m[:, st:2 * st])
        st //= 2
    return dict(sums=s[:, 0].copy(), maxs=m[:, 0].copy())


case("wg_tree_reduce", lambda r: dict(a=r.standard_normal(1000).astype(f32), sums=np.zeros(8, f32), maxs=np.zeros(8, f32)), _tree,
     lambda d, w: (8, 1))


def _subgroup(d):
    from poot_core.testing.shuffle_cases import butterfly_ref
    lanes = np.arange(256)
    s, m = butterfly_ref("add", d["a"]), butterfly_ref("max", d["a"])
    w = d["u"].copy()
    for k in (16, 8, 4, 2, 1):
        w = w ^ w[lanes ^ k]
    return dict(sums=s[::32], maxs=m[::32], folds=w[::32], swap=((lanes % 64) ^ 31).astype(i32) + i32(17))


case("subgroup_reduce", lambda r: dict(a=r.standard_normal(256).astype(f32), u=r.integers(0, 2**32, 256, dtype=u64).astype(u32),
                                       sums=np.zeros(8, f32), maxs=np.zeros(8, f32), folds=np.zeros(8, u32),
                                       swap=np.zeros(256, i32)), _subgroup, lambda d, w: (4, 1))


def _hist(d):
    c = np.bincount(d["x"] % 8, minlength=8).astype(u32)
    return dict(hist=c, olds=(c * (c - u32(1)) // u32(2)).astype(u32))


case("atomic_hist", lambda r: dict(x=r.integers(0, 2**32, 500, dtype=u32), hist=np.zeros(8, u32), olds=np.zeros(8, u32)), _hist, by_len("x"))
case("no_contract", lambda r: dict(a=r.standard_normal(N).astype(f32), b=r.standard_normal(N).astype(f32), c=r.standard_normal(N).astype(f32),
                                    out=np.zeros(N, f32)), lambda d: dict(out=d["a"] * d["b"] + d["c"]), by_len("out"))
def _mul_add_make(r):
    from poot_core.testing.fma_cases import mul_add_operands
    a, b, c = mul_add_operands(r, 2 * N)
    return dict(a=a, b=b, c=c, out=np.zeros(8 * N, f32))


def _mul_add(d):
    from poot_core.testing.fma_cases import exact_mul_add
    fused = exact_mul_add(d["a"], d["b"], d["c"])
    with np.errstate(all="ignore"):
        return dict(out=il(fused, fused, fused, d["a"] * d["b"] + d["c"]))


case("mul_add", _mul_add_make, _mul_add, by_len("a"))
case("references", lambda r: dict(a=r.standard_normal(N).astype(f32), out=np.zeros(N, f32)),
     lambda d: dict(out=d["a"] * f32(3) + d["a"]), by_len("a"))
case("constants", lambda r: dict(a=r.standard_normal(N).astype(f32), ou=np.zeros(N, u32), of=np.zeros(2 * N, f32), od=np.zeros(N)),
     lambda d: dict(ou=u32(0xFF ^ 1000000) ^ np.arange(N, dtype=u32),
                    of=il(d["a"] * f32(1.5e-3) + f32(250), d["a"] + np.finfo(f32).eps),
                    od=d["a"].astype(f64) * 0.1 + 1e300), by_len("a"))


def _ovf_make(r):
    a = r.integers(0, 10**6, N, dtype=u32)
    a[37] = 2**32 - 10
    return dict(a=a, out=np.zeros(N, u32))


case("overflow_trap", _ovf_make, None, by_len("a"), fault="overflow")
case("overflow_wraps", _ovf_make, lambda d: dict(out=d["a"] + u32(1000)), by_len("a"), file="overflow_trap", overflow_checks=False)
case("overflow_no_fault", lambda r: dict(a=r.integers(0, 10**6, N, dtype=u32), out=np.zeros(N, u32)),
     lambda d: dict(out=d["a"] + u32(1000)), by_len("a"), file="overflow_trap")


def _div_make(r):
    b = r.integers(1, 50, N, dtype=i32)
    b[101] = 0
    return dict(a=r.integers(-1000, 1000, N, dtype=i32), b=b, out=np.zeros(N, i32))


case("divide_trap", _div_make, None, by_len("a"), fault="divide")
case("divide_trap_nochecks", _div_make, None, by_len("a"), file="divide_trap", overflow_checks=False, fault="divide")
case("bounds_trap", lambda r: dict(a=r.standard_normal(N).astype(f32), b=r.standard_normal(N - 40).astype(f32), out=np.zeros(N, f32)),
     None, by_len("out"), fault="bounds")
case("bounds_ok", lambda r: dict(a=r.standard_normal(N).astype(f32), b=r.standard_normal(N).astype(f32), out=np.zeros(N, f32)),
     lambda d: dict(out=d["a"] * d["b"]), by_len("out"), file="bounds_trap")
case("direct_name", lambda r: dict(a=r.standard_normal(N).astype(f32), alpha=np.array([0.75], f32), out=r.standard_normal(N).astype(f32)),
     lambda d: dict(out=d["out"] + d["alpha"][0] * d["a"]), by_len("a"))


def _mixed(d):
    a, fl, idx, n = d["a"], d["flags"], d["idx"], len(d["out"])
    out, cnt = np.zeros(n), np.zeros(n, u64)
    for i in range(n):
        acc, c = 0.0, 0
        for k in idx.tolist():
            j = (k + i) % len(a)
            if fl[j]:
                acc += float(a[j])
                c += 1
        out[i], cnt[i] = acc, c
    return dict(out=out, count=cnt)


case("mixed_types", lambda r: dict(a=r.standard_normal(50).astype(f32), flags=r.random(50) < 0.6, idx=r.integers(0, 1000, 12, dtype=i32),
                                    out=np.zeros(64), count=np.zeros(64, u64)), _mixed, by_len("out"))
case("pointers", lambda r: dict(a=r.standard_normal(N).astype(f32), out=np.zeros(N, f32)),
     lambda d: dict(out=(f32(1) + d["a"]) * f32(1.5)), by_len("a"))


# --- control flow and patterns (each arm of each pattern form is hit by the inputs) ----------------
def _match_int_make(r):
    s = r.integers(-120, 120, N).astype(i32)
    s[:16] = [-1, 0, 1, 2, 7, 3, 5, -9, -7, -6, 40, 41, 60, 91, -50, -2**31]
    u = r.integers(0, 400, N).astype(u32)
    u[:10] = [0, 4_000_000_000, 2**32 - 1, 1, 99, 100, 200, 300, 5, 250]
    z = r.integers(0, 40, N).astype(u64)
    z[:6] = [0, 2**64 - 1, 10**12, 10**12 + 10, 10**12 + 11, 31]
    return dict(s=s, u=u, z=z, p=r.random(N) < 0.5, out=np.zeros(4 * N, i32))


def _match_int(d):
    out = []
    for x, u, z, p in zip(d["s"].tolist(), d["u"].tolist(), d["z"].tolist(), d["p"].tolist()):
        if x == -1: a = 100
        elif x == 0: a = 101
        elif x in (1, 2, 7): a = 102
        elif 3 <= x <= 5: a = 103
        elif -9 <= x < -6: a = 104
        elif 40 <= x <= 60 and x % 2 == 0: a = x * 3
        elif x > 90: a = x - 1000
        elif x <= -50: a = 105
        else: a = x + 7
        if u == 0: b = 1
        elif u >= 4_000_000_000: b = 2
        elif 1 <= u <= 99: b = 3 if p else 4
        elif u in (100, 200, 300): b = 5
        else: b = 6
        if z == 0: c = 10
        elif z == 2**64 - 1: c = 11
        elif 10**12 <= z <= 10**12 + 10: c = 12
        elif 1 <= z <= 31: c = z * 2
        else: c = 13
        dd = 20 if p else (22 if x > 0 else 21)
        e = (1 if x == 0 else 2 if x < 0 else 3) + 10 * (u == 1 or 5 <= u <= 9 or u == 250)
        g = x % 8 if x > 0 else -1
        out += [a, b + c * 100, dd, e + (u % 3 + 1) * 100 + g * 1000]
    return dict(out=np.array(out, i32))


case("match_int", _match_int_make, _match_int, by_len("s"))


def _match_float_make(r):
    a = (r.standard_normal(N) * 60).astype(f32)
    a[:16] = [0.0, -0.0, 1.0, 2.0, 0.25, 0.75, 0.5, -3.0, -1.5, np.inf, -np.inf, -100.0, 50.0, 50.5, np.nan, -2.0]
    dd = r.standard_normal(N) * 6
    dd[:10] = [-0.0, 0.0, 0.5, 1.5, 1.4999999, 9.0, 8.99, 10.0, np.nan, 1.0]
    h = r.standard_normal(N).astype(f16)
    h[:6] = [-0.0, 0.5, 1.0, 0.4998, np.nan, 1.001]
    return dict(a=a, d=dd, h=h, out=np.zeros(3 * N, u32))


def _match_float(d):
    out = []
    for x, y, h in zip(d["a"].tolist(), d["d"].tolist(), d["h"].tolist()):
        if x == 0.0: p = 1
        elif x in (1.0, 2.0): p = 2
        elif 0.25 <= x <= 0.75: p = 3
        elif -3.0 <= x < -1.5: p = 4
        elif x == float("inf"): p = 5
        elif x <= -100.0: p = 6
        elif x > 50.0: p = 7
        else: p = 8
        if y == 0.0: q = 11
        elif 0.5 <= y < 1.5: q = 12
        elif 1.5 <= y <= 10.0 and y < 9.0: q = 13
        else: q = 14
        out += [p, q, 21 if h == 0.0 else 22 if 0.5 <= h <= 1.0 else 23]
    return dict(out=np.array(out, u32))


case("match_float", _match_float_make, _match_float, by_len("a"))


def _labelled(d):
    out = []
    for a in d["a"].tolist():
        k, rounds = a, 0
        while True:  # 'outer
            rounds += 1
            j, leave, again = 0, None, False
            while True:
                if j > 3:
                    break
                j += 1
                if k % 7 == 0:
                    leave = k
                    break
                if k % 11 == 5:
                    k += 2
                    again = True
                    break
            if leave is not None:
                r = leave
                break
            if again:
                continue
            k += 1
            if k > 1000:
                r = 99
                break
        v = 1 if r % 3 == 0 else 2 if r % 3 == 1 else 3
        hits = 0
        for row in range(6):
            col, stop = 0, False
            while col < 6:
                col += 1
                if (row * col + a) % 5 == 0:
                    break
                if (row + col + a) % 13 == 0:
                    stop = True
                    break
                if col == row:
                    break
                hits += 1
            if stop:
                break
        out += [r, v * 1000 + rounds, hits]
    return dict(out=np.array(out, u32))


case("labelled_loops", lambda r: dict(a=r.integers(0, 2000, N, dtype=u32), out=np.zeros(3 * N, u32)), _labelled, by_len("a"))


def _let_make(r):
    a = r.integers(-200, 1200, N).astype(i32)
    a[:12] = [0, 9, 10, -5, 20, 29, 30, 40, 49, 50, -101, 1001]
    return dict(a=a, p=r.random(N) < 0.5, out=np.zeros(2 * N, i32))


def _let(d):
    out = []
    for x, p in zip(d["a"].tolist(), d["p"].tolist()):
        r = 0
        if 0 <= x <= 9: r += 1
        elif x == -5 or 20 <= x < 30: r += 2
        if p: r += 10
        if 40 <= x <= 49: r += x
        k = x
        while -100 <= k <= 99:
            k += 17
        out += [r, k if 0 <= x <= 1000 else -1]
    return dict(out=np.array(out, i32))


case("let_patterns", _let_make, _let, by_len("a"))


def _reborrows(d):
    a, acc = d["a"], d["acc"]
    o = (a * f32(2)).astype(f32)
    return dict(out=o, acc=(acc + o * (o + f32(1))).astype(f32))


case("reborrows", lambda r: dict(a=r.standard_normal(N).astype(f32), out=np.zeros(N, f32), acc=r.standard_normal(N).astype(f32)),
     _reborrows, by_len("a"))
case("shadowed_params", lambda r: dict(a=r.standard_normal(N).astype(f32), b=r.standard_normal(N).astype(f32), out=np.zeros(N, f32)),
     lambda d: dict(out=d["b"] + d["a"] * f32(2)), by_len("out"))


def _by_hand(d):
    a, out = d["a"].tolist(), []
    for x in a:
        n, s = x % 7, 0
        s += 1 if n > 0 else 50
        s += 1000 if n > 1 else 0
        s += 3 if n > 2 else 0
        s += sum(k * 10 for k in range(2, n + 1))
        s += a[0] % 5
        s += a[1] % 3 if len(a) > 1 else 0
        out.append(s)
    return dict(out=np.array(out, u32))


case("iterate_by_hand", lambda r: dict(a=r.integers(0, 1000, N, dtype=u32), out=np.zeros(N, u32)), _by_hand, by_len("a"))
case("iterate_by_hand_one", lambda r: dict(a=np.array([12], u32), out=np.zeros(1, u32)), _by_hand, by_len("a"),
     file="iterate_by_hand")

ACCEPTED = A
