"""The rejected corpus: each kernel holds one construct outside the accepted subset and must give
`FILE:LINE:COL: unsupported in kernel: <what>` at the line marked `// ERROR: <substring>`."""
from __future__ import annotations

import re

import pytest
from kernel_run import ROOT, parallel

from poot_core.errors import ImportFailed
from poot_core.pootc import import_file

SOURCES = sorted((ROOT / "tests" / "kernels" / "rejected").glob("*.rs"))
# Known importer shortcomings, reported to the pootc engineer; strict, so a fix turns them red.
KNOWN: dict[str, str] = {}  # stem -> reason


@pytest.fixture(scope="module")
def imported():
    """Every rejected file imported once, in parallel: the exception (or result) per path."""
    return parallel(import_file, SOURCES)


def test_corpus_size():
    assert len(SOURCES) >= 40


@pytest.mark.parametrize("path", [pytest.param(p, marks=pytest.mark.xfail(reason=KNOWN[p.stem], strict=True))
                                  if p.stem in KNOWN else p for p in SOURCES], ids=[p.stem for p in SOURCES])
def test_rejected_kernel_is_diagnosed_at_its_line(path, imported):
    marks = [(n, m.group(1)) for n, line in enumerate(path.read_text().splitlines(), 1)
             if (m := re.search(r"//\s*ERROR:\s*(.*?)\s*$", line))]
    assert len(marks) == 1, f"{path.name}: exactly one // ERROR: marker"
    line, what = marks[0]
    err = imported[path]
    assert isinstance(err, ImportFailed), f"{path.name}: expected ImportFailed, got {err!r}"
    diags = [str(d) for d in err.diagnostics] or str(err).splitlines()
    pat = re.compile(rf"^{re.escape(str(path))}:{line}:\d+: unsupported in kernel: .*{re.escape(what)}", re.IGNORECASE)
    assert any(pat.search(d) for d in diags), (
        f"want a diagnostic at line {line} naming {what!r}; got:\n" + "\n".join(diags))
