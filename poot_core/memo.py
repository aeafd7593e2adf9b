"""IdMemo: a value made once per object, for the last N objects, keyed by identity (for frozen,
slotted IR and artifacts, which take no weak references)."""
from __future__ import annotations

from typing import Callable, Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class IdMemo(Generic[K, V]):
    """`memo(obj)`: `make(obj)` the first time `obj` is asked for, the same value after, while it
    is among the last `size` objects asked for. Each entry holds its object, so an id cannot be
    reused by another object while the entry lives."""

    def __init__(self, make: Callable[[K], V], size: int):
        self._make, self._size = make, size
        self._entries: dict[int, tuple[K, V]] = {}

    def __call__(self, obj: K) -> V:
        entry = self._entries.get(id(obj))
        if entry is not None and entry[0] is obj:
            return entry[1]
        if len(self._entries) >= self._size:
            self._entries.pop(next(iter(self._entries)))
        value = self._make(obj)
        self._entries[id(obj)] = (obj, value)
        return value

    def clear(self) -> None:
        self._entries.clear()
