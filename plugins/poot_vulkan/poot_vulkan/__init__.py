"""poot-vulkan: the raw Vulkan target (SPIR-V through the `vulkan` cffi package, error-word traps)."""
