"""The test kit: cases, corpus, generated bodies and the conformance suite for every target's tests (the core never imports it)."""
