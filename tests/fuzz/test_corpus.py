"""Export and replay: a corpus carries rustc's results, replays with no rustc, and notices a lie."""
from __future__ import annotations

import numpy as np

from poot_core.testing.fuzz import Config, Runner, generate_unit
from poot_core.testing.fuzz.corpus import export_unit, replay

CFG = Config(kernels_per_unit=6).without(["long_loop"])


def test_export_then_replay_agrees_and_catches_a_changed_expectation(tmp_path):
    out = tmp_path / "corpus"
    n = export_unit(Runner(["oracle"], workdir=tmp_path / "work"), generate_unit(5, cfg=CFG), out, "t")
    assert n == 6 and len(list(out.glob("*.kir.json"))) == 6
    st, bad = replay(out, ["oracle"], log=lambda s: None)
    assert st.kernels == 6 and st.runs["oracle"] == 6 and not bad, bad
    # flip one expected output element (or the fault's thread): replay must report it
    for z in sorted(out.glob("*.npz")):
        d = dict(np.load(z))
        want = [k for k in d if k.startswith("want:")]
        if want:
            a = d[want[0]].copy()
            x = a.reshape(-1)
            x[0] = ~x[0] if a.dtype.kind in "iub" else (0.5 if x[0] != 0.5 else 0.25)
            d[want[0]] = a
        else:
            d["fault"] = d["fault"] + np.array([0, 0, 1])
        np.savez_compressed(z, **d)
        break
    _, bad = replay(out, ["oracle"], log=lambda s: None)
    assert len(bad) == 1, bad


def test_a_loop_limiter_cut_is_a_refusal_even_beside_other_sites():
    """lavapipe's limiter cut thread 0's loop and rustc faults later in it (an overflow): the
    typed loop-limit fault is the contract's answer, not a wrong fault site to report."""
    from poot_core.errors import KernelFault, Span, TrapSite
    from poot_core.testing.fuzz.run import cut_by_loop_limiter
    cut = TrapSite(-3, "loop-limit", None, "lavapipe stopped loop 1")
    ovf = TrapSite(4, "overflow", Span("k.rs", 9, 3))
    assert cut_by_loop_limiter(KernelFault(kernel="k", target="vulkan", sites=(cut, ovf), thread=0))
    assert cut_by_loop_limiter(KernelFault(kernel="k", target="vulkan", sites=(ovf, cut), thread=0))
    assert not cut_by_loop_limiter(KernelFault(kernel="k", target="vulkan", sites=(ovf,), thread=0))
    assert not cut_by_loop_limiter({"o": np.zeros(3)})


def test_replay_accepts_a_flushing_device_only_as_if_subnormal_inputs_were_zero():
    """An f32 subnormal widened to f64 and compared `<= 0`: on a device that flushes (the H200
    through wgpu) the bool is what Rust gives for 0; anything else is still a disagreement."""
    from poot_core import oracle
    from poot_core.ir.builder import Builder
    from poot_core.ir.types import BOOL, F32, F64
    from poot_core.target import IEEE, VULKAN_GPU, Grid
    from poot_core.testing.fuzz.corpus import _as_if_flushed
    kb = Builder("le0")
    a, o = kb.input("a", F32), kb.output("o", BOOL)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(a)), lambda: kb.store(o, i, kb.le(kb.cast(kb.load(a, i), F64), kb.c(F64, 0.0))))
    kb.ret()
    body, grid = kb.build(), Grid.threads(5, 64)
    bufs = {"a": np.array([1e-45, -1e-45, 1.0, -2.0, 0.0], np.float32), "o": np.zeros(5, bool)}
    assert list(oracle.run(body, bufs, grid)["o"]) == [False, True, False, True, True]
    flushed = {"o": np.array([True, True, False, True, True])}
    assert _as_if_flushed(body, bufs, grid, flushed, VULKAN_GPU)
    assert not _as_if_flushed(body, bufs, grid, {"o": ~flushed["o"]}, VULKAN_GPU)
    normal = {"a": np.array([1.0, -2.0], np.float32), "o": np.zeros(2, bool)}  # nothing to flush
    assert not _as_if_flushed(body, normal, Grid.threads(2, 64), {"o": np.array([True, True])}, IEEE)
