"""SmolLM2-135M's full check on a GPU: the real weights, 10 prompts x 64 greedy tokens on each target
against the numpy reference (`smollm.Reference`, float64 on the `gguf` dequantization) - tokens
identical and every logit row (the prompt's, then one per new token) within the tests' LOGIT_TOL.

    python3 bench/smollm_check.py --prepare-ids .smollm_a/prompt_ids.json   # here: the prompts' ids
    python3 bench/smollm_check.py --out /tmp/out [--targets ptx,vulkan] [--tokens 64] [--budget 240]

The device has no GGUF (it does not fit one call's carry) and so no tokenizer: `--prepare-ids`
tokenizes tests/models/prompts.txt here with the GGUF's own tokenizer; the weights are
bench/smollm_h200.py's two halves (.smollm_a, .smollm_b). The reference runs once per prompt and
each target is compared with it; prompts that do not fit --budget seconds are reported as not run.
Writes $OUT/smollm_check.md and exits 1 on any difference.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

import numpy as np

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path[:0] = [str(ROOT)] + [str(ROOT / "plugins" / d) for d in ("poot_ptx", "poot_vulkan", "poot_wgpu")]

from poot.models import smollm  # noqa: E402

LOGIT_TOL = 2e-3  # tests/models/test_smollm.py's bound on max |poot - reference| over a row's logits


def prepare_ids(path: str) -> None:
    prompts = (ROOT / "tests" / "models" / "prompts.txt").read_text(encoding="utf-8").splitlines()
    m = smollm.SmolLM("oracle")
    ids = [m.encode(p) for p in prompts]
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    Path(path).write_text(json.dumps({"prompts": prompts, "ids": ids}))
    print(f"wrote {path}: {len(ids)} prompts, {sum(map(len, ids))} ids")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", default=os.environ.get("OUT", "/tmp/out"))
    ap.add_argument("--targets", default="ptx,vulkan")
    ap.add_argument("--tokens", type=int, default=64)
    ap.add_argument("--budget", type=float, default=240.0, help="seconds; prompts past it are not run")
    ap.add_argument("--ids", default=str(ROOT / ".smollm_a" / "prompt_ids.json"))
    ap.add_argument("--real", default=str(ROOT / ".smollm"), help="prefix of bench/smollm_h200.py --prepare's halves")
    ap.add_argument("--prepare-ids", metavar="FILE")
    args = ap.parse_args(argv)
    if args.prepare_ids:
        prepare_ids(args.prepare_ids)
        return 0
    import importlib.util
    spec = importlib.util.spec_from_file_location("smollm_h200", HERE / "smollm_h200.py")
    assert spec is not None and spec.loader is not None
    bench = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(bench)
    g = bench.load_real(args.real)
    if g is None or not os.path.isfile(args.ids):
        print(f"smollm_check: needs {args.real}_a/_b/weights.npz and {args.ids} (see the module doc)")
        return 2
    prompts = json.loads(Path(args.ids).read_text())
    t0 = time.perf_counter()
    ref = smollm.Reference(g)
    models = {t: smollm.SmolLM(t, g) for t in args.targets.split(",")}
    rows, bad, done = [], 0, 0
    for text, ids in zip(prompts["prompts"], prompts["ids"]):
        if time.perf_counter() - t0 > args.budget:
            break
        want, want_rows = ref.greedy(ids, args.tokens)
        for t, m in models.items():
            got = m.generate(ids, max_tokens=args.tokens, keep_logits=True, stop_at_eos=False)
            same = sum(a == b for a, b in zip(got.ids, want))
            worst = max(float(np.abs(np.asarray(a, np.float64).reshape(b.shape) - b).max())
                        for a, b in zip(got.logits, want_rows))
            ok = list(got.ids) == want and worst <= LOGIT_TOL
            bad += not ok
            rows.append(f"| {text[:40]!r} | {len(ids)} | {t} | {same} / {len(want)} | {worst:.2e} | {'PASS' if ok else '**FAIL**'} |")
            print(rows[-1], flush=True)
        done += 1
    for m in models.values():
        m.close()
    md = [f"# SmolLM2-135M full check: {done} of {len(prompts['ids'])} prompts x {args.tokens} greedy tokens, real weights",
          "", f"against smollm.Reference (float64 numpy on gguf's dequantization); logit bound {LOGIT_TOL} "
          f"(max |poot - reference| over each row: the prompt's, then one per new token); {time.perf_counter() - t0:.0f} s",
          "", "| prompt | prompt ids | target | tokens equal | worst logit diff | result |", "|---|---|---|---|---|---|", *rows]
    if done < len(prompts["ids"]):
        md += ["", f"{len(prompts['ids']) - done} prompts not run: past the --budget of {args.budget:.0f} s"]
    os.makedirs(args.out, exist_ok=True)
    Path(args.out, "smollm_check.md").write_text("\n".join(md) + "\n")
    print("\n".join(md[:3]))
    return 1 if bad or not done else 0


if __name__ == "__main__":
    sys.exit(main())
