"""f16 GEMM and attention on tensor cores: poot's synthesized kernels on PTX and Vulkan next to
torch (cuBLAS / scaled_dot_product_attention) in the same run.

What it measures, per target (each kernel is what plan_eqn binds for the region - synthesized in
Python at run time, no rustc needed):

- GEMM n x n x n, f16 in, f32 accumulate, f16 out (`a @ b`), for each --sizes n: first a small
  ragged shape (200 x 136 x 72) on the target against the oracle (the contract's matrix bound),
  then the n^3 result against torch.matmul's (max |poot - torch| / max |torch| <= 2^-8), then the
  median of --reps dispatches on resident buffers (CUDA events on ptx, Vulkan timestamps on
  vulkan: Device.time_dispatches) beside torch.matmul's median (CUDA events). TFLOP/s = 2 n^3 / t.
- attention softmax(q k^T / sqrt(d)) v for q, k, v [--attn B,H,L,d] f16, causal and not: a small
  shape against the oracle, the full result against torch.nn.functional.scaled_dot_product_attention,
  then both timed. TFLOP/s = 4 B H L^2 d / t (half that when causal).

Under POOT_VULKAN_PIPELINE_STATS=1 the notes carry each Vulkan pipeline's driver statistics
(registers a thread, spills, ...) and its text representations are written beside --out.
--tiles sweeps GEMM tilings (POOT_GEMM_TILE, plan/synth_gemm.py). --ncu KIND (gemm | attention | attention_causal): one dispatch of that kernel on ptx only (for
`ncu --set basic --launch-count 1 -k regex:gemm_f16|flash_f16 python3 bench/gemm_h200.py --ncu gemm`);
nothing is timed. --target oracle with small --sizes / --attn is the dry run (no torch needed:
numpy stands in for it).

    python bench/gemm_h200.py --targets ptx,vulkan --sizes 4096,8192 --attn 8,16,2048,64 --out gemm_h200.md
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from poot_core import oracle  # noqa: E402
from poot_core.errors import PootError  # noqa: E402
from poot_core.oracle.compare import compare  # noqa: E402
from poot_core.plan.binding import Plan  # noqa: E402
from poot_core.plan.catalog import plan_eqn  # noqa: E402
from poot_core.plan.graph import Eqn, Graph, Tensor  # noqa: E402
from poot_core.plan.region import make_region  # noqa: E402

F16_BOUND = 2.0 ** -8  # the contract's matrix bound for f16 results (section 5)


def gemm_graph(m: int, n: int, k: int) -> Graph:
    a, b, y = Tensor("a", "f16", (m, k)), Tensor("b", "f16", (k, n)), Tensor("y", "f16", (m, n))
    return Graph((a, b), (y,), (Eqn("matmul", (a, b), (y,)),))


def attention_graph(bh: tuple[int, ...], lq: int, d: int, causal: bool) -> Graph:
    q, k, v = (Tensor(x, "f16", bh + (lq, d)) for x in "qkv")
    y = Tensor("y", "f16", bh + (lq, d))
    return Graph((q, k, v), (y,), (Eqn("attention", (q, k, v), (y,), {"causal": causal}),))


def plan_of(g: Graph, target: Any) -> Plan:
    return plan_eqn(make_region(g, tuple(range(len(g.eqns))), "r0"), target)


def buffers_of(plan: Plan, g: Graph, arrays: dict[str, np.ndarray]) -> dict[str, np.ndarray]:
    """The host arrays of every body parameter (inputs by binding, outputs zeroed, constants)."""
    out: dict[str, np.ndarray] = {}
    for b in plan.bindings:
        if b.source == "input":
            out[b.param] = np.ascontiguousarray(arrays[g.inputs[b.index].id]).ravel()
        elif b.source == "output":
            t = g.outputs[b.index]
            out[b.param] = np.zeros(t.size, np.float16 if t.dtype == "f16" else np.float32)
        elif b.source == "const":
            out[b.param] = np.array(b.data, dtype=b.dtype)
        else:
            out[b.param] = np.zeros(b.count, b.dtype)
    return out


def output_param(plan: Plan) -> str:
    return next(b.param for b in plan.bindings if b.source == "output")


def check_small(target: Any, device: Any, g: Graph, rng: np.random.Generator) -> str:
    """The region's plan on `target` against the same body on the oracle; '' when they agree."""
    plan = plan_of(g, target)
    arrays = {t.id: rng.standard_normal(t.shape).astype(np.float16) for t in g.inputs}
    bufs = buffers_of(plan, g, arrays)
    want = oracle.run(plan.body, {k: v.copy() for k, v in bufs.items()}, plan.grid)
    got = device.run(target.compile(plan.body), {k: v.copy() for k, v in bufs.items()}, plan.grid)
    bad = compare(got, want, plan.body, latitude=target.capabilities().float_latitude)
    return "; ".join(str(x) for x in bad[:2])


class Resident:
    """One plan's artifact and buffers on a device, inputs uploaded."""

    def __init__(self, target: Any, device: Any, plan: Plan, g: Graph, arrays: dict[str, np.ndarray]):
        self.device, self.plan = device, plan
        self.art = target.compile(plan.body)
        host = buffers_of(plan, g, arrays)
        self.bufs = {k: device.alloc(v.nbytes, v.dtype) for k, v in host.items()}
        for k, v in host.items():
            device.upload(self.bufs[k], v)
        self.out = output_param(plan)

    def run(self) -> np.ndarray:
        self.device.launch(self.art, self.bufs, self.plan.grid)
        self.device.sync()
        return self.device.download(self.bufs[self.out])

    def times(self, reps: int) -> list[float]:
        return list(self.device.time_dispatches(self.art, self.bufs, self.plan.grid, reps))

    def free(self) -> None:
        for b in self.bufs.values():
            self.device.free(b)


class Peer:
    """torch on CUDA (cuBLAS, SDPA), timed with CUDA events; numpy (untimed) without torch."""

    def __init__(self, want_torch: bool):
        self.torch: Any = None
        self.why = ""
        if want_torch:
            try:
                import torch
                if torch.cuda.is_available():
                    self.torch = torch
                else:
                    self.why = "torch.cuda.is_available() is False"
            except ImportError as e:
                self.why = f"torch is not importable: {e}"

    def gemm(self, a: np.ndarray, b: np.ndarray) -> np.ndarray:
        if self.torch is None:
            return (a.astype(np.float64) @ b.astype(np.float64)).astype(np.float16)
        t = self.torch
        return t.matmul(t.from_numpy(a).cuda(), t.from_numpy(b).cuda()).cpu().numpy()

    def attention(self, q: np.ndarray, k: np.ndarray, v: np.ndarray, causal: bool) -> np.ndarray:
        if self.torch is None:
            from poot_core.plan.reference import attention64
            x = attention64(q.astype(np.float64), k.astype(np.float64), v.astype(np.float64), causal,
                            1 / np.sqrt(q.shape[-1]))
            return x.astype(np.float16)
        t = self.torch
        F = t.nn.functional
        return F.scaled_dot_product_attention(*(t.from_numpy(x).cuda() for x in (q, k, v)), is_causal=causal).cpu().numpy()

    def time(self, fn_name: str, reps: int, *xs: np.ndarray, **kw: Any) -> float | None:
        """Median ms of `reps` calls (CUDA events around each), None without torch."""
        if self.torch is None:
            return None
        t = self.torch
        dev = [t.from_numpy(x).cuda() for x in xs]
        F = t.nn.functional
        fn = (lambda: t.matmul(*dev)) if fn_name == "gemm" else \
            (lambda: F.scaled_dot_product_attention(*dev, is_causal=kw["causal"]))
        with t.inference_mode():
            for _ in range(3):
                fn()
            t.cuda.synchronize()
            ms = []
            for _ in range(reps):
                s, e = t.cuda.Event(enable_timing=True), t.cuda.Event(enable_timing=True)
                s.record()
                fn()
                e.record()
                e.synchronize()
                ms.append(s.elapsed_time(e))
        return float(np.median(ms))


def set_tile(tile: str) -> None:
    """Plan the GEMM with POOT_GEMM_TILE=tile ('' : the synthesizer's choice), dropping cached plans."""
    from poot_core.plan import catalog, synth

    if tile:
        os.environ["POOT_GEMM_TILE"] = tile
    else:
        os.environ.pop("POOT_GEMM_TILE", None)
    synth.synthesize.cache_clear()
    catalog._plan.cache_clear()


def rel_err(got: np.ndarray, want: np.ndarray) -> float:
    g, w = got.astype(np.float64).ravel(), want.astype(np.float64).ravel()
    return float(np.max(np.abs(g - w)) / max(1e-30, float(np.max(np.abs(w)))))


def row(op: str, shape: str, tname: str, ms: float | None, flops: float, peer_ms: float | None, err: float | str) -> dict:
    tf = flops / (ms * 1e-3) / 1e12 if ms else None
    ptf = flops / (peer_ms * 1e-3) / 1e12 if peer_ms else None
    return {"op": op, "shape": shape, "target": tname, "ms": ms, "tflops": tf, "peer_ms": peer_ms, "peer_tflops": ptf,
            "fraction": (tf / ptf) if tf and ptf else None, "err": err}


def fmt(v: Any, spec: str) -> str:
    return "-" if v is None else (format(v, spec) if not isinstance(v, str) else v)


def pipeline_note(device: Any, art: Any, out: str) -> str:
    """The driver's statistics of `art`'s Vulkan pipeline in one line (registers, spills, ... as the
    driver names them; POOT_VULKAN_PIPELINE_STATS=1), its text representations written beside
    `out`; '' where the device keeps none."""
    if "pipeline_stats" not in getattr(device, "enabled", ()):
        return ""
    parts = []
    for i, ex in enumerate(device.pipeline_statistics(art)):
        parts.append(f"{ex['name']}: " + ", ".join(f"{k} {v}" for k, v in ex["stats"].items()))
        for name, text in ex["representations"].items():
            safe = "".join(c if c.isalnum() else "_" for c in name)
            Path(out).with_name(f"{Path(out).stem}_{art.kernel}_{i}_{safe}.txt").write_text(text)
    return f"pipeline {art.kernel}: " + "; ".join(parts)


def bench_target(tname: str, args: Any, peer: Peer, rows: list[dict], notes: list[str], save: Any) -> int:
    import poot_core.plugins as plugins

    target = plugins.get_target(tname)
    av = target.probe()
    if not av.available:
        notes.append(f"{tname}: unavailable ({av.reason})")
        return 0
    device = target.open()
    rng = np.random.default_rng(13)
    failed = 0
    notes.append(f"{tname}: {device.name}; wmma_shapes {target.capabilities().wmma_shapes}; "
                 f"timer {getattr(device, 'timer', 'host')}")
    # --- GEMM ------------------------------------------------------------------------------------
    small = check_small(target, device, gemm_graph(200, 136, 72), rng)
    notes.append(f"{tname}: gemm 200 x 136 x 72 against the oracle: {small or 'match'}")
    failed += bool(small)
    for n, tile in ((n, tile) for tile in args.tiles for n in args.sizes):
        set_tile(tile)
        g = gemm_graph(n, n, n)
        plan = plan_of(g, target)
        if tile and not plan.body.name.startswith("gemm_f16"):
            notes.append(f"{tname}: POOT_GEMM_TILE={tile} does not fit the target (the SIMT matmul was planned); skipped")
            continue
        a = (rng.standard_normal((n, n)) * 0.5).astype(np.float16)
        b = (rng.standard_normal((n, n)) * 0.5).astype(np.float16)
        try:
            res = Resident(target, device, plan, g, {"a": a, "b": b})
            note = pipeline_note(device, res.art, args.out)
            if note:
                notes.append(f"{tname}: {note}")
            got = res.run().reshape(n, n)
            err = rel_err(got, peer.gemm(a, b))
            failed += err > F16_BOUND
            ms = float(np.median(res.times(args.reps))) if tname != "oracle" else None
            res.free()
        except PootError as e:
            rows.append(row("gemm", f"{n}^3", tname, None, 0, None, f"{type(e).__name__}: {str(e)[:160]}"))
            failed += 1
            continue
        rows.append(row("gemm", f"{n}^3 ({plan.body.name}, {plan.grid.groups[0]}x{plan.grid.groups[1]}x"
                        f"{plan.body.workgroup_size}, tile {tile or 'default'})", tname, ms, 2.0 * n ** 3,
                        peer.time("gemm", args.reps, a, b), err))
        print(rows[-1], flush=True)
        save()
    set_tile("")
    # --- attention ---------------------------------------------------------------------------------
    if args.attn:
        B, H, L, d = args.attn
        for causal in (False, True):
            small = check_small(target, device, attention_graph((2, 2), 80, d, causal), rng)
            notes.append(f"{tname}: attention 2 x 2 x 80 x {d}{' causal' if causal else ''} against the oracle: "
                         f"{small or 'match'}")
            failed += bool(small)
            g = attention_graph((B, H), L, d, causal)
            plan = plan_of(g, target)
            q, k, v = (rng.standard_normal((B, H, L, d)).astype(np.float16) for _ in range(3))
            try:
                res = Resident(target, device, plan, g, {"q": q, "k": k, "v": v})
                note = pipeline_note(device, res.art, args.out)
                if note:
                    notes.append(f"{tname}: {note}")
                got = res.run().reshape(B, H, L, d)
                err = rel_err(got, peer.attention(q, k, v, causal))
                failed += err > F16_BOUND
                ms = float(np.median(res.times(args.reps))) if tname != "oracle" else None
                res.free()
            except PootError as e:
                rows.append(row("attention", f"{B}x{H}x{L}x{d}", tname, None, 0, None, f"{type(e).__name__}: {str(e)[:160]}"))
                failed += 1
                continue
            flops = 4.0 * B * H * L * L * d / (2 if causal else 1)
            rows.append(row("attention" + (" causal" if causal else ""), f"{B}x{H}x{L}x{d} ({plan.body.name})", tname,
                            ms, flops, peer.time("attention", args.reps, q, k, v, causal=causal), err))
            print(rows[-1], flush=True)
            save()
        save()
    device.close()
    return failed


def ncu_one(kind: str, args: Any) -> int:
    """One dispatch of the GEMM (n = first --sizes) or attention kernel on ptx, for ncu."""
    import poot_core.plugins as plugins

    target = plugins.get_target("ptx")
    device = target.open()
    rng = np.random.default_rng(1)
    if kind == "gemm":
        n = args.sizes[0]
        g = gemm_graph(n, n, n)
        arrays = {t.id: rng.standard_normal(t.shape).astype(np.float16) for t in g.inputs}
    else:
        B, H, L, d = args.attn
        g = attention_graph((B, H), L, d, kind == "attention_causal")
        arrays = {t.id: rng.standard_normal(t.shape).astype(np.float16) for t in g.inputs}
    plan = plan_of(g, target)
    res = Resident(target, device, plan, g, arrays)
    res.run()
    print(f"ncu: ran {plan.body.name} once, grid {plan.grid}")
    res.free()
    device.close()
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--targets", default="ptx,vulkan")
    ap.add_argument("--sizes", default="4096,8192", type=lambda s: [int(x) for x in s.split(",") if x])
    ap.add_argument("--attn", default="8,16,2048,64", type=lambda s: tuple(int(x) for x in s.split(",")) if s else ())
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--tiles", default="", type=lambda s: [t.strip() for t in s.split(";")] if s else [""],
                    help="GEMM tilings to sweep, ';'-separated WM,WN,FM,FN,BK,STAGES ('default' or '' for the "
                         "synthesizer's own), e.g. 'default;2,2,4,4,16,3'")
    ap.add_argument("--out", default="gemm_h200.md")
    ap.add_argument("--no-torch", action="store_true", help="numpy as the untimed peer (a dry run)")
    ap.add_argument("--ncu", choices=("gemm", "attention", "attention_causal"), help="one ptx dispatch for ncu")
    args = ap.parse_args(argv)
    args.tiles = ["" if t in ("", "default") else t for t in args.tiles]
    if args.ncu:
        return ncu_one(args.ncu, args)
    peer = Peer(not args.no_torch)
    rows: list[dict] = []
    notes: list[str] = [f"peer: {'torch ' + peer.torch.__version__ + ' on ' + peer.torch.cuda.get_device_name() if peer.torch else 'numpy (untimed): ' + (peer.why or '--no-torch')}"]
    failed = [0]
    t0 = time.perf_counter()

    def save(final: bool = False) -> None:
        """Write the table so far (a run cut short by its timeout still leaves one)."""
        lines = [f"# f16 GEMM and attention on tensor cores ({platform.node()}, median of {args.reps})", "",
                 *[f"- {x}" for x in notes], "",
                 "| op | shape (kernel) | target | poot ms | poot TFLOP/s | peer ms | peer TFLOP/s | poot / peer | "
                 "max rel. err vs peer |", "|---|---|---|---|---|---|---|---|---|"]
        for r in rows:
            lines.append(f"| {r['op']} | {r['shape']} | {r['target']} | {fmt(r['ms'], '.3f')} | {fmt(r['tflops'], '.1f')} | "
                         f"{fmt(r['peer_ms'], '.3f')} | {fmt(r['peer_tflops'], '.1f')} | {fmt(r['fraction'], '.2f')} | "
                         f"{fmt(r['err'], '.2e')} |")
        lines += ["", f"{failed[0]} failed; {time.perf_counter() - t0:.1f} s{'' if final else ' (running)'}"]
        Path(args.out).write_text("\n".join(lines) + "\n")
        Path(args.out).with_suffix(".json").write_text(json.dumps({"rows": rows, "notes": notes, "failed": failed[0]},
                                                                  indent=1))
        if final:
            print("\n".join(lines))
    for tname in args.targets.split(","):
        try:
            failed[0] += bench_target(tname, args, peer, rows, notes, save)
        except PootError as e:
            notes.append(f"{tname}: {type(e).__name__}: {e}")
            failed[0] += 1
    save(final=True)
    return 1 if failed[0] else 0


if __name__ == "__main__":
    raise SystemExit(main())
