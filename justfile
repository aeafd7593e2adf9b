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

# The fuzzer's CI batch and its own tests (tests/fuzz; docs/fuzzing.md).
test-fuzz:
    {{py}} -m pytest tests/fuzz -q

# Fuzz for SECONDS on oracle + vulkan + wgpu, reducing each new kind of failure (docs/fuzzing.md).
fuzz seconds="3600" seed="1":
    {{py}} -m poot_core.testing.fuzz run --seed {{seed}} --budget {{seconds}} --reduce 120 --out fuzz-out

# Export a corpus (.kir.json + inputs + rustc's results) that `fuzz-replay` runs without rustc.
fuzz-export files="20" seed="1" out="fuzz-corpus":
    {{py}} -m poot_core.testing.fuzz export --seed {{seed}} --files {{files}} --without long_loop --out {{out}}

# Replay an exported corpus on targets (no rustc needed; e.g. ptx,vulkan on a GPU machine).
fuzz-replay folder="fuzz-corpus" targets="oracle,vulkan":
    {{py}} -m poot_core.testing.fuzz replay {{folder}} --targets {{targets}}
