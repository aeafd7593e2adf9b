"""Launch overhead of a tiny dispatch and first-call latency, with peers in the same run (markdown).

    python bench/launch_overhead.py [--targets vulkan,oracle,ptx] [--n 1024] [--reps 200] [--no-first] [--first-reps 5]
                                    [--fake-cuda]

Kernel: the shipped examples/elementwise_add.kir.json (out = a + b, f32), default options. Every
row is one synchronous call, repeated `reps` times (median ms, min ms), each result checked:
- `execute` from numpy: upload a, b, out; launch; sync; download out (the one-shot path);
- resident: `kernel(DeviceArray...)` on device arrays then `sync` (no host copies), and the device
  protocol's `Device.launch` + `sync`;
- a chain: `Device.launch` CHAIN (100) times, then one `sync`, per launch (work submitted while
  Python goes on where the device submits at launch);
- vulkan only: the same on a second device opened with POOT_VULKAN_SUBMIT=launch (each batch
  submitted at launch), with POOT_VULKAN_SPIN_US=0 (no fence polling) and with staging=False
  (buffers and the meta words in host-visible memory: no staging copies in a batch); and the
  driver's floor, an empty command buffer submitted with a fence and polled;
- peers: numpy `np.add(a, b, out=c)`; torch CPU `torch.add(out=)` (if importable); torch CUDA
  end to end from numpy (`from_numpy(...).cuda()`, add, `.cpu()`), resident (`add(out=)` +
  `torch.cuda.synchronize()`) and chained (CHAIN adds, one synchronize) where CUDA is available.
Then one `execute` broken into its steps (average over `reps`): abi.prepare, the compile-cache
lookup, the device's run (upload, launch, sync, download: one round trip on ptx/rocm and on vulkan
with split heaps), unflatten and the rest; and the protocol's one-step program (each parameter its
own buffer: alloc + upload, launch, sync, download + free) by phase.
First call (unless --no-first): bench/first_call.py's table per target - fresh processes timing
import numpy, import poot, the plugin registry, the probe, the kernel load, the artifact (cold cache,
then warm: median and min of --first-reps processes), device open and the first dispatch.
Python's bytecode cache is whatever the environment says (PYTHONDONTWRITEBYTECODE=1 recompiles
every module on import: the header says which).
--fake-cuda: the ptx target over the ptx tests' fake CUDA driver (plugins/poot_ptx/tests/conftest.py
FakeCuda: its "GPU" runs kernels through the host JIT when the host waits), to measure poot's
Python cost of the ptx path on a machine without a GPU (the fake's own Python is in the figures
too; the sync row is mostly the host JIT running the kernel). No first-call rows then."""
from __future__ import annotations

import argparse
import os
import statistics
import sys
import time
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
KERNEL = ROOT / "examples" / "elementwise_add.kir.json"


def _time(fn, reps: int) -> tuple[float, float]:
    fn()  # warm
    ts = []
    for _ in range(reps):
        t = time.perf_counter()
        fn()
        ts.append(time.perf_counter() - t)
    return 1e3 * statistics.median(ts), 1e3 * min(ts)


def install_fake_cuda() -> None:
    """--fake-cuda: poot_ptx's device driver is the tests' FakeCuda, and every ptx artifact compiled
    from now on is registered with it (as the fake_ptx_target fixture does)."""
    import importlib.util

    spec = importlib.util.spec_from_file_location("poot_ptx_fake_cuda", ROOT / "plugins/poot_ptx/tests/conftest.py")
    assert spec is not None and spec.loader is not None
    conftest = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(conftest)
    from poot_ptx import device
    from poot_ptx.target import PtxTarget

    fake = conftest.FakeCuda()
    fake.calls = fake.copies = fake.launch_shmem = _Discard()  # the fake's logs would grow by every rep
    device.driver_module = lambda: fake
    device._has_libcuda = lambda: True
    codegen = PtxTarget.codegen

    def registering(self, body, options):
        art = codegen(self, body, options)
        fake.kernels[art.final] = (body, art.meta["trap_policy"])
        return art
    PtxTarget.codegen = registering


class _Discard(list):
    """A call log that keeps nothing."""

    def append(self, item) -> None:
        pass


def dispatch_rows(target: str, n: int, reps: int) -> list[tuple[str, str, float, float]]:
    import poot
    from poot_core.exec import execute
    from poot_core.exec.executor import compile_cached, device_for
    from poot_core.target import Grid

    t = poot.get_target(target)
    if not t.probe().available:
        return [(target, f"not available: {t.probe().reason}", float("nan"), float("nan"))]
    body = poot.load_kernel(KERNEL)
    rng = np.random.default_rng(1)
    a, b = rng.random(n, dtype=np.float32), rng.random(n, dtype=np.float32)
    want = a + b
    grid = Grid.threads(n, body.workgroup_size)
    arrays = {"a": a, "b": b, "out": np.zeros(n, np.float32)}

    def one_shot():
        if not np.array_equal(execute(body, t, grid, arrays)["out"], want):
            raise SystemExit(f"{target}: wrong result through execute")
    rows = [(target, "execute from numpy (upload, launch, sync, download)", *_time(one_shot, reps))]
    add = poot.kernel(body, t)
    x, y, o = poot.to_device(a, t), poot.to_device(b, t), poot.zeros(n, np.float32, t)

    def resident():
        add(x, y, o, threads=n)
        poot.sync(t)
    rows.append((target, "kernel(DeviceArray...) + sync (resident)", *_time(resident, reps)))
    if not np.array_equal(o.numpy(), want):
        raise SystemExit(f"{target}: wrong result through the wrapper")
    art = compile_cached(body, t)
    dev = device_for(t)
    bufs = {}
    for k, v in arrays.items():
        bufs[k] = dev.alloc(v.nbytes, v.dtype)
        dev.upload(bufs[k], v)

    def proto():
        dev.launch(art, bufs, grid)
        dev.sync()
    rows.append((target, "Device.launch + sync (resident)", *_time(proto, reps)))
    rows.append((target, f"Device.launch x{CHAIN} + one sync (resident, per launch)",
                 *_per(lambda: _chain(dev, art, bufs, grid), reps)))
    if not np.array_equal(dev.download(bufs["out"]), want):
        raise SystemExit(f"{target}: wrong result on the protocol path")
    if target == "vulkan":
        rows.append(("vulkan", "driver floor of that: its recorded batch re-submitted, fence poll + reset (no poot code)",
                     *_vulkan_recorded_submit(dev, art, bufs, grid, reps)))
        rows.append(("vulkan", "poot's share of that: Device.launch + sync, driver submit and fence calls stubbed",
                     *_vulkan_python_only(dev, art, bufs, grid, reps)))
    for v in bufs.values():
        dev.free(v)
    if target == "vulkan":  # the submission policies side by side (poot_vulkan.batch)
        for env, label in ((("POOT_VULKAN_SUBMIT", "launch"), "submit at launch (POOT_VULKAN_SUBMIT=launch)"),
                           (("POOT_VULKAN_SPIN_US", "0"), "no fence polling (POOT_VULKAN_SPIN_US=0)")):
            rows += _vulkan_variant(t, art, arrays, grid, want, env, label, reps)
        rows += _vulkan_variant(t, art, arrays, grid, want, None,
                                "buffers and meta in host-visible memory, no staging copies (staging=False)", reps,
                                staging=False)
        rows.append(("vulkan", "driver floor: empty command buffer, vkQueueSubmit + fence poll + reset",
                     *_vulkan_empty_submit(dev, reps)))
    return rows


def _vulkan_empty_submit(dev, reps: int) -> tuple[float, float]:
    """The driver's own round trip: an empty command buffer submitted with a fence, the fence
    polled (vkGetFenceStatus) until signalled, then reset - what no launch path can go below."""
    vk, lib, ffi = dev.vk, dev.lib, dev.ffi
    cb = vk.vkAllocateCommandBuffers(dev.dev, vk.VkCommandBufferAllocateInfo(
        commandPool=dev.cmd_pool, level=vk.VK_COMMAND_BUFFER_LEVEL_PRIMARY, commandBufferCount=1))[0]
    cbs = ffi.new("VkCommandBuffer[1]", [cb])
    fence = ffi.new("VkFence[1]", [vk.vkCreateFence(dev.dev, vk.VkFenceCreateInfo(), None)])
    vk.vkBeginCommandBuffer(cb, vk.VkCommandBufferBeginInfo())
    vk.vkEndCommandBuffer(cb)
    submit = ffi.new("VkSubmitInfo*", {"sType": vk.VK_STRUCTURE_TYPE_SUBMIT_INFO, "commandBufferCount": 1,
                                        "pCommandBuffers": cbs})

    def once():
        if lib.vkQueueSubmit(dev.queue, 1, submit, fence[0]) != 0:
            raise SystemExit("vulkan: vkQueueSubmit of an empty command buffer failed")
        while lib.vkGetFenceStatus(dev.dev, fence[0]) != 0:
            pass
        lib.vkResetFences(dev.dev, 1, fence)
    try:
        return _time(once, reps)
    finally:
        lib.vkDestroyFence(dev.dev, fence[0], ffi.NULL)
        lib.vkFreeCommandBuffers(dev.dev, dev.cmd_pool, 1, cbs)


def _vulkan_recorded_submit(dev, art, bufs, grid, reps: int) -> tuple[float, float]:
    """The add's own batch as the device recorded it (its command buffer: the dispatch, its
    descriptor set, the barrier to the host) re-submitted with its fence, polled and reset with
    no poot code in between: what Device.launch + sync costs the driver and the GPU, so the rest
    of that row is poot's Python."""
    lib, ffi, vk = dev.lib, dev.ffi, dev.vk
    dev.launch(art, bufs, grid)
    dev.sync()  # the batch is recorded, kept (re-submitted as it is) and spare again
    b = dev._spare[-1]
    if b.recorded is None:
        raise SystemExit("vulkan: the add's batch was not kept recorded (batch.py changed?)")
    submit = ffi.new("VkSubmitInfo*", {"sType": vk.VK_STRUCTURE_TYPE_SUBMIT_INFO, "commandBufferCount": 1,
                                        "pCommandBuffers": b.cbs + 1})

    def once():
        if lib.vkQueueSubmit(dev.queue, 1, submit, b.fence[0]) != 0:
            raise SystemExit("vulkan: vkQueueSubmit of the recorded batch failed")
        while lib.vkGetFenceStatus(dev.dev, b.fence[0]) != 0:
            pass
        lib.vkResetFences(dev.dev, 1, b.fence)
    return _time(once, reps)


class _NoDriver:
    """The device's driver library with submit, fence status, fence wait and reset answered VK_SUCCESS
    at once (nothing reaches the GPU); every other call goes through."""

    def __init__(self, lib):
        self._lib = lib

    def vkQueueSubmit(self, *a):
        return 0

    vkGetFenceStatus = vkResetFences = vkWaitForFences = vkQueueSubmit

    def __getattr__(self, name):
        return getattr(self._lib, name)


def _vulkan_python_only(dev, art, bufs, grid, reps: int) -> tuple[float, float]:
    """Device.launch + sync with the driver's submit and fence calls stubbed (_NoDriver): poot's
    own Python and the cffi calls it makes, on the recorded batch (nothing runs on the GPU)."""
    dev.launch(art, bufs, grid)
    dev.sync()
    lib = dev.lib
    dev.lib = _NoDriver(lib)

    def proto():
        dev.launch(art, bufs, grid)
        dev.sync()
    try:
        return _time(proto, reps)
    finally:
        dev.lib = lib


CHAIN = 100  # launches per sync in the chained rows


def _per(fn, reps: int) -> tuple[float, float]:
    """_time of `fn` (CHAIN launches) divided per launch."""
    med, mn = _time(fn, max(1, reps // CHAIN * 4))
    return med / CHAIN, mn / CHAIN


def _chain(dev, art, bufs, grid) -> None:
    for _ in range(CHAIN):
        dev.launch(art, bufs, grid)
    dev.sync()


def _vulkan_variant(t, art, arrays, grid, want, env, label, reps, **open_options):
    """Device.launch + sync and the chain on a second vulkan device opened under `env` (None: the
    environment as it is) with `open_options`."""
    env = env or ("POOT_VULKAN_SUBMIT", os.environ.get("POOT_VULKAN_SUBMIT"))
    old = os.environ.get(env[0])
    if env[1] is not None:
        os.environ[env[0]] = env[1]
    try:
        dev = t.open(**open_options)
    finally:
        if old is None:
            os.environ.pop(env[0], None)
        else:
            os.environ[env[0]] = old
    try:
        bufs = {}
        for k, v in arrays.items():
            bufs[k] = dev.alloc(v.nbytes, v.dtype)
            dev.upload(bufs[k], v)

        def proto():
            dev.launch(art, bufs, grid)
            dev.sync()
        rows = [("vulkan", f"Device.launch + sync, {label}", *_time(proto, reps)),
                ("vulkan", f"Device.launch x{CHAIN} + one sync, {label} (per launch)",
                 *_per(lambda: _chain(dev, art, bufs, grid), reps))]
        if not np.array_equal(dev.download(bufs["out"]), want):
            raise SystemExit(f"vulkan ({label}): wrong result")
        for v in bufs.values():
            dev.free(v)
        return rows
    finally:
        dev.close()


def _one_add(target: str, n: int):
    """(target, the add's body, its arrays a, b, out of n f32, its grid, the target's device), or
    None where the target is not available."""
    import poot
    from poot_core.exec.executor import device_for
    from poot_core.target import Grid

    t = poot.get_target(target)
    if not t.probe().available:
        return None
    body = poot.load_kernel(KERNEL)
    rng = np.random.default_rng(2)
    arrays = {"a": rng.random(n, dtype=np.float32), "b": rng.random(n, dtype=np.float32),
              "out": np.zeros(n, np.float32)}
    return t, body, arrays, Grid.threads(n, body.workgroup_size), device_for(t)


def execute_steps(target: str, n: int, reps: int) -> list[tuple[str, float]]:
    """Milliseconds of each step of one `execute`, averaged over reps: the functions it calls
    (abi.prepare, compile_cached, the device's run - upload, launch, sync, download -, abi.unflatten)
    are wrapped in timers for the run; the rest (target, checks, device lookup, the wrappers'
    own time) is the remainder."""
    from poot_core import compile as pipeline
    from poot_core.exec import abi, execute

    got = _one_add(target, n)
    if got is None:
        return []
    t, body, arrays, grid, dev = got
    want = arrays["a"] + arrays["b"]
    steps = {"prepare (abi)": 0.0, "compile_cached (a hit)": 0.0, "Device.run (upload, launch, sync, download)": 0.0,
             "unflatten": 0.0}

    def timed(fn, key):
        def call(*a, **k):
            t0 = time.perf_counter()
            try:
                return fn(*a, **k)
            finally:
                steps[key] += time.perf_counter() - t0
        return call
    saved = (abi.prepare, pipeline.compile_cached, abi.unflatten, dev.__dict__.get("run"))
    total = 0.0
    try:
        for _ in range(reps + 1):
            if _ == 1:  # the first call warms up, untimed
                for k in steps:
                    steps[k] = 0.0
                abi.prepare, pipeline.compile_cached, abi.unflatten = (
                    timed(saved[0], "prepare (abi)"), timed(saved[1], "compile_cached (a hit)"),
                    timed(saved[2], "unflatten"))
                dev.run = timed(dev.run, "Device.run (upload, launch, sync, download)")
            t0 = time.perf_counter()
            out = execute(body, t, grid, arrays)["out"]
            total += time.perf_counter() - t0 if _ else 0.0
            if not np.array_equal(out, want):
                raise SystemExit(f"{target}: wrong result in the step breakdown")
    finally:
        abi.prepare, pipeline.compile_cached, abi.unflatten = saved[:3]
        if saved[3] is None:
            dev.__dict__.pop("run", None)
        else:
            dev.run = saved[3]
    rows = [(k, 1e3 * v / reps) for k, v in steps.items()]
    rest = 1e3 * total / reps - sum(v for _, v in rows)
    return rows + [("the rest of execute", rest), ("execute, in all", 1e3 * total / reps)]


def phases(target: str, n: int, reps: int) -> list[tuple[str, float]]:
    """Milliseconds of each phase of the protocol's one-step program (what Device.run does by
    default: alloc + upload, launch, sync, download + free, each parameter its own buffer and copy),
    after abi.prepare and compile_cached, averaged over reps."""
    from poot_core.exec import abi
    from poot_core.exec.executor import compile_cached

    got = _one_add(target, n)
    if got is None:
        return []
    t, body, arrays, grid, dev = got
    acc = dict.fromkeys(("prepare (abi)", "compile_cached (a hit)", "alloc + upload", "launch", "sync", "download + free"), 0.0)
    for _ in range(reps + 1):
        t0 = time.perf_counter()
        prep = abi.prepare(body, arrays)
        t1 = time.perf_counter()
        art = compile_cached(body, t)
        t2 = time.perf_counter()
        bufs = {}
        for p in body.params:
            v = prep.buffers[p.name]
            bufs[p.name] = dev.alloc(v.nbytes, v.dtype)
            dev.upload(bufs[p.name], v)
        t3 = time.perf_counter()
        dev.launch(art, bufs, grid)
        t4 = time.perf_counter()
        dev.sync()
        t5 = time.perf_counter()
        out = dev.download(bufs["out"])
        for v in bufs.values():
            dev.free(v)
        t6 = time.perf_counter()
        if not np.array_equal(out, arrays["a"] + arrays["b"]):
            raise SystemExit(f"{target}: wrong result in the phase breakdown")
        if _ == 0:
            continue
        for k, d in zip(acc, (t1 - t0, t2 - t1, t3 - t2, t4 - t3, t5 - t4, t6 - t5)):
            acc[k] += d
    return [(k, 1e3 * v / reps) for k, v in acc.items()]


def peer_rows(n: int, reps: int) -> list[tuple[str, str, float, float]]:
    rng = np.random.default_rng(3)
    a, b, c = rng.random(n, dtype=np.float32), rng.random(n, dtype=np.float32), np.empty(n, np.float32)
    rows = [("numpy", "np.add(a, b, out=c)", *_time(lambda: np.add(a, b, out=c), reps))]
    try:
        import torch
    except ImportError:
        return rows + [("torch", "not importable", float("nan"), float("nan"))]
    ta, tb, tc = torch.from_numpy(a), torch.from_numpy(b), torch.empty(n)
    rows.append(("torch CPU", "torch.add(a, b, out=c)", *_time(lambda: torch.add(ta, tb, out=tc), reps)))
    if torch.cuda.is_available():
        ga, gb, gc = ta.cuda(), tb.cuda(), torch.empty(n, device="cuda")

        def e2e():
            r = (torch.from_numpy(a).cuda() + torch.from_numpy(b).cuda()).cpu()
            assert r.shape[0] == n

        def res():
            torch.add(ga, gb, out=gc)
            torch.cuda.synchronize()
        rows.append(("torch CUDA", "from numpy: .cuda(), add, .cpu()", *_time(e2e, reps)))
        rows.append(("torch CUDA", "resident: add(out=) + synchronize", *_time(res, reps)))

        def chain():
            for _ in range(CHAIN):
                torch.add(ga, gb, out=gc)
            torch.cuda.synchronize()
        rows.append(("torch CUDA", f"resident: add(out=) x{CHAIN} + one synchronize (per add)", *_per(chain, reps)))
    return rows


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--targets", default="vulkan,oracle")
    ap.add_argument("--n", type=int, default=1024)
    ap.add_argument("--reps", type=int, default=200)
    ap.add_argument("--no-first", action="store_true", help="skip the fresh-process first-call rows")
    ap.add_argument("--first-reps", type=int, default=5, help="warm-cache processes per target in the first-call rows")
    ap.add_argument("--fake-cuda", action="store_true", help="ptx over the tests' fake CUDA driver (no GPU needed)")
    args = ap.parse_args()
    if args.fake_cuda:
        install_fake_cuda()
        args.no_first = True
    targets = [x for x in args.targets.split(",") if x]
    print(f"# launch overhead: {args.n}-element f32 add, median of {args.reps} synchronous calls")
    fake = "; ptx over the fake CUDA driver (--fake-cuda)" if args.fake_cuda else ""
    print(f"\npython {sys.version.split()[0]}; PYTHONDONTWRITEBYTECODE={os.environ.get('PYTHONDONTWRITEBYTECODE', '')!r}{fake}\n")
    print("| who | path | ms per call (median) | min ms |")
    print("|---|---|---|---|")
    for target in targets:
        for who, path, med, mn in dispatch_rows(target, args.n, args.reps):
            print(f"| poot {who} | {path} | {med:.4g} | {mn:.4g} |")
    for who, path, med, mn in peer_rows(args.n, args.reps):
        print(f"| {who} | {path} | {med:.4g} | {mn:.4g} |")
    for target in targets:
        for title, col, rows in ((f"one execute on {target}, by step", "step", execute_steps(target, args.n, args.reps)),
                                 (f"the protocol's one-step program on {target}, by phase", "phase",
                                  phases(target, args.n, args.reps))):
            if rows:
                print(f"\n### {title} (ms, mean of {args.reps})\n")
                print(f"| {col} | ms |")
                print("|---|---|")
                for k, v in rows:
                    print(f"| {k} | {v:.4g} |")
    if not args.no_first:
        import first_call  # bench/first_call.py, beside this script

        for target in targets:
            print()
            print(first_call.table(target, first_call.first_call(target, args.first_reps)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
