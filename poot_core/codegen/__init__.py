"""Shared code generators that several target plugins use (SPIR-V module builder and lowering)."""
