"""Property test of the `poot` command line: mutated .kir.json files, mutated .npz inputs and random
argument lists never get a traceback.

Every example runs the CLI in-process (`poot_core.cli.main(argv)`, on the oracle) in a fresh
directory and asserts the rules every bad input must keep (README "Exit codes"):
- the exit code is a documented one (0-4; 70, an internal error, is a bug and fails the test);
- on failure stderr has exactly one `poot: error:` line and no traceback, and no file was written
  (no output, no temp file left behind);
- the command's input files are byte for byte what they were, success or failure;
- it ends: a hypothesis deadline per example and a hard alarm (SIGALRM) behind it.
Two subprocess runs prove the same of the installed `poot` command. The examples are derandomized
(the same every run, so CI is reproducible); POOT_CLI_FUZZ_SCALE=20 multiplies their counts for a
long local run.
"""
from __future__ import annotations

import copy
import io
import json
import os
import signal
import subprocess
import sys
import tempfile
import time
import zipfile
from contextlib import contextmanager, redirect_stderr, redirect_stdout
from datetime import timedelta
from pathlib import Path

import numpy as np
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from poot_core import cli, knobs, plugins

ROOT = Path(__file__).resolve().parents[1]
SEEDS = ("examples/elementwise_add.kir.json", "assets/probe/wg_reduce.kir.json",
         "assets/probe/atomic_count_nt.kir.json", "assets/probe/thread_probe_nt.kir.json",
         "assets/probe/unguarded_read.kir.json", "assets/sampling/row_softmax_nt.kir.json",
         "assets/packed/q4_0_dequant_nt.kir.json", "assets/contraction/matvec_nt.kir.json")
SEED_DOCS = {s: json.loads((ROOT / s).read_text()) for s in SEEDS}
DOCUMENTED = {0, 1, 2, 3, 4}  # README "Exit codes"; 70 (internal error) and anything else is a bug
N = 64  # elements per input array
DEADLINE_S, HARD_S = 10.0, 30.0
SCALE = knobs.cli_fuzz_scale()
# the zip strategies below write a member twice on purpose (a damaged archive)
pytestmark = pytest.mark.filterwarnings("ignore:Duplicate name:UserWarning")
SCALARS = ("bool", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "usize", "f16", "f32", "f64")

# how many examples each property tries (x POOT_CLI_FUZZ_SCALE); together under a minute here
EXAMPLES = {"kir": 400, "npz": 200, "argv": 320, "vulkan": 40}
COUNTS: dict[str, int] = {}  # examples actually run, per property (printed by the last test)
EXITS: dict[str, dict[int, int]] = {}  # per property: how many examples ended with each exit code


def _settings(kind: str):
    return settings(max_examples=max(1, int(EXAMPLES[kind] * SCALE)), derandomize=True, database=None,
                    deadline=timedelta(seconds=DEADLINE_S), print_blob=True,
                    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                           HealthCheck.filter_too_much])


@pytest.fixture(scope="module", autouse=True)
def fuzz_env():
    """Only the oracle target (fast, no device probes), small oracle budgets (a mutated loop bound
    ends in a loop-budget fault, not minutes of work), no compile cache on disk."""
    import importlib.metadata as md

    others = sorted({ep.name for ep in md.entry_points(group="poot")} - {"oracle"})
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("POOT_DISABLE_PLUGINS", ",".join(others))
        mp.setenv("POOT_ORACLE_STEPS", "2000")
        mp.setenv("POOT_ORACLE_MAX_THREADS", str(1 << 16))
        for k in ("POOT_TARGET", "POOT_COMPILE_CACHE", "POOT_DUMP_DIR", "POOT_DEBUG"):
            mp.delenv(k, raising=False)
        plugins.reset()
        yield
    plugins.reset()


# --- running one command and checking the rules ---------------------------------------------
class Hang(BaseException):
    """The hard alarm went off (a BaseException: the CLI's last line of defence must not catch it)."""


def _alarm(signum, frame):
    raise Hang()


def invoke(argv: list[str]) -> tuple[int, str, str]:
    """cli.main(argv) in-process: (exit code, stdout, stderr); AssertionError if it runs past HARD_S."""
    out, err = io.TextIOWrapper(io.BytesIO(), encoding="utf-8", errors="replace"), io.StringIO()
    old = signal.signal(signal.SIGALRM, _alarm)
    signal.setitimer(signal.ITIMER_REAL, HARD_S)
    try:
        with redirect_stdout(out), redirect_stderr(err):
            rc = cli.main(argv)
    except Hang:
        raise AssertionError(f"poot {argv} ran past {HARD_S} s (a hang?)") from None
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)
    out.flush()
    return rc, out.buffer.getvalue().decode("utf-8", "replace"), err.getvalue()


def _snapshot(d: Path) -> dict[str, bytes | None]:
    return {str(p.relative_to(d)): (p.read_bytes() if p.is_file() and not p.is_symlink() else None)
            for p in sorted(d.rglob("*"))}


def _outputs_of(argv: list[str], d: Path) -> tuple[set[str], set[str], set[str]]:
    """(files the command may write, directories it may write into, files it reads), relative to
    `d`, as the real parser reads argv (run in `d`)."""
    try:
        with redirect_stdout(io.StringIO()), redirect_stderr(io.StringIO()):
            args = cli.build_parser().parse_args(argv)
    except SystemExit:
        return set(), set(), set()

    def rel(p) -> set[str]:
        if p is None or p == "-":
            return set()
        try:
            return {os.path.relpath(Path(d, p).resolve(), d.resolve())}
        except (ValueError, OSError):
            return set()
    if args.command == "run":
        return rel(args.out), set(), rel(args.kernel) | rel(args.inputs)
    if args.command == "compile":
        return rel(args.output), set(), rel(args.kernel)
    if args.command == "import":
        return set(), rel(args.output_dir), rel(args.file)
    return set(), set(), set()


def check_command(argv: list[str], d: Path, kind: str) -> tuple[int, str]:
    """Run `argv` in the directory `d` and assert the rules; returns (rc, stderr)."""
    COUNTS[kind] = COUNTS.get(kind, 0) + 1
    here = os.getcwd()
    os.chdir(d)  # a relative output path lands in the example's directory, never in the repo
    try:
        before = _snapshot(d)
        files, dirs, ins = _outputs_of(argv, d)
        rc, out, err = invoke(argv)
        after = _snapshot(d)
    finally:
        os.chdir(here)
    EXITS.setdefault(kind, {}).setdefault(rc, 0)
    EXITS[kind][rc] += 1
    assert rc in DOCUMENTED, f"exit {rc} for poot {argv}: {err}"
    assert "Traceback" not in err and "Traceback" not in out, f"poot {argv}: {err}"
    errors = [ln for ln in err.splitlines() if ln.startswith("poot: error:")]
    changed = set(_diff(before, after))
    if rc != 0:
        assert len(errors) == 1, f"exit {rc} for poot {argv} with {len(errors)} error lines: {err}"
        assert not changed, f"poot {argv} failed (exit {rc}) but changed {sorted(changed)}: {err}"
    else:
        assert not errors, f"poot {argv} succeeded but printed an error: {err}"
        stray = {k for k in changed if k not in files
                 and not any(dr == "." or k == dr or k.startswith(dr + "/") for dr in dirs)}
        assert not stray, f"poot {argv} changed {sorted(stray)}, which it does not write"
    for k in ins:  # a command's inputs are never modified, whatever its exit
        assert before.get(k) == after.get(k), f"poot {argv} modified its input {k}"
    return rc, err


def _diff(a: dict, b: dict) -> list[str]:
    return sorted(k for k in set(a) | set(b) if a.get(k, b"?") != b.get(k, b"?"))


# --- a valid setting to mutate ----------------------------------------------------------------
def _arrays(doc: dict, seed: int = 0) -> dict[str, np.ndarray]:
    """One valid input array per parameter of the seed document (small integers: loop bounds stay small)."""
    rng = np.random.default_rng(seed)
    out = {}
    for p in doc["body"]["params"]:
        dt = np.dtype({"usize": "uint64", "bool": "bool", "f16": "float16", "f32": "float32", "f64": "float64",
                       "i32": "int32", "u32": "uint32", "i64": "int64", "u64": "uint64"}.get(p["elem"], "float32"))
        if dt.kind == "f":
            a = rng.standard_normal(N).astype(dt)
        else:
            a = rng.integers(0, 8, N).astype(dt)
        out[p["name"]] = a
    return out


def _workdir() -> tempfile.TemporaryDirectory:
    return tempfile.TemporaryDirectory(prefix="poot-fuzz-")


def _write_npz(path: Path, arrays: dict) -> None:
    with open(path, "wb") as f:
        np.savez(f, **arrays)


# --- .kir.json mutations ----------------------------------------------------------------------
JSON_LEAVES = (st.none() | st.booleans() | st.sampled_from([0, -1, 1, 2, 63, 64, 65, 1024, 2**31, 2**32, 2**63, 10**12,
                                                           -(2**63), 10**30])
               | st.integers(-5, 70) | st.floats(allow_nan=True, allow_infinity=True)
               | st.text(max_size=6) | st.sampled_from(SCALARS + ("f128", "[f32]", "node", "Goto", "local", "const")))
JSON_VALUES = st.recursive(JSON_LEAVES, lambda c: st.lists(c, max_size=3)
                           | st.dictionaries(st.sampled_from(["node", "local", "const", "value", "bits", "dest",
                                                              "target", "x"]), c, max_size=3), max_leaves=6)
NEST = "@@poot-fuzz-nest@@"


def _leaves(v):
    if isinstance(v, dict):
        for x in v.values():
            yield from _leaves(x)
    elif isinstance(v, list):
        for x in v:
            yield from _leaves(x)
    else:
        yield v


# the strings of the seeds (node kinds, operators, types, names): a string swapped for another keeps
# the file well-formed JSON of the right shape, so the example reaches the reader's, the verifier's
# and the oracle's checks instead of stopping at the first type test
STRINGS = sorted({x for doc in SEED_DOCS.values() for x in _leaves(doc) if isinstance(x, str) and len(x) < 40})
INTS = st.integers(-3, 12) | st.sampled_from([0, 1, 31, 32, 63, 64, 255, 256, 2**31 - 1, 2**31, 2**32 - 1, 2**32,
                                              2**63 - 1, 2**64, -(2**31)])


def _paths(v, path=()):
    yield path
    if isinstance(v, dict):
        for k, x in v.items():
            yield from _paths(x, path + (k,))
    elif isinstance(v, list):
        for i, x in enumerate(v):
            yield from _paths(x, path + (i,))


def _get(doc, path):
    for k in path:
        doc = doc[k]
    return doc


def _set(doc, path, value):
    if not path:
        return value
    _get(doc, path[:-1])[path[-1]] = value
    return doc


SPECIALS = [
    (("body", "workgroup_size"), st.sampled_from([0, -1, 1, 3, 1024, 1025, 2**31, 10**12, True, 64.0, "64", None])),
    (("body", "wg_arrays"), st.lists(st.fixed_dictionaries({"id": st.sampled_from([0, 1, -1, 2**40]),
                                                            "size": st.sampled_from([0, -1, 1, 16, 12288, 12289,
                                                                                     2**32, 10**12])}), max_size=3)),
    (("kir_version",), st.sampled_from([0, 2, "1", None, 1.0, True])),
    (("body", "name"), st.sampled_from(["", "x" * 5000, "a b", "\x00", "__poot_kernel_", "é"])),
]


@st.composite
def mutated_kir(draw):
    """(seed, the file's bytes, what was done) for a mutated copy of a seed .kir.json."""
    seed = draw(st.sampled_from(SEEDS))
    doc = copy.deepcopy(SEED_DOCS[seed])
    done, depth = [], 0
    for _ in range(draw(st.integers(1, 3))):
        kind = draw(st.sampled_from(["same"] * 6 + ["delete", "replace", "retype", "nest", "duplicate", "special",
                                                    "special", "dup-param", "param-type"]))
        paths = list(_paths(doc))
        if kind == "special":
            path, values = draw(st.sampled_from(SPECIALS))
            try:
                doc = _set(doc, path, draw(values))
            except (KeyError, IndexError, TypeError):
                continue
        elif kind in ("dup-param", "param-type"):
            try:
                ps = doc["body"]["params"]
                if kind == "dup-param" and len(ps) >= 2:
                    ps[1]["name"] = ps[0]["name"]
                elif kind == "param-type" and ps:
                    ps[draw(st.integers(0, len(ps) - 1))]["elem"] = draw(st.sampled_from(SCALARS + ("f128", "")))
            except (KeyError, IndexError, TypeError):
                continue
        else:
            path = paths[draw(st.integers(0, len(paths) - 1))] if len(paths) > 1 else ()
            if kind == "same":  # a leaf replaced by another of its JSON type
                leaves = [p for p in paths if not isinstance(_get(doc, p), (dict, list))]
                if not leaves:
                    continue
                path = leaves[draw(st.integers(0, len(leaves) - 1))]
                v = _get(doc, path)
                if isinstance(v, bool):
                    doc = _set(doc, path, not v)
                elif isinstance(v, int):
                    doc = _set(doc, path, draw(INTS))
                elif isinstance(v, str):
                    doc = _set(doc, path, draw(st.sampled_from(STRINGS)))
            elif kind == "delete" and path:
                parent = _get(doc, path[:-1])
                del parent[path[-1]]
            elif kind == "replace":
                doc = _set(doc, path, draw(JSON_VALUES))
            elif kind == "retype":
                v = _get(doc, path)
                doc = _set(doc, path, draw(st.sampled_from([str(v), [v], {"v": v}, None, 0, ""])))
            elif kind == "nest" and depth == 0:
                depth = draw(st.sampled_from([2, 50, 900, 1000, 3000, 100_000]))
                doc = _set(doc, path, NEST)
            elif kind == "duplicate":
                lists = [p for p in paths if isinstance(_get(doc, p), list) and _get(doc, p)]
                if lists:
                    p = lists[draw(st.integers(0, len(lists) - 1))]
                    lst = _get(doc, p)
                    lst.append(copy.deepcopy(lst[draw(st.integers(0, len(lst) - 1))]))
        done.append(kind)
    text = json.dumps(doc)
    if depth:
        text = text.replace(json.dumps(NEST), "[" * depth + "]" * depth)
    data = text.encode()
    tail = draw(st.sampled_from(["-"] * 12 + ["truncate", "bytes", "insert", "empty", "latin1", "bom"]))
    if tail == "truncate":
        data = data[:draw(st.integers(0, max(0, len(data) - 1)))]
    elif tail == "bytes":
        data = draw(st.binary(min_size=1, max_size=64))
    elif tail == "insert":
        i = draw(st.integers(0, len(data)))
        data = data[:i] + draw(st.binary(min_size=1, max_size=8)) + data[i:]
    elif tail == "empty":
        data = b""
    elif tail == "latin1":
        data = data.replace(b'"', b'"\xe9', 1)
    elif tail == "bom":
        data = b"\xef\xbb\xbf" + data
    if tail != "-":
        done.append(tail)
    return seed, data, done


@contextmanager
def _kir_case(case):
    """A work folder holding the mutated kernel `k.kir.json` and inputs `in.npz` for its seed
    document: yields (folder, kernel, inputs, output path)."""
    seed, data, _ = case
    with _workdir() as t:
        d = Path(t)
        k, npz, out = d / "k.kir.json", d / "in.npz", d / "out.npz"
        k.write_bytes(data)
        _write_npz(npz, _arrays(SEED_DOCS[seed]))
        yield d, k, npz, out


@_settings("kir")
@given(mutated_kir(), st.sampled_from(["run", "run", "run-check", "compile", "compile-stdout"]),
       st.sampled_from([1, 64, 130]))
def test_mutated_kir_files(case, how, threads):
    with _kir_case(case) as (d, k, npz, out):
        if how.startswith("run"):
            argv = ["run", str(k), "--target", "oracle", "--threads", str(threads), "--inputs", str(npz),
                    "--out", str(out)] + (["--check"] if how == "run-check" else [])
        else:
            argv = ["compile", str(k), "--target", "oracle", "-o", "-" if how == "compile-stdout" else str(d / "k.out")]
        check_command(argv, d, "kir")


# --- .npz mutations ---------------------------------------------------------------------------
DTYPES = ("float16", "float32", "float64", "int8", "int32", "uint32", "int64", "uint64", "bool", "complex64",
          ">f4", ">u4", "U3", "S2", "V4", "datetime64[s]")


def _npy_bytes(shape_text: str, descr: str = "<f4", data: bytes = b"") -> bytes:
    header = "{'descr': '%s', 'fortran_order': False, 'shape': %s, }" % (descr, shape_text)
    header += " " * ((64 - (10 + len(header) + 1) % 64) % 64) + "\n"
    return b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header.encode("latin1") + data


@st.composite
def mutated_npz(draw, seed_doc):
    """The bytes of a (usually bad) inputs file for `seed_doc`'s kernel, and what was done."""
    arrays = _arrays(seed_doc, draw(st.integers(0, 3)))
    valid = dict(arrays)
    names = list(arrays)
    done = []
    for _ in range(draw(st.integers(1, 2))):
        kind = draw(st.sampled_from(["dtype", "shape", "0-d", "empty", "missing", "extra", "rename", "fortran",
                                     "values", "structured", "object", "short", "short", "none"]))
        name = draw(st.sampled_from(names))
        a = valid[name]  # each mutation starts from the valid array (N elements, the right dtype)
        if kind == "dtype":
            try:
                arrays[name] = a.astype(draw(st.sampled_from(DTYPES)))
            except (TypeError, ValueError):
                continue
        elif kind == "shape":
            arrays[name] = a.reshape(draw(st.sampled_from([(8, 8), (2, 4, 8), (64, 1), (1, 64)])))
        elif kind == "0-d":
            arrays[name] = np.array(a[0])
        elif kind == "empty":
            arrays[name] = a[:0]
        elif kind == "short":  # fewer elements than the threads: a kernel that does not guard faults
            arrays[name] = a[:draw(st.integers(1, N - 1))]
        elif kind == "missing":
            arrays.pop(name, None)
        elif kind == "extra":
            arrays[draw(st.sampled_from(["zz", "", "a b", "out.npy"]))] = a
        elif kind == "rename":
            arrays[name + "_"] = arrays.pop(name, a)
        elif kind == "fortran":
            arrays[name] = np.asfortranarray(a.reshape(8, 8))
        elif kind == "values" and a.dtype.kind in "fiu":
            v = draw(st.sampled_from(["nan", "inf", "max", "huge-len"]))
            if v == "nan" and a.dtype.kind == "f":
                arrays[name] = np.full_like(a, np.nan)
            elif v == "inf" and a.dtype.kind == "f":
                arrays[name] = np.full_like(a, -np.inf)
            elif a.dtype.kind in "iu":
                arrays[name] = np.full_like(a, np.iinfo(a.dtype).max)
        elif kind == "structured":
            arrays[name] = np.zeros(N, dtype=[("x", "<f4"), ("y", "<i4")])
        elif kind == "object":
            arrays[name] = np.array([1, "x", None] * 3, dtype=object)
        done.append(kind)
    buf = io.BytesIO()
    try:
        np.savez(buf, **arrays)
    except (ValueError, TypeError):
        np.savez(buf, **{k: v for k, v in arrays.items() if v.dtype != object})
    data = buf.getvalue()
    tail = draw(st.sampled_from(["-"] * 5 + ["truncate", "bytes", "empty", "npy", "text", "flip", "zip-junk",
                                             "huge-header", "bad-header", "compressed-truncated"]))
    if tail == "truncate":
        data = data[:draw(st.integers(0, max(0, len(data) - 1)))]
    elif tail == "bytes":
        data = draw(st.binary(max_size=64))
    elif tail == "empty":
        data = b""
    elif tail == "npy":
        b2 = io.BytesIO()
        np.save(b2, next(iter(arrays.values()), np.zeros(3)))
        data = b2.getvalue()
    elif tail == "text":
        data = b"a,b,out\n1,2,3\n"
    elif tail == "flip" and data:
        i = draw(st.integers(0, len(data) - 1))
        data = data[:i] + bytes([data[i] ^ 0xFF]) + data[i + 1:]
    elif tail in ("zip-junk", "huge-header", "bad-header", "compressed-truncated"):
        b3 = io.BytesIO()
        comp = zipfile.ZIP_DEFLATED if tail == "compressed-truncated" else zipfile.ZIP_STORED
        with zipfile.ZipFile(b3, "w", comp) as z:
            for k, v in arrays.items():
                vb = io.BytesIO()
                np.save(vb, v, allow_pickle=False) if v.dtype != object else None
                z.writestr(f"{k}.npy", vb.getvalue())
            if tail == "zip-junk":
                z.writestr("readme.txt", b"not an array")
            elif tail == "huge-header":
                z.writestr(f"{names[0]}.npy", _npy_bytes("(1000000000000,)", data=b"\0" * 16))
            elif tail == "bad-header":
                z.writestr(f"{names[0]}.npy", _npy_bytes(draw(st.sampled_from(
                    ["(-1,)", "(2**70,)", "'x'", "(3, 2**62, 2**62)", "()"])), data=b"\0" * 8))
        data = b3.getvalue()
        if tail == "compressed-truncated":
            data = data[:len(data) // 2] + data[len(data) // 2 + 7:]
    if tail != "-":
        done.append(tail)
    return data, done


@_settings("npz")
@given(st.data())
def test_mutated_npz_inputs(data):
    seed = data.draw(st.sampled_from(SEEDS))
    blob, _ = data.draw(mutated_npz(SEED_DOCS[seed]))
    check = data.draw(st.booleans())
    with _workdir() as t:
        d = Path(t)
        k, npz, out = d / "k.kir.json", d / "in.npz", d / "out.npz"
        k.write_bytes((ROOT / seed).read_bytes())
        npz.write_bytes(blob)
        argv = ["run", str(k), "--target", "oracle", "--threads", "64", "--inputs", str(npz), "--out", str(out)]
        check_command(argv + (["--check"] if check else []), d, "npz")


# --- argument lists -----------------------------------------------------------------------------
# tokens that stand for fixture paths, replaced by the real paths in the example's directory
FILES = ["@K", "@K", "@RS", "@NPZ", "@NPZ", "@DIR", "@MISSING", "@OUT", "@OUT", "@SUB/x.npz", "@LINK", "@LONG",
         "@K2"]
VALUES = ["-", "0", "-1", "1", "64", "300", "1" + "0" * 30, "2,3", "1,x", ",", "", " ", "x", "oracle", "vulkan", "nope",
          "tiles=2", "=", "k=v", "none", "\x00", "é", "--", "1,1,1", "2,0"]
FLAGS = ["--threads", "--groups", "--inputs", "--out", "--check", "--target", "--kernel", "-o", "--output",
         "--option", "--output-dir", "--json", "--help", "--version", "-x", "list"]


@st.composite
def argv_lists(draw):
    cmd = draw(st.sampled_from(["run"] * 5 + ["compile"] * 3 + ["import", "targets", "", "nope", "--version", "-h"]))
    argv = [cmd] if cmd else []
    if cmd == "targets":
        argv.append(draw(st.sampled_from(["list", "", "nope"])))
    well_formed = draw(st.integers(0, 3)) > 0  # mostly, so that the checks past argparse run
    if cmd in ("run", "compile", "import") and (well_formed or draw(st.booleans())):
        argv.append(draw(st.sampled_from(FILES)))
    if cmd == "run" and well_formed:
        argv += ["--target", draw(st.sampled_from(["oracle"] * 4 + VALUES)),
                 "--inputs", draw(st.sampled_from(["@NPZ"] * 3 + FILES)), "--out",
                 draw(st.sampled_from(["@OUT"] * 3 + FILES)),
                 draw(st.sampled_from(["--threads", "--groups"])),
                 draw(st.sampled_from(["64", "300", "1,1", "3,2"] + VALUES))]
    if cmd == "compile" and well_formed:
        argv += ["--target", draw(st.sampled_from(["oracle"] * 3 + VALUES)), "-o",
                 draw(st.sampled_from(["@OUT"] * 3 + FILES + ["-"]))]
    if cmd == "import" and well_formed:
        argv += ["-o", draw(st.sampled_from(["@SUB", "@DIR", "@OUT"] + FILES))]
    for _ in range(draw(st.sampled_from([0, 0, 0, 1, 2, 4]) if well_formed else st.integers(0, 4))):
        flag = draw(st.sampled_from(FLAGS))
        argv.append(flag)
        if draw(st.integers(0, 3)):
            argv.append(draw(st.sampled_from(VALUES + FILES)))
    return argv


def _fixture_dir(d: Path) -> dict[str, str]:
    k = d / "k.kir.json"
    k.write_bytes((ROOT / "examples/elementwise_add.kir.json").read_bytes())
    (d / "k2.kir.json").write_bytes((ROOT / "assets/probe/wg_reduce.kir.json").read_bytes())
    _write_npz(d / "in.npz", _arrays(SEED_DOCS["examples/elementwise_add.kir.json"]))
    (d / "add.rs").write_bytes((ROOT / "examples/elementwise_add.rs").read_bytes())
    (d / "dir").mkdir()
    (d / "link.npz").symlink_to(d / "in.npz")
    return {"@K2": str(d / "k2.kir.json"), "@K": str(k), "@RS": str(d / "add.rs"), "@NPZ": str(d / "in.npz"),
            "@DIR": str(d / "dir"), "@MISSING": str(d / "missing.kir.json"), "@OUT": str(d / "out.npz"),
            "@SUB": str(d / "sub"), "@LINK": str(d / "link.npz"), "@LONG": str(d / ("n" * 300 + ".npz"))}


@_settings("argv")
@given(argv_lists())
def test_random_argument_lists(argv):
    with _workdir() as t:
        d = Path(t)
        subst = _fixture_dir(d)
        real = []
        for a in argv:
            for tok, path in subst.items():
                if a.startswith(tok):
                    a = path + a[len(tok):]
                    break
            real.append(a)
        check_command(real, d, "argv")


# --- a few on a GPU target (vulkan on lavapipe, Mesa's CPU driver), with --check -------------
def test_mutated_kir_files_on_vulkan():
    """The kir property on `--target vulkan --check` (compile to SPIR-V, run on the device, compare with
    the oracle), for a few examples: on lavapipe each costs ~50 ms."""
    import importlib.metadata as md

    others = sorted({ep.name for ep in md.entry_points(group="poot")} - {"oracle", "vulkan"})

    @_settings("vulkan")
    @given(mutated_kir(), st.sampled_from([64, 130]))
    def prop(case, threads):
        with _kir_case(case) as (d, k, npz, out):
            check_command(["run", str(k), "--target", "vulkan", "--threads", str(threads), "--inputs", str(npz),
                           "--out", str(out), "--check"], d, "vulkan")
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("POOT_DISABLE_PLUGINS", ",".join(others))
        mp.setenv("POOT_LOOP_BUDGET", "20000")  # a mutated loop bound ends in a loop-budget fault
        plugins.reset()
        try:
            t = plugins.targets().get("vulkan")
            why = "the vulkan target is not installed" if t is None else t.probe().reason
            if t is None or not t.probe().available:
                pytest.skip(f"no Vulkan device here: {why}")
            prop()
        finally:
            plugins.reset()


# --- the installed command: no traceback reaches stderr ---------------------------------------
def _poot(*args, env=None):
    exe = Path(sys.executable).parent / "poot"
    cmd = [str(exe)] if exe.exists() else [sys.executable, "-m", "poot_core"]
    return subprocess.run(cmd + [str(a) for a in args], capture_output=True, text=True, timeout=120,
                          env={**os.environ, **(env or {})})


def test_subprocess_bad_inputs_get_one_line(tmp_path):
    k, npz = tmp_path / "deep.kir.json", tmp_path / "in.npz"
    k.write_text('{"kir_version": 1, "body": ' + "[" * 100_000 + "]" * 100_000 + "}")
    _write_npz(npz, _arrays(SEED_DOCS[SEEDS[0]]))
    before = npz.read_bytes()
    env = {"POOT_DISABLE_PLUGINS": os.environ.get("POOT_DISABLE_PLUGINS", "")}
    r = _poot("run", k, "--target", "oracle", "--threads", 64, "--inputs", npz, "--out", tmp_path / "o.npz", env=env)
    lines = [ln for ln in r.stderr.splitlines() if ln.startswith("poot: error:")]
    assert r.returncode == 1 and len(lines) == 1 and "Traceback" not in r.stderr, r.stderr
    assert "nests too deeply" in lines[0]
    (tmp_path / "bad.npz").write_bytes(before[: len(before) // 2])  # a truncated archive
    r = _poot("run", ROOT / SEEDS[0], "--target", "oracle", "--threads", 64, "--inputs", tmp_path / "bad.npz",
              "--out", tmp_path / "bad.npz", env=env)
    lines = [ln for ln in r.stderr.splitlines() if ln.startswith("poot: error:")]
    assert r.returncode == 1 and len(lines) == 1 and "Traceback" not in r.stderr, r.stderr
    assert "same file" in lines[0]  # refused before reading: --out is --inputs
    assert not (tmp_path / "o.npz").exists() and npz.read_bytes() == before


def test_the_fuzz_ran_its_examples():
    """(Runs last.) Each property ran the examples it was given; prints the counts and run time."""
    want = {k: max(1, int(v * SCALE)) for k, v in EXAMPLES.items()}
    ran = {k: COUNTS.get(k, 0) for k in want}
    if not any(ran.values()):
        pytest.skip("the properties were not selected in this run")
    exits = {k: dict(sorted(v.items())) for k, v in EXITS.items()}
    print(f"cli fuzz: {sum(ran.values())} commands ({ran}) in {time.perf_counter() - _T0:.1f} s; exit codes {exits}")
    for k in want:
        if COUNTS.get(k):
            assert ran[k] >= want[k] // 2, (k, ran[k], want[k])


_T0 = time.perf_counter()
