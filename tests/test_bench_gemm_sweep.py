"""bench/gemm_sweep_h200.py (bench/h200_gemm_sweep.sh): the configuration list's parsing and a dry
run (no GPU) of two configurations at a small size - each child checks the small GEMM on the oracle
against numpy and compiles the kernel (ptxas -v when present), the parent writes one table."""
from __future__ import annotations

import importlib.util
import json
import shutil
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _mod():
    spec = importlib.util.spec_from_file_location("gemm_sweep_h200", ROOT / "bench" / "gemm_sweep_h200.py")
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def test_configs_split_with_their_tiles():
    m = _mod()
    assert m.split_configs("cublas,wmma,wgmma:2,256,64,4,1,wgmma:2,256,64,4,1,8;wgmma48") == \
        ["cublas", "wmma", "wgmma:2,256,64,4,1", "wgmma:2,256,64,4,1,8", "wgmma48"]
    from poot_core.plan.synth_gemm_sm90 import Sm90Tile
    for c in m.split_configs(m.DEFAULT_CONFIGS):
        if c.startswith("wgmma:"):
            Sm90Tile.parse(c.split(":", 1)[1])  # every default tile is valid


@pytest.mark.skipif(shutil.which("ptxas") is None, reason="ptxas is not installed")
def test_dry_run_writes_one_table(tmp_path):
    m = _mod()
    rc = m.main(["--out", str(tmp_path), "--sizes", "64", "--dry", "--configs", "wgmma:1,64,32,3,1,wgmma48",
                 "--budget", "200", "--per-config", "150"])
    table = (tmp_path / "gemm_sweep.md").read_text()
    rows = json.loads((tmp_path / "gemm_sweep.json").read_text())
    assert rc == 0 and [r["config"] for r in rows] == ["wgmma:1,64,32,3,1", "wgmma48"]
    assert all("error" not in r for r in rows), rows
    pipe = rows[0]["rows"][0]
    assert pipe["kernel"].startswith("gemm_sm90_pipe_64x64x64_64x64x32_s3p1") and pipe["spills"] == "0/0"
    assert pipe["small"].startswith("oracle vs numpy") and pipe["big"] == "dry" and pipe["regs"] > 0
    assert "| wgmma:1,64,32,3,1 | 64 | gemm_sm90_pipe_64x64x64" in table and "| wgmma48 | 64 |" in table
    assert "Recommendation: none" in table  # nothing was timed


def test_the_recommendation_names_the_one_line_change():
    m = _mod()

    def res(cfg, ms, ok="ok"):
        return {"config": cfg, "rows": [{"size": s, "ms": ms * s / 4096, "small": ok, "big": "ok"} for s in (4096, 8192)]}
    peer = {4096: 1.0, 8192: 2.0}
    text = m.recommend([res("wmma", 2.0), res("wgmma:2,256,64,4,1", 1.25), res("wgmma:2,128,64,4,1,8", 1.1, "MISMATCH")],
                       peer)
    assert "wgmma:2,256,64,4,1 averages 0.80x cuBLAS against the Wmma loop's 0.50x" in text
    assert "AUTO_WGMMA = True and AUTO_TILE = Sm90Tile(wgs=2, bn=256, bk=64, stages=4, pending=1)" in text
    assert "keep AUTO_WGMMA = False" in m.recommend([res("wmma", 1.0), res("wgmma:2,256,64,4,1", 1.25)], peer)
