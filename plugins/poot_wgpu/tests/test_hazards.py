"""wgpu on a GPU refuses f16 and a read of a `&mut` buffer after a write to it in the same thread (measured
wrong on the H200 through naga); a CPU adapter (lavapipe) runs such kernels, and right."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core import oracle
from poot_core.errors import CapabilityError
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import F16, F32
from poot_core.target import Grid
from poot_wgpu.hazards import reload_after_store
from poot_wgpu.target import WgpuTarget


def _body(reload: bool, loop: bool = False):
    kb = Builder("k")
    a, out, acc = kb.input("a", F32), kb.output("out", F32), kb.output("acc", F32)
    i = kb.thread_index()

    def step():
        kb.store(out, i, kb.mul(kb.load(a, i), N.Const(F32, 2.0)))
        src = out if reload else a
        kb.store(acc, i, kb.add(kb.load(acc, i), kb.load(src, i)))
    kb.if_(kb.lt(i, kb.len(out)), (lambda: kb.for_range(0, 3, lambda k: step())) if loop else step)
    kb.ret()
    return kb.build()


def test_the_analysis_finds_a_reload_and_only_that():
    assert reload_after_store(_body(reload=True)) == ("out", reload_after_store(_body(True))[1])
    assert reload_after_store(_body(reload=False)) is None  # acc[i] += x reads acc before writing it
    assert reload_after_store(_body(reload=False, loop=True))[0] == "acc"  # the next iteration reads it back


def test_a_gpu_adapter_refuses_a_cpu_adapter_runs(monkeypatch):
    t = WgpuTarget()
    monkeypatch.setattr(WgpuTarget, "cpu_adapter", lambda self: False)
    with pytest.raises(CapabilityError, match="reads `out` after writing it"):
        t.compile(_body(reload=True))
    t.compile(_body(reload=False))  # no reload: compiles
    monkeypatch.undo()
    if not t.probe().available:
        pytest.skip(f"no wgpu adapter: {t.probe().reason}")
    if not t.cpu_adapter():
        pytest.skip("runs the reload kernel only on a CPU adapter (lavapipe)")
    body = _body(reload=True)
    rng = np.random.default_rng(3)
    bufs = {"a": rng.standard_normal(300).astype(np.float32), "out": np.zeros(300, np.float32),
            "acc": rng.standard_normal(300).astype(np.float32)}
    dev = t.open()
    got = dev.run(t.compile(body), {k: v.copy() for k, v in bufs.items()}, Grid.threads(300, 64))
    want = oracle.run(body, {k: v.copy() for k, v in bufs.items()}, Grid.threads(300, 64))
    for k in want:
        np.testing.assert_array_equal(got[k], want[k])


def _f16_body():
    kb = Builder("h")
    a, out = kb.input("a", F16), kb.output("out", F16)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.mul(kb.load(a, i), N.Const(F16, 2.0))))
    kb.ret()
    return kb.build()


def test_a_gpu_adapter_refuses_f16(monkeypatch):
    """On the H200 through wgpu, f16 infinities came back NaN (naga drops the float controls)."""
    from poot_wgpu.hazards import uses_f16
    assert uses_f16(_f16_body()) and not uses_f16(_body(reload=False))
    monkeypatch.setattr(WgpuTarget, "cpu_adapter", lambda self: False)
    with pytest.raises(CapabilityError, match="computes in f16.*vulkan target"):
        WgpuTarget().compile(_f16_body())
