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


def _seq_matmul(a: np.ndarray, b: np.ndarray, fused: bool = False) -> np.ndarray:
    """Each output accumulated in ascending k from +0.0: `acc + a * b` in f32 (two roundings), or
    with `fused` `a.mul_add(b, acc)` (one rounding; the oracle's numpy fma, which
    tests/oracle/test_mul_add.py checks against exact rationals and C's fmaf)."""
    from poot_core.oracle.values import mul_add_f32

    acc = np.zeros((a.shape[0], b.shape[1]), f32)
    for k in range(a.shape[1]):
        ak, bk = np.broadcast_arrays(a[:, k:k + 1], b[k:k + 1, :])
        acc = mul_add_f32(ak, bk, acc) if fused else acc + a[:, k:k + 1] * b[k:k + 1, :]
    return acc


def _tree(part: np.ndarray) -> np.ndarray:
    """The kernels' workgroup tree over the last axis (L lanes, a power of two): slot l += slot
    l + s for s = L/2, ..., 1, in f32; slot 0."""
    part = part.astype(f32).copy()
    s = part.shape[-1] // 2
    while s:
        part[..., :s] = part[..., :s] + part[..., s:2 * s]
        s //= 2
    return part[..., 0]


def _lane_sums(terms: np.ndarray, lanes: int) -> np.ndarray:
    """Per-lane f32 sums over the last axis, lane l adding columns l, l + lanes, ... in order
    (zero-padded: adding +0.0 to a sum that started at +0.0 changes nothing)."""
    n = terms.shape[-1]
    t = np.concatenate([terms.astype(f32), np.zeros(terms.shape[:-1] + (-n % lanes,), f32)], axis=-1)
    t = t.reshape(terms.shape[:-1] + (-1, lanes))
    acc = np.zeros(terms.shape[:-1] + (lanes,), f32)
    for k in range(t.shape[-2]):
        acc = acc + t[..., k, :]
    return acc


def _strided_matvec(a: np.ndarray, x: np.ndarray, lanes: int = 256) -> np.ndarray:
    """matvec's order: lane l sums a[r, j] * x[j] over j = l, l + lanes, ...; then the tree."""
    return _tree(_lane_sums(a * x[None, :], lanes))


# matmul_tiled: 128 x 128 blocks (one partial block, then 2 x 2 with edges in m, n and k), a fused
# multiply-add per step; matmul_tiled_nt: 8 x 8 tiles, a multiply and an add per step
for kernel, tile, shapes in (("matmul_tiled", 128, ((M, NN, K), (130, 150, 21))), ("matmul_tiled_nt", 8, ((M, NN, K),))):
    for mm, nn, kk in shapes:
        fam(kernel, "contraction/matmul.rs",
            lambda r, mm=mm, nn=nn, kk=kk: dict(a=r.standard_normal(mm * kk).astype(f32), b=r.standard_normal(kk * nn).astype(f32),
                                                dims=np.array([mm, nn, kk], u64), out=np.zeros(mm * nn, f32)),
            lambda d, mm=mm, nn=nn, kk=kk, fused=kernel == "matmul_tiled":
                dict(out=_seq_matmul(d["a"].reshape(mm, kk), d["b"].reshape(kk, nn), fused).reshape(-1)),
            lambda d, w, mm=mm, nn=nn, tile=tile: (-(-nn // tile), -(-mm // tile)))
for rows, cols in ((70, 45), (13, 2600)):  # fewer columns than lanes; the 4-column steps and the tail
    fam("matvec", "contraction/matvec.rs",
        lambda r, rows=rows, cols=cols: dict(a=r.standard_normal(rows * cols).astype(f32),
                                             x=r.standard_normal(cols).astype(f32), out=np.zeros(rows, f32)),
        lambda d, rows=rows, cols=cols: dict(out=_strided_matvec(d["a"].reshape(rows, cols), d["x"])),
        lambda d, w: (len(d["out"]), 1))


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
    """Force special f16 scales into the last blocks: d = +inf (0x7c00) and a NaN (0xfe01); in
    Q4_1 blocks (bs 20) also m = -inf (0xfc00) in the third last and a NaN m (0x7e05) in the fourth."""
    q = q.copy().reshape(-1)
    nb = len(q) // bs
    for blk, bits in ((nb - 1, 0x7C00), (nb - 2, 0xFE01)):
        q[blk * bs:blk * bs + 2] = np.array([bits], "<u2").view(np.uint8)
    if bs == 20:
        for blk, bits in ((nb - 3, 0xFC00), (nb - 4, 0x7E05)):
            q[blk * bs + 2:blk * bs + 4] = np.array([bits], "<u2").view(np.uint8)
    return q


def _packed_cases(name: str, qt: QT, bs: int) -> None:
    rows, cols = 5, 96

    def make_dq(r):
        raw = _patched(quants.quantize(_weights(r, rows, cols), qt), bs)
        return dict(blocks=pack_words(raw), out=np.zeros(rows * cols, f32), _raw=raw)

    def ref_dq(d):
        return dict(out=quants.dequantize(d["_raw"].reshape(rows, -1), qt).astype(f32).reshape(-1))

    fam(f"{name}_dequant", f"packed/{name}.rs", make_dq, ref_dq, by_len("out"))

    # 3 blocks a row (fewer than a row's 16 blocks a step), 17 (one lane pair's - q4_1: one lane
    # quad's - second block of a step alone), then 300 (steps of 16 blocks, the last one short);
    # 15, 9 and 3 rows (a workgroup's 8 rows, a subgroup's 4 - q4_1: a lane's 2 -, the last group
    # partly empty); rows alternate the block alignment (a 34- or 18-byte block starts at byte 0
    # or 2 of a word; a 20-byte one always at a word)
    for mrows, mcols in ((rows * 3, cols), (9, 32 * 17), (3, 32 * 300)):
        def make_mv(r, mrows=mrows, mcols=mcols):
            w = _weights(r, mrows, mcols)
            raw = _patched(quants.quantize(w, qt), bs) if mcols > cols else quants.quantize(w, qt)
            return dict(w=pack_words(raw), x=r.standard_normal(mcols).astype(f32), out=np.zeros(mrows, f32), _raw=raw)

        def ref_mv(d, fused=False, mrows=mrows, mcols=mcols):
            if name == "q4_1":
                return dict(out=_q4_1_matvec(d["_raw"].reshape(mrows, -1), d["x"]))
            return dict(out=_packed_matvec(d["_raw"].reshape(mrows, -1), d["x"], name, fused))

        grid = lambda d, w: (-(-len(d["out"]) // 8), 1)  # noqa: E731 (8 rows a workgroup)
        if name != "q4_1":  # <name>_matvec fused (mul_add), <name>_matvec_nt a multiply then an add
            fam(f"{name}_matvec", f"packed/{name}.rs", make_mv, lambda d, f=ref_mv: f(d, True), grid)
            fam(f"{name}_matvec_nt", f"packed/{name}.rs", make_mv, ref_mv, grid)
        else:
            fam(f"{name}_matvec", f"packed/{name}.rs", make_mv, ref_mv, grid)


def _block_scales_and_q(raw: np.ndarray, name: str) -> tuple[np.ndarray, np.ndarray | None, np.ndarray]:
    """[rows, bytes] GGUF rows -> (d [rows, nb] f32, m [rows, nb] f32 or None, q [rows, nb, 32]
    f32): the f16 scale (and Q4_1's minimum) widened exactly and each element's integer (Q8_0 the
    signed byte, Q4_0 the nibble - 8, Q4_1 the nibble)."""
    rows = raw.shape[0]
    bs = {"q8_0": 34, "q4_0": 18, "q4_1": 20}[name]
    b = raw.reshape(rows, -1, bs)
    d = b[..., :2].copy().view("<f2")[..., 0].astype(f32)
    m = b[..., 2:4].copy().view("<f2")[..., 0].astype(f32) if name == "q4_1" else None
    if name == "q8_0":
        q = b[..., 2:].view(np.int8).astype(f32)
    else:
        nib = b[..., bs - 16:]
        q = np.concatenate([nib & 15, nib >> 4], axis=-1).astype(f32)
        if name == "q4_0":
            q = q - f32(8)
    return d, m, q


def _packed_matvec(raw: np.ndarray, x: np.ndarray, name: str, fused: bool = False) -> np.ndarray:
    """The packed matvecs' order. A subgroup takes 4 rows, every lane all 4. q8_0: lane s = 4i + e
    takes columns 8e .. 8e + 8 of block i of every 8 (i, i + 8, ... ascending); q4_0: lane s = 2i + h
    columns 8h .. 8h + 8 then 16 + 8h .. 16 + 8h + 8 (the low, then the high nibbles of bytes 8h ..
    8h + 8) of block i of every 16. Per block part p = q * x summed in that order, acc = acc + d * p;
    then the 32-lane tree. `fused` (q8_0_matvec, q4_0_matvec): each step after a part's first term
    and acc's step are mul_add (one rounding), as the kernel writes them."""
    from poot_core.oracle.values import mul_add_f32

    d, _, q = _block_scales_and_q(raw, name)
    rows, nb = d.shape
    if name == "q8_0":
        parts, step, order = 4, 8, np.arange(32)  # lanes a block, blocks a step, columns by part
    else:
        parts, step = 2, 16
        order = np.array([c for h in range(2) for c in [*range(8 * h, 8 * h + 8), *range(16 + 8 * h, 24 + 8 * h)]])
    with np.errstate(invalid="ignore", over="ignore"):
        xs = np.broadcast_to(x.astype(f32).reshape(1, nb, 32)[..., order].reshape(1, nb, parts, -1), (rows, nb, parts, 32 // parts))
        qs = q[..., order].reshape(rows, nb, parts, 32 // parts)
        p = qs[..., 0] * xs[..., 0]
        for e in range(1, qs.shape[-1]):
            p = mul_add_f32(qs[..., e], xs[..., e], p) if fused else p + qs[..., e] * xs[..., e]
        # zero-padded to whole steps: acc starts at +0.0 and never becomes -0.0, so adding +0.0
        # (or d * 0 + acc with d = 0) for a lane's missing block changes nothing
        dd = np.broadcast_to(d[:, :, None], p.shape)
        pad = ((0, 0), (0, -nb % step), (0, 0))
        dd = np.pad(dd, pad).reshape(rows, -1, step, parts)
        p = np.pad(p, pad).reshape(rows, -1, step, parts)
        acc = np.zeros((rows, step, parts), f32)  # [row, i, part]
        for k in range(p.shape[1]):
            acc = mul_add_f32(dd[:, k], p[:, k], acc) if fused else acc + (dd[:, k] * p[:, k]).astype(f32)
    return _tree(acc.reshape(rows, 32))  # lane parts * i + part


def _q4_1_matvec(raw: np.ndarray, x: np.ndarray) -> np.ndarray:
    """q4_1_matvec's order: a workgroup takes 8 rows, the lanes of block i of every 16 (i, i + 16,
    ...) 2 rows each; per block p = q * x and s = x summed in column order, acc = acc + (d * p + m *
    s); then a 16-slot tree per row (slot i the block-lane i)."""
    d, m, q = _block_scales_and_q(raw, "q4_1")
    rows, nb = d.shape
    step = 16
    with np.errstate(invalid="ignore", over="ignore"):
        xb = x.astype(f32).reshape(1, nb, 32)
        t = (q * xb).astype(f32)  # [rows, nb, 32]
        p = t[..., 0].copy()
        for e in range(1, 32):
            p = p + t[..., e]
        xs = xb[..., 0] + xb[..., 1]
        for e in range(2, 32):
            xs = xs + xb[..., e]
        contrib = (d * p).astype(f32) + (m * xs)  # [rows, nb]: d * p + m * s
        # zero-padded to whole steps: acc starts at +0.0 and never becomes -0.0, so adding +0.0
        # for a lane's missing block changes nothing
        contrib = np.concatenate([contrib, np.zeros((rows, -nb % step), f32)], axis=1).reshape(rows, -1, step)
        acc = np.zeros((rows, step), f32)
        for k in range(contrib.shape[1]):
            acc = acc + contrib[:, k]
    return _tree(acc)


_packed_cases("q8_0", QT.Q8_0, 34)
_packed_cases("q4_0", QT.Q4_0, 18)
_packed_cases("q4_1", QT.Q4_1, 20)

# --- sampling ---------------------------------------------------------------------------------
R, C = 5, 9000  # several 4-column steps of 1024 lanes (and of 256), then a tail


def _logits(r):
    x = r.standard_normal((R, C)).astype(f32)
    x[2, 17] = x[2, 8209] = x[2].max() + 1  # a tie within lane 17's columns (1024 lanes) and one across lanes:
    x[3, 1500] = x[3, 700] = x[3].max() + 1  # the lowest index wins
    return x


def _nan_logits(r):
    x = _logits(r)
    x[0, ::7] = np.nan  # NaN never wins, wherever it is in a lane's columns
    x[1, :] = np.nan  # a row of NaN only: 0
    x[4, :] = -np.inf
    x[4, C - 1] = np.nan  # -inf everywhere else: the first -inf
    return x


def _argmax_def(x: np.ndarray) -> np.ndarray:
    """The argmax primitive: the lowest index of the largest value, NaN never wins, a NaN row gives 0."""
    with np.errstate(invalid="ignore"):
        return np.argmax(x == np.fmax.reduce(x, axis=1, keepdims=True), axis=1).astype(u32)


for logits in (_logits, _nan_logits):
    fam("row_argmax", "sampling/argmax.rs",
        lambda r, logits=logits: dict(x=logits(r).reshape(-1), shape=np.array([R, C], u64), out=np.zeros(R, u32)),
        lambda d: dict(out=_argmax_def(d["x"].reshape(R, C))), lambda d, w: (R, 1))


def _softmax(d):
    x = d["x"].reshape(R, C).astype(np.float64)
    with np.errstate(invalid="ignore"):
        e = np.exp(x - np.fmax.reduce(x, axis=1, keepdims=True))
        return dict(out=(e / e.sum(axis=1, keepdims=True)).astype(f32).reshape(-1))


def _special_rows(r):
    x = (r.standard_normal((R, C)) * 4).astype(f32)
    x[0, 7500] = np.nan  # NaN anywhere: the whole row NaN
    x[1, 1030] = np.inf  # +inf: NaN too (exp(inf - inf))
    x[2, ::3] = -np.inf  # -inf entries: 0 where the row max is finite
    x[3, :] = -np.inf  # a row of -inf only: NaN
    return x.reshape(-1)


for make_x in (lambda r: (r.standard_normal(R * C) * 4).astype(f32), _special_rows):
    fam("row_softmax", "sampling/softmax.rs",
        lambda r, make_x=make_x: dict(x=make_x(r), shape=np.array([R, C], u64), out=np.zeros(R * C, f32)),
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


# --- reduction --------------------------------------------------------------------------------
def _rows_sum(d):
    """f64 row sums (the variants' lane counts differ, so their orders do: test_family_launches
    replays each order bit for bit)."""
    rows, cols = (int(v) for v in d["shape"])
    x = np.concatenate([d["x"], np.zeros(rows * cols - len(d["x"]), f32)])  # the short last row
    return dict(out=x.reshape(rows, cols).astype(np.float64).sum(axis=1).astype(f32))


for rows, cols, n in ((5, 9000, 5 * 9000 - 700), (3, 100, 300), (1, 5000, 5000)):
    fam("sum", "reduction/sum.rs",
        lambda r, rows=rows, cols=cols, n=n: dict(x=(r.standard_normal(n) * 3).astype(f32),
                                                  shape=np.array([rows, cols], u64), out=np.zeros(rows, f32)),
        _rows_sum, lambda d, w: (len(d["out"]), 1), rtol=1e-5)
# the checked variant's trap means what it says: row * cols overflows usize
fam("sum", "reduction/sum.rs",
    lambda r: dict(x=np.ones(8, f32), shape=np.array([3, 2**63], u64), out=np.zeros(3, f32)), None,
    lambda d, w: (3, 1), fault="overflow")


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
