"""The CUDA device's logic (the buffer protocol over cuMemAlloc, async copies and launches on one
stream, the error-word ring, the pool, the trap policies, lost-device handling) against a fake
`cuda.bindings.driver` (conftest.FakeCuda) whose "GPU" runs the same Body through the host JIT on
host memory: its stream really is a queue (copies and kernels run when the host waits for it, in
order, unless `eager`), so every driver call the device makes, and their order, is exercised
without a GPU."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.testing import catalog
from poot_core.errors import (CapabilityError, DeviceLost, DeviceOutOfMemory, DriverError, KernelFault,
                              PoisonedBuffer, PootError)
from poot_core.target import Grid
from poot_ptx import device
from poot_ptx.target import PtxTarget

pytest.importorskip("poot_core.backends.llvm.host")
LAUNCH_FAILED = 719


def _compile(fake, body, policy):
    art = PtxTarget().compile(body, trap_policy=policy, sm="sm_90")
    fake.kernels[art.final] = (art.require_body(), policy)
    return art


def _resident(dev, arrays):
    out = {}
    for name, a in arrays.items():
        out[name] = dev.alloc(a.nbytes, a.dtype)
        dev.upload(out[name], a)
    return out


def test_probe_and_capabilities_from_the_driver(fake):
    a = device.probe()
    assert a.available and a.device == "Fake H200 (sm_90)"
    caps = device.device_capabilities()
    assert caps.max_workgroup_size == 1024 and caps.max_groups == (2**31 - 1, 65535) and caps.subgroup_size == 32
    assert caps.wmma_shapes == ((16, 16, 16),)  # sm_90 has tensor cores
    assert device.CudaDevice().caps.max_workgroup_memory == 49152
    assert caps.max_workgroup_memory_optin == 232448 and caps.workgroup_memory_limit == 232448
    assert device._wmma_shapes(6, 2) == () and device._wmma_shapes(7, 0) == ((16, 16, 16),)


@pytest.mark.parametrize("case", [c for c in catalog.cases() if not (c.faults or c.barrier)][:12],
                         ids=lambda c: c.body.name)
def test_launch_and_sync_match_the_oracle(fake, case):
    from poot_core import oracle
    from poot_core.oracle.compare import assert_matches

    dev = device.CudaDevice()
    bufs = case.make(np.random.default_rng(2))
    art = _compile(fake, case.body, "device-trap")
    got = dev.run(art, bufs, case.grid)
    assert set(got) == {p.name for p in case.body.params if p.mutable}
    assert_matches(got, oracle.run(case.body, bufs, case.grid), case.body)
    assert dev.function(art) is dev.function(art), "kernels are cached per module"
    assert dev.kernel(art) is dev.kernel(art), "argument blocks are made once per artifact"


def test_launches_are_queued_until_one_sync(fake):
    """Launches only enqueue: nothing waits on the stream until the sync, and the kernels run
    (in the fake: when the host waits) after every launch call returned."""
    case = catalog.elementwise()
    rng = np.random.default_rng(10)
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "error-word")
    sets = [case.make(rng) for _ in range(5)]
    bufs = [_resident(dev, s) for s in sets]
    waits = ("cuEventQuery", "cuStreamSynchronize", "cuEventSynchronize")
    before = len(fake.calls)
    idx = [dev.launch(art, b, case.grid) for b in bufs]
    assert idx == list(range(idx[0], idx[0] + 5))
    assert fake.count("cuLaunchKernel") == 5 and not any(c in waits for c in fake.calls[before:])
    assert sum(op.__name__ == "run" for op in fake.stream) == 5, "the kernels are still queued"
    dev.sync()
    assert not fake.stream and fake.count("cuEventRecord") == 1, "one event per sync"
    for s, b in zip(sets, bufs):
        np.testing.assert_array_equal(dev.download(b["out"]), s["a"] + s["b"])


def test_a_chain_of_dependent_dispatches_on_resident_buffers(fake):
    """x <- x + b, 40 times, ping-ponging two resident buffers, one sync: each dispatch sees the
    one before it; nothing crosses the bus between dispatches and nothing is allocated."""
    case = catalog.elementwise()
    rng = np.random.default_rng(11)
    d = case.make(rng)
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "error-word")
    x, y = _resident(dev, {"x": d["a"], "y": np.zeros_like(d["a"])}).values()
    b = _resident(dev, {"b": d["b"]})["b"]
    copies, allocs = fake.count("cuMemcpyHtoDAsync"), fake.count("cuMemAlloc") + fake.count("cuMemHostAlloc")
    want = d["a"].copy()
    for _ in range(20):
        dev.launch(art, {"a": x, "b": b, "out": y}, case.grid)
        dev.launch(art, {"a": y, "b": b, "out": x}, case.grid)
        want = (want + d["b"]) + d["b"]
    assert fake.count("cuMemcpyHtoDAsync") == copies and fake.count("cuEventQuery") == 0
    got = dev.download(x)
    np.testing.assert_array_equal(got, want)
    assert fake.count("cuMemAlloc") + fake.count("cuMemHostAlloc") == allocs + 1, "only the error-word ring"
    assert fake.count("cuMemcpyDtoHAsync") == 1


def test_an_upload_is_ordered_after_the_dispatches_queued_before_it(fake):
    """ordered_writes: an upload into a buffer that a queued dispatch reads is queued behind it
    (no sync), and the dispatch still sees the old contents."""
    case = catalog.elementwise()
    d = case.make(np.random.default_rng(12))
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "error-word")
    r = _resident(dev, {"a": d["a"], "b": d["b"], "o1": d["out"], "o2": d["out"]})
    dev.launch(art, {"a": r["a"], "b": r["b"], "out": r["o1"]}, case.grid)
    new_a = (d["a"] * 3).astype(np.float32)
    dev.upload(r["a"], new_a)
    new_a[:] = 0  # the upload copied it (the fake stages pageable memory at the call, as CUDA does)
    dev.launch(art, {"a": r["a"], "b": r["b"], "out": r["o2"]}, case.grid)
    assert fake.count("cuEventQuery") == 0, "the upload did not wait for the queue"
    np.testing.assert_array_equal(dev.download(r["o1"]), d["a"] + d["b"])
    np.testing.assert_array_equal(dev.download(r["o2"]), d["a"] * 3 + d["b"])


def test_repeated_dispatches_allocate_nothing(fake):
    """The pool: the one-shot run (every parameter in one block: one cuMemAlloc, one copy each
    way, one wait) repeated reuses its block (no cuMemAlloc after the first), the error-word ring
    is allocated once, and resident launches call only cuLaunchKernel."""
    case = catalog.elementwise()
    d = case.make(np.random.default_rng(13))
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "error-word")
    dev.run(art, d, case.grid)
    allocs, pinned = fake.count("cuMemAlloc"), fake.count("cuMemHostAlloc")
    assert allocs == 1 and pinned == 1
    fake.copies.clear()
    waits = fake.count("cuEventQuery") + fake.count("cuStreamSynchronize")
    for _ in range(30):
        np.testing.assert_array_equal(dev.run(art, d, case.grid)["out"], d["a"] + d["b"])
    assert (fake.count("cuMemAlloc"), fake.count("cuMemHostAlloc"), fake.count("cuMemFree")) == (allocs, pinned, 0)
    assert fake.copies == [("HtoD", True, 2 * 4096 + 4000), ("DtoH", True, 4000)] * 30, \
        "out first, then a and b, 256-byte aligned, in one copy; out alone back"
    assert fake.count("cuEventQuery") + fake.count("cuStreamSynchronize") == waits + 30, "one wait a run"
    r = _resident(dev, d)
    allocs += 3
    before = list(fake.calls)
    for _ in range(300):  # more than the ring's first chunk: it grows once
        dev.launch(art, r, case.grid)
    new = fake.calls[len(before):]
    assert set(new) == {"cuLaunchKernel", "cuMemHostAlloc"} and new.count("cuMemHostAlloc") == 1
    dev.sync()
    for _ in range(300):  # the grown ring is reused
        dev.launch(art, r, case.grid)
    dev.sync()
    assert fake.count("cuMemHostAlloc") == pinned + 1 and fake.count("cuMemAlloc") == allocs


@pytest.mark.parametrize("k", [0, 3, 299])
def test_an_error_word_fault_in_dispatch_k_of_n_names_k_and_poisons_its_outputs_and_later_ones(fake, k):
    """Dispatch k reads a short buffer (thread 600 fails its bounds check): the sync raises that
    fault naming dispatch k; outputs of dispatches before k are valid, k's and later ones are
    poisoned (PoisonedBuffer at download or as an argument) until uploaded again; the device
    stays usable."""
    case = catalog.bounds_trap()
    n = 300 if k == 299 else 6
    rng = np.random.default_rng(14)
    d = case.make(rng)
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "error-word")
    good = {"a": np.resize(d["a"], 1000).astype(np.float32), "b": d["b"]}
    r = _resident(dev, {**good, "short": d["a"]})
    outs = [dev.alloc(4000, np.float32) for _ in range(n)]
    idx = [dev.launch(art, {"a": r["short"] if i == k else r["a"], "b": r["b"], "out": outs[i]}, case.grid)
           for i in range(n)]
    with pytest.raises(KernelFault) as ei:
        dev.sync()
    e = ei.value
    assert e.dispatch == idx[k] and f"dispatch #{idx[k]}'s outputs" in str(e)
    assert [s.site for s in e.sites] == [0] and e.thread == 600 and e.group == (9, 0) and e.exact
    for i in range(n):
        if i < k:
            np.testing.assert_array_equal(dev.download(outs[i]), good["a"] + good["b"])
        else:
            with pytest.raises(PoisonedBuffer, match=f"dispatch #{idx[i]}"):
                dev.download(outs[i])
    with pytest.raises(PoisonedBuffer):  # a poisoned buffer is refused as an argument too
        dev.launch(art, {"a": outs[k], "b": r["b"], "out": outs[0]}, case.grid)
    dev.upload(outs[k], np.zeros(1000, np.float32))  # new contents clear the poison
    dev.launch(art, {"a": r["a"], "b": r["b"], "out": outs[k]}, case.grid)
    np.testing.assert_array_equal(dev.download(outs[k]), good["a"] + good["b"])
    assert not device.lost_reason()


def test_error_word_fault_is_recoverable(fake):
    case = catalog.bounds_trap()
    bufs = case.make(np.random.default_rng(4))
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "error-word")
    with pytest.raises(KernelFault) as ei:
        dev.run(art, bufs, case.grid)
    assert [s.site for s in ei.value.sites] == [0] and ei.value.thread == 600
    ok = dict(bufs, a=np.resize(bufs["a"], 1000))
    got = dev.run(art, ok, case.grid)
    np.testing.assert_array_equal(got["out"], ok["a"] + ok["b"])
    assert not device.lost_reason()


@pytest.mark.parametrize("eager", [False, True], ids=["fault-at-sync", "fault-before-the-next-call"])
def test_device_trap_names_the_site_and_dispatch_then_every_buffer_is_lost(monkeypatch, fake_cuda, eager):
    """A device trap in dispatch 2 of 4: the sync raises its fault (site, file:line, a faulting
    thread, the dispatch), whether the sticky error shows at the wait or already at the next
    launch; then the device, every buffer of it and a new device are lost for the process."""
    fake = fake_cuda(eager=eager)
    monkeypatch.setattr(device, "driver_module", lambda: fake)
    monkeypatch.setattr(device, "_has_libcuda", lambda: True)
    monkeypatch.setitem(device._STATE, "lost", "")
    case = catalog.bounds_trap()
    d = case.make(np.random.default_rng(3))
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "device-trap")
    r = _resident(dev, {"a": np.resize(d["a"], 1000).astype(np.float32), "b": d["b"], "short": d["a"]})
    outs = [dev.alloc(4000, np.float32) for _ in range(4)]
    idx = [dev.launch(art, {"a": r["short"] if i == 2 else r["a"], "b": r["b"], "out": outs[i]}, case.grid)
           for i in range(4)]
    dev.upload(r["b"], d["b"])  # eager: the copy already returns the sticky error, which the sync reports
    with pytest.raises(KernelFault) as ei:
        dev.sync()
    e = ei.value
    assert e.dispatch == idx[2] and [s.site for s in e.sites] == [0] and str(e.sites[0].span) == "add.rs:5:10"
    assert e.thread == 600 and e.group == (9, 0) and not e.exact and "restart" in str(e)
    assert "lost" in device.probe().reason and device.lost_reason()
    for use in (lambda: dev.download(outs[0]), lambda: dev.download(r["b"]), lambda: dev.upload(r["b"], d["b"]),
                lambda: dev.alloc(16, np.float32), lambda: dev.launch(art, {**r, "out": outs[0]}, case.grid),
                dev.sync):
        with pytest.raises(DeviceLost, match="restart the process"):
            use()
    dev.free(outs[0])  # freeing a buffer of a lost device releases nothing, and does not raise
    dev.close()
    with pytest.raises(DeviceLost):
        device.CudaDevice()


def test_a_device_trap_without_a_record_names_the_first_dispatch_of_the_batch(fake, monkeypatch):
    """A sticky error whose dispatch recorded no site (a hardware fault): the first dispatch of the
    batch carries the fault, the message says which ones it may be; the device is lost."""
    case = catalog.elementwise()
    d = case.make(np.random.default_rng(15))
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "device-trap")
    r = _resident(dev, d)
    idx = [dev.launch(art, r, case.grid) for _ in range(3)]
    fake.sticky = LAUNCH_FAILED
    with pytest.raises(KernelFault) as ei:
        dev.sync()
    e = ei.value
    assert e.dispatch == idx[0] and not e.sites and f"one of dispatches #{idx[0]}..#{idx[2]}" in str(e)
    with pytest.raises(DeviceLost):
        dev.download(r["out"])


def test_device_trap_names_a_faulting_thread_not_the_first(fake):
    """Under a device trap lanes die before they all record: the message must not claim the
    thread is the first (the fault says "a faulting thread")."""
    case = catalog.bounds_trap()
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "device-trap")
    with pytest.raises(KernelFault) as ei:
        dev.run(art, case.make(np.random.default_rng(3)), case.grid)
    assert not ei.value.exact and "a faulting thread (600; lower threads may have faulted" in str(ei.value)


def test_a_kernel_that_never_finishes_becomes_device_lost(fake, monkeypatch):
    monkeypatch.setenv("POOT_SYNC_TIMEOUT_S", "0.2")
    case = catalog.bounds_trap()
    bufs = dict(case.make(np.random.default_rng(4)))
    bufs["a"] = np.resize(bufs["a"], 1000)
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "error-word")
    r = _resident(dev, bufs)
    dev.launch(art, r, case.grid)
    fake.hang = True
    with pytest.raises(DeviceLost, match=r"dispatch #\d+ \('elementwise_add'\) did not finish within 0.2 s"):
        dev.sync()
    with pytest.raises(DeviceLost):
        dev.launch(art, r, case.grid)
    with pytest.raises(DeviceLost):
        dev.download(r["out"])


def test_through_the_executor(fake):
    from poot_core.exec import execute

    case = catalog.elementwise()
    t = PtxTarget()
    bufs = case.make(np.random.default_rng(5))
    art = t.compile(case.body)
    fake.kernels[art.final] = (art.require_body(), "device-trap")
    out = execute(case.body, t, case.grid, bufs)
    np.testing.assert_array_equal(out["out"], bufs["a"] + bufs["b"])


def test_experiments_on_the_fake_driver(fake, fake_cuda, monkeypatch):
    """The H200 experiments' own logic (python -m poot_ptx.experiments), without a GPU: the device
    trap names its site and dispatch and loses the device and its buffers; the error-word fault
    leaves it usable."""
    from poot_ptx import experiments

    compile_, current = PtxTarget.compile, {"cuda": fake}

    def registering(self, body, **opts):
        art = compile_(self, body, **opts)
        current["cuda"].kernels[art.final] = (art.require_body(), opts.get("trap_policy", "device-trap"))
        return art
    monkeypatch.setattr(PtxTarget, "compile", registering)
    t = experiments.trap()
    assert t["launch_ok"] and t["fault"] == "KernelFault" and t["site_read_back"] and t["dispatch_named"], t
    assert t["after"].startswith("DeviceLost") and t["buffer_after"].startswith("DeviceLost"), t
    # each experiment runs in its own process on the GPU: a fresh (unpoisoned) driver for the next
    current["cuda"] = fake_cuda()
    monkeypatch.setattr(device, "driver_module", lambda: current["cuda"])
    monkeypatch.setitem(device._STATE, "lost", "")
    e = experiments.error_word()
    assert e["fault"] == "KernelFault" and e["sites"] and e["device_usable_after"] is True, e


def test_out_of_device_memory_is_typed_with_the_bytes_asked_for_and_in_use(fake):
    """cuMemAlloc returning CUDA_ERROR_OUT_OF_MEMORY: a DeviceOutOfMemory (a DriverError, a PootError)
    naming the call, the bytes asked for and the bytes this process's buffers hold; what is
    already on the device stays (a resident result is still read back) and the device stays usable."""
    case = catalog.elementwise()
    bufs = case.make(np.random.default_rng(6))
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "device-trap")
    r = _resident(dev, bufs)
    dev.launch(art, r, case.grid)
    fake.oom_above = 20000
    with pytest.raises(DeviceOutOfMemory) as ei:
        dev.alloc(80000, np.float32)
    e = ei.value
    assert isinstance(e, DriverError) and isinstance(e, PootError) and e.exit_code == 3
    assert (e.target, e.call, e.code, e.name) == ("ptx", "cuMemAlloc", 2, "CUDA_ERROR_OUT_OF_MEMORY")
    assert e.nbytes == 80000 and e.in_use == 3 * 4096 == dev.pool.in_use
    assert "cuMemAlloc of 80000 bytes for a device buffer" in str(e) and "hold 12288 bytes" in str(e)
    assert "smaller arrays" in str(e) and not device.lost_reason()
    np.testing.assert_array_equal(dev.download(r["out"]), bufs["a"] + bufs["b"])  # nothing computed is lost
    got = dev.run(art, bufs, case.grid)  # the device is still usable
    np.testing.assert_array_equal(got["out"], bufs["a"] + bufs["b"])


def test_the_pool_releases_its_cached_blocks_and_retries_once(fake):
    """An allocation that fails while freed blocks are cached: the pool gives them back to the
    driver (cuMemFree) and the retry succeeds; when it still fails, the error counts what the
    live buffers hold (not the released cache)."""
    dev = device.CudaDevice()
    fake.capacity = 3 * 8192
    held = dev.alloc(8192, np.uint8)
    spare = dev.alloc(8192, np.uint8)
    dev.free(spare)  # cached by the pool: the driver still holds it
    assert fake.device_bytes == 2 * 8192 and dev.pool.cached == 8192
    big = dev.alloc(2 * 8192, np.uint8)
    assert fake.count("cuMemFree") == 1 and dev.pool.cached == 0 and fake.count("cuMemAlloc") == 4
    dev.free(big)
    with pytest.raises(DeviceOutOfMemory) as ei:
        dev.alloc(4 * 8192, np.uint8)
    assert ei.value.nbytes == 4 * 8192 and ei.value.in_use == 8192
    data = (np.arange(8192) % 251).astype(np.uint8)
    dev.upload(held, data)
    np.testing.assert_array_equal(dev.download(held), data)


def test_out_of_pinned_host_memory_for_the_error_words_is_typed(fake):
    """The error-word ring cannot grow: a DeviceOutOfMemory naming cuMemHostAlloc and the records;
    nothing is queued, and the device stays usable once memory is back."""
    case = catalog.elementwise()
    bufs = case.make(np.random.default_rng(7))
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "device-trap")
    r = _resident(dev, bufs)
    fake.host_oom = True
    with pytest.raises(DeviceOutOfMemory) as ei:
        dev.launch(art, r, case.grid)
    assert ei.value.call == "cuMemHostAlloc" and ei.value.nbytes == 256 * 16 and "error-word" in ei.value.what
    assert fake.count("cuLaunchKernel") == 0
    fake.host_oom = False
    dev.launch(art, r, case.grid)
    np.testing.assert_array_equal(dev.download(r["out"]), bufs["a"] + bufs["b"])


def test_other_driver_errors_stay_driver_errors(fake, monkeypatch):
    """A failing call that is neither out-of-memory nor sticky is a typed CudaError (a PootError)."""
    dev = device.CudaDevice()
    monkeypatch.setattr(fake, "cuMemAlloc", lambda n: (1, 0), raising=False)  # CUDA_ERROR_INVALID_VALUE
    with pytest.raises(device.CudaError) as ei:
        dev.alloc(4000, np.float32)
    assert not isinstance(ei.value, DeviceOutOfMemory) and isinstance(ei.value, PootError)
    assert str(ei.value) == "ptx: cuMemAlloc failed: CUDA_ERROR_X (1)"


def test_a_grid_over_the_device_limit_is_refused_before_launching(fake):
    case = catalog.elementwise()
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "device-trap")
    r = _resident(dev, case.make(np.random.default_rng(8)))
    with pytest.raises(CapabilityError, match="65536 workgroups exceed the device's limit"):
        dev.launch(art, r, Grid((1, 65536), case.body.workgroup_size))
    assert fake.count("cuLaunchKernel") == 0


def test_an_artifact_with_another_argument_layout_is_refused(fake):
    """The argument block follows the LLVM backend's ABI (pointer and length per parameter, then
    the error words): an artifact whose recorded ABI differs is a PluginError, not a wrong launch."""
    from dataclasses import replace

    from poot_core.errors import PluginError

    case = catalog.elementwise()
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "device-trap")
    abi = art.meta["abi"]
    odd = replace(art, meta={**art.meta, "abi": replace(abi, args=abi.args[2:4] + abi.args[:2] + abi.args[4:])})
    with pytest.raises(PluginError, match="pointer and length in order"):
        dev.launch(odd, _resident(dev, case.make(np.random.default_rng(8))), case.grid)
    assert fake.count("cuLaunchKernel") == 0


def test_close_releases_everything(fake):
    case = catalog.elementwise()
    d = case.make(np.random.default_rng(9))
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "device-trap")
    dev.run(art, d, case.grid)
    kept = _resident(dev, d)
    dev.launch(art, kept, case.grid)
    for b in kept.values():
        dev.free(b)  # freed while queued: returned to the pool at the sync
    dev.close()
    assert not fake.allocs, "close frees the pool's blocks and the error-word ring"
    assert fake.count("cuModuleUnload") == 1 and fake.count("cuStreamDestroy") == 1


def test_a_driver_error_through_the_cli_is_one_line(fake, monkeypatch, tmp_path, capsys):
    """The CLI reports an out-of-memory launch as `poot: error: ...` with exit status 3, no traceback."""
    from poot_core import cli
    from poot_core.ir import kir

    case = catalog.elementwise()
    t = PtxTarget()
    art = t.compile(case.body)
    fake.kernels[art.final] = (art.require_body(), "device-trap")
    fake.oom_above = 0
    k = tmp_path / "k.kir.json"
    kir.write(str(k), case.body)
    bufs = case.make(np.random.default_rng(9))
    np.savez(tmp_path / "in.npz", **bufs)
    rc = cli.main(["run", str(k), "--target", "ptx", "--inputs", str(tmp_path / "in.npz"),
                   "--threads", str(case.grid.groups[0] * case.grid.workgroup_size), "--out", str(tmp_path / "out.npz")])
    err = capsys.readouterr().err
    assert rc == 3 and err.startswith("poot: error: ptx: out of memory: cuMemAlloc of") and "Traceback" not in err
    assert not (tmp_path / "out.npz").exists()


def test_time_dispatches_uses_cuda_events(fake):
    """time_dispatches records a timing event before and after each launch on the stream and
    reads cuEventElapsedTime of each pair (the fake stamps an event when its stream runs it)."""
    from poot_core import bench
    from poot_core.exec import compile_cached
    from poot_ptx.device import CudaDevice
    from poot_ptx.target import PtxTarget

    t = PtxTarget()
    art = compile_cached(bench.copy_body(), t)
    fake.kernels[art.final] = (art.require_body(), art.meta["trap_policy"])
    dev = CudaDevice()
    assert dev.timer == "cuda-events"
    n = 1 << 14
    a = np.arange(n, dtype=np.float32)
    bufs = {"a": dev.alloc(a.nbytes, a.dtype), "out": dev.alloc(a.nbytes, a.dtype)}
    dev.upload(bufs["a"], a)
    before = fake.count("cuEventRecord")
    ts = dev.time_dispatches(art, bufs, bench.COPY_SPEC.grid((n,), 256), 3)
    assert fake.count("cuEventRecord") - before == 2 * 3 + 1  # a pair per launch, then the sync's event
    assert fake.count("cuEventElapsedTime") == 3
    assert len(ts) == 3 and all(x > 0 for x in ts)
    assert np.array_equal(dev.download(bufs["out"]), a)
    assert len(dev._timing) == 6
    dev.time_dispatches(art, bufs, bench.COPY_SPEC.grid((n,), 256), 2)  # the events are reused
    assert len(dev._timing) == 6
    dev.close()


def test_dynamic_shared_memory_is_opted_in_and_passed_at_launch(fake):
    """A body over 48 KiB of workgroup arrays: the function is opted in once to the ABI's
    dynamic_shared_bytes (cuFuncSetAttribute MAX_DYNAMIC_SHARED_SIZE_BYTES) and every launch passes
    them as sharedMemBytes; a static body passes 0 and sets nothing. The result is the oracle's."""
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parent))
    from test_ptx_wgmem import _big_body
    from poot_core import oracle

    dev = device.CudaDevice()
    body = _big_body(20000, 9001, barrier=False)
    art = _compile(fake, body, "device-trap")
    n = art.meta["abi"].dynamic_shared_bytes
    assert n == 116032
    x = np.random.default_rng(3).standard_normal(4096).astype(np.float32)
    bufs = {"x": x, "out": np.zeros(2 * 256, np.float32)}
    grid = Grid.of_groups(2, 1, 256)
    for _ in range(2):
        got = dev.run(art, dict(bufs), grid)
    assert np.array_equal(got["out"], oracle.run(body, dict(bufs), grid)["out"])
    assert fake.func_attrs == {(body.name, "MAX_DYN_SHARED"): n} and fake.count("cuFuncSetAttribute") == 1
    assert fake.launch_shmem == [n, n]
    small = _compile(fake, _big_body(4000, 4000, "small", barrier=False), "device-trap")
    dev.run(small, {"x": x, "out": np.zeros(256, np.float32)}, Grid.of_groups(1, 1, 256))
    assert fake.launch_shmem[-1] == 0 and fake.count("cuFuncSetAttribute") == 1


def test_dynamic_shared_memory_above_the_devices_opt_in_is_refused(fake):
    import sys
    from pathlib import Path
    sys.path.insert(0, str(Path(__file__).parent))
    from test_ptx_wgmem import _big_body

    fake.optin = 101376  # a device that lets a block opt in to 99 KiB
    dev = device.CudaDevice()
    art = _compile(fake, _big_body(20000, 9001, barrier=False), "device-trap")  # 116,032 bytes: fine for sm_90 code
    with pytest.raises(CapabilityError, match=r"need 116,004 bytes .* more than the 101,376 bytes"):
        dev.run(art, {"x": np.zeros(4096, np.float32), "out": np.zeros(256, np.float32)}, Grid.of_groups(1, 1, 256))
    with pytest.raises(CapabilityError, match=r"116,032 bytes of dynamic shared memory; this device .* opt in to "
                                              r"101,376"):
        dev.function(art)  # the loader's own check (raw launches, bench scripts)
    assert fake.count("cuLaunchKernel") == 0 and fake.count("cuFuncSetAttribute") == 0
