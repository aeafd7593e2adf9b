"""The ptx device's host copies through its pinned staging buffer (TrapDevice's), on the fake
CUDA driver (conftest.FakeCuda: a copy from page-locked memory reads its source when the stream
runs it, as on a GPU, so a staging part reused too early would show): round trips of every dtype
and size, chunks beyond the cap, one allocation reused, the pageable fallback when the driver
refuses pinned memory, and uploads queued behind dispatches."""
from __future__ import annotations

import numpy as np
import pytest

from poot_core.backends.llvm import runtime
from poot_core.testing import catalog
from poot_core.testing.runtime_suite import DTYPES, _random
from poot_ptx import device
from poot_ptx.target import PtxTarget

pytest.importorskip("poot_core.backends.llvm.host")
STAGING = "cuMemHostAlloc(staging)"


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
    dev = device.CudaDevice()
    rng = np.random.default_rng(3)
    item = np.dtype(dtype).itemsize
    sizes = set()
    for n in (0, 1, 7, 1001, small // item, small // item + 1, 3 * small // item + 5):
        a = _random(rng, dtype, n)
        if n:
            sizes.add(min(small, max(1024, 1 << (a.nbytes - 1).bit_length())))
        fake.copies.clear()
        got = _round_trip(dev, a)
        assert got.dtype == a.dtype and got.shape == (n,)
        np.testing.assert_array_equal(got, a)
        chunks = -(-a.nbytes // small)
        assert fake.copies == [(k, True, min(small, a.nbytes - small * i)) for k in ("HtoD", "DtoH")
                               for i in range(chunks)], f"{n} x {a.dtype}: every copy through page-locked memory"
    assert fake.count(STAGING) == len(sizes) and list(fake.pinned.values()) == [small], \
        "grown by powers of two from STAGE_MIN to STAGE_CAP (the smaller one freed), never beyond"


def test_the_staging_buffer_is_allocated_once_and_reused(fake):
    dev = device.CudaDevice()
    rng = np.random.default_rng(4)
    for i in range(40):
        a = rng.standard_normal(1 + 997 * i).astype(np.float32)
        np.testing.assert_array_equal(_round_trip(dev, a), a)
    assert fake.count(STAGING) == 1 and list(fake.pinned.values()) == [runtime.STAGE_MIN]
    assert all(pinned for _, pinned, _ in fake.copies)
    dev.close()
    assert not fake.pinned, "freed at close"


def test_a_refused_pinned_allocation_falls_back_to_pageable_copies(fake, small):
    fake.pinned_oom = True
    dev = device.CudaDevice()
    rng = np.random.default_rng(5)
    for n in (1, 1001, 5000):
        a = rng.integers(-2**31, 2**31 - 1, n, dtype=np.int32)
        np.testing.assert_array_equal(_round_trip(dev, a), a)
    assert fake.count(STAGING) == 1, "a refusal is remembered, not retried at every copy"
    assert fake.copies and not any(pinned for _, pinned, _ in fake.copies)
    assert [n for _, _, n in fake.copies] == [4, 4, 4004, 4004, 20000, 20000], "one copy each, unchunked"


def test_uploads_queued_behind_dispatches_keep_their_contents(fake, small):
    """ordered_writes with the staging buffer: uploads while dispatches are queued take free parts
    of it (no wait), then the pageable path once it is full (or for one larger than the cap); each
    dispatch sees exactly the contents uploaded before it."""
    case = catalog.elementwise()  # out = a + b on 1000 f32 (4000 bytes: one fits the 4 KiB cap)
    d = case.make(np.random.default_rng(6))
    dev = device.CudaDevice()
    art = PtxTarget().compile(case.body, trap_policy="error-word", sm="sm_90")
    fake.kernels[art.final] = (art.require_body(), "error-word")
    a, b = dev.alloc(4000, np.float32), dev.alloc(4000, np.float32)
    dev.upload(b, d["b"])
    outs, want = [], []
    for k in range(4):
        new = (d["a"] * (k + 1)).astype(np.float32)
        dev.upload(a, new)
        new[:] = -1  # the caller may reuse its array at once
        out = dev.alloc(4000, np.float32)
        dev.launch(art, {"a": a, "b": b, "out": out}, case.grid)
        outs.append(out)
        want.append(d["a"] * (k + 1) + d["b"])
    waits = [i for i, c in enumerate(fake.calls) if c in ("cuStreamSynchronize", "cuEventQuery")]
    assert len(waits) == 1 and waits[0] < fake.calls.index("cuLaunchKernel"), \
        "no upload waited for a dispatch (one waited for b's copy, with nothing queued)"
    assert [p for k, p, _ in fake.copies if k == "HtoD"] == [True, True, False, False, False], \
        "b staged; a staged after waiting for b (nothing queued then); then the buffer is full: pageable"
    for out, w in zip(outs, want):
        np.testing.assert_array_equal(dev.download(out), w)
    big = dev.alloc(4 * 3000, np.float32)
    dev.launch(art, {"a": a, "b": b, "out": outs[0]}, case.grid)
    x = np.arange(3000, dtype=np.float32)
    fake.copies.clear()
    before = len(fake.calls)
    dev.upload(big, x)  # larger than the cap with a dispatch queued: pageable, not waited for
    assert fake.copies == [("HtoD", False, 12000)] and fake.calls[before:] == ["cuMemcpyHtoDAsync"]
    np.testing.assert_array_equal(dev.download(big), x)
    np.testing.assert_array_equal(dev.download(outs[0]), d["a"] * 4 + d["b"])
