"""Wmma on the vulkan target (cooperative matrices) against the oracle, then a naive GEMM's speed.

Bodies are built with the IR builder (no rustc needed): tile GEMMs of poot_core.testing.samples
(one 16x16x16 tile, several tiles, B row- and column-major, f16 and f64 accumulators), a body of
strided, offset tiles in both layouts with a loaded accumulator (two subgroups, each its own
tiles), and the kit's random Wmma bodies (random_body(seed, wmma=True, faults=False); a body the
oracle finds racy is left out: its result is unspecified). Each runs on the oracle and on the
target with the same random inputs and must match within the contract's matrix bound (section 5)
under the device's float latitude; a body whose shape the device does not report must be refused
with a typed CapabilityError naming the shape and the device (never a driver error). Then
samples.wmma_gemm at 1024^3 and 4096^3 (one 16x16 tile per subgroup straight from global memory,
no workgroup staging: the IR has no f16 workgroup arrays yet), checked against numpy, timed with
the device's timestamps.

    python bench/vulkan_wmma.py --out vulkan_wmma.md [--random 40] [--sizes 1024,4096]
"""
from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from poot_core import oracle  # noqa: E402
from poot_core.errors import CapabilityError, DataRace, PootError  # noqa: E402
from poot_core.ir import nodes as N  # noqa: E402
from poot_core.ir.builder import Builder  # noqa: E402
from poot_core.ir.types import F16, F32, F64, USIZE  # noqa: E402
from poot_core.oracle.compare import compare  # noqa: E402
from poot_core.target import Grid  # noqa: E402
from poot_core.testing import samples  # noqa: E402
from poot_core.testing.random_bodies import MIN_LEN, random_body, random_buffers  # noqa: E402


def strided_tiles() -> N.Body:
    """Two subgroups (s = local_index / 32), each: A tile column-major at 8 + 16 s, lda 40; B
    row-major at 24 + 16 s, ldb 56; C loaded row-major from `cin` at 4 + 16 s * 24, ldc 24; the
    product stored column-major into `cout` at 4 + 16 s, ldc 52. Offsets and strides that are
    not multiples of the tile (only of the 16 bytes a cooperative-matrix pointer needs), each
    subgroup its own tiles."""
    kb = Builder("strided_tiles", 64)
    a, b, cin, cout = kb.input("a", F16), kb.input("b", F16), kb.input("cin", F32), kb.output("cout", F32)
    fa, fb, fc = kb.fragment("a", F16), kb.fragment("b", F16), kb.fragment("acc", F32)
    s = kb.div(kb.local_index(), N.Const(USIZE, 32))
    s16 = kb.mul(s, N.Const(USIZE, 16))
    kb.emit(N.WmmaLoad(fa.id, a, kb.add(s16, N.Const(USIZE, 8)), N.Const(USIZE, 40), "col"))
    kb.emit(N.WmmaLoad(fb.id, b, kb.add(s16, N.Const(USIZE, 24)), N.Const(USIZE, 56), "row"))
    kb.emit(N.WmmaLoad(fc.id, cin, kb.add(kb.mul(s16, N.Const(USIZE, 24)), N.Const(USIZE, 4)), N.Const(USIZE, 24), "row"))
    kb.emit(N.WmmaMma(fc.id, fa.id, fb.id, fc.id))
    kb.emit(N.WmmaStore(cout, kb.add(s16, N.Const(USIZE, 4)), N.Const(USIZE, 52), fc.id, "col"))
    kb.ret()
    return kb.build()


def gemm_groups(m: int, n: int) -> int:
    return (m // 16 * (n // 16) + 1) // 2


def cases():
    """(name, body, buffers, grid)."""
    rng = np.random.default_rng(13)

    def gemm(name, m, n, k, **kw):
        body = samples.wmma_gemm(m, n, k, **kw)
        acc = kw.get("acc", F32).np
        bufs = {"a": rng.standard_normal(m * k).astype(np.float16), "b": rng.standard_normal(k * n).astype(np.float16),
                "c": np.zeros(m * n, acc)}
        return name, body, bufs, Grid((gemm_groups(m, n), 1), body.workgroup_size)
    yield gemm("gemm 16x16x16", 16, 16, 16)
    yield gemm("gemm 64x64x64 (16 tiles, K loop of 4)", 64, 64, 64)
    yield gemm("gemm 48x32x80, B column-major", 48, 32, 80, b_layout="col")
    yield gemm("gemm 32x32x32, f16 accumulator", 32, 32, 32, acc=F16)
    yield gemm("gemm 16x16x16, f64 accumulator", 16, 16, 16, acc=F64)
    body = strided_tiles()
    bufs = {"a": rng.standard_normal(40 * 16 + 64).astype(np.float16),
            "b": rng.standard_normal(56 * 16 + 64).astype(np.float16),
            "cin": rng.standard_normal(24 * 16 * 2 + 64).astype(np.float32),
            "cout": np.full(52 * 16 + 64, -7.0, np.float32)}
    yield "strided, offset tiles, row/col layouts, loaded accumulator", body, bufs, Grid((1, 1), 64)


def random_cases(n: int):
    for seed in range(n):
        body = random_body(seed, wmma=True, faults=False)
        if not body.uses_wmma():
            continue
        bufs = random_buffers(body, MIN_LEN, np.random.default_rng(seed), scale=0.5, high=100, wmma_n=1024)
        yield f"random_body({seed}, wmma=True, faults=False)", body, bufs, Grid((2, 1), body.workgroup_size)


def check(target, device, name, body, bufs, grid, latitude) -> tuple[str, str]:
    """(outcome, detail): "match", "refused" (typed, naming the device), "racy" (left out), or a failure."""
    try:
        want = oracle.run(body, {k: v.copy() for k, v in bufs.items()}, grid)
    except DataRace:
        return "racy", "the oracle finds a data race: the result is unspecified, not compared"
    try:
        art = target.compile(body)
    except CapabilityError as e:
        ok = "Wmma" in str(e) and device.name.split(" (")[0] in str(e)
        return ("refused" if ok else "FAIL: refusal without the shape or device"), str(e)
    try:
        got = device.run(art, {k: v.copy() for k, v in bufs.items()}, grid)
    except PootError as e:
        return "FAIL: " + type(e).__name__, str(e)
    bad = compare(got, want, body, latitude=latitude)
    if bad:
        return "MISMATCH", "; ".join(str(x) for x in bad[:3])
    err = max((float(np.max(np.abs(got[k].astype(np.float64) - want[k].astype(np.float64))))
               / max(1e-30, float(np.max(np.abs(want[k].astype(np.float64))))) for k in got
               if got[k].dtype.kind == "f" and got[k].size), default=0.0)
    return "match", f"max |got - want| / max |want| = {err:.2e}"


def timed_gemm(target, device, n: int, reps: int) -> tuple[float, float, float]:
    """(median ms, TFLOP/s, relative error vs numpy) of samples.wmma_gemm(n, n, n) on resident buffers."""
    body = samples.wmma_gemm(n, n, n)
    rng = np.random.default_rng(n)
    a = rng.standard_normal((n, n)).astype(np.float16)
    b = rng.standard_normal((n, n)).astype(np.float16)
    art = target.compile(body)
    grid = Grid((gemm_groups(n, n), 1), body.workgroup_size)
    bufs = {k: device.alloc(v.nbytes, v.dtype) for k, v in (("a", a), ("b", b), ("c", np.zeros(n * n, np.float32)))}
    device.upload(bufs["a"], a.ravel())
    device.upload(bufs["b"], b.ravel())
    device.launch(art, bufs, grid)
    device.sync()
    got = device.download(bufs["c"]).reshape(n, n)
    want = a.astype(np.float64) @ b.astype(np.float64)
    err = float(np.max(np.abs(got - want)) / np.max(np.abs(want)))
    ms = float(np.median(device.time_dispatches(art, bufs, grid, reps)))
    for v in bufs.values():
        device.free(v)
    return ms, 2 * n ** 3 / (ms * 1e-3) / 1e12, err


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", default="vulkan_wmma.md")
    ap.add_argument("--random", type=int, default=40, help="random_body seeds 0..N-1 (those with Wmma ops)")
    ap.add_argument("--sizes", default="1024,4096", help="square GEMM sizes to time ('' for none)")
    ap.add_argument("--reps", type=int, default=10)
    args = ap.parse_args()
    import poot_core.plugins as plugins
    target = plugins.get_target("vulkan")
    av = target.probe()
    if not av.available:
        print(f"vulkan unavailable: {av.reason}")
        return 2
    device = target.open()
    info = device.info
    caps = target.capabilities()
    lines = [f"# Wmma on vulkan (cooperative matrices): {device.name}", "",
             f"- wmma_shapes (Capabilities): {caps.wmma_shapes}; subgroup size {caps.subgroup_size}",
             f"- cooperative-matrix shapes Wmma may use: {', '.join(map(str, info.matrix)) or 'none (' + info.matrix_note + ')'}",
             f"- float latitude: {caps.float_latitude}", "",
             "| body | outcome | detail |", "|---|---|---|"]
    failed = 0
    t0 = time.perf_counter()
    for name, body, bufs, grid in [*cases(), *random_cases(args.random)]:
        outcome, detail = check(target, device, name, body, bufs, grid, caps.float_latitude)
        failed += outcome not in ("match", "refused", "racy")
        lines.append(f"| {name} | {outcome} | {detail.replace('|', '/')[:300]} |")
        print(f"{outcome:10s} {name}: {detail[:200]}", flush=True)
    lines += ["", f"{failed} failed; {time.perf_counter() - t0:.1f} s", ""]
    sizes = [int(s) for s in args.sizes.split(",") if s]
    if sizes and info.matrix:
        lines += ["## samples.wmma_gemm speed (naive: tiles straight from global memory)", "",
                  "| n (n x n x n, f16 -> f32) | median ms | TFLOP/s | max rel. error vs numpy |", "|---|---|---|---|"]
        for n in sizes:
            try:
                ms, tf, err = timed_gemm(target, device, n, args.reps)
            except PootError as e:
                lines.append(f"| {n} | failed: {type(e).__name__}: {str(e)[:200]} | | |")
                failed += 1
                continue
            failed += err > 2 ** -12  # the contract's matrix bound (f32 accumulator)
            lines.append(f"| {n} | {ms:.3f} | {tf:.2f} | {err:.2e} |")
            print(f"gemm {n}: {ms:.3f} ms {tf:.2f} TFLOP/s err {err:.2e}", flush=True)
    device.close()
    Path(args.out).write_text("\n".join(lines) + "\n")
    print(f"{failed} failed; wrote {args.out}")
    return 1 if failed else 0


if __name__ == "__main__":
    raise SystemExit(main())
