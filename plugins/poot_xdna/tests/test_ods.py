"""Every AIE/AIEX op poot emits, checked against the op table taken from mlir-aie's ODS sources.

The table (tests/data/aie_ods.json) is written by `python -m poot_xdna.odstable` from the .td
files of the mlir-aie commit it names; CI has no mlir-aie sources, so this test reads the table.
Checked per op: the op exists, its attributes are declared ones and the required ones are
there, attribute values have the declared kind (i32, bool, enum case, symbol, symbol ref),
operand counts fit the operand groups, operandSegmentSizes is present exactly when the op has
AttrSizedOperandSegments and agrees with the operands, results and regions match.
"""
from __future__ import annotations

import re

import pytest

from poot_xdna import codegen, dialect, odstable
from poot_xdna.testing import TRAP_FREE, asset, generic_ops

TABLE = odstable.load()
NEWEST = dialect.newest()


def problems(text: str, table=TABLE) -> list[str]:
    out = []
    for op in generic_ops(text):
        spec = table["ops"].get(op.name)
        where = f"line {op.line}: {op.name}"
        if spec is None:
            out.append(f"{where}: no such op in mlir-aie {table['commit'][:10]}")
            continue
        attrs = dict(op.attrs)
        seg = attrs.pop("operandSegmentSizes", None)
        for name, value in attrs.items():
            a = spec["attributes"].get(name)
            if a is None:
                out.append(f"{where}: attribute {name!r} is not one of {sorted(spec['attributes'])}")
            elif not _kind_ok(a["kind"], value, table):
                out.append(f"{where}: attribute {name} = {value} is not a {a['kind']}")
        out += [f"{where}: required attribute {n!r} missing" for n, a in spec["attributes"].items()
                if a["required"] and n not in attrs]
        groups = [k for _, k in spec["operands"]]
        n = len(op.operands)
        if spec["segments"]:
            if seg is None:
                out.append(f"{where}: AttrSizedOperandSegments op without operandSegmentSizes")
            else:
                sizes = [int(x) for x in re.findall(r"-?\d+", seg.split(":", 1)[1])]
                bad = (len(sizes) != len(groups) or sum(sizes) != n
                       or any(k == "single" and s != 1 or k == "optional" and s not in (0, 1) for k, s in zip(groups, sizes)))
                if bad:
                    out.append(f"{where}: operandSegmentSizes {sizes} do not fit {groups} with {n} operands")
        else:
            if seg is not None:
                out.append(f"{where}: operandSegmentSizes on an op without AttrSizedOperandSegments")
            single = groups.count("single")
            most = single + groups.count("optional") if "variadic" not in groups else 10 ** 9
            if not single <= n <= most:
                out.append(f"{where}: {n} operands do not fit {groups}")
        if op.results != spec["results"] and not spec["variadic_results"]:
            out.append(f"{where}: {op.results} results, the op has {spec['results']}")
        if op.regions != spec["regions"]:
            out.append(f"{where}: {op.regions} regions, the op has {spec['regions']}")
    return out


def _kind_ok(kind: str, value: str, table) -> bool:
    if kind.startswith("enum:"):
        m = re.fullmatch(r"(\d+) : i32", value)
        return bool(m) and int(m.group(1)) in table["enums"][kind[5:]].values()
    pats = {"i32": r"-?\d+ : i32", "bool": r"true|false", "symbol": r'"[^"]+"', "string": r'"[^"]*"',
            "symref": r"@[\w.]+", "symref_array": r"\[(@[\w.]+(, @[\w.]+)*)?\]", "i64_array": r"\[(-?\d+(, -?\d+)*)?\]",
            "i32_or_array": r"-?\d+ : i32|\[.*\]", "type": r"!.+"}
    return kind not in pats or re.fullmatch(pats[kind], value) is not None


def modules():
    for name in TRAP_FREE:
        for kw in ({}, {"tiles": 3, "fifo_depth": 2, "capacity": 256}):
            if name.startswith("atomic") and kw:
                continue
            yield pytest.param(name, kw, id=f"{name}-{'-'.join(f'{k}{v}' for k, v in kw.items()) or 'default'}")


@pytest.mark.parametrize("name,kw", list(modules()))
def test_emitted_ops_match_the_dialect_definitions(name, kw):
    text = codegen.generate(asset(name), codegen.Options(mlir_aie="newest", **kw)).module
    assert problems(text) == []
    names = {op.name for op in generic_ops(text)}
    assert {"aie.device", "aie.tile", "aie.core", "aie.objectfifo", "aie.dma_bd", "aie.runtime_sequence",
            "aiex.dma_configure_task_for"} <= names  # the scan saw the module


def test_device_is_the_one_column_npu2_partition():
    text = codegen.generate(asset("matvec_nt"), codegen.Options(mlir_aie="newest")).module
    dev = next(op for op in generic_ops(text) if op.name == "aie.device")
    value = int(dev.attrs["device"].split(":")[0])
    assert {v: k for k, v in TABLE["enums"]["AIEDevice"].items()}[value] == NEWEST.device_name == "npu2_1col"


def test_the_table_matches_the_code_tables():
    """dialect.DEVICE_ENUMS' newest era is the enum of the table's commit; the table is of a
    commit no older than the newest dated change."""
    dev = TABLE["enums"]["AIEDevice"]
    assert {k: dev[k] for k in dialect.DEVICE_ENUMS["2025-06-18"]} == dialect.DEVICE_ENUMS["2025-06-18"]
    assert TABLE["date"] >= str(dialect.NEWEST) and len(TABLE["commit"]) == 40


@pytest.mark.parametrize("day,expect", [
    ("2025-10-01", ["aiex.runtime_sequence: no such op", "aie.dma_bd: attribute 'len'", "aie.dma_bd: attribute 'offset'",
                    "without operandSegmentSizes"]),
    ("2026-07-01", ["aie.dma_bd: attribute 'len'", "without operandSegmentSizes"]),
])
def test_older_spellings_fail_against_the_newest_definitions(day, expect):
    """The check can fail: a module written for an older release breaks exactly where the
    dated changes say."""
    text = codegen.generate(asset("matvec_nt"), codegen.Options(mlir_aie=day)).module
    got = problems(text)
    for e in expect:
        assert any(e in p for p in got), (e, got)
    assert all(any(k in p for k in ("runtime_sequence", "dma_bd", "aiex.dma")) for p in got), got


def test_problems_sees_a_missing_required_attribute_and_a_stray_one():
    text = codegen.generate(asset("matvec_nt"), codegen.Options(mlir_aie="newest")).module
    broken = text.replace("{col = 0 : i32, row = 1 : i32}", "{row = 1 : i32}", 1).replace(
        "{index = 0 : i32}", "{index = 0 : i32, objFifo_name = @in_l1}", 1)
    got = problems(broken)
    assert any("required attribute 'col'" in p for p in got) and any("'objFifo_name'" in p for p in got)


def test_table_script_reads_td_text_from_a_path(tmp_path):
    """odstable parses .td text from a checkout path (the committed table came from the mirror of
    the commit it names; here a small stand-in tree shows the parse of each construct)."""
    inc = tmp_path / "include/aie/Dialect"
    (inc / "AIE/IR").mkdir(parents=True)
    (inc / "AIEX/IR").mkdir(parents=True)
    (inc / "AIE/IR/AIEAttrs.td").write_text('def AIEDevice: I32EnumAttr<"AIEDevice", "AIE Device",\n'
                                             '  [ I32EnumAttrCase<"npu2", 8>, I32EnumAttrCase<"npu2_1col", 9> ]> {}\n'
                                             "def InitValuesArrayAttr : OptionalAttr<ArrayAttr>;\n")
    (inc / "AIE/IR/AIETypes.td").write_text("")
    (inc / "AIE/IR/AIEOps.td").write_text(
        'def AIE_DMABDOp: AIE_Op<"dma_bd", [AttrSizedOperandSegments]> {\n'
        '  let description = [{ a < b, "quote }];\n'
        "  let arguments = (ins AnyMemRef:$buffer, // the buffer\n"
        "     Optional<I32>:$len, Variadic<I64>:$sizes, OptionalAttr<AIEI32Attr>:$static_len,\n"
        '     DefaultValuedAttr<SymbolNameAttr, "f()">:$sym_name, AIEDevice:$device, InitValuesArrayAttr:$init);\n'
        "  let regions = (region AnyRegion:$body);\n}\n")
    (inc / "AIEX/IR/AIEX.td").write_text(
        'def AIE_T : AIEX_Op<"t", [HasParent<"X">]>, Results<(outs Index:$result)> {\n  let arguments = (ins Index:$task);\n}\n')
    t = odstable.parse(odstable.read_texts(root=str(tmp_path)))
    bd, tt = t["ops"]["aie.dma_bd"], t["ops"]["aiex.t"]
    assert bd["operands"] == [["buffer", "single"], ["len", "optional"], ["sizes", "variadic"]] and bd["segments"]
    assert bd["attributes"] == {"static_len": {"required": False, "kind": "i32"},
                                "sym_name": {"required": False, "kind": "symbol"},
                                "device": {"required": True, "kind": "enum:AIEDevice"},
                                "init": {"required": False, "kind": "other"}}
    assert bd["regions"] == 1 and bd["results"] == 0
    assert tt == {"def": "AIE_T", "operands": [["task", "single"]], "segments": False, "attributes": {},
                  "results": 1, "variadic_results": False, "regions": 0}
    assert t["enums"]["AIEDevice"] == {"npu2": 8, "npu2_1col": 9}
