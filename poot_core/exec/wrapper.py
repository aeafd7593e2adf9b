"""The typed launch wrapper: a Python callable per kernel, built from its signature.

    add = kernel("examples/elementwise_add.rs")  # a .rs, a .kir.json or a Body; target: POOT_TARGET, else the best
    out = add(a, b, out, threads=len(a))    # one &mut parameter -> one array
    x, y = two_outs(a, x, y, groups=(4, 2)) # several -> a tuple in parameter order
    scaled = scale(x, 2.5, out, threads=n)  # a Python scalar for a one-element input slice

Every parameter is a positional-or-keyword numpy array (`&mut` ones too: they are in-out, their
contents are uploaded); an input (`&[T]`) parameter also takes a Python int/float/bool, passed as a
one-element slice when its value is exactly representable in T (else a UsageError). `threads=` or
`groups=` gives the launch; `check=True` compares with the oracle. The caller's arrays are never
modified; the results are new arrays. `help(k)` shows the kernel's signature; `repr(k)` names the
target it runs on.
"""
from __future__ import annotations

import inspect
import math
import os
import typing
from pathlib import Path
from typing import Any, Mapping

import numpy as np

from .. import knobs
from ..errors import PootError, UsageError
from ..ir.nodes import Body, Param
from ..target import Grid, Target
from . import abi
from .arrays import DeviceArray, to_device
from .executor import execute, resolve_target

_PREFIX = "__poot_kernel_"
_LAUNCH_KEYS = frozenset({"threads", "groups", "check"})
_GRID_KEYS = frozenset({"threads", "groups"})


def _grid(body: Body, threads: int | None, groups: int | tuple | None) -> Grid:
    if (threads is None) == (groups is None):
        raise UsageError(f"{body.name}: give exactly one of threads=N or groups=GX / groups=(GX, GY)")
    if threads is not None:
        if isinstance(threads, bool) or not isinstance(threads, (int, np.integer)):
            raise UsageError(f"threads must be an int, not {threads!r}")
        return Grid.threads(int(threads), body.workgroup_size)
    g = (groups, 1) if isinstance(groups, (int, np.integer)) else tuple(groups or ())
    if len(g) == 1:
        g = (g[0], 1)
    if len(g) != 2 or not all(isinstance(v, (int, np.integer)) and not isinstance(v, bool) for v in g):
        raise UsageError(f"groups must be GX or (GX, GY) ints, not {groups!r}")
    return Grid.of_groups(int(g[0]), int(g[1]), body.workgroup_size)


def as_body(source: Any, name: str | None = None) -> Body:
    """The Body `source` stands for: a Body, or the path (str or os.PathLike) of a `.kir.json` or a
    Rust `.rs` source (one with several kernels needs `name=`). UsageError for anything else."""
    if isinstance(source, Body):
        if name is not None and name not in (source.name, source.name.removeprefix(_PREFIX)):
            raise UsageError(f"name={name!r} does not match the Body given, kernel {source.name!r}")
        return source
    if isinstance(source, (str, os.PathLike)):
        from .load import import_cached, load_kernel

        p = Path(source)
        if name is None and p.name.endswith(".rs") and p.is_file():
            names = [f.body.name.removeprefix(_PREFIX) for f in import_cached(str(p))]
            if len(names) > 1:
                raise UsageError(f"{source} holds several kernels ({', '.join(names)}); choose one with name=NAME, "
                                 f"e.g. kernel({str(source)!r}, name={names[0]!r})")
        return load_kernel(p, name)
    raise UsageError(f"kernel() takes a Kernel IR Body or the path (str or pathlib.Path) of a .kir.json file or a "
                     f"Rust .rs source, not {type(source).__name__}")


def scalar_slice(body: Body, p: Param, value: Any) -> np.ndarray:
    """`value`, a Python (or numpy) scalar given for parameter `p`, as a one-element array of the
    parameter's dtype; UsageError unless `p` is an input and the value is exactly representable."""
    dt = p.elem.np
    what = f"{body.name}: parameter {abi.describe(p)}"
    if p.mutable:
        raise UsageError(f"{what} is &mut (its contents come back): give it a numpy array of dtype {dt}, "
                         f"not the scalar {value!r}")
    if isinstance(value, np.generic):
        if value.dtype == dt:
            return np.array([value], dtype=dt)
        value = value.item()
    exact, x = _exactly(value, dt)
    if not exact:
        kind = "bool" if isinstance(value, bool) else type(value).__name__
        raise UsageError(f"{what} got the {kind} {value!r}, which {p.elem} ({dt}) does not represent exactly; "
                         f"pass a value it does, or a numpy array of dtype {dt} (poot never converts silently)")
    return np.array([x], dtype=dt)


def _exactly(v: Any, dt: np.dtype) -> tuple[bool, Any]:
    """(whether `v` is exactly a value of dtype `dt`, that value)."""
    if dt.kind == "b":
        return isinstance(v, bool), v
    if isinstance(v, bool) or not isinstance(v, (int, float)):
        return False, None  # True/False is no number here; a str, None, ... is no scalar
    if dt.kind in "iu":
        info = np.iinfo(dt)
        return isinstance(v, int) and info.min <= v <= info.max, v
    try:
        with np.errstate(over="ignore"):
            x = dt.type(float(v))
    except OverflowError:  # an int beyond every float
        return False, None
    if isinstance(v, float) and math.isnan(v):
        return True, x
    if not math.isfinite(float(x)):
        return math.isinf(v) and isinstance(v, float), x
    return (int(x) == v) if isinstance(v, int) else (float(x) == v), x


class Kernel:
    """A launchable kernel: call it with one numpy array per parameter and threads= or groups=."""

    def __init__(self, body: Body | str | os.PathLike, target: Target | str | None = None,
                 options: Mapping[str, Any] | None = None, *, name: str | None = None):
        body = as_body(body, name)
        self.body = body
        self._target_arg = target
        self._target: Target | None = target if isinstance(target, Target) else None
        self.options = dict(options or {})
        self.outputs = tuple(p.name for p in body.params if p.mutable)
        self._names = tuple(p.name for p in body.params)
        self._dtypes = tuple(p.elem.np for p in body.params)
        self._grid_memo: tuple[tuple, Grid] | None = None  # the last (threads, groups) and its Grid
        # (device, artifact, knobs.fingerprint(), options) of the last call on device arrays: the next
        # one reuses the artifact while no switch and no option changed
        self._fast: tuple[Any, Any, tuple, dict] | None = None
        self._out_index = tuple(i for i, p in enumerate(body.params) if p.mutable)
        from numpy.typing import NDArray  # for the signature's annotations, imported when a wrapper is made

        arr = {p.name: typing.cast(Any, NDArray)[p.elem.np.type] for p in body.params}
        params = [inspect.Parameter(p.name, inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=arr[p.name])
                  for p in body.params]
        kw = inspect.Parameter.KEYWORD_ONLY
        params += [inspect.Parameter("threads", kw, default=None, annotation=int | None),
                   inspect.Parameter("groups", kw, default=None, annotation=int | tuple[int, int] | None),
                   inspect.Parameter("check", kw, default=False, annotation=bool)]
        outs = [arr[n] for n in self.outputs]
        ret = outs[0] if len(outs) == 1 else (typing.cast(Any, tuple)[tuple(outs)] if outs else None)
        self.__signature__ = inspect.Signature(params, return_annotation=ret)
        self.__name__ = self.__qualname__ = body.name
        self.__doc__ = self._doc()

    @property
    def target(self) -> Target:
        """The target this wrapper launches on (resolved on first use)."""
        if self._target is None:
            self._target = resolve_target(self._target_arg)
        return self._target

    def call_text(self) -> str:
        """How to call it: `name(a, b, out, *, threads=None, groups=None, check=False) -> out`."""
        names = ", ".join(p.name for p in self.body.params)
        ret = ", ".join(self.outputs) if self.outputs else "None"
        ret = f"({ret})" if len(self.outputs) > 1 else ret
        return f"{self.body.name}({names}, *, threads=None, groups=None, check=False) -> {ret}"

    def _doc(self) -> str:
        where = (self._target.name if self._target is not None else self._target_arg if isinstance(self._target_arg, str)
                 else "POOT_TARGET, else the best available target")
        lines = [self.call_text(), "",
                 f"Launch the kernel {abi.signature_text(self.body)} (workgroup size {self.body.workgroup_size}) "
                 f"on {where}.", ""]
        for p in self.body.params:
            role = "&mut: in-out (uploaded, returned)" if p.mutable else "input (a scalar is a one-element slice)"
            lines.append(f"  {p.name}: [{p.elem}], numpy array of dtype {p.elem.np}; {role}")
        lines += ["  threads: N runs ceil(N / workgroup size) workgroups along X (every lane runs);",
                  "  groups: GX or (GX, GY) workgroups;  check: also compare with the CPU oracle.", "",
                  "Returns " + (f"the new {self.outputs[0]!r} array." if len(self.outputs) == 1 else
                                f"a tuple of new arrays ({', '.join(self.outputs)})."
                                if self.outputs else "None (the kernel has no &mut parameter).")]
        return "\n".join(lines)

    def __repr__(self) -> str:
        try:
            where = self.target.name
        except PootError as e:  # a repr never raises: say why no target would run it
            where = f"no target ({e})"
        return f"<poot kernel {abi.signature_text(self.body)} on {where}, workgroup {self.body.workgroup_size}>"

    def __call__(self, *args: Any, **kwargs: Any):
        names = self._names
        fast, memo = self._fast, self._grid_memo
        if fast is not None and memo is not None and len(args) == len(names) and kwargs.keys() <= _GRID_KEYS:
            # the hot path of a repeated call on device arrays: the same launch shape and artifact,
            # every argument a DeviceArray of the device this kernel last ran on (the device checks the rest)
            dev, art, fp, opts = fast
            launch = (kwargs.get("threads"), kwargs.get("groups"))
            if not dev.lost and memo[0] == launch and type(launch[0]) is type(memo[0][0]) \
                    and fp == knobs.fingerprint() and opts == self.options:
                bufs = {}
                for name, v in zip(names, args):
                    if type(v) is not DeviceArray or v.buffer.device is not dev:
                        break
                    bufs[name] = v.buffer
                else:
                    dev.launch(art, bufs, memo[1])
                    outs = self._out_index
                    return args[outs[0]] if len(outs) == 1 else tuple(args[i] for i in outs) if outs else None
        if len(args) == len(names) and kwargs.keys() <= _LAUNCH_KEYS:  # the common call: no inspect.bind
            a = dict(zip(names, args))
            a["threads"], a["groups"], a["check"] = (kwargs.get("threads"), kwargs.get("groups"),
                                                     kwargs.get("check", False))
        else:
            try:
                bound = self.__signature__.bind(*args, **kwargs)
            except TypeError as e:
                raise UsageError(f"{self.body.name}: {e}; call it as {self.body.name}({', '.join(names)}, threads=N | "
                                 f"groups=(GX, GY)[, check=True]) with the arrays of {abi.signature_text(self.body)}") from None
            bound.apply_defaults()
            a = bound.arguments
        launch = (a.pop("threads"), a.pop("groups"))
        memo = self._grid_memo
        if memo is None or memo[0] != launch or type(launch[0]) is not type(memo[0][0]):
            memo = self._grid_memo = (launch, _grid(self.body, *launch))
        grid = memo[1]
        check = a.pop("check")
        for p in self.body.params:
            if isinstance(a[p.name], (bool, int, float, np.generic)):
                a[p.name] = scalar_slice(self.body, p, a[p.name])
        if any(isinstance(v, DeviceArray) for v in a.values()):
            res = self._on_device(a, grid, check)
            return res[0] if len(res) == 1 else (None if not res else res)
        out = execute(self.body, self.target, grid, a, check=check, options=self.options)
        if len(self.outputs) == 1:
            return out[self.outputs[0]]
        if not self.outputs:
            return None
        return tuple(out[n] for n in self.outputs)


    def _on_device(self, a: dict[str, Any], grid: Grid, check: bool) -> tuple[DeviceArray, ...]:
        """Enqueue one dispatch on resident buffers: numpy inputs are uploaded for it, a numpy `&mut`
        array becomes a new DeviceArray; the `&mut` DeviceArrays (updated in place) come back."""
        from .executor import compile_cached, device_for

        tgt = self.target
        dev = device_for(tgt)
        body = self.body
        arrays: dict[str, DeviceArray] = {}
        temps = []
        for p, dt in zip(body.params, self._dtypes):
            v = a[p.name]
            if type(v) is DeviceArray:
                if v.buffer.device is not dev:
                    raise UsageError(f"{body.name}: parameter {abi.describe(p)} is a device array on {v.target} "
                                     f"({v.buffer.device.name}), but this kernel runs on {tgt.name}; move it "
                                     f"with poot.to_device(x.numpy(), {tgt.name!r})")
                arrays[p.name] = v
            elif not isinstance(v, np.ndarray):
                raise UsageError(f"{body.name}: parameter {abi.describe(p)} needs a numpy or device array of "
                                 f"dtype {p.elem.np}, not a {type(v).__name__}")
            elif v.dtype != dt:
                raise UsageError(f"{body.name}: parameter {abi.describe(p)} got an array of dtype {v.dtype}, "
                                 f"expected {dt}; convert it yourself - poot never converts silently")
            else:
                temps.append(p.name)
        host = None
        if check:  # the oracle needs the inputs as they are before the dispatch
            host = {n: v.numpy() if type(v) is DeviceArray else v for n, v in a.items()}
        art = compile_cached(body, tgt, self.options)  # one lookup while nothing changed (poot_core.compile)
        self._fast = (dev, art, knobs.fingerprint(), dict(self.options))
        for n in temps:
            arrays[n] = to_device(a[n], tgt)
        try:
            dev.launch(art, {n: d.buffer for n, d in arrays.items()}, grid)
        finally:
            for n in temps:
                if n not in self.outputs:
                    arrays[n].free()  # returns to the pool after the dispatch has run
        outs = tuple(arrays[n] for n in self.outputs)
        if host is not None:
            from .check import check_against_oracle

            got = {n: arrays[n].numpy() for n in self.outputs}
            lat = art.meta.get("float_latitude") or tgt.capabilities().float_latitude
            check_against_oracle(body, tgt.name, grid, host, got, lat)
        return outs


def kernel(source: Body | str | os.PathLike, target: Target | str | None = None,
           options: Mapping[str, Any] | None = None, *, name: str | None = None) -> Kernel:
    """The typed launch wrapper for `source` - a Body, or the path of a `.kir.json` or a `.rs`
    (`name=` picks the kernel of a file that holds several) - on `target` (a Target, a name, or
    None for POOT_TARGET, else the best available)."""
    return Kernel(source, target, options, name=name)
