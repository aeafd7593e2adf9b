"""Target compile options: one frozen dataclass per target that parses, validates and hashes itself.

A target declares `Options`, a frozen dataclass deriving from `TargetOptions` whose fields are the
options it takes (a type and a default each; `help=` and `choices=` in the field's metadata via
`option(...)`). `Options.parse(raw, target)` turns a dict of Python values (which must have the
declared types) or `KEY=VALUE` strings (the CLI's `--option`, read by type) into one; an unknown key or a bad value is a UsageError naming the target
and listing its options with their types and defaults. `options.hash()` is stable and depends only
on the values (the compile cache keys on it).
"""
from __future__ import annotations

import dataclasses
import types
import typing
from typing import Any, ClassVar, Iterable, Mapping

from .errors import UsageError

_TRUE, _FALSE = ("true",), ("false",)  # a bool option's spellings as text (any case)


def option(default: Any, help: str = "", choices: tuple = ()) -> Any:
    """A dataclass field for an option: its default, a one-line `help`, and allowed `choices`."""
    return dataclasses.field(default=default, metadata={"help": help, "choices": tuple(choices)})


def _type_name(tp: Any) -> str:
    if tp is Any:
        return "any"
    args = typing.get_args(tp)
    if args and (typing.get_origin(tp) is typing.Union or isinstance(tp, types.UnionType)):
        return " | ".join("None" if a is type(None) else _type_name(a) for a in args)
    return getattr(tp, "__name__", str(tp))


def _members(tp: Any) -> tuple:
    """The member types of `tp` (a union's arguments, else (tp,))."""
    if typing.get_origin(tp) is typing.Union or isinstance(tp, types.UnionType):
        return typing.get_args(tp)
    return (tp,)


_HINTS: dict[type, dict[str, Any]] = {}


class _Bad(Exception):
    pass


class _Refused(Exception):
    def __init__(self, key: str, why: str):
        super().__init__(key, why)
        self.key, self.why = key, why


def _convert(value: Any, tp: Any, text: bool) -> Any:
    """`value` as type `tp` (bool, int, float, str, a union of them with None, or Any); _Bad if
    not. `text`: the value is command-line text (`true`/`false`, an integer, a number, `none`
    are read as such); else it is a Python value and must already have the type (numpy scalars
    count): the Python API takes no strings for bools or numbers."""
    if tp is Any:
        return value
    members = _members(tp)
    if value is None or (text and value.strip().lower() == "none"):
        if type(None) in members:
            return None
        raise _Bad("it cannot be none")
    kinds = [m for m in members if m is not type(None)]
    errors = []
    for m in kinds:
        try:
            return _convert_one(value, m, text)
        except _Bad as e:
            errors.append(str(e))
    raise _Bad(errors[0] if len(kinds) == 1 else f"it must be {_type_name(tp)}")


def _convert_one(value: Any, tp: type, text: bool) -> Any:
    import numpy as np

    # a numpy scalar or 0-d array; an array of elements is not one value (int() of it may fail or mislead)
    is_np = isinstance(value, np.generic) or (isinstance(value, np.ndarray) and value.ndim == 0)
    if text:
        v = value.strip()
        if tp is bool and v.lower() in _TRUE + _FALSE:
            return v.lower() in _TRUE
        if tp is int:
            try:
                return int(v.replace("_", ""), 0)
            except ValueError:
                pass
        if tp is float:
            try:
                return float(v)
            except ValueError:
                pass
        if tp is str:
            return value
    elif tp is bool:
        if isinstance(value, bool) or (is_np and type(value).__name__ in ("bool", "bool_")):
            return bool(value)
    elif tp is int:
        if (isinstance(value, int) and not isinstance(value, bool)) or (is_np and value.dtype.kind in "iu"):
            return int(value)
    elif tp is float:
        if isinstance(value, (int, float)) and not isinstance(value, bool):
            return float(value)
    elif tp is str:
        if isinstance(value, str):
            return value
    else:
        raise _Bad(f"option type {_type_name(tp)} is not supported")  # a target's own declaration error
    raise _Bad({bool: "it takes true or false", int: "it takes an integer", float: "it takes a number",
                str: "it takes a string"}[tp])


@dataclasses.dataclass(frozen=True)
class TargetOptions:
    """Base of every target's Options (no fields: a target without options takes none)."""

    target: ClassVar[str] = ""  # the target's name for messages when parse() is not told one

    # --- declaration --------------------------------------------------------------------------
    @classmethod
    def _hints(cls) -> dict[str, Any]:
        """The fields' resolved types (resolved once per class: typing.get_type_hints is slow)."""
        hints = _HINTS.get(cls)
        if hints is None:
            hints = _HINTS[cls] = typing.get_type_hints(cls)
        return hints

    @classmethod
    def describe(cls) -> list[dict[str, Any]]:
        """One dict per option: name, type, default, help, choices (what `poot targets list --json` prints)."""
        hints = cls._hints()
        return [{"name": f.name, "type": _type_name(hints[f.name]), "default": f.default,
                 "help": f.metadata.get("help", ""), "choices": list(f.metadata.get("choices", ()))}
                for f in dataclasses.fields(cls)]

    @classmethod
    def listing(cls) -> str:
        """The options as one line: `name (type, default D)`, ..."""
        parts = []
        for d in cls.describe():
            choices = f", one of {'/'.join(map(str, d['choices']))}" if d["choices"] else ""
            parts.append(f"{d['name']} ({d['type']}, default {d['default']!r}{choices})")
        return ", ".join(parts) if parts else "none (it takes no compile options)"

    # --- parsing ------------------------------------------------------------------------------
    @classmethod
    def parse(cls, raw: Mapping[str, Any] | Iterable[str] | None = None, target: str = ""):
        """An instance from a dict of values or `KEY=VALUE` strings; UsageError for an unknown key
        or a bad value, listing this target's options."""
        name = target or cls.target
        items, text = _items(raw, name, cls)
        fields = {f.name: f for f in dataclasses.fields(cls)}
        unknown = sorted(k for k in items if k not in fields)
        if unknown:
            raise UsageError(f"unknown {name} compile option(s) {', '.join(unknown)}; "
                             f"the {name} options are: {cls.listing()}")
        hints = cls._hints()
        values = {}
        for k, v in items.items():
            try:
                values[k] = _convert(v, hints[k], text)
            except _Bad as e:
                raise cls._bad_value(name, k, v, str(e)) from None
            except (ValueError, TypeError, OverflowError, AttributeError) as e:
                # a value no rule above foresaw (a numeric string past Python's digit limit, an object
                # whose conversion raises): still a bad value of this option, never a traceback
                raise cls._bad_value(name, k, v, f"it must be {_type_name(hints[k])} ({e})") from None
            choices = fields[k].metadata.get("choices", ())
            if choices and values[k] is not None and values[k] not in choices:
                raise cls._bad_value(name, k, v, f"it is one of {', '.join(map(str, choices))}")
        opts = cls(**values)
        try:
            opts.check()
        except _Refused as e:
            raise cls._bad_value(name, e.key, getattr(opts, e.key), e.why) from None
        return opts

    @classmethod
    def _bad_value(cls, target: str, key: str, value: Any, why: str) -> UsageError:
        shown = value if isinstance(value, str) and value and not value.isspace() else repr(value)
        if len(shown) > 60:  # a long value is named by its start and length
            shown = f"{shown[:40]}... ({len(shown)} characters)"
        return UsageError(f"{target} compile option {key}={shown} is not accepted: {why}; "
                          f"the {target} options are: {cls.listing()}")

    def check(self) -> None:
        """Cross-field and range checks of a subclass; call `self.refuse(key, why)` to fail."""

    def refuse(self, key: str, why: str) -> None:
        """Fail `check` for option `key` (parse turns it into the UsageError)."""
        raise _Refused(key, why)

    # --- identity -----------------------------------------------------------------------------
    def as_dict(self) -> dict[str, Any]:
        return {f.name: getattr(self, f.name) for f in dataclasses.fields(self)}

    def hash(self) -> str:
        """A stable content hash of the option values (and the class that holds them)."""
        import hashlib
        import json

        blob = json.dumps([type(self).__module__, type(self).__qualname__, self.as_dict()],
                          sort_keys=True, default=repr)
        return hashlib.sha256(blob.encode()).hexdigest()


COARSEN_CHOICES = ("on", "off", "2", "4", "8", "16", "auto")


@dataclasses.dataclass(frozen=True)
class LaunchOptions(TargetOptions):
    """The launch-shape options of a GPU target (poot_core/passes/coarsen.py), resolved by the
    target (`resolve_launch`) so that the options hash names the code: `coarsen` on/off/V and
    `relaunch` a workgroup size (0: the declared one)."""

    coarsen: str = option("auto", "run V consecutive elements per thread where the kernel allows it (on: V = 16 "
                                  "bytes / element; auto: the target's default; off; or V itself)", COARSEN_CHOICES)
    relaunch: int | None = option(None, "workgroup size to run kernels that cannot tell theirs at (0: keep "
                                        "WORKGROUP_SIZE; none: the target's best)")

    def check(self) -> None:
        if self.relaunch is not None and not 0 <= self.relaunch <= 1024:
            self.refuse("relaunch", "it must be 0 (keep the declared size) or a workgroup size up to 1024")


def resolve_launch(options: Any, coarsen: bool, relaunch: int) -> Any:
    """`options` (a LaunchOptions) with `coarsen` "auto" made `on`/`off` by the target's default
    and `relaunch` None made the target's best size (`relaunch`, 0: off)."""
    changes: dict[str, Any] = {}
    if options.coarsen == "auto":
        changes["coarsen"] = "on" if coarsen else "off"
    if options.relaunch is None:
        changes["relaunch"] = relaunch
    return dataclasses.replace(options, **changes) if changes else options


def _items(raw: Any, target: str, cls: type[TargetOptions]) -> tuple[dict[str, Any], bool]:
    """The (key, value) pairs of `raw` (a dict, an Options, or KEY=VALUE strings), and whether
    the values are command-line text."""
    if raw is None:
        return {}, False
    if isinstance(raw, TargetOptions):
        return raw.as_dict(), False
    if isinstance(raw, Mapping):
        return dict(raw), False
    if isinstance(raw, str):
        raw = [raw]
    if not isinstance(raw, Iterable):
        raise UsageError(f"{target}: compile options are a dict of option name to value or KEY=VALUE strings, "
                         f"not {type(raw).__name__}; the {target} options are: {cls.listing()}")
    out = {}
    for text in raw:
        if not isinstance(text, str) or "=" not in text:
            raise UsageError(f"{target}: a compile option is KEY=VALUE, not {text!r}; "
                             f"the {target} options are: {cls.listing()}")
        k, v = text.split("=", 1)
        out[k.strip()] = v
    return out, True


def guess_value(text: str) -> Any:
    """A command-line value as a bool, int or float where it reads as one, else the string."""
    low = text.lower()
    if low in ("true", "false"):
        return low == "true"
    for conv in (int, float):
        try:
            return conv(text)
        except ValueError:
            pass
    return text


@dataclasses.dataclass(frozen=True)
class UndeclaredOptions(TargetOptions):
    """The options of a target that overrides `compile(body, **options)` itself instead of
    declaring `Options` and `codegen` (the older plugin contract): passed through unchecked,
    `KEY=VALUE` strings read as bool/int/float where they look like one."""

    items: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def parse(cls, raw: Any = None, target: str = "") -> "UndeclaredOptions":
        if isinstance(raw, UndeclaredOptions):
            return raw
        if raw is None or isinstance(raw, Mapping):
            return cls(tuple(sorted(dict(raw or {}).items())))
        out = {}
        for text in raw:
            if not isinstance(text, str) or "=" not in text:
                raise UsageError(f"{target}: a compile option is KEY=VALUE, not {text!r}")
            k, v = text.split("=", 1)
            out[k.strip()] = guess_value(v)
        return cls(tuple(sorted(out.items())))

    def as_dict(self) -> dict[str, Any]:
        return dict(self.items)

    @classmethod
    def describe(cls) -> list[dict[str, Any]]:
        return []
