"""The AIE/AIEX op table taken from mlir-aie's ODS (.td) sources: `python -m poot_xdna.odstable`.

Reads AIEOps.td, AIEAttrs.td, AIETypes.td (include/aie/Dialect/AIE/IR) and AIEX.td
(include/aie/Dialect/AIEX/IR) from a checkout (`--root DIR`) or a git repository at a commit
(`--git REPO --commit SHA`), and writes (or, with --check, compares) the JSON table the tests
check every emitted op against (tests/data/aie_ods.json): per op its operands (single /
optional / variadic, in order), whether it has AttrSizedOperandSegments, its attributes
(required or not, and a value kind), its result and region counts; and the I32 enums' cases.
The parse is what these files need, not a TableGen front end: an `ins` entry is an attribute
when its constraint (or the def it names) is an Attr.
"""
from __future__ import annotations

import argparse
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

FILES = ("include/aie/Dialect/AIE/IR/AIEOps.td", "include/aie/Dialect/AIE/IR/AIEAttrs.td",
         "include/aie/Dialect/AIE/IR/AIETypes.td", "include/aie/Dialect/AIEX/IR/AIEX.td")
TABLE = Path(__file__).resolve().parents[1] / "tests" / "data" / "aie_ods.json"
DIALECTS = {"AIE_Op": "aie", "AIEX_Op": "aiex"}
_OPEN, _CLOSE = "<([{", ">)]}"


def _strip_comments(text: str) -> str:
    return re.sub(r"//[^\n]*", "", text)


def _balanced(text: str, start: int) -> int:
    """Index just past the bracket group opening at text[start], counting only that bracket kind
    (descriptions hold stray `<`, `>` and quotes; braces and parentheses balance)."""
    open_, close = text[start], _CLOSE[_OPEN.index(text[start])]
    depth = 0
    for i in range(start, len(text)):
        if text[i] == open_:
            depth += 1
        elif text[i] == close:
            depth -= 1
            if depth == 0:
                return i + 1
    raise ValueError(f"unbalanced {open_} at {start}")


def _split_top(text: str) -> list[str]:
    out, depth, cur, quote = [], 0, "", False
    for c in text:
        if c == '"':
            quote = not quote
        if not quote and c in _OPEN:
            depth += 1
        elif not quote and c in _CLOSE:
            depth -= 1
        if c == "," and depth == 0 and not quote:
            out.append(cur.strip())
            cur = ""
        else:
            cur += c
    if cur.strip():
        out.append(cur.strip())
    return out


def _group(body: str, keyword: str, let: str) -> list[str] | None:
    """The entries of `let <let> = (<keyword> ...)` (or of `<Let>s<(<keyword> ...)>` in a header)."""
    m = re.search(rf"\blet\s+{let}\s*=\s*\(\s*{keyword}\b", body)
    if not m:
        return None
    start = body.index("(", m.start())
    inner = body[start + 1:_balanced(body, start) - 1].strip()
    return _split_top(inner[len(keyword):])


def _defs(text: str) -> dict[str, str]:
    """def NAME : BASE (the base's head word) for every def."""
    return {m.group(1): m.group(2) for m in re.finditer(r"\bdef\s+(\w+)\s*:\s*(\w+)", text)}


def _enums(text: str) -> dict[str, dict[str, int]]:
    out = {}
    for m in re.finditer(r"\bdef\s+(\w+)\s*:\s*I32EnumAttr<\s*\"\w+\"\s*,\s*\"[^\"]*\"\s*,\s*\[", text):
        start = text.index("[", m.end() - 1)
        cases = text[start:_balanced(text, start)]
        named = dict(re.findall(r'I32EnumAttrCase<\s*"(\w+)"\s*,\s*(\d+)', cases))
        if not named:  # cases defined apart: def CoreWire: I32EnumAttrCase<"Core", 0>;
            refs = re.findall(r"\w+", cases)
            case_defs = dict((n, (s, v)) for n, s, v in re.findall(r'def\s+(\w+)\s*:\s*I32EnumAttrCase<"(\w+)",\s*(\d+)', text))
            named = {case_defs[r][0]: case_defs[r][1] for r in refs if r in case_defs}
        out[m.group(1)] = {k: int(v) for k, v in named.items()}
    return out


def _is_attr(constraint: str, defs: dict[str, str], seen: int = 0) -> bool:
    head = re.match(r"[\w:]+", constraint)
    word = head.group(0) if head else constraint
    if "Attr" in word:
        return True
    return seen < 5 and word in defs and _is_attr(defs[word], defs, seen + 1)


def _optional_attr(constraint: str, defs: dict[str, str]) -> bool:
    word = re.match(r"\w+", constraint)
    w = word.group(0) if word else ""
    return w in ("OptionalAttr", "DefaultValuedAttr", "DefaultValuedOptionalAttr") or (
        w in defs and defs[w] in ("OptionalAttr", "DefaultValuedAttr", "DefaultValuedOptionalAttr"))


def _attr_kind(constraint: str, enums: dict[str, dict[str, int]]) -> str:
    for name in enums:
        if re.search(rf"\b{name}\b", constraint):
            return f"enum:{name}"
    for pat, kind in ((r"\bSymbolNameAttr\b", "symbol"), (r"\bSymbolRefArrayAttr\b", "symref_array"),
                      (r"\b(Flat)?SymbolRefAttr\b", "symref"), (r"\bBoolAttr\b", "bool"),
                      (r"\bI64ArrayAttr\b", "i64_array"), (r"\bTypeAttrOf\b", "type"),
                      (r"\bAnyAttrOf<\s*\[\s*ConfinedAttr<\s*AIEI32Attr", "i32_or_array"), (r"\b(AIEI32Attr|I32Attr)\b", "i32"),
                      (r"\bStrAttr\b", "string")):
        if re.search(pat, constraint):
            return kind
    return "other"


def parse(texts: dict[str, str]) -> dict[str, Any]:
    """The table of the ops in `texts` (file name -> .td text)."""
    allt = _strip_comments("\n".join(texts.values()))
    defs, enums = _defs(allt), _enums(allt)
    ops: dict[str, Any] = {}
    for m in re.finditer(r"\bdef\s+(\w+)\s*:\s*(AIEX?_Op)\s*<\s*\"([\w.]+)\"", allt):
        lt = allt.index("<", m.start(2))
        header_end = _balanced(allt, lt)
        traits = allt[lt:header_end]
        body_start = allt.index("{", header_end)
        header_rest = allt[header_end:body_start]
        body = allt[body_start:_balanced(allt, body_start)]
        args = _group(body, "ins", "arguments") or []
        results = _group(body, "outs", "results")
        if results is None:
            r = re.search(r"Results\s*<\s*\(\s*outs\b", header_rest)
            if r:
                s = header_rest.index("(", r.start())
                inner = header_rest[s + 1:_balanced(header_rest, s) - 1].strip()
                results = _split_top(inner[len("outs"):])
        regions = _group(body, "region", "regions") or []
        operands, attributes = [], {}
        for a in args:
            if ":$" not in a:
                continue
            constraint, name = a.rsplit(":$", 1)
            constraint = constraint.strip()
            if _is_attr(constraint, defs):
                attributes[name.strip()] = {"required": not _optional_attr(constraint, defs),
                                            "kind": _attr_kind(constraint, enums)}
            else:
                kind = "variadic" if constraint.startswith("Variadic<") else (
                    "optional" if constraint.startswith("Optional<") else "single")
                operands.append([name.strip(), kind])
        res = [r for r in (results or []) if r.strip()]
        ops[f"{DIALECTS[m.group(2)]}.{m.group(3)}"] = {
            "def": m.group(1), "operands": operands, "segments": "AttrSizedOperandSegments" in traits,
            "attributes": attributes, "results": len(res),
            "variadic_results": any(r.strip().startswith("Variadic<") for r in res), "regions": len(regions)}
    return {"ops": dict(sorted(ops.items())), "enums": {k: enums[k] for k in sorted(enums)}}


def read_texts(root: str | None = None, git: str | None = None, commit: str = "HEAD") -> dict[str, str]:
    if root:
        return {f: (Path(root) / f).read_text() for f in FILES}
    if not git:
        raise SystemExit("give --root DIR (a checkout) or --git REPO (with --commit)")
    return {f: subprocess.run(["git", "-C", git, "show", f"{commit}:{f}"], check=True, capture_output=True,
                              text=True).stdout for f in FILES}


def table(texts: dict[str, str], source: str, commit: str, date: str) -> dict[str, Any]:
    return {"source": source, "commit": commit, "date": date, "files": list(FILES), **parse(texts)}


def render(t: dict[str, Any]) -> str:
    return json.dumps(t, indent=1, sort_keys=False) + "\n"


def load(path: Path = TABLE) -> dict[str, Any]:
    return json.loads(path.read_text())


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="python -m poot_xdna.odstable", description=__doc__.splitlines()[0])
    ap.add_argument("--root", help="an mlir-aie checkout")
    ap.add_argument("--git", help="an mlir-aie git repository (bare is fine)")
    ap.add_argument("--commit", default="HEAD", help="the commit to read (--git) or to record (--root)")
    ap.add_argument("--source", default="andrej/mlir-aie (a fork of Xilinx/mlir-aie main)")
    ap.add_argument("--out", default=str(TABLE))
    ap.add_argument("--check", action="store_true", help="compare with --out instead of writing it")
    a = ap.parse_args(argv)
    commit, date = a.commit, ""
    if a.git:
        commit = subprocess.run(["git", "-C", a.git, "rev-parse", a.commit], check=True, capture_output=True,
                                text=True).stdout.strip()
        date = subprocess.run(["git", "-C", a.git, "show", "-s", "--format=%cs", commit], check=True,
                              capture_output=True, text=True).stdout.strip()
    text = render(table(read_texts(a.root, a.git, commit), a.source, commit, date))
    out = Path(a.out)
    if a.check:
        if not out.exists() or out.read_text() != text:
            print(f"{out} differs from the table of {commit}", file=sys.stderr)
            return 1
        print(f"{out} matches {commit}")
        return 0
    out.parent.mkdir(parents=True, exist_ok=True)
    out.write_text(text)
    print(f"wrote {out} ({len(json.loads(text)['ops'])} ops of {commit})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
