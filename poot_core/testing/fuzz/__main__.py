"""`python -m poot_core.testing.fuzz`: run, reduce, export and replay generated kernels.

    run     --seed S [--files N | --budget SECONDS] [--kernels K] [--targets oracle,vulkan,wgpu]
            [--without FEATURE,...] [--avoid-known] [--out DIR] [--reduce SECONDS]
    reduce  DIR/<id>.rs [--budget SECONDS]          (a saved failure; writes <id>-reduced.*)
    export  --seed S --files N --out DIR [--kernels K]   (.kir.json + .npz with rustc's results)
    replay  DIR --targets ptx,vulkan                (no rustc needed)
    features                                        (list the generator's switchable constructs)

Exit status: 0 when every kernel agreed with rustc, 1 when there were failures.
"""
from __future__ import annotations

import argparse
import tempfile
import sys
import time
from pathlib import Path

from .corpus import export_unit, load_failure, replay, save_failure, write_summary
from .gen import FEATURES, KNOWN_DEFECTS, Config, generate_unit
from .reduce import reduce
from .run import Runner, Stats


def _config(a) -> Config:
    cfg = Config(kernels_per_unit=a.kernels)
    names = [x for x in (a.without or "").split(",") if x]
    if a.avoid_known:
        names += list(KNOWN_DEFECTS)
    return cfg.without(names) if names else cfg


def _run(a) -> int:
    out = Path(a.out)
    runner = Runner(a.targets.split(","), workdir=out / "work")
    for t, why in runner.skipped.items():
        print(f"fuzz: target {t} skipped: {why}", flush=True)
    cfg = _config(a)
    total, lines = Stats(), []
    seen: set = set()
    t0 = time.perf_counter()
    j = 0
    while True:
        if a.budget is not None and time.perf_counter() - t0 >= a.budget:
            break
        if a.budget is None and j >= a.files:
            break
        unit = generate_unit(a.seed * 100003 + j, cfg=cfg)
        j += 1
        try:
            st, fails = runner.run_unit(unit)
        except Exception as e:  # noqa: BLE001 - a whole file failed to prepare: record and go on
            print(f"fuzz: file {j - 1} could not be prepared: {type(e).__name__}: {str(e)[:500]}", flush=True)
            continue
        total.add(st)
        for f in fails:
            rs = save_failure(f, out / "failures")
            lines.append(f"{rs.name}: {f.one_line()}")
            if a.reduce and f.signature not in seen and f.where != "native":
                seen.add(f.signature)
                r = reduce(f, Runner(_targets_for(f), workdir=out / "work"), budget=a.reduce,
                           log=lambda s: print("  " + s, flush=True))
                rr = save_failure(r, out / "reduced", note=f"reduced from {rs.name}")
                lines.append(f"  reduced: {rr.name} (size {f.kernel.size()} -> {r.kernel.size()})")
            print(lines[-1], flush=True)
        print(f"fuzz: file {j - 1}: {st.line()}", flush=True)
        write_summary(out, total, lines)
    print(f"fuzz: total: {total.line()}", flush=True)
    for (t, why), n in sorted(total.refusals.items(), key=lambda x: -x[1]):
        print(f"fuzz: refused {n} x on {t}: {why}", flush=True)
    write_summary(out, total, lines)
    return 1 if total.failures else 0


def _targets_for(f) -> list[str]:
    return ["oracle"] if f.where in ("oracle", "import", "native") else [f.where]


def _reduce(a) -> int:
    f = load_failure(Path(a.failure))
    r = reduce(f, Runner(_targets_for(f), workdir=Path(a.failure).parent / "work"), budget=a.budget,
               log=lambda s: print(s, flush=True))
    rs = save_failure(r, Path(a.failure).parent / "reduced", note=f"reduced from {Path(a.failure).name}")
    print(f"{rs}: {r.one_line()} (size {f.kernel.size()} -> {r.kernel.size()})")
    return 0


def _export(a) -> int:
    out = Path(a.out)
    runner = Runner(["oracle"], workdir=Path(tempfile.mkdtemp(prefix="poot-fuzz-export-")))
    cfg = _config(a)
    n = 0
    for j in range(a.files):
        n += export_unit(runner, generate_unit(a.seed * 100003 + j, cfg=cfg), out, f"s{a.seed}f{j}")
    print(f"exported {n} kernels to {out}")
    return 0


def _replay(a) -> int:
    st, bad = replay(Path(a.folder), a.targets.split(","))
    st.units = 0
    print(f"replay: {st.kernels} kernels; compared: {st.runs}; refused: {st.refused}; "
          f"right only as if subnormal inputs were 0 (a flushing device, within the contract): {st.flushed}; {len(bad)} disagreements")
    return 1 if bad else 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m poot_core.testing.fuzz", description=__doc__.splitlines()[0])
    sub = p.add_subparsers(dest="cmd", required=True)
    for name in ("run", "export"):
        s = sub.add_parser(name)
        s.add_argument("--seed", type=int, default=0)
        s.add_argument("--files", type=int, default=1)
        s.add_argument("--kernels", type=int, default=30, help="kernels per generated file")
        s.add_argument("--without", default="", help="comma-separated generator features to switch off")
        s.add_argument("--avoid-known", action="store_true", help="switch off the features that hit known open defects")
        s.add_argument("--out", default="fuzz-out")
        if name == "run":
            s.add_argument("--budget", type=float, default=None, help="run for this many seconds (instead of --files)")
            s.add_argument("--targets", default="oracle,vulkan,wgpu")
            s.add_argument("--reduce", type=float, default=0, help="reduce each new failure kind for up to this many seconds")
    s = sub.add_parser("reduce")
    s.add_argument("failure")
    s.add_argument("--budget", type=float, default=300)
    s = sub.add_parser("replay")
    s.add_argument("folder")
    s.add_argument("--targets", default="oracle,vulkan")
    sub.add_parser("features")
    a = p.parse_args(argv)
    if a.cmd == "features":
        for k, v in sorted(FEATURES.items()):
            print(f"{k:18} {v}" + (f"  [issue 17 defect {KNOWN_DEFECTS[k]}]" if k in KNOWN_DEFECTS else ""))
        return 0
    return {"run": _run, "reduce": _reduce, "export": _export, "replay": _replay}[a.cmd](a)


if __name__ == "__main__":
    sys.exit(main())
