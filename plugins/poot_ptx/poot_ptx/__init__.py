"""poot target plugin: PTX for NVIDIA GPUs (LLVM NVPTX via llvmlite), loaded with cuda-python."""
__version__ = "0.1.0"
