"""The poot conformance suite on the `template` target: one line switches it on."""
from poot_core.testing.conformance import conformance_tests

conformance_tests(globals(), target="template")
