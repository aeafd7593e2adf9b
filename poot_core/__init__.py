"""poot: GPU and NPU kernels written once in Rust, imported through Stable MIR, run on every target."""
__version__ = "0.1.0"
