"""Every installed target's compile options: declared, validated (API and CLI), listed, hashed."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from poot_core import cli, plugins
from poot_core.errors import UsageError
from poot_core.ir import kir

ROOT = Path(__file__).resolve().parents[1]
KERNEL = ROOT / "assets" / "contraction" / "matvec_nt.kir.json"
INSTALLED = ("oracle", "vulkan", "wgpu", "ptx", "rocm", "xdna")  # this repo's targets (all installed by setup)


def _targets():
    ts = plugins.targets()
    missing = [n for n in INSTALLED if n not in ts]
    assert not missing, f"targets not installed: {missing}"
    return ts


def _bad_text(d: dict) -> str | None:
    """A command-line value that option `d` must refuse (None: it takes anything)."""
    if d["type"].startswith("bool"):
        return "maybe"
    if d["type"].startswith("int"):
        return "lots"
    if d["choices"]:
        return "no-such-choice"
    return None


def _cases():
    out = []
    for name in INSTALLED:
        t = _targets()[name]
        for d in t.Options.describe():
            bad = _bad_text(d)
            if bad is not None:
                out.append((name, d["name"], bad))
    return out


def _error_lines(capsys) -> list[str]:
    err = capsys.readouterr().err
    return [ln for ln in err.splitlines() if ln.startswith("poot: error:")], err


@pytest.mark.parametrize("name", INSTALLED)
def test_an_unknown_option_is_a_usage_error_listing_the_targets_options(name, capsys):
    t = _targets()[name]
    body = kir.read(KERNEL).body
    with pytest.raises(UsageError) as e:
        t.compile(body, anything=1)
    msg = str(e.value)
    assert "anything" in msg and name in msg
    for d in t.Options.describe():
        assert d["name"] in msg and repr(d["default"]) in msg, (d, msg)
    if not t.Options.describe():
        assert "takes no compile options" in msg
    rc = cli.main(["compile", str(KERNEL), "--target", name, "-o", "/nonexistent-dir/x", "--option", "anything=1"])
    lines, err = _error_lines(capsys)
    assert rc == 1 and len(lines) == 1 and "Traceback" not in err, err
    assert "anything" in lines[0] and all(d["name"] in lines[0] for d in t.Options.describe())


def test_every_target_with_options_refuses_a_bad_value():
    names = {n for n, _, _ in _cases()}
    assert names == set(INSTALLED) - {"oracle"}, names  # the oracle takes no options
    assert not _targets()["oracle"].Options.describe()


@pytest.mark.parametrize("name,key,bad", _cases())
def test_a_bad_value_is_a_usage_error_naming_the_options(name, key, bad, capsys, tmp_path):
    t = _targets()[name]
    with pytest.raises(UsageError) as e:
        t.parse_options([f"{key}={bad}"])
    assert f"{key}={bad}" in str(e.value) and all(d["name"] in str(e.value) for d in t.Options.describe())
    with pytest.raises(UsageError, match=key):
        t.parse_options({key: object()})  # a Python value of the wrong type
    out = tmp_path / "k.out"
    rc = cli.main(["compile", str(KERNEL), "--target", name, "-o", str(out), "--option", f"{key}={bad}"])
    lines, err = _error_lines(capsys)
    assert rc == 1 and len(lines) == 1 and f"{key}={bad}" in lines[0] and not out.exists(), err


def test_range_checks_name_the_option():
    t = _targets()
    with pytest.raises(UsageError, match=r"tiles=9 .*1\.\.4"):
        t["xdna"].parse_options(["tiles=9"])
    with pytest.raises(UsageError, match=r"loop_budget=-1"):
        t["vulkan"].parse_options({"loop_budget": -1})
    with pytest.raises(UsageError, match=r"trap_policy=refuse.*device-trap"):
        t["ptx"].parse_options({"trap_policy": "refuse"})


def test_text_and_python_values_parse_alike():
    t = _targets()
    assert t["vulkan"].parse_options(["fp_contract=true", "loop_budget=0x10"]) == \
        t["vulkan"].parse_options({"fp_contract": True, "loop_budget": 16})
    assert t["xdna"].parse_options(["tiles=2", "build=false", "lens=a:4"]) == \
        t["xdna"].parse_options({"tiles": 2, "build": False, "lens": "a:4"})
    assert t["ptx"].parse_options(["sm=none"]) == t["ptx"].parse_options({})


@pytest.mark.parametrize("name", INSTALLED)
def test_the_options_hash_is_equal_for_equal_options_and_differs_otherwise(name):
    t = _targets()[name]
    a, b = t.parse_options({}), t.parse_options(None)
    assert a == b and a.hash() == b.hash() and len(a.hash()) == 64
    for d in t.Options.describe():
        other = _other_value(d, getattr(a, d["name"]))  # differs from the resolved default
        if other is None:
            continue
        c = t.parse_options({d["name"]: other})
        assert c != a and c.hash() != a.hash(), d
        assert c.hash() == t.parse_options({d["name"]: other}).hash()


def _other_value(d: dict, now):
    if d["type"].startswith("bool"):
        return not now
    if d["choices"]:
        return next((c for c in d["choices"] if c != now), None)
    if d["type"].startswith("int"):
        return 2 if now != 2 else 1
    if d["name"] in ("sm", "gfx"):
        return next(v for v in ("sm_80", "sm_86", "gfx90a", "gfx1100") if v[:2] == now[:2] and v != now)
    return None


def test_the_options_hash_is_stable_across_processes():
    t = _targets()["vulkan"]
    here = t.Options.parse({"fp_contract": True, "loop_guard": False, "loop_budget": 7}).hash()
    code = ("from poot_core.backends.spirv.host import SpirvOptions as O;"
            "print(O.parse({'loop_budget': 7, 'loop_guard': False, 'fp_contract': True}).hash())")
    there = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout.strip()
    assert here == there


def test_targets_list_json_lists_each_targets_options_with_defaults(capsys):
    assert cli.main(["targets", "list", "--json"]) == 0
    rows = {r["name"]: r for r in json.loads(capsys.readouterr().out)}
    assert rows["oracle"]["options"] == []
    xdna = {o["name"]: o for o in rows["xdna"]["options"]}
    assert xdna["tiles"]["default"] == 1 and xdna["tiles"]["type"] == "int" and xdna["fifo_depth"]["choices"] == [1, 2]
    assert {o["name"] for o in rows["ptx"]["options"]} == {"sm", "trap_policy", "math", "fp_contract",
                                                             "coarsen", "relaunch"}
    assert {o["name"] for o in rows["vulkan"]["options"]} == {"fp_contract", "loop_guard", "loop_budget",
                                                                "coarsen", "relaunch", "vectors"}
    assert all(o["help"] for r in rows.values() for o in r["options"])


def test_compile_help_says_where_the_options_are(capsys):
    assert cli.main(["compile", "--help"]) == 0
    assert "poot targets list --json" in " ".join(capsys.readouterr().out.split())


# --- values the rules above did not foresee (issue 10) ---------------------------------------------
def test_odd_python_values_are_usage_errors_naming_the_option():
    import numpy as np

    t = _targets()["xdna"]
    with pytest.raises(UsageError, match=r"tiles=array\(\[1, 2\]\) is not accepted: it takes an integer"):
        t.parse_options({"tiles": np.array([1, 2])})  # int() of it was a TypeError
    assert t.parse_options({"tiles": np.int64(2)}).tiles == 2 and t.parse_options({"tiles": np.array(3)}).tiles == 3
    with pytest.raises(UsageError, match="compile options are a dict .* not int"):
        t.parse_options(5)  # iterating it was a TypeError
    with pytest.raises(UsageError, match=r"tiles=9999999999999999999999999999999999999999\.\.\. \(5000 characters\)"):
        t.parse_options(["tiles=" + "9" * 5000])  # past Python's digit limit; the message stays short


@pytest.mark.parametrize("lens", [{"out": "x"}, {"out": 1.5}, {"out": True}, 5, ["out"], "out:x", "out"])
def test_a_bad_xdna_lens_is_a_usage_error(lens, capsys, tmp_path):
    """`lens` (a name:count mapping) given from Python as a dict of non-integers was a ValueError or
    TypeError from the layout code."""
    t = _targets()["xdna"]
    body = kir.read(KERNEL).body
    with pytest.raises(UsageError, match="write lens=name:count,name:count"):
        t.compile(body, lens=lens, build=False)
    assert t.compile(body, lens={"a": 64, "x": 8, "out": 8}, build=False).final == \
        t.compile(body, lens="a:64,x:8,out:8", build=False).final
