"""bench/ncu_family.py (bench/h200_ncu.sh's helpers): the ncu CSV reduction on a CSV in ncu's
`--csv --page details` layout, and one oracle launch per kernel with the order it records."""
from __future__ import annotations

import csv
import importlib.util
import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
HEAD = ["ID", "Process ID", "Process Name", "Host Name", "Kernel Name", "Context", "Stream", "Block Size", "Grid Size",
        "Device", "CC", "Section Name", "Metric Name", "Metric Unit", "Metric Value"]


def _mod():
    spec = importlib.util.spec_from_file_location("ncu_family", ROOT / "bench" / "ncu_family.py")
    m = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(m)
    return m


def _csv(path: Path, launches: list[tuple[str, dict[str, tuple[str, str]]]]) -> None:
    with path.open("w", newline="") as f:
        f.write("==PROF== Connected to process 1\n")  # ncu's own notes are skipped
        w = csv.writer(f, quoting=csv.QUOTE_ALL)
        w.writerow(HEAD)
        for i, (name, metrics) in enumerate(launches):
            for metric, (unit, value) in metrics.items():
                w.writerow([i, 1, "python3", "h", name, 1, 7, "(256, 1, 1)", "(2048, 1, 1)", 0, "9.0", "S", metric, unit,
                            value])


def test_table_reduces_each_launch_and_names_the_limiter(tmp_path, capsys):
    sol = {"Duration": ("us", "85.5"), "DRAM Throughput": ("%", "91.2"), "Compute (SM) Throughput": ("%", "40.1"),
           "L1/TEX Cache Throughput": ("%", "55"), "L2 Cache Throughput": ("%", "61"),
           "Achieved Occupancy": ("%", "88.4"), "Theoretical Occupancy": ("%", "100"), "Registers Per Thread": ("", "48")}
    slow = dict(sol, **{"DRAM Throughput": ("%", "12.0"), "L2 Cache Throughput": ("%", "20"),
                        "L1/TEX Cache Throughput": ("%", "30"), "Compute (SM) Throughput": ("%", "35"),
                        "Duration": ("ms", "1,104.2")})
    _csv(tmp_path / "d.csv", [("q8_0_matvec", sol), ("matmul_tiled", slow)])
    (tmp_path / "o.json").write_text(json.dumps([{"kernel": "q8_0_matvec", "size": "16384x16384"},
                                                 {"kernel": "matmul_tiled", "size": "4096x4096x4096"}]))
    assert _mod().main(["table", str(tmp_path / "d.csv"), str(tmp_path / "o.json")]) == 0
    lines = capsys.readouterr().out.splitlines()
    q8 = next(ln for ln in lines if ln.startswith("| q8_0_matvec "))
    assert "| 16384x16384 | 85.5 us | 91.2 | 40.1 | 55.0 | 61.0 | 88.4% | 100.0% | 48 | DRAM bandwidth (91%) |" in q8
    mm = next(ln for ln in lines if ln.startswith("| matmul_tiled "))
    assert "1104 ms" in mm and "latency: busiest SM issue/compute 35%, 88% occupancy" in mm


def test_launch_runs_each_kernel_once_and_records_the_order(tmp_path):
    order = tmp_path / "order.json"
    assert _mod().main(["launch", "--target", "oracle", "--sizes", "tiny", "--order", str(order),
                        "q8_0_matvec", "matmul_tiled"]) == 0
    got = json.loads(order.read_text())
    assert [o["kernel"] for o in got] == ["q8_0_matvec", "matmul_tiled"]
    assert got[0]["groups"] == [2, 1] and got[0]["size"] == "15x9600" and got[1]["lanes"] == 256
