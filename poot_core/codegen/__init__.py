"""The old home of the shared code generators; they now live in `poot_core.backends` (kept for outside imports)."""
