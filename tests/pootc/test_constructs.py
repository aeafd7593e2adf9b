"""Every construct of the accepted subset, imported and run in the oracle against numpy."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core import oracle
from poot_core.errors import KernelFault
from poot_core.ir import nodes as N
from poot_core.pootc import import_file
from poot_core.target import Grid

LOOPS = """
#[kernel]
pub fn loops(a: &[f32], n: &[usize], out: &mut [f32]) {
    let i = thread_index();
    if i >= out.len() { return; }
    let m = if n.len() > 0 { n[0] } else { 0 };
    let mut s = 0.0f32;
    for k in 0..m { if k < a.len() { s += a[k]; } }
    for k in 1..=m { s += a[k - 1] * 2.0; }
    for x in a { s += *x; }
    for x in a { s -= *x * 0.5; }
    let mut j = 0usize;
    while j < i { s += 1.0; j += 1; }
    for k in -2i32..3 { s += k as f32; }
    for k in 0u32..=i as u32 { s += (k % 3) as f32; }
    let mut t = 0usize;
    loop { t += 1; if t > i % 5 { break; } }
    s += t as f32;
    for p in 0..3 { for q in p..4 { if q == 2 { continue; } s += (p * q) as f32; } }
    out[i] = s;
}
"""


def f32(x):
    return np.float32(x)


def test_every_loop_kind(rs):
    [kf] = import_file(rs(LOOPS))
    a = np.random.default_rng(0).standard_normal(37).astype(np.float32)
    n = 100
    out = oracle.run(kf.body, {"a": a, "n": np.array([20], np.uint64), "out": np.zeros(n, np.float32)},
                     Grid.threads(n, 64))["out"]

    def ref(i):
        s = f32(0)
        for k in range(20):
            if k < len(a):
                s = f32(s + a[k])
        for k in range(1, 21):
            s = f32(s + f32(a[k - 1] * f32(2)))
        for x in a:
            s = f32(s + x)
        for x in a:
            s = f32(s - f32(x * f32(0.5)))
        for _ in range(i):
            s = f32(s + 1)
        for k in range(-2, 3):
            s = f32(s + k)
        for k in range(i + 1):
            s = f32(s + k % 3)
        t = 1
        while not t > i % 5:
            t += 1
        s = f32(s + t)
        for p in range(3):
            for q in range(p, 4):
                if q != 2:
                    s = f32(s + p * q)
        return s
    np.testing.assert_array_equal(out, np.array([ref(i) for i in range(n)], np.float32))
    # `k < a.len()` covers a[k]; `for x in a` reads a[counter] with no check; a[k - 1] stays checked
    kinds = [(t.kind, t.span.line) for _, t in kf.body.traps()]
    assert ("bounds", 9) in kinds and not any(k == "bounds" and line in (8, 10, 11) for k, line in kinds)
    assert not any(t.kind == "unreachable" for _, t in kf.body.traps())


INTS = """
#[kernel]
pub fn ints(x: &[i32], y: &[i32], u: &[u32], o: &mut [i32], ou: &mut [u32], oz: &mut [usize], ob: &mut [bool]) {
    let i = thread_index();
    if i < x.len() && i < y.len() && i < u.len() && i < o.len() && i < ou.len() && i < oz.len() && i < ob.len() {
        let a = x[i];
        let b = y[i];
        let d = if b != 0 && !(a == i32::MIN && b == -1) { a / b + a % b } else { 0 };
        o[i] = d + (a >> 3) + (a << (i % 8)) - (-a) + (a & b) + (a | 7) + (a ^ b) + !b + a.max(b) - a.min(b) * 2;
        let v = u[i];
        ou[i] = (v >> (i as u32 % 32)) ^ (v << 1) | (v & 0xff) + (b as u32) + (a < b) as u32 + v.max(3) - v.min(3);
        oz[i] = (i * 3 + 7) / 2 % 11 + (v as usize) + (a as usize);
        ob[i] = (a < b) != (v > 100) || a == b;
    }
}
"""


def test_integer_ops_and_casts(rs):
    [kf] = import_file(rs(INTS), overflow_checks=False)
    r = np.random.default_rng(1)
    n = 96
    x = r.integers(-1000, 1000, n).astype(np.int32)
    y = r.integers(-50, 50, n).astype(np.int32)
    y[::7] = 0
    u = r.integers(0, 2**32, n, dtype=np.uint64).astype(np.uint32)
    bufs = {"x": x, "y": y, "u": u, "o": np.zeros(n, np.int32), "ou": np.zeros(n, np.uint32),
            "oz": np.zeros(n, np.uint64), "ob": np.zeros(n, bool)}
    got = oracle.run(kf.body, bufs, Grid.threads(n, 64))
    with np.errstate(over="ignore"):
        i = np.arange(n)
        a, b = x.astype(np.int64), y.astype(np.int64)
        bb = np.where(b == 0, 1, b)
        q = np.trunc(a / bb).astype(np.int64)
        d = np.where(b != 0, q + (a - q * bb), 0)
        o = d + (a >> 3) + (a << (i % 8)) + a + (a & b) + (a | 7) + (a ^ b) + ~b + np.maximum(a, b) - np.minimum(a, b) * 2
        o = o.astype(np.int64).astype(np.int32)  # wraps like overflow-checks=off
        v = u.astype(np.uint64)
        ou = ((v >> (i.astype(np.uint64) % 32)) ^ (v << 1)) | ((v & 0xff) + y.astype(np.uint32).astype(np.uint64)
                                                               + (a < b) + np.maximum(v, 3) - np.minimum(v, 3))
        ou = (ou & 0xFFFFFFFF).astype(np.uint32)
        oz = ((i * 3 + 7) // 2 % 11).astype(np.uint64) + v + x.astype(np.int64).astype(np.uint64)
    np.testing.assert_array_equal(got["o"], o)
    np.testing.assert_array_equal(got["ou"], ou)
    np.testing.assert_array_equal(got["oz"], oz)
    np.testing.assert_array_equal(got["ob"], ((a < b) != (v > 100)) | (a == b))


FLOATS = """
#![feature(f16)]
#[kernel]
pub fn floats(a: &[f32], d: &[f64], h: &[f16], bits: &[u32], o: &mut [f32], od: &mut [f64], oh: &mut [f16]) {
    let i = thread_index();
    if i < a.len() && i < d.len() && i < h.len() && i < o.len() && i < od.len() && i < oh.len() {
        let x = a[i];
        let s = x.abs().sqrt() + x.floor() - x.ceil() + x.trunc() * x.round() + (x * 0.25).exp() + (x.abs() + 1.0).ln();
        let t = x.sin() * x.cos() + x.max(0.5) - x.min(-0.5) + f32::from_bits(bits[0]) + no_contract_add(x * x, 1.0);
        o[i] = s + t - (x % 0.75) / 3.0 + (-x) + core::f32::consts::PI;
        let y = d[i];
        od[i] = y.sqrt().abs() + y.round() + (y as f32) as f64 + y.max(x as f64) + (i as f64) * 1e-3;
        oh[i] = h[i] * (2.0 as f16) + h[i].abs() + (x as f16);
    }
}
"""


def test_float_methods_f64_f16(rs):
    [kf] = import_file(rs(FLOATS))
    r = np.random.default_rng(2)
    n = 70
    a = (r.standard_normal(n) * 3).astype(np.float32)
    a[:4] = [0.5, 2.5, -2.5, 0.49999997]
    d = np.abs(r.standard_normal(n)) * 10
    h = r.standard_normal(n).astype(np.float16)
    bits = np.array([np.float32(1.75).view(np.uint32)], np.uint32)
    got = oracle.run(kf.body, {"a": a, "d": d, "h": h, "bits": bits, "o": np.zeros(n, np.float32),
                               "od": np.zeros(n), "oh": np.zeros(n, np.float16)}, Grid.threads(n, 64))

    def rnd(v):
        return np.sign(v) * np.floor(np.abs(v) + v.dtype.type(0.5))
    x = a
    s = (np.sqrt(np.abs(x)) + np.floor(x) - np.ceil(x) + np.trunc(x) * rnd(x) + np.exp(x * f32(0.25))
         + np.log(np.abs(x) + f32(1)))
    t = (np.sin(x) * np.cos(x) + np.maximum(x, f32(0.5)) - np.minimum(x, f32(-0.5)) + f32(1.75)
         + (x * x + f32(1)))
    want = s + t - np.fmod(x, f32(0.75)) / f32(3) + (-x) + f32(np.pi)
    np.testing.assert_allclose(got["o"], want.astype(np.float32), rtol=2e-6, atol=2e-6)
    od = np.abs(np.sqrt(d)) + rnd(d) + d.astype(np.float32).astype(np.float64) + np.maximum(d, a.astype(np.float64)) \
        + np.arange(n) * 1e-3
    np.testing.assert_allclose(got["od"], od, rtol=1e-15)
    oh = h * np.float16(2) + np.abs(h) + a.astype(np.float16)
    np.testing.assert_array_equal(got["oh"], oh)


REFS_ATOMICS = """
#[kernel]
pub fn refs(a: &[f32], counts: &mut [u32], out: &mut [f32]) {
    const WORKGROUP_SIZE: usize = 32;
    let i = thread_index();
    let g = group_index();
    if i < a.len() && i < out.len() {
        let r = &a[i];
        let mut acc = 1.0f32;
        let m = &mut acc;
        *m = *m + *r;
        out[i] = acc + (g as f32) * 100.0 + (local_index() as f32) * 1000.0;
        let slot = i % 4;
        if slot < counts.len() {
            let old = atomic_add(counts, slot, 1);
            out[i] += (old as f32) * 0.0;
        }
    }
}
"""


def test_refs_atomics_group_index(rs):
    [kf] = import_file(rs(REFS_ATOMICS))
    assert kf.body.workgroup_size == 32
    assert not kf.body.traps(), "every access is guarded"
    n = 100
    a = np.random.default_rng(3).standard_normal(n).astype(np.float32)
    got = oracle.run(kf.body, {"a": a, "counts": np.zeros(4, np.uint32), "out": np.zeros(n, np.float32)},
                     Grid.threads(n, 32))
    i = np.arange(n)
    want = (f32(1) + a) + (i // 32).astype(np.float32) * f32(100) + (i % 32).astype(np.float32) * f32(1000)
    np.testing.assert_array_equal(got["out"], want.astype(np.float32))
    np.testing.assert_array_equal(got["counts"], [25, 25, 25, 25])


OVERFLOW = """
#[kernel]
pub fn addi(a: &[i32], b: &[i32], out: &mut [i32]) {
    let i = thread_index();
    if i < a.len() && i < b.len() && i < out.len() {
        out[i] = a[i] + b[i];
    }
}
"""


def test_overflow_checks_on_trap_and_off_wrap(rs):
    path = rs(OVERFLOW)
    [on] = import_file(path)
    assert on.producer.overflow_checks is True and "-Coverflow-checks=on" in on.producer.flags
    assert [t.kind for _, t in on.body.traps()] == ["overflow"]
    a = np.array([2**31 - 1, 5], np.int32)
    b = np.array([1, 6], np.int32)
    with pytest.raises(KernelFault) as e:
        oracle.run(on.body, {"a": a, "b": b, "out": np.zeros(2, np.int32)}, Grid.threads(2, 64))
    assert ":6:18" in str(e.value)
    [off] = import_file(path, overflow_checks=False)
    assert off.producer.overflow_checks is False and "-Coverflow-checks=off" in off.producer.flags
    assert not off.body.traps()
    got = oracle.run(off.body, {"a": a, "b": b, "out": np.zeros(2, np.int32)}, Grid.threads(2, 64))
    np.testing.assert_array_equal(got["out"], [-2**31, 11])


def test_overflow_pragma(rs):
    [kf] = import_file(rs("// poot: overflow-checks=off\n" + OVERFLOW))
    assert kf.producer.overflow_checks is False and not kf.body.traps()


def test_divide_by_zero_and_shift_traps(rs):
    [kf] = import_file(rs("""
    #[kernel]
    pub fn divs(a: &[i32], b: &[i32], s: &[u32], out: &mut [i32]) {
        let i = thread_index();
        if i < a.len() && i < b.len() && i < s.len() && i < out.len() {
            out[i] = a[i] / b[i] + (a[i] << s[i]);
        }
    }
    """))
    kinds = sorted(t.kind for _, t in kf.body.traps())
    assert kinds == ["divide", "overflow", "overflow", "shift"]
    ok = {"a": np.array([7], np.int32), "b": np.array([2], np.int32), "s": np.array([1], np.uint32),
          "out": np.zeros(1, np.int32)}
    assert oracle.run(kf.body, ok, Grid.threads(1, 64))["out"][0] == 3 + 14
    for key, val, kind in (("b", 0, "divide"), ("s", 40, "shift")):
        bad = dict(ok, **{key: np.array([val], ok[key].dtype)})
        with pytest.raises(KernelFault) as e:
            oracle.run(kf.body, bad, Grid.threads(1, 64))
        assert kind in str(e.value)


def test_wg_array_size_rule_and_checks(rs):
    [kf] = import_file(rs("""
    #[kernel]
    pub fn wg(a: &[f32], out: &mut [f32]) {
        const WORKGROUP_SIZE: usize = 16;
        const WG_ARRAY_1: usize = 4;
        let lane = local_index();
        let i = thread_index();
        if i < a.len() { wg_write(0, lane, a[i]); }
        if lane < 4 { wg_write(1, lane, 1.0); }
        workgroup_barrier();
        if i < out.len() {
            out[i] = wg_read(0, 15 - lane) + wg_read(1, lane % 4);
        }
    }
    """))
    b = kf.body
    assert b.workgroup_size == 16
    assert b.wg_arrays == (N.WgArray(0, 16), N.WgArray(1, 4))
    # lane < 16 is known (local_index), lane < 4 is guarded; 15 - lane and lane % 4 stay checked
    assert sum(t.kind == "bounds" for _, t in b.traps()) == 2
    n = 32
    a = np.arange(n, dtype=np.float32)
    got = oracle.run(b, {"a": a, "out": np.zeros(n, np.float32)}, Grid.threads(n, 16))
    i = np.arange(n)
    np.testing.assert_array_equal(got["out"], (i // 16) * 16 + 15 - i % 16 + 1)


MISC = """
#![feature(f16)]
#[kernel]
pub fn odd(a: &[f32], n: &mut [u32], out: &mut [f32]) {
    let i = thread_index();
    let _ = i;
    let _unused = a.len();
    if i >= out.len() || i >= n.len() { return; }
    out[i] += 1.0;
    out[i] *= 2.0;
    n[i] <<= 1;
    n[i] |= 1;
    let x = { let t = i * 2; t + 1 };
    let x = x as f32;
    if !(x > 3.0) || (i == 1 && n[i] > 0) { out[i] -= x; } else { out[i] /= x; }
    let mut k = 0;
    while k < 3 {
        k += 1;
        if k == 2 { continue; }
        out[i] += 0.5;
    }
    let sel = if i % 2 == 0 { a.len() } else { 0 };
    if sel > i && i < a.len() { out[i] += a[i] / 4.0; }
}

#[kernel]
pub fn raw(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < a.len() && i < out.len() {
        let p: *const f32 = &a[i];
        let mut x = 2.0f32;
        let q: *mut f32 = &mut x;
        unsafe { *q = *q + *p; }
        let o: *mut f32 = &mut out[i];
        unsafe { *o = x; }
    }
}

#[kernel]
pub fn multi(a: &[f32], out: &mut [f32]) {
    let i = thread_index();
    if i < out.len() {
        let r = if i % 2 == 0 { 0..3 } else { 5..9 };
        let mut s = 0.0f32;
        for k in r { s += k as f32; }
        let q = if i % 3 == 0 { 1..=2 } else { 4..=4 };
        for k in q { s += (k * 100) as f32; }
        let mut it = 0..i;
        while let Some(k) = it.next() { s += (k * 1000) as f32; }
        out[i] = s + a[0] * 0.0;
    }
}

#[kernel]
pub fn edge(x: &[i32], f: &[f32], h: &[f16], flags: &[bool], o: &mut [i32], of: &mut [f32], ob: &mut [bool]) {
    let i = thread_index();
    if i >= x.len() || i >= o.len() || i >= f.len() || i >= of.len() || i >= h.len() || i >= flags.len() || i >= ob.len() {
        return;
    }
    let v = x[i];
    let r = match v {
        -3 => 10,
        0 => 20,
        7 | 8 => 30,
        _ => 40,
    };
    let s = if v < -100 { 1 } else if v < 0 { 2 } else if v == 0 { 3 } else { 4 };
    let sat = f[i] as i32;
    let u = f[i] as u32;
    o[i] = r + s * 100 + (sat / 1000) * 0 + (u > 5) as i32 * 1000 + v / 2 + v % 4;
    of[i] = (h[i] as f32) * 2.0 + (v as f32).max(-50.0) + (flags[i] as u32) as f32;
    ob[i] = !flags[i] && v > 0;
    let mut k = 0u32;
    while k < 10 && (k as i32) < v { k += 3; }
    o[i] += k as i32 * 10000;
}
"""


def test_misc_statements_raw_pointers_match_and_saturating_casts(rs):
    odd, raw, multi, edge = import_file(rs(MISC))
    # a range chosen on two paths: both paths write the same loop state
    got = oracle.run(multi.body, {"a": np.ones(1, np.float32), "out": np.zeros(12, np.float32)}, Grid.threads(12, 64))
    np.testing.assert_array_equal(got["out"], [(3 if i % 2 == 0 else 26) + (300 if i % 3 == 0 else 400)
                                               + 1000 * (i * (i - 1) // 2) for i in range(12)])
    a = np.arange(10, dtype=np.float32)
    assert not raw.body.traps()
    got = oracle.run(raw.body, {"a": a, "out": np.zeros(10, np.float32)}, Grid.threads(10, 64))
    np.testing.assert_array_equal(got["out"], a + 2)

    n_ = 40
    a = np.random.default_rng(0).standard_normal(30).astype(np.float32)
    out0 = np.random.default_rng(1).standard_normal(n_).astype(np.float32)
    n0 = np.arange(n_, dtype=np.uint32)
    g = oracle.run(odd.body, {"a": a, "n": n0.copy(), "out": out0.copy()}, Grid.threads(n_, 64))
    o, n = out0.copy(), n0.copy()
    for i in range(n_):
        o[i] = f32(f32(o[i] + 1) * 2)
        n[i] = (n[i] << 1) | 1
        x = f32(i * 2 + 1)
        o[i] = f32(o[i] - x) if (not x > 3) or (i == 1 and n[i] > 0) else f32(o[i] / x)
        o[i] = f32(f32(o[i] + f32(0.5)) + f32(0.5))
        if (len(a) if i % 2 == 0 else 0) > i and i < len(a):
            o[i] = f32(o[i] + f32(a[i] / f32(4)))
    np.testing.assert_array_equal(g["out"], o)
    np.testing.assert_array_equal(g["n"], n)

    # division and remainder by the constants 2, 4 and 1000 fold their zero checks away
    assert not any(t.kind == "divide" for _, t in edge.body.traps())
    n_ = 64
    r = np.random.default_rng(5)
    x = r.integers(-200, 20, n_).astype(np.int32)
    x[:6] = [-3, 0, 7, 8, 9, -150]
    fl32 = (r.standard_normal(n_) * 1e4).astype(np.float32)
    fl32[:3] = [np.nan, 3e10, -3e10]
    h = r.standard_normal(n_).astype(np.float16)
    flags = r.integers(0, 2, n_).astype(bool)
    g = oracle.run(edge.body, dict(x=x, f=fl32, h=h, flags=flags, o=np.zeros(n_, np.int32),
                                   of=np.zeros(n_, np.float32), ob=np.zeros(n_, bool)), Grid.threads(n_, 64))
    rr = np.select([x == -3, x == 0, (x == 7) | (x == 8)], [10, 20, 30], 40)
    s = np.select([x < -100, x < 0, x == 0], [1, 2, 3], 4)
    u = np.clip(np.nan_to_num(fl32, nan=0), 0, 2**32 - 1).astype(np.uint64)  # `as u32` saturates, NaN -> 0
    k = np.array([next(kk for kk in range(0, 20, 3) if not (kk < 10 and kk < v)) for v in x])
    q = np.trunc(x / 2).astype(np.int64)
    rem = x - np.trunc(x / 4).astype(np.int64) * 4
    np.testing.assert_array_equal(g["o"], rr + s * 100 + (u > 5) * 1000 + q + rem + k * 10000)
    np.testing.assert_array_equal(g["of"], h.astype(np.float32) * f32(2) + np.maximum(x.astype(np.float32), f32(-50))
                                  + flags.astype(np.float32))
    np.testing.assert_array_equal(g["ob"], ~flags & (x > 0))
