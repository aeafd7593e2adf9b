"""Committed kernel assets: each regenerates byte for byte from its source, each destination
folder holds exactly its manifest rows, trap-free variants hold no Trap, and every asset runs
in the oracle and matches numpy (and gguf's quantizer for the packed family)."""
from __future__ import annotations

import shutil

import pytest
from kernel_family_cases import FAMILY
from kernel_run import ROOT, assert_ref, buffers, grid, inputs, parallel, reference

from poot_core import oracle
from poot_core.errors import KernelFault
from poot_core.ir import kir
from poot_core.pootc import regen

ENTRIES = regen.load_manifest()
IDS = [f"{e.dest}/{e.name}" for e in ENTRIES]


@pytest.fixture(scope="module")
def rendered():
    """Every asset regenerated from its source now (regen.render, in parallel)."""
    return parallel(regen.render, ENTRIES)


@pytest.mark.parametrize("entry", ENTRIES, ids=IDS)
def test_committed_asset_matches_its_kernel_source(entry, rendered):
    path, want = entry.path(), rendered[entry]
    if isinstance(want, Exception):
        raise want
    assert path.exists(), f"{path} is missing: run `just regen-kernel-assets`"
    assert path.read_text() == want, f"{path} is stale: run `just regen-kernel-assets` and commit"


def test_each_destination_folder_holds_exactly_its_manifest_entries():
    for dest in sorted({e.dest for e in ENTRIES}):
        want = {f"{e.name}{regen.SUFFIX}" for e in ENTRIES if e.dest == dest}
        have = {p.name for p in (ROOT / dest).glob(f"*{regen.SUFFIX}")}
        assert have == want, f"{dest}: extra {sorted(have - want)}, missing {sorted(want - have)}"


FAMILY_ENTRIES = [e for e in ENTRIES if e.source.startswith("kernels/")]  # other rows: plugins', examples


def test_every_family_source_has_assets_and_cases():
    sources = {p.relative_to(ROOT).as_posix() for p in (ROOT / "kernels").glob("*/*.rs")}
    assert sources == {e.source for e in FAMILY_ENTRIES}
    assert {e.kernel for e in FAMILY_ENTRIES} == set(FAMILY)
    assert {e.source.split("/")[1] for e in FAMILY_ENTRIES} == {"contraction", "packed", "reduction", "sampling", "probe"}


@pytest.mark.parametrize("entry", [e for e in ENTRIES if e.trap_free], ids=[f"{e.dest}/{e.name}" for e in ENTRIES if e.trap_free])
def test_trap_free_assets_hold_no_trap(entry):
    kf = kir.read(entry.path())
    assert kf.body.traps() == ()
    assert kf.producer is not None and kf.producer.overflow_checks is False


RUNS = [(e, i) for e in FAMILY_ENTRIES for i, c in enumerate(FAMILY[e.kernel]) if not (c.fault and e.trap_free)]


@pytest.mark.parametrize("entry,i", RUNS, ids=[f"{e.name}#{i}" for e, i in RUNS])
def test_asset_runs_in_the_oracle_and_matches_the_reference(entry, i):
    case = FAMILY[entry.kernel][i]
    body = kir.read(entry.path()).body
    d = inputs(case, f"{entry.kernel}#{i}")
    if case.fault:
        with pytest.raises(KernelFault) as ei:
            oracle.run(body, buffers(body, d), grid(body, case, d))
        assert ei.value.sites[0].kind == case.fault
        return
    assert_ref(case, oracle.run(body, buffers(body, d), grid(body, case, d)), reference(case, d))


def test_regen_write_and_check_modes_share_one_path(tmp_path):
    """drift() finds missing, stale and extra files; apply() (write mode) fixes all three."""
    (tmp_path / "kernels" / "probe").mkdir(parents=True)
    shutil.copy(ROOT / "kernels/probe/atomic_count.rs", tmp_path / "kernels/probe/atomic_count.rs")
    (tmp_path / "assets").mkdir()
    (tmp_path / "assets" / "manifest.toml").write_text(
        '[[asset]]\nname = "ac"\nsource = "kernels/probe/atomic_count.rs"\nkernel = "atomic_count"\n'
        'dest = "plug/assets"\noverflow_checks = false\ntrap_free = true\n')
    entries = regen.load_manifest(tmp_path / "assets" / "manifest.toml")
    assert [d.kind for d in regen.drift(entries, tmp_path)] == ["missing"]
    regen.apply(regen.drift(entries, tmp_path))
    assert regen.drift(entries, tmp_path) == []
    asset = tmp_path / "plug/assets/ac.kir.json"
    good = asset.read_text()
    asset.write_text(good.replace('"atomic_count"', '"atomic_countx"'))
    (tmp_path / "plug/assets/old.kir.json").write_text("{}")
    assert sorted(d.kind for d in regen.drift(entries, tmp_path)) == ["extra", "stale"]
    regen.apply(regen.drift(entries, tmp_path))
    assert regen.drift(entries, tmp_path) == [] and asset.read_text() == good
    assert not (tmp_path / "plug/assets/old.kir.json").exists()


def test_manifest_errors_name_the_row(tmp_path):
    m = tmp_path / "manifest.toml"
    m.write_text('[[asset]]\nname = "x"\nsource = "a.rs"\nkernel = "x"\ndest = "d"\n')
    with pytest.raises(regen.UsageError, match="missing field"):
        regen.load_manifest(m)
    m.write_text('[[asset]]\nname = "x"\nsource = "a.rs"\nkernel = "x"\ndest = "d"\noverflow_checks = true\ntrap_free = true\n')
    with pytest.raises(regen.UsageError, match="trap_free needs overflow_checks = false"):
        regen.load_manifest(m)
