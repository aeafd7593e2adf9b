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
from ...pootc import overflow_pragma
from ..native import NativeFault
from .gen import make_inputs
from .run import Failure, Runner, Stats, judge, params_of, single_unit, target_latitude


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
    # the ignore: mypy fears the **dict holds a key named allow_pickle; its keys are array names
    np.savez_compressed(out / f"{fid}.npz", **reproducer_arrays(f.kernel))  # type: ignore[arg-type]
    (out / f"{fid}.txt").write_text(
        f"{f.one_line()}\n"
        f"launch: {f.kernel.groups} workgroup(s) x {f.kernel.wgs} lanes; overflow checks "
        f"{'on' if f.unit.overflow_checks else 'off'}; size {f.kernel.size()}{'; ' + note if note else ''}\n\n{f.detail}\n")
    with open(out / f"{fid}.pkl", "wb") as fh:
        pickle.dump(f, fh)
    return rs


def reproducer_arrays(k) -> dict[str, np.ndarray]:
    """A kernel's inputs and launch, as a reproducer's .npz holds them (enough to rerun the .rs)."""
    arrays = {f"in:{p}": v for p, v in make_inputs(k).items()}
    arrays["kernel"] = np.array(k.name)
    arrays["params"] = np.array([f"{p.name}:{p.elem}:{int(p.mutable)}" for p in k.params])
    arrays["groups"] = np.array([k.groups, 1])
    arrays["wgs"] = np.array(k.wgs)
    arrays["wg_arrays"] = np.array([list(w) for w in k.wg_arrays] or np.zeros((0, 2)), dtype=np.int64)
    return arrays


def recheck(rs: Path, targets: Iterable[str], native=None, workdir: Path | None = None) -> list[str]:
    """Rerun a reproducer (.rs + .npz beside it) natively, on the oracle and on `targets`; one
    line per disagreement with rustc ([] when poot agrees everywhere)."""
    import tempfile

    from ... import oracle
    from ...exec import execute
    from ...pootc import import_file
    from ..native import Native

    rs = Path(rs)
    z = np.load(rs.with_suffix(".npz"))
    name = str(z["kernel"])
    params = [(a, b, c == "1") for a, b, c in (str(x).split(":") for x in z["params"])]
    bufs = {k[3:]: z[k] for k in z.files if k.startswith("in:")}
    gx, gy = (int(v) for v in z["groups"])
    wgs = int(z["wgs"])
    wg = {int(a): int(b) for a, b in z["wg_arrays"]}
    text = rs.read_text()
    native = native or Native()
    exe = native.build_text(text, {name: params}, overflow_pragma(text) is not False, stem="repro")
    want = native.run(exe, params, bufs, (gx, gy), wgs, wg, kernel=name)
    work = Path(workdir or tempfile.mkdtemp(prefix="poot-recheck-"))
    work.mkdir(parents=True, exist_ok=True)
    src = work / rs.name
    src.write_text(text)
    try:
        [kf] = import_file(src, kernel=name)
    except Exception as e:  # noqa: BLE001 - a refusal or a crash is the disagreement
        return [f"import: {type(e).__name__}: {e}"]
    body = kf.body
    bad = []
    if [p.name for p in body.params] != [p[0] for p in params]:
        bad.append(f"import: parameters {[p.name for p in body.params]}, the signature says {[p[0] for p in params]}")
    if body.workgroup_size != wgs:
        return bad + [f"import: WORKGROUP_SIZE {body.workgroup_size}, rustc says {wgs}"]
    grid = Grid((gx, gy), wgs)
    named = {p.name: bufs[q[0]] for p, q in zip(body.params, params)}
    for t in ["oracle", *[t for t in targets if t != "oracle"]]:
        got: dict[str, np.ndarray] | KernelFault
        try:
            got = oracle.run(body, named, grid) if t == "oracle" else execute(body, t, grid, named)
        except KernelFault as e:
            got = e
        except Exception as e:  # noqa: BLE001
            bad.append(f"{t}: {type(e).__name__}: {e}")
            continue
        if isinstance(got, dict):
            got = {q[0]: got[p.name] for p, q in zip(body.params, params) if p.name in got}
        v = judge(want, got, body, t, target_latitude(t))
        if v:
            bad.append(f"{t}: {v[0]}: {v[1][:400]}")
    return bad


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
        np.savez_compressed(out / f"{kid}.npz", **arrays)  # type: ignore[arg-type]  # array names, never allow_pickle
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
        native: NativeFault | dict[str, np.ndarray]
        if "fault" in z.files:
            line, col, thread = (int(v) for v in z["fault"])
            native = NativeFault(line, col, thread, str(z["fault_message"]))
        else:
            native = {k[5:]: z[k] for k in z.files if k.startswith("want:")}
        st.kernels += 1
        for t in targets:
            got: dict[str, np.ndarray] | KernelFault
            try:
                got = oracle.run(body, bufs, grid) if t == "oracle" else execute(body, t, grid, bufs)
            except KernelFault as e:
                got = e
            except CodegenError as e:
                st.refused[t] = st.refused.get(t, 0) + 1
                log(f"{kj.name} [{t}/refused] {str(e).splitlines()[0][:200]}")
                continue
            except Exception as e:  # noqa: BLE001 - a crash is a finding
                bad.append(f"{kj.name} [{t}/crash] {type(e).__name__}: {str(e)[:300]}")
                log(bad[-1])
                continue
            st.runs[t] = st.runs.get(t, 0) + 1
            lat = target_latitude(t)
            v = judge(native, got, body, t, lat)
            if v and lat.flush_subnormals and _as_if_flushed(body, bufs, grid, got, lat):
                st.flushed[t] = st.flushed.get(t, 0) + 1  # within the contract: subnormal inputs read as 0
                continue
            if v:
                bad.append(f"{kj.name} [{t}/{v[0]}] {v[1][:300]}")
                log(bad[-1])
    st.failures = len(bad)
    return st, bad


def _as_if_flushed(body, bufs, grid, got, lat) -> bool:
    """Whether `got` is the oracle's result on `bufs` with every subnormal input read as zero of
    its sign (oracle.compare.flush_subnormal_inputs): what the contract allows a flushing device."""
    from ... import oracle
    from ...oracle.compare import compare, flush_subnormal_inputs

    flushed = flush_subnormal_inputs(bufs)
    if flushed is None:
        return False
    want: dict[str, np.ndarray] | KernelFault
    try:
        want = oracle.run(body, flushed, grid)
    except KernelFault as e:
        want = e
    if isinstance(want, KernelFault) or isinstance(got, KernelFault):
        return isinstance(want, KernelFault) and isinstance(got, KernelFault)
    return not compare(got, want, body, latitude=lat)


def write_summary(out: Path, stats: Stats, lines: list[str]) -> None:
    (out / "summary.json").write_text(json.dumps({"stats": stats.line(), "failures": lines}, indent=1))
