"""One graph, two APIs in one process: programs placed over two targets (poot.compile(targets=...))
against the single-target programs of each target and the numpy reference.

For every graph (traced blocks, a decode-shaped step with a real Q8_0 matrix, random graphs),
fused and unfused:
  - the single-target program on A and on B, each within the float tolerance of the reference;
  - mixed programs: [only(A, contraction, row), B], [only(B, contraction, row), A] (placement by
    priority alone, so both targets run) and [A, B] with the default cost figures; each must use
    the targets it says, equal the reference and both single-target runs within the tolerance,
    and pass run(check=True) (every step against the CPU oracle on its own inputs, under the
    execution contract: the exact per-kernel check).
Writes a markdown table (--out) and exits 1 if anything failed.

    python bench/hetero_check.py --targets ptx,vulkan --out hetero.md     # the H200
    python bench/hetero_check.py --targets oracle,vulkan --out /tmp/h.md   # a dry run (lavapipe)
"""
from __future__ import annotations

import argparse
import math
import sys
import time
import traceback

import numpy as np

import poot
from poot import ops
from poot_core.plan import reference
from poot_core.plan.place import EQUAL, only

RTOL, ATOL = 1e-4, 1e-5


def q8_0_words(rows: int, cols: int, rnd: np.random.Generator) -> np.ndarray:
    """A valid GGUF Q8_0 tensor (f16 scale + 32 i8 per block) as little-endian u32 words."""
    blocks = rows * cols // 32
    raw = np.zeros((blocks, 34), np.uint8)
    raw[:, :2] = (rnd.uniform(0.002, 0.02, blocks).astype(np.float16)).view(np.uint8).reshape(blocks, 2)
    raw[:, 2:] = rnd.integers(-127, 128, (blocks, 32)).astype(np.int8).view(np.uint8)
    flat = raw.reshape(-1)
    return np.concatenate([flat, np.zeros(-len(flat) % 4, np.uint8)]).view("<u4").copy()


def graphs():
    r = np.random.default_rng(11)
    f = lambda *s: r.standard_normal(s).astype(np.float32)  # noqa: E731

    def gelu_mlp(x, w, b):
        h = x @ w + b
        return ops.erf(h * 0.70710677) * 0.5 * h + 0.5 * h

    def attention(x, wq, wk, wv, g, b):
        y = x + ops.layernorm(x, g, b)
        q, k, v = y @ wq, y @ wk, y @ wv
        return ops.softmax(q @ k.T * (1 / math.sqrt(q.shape[-1]))) @ v + y

    K, N = 256, 128

    def decode(x, g, w, b):
        h = ops.rmsnorm(x, g)
        y = ops.dequantize(w, format="q8_0", shape=(N, K)) @ h
        return ops.softmax(y + b), ops.argmax(y)

    yield "gelu_mlp", gelu_mlp, [f(64, 96), f(96, 128), f(128)]
    yield "attention", attention, [f(32, 64), f(64, 64), f(64, 64), f(64, 64), f(64), f(64)]
    yield "decode_q8_0", decode, [f(K), f(K), q8_0_words(N, K, r), f(N)]
    for seed in range(4):
        yield f"random{seed}", *random_block(seed)


def random_block(seed: int):
    rnd = np.random.default_rng(seed)
    R, C = [(16, 32), (8, 64), (24, 20), (4, 128)][seed]
    kinds = ["add", "mul", "tanh", "exp", "max", "softmax", "layernorm", "sum", "matmul", "sub"]
    steps = [(kinds[rnd.integers(len(kinds))], rnd.random(), rnd.random()) for _ in range(12)]

    def fn(x, w, g, b):
        vals = [x]
        for op, p, q in steps:
            a = vals[-1] if p < .6 else vals[int(p * 10) % len(vals)]
            o = vals[int(q * 10) % len(vals)]
            vals.append({"add": lambda: a + o, "sub": lambda: a - o * 0.5, "mul": lambda: a * o,
                         "tanh": lambda: ops.tanh(a), "exp": lambda: ops.exp(a * 0.25),
                         "max": lambda: ops.maximum(a, o), "softmax": lambda: ops.softmax(a),
                         "layernorm": lambda: ops.layernorm(a, g, b),
                         "sum": lambda: a + a.sum(keepdims=True) * 0.125, "matmul": lambda: (a @ w) * 0.25}[op]())
        return vals[-1], vals[1 + int(q * 10) % (len(vals) - 1)] * 2.0
    r = np.random.default_rng(100 + seed)
    return fn, [r.standard_normal(s).astype(np.float32) for s in ((R, C), (C, C), (C,), (C,))]


def close(got: dict, want: dict) -> str:
    """'' when every output is within the tolerance, else what differs."""
    bad = []
    for k, w in want.items():
        g = got[k]
        if g.shape != w.shape or g.dtype != w.dtype:
            bad.append(f"{k}: {g.dtype}{list(g.shape)} vs {w.dtype}{list(w.shape)}")
        elif w.dtype.kind == "f":
            scale = float(np.max(np.abs(w))) if w.size else 0.0
            diff = float(np.max(np.abs(g.astype(np.float64) - w))) if w.size else 0.0
            if not diff <= ATOL + RTOL * max(scale, 1.0):
                bad.append(f"{k}: max |diff| {diff:.3g} (values up to {scale:.3g})")
        elif not np.array_equal(g, w):
            bad.append(f"{k}: {int(np.sum(g != w))} of {w.size} differ")
    return "; ".join(bad)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--targets", default="ptx,vulkan", help="A,B: the two targets")
    ap.add_argument("--out", help="write the markdown table here")
    args = ap.parse_args(argv)
    a, b = args.targets.split(",")
    rows = [f"# One graph, two APIs: {a} + {b} in one process", "",
            f"Tolerance vs the numpy reference and the single-target runs: max |diff| <= {ATOL} + {RTOL} * "
            "max(1, max |value|) per output, integer outputs exact; "
            "every mixed program also passes run(check=True) (each step against the CPU oracle).", "",
            "| graph | fuse | program | steps per target | transfers | run ms | result |", "|---|---|---|---|---|---|---|"]
    failed = 0
    for name, fn, args_ in graphs():
        g = poot.trace(fn)(*args_)
        ins = {t.id: x for t, x in zip(g.inputs, args_)}
        ref = reference.run(g, ins)
        want = {t.id: ref[t.id] for t in g.outputs}
        for fuse in (True, False):
            single: dict[str, dict] = {}
            programs = [(f"{a} only", a, None, None), (f"{b} only", b, None, None),
                        (f"{a}(contraction,row) > {b}", None, [only(a, "contraction", "row"), b], {"*": EQUAL}),
                        (f"{b}(contraction,row) > {a}", None, [only(b, "contraction", "row"), a], {"*": EQUAL}),
                        (f"{a} > {b} (default figures)", None, [a, b], None)]
            for label, target, targets, costs in programs:
                try:
                    prog = poot.compile(g, target, fuse=fuse) if target else \
                        poot.compile(g, targets=targets, costs=costs, fuse=fuse)
                    prog.run(ins)  # compile + warm up
                    t0 = time.perf_counter()
                    got = prog.run(ins)
                    ms = (time.perf_counter() - t0) * 1e3
                    why = [close(got, want)]
                    if target:
                        single[target] = got
                    else:
                        why += [f"vs {t} only: {w}" for t, s in single.items() if (w := close(got, s))]
                        prog.run(ins, check=True)
                        used = {s.target for s in prog.steps}
                        kinds = {s.region.desc.op_class for s in prog.steps}
                        if costs is not None and kinds & {"contraction", "row"} and kinds - {"contraction", "row"} \
                                and used != {a, b}:
                            why.append(f"expected steps on both targets, got {sorted(used)}")
                    per = ", ".join(f"{t} {sum(s.target == t for s in prog.steps)}"
                                    for t in dict.fromkeys(s.target for s in prog.steps))
                    why_s = "; ".join(w for w in why if w)
                    rows.append(f"| {name} | {fuse} | {label} | {per} | {len(prog.transfers)} | {ms:.2f} | "
                                f"{'FAIL: ' + why_s if why_s else 'PASS'} |")
                    failed += bool(why_s)
                except Exception as e:  # noqa: BLE001 - a row per failure, the rest still runs
                    failed += 1
                    rows.append(f"| {name} | {fuse} | {label} | - | - | - | FAIL: {type(e).__name__}: "
                                f"{str(e).splitlines()[0][:300]} |")
                    traceback.print_exc()
    rows += ["", f"{'all passed' if not failed else f'{failed} FAILED'}"]
    text = "\n".join(rows) + "\n"
    print(text)
    if args.out:
        with open(args.out, "w") as fh:
            fh.write(text)
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
