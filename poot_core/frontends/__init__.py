"""Front ends that turn models written elsewhere into planner graphs (`onnx`: ONNX files)."""
