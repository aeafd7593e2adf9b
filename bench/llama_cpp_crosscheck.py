"""Cross-check poot's SmolLM2 against llama.cpp (llama-cpp-python) on the same GGUF: greedy tokens for
the prompts of tests/models/prompts.txt, a table of where they agree.

    python bench/llama_cpp_crosscheck.py [--target vulkan] [--prompts 10] [--tokens 64] [--out FILE.md]

A developer's check (llama-cpp-python builds from source in about 15 minutes; not a CI dependency):
both tokenize each prompt (the ids must be equal), both generate greedily (llama.cpp: argmax of
its logits after `eval`, one token at a time; poot: `SmolLM.generate`, temperature 0, not stopping
at the end token), and the table gives, per prompt, the tokens equal before the first difference
and the largest difference of the logits over the rows both computed on the same tokens. llama.cpp
multiplies Q4_1 weights by activations quantized to Q8_1, so its logits differ from the float
reference more than poot's do; a difference of greedy tokens where the top two logits are close is
that rounding, not a bug (the "margin" column: the top-two gap of poot's logits there).
Exits 0 with a message when llama_cpp is not importable.
"""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT)] + [str(ROOT / "plugins" / d) for d in ("poot_ptx", "poot_vulkan", "poot_wgpu")]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--target", default=os.environ.get("POOT_TARGET", "vulkan"),
                    help="a poot target, or `reference` for the float64 numpy model poot is checked against")
    ap.add_argument("--prompts", type=int, default=10)
    ap.add_argument("--tokens", type=int, default=64)
    ap.add_argument("--threads", type=int, default=2, help="llama.cpp's CPU threads")
    ap.add_argument("--out", help="also write the table to this Markdown file")
    args = ap.parse_args(argv)
    try:
        from llama_cpp import Llama
    except ImportError as e:
        print(f"llama_cpp is not importable here ({e}): install llama-cpp-python (it builds from source, "
              "about 15 minutes) to run this cross-check; nothing was compared")
        return 0
    from poot.models import smollm

    prompts = (ROOT / "tests" / "models" / "prompts.txt").read_text(encoding="utf-8").splitlines()[:args.prompts]
    path = smollm.gguf_path()
    llm = Llama(model_path=str(path), n_ctx=512, n_threads=args.threads, logits_all=True, verbose=False)  # (without it llama-cpp-python 0.3 leaves `scores` zero)
    # --target reference: the float64 numpy llama (smollm.Reference) in place of a poot target - the
    # model every target is checked against in tests/models - so the comparison runs in minutes on a CPU
    ref = smollm.Reference(smollm.read_gguf()) if args.target == "reference" else None
    m = smollm.SmolLM("oracle" if ref else args.target)  # with ref: its tokenizer only
    who = "smollm.Reference, float64 numpy" if ref else f"poot on {m.target.name}"
    lines = [f"# {who} against llama.cpp on {path.name}: greedy, {args.tokens} tokens", "",
             "| prompt | ids equal | tokens equal before the first difference | max logit diff (same tokens) | margin there |",
             "|---|---|---|---|---|"]
    agree = 0
    for p in prompts:
        ids = llm.tokenize(p.encode("utf-8"), add_bos=False, special=True)
        mine = m.encode(p)
        llm.reset()
        llm.eval(ids)
        theirs, rows = [], []
        for _ in range(args.tokens):
            row = np.array(llm.scores[llm.n_tokens - 1], np.float64)
            rows.append(row)
            theirs.append(int(np.argmax(row)))
            llm.eval([theirs[-1]])
        if ref is not None:
            got_ids, got_logits = ref.greedy(mine, args.tokens)
        else:
            got = m.generate(mine, max_tokens=args.tokens, keep_logits=True, stop_at_eos=False)
            got_ids, got_logits = list(got.ids), list(got.logits)
        same = next((k for k, (a, b) in enumerate(zip(got_ids, theirs)) if a != b), len(theirs))
        poot_rows = [np.asarray(got_logits[0])[-1]] + [np.asarray(r).reshape(-1) for r in got_logits[1:]]
        diff = max(float(np.abs(a - b).max()) for a, b in zip(poot_rows[:same + 1], rows[:same + 1]))
        margin = "-"
        if same < len(theirs):
            top = np.sort(poot_rows[same])[-2:]
            margin = f"{top[1] - top[0]:.3g}"
        agree += same == len(theirs)
        lines.append(f"| {p[:40]} | {'yes' if list(ids) == mine else 'NO'} | {same} / {len(theirs)} | {diff:.3g} | {margin} |")
    lines += ["", f"{agree} of {len(prompts)} prompts: all {args.tokens} greedy tokens equal."]
    text = "\n".join(lines) + "\n"
    print(text)
    if args.out:
        Path(args.out).write_text(text)
    m.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
