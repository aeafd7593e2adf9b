"""Canonical .graph.json: graphs round-trip byte-identically (float parameters by their bit
patterns: NaN, infinities, -0.0, subnormals); the strict reader refuses each malformed document
with a GraphFormatError naming the file and the JSON path of the first fault."""
from __future__ import annotations

import json
import math
import struct

import numpy as np
import pytest

import poot
from poot import ops
from poot_core.errors import GraphError, GraphFormatError, PootError
from poot_core.plan import codec
from poot_core.plan.graph import Eqn, Graph, Tensor
from poot_core.testing.random_graphs import random_graph

FILE = "graphs/probe.graph.json"


def bits(x: float) -> int:
    return struct.unpack("<Q", struct.pack("<d", x))[0]


def roundtrip(g: Graph) -> str:
    text = codec.dumps(g)
    got = codec.loads(text, FILE)
    assert codec.dumps(got) == text
    assert text.endswith("}\n") and "\n  \"eqns\"" in text  # two-space indent, trailing newline
    assert json.dumps(json.loads(text), sort_keys=True, indent=2) + "\n" == text
    return text


@pytest.mark.parametrize("seed", range(25))
def test_random_graphs_round_trip(seed):
    g, _ = random_graph(seed)
    roundtrip(g)
    assert codec.loads(codec.dumps(g)) == g


def test_traced_graph_round_trips(tmp_path):
    def block(x, g, b, w):
        return ops.layernorm(x, g, b, eps=1e-6) @ w + x[:, :2]
    a = np.zeros((3, 4), np.float32)
    graph = poot.trace(block)(a, np.zeros(4, np.float32), np.zeros(4, np.float32), np.zeros((4, 2), np.float32))
    roundtrip(graph)
    codec.write(tmp_path / "b.graph.json", graph)
    assert codec.read(tmp_path / "b.graph.json") == graph
    assert (tmp_path / "b.graph.json").read_text() == codec.dumps(graph)


SPECIAL = [float("nan"), float("inf"), float("-inf"), -0.0, 0.0, 5e-324, -2.2250738585072014e-308, 1e-5,
           struct.unpack("<d", struct.pack("<Q", 0x7FF8DEADBEEF0001))[0],  # a NaN with a payload
           struct.unpack("<d", struct.pack("<Q", 0xFFF0000000000001))[0]]  # a negative signalling-pattern NaN


def special_graph() -> Graph:
    x = Tensor("x", "f32", (2, len(SPECIAL)))
    c = Tensor("c", "f32", (2, len(SPECIAL)))
    k = Tensor("k", "f32", (2, len(SPECIAL)))
    y = Tensor("y", "f32", (2, len(SPECIAL)))
    s = Tensor("s", "u32", (2,))
    u = Tensor("u", "f32", (2,))
    eqns = (Eqn("constant", (), (c,), {"value": tuple(SPECIAL * 2)}, name="specials"),
            Eqn("constant", (), (k,), {"value": -0.0}),
            Eqn("layernorm", (Tensor("x2", "f32", (2, 2)), Tensor("g", "f32", (2,)), Tensor("g", "f32", (2,))),
                (Tensor("n", "f32", (2, 2)),), {"eps": 0.0}),
            Eqn("add", (x, c), (y,)),
            Eqn("sample", (y, u), (s,), {"temperature": 0.5}))
    return Graph((x, Tensor("x2", "f32", (2, 2)), Tensor("g", "f32", (2,)), u), (s, k, Tensor("n", "f32", (2, 2))),
                 eqns)


def test_special_floats_keep_their_bits():
    g = special_graph()
    text = roundtrip(g)
    got = codec.loads(text)
    vals = got.eqns[0].p["value"]
    assert [bits(v) for v in vals] == [bits(v) for v in SPECIAL * 2]
    assert math.copysign(1.0, got.eqns[1].p["value"]) == -1.0
    assert got.eqns[2].p["eps"] == 0.0 and isinstance(got.eqns[2].p["eps"], float)
    assert '"f64": "0x8000000000000000"' in text and '"f64": "0x7ff8deadbeef0001"' in text
    assert "NaN" not in text and "Infinity" not in text


def test_param_kinds_keep_their_types():
    x = Tensor("x", "f32", (2, 3))
    eqns = (Eqn("reduce_sum", (x,), (Tensor("r", "f32", (2, 1)),), {"keepdims": True}),
            Eqn("transpose", (x,), (Tensor("t", "f32", (3, 2)),), {"perm": (1, 0)}),
            Eqn("cast", (x,), (Tensor("i", "i32", (2, 3)),), {"dtype": "i32"}),
            Eqn("constant", (), (Tensor("c", "i32", (3,)),), {"value": (1, -2, 2 ** 31 - 1)}),
            Eqn("constant", (), (Tensor("f", "f32", ()),), {"value": 2.0}),
            Eqn("constant", (), (Tensor("n", "f32", ()),), {"value": 2}))
    g = Graph((x,), tuple(e.outputs[0] for e in eqns), eqns)
    got = codec.loads(roundtrip(g))
    assert got == g
    p = [e.p for e in got.eqns]
    assert p[0]["keepdims"] is True and p[1]["perm"] == (1, 0) and p[2]["dtype"] == "i32"
    assert type(p[4]["value"]) is float and type(p[5]["value"]) is int  # 2.0 and 2 stay apart


def test_write_refuses_a_graph_that_does_not_verify():
    x = Tensor("x", "f32", (2,))
    g = Graph((x,), (), (Eqn("neg", (x,), (Tensor("y", "f32", (3,)),)),))
    with pytest.raises(GraphError, match=r"equation #0 \(neg\): declares outputs"):
        codec.dumps(g)


# --- the strict reader --------------------------------------------------------------------
def doc() -> dict:
    x = Tensor("x", "f32", (2, 3))
    g = Graph((x,), (Tensor("y", "f32", (2,)),),
              (Eqn("reduce_max", (x,), (Tensor("m", "f32", (2, 1)),), {"keepdims": True}, name="rowmax"),
               Eqn("reshape", (Tensor("m", "f32", (2, 1)),), (Tensor("y", "f32", (2,)),), {"shape": (2,)})))
    return json.loads(codec.dumps(g))


def refused(d: object, path: str, match: str) -> GraphFormatError:
    text = d if isinstance(d, str) else json.dumps(d)
    with pytest.raises(GraphFormatError, match=match) as ei:
        codec.loads(text, FILE)
    err = ei.value
    assert err.path == path and err.file == FILE and isinstance(err, PootError)
    assert str(err).startswith(f"{FILE}: at {path}: ")
    return err


def edit(fn) -> dict:
    d = doc()
    fn(d)
    return d


def test_reader_accepts_the_written_document():
    assert codec.dumps(codec.loads(json.dumps(doc()))) == json.dumps(doc(), sort_keys=True, indent=2) + "\n"


@pytest.mark.parametrize("change, path, match", [
    (lambda d: d.pop("graph_version"), "$.graph_version", "unknown graph_version null"),
    (lambda d: d.update(graph_version=2), "$.graph_version", "unknown graph_version 2; this poot reads version 1"),
    (lambda d: d.update(graph_version="1"), "$.graph_version", "unknown graph_version \"1\""),
    (lambda d: d.update(graph_version=True), "$.graph_version", "unknown graph_version true"),
    (lambda d: d.update(extra=1), "$", r"unknown field\(s\) \['extra'\]"),
    (lambda d: d.pop("eqns"), "$", r"missing field\(s\) \['eqns'\]"),
    (lambda d: d.update(inputs={}), "$.inputs", "expected a list, got an object"),
    (lambda d: d["inputs"][0].pop("dtype"), "$.inputs[0]", r"missing field\(s\) \['dtype'\]"),
    (lambda d: d["inputs"][0].update(dtype="f64"), "$.inputs[0]", "dtype 'f64' is not one of"),
    (lambda d: d["inputs"][0].update(dtype=32), "$.inputs[0].dtype", "expected a string, got 32"),
    (lambda d: d["inputs"][0].update(id=""), "$.inputs[0]", "non-empty string"),
    (lambda d: d["inputs"][0].update(shape=[2, -3]), "$.inputs[0].shape[1]", "non-negative integer, got -3"),
    (lambda d: d["inputs"][0].update(shape=[2, True]), "$.inputs[0].shape[1]", "non-negative integer, got true"),
    (lambda d: d["inputs"][0].update(shape=[2, 3.0]), "$.inputs[0].shape[1]", "non-negative integer, got 3.0"),
    (lambda d: d["inputs"][0].update(shape="23"), "$.inputs[0].shape", "expected a list"),
    (lambda d: d["inputs"].append(d["inputs"][0]), "$.inputs[1].id", "tensor \"x\" is declared twice"),
    (lambda d: d["eqns"][0].update(inputs=["z"]), "$.eqns[0].inputs[0]", "tensor \"z\" is not defined before"),
    (lambda d: d["eqns"][1].update(inputs=["y"]), "$.eqns[1].inputs[0]", "tensor \"y\" is not defined before"),
    (lambda d: d["eqns"][1]["outputs"][0].update(id="x"), "$.eqns[1].outputs[0].id", "\"x\" is declared twice"),
    (lambda d: d["eqns"][0].pop("name"), "$.eqns[0]", r"missing field\(s\) \['name'\]"),
    (lambda d: d["eqns"][0].update(op="x"), "$.eqns[0]", r"unknown field\(s\) \['op'\]"),
    (lambda d: d["eqns"][0].update(prim=None), "$.eqns[0].prim", "expected a string, got null"),
    (lambda d: d["eqns"][0].update(params=[]), "$.eqns[0].params", "expected an object, got a list"),
    (lambda d: d["eqns"][0]["params"].update(keepdims=None), "$.eqns[0].params.keepdims", "expected a parameter"),
    (lambda d: d["eqns"][1]["params"].update(shape=[2.5]), "$.eqns[1].params.shape[0]", "stored as its bit pattern"),
    (lambda d: d["eqns"][1]["params"].update(shape={"f64": "0x12"}), "$.eqns[1].params.shape.f64", "16 lower-case"),
    (lambda d: d["eqns"][1]["params"].update(shape={"f64": 1}), "$.eqns[1].params.shape", "expected a parameter"),
    (lambda d: d["eqns"][1]["params"].update(shape={"f64": "0x3ff0000000000000", "x": 1}),
     "$.eqns[1].params.shape", "expected a parameter"),
    (lambda d: d["eqns"].append(1), "$.eqns[2]", "expected an object, got 1"),
    (lambda d: d.update(outputs=["nope"]), "$.outputs[0]", "tensor \"nope\" is not defined"),
    (lambda d: d.update(outputs="y"), "$.outputs", "expected a list"),
    # read, then refused by verify: reported at the equation
    (lambda d: d["eqns"][0].update(prim="frob"), "$.eqns[0]", r"equation #0 rowmax \(frob\): unknown primitive"),
    (lambda d: d["eqns"][0]["params"].update(keepdims=False), "$.eqns[0]", "declares outputs"),
    (lambda d: d["eqns"][1]["params"].update(shape=[3]), "$.eqns[1]", "cannot reshape"),
    (lambda d: d["eqns"][1]["params"].update(axis=0), "$.eqns[1]", r"unknown parameter\(s\) axis"),
])
def test_reader_refuses(change, path, match):
    err = refused(edit(change), path, match)
    if path.startswith("$.eqns[") and path.endswith("]") and "declares" in match:
        assert err.eqn == int(path[7:-1])


@pytest.mark.parametrize("text, match", [
    ("", "not valid JSON"), ("{", "not valid JSON"), ("[]", "must be a JSON object"), ("3", "must be a JSON object"),
    ('{"graph_version": NaN}', "NaN is not a JSON value"), ('{"graph_version": Infinity}', "Infinity is not"),
    ("[" * 100000 + "]" * 100000, "nests too deeply"),
])
def test_reader_refuses_non_documents(text, match):
    refused(text, "$", match)


def test_reader_bounds_nested_params():
    # past the reader's depth bound, past the JSON decoder's recursion (whatever the recursion limit)
    for depth in (codec.MAX_PARAM_DEPTH + 1, 990, 3000):
        text = json.dumps(doc()).replace('"keepdims": true', '"keepdims": ' + "[" * depth + "1" + "]" * depth)
        with pytest.raises(GraphFormatError, match="nests too deeply") as ei:
            codec.loads(text, FILE)
        assert ei.value.path in ("$", "$.eqns[0].params.keepdims" + "[0]" * codec.MAX_PARAM_DEPTH), ei.value.path
    ok = json.dumps(doc()).replace('"keepdims": true', '"keepdims": ' + "[" * codec.MAX_PARAM_DEPTH + "1" + "]" * codec.MAX_PARAM_DEPTH)
    with pytest.raises(GraphFormatError, match="keepdims must be true or false"):  # read, then refused by the rule
        codec.loads(ok, FILE)


def test_read_files(tmp_path):
    with pytest.raises(GraphFormatError, match="is a directory") as ei:
        codec.read(tmp_path)
    assert ei.value.file == str(tmp_path)
    with pytest.raises(GraphFormatError, match="cannot read the file"):
        codec.read(tmp_path / "missing.graph.json")
    p = tmp_path / "latin1.graph.json"
    p.write_bytes(b'{"a": "\xe9"}')
    with pytest.raises(GraphFormatError, match=r"not UTF-8 text \(byte 7 is 0xe9\)"):
        codec.read(p)
    p = tmp_path / "bom.graph.json"
    p.write_bytes(b"\xef\xbb\xbf" + json.dumps(doc()).encode())
    assert codec.read(p).eqns[0].name == "rowmax"
    p.write_text(json.dumps(edit(lambda d: d["inputs"][0].update(dtype="f64"))))
    with pytest.raises(GraphFormatError) as ei:
        codec.read(p)
    assert str(ei.value).startswith(f"{p}: at $.inputs[0]: ")


def test_random_corruptions_give_graph_format_errors_only():
    """Any single value of a valid document replaced by a random JSON value: it reads, or it is a
    GraphFormatError (never another exception)."""
    rng = np.random.default_rng(3)
    junk = [None, True, 0, -1, 2 ** 40, 1.5, "", "f32", "x", [], [1], {}, {"f64": "0x0"}, {"id": "x"}, [[2]]]
    base, _ = random_graph(5)
    text = codec.dumps(base)

    def slots(v, path=()):
        yield path
        if isinstance(v, dict):
            for k in v:
                yield from slots(v[k], path + (k,))
        elif isinstance(v, list):
            for i, x in enumerate(v):
                yield from slots(x, path + (i,))
    paths = [p for p in slots(json.loads(text)) if p]
    for _ in range(300):
        d = json.loads(text)
        p = paths[int(rng.integers(len(paths)))]
        at = d
        for k in p[:-1]:
            at = at[k]
        at[p[-1]] = junk[int(rng.integers(len(junk)))]
        try:
            codec.loads(json.dumps(d), FILE)
        except GraphFormatError as e:
            assert str(e).startswith(f"{FILE}: at $")
