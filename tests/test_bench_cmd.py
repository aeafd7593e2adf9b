"""`poot bench`: the table, the JSON, the roofline PNG, the timers and bad arguments (oracle, and
vulkan/wgpu where a Vulkan driver is present: lavapipe here)."""
from __future__ import annotations

import json

import numpy as np
import pytest

from poot_core import bench, plugins
from poot_core.cli import main
from poot_core.errors import UsageError

SMALL = ["matvec=24x40", "row_argmax=3x200", "q8_0_matvec=6x64", "matmul_tiled=9x10x11", "row_softmax=3x100"]


def _available(name: str) -> bool:
    try:
        return bool(plugins.get_target(name).probe().available)
    except Exception:  # noqa: BLE001 - not installed
        return False


def _rows(out: str) -> dict[str, list[str]]:
    lines = [ln for ln in out.splitlines() if ln.startswith("| ") and not ln.startswith("| kernel")]
    return {c[0]: c for c in ([x.strip() for x in ln.strip("|").split("|")] for ln in lines)}


def _run(capsys, *argv) -> tuple[int, str, str]:
    rc = main(list(argv))
    cap = capsys.readouterr()
    return rc, cap.out, cap.err


# wgpu on lavapipe takes minutes for `all` (vulkan covers a device target and its timers): -m full
@pytest.mark.parametrize("target", ["oracle", "vulkan", pytest.param("wgpu", marks=pytest.mark.full)])
def test_all_kernels_table_json_png(target, tmp_path, capsys):
    if not _available(target):
        pytest.skip(f"target {target} is not available here")
    j, png = tmp_path / "b.json", tmp_path / "r.png"
    sizes = [f"--size={s}" for s in SMALL]
    # `all` benches every family kernel; sizes for a few, the rest at their defaults
    argv = ["bench", "all", "--target", target, "--reps", "2", "--warmup", "1", "--json", str(j), "--plot", str(png)]
    if target != "oracle":  # the CPU-device defaults are too slow for a test; tiny sizes for every kernel
        sizes = [f"--size={n}={'x'.join(map(str, bench.spec_of(n, None).tiny))}"
                 for n in bench.family_names()]
    rc, out, err = _run(capsys, *argv, *sizes)
    assert rc == 0, err
    rows = _rows(out)
    assert set(rows) == {"device_copy", *bench.family_names()}
    data = json.loads(j.read_text())
    assert data["target"] == target and len(data["rows"]) == len(bench.family_names())
    want_timer = "vulkan-timestamps" if target == "vulkan" and _timestamps() else "host"
    for r in [data["copy"], *data["rows"]]:
        cells = rows[r["kernel"]]
        assert r["ms"] > 0 and r["gbps"] > 0 and r["bytes"] > 0 and len(r["times_ms"]) == 2
        assert all(t > 0 for t in r["times_ms"]) and r["ms"] == pytest.approx(float(np.median(r["times_ms"])))
        assert float(cells[2]) == pytest.approx(r["ms"], rel=1e-3)  # the table shows the JSON's figures
        assert float(cells[3]) == pytest.approx(r["gbps"], rel=1e-3)
        assert r["gbps"] == pytest.approx(r["bytes"] / (r["ms"] * 1e-3) / 1e9)
        assert r["timer"] == cells[6] == want_timer
        if r["flops"] is not None:
            assert float(cells[4]) == pytest.approx(r["gflops"], rel=1e-3) and r["gflops"] > 0
        assert float(cells[5].rstrip("%")) == pytest.approx(100 * r["copy_fraction"], rel=1e-2)
        assert r["checked"] in ({"is the oracle", "read back"} if target == "oracle" else {"oracle", "read back"})
    mv = next(r for r in data["rows"] if r["kernel"] == "matvec")
    if target == "oracle":
        assert mv["size"] == "24x40" and mv["bytes"] == 4 * (24 * 40 + 40 + 24) and mv["flops"] == 2 * 24 * 40
    assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_every_family_kernel_has_a_spec():
    """`poot bench all` sizes, fills and launches every shipped family kernel from its own spec
    (a kernel without one would get the generic 1-D spec: a wrong launch for a row kernel)."""
    assert not [n for n in bench.family_names() if n.removesuffix("_nt") not in bench.SPECS]


def _timestamps() -> bool:
    from poot_vulkan.device import VulkanDevice
    from poot_core.exec.executor import device_for

    dev = device_for(plugins.get_target("vulkan"))
    return isinstance(dev, VulkanDevice) and dev.timestamp_bits > 0


def test_path_kernel_and_host_timer_default(tmp_path, capsys):
    """A .kir.json path gets the 1-D spec; the oracle (BufferedDevice's default) times by the host clock."""
    from poot_core.exec.executor import device_for

    dev = device_for(plugins.get_target("oracle"))
    assert dev.timer == "host"
    rc, out, err = _run(capsys, "bench", "examples/elementwise_add.kir.json", "--target", "oracle", "--reps", "2",
                        "--size", "2^10")
    assert rc == 0, err
    r = _rows(out)["elementwise_add"]
    assert r[1] == "1024" and r[6] == "host" and float(r[3]) > 0
    assert "timer: host" in out


def test_host_times_measure_the_dispatch():
    """The host clock includes the dispatch: a dispatch that sleeps takes at least that long."""
    import time

    from poot_core.runtime import host_times

    class Slow:
        def sync(self):
            pass

        def launch(self, art, bufs, grid):
            time.sleep(0.01)
    ts = host_times(Slow(), None, {}, None, 3)  # type: ignore[arg-type]
    assert len(ts) == 3 and all(t >= 10 for t in ts)
    with pytest.raises(UsageError):
        host_times(Slow(), None, {}, None, 0)  # type: ignore[arg-type]


def test_vulkan_timestamps_measure_the_device():
    """On lavapipe: timestamp figures are positive, at most the host clock around the same batch,
    and grow with the work."""
    if not _available("vulkan"):
        pytest.skip("no Vulkan driver here")
    if not _timestamps():
        pytest.skip("the Vulkan queue family reports timestampValidBits = 0: no device timestamps")
    import time

    from poot_core.exec import compile_cached
    from poot_core.exec.executor import device_for

    t = plugins.get_target("vulkan")
    dev = device_for(t)
    art = compile_cached(bench.copy_body(), t)
    figures = {}
    for n in (1 << 12, 1 << 22):
        a = np.random.default_rng(0).random(n, dtype=np.float32)
        bufs = {"a": dev.alloc(a.nbytes, a.dtype), "out": dev.alloc(a.nbytes, a.dtype)}
        dev.upload(bufs["a"], a)
        grid = bench.COPY_SPEC.grid((n,), 256)
        t0 = time.perf_counter()
        ts = dev.time_dispatches(art, bufs, grid, 4)
        host_ms = 1e3 * (time.perf_counter() - t0)
        assert np.array_equal(dev.download(bufs["out"]), a)
        assert len(ts) == 4 and all(x > 0 for x in ts) and sum(ts) <= host_ms
        figures[n] = float(np.median(ts))
        for b in bufs.values():
            dev.free(b)
    assert figures[1 << 22] > 10 * figures[1 << 12]


@pytest.mark.parametrize("argv, words", [
    (["bench", "no_such_kernel", "--target", "oracle"], "no kernel named 'no_such_kernel'"),
    (["bench", "matvec", "--target", "no_such_target"], "no target named 'no_such_target'"),
    (["bench", "matvec", "--target", "oracle", "--size", "12"], "it takes 2 dimension(s), rowsxcols"),
    (["bench", "matvec", "--target", "oracle", "--size", "0x4"], "each dimension is a positive integer"),
    (["bench", "matvec", "--target", "oracle", "--size", "ax4"], "each dimension is a positive integer"),
    (["bench", "q8_0_matvec", "--target", "oracle", "--size", "4x33"], "cols must be a multiple of 32"),
    (["bench", "all", "--target", "oracle", "--size", "12"], "several kernels are benched; give NAME=SIZE"),
    (["bench", "all", "--target", "oracle", "--size", "nope=12"], "'nope' is not one of the kernels benched"),
    (["bench", "matvec", "--target", "oracle", "--reps", "0"], "--reps must be >= 1"),
    (["bench", "matvec", "--target", "oracle", "--json", "/no/such/dir/b.json"], "does not exist"),
])
def test_bad_arguments(argv, words, capsys):
    rc, out, err = _run(capsys, *argv)
    assert rc == 1 and out == ""
    assert err.startswith("poot: error: ") and words in err and len(err.strip().splitlines()) == 1, err


def test_plot_without_matplotlib(monkeypatch, tmp_path, capsys):
    import builtins

    real = builtins.__import__

    def no_mpl(name, *a, **k):
        if name == "matplotlib" or name.startswith("matplotlib."):
            raise ImportError(name)
        return real(name, *a, **k)
    monkeypatch.setattr(builtins, "__import__", no_mpl)
    rc, out, err = _run(capsys, "bench", "matvec", "--target", "oracle", "--plot", str(tmp_path / "r.png"))
    assert rc == 1 and "pip install matplotlib" in err and len(err.strip().splitlines()) == 1
    assert not (tmp_path / "r.png").exists()


def test_wrong_result_is_refused(monkeypatch):
    """A target whose result differs from the oracle's is refused before timing (CheckMismatch)."""
    from types import SimpleNamespace

    import poot_core.exec as ex
    from poot_core import family
    from poot_core.errors import CheckMismatch

    real = ex.execute

    def off_by_one(body, target, grid, arrays, **kw):
        out = real(body, "oracle", grid, arrays, **kw)
        return out if target == "oracle" else {k: v + np.float32(1e-2) for k, v in out.items()}
    monkeypatch.setattr(ex, "execute", off_by_one)
    fake = SimpleNamespace(name="fake")
    with pytest.raises(CheckMismatch, match="differ from the CPU oracle"):
        bench.check("matvec", family.body("matvec"), bench.SPECS["matvec"], fake)
    monkeypatch.setattr(ex, "execute", lambda body, target, grid, arrays, **kw: real(body, "oracle", grid, arrays))
    assert bench.check("matvec", family.body("matvec"), bench.SPECS["matvec"], fake) == "oracle"


def test_the_peak_line_comes_from_the_probed_device_name_or_the_option():
    from poot_core.bench import peak_of
    assert peak_of("NVIDIA H200 (sm_90)")[0] == 66_900.0
    assert peak_of("NVIDIA H200 (sm_90)", 1000.0) == (1000.0, "--peak-gflops")
    assert peak_of("cuda:0")[0] is None and "give --peak-gflops" in peak_of("cuda:0")[1]
