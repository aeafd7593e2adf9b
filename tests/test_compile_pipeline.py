"""The core compile pipeline: each body verified once, checks eliminated once, artifacts cached."""
from __future__ import annotations

import collections
import sys
import warnings
from pathlib import Path

import pytest

from poot_core import cli, plugins
from poot_core import compile as pipeline
from poot_core.ir import verify as verify_mod
from poot_core.errors import ToolchainError
from poot_core.ir import kir
from poot_core.passes import checks

ROOT = Path(__file__).resolve().parents[1]
KERNEL = ROOT / "assets" / "contraction" / "matvec_nt.kir.json"
TARGETS = ("oracle", "vulkan", "wgpu", "ptx", "rocm", "xdna")


@pytest.fixture
def counts(monkeypatch):
    """Calls of the verifier, of check elimination and of each target's codegen, counted."""
    n = collections.Counter()
    run = verify_mod._Verifier.run

    def counted_run(self):
        n["verify"] += 1
        return run(self)

    monkeypatch.setattr(verify_mod._Verifier, "run", counted_run)
    elim = checks.eliminate_dominated_checks

    def counted_elim(body):
        n["eliminate"] += 1
        return elim(body)

    for mod in list(sys.modules.values()):  # every module that imported the pass by name
        if getattr(mod, "eliminate_dominated_checks", None) is elim:
            monkeypatch.setattr(mod, "eliminate_dominated_checks", counted_elim)
    from poot_core.pootc import importer  # its stage table holds the pass itself

    monkeypatch.setattr(importer, "BODY_STAGES", tuple((s, counted_elim if f is elim else f) for s, f in importer.BODY_STAGES))
    for t in plugins.targets().values():
        cg = type(t).codegen

        def counted_codegen(self, body, options, _cg=cg):
            n[f"codegen:{self.name}"] += 1
            return _cg(self, body, options)

        monkeypatch.setattr(type(t), "codegen", counted_codegen)
    return n


def _fresh_body():
    return kir.read(KERNEL).body  # a new object each time: nothing remembered about it


def _compile(name, body, **options):
    t = plugins.get_target(name)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # xdna: no aiecc.py here
            return pipeline.compile_cached(body, t, options)
    except ToolchainError as e:  # pragma: no cover - a tool of the target is absent
        pytest.skip(f"{name}: {e}")


@pytest.mark.parametrize("name", TARGETS)
def test_one_compile_verifies_once_and_eliminates_checks_once(name, counts):
    art = _compile(name, _fresh_body())
    assert art.target == name and art.final
    want = 0 if name == "oracle" else 1  # the oracle runs the body exactly as given
    assert (counts["verify"], counts["eliminate"], counts[f"codegen:{name}"]) == (1, want, 1), counts
    assert sum(counts.values()) == 1 + want + 1, counts


@pytest.mark.parametrize("name", TARGETS)
def test_a_second_compile_of_the_same_body_and_options_runs_nothing(name, counts):
    body = _fresh_body()
    first = _compile(name, body)
    counts.clear()
    assert _compile(name, body) is first
    assert _compile(name, _fresh_body()) is first  # an equal body from another read: the same content hash
    assert counts == {"verify": 1}, counts  # the other read's body is verified, nothing else runs


def test_different_options_are_cached_apart(counts):
    body = _fresh_body()
    off, on = _compile("vulkan", body), _compile("vulkan", body, fp_contract=True)
    assert off.final != on.final and counts["codegen:vulkan"] == 2
    assert _compile("vulkan", body, fp_contract=False) is off and counts["codegen:vulkan"] == 2


def test_poot_compile_of_a_rust_source_verifies_once(counts, tmp_path, monkeypatch):
    if not pytest.importorskip("shutil").which("rustc"):
        pytest.skip("rustc is not on PATH")
    monkeypatch.setenv("POOT_CACHE_DIR", str(tmp_path / "cache"))  # a cold import cache: the import's work is counted
    out = tmp_path / "k.ptx"
    args = ["compile", str(ROOT / "examples" / "elementwise_add.rs"), "--target", "ptx", "-o", str(out)]
    assert cli.main(args + ["--option", "coarsen=off", "--option", "relaunch=0"]) == 0
    # the import verifies the body; the compile that follows does not verify it again. The import's
    # own check elimination (part of producing the canonical body) and the pipeline's: one each (the
    # pipeline's is cached by content when an earlier test of this process compiled the same body)
    assert counts["verify"] == 1 and counts["eliminate"] in (1, 2) and counts["codegen:ptx"] == 1, counts
    counts.clear()
    assert cli.main(args) == 0  # ptx's defaults coarsen the add: only the pass's new body is verified
    assert counts == {"verify": 1, "codegen:ptx": 1}, counts  # the import and its elimination are cached


def test_an_ill_formed_body_is_refused_before_codegen(counts):
    from dataclasses import replace

    from poot_core.errors import VerifyError

    body = _fresh_body()
    bad = replace(body, workgroup_size=0)
    with pytest.raises(VerifyError):
        _compile("vulkan", bad)
    assert counts["codegen:vulkan"] == 0
