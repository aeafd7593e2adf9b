"""Code generation of the `wgpu` target: the shared SPIR-V emitter, plus the refusals a GPU adapter needs.

`SpirvTarget`'s one stage, `spirv` (poot_core.backends.spirv.host), runs `compile_spirv_loops` on the verified,
check-eliminated body with the opaque float barrier on (`fp_barrier = True`: naga drops
NoContraction). Before it, on a GPU adapter, `refuse_on_gpu` refuses what wgpu (naga) cannot keep
exact there (hazards.py finds them); `refuse_wmma` refuses Wmma on every adapter (naga has no
cooperative matrices).
"""
from __future__ import annotations

from poot_core.backends.spirv import compile_spirv, disassemble  # noqa: F401 - the emitter this target uses
from poot_core.backends.spirv.lower import compile_spirv_loops  # noqa: F401
from poot_core.errors import CapabilityError
from poot_core.ir import nodes as N

from .hazards import reload_after_store, uses_f16

EMITTER = "poot_core.backends.spirv"


def refuse_wmma(body: N.Body, target: str) -> None:
    """Wmma is refused on wgpu whatever the adapter: wgpu hands poot's SPIR-V to naga's SPIR-V front
    end, which rejects a cooperative-matrix module ("unsupported capability CooperativeMatrixKHR",
    then "unsupported extension SPV_KHR_cooperative_matrix": wgpu-py 0.32, tests/test_device.py
    checks it still does). naga's own cooperative matrices are an experimental WGSL extension
    (`wgpu_cooperative_matrix`) that a SPIR-V module cannot reach."""
    if body.uses_wmma():
        raise CapabilityError(target=target, kernel=body.name, message=(
            "Wmma matrix ops cannot run through wgpu: its shader translator naga has no cooperative "
            "matrices in its SPIR-V front end (it rejects the CooperativeMatrixKHR capability and the "
            "SPV_KHR_cooperative_matrix extension); run the kernel on the vulkan target (a device that "
            "reports the shape), ptx or the oracle"))


def refuse_shuffle(body: N.Body, target: str) -> None:
    """Subgroup shuffles are refused on wgpu whatever the adapter: shuffle_xor is defined over 32-lane
    subgroups, and wgpu can neither require a subgroup size nor say which one a dispatch gets (its
    adapters report a range, subgroup_min_size .. subgroup_max_size; lavapipe's is 8), and the
    subgroup operations of its shader translator naga are an opt-in feature poot does not request."""
    if body.uses_subgroup_ops():
        raise CapabilityError(target=target, kernel=body.name, message=(
            "subgroup operations (shuffle_xor) cannot run through wgpu: shuffle_xor is defined over 32-lane "
            "subgroups and wgpu can neither require a subgroup size nor tell which one a dispatch gets; run "
            "the kernel on the vulkan target (a device with 32-lane subgroups), ptx, rocm (wave32) or the oracle"))


def refuse_on_gpu(body: N.Body, target: str) -> None:
    """Refused on a GPU adapter: f16 arithmetic (`uses_f16`), and a read of a `&mut` buffer after a
    write to it in the same thread. Through wgpu (naga) on the H200 such a read returned the value
    from before the write for the first 333 of 2664 threads, silently (the same SPIR-V on the vulkan
    target and on lavapipe is right)."""
    if uses_f16(body):
        raise CapabilityError(target=target, kernel=body.name, message=(
            "the kernel computes in f16, which wgpu on a GPU cannot keep exact: naga drops "
            "the SignedZeroInfNanPreserve and DenormPreserve requests, and NVIDIA's driver "
            "then gives NaN where Rust gives an infinity (measured on an H200). Run it on "
            "the vulkan target, which requests both, or compute in f32"))
    hit = reload_after_store(body)
    if hit is not None:
        raise CapabilityError(target=target, kernel=body.name, message=(
            f"the kernel reads `{hit[0]}` after writing it in the same thread (bb{hit[1]}); "
            "wgpu on a GPU can return the value from before the write. Keep the value in a "
            "local instead of reading it back, or run on the vulkan target"))
