"""Canonical `.kir.json`: write a Body (plus how it was produced) and read it back strictly.

Canonical means sorted keys, two-space indent, trailing newline, integers only (float
constants are stored as their bit pattern), so write -> read -> write is byte-identical.
Reading checks every field against the node's type annotations and raises KirFormatError
naming the file and the JSON path of the first fault.
"""
from __future__ import annotations

import dataclasses
import functools
import json
import types
import typing
from dataclasses import dataclass
from pathlib import Path

from ..errors import IRError, KirFormatError, Span
from . import nodes as N
from .types import SCALARS, Scalar, Ty, parse_ty

KIR_VERSION = 1


@dataclass(frozen=True, slots=True)
class Producer:
    """How an asset was made: repo-relative source, its sha256, rustc version, pootc flags."""

    source: str
    source_sha256: str
    rustc: str
    flags: tuple[str, ...] = ()
    overflow_checks: bool = True


@dataclass(frozen=True, slots=True)
class KirFile:
    body: N.Body
    producer: Producer | None = None


_NODE_CLASSES = {c.__name__: c for c in (
    N.Use, N.BinOp, N.UnOp, N.CheckOverflow, N.Cast, N.Math, N.FromBits, N.NoContractAdd, N.Load,
    N.Len, N.WgRead, N.ShuffleXor, N.Assign, N.Store, N.WorkgroupLocalWrite, N.VectorStore, N.AtomicAdd,
    N.WmmaFill, N.WmmaLoad, N.WmmaMma, N.WmmaStore, N.AsyncCopy, N.AsyncCommit, N.AsyncWait, N.WgmmaMma,
    N.WgmmaStore, N.Goto, N.SwitchInt, N.ThreadIndexCall,
    N.Barrier, N.Return, N.Trap, N.Block, N.Param, N.LocalDecl, N.WgArray, N.Body, Span, Producer)}
# containers that need no "node" tag because their place in the file fixes the class
_UNTAGGED = {N.Block, N.Param, N.LocalDecl, N.WgArray, N.Body, Span, Producer}


@functools.cache
def _hints(cls: type) -> dict[str, object]:
    return typing.get_type_hints(cls, vars(N))


# --- writing ----------------------------------------------------------------------------
def _omitted(f: dataclasses.Field, value: object) -> bool:
    """Fields the file leaves out: an optional one that is None, a defaulted one at its default
    (fields added after version 1 files were written: those files read the same and stay canonical)."""
    kind = f.metadata.get("kir")
    return (kind == "optional" and value is None) or (kind == "default" and value == f.default)


def _enc(v: object) -> object:
    if isinstance(v, N.Local):
        return {"local": v.id}
    if isinstance(v, N.Const):
        if v.ty.is_float:
            return {"const": v.ty.name, "bits": f"0x{v.bits():0{v.ty.bits // 4}x}"}
        return {"const": v.ty.name, "value": v.value}
    if isinstance(v, typing.get_args(Ty)):
        return str(v)
    if dataclasses.is_dataclass(v):
        out = {f.name: _enc(getattr(v, f.name)) for f in dataclasses.fields(v) if not _omitted(f, getattr(v, f.name))}
        if type(v) not in _UNTAGGED:
            out["node"] = type(v).__name__
        return out
    if isinstance(v, tuple):
        return [_enc(x) for x in v]
    return v


def dumps(body: N.Body, producer: Producer | None = None) -> str:
    """The canonical text of a .kir.json file."""
    doc = {"kir_version": KIR_VERSION, "body": _enc(body), "producer": _enc(producer) if producer else None}
    return json.dumps(doc, sort_keys=True, indent=2) + "\n"


def write(path: str | Path, body: N.Body, producer: Producer | None = None) -> None:
    Path(path).write_text(dumps(body, producer))


# --- reading ----------------------------------------------------------------------------
class _Reader:
    def __init__(self, file: str):
        self.file = file

    def fail(self, path: str, msg: str) -> typing.NoReturn:
        raise KirFormatError(msg, file=self.file, path=path)

    def dec(self, v: object, hint: object, path: str) -> object:
        origin = typing.get_origin(hint)
        if origin in (typing.Union, types.UnionType):
            opts = typing.get_args(hint)
            if v is None:
                if type(None) in opts:
                    return None
                self.fail(path, "null is not allowed here")
            if set(opts) == set(typing.get_args(Ty)):
                return self.ty(v, path)
            if N.Local in opts:
                return self.operand(v, path)
            node_opts = [o for o in opts if o is not type(None)]
            if len(node_opts) == 1:
                return self.dec(v, node_opts[0], path)
            return self.node(v, path, allowed=tuple(o for o in node_opts if isinstance(o, type) and dataclasses.is_dataclass(o)))
        if origin is tuple:
            args = typing.get_args(hint)
            if not isinstance(v, list):
                self.fail(path, f"expected a list, got {type(v).__name__}")
            if len(args) == 2 and args[1] is Ellipsis:
                return tuple(self.dec(x, args[0], f"{path}[{i}]") for i, x in enumerate(v))
            if len(v) != len(args):
                self.fail(path, f"expected a list of {len(args)} items, got {len(v)}")
            return tuple(self.dec(x, a, f"{path}[{i}]") for i, (x, a) in enumerate(zip(v, args)))
        if hint is int:
            if not isinstance(v, int) or isinstance(v, bool):
                self.fail(path, f"expected an integer, got {json.dumps(v)}")
            return v
        if hint is str:
            if not isinstance(v, str):
                self.fail(path, f"expected a string, got {json.dumps(v)}")
            return v
        if hint is bool:
            if not isinstance(v, bool):
                self.fail(path, f"expected true or false, got {json.dumps(v)}")
            return v
        if hint is Scalar:
            if not isinstance(v, str) or v not in SCALARS:
                self.fail(path, f"expected a scalar type name, got {json.dumps(v)}")
            return SCALARS[v]
        if hint in (N.Local, N.Const):
            return self.operand(v, path)
        if isinstance(hint, type) and dataclasses.is_dataclass(hint):
            return self.node(v, path, allowed=(hint,))
        self.fail(path, f"cannot read a value of type {hint}")  # pragma: no cover

    def ty(self, v: object, path: str) -> Ty:
        if not isinstance(v, str):
            self.fail(path, f"expected a type string, got {json.dumps(v)}")
        try:
            return parse_ty(v)
        except IRError as e:
            self.fail(path, str(e))

    def operand(self, v: object, path: str) -> N.Operand:
        if isinstance(v, dict) and set(v) == {"local"}:
            return N.Local(typing.cast(int, self.dec(v["local"], int, path + ".local")))
        if isinstance(v, dict) and "const" in v:
            ty = typing.cast(Scalar, self.dec(v["const"], Scalar, path + ".const"))
            try:
                if ty.is_float:
                    if set(v) != {"const", "bits"} or not isinstance(v["bits"], str):
                        self.fail(path, "a float constant needs exactly 'const' and 'bits' (a hex string)")
                    return N.Const.from_bits(ty, int(v["bits"], 16))
                if set(v) != {"const", "value"}:
                    self.fail(path, "an integer or bool constant needs exactly 'const' and 'value'")
                return N.Const(ty, v["value"])
            except (IRError, ValueError, OverflowError) as e:
                self.fail(path, f"bad constant: {e}")
        self.fail(path, "expected an operand: {\"local\": N} or {\"const\": TYPE, ...}")

    def node(self, v: object, path: str, allowed: tuple[type, ...]) -> object:
        if not isinstance(v, dict):
            self.fail(path, f"expected an object, got {type(v).__name__}")
        cls: type | None
        if len(allowed) == 1 and allowed[0] in _UNTAGGED:
            cls = allowed[0]
        else:
            name = v.get("node")
            cls = _NODE_CLASSES.get(name) if isinstance(name, str) else None
            if cls is None or cls not in allowed:
                names = ", ".join(sorted(c.__name__ for c in allowed))
                self.fail(path, f"expected a node of kind {names}, got {json.dumps(name)}")
        hints = _hints(cls)
        fields = {f.name: f for f in dataclasses.fields(cls)}
        keys = set(v) - {"node"}
        if keys - set(fields):
            self.fail(path, f"unknown field(s) {sorted(keys - set(fields))} in {cls.__name__}")
        missing = {k for k in fields if fields[k].metadata.get("kir") not in ("optional", "default")} - keys
        if missing:
            self.fail(path, f"missing field(s) {sorted(missing)} in {cls.__name__}")
        kwargs = {k: self.dec(v[k], hints[k], f"{path}.{k}") for k in fields if k in v}
        try:
            return cls(**kwargs)
        except IRError as e:
            self.fail(path, str(e))


def loads(text: str, file: str = "<string>") -> KirFile:
    """Parse a .kir.json document; raises KirFormatError naming `file` and the JSON path."""
    r = _Reader(file)
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as e:
        r.fail("$", f"not valid JSON: {e}")
    except RecursionError:  # the JSON decoder recurses per nesting level; no .kir.json nests deeply
        r.fail("$", "not a Kernel IR document: its JSON nests too deeply to read (a .kir.json nests a "
               "few levels; regenerate it with `poot import`)")
    except ValueError as e:  # e.g. an integer literal of more digits than Python converts
        r.fail("$", f"not a Kernel IR document: {str(e).split(';')[0]}")
    if not isinstance(doc, dict):
        r.fail("$", "the document must be a JSON object")
    version = doc.get("kir_version")
    if type(version) is not int or version != KIR_VERSION:
        kind = ("" if type(version) is int or version is None
                else f" (a {type(version).__name__}: the version is an integer)")
        r.fail("$.kir_version", f"unknown kir_version {json.dumps(version)}{kind}; this poot reads version {KIR_VERSION}"
               " - regenerate the asset with this poot's `poot import`")
    extra = set(doc) - {"kir_version", "body", "producer"}
    if extra:
        r.fail("$", f"unknown field(s) {sorted(extra)}")
    if "body" not in doc:
        r.fail("$", "missing field 'body'")
    try:
        body = typing.cast(N.Body, r.dec(doc["body"], N.Body, "$.body"))
        producer = typing.cast("Producer | None", r.dec(doc.get("producer"), Producer | None, "$.producer"))
    except RecursionError:  # the schema bounds the reader's depth; this is the backstop
        r.fail("$.body", "nested too deeply to be Kernel IR")
    return KirFile(body, producer)


def read(path: str | Path) -> KirFile:
    """Read a .kir.json file strictly; KirFormatError for a file that cannot be read or is not
    Kernel IR (a directory, not UTF-8 text, not JSON, a bad field)."""
    p = Path(path)
    if p.is_dir():
        raise KirFormatError("is a directory, not a .kir.json file", file=str(path), path="$")
    try:
        data = p.read_bytes()
    except OSError as e:
        raise KirFormatError(f"cannot read the file: {e.strerror or e}", file=str(path), path="$") from None
    try:
        text = data.decode("utf-8-sig")  # a leading byte order mark (some editors write one) is ignored
    except UnicodeDecodeError as e:
        raise KirFormatError(f"not a Kernel IR document: not UTF-8 text (byte {e.start} is {data[e.start]:#04x}); "
                             "a .kir.json is JSON text", file=str(path), path="$") from None
    return loads(text, str(path))
