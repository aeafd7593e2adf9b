"""Shared steps of the kernel tests: cached imports, seeded inputs, launches and comparisons."""
from __future__ import annotations

import functools
import re
import zlib
from pathlib import Path

import numpy as np

from poot_core.ir.nodes import Body
from poot_core.pootc import import_file
from poot_core.target import Grid

ROOT = Path(__file__).resolve().parents[2]


@functools.cache
def body_of(source: str, kernel: str, overflow_checks: bool | None) -> Body:
    """The imported body of `kernel` in repo-relative `source` (one import per session)."""
    files = import_file(ROOT / source, overflow_checks=overflow_checks, kernel=kernel)
    assert [f.body.name for f in files] == [kernel], f"{source}: expected one kernel {kernel!r}"
    return files[0].body


def inputs(case, key: str) -> dict[str, np.ndarray]:
    """The case's arrays from an rng seeded by `key` (the same every run)."""
    return case.make(np.random.default_rng(zlib.crc32(key.encode())))


def buffers(body: Body, d: dict) -> dict[str, np.ndarray]:
    return {p.name: d[p.name] for p in body.params}


def grid(body: Body, case, d: dict) -> Grid:
    gx, gy = case.grid(d, body.workgroup_size)
    return Grid((gx, gy), body.workgroup_size)


def marker(source: str, tag: str) -> tuple[int, str]:
    """(line, text after the tag) of the `// TAG: text` comment in a source (1-based line)."""
    for n, line in enumerate((ROOT / source).read_text().splitlines(), 1):
        m = re.search(rf"//\s*{tag}:\s*(.*?)\s*$", line)
        if m:
            return n, m.group(1)
    raise AssertionError(f"{source} has no // {tag}: marker")


def assert_ref(case, got: dict, want: dict) -> None:
    """Outputs match the numpy reference: exactly (NaN == NaN) or within the case's rtol."""
    assert set(want) <= set(got), f"reference names {sorted(want)} not among outputs {sorted(got)}"
    for name, w in want.items():
        g = got[name]
        w = np.asarray(w)
        assert g.dtype == w.dtype and g.shape == w.shape, f"{name}: got {g.dtype}{g.shape}, want {w.dtype}{w.shape}"
        if case.rtol:
            np.testing.assert_allclose(g, w, rtol=case.rtol, atol=case.rtol, err_msg=name)
        elif g.dtype.kind == "f":
            np.testing.assert_array_equal(g, w, err_msg=name)  # NaN matches NaN
        else:
            bad = np.flatnonzero(g != w)
            assert not len(bad), f"{name}: {len(bad)} mismatches, first at {bad[:5]}: got {g[bad[:5]]}, want {w[bad[:5]]}"


def reference(case, d: dict) -> dict:
    """The case's numpy reference (IEEE warnings silenced: inf and NaN are expected values)."""
    with np.errstate(all="ignore"):
        return case.ref(d)


def parallel(fn, items, workers: int = 4) -> dict:
    """{item: fn(item) or the exception it raised}, run on a thread pool (rustc-bound work)."""
    from concurrent.futures import ThreadPoolExecutor

    def one(x):
        try:
            return x, fn(x)
        except Exception as e:  # the test that needs the item reports it
            return x, e

    with ThreadPoolExecutor(max_workers=workers) as ex:
        return dict(ex.map(one, items))


def prefetch_bodies(keys) -> None:
    """Import (source, kernel, checks) keys in parallel into body_of's cache."""
    parallel(lambda k: body_of(*k), sorted(set(keys), key=str))
