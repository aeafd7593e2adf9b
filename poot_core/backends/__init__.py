"""Backend families several target plugins share: `spirv` (emitter + host skeleton), `llvm` (lowering + driver runtime)."""
