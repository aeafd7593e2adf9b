"""probe.cooperative_matrix on a fake driver (no GPU here reports cooperative matrices): which of
vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR's entries Wmma may use (Subgroup scope, float
components, no saturating accumulation), and why there are none (no extension, feature off, no
compute stage, a subgroup that is not 32 lanes); the structures it fills carry their sType."""
from __future__ import annotations

from types import SimpleNamespace as NS

import pytest

from poot_core.backends.spirv.coopmat import MatrixShape

vk_real = pytest.importorskip("vulkan", exc_type=ImportError)
from poot_vulkan import probe  # noqa: E402

F16, F32, I8, I32 = 0, 1, 3, 5
SUBGROUP, WORKGROUP = 3, 2
NVIDIA = [  # (M, N, K, A, B, C, Result, saturating, scope), shaped like an NVIDIA driver's list
    (16, 16, 16, F16, F16, F32, F32, 0, SUBGROUP), (16, 16, 16, F16, F16, F16, F16, 0, SUBGROUP),
    (16, 8, 16, F16, F16, F32, F32, 0, SUBGROUP), (16, 16, 32, I8, I8, I32, I32, 0, SUBGROUP),
    (16, 16, 32, I8, I8, I32, I32, 1, SUBGROUP), (16, 16, 16, F16, F16, F32, F32, 0, WORKGROUP),
]


class FakeVk:
    """What cooperative_matrix calls of the `vulkan` module, answering as a driver would."""

    VK_SHADER_STAGE_COMPUTE_BIT = vk_real.VK_SHADER_STAGE_COMPUTE_BIT
    VK_STRUCTURE_TYPE_COOPERATIVE_MATRIX_PROPERTIES_KHR = vk_real.VK_STRUCTURE_TYPE_COOPERATIVE_MATRIX_PROPERTIES_KHR

    def __init__(self, entries=NVIDIA, ext=True, feature=True, stages=vk_real.VK_SHADER_STAGE_COMPUTE_BIT):
        self.entries, self.ext, self.feature, self.stages = entries, ext, feature, stages
        self.stypes: list[int] = []
        real = vk_real.ffi
        fake = self

        class Ffi:
            NULL = real.NULL
            new = staticmethod(real.new)

            @staticmethod
            def cast(ctype, fp):
                assert ctype == "PFN_vkGetPhysicalDeviceCooperativeMatrixPropertiesKHR"
                return fake.query
        self.ffi = Ffi
        self.lib = NS(vkGetInstanceProcAddr=lambda inst, name: 1 if name.startswith(b"vkGetPhysicalDeviceCoop") else 0)

    def vkEnumerateDeviceExtensionProperties(self, pd, layer):
        names = ["VK_KHR_16bit_storage"] + (["VK_KHR_cooperative_matrix"] if self.ext else [])
        return [NS(extensionName=n) for n in names]

    VkPhysicalDeviceCooperativeMatrixFeaturesKHR = staticmethod(lambda: NS(cooperativeMatrix=0))
    VkPhysicalDeviceCooperativeMatrixPropertiesKHR = staticmethod(lambda: NS(cooperativeMatrixSupportedStages=0))
    VkPhysicalDeviceFeatures2 = VkPhysicalDeviceProperties2 = staticmethod(lambda pNext: NS(pNext=pNext))

    def vkGetPhysicalDeviceFeatures2(self, pd, f2):
        f2.pNext.cooperativeMatrix = int(self.feature)

    def vkGetPhysicalDeviceProperties2(self, pd, p2):
        p2.pNext.cooperativeMatrixSupportedStages = self.stages

    def query(self, pd, count, arr):
        if arr == vk_real.ffi.NULL:
            count[0] = len(self.entries)
            return 0
        for i, (m, n, k, a, b, c, r, sat, scope) in enumerate(self.entries):
            self.stypes.append(arr[i].sType)
            e = arr[i]
            e.MSize, e.NSize, e.KSize, e.AType, e.BType, e.CType, e.ResultType = m, n, k, a, b, c, r
            e.saturatingAccumulation, e.scope = sat, scope
        return 0


def test_the_float_subgroup_shapes_are_kept_and_the_rest_dropped():
    vk = FakeVk()
    shapes, note = probe.cooperative_matrix(vk, "pd", 32, inst="inst")
    assert note == "" and shapes == (MatrixShape(16, 8, 16, "f16", "f16", "f32", "f32"),
                                     MatrixShape(16, 16, 16, "f16", "f16", "f16", "f16"),
                                     MatrixShape(16, 16, 16, "f16", "f16", "f32", "f32"))
    assert vk.stypes == [vk_real.VK_STRUCTURE_TYPE_COOPERATIVE_MATRIX_PROPERTIES_KHR] * len(NVIDIA)


@pytest.mark.parametrize("fake, subgroup, why", [
    (dict(ext=False), 32, "it has no VK_KHR_cooperative_matrix"),
    (dict(feature=False), 32, "its cooperativeMatrix feature is off"),
    (dict(stages=vk_real.VK_SHADER_STAGE_FRAGMENT_BIT), 32, "it has no cooperative matrices in compute shaders"),
    ({}, 64, "its subgroups have 64 lanes, not 32"),
    (dict(entries=NVIDIA[3:]), 32, "it reports no Subgroup-scope shape with float components"),
])
def test_why_there_are_none(fake, subgroup, why):
    shapes, note = probe.cooperative_matrix(FakeVk(**fake), "pd", subgroup, inst="inst")
    assert shapes == () and note.startswith(why)
