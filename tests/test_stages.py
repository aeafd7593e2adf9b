"""The one stage runner (poot_core.compile.run_stages): every in-tree target's stages, their order,
their dumps (POOT_DUMP_DIR: exactly one file per stage, holding the stage's bytes), a failing
stage at the plugin boundary, the contract before stages (`codegen` overriders), and the cache."""
from __future__ import annotations

import shutil
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

from poot_core import compile as pipeline
from poot_core import plugins
from poot_core.errors import PluginError, ToolchainError, UsageError
from poot_core.ir import kir
from poot_core.target import Artifact, Availability, StageContext, Target

ROOT = Path(__file__).resolve().parents[1]
KERNEL = ROOT / "assets" / "contraction" / "matvec_nt.kir.json"  # trap-free: every target compiles it
IN_TREE = ("oracle", "vulkan", "wgpu", "ptx", "rocm", "xdna")
STAGES = {"oracle": ["kir"], "vulkan": ["spirv"], "wgpu": ["spirv"], "ptx": ["llvm", "ptx"],
          "rocm": ["llvm", "obj", "hsaco"], "xdna": ["core-mlir", "aie-mlir"]}  # xdna: no aiecc.py


def _bytes(data) -> bytes:
    return data if isinstance(data, bytes) else data.encode()


def _target(name: str) -> Target:
    try:
        return plugins.get_target(name)
    except Exception as e:  # pragma: no cover - a first-party plugin not installed in this environment
        pytest.skip(f"{name}: {e}")


def _compile(name: str, body=None, cached: bool = False, **options) -> Artifact:
    body = body if body is not None else kir.read(KERNEL).body
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # xdna: no aiecc.py here
            run = pipeline.compile_cached if cached else pipeline.compile_body
            return run(body, _target(name), options)
    except ToolchainError as e:  # pragma: no cover - a tool of the target is absent
        pytest.skip(f"{name}: {e}")


@pytest.fixture
def dump(tmp_path, monkeypatch):
    d = tmp_path / "dump"
    monkeypatch.setenv("POOT_DUMP_DIR", str(d))
    return d


@pytest.fixture
def no_aiecc(monkeypatch):
    from poot_xdna import codegen

    monkeypatch.setattr(codegen, "aiecc_path", lambda: None)


@pytest.mark.parametrize("name", IN_TREE)
def test_the_runner_writes_exactly_one_file_per_stage_with_its_bytes(name, dump, no_aiecc):
    art = _compile(name)
    names = [n for n, _ in art.stages]
    assert names == STAGES[name]
    t = _target(name)
    assert list(t.stages[:len(names)]) == names  # the declared names, in order (xdna: xclbin only when built)
    assert sorted(p.name for p in dump.iterdir()) == sorted(f"matvec.{name}.{n}" for n in names)
    for n, data in art.stages:
        assert (dump / f"matvec.{name}.{n}").read_bytes() == _bytes(data)
    assert (dump / f"matvec.{name}.{names[-1]}").read_bytes() == art.final


def test_the_dumped_spirv_disassembles(dump):
    _compile("vulkan")
    exe = shutil.which("spirv-dis")
    if exe is None:
        pytest.skip("spirv-dis is not installed")
    r = subprocess.run([exe, str(dump / "matvec.vulkan.spirv")], capture_output=True, text=True)
    assert r.returncode == 0 and "OpEntryPoint GLCompute" in r.stdout, r.stderr


def test_vulkan_and_wgpu_dumps_of_one_kernel_do_not_overwrite_each_other(dump):
    vk, wg = _compile("vulkan"), _compile("wgpu")
    assert (dump / "matvec.vulkan.spirv").read_bytes() == vk.final
    assert (dump / "matvec.wgpu.spirv").read_bytes() == wg.final


def test_without_the_dump_dir_nothing_is_written(tmp_path, monkeypatch):
    monkeypatch.delenv("POOT_DUMP_DIR", raising=False)
    monkeypatch.chdir(tmp_path)
    _compile("ptx")
    assert list(tmp_path.iterdir()) == []


# --- the contract on a target of its own -----------------------------------------------------------
class Staged(Target):
    """Three stages that record their calls; `fail_at` names a stage that raises `error`."""

    name, artifact, trap_policy, stages = "staged", "text", "raise", ("lower", "opt", "emit")

    def __init__(self, fail_at: str = "", error: Exception | None = None, stage_list=None):
        self.fail_at, self.error, self.calls, self.stage_list = fail_at, error, [], stage_list

    def add_stages(self, options):
        if self.stage_list is not None:
            return self.stage_list

        def stage(name, fn):
            def run(src, ctx: StageContext):
                self.calls.append((name, src if isinstance(src, (str, bytes)) else type(src).__name__))
                if name == self.fail_at:
                    raise self.error
                return fn(src, ctx)
            return name, run

        def lower(body, ctx):
            ctx.scratch["n"] = len(body.blocks)
            return f"lowered {body.name}"

        def opt(text, ctx):
            ctx.meta["blocks"] = ctx.scratch["n"]
            return text.upper()

        return [stage("lower", lower), stage("opt", opt), stage("emit", lambda text, ctx: text.encode()[::-1])]

    def probe(self):
        return Availability(True, "", "none")

    def open(self):  # pragma: no cover - never launched
        raise NotImplementedError


class Legacy(Target):
    """A target written before stages: it overrides codegen and builds the Artifact itself."""

    name, artifact, trap_policy, stages = "legacy", "text", "raise", ("text", "bin")

    def __init__(self, error: Exception | None = None):
        self.error = error

    def codegen(self, body, options):
        if self.error is not None:
            raise self.error
        return Artifact(self.name, body.name, (("text", "legacy " + body.name), ("bin", b"\x00\x01")), body, {"k": 1})

    def probe(self):
        return Availability(True, "", "none")

    def open(self):  # pragma: no cover - never launched
        raise NotImplementedError


def _registered(kit, target: Target) -> Target:
    """`target` registered as a plugin's (fake-<name>, distribution poot-tests) and guarded by the registry."""
    kit.register_fake(target)
    return plugins.get_target(target.name)


def test_stages_run_in_order_each_on_the_previous_output(dump, kit):
    t, body = Staged(), kit.add_body()
    art = t.compile(body)
    assert t.calls == [("lower", "Body"), ("opt", "lowered elementwise_add"), ("emit", "LOWERED ELEMENTWISE_ADD")]
    assert art.stages == (("lower", "lowered elementwise_add"), ("opt", "LOWERED ELEMENTWISE_ADD"),
                          ("emit", b"DDA_ESIWTNEMELE DEREWOL"))
    assert art.final == b"DDA_ESIWTNEMELE DEREWOL" and dict(art.meta) == {"blocks": len(art.body.blocks)}
    assert art.target == "staged" and art.kernel == "elementwise_add"
    assert [p.name for p in sorted(dump.iterdir())] == [f"elementwise_add.staged.{n}" for n in ("emit", "lower", "opt")]


def test_the_first_stage_gets_the_verified_check_eliminated_body(kit):
    from poot_core.passes.checks import eliminate_dominated_checks

    seen = []
    body = kit.add_body(checked=True)
    t = Staged(stage_list=[("only", lambda b, ctx: seen.append((b, ctx.body, ctx.kernel, ctx.target)) or "x")])
    t.compile(body)
    [(b, ctx_body, kernel, target)] = seen
    assert b is ctx_body and kernel == body.name and target == "staged"
    assert b == eliminate_dominated_checks(body)


def test_a_failing_stage_leaves_the_dumps_before_it(dump, kit):
    t = Staged(fail_at="emit", error=ToolchainError("the assembler died", tool="as"))
    with pytest.raises(ToolchainError, match="the assembler died"):
        t.compile(kit.add_body())
    assert [n for n, _ in t.calls] == ["lower", "opt", "emit"]
    assert sorted(p.name for p in dump.iterdir()) == ["elementwise_add.staged.lower", "elementwise_add.staged.opt"]


@pytest.mark.parametrize("error", [ValueError("boom"), KeyError("k"), NotImplementedError("half-done")])
def test_a_stage_raising_a_non_poot_error_is_the_plugin_error_a_codegen_raising_it_is(error, clean_registry, kit):
    """The message names the target, its plugin and codegen(body, options), exactly as for a target
    that overrides codegen and raises the same exception - also for NotImplementedError (the target
    does implement its stages: it is not reported as missing them)."""
    kit.register_fake(Staged(fail_at="opt", error=error))
    kit.register_fake(Legacy(error=error))
    staged, legacy, body = plugins.get_target("staged"), plugins.get_target("legacy"), kit.add_body()
    with pytest.raises(PluginError) as a:
        staged.compile(body)
    with pytest.raises(PluginError) as b:
        legacy.compile(body)
    assert str(a.value).replace("staged", "T") == str(b.value).replace("legacy", "T")
    assert f"failed in codegen(body, options) with {type(error).__name__}" in str(a.value)
    assert "distribution poot-tests" in str(a.value) and "does not implement" not in str(a.value)


@pytest.mark.parametrize("bad,why", [([], "empty"), ("spirv", "not a list"), ([("a", "not callable")], "function"),
                                     ([("a", len), ("a", len)], "twice"), ([("a/b", len)], "name"),
                                     ([("", len)], "name"), ([("a", len, 3)], "triple")])
def test_a_malformed_stage_list_is_a_plugin_error(bad, why, clean_registry, kit):
    t = _registered(kit, Staged(stage_list=bad))
    with pytest.raises(PluginError, match=r"failed in codegen\(body, options\) with TypeError: add_stages\(options\) "
                                          "of target 'staged' returned .* non-empty list of \\(name, function\\)"):
        t.compile(kit.add_body())


def test_a_stage_output_that_is_not_bytes_or_text_is_a_plugin_error(clean_registry, kit):
    t = _registered(kit, Staged(stage_list=[("lower", lambda b, ctx: b)]))
    with pytest.raises(PluginError, match="stage 'lower' of target 'staged' returned Body; a stage returns bytes or str"):
        t.compile(kit.add_body())


def test_a_target_with_neither_stages_nor_codegen_is_told_what_to_implement(clean_registry, kit):
    class Nothing(Target):
        name, artifact, trap_policy = "nothing", "text", "raise"

    t = _registered(kit, Nothing())
    with pytest.raises(PluginError, match=r"does not implement Target.add_stages\(options\) \(or "
                                          r"Target.codegen\(body, options\), or the older Target.compile"):
        t.compile(kit.add_body())


def test_a_codegen_overrider_still_works_and_its_stages_are_dumped(dump, clean_registry, kit):
    t = _registered(kit, Legacy())
    art = t.compile(kit.add_body())
    assert art.stages == (("text", "legacy elementwise_add"), ("bin", b"\x00\x01")) and dict(art.meta) == {"k": 1}
    assert (dump / "elementwise_add.legacy.text").read_text() == "legacy elementwise_add"
    assert (dump / "elementwise_add.legacy.bin").read_bytes() == b"\x00\x01"
    assert len(list(dump.iterdir())) == 2


def test_the_older_compile_contract_still_works_and_is_dumped(dump, kit):
    t = kit.FakeTarget("olderfake")
    art = pipeline.compile_body(kit.add_body(), t, {"anything": 1})
    assert t.compiles == 1 and art.final == b"fake elementwise_add [('anything', 1)]"
    assert (dump / "elementwise_add.olderfake.text").read_bytes() == art.final


def test_kernel_names_are_made_file_safe(dump, kit):
    Staged().compile(kit.add_body(name="k\u00e9/../x.y"))
    assert sorted(p.name for p in dump.iterdir()) == [f"k_____x_y.staged.{n}" for n in ("emit", "lower", "opt")]


def test_an_unwritable_dump_dir_is_a_usage_error(tmp_path, monkeypatch, kit):
    blocker = tmp_path / "file"
    blocker.write_text("")
    monkeypatch.setenv("POOT_DUMP_DIR", str(blocker / "sub"))
    with pytest.raises(UsageError, match=r"POOT_DUMP_DIR=.*/file/sub: cannot write .*set it to a folder"):
        Staged().compile(kit.add_body())


# --- the cache -----------------------------------------------------------------------------------
def test_the_cache_runs_no_stage_again_unless_dumping(tmp_path, monkeypatch):
    monkeypatch.delenv("POOT_DUMP_DIR", raising=False)
    monkeypatch.delenv("POOT_COMPILE_CACHE", raising=False)
    ran = []
    real = pipeline.run_stages

    def counted(target, body, options):
        ran.append(target.name)
        return real(target, body, options)

    monkeypatch.setattr(pipeline, "run_stages", counted)
    body = kir.read(KERNEL).body
    first = _compile("ptx", body, cached=True)
    assert _compile("ptx", body, cached=True) is first and ran == ["ptx"]
    d = tmp_path / "dump"
    monkeypatch.setenv("POOT_DUMP_DIR", str(d))  # set: the cache is not read, every stage is written
    again = _compile("ptx", body, cached=True)
    assert ran == ["ptx", "ptx"] and again.stages == first.stages
    assert sorted(p.name for p in d.iterdir()) == ["matvec.ptx.llvm", "matvec.ptx.ptx"]
    shutil.rmtree(d)
    _compile("ptx", body, cached=True)
    assert ran == ["ptx"] * 3 and len(list(d.iterdir())) == 2


def test_poot_compile_with_the_dump_dir(tmp_path):
    """The CLI: POOT_DUMP_DIR gets every stage and `-o` the last one, the same bytes."""
    out, d = tmp_path / "k.hsaco", tmp_path / "dump"
    env = {k: v for k, v in __import__("os").environ.items() if not k.startswith("POOT_")}
    r = subprocess.run([sys.executable, "-m", "poot_core", "compile", str(KERNEL), "--target", "rocm", "-o", str(out)],
                       capture_output=True, text=True, env={**env, "POOT_DUMP_DIR": str(d)}, cwd=str(ROOT))
    if r.returncode != 0 and "ld.lld" in r.stderr:  # pragma: no cover
        pytest.skip("ld.lld is not installed")
    assert r.returncode == 0, r.stderr
    assert sorted(p.name for p in d.iterdir()) == ["matvec.rocm.hsaco", "matvec.rocm.llvm", "matvec.rocm.obj"]
    assert (d / "matvec.rocm.hsaco").read_bytes() == out.read_bytes()
