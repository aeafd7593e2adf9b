"""CUDA experiments that kill their process's device, each meant to run in a subprocess:

    python -m poot_ptx.experiments trap        # device-trap: fault in a queued batch, site readback, DeviceLost after
    python -m poot_ptx.experiments error-word  # error-word: recoverable fault, device still usable

Each prints one JSON line describing what happened (the tests and bench/h200_ptx.sh read it).
"""
from __future__ import annotations

import json
import os
import sys
import time

import numpy as np


def _bounds_case():
    from poot_core.testing import catalog

    case = catalog.bounds_trap()
    return case, case.make(np.random.default_rng(1))


def _start(policy: str):
    """(target, device, artifact, case, buffers) for the bounds-trap kernel under `policy`, or the
    probe's reason when no CUDA device is usable."""
    from poot_ptx.target import PtxTarget

    t = PtxTarget()
    a = t.probe()
    if not a.available:
        return a.reason
    case, bufs = _bounds_case()
    dev = t.open()
    return t, dev, t.compile(case.body, trap_policy=policy), case, bufs


def _resident(dev, case, bufs) -> dict:
    """Device buffers holding `bufs` (one per parameter), uploaded."""
    out = {}
    for p in case.body.params:
        a = bufs[p.name]
        out[p.name] = dev.alloc(a.nbytes, a.dtype)
        dev.upload(out[p.name], a)
    return out


def trap() -> dict:
    """Launch a kernel whose thread 600 fails a bounds check under the device-trap policy, as the
    second of three queued dispatches on resident buffers: the sync names dispatch 1, then the
    device and every buffer of it are lost."""
    from poot_core.errors import DeviceLost, KernelFault

    from . import device

    out: dict = {"experiment": "device-trap"}
    started = _start("device-trap")
    if isinstance(started, str):
        return {**out, "skipped": started}
    t, dev, art, case, bufs = started
    ok = dict(bufs, a=np.resize(bufs["a"], bufs["out"].size).astype(np.float32))
    good, bad = _resident(dev, case, ok), _resident(dev, case, bufs)
    first = dev.launch(art, good, case.grid)
    faulting = dev.launch(art, bad, case.grid)
    dev.launch(art, good, case.grid)
    out["launch_ok"] = True
    t0 = time.perf_counter()
    try:
        dev.sync()
        out["fault"] = None
    except KernelFault as e:
        out.update(fault=type(e).__name__, message=str(e), sites=[str(s) for s in e.sites],
                   site_read_back=bool(e.sites), thread=e.thread, group=e.group,
                   dispatch_named=e.dispatch == faulting, first_dispatch=first)
    out["sync_s"] = round(time.perf_counter() - t0, 4)
    out["lost_reason"] = device.lost_reason()
    try:  # any later use must raise DeviceLost, never crash or hang
        dev.launch(art, good, case.grid)
        out["after"] = "no error (unexpected)"
    except DeviceLost as e:
        out["after"] = f"DeviceLost: {e}"
    try:  # a buffer no faulting dispatch touched is lost with its device
        dev.download(good["a"])
        out["buffer_after"] = "no error (unexpected)"
    except DeviceLost as e:
        out["buffer_after"] = f"DeviceLost: {e}"
    out["probe_after"] = t.probe().reason
    return out


def error_word() -> dict:
    """The same kernel under the error-word policy: a typed fault, and the device stays usable."""
    from poot_core.errors import KernelFault

    out: dict = {"experiment": "error-word"}
    started = _start("error-word")
    if isinstance(started, str):
        return {**out, "skipped": started}
    _, dev, art, case, bufs = started
    try:
        dev.run(art, bufs, case.grid)
        out["fault"] = None
    except KernelFault as e:
        out.update(fault=type(e).__name__, sites=[str(s) for s in e.sites], thread=e.thread, group=e.group)
    ok = dict(bufs, a=np.resize(bufs["a"], bufs["out"].size).astype(np.float32))
    got = dev.run(art, ok, case.grid)["out"]
    out["device_usable_after"] = bool(np.array_equal(got, ok["a"] + ok["b"], equal_nan=True))
    return out


def main(argv: list[str]) -> int:
    which = argv[1] if len(argv) > 1 else "trap"
    fn = {"trap": trap, "error-word": error_word}.get(which)
    if fn is None:
        print(f"usage: python -m poot_ptx.experiments trap|error-word (not {which!r})", file=sys.stderr)
        return 2
    print(json.dumps(fn(), default=str), flush=True)
    return 0


if __name__ == "__main__":
    code = main(sys.argv)
    sys.stdout.flush()
    os._exit(code)  # skip CUDA's teardown, which a poisoned context may turn into a crash
