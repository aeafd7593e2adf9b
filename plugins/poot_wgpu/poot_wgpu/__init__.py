"""poot-wgpu: the wgpu target (SPIR-V through wgpu-py and naga, error-word traps)."""
