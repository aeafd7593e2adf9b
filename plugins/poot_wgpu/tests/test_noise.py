"""What wgpu (and the raw Vulkan target) print that is not poot's: nothing. On a headless machine
Mesa's device-select layer made libwayland print `error: XDG_RUNTIME_DIR is invalid or not set in
the environment.` several times per command touching wgpu (poot_core.headless; the vulkan target,
whose instance enables no surface extension, never did - tested here too); and the slow first
adapter request gets one note, for a person at a terminal only."""
from __future__ import annotations

import io
import os
import stat
import subprocess
import sys
from pathlib import Path

import pytest

from poot_core import headless

POOT = Path(sys.executable).parent / "poot"
NOISE = "XDG_RUNTIME_DIR"


def _env(tmp_path, **extra):
    env = {k: v for k, v in os.environ.items() if not k.startswith(("POOT_", "XDG_RUNTIME_DIR"))}
    env["TMPDIR"] = str(tmp_path)  # the private runtime directory is made (and removed) here
    env.update(extra)
    return env


@pytest.mark.parametrize("only", ["wgpu", "vulkan"])
@pytest.mark.parametrize("xdg", [None, "", "relative/dir"])
def test_targets_list_prints_no_xdg_noise(tmp_path, only, xdg):
    other = {"wgpu": "vulkan", "vulkan": "wgpu"}[only]
    extra = {"POOT_DISABLE_PLUGINS": f"{other},ptx,rocm,xdna"}
    if xdg is not None:
        extra["XDG_RUNTIME_DIR"] = xdg
    r = subprocess.run([str(POOT), "targets", "list", "--json"], capture_output=True, text=True, timeout=120,
                       env=_env(tmp_path, **extra), cwd=tmp_path)
    assert r.returncode == 0, r.stderr
    assert NOISE not in r.stderr and r.stderr == "", r.stderr
    import json

    row = next(o for o in json.loads(r.stdout) if o["name"] == only)
    if not row["available"]:
        pytest.skip(f"{only} has no device here: {row['reason']}")
    assert list(tmp_path.iterdir()) == []  # the private runtime directory is gone with the process


def test_run_on_wgpu_prints_no_xdg_noise(tmp_path):
    import numpy as np

    from poot_core.ir import kir

    kj = Path(__file__).resolve().parents[3] / "examples" / "elementwise_add.kir.json"
    a = np.arange(10, dtype=np.float32)
    np.savez(tmp_path / "in.npz", a=a, b=a, out=np.zeros(10, np.float32))
    work = tmp_path / "tmp"
    work.mkdir()
    r = subprocess.run([str(POOT), "run", kj, "--target", "wgpu", "--threads", "10", "--inputs", tmp_path / "in.npz",
                        "--out", tmp_path / "out.npz"], capture_output=True, text=True, timeout=120,
                       env=_env(work), cwd=tmp_path)
    if r.returncode == 4:
        pytest.skip(f"wgpu has no device here: {r.stderr}")
    assert r.returncode == 0 and r.stderr == "", r.stderr
    assert kir.read(kj).body.name in r.stdout


def test_ensure_runtime_dir_keeps_a_valid_one_and_makes_a_private_one(tmp_path, monkeypatch):
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(tmp_path))
    assert headless.ensure_runtime_dir() == str(tmp_path) and os.environ["XDG_RUNTIME_DIR"] == str(tmp_path)
    monkeypatch.setattr(headless, "_made", [])
    monkeypatch.setattr(headless.atexit, "register", lambda *a: None)  # removed below instead
    monkeypatch.setattr(headless.tempfile, "tempdir", str(tmp_path))
    for bad in ("", "relative"):
        monkeypatch.setenv("XDG_RUNTIME_DIR", bad)
        d = headless.ensure_runtime_dir()
        assert os.environ["XDG_RUNTIME_DIR"] == d and Path(d).parent == tmp_path and Path(d).is_dir()
        assert stat.S_IMODE(os.stat(d).st_mode) == 0o700
    monkeypatch.delenv("XDG_RUNTIME_DIR")
    assert headless.ensure_runtime_dir() == d and len(list(tmp_path.iterdir())) == 1  # one per process


class _Tty(io.StringIO):
    def isatty(self):
        return True


def test_a_slow_first_adapter_request_gets_one_note_on_a_terminal(monkeypatch, capsys):
    from poot_wgpu import device

    monkeypatch.setattr(device, "_noted", [])
    device.note_slow_start(3.6)  # not a terminal (pytest's capture): nothing
    assert capsys.readouterr().err == ""
    tty = _Tty()
    monkeypatch.setattr(sys, "stderr", tty)
    device.note_slow_start(0.4)  # fast: nothing
    assert tty.getvalue() == ""
    device.note_slow_start(3.6)
    device.note_slow_start(5.0)  # once per process
    assert tty.getvalue() == ("poot: wgpu: finding a GPU adapter took 3.6 s (wgpu-native starts every Vulkan "
                              "driver once per process; later calls reuse it)\n")


def test_choose_adapter_times_the_first_request(monkeypatch):
    from poot_wgpu import device

    seen = []
    monkeypatch.setattr(device, "_adapter_cache", {})
    monkeypatch.setattr(device, "note_slow_start", seen.append)
    try:
        device.choose_adapter()
    except Exception as e:  # no adapter here: the timing is still taken
        if not seen:
            pytest.skip(f"no wgpu here: {e}")
    assert len(seen) == 1 and seen[0] > 0
    device.choose_adapter()  # cached: not timed again
    assert len(seen) == 1
