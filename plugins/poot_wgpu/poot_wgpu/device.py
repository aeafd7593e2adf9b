"""wgpu-py driver of the device protocol for poot's SPIR-V kernels: adapter choice, one device per
adapter, buffers, cached pipelines and bind groups, batched dispatches and the meta words read
back at the sync (the SPIR-V goes through naga's front end)."""
from __future__ import annotations

import sys
import threading
import time
from dataclasses import dataclass
from typing import Any

import numpy as np

from poot_core import knobs
from poot_core.backends.spirv.host import SpirvDevice, SpirvKernel, binding_range, kernel_key
from poot_core.errors import CodegenError, DeviceLost, DeviceOutOfMemory, DriverError, TargetUnavailable
from poot_core.ir.nodes import Body
from poot_core.runtime import Arg
from poot_core.target import IEEE, VULKAN_GPU, Artifact, Capabilities

TARGET = "wgpu"
# Needs field -> wgpu feature name (16-bit storage comes with shader-f16 in wgpu)
FEATURES = {"f16": "shader-f16", "f64": "shader-f64", "int64": "shader-int64", "int16": "shader-i16",
            "storage16": "shader-f16", "subgroup": "subgroup", "int64_atomics": "shader-int64-atomic-all-ops"}
LIMITS = ("max-storage-buffers-per-shader-stage", "max-storage-buffer-binding-size", "max-buffer-size",
          "max-compute-workgroup-storage-size", "max-compute-invocations-per-workgroup",
          "max-compute-workgroup-size-x", "max-compute-workgroups-per-dimension", "max-bindings-per-bind-group",
          "min-storage-buffer-offset-alignment")
META_CHUNK = 64 * 1024  # bytes of one meta arena chunk (a batch takes as many as it needs; kept)
MAX_BIND_GROUPS = 4096  # cached bind groups before the cache starts over
_RANK = {"DiscreteGPU": 0, "IntegratedGPU": 1, "VirtualGPU": 2, "Unknown": 3, "CPU": 4}
_lock = threading.Lock()
_adapter_cache: dict[str, Any] = {}
SLOW_NOTE_S = 1.0  # a first adapter request slower than this gets one note on stderr
_noted: list[float] = []


def note_slow_start(seconds: float) -> None:
    """One short note on stderr, once per process, when finding the adapter took over SLOW_NOTE_S:
    wgpu-native starts every Vulkan driver (and lavapipe its LLVM) on the first request, which can
    take seconds without a word; later requests in the process reuse the adapter. Only for a
    person watching (stderr is a terminal): a script's or a test's stderr stays exactly poot's
    messages, whatever the machine's speed."""
    if seconds <= SLOW_NOTE_S or _noted or not _is_tty(sys.stderr):
        return
    _noted.append(seconds)
    print(f"poot: wgpu: finding a GPU adapter took {seconds:.1f} s (wgpu-native starts every Vulkan driver "
          "once per process; later calls reuse it)", file=sys.stderr, flush=True)


def _is_tty(stream) -> bool:
    try:
        return bool(stream.isatty())
    except Exception:  # a replaced or closed stream
        return False


def import_wgpu():
    """The wgpu module, or TargetUnavailable saying how to install it."""
    try:
        import wgpu
    except Exception as e:  # ImportError, or the native library failing to load
        raise TargetUnavailable(target=TARGET, reason=f"wgpu-py is not usable here ({type(e).__name__}: {e}); "
                                "pip install 'poot[wgpu]'") from e
    return wgpu


def _describe(a) -> str:
    info = a.info
    return f"{info.get('device') or info.get('description')} ({info.get('backend_type')}, {info.get('adapter_type')})"


def choose_adapter():
    """The adapter to use: POOT_WGPU_ADAPTER (index or name substring) if set, else the best
    non-GL adapter (discrete > integrated > ... > CPU). POOT_GPU=1 refuses a CPU adapter."""
    want, gpu_only = knobs.wgpu_adapter(), knobs.gpu_suites()
    key = f"{want}|{gpu_only}"
    with _lock:
        if key in _adapter_cache:
            return _adapter_cache[key]
        from poot_core.headless import ensure_runtime_dir

        ensure_runtime_dir()  # no "XDG_RUNTIME_DIR is invalid" lines from Mesa's device-select layer
        start = time.perf_counter()
        wgpu = import_wgpu()
        try:  # native backends only: GL adds nothing for compute and prints EGL noise
            from wgpu.backends.wgpu_native.extras import set_instance_extras
            set_instance_extras(backends=["Primary"])
        except Exception:
            pass  # the instance exists already, or an older wgpu-py
        adapters = list(wgpu.gpu.enumerate_adapters_sync())
        note_slow_start(time.perf_counter() - start)
        if not adapters:
            raise TargetUnavailable(target=TARGET, reason="wgpu found no adapter (no Vulkan/Metal/D3D12 driver; "
                                    "on Linux install mesa-vulkan-drivers for lavapipe)")
        if want:
            pick = [a for i, a in enumerate(adapters) if want == str(i) or want.lower() in _describe(a).lower()]
            if not pick:
                raise TargetUnavailable(target=TARGET, reason=f"POOT_WGPU_ADAPTER={want!r} matches none of: "
                                        + "; ".join(f"{i}: {_describe(a)}" for i, a in enumerate(adapters)))
            adapter = pick[0]
        else:
            adapter = min(adapters, key=lambda a: (a.info.get("backend_type") == "OpenGL",
                                                   _RANK.get(a.info.get("adapter_type"), 3)))
        if gpu_only and adapter.info.get("adapter_type") == "CPU":
            raise TargetUnavailable(target=TARGET, reason=f"POOT_GPU=1 asks for a GPU but the only adapter is "
                                    f"{_describe(adapter)}")
        _adapter_cache[key] = adapter
        return adapter


def adapter_name(adapter) -> str:
    return _describe(adapter)


def adapter_capabilities(adapter) -> Capabilities:
    lim, feats, info = adapter.limits, set(adapter.features), adapter.info
    cpu = str(info.get("adapter_type", "")) == "CPU"
    per_dim = int(lim["max-compute-workgroups-per-dimension"])
    return Capabilities(
        max_workgroup_size=min(int(lim["max-compute-invocations-per-workgroup"]), int(lim["max-compute-workgroup-size-x"])),
        max_groups=(min(2**32 - 1, per_dim * per_dim), per_dim),  # X folds into Y (abi.physical_dispatch)
        f16="shader-f16" in feats and cpu,  # on a GPU, f16 is refused (WgpuTarget.compile: its specials are lost)
        f64="shader-f64" in feats, int64="shader-int64" in feats, atomics=True,
        fma="shader-f64" in feats, fma_emulated=True,  # mul_add is computed in f64 (backends/spirv/values.mul_add_f32)
        subgroup_size=int(info.get("subgroup_min_size") or info.get("stackgroup_min_size") or 0) or 32,
        max_workgroup_memory=int(lim["max-compute-workgroup-storage-size"]),
        # a CPU adapter (lavapipe/llvmpipe) computes IEEE-exactly; a GPU gets Vulkan's precision
        # latitude, flushing included (naga cannot pass a DenormPreserve request on)
        float_latitude=IEEE if cpu else VULKAN_GPU)


@dataclass(eq=False)
class WgpuPipeline:
    """A module's compute pipeline and bind group layout (the meta binding takes a dynamic offset)."""

    key: str
    pipe: Any
    bgl: Any


@dataclass(eq=False)
class MetaChunk:
    """Part of the meta arena: a storage buffer, its host mirror (written at launch, copied to the
    buffer before the batch is submitted) and a mappable twin the sync reads the words back from."""

    buffer: Any
    back: Any
    words: np.ndarray  # uint32 host mirror
    used: int = 0  # bytes taken by this batch
    written: int = 0  # bytes of the mirror already written to the buffer


class WgpuDevice(SpirvDevice):
    """One adapter behind the device protocol: one wgpu device with every feature a module may
    need, buffers as wgpu buffers, a compute pass per dispatch in the batch's command encoder
    (submitted at the sync, or before a write: queue.write_buffer is ordered with submissions),
    pipelines cached per module, bind groups cached per buffers and ranges."""

    target = TARGET
    ordered_writes = True  # `_write` submits the encoded dispatches first, then queue.write_buffer

    def __init__(self, adapter: Any = None) -> None:
        self.wgpu = import_wgpu()
        self.adapter = adapter or choose_adapter()
        self.name = adapter_name(self.adapter)
        self.caps = adapter_capabilities(self.adapter)
        self.features = set(self.adapter.features)
        self.enabled = frozenset(f for f in FEATURES.values() if f in self.features)
        limits = {k: self.adapter.limits[k] for k in LIMITS if k in self.adapter.limits}
        self.dev = self.adapter.request_device_sync(required_features=sorted(self.enabled), required_limits=limits,
                                                    label="poot")
        self.align = max(16, int(self.dev.limits["min-storage-buffer-offset-alignment"]))
        self._pipelines: dict[str, WgpuPipeline] = {}
        self._groups: dict[tuple, Any] = {}  # bind groups by (pipeline, meta chunk, buffers and ranges)
        self._groups_of: dict[int, list[tuple]] = {}  # buffer id -> the keys of the groups that bind it
        self._buffers: dict[int, Any] = {}  # every buffer of the device, by id (destroyed at close)
        self._chunks: list[MetaChunk] = []
        self._chunk = 0
        self._encoder: Any = None  # the batch's command encoder (None: nothing encoded since the last submit)
        self._back: Any = None  # the mappable buffer downloads are copied to (grown as needed)
        self.pipeline_builds = 0  # how many pipelines were built (tests check the cache)
        self.buffers_created = 0  # wgpu buffers created (data, meta arena)
        self.bind_groups_created = 0
        self.submits = 0
        super().__init__()

    # --- what the SPIR-V device asks of a loader -------------------------------------------------
    def _max_count(self) -> tuple[int, int, int]:
        n = int(self.adapter.limits["max-compute-workgroups-per-dimension"])
        return (n, n, n)

    def driver_objects(self) -> dict[str, int]:
        return {"buffers": self.buffers_created, "bind groups": self.bind_groups_created,
                "pipelines": self.pipeline_builds, "submits": self.submits}

    def _has(self) -> dict[str, bool]:
        return {k: v in self.enabled for k, v in FEATURES.items()} | {"vulkan_memory_model": False,
                                                                        "float_controls": False}

    def _pipeline(self, art: Artifact, body: Body, spv: bytes) -> WgpuPipeline:
        key = kernel_key(spv)
        hit = self._pipelines.get(key)
        if hit is None:
            hit = self._pipelines[key] = self._build(self.dev, body, spv)
        return hit

    def _build(self, dev, body: Body, spv: bytes) -> WgpuPipeline:
        """The pipeline of `spv` on the wgpu device `dev`; CodegenError when naga or wgpu refuses
        the module, DeviceLost when the device is gone."""
        wgpu = self.wgpu
        entries = [{"binding": i, "visibility": wgpu.ShaderStage.COMPUTE,
                    "buffer": {"type": wgpu.BufferBindingType.storage if p.mutable
                               else wgpu.BufferBindingType.read_only_storage}}
                   for i, p in enumerate(body.params)]
        entries.append({"binding": len(body.params), "visibility": wgpu.ShaderStage.COMPUTE,
                        "buffer": {"type": wgpu.BufferBindingType.storage, "has_dynamic_offset": True}})
        try:
            module = dev.create_shader_module(code=spv, label=body.name)
            bgl = dev.create_bind_group_layout(entries=entries)
            layout = dev.create_pipeline_layout(bind_group_layouts=[bgl])
            pipe = dev.create_compute_pipeline(layout=layout, compute={"module": module, "entry_point": "main"},
                                               label=body.name)
        except Exception as e:  # naga's front end or wgpu validation refused the module
            if "device is lost" in str(e).lower():  # e.g. the driver's compiler crashed on an earlier module
                self.lost = f"the wgpu device was lost (building {body.name!r}: {str(e).strip()[:300]})"
                raise DeviceLost(target=TARGET, message=self.lost) from None
            raise CodegenError(target=TARGET, kernel=body.name,
                               message=f"wgpu/naga rejected the SPIR-V module: {e}") from e
        self.pipeline_builds += 1
        return WgpuPipeline(kernel_key(spv), pipe, bgl)

    def _dispatch(self, kernel: SpirvKernel, args: list[Arg], meta: np.ndarray, groups: tuple[int, int, int]) -> Any:
        p: WgpuPipeline = kernel.pipeline
        ci, offset, token = self._meta_record(meta)
        sizes = kernel.itemsizes
        ranges = tuple((a.handle, binding_range(a.count, sizes[i])) for i, a in enumerate(args))
        key = (p.key, ci, meta.nbytes) + tuple((id(h), r) for h, r in ranges)
        group = self._groups.get(key)
        if group is None:
            group = self._bind_group(p, key, ranges, self._chunks[ci].buffer, meta.nbytes)
        if self._encoder is None:
            self._encoder = self.dev.create_command_encoder()
        cpass = self._encoder.begin_compute_pass()  # a pass per dispatch: wgpu orders passes' writes
        cpass.set_pipeline(p.pipe)
        cpass.set_bind_group(0, group, [offset])
        cpass.dispatch_workgroups(*groups)
        cpass.end()
        return token

    def _bind_group(self, p: WgpuPipeline, key: tuple, ranges: tuple, meta_buffer: Any, meta_size: int) -> Any:
        if len(self._groups) >= MAX_BIND_GROUPS:
            self._groups.clear()
            self._groups_of.clear()
        entries = [{"binding": i, "resource": {"buffer": h, "offset": 0, "size": r}} for i, (h, r) in enumerate(ranges)]
        entries.append({"binding": len(ranges), "resource": {"buffer": meta_buffer, "offset": 0, "size": meta_size}})
        group = self._groups[key] = self.dev.create_bind_group(layout=p.bgl, entries=entries)
        self.bind_groups_created += 1
        for h, _ in ranges:
            self._groups_of.setdefault(id(h), []).append(key)
        return group

    def _finish(self, tokens: list[Any]) -> list[np.ndarray]:
        """Copy the batch's meta records to their mappable twins, submit everything encoded since
        the last submit, and read the words back (waiting with POOT_SYNC_TIMEOUT_S)."""
        used = [c for c in self._chunks if c.used]
        if self._encoder is None:
            self._encoder = self.dev.create_command_encoder()
        for c in used:
            self._encoder.copy_buffer_to_buffer(c.buffer, 0, c.back, 0, c.used)
        self._flush()
        words = [self._wait(self.dev, c.back, c.used) for c in used]
        got = {id(c): w for c, w in zip(used, words)}
        out = [got[id(self._chunks[ci])][w:w + n] for ci, w, n in tokens]
        for c in used:
            c.used = c.written = 0
        self._chunk = 0
        return out

    def _flush(self) -> None:
        """Write the meta records not yet written, then submit what is encoded (in that order: a
        record is on the device before the dispatch that reads it runs)."""
        if self._encoder is None:
            return
        for c in self._chunks:
            if c.used > c.written:
                self.dev.queue.write_buffer(c.buffer, c.written, c.words[c.written // 4:c.used // 4])
                c.written = c.used
        enc, self._encoder = self._encoder, None
        self.dev.queue.submit([enc.finish()])
        self.submits += 1

    def _meta_record(self, meta: np.ndarray) -> tuple[int, int, tuple[int, int, int]]:
        """Room for one dispatch's meta words in the arena, filled in; (chunk, byte offset, token)."""
        need = -(-meta.nbytes // self.align) * self.align
        while True:
            if self._chunk == len(self._chunks):
                size = max(META_CHUNK, need)
                usage = self.wgpu.BufferUsage
                buf = self._create(size, usage.STORAGE | usage.COPY_SRC | usage.COPY_DST)
                back = self._create(size, usage.MAP_READ | usage.COPY_DST)
                self._chunks.append(MetaChunk(buf, back, np.zeros(size // 4, np.uint32)))
            c = self._chunks[self._chunk]
            if c.used + need <= c.words.nbytes:
                break
            self._chunk += 1
        offset = c.used
        c.words[offset // 4:offset // 4 + meta.size] = meta
        c.used += need
        return self._chunk, offset, (self._chunk, offset // 4, meta.size)

    def _wait(self, dev, back, size: int | None = None) -> np.ndarray:
        """The first `size` bytes of the mappable buffer `back` as uint32 words, mapped once the
        work before it is done, waiting with a deadline (POOT_SYNC_TIMEOUT_S) and polling the
        device; past it the device is marked lost (a running dispatch cannot be cancelled)."""
        timeout = knobs.sync_timeout_s()
        done = back.map_async(self.wgpu.MapMode.READ)
        deadline, nap = time.monotonic() + timeout, 0.0002
        while getattr(done, "_state", "") == "pending":
            dev._poll(False)
            if getattr(done, "_state", "") != "pending":
                break
            if time.monotonic() > deadline:
                self.lost = (f"a dispatch did not finish within {timeout:g} s (POOT_SYNC_TIMEOUT_S; a kernel "
                             "that never ends?) and cannot be cancelled")
                raise DeviceLost(target=TARGET, message=self.lost)
            time.sleep(nap)
            nap = min(nap * 2, 0.05)
        done.sync_wait()  # resolved: raises if the mapping failed
        words = np.frombuffer(back.read_mapped(0, size), np.uint32).copy()
        back.unmap()
        return words

    # --- buffers ------------------------------------------------------------------------------
    def _create(self, nbytes: int, usage: Any) -> Any:
        """A wgpu buffer; DeviceOutOfMemory when the device has no memory for it."""
        try:
            buf = self.dev.create_buffer(size=nbytes, usage=usage)
        except Exception as e:
            text = " ".join(str(e).split())[:300]
            if isinstance(e, self.wgpu.GPUOutOfMemoryError) or "out of memory" in text.lower():
                raise DeviceOutOfMemory(target=TARGET, call="create_buffer", name=type(e).__name__, nbytes=nbytes,
                                        what="a device buffer", in_use=self.pool.in_use, message=text) from None
            raise DriverError(target=TARGET, call="create_buffer", name=type(e).__name__, message=text) from None
        self.buffers_created += 1
        return buf

    def _allocate(self, nbytes: int) -> Any:
        usage = self.wgpu.BufferUsage
        buf = self._create(nbytes, usage.STORAGE | usage.COPY_SRC | usage.COPY_DST)
        self._buffers[id(buf)] = buf
        return buf

    def _release(self, handle: Any) -> None:
        if self._buffers.pop(id(handle), None) is None:
            return
        for key in self._groups_of.pop(id(handle), ()):
            self._groups.pop(key, None)
        handle.destroy()

    def _write(self, handle: Any, data: np.ndarray) -> None:
        if not data.size:
            return
        self._flush()  # the dispatches encoded so far run before this write
        if data.size % 4:  # queue.write_buffer copies whole words
            data = np.concatenate([data, np.zeros(-data.size % 4, np.uint8)])
        self.dev.queue.write_buffer(handle, 0, data)

    def _read(self, handle: Any, nbytes: int) -> np.ndarray:
        if not nbytes:
            return np.zeros(0, np.uint8)
        size = -(-nbytes // 4) * 4
        if self._back is None or self._back.size < size:
            if self._back is not None:
                self._back.destroy()
                self._back = None
            usage = self.wgpu.BufferUsage
            self._back = self._create(max(1 << 16, 1 << (size - 1).bit_length()), usage.MAP_READ | usage.COPY_DST)
        if self._encoder is None:
            self._encoder = self.dev.create_command_encoder()
        self._encoder.copy_buffer_to_buffer(handle, 0, self._back, 0, size)
        self._flush()
        return self._wait(self.dev, self._back, size).view(np.uint8)[:nbytes]

    def _close(self) -> None:
        self._encoder = None
        extra: list[Any] = [self._back] if self._back is not None else []
        for b in list(self._buffers.values()) + [b for c in self._chunks for b in (c.buffer, c.back)] + extra:
            b.destroy()
        self._back = None
        self._buffers.clear()
        self._chunks.clear()
        self._groups.clear()
        self._groups_of.clear()
        self._pipelines.clear()
        self.lost = "it was closed"
