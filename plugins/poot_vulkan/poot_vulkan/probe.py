"""Raw Vulkan instance, physical-device choice and capability probing (the `vulkan` cffi package)."""
from __future__ import annotations

import threading
from dataclasses import dataclass, field, replace
from typing import Any

from poot_core import knobs
from poot_core.backends.spirv.coopmat import COMPONENT_NAME, SCOPE_SUBGROUP, SUBGROUP, MatrixShape
from poot_core.errors import TargetUnavailable
from poot_core.target import IEEE, VULKAN_GPU, Capabilities, FloatLatitude

TARGET = "vulkan"
_TYPES = {0: "other", 1: "integrated GPU", 2: "discrete GPU", 3: "virtual GPU", 4: "CPU"}
_RANK = {2: 0, 1: 1, 3: 2, 0: 3, 4: 4}  # discrete > integrated > virtual > other > CPU (lavapipe)
_lock = threading.Lock()
_state: dict[str, Any] = {}


def import_vk():
    """The `vulkan` module (cffi bindings; needs libvulkan), or TargetUnavailable."""
    try:
        import vulkan as vk
    except Exception as e:  # ImportError, or OSError when libvulkan.so.1 is missing
        raise TargetUnavailable(target=TARGET, reason=f"the vulkan package is not usable here ({type(e).__name__}: "
                                f"{e}); pip install 'poot[vulkan]' and install a Vulkan loader (libvulkan1)") from e
    return vk


def instance():
    """The process's VkInstance (created once)."""
    with _lock:
        if "instance" not in _state:
            vk = import_vk()
            app = vk.VkApplicationInfo(pApplicationName="poot", applicationVersion=1, pEngineName="poot",
                                       engineVersion=1, apiVersion=vk.VK_MAKE_VERSION(1, 3, 0))
            try:
                _state["instance"] = vk.vkCreateInstance(vk.VkInstanceCreateInfo(pApplicationInfo=app), None)
            except Exception as e:
                raise TargetUnavailable(target=TARGET, reason=f"vkCreateInstance failed ({type(e).__name__}); "
                                        "no Vulkan driver (ICD) is installed") from e
        return _state["instance"]


@dataclass(frozen=True)
class PhysicalInfo:
    """What one physical device offers, probed from the driver."""

    handle: Any = field(repr=False, compare=False)
    index: int
    name: str
    kind: str
    device_type: int
    api_version: tuple[int, int, int]
    caps: Capabilities
    max_count: tuple[int, int, int]
    has: dict = field(compare=False)  # Needs field name -> supported
    queue_family: int
    memory: Any = field(repr=False, compare=False)  # VkPhysicalDeviceMemoryProperties
    matrix: tuple[MatrixShape, ...] = ()  # the cooperative-matrix shapes Wmma may use (cooperative_matrix)
    matrix_note: str = ""  # why there are none

    @property
    def describe(self) -> str:
        a = self.api_version
        return f"{self.name} ({self.kind}, Vulkan {a[0]}.{a[1]}.{a[2]})"


def float_controls(vk, pd, api: tuple[int, int, int]) -> dict[str, tuple[int, ...]]:
    """The float widths for which the device honours each float-controls execution mode poot
    declares (VkPhysicalDeviceFloatControlsProperties, Vulkan 1.2 or VK_KHR_shader_float_controls):
    "denorm_preserve" (DenormPreserve: subnormals kept) and "szinp_preserve"
    (SignedZeroInfNanPreserve: no identity that changes a NaN, inf or -0.0); () when it cannot say."""
    none: dict[str, tuple[int, ...]] = {"denorm_preserve": (), "szinp_preserve": ()}
    if api < (1, 2, 0):
        exts = {e.extensionName if isinstance(e.extensionName, str) else vk.ffi.string(e.extensionName).decode()
                for e in vk.vkEnumerateDeviceExtensionProperties(pd, None)}
        if "VK_KHR_shader_float_controls" not in exts:
            return none
    try:
        fc = vk.VkPhysicalDeviceFloatControlsProperties()
        vk.vkGetPhysicalDeviceProperties2(pd, vk.VkPhysicalDeviceProperties2(pNext=fc))
    except Exception:  # an old binding without the struct: ask for nothing
        return none
    return {"denorm_preserve": tuple(w for w in (16, 32, 64) if getattr(fc, f"shaderDenormPreserveFloat{w}")),
            "szinp_preserve": tuple(w for w in (16, 32, 64) if getattr(fc, f"shaderSignedZeroInfNanPreserveFloat{w}"))}


COOP_EXTENSION = "VK_KHR_cooperative_matrix"
PIPELINE_STATS_EXTENSION = "VK_KHR_pipeline_executable_properties"  # POOT_VULKAN_PIPELINE_STATS


def extensions(vk, pd) -> set[str]:
    """The device extensions a physical device offers."""
    return {e.extensionName if isinstance(e.extensionName, str) else vk.ffi.string(e.extensionName).decode()
            for e in vk.vkEnumerateDeviceExtensionProperties(pd, None)}


def cooperative_matrix(vk, pd, subgroup_size: int, inst=None) -> tuple[tuple[MatrixShape, ...], str]:
    """The cooperative-matrix multiplies Wmma may use on this device and, when there are none, why:
    VK_KHR_cooperative_matrix with its feature on, in compute shaders, a subgroup of 32 lanes (the
    IR's fragments belong to 32-lane subgroups), and the entries of
    vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR with Subgroup scope, no saturating
    accumulation and float component types (MatrixShape)."""
    if COOP_EXTENSION not in extensions(vk, pd):
        return (), f"it has no {COOP_EXTENSION}"
    feats = vk.VkPhysicalDeviceCooperativeMatrixFeaturesKHR()
    vk.vkGetPhysicalDeviceFeatures2(pd, vk.VkPhysicalDeviceFeatures2(pNext=feats))
    if not feats.cooperativeMatrix:
        return (), "its cooperativeMatrix feature is off"
    props = vk.VkPhysicalDeviceCooperativeMatrixPropertiesKHR()
    vk.vkGetPhysicalDeviceProperties2(pd, vk.VkPhysicalDeviceProperties2(pNext=props))
    if not props.cooperativeMatrixSupportedStages & vk.VK_SHADER_STAGE_COMPUTE_BIT:
        return (), "it has no cooperative matrices in compute shaders"
    if subgroup_size != SUBGROUP:
        return (), (f"its subgroups have {subgroup_size} lanes, not {SUBGROUP} (requiring a subgroup size "
                    "with VK_EXT_subgroup_size_control is not implemented)")
    ffi, lib = vk.ffi, vk.lib
    name = b"vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR"
    fp = lib.vkGetInstanceProcAddr(inst if inst is not None else instance(), name)
    if fp == ffi.NULL:
        return (), "the loader has no vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR"
    fn = ffi.cast("PFN_vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR", fp)
    count = ffi.new("uint32_t*")
    if fn(pd, count, ffi.NULL) != 0:
        return (), "vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR failed"
    arr = ffi.new(f"VkCooperativeMatrixPropertiesKHR[{max(1, count[0])}]")
    for i in range(count[0]):
        arr[i].sType = vk.VK_STRUCTURE_TYPE_COOPERATIVE_MATRIX_PROPERTIES_KHR
    if fn(pd, count, arr) not in (0, 5):  # VK_SUCCESS, VK_INCOMPLETE
        return (), "vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR failed"
    shapes = set()
    for i in range(count[0]):
        e = arr[i]
        types = [COMPONENT_NAME.get(int(t)) for t in (e.AType, e.BType, e.CType, e.ResultType)]
        if int(e.scope) == SCOPE_SUBGROUP and not e.saturatingAccumulation and all(types):
            shapes.add(MatrixShape(int(e.MSize), int(e.NSize), int(e.KSize), *(t for t in types if t)))
    if not shapes:
        return (), "it reports no Subgroup-scope shape with float components"
    return tuple(sorted(shapes)), ""


def latitude_of(device_type: int, has: dict) -> FloatLatitude:
    """The device's float latitude under the default (exact) float semantics: a CPU implementation
    (lavapipe) computes IEEE-exactly (measured: it keeps subnormals without DenormPreserve); a GPU
    gets Vulkan's precision for div/sqrt/transcendentals, and may flush subnormals unless it
    offers DenormPreserve for f32 (and f64/f16 where it has them), which poot then requests."""
    if device_type == 4:
        return IEEE
    widths = [32] + [w for w, n in ((64, "f64"), (16, "f16")) if has.get(n)]
    flush = not all(has.get(f"denorm_preserve{w}") for w in widths)
    return replace(VULKAN_GPU, flush_subnormals=flush)


def _probe(vk, pd, index: int) -> PhysicalInfo:
    props = vk.vkGetPhysicalDeviceProperties(pd)
    lim = props.limits
    api = (vk.VK_VERSION_MAJOR(props.apiVersion), vk.VK_VERSION_MINOR(props.apiVersion), vk.VK_VERSION_PATCH(props.apiVersion))
    f12 = vk.VkPhysicalDeviceVulkan12Features() if api >= (1, 2, 0) else None
    f11 = vk.VkPhysicalDeviceVulkan11Features(pNext=f12) if f12 is not None else vk.VkPhysicalDevice16BitStorageFeatures()
    f2 = vk.VkPhysicalDeviceFeatures2(pNext=f11)
    vk.vkGetPhysicalDeviceFeatures2(pd, f2)
    base = f2.features
    sub = vk.VkPhysicalDeviceSubgroupProperties()
    vk.vkGetPhysicalDeviceProperties2(pd, vk.VkPhysicalDeviceProperties2(pNext=sub))
    storage16 = bool(f11.storageBuffer16BitAccess)
    controls = float_controls(vk, pd, api)
    try:
        matrix, matrix_note = cooperative_matrix(vk, pd, int(sub.subgroupSize))
    except Exception as e:  # an old binding or driver: no Wmma, said why
        matrix, matrix_note = (), f"its cooperative-matrix query failed ({type(e).__name__}: {e})"
    preserve, szinp = controls["denorm_preserve"], controls["szinp_preserve"]
    has = {"f16": bool(f12 is not None and f12.shaderFloat16), "f64": bool(base.shaderFloat64),
           "int64": bool(base.shaderInt64), "int16": bool(base.shaderInt16), "storage16": storage16,
           "subgroup": bool(sub.supportedStages & vk.VK_SHADER_STAGE_COMPUTE_BIT),
           "subgroup_shuffle": bool(sub.supportedStages & vk.VK_SHADER_STAGE_COMPUTE_BIT
                                    and sub.supportedOperations & vk.VK_SUBGROUP_FEATURE_SHUFFLE_BIT),
           "int64_atomics": bool(f12 is not None and f12.shaderBufferInt64Atomics),
           "vulkan_memory_model": bool(f12 is not None and f12.vulkanMemoryModel),
           "vulkan_memory_model_device_scope": bool(f12 is not None and f12.vulkanMemoryModel
                                                    and f12.vulkanMemoryModelDeviceScope),
           "cooperative_matrix": bool(matrix),
           "pipeline_executable": PIPELINE_STATS_EXTENSION in extensions(vk, pd),
           "robust": bool(base.robustBufferAccess),
           "float_controls": bool(preserve),
           **{f"denorm_preserve{w}": w in preserve for w in (16, 32, 64)},
           **{f"szinp_preserve{w}": w in szinp for w in (16, 32, 64)}}
    count = (int(lim.maxComputeWorkGroupCount[0]), int(lim.maxComputeWorkGroupCount[1]),
             int(lim.maxComputeWorkGroupCount[2]))
    caps = Capabilities(
        max_workgroup_size=min(int(lim.maxComputeWorkGroupInvocations), int(lim.maxComputeWorkGroupSize[0])),
        max_groups=(min(2**32 - 1, count[0] * count[1]), count[2]),  # X folds into Y, Y goes to Z
        f16=has["f16"] and storage16, f64=has["f64"], int64=has["int64"], atomics=True, fma=has["f64"],
        fma_emulated=True,
        subgroup_size=int(sub.subgroupSize), max_workgroup_memory=int(lim.maxComputeSharedMemorySize),
        wmma_shapes=tuple(sorted({(s.m, s.n, s.k) for s in matrix})),
        subgroup_shuffle=int(sub.subgroupSize) == SUBGROUP and has["subgroup_shuffle"],
        float_latitude=latitude_of(int(props.deviceType), has))
    families = vk.vkGetPhysicalDeviceQueueFamilyProperties(pd)
    qf = next((i for i, f in enumerate(families) if f.queueFlags & vk.VK_QUEUE_COMPUTE_BIT), -1)
    name = props.deviceName if isinstance(props.deviceName, str) else vk.ffi.string(props.deviceName).decode()
    return PhysicalInfo(pd, index, name, _TYPES.get(props.deviceType, "other"), int(props.deviceType), api, caps,
                        count, has, qf, vk.vkGetPhysicalDeviceMemoryProperties(pd), matrix, matrix_note)


def physical_devices() -> list[PhysicalInfo]:
    """Every physical device with a compute queue, probed (cached for the process)."""
    with _lock:
        cached = _state.get("physical")
    if cached is not None:
        return cached
    vk, inst = import_vk(), instance()
    found = [_probe(vk, pd, i) for i, pd in enumerate(vk.vkEnumeratePhysicalDevices(inst))]
    found = [p for p in found if p.queue_family >= 0]
    with _lock:
        _state["physical"] = found
    return found


def choose() -> PhysicalInfo:
    """POOT_VULKAN_DEVICE (index or name substring) if set; else prefer a discrete, then an
    integrated GPU over a CPU device (lavapipe). POOT_GPU=1 refuses a CPU device."""
    devs = physical_devices()
    if not devs:
        raise TargetUnavailable(target=TARGET, reason="the Vulkan loader found no physical device with a compute "
                                "queue (install a driver, e.g. mesa-vulkan-drivers for lavapipe)")
    want = knobs.vulkan_device()
    if want:
        pick = [d for d in devs if want == str(d.index) or want.lower() in d.name.lower()]
        if not pick:
            raise TargetUnavailable(target=TARGET, reason=f"POOT_VULKAN_DEVICE={want!r} matches none of: "
                                    + "; ".join(f"{d.index}: {d.describe}" for d in devs))
        dev = pick[0]
    else:
        dev = min(devs, key=lambda d: (_RANK.get(d.device_type, 3), d.index))
    if knobs.gpu_suites() and dev.device_type == 4:
        raise TargetUnavailable(target=TARGET, reason=f"POOT_GPU=1 asks for a GPU but the chosen device is {dev.describe}")
    if dev.api_version < (1, 1, 0):
        raise TargetUnavailable(target=TARGET, reason=f"{dev.describe} is older than Vulkan 1.1 (SPIR-V 1.3 needs 1.1)")
    return dev
