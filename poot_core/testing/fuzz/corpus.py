"""Fuzzer files on disk: failure reproducers, and exported corpora that replay without rustc.

A failure is written as `<dir>/<id>.rs` (the one-kernel file), `<id>.npz` (its inputs),
`<id>.txt` (the one-line description, the launch and the full detail) and `<id>.pkl` (the
kernel tree, for `reduce`). An exported corpus holds, per kernel, `<id>.kir.json` (pootc's
import) and `<id>.npz`: inputs `in:<param>`, the launch (`groups`, `wgs`), and rustc-native's
result - the `&mut` arrays `want:<param>`, or a fault (`fault`: line, col, thread; `fault_message`).
`replay` runs such a folder on any target with no rustc: the lead runs it on the H200.
"""
from __future__ import annotations

import hashlib
import json
import pickle
from pathlib import Path
from typing import Callable, Iterable

import numpy as np

from ...errors import CodegenError, KernelFault
from ...ir import kir
from ...target import Grid
from ..native import NativeFault
from .gen import make_inputs
from .run import Failure, Runner, Stats, judge, params_of, single_unit


def failure_id(f: Failure) -> str:
    text, _ = single_unit(f).render()
    h = hashlib.sha256(text.encode()).hexdigest()[:10]
    where, kind, _ = f.signature
    return f"{where}-{kind}-{h}"


def save_failure(f: Failure, out: Path, note: str = "") -> Path:
    """Write the reproducer of `f` under `out`; returns the .rs path."""
    out.mkdir(parents=True, exist_ok=True)
    fid = failure_id(f)
    text, _ = single_unit(f).render()
    rs = out / f"{fid}.rs"
    rs.write_text(text)
    bufs = make_inputs(f.kernel)
    np.savez_compressed(out / f"{fid}.npz", **{f"in:{k}": v for k, v in bufs.items()})
    (out / f"{fid}.txt").write_text(
        f"{f.one_line()}\n"
        f"launch: {f.kernel.groups} workgroup(s) x {f.kernel.wgs} lanes; overflow checks "
        f"{'on' if f.unit.overflow_checks else 'off'}; size {f.kernel.size()}{'; ' + note if note else ''}\n\n{f.detail}\n")
    with open(out / f"{fid}.pkl", "wb") as fh:
        pickle.dump(f, fh)
    return rs


def load_failure(path: Path) -> Failure:
    with open(Path(path).with_suffix(".pkl"), "rb") as fh:
        return pickle.load(fh)


def export_unit(runner: Runner, unit, out: Path, prefix: str) -> int:
    """Import `unit`, run each kernel natively, write its .kir.json + .npz; returns how many."""
    out.mkdir(parents=True, exist_ok=True)
    text, spans, exe, bodies, _ = runner.prepare(unit)
    n = 0
    for k in unit.kernels:
        body = bodies.get(k.name)
        if body is None or body.workgroup_size != k.wgs:
            continue
        bufs = make_inputs(k)
        native = runner.native.run(exe, params_of(k), bufs, (k.groups, 1), k.wgs, dict(k.wg_arrays),
                                   kernel=k.name, timeout=runner.native_timeout)
        kid = f"{prefix}_{k.name}"
        kir.write(out / f"{kid}.kir.json", body)
        arrays = {f"in:{p}": v for p, v in bufs.items()}
        arrays["groups"] = np.array([k.groups, 1])
        arrays["wgs"] = np.array(k.wgs)
        if isinstance(native, NativeFault):
            arrays["fault"] = np.array([native.line, native.col, native.thread])
            arrays["fault_message"] = np.array(native.message)
        else:
            arrays.update({f"want:{p}": v for p, v in native.items()})
        np.savez_compressed(out / f"{kid}.npz", **arrays)
        n += 1
    return n


def replay(folder: Path, targets: Iterable[str], log: Callable[[str], None] = print) -> tuple[Stats, list[str]]:
    """Run every exported kernel of `folder` on `targets`; (counts, one line per disagreement)."""
    from ... import oracle
    from ...exec import execute

    st, bad = Stats(), []
    for kj in sorted(Path(folder).glob("*.kir.json")):
        body = kir.read(kj).body
        z = np.load(kj.with_name(kj.name[:-len(".kir.json")] + ".npz"))
        bufs = {k[3:]: z[k] for k in z.files if k.startswith("in:")}
        gx, gy = (int(v) for v in z["groups"])
        grid = Grid((gx, gy), int(z["wgs"]))
        if "fault" in z.files:
            line, col, thread = (int(v) for v in z["fault"])
            native = NativeFault(line, col, thread, str(z["fault_message"]))
        else:
            native = {k[5:]: z[k] for k in z.files if k.startswith("want:")}
        st.kernels += 1
        for t in targets:
            try:
                got = oracle.run(body, bufs, grid) if t == "oracle" else execute(body, t, grid, bufs)
            except KernelFault as e:
                got = e
            except CodegenError:
                st.refused[t] = st.refused.get(t, 0) + 1
                continue
            except Exception as e:  # noqa: BLE001 - a crash is a finding
                bad.append(f"{kj.name} [{t}/crash] {type(e).__name__}: {e}")
                continue
            st.runs[t] = st.runs.get(t, 0) + 1
            v = judge(native, got, body, t)
            if v:
                bad.append(f"{kj.name} [{t}/{v[0]}] {v[1][:300]}")
                log(bad[-1])
    st.failures = len(bad)
    return st, bad


def write_summary(out: Path, stats: Stats, lines: list[str]) -> None:
    (out / "summary.json").write_text(json.dumps({"stats": stats.line(), "failures": lines}, indent=1))
