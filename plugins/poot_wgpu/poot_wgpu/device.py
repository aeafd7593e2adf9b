"""wgpu-py loader for poot's SPIR-V kernels: adapter choice, devices per feature set, buffers,
cached pipelines, dispatch and readback (the SPIR-V goes through naga's front end)."""
from __future__ import annotations

import sys
import threading
import time
from typing import Any

import numpy as np

from poot_core import knobs
from poot_core.errors import CodegenError, DeviceLost, TargetUnavailable
from poot_core.backends.spirv.host import HostLaunch, Needs, SpirvDevice, faulted, kernel_key, refuse_on_device
from poot_core.target import IEEE, VULKAN_GPU, Artifact, Capabilities

TARGET = "wgpu"
# Needs field -> wgpu feature name (16-bit storage comes with shader-f16 in wgpu)
FEATURES = {"f16": "shader-f16", "f64": "shader-f64", "int64": "shader-int64", "int16": "shader-i16",
            "storage16": "shader-f16", "subgroup": "subgroup", "int64_atomics": "shader-int64-atomic-all-ops"}
LIMITS = ("max-storage-buffers-per-shader-stage", "max-storage-buffer-binding-size", "max-buffer-size",
          "max-compute-workgroup-storage-size", "max-compute-invocations-per-workgroup",
          "max-compute-workgroup-size-x", "max-compute-workgroups-per-dimension", "max-bindings-per-bind-group")
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
        subgroup_size=int(info.get("subgroup_min_size") or info.get("stackgroup_min_size") or 0) or 32,
        max_workgroup_memory=int(lim["max-compute-workgroup-storage-size"]),
        # a CPU adapter (lavapipe/llvmpipe) computes IEEE-exactly; a GPU gets Vulkan's precision
        # latitude, flushing included (naga cannot pass a DenormPreserve request on)
        float_latitude=IEEE if cpu else VULKAN_GPU)


class WgpuDevice(SpirvDevice):
    """One adapter; a wgpu device per needed feature set, pipelines cached per kernel binary."""

    target = TARGET

    def __init__(self, adapter=None):
        self.wgpu = import_wgpu()
        self.adapter = adapter or choose_adapter()
        self.name = adapter_name(self.adapter)
        self.caps = adapter_capabilities(self.adapter)
        self.features = set(self.adapter.features)
        self._devices: dict[frozenset, Any] = {}
        self._pipelines: dict[tuple, tuple] = {}
        self.pipeline_builds = 0  # how many pipelines were built (tests check the cache)
        self.lost = ""  # why the device can no longer be used (a dispatch that never finished)

    def _max_count(self) -> tuple[int, int, int]:
        n = int(self.adapter.limits["max-compute-workgroups-per-dimension"])
        return (n, n, n)

    def _has(self) -> dict[str, bool]:
        return {k: v in self.features for k, v in FEATURES.items()} | {"vulkan_memory_model": False,
                                                                          "float_controls": False}

    def _device(self, needs: Needs):
        feats = frozenset(FEATURES[n] for n in needs.names() if n in FEATURES)
        dev = self._devices.get(feats)
        if dev is None:
            limits = {k: self.adapter.limits[k] for k in LIMITS if k in self.adapter.limits}
            dev = self.adapter.request_device_sync(required_features=sorted(feats), required_limits=limits,
                                                   label=f"poot {sorted(feats)}")
            self._devices[feats] = dev
        return dev

    def _pipeline(self, dev, art: Artifact, spv: bytes):
        key = (id(dev), kernel_key(spv))
        hit = self._pipelines.get(key)
        if hit is not None:
            return hit
        wgpu, body = self.wgpu, art.require_body()
        entries = [{"binding": i, "visibility": wgpu.ShaderStage.COMPUTE,
                    "buffer": {"type": wgpu.BufferBindingType.storage if p.mutable
                               else wgpu.BufferBindingType.read_only_storage}}
                   for i, p in enumerate(body.params)]
        entries.append({"binding": len(body.params), "visibility": wgpu.ShaderStage.COMPUTE,
                        "buffer": {"type": wgpu.BufferBindingType.storage}})
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
        self._pipelines[key] = (pipe, bgl)
        return pipe, bgl

    def _submit(self, art: Artifact, launch: HostLaunch) -> Any:
        self._alive()
        wgpu, spv = self.wgpu, art.final
        needs = refuse_on_device(art.require_body(), spv, TARGET, self.caps, self._has())
        dev = self._device(needs)
        pipe, bgl = self._pipeline(dev, art, spv)
        usage = wgpu.BufferUsage.STORAGE | wgpu.BufferUsage.COPY_SRC | wgpu.BufferUsage.COPY_DST
        bufs = [dev.create_buffer_with_data(data=a, usage=usage) for a in launch.arrays]
        meta = dev.create_buffer_with_data(data=launch.meta, usage=usage)
        group = dev.create_bind_group(layout=bgl, entries=[
            {"binding": i, "resource": {"buffer": b, "offset": 0, "size": b.size}}
            for i, b in enumerate(bufs + [meta])])
        enc = dev.create_command_encoder()
        cpass = enc.begin_compute_pass()
        cpass.set_pipeline(pipe)
        cpass.set_bind_group(0, group)
        cpass.dispatch_workgroups(*launch.dispatch)
        cpass.end()
        back = dev.create_buffer(size=meta.size, usage=wgpu.BufferUsage.MAP_READ | wgpu.BufferUsage.COPY_DST)
        enc.copy_buffer_to_buffer(meta, 0, back, 0, meta.size)
        dev.queue.submit([enc.finish()])
        return dev, bufs, meta, back, launch.outputs

    def _alive(self) -> None:
        if self.lost:
            raise DeviceLost(target=TARGET, message=self.lost)

    def _wait(self, dev, back) -> np.ndarray:
        """The meta words, mapped once the dispatch is done, waiting with a deadline
        (POOT_SYNC_TIMEOUT_S) and polling the device; past it the device is marked lost (a
        running dispatch cannot be cancelled)."""
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
        words = np.frombuffer(bytes(back.read_mapped()), np.uint32).copy()
        back.unmap()
        return words

    def _collect(self, handle: Any) -> tuple[dict[int, bytes], np.ndarray]:
        dev, bufs, meta, back, outputs = handle
        self._alive()
        words = self._wait(dev, back)
        raw = {} if faulted(words) else {i: bytes(dev.queue.read_buffer(bufs[i])) for i in outputs}
        for b in bufs + [meta, back]:
            b.destroy()
        return raw, words

    def close(self) -> None:
        self._pipelines.clear()
        self._devices.clear()
