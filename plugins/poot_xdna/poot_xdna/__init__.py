"""poot target plugin: the AMD XDNA2 NPU (AIE): MLIR-AIE codegen for npu2, pyxrt loader, trap refusal."""
__version__ = "0.1.0"
