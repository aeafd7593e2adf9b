"""Named constants mean exactly what rustc says (issue 17, defect 2): each kernel is compiled
natively by rustc (tests/kernels/kernel_native.py) and imported by pootc, run on the oracle with
the same inputs and compared bit for bit; the launch constants are checked against the values the
native build computes. Also: literals parsed straight to their float type, and the refusals."""
from __future__ import annotations

import sys
import textwrap
from fractions import Fraction
from pathlib import Path

import numpy as np
import pytest

from poot_core import oracle
from poot_core.errors import ImportFailed, ToolchainError
from poot_core.ir import nodes as N
from poot_core.ir.types import SCALARS
from poot_core.pootc import consts, import_file
from poot_core.target import Grid

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "kernels"))
from kernel_native import Native  # noqa: E402

FILE_LEVEL = """
use poot_kernel_intrinsics::*;
pub const F: f32 = 16777216.0 + 1.0 + 1.0;
const N: usize = 2;
const MAX: u32 = 7;
const B: bool = true;
const NB: bool = !B;
const D: f64 = 0.1 + 0.2;
const BIG: f64 = 1e300 * 10.0;
mod m {
    pub const X: i32 = -5;
    pub mod n {
        pub const Y: u32 = (-1i32) as u32;
    }
}

#[kernel]
pub fn consts(a: &[f32], of: &mut [f32], ou: &mut [u32], oi: &mut [i32], od: &mut [f64], ob: &mut [bool]) {
    const WORKGROUP_SIZE: usize = core::mem::size_of::<f64>() * 4;
    const WG_ARRAY_1: usize = core::mem::size_of::<u32>() * 8 + N;
    const N: usize = 5;
    const M: usize = N + 1;
    const E: i32 = 1e10 as i32;
    const G: u32 = -5.0f32 as u32;
    const H: u32 = u32::MAX - 1;
    const U: usize = usize::MAX - 1;
    const S: f32 = 1.0e-45 * 3.0;
    let i = thread_index();
    wg_write(1, local_index(), a[i % a.len()]);
    workgroup_barrier();
    if i < a.len() {
        let w = wg_read(1, WG_ARRAY_1 - 1);
        let x = a[i];
        of[16 * i] = F;
        of[16 * i + 1] = core::f32::consts::PI;
        of[16 * i + 2] = f32::MAX;
        of[16 * i + 3] = f32::MIN_POSITIVE;
        of[16 * i + 4] = f32::EPSILON;
        of[16 * i + 5] = 16777216.0 + x * 0.0;
        of[16 * i + 6] = 0.1;
        of[16 * i + 7] = 1e-40;
        of[16 * i + 8] = 1.0e-45;
        of[16 * i + 9] = f32::NAN;
        of[16 * i + 10] = f32::INFINITY;
        of[16 * i + 11] = f32::NEG_INFINITY;
        of[16 * i + 12] = -0.0;
        of[16 * i + 13] = 3.4028235e38 + w * 0.0;
        of[16 * i + 14] = S;
        of[16 * i + 15] = 1.000000059604644776258936279251 + x;
        ou[16 * i] = M as u32;
        ou[16 * i + 1] = MAX;
        ou[16 * i + 2] = H;
        ou[16 * i + 3] = U as u32;
        ou[16 * i + 4] = G;
        ou[16 * i + 5] = m::n::Y;
        ou[16 * i + 6] = -1_i32 as u32;
        ou[16 * i + 7] = E as u32;
        ou[16 * i + 8] = WORKGROUP_SIZE as u32;
        ou[16 * i + 9] = u32::MAX;
        ou[16 * i + 10] = B as u32 + 2 * (NB as u32);
        ou[16 * i + 11] = m::X as u32;
        ou[16 * i + 12] = (usize::MAX - 1) as u32;
        ou[16 * i + 13] = (-5.0f32 - x * x) as u32;
        ou[16 * i + 14] = WG_ARRAY_1 as u32;
        ou[16 * i + 15] = (usize::MAX as f64 + (i as f64)) as u32;
        oi[4 * i] = E;
        oi[4 * i + 1] = m::X;
        oi[4 * i + 2] = i32::MIN + (i as i32);
        oi[4 * i + 3] = 1e10 as i32;
        od[4 * i] = D;
        od[4 * i + 1] = core::f64::consts::E;
        od[4 * i + 2] = BIG;
        od[4 * i + 3] = 0.1 + x as f64;
        ob[2 * i] = B;
        ob[2 * i + 1] = NB;
    }
}
"""

IN_MODULE = """
use poot_kernel_intrinsics::*;
const MAX: u32 = 1000;
const WORKGROUP_SIZE: usize = 128;
mod inner {
    use poot_kernel_intrinsics::*;
    const PRIVATE: u32 = 11;
    const WORKGROUP_SIZE: usize = 16;
    #[kernel]
    pub fn in_module(o: &mut [u32]) {
        const K: u32 = PRIVATE * 2;
        let i = thread_index();
        if i < o.len() {
            o[i] = PRIVATE + K + super::MAX + u32::MAX / 2 + i as u32;
        }
    }
}
pub use inner::*;

pub fn __poot_kernel_direct(o: &mut [u32]) {
    const WORKGROUP_SIZE: usize = 8;
    const K: u32 = 3 << 2;
    let i = thread_index();
    if i < o.len() {
        o[i] = K + MAX + WORKGROUP_SIZE as u32;
    }
}
"""


@pytest.fixture(scope="module")
def native():
    return Native()


def _write(tmp_path, name: str, src: str) -> Path:
    p = tmp_path / name
    p.write_text(textwrap.dedent(src).lstrip("\n"))
    return p


def _both(native, path: Path, kernel: str, bufs: dict, threads: int):
    """(body, native outputs, oracle outputs) of one kernel run on the same inputs."""
    [kf] = import_file(path, kernel=kernel)
    body = kf.body
    params = [(p.name, p.elem.name, p.mutable) for p in body.params]
    exe = native.build(path, kernel, params, True)
    g = Grid.threads(threads, body.workgroup_size)
    got = native.run(exe, params, {k: v.copy() for k, v in bufs.items()}, g.groups, body.workgroup_size,
                     {w.id: w.size for w in body.wg_arrays})
    want = oracle.run(body, {k: v.copy() for k, v in bufs.items()}, g)
    for name in want:
        w, n = want[name], got[name]
        assert w.dtype == n.dtype and w.shape == n.shape
        if w.dtype.kind == "f":  # bit for bit; rustc's NaN constant is the canonical one
            assert np.array_equal(np.isnan(n), np.isnan(w)), name
            ok = ~np.isnan(w)
            bad = np.nonzero(n[ok].view(f"u{w.itemsize}") != w[ok].view(f"u{w.itemsize}"))[0]
            assert not len(bad), f"{name}: slots {bad[:8]}: rustc {n[ok][bad[:8]]} pootc {w[ok][bad[:8]]}"
        else:
            bad = np.nonzero(n != w)[0]
            assert not len(bad), f"{name}: slots {bad[:8]}: rustc {n[bad[:8]]} pootc {w[bad[:8]]}"
    return body, got, want


def test_file_and_kernel_constants_match_rustc(tmp_path, native):
    """Every case of the issue: the f32 sum, `M = N + 1` shadowing the file's N, `u32::MAX - 1`
    next to a file item MAX, size_of in WORKGROUP_SIZE / WG_ARRAY, `usize::MAX - 1`, `(-1i32) as
    u32`, `1e10 as i32`, `-5.0f32 as u32`, f64, bool, module consts, subnormal/NaN/inf literals."""
    path = _write(tmp_path, "consts.rs", FILE_LEVEL)
    n = 40
    a = np.random.default_rng(7).standard_normal(n).astype(np.float32)
    bufs = {"a": a, "of": np.zeros(16 * n, np.float32), "ou": np.zeros(16 * n, np.uint32),
            "oi": np.zeros(4 * n, np.int32), "od": np.zeros(4 * n, np.float64), "ob": np.zeros(2 * n, bool)}
    body, got, want = _both(native, path, "consts", bufs, n)
    ou = got["ou"].reshape(n, 16)
    assert body.workgroup_size == ou[0, 8] == 32  # size_of::<f64>() * 4, never the default 64
    assert {w.id: w.size for w in body.wg_arrays} == {1: int(ou[0, 14])} == {1: 37}
    # what rustc computed (the native run), spelled out for the record
    assert got["of"][0] == np.float32(16777216.0)  # f32 arithmetic, not f64 (16777218)
    assert list(ou[0, :8]) == [6, 7, 2**32 - 2, 2**32 - 2, 0, 2**32 - 1, 2**32 - 1, 2**31 - 1]
    assert got["ob"][:2].tolist() == [True, False]
    assert got["oi"][0] == 2**31 - 1 and got["od"][0] == 0.1 + 0.2


def test_module_and_direct_kernels_match_rustc(tmp_path, native):
    """A kernel in a module naming a private const and `super::MAX` takes its module's
    WORKGROUP_SIZE; a kernel written as `pub fn __poot_kernel_direct` its own."""
    path = _write(tmp_path, "inmod.rs", IN_MODULE)
    bufs = {"o": np.zeros(50, np.uint32)}
    body, got, _ = _both(native, path, "in_module", bufs, 50)
    assert body.workgroup_size == 16
    assert got["o"][0] == 11 + 22 + 1000 + (2**32 - 1) // 2
    body, got, _ = _both(native, path, "direct", bufs, 50)
    assert body.workgroup_size == 8 and got["o"][0] == 12 + 1000 + 8


@pytest.mark.parametrize("text, ty, value", [
    ("16777216f32", "f32", 16777216.0), ("0.100000001f32", "f32", float(np.float32(0.1))),
    ("9.9999461E-41f32", "f32", float(np.float32(1e-40))), ("1.40129846E-45f32", "f32", float(np.float32(1e-45))),
    ("3.40282347E+38f32", "f32", float(np.finfo(np.float32).max)), ("-5f32", "f32", -5.0),
    ("1.0E+10f64", "f64", 1e10), ("0.10000000000000001f64", "f64", 0.1), ("-1_i32", "i32", -1),
    ("4294967295_u32", "u32", 2**32 - 1), ("i32::MIN", "i32", -2**31), ("usize::MAX", "usize", 2**64 - 1),
    ("1e-8f16", "f16", float(np.float16(1e-8))),
])
def test_literals_parse_exactly(text, ty, value):
    k = consts.literal(text)
    assert k == N.Const(SCALARS[ty], value) and k.bits() == N.Const(SCALARS[ty], value).bits()


def test_f32_rounding_is_single_not_through_f64():
    """1 + 2^-24 + 2^-60 is just above the midpoint of two f32s: rounded once it goes up, rounded
    to f64 first it lands on the midpoint and ties to even go down (what rustc's parse avoids)."""
    q = 1 + Fraction(1, 2**24) + Fraction(1, 2**60)
    assert consts.round_float(q, "f32") == 1 + 2**-23
    assert float(np.float32(float(q))) == 1.0  # the double rounding this avoids
    assert consts.round_float(Fraction(1, 2**149), "f32") == float(np.float32(2**-149))  # smallest subnormal
    assert consts.round_float(Fraction(1, 2**150), "f32") == 0.0  # the tie below it goes to even (0)
    assert consts.round_float(Fraction(2**128), "f32") == float("inf")
    assert consts.round_float(Fraction(-65520), "f16") == float("-inf")


K = "use poot_kernel_intrinsics::*;\n#[kernel]\npub fn k(a: &[f32], out: &mut [u32]) {\n"


@pytest.mark.parametrize("body, what, line", [
    ("    let i = thread_index();\n    if i > 2 { const C: u32 = 3; out[i] = C; }\n", "nested block", 5),
    ("    const C: u32 = 2;\n    let i = thread_index();\n    out[i] = C;\n    { const C: u32 = 4; out[i] = C; }\n",
     "nested block", 6),
    ("    let i = thread_index();\n    if i > 2 { const WORKGROUP_SIZE: usize = 32; out[i] = 1; }\n",
     "const WORKGROUP_SIZE", 5),
    ("    const WORKGROUP_SIZE: u32 = 32;\n    out[0] = 1;\n", "const WORKGROUP_SIZE: u32", 4),
    ("    const WORKGROUP_SIZE: usize = 0;\n    out[0] = 1;\n", "WORKGROUP_SIZE", 4),
    ("    const WG_ARRAY_0: usize = 1 - 1;\n    wg_write(0, 0, a[0]);\n    out[0] = 1;\n", "WG_ARRAY_0", 4),
    ("    const C: [u32; 2] = [1, 2];\n    out[0] = C[0];\n", "", 5),
    ("    const C: u8 = 2;\n    out[0] = C as u32;\n", "u8", 5),
])
def test_unreadable_constants_are_located_diagnostics(tmp_path, body, what, line):
    p = _write(tmp_path, "bad.rs", K + body + "}\n")
    with pytest.raises(ImportFailed) as e:
        import_file(p)
    diags = [str(d) for d in e.value.diagnostics]
    assert any(f"{p}:{line}:" in d and what in d for d in diags), diags


def test_a_constant_rustc_cannot_evaluate_is_rustcs_error(tmp_path):
    p = _write(tmp_path, "eval.rs", K + "    const Z: u32 = u32::MAX / (2 - 2);\n    out[0] = Z;\n}\n")
    with pytest.raises(ToolchainError) as e:
        import_file(p)
    assert "eval.rs" in str(e.value) and ("divide" in str(e.value) or "division" in str(e.value)
                                            or "evaluat" in str(e.value)), str(e.value)


HALF = """
#![feature(f16)]
use poot_kernel_intrinsics::*;
const H: f16 = 0.1 + 0.2 + 2048.0 + 1.0;
#[kernel]
pub fn half(o: &mut [f16], of: &mut [f32]) {
    let i = thread_index();
    if i < o.len() {
        o[i] = H;
        of[i] = H as f32 + f16::EPSILON as f32 + f16::MAX as f32;
    }
}
"""


def test_f16_constants_match_rustc(tmp_path, native):
    """f16 constant arithmetic rounds in f16 (2048 + 1 stays 2048)."""
    path = _write(tmp_path, "half.rs", HALF)
    _, got, _ = _both(native, path, "half", {"o": np.zeros(8, np.float16), "of": np.zeros(8, np.float32)}, 8)
    assert got["o"][0] == np.float16(2048.0)


def test_the_const_dump_hook_leaves_the_prints_unchanged(tmp_path):
    """`#[kernel]`'s `#[cfg(poot_const_dump)] crate::__poot_consts_NAME!();` is cfg'd away in the
    three prints pootc reads: nothing of it reaches the bodies, the spans or the HIR."""
    from poot_core.pootc import driver
    path = _write(tmp_path, "consts.rs", FILE_LEVEL)
    prints = driver.run_prints(str(path), str(tmp_path), True)
    for text in (prints.stable_mir, prints.mir, prints.hir):
        assert "__poot_consts" not in text and "__POOT_C_" not in text and "poot_const_dump" not in text


def test_a_constant_the_kernel_cannot_name_by_its_path_is_a_diagnostic(tmp_path):
    """`a::X` re-exports a const of a private module: its def path `a::b::X` is not nameable from
    the kernel, so rustc refuses that one static and the use is a located diagnostic (the kernel's
    other constants are still read)."""
    p = _write(tmp_path, "priv.rs", "use poot_kernel_intrinsics::*;\nmod a { mod b { pub const X: u32 = 5; } pub use b::X; }\n"
               + K.split("\n", 1)[1] + "    const WORKGROUP_SIZE: usize = 32;\n    out[0] = a::X;\n}\n")
    with pytest.raises(ImportFailed) as e:
        import_file(p)
    diags = [str(d) for d in e.value.diagnostics]
    assert len(diags) == 1 and f"{p}:6:" in diags[0] and "a::b::X" in diags[0] and "private" in diags[0], diags
