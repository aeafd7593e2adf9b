"""`pytest -m cuda`: every kernel on a real CUDA device against the CPU oracle, the trap
policies (device-trap in a subprocess, since it kills the process's context; error-word in
process), and capabilities from the driver. Skips with the probe's reason without a GPU.
Results are compared under the default build's float latitude (IEEE: every float op rounded
once, as in Rust; fp_contract=True builds are covered by test_ptx_float.py)."""
from __future__ import annotations

from pathlib import Path
import json
import os
import subprocess
import sys

import numpy as np
import pytest

from poot_core.testing import catalog
from poot_core.errors import KernelFault
from poot_core.target import IEEE
from poot_ptx.target import PtxTarget

pytestmark = pytest.mark.cuda

TARGET = PtxTarget()
CASES = [c for c in catalog.cases() if not c.faults]


@pytest.fixture(scope="module")
def dev(cuda_device):
    return TARGET.open()


@pytest.fixture(scope="module")
def lat(cuda_device):
    """The device's float latitude, as the executor's --check uses it."""
    return TARGET.capabilities().float_latitude


def _oracle(body, bufs, grid):
    from poot_core import oracle

    return oracle.run(body, bufs, grid)


# Every catalog kernel's default build against the oracle: the kit's conformance suite
# (test_conformance.py, test_conformance_case[catalog/...]), with the corpus and the assets.


@pytest.mark.parametrize("case", [c for c in CASES if "math" in c.body.name], ids=lambda c: c.body.name)
def test_own_math_sequences_on_the_device(case, dev, lat):
    from poot_core.oracle.compare import assert_matches

    bufs = case.make(np.random.default_rng(4))
    got = dev.run(TARGET.compile(case.body, math="poot"), bufs, case.grid)
    assert_matches(got, _oracle(case.body, bufs, case.grid), case.body, latitude=lat)


def _asset_inputs(body, rng, n=4096):
    out = {}
    for p in body.params:
        if p.elem.is_float:
            out[p.name] = rng.standard_normal(n).astype(p.elem.np)
        elif p.elem.np == np.bool_:
            out[p.name] = rng.random(n) < 0.5
        else:  # small integers: shapes, indices and counts stay sane
            out[p.name] = rng.integers(0, 16, n).astype(p.elem.np)
    return out


def _exported_accepted():
    """The accepted Rust corpus exported as .kir.json (the H200 has no rustc): <repo>/.kir_accepted,
    made by `bench/vulkan_conformance.py --export-accepted .kir_accepted` and carried."""
    from poot_core.ir import kir

    d = ROOT / ".kir_accepted"
    return [(f".kir_accepted/{p.name}", kir.read(p).body) for p in sorted(d.glob("*.kir.json"))] if d.is_dir() else []


ROOT = Path(__file__).resolve().parents[3]  # the repo checkout (the kit reads no repo paths itself)
ASSETS = catalog.asset_bodies(ROOT) + _exported_accepted()
# the assets specified for 1-D launches (kernels/README.md: all but matmul_tiled): they index along X
# only, so on a 2-D grid two threads store one element - a data race the oracle's race check reports
ONE_D = {"atomic_count", "matvec", "q4_0_dequant", "q4_0_matvec", "q4_0_matvec_nt", "q4_1_dequant", "q4_1_matvec",
         "q8_0_dequant", "q8_0_matvec", "q8_0_matvec_nt", "row_argmax", "row_softmax", "sum", "thread_probe", "top1_sample", "unguarded_read"}
ONE_GROUP = {"wg_reduce"}  # every workgroup's lane 0 stores out[0]: one workgroup only


@pytest.mark.parametrize("body", [b for _, b in ASSETS], ids=[i for i, _ in ASSETS])
def test_assets_match_oracle_under_the_error_word_policy(body, dev, lat):
    """Generic inputs may make an asset fail a check: the error-word build reports it without
    losing the device, and must name the site the oracle names."""
    from poot_core.oracle.compare import assert_matches
    from poot_core.target import Grid

    bufs = _asset_inputs(body, np.random.default_rng(5))
    grid = Grid((1, 1) if body.name in ONE_GROUP else (8, 1) if body.name in ONE_D else (8, 2), body.workgroup_size)
    art = TARGET.compile(body, trap_policy="error-word")
    try:
        want, want_fault = _oracle(body, bufs, grid), None
    except KernelFault as e:
        want, want_fault = None, e
    try:
        got, got_fault = dev.run(art, bufs, grid), None
    except KernelFault as e:
        got, got_fault = None, e
    if want_fault is not None:
        assert got_fault is not None, f"the oracle faulted ({want_fault}) but the device did not"
        first = want_fault.sites[0]
        assert getattr(first, "site", first) in [s.site for s in got_fault.sites]
    else:
        assert got_fault is None, str(got_fault)
        assert_matches(got, want, body, latitude=lat)


def test_through_the_executor(cuda_device):
    from poot_core.exec import execute

    case = catalog.elementwise()
    bufs = case.make(np.random.default_rng(6))
    out = execute(case.body, "ptx", case.grid, bufs, check=True)
    np.testing.assert_array_equal(out["out"], bufs["a"] + bufs["b"])


def test_error_word_fault_is_recoverable(dev):
    case = catalog.bounds_trap()
    bufs = case.make(np.random.default_rng(7))
    art = TARGET.compile(case.body, trap_policy="error-word")
    with pytest.raises(KernelFault) as ei:
        dev.run(art, bufs, case.grid)
    assert [s.site for s in ei.value.sites] == [0] and ei.value.thread == 600
    assert str(ei.value.sites[0].span) == "add.rs:5:10"
    ok = dict(bufs, a=np.resize(bufs["a"], 1000))
    got = dev.run(art, ok, case.grid)["out"]
    np.testing.assert_array_equal(got, ok["a"] + ok["b"])


def _experiment(which: str) -> dict:
    r = subprocess.run([sys.executable, "-m", "poot_ptx.experiments", which], capture_output=True, text=True,
                       timeout=120, env={**os.environ})
    lines = [ln for ln in r.stdout.splitlines() if ln.startswith("{")]
    assert lines, f"the {which} experiment's process died (exit {r.returncode}) before reporting:\n{r.stderr[-3000:]}"
    return {**json.loads(lines[-1]), "exit_code": r.returncode}


def test_device_trap_faults_then_the_device_is_lost(cuda_device):
    res = _experiment("trap")
    print(json.dumps(res, indent=1))
    assert res.get("fault") == "KernelFault", res
    assert res["dispatch_named"], res  # the second of three queued dispatches trapped
    assert res["after"].startswith("DeviceLost") and res["buffer_after"].startswith("DeviceLost"), res
    assert "restart" in res["after"]
    if res["site_read_back"]:  # the mapped site record survived the fault: it names file:line
        assert "add.rs:5:10" in res["message"] and res["thread"] >= 600


def test_error_word_experiment(cuda_device):
    res = _experiment("error-word")
    assert res["fault"] == "KernelFault" and res["device_usable_after"], res


def test_capabilities_come_from_the_driver(cuda_device):
    caps = TARGET.capabilities()
    assert caps.max_workgroup_size >= 1024 and caps.subgroup_size == 32
    assert caps.max_groups[0] >= 2**31 - 1 and caps.max_workgroup_memory >= 48 * 1024
    assert caps.float_latitude == IEEE  # the default build is exact; fp_contract=True artifacts carry LLVM_GPU


def test_bench_cuda_events_and_peers(cuda_device, tmp_path, capsys):
    """`poot bench` on the GPU: every family kernel checked against the oracle and timed with CUDA
    events (at most the host clock around the same launches), torch beside the rows that have a peer."""
    from poot_core import bench
    from poot_core.cli import main

    j = tmp_path / "b.json"
    sizes = [f"--size={n}={'x'.join(map(str, bench.SPECS[n.removesuffix('_nt')].small))}" for n in bench.family_names()]
    assert main(["bench", "all", "--target", "ptx", "--reps", "5", "--json", str(j), *sizes]) == 0, capsys.readouterr().err
    data = json.loads(j.read_text())
    assert data["timer"] == "cuda-events" and data["copy"]["gbps"] > 50
    for r in data["rows"]:
        assert r["timer"] == "cuda-events" and r["checked"] == "oracle" and r["ms"] > 0
    try:
        import torch
        has_torch = torch.cuda.is_available()
    except ImportError:
        has_torch = False
    if has_torch:
        assert all("torch" in r["peers"] for r in data["rows"] if bench.SPECS[r["kernel"].removesuffix("_nt")].peer)
