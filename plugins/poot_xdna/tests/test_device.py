"""The pyxrt loader against a fake pyxrt whose "NPU" runs the CPU-lowered core body.

No NPU here: these tests check what can be checked without one - the XRT call sequence,
argument order, buffer-object group ids and flags, sync directions, packing and unpacking of the
launch objects, the tiles' merge, timeouts and error states as typed faults, and the probe.
"""
from __future__ import annotations

import enum
import types

import numpy as np
import pytest

from poot_core.errors import DeviceLost, KernelFault, TargetUnavailable
from poot_core.oracle import run as oracle_run
from poot_core.oracle.compare import assert_matches
from poot_core.target import Grid
from poot_xdna import codegen, cpu, device
from poot_xdna.target import XdnaTarget
from poot_xdna.testing import asset, case, mlir_missing

needs_mlir = pytest.mark.skipif(mlir_missing(), reason="Debian's mlir-16-tools / ld.lld are not installed")
INSTS = np.array([7, 8, 9], np.uint32)


class State(enum.Enum):
    ERT_CMD_STATE_COMPLETED = 4
    ERT_CMD_STATE_ERROR = 5
    ERT_CMD_STATE_ABORT = 7
    ERT_CMD_STATE_TIMEOUT = 8


def fake_pyxrt(sim=None, state=State.ERT_CMD_STATE_COMPLETED, wait_raises=None):
    """A pyxrt stand-in recording every call; `sim(in_bytes) -> out_bytes` plays the NPU."""
    log = []
    m = types.ModuleType("pyxrt")
    m.log = log
    m.ert_cmd_state = State
    m.xclBOSyncDirection = types.SimpleNamespace(XCL_BO_SYNC_BO_TO_DEVICE="to_device",
                                                 XCL_BO_SYNC_BO_FROM_DEVICE="from_device")

    class device:
        def __init__(self, index):
            log.append(("device", index))

        def register_xclbin(self, x):
            log.append(("register_xclbin", x.data))

    class xclbin:
        def __init__(self, path):
            with open(path, "rb") as f:
                self.data = f.read()

        def get_uuid(self):
            return "uuid-1"

    class hw_context:
        def __init__(self, dev, uuid):
            log.append(("hw_context", uuid))

    class bo:
        cacheable, host_only = "cacheable", "host_only"

        def __init__(self, dev, size, flags, group):
            self.size, self.flags, self.group = size, flags, group
            self.host = np.zeros(size, np.uint8)
            self.dev = np.zeros(size, np.uint8)
            log.append(("bo", size, flags, group))

        def write(self, data, offset):
            raw = np.asarray(data).view(np.uint8).reshape(-1)
            self.host[offset:offset + raw.size] = raw

        def sync(self, direction):
            log.append(("sync", self.group, direction))
            if direction == "to_device":
                self.dev[:] = self.host
            else:
                self.host[:] = self.dev

        def read(self, size, offset):
            return self.host[offset:offset + size].copy().view(np.int8)  # pyxrt returns char (int8)

    class run:
        def __init__(self, args):
            self.args = args

        def wait(self, timeout_ms):
            log.append(("wait", timeout_ms))
            if wait_raises:
                raise wait_raises
            if state == State.ERT_CMD_STATE_COMPLETED:
                opcode, bo_instr, n, bo_in, bo_out = self.args
                assert opcode == 3 and n == len(INSTS)
                assert (bo_instr.dev.view(np.uint32) == INSTS).all(), "instructions not synced to the device"
                bo_out.dev[:] = sim(bo_in.dev.copy(), bo_out.size)
            return state

    class kernel:
        def __init__(self, ctx, name):
            log.append(("kernel", name))

        def group_id(self, i):
            return 100 + i

        def __call__(self, *args):
            log.append(("call", args[0], args[2], [getattr(a, "group", None) for a in args]))
            return run(args)

    m.device, m.xclbin, m.hw_context, m.bo, m.kernel = device, xclbin, hw_context, bo, kernel
    return m


def npu_sim(art):
    """What the cores do with the input object: run the CPU-lowered body per tile into the output object."""
    body, lay = art.body, art.meta["layout"]
    func = dict(art.stages)["core-mlir"]
    lib = cpu.build(func)

    def sim(raw_in, out_size):
        hdr = raw_in[: 8 * lay.header_words].view(np.int64)
        gx, gy, lens = int(hdr[0]), int(hdr[1]), [int(x) for x in hdr[2:]]
        out = np.zeros(out_size, np.uint8)
        for t in range(lay.tiles):
            arrays = []
            for r, p, n in zip(lay.inputs, body.params, lens):
                src = raw_in[r.offset: r.offset + r.nbytes].view(np.dtype("u1") if p.elem.name == "bool" else p.elem.np)
                arrays.append(src[: max(n, 1)].copy())
            cpu.call(lib, body, arrays, lens, (gx, gy), t, lay.tiles)
            for r in lay.outputs:
                raw = arrays[r.param].view(np.uint8)
                out[t * lay.out_bytes + r.offset: t * lay.out_bytes + r.offset + raw.size] = raw
        return out

    return sim


@pytest.fixture
def built(monkeypatch):
    """compile() as if aiecc.py were installed (the build returns a stand-in xclbin + instructions)."""
    monkeypatch.setattr(codegen, "aiecc_path", lambda: "/opt/mlir-aie/bin/aiecc.py")
    monkeypatch.setattr(codegen, "build_xclbin", lambda module, name, peano=None: (b"XCLBIN:" + name.encode(), INSTS.tobytes()))
    return lambda name, **kw: XdnaTarget().compile(asset(name), **kw)


@needs_mlir
@pytest.mark.parametrize("name,tiles", [("matvec_nt", 1), ("matmul_tiled_nt", 2), ("atomic_count_nt", 1)])
def test_launch_through_fake_xrt_matches_oracle(built, name, tiles):
    art = built(name, tiles=tiles)
    bufs, groups = case(name, seed=5)
    xrt = fake_pyxrt(npu_sim(art))
    dev = device.XdnaDevice(0, xrt=xrt)
    got = dev.run(art, bufs, Grid(groups, art.body.workgroup_size))
    assert_matches(got, oracle_run(art.body, bufs, Grid(groups, art.body.workgroup_size)), art.body)
    log = xrt.log
    lay = art.meta["layout"]
    assert log[:3] == [("device", 0), ("register_xclbin", b"XCLBIN:" + art.kernel.encode()), ("hw_context", "uuid-1")]
    assert ("kernel", "MLIR_AIE") in log
    # BOs: instructions (cacheable, group 1), input object (host_only, group 3), output object (group 4)
    assert [e for e in log if e[0] == "bo"] == [("bo", INSTS.nbytes, "cacheable", 101),
                                                ("bo", lay.in_bytes, "host_only", 103),
                                                ("bo", tiles * lay.out_bytes, "host_only", 104)]
    # argument order: opcode 3, instruction BO, instruction count, input BO, output BO
    assert [e for e in log if e[0] == "call"] == [("call", 3, len(INSTS), [None, 101, None, 103, 104])]
    syncs = [e[1:] for e in log if e[0] == "sync"]
    assert syncs == [(101, "to_device"), (103, "to_device"), (104, "from_device")]
    assert log.index(("sync", 103, "to_device")) < next(i for i, e in enumerate(log) if e[0] == "call")
    assert next(i for i, e in enumerate(log) if e[0] == "wait") < log.index(("sync", 104, "from_device"))


@needs_mlir
def test_xclbin_is_registered_once_per_artifact(built):
    art = built("matvec_nt")
    bufs, groups = case("matvec_nt")
    xrt = fake_pyxrt(npu_sim(art))
    dev = device.XdnaDevice(0, xrt=xrt)
    for _ in range(2):
        dev.run(art, bufs, Grid(groups, art.body.workgroup_size))
    assert sum(e[0] == "register_xclbin" for e in xrt.log) == 1


@needs_mlir
def test_buffer_over_capacity_rebuilds_with_larger_regions(built):
    art = built("matvec_nt", lens="a:16,x:16,out:16")
    bufs, groups = case("matvec_nt")
    sims = {}

    class Dev(device.XdnaDevice):  # the NPU simulation follows whichever artifact is launched
        def _load(self, a):
            sims["art"] = a
            self.xrt = fake_pyxrt(npu_sim(a))
            return super()._load(a)

    dev = Dev(0, xrt=fake_pyxrt())
    got = dev.run(art, bufs, Grid(groups, art.body.workgroup_size))
    assert sims["art"] is not art and sims["art"].meta["layout"].region("a").capacity == bufs["a"].size
    assert_matches(got, oracle_run(art.body, bufs, Grid(groups, art.body.workgroup_size)), art.body)


@needs_mlir
def test_execute_through_the_registered_target(built, monkeypatch):
    """poot_core.exec.execute -> plugin registry -> XdnaTarget.compile -> XdnaDevice launch/sync, checked."""
    from poot_core.exec import executor as pexec
    from poot_core.target import Availability

    orig_load = device.XdnaDevice._load

    def load(self, a):
        self.xrt = fake_pyxrt(npu_sim(a))
        return orig_load(self, a)

    monkeypatch.setattr(device, "probe", lambda: Availability(True, "", "fake NPU"))
    monkeypatch.setattr(device, "_import_pyxrt", fake_pyxrt)
    monkeypatch.setattr(device.XdnaDevice, "_load", load)
    body = asset("row_argmax_nt")
    bufs, groups = case("row_argmax_nt", seed=3)
    try:
        out = pexec.execute(body, "xdna", Grid(groups, body.workgroup_size), bufs, check=True)
    finally:
        pexec.forget_device(pexec.resolve_target("xdna"))
    assert (out["out"] == bufs["x"].reshape(5, -1).argmax(axis=1)).all()


def test_timeout_is_a_kernel_fault(built, monkeypatch):
    monkeypatch.setenv("POOT_XDNA_TIMEOUT_MS", "1234")
    art = built("matvec_nt")
    bufs, groups = case("matvec_nt")
    xrt = fake_pyxrt(state=State.ERT_CMD_STATE_TIMEOUT)
    dev = device.XdnaDevice(0, xrt=xrt)
    with pytest.raises(KernelFault, match="timed out after 1234 ms") as ei:
        dev.run(art, bufs, Grid(groups, art.body.workgroup_size))
    assert ei.value.kernel == "matvec" and ei.value.target == "xdna"
    assert ("wait", 1234) in xrt.log and not any(e[0] == "sync" and e[2] == "from_device" for e in xrt.log)


@pytest.mark.parametrize("state", [State.ERT_CMD_STATE_ERROR, State.ERT_CMD_STATE_ABORT])
def test_aie_error_states_are_kernel_faults(built, state):
    art = built("matvec_nt")
    bufs, groups = case("matvec_nt")
    dev = device.XdnaDevice(0, xrt=fake_pyxrt(state=state))
    with pytest.raises(KernelFault, match=state.name):
        dev.run(art, bufs, Grid(groups, art.body.workgroup_size))


def test_xrt_exception_loses_the_device(built):
    art = built("matvec_nt")
    bufs, groups = case("matvec_nt")
    dev = device.XdnaDevice(0, xrt=fake_pyxrt(wait_raises=RuntimeError("amdxdna: command failed")))
    with pytest.raises(DeviceLost, match="amdxdna: command failed"):
        dev.run(art, bufs, Grid(groups, art.body.workgroup_size))
    with pytest.raises(DeviceLost):
        dev.launch(art, bufs, Grid(groups, art.body.workgroup_size))


def test_artifact_without_xclbin_is_unavailable(monkeypatch):
    monkeypatch.setattr(codegen, "aiecc_path", lambda: None)
    art = XdnaTarget().compile(asset("matvec_nt"))
    bufs, groups = case("matvec_nt")
    dev = device.XdnaDevice(0, xrt=fake_pyxrt())
    with pytest.raises(TargetUnavailable, match="aiecc.py"):
        dev.run(art, bufs, Grid(groups, art.body.workgroup_size))


def test_device_open_failure_is_unavailable():
    m = fake_pyxrt()

    def boom(i):
        raise RuntimeError("no device found")

    m.device = boom
    with pytest.raises(TargetUnavailable, match="no device found"):
        device.XdnaDevice(0, xrt=m)


# --- probe ---------------------------------------------------------------------------------
def test_probe_here_names_every_missing_piece():
    a = XdnaTarget().probe()
    assert not a.available
    assert "no pyxrt module" in a.reason and "/dev/accel/accel0" in a.reason and "aiecc.py" in a.reason


_NO_PYXRT = ImportError("No module named 'pyxrt'")


def _probe(monkeypatch, pyxrt=True, node=True, aiecc=True, import_error=_NO_PYXRT):
    def imp():
        if not pyxrt:
            raise import_error
        return fake_pyxrt()

    monkeypatch.setattr(device, "_import_pyxrt", imp)
    monkeypatch.setattr(device.os.path, "exists", lambda p: node if p == device.DEVICE_NODE else False)
    monkeypatch.setattr(codegen, "aiecc_path", lambda: "/x/aiecc.py" if aiecc else None)
    return XdnaTarget().probe()


def test_probe_each_reason(monkeypatch):
    assert _probe(monkeypatch).available
    a = _probe(monkeypatch, pyxrt=False)
    assert not a.available and a.reason.startswith("no pyxrt module") and "accel0" not in a.reason
    a = _probe(monkeypatch, node=False)
    assert a.reason.startswith("no /dev/accel/accel0 device node")
    a = _probe(monkeypatch, aiecc=False)
    assert a.reason.startswith("no xclbin toolchain")
    a = _probe(monkeypatch, pyxrt=False, import_error=OSError("libxrt_coreutil.so.2: cannot open"))
    assert "libxrt_coreutil" in a.reason  # a broken XRT install is a reason, not a crash


def test_probe_never_raises(monkeypatch):
    def boom():
        raise SystemError("weird")

    monkeypatch.setattr(device, "probe", boom)
    a = XdnaTarget().probe()
    assert not a.available and "weird" in a.reason


def test_open_raises_unavailable_with_the_reason():
    with pytest.raises(TargetUnavailable, match="no pyxrt module"):
        XdnaTarget().open()


def _loader_seeds(n):
    import dataclasses

    from poot_core.testing.random_bodies import random_body
    from poot_xdna.testing import detrap

    out, seed = [], 0
    while len(out) < n:
        body = dataclasses.replace(detrap(random_body(seed, wmma=False, faults=False)), workgroup_size=1)
        if "f64" not in {t.name for t in body.scalar_types()}:
            out.append(seed)
        seed += 1
    return out


@needs_mlir
@pytest.mark.parametrize("seed", _loader_seeds(6))
def test_random_bodies_through_the_loader(built, monkeypatch, seed):
    """Packing and unpacking of every element width (bool, f16, u32, usize, ...) end to end."""
    import dataclasses

    from poot_core.testing.random_bodies import MIN_LEN, random_body, random_buffers
    from poot_xdna.testing import detrap

    body = dataclasses.replace(detrap(random_body(seed, wmma=False, faults=False)), workgroup_size=1)
    art = XdnaTarget().compile(body, capacity=MIN_LEN * 4)
    rng = np.random.default_rng(seed)
    bufs = random_buffers(body, MIN_LEN * 4, rng, scale=4, signed=True)
    bufs = {k: v[: MIN_LEN + int(rng.integers(0, 3 * MIN_LEN))] for k, v in bufs.items()}  # lens below capacity
    dev = device.XdnaDevice(0, xrt=fake_pyxrt(npu_sim(art)))
    got = dev.run(art, bufs, Grid((1, 1), 1))
    assert_matches(got, oracle_run(body, bufs, Grid((1, 1), 1)), body)


@needs_mlir
def test_queued_dispatches_run_in_order_on_resident_buffers(built):
    """Two dispatches on resident buffers with one sync: the second launch completes the first
    (the NPU runs one at a time, and a later dispatch may read an earlier one's outputs); both
    match the oracle, and the fault-free device hands back nothing before the sync."""
    art = built("matvec_nt")
    xrt = fake_pyxrt(npu_sim(art))
    dev = device.XdnaDevice(0, xrt=xrt)
    grid_outs = []
    for seed in (1, 2):
        bufs, groups = case("matvec_nt", seed=seed)
        res = {k: dev.alloc(v.nbytes, v.dtype) for k, v in bufs.items()}
        for k, v in bufs.items():
            dev.upload(res[k], v.reshape(-1))
        assert dev.launch(art, res, Grid(groups, art.body.workgroup_size)) == seed - 1
        grid_outs.append((bufs, groups, res))
    calls = [i for i, e in enumerate(xrt.log) if e[0] == "call"]
    waits = [i for i, e in enumerate(xrt.log) if e[0] == "wait"]
    assert len(calls) == 2 and len(waits) == 1 and calls[0] < waits[0] < calls[1]
    assert len([e for e in xrt.log if e[0] == "bo"]) == 3, "the input/output objects are reused, not reallocated"
    dev.sync()
    for bufs, groups, res in grid_outs:
        want = oracle_run(art.body, bufs, Grid(groups, art.body.workgroup_size))
        got = {k: dev.download(res[k]).reshape(np.shape(bufs[k])) for k in want}
        assert_matches(got, want, art.body)
