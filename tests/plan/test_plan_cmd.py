"""`poot plan GRAPH --target T [--explain] [--emit DIR] [--json]`: the report of the Program that
poot.compile builds (regions and plans hand-built here: one region per equation), and its errors."""
from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from poot_core.cli import main
from poot_core.errors import PlanRefused
from poot_core.ir import kir
from poot_core.plan import compile as pc
from poot_core.plan.graph import Eqn, Graph, Tensor
from poot_core.plan.region import make_region


def load_kit():
    spec = importlib.util.spec_from_file_location("program_kit", Path(__file__).with_name("program_kit.py"))
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    return mod


pk = load_kit()


def write_graph(path: Path, g: Graph, monkeypatch) -> Path:
    from poot_core.plan import codec

    codec.write(path, g)
    return path


@pytest.fixture
def planned(monkeypatch):
    """compile's fusion and plan_eqn replaced by one region per equation and the kit's plans."""
    monkeypatch.setattr(pc, "_regions", lambda graph, fuse: tuple(make_region(graph, (i,), f"r{i}")
                                                                  for i in range(len(graph.eqns))))
    monkeypatch.setattr(pc, "_plan", lambda region, target: pk.ew_plan(region))


def graph_with_reshape() -> Graph:
    g = pk.chain(3, 128)
    t2, r = g.outputs[0], Tensor("r", "f32", (2, 64))
    return Graph(g.inputs, (r,), g.eqns + (Eqn("reshape", (t2,), (r,), {"shape": (2, 64)}, name="view"),)).verify()


def _run(capsys, *argv) -> tuple[int, str, str]:
    rc = main([str(a) for a in argv])
    cap = capsys.readouterr()
    return rc, cap.out, cap.err


def test_the_report_shows_steps_kernels_grids_bytes_flops_and_buffers(tmp_path, capsys, monkeypatch, planned):
    f = write_graph(tmp_path / "g.graph.json", graph_with_reshape(), monkeypatch)
    rc, out, err = _run(capsys, "plan", f, "--target", "oracle")
    assert rc == 0, err
    lines = out.splitlines()
    assert lines[0].startswith("graph: 2 input(s) (x:f32[128], w:f32[128]), 4 equation(s), 1 output(s) (r:f32[2, 64])")
    assert "3 step(s), 4608 bytes moved, 384 flops" in out
    row = next(x for x in lines if x.startswith("1 "))
    assert row.split()[:7] == ["1", "r1", "elementwise", "synthesized", "2x1x64", "1536", "128"]
    assert "equation #1 e1 (add)" in row
    assert "region r3: r is a reshape of t2 (shares its buffer, no step)" in out
    assert "4 buffer(s), peak memory 2.0 KiB (2048 bytes)" in out
    assert any(x.startswith("#0") and "input" in x and "x" in x for x in lines)
    assert "host syncs after step(s) 2" in out
    assert "computes" not in out
    rc, out, _ = _run(capsys, "plan", f, "--target", "oracle", "--explain")
    assert rc == 0 and "  computes equation #0 e0 (mul)" in out and "  out <- buffer #" in out
    assert "  reads x:f32[128], w:f32[128]; writes t0:f32[128]" in out


def test_json_and_emit(tmp_path, capsys, monkeypatch, planned):
    f = write_graph(tmp_path / "g.graph.json", graph_with_reshape(), monkeypatch)
    rc, out, err = _run(capsys, "plan", f, "--target", "vulkan", "--json", "--emit", tmp_path / "kir")
    assert rc == 0, err
    rep = json.loads(out)
    assert rep["target"] == "vulkan" and len(rep["steps"]) == 3 and rep["peak_bytes"] == 2048
    assert rep["aliases"] == [{"region": "r3", "tensor": "r", "of": "t2"}]
    files = sorted((tmp_path / "kir").glob("*.kir.json"))
    assert [p.name for p in files] == ["ew_add.kir.json", "ew_mul.kir.json"]  # steps 0 and 2 share one body
    g = graph_with_reshape()
    regions = [make_region(g, (i,), f"r{i}") for i in range(3)]
    assert kir.read(files[1]).body == pk.ew_plan(regions[0]).body
    assert rep["steps"][0]["emitted"] == str(files[1]) and "emitted" not in rep["steps"][2]


def test_errors_are_one_line_with_the_usual_exit_codes(tmp_path, capsys, monkeypatch, planned):
    rc, _, err = _run(capsys, "plan", tmp_path / "none.graph.json", "--target", "oracle")
    assert rc == 1 and "no such file" in err and len(err.strip().splitlines()) == 1
    f = write_graph(tmp_path / "g.graph.json", pk.chain(2, 8), monkeypatch)
    rc, _, err = _run(capsys, "plan", f, "--target", "nosuch")
    assert rc == 1 and "no target named 'nosuch'" in err
    (tmp_path / "afile").write_text("")
    rc, _, err = _run(capsys, "plan", f, "--target", "oracle", "--emit", tmp_path / "afile")
    assert rc == 1 and "not a directory" in err

    def refuse(region, target):
        raise PlanRefused("no kernel fits", region=region.name, target=target.name,
                          candidates=(("synthesized", "too big"),))
    monkeypatch.setattr(pc, "_plan", refuse)
    rc, out, err = _run(capsys, "plan", f, "--target", "oracle")
    assert rc == 2 and out == "" and "oracle: region r0: no kernel fits (candidates: synthesized: too big)" in err


def test_plan_of_a_traced_graph_with_the_real_planner(tmp_path, capsys):
    import numpy as np

    import poot
    from poot import ops
    from poot_core.plan import codec

    g = poot.trace(lambda x, w, b: ops.softmax(ops.tanh(x @ w + b)))(
        np.zeros((4, 8), np.float32), np.zeros((8, 16), np.float32), np.zeros(16, np.float32))
    codec.write(tmp_path / "g.graph.json", g)
    rc, out, err = _run(capsys, "plan", tmp_path / "g.graph.json", "--target", "oracle", "--json",
                        "--emit", tmp_path / "kir")
    assert rc == 0, err
    rep = json.loads(out)
    assert rep["steps"] and all(s["kernel"] for s in rep["steps"])
    emitted = [s["emitted"] for s in rep["steps"] if "emitted" in s]
    assert len(emitted) == sum(s["kernel"] == "synthesized" for s in rep["steps"])
    for f in emitted:
        kir.read(f)
