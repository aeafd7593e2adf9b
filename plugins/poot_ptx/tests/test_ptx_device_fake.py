"""The CUDA loader's logic (argument packing, buffers, events, trap policies, lost-device
handling) against a fake `cuda.bindings.driver` whose "GPU" runs the same Body through the host
JIT on host memory: every driver call the loader makes is exercised without a GPU."""
from __future__ import annotations

import ctypes
from types import SimpleNamespace

import numpy as np
import pytest

from poot_core.testing import catalog
from poot_core.errors import DeviceLost, DeviceOutOfMemory, DriverError, KernelFault, PootError
from poot_ptx import device
from poot_ptx.target import PtxTarget

host = pytest.importorskip("poot_core.backends.llvm.host")
OK = 0


class FakeCuda:
    """Enough of cuda.bindings.driver for poot_ptx.driver; kernels run via the host JIT."""

    def __init__(self):
        self.allocs: dict[int, np.ndarray] = {}
        self.kernels: dict[bytes, object] = {}  # PTX text -> Body (registered by the test)
        self.sticky = 0
        self.calls: list[str] = []
        self.CUdevice_attribute = SimpleNamespace(**{n: n for n in (
            "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR", "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR",
            "CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK", "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X",
            "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y", "CU_DEVICE_ATTRIBUTE_WARP_SIZE",
            "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK")})

    def __getattr__(self, name):  # every unlisted call succeeds (destroy/free/record ...)
        if not name.startswith("cu"):
            raise AttributeError(name)

        def call(*a):
            self.calls.append(name)
            return (self.sticky,)
        return call

    def _r(self, *vals):
        return (self.sticky, *vals)

    def cuInit(self, flags): return (OK,)
    def cuDeviceGetCount(self): return (OK, 1)
    def cuDeviceGet(self, i): return (OK, i)
    def cuDeviceGetName(self, n, dev): return (OK, b"Fake H200\0")
    def cuGetErrorName(self, e):
        return (OK, {719: b"CUDA_ERROR_LAUNCH_FAILED", 2: b"CUDA_ERROR_OUT_OF_MEMORY"}.get(int(e), b"CUDA_ERROR_X"))

    def cuDeviceGetAttribute(self, attr, dev):
        return (OK, {"CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MAJOR": 9, "CU_DEVICE_ATTRIBUTE_COMPUTE_CAPABILITY_MINOR": 0,
                     "CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK": 1024, "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_X": 2**31 - 1,
                     "CU_DEVICE_ATTRIBUTE_MAX_GRID_DIM_Y": 65535, "CU_DEVICE_ATTRIBUTE_WARP_SIZE": 32,
                     "CU_DEVICE_ATTRIBUTE_MAX_SHARED_MEMORY_PER_BLOCK": 49152}[attr])

    def cuDevicePrimaryCtxRetain(self, dev): return self._r("ctx")
    def cuStreamCreate(self, flags): return self._r("stream")
    def cuEventCreate(self, flags): return self._r(object())
    def cuEventElapsedTime(self, a, b): return self._r(0.5)

    def _alloc(self, n):
        a = np.zeros(n, np.uint8)
        self.allocs[a.ctypes.data] = a
        return a.ctypes.data

    oom_above = None  # device memory left: a larger cuMemAlloc fails with CUDA_ERROR_OUT_OF_MEMORY (2)
    host_oom = False  # cuMemHostAlloc fails with CUDA_ERROR_OUT_OF_MEMORY

    def cuMemAlloc(self, n):
        if self.oom_above is not None and n > self.oom_above:
            return (2, 0)
        return self._r(self._alloc(n))

    def cuMemHostAlloc(self, n, flags): return (2, 0) if self.host_oom else self._r(self._alloc(n))

    def cuMemFree(self, p):
        self.calls.append("cuMemFree")
        del self.allocs[int(p)]
        return (OK,)

    def cuMemFreeHost(self, p):
        self.calls.append("cuMemFreeHost")
        del self.allocs[int(p)]
        return (OK,)
    def cuMemHostGetDevicePointer(self, p, flags): return self._r(p)

    def cuMemcpyHtoDAsync(self, d, h, n, s):
        ctypes.memmove(int(d), int(h), n)
        return self._r()

    def cuMemcpyDtoHAsync(self, h, d, n, s):
        ctypes.memmove(int(h), int(d), n)
        return self._r()

    def cuMemcpyHtoD(self, d, h, n): return self.cuMemcpyHtoDAsync(d, h, n, None)
    def cuMemcpyDtoH(self, h, d, n): return self.cuMemcpyDtoHAsync(h, d, n, None)
    def cuMemcpyDtoDAsync(self, d, s, n, st): return self.cuMemcpyHtoDAsync(d, s, n, st)

    def cuModuleLoadData(self, ptr):
        text = ctypes.string_at(int(ptr))
        return self._r(text)

    def cuModuleGetFunction(self, mod, name):
        body = self.kernels[mod]
        return self._r((body, name.decode()))

    def cuLaunchKernel(self, fn, gx, gy, gz, bx, by, bz, shmem, stream, argv, extra):
        self.calls.append("cuLaunchKernel")
        if self.sticky:
            return (self.sticky,)
        (body, policy), name = fn
        hk = host.HostKernel(body)
        n = len(hk.abi.args)
        ptrs = np.ctypeslib.as_array((ctypes.c_uint64 * n).from_address(int(argv)))
        values = np.array([ctypes.c_uint64.from_address(int(p)).value for p in ptrs], dtype=np.uint64)
        assert bx == body.workgroup_size and gz == by == bz == 1
        hk._fn(values.ctypes.data, gx, gy, bx)
        err = (ctypes.c_uint32 * 4).from_address(int(values[-1]))
        if policy == "device-trap" and err[0]:
            bits = err[0]
            err[0] = (bits & -bits).bit_length()  # lowest site + 1, as the device build stores it
            self.sticky = 719
        return (OK,)

    def cuEventSynchronize(self, ev): return (self.sticky,)

    hang = False  # a kernel that never finishes: the event stays not ready

    def cuEventQuery(self, ev): return (600 if self.hang else self.sticky,)


@pytest.fixture
def fake(monkeypatch):
    f = FakeCuda()
    monkeypatch.setattr(device, "driver_module", lambda: f)
    monkeypatch.setattr(device, "_has_libcuda", lambda: True)
    monkeypatch.setitem(device._STATE, "lost", "")
    return f


def _compile(fake, body, policy):
    art = PtxTarget().compile(body, trap_policy=policy, sm="sm_90")
    fake.kernels[art.final] = (body, policy)
    return art


def test_probe_and_capabilities_from_the_driver(fake):
    a = device.probe()
    assert a.available and a.device == "Fake H200 (sm_90)"
    caps = device.device_capabilities()
    assert caps.max_workgroup_size == 1024 and caps.max_groups == (2**31 - 1, 65535) and caps.subgroup_size == 32


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


def test_device_trap_names_the_site_then_the_device_is_lost(fake):
    case = catalog.bounds_trap()
    bufs = case.make(np.random.default_rng(3))
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "device-trap")
    p = dev.launch(art, bufs, case.grid)
    with pytest.raises(KernelFault) as ei:
        dev.sync(p)
    e = ei.value
    assert [s.site for s in e.sites] == [0] and str(e.sites[0].span) == "add.rs:5:10"
    assert e.thread == 600 and e.group == (9, 0) and "restart" in str(e)
    with pytest.raises(DeviceLost, match="restart the process"):
        dev.launch(art, bufs, case.grid)
    with pytest.raises(DeviceLost):
        device.CudaDevice()
    assert not device.probe().available and "lost" in device.probe().reason


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
    p = dev.launch(art, bufs, case.grid)
    fake.hang = True
    with pytest.raises(DeviceLost, match="did not finish within 0.2 s"):
        dev.sync(p)
    with pytest.raises(DeviceLost):
        dev.launch(art, bufs, case.grid)


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


def test_through_the_executor(fake):
    from poot_core.exec import execute

    case = catalog.elementwise()
    t = PtxTarget()
    bufs = case.make(np.random.default_rng(5))
    art = t.compile(case.body)
    fake.kernels[art.final] = (case.body, "device-trap")
    out = execute(case.body, t, case.grid, bufs)
    np.testing.assert_array_equal(out["out"], bufs["a"] + bufs["b"])


def test_experiments_on_the_fake_driver(fake, monkeypatch):
    """The H200 experiments' own logic (python -m poot_ptx.experiments), without a GPU: the device
    trap names its site and loses the device; the error-word fault leaves it usable."""
    from poot_ptx import experiments

    compile_, current = PtxTarget.compile, {"cuda": fake}

    def registering(self, body, **opts):
        art = compile_(self, body, **opts)
        current["cuda"].kernels[art.final] = (body, opts.get("trap_policy", "device-trap"))
        return art
    monkeypatch.setattr(PtxTarget, "compile", registering)
    t = experiments.trap()
    assert t["launch_ok"] and t["fault"] == "KernelFault" and t["site_read_back"], t
    assert t["after"].startswith("DeviceLost"), t
    # each experiment runs in its own process on the GPU: a fresh (unpoisoned) driver for the next
    current["cuda"] = FakeCuda()
    monkeypatch.setattr(device, "driver_module", lambda: current["cuda"])
    monkeypatch.setitem(device._STATE, "lost", "")
    e = experiments.error_word()
    assert e["fault"] == "KernelFault" and e["sites"] and e["device_usable_after"] is True, e


def test_out_of_device_memory_is_typed_with_the_bytes_asked_for(fake):
    """cuMemAlloc returning CUDA_ERROR_OUT_OF_MEMORY: a DeviceOutOfMemory (a DriverError, a PootError)
    naming the call, the bytes asked for, the parameter and the launch's total; the buffers the
    launch had allocated are freed and the device stays usable."""
    case = catalog.elementwise()
    bufs = case.make(np.random.default_rng(6))
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "device-trap")
    names = [p.name for p in case.body.params]
    big = dict(bufs, **{names[-1]: np.zeros(5000, bufs[names[-1]].dtype)})
    fake.oom_above = big[names[-1]].nbytes - 1
    before = set(fake.allocs)
    with pytest.raises(DeviceOutOfMemory) as ei:
        dev.launch(art, big, case.grid)
    e = ei.value
    assert isinstance(e, DriverError) and isinstance(e, PootError) and e.exit_code == 3
    assert (e.target, e.call, e.code, e.name) == ("ptx", "cuMemAlloc", 2, "CUDA_ERROR_OUT_OF_MEMORY")
    assert e.nbytes == big[names[-1]].nbytes and e.what == f"parameter `{names[-1]}`"
    assert e.total == sum(max(a.nbytes, 16) for a in big.values()) + 16
    assert f"cuMemAlloc of {e.nbytes} bytes for parameter `{names[-1]}`" in str(e) and "smaller arrays" in str(e)
    assert set(fake.allocs) == before and fake.calls.count("cuMemFree") == len(names) - 1
    assert not device.lost_reason()
    got = dev.run(art, bufs, case.grid)  # the device is still usable
    np.testing.assert_array_equal(got["out"], bufs["a"] + bufs["b"])


def test_out_of_pinned_host_memory_frees_the_device_buffers(fake):
    case = catalog.elementwise()
    bufs = case.make(np.random.default_rng(7))
    dev = device.CudaDevice()
    art = _compile(fake, case.body, "device-trap")
    before = set(fake.allocs)
    fake.host_oom = True
    with pytest.raises(DeviceOutOfMemory) as ei:
        dev.launch(art, bufs, case.grid)
    assert ei.value.call == "cuMemHostAlloc" and ei.value.nbytes == 16 and "error words" in ei.value.what
    assert set(fake.allocs) == before


def test_other_driver_errors_stay_driver_errors(fake, monkeypatch):
    """A failing call that is neither out-of-memory nor sticky is a typed CudaError (a PootError)."""
    dev = device.CudaDevice()
    monkeypatch.setattr(fake, "cuMemAlloc", lambda n: (1, 0), raising=False)  # CUDA_ERROR_INVALID_VALUE
    case = catalog.elementwise()
    art = _compile(fake, case.body, "device-trap")
    with pytest.raises(device.CudaError) as ei:
        dev.launch(art, case.make(np.random.default_rng(8)), case.grid)
    assert not isinstance(ei.value, DeviceOutOfMemory) and isinstance(ei.value, PootError)
    assert str(ei.value) == "ptx: cuMemAlloc failed: CUDA_ERROR_X (1)"


def test_a_driver_error_through_the_cli_is_one_line(fake, monkeypatch, tmp_path, capsys):
    """The CLI reports an out-of-memory launch as `poot: error: ...` with exit status 3, no traceback."""
    from poot_core import cli
    from poot_core.ir import kir

    case = catalog.elementwise()
    t = PtxTarget()
    art = t.compile(case.body)
    fake.kernels[art.final] = (case.body, "device-trap")
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
