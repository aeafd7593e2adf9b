"""The rocm device's host copies through its pinned staging buffer (TrapDevice's, over
hipHostMalloc), on the fake hip-python (conftest.FakeHip: a copy from pinned memory reads its
source when the stream runs it): round trips of every dtype and size, chunks beyond the cap, one
allocation reused, the pageable fallback when the driver refuses pinned memory."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.backends.llvm import runtime
from poot_core.testing import catalog
from poot_core.testing.runtime_suite import DTYPES, _random
from poot_rocm import device
from poot_rocm.target import RocmTarget

pytest.importorskip("poot_core.backends.llvm.host")
STAGING = "hipHostMalloc(staging)"


@pytest.fixture
def small(monkeypatch):
    """A staging buffer of 1 KiB at first and 4 KiB at most, so that chunks are cheap to test."""
    monkeypatch.setattr(runtime, "STAGE_MIN", 1024)
    monkeypatch.setattr(runtime, "STAGE_CAP", 4096)
    return 4096


def _round_trip(dev, a: np.ndarray) -> np.ndarray:
    buf = dev.alloc(a.nbytes, a.dtype)
    dev.upload(buf, a)
    got = dev.download(buf)
    dev.free(buf)
    return got


@pytest.mark.parametrize("dtype", DTYPES, ids=lambda d: np.dtype(d).name)
def test_round_trips_of_every_dtype_and_size_go_through_the_staging_buffer(fake, small, dtype):
    dev = device.HipDevice()
    rng = np.random.default_rng(3)
    item = np.dtype(dtype).itemsize
    for n in (0, 1, 7, 1001, small // item + 1, 3 * small // item + 5):
        a = _random(rng, dtype, n)
        fake.copies.clear()
        got = _round_trip(dev, a)
        assert got.dtype == a.dtype and got.shape == (n,)
        np.testing.assert_array_equal(got, a)
        chunks = -(-a.nbytes // small)
        assert fake.copies == [(k, True, min(small, a.nbytes - small * i)) for k in ("HtoD", "DtoH")
                               for i in range(chunks)], f"{n} x {a.dtype}: every copy through pinned memory"
    assert list(fake.pinned.values()) == [small]


def test_the_staging_buffer_is_allocated_once_and_reused_and_freed_at_close(fake):
    dev = device.HipDevice()
    rng = np.random.default_rng(4)
    for i in range(40):
        a = rng.standard_normal(1 + 997 * i).astype(np.float64)
        np.testing.assert_array_equal(_round_trip(dev, a), a)
    assert fake.calls.count(STAGING) == 1 and list(fake.pinned.values()) == [runtime.STAGE_MIN]
    dev.close()
    assert not fake.pinned


def test_a_refused_pinned_allocation_falls_back_to_pageable_copies(fake, small):
    fake.pinned_oom = True
    dev = device.HipDevice()
    rng = np.random.default_rng(5)
    for n in (1, 5000):
        a = rng.integers(0, 2**64 - 1, n, dtype=np.uint64, endpoint=True)
        np.testing.assert_array_equal(_round_trip(dev, a), a)
    assert fake.calls.count(STAGING) == 1 and fake.copies == [
        ("HtoD", False, 8), ("DtoH", False, 8), ("HtoD", False, 40000), ("DtoH", False, 40000)]


def test_a_staged_upload_behind_a_queued_dispatch_is_not_overwritten(fake, small):
    case = catalog.elementwise()  # 1000 f32: 4000 bytes, one per 4 KiB staging buffer
    d = case.make(np.random.default_rng(6))
    dev = device.HipDevice()
    art = RocmTarget().compile(case.body, gfx="gfx942", trap_policy="error-word")
    fake.kernels[art.final] = (art.require_body(), "error-word")
    a, b, o1, o2 = (dev.alloc(4000, np.float32) for _ in range(4))
    dev.upload(b, d["b"])
    dev.upload(a, d["a"])
    dev.launch(art, {"a": a, "b": b, "out": o1}, case.grid)
    dev.upload(a, (d["a"] * 2).astype(np.float32))  # the staging buffer is full: pageable, not waited for
    dev.launch(art, {"a": a, "b": b, "out": o2}, case.grid)
    assert fake.calls.count("hipStreamQuery") == 0 and fake.calls.count("hipStreamSynchronize") == 1
    np.testing.assert_array_equal(dev.download(o1), d["a"] + d["b"])
    np.testing.assert_array_equal(dev.download(o2), d["a"] * 2 + d["b"])
