"""The device-protocol suite (poot_core.testing.runtime_suite) on the oracle target."""
from poot_core.testing.runtime_suite import runtime_tests

runtime_tests(globals(), target="oracle")
