"""pyxrt loader: probe, device, xclbin registration, hardware context, buffer objects, run/wait.

Buffers are host memory (poot_core.runtime.BufferedDevice over numpy byte arrays). One dispatch =
pack the input object (layout.Layout.pack), write + sync it to the device, run the kernel (opcode 3, instruction BO, instruction count, input BO, output BO: mlir-aie's NPU kernel
convention), wait with a timeout, sync the output BO from the device, unpack every tile's copy
and merge them. A timeout or an error state of the command is a KernelFault (the AIE array has no
trap sites to name); an exception from XRT itself marks the device lost.
"""
from __future__ import annotations

import importlib
import os
import tempfile
from dataclasses import dataclass, field
from typing import Any

import numpy as np

from poot_core import knobs
from poot_core.errors import DeviceLost, KernelFault, TargetUnavailable
from poot_core.ir.nodes import Body
from poot_core.runtime import Arg, BufferedDevice, HostMemory
from poot_core.target import Artifact, Availability, Grid

from .layout import merge_tiles

DEVICE_NODE = "/dev/accel/accel0"
KERNEL_NAME = "MLIR_AIE"
OPCODE = 3  # mlir-aie: run the instruction stream
TARGET = "xdna"


def _import_pyxrt():
    return importlib.import_module("pyxrt")


def probe() -> Availability:
    """Never raises. Says every reason the NPU is unusable here."""
    from .codegen import AIECC, aiecc_path

    why = []
    try:
        _import_pyxrt()
    except Exception as e:  # noqa: BLE001 - ImportError or a broken XRT install
        why.append(f"no pyxrt module ({type(e).__name__}: {e}; it ships with XRT, not on PyPI)")
    if not os.path.exists(DEVICE_NODE):
        why.append(f"no {DEVICE_NODE} device node (no XDNA NPU, or the amdxdna driver is not loaded)")
    if aiecc_path() is None:
        why.append(f"no xclbin toolchain ({AIECC} from mlir-aie with Peano is not on PATH)")
    if why:
        return Availability(False, "; ".join(why))
    return Availability(True, "", "AMD XDNA NPU (npu2)")


@dataclass
class _Loaded:
    art: Artifact  # kept alive: the cache is keyed by id(art)
    xclbin: Any
    ctx: Any
    kernel: Any
    bo_instr: Any
    n_instr: int
    io: Any = None  # ((input bytes, output bytes), input BO, output BO), reused by every dispatch


@dataclass
class Pending:
    """One dispatch on the NPU: its run, its output object and the buffers it writes back into."""

    art: Artifact
    run: Any
    bo_out: Any
    out_bytes: int
    initial: dict
    buffers: dict
    timeout_ms: int
    done: dict = field(default_factory=dict)
    fault: KernelFault | None = None
    finished: bool = False


def _fit(art: Artifact, buffers: dict[str, np.ndarray]) -> Artifact:
    """The artifact itself, or one rebuilt with larger regions when a buffer exceeds its capacity."""
    lay = art.meta["layout"]
    sizes = {p.name: int(np.size(buffers[p.name])) for p in art.require_body().params}
    if all(sizes[r.name] <= r.capacity for r in lay.inputs):
        return art
    from dataclasses import replace

    from .codegen import compile_body

    lens = {r.name: max(r.capacity, sizes[r.name]) for r in lay.inputs}
    return compile_body(art.require_body(), replace(art.meta["options"], lens=lens, capacity=None))  # art.body: already clean


class XdnaDevice(HostMemory, BufferedDevice):
    """One NPU through pyxrt behind the device protocol (poot_core.runtime.BufferedDevice).

    A buffer is host memory: the NPU reads one packed input object per dispatch (layout.pack) and
    writes one output object, which is unpacked into the `&mut` buffers when the dispatch
    completes. Dispatches run one after the other: a launch first completes the one in flight (a
    later dispatch may read its outputs). xclbins are registered once per artifact."""

    target = TARGET
    ordered_writes = False

    def __init__(self, index: int = 0, xrt=None) -> None:
        self.xrt = xrt or _import_pyxrt()
        try:
            self.dev = self.xrt.device(index)
        except Exception as e:  # noqa: BLE001
            raise TargetUnavailable(target=TARGET, reason=f"pyxrt could not open NPU {index}: {e}") from e
        from .target import XdnaTarget

        self.name = f"xdna:{index}"
        self.caps = XdnaTarget().capabilities()
        self._loaded: dict[int, _Loaded] = {}
        self._inflight: Pending | None = None
        super().__init__()

    def _load(self, art: Artifact) -> _Loaded:
        key = id(art)
        got = self._loaded.get(key)
        if got is not None:
            return got
        stages = dict(art.stages)
        if "xclbin" not in stages or "insts" not in art.meta:
            raise TargetUnavailable(target=TARGET, reason=str(art.meta.get("build", "the artifact has no xclbin")))
        xrt = self.xrt
        fd, path = tempfile.mkstemp(suffix=".xclbin", prefix=f"poot-{art.kernel}-")
        with os.fdopen(fd, "wb") as f:
            f.write(stages["xclbin"])
        try:
            xclbin = xrt.xclbin(path)  # read on construction
        finally:
            os.unlink(path)
        self.dev.register_xclbin(xclbin)
        ctx = xrt.hw_context(self.dev, xclbin.get_uuid())
        kernel = xrt.kernel(ctx, KERNEL_NAME)
        insts = np.frombuffer(art.meta["insts"], dtype=np.uint32)
        bo_instr = xrt.bo(self.dev, insts.nbytes, xrt.bo.cacheable, kernel.group_id(1))
        bo_instr.write(insts.view(np.uint8), 0)
        bo_instr.sync(xrt.xclBOSyncDirection.XCL_BO_SYNC_BO_TO_DEVICE)
        got = _Loaded(art, xclbin, ctx, kernel, bo_instr, int(insts.size))
        self._loaded[key] = got
        return got

    def _enqueue(self, art: Artifact, args: list[Arg], grid: Grid, index: int) -> Pending:
        self._finish_inflight()
        body: Body = art.require_body()
        buffers = {a.param.name: a.handle[:a.count * a.param.elem.np.itemsize].view(a.param.elem.np) for a in args}
        art = _fit(art, buffers)
        lay = art.meta["layout"]
        ld = self._load(art)
        try:
            xrt = self.xrt
            packed = lay.pack(body, buffers, grid.groups)
            total_out = lay.tiles * lay.out_bytes
            if ld.io is None or ld.io[0] != (packed.nbytes, total_out):  # kept per artifact: the NPU
                ld.io = ((packed.nbytes, total_out),  # runs one dispatch at a time, so they are free
                         xrt.bo(self.dev, packed.nbytes, xrt.bo.host_only, ld.kernel.group_id(3)),
                         xrt.bo(self.dev, total_out, xrt.bo.host_only, ld.kernel.group_id(4)))
            _, bo_in, bo_out = ld.io
            bo_in.write(packed, 0)
            bo_in.sync(xrt.xclBOSyncDirection.XCL_BO_SYNC_BO_TO_DEVICE)
            run = ld.kernel(OPCODE, ld.bo_instr, ld.n_instr, bo_in, bo_out)
        except (TargetUnavailable, KernelFault):
            raise
        except Exception as e:  # noqa: BLE001 - an XRT failure: the context cannot be trusted
            self.lost = f"XRT failed to launch {body.name}: {e}"
            raise DeviceLost(target=TARGET, message=self.lost) from e
        initial = {p.name: buffers[p.name].copy() for p in body.params if p.mutable}
        p = Pending(art, run, bo_out, total_out, initial, buffers, knobs.xdna_timeout_ms(), {"bo_in": bo_in})
        self._inflight = p
        return p

    def _finish_inflight(self) -> None:
        p, self._inflight = self._inflight, None
        if p is not None and not p.finished:
            p.finished = True
            p.fault = self._finish(p)

    def _finish(self, pending: Pending) -> KernelFault | None:
        """Wait for one dispatch; its fault, or None with its outputs written into its buffers."""
        xrt, body = self.xrt, pending.art.require_body()
        lay = pending.art.meta["layout"]
        try:
            state = pending.run.wait(pending.timeout_ms)
        except Exception as e:  # noqa: BLE001
            self.lost = f"XRT failed while waiting for {body.name}: {e}"
            raise DeviceLost(target=TARGET, message=self.lost) from e
        st = xrt.ert_cmd_state
        if state != st.ERT_CMD_STATE_COMPLETED:
            if state == getattr(st, "ERT_CMD_STATE_TIMEOUT", object()):
                why = f"timed out after {pending.timeout_ms} ms (POOT_XDNA_TIMEOUT_MS)"
            else:
                why = f"the AIE array reported {getattr(state, 'name', state)}"
            return KernelFault(kernel=body.name, target=TARGET, message=why)
        try:
            pending.bo_out.sync(xrt.xclBOSyncDirection.XCL_BO_SYNC_BO_FROM_DEVICE)
            raw = np.asarray(pending.bo_out.read(pending.out_bytes, 0))
            raw = raw.view(np.uint8) if raw.dtype.itemsize == 1 else raw.astype(np.uint8)
        except Exception as e:  # noqa: BLE001
            self.lost = f"XRT failed to read {body.name}'s outputs: {e}"
            raise DeviceLost(target=TARGET, message=self.lost) from e
        per_tile = lay.unpack(body, raw, pending.buffers)
        for name, merged in merge_tiles(pending.initial, per_tile).items():
            pending.buffers[name][:] = merged.reshape(-1)
        return None

    def _complete(self, tokens: list[Any]) -> list[KernelFault | None]:
        self._finish_inflight()
        return [t.fault for t in tokens]

    def _close(self) -> None:
        self._loaded.clear()
