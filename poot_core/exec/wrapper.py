"""The typed launch wrapper: a Python callable per kernel, built from its signature.

    add = kernel(body)                      # target: POOT_TARGET, else the best available
    out = add(a, b, out, threads=len(a))    # one &mut parameter -> one array
    x, y = two_outs(a, x, y, groups=(4, 2)) # several -> a tuple in parameter order

Every parameter is a positional-or-keyword numpy array (`&mut` ones too: they are in-out, their
contents are uploaded); `threads=` or `groups=` gives the launch; `check=True` compares with the
oracle. The caller's arrays are never modified; the results are new arrays.
"""
from __future__ import annotations

import inspect
from typing import Any, Mapping

import numpy as np
from numpy.typing import NDArray

from ..errors import UsageError
from ..ir.nodes import Body
from ..target import Grid, Target
from . import abi
from .executor import execute, resolve_target


def _grid(body: Body, threads: int | None, groups: int | tuple | None) -> Grid:
    if (threads is None) == (groups is None):
        raise UsageError(f"{body.name}: give exactly one of threads=N or groups=GX / groups=(GX, GY)")
    if threads is not None:
        if isinstance(threads, bool) or not isinstance(threads, (int, np.integer)):
            raise UsageError(f"threads must be an int, not {threads!r}")
        return Grid.threads(int(threads), body.workgroup_size)
    g = (groups, 1) if isinstance(groups, (int, np.integer)) else tuple(groups)
    if len(g) == 1:
        g = (g[0], 1)
    if len(g) != 2 or not all(isinstance(v, (int, np.integer)) and not isinstance(v, bool) for v in g):
        raise UsageError(f"groups must be GX or (GX, GY) ints, not {groups!r}")
    return Grid.of_groups(int(g[0]), int(g[1]), body.workgroup_size)


class Kernel:
    """A launchable kernel: call it with one numpy array per parameter and threads= or groups=."""

    def __init__(self, body: Body, target: Target | str | None = None, options: Mapping[str, Any] | None = None):
        if not isinstance(body, Body):
            raise UsageError(f"kernel() needs a Kernel IR Body, not {type(body).__name__}")
        self.body = body
        self._target_arg = target
        self._target: Target | None = target if isinstance(target, Target) else None
        self.options = dict(options or {})
        self.outputs = tuple(p.name for p in body.params if p.mutable)
        arr = {p.name: NDArray[p.elem.np.type] for p in body.params}
        params = [inspect.Parameter(p.name, inspect.Parameter.POSITIONAL_OR_KEYWORD, annotation=arr[p.name])
                  for p in body.params]
        kw = inspect.Parameter.KEYWORD_ONLY
        params += [inspect.Parameter("threads", kw, default=None, annotation=int | None),
                   inspect.Parameter("groups", kw, default=None, annotation=int | tuple[int, int] | None),
                   inspect.Parameter("check", kw, default=False, annotation=bool)]
        outs = [arr[n] for n in self.outputs]
        ret = outs[0] if len(outs) == 1 else (tuple[tuple(outs)] if outs else None)
        self.__signature__ = inspect.Signature(params, return_annotation=ret)
        self.__name__ = self.__qualname__ = body.name
        self.__doc__ = self._doc()

    @property
    def target(self) -> Target:
        """The target this wrapper launches on (resolved on first use)."""
        if self._target is None:
            self._target = resolve_target(self._target_arg)
        return self._target

    def _doc(self) -> str:
        lines = [f"Launch the kernel {abi.signature_text(self.body)} (workgroup size {self.body.workgroup_size}).", ""]
        for p in self.body.params:
            role = "in-out (uploaded, returned)" if p.mutable else "input"
            lines.append(f"  {p.name}: numpy array of dtype {p.elem.np}, {role}")
        lines += ["  threads: N runs ceil(N / workgroup size) workgroups along X (every lane runs);",
                  "  groups: GX or (GX, GY) workgroups;  check: also compare with the CPU oracle.", "",
                  "Returns " + (f"the new {self.outputs[0]!r} array." if len(self.outputs) == 1 else
                                f"a tuple of new arrays ({', '.join(self.outputs)})."
                                if self.outputs else "None (the kernel has no &mut parameter).")]
        return "\n".join(lines)

    def __repr__(self) -> str:
        where = self._target.name if self._target is not None else (
            self._target_arg if isinstance(self._target_arg, str) else "best available target")
        return f"<poot kernel {abi.signature_text(self.body)} on {where}, workgroup {self.body.workgroup_size}>"

    def __call__(self, *args: Any, **kwargs: Any):
        try:
            bound = self.__signature__.bind(*args, **kwargs)
        except TypeError as e:
            names = ", ".join(p.name for p in self.body.params)
            raise UsageError(f"{self.body.name}: {e}; call it as {self.body.name}({names}, threads=N | "
                             f"groups=(GX, GY)[, check=True]) with the arrays of {abi.signature_text(self.body)}") from None
        bound.apply_defaults()
        a = bound.arguments
        grid = _grid(self.body, a.pop("threads"), a.pop("groups"))
        check = a.pop("check")
        out = execute(self.body, self.target, grid, a, check=check, options=self.options)
        if len(self.outputs) == 1:
            return out[self.outputs[0]]
        if not self.outputs:
            return None
        return tuple(out[n] for n in self.outputs)


def kernel(body: Body, target: Target | str | None = None, options: Mapping[str, Any] | None = None) -> Kernel:
    """The typed launch wrapper for `body` on `target` (a Target, a name, or None for the default)."""
    return Kernel(body, target, options)
