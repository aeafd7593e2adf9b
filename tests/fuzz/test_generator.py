"""The generator: reproducible, inside the subset, every construct reachable, each switch honoured."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.testing.fuzz import ALL, Config, generate_unit, make_inputs
from poot_core.testing.fuzz.gen import FEATURES

SEEDS = range(12)


def _texts(cfg=None, seeds=SEEDS):
    return [generate_unit(s, cfg=cfg or Config()).render()[0] for s in seeds]


def test_same_seed_same_file_and_inputs():
    a, b = generate_unit(5), generate_unit(5)
    assert a.render() == b.render()
    for ka, kb in zip(a.kernels, b.kernels):
        ia, ib = make_inputs(ka), make_inputs(kb)
        assert ia.keys() == ib.keys() and all(np.array_equal(ia[k], ib[k], equal_nan=True) for k in ia)
    assert generate_unit(6).render()[0] != a.render()[0]


@pytest.mark.parametrize("needle", [
    "wg_read(", "workgroup_barrier();", "atomic_add(", "while ", "loop {", "for k", "..=", "return;", "break;",
    "continue;", "no_contract_add(", "f16", "f64", "// poot: overflow-checks=off", "f32::NAN", "(-1i32) as u32",
    "u32::MAX - ", "16777216.0f32 + 1.0 + 1.0", "core::mem::size_of::<f64>() * 4", "f32::from_bits(", "(i - ",
    " * i + ", " as i32)", " as f32)", " && ", " || ", ".round()", ".sqrt()", "1e-40f32", "(-0.0f32)",
    "poot_kernel_intrinsics::", "let a", "f32::INFINITY", "const WG_ARRAY_1", ".mul_add(",
])
def test_every_construct_is_generated(needle):
    assert any(needle in t for t in _texts()), f"no generated file of seeds {SEEDS} contains {needle!r}"


@pytest.mark.parametrize("feature,needle", [
    ("wg", "workgroup_barrier"), ("atomic", "atomic_add"), ("loops", "while "), ("early_return", "return;"),
    ("no_contract", "no_contract_add"), ("const_float_arith", "16777216.0f32 + 1.0"),
    ("wgs_size_of", "size_of"), ("intrinsic_path", "poot_kernel_intrinsics::thread"), ("f16", "f16]"),
    ("fma", ".mul_add("),
])
def test_a_switched_off_feature_is_never_generated(feature, needle):
    assert any(needle in t for t in _texts())
    assert not any(needle in t for t in _texts(Config().without([feature])))


def test_unknown_feature_is_refused():
    with pytest.raises(ValueError, match="unknown fuzzer feature"):
        Config().without(["nope"])
    assert set(FEATURES) == ALL


def test_float_inputs_carry_specials():
    seen = set()
    for k in generate_unit(1).kernels:
        for p, a in make_inputs(k).items():
            if a.dtype.kind == "f":
                fi = np.finfo(a.dtype)
                seen |= {"nan"} if np.isnan(a).any() else set()
                seen |= {"inf"} if np.isinf(a).any() else set()
                seen |= {"-0"} if (np.signbit(a) & (a == 0)).any() else set()
                seen |= {"subnormal"} if ((np.abs(a) < fi.tiny) & (a != 0)).any() else set()
    assert seen == {"nan", "inf", "-0", "subnormal"}


def test_stores_go_only_to_the_threads_own_slots():
    """No output races: every store index is `i` or `m * i + s` with s < m (read from the text)."""
    import re
    for t in _texts():
        for m in re.finditer(r"\bo\d+\[([^\]]*)\] =", t):
            idx = m.group(1)
            mm = re.fullmatch(r"(\d+) \* i \+ (\d+)", idx)
            assert idx == "i" or (mm and int(mm[2]) < int(mm[1])), idx
