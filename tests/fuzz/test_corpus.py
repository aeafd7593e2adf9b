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
