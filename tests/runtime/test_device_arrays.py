"""Device arrays through the public API (poot.to_device / zeros / sync, kernels called with them)."""
from __future__ import annotations

import numpy as np
import pytest

import poot
from poot_core.errors import CheckMismatch, KernelFault, PoisonedBuffer, UsageError
from poot_core.testing.runtime_suite import add_u32


@pytest.fixture
def add():
    return poot.kernel(add_u32(), "oracle")


def test_a_chain_of_calls_stays_on_the_device_and_matches_numpy(add):
    rng = np.random.default_rng(4)
    a = rng.integers(0, 2**32, (4, 250), dtype=np.uint32)
    b = rng.integers(0, 2**32, (4, 250), dtype=np.uint32)
    x, y, bb = poot.to_device(a, "oracle"), poot.zeros(a.shape, np.uint32, "oracle"), poot.to_device(b, "oracle")
    assert (x.shape, x.dtype, x.size, len(x), x.target) == ((4, 250), np.uint32, 1000, 4, "oracle")
    for _ in range(5):  # x <- x + b, through y
        assert add(x, bb, y, threads=1000) is y
        assert add(y, bb, x, threads=1000) is x
    got = x.numpy()
    assert got.shape == (4, 250) and np.array_equal(got, a + 10 * b)
    assert "DeviceArray (4, 250) uint32 on oracle" in repr(x)


def test_numpy_arguments_mix_with_device_arrays(add):
    a = np.arange(300, dtype=np.uint32)
    x = poot.to_device(a, "oracle")
    out = add(x, a, np.zeros(300, np.uint32), threads=300)  # a numpy &mut becomes a new device array
    assert isinstance(out, poot.DeviceArray) and np.array_equal(out.numpy(), 2 * a)
    assert np.array_equal(add(x, out, poot.zeros(300, np.uint32, "oracle"), threads=300).numpy(), 3 * a)


def test_check_compares_device_arrays_with_the_oracle(kit):
    body = kit.add_body()
    good = poot.kernel(body, kit.FakeTarget("devfake", fn=kit.numpy_add))
    bad = poot.kernel(body, kit.FakeTarget("devbad", fn=lambda b, bufs, g: {"out": bufs["a"] - bufs["b"]}))
    a, b = kit.rng_f32(100), kit.rng_f32(100)
    for k, t in ((good, "devfake"), (bad, "devbad")):
        x, y, o = poot.to_device(a, k.target), poot.to_device(b, k.target), poot.zeros(100, np.float32, k.target)
        if k is good:
            assert np.array_equal(k(x, y, o, threads=100, check=True).numpy(), a + b)
        else:
            with pytest.raises(CheckMismatch):
                k(x, y, o, threads=100, check=True)


def test_a_fault_surfaces_at_the_next_sync_and_poisons_its_output(add):
    a = np.arange(512, dtype=np.uint32)
    short, x, o = poot.to_device(a[:100], "oracle"), poot.to_device(a, "oracle"), poot.zeros(512, np.uint32, "oracle")
    add(short, x, o, threads=512)  # enqueued: no error yet
    with pytest.raises(KernelFault) as ei:
        poot.sync("oracle")
    assert ei.value.thread == 100 and ei.value.dispatch is not None
    assert f"dispatch #{ei.value.dispatch}'s outputs were discarded" in str(ei.value)
    with pytest.raises(PoisonedBuffer, match="faulted"):
        o.numpy()
    o.upload(np.zeros(512, np.uint32))
    assert np.array_equal(add(x, x, o, threads=512).numpy(), 2 * a)


def test_bad_use_is_a_typed_error(add, kit):
    a = np.arange(64, dtype=np.uint32)
    x = poot.to_device(a, "oracle")
    elsewhere = poot.to_device(a, kit.FakeTarget("elsewhere", fn=kit.numpy_add))
    with pytest.raises(UsageError, match="device array on elsewhere"):
        add(x, elsewhere, poot.zeros(64, np.uint32, "oracle"), threads=64)
    with pytest.raises(UsageError, match="got an array of dtype float32"):
        add(x, a.astype(np.float32), poot.zeros(64, np.uint32, "oracle"), threads=64)
    f = poot.zeros(64, np.float32, "oracle")
    with pytest.raises(UsageError, match="needs a buffer of uint32"):
        add(x, x, f, threads=64)
    x.free()
    assert x.freed and "(freed)" in repr(x)
    with pytest.raises(UsageError, match="freed"):
        x.numpy()
    with pytest.raises(UsageError, match="freed"):
        add(x, a, np.zeros(64, np.uint32), threads=64)
    with pytest.raises(UsageError, match="numpy array"):
        poot.to_device([1, 2, 3], "oracle")


def test_freed_and_collected_arrays_return_to_the_pool():
    from poot_core.exec.executor import device_for
    dev = device_for(poot.get_target("oracle"))
    poot.zeros(10_000, np.float32, "oracle").free()
    before = dev.pool.allocations
    for _ in range(10):
        poot.zeros(10_000, np.float32, "oracle")  # collected at once: back to the pool
    assert dev.pool.allocations == before


def test_repeated_calls_take_the_fast_path_and_keep_every_check(add):
    """The second and later calls with device arrays skip the wrapper's generic path; the device
    still refuses what is wrong (a freed array, an alias, another launch shape is recomputed)."""
    a = np.arange(256, dtype=np.uint32)
    x, b, y = poot.to_device(a, "oracle"), poot.to_device(a, "oracle"), poot.zeros(256, np.uint32, "oracle")
    for _ in range(3):
        assert add(x, b, y, threads=256) is y
    assert np.array_equal(y.numpy(), 2 * a)
    assert add(x, b, y, threads=128) is y  # another launch shape: the first 128 lanes only
    assert np.array_equal(y.numpy(), 2 * a)
    with pytest.raises(UsageError, match="must not alias"):
        add(x, y, y, threads=256)
    b.free()
    with pytest.raises(UsageError, match="freed"):
        add(x, b, y, threads=256)
    with pytest.raises(UsageError, match="got an array of dtype float32"):
        add(x, a.astype(np.float32), y, threads=256)
