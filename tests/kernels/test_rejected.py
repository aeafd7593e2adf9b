"""The rejected corpus: each kernel holds one construct outside the accepted subset and must give
`FILE:LINE:COL: unsupported in kernel: <what>` at the line marked `// ERROR: <substring>`."""
from __future__ import annotations

import re

import pytest
from kernel_run import ROOT

from poot_core.errors import ImportFailed
from poot_core.pootc import import_file

SOURCES = sorted((ROOT / "tests" / "kernels" / "rejected").glob("*.rs"))
# Known importer shortcomings, reported to the pootc engineer; strict, so a fix turns them red.
KNOWN = {
    "panic_macro": "pootc locates panic!(\"...\") at the fn signature (format Arguments span), not the panic! line",
    "unreachable_macro": "pootc locates unreachable!() at the enclosing `if`, not the unreachable! line",
    "static_item": "pootc says `value of type &f32` instead of naming the static item SCALE",
}


def test_corpus_size():
    assert len(SOURCES) >= 40


@pytest.mark.parametrize("path", [pytest.param(p, marks=pytest.mark.xfail(reason=KNOWN[p.stem], strict=True))
                                  if p.stem in KNOWN else p for p in SOURCES], ids=[p.stem for p in SOURCES])
def test_rejected_kernel_is_diagnosed_at_its_line(path):
    marks = [(n, m.group(1)) for n, line in enumerate(path.read_text().splitlines(), 1)
             if (m := re.search(r"//\s*ERROR:\s*(.*?)\s*$", line))]
    assert len(marks) == 1, f"{path.name}: exactly one // ERROR: marker"
    line, what = marks[0]
    with pytest.raises(ImportFailed) as ei:
        import_file(path)
    diags = [str(d) for d in ei.value.diagnostics] or str(ei.value).splitlines()
    pat = re.compile(rf"^{re.escape(str(path))}:{line}:\d+: unsupported in kernel: .*{re.escape(what)}", re.IGNORECASE)
    assert any(pat.search(d) for d in diags), (
        f"want a diagnostic at line {line} naming {what!r}; got:\n" + "\n".join(diags))
