"""The Python API as a user meets it: `import poot`, `poot.kernel(path)`, Python scalars for
one-element input slices, help() and repr(); and the packaging: the wheel's metadata, and the
family assets shipping in it (the catalog loads from an installed wheel, with no checkout)."""
from __future__ import annotations

import os
import pydoc
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import numpy as np
import pytest

from poot_core import plugins
from poot_core.errors import UsageError
from poot_core.exec import kernel
from poot_core.ir import kir
from poot_core.ir import nodes as N
from poot_core.ir.builder import Builder
from poot_core.ir.types import BOOL, F16, F32, F64, I32, U32, USIZE

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE_RS, EXAMPLE_KIR = ROOT / "examples" / "elementwise_add.rs", ROOT / "examples" / "elementwise_add.kir.json"


def scale_body(elem=F32, name="scale"):
    """out[i] = x[i] * s[0] for i < out.len(): `s` is a one-element input slice."""
    kb = Builder(name, 64)
    x, s, out = kb.input("x", elem), kb.input("s", elem), kb.output("out", elem)
    i = kb.thread_index()
    kb.if_(kb.lt(i, kb.len(out)), lambda: kb.store(out, i, kb.mul(kb.load(x, i), kb.load(s, N.Const(USIZE, 0)))))
    kb.ret()
    return kb.build()


# --- import poot ------------------------------------------------------------------------------------
def test_import_poot_reexports_the_public_api():
    import poot
    import poot_core
    from poot_core import errors

    assert poot.__version__ == poot_core.__version__
    assert poot.kernel is kernel and poot.errors is errors and poot.PootError is errors.PootError
    assert poot.targets is plugins.targets and poot.get_target is plugins.get_target
    for name in poot.__all__:
        assert hasattr(poot, name), name
    # importing it builds no registry (no plugin is imported)
    code = "import poot, poot_core.plugins as p, sys; print(p._registry is None, 'poot_core.oracle.target' in sys.modules)"
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd="/").stdout
    assert out.split() == ["True", "False"]


# --- kernel(path) ---------------------------------------------------------------------------------
def test_kernel_from_a_kir_json_path(tmp_path, kit):
    n = 300
    a, b = kit.rng_f32(n, 1), kit.rng_f32(n, 2)
    for src in (EXAMPLE_KIR, str(EXAMPLE_KIR)):
        k = kernel(src, "oracle")
        assert k.body.name.endswith("elementwise_add")
        np.testing.assert_array_equal(k(a, b, np.zeros(n, np.float32), threads=n), a + b)
    kir.write(tmp_path / "mine.kir.json", kit.add_body("mine"))
    assert kernel(tmp_path / "mine.kir.json", "oracle", name="mine").body.name == "mine"


def test_kernel_from_a_rust_source(kit):
    """pootc imports the .rs (rustc); the result matches numpy and the committed .kir.json."""
    pytest.importorskip("poot_core.pootc")
    from poot_core.pootc import driver

    try:
        driver.rustc_version()
    except Exception as e:  # rustc absent: the import cannot run here
        pytest.skip(f"no rustc 1.95 here: {e}")
    k = kernel(EXAMPLE_RS, "oracle")
    n = 1000
    a, b = kit.rng_f32(n, 3), kit.rng_f32(n, 4)
    np.testing.assert_array_equal(k(a, b, np.zeros(n, np.float32), threads=n), a + b)
    assert k.body == kir.read(EXAMPLE_KIR).body


def test_kernel_from_a_source_with_several_kernels_needs_name(tmp_path, monkeypatch, kit):
    import poot_core.pootc as pootc

    bodies = [kit.add_body("__poot_kernel_add"), kit.add_body("__poot_kernel_add2")]
    monkeypatch.setattr(pootc, "import_file", lambda path, **kw: [kir.KirFile(b) for b in bodies
                                                                   if kw.get("kernel") in (None, b.name[14:])])
    src = tmp_path / "two.rs"
    src.write_text("// two kernels\n")
    with pytest.raises(UsageError, match=r"two.rs holds several kernels \(add, add2\); choose one with name=NAME, "
                                         r"e.g. kernel\('.*two.rs', name='add'\)"):
        kernel(src)
    assert kernel(src, "oracle", name="add2").body.name == "__poot_kernel_add2"
    with pytest.raises(UsageError, match="no kernel named 'mul'"):
        kernel(src, name="mul")


def test_kernel_of_something_else_says_what_it_takes(tmp_path, kit):
    for bad in (42, None, {"a": 1}, b"x.rs"):
        with pytest.raises(UsageError, match=r"kernel\(\) takes a Kernel IR Body or the path \(str or pathlib.Path\) "
                                             r"of a \.kir\.json file or a Rust \.rs source, not "):
            kernel(bad)
    with pytest.raises(UsageError, match="no such file"):
        kernel(tmp_path / "missing.kir.json")
    with pytest.raises(UsageError, match="does not match the Body given"):
        kernel(kit.add_body(), name="other")


# --- Python scalars for one-element input slices -------------------------------------------------------
@pytest.mark.parametrize("elem, ok, refused", [
    (F32, [2.5, 2, -0.0, float("inf"), 16777216, np.float32(0.1)], [0.1, 16777217, 1e39, True, "2"]),
    (F64, [0.1, 2, 2**53, np.float32(0.1)], [2**53 + 1, 2**1100, False]),
    (F16, [0.5, 2048, 65504.0], [0.1, 2049, 65520.0, 10**6]),
    (I32, [3, -2**31, 2**31 - 1, np.int64(7)], [2**31, 1.0, True, 2.5]),
    (U32, [0, 2**32 - 1], [-1, 2**32, 3.0]),
])
def test_a_scalar_is_a_one_element_slice_when_exact(elem, ok, refused, kit):
    k = kernel(scale_body(elem), "oracle")
    dt = elem.np
    x = (np.arange(1, 101) % 7 + 1).astype(dt)
    for s in ok:
        with np.errstate(all="ignore"):
            want = x * np.array([s], dtype=dt)[0]
        got = k(x, s, np.zeros(100, dt), threads=100)
        np.testing.assert_array_equal(got, want)
        assert got.dtype == dt
    for s in refused:
        with pytest.raises(UsageError, match=rf"parameter s: &\[{elem}\] got the .* which {elem} \({dt}\) does not "
                                             "represent exactly|needs a numpy array"):
            k(x, s, np.zeros(100, dt), threads=100)


def test_scalars_for_bool_and_usize_and_never_for_mut(kit):
    from poot_core.exec.wrapper import scalar_slice

    body = scale_body(F32)
    flag = N.Param("flag", BOOL)
    assert scalar_slice(body, flag, True).tolist() == [True] and scalar_slice(body, flag, np.bool_(False)).dtype == bool
    for bad in (1, 0, 1.0):
        with pytest.raises(UsageError, match=r"flag: &\[bool\] got the"):
            scalar_slice(body, flag, bad)
    n = N.Param("n", USIZE)
    assert scalar_slice(body, n, 2**64 - 1).dtype == np.uint64
    with pytest.raises(UsageError):
        scalar_slice(body, n, -1)
    k = kernel(body, "oracle")
    with pytest.raises(UsageError, match=r"parameter out: &mut \[f32\] is &mut .* give it a numpy array of dtype float32"):
        k(np.ones(4, np.float32), 2.0, 0.0, threads=4)


# --- help() and repr() --------------------------------------------------------------------------------
def test_help_shows_the_signature(kit):
    k = kernel(kit.two_out_body(), "oracle")
    text = pydoc.render_doc(k, renderer=pydoc.plaintext)
    assert "two_out(a, x, y, *, threads=None, groups=None, check=False) -> (x, y)" in text
    assert "two_out(a: &[f32], x: &mut [f32], y: &mut [f32])" in text and "workgroup size 32" in text
    assert "x: [f32], numpy array of dtype float32; &mut: in-out" in text
    assert "a: [f32], numpy array of dtype float32; input" in text and "on oracle" in text


def test_repr_names_the_target_that_will_run(kit, clean_registry, monkeypatch):
    monkeypatch.setenv("POOT_TARGET", "oracle")
    k = kernel(kit.add_body())  # no target named: POOT_TARGET decides
    assert repr(k).endswith("on oracle, workgroup 64>")
    assert k.target.name == "oracle"
    monkeypatch.setenv("POOT_TARGET", "nope")
    r = repr(kernel(kit.add_body()))  # a repr never raises
    assert "on no target (no target named 'nope'" in r
    fake = kit.register_fake(kit.FakeTarget("fakeadd", fn=kit.numpy_add))
    assert "on fakeadd," in repr(kernel(kit.add_body(), fake))


# --- packaging ----------------------------------------------------------------------------------------
@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("wheel")
    cmd = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-input", "-w", str(out), str(ROOT)]
    try:
        import setuptools.command.bdist_wheel  # noqa: F401  (setuptools >= 70.1 builds wheels itself)
        cmd.insert(4, "--no-build-isolation")
    except ImportError:
        pass
    env = {k: v for k, v in os.environ.items() if not k.startswith("POOT_")}
    r = subprocess.run(cmd, capture_output=True, text=True, timeout=300, env=env, cwd=str(out))
    assert r.returncode == 0, r.stderr[-3000:]
    [whl] = out.glob("poot-*.whl")
    return whl


def test_the_wheel_has_its_metadata(wheel):
    from poot_core.pootc import driver

    z = zipfile.ZipFile(wheel)
    meta = z.read(next(n for n in z.namelist() if n.endswith(".dist-info/METADATA"))).decode()
    head, _, body = meta.partition("\n\n")
    assert "License-Expression: MIT" in head and "Description-Content-Type: text/markdown" in head
    assert any(n.endswith(".dist-info/licenses/LICENSE") for n in z.namelist())
    assert "Classifier: Programming Language :: Rust" in head and "Requires-Python: >=3.11" in head
    rustc = driver.TESTED_VERSIONS[0] + "x"  # "1.95.x"
    assert f"rustc {rustc}" in head, head  # the summary
    assert body.startswith("# poot") and f"rustc {rustc}" in body  # the readme, which states it too
    assert "poot/__init__.py" in z.namelist()


def test_the_family_assets_ship_in_the_wheel_and_load_from_it(wheel, tmp_path):
    """Every manifest row's .kir.json and Rust source is in the wheel; installed from it (no
    checkout on the path), poot_core.family finds and loads every asset."""
    from poot_core import family

    z = zipfile.ZipFile(wheel)
    names = set(z.namelist())
    rows = family.manifest()
    assert rows and "poot_core/assets/manifest.toml" in names
    for r in rows:
        assert f"poot_core/{r['dest']}/{r['name']}.kir.json" in names, r
        assert f"poot_core/{r['source']}" in names, r
    on_disk = {p.relative_to(ROOT).as_posix() for p in (ROOT / "assets").rglob("*.kir.json")}
    assert {f"poot_core/{p}" for p in on_disk} <= names  # nothing committed is left out
    site = tmp_path / "site"
    z.extractall(site)  # a pure-Python wheel unpacked is an installation
    code = ("import poot, poot_core, poot_core.family as f\n"
            "from poot_core.ir.verify import verify\n"
            "assert str(f.root()).startswith(%r), f.root()\n"
            "n = 0\n"
            "for key, p in f.paths().items():\n"
            "    verify(f.body(key)); n += 1\n"
            "print(n, poot.__version__)\n" % str(site))
    env = {k: v for k, v in os.environ.items() if not k.startswith(("POOT_", "PYTHON"))}
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=300, cwd=str(tmp_path),
                       env={**env, "PYTHONPATH": str(site)})
    assert r.returncode == 0, r.stderr[-3000:]
    assert r.stdout.split() == [str(len(rows)), "0.1.0"]


def test_family_in_the_checkout(kit):
    from poot_core import family

    assert (family.root() / "assets" / "manifest.toml").resolve() == (ROOT / "assets" / "manifest.toml").resolve()
    assert family.body("wg_reduce") == kir.read(ROOT / "assets" / "probe" / "wg_reduce.kir.json").body
    with pytest.raises(UsageError, match="no kernel asset named 'nope'"):
        family.body("nope")


def test_every_distribution_has_the_same_metadata():
    """The root and every plugins/* pyproject: readme, MIT license with its file, classifiers."""
    for pp in [ROOT / "pyproject.toml", *sorted((ROOT / "plugins").glob("*/pyproject.toml"))]:
        proj = tomllib.loads(pp.read_text())["project"]
        assert (pp.parent / proj["readme"]).is_file(), pp
        assert proj["license"] == "MIT" and all((pp.parent / f).is_file() for f in proj["license-files"]), pp
        assert "Programming Language :: Python :: 3.11" in proj["classifiers"] and proj["authors"], pp
        assert (pp.parent / "LICENSE").read_text() == (ROOT / "LICENSE").read_text()
