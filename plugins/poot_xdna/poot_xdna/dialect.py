"""The dated mlir-aie changes poot's module depends on, and the spellings of one release (`Dialect`).

One table (`CHANGES`) is the single source: module.py emits from a `Dialect`, toolchain.py
detects which changes the installed mlir-aie has, and docs/xdna.md carries `docs_table()`
verbatim (a test compares them). Dates are the commit dates of the change on mlir-aie's main
branch; a release built from sources of date D has every change dated D or earlier.
"""
from __future__ import annotations

import datetime as dt
from dataclasses import dataclass

from poot_core.errors import UsageError

FLOOR = dt.date(2024, 10, 23)  # PR #1869 added the npu2 device: no older mlir-aie can target it


@dataclass(frozen=True)
class Change:
    key: str
    date: dt.date
    pr: int
    what: str
    before: str
    after: str


CHANGES: tuple[Change, ...] = (
    Change("npu2_partitions", dt.date(2025, 3, 28), 2155,
           "npu2 partitions: the one-column device npu2_1col is added (poot's module uses one column)",
           "`device = 9 : i32` (npu2, the whole array)", "`device = 10 : i32` (npu2_1col)"),
    Change("device_renumber", dt.date(2025, 6, 18), 2397,
           "AIEDevice renumbered (five-column Phoenix removed): npu2 9 -> 8, npu2_1col 10 -> 9",
           "`device = 10 : i32` (npu2_1col)", "`device = 9 : i32` (npu2_1col)"),
    Change("device_symbol", dt.date(2025, 9, 30), 2532,
           "aie.device becomes a Symbol with a sym_name (several devices per module)",
           "no `sym_name` on `aie.device`", '`sym_name = "main"` on `aie.device`'),
    Change("runtime_sequence_aie", dt.date(2025, 11, 18), 2708,
           "runtime_sequence moves from the aiex dialect to aie",
           '`"aiex.runtime_sequence"`', '`"aie.runtime_sequence"`'),
    Change("dma_bd_operands", dt.date(2026, 7, 14), 3306,
           "aie.dma_bd offset/len become optional i32 operands plus static_offset/static_len "
           "attributes (AttrSizedOperandSegments: buffer, offset, len, sizes, strides)",
           "`{len = N : i32, offset = 0 : i32}`",
           "`{operandSegmentSizes = array<i32: 1, 0, 0, 0, 0>, static_len = N : i32, static_offset = 0 : i32}`"),
    Change("aiecc_get_flags", dt.date(2026, 7, 21), 3364,
           "aiecc's outputs are requested with --get-<name>; the Python aiecc.py is removed the same day "
           "(#3369). The build reads the flags from `--help`, so this row only documents them",
           "`aiecc.py --aie-generate-xclbin --aie-generate-npu-insts --no-xchesscc --no-xbridge ...`",
           "`aiecc --get-xclbin --get-npu-insts --xclbin-name=... --npu-insts-name=...`"),
)
NEWEST = max(c.date for c in CHANGES)
KEYS = tuple(c.key for c in CHANGES)


@dataclass(frozen=True)
class Dialect:
    """The op and attribute spellings of one mlir-aie release: the set of CHANGES it has.

    `source` says where the set came from (detected, given, or the newest known)."""

    applied: frozenset[str]
    source: str = "the newest known mlir-aie"

    def has(self, key: str) -> bool:
        if key not in KEYS:
            raise KeyError(key)
        return key in self.applied

    @property
    def device_name(self) -> str:
        """npu2_1col (the one-column partition: the module uses column 0 only, so XRT may place
        it on any free column and leave the other columns to other contexts) where the release
        has it; npu2 (the whole array) before PR #2155."""
        return "npu2_1col" if self.has("npu2_partitions") else "npu2"

    @property
    def device_value(self) -> int:
        return DEVICE_ENUMS[self.enum_era][self.device_name]

    @property
    def enum_era(self) -> str:
        if self.has("device_renumber"):
            return "2025-06-18"
        return "2025-03-28" if self.has("npu2_partitions") else "2024-10-23"

    @property
    def runtime_sequence(self) -> str:
        return "aie.runtime_sequence" if self.has("runtime_sequence_aie") else "aiex.runtime_sequence"

    @property
    def key(self) -> str:
        """A short stable key of the spellings (for cache salts)."""
        return ",".join(k for k in KEYS if k in self.applied and k != "aiecc_get_flags") or "floor"

    def describe(self) -> str:
        last = [c for c in CHANGES if c.key in self.applied]
        upto = f"changes up to {last[-1].date} (PR #{last[-1].pr})" if last else f"no change after {FLOOR}"
        return f"{self.source}: {upto}; device {self.device_name} = {self.device_value}, {self.runtime_sequence}"


# AIEDevice (AIEAttrs.td) in each era: the values of the devices poot may name.
DEVICE_ENUMS: dict[str, dict[str, int]] = {
    "2024-10-23": {"npu1": 4, "npu2": 9},
    "2025-03-28": {"npu1": 4, "npu2": 9, "npu2_1col": 10},
    "2025-06-18": {"npu1": 4, "npu2": 8, "npu2_1col": 9},
}


def for_date(day: dt.date, source: str | None = None) -> Dialect:
    """The spellings of an mlir-aie built from sources of `day`; UsageError before npu2 existed."""
    if day < FLOOR:
        raise UsageError(f"mlir-aie from {day} predates the npu2 device (added {FLOOR}, PR #1869); "
                         "install a newer mlir-aie")
    return Dialect(frozenset(c.key for c in CHANGES if c.date <= day), source or f"mlir-aie as of {day}")


def newest(source: str = "the newest known mlir-aie") -> Dialect:
    return Dialect(frozenset(KEYS), source)


def parse_date(text: str) -> dt.date:
    """YYYY-MM-DD (or YYYYMMDD) to a date; UsageError otherwise."""
    t = text.strip()
    for fmt in ("%Y-%m-%d", "%Y%m%d"):
        try:
            return dt.datetime.strptime(t, fmt).date()
        except ValueError:
            pass
    raise UsageError(f"mlir_aie={text!r}: give the date of the mlir-aie sources as YYYY-MM-DD, or 'newest'")


def docs_table() -> str:
    """The CHANGES table as Markdown (docs/xdna.md holds it verbatim)."""
    rows = ["| date | PR | what changed | before | after |", "|---|---|---|---|---|"]
    rows += [f"| {c.date} | #{c.pr} | {c.what} | {c.before} | {c.after} |" for c in CHANGES]
    return "\n".join(rows) + "\n"
