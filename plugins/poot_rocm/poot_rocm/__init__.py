"""poot target plugin: AMDGCN HSA code objects for ROCm (LLVM AMDGPU via llvmlite + ld.lld), loaded with hip-python."""
__version__ = "0.1.0"
