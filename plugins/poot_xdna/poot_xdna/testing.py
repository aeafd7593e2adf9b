"""Test helpers of the XDNA tests (a package module: pytest runs with --import-mode=importlib): the
trap-free kernels, seeded inputs and grids, and `detrap` for the kit's random bodies
(poot_core.testing.random_bodies, which also makes their buffers)."""
from __future__ import annotations

import dataclasses
import functools
import re
import tomllib
from pathlib import Path

import numpy as np

from poot_core.ir import kir
from poot_core.ir import nodes as N

ROOT = Path(__file__).resolve().parents[3]
f32, u32, u64 = np.float32, np.uint32, np.uint64


def _rows():
    return tomllib.loads((ROOT / "assets" / "manifest.toml").read_text())["asset"]


@functools.cache
def asset(name: str) -> N.Body:
    row = next(r for r in _rows() if r["name"] == name)
    return kir.read(ROOT / row["dest"] / f"{name}.kir.json").body


TRAP_FREE = sorted(r["name"] for r in _rows() if r.get("trap_free"))
TRAPPING = sorted(r["name"] for r in _rows() if r.get("overflow_checks") and not r.get("trap_free"))


def _words(r, nbytes: int) -> np.ndarray:
    raw = r.integers(0, 256, nbytes, dtype=np.uint8)
    raw = np.concatenate([raw, np.zeros(-nbytes % 4, np.uint8)])
    return raw.view("<u4").astype(u32)


def _packed(r, block: int, rows: int, cols: int) -> np.ndarray:
    raw = r.integers(0, 256, rows * cols // 32 * block, dtype=np.uint8).reshape(-1, block)
    scales = (r.standard_normal(len(raw)) * 0.1).astype(np.float16)  # mostly finite scales
    scales[0], scales[1] = np.float16(np.inf), np.float16(0.0)
    raw[:, :2] = scales.view(np.uint8).reshape(-1, 2)
    b = raw.reshape(-1)
    return np.concatenate([b, np.zeros(-len(b) % 4, np.uint8)]).view("<u4").astype(u32)


M, NN, K = 19, 21, 35
R, C = 5, 200
# kernel -> (inputs from an rng, groups from the inputs)
CASES = {
    "matmul_tiled_nt": (lambda r: dict(a=r.standard_normal(M * K).astype(f32), b=r.standard_normal(K * NN).astype(f32),
                                       dims=np.array([M, NN, K], u64), out=r.standard_normal(M * NN).astype(f32)),
                        lambda d: (-(-NN // 8), -(-M // 8))),
    "matvec_nt": (lambda r: dict(a=r.standard_normal(70 * 13).astype(f32), x=r.standard_normal(13).astype(f32),
                                 out=np.zeros(70, f32)), lambda d: (2, 1)),
    "q8_0_dequant_nt": (lambda r: dict(blocks=_packed(r, 34, 2, 96), out=np.zeros(192, f32)), lambda d: (3, 1)),
    "q8_0_matvec_nt": (lambda r: dict(w=_packed(r, 34, 6, 96), x=r.standard_normal(96).astype(f32),
                                      out=np.zeros(6, f32)), lambda d: (1, 1)),
    "q4_0_dequant_nt": (lambda r: dict(blocks=_packed(r, 18, 2, 96), out=np.zeros(192, f32)), lambda d: (3, 1)),
    "q4_0_matvec_nt": (lambda r: dict(w=_packed(r, 18, 6, 96), x=r.standard_normal(96).astype(f32),
                                      out=np.zeros(6, f32)), lambda d: (1, 1)),
    "q4_1_dequant_nt": (lambda r: dict(blocks=_packed(r, 20, 2, 96), out=np.zeros(192, f32)), lambda d: (3, 1)),
    "q4_1_matvec_nt": (lambda r: dict(w=_packed(r, 20, 6, 96), x=r.standard_normal(96).astype(f32),
                                      out=np.zeros(6, f32)), lambda d: (1, 1)),  # 8 rows a workgroup
    "row_argmax_nt": (lambda r: dict(x=r.standard_normal(R * C).astype(f32), shape=np.array([R, C], u64),
                                     out=np.zeros(R, u32)), lambda d: (R, 1)),
    "row_softmax_nt": (lambda r: dict(x=(r.standard_normal(R * C) * 4).astype(f32), shape=np.array([R, C], u64),
                                      out=np.zeros(R * C, f32)), lambda d: (R, 1)),
    "sum_nt": (lambda r: dict(x=r.standard_normal(R * C - 30).astype(f32), shape=np.array([R, C], u64),
                              out=np.zeros(R, f32)), lambda d: (R, 1)),
    "top1_sample_nt": (lambda r: dict(logits=r.standard_normal(R * C).astype(f32), u=r.random(R * C).astype(f32),
                                      temp=np.array([0.7], f32), shape=np.array([R, C], u64), out=np.zeros(R, u32)),
                       lambda d: (R, 1)),
    # a 1-D launch (kernels/README.md): on a 2-D grid two threads store one element (a data race)
    "thread_probe_nt": (lambda r: dict(out=np.zeros(4 * 200, u32)), lambda d: (4, 1)),
    "atomic_count_nt": (lambda r: dict(flags=r.integers(0, 12, 300).astype(u32), counter=r.integers(0, 5, 10).astype(u32)),
                        lambda d: (5, 1)),
}


def case(name: str, seed: int = 0):
    make, groups = CASES[name]
    d = make(np.random.default_rng(seed))
    return d, groups(d)


def detrap(body: N.Body) -> N.Body:
    """Drop every edge into a Trap block (a check's failure edge, a switch's unreachable default).
    Only for bodies that never take such an edge on the inputs used (the kit's random_body with
    faults=False and MIN_LEN buffers, poot_core.testing.random_bodies)."""
    traps = {i for i, b in enumerate(body.blocks) if isinstance(b.term, N.Trap)}
    blocks = []
    for b in body.blocks:
        t = b.term
        if isinstance(t, N.SwitchInt) and set(t.targets) & traps:
            cases = tuple(c for c in t.cases if c[1] not in traps)
            live = [x for x in t.targets if x not in traps]
            if len(set(live)) == 1:
                t = N.Goto(live[0])
            elif live:
                other = t.otherwise if t.otherwise not in traps else cases[0][1]
                t = N.SwitchInt(t.discr, cases, other)
        blocks.append(N.Block(b.stmts, t))
    return dataclasses.replace(body, blocks=tuple(blocks))


def mlir_missing() -> bool:
    from .cpu import missing_tools

    return bool(missing_tools())



# --- fake mlir-aie tools (the build's tests): --help of each aiecc generation, argv recorded ----------------
# Option lines as each driver's --help prints them (argparse for aiecc.py; llvm::cl for the C++ aiecc,
# whose --get-<name> shorthands are not cl options: only `--get=<name>` and its description list them).
HELP_AIECC_PY = """usage: aiecc.py [-h] [--sysroot sysroot] [--peano peano_install_dir] [--no-xchesscc] [--no-xbridge]
                [--aie-generate-xclbin] [--aie-generate-npu-insts] [--no-compile-host] [--no-aiesim]
                [--xclbin-name XCLBIN_NAME] [--npu-insts-name INSTS_NAME] file
  --peano peano_install_dir   Root directory where peano compiler is installed
  --no-xchesscc               Compile using peano
  --no-xbridge                Link using peano
  --aie-generate-xclbin       Generate xclbin
  --aie-generate-npu-insts    Generate npu instruction stream
  --no-compile-host           Disable compiling of the host program
  --no-aiesim                 Do not generate aiesim Work folder
"""
HELP_AIECC_CPP_OLD = """OVERVIEW: aiecc declarative driver
USAGE: aiecc [options] <input file>
OPTIONS:
  --aie-generate-npu-insts                   - Generate NPU instruction stream
  --aie-generate-xclbin                      - Generate xclbin
  --no-aiesim                                - Do not generate aiesim
  --no-compile-host                          - Do not compile the host program
  --no-xbridge                               - Link using peano
  --no-xchesscc                              - Compile using peano
  --npu-insts-name=<string>                  - Output NPU insts filename template (use {0} for multi-device)
  --peano=<string>                           - Peano install dir
  --xclbin-name=<string>                     - Output xclbin filename
"""
HELP_AIECC_CPP = """OVERVIEW: aiecc declarative driver
USAGE: aiecc [options] <input file>
OPTIONS:
  --get=<name>                               - Request graph output(s) by edge name (repeatable / comma-separated); named artifacts also have --get-<name> shorthands (e.g. --get-xclbin)
  --npu-insts-name=<string>                  - Output NPU insts filename template (use {0} for multi-device)
  --peano=<string>                           - Peano install dir
  --xbridge                                  - Link cores with the Chess toolchain (xbridge/BCF) instead of the default Peano lld
  --xchesscc                                 - Compile cores with the Chess toolchain (xchesscc) instead of the default Peano
  --xclbin-name=<string>                     - Output xclbin filename
"""


def fake_tool(folder: Path, name: str, help_text: str, body: str) -> Path:
    """An executable `folder/name`: prints `help_text` for --help, appends its argv (one line,
    tab-separated) to `folder/name.argv`, else runs the shell `body` (with $last the last argument)."""
    path = folder / name
    log = folder / f"{name}.argv"
    (folder / f"{name}.help").write_text(help_text)
    path.write_text("#!/bin/sh\n"
                    f"printf '%s\\t' \"$@\" >> '{log}'; echo >> '{log}'\n"
                    f"if [ \"$1\" = --help ]; then cat '{folder / f'{name}.help'}'; exit 0; fi\n"
                    "for a in \"$@\"; do last=$a; done\n" + body + "\n")
    path.chmod(0o755)
    return path


def argv_log(folder: Path, name: str) -> list[list[str]]:
    """Every argv the fake `name` was called with."""
    log = folder / f"{name}.argv"
    if not log.exists():
        return []
    return [ln.rstrip("\t").split("\t") if ln.strip() else [] for ln in log.read_text().splitlines()]


AIECC_WRITES = "grep -q '\"aie.device\"' \"$last\" || exit 3\nprintf XCLBIN > final.xclbin\nprintf '\\001\\000\\000\\000' > insts.bin"


def riscv32_undefined(llvm_dialect: str) -> set[str] | None:
    """The undefined symbols of the LLVM-dialect module compiled for riscv32 (a 32-bit soft-float
    target: like an AIE core it calls builtins for what it has no instruction for), or None when
    mlir-translate-16, llc or nm is missing. llc may be older than MLIR 16 (-opaque-pointers, no
    attribute groups)."""
    import os
    import shutil
    import subprocess
    import tempfile

    from .cpu import tool

    tools = [tool("mlir-translate"), shutil.which("llc"), shutil.which("nm")]
    if None in tools:
        return None
    translate, llc, nm = (str(t) for t in tools)
    with tempfile.TemporaryDirectory(prefix="poot-xdna-rv32-") as tmp:
        src, ll, obj = (os.path.join(tmp, f) for f in ("m.mlir", "m.ll", "m.o"))
        with open(src, "w") as f:
            f.write(llvm_dialect)
        ir = subprocess.run([translate, "--mlir-to-llvmir", src], check=True, capture_output=True, text=True).stdout
        # attribute groups only carry hints, in LLVM 16 syntax (memory(none)) that an older llc cannot read
        ir = re.sub(r"\) #\d+", ")", re.sub(r"(?m)^attributes #\d+ = .*$", "", ir))
        with open(ll, "w") as f:
            f.write(ir)
        r = subprocess.run([llc, "-opaque-pointers", "-mtriple=riscv32", "-filetype=obj", ll, "-o", obj],
                           capture_output=True, text=True)
        if r.returncode != 0:
            r = subprocess.run([llc, "-mtriple=riscv32", "-filetype=obj", ll, "-o", obj], capture_output=True, text=True)
        if r.returncode != 0:
            raise RuntimeError(f"llc could not compile the core for riscv32: {r.stderr[-2000:]}")
        out = subprocess.run([nm, "-u", obj], check=True, capture_output=True, text=True).stdout
    return {ln.split()[-1] for ln in out.splitlines() if ln.strip()}


@dataclasses.dataclass
class GenericOp:
    """One generic-form op of an emitted module: `"name"(operands) ({regions}) {attrs} : type`."""

    name: str
    operands: list[str]
    attrs: dict[str, str]
    results: int
    regions: int
    line: int


_OP = re.compile(r'^(?:(%[\w.]+) = )?"((?:aie|aiex)\.[\w.]+)"\(([^)]*)\)(.*)$')


def _attr_dict(text: str) -> dict[str, str]:
    """{...} at the start of `text` -> name: value text (values may nest [], <>, {})."""
    text = text.strip()
    if not text.startswith("{"):
        return {}
    depth, end = 0, 0
    for i, c in enumerate(text):
        depth += c in "{[<("
        depth -= c in "}]>)"
        if depth == 0:
            end = i
            break
    out, cur, d = {}, "", 0
    for c in text[1:end] + ",":
        d += c in "{[<("
        d -= c in "}]>)"
        if c == "," and d == 0:
            if cur.strip():
                k, v = cur.split("=", 1)
                out[k.strip()] = v.strip()
            cur = ""
        else:
            cur += c
    return out


def generic_ops(module_text: str) -> list[GenericOp]:
    """Every aie/aiex op of a module poot emitted (its generic form: ops with a region open with
    `({` and close on a line starting with `})`, where their attributes and type stand)."""
    ops: list[GenericOp] = []
    stack: list[GenericOp] = []
    for n, raw in enumerate(module_text.splitlines(), 1):
        ln = raw.split("  //")[0].strip()
        m = _OP.match(ln)
        if m:
            res, name, operands, rest = m.groups()
            op = GenericOp(name, [o.strip() for o in operands.split(",") if o.strip()], {}, int(res is not None), 0, n)
            if rest.strip() == "({":
                op.regions = 1
                stack.append(op)
            else:
                op.attrs = _attr_dict(rest)
                op.results = int(not rest.rstrip().endswith("-> ()"))
            ops.append(op)
        elif ln.startswith("})") and stack:
            op = stack.pop()
            rest = ln[2:]
            op.attrs = _attr_dict(rest)
            op.results = int(not rest.rstrip().endswith("-> ()"))
    assert not stack, f"unclosed ops: {[o.name for o in stack]}"
    return ops
