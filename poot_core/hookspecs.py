"""The pluggy hook specifications a poot plugin implements (project name `poot`)."""
from __future__ import annotations

import pluggy

hookspec = pluggy.HookspecMarker("poot")
hookimpl = pluggy.HookimplMarker("poot")


@hookspec
def poot_targets():
    """Return an iterable of `poot_core.target.Target` objects this plugin provides."""
