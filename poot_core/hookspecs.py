"""The pluggy hook specifications a poot plugin implements (project name `poot`)."""
from __future__ import annotations

import pluggy

hookspec = pluggy.HookspecMarker("poot")
hookimpl = pluggy.HookimplMarker("poot")


@hookspec
def poot_targets():
    """Return an iterable of `poot_core.target.Target` objects this plugin provides.

    A hook that raises, or returns something that is not a named Target, marks the plugin broken
    (poot_core.plugins): it is listed with its error, and the other plugins keep working."""
