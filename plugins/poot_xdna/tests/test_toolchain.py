"""The toolchain-aware build, on fakes: release detection (Python bindings probed through a fake
`aie` package that records its calls; wheel versions; none installed), the spellings of each
release, the bindings' verify, aie-opt's verify before aiecc, and aiecc (before aiecc.py) with
the flags of its generation read from --help. No mlir-aie is installed here: the real bindings'
and tools' behaviour is what the fakes model from mlir-aie's sources, unverified on real ones."""
from __future__ import annotations

import contextlib
import datetime as dt
import enum
import types

import pytest

from poot_core.errors import ToolchainError, UsageError
from poot_xdna import codegen, dialect, toolchain
from poot_xdna.target import XdnaTarget
from poot_xdna.testing import (AIECC_WRITES, HELP_AIECC_CPP, HELP_AIECC_CPP_OLD, HELP_AIECC_PY, ROOT, asset, argv_log,
                               fake_tool)

DOCS = ROOT / "docs" / "xdna.md"


@pytest.fixture(autouse=True)
def fresh_detection():
    toolchain._CACHE.clear()
    yield
    toolchain._CACHE.clear()


# --- the table and the spellings of each release -------------------------------------------------
def test_docs_carry_the_code_table():
    assert dialect.docs_table() in DOCS.read_text(), "docs/xdna.md: paste dialect.docs_table() (the dated changes)"


def test_changes_are_dated_in_order_and_after_the_floor():
    dates = [c.date for c in dialect.CHANGES]
    assert dates == sorted(dates) and dates[0] > dialect.FLOOR and len(set(dialect.KEYS)) == len(dates)


@pytest.mark.parametrize("day,device,value,seq,bd,sym", [
    ("2025-01-15", "npu2", 9, "aiex.runtime_sequence", "len = ", False),
    ("2025-04-01", "npu2_1col", 10, "aiex.runtime_sequence", "len = ", False),
    ("2025-06-18", "npu2_1col", 9, "aiex.runtime_sequence", "len = ", False),
    ("2025-10-01", "npu2_1col", 9, "aiex.runtime_sequence", "len = ", True),
    ("2025-11-18", "npu2_1col", 9, "aie.runtime_sequence", "len = ", True),
    ("2026-07-14", "npu2_1col", 9, "aie.runtime_sequence", "static_len = ", True),
    ("newest", "npu2_1col", 9, "aie.runtime_sequence", "static_len = ", True),
])
def test_each_release_gets_its_spellings(day, device, value, seq, bd, sym):
    b = codegen.generate(asset("matvec_nt"), codegen.Options(mlir_aie=day))
    m = b.module
    assert b.dialect.device_name == device and f"device = {value} : i32" in m
    assert m.count(f'"{seq}"() ({{') == 1 and m.count(bd) == 2
    assert ("operandSegmentSizes" in m) == (bd == "static_len = ")
    assert ('sym_name = "main"' in m) == sym
    assert "burst_length" not in m  # default 0; the attribute only exists since 2025-03-15 (PR #2130)


def test_a_release_before_npu2_or_a_bad_date_is_refused():
    with pytest.raises(UsageError, match="predates the npu2 device"):
        codegen.parse_options({"mlir_aie": "2024-06-01"})
    with pytest.raises(UsageError, match="YYYY-MM-DD"):
        codegen.parse_options({"mlir_aie": "last tuesday"})


@pytest.mark.parametrize("version,day", [("0.0.1.2025061804+ab12cd3", dt.date(2025, 6, 18)),
                                         ("0.0.1.2026011500+deadbeef-no_rtti", dt.date(2026, 1, 15)),
                                         ("1.2.3.dev45+gabc1234", None), ("1.2.0", None), ("0.0.1.20251399", None)])
def test_wheel_version_dates(version, day):
    assert toolchain.version_date(version) == day


def test_no_mlir_aie_emits_the_newest_and_says_so(monkeypatch):
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    monkeypatch.setattr(toolchain, "package_version", lambda: None)
    det = toolchain.detect()
    assert det.guessed and det.dialect == dialect.newest() and "no mlir-aie is installed" in det.note
    with pytest.warns(codegen.BuildSkipped, match=r"newest known mlir-aie \(2026-07-21\)"):
        art = XdnaTarget().compile(asset("matvec_nt"))
    assert "no mlir-aie is installed" in art.meta["dialect"] and "not verified" in art.meta["verified"]


def test_a_dated_wheel_decides_the_spellings(monkeypatch):
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    monkeypatch.setattr(toolchain, "package_version", lambda: "0.0.1.2025070100+abc")
    det = toolchain.detect()
    assert not det.guessed and det.dialect.runtime_sequence == "aiex.runtime_sequence"
    assert det.dialect.device_value == 9 and not det.dialect.has("device_symbol")


# --- the Python bindings (a fake package recording its calls) --------------------------------------
def fake_aie(calls, newest=True, reject=None):
    """Modules standing in for aie.ir, aie.dialects.aie / aiex, aie._mlir_libs as mlir-aie's
    sources define them (generated op classes with attribute properties, the AIEDevice enum)."""
    dev = enum.IntEnum("AIEDevice", {"npu1": 4, "npu2": 8, "npu2_1col": 9} if newest else {"npu1": 4, "npu2": 9})

    class DeviceOp:
        OPERATION_NAME = "aie.device"
        sym_name = property(lambda self: "main") if newest else None

    class DMABDOp:
        OPERATION_NAME = "aie.dma_bd"

    if newest:
        DMABDOp.static_len = property(lambda self: 0)  # type: ignore[attr-defined]
    else:
        del DeviceOp.sym_name

    class RuntimeSequenceOp:
        OPERATION_NAME = "aie.runtime_sequence"

    aie = types.SimpleNamespace(AIEDevice=dev, DeviceOp=DeviceOp, DMABDOp=DMABDOp)
    if newest:
        aie.RuntimeSequenceOp = RuntimeSequenceOp

    class Ctx:
        def __enter__(self):
            calls.append(("Context",))
            return self

        def __exit__(self, *a):
            return False

        def append_dialect_registry(self, r):
            calls.append(("append_dialect_registry", r))

        def load_all_available_dialects(self):
            calls.append(("load_all_available_dialects",))

    class Loc:
        @staticmethod
        def unknown():
            calls.append(("Location.unknown",))
            return contextlib.nullcontext()

    class Mod:
        def __init__(self, text):
            self.text = text
            self.operation = types.SimpleNamespace(verify=self.verify)

        @staticmethod
        def parse(text):
            calls.append(("Module.parse", text))
            if reject and reject in text:
                raise ValueError(f"error: 'aie.dma_bd' op attribute '{reject}' is not valid")
            return Mod(text)

        def verify(self):
            calls.append(("verify",))
            return True

        def __str__(self):
            return "printed:" + self.text

    ir = types.SimpleNamespace(Context=Ctx, Location=Loc, Module=Mod)
    libs = types.SimpleNamespace(get_dialect_registry=lambda: "registry")
    mods = {"aie.ir": ir, "aie.dialects.aie": aie, "aie.dialects.aiex": types.SimpleNamespace(),
            "aie._mlir_libs": libs, "aie": types.SimpleNamespace(__version__="1.2.3.dev7+gabc1234")}
    return lambda name: mods[name]


def test_bindings_decide_the_spellings_and_verify_the_module(monkeypatch):
    calls = []
    monkeypatch.setattr(toolchain, "_import", fake_aie(calls))
    monkeypatch.setattr(codegen, "aiecc_path", lambda: None)
    art = XdnaTarget().compile(asset("matvec_nt"))
    text = art.final.decode()
    assert "static_len" in text and '"aie.runtime_sequence"' in text
    assert [c[0] for c in calls] == ["Context", "Location.unknown", "append_dialect_registry",
                                     "load_all_available_dialects", "Module.parse", "verify"]
    assert calls[4][1] == text and calls[2][1] == "registry"  # the module itself, with mlir-aie's dialects
    assert "verified by the mlir-aie Python bindings (1.2.3.dev7+gabc1234)" in art.meta["verified"]


def test_old_bindings_get_old_spellings(monkeypatch):
    monkeypatch.setattr(toolchain, "_import", fake_aie([], newest=False))
    d = toolchain.detect().dialect
    assert d.applied == frozenset() and d.device_name == "npu2" and d.device_value == 9
    assert d.runtime_sequence == "aiex.runtime_sequence" and not d.has("dma_bd_operands")


def test_a_rejection_by_the_bindings_names_the_op(monkeypatch):
    monkeypatch.setattr(toolchain, "_import", fake_aie([], reject="static_len"))
    monkeypatch.setattr(codegen, "aiecc_path", lambda: None)
    with pytest.raises(ToolchainError, match=r"reject the MLIR-AIE module of matvec: 'aie.dma_bd' op attribute"):
        XdnaTarget().compile(asset("matvec_nt"))


def test_broken_bindings_count_as_absent(monkeypatch):
    def boom(name):
        raise OSError("libMLIR-aie.so: cannot open shared object file")

    monkeypatch.setattr(toolchain, "_import", boom)
    assert toolchain.bindings() is None


# --- aie-opt and aiecc (fake executables on PATH, argv recorded) ------------------------------------
@pytest.mark.parametrize("name,help_text,want,unwanted", [
    ("aiecc", HELP_AIECC_CPP, ["--get-xclbin", "--get-npu-insts"], ["--aie-generate-xclbin", "--no-xchesscc"]),
    ("aiecc", HELP_AIECC_CPP_OLD, ["--no-aiesim", "--no-xchesscc", "--no-xbridge", "--aie-generate-xclbin",
                                   "--aie-generate-npu-insts", "--no-compile-host"], ["--get-xclbin"]),
    ("aiecc.py", HELP_AIECC_PY, ["--no-aiesim", "--no-xchesscc", "--no-xbridge", "--aie-generate-xclbin",
                                 "--aie-generate-npu-insts", "--no-compile-host"], ["--get-xclbin"]),
])
def test_aiecc_flags_follow_its_help(monkeypatch, tmp_path, name, help_text, want, unwanted):
    fake_tool(tmp_path, name, help_text, AIECC_WRITES)
    monkeypatch.setenv("PATH", f"{tmp_path}:/usr/bin:/bin")
    art = XdnaTarget().compile(asset("matvec_nt"), peano="/opt/peano")
    assert art.final == b"XCLBIN" and art.meta["insts"] == b"\x01\x00\x00\x00"
    calls = argv_log(tmp_path, name)
    assert calls[0] == ["--help"] and len(calls) == 2
    build = calls[1]
    assert build[-1].endswith("matvec.mlir")
    assert [f for f in build if f in want] == want and not set(unwanted) & set(build)
    assert "--xclbin-name=final.xclbin" in build and "--npu-insts-name=insts.bin" in build
    assert "--peano=/opt/peano" in build


def test_aiecc_is_found_before_aiecc_py(monkeypatch, tmp_path):
    fake_tool(tmp_path, "aiecc", HELP_AIECC_CPP, AIECC_WRITES)
    fake_tool(tmp_path, "aiecc.py", HELP_AIECC_PY, "exit 9")
    monkeypatch.setenv("PATH", f"{tmp_path}:/usr/bin:/bin")
    assert toolchain.aiecc_path() == str(tmp_path / "aiecc")
    XdnaTarget().compile(asset("matvec_nt"))
    assert argv_log(tmp_path, "aiecc.py") == [] and len(argv_log(tmp_path, "aiecc")) == 2


def test_an_aiecc_whose_help_shows_no_xclbin_flag_is_an_error(monkeypatch, tmp_path):
    fake_tool(tmp_path, "aiecc", "OVERVIEW: something else\n  --frobnicate\n", AIECC_WRITES)
    monkeypatch.setenv("PATH", f"{tmp_path}:/usr/bin:/bin")
    with pytest.raises(ToolchainError, match="neither --get-xclbin"):
        XdnaTarget().compile(asset("matvec_nt"))


def test_aie_opt_verifies_before_aiecc(monkeypatch, tmp_path):
    fake_tool(tmp_path, "aiecc", HELP_AIECC_CPP, AIECC_WRITES)
    fake_tool(tmp_path, "aie-opt", "", 'if [ "$1" = --version ]; then echo "aie-opt 3ca0193cea9e"; exit 0; fi\n'
              "grep -q '\"aie.runtime_sequence\"' \"$1\" || { echo \"$1:9:5: error: 'aiex.runtime_sequence' op "
              "unregistered\" >&2; exit 1; }")
    monkeypatch.setenv("PATH", f"{tmp_path}:/usr/bin:/bin")
    with pytest.warns(codegen.DialectGuessed, match="aie-opt 3ca0193cea9e names a commit, not a date"):
        art = XdnaTarget().compile(asset("matvec_nt"))
    assert art.final == b"XCLBIN"
    opt_calls = argv_log(tmp_path, "aie-opt")
    assert opt_calls[0] == ["--version"] and opt_calls[1][0].endswith("matvec.mlir") and opt_calls[1][1:] == ["-o", "/dev/null"]
    toolchain._CACHE.clear()
    with pytest.raises(ToolchainError, match=r"aie-opt.*'aiex.runtime_sequence' op unregistered.*mlir_aie"):
        XdnaTarget().compile(asset("matvec_nt"), mlir_aie="2025-10-01")
    assert len(argv_log(tmp_path, "aiecc")) == 2  # aiecc was not run after the rejection


def test_aiecc_that_writes_nothing_is_an_error(monkeypatch, tmp_path):
    fake_tool(tmp_path, "aiecc", HELP_AIECC_CPP, "exit 0")
    monkeypatch.setenv("PATH", f"{tmp_path}:/usr/bin:/bin")
    with pytest.raises(ToolchainError, match="wrote no final.xclbin or insts.bin"):
        XdnaTarget().compile(asset("matvec_nt"))


def test_peano_needs_a_peano_flag():
    with pytest.raises(ToolchainError, match="no --peano option"):
        toolchain.aiecc_flags("  --get=<name>  - ... (e.g. --get-xclbin)\n", peano="/opt/peano")
