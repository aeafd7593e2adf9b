"""Kernel IR passes: analyses and transformations that take a Body and return results or a new Body."""
