"""poot_core.backends.spirv.host, the host side both SPIR-V plugins share: storage dtypes, meta words
per dispatch, faults decoded per dispatch (on a SpirvDevice over host memory with a fake driver)."""
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


class FakeSpirv(H.SpirvDevice):
    """A SpirvDevice over host memory whose driver records each dispatch and reports the meta words
    a real device would leave: `reports[i]` = {linear thread: site} for dispatch token i (in that
    order: the kernel's error-word bit, then an atomic umin into the site's slot)."""

    target, name = "vulkan", "fake SPIR-V driver"

    def __init__(self, max_count=(4, 65535, 65535)):
        self.max_count, self.recorded, self.reports = max_count, [], {}
        super().__init__()

    def _allocate(self, nbytes):
        return np.zeros(nbytes, np.uint8)

    def _release(self, handle):
        pass

    def _write(self, handle, data):
        handle[:data.size] = data

    def _read(self, handle, nbytes):
        return handle[:nbytes].copy()

    def _has(self):
        return dict.fromkeys(H.Needs().__dict__, True)

    def _max_count(self):
        return self.max_count

    def _pipeline(self, art, body, spv):
        return "pipeline"

    def _dispatch(self, kernel, args, meta, groups):
        self.recorded.append((kernel, [(a.param.name, a.count) for a in args], meta.copy(), groups))
        return len(self.recorded) - 1

    def _finish(self, tokens):
        from poot_core.backends.spirv import abi
        out = []
        for t in tokens:
            kernel, _, words, _ = self.recorded[t]
            words = words.copy()
            for lin, site in self.reports.get(t, {}).items():
                words[0] |= abi.site_bit(site)
                j = abi.sites_base(len(kernel.body.params)) + site
                words[j] = min(int(words[j]), lin)
            out.append(words)
        return out


def artifact(body, **meta):
    from poot_core.target import Artifact
    return Artifact("vulkan", body.name, (("spirv", H.compile_spirv(body)),), body, dict(meta))


def put(dev, a):
    b = dev.alloc(a.nbytes, a.dtype)
    dev.upload(b, a)
    return b


def test_bool_is_stored_as_u32_and_meta_words_come_from_the_buffers():
    body = body_with([BOOL, F16, BOOL])
    dev = FakeSpirv()
    x = put(dev, np.array([True, False, True]))
    h = put(dev, np.arange(333, dtype=np.float16))
    out = dev.alloc(5, np.bool_)
    assert x.block.handle[:12].view(np.uint32).tolist() == [1, 0, 1]
    assert dev.pool.in_use == 256 + 768 + 256  # 3 u32, 333 f16 (666 bytes), 5 u32
    assert dev.alloc(100, np.bool_).block.capacity == 512  # 100 bools are 400 bytes of u32
    dev.launch(artifact(body, loop_budget=77), {"p0": x, "p1": h.view(300), "p2": out}, Grid.threads(333, 64))
    kernel, lens, meta, groups = dev.recorded[-1]
    assert lens == [("p0", 3), ("p1", 300), ("p2", 5)] and kernel.itemsizes == (4, 2, 4)
    assert meta[0] == 0 and meta[1] == 6 and meta[2] == 1 and meta[4] == 77
    assert meta[5:11].tolist() == [3, 0, 300, 0, 5, 0]
    assert groups == (4, 2, 1)  # 6 groups on a device whose X limit is 4: folded into Y
    dev.sync()
    out.block.handle[:20] = np.array([0, 7, 1, 0, 2], np.uint32).view(np.uint8)  # what the kernel wrote
    got = dev.download(out)
    assert got.dtype == bool and got.tolist() == [False, True, True, False, True]
    assert H.binding_range(0, 4) == 16 and H.binding_range(333, 2) == 672 and H.binding_range(4, 4) == 16


def test_the_protocol_refuses_wrong_dtype_and_workgroup_size_before_the_driver():
    body = body_with([F32, F32])
    dev = FakeSpirv()
    a, f64 = put(dev, np.zeros(3, np.float32)), put(dev, np.zeros(3))
    with pytest.raises(UsageError, match="float64"):
        dev.launch(artifact(body), {"p0": f64, "p1": a}, Grid.threads(3, 64))
    with pytest.raises(UsageError, match="WORKGROUP_SIZE"):
        dev.launch(artifact(body), {"p0": a, "p1": dev.alloc(12, np.float32)}, Grid.threads(3, 32))
    assert dev.recorded == []


def test_each_dispatch_is_decoded_from_its_own_meta_record():
    """Three queued dispatches, the middle one faulting in threads 300 and 77 (300 first in time):
    the sync names dispatch #1, thread 77 and its group; what #1 and #2 wrote is poisoned."""
    from poot_core.errors import PoisonedBuffer
    body = body_with([F32, F32], sites=3)
    dev, art, grid = FakeSpirv(), artifact(body), Grid.threads(640, 64)
    xs = [put(dev, np.full(8, k, np.float32)) for k in range(4)]
    idx = [dev.launch(art, {"p0": xs[k], "p1": xs[k + 1]}, grid) for k in range(3)]
    dev.reports[1] = {300: 2, 77: 2}
    with pytest.raises(KernelFault) as ei:
        dev.sync()
    f = ei.value
    assert f.dispatch == idx[1] and f.kernel == "k" and f.thread == 77 and f.group == (1, 0), str(f)
    assert [s.site for s in f.sites] == [2] and "src/k.rs:12:5" in str(f) and "dispatch #1" in str(f)
    assert np.array_equal(dev.download(xs[1]), np.full(8, 1, np.float32))
    for b in xs[2:]:
        with pytest.raises(PoisonedBuffer, match="dispatch #1"):
            dev.download(b)
    dev.launch(art, {"p0": xs[0], "p1": xs[1]}, grid)
    dev.sync()  # the device goes on


def test_error_word_becomes_a_fault_naming_file_and_line():
    from poot_core.backends.spirv import abi
    body = body_with([F32, F32], sites=34)
    words = abi.meta_words([8, 8], Grid.threads(64, 64), abi.n_slots(body))
    assert H.fault_for(words, body, "vulkan") is None
    words[0] = 1 << 2  # the error word alone (no slot written): the sites, no thread
    f = H.fault_for(words, body, "vulkan")
    assert isinstance(f, KernelFault) and [s.site for s in f.sites] == [2] and "src/k.rs:12:5" in str(f)
    assert f.thread is None
    words[0] = 1 << 31  # sites 31.. share the last bit
    assert [s.site for s in H.fault_for(words, body, "wgpu").sites] == [31, 32, 33]


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
    H.refuse_on_device(body, spv, "vulkan", has)
    with pytest.raises(CapabilityError, match="f64"):
        H.refuse_on_device(body, spv, "vulkan", dict(has, f64=False))
    from poot_core.runtime import check_grid
    from poot_core.target import Grid
    with pytest.raises(CapabilityError, match="workgroup size 256 exceeds the device's limit 128"):
        check_grid(body, "vulkan", Capabilities(max_workgroup_size=128), Grid((1, 1), 256))
