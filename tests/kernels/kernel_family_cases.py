"""Cases for the family kernels (kernels/<family>/*.rs), keyed by kernel name.

References are numpy, and for the packed kernels the `gguf` package's quantizer and
dequantizer (gguf.quants), the independent reference for the GGUF block layout. Sequential f32
accumulations are replayed in the same order, so most cases compare bit for bit.
"""
from __future__ import annotations

import numpy as np
from gguf import GGMLQuantizationType as QT
from gguf import quants

from kernel_cases import Case, by_len, f32, u32, u64

F: dict[str, list[Case]] = {}


def fam(kernel: str, source: str, make, ref, groups, **kw) -> None:
    F.setdefault(kernel, []).append(Case(kernel, None, make, groups, ref=ref, source=f"kernels/{source}", kernel=kernel, **kw))


# --- contraction ----------------------------------------------------------------------------
M, NN, K = 19, 21, 35


def _seq_matmul(a: np.ndarray, b: np.ndarray) -> np.ndarray:
    acc = np.zeros((a.shape[0], b.shape[1]), f32)
    for k in range(a.shape[1]):
        acc = acc + a[:, k:k + 1] * b[k:k + 1, :]
    return acc


fam("matmul_tiled", "contraction/matmul.rs",
    lambda r: dict(a=r.standard_normal(M * K).astype(f32), b=r.standard_normal(K * NN).astype(f32),
                   dims=np.array([M, NN, K], u64), out=np.zeros(M * NN, f32)),
    lambda d: dict(out=_seq_matmul(d["a"].reshape(M, K), d["b"].reshape(K, NN)).reshape(-1)),
    lambda d, w: (-(-NN // 8), -(-M // 8)))
fam("matvec", "contraction/matvec.rs",
    lambda r: dict(a=r.standard_normal(70 * 45).astype(f32), x=r.standard_normal(45).astype(f32), out=np.zeros(70, f32)),
    lambda d: dict(out=_seq_matmul(d["a"].reshape(70, 45), d["x"].reshape(45, 1)).reshape(-1)), by_len("out"))


# --- packed: GGUF blocks as little-endian u32 words -------------------------------------------
def pack_words(raw: np.ndarray) -> np.ndarray:
    """The raw GGUF byte stream, zero-padded to a multiple of 4 bytes, as little-endian u32."""
    b = np.ascontiguousarray(raw, dtype=np.uint8).reshape(-1)
    b = np.concatenate([b, np.zeros(-len(b) % 4, np.uint8)])
    return b.view("<u4").astype(u32)


def _weights(r, rows: int, cols: int) -> np.ndarray:
    w = (r.standard_normal((rows, cols)) * 3).astype(f32)
    w[0, :32] = 0.0  # a zero scale
    w[1, 32:64] *= 1e-7  # a subnormal f16 scale
    return w


def _patched(q: np.ndarray, bs: int) -> np.ndarray:
    """Force special f16 scales into two blocks: +inf (0x7c00) and a NaN (0x7e01)."""
    q = q.copy().reshape(-1)
    nb = len(q) // bs
    for blk, bits in ((nb - 1, 0x7C00), (nb - 2, 0xFE01)):
        q[blk * bs:blk * bs + 2] = np.array([bits], "<u2").view(np.uint8)
    return q


def _packed_cases(name: str, qt: QT, bs: int) -> None:
    rows, cols = 5, 96

    def make_dq(r):
        raw = _patched(quants.quantize(_weights(r, rows, cols), qt), bs)
        return dict(blocks=pack_words(raw), out=np.zeros(rows * cols, f32), _raw=raw)

    def ref_dq(d):
        return dict(out=quants.dequantize(d["_raw"].reshape(rows, -1), qt).astype(f32).reshape(-1))

    fam(f"{name}_dequant", f"packed/{name}.rs", make_dq, ref_dq, by_len("out"))

    def make_mv(r):
        raw = quants.quantize(_weights(r, rows * 3, cols), qt)
        return dict(w=pack_words(raw), x=r.standard_normal(cols).astype(f32), out=np.zeros(rows * 3, f32), _raw=raw)

    def ref_mv(d):
        deq = quants.dequantize(d["_raw"], qt).astype(f32)
        return dict(out=_seq_matmul(deq, d["x"].reshape(-1, 1)).reshape(-1))

    fam(f"{name}_matvec", f"packed/{name}.rs", make_mv, ref_mv, by_len("out"))


_packed_cases("q8_0", QT.Q8_0, 34)
_packed_cases("q4_0", QT.Q4_0, 18)

# --- sampling ---------------------------------------------------------------------------------
R, C = 5, 300


def _logits(r):
    x = r.standard_normal((R, C)).astype(f32)
    x[2, 17] = x[2, 250] = x[2].max() + 1  # a tie: the lowest index wins
    return x


fam("row_argmax", "sampling/argmax.rs",
    lambda r: dict(x=_logits(r).reshape(-1), shape=np.array([R, C], u64), out=np.zeros(R, u32)),
    lambda d: dict(out=d["x"].reshape(R, C).argmax(axis=1).astype(u32)), lambda d, w: (R, 1))


def _softmax(d):
    x = d["x"].reshape(R, C)
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return dict(out=(e / e.sum(axis=1, keepdims=True)).astype(f32).reshape(-1))


fam("row_softmax", "sampling/softmax.rs",
    lambda r: dict(x=(r.standard_normal(R * C) * 4).astype(f32), shape=np.array([R, C], u64), out=np.zeros(R * C, f32)),
    _softmax, lambda d, w: (R, 1), rtol=1e-5, transcendental=True)


def _top1(d):
    l, u, t = d["logits"].reshape(R, C), d["u"].reshape(R, C), d["temp"][0]
    s = l / t - np.log(-np.log(u)) if t > 0 else l
    return dict(out=s.argmax(axis=1).astype(u32))


for temp in (0.8, 0.0):
    fam("top1_sample", "sampling/top1.rs",
        lambda r, temp=temp: dict(logits=_logits(r).reshape(-1), u=r.uniform(1e-6, 1 - 1e-6, R * C).astype(f32),
                                  temp=np.array([temp], f32), shape=np.array([R, C], u64), out=np.zeros(R, u32)),
        _top1, lambda d, w: (R, 1), transcendental=True)


# --- probe ------------------------------------------------------------------------------------
def _probe(d):
    n = len(d["out"])
    i = np.arange(n // 4 + 1)
    full = np.stack([i, i % 64, i // 64, np.zeros_like(i)], axis=1).reshape(-1)[:n]
    return dict(out=full.astype(u32))


fam("thread_probe", "probe/thread_probe.rs", lambda r: dict(out=np.zeros(4 * 192 - 5, u32)), _probe, lambda d, w: (3, 1))


def _wg_sum(d):
    acc = f32(0)
    for v in d["a"]:
        acc = f32(acc + v)
    return dict(out=np.array([acc], f32))


fam("wg_reduce", "probe/wg_reduce.rs", lambda r: dict(a=r.standard_normal(64).astype(f32), out=np.zeros(1, f32)), _wg_sum,
    lambda d, w: (1, 1))
fam("wg_reduce", "probe/wg_reduce.rs", lambda r: dict(a=r.standard_normal(40).astype(f32), out=np.zeros(1, f32)), None,
    lambda d, w: (1, 1), fault="bounds")
fam("atomic_count", "probe/atomic_count.rs",
    lambda r: dict(flags=r.integers(0, 10, 300, dtype=u32), counter=r.integers(0, 100, 8, dtype=u32)),
    lambda d: dict(counter=d["counter"] + np.bincount(d["flags"][d["flags"] < 8], minlength=8).astype(u32)), by_len("flags"))
fam("unguarded_read", "probe/unguarded_read.rs",
    lambda r: dict(a=r.standard_normal(100).astype(f32), out=np.zeros(100, f32)), lambda d: dict(out=d["a"] * f32(2)), by_len("out"))
fam("unguarded_read", "probe/unguarded_read.rs",
    lambda r: dict(a=r.standard_normal(70).astype(f32), out=np.zeros(100, f32)), None, by_len("out"), fault="bounds")

FAMILY = F
