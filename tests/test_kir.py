"""Canonical .kir.json: random bodies round-trip byte-identically; malformed files are refused with
a KirFormatError naming the file and the JSON path (every message of the reader is exercised)."""
from __future__ import annotations

import copy
import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from poot_core.errors import KirFormatError, PootError, Span
from poot_core.ir import kir
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F16, F32, F64
from poot_core.testing.random_bodies import bodies, random_body

PRODUCER = kir.Producer("kernels/probe/k\u00e9.rs", "ab" * 32, "rustc 1.95.0", ("-Copt-level=0", "--cfg=x"), False)
FILE = "assets/probe/k.kir.json"


def roundtrip(body: N.Body, producer: kir.Producer | None = None) -> str:
    text = kir.dumps(body, producer)
    got = kir.loads(text, FILE)
    assert got.body == body and got.producer == producer
    assert kir.dumps(got.body, got.producer) == text
    return text


@settings(max_examples=40, deadline=None)
@given(bodies(), st.booleans())
def test_random_bodies_round_trip(body, with_producer):
    roundtrip(body, PRODUCER if with_producer else None)


def test_many_seeded_bodies_round_trip_and_stay_valid():
    for seed in range(40):
        b = random_body(seed)
        text = roundtrip(b)
        kir.loads(text).body.verify()


def test_mul_add_round_trips_as_a_three_argument_math_node():
    from poot_core.testing.fma_cases import mul_add_case
    b = mul_add_case().build()
    text = roundtrip(b)
    kir.loads(text).body.verify()
    maths = [n for n in _walk(json.loads(text)) if isinstance(n, dict) and n.get("node") == "Math"]
    assert [(m["fn"], len(m["args"])) for m in maths] == [("mul_add", 3)]


def test_write_read_files(tmp_path):
    for seed in range(5):
        b = random_body(seed, wmma=seed % 2 == 0)
        p = tmp_path / f"k{seed}.kir.json"
        kir.write(p, b, PRODUCER)
        first = p.read_bytes()
        f = kir.read(p)
        assert f.body == b and f.producer == PRODUCER
        kir.write(p, f.body, f.producer)
        assert p.read_bytes() == first


def _walk(v):
    yield v
    if isinstance(v, dict):
        for x in v.values():
            yield from _walk(x)
    elif isinstance(v, list):
        for x in v:
            yield from _walk(x)


def test_canonical_form():
    text = kir.dumps(random_body(7), PRODUCER)
    doc = json.loads(text)
    assert text == json.dumps(doc, sort_keys=True, indent=2) + "\n"
    assert text.endswith("}\n") and '\n  "kir_version": 1' in text
    assert not any(isinstance(v, float) for v in _walk(doc)), "floats must be stored as bit patterns"
    assert doc["producer"]["source_sha256"] == "ab" * 32 and doc["producer"]["overflow_checks"] is False


def test_non_canonical_spelling_reads_and_writes_canonically():
    b = random_body(3)
    text = kir.dumps(b)
    squashed = json.dumps(json.loads(text))  # one line, other spacing
    assert kir.dumps(kir.loads(squashed).body) == text


def test_float_constant_bits_survive():
    kb = Builder("consts")
    out = kb.output("out", F32)
    vals = [N.Const.from_bits(F32, 0x7FC12345), N.Const(F32, -0.0), N.Const.from_bits(F16, 0x7E01),
            N.Const.from_bits(F64, 0xFFF8000000000123), N.Const(F32, float("inf")), N.Const.from_bits(F32, 1)]
    for i, v in enumerate(vals):
        kb.assign(N.Use(v), v.ty)
    kb.store(out, 0, 1.0)
    kb.ret()
    b = kb.build()
    text = roundtrip(b)
    got = kir.loads(text).body
    for i, v in enumerate(vals):
        assert got.blocks[0].stmts[i].value.a.bits() == v.bits()
    assert '"bits": "0x7fc12345"' in text and '"bits": "0x80000000"' in text


# --- malformed files --------------------------------------------------------------------------
def base_doc() -> dict:
    """A small body: bb0 ThreadIndexCall; bb1 bounds check (SwitchInt); bb2 load, store; a Trap."""
    kb = Builder("k")
    a, out = kb.input("a", F32), kb.output("out", F32)
    i = kb.thread_index()
    v = kb.load(a, i, checked=True, span=Span("k.rs", 3, 9))
    kb.store(out, i, kb.add(v, 1.5))
    kb.ret()
    return json.loads(kir.dumps(kb.build(), PRODUCER))


def refused(text: str, path: str, *words: str) -> KirFormatError:
    with pytest.raises(KirFormatError) as ei:
        kir.loads(text, FILE)
    e = ei.value
    assert (e.file, e.path) == (FILE, path), str(e)
    assert str(e).startswith(f"{FILE}: at {path}: ")
    for w in words:
        assert w in str(e), str(e)
    assert isinstance(e, PootError)
    return e


def edited(edit) -> str:
    doc = base_doc()
    edit(doc)
    return json.dumps(doc)


def test_base_doc_shape():
    d = base_doc()
    blocks = d["body"]["blocks"]
    assert blocks[0]["term"]["node"] == "ThreadIndexCall"
    assert blocks[1]["term"]["node"] == "SwitchInt" and blocks[1]["stmts"][0]["node"] == "Assign"
    assert blocks[3]["term"]["node"] == "Trap"


def test_bad_json():
    refused('{"kir_version": 1,', "$", "not valid JSON")


def test_not_an_object():
    refused("[1, 2]", "$", "the document must be a JSON object")


@pytest.mark.parametrize("version,shown", [(2, "2"), (0, "0"), ("1", '"1"'), (True, "true"), (1.0, "1.0"),
                                           (None, "null")])
def test_unknown_version(version, shown):
    def edit(d):
        d["kir_version"] = version
    refused(edited(edit), "$.kir_version", f"unknown kir_version {shown}", "reads version 1", "regenerate")


def test_missing_version():
    refused(edited(lambda d: d.pop("kir_version")), "$.kir_version", "unknown kir_version null")


def test_unknown_top_level_field():
    refused(edited(lambda d: d.update(extra=1)), "$", "unknown field(s) ['extra']")


def test_missing_body():
    refused(edited(lambda d: d.pop("body")), "$", "missing field 'body'")


def test_unknown_node():
    def edit(d):
        d["body"]["blocks"][0]["term"]["node"] = "Jump"
    refused(edited(edit), "$.body.blocks[0].term", 'expected a node of kind Barrier, Goto, Return, SwitchInt, '
            'ThreadIndexCall, Trap, got "Jump"')


def test_node_tag_missing_or_misplaced():
    def edit(d):
        del d["body"]["blocks"][1]["stmts"][0]["node"]
    refused(edited(edit), "$.body.blocks[1].stmts[0]", "expected a node of kind", "got null")

    def edit2(d):  # a statement where a terminator belongs
        d["body"]["blocks"][0]["term"] = d["body"]["blocks"][1]["stmts"][0]
    refused(edited(edit2), "$.body.blocks[0].term", 'got "Assign"')


def test_missing_field():
    refused(edited(lambda d: d["body"]["blocks"][0]["term"].pop("target")), "$.body.blocks[0].term",
            "missing field(s) ['target'] in ThreadIndexCall")
    refused(edited(lambda d: d["body"].pop("wg_arrays")), "$.body", "missing field(s) ['wg_arrays'] in Body")


def test_unknown_field():
    refused(edited(lambda d: d["body"]["params"][0].update(bogus=1)), "$.body.params[0]",
            "unknown field(s) ['bogus'] in Param")


@pytest.mark.parametrize("value,shown", [("64", '"64"'), (True, "true"), (64.0, "64.0"), (None, "null")])
def test_wrong_type_integer(value, shown):
    refused(edited(lambda d: d["body"].update(workgroup_size=value)), "$.body.workgroup_size",
            f"expected an integer, got {shown}")


def test_wrong_type_string():
    refused(edited(lambda d: d["body"].update(name=5)), "$.body.name", "expected a string, got 5")


def test_wrong_type_bool():
    refused(edited(lambda d: d["body"]["params"][1].update(mutable=1)), "$.body.params[1].mutable",
            "expected true or false, got 1")


@pytest.mark.parametrize("value,shown", [("f128", '"f128"'), ([], "[]"), (3, "3")])
def test_wrong_scalar_type_name(value, shown):
    refused(edited(lambda d: d["body"]["params"][0].update(elem=value)), "$.body.params[0].elem",
            f"expected a scalar type name, got {shown}")


def test_expected_list():
    refused(edited(lambda d: d["body"].update(blocks={})), "$.body.blocks", "expected a list, got dict")


def test_list_of_wrong_length():
    def edit(d):
        d["body"]["blocks"][1]["term"]["cases"] = [[0]]
    refused(edited(edit), "$.body.blocks[1].term.cases[0]", "expected a list of 2 items, got 1")


def test_null_not_allowed():
    def edit(d):
        d["body"]["blocks"][0]["term"] = None
    refused(edited(edit), "$.body.blocks[0].term", "null is not allowed here")


def test_expected_object():
    def edit(d):
        d["body"]["blocks"][3]["term"]["span"] = [1, 2]
    refused(edited(edit), "$.body.blocks[3].term.span", "expected an object, got list")
    refused(edited(lambda d: d.update(producer=5)), "$.producer", "expected an object, got int")


@pytest.mark.parametrize("ty,words", [(5, "expected a type string, got 5"), ("u128", "unknown type 'u128'"),
                                      ("[&f32]", "slice element must be a scalar type"),
                                      ("frag<x,f16,16x16x16>", "fragment role must be one of"),
                                      ("frag<a,f16,16x16>", "unknown type")])
def test_bad_type(ty, words):
    refused(edited(lambda d: d["body"]["locals"][0].update(ty=ty)), "$.body.locals[0].ty", words)


def _const_spot(d: dict) -> tuple[dict, str]:
    """The BinOp `v + 1.5` of base_doc and its JSON path."""
    for bi, blk in enumerate(d["body"]["blocks"]):
        for si, s in enumerate(blk["stmts"]):
            if "value" in s and s["value"].get("node") == "BinOp" and s["value"]["op"] == "add":
                return s["value"], f"$.body.blocks[{bi}].stmts[{si}].value.b"
    raise AssertionError("base_doc has no add")


@pytest.mark.parametrize("c,sub,words", [
    ({"const": "f32", "value": 1.5}, "", "a float constant needs exactly 'const' and 'bits' (a hex string)"),
    ({"const": "f32", "bits": 1069547520}, "", "a float constant needs exactly 'const' and 'bits'"),
    ({"const": "f32", "bits": "0xzz"}, "", "bad constant: invalid literal"),
    ({"const": "u32", "bits": "0x0"}, "", "an integer or bool constant needs exactly 'const' and 'value'"),
    ({"const": "u32", "value": -1}, "", "bad constant: u32 constant -1 is out of range [0, 4294967295]"),
    ({"const": "i32", "value": 1.5}, "", "bad constant: i32 constant must be an int"),
    ({"const": "bool", "value": 1}, "", "bad constant: bool constant must be True or False"),
    ({"const": "f128", "bits": "0x0"}, ".const", 'expected a scalar type name, got "f128"'),
    ({"local": "x"}, ".local", 'expected an integer, got "x"'),
    ({"foo": 1}, "", 'expected an operand: {"local": N} or {"const": TYPE, ...}'),
    ([0], "", "expected an operand"),
    ({"local": 1, "const": "u32"}, "", "an integer or bool constant needs exactly"),
])
def test_bad_operand(c, sub, words):
    d = base_doc()
    binop, path = _const_spot(d)
    assert binop["b"] == {"const": "f32", "bits": "0x3fc00000"}
    binop["b"] = c
    refused(json.dumps(d), path + sub, words)


def test_unreadable_file(tmp_path):
    missing = tmp_path / "nope.kir.json"
    with pytest.raises(KirFormatError) as ei:
        kir.read(missing)
    assert ei.value.file == str(missing) and ei.value.path == "$"
    assert "cannot read the file" in str(ei.value) and str(missing) in str(ei.value)


def test_read_names_the_file(tmp_path):
    p = tmp_path / "bad.kir.json"
    p.write_text("{")
    with pytest.raises(KirFormatError) as ei:
        kir.read(p)
    assert ei.value.file == str(p) and str(ei.value).startswith(f"{p}: at $: not valid JSON")


def test_errors_do_not_leak_other_exceptions():
    """Random single-field corruptions of a valid file give KirFormatError, never another exception."""
    import random
    rng = random.Random(5)
    junk = [None, 0, -1, 1.5, True, "x", "f32", [], [1], {}, {"node": "Goto"}, {"local": 0}, {"const": "u32"}]
    texts = [kir.dumps(random_body(seed)) for seed in range(10)]
    for n in range(250):
        d = json.loads(texts[n % len(texts)])
        spots = []

        def collect(v, parent, key):
            spots.append((parent, key))
            if isinstance(v, dict):
                for k, x in v.items():
                    collect(x, v, k)
            elif isinstance(v, list):
                for k, x in enumerate(v):
                    collect(x, v, k)
        collect(d, None, None)
        parent, key = rng.choice(spots[1:])
        parent[key] = copy.deepcopy(rng.choice(junk))
        try:
            kir.loads(json.dumps(d), FILE)
        except KirFormatError as e:
            assert e.file == FILE and e.path.startswith("$")



def test_generator_covers_every_node_kind_and_type():
    """The property tests above see every node class, op, method, axis, trap kind, layout and type."""
    import dataclasses

    from poot_core.ir.types import FRAGMENT_ROLES, SCALARS, Fragment, Ptr, Ref, Scalar, Slice, Unit
    seen: set = set()

    def walk(v):
        if isinstance(v, N.Local):
            return
        if isinstance(v, N.Const):
            seen.add(("const", v.ty.name))
        elif isinstance(v, Scalar):
            seen.add(("scalar", v.name))
        elif isinstance(v, (Unit, Ref, Ptr, Slice, Fragment)):
            seen.add(("ty", type(v).__name__))
            if isinstance(v, Fragment):
                seen.add(("role", v.role))
        elif dataclasses.is_dataclass(v):
            seen.add(("node", type(v).__name__))
            for f in ("op", "fn", "axis", "kind", "layout"):
                if isinstance(getattr(v, f, None), str):
                    seen.add((f"{type(v).__name__}.{f}", getattr(v, f)))
            if isinstance(v, N.AtomicAdd):
                seen.add(("atomic dest", v.dest is None))
            if isinstance(v, N.Trap):
                seen.add(("span", v.span is None))
            for f in dataclasses.fields(v):
                walk(getattr(v, f.name))
        elif isinstance(v, tuple):
            for x in v:
                walk(x)
    for seed in range(80):
        walk(random_body(seed))
    from poot_core.testing import wgmem_cases  # workgroup-memory nodes: the random bodies draw none yet
    for case in wgmem_cases.cases():
        walk(case.build())
    from poot_core.testing import wgmma_cases  # warpgroup MMA nodes and the wacc role: likewise
    for case in wgmma_cases.cases():
        walk(case.build())
    from poot_core.testing import shuffle_cases  # ShuffleXor: likewise
    for case in shuffle_cases.small_cases():
        walk(case.build())
    from poot_core.testing import fma_cases  # Math("mul_add"): likewise
    walk(fma_cases.mul_add_case().build())
    want = {("node", n) for n in kir._NODE_CLASSES if n != "Producer"}
    want |= {("BinOp.op", o) for o in N.BINOPS} | {("UnOp.op", o) for o in N.UNOPS}
    want |= {("Math.fn", f) for f in N.MATH_FNS} | {("CheckOverflow.op", o) for o in N.OVERFLOW_OPS}
    want |= {("ThreadIndexCall.axis", a) for a in N.AXES} | {("Trap.kind", k) for k in N.TRAP_KINDS}
    want |= {(f"{c}.layout", x) for c in ("WmmaLoad", "WmmaStore") for x in N.WMMA_LAYOUTS}
    want |= {("const", t) for t in SCALARS} | {("scalar", t) for t in SCALARS} | {("role", r) for r in FRAGMENT_ROLES}
    want |= {("ty", t) for t in ("Unit", "Ref", "Ptr", "Slice", "Fragment")}
    want |= {("atomic dest", True), ("atomic dest", False), ("span", True), ("span", False)}
    assert sorted(want - seen) == []


def test_generated_bodies_without_faults_run_on_the_oracle():
    """random_body(faults=False) keeps its promise: with MIN_LEN buffers the oracle never faults."""
    import numpy as np

    from poot_core import oracle
    from poot_core.target import Grid
    from poot_core.testing.random_bodies import MIN_LEN, random_buffers
    for seed in range(30):
        b = random_body(seed, faults=False)
        bufs = random_buffers(b, MIN_LEN, np.random.default_rng(seed), high=100, wmma_n=1024)
        out = oracle.run(b, bufs, Grid((2, 1), b.workgroup_size), racecheck=False)  # lanes share slots by design
        assert set(out) == {p.name for p in b.params if p.mutable}


# --- bad files that used to escape as Python exceptions (issue 10) ------------------------------
@pytest.mark.parametrize("depth", [1000, 5000, 100_000])
def test_deep_nesting_is_a_format_error(depth):
    """The JSON decoder recursed into a RecursionError traceback; now one KirFormatError: "nests too
    deeply" where the decoder gives up, else the reader's own refusal of a list where an object
    belongs (where the decoder gives up depends on the recursion limit a test run has set)."""
    deep = "[" * depth + "]" * depth
    doc = base_doc()
    doc["body"]["blocks"][0]["stmts"] = ["@"]
    for text in ('{"kir_version": 1, "body": ' + deep + "}", json.dumps(doc).replace('"@"', deep)):
        if depth >= 100_000:
            refused(text, "$", "nests too deeply")
            continue
        with pytest.raises(KirFormatError) as ei:
            kir.loads(text, FILE)
        assert "nests too deeply" in str(ei.value) or "expected an object, got list" in str(ei.value), str(ei.value)


def test_an_integer_literal_python_cannot_convert_is_a_format_error():
    refused('{"kir_version": 1, "body": ' + "9" * 5000 + "}", "$", "not a Kernel IR document", "digits")


def test_read_refuses_a_directory_and_non_utf8_and_ignores_a_bom(tmp_path):
    d = tmp_path / "k.kir.json"
    d.mkdir()
    with pytest.raises(KirFormatError, match="is a directory"):
        kir.read(d)
    bad = tmp_path / "latin1.kir.json"
    bad.write_bytes(edited(lambda doc: doc["body"].update(name="cafe")).encode().replace(b'"cafe"', b'"caf\xe9"'))
    with pytest.raises(KirFormatError, match=r"not UTF-8 text \(byte \d+ is 0xe9\)"):
        kir.read(bad)
    bom = tmp_path / "bom.kir.json"
    bom.write_bytes(b"\xef\xbb\xbf" + edited(lambda doc: None).encode())
    assert kir.read(bom).body == kir.loads(edited(lambda doc: None)).body


@pytest.mark.parametrize("edit,words", [
    (lambda d: d["body"].update(workgroup_size=0), "BadWorkgroupSize: workgroup_size must be a positive integer, not 0"),
    (lambda d: d["body"].update(workgroup_size=-64), "BadWorkgroupSize"),
    (lambda d: d["body"]["params"][1].update(name="a"), "DuplicateParam: parameter name 'a' is used twice"),
])
def test_loading_a_kernel_file_verifies_it(tmp_path, edit, words):
    """load_kernel refuses an ill-formed body as it loads it (before: workgroup_size 0 reached
    Grid.threads, a ZeroDivisionError; two parameters of one name loaded and failed later as an
    'unknown parameter' of the inputs)."""
    from poot_core.errors import VerifyError
    from poot_core.exec import load_kernel

    p = tmp_path / "k.kir.json"
    p.write_text(edited(edit))
    with pytest.raises(VerifyError, match=words) as ei:
        load_kernel(p)
    assert ei.value.exit_code == 2


def test_load_kernel_says_what_a_path_is_instead_of_a_file(tmp_path):
    from poot_core.errors import UsageError
    from poot_core.exec import load_kernel

    with pytest.raises(UsageError, match="is a directory, not a file"):
        load_kernel(tmp_path)
    with pytest.raises(UsageError, match="no such file"):
        load_kernel(tmp_path / "none.kir.json")
    with pytest.raises(UsageError, match="cannot use it"):
        load_kernel(tmp_path / ("n" * 300 + ".kir.json"))  # a name longer than the file system takes
