"""`poot bench`: time kernels on resident buffers with the device's timers, next to the device copy and peers.

Each kernel is checked once against the oracle (a tiny size), then its buffers are allocated and
uploaded once, it is launched `warmup` times, and `Device.time_dispatches` times `reps` dispatches
(CUDA events on ptx, timestamp queries on vulkan, the host clock elsewhere: the row says which).
Bytes moved are every input buffer read once plus every `&mut` buffer written once (from the
parameters' sizes); GFLOP/s where the kernel's spec declares its flops. The device copy is a copy
kernel built here (`copy_body`, 256 lanes) timed the same way in the same run.
"""
from __future__ import annotations

import re
import sys
from dataclasses import dataclass, field
from typing import Any, Callable

import numpy as np

from .errors import UsageError
from .target import Grid

F32, U32, U64 = np.float32, np.uint32, np.uint64

# Peak f32 (non-tensor) GFLOP/s by device-name substring, for the roofline's compute line when
# --peak-gflops is not given (vendor datasheet figures at boost clock).
PEAK_GFLOPS = {"H200": 66_900.0, "H100": 66_900.0, "A100": 19_500.0}


@dataclass(frozen=True)
class Spec:
    """How to bench one kernel: its size's dimensions, default sizes (GPU, CPU device, oracle),
    the inputs for a size, the launch grid, its flops (None: a streaming kernel) and its peer op."""

    dims: tuple[str, ...]
    large: tuple[int, ...]
    small: tuple[int, ...]
    tiny: tuple[int, ...]
    make: Callable[[tuple[int, ...], np.random.Generator], dict[str, np.ndarray]]
    grid: Callable[[tuple[int, ...], int], Grid]
    flops: Callable[[tuple[int, ...]], float] | None = None
    peer: str = ""  # add, argmax, softmax, mv, mv_f16 (the same shape's f16 torch.mv), mm, sum
    multiple: int = 1  # the last dimension must be a multiple of this (GGUF blocks: 32)


def _normal(r: np.random.Generator, n: int) -> np.ndarray:
    return r.standard_normal(n, dtype=F32)


_BLOCK = {"q8_0": (34, 1), "q4_0": (18, 1), "q4_1": (20, 2)}  # GGUF block bytes, f16 header fields (d; d, m)


def _blocks(r: np.random.Generator, n: int, kind: str) -> np.ndarray:
    """`n` elements (a multiple of 32) as GGUF Q8_0 / Q4_0 / Q4_1 blocks (f16 scale d in [0.01, 0.1);
    Q4_1's minimum m in [-1, 1)) in u32 words."""
    nb = n // 32
    size, heads = _BLOCK[kind]
    raw = np.empty((nb, size), np.uint8)
    raw[:, :2] = r.uniform(0.01, 0.1, nb).astype("<f2").view(np.uint8).reshape(nb, 2)
    if heads == 2:
        raw[:, 2:4] = r.uniform(-1, 1, nb).astype("<f2").view(np.uint8).reshape(nb, 2)
    raw[:, 2 * heads:] = r.integers(0, 256, (nb, size - 2 * heads), dtype=np.uint8)
    flat = np.concatenate([raw.reshape(-1), np.zeros(-raw.size % 4, np.uint8)])
    return flat.view("<u4").astype(U32)


def _per_row(s: tuple[int, ...], wg: int) -> Grid:
    """One workgroup per row (every row kernel and matvec of the families)."""
    return Grid.of_groups(s[0], 1, wg)


def _mm_tile(wg: int) -> int:
    """The output block of a matmul_tiled workgroup: 128 x 128 at 256 lanes (the register-blocked
    GEMM), 8 x 8 at 64 (matmul_tiled_nt)."""
    return 128 if wg == 256 else 8


def _row_blocks(s: tuple[int, ...], wg: int) -> Grid:
    """Eight rows a workgroup (the packed matvecs: 64 lanes; q8_0 / q4_0 a 32-lane subgroup per 4
    rows, q4_1 both subgroups on the 8 rows, each half of their blocks)."""
    return Grid.of_groups(-(-s[0] // 8), 1, wg)


def _packed(kind: str, grid=_row_blocks) -> dict[str, Spec]:
    """The dequantize and dequantize-matvec specs of one GGUF block kind (`grid`: the matvec's launch)."""
    return {
        f"{kind}_dequant": Spec(("n",), (1 << 26,), (1 << 18,), (480,),
                                lambda s, r: dict(blocks=_blocks(r, s[0], kind), out=np.zeros(s[0], F32)),
                                lambda s, wg: Grid.threads(s[0], wg), multiple=32),
        f"{kind}_matvec": Spec(("rows", "cols"), (16384, 16384), (1024, 1024), (15, 9600),
                               lambda s, r: dict(w=_blocks(r, s[0] * s[1], kind), x=_normal(r, s[1]),
                                                 out=np.zeros(s[0], F32)),
                               grid, lambda s: 2.0 * s[0] * s[1], "mv_f16", multiple=32),
    }


def _sampling(s: tuple[int, ...], r: np.random.Generator) -> dict[str, np.ndarray]:
    return dict(x=_normal(r, s[0] * s[1]), shape=np.array(s, U64))


SUM_CHUNK = 65536  # elements per workgroup in the whole-array sum's first pass (64 a lane at 1024 lanes)


def _sum_pass1(s: tuple[int, ...], r: np.random.Generator) -> dict[str, np.ndarray]:
    """The whole-array sum's first launch: x as ceil(n / SUM_CHUNK) rows -> one partial sum each
    (the second launch, shape [1, partials] and one group, is not timed: a few microseconds)."""
    p = -(-s[0] // SUM_CHUNK)
    return dict(x=_normal(r, s[0]), shape=np.array([p, SUM_CHUNK], U64), out=np.zeros(p, F32))


SPECS: dict[str, Spec] = {
    "matmul_tiled": Spec(("m", "n", "k"), (4096, 4096, 4096), (256, 256, 256), (19, 21, 35),
                         lambda s, r: dict(a=_normal(r, s[0] * s[2]), b=_normal(r, s[2] * s[1]),
                                           dims=np.array(s, U64), out=np.zeros(s[0] * s[1], F32)),
                         lambda s, wg: Grid.of_groups(-(-s[1] // _mm_tile(wg)), -(-s[0] // _mm_tile(wg)), wg),
                         lambda s: 2.0 * s[0] * s[1] * s[2], "mm"),
    "matvec": Spec(("rows", "cols"), (16384, 16384), (1024, 1024), (70, 600),
                   lambda s, r: dict(a=_normal(r, s[0] * s[1]), x=_normal(r, s[1]), out=np.zeros(s[0], F32)),
                   _per_row, lambda s: 2.0 * s[0] * s[1], "mv"),
    **_packed("q8_0"), **_packed("q4_0"), **_packed("q4_1"),
    "sum": Spec(("n",), (1 << 28,), (1 << 22,), (70_001,), _sum_pass1,
                lambda s, wg: Grid.of_groups(-(-s[0] // SUM_CHUNK), 1, wg), peer="sum"),
    "row_argmax": Spec(("rows", "cols"), (2048, 131072), (64, 4096), (5, 3000),
                       lambda s, r: {**_sampling(s, r), "out": np.zeros(s[0], U32)}, _per_row, peer="argmax"),
    "row_softmax": Spec(("rows", "cols"), (2048, 131072), (64, 4096), (5, 3000),
                        lambda s, r: {**_sampling(s, r), "out": np.zeros(s[0] * s[1], F32)}, _per_row,
                        peer="softmax"),
    "top1_sample": Spec(("rows", "cols"), (2048, 131072), (64, 4096), (5, 3000),
                        lambda s, r: dict(logits=_normal(r, s[0] * s[1]),
                                          u=r.uniform(1e-6, 1 - 1e-6, s[0] * s[1]).astype(F32),
                                          temp=np.array([0.8], F32), shape=np.array(s, U64),
                                          out=np.zeros(s[0], U32)), _per_row),
}
PEERS = {"elementwise_add": "add"}  # peers of kernels benched through the 1-D spec, by name


def generic(body: Any) -> Spec:
    """A 1-D spec for any kernel: every parameter gets n elements (floats N(0, 1), integers in
    [0, 64), bools at random), one thread per element."""
    params = list(body.params)

    def make(s: tuple[int, ...], r: np.random.Generator) -> dict[str, np.ndarray]:
        out = {}
        for p in params:
            dt = p.elem.np
            if p.mutable:
                out[p.name] = np.zeros(s[0], dt)
            elif dt.kind == "f":
                out[p.name] = r.standard_normal(s[0]).astype(dt)
            elif dt.kind == "b":
                out[p.name] = r.integers(0, 2, s[0]).astype(bool)
            else:
                out[p.name] = r.integers(0, 64, s[0]).astype(dt)
        return out
    return Spec(("n",), (1 << 28,), (1 << 20,), (1000,), make, lambda s, wg: Grid.threads(s[0], wg),
                peer=PEERS.get(body.name.removeprefix("__poot_kernel_"), ""))


def copy_body() -> Any:
    """out[i] = a[i] (f32, 256 lanes, guarded): the device-copy reference kernel."""
    from .ir.builder import Builder
    from .ir.types import F32 as KF32

    kb = Builder("device_copy", workgroup_size=256)
    a, out = kb.input("a", KF32), kb.output("out", KF32)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.load(a, i)))
    kb.ret()
    return kb.build()


COPY_SPEC = Spec(("n",), (1 << 28,), (1 << 22,), (1 << 16,),
                 lambda s, r: dict(a=_normal(r, s[0]), out=np.zeros(s[0], F32)), lambda s, wg: Grid.threads(s[0], wg))


# --- what to bench ------------------------------------------------------------------------
def family_names() -> list[str]:
    """The shipped family kernels `all` benches: every manifest asset outside assets/probe."""
    from . import family

    return [r["name"] for r in family.manifest() if r["dest"] != "assets/probe"]


def resolve(kernel: str) -> list[tuple[str, Any]]:
    """(name, Body) for `kernel`: `all`, a family asset's name (or <dest>/<name>), or a .kir.json/.rs path."""
    from . import family
    from .exec import load_kernel

    if kernel == "all":
        return [(n, family.body(n)) for n in family_names()]
    if kernel.endswith((".json", ".rs")) or "/" in kernel and not kernel.startswith("assets/"):
        body = load_kernel(kernel)
        return [(body.name.removeprefix("__poot_kernel_"), body)]
    known = [k.rsplit("/", 1)[-1] for k in family.paths()]
    if kernel not in known and kernel not in family.paths():
        raise UsageError(f"no kernel named {kernel!r}: give `all`, a .kir.json or .rs path, or a shipped kernel "
                         f"({', '.join(family_names())})")
    return [(kernel.rsplit("/", 1)[-1], family.body(kernel))]


def spec_of(name: str, body: Any) -> Spec:
    return SPECS.get(name.removesuffix("_nt")) or generic(body)


_TOKEN = re.compile(r"^(\d+)(?:\^(\d+))?$")


def parse_size(text: str, spec: Spec, name: str) -> tuple[int, ...]:
    """`text` (dimensions joined by x, each N or B^E: 2048x131072, 2^28) for `spec`; UsageError otherwise."""
    want = "x".join(spec.dims)
    dims = []
    for part in text.strip().lower().split("x"):
        m = _TOKEN.match(part.strip())
        v = 0 if m is None else int(m[1]) ** int(m[2]) if m[2] else int(m[1])
        if v < 1:
            raise UsageError(f"--size {text!r} for {name}: each dimension is a positive integer N or B^E; "
                             f"give {want} (e.g. {'x'.join(map(str, spec.small))})")
        dims.append(v)
    if len(dims) != len(spec.dims):
        raise UsageError(f"--size {text!r} for {name}: it takes {len(spec.dims)} dimension(s), {want} "
                         f"(e.g. {'x'.join(map(str, spec.small))})")
    if dims[-1] % spec.multiple:
        raise UsageError(f"--size {text!r} for {name}: {spec.dims[-1]} must be a multiple of {spec.multiple}")
    return tuple(dims)


def sizes_for(kernels: list[tuple[str, Any]], given: list[str]) -> dict[str, str]:
    """--size values by kernel: SIZE (one kernel benched) or NAME=SIZE (repeatable)."""
    names = [n for n, _ in kernels]
    out: dict[str, str] = {}
    for g in given:
        if "=" in g:
            n, _, v = g.partition("=")
            if n not in names:
                raise UsageError(f"--size {g!r}: {n!r} is not one of the kernels benched ({', '.join(names)})")
            out[n] = v
        elif len(names) == 1:
            out[names[0]] = g
        else:
            raise UsageError(f"--size {g!r}: several kernels are benched; give NAME=SIZE (e.g. {names[0]}=...)")
    return out


# --- measuring ----------------------------------------------------------------------------
@dataclass
class Row:
    """One kernel's figures."""

    kernel: str
    size: str
    ms: float
    bytes: int
    flops: float | None
    gbps: float
    gflops: float | None
    copy_fraction: float | None
    timer: str
    reps: int
    times_ms: list[float]
    checked: str
    peers: dict[str, float] = field(default_factory=dict)


def _default_size(spec: Spec, target: Any, device: str) -> tuple[int, ...]:
    if target.name == "oracle":
        return spec.tiny
    cpu = any(w in device.lower() for w in ("llvmpipe", "lavapipe", "cpu", "swiftshader"))
    return spec.small if cpu else spec.large


def _close(got: np.ndarray, want: np.ndarray) -> bool:
    if got.dtype.kind != "f":
        return bool(np.array_equal(got, want))
    scale = float(np.max(np.abs(want))) if want.size else 0.0
    return bool(np.all(np.abs(got - want) <= 1e-3 * np.abs(want) + 1e-5 * scale + 1e-30))


def check(name: str, body: Any, spec: Spec, target: Any, options: Any = None) -> str:
    """Compare one dispatch at the spec's tiny size with the oracle; CheckMismatch on a difference."""
    from .errors import CheckMismatch
    from .exec import execute

    if target.name == "oracle":
        return "is the oracle"
    s = spec.tiny
    arrays = spec.make(s, np.random.default_rng(7))
    grid = spec.grid(s, body.workgroup_size)
    got = execute(body, target, grid, arrays, options=options)
    want = execute(body, "oracle", grid, arrays)
    for k in want:
        if not _close(got[k], want[k]):
            raise CheckMismatch(kernel=name, target=target.name, param=k,
                                message=f"at size {'x'.join(map(str, s))}, before timing (nothing was timed)")
    return "oracle"


def measure(name: str, body: Any, spec: Spec, size: tuple[int, ...], target: Any, reps: int,
            warmup: int, options: Any = None) -> tuple[list[float], int, str, dict[str, np.ndarray]]:
    """(milliseconds of each rep, bytes moved, the timer, the inputs) on resident buffers; the
    grid is the kernel's own (users' threads): a coarsened artifact's launch adjusts it itself."""
    from .exec import compile_cached
    from .exec.executor import device_for

    art = compile_cached(body, target, options)
    dev = device_for(target)
    arrays = spec.make(size, np.random.default_rng(1))
    names = {p.name for p in body.params}
    if set(arrays) != names:
        raise UsageError(f"{name}: its parameters {sorted(names)} are not the ones its bench spec makes "
                         f"({sorted(arrays)}); bench it by path with a 1-D size")
    moved = sum(arrays[p.name].nbytes for p in body.params)  # inputs read once, &mut written once
    grid = spec.grid(size, body.workgroup_size)
    bufs = {}
    try:
        for p in body.params:
            a = arrays[p.name]
            bufs[p.name] = dev.alloc(a.nbytes, a.dtype)
            dev.upload(bufs[p.name], a)
        for _ in range(warmup):
            dev.launch(art, bufs, grid)
        dev.sync()
        times, timer = dev.time_dispatches(art, bufs, grid, reps), dev.timer
        if name == "device_copy" and not np.array_equal(dev.download(bufs["out"]), arrays["a"]):
            raise UsageError(f"the device copy on {target.name} read back wrong data; the copy bandwidth is not valid")
    finally:
        for b in bufs.values():
            dev.free(b)
    return times, moved, timer, arrays


def _torch_op(op: str, a: dict[str, np.ndarray], size: tuple[int, ...]):
    import torch

    torch.backends.cuda.matmul.allow_tf32 = False
    t = {k: torch.from_numpy(v.astype(np.int64) if v.dtype == np.uint64 else v).cuda() for k, v in a.items()}
    if op == "add":
        x, y, o = list(t.values())[:3]
        return lambda: torch.add(x, y, out=o)
    if op in ("argmax", "softmax"):
        x = t["x"].view(size[0], size[1])
        return (lambda: torch.argmax(x, dim=1)) if op == "argmax" else (lambda: torch.softmax(x, dim=1))
    if op == "mv":
        m, v = t["a"].view(size[0], size[1]), t["x"]
        return lambda: torch.mv(m, v)
    if op == "mv_f16":  # the packed matvecs' peer: the same shape's matrix in f16 (no GGUF kernels in torch)
        m16 = torch.randn(size[0], size[1], dtype=torch.float16, device="cuda")
        v16 = t["x"].half()
        return lambda: torch.mv(m16, v16)
    if op == "sum":
        x = t["x"]
        return lambda: torch.sum(x)
    m_, n_, k_ = size
    aa, bb = t["a"].view(m_, k_), t["b"].view(k_, n_)
    return lambda: torch.mm(aa, bb)


def _cupy_op(op: str, a: dict[str, np.ndarray], size: tuple[int, ...]):
    import cupy

    t = {k: cupy.asarray(v) for k, v in a.items()}
    if op == "add":
        x, y, o = list(t.values())[:3]
        return lambda: cupy.add(x, y, out=o)
    if op == "argmax":
        x = t["x"].reshape(size[0], size[1])
        return lambda: cupy.argmax(x, axis=1)
    if op == "softmax":
        x = t["x"].reshape(size[0], size[1])

        def sm():
            e = cupy.exp(x - x.max(axis=1, keepdims=True))
            return e / e.sum(axis=1, keepdims=True)
        return sm
    if op == "mv":
        m, v = t["a"].reshape(size[0], size[1]), t["x"]
        return lambda: m @ v
    if op == "mv_f16":
        m16 = cupy.random.standard_normal((size[0], size[1]), dtype=cupy.float32).astype(cupy.float16)
        v16 = t["x"].astype(cupy.float16)
        return lambda: m16 @ v16
    if op == "sum":
        x = t["x"]
        return lambda: cupy.sum(x)
    m_, n_, k_ = size
    aa, bb = t["a"].reshape(m_, k_), t["b"].reshape(k_, n_)
    return lambda: aa @ bb


def peers(op: str, arrays: dict[str, np.ndarray], size: tuple[int, ...], reps: int, warmup: int) -> dict[str, float]:
    """{torch|cupy: median ms} of the peer op on the CUDA device, timed with its events; {} where absent."""
    out: dict[str, float] = {}
    try:
        import torch
        if torch.cuda.is_available():
            f = _torch_op(op, arrays, size)
            ev = [(torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)) for _ in range(reps)]
            for _ in range(warmup):
                f()
            for s, e in ev:
                s.record()
                f()
                e.record()
            torch.cuda.synchronize()
            out["torch"] = float(np.median([s.elapsed_time(e) for s, e in ev]))
    except ImportError:
        pass
    try:
        import cupy
        g = _cupy_op(op, arrays, size)
        cev = [(cupy.cuda.Event(), cupy.cuda.Event()) for _ in range(reps)]
        for _ in range(warmup):
            g()
        for s, e in cev:
            s.record()
            g()
            e.record()
        cev[-1][1].synchronize()
        out["cupy"] = float(np.median([cupy.cuda.get_elapsed_time(s, e) for s, e in cev]))
    except ImportError:
        pass
    return out


@dataclass
class Report:
    """Every figure of one `poot bench` run (its JSON is `as_dict`)."""

    target: str
    device: str
    timer: str
    reps: int
    warmup: int
    copy: Row
    rows: list[Row]
    peak_gflops: float | None
    peak_source: str
    options: dict = field(default_factory=dict)  # the kernels' compile options as resolved (the copy's: defaults)

    def as_dict(self) -> dict:
        from dataclasses import asdict
        return asdict(self)


def _progress(i: int, n: int, what: str) -> None:
    if sys.stderr.isatty():
        bar = "#" * int(20 * i / n)
        print(f"\r[{bar:<20}] {i}/{n} {what[:50]:<50}", end="" if i < n else "\n", file=sys.stderr, flush=True)


def _row(name: str, size: tuple[int, ...], times: list[float], moved: int, flops: float | None, timer: str,
         checked: str, copy_gbps: float | None) -> Row:
    ms = float(np.median(times))
    gbps = moved / (ms * 1e-3) / 1e9
    return Row(name, "x".join(map(str, size)), ms, moved, flops, gbps,
               None if flops is None else flops / (ms * 1e-3) / 1e9,
               None if copy_gbps is None else gbps / copy_gbps, timer, len(times), times, checked)


def run(kernel: str, target_name: str | None, sizes: list[str], reps: int = 25, warmup: int = 3,
        peak_gflops: float | None = None, options: Any = None) -> Report:
    """Bench `kernel` (or `all`) on the target: the device copy first (the target's default
    options, so runs with different `options` share one reference), then each kernel compiled
    with `options` (a dict or KEY=VALUE strings, as `poot compile --option`)."""
    from .exec.executor import resolve_target

    if reps < 1 or warmup < 0:
        raise UsageError(f"--reps must be >= 1 and --warmup >= 0, not {reps} and {warmup}")
    target = resolve_target(target_name)
    target.parse_options(options)  # a bad option fails before any work
    kernels = resolve(kernel)
    given = sizes_for(kernels, sizes)
    plan = [(n, b, spec_of(n, b)) for n, b in kernels]
    parsed = {n: parse_size(given[n], s, n) for n, _, s in plan if n in given}  # bad sizes fail before any work
    from .exec.executor import device_for
    dev = device_for(target)
    device = target.probe().device or getattr(dev, "name", "")  # "NVIDIA H200 (sm_90)", not "cuda:0"
    total = len(plan) + 1
    _progress(0, total, "device copy")
    csize = _default_size(COPY_SPEC, target, device)
    ctimes, cmoved, ctimer, _ = measure("device_copy", copy_body(), COPY_SPEC, csize, target, reps, warmup)
    copy = _row("device_copy", csize, ctimes, cmoved, None, ctimer, "read back", None)
    copy.copy_fraction = 1.0
    cuda = target.name == "ptx" or "nvidia" in device.lower()
    rows = []
    for i, (name, body, spec) in enumerate(plan, 1):
        size = parsed.get(name) or _default_size(spec, target, device)
        _progress(i, total, f"{name} {'x'.join(map(str, size))}")
        checked = check(name, body, spec, target, options)
        times, moved, timer, arrays = measure(name, body, spec, size, target, reps, warmup, options)
        r = _row(name, size, times, moved, spec.flops(size) if spec.flops else None, timer, checked, copy.gbps)
        if cuda and spec.peer:
            r.peers = peers(spec.peer, arrays, size, reps, warmup)
        rows.append(r)
    _progress(total, total, "done")
    peak, source = peak_of(device, peak_gflops)
    return Report(target.name, device, copy.timer, reps, warmup, copy, rows, peak, source,
                  target.parse_options(options).as_dict())


def peak_of(device: str, given: float | None = None) -> tuple[float | None, str]:
    """The peak-compute line of the roofline (GFLOP/s) and where it came from: `given`
    (--peak-gflops), else PEAK_GFLOPS for the device's name (the probe's, e.g. "NVIDIA H200
    (sm_90)"), else none."""
    if given is not None:
        return given, "--peak-gflops"
    hit = next((k for k in PEAK_GFLOPS if k.lower() in device.lower()), None)
    if hit is None:
        return None, "none: no datasheet figure for this device (give --peak-gflops)"
    return PEAK_GFLOPS[hit], f"poot_core.bench.PEAK_GFLOPS[{hit!r}] (f32 datasheet)"


# --- output -------------------------------------------------------------------------------
def _f(v: float | None, fmt: str = "{:.4g}") -> str:
    return "-" if v is None else fmt.format(v)


COLUMNS = ("kernel", "size", "ms", "GB/s", "GFLOP/s", "of copy", "timer", "checked", "torch ms", "cupy ms")


def table(rep: Report) -> str:
    """The report as a markdown table (the device copy first)."""
    lines = [f"poot bench on {rep.target} ({rep.device}); median of {rep.reps} dispatches after {rep.warmup} "
             f"warm-up; timer: {rep.timer}; device copy {rep.copy.gbps:.4g} GB/s"
             + (f"; kernels compiled with {', '.join(f'{k}={v}' for k, v in rep.options.items())}" if rep.options else ""),
             "",
             "| " + " | ".join(COLUMNS) + " |", "|" + "---|" * len(COLUMNS)]
    for r in [rep.copy, *rep.rows]:
        cells = (r.kernel, r.size, _f(r.ms), _f(r.gbps), _f(r.gflops),
                 _f(None if r.copy_fraction is None else 100 * r.copy_fraction, "{:.3g}%"), r.timer, r.checked,
                 _f(r.peers.get("torch")), _f(r.peers.get("cupy")))
        lines.append("| " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"


def need_matplotlib() -> None:
    """UsageError unless matplotlib can be imported (before any work)."""
    try:
        import matplotlib  # noqa: F401
    except ImportError:
        raise UsageError("--plot needs matplotlib, which is not installed: pip install matplotlib") from None


def plot(rep: Report, fh: Any) -> None:
    """Write the roofline PNG to the binary file `fh`: left, arithmetic intensity (flop/byte) vs
    GFLOP/s with the measured copy bandwidth and the peak compute line; right, the streaming
    kernels' GB/s against the copy bandwidth."""
    need_matplotlib()
    import matplotlib
    matplotlib.use("Agg")
    from matplotlib.figure import Figure

    fig = Figure(figsize=(13, 5.5), dpi=110)
    ax, bx = fig.subplots(1, 2)
    flop = [r for r in rep.rows if r.gflops is not None and r.flops]
    xs = [r.flops / r.bytes for r in flop if r.flops]
    lo, hi = min(xs + [0.05]) / 2, max(xs + [64.0]) * 2
    grid = np.geomspace(lo, hi, 200)
    bw = rep.copy.gbps
    roof = bw * grid if rep.peak_gflops is None else np.minimum(bw * grid, rep.peak_gflops)
    ax.loglog(grid, bw * grid, "--", color="tab:blue", label=f"device copy {bw:.4g} GB/s (measured)")
    if rep.peak_gflops is not None:
        ax.axhline(rep.peak_gflops, ls="--", color="tab:red", label=f"peak {rep.peak_gflops:.4g} GFLOP/s")
    ax.loglog(grid, roof, color="black", lw=1)
    for r, x in zip(flop, xs):
        ax.plot([x], [r.gflops], "o")
        ax.annotate(f"{r.kernel} {r.size}", (x, r.gflops), fontsize=7, xytext=(4, 4), textcoords="offset points")
    ax.set_xlabel("arithmetic intensity (flop / byte moved)")
    ax.set_ylabel("attained GFLOP/s")
    ax.set_title(f"roofline: {rep.target} ({rep.device})", fontsize=9)
    ax.legend(fontsize=7, loc="lower right")
    stream = [rep.copy] + [r for r in rep.rows if r.gflops is None]
    bx.barh([f"{r.kernel} {r.size}" for r in stream], [r.gbps for r in stream], color="tab:green")
    bx.axvline(bw, ls="--", color="tab:blue", label="device copy")
    bx.set_xscale("log")
    bx.set_xlabel("attained GB/s (bytes moved / time)")
    bx.set_title(f"streaming kernels (timer: {rep.timer})", fontsize=9)
    bx.tick_params(axis="y", labelsize=7)
    bx.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(fh, format="png")
