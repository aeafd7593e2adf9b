"""The cost of the oracle's race check, and its false-positive sweep over every committed kernel.

    .venv/bin/python bench/oracle_racecheck.py            # the timing table, then the sweep
    .venv/bin/python bench/oracle_racecheck.py --sweep    # the sweep only

Timing: every row of bench/oracle_bench.py, run with the race check off and on, alternating, five
times each; the table gives the fastest run of each (both results checked against numpy). Sweep: every committed kernel - the family
assets (assets/*.kir.json) on their test cases, the accepted corpus (tests/kernels/accepted, needs
rustc) on its cases, the fuzz regressions (tests/fuzz/regressions, needs rustc) on their saved
inputs - runs with the check on and must give exactly what it gives with the check off (the same
outputs, or the same fault): a DataRace there is a false positive (or a real race to fix). The
exit code is 1 on any mismatch or race.
"""
from __future__ import annotations

import sys
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(HERE), str(ROOT / "tests" / "kernels")]

from oracle_bench import _time, cases, machine  # noqa: E402

from poot_core import oracle  # noqa: E402
from poot_core.errors import DataRace, KernelFault  # noqa: E402
from poot_core.target import Grid  # noqa: E402


def _interleaved(c, reps: int = 5) -> tuple[float, float, object, object]:
    """The fastest of `reps` runs each way, off and on alternating (a loaded machine's noise hits
    both alike; the minimum is the least disturbed run)."""
    t = {False: [], True: []}
    got = {}
    for _ in range(reps):
        for rc in (False, True):
            dt, got[rc] = _time(lambda: c.run(rc), reps=1)
            t[rc].append(dt)
    return min(t[False]), min(t[True]), got[False], got[True]


def timing() -> bool:
    print(f"machine: {machine()}\n")
    print("| work | size | race check off (s) | race check on (s) | on / off | checked vs numpy |")
    print("|---|---|---|---|---|---|")
    good = True
    for c in cases():
        t_off, t_on, g_off, g_on = _interleaved(c)
        ok = bool(c.ok(g_off)) and bool(c.ok(g_on))
        good &= ok
        print(f"| {c.name} | {c.size} | {t_off:.3f} | {t_on:.3f} | {t_on / t_off:.2f} | "
              f"{'ok' if ok else 'MISMATCH'} |", flush=True)
    return good


def _outcome(body, bufs, grid, rc: bool):
    try:
        return "ok", oracle.run(body, {k: v.copy() for k, v in bufs.items()}, grid, racecheck=rc)
    except KernelFault as f:
        return "fault", f


def _same(a, b) -> bool:
    if a[0] != b[0]:
        return False
    if a[0] == "fault":
        return type(a[1]) is type(b[1]) and a[1].sites[0] == b[1].sites[0] and a[1].thread == b[1].thread
    return a[1].keys() == b[1].keys() and all(
        np.array_equal(a[1][k].view(np.uint8), b[1][k].view(np.uint8)) for k in a[1])


def _runs():
    """(label, body, buffers, grid) of every committed kernel run."""
    from kernel_run import body_of, buffers, grid, inputs

    from poot_core.ir import kir
    from poot_core.pootc import regen
    try:
        from kernel_family_cases import FAMILY
    except ImportError as e:  # gguf missing
        print(f"# family cases skipped: {e}")
        FAMILY = {}
    for e in regen.load_manifest():
        for i, case in enumerate(FAMILY.get(e.kernel, [])):
            if case.fault and e.trap_free:
                continue
            body = kir.read(e.path()).body
            d = inputs(case, f"{e.kernel}#{i}")
            yield f"{e.dest}/{e.name}#{i}", body, buffers(body, d), grid(body, case, d)
    try:
        from kernel_cases import ACCEPTED
        from poot_core.pootc import import_file
    except ImportError as e:
        print(f"# accepted corpus skipped: {e}")
        return
    import shutil
    if shutil.which("rustc") is None:
        print("# accepted corpus and fuzz regressions skipped: no rustc")
        return
    for name, case in sorted(ACCEPTED.items()):
        body = body_of(case.source, case.kernel, case.overflow_checks)
        d = inputs(case, name)
        yield f"accepted/{name}", body, buffers(body, d), grid(body, case, d)
    reg = ROOT / "tests" / "fuzz" / "regressions"
    for rs in sorted(reg.glob("*.rs")):
        z = np.load(rs.with_suffix(".npz"))
        [kf] = import_file(rs, kernel=str(z["kernel"]))
        bufs = {k[3:]: z[k] for k in z.files if k.startswith("in:")}
        gx, gy = (int(v) for v in z["groups"])
        yield f"regressions/{rs.stem}", kf.body, bufs, Grid((gx, gy), kf.body.workgroup_size)
    for kf in import_file(reg / "multi" / "wg_zero_init.rs"):
        yield f"regressions/multi/wg_zero_init::{kf.body.name}", kf.body, {"o": np.full(256, -1, np.float32)}, \
            Grid((4, 1), 64)


def sweep() -> bool:
    n = nwg = 0
    bodies, wg_bodies, bad = set(), set(), []
    for label, body, bufs, grid in _runs():
        on, off = _outcome(body, bufs, grid, True), _outcome(body, bufs, grid, False)
        n += 1
        key = label.split("#")[0]
        bodies.add(key)
        if body.wg_arrays:
            nwg += 1
            wg_bodies.add(key)
        if isinstance(on[1], DataRace) or not _same(on, off):
            bad.append(f"{label}: with the check {on[0]} {on[1] if on[0] == 'fault' else ''}")
    print(f"\nsweep: {n} runs of {len(bodies)} committed kernels ({nwg} runs of {len(wg_bodies)} kernels with "
          f"workgroup arrays: {', '.join(sorted(wg_bodies))}); {len(bad)} differ or race with the check on")
    for b in bad:
        print("  " + b)
    return not bad


def main() -> int:
    ok = True
    if "--sweep" not in sys.argv:
        ok &= timing()
    ok &= sweep()
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
