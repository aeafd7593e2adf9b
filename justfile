# poot recipes. Each one is a plain command, so machines without `just` can run it directly.

py := ".venv/bin/python"

# Regenerate every committed kernel asset from its Rust source (rows of assets/manifest.toml).
regen-kernel-assets:
    {{py}} -m poot_core.pootc.regen --write

# Fail if any committed kernel asset is stale, missing or not in the manifest.
check-kernel-assets:
    {{py}} -m poot_core.pootc.regen --check

# The kernel corpora, family assets and differential (native rustc) tests.
test-kernels:
    {{py}} -m pytest tests/kernels -q
