"""A Rust kernel fuzzer (Csmith / YARPGen for poot): random valid kernels, rustc-native as the truth.

gen.py draws files of random kernels inside the accepted subset; run.py compiles each file once
natively and imports it once with pootc, then compares the oracle and every target with the
native run (outputs bit for bit, faults by site, line and first thread); reduce.py shrinks a
failing kernel; corpus.py writes reproducers and exported corpora that replay without rustc.
CLI: `python -m poot_core.testing.fuzz` (docs/fuzzing.md).
"""
from .gen import ALL, FEATURES, KNOWN_DEFECTS, Config, generate_unit, make_inputs  # noqa: F401
from .run import DEFAULT_TARGETS, Failure, Runner, Stats, judge  # noqa: F401
