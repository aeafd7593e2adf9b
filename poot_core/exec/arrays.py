"""Device arrays: numpy-shaped handles on a target's device buffers, so a sequence of kernel calls
runs without a host round trip.

    x = poot.to_device(a, "vulkan")     # upload once
    y = poot.to_device(np.zeros_like(a), "vulkan")
    add(x, x, y, threads=len(a))        # enqueued; returns y (updated in place)
    y.numpy()                           # a sync point: waits, raises a fault, downloads

A `&mut` parameter given a DeviceArray is updated in place and returned; a kernel call with any
DeviceArray enqueues and returns at once (faults surface at the next sync: `numpy()` or
`poot.sync()`). Bad use is a typed error: an array of another target's device, a freed one, a
dtype mismatch, one whose device was lost (DeviceLost).
"""
from __future__ import annotations

from typing import Any

import numpy as np

from ..errors import UsageError
from ..target import DeviceBuffer, Target
from .executor import device_for, resolve_target


class DeviceArray:
    """An array resident on one target's device: `shape` and `dtype` as numpy's, `numpy()` to read
    it back, `free()` to give its memory back (else it is freed when the object is collected)."""

    __slots__ = ("buffer", "shape", "target", "__weakref__")

    def __init__(self, buffer: DeviceBuffer, shape: tuple[int, ...], target: str):
        self.buffer, self.shape, self.target = buffer, tuple(shape), target

    @property
    def dtype(self) -> np.dtype:
        return self.buffer.dtype

    @property
    def size(self) -> int:
        return self.buffer.count

    @property
    def ndim(self) -> int:
        return len(self.shape)

    def __len__(self) -> int:
        if not self.shape:
            raise TypeError("len() of a 0-d device array")
        return self.shape[0]

    def numpy(self) -> np.ndarray:
        """The contents as a new numpy array (waits for the queued dispatches first and raises the
        first fault; PoisonedBuffer if a faulted dispatch wrote this array)."""
        return self.buffer.device.download(self.buffer).reshape(self.shape)

    def upload(self, array: np.ndarray) -> None:
        """Replace the contents with `array` (same dtype and size)."""
        self.buffer.device.upload(self.buffer, np.ascontiguousarray(array))

    def free(self) -> None:
        """Give the memory back to the device's pool; the array is unusable afterwards."""
        if not self.buffer.freed:
            self.buffer.device.free(self.buffer)

    @property
    def freed(self) -> bool:
        return self.buffer.freed

    def __del__(self) -> None:
        try:
            b = self.buffer
            if not b.freed and not getattr(b.device, "lost", ""):
                b.device.free(b)
        except Exception:  # noqa: BLE001 - a collector must not raise (the interpreter may be exiting)
            pass

    def __repr__(self) -> str:
        state = " (freed)" if self.buffer.freed else ""
        return f"<poot DeviceArray {self.shape} {self.dtype} on {self.target}{state}>"


def to_device(array: Any, target: Target | str | None = None) -> DeviceArray:
    """`array` (a numpy array; copied, never converted) uploaded to `target`'s device (a Target, a
    name, or None for POOT_TARGET, else the best available)."""
    if not isinstance(array, np.ndarray):
        raise UsageError(f"to_device needs a numpy array, not {type(array).__name__} (use np.asarray(x, dtype=...))")
    tgt = resolve_target(target)
    dev = device_for(tgt)
    a = np.ascontiguousarray(array)
    buf = dev.alloc(a.nbytes, a.dtype)
    try:
        dev.upload(buf, a)
    except BaseException:
        dev.free(buf)
        raise
    return DeviceArray(buf, a.shape, tgt.name)


def zeros(shape: int | tuple[int, ...], dtype: Any, target: Target | str | None = None) -> DeviceArray:
    """A zero-filled device array of `shape` and `dtype` on `target`."""
    try:
        host = np.zeros(shape, dtype)
    except (TypeError, ValueError) as e:
        raise UsageError(f"zeros({shape!r}, {dtype!r}): {e}") from None
    return to_device(host, target)


def sync(target: Target | str | None = None) -> None:
    """A sync point on `target`'s device: wait for every queued dispatch and raise the first fault."""
    device_for(resolve_target(target)).sync()
