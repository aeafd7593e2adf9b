"""Canonical `.graph.json`: write a Graph and read it back strictly (the `.kir.json` rules).

Canonical means sorted keys, two-space indent, a trailing newline and no JSON floats: a float
parameter is stored as the bit pattern of its f64 value, `{"f64": "0x3ff0000000000000"}`, so NaN,
infinities and -0.0 survive and write -> read -> write is byte-identical. The document:

    {"graph_version": 1,
     "inputs":  [{"id": "x", "dtype": "f32", "shape": [4, 8]}, ...],
     "eqns":    [{"prim": "add", "name": "", "inputs": ["x", "y"],
                  "outputs": [{"id": "t0", "dtype": "f32", "shape": [4, 8]}],
                  "params": {"keepdims": true, "eps": {"f64": "0x..."}, "perm": [1, 0]}}, ...],
     "outputs": ["t0", ...]}

An equation's inputs and the graph's outputs name tensors by id (each tensor is declared once:
as a graph input or as an equation's output), so only a verified graph can be written. Reading
checks every field and raises GraphFormatError naming the file and the JSON path of the first
fault; the graph read is verified (a rule it breaks is reported at its equation's path).
"""
from __future__ import annotations

import json
import struct
from pathlib import Path
from typing import Any, NoReturn

from ..errors import GraphError, GraphFormatError
from .graph import Eqn, Graph, ParamValue, Tensor

GRAPH_VERSION = 1


# --- writing ----------------------------------------------------------------------------
def _f64_bits(x: float) -> str:
    return f"0x{struct.unpack('<Q', struct.pack('<d', x))[0]:016x}"


def _enc_param(v: ParamValue) -> Any:
    if isinstance(v, bool) or isinstance(v, (int, str)):
        return v
    if isinstance(v, float):
        return {"f64": _f64_bits(v)}
    if isinstance(v, tuple):
        return [_enc_param(x) for x in v]
    raise GraphError(f"parameter value {v!r} cannot be written")  # pragma: no cover - Eqn freezes params


def _enc_tensor(t: Tensor) -> dict[str, Any]:
    return {"id": t.id, "dtype": t.dtype, "shape": list(t.shape)}


def dumps(graph: Graph) -> str:
    """The canonical text of a .graph.json file (the graph is verified first)."""
    graph.verify()
    doc = {
        "graph_version": GRAPH_VERSION,
        "inputs": [_enc_tensor(t) for t in graph.inputs],
        "eqns": [{"prim": e.prim, "name": e.name, "inputs": [t.id for t in e.inputs],
                  "outputs": [_enc_tensor(t) for t in e.outputs],
                  "params": {k: _enc_param(v) for k, v in e.params}} for e in graph.eqns],
        "outputs": [t.id for t in graph.outputs],
    }
    return json.dumps(doc, sort_keys=True, indent=2) + "\n"


def write(path: str | Path, graph: Graph) -> None:
    Path(path).write_text(dumps(graph))


# --- reading ----------------------------------------------------------------------------
class _Reader:
    def __init__(self, file: str):
        self.file = file

    def fail(self, path: str, msg: str) -> NoReturn:
        raise GraphFormatError(msg, file=self.file, path=path)

    def obj(self, v: object, path: str, fields: tuple[str, ...]) -> dict[str, Any]:
        if not isinstance(v, dict):
            self.fail(path, f"expected an object, got {_kind(v)}")
        extra = set(v) - set(fields)
        if extra:
            self.fail(path, f"unknown field(s) {sorted(extra)} (allowed: {', '.join(fields)})")
        missing = [f for f in fields if f not in v]
        if missing:
            self.fail(path, f"missing field(s) {missing}")
        return v

    def lst(self, v: object, path: str) -> list[Any]:
        if not isinstance(v, list):
            self.fail(path, f"expected a list, got {_kind(v)}")
        return v

    def string(self, v: object, path: str) -> str:
        if not isinstance(v, str):
            self.fail(path, f"expected a string, got {_kind(v)}")
        return v

    def tensor(self, v: object, path: str) -> Tensor:
        d = self.obj(v, path, ("dtype", "id", "shape"))
        tid, dtype = self.string(d["id"], path + ".id"), self.string(d["dtype"], path + ".dtype")
        shape = self.lst(d["shape"], path + ".shape")
        for i, n in enumerate(shape):
            if not isinstance(n, int) or isinstance(n, bool) or n < 0:
                self.fail(f"{path}.shape[{i}]", f"expected a non-negative integer, got {_kind(n)}")
        try:
            return Tensor(tid, dtype, tuple(shape))
        except GraphError as e:
            self.fail(path, e.message)

    def param(self, v: object, path: str, depth: int = 0) -> ParamValue:
        if isinstance(v, (bool, int, str)):
            return v
        if isinstance(v, list):
            if depth >= MAX_PARAM_DEPTH:
                self.fail(path, f"a parameter nests too deeply to be a graph parameter (more than {MAX_PARAM_DEPTH} lists)")
            return tuple(self.param(x, f"{path}[{i}]", depth + 1) for i, x in enumerate(v))
        if isinstance(v, dict) and set(v) == {"f64"} and isinstance(v["f64"], str):
            text = v["f64"]
            if len(text) == 18 and text.startswith("0x") and all(c in "0123456789abcdef" for c in text[2:]):
                return struct.unpack("<d", struct.pack("<Q", int(text, 16)))[0]
            self.fail(path + ".f64", f"expected 0x and 16 lower-case hex digits (an f64 bit pattern), got {json.dumps(text)}")
        if isinstance(v, float):
            self.fail(path, f"a float parameter is stored as its bit pattern, {{\"f64\": \"{_f64_bits(v)}\"}}, "
                      f"not the JSON number {json.dumps(v)}")
        self.fail(path, f"expected a parameter value (true/false, an integer, a string, a list or "
                  f"{{\"f64\": \"0x...\"}}), got {_kind(v)}")

    def graph(self, doc: object) -> Graph:
        d = self.obj(doc, "$", ("eqns", "graph_version", "inputs", "outputs"))
        defined: dict[str, Tensor] = {}

        def ref(v: object, path: str) -> Tensor:
            tid = self.string(v, path)
            if tid not in defined:
                self.fail(path, f"tensor {json.dumps(tid)} is not defined before it is used "
                          "(declare it as a graph input or an earlier equation's output)")
            return defined[tid]

        def define(t: Tensor, path: str) -> None:
            if t.id in defined:
                self.fail(path + ".id", f"tensor {json.dumps(t.id)} is declared twice")
            defined[t.id] = t

        inputs = []
        for i, v in enumerate(self.lst(d["inputs"], "$.inputs")):
            t = self.tensor(v, f"$.inputs[{i}]")
            define(t, f"$.inputs[{i}]")
            inputs.append(t)
        eqns = []
        for i, v in enumerate(self.lst(d["eqns"], "$.eqns")):
            at = f"$.eqns[{i}]"
            e = self.obj(v, at, ("inputs", "name", "outputs", "params", "prim"))
            prim, name = self.string(e["prim"], at + ".prim"), self.string(e["name"], at + ".name")
            ins = tuple(ref(x, f"{at}.inputs[{k}]") for k, x in enumerate(self.lst(e["inputs"], at + ".inputs")))
            outs = tuple(self.tensor(x, f"{at}.outputs[{k}]")
                         for k, x in enumerate(self.lst(e["outputs"], at + ".outputs")))
            for k, t in enumerate(outs):
                define(t, f"{at}.outputs[{k}]")
            ps = e["params"]
            if not isinstance(ps, dict):
                self.fail(at + ".params", f"expected an object, got {_kind(ps)}")
            params = tuple((k, self.param(x, f"{at}.params.{k}")) for k, x in ps.items())
            try:
                eqns.append(Eqn(prim, ins, outs, params, name))
            except GraphError as err:
                self.fail(at, err.message)
        outputs = tuple(ref(x, f"$.outputs[{i}]") for i, x in enumerate(self.lst(d["outputs"], "$.outputs")))
        g = Graph(tuple(inputs), outputs, tuple(eqns))
        try:
            return g.verify()
        except GraphError as err:
            path = f"$.eqns[{err.eqn}]" if err.eqn >= 0 else "$"
            raise GraphFormatError(err.message, eqn=err.eqn, prim=err.prim, file=self.file, path=path) from None


def _kind(v: object) -> str:
    if isinstance(v, (dict, list)):
        return "an object" if isinstance(v, dict) else "a list"
    try:
        return json.dumps(v)
    except ValueError:  # pragma: no cover - json.loads gives no unserialisable values
        return repr(v)


MAX_PARAM_DEPTH = 16  # no primitive's parameter nests lists this deep


def loads(text: str, file: str = "<string>") -> Graph:
    """Parse and verify a .graph.json document; GraphFormatError names `file` and the JSON path."""
    r = _Reader(file)
    try:
        doc = json.loads(text, parse_constant=lambda c: r.fail("$", f"not valid JSON: {c} is not a JSON value"))
    except json.JSONDecodeError as e:
        r.fail("$", f"not valid JSON: {e}")
    except RecursionError:
        r.fail("$", "not a graph document: its JSON nests too deeply to read")
    except ValueError as e:  # e.g. an integer literal of more digits than Python converts
        r.fail("$", f"not a graph document: {str(e).split(';')[0]}")
    if not isinstance(doc, dict):
        r.fail("$", "the document must be a JSON object")
    version = doc.get("graph_version")
    if type(version) is not int or version != GRAPH_VERSION:
        r.fail("$.graph_version", f"unknown graph_version {json.dumps(version)}; this poot reads version "
               f"{GRAPH_VERSION} - write the graph again with this poot")
    try:
        return r.graph(doc)
    except RecursionError:
        r.fail("$", "a parameter nests too deeply to be a graph parameter")


def read(path: str | Path) -> Graph:
    """Read a .graph.json file strictly; GraphFormatError for a file that cannot be read or is not a
    graph (a directory, not UTF-8 text, not JSON, a bad field, a graph that does not verify)."""
    p = Path(path)
    if p.is_dir():
        raise GraphFormatError("is a directory, not a .graph.json file", file=str(path), path="$")
    try:
        data = p.read_bytes()
    except OSError as e:
        raise GraphFormatError(f"cannot read the file: {e.strerror or e}", file=str(path), path="$") from None
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as e:
        raise GraphFormatError(f"not a graph document: not UTF-8 text (byte {e.start} is {data[e.start]:#04x}); "
                               "a .graph.json is JSON text", file=str(path), path="$") from None
    return loads(text, str(path))

