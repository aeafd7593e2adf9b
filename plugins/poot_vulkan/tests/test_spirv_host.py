"""poot_core.backends.spirv.host, the host side both SPIR-V plugins share: buffers, meta words, faults."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.backends.spirv import host as H
from poot_core.errors import CapabilityError, KernelFault, Span, UsageError
from poot_core.ir.builder import Builder
from poot_core.ir.types import BOOL, F16, F32, F64, U32
from poot_core.target import Capabilities, Grid


def body_with(elems, sites: int = 0, wg: int = 64):
    kb = Builder("k", wg)
    ps = [kb.input(f"p{i}", e) if i < len(elems) - 1 else kb.output(f"p{i}", e) for i, e in enumerate(elems)]
    i = kb.thread_index()
    for s in range(sites):
        kb.check(kb.lt(i, kb.len(ps[0])), "bounds", Span("src/k.rs", 10 + s, 5))
    kb.ret()
    return kb.build()


def test_prepare_widens_bool_pads_and_writes_meta():
    body = body_with([BOOL, F16, BOOL])
    bufs = {"p0": np.array([True, False, True]), "p1": np.arange(333, dtype=np.float16),
            "p2": np.zeros(5, bool)}
    L = H.prepare(body, bufs, Grid.threads(333, 64), (4, 65535, 65535))
    assert L.arrays[0].view(np.uint32)[:3].tolist() == [1, 0, 1]
    assert all(a.nbytes % 16 == 0 and a.nbytes >= 16 for a in L.arrays)
    assert L.nbytes == (12, 666, 20) and L.lens == (3, 333, 5)
    assert L.meta[0] == 0 and L.meta[1] == 6 and L.meta[2] == 1 and L.meta[5:11].tolist() == [3, 0, 333, 0, 5, 0]
    assert L.dispatch == (4, 2, 1) and L.outputs == (2,)
    raw = {2: np.array([0, 7, 1, 0, 2], np.uint32).tobytes() + b"\0" * 12}
    out = H.finish(body, L, raw)
    assert out["p2"].dtype == bool and out["p2"].tolist() == [False, True, True, False, True]


def test_prepare_refuses_wrong_dtype_and_workgroup_size():
    body = body_with([F32, F32])
    with pytest.raises(UsageError, match="float64"):
        H.prepare(body, {"p0": np.zeros(3), "p1": np.zeros(3, np.float32)}, Grid.threads(3, 64), (65535,) * 3)
    with pytest.raises(UsageError, match="WORKGROUP_SIZE"):
        H.prepare(body, {"p0": np.zeros(3, np.float32), "p1": np.zeros(3, np.float32)}, Grid.threads(3, 32),
                  (65535,) * 3)


def test_error_word_becomes_a_fault_naming_file_and_line():
    body = body_with([F32, F32], sites=34)
    assert H.fault_for(0, body, "vulkan") is None
    f = H.fault_for(1 << 2, body, "vulkan")
    assert isinstance(f, KernelFault) and [s.site for s in f.sites] == [2] and "src/k.rs:12:5" in str(f)
    shared = H.fault_for(1 << 31, body, "wgpu")  # a bare error word: sites 31.. share the last bit
    assert [s.site for s in shared.sites] == [31, 32, 33]


def meta_after(body, grid, faults):
    """Meta words as a device leaves them after lanes `faults` = {linear thread: site} faulted,
    in the dict's order (the kernel's report: error word bit, atomic umin into the site's slot)."""
    from poot_core.backends.spirv import abi
    words = abi.meta_words([8] * len(body.params), grid, abi.n_slots(body))
    for lin, site in faults.items():
        words[0] |= abi.site_bit(site)
        j = abi.sites_base(len(body.params)) + site
        words[j] = min(int(words[j]), lin)
    return words


def test_meta_slots_name_the_first_thread_and_only_the_failing_site_past_32_sites():
    body = body_with([F32, F32], sites=45)
    grid = Grid.threads(640, 64)
    # site 40 only (it shares the error word's last bit with 31..44), thread 300 before 77 in time
    f = H.fault_for(meta_after(body, grid, {300: 40, 77: 40}), body, "vulkan")
    assert [s.site for s in f.sites] == [40] and f.thread == 77 and f.group == (1, 0) and f.exact
    assert "src/k.rs:50:5" in str(f) and "other site" not in str(f) and len(str(f)) < 300
    # a high thread faults first in time at site 3, a low one later at site 41: the low one is first
    f = H.fault_for(meta_after(body, grid, {600: 3, 50: 41, 51: 41}), body, "wgpu")
    assert [s.site for s in f.sites] == [41, 3] and f.thread == 50
    assert "in thread 50" in str(f) and "and 1 other site failed" in str(f)
    many = H.fault_for(meta_after(body, grid, {t: t % 45 for t in range(200, 300)}), body, "vulkan")
    assert many.thread == 200 and many.sites[0].site == 200 % 45 and len(str(many)) < 300
    assert "and 44 other sites failed" in str(many)


def test_module_capabilities_name_the_features_a_module_needs():
    needs32 = H.Needs.of(H.compile_spirv(body_with([F32, U32])))
    needs64 = H.Needs.of(H.compile_spirv(body_with([F64, F16, F32])))
    assert not needs32.f64 and needs64.f64 and needs64.f16 and needs64.storage16
    with pytest.raises(UsageError):
        H.module_capabilities(b"not spirv at all")


def test_device_refusals():
    body = body_with([F64, F32], wg=256)
    spv = H.compile_spirv(body)
    has = {"f64": True, "int64": True}
    H.refuse_on_device(body, spv, "vulkan", Capabilities(max_workgroup_size=256), has)
    with pytest.raises(CapabilityError, match="f64"):
        H.refuse_on_device(body, spv, "vulkan", Capabilities(), dict(has, f64=False))
    with pytest.raises(CapabilityError, match="WORKGROUP_SIZE 256"):
        H.refuse_on_device(body, spv, "vulkan", Capabilities(max_workgroup_size=128), has)
